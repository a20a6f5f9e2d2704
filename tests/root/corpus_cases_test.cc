// The Root conformance cases, written as scripts run through the registered
// game. Each case is the standard opening (below) plus a few events; every
// step must behave as the case says (accepted, or the last event rejected with
// the declared rule id), and each valid case ends on a checkpoint (digest and
// scores), so that a skipped or wrong effect changes the checkpoint.
//
// With ARBITER_WRITE_CORPUS=1 (and ARBITER_SOURCE_DIR) the test writes the
// cases to corpus/root/{valid,invalid}/<name>.textproto. Without it, it checks
// that each committed file holds exactly the case built here (header, events,
// checkpoints, expectation); conformance_test.cc and `arbiter conform` replay
// the files independently.
//
// Card numbers are the proto ids (facts/root.md section 2 table order),
// clearings the printed 1..12.
//
// Standard opening (Autumn, seat 0 Marquise, seat 1 Eyrie):
//   0 deck shuffle: Marquise hand, Eyrie hand, then every other card ascending
//   1 keep in 1; 2 sawmill in 1; 3 workshop in 9 (mouse); 4 recruiter in 5
//   5 Eyrie roost in 3 (opposite the keep); 6 leader Despot (viziers: move, build)
// Then the Marquise's first Daylight begins (one wood in 1).
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/match.h"
#include "absl/strings/str_join.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/root/board.h"
#include "engine/root/factions/eyrie/eyrie.h"
#include "engine/root/factions/mechanical/mechanical.h"
#include "engine/root/factions/vagabond/items.h"
#include "engine/root/factions/vagabond/vagabond.h"
#include "engine/root/card_effects.h"
#include "engine/root/digest.h"
#include "engine/root/services.h"
#include "engine/root/factions/company/pieces.h"
#include "engine/root/factions/company/services.h"
#include "engine/root/factions/lizard/lizard.h"
#include "engine/root/rules.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "replay/log_reader.h"
#include "tests/root/fixture.h"
#include "tests/testing/corpus_file.h"
#include "tests/testing/one_line.h"

namespace arbiter::root::testing {
namespace {

constexpr int kVizier1 = 55, kVizier2 = 56;
constexpr int kCat = 0, kBird = 1;

using ::arbiter::testing::CheckCorpusFile;
using ::arbiter::testing::OneLine;

std::string ShuffleBody(const std::vector<int>& cards) {
  std::string out = "deck_shuffle {";
  for (int c : cards) absl::StrAppend(&out, " cards: ", c);
  return out + " }";
}

const std::vector<std::string> kWinter = {"MOUSE", "RABBIT", "MOUSE", "FOX",    "MOUSE", "MOUSE",
                                          "FOX",   "RABBIT", "FOX",   "FOX",    "RABBIT", "RABBIT"};

std::string MarkersBody(const std::vector<std::string>& suits) {
  std::string out = "suit_markers {";
  for (const std::string& s : suits) absl::StrAppend(&out, " suits: ", s);
  return out + " }";
}

struct Opening {
  std::vector<int> hand_m = {21, 43, 30};
  std::vector<int> hand_e = {31, 15, 1};
  std::string leader = "DESPOT";
  bool winter = false;
  int workshop = 9;
  int sawmill = 1;
  int recruiter = 5;
  std::vector<int> draws = {};  // the cards drawn next, in order
  // Three seats (Options::alliance): the Alliance's hand and its three
  // starting supporters, dealt and drawn after the other two hands.
  std::vector<int> hand_a = {16, 29, 44};
  std::vector<int> supporters = {17, 32, 45};
  // With the Vagabond: the items under the ruins of 6, 10, 11, 12 (Autumn).
  std::string ruins = "BAG, BOOT, SWORD, HAMMER";
};

struct Options {
  bool winter = false;
  int turn_limit = 60;
  int games = 1;
  bool alliance = false;  // seat 2 the Woodland Alliance (dominance cards in the deck)
  // Seat 2 the Vagabond as this character, pawn in forest 1 (clearings 1, 2,
  // 5, 10); "" for none.
  std::string vagabond = "";
  // Seat 2 the Riverfolk Company: warriors in 5, 10, 11, 7, prices 1, 2, 3
  // (its hand is Opening::hand_a).
  bool company = false;
  // Seat 2 the Lizard Cult, set up with this body ("" for none; its hand is
  // Opening::hand_a).
  std::string lizard = "";
  // When given, the seats instead (a generated game's factions in seat
  // order, each seat named after its faction); the options above then only
  // say what Open() plays.
  std::vector<pb::root::Faction> factions = {};
};

class Case {
 public:
  Case(std::string name, std::string note, Options options = {})
      : name_(std::move(name)), note_(std::move(note)) {
    pb::Header* h = log_.mutable_header();
    h->set_format_version(1);
    h->set_rules_version(3);
    h->set_match_id(absl::StrCat("root-conformance-", name_));
    h->set_game("root");
    alliance_ = options.alliance;
    vagabond_ = options.vagabond;
    company_ = options.company;
    lizard_ = options.lizard;
    std::vector<pb::root::Faction> factions = options.factions;
    if (factions.empty()) {
      factions = {pb::root::MARQUISE, pb::root::EYRIE};
      if (alliance_) factions.push_back(pb::root::ALLIANCE);
      if (!vagabond_.empty()) factions.push_back(pb::root::VAGABOND);
      if (company_) factions.push_back(pb::root::COMPANY);
      if (!lizard_.empty()) factions.push_back(pb::root::LIZARD);
    }
    h->set_players(int(factions.size()));
    for (pb::root::Faction f : factions)
      h->add_seats()->set_name(absl::AsciiStrToLower(pb::root::Faction_Name(f)));
    h->mutable_provenance()->set_source("conformance");
    h->mutable_provenance()->set_note(note_);
    pb::root::Config* cfg = h->mutable_root();
    for (pb::root::Faction f : factions) cfg->add_factions(f);
    cfg->set_map(options.winter ? pb::root::WINTER : pb::root::AUTUMN);
    cfg->set_turn_limit(options.turn_limit);
    if (options.games != 1) cfg->set_games(options.games);
    auto match = FindGame("root")->NewMatch(*h);
    if (!match.ok()) {
      failed_ = true;
      ADD_FAILURE() << name_ << ": header rejected: " << match.status();
      return;
    }
    match_ = *std::move(match);
  }

  const State& S() const { return AsTyped<RootRules>(*match_)->state(); }
  const Match& M() const { return *match_; }

  // The standard opening, cut after `events` of its events (-1: all).
  Case& Open(const Opening& o = {}, int events = -1) {
    std::vector<std::pair<int, std::string>> steps;
    if (o.winter) steps.push_back({-1, MarkersBody(kWinter)});
    if (alliance_ || !vagabond_.empty() || company_ || !lizard_.empty()) {
      // Every card (dominance included with three seats): the hands, the
      // supporters (the Vagabond: the next three in the deck), the draws,
      // then the rest ascending.
      std::vector<int> order = o.hand_m;
      for (const auto* part : {&o.hand_e, &o.hand_a, &o.supporters, &o.draws})
        order.insert(order.end(), part->begin(), part->end());
      for (int c = 1; c <= kNumCards; ++c)
        if (std::find(order.begin(), order.end(), c) == order.end()) order.push_back(c);
      steps.push_back({-1, ShuffleBody(order)});
    } else {
      steps.push_back({-1, ShuffleBody(ShuffleOrder(o.hand_m, o.hand_e, o.draws))});
    }
    steps.push_back({0, "place_keep { clearing: 1 }"});
    steps.push_back({0, absl::StrCat("place_starting_building { building: SAWMILL clearing: ",
                                     o.sawmill, " }")});
    steps.push_back({0, absl::StrCat("place_starting_building { building: WORKSHOP clearing: ",
                                     o.workshop, " }")});
    steps.push_back({0, absl::StrCat("place_starting_building { building: RECRUITER clearing: ",
                                     o.recruiter, " }")});
    steps.push_back({1, "place_starting_roost { clearing: 3 }"});
    steps.push_back({1, absl::StrCat("choose_leader { leader: ", o.leader, " }")});
    if (!vagabond_.empty()) {
      steps.push_back({2, absl::StrCat("choose_character { character: ", vagabond_, " }")});
      steps.push_back({2, "place_pawn { forest: 1 }"});
      // The quest deck in table order (facts 4.2): Errand, Give a Speech and
      // Fundraising (fox) face up.
      steps.push_back({-1, "quest_shuffle { quests: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] }"});
      // The ruins' items, hidden from every seat (facts 3).
      steps.push_back({-1, absl::StrCat("ruin_items { items: [", o.ruins, "] }")});
    }
    if (company_) {
      for (int c : {5, 10, 11, 7})
        steps.push_back({2, absl::StrCat("company_setup_warrior { clearing: ", c, " }")});
      steps.push_back({2, "set_prices { hand_card: 1 riverboats: 2 mercenaries: 3 }"});
    }
    if (!lizard_.empty()) steps.push_back({2, lizard_});
    if (events >= 0) steps.resize(events);
    for (const auto& [seat, body] : steps) seat < 0 ? C(body) : E(seat, body);
    return *this;
  }

  // A decision of `seat`, then a chance outcome, both as text-format bodies
  // of arbiter.pb.root.Event.
  Case& E(int seat, const std::string& body) { return Do(Parse(seat, body)); }
  Case& C(const std::string& body) { return Do(Parse(-1, body)); }

  Case& Do(const pb::Event& e) {
    if (failed_) return *this;
    absl::Status st = match_->Apply(e);
    if (!st.ok()) {
      failed_ = true;
      ADD_FAILURE() << name_ << ": event " << log_.events_size() << " " << match_->EventText(e)
                    << " rejected: " << st << "\n"
                    << match_->StateText();
      return *this;
    }
    *log_.add_events() = e;
    return *this;
  }

  // Appends events [from, to) of `log` (they must be accepted), checkpoints
  // dropped.
  Case& Replay(const pb::MatchLog& log, int from, int to) {
    for (int i = from; i < to && i < log.events_size(); ++i) {
      pb::Event e = log.events(i);
      e.clear_checkpoint();
      Do(e);
    }
    return *this;
  }

  // Plays the first listed event (chance outcomes included) while `seat`'s
  // turn lasts: a stand-in for an opponent's turn that the case does not
  // study. Stops at a shuffle (not listed) or at the end of the match.
  Case& FirstLegalTurn(int seat) {
    int guard = 0;
    while (!failed_ && S().phase != Phase::kGameOver && S().winner < 0 && guard++ < 200 &&
           (S().turn_seat == seat || S().phase == Phase::kSetup)) {
      std::vector<pb::Event> legal;
      match_->ListLegalEvents(&legal);
      if (legal.empty()) break;
      Do(legal.front());
    }
    return *this;
  }
  // The index of the last event so far (for checkpoints placed later).
  int size() const { return log_.events_size(); }
  // The events listed as legal now.
  std::vector<pb::Event> Legal() const {
    std::vector<pb::Event> legal;
    if (!failed_) match_->ListLegalEvents(&legal);
    return legal;
  }
  // A checkpoint on event `index` with the given digest and scores.
  Case& MarkAt(int index, uint64_t digest, const std::vector<int64_t>& scores) {
    if (failed_ || index < 0 || index >= log_.events_size()) return *this;
    pb::Checkpoint* cp = log_.mutable_events(index)->mutable_checkpoint();
    cp->set_digest(digest);
    cp->clear_scores();
    for (int64_t v : scores) cp->add_scores(v);
    return *this;
  }

  // Plays first listed events until `done` holds.
  Case& FirstLegalUntil(const std::function<bool(const State&)>& done) {
    int guard = 0;
    while (!failed_ && !done(S()) && guard++ < 200) {
      std::vector<pb::Event> legal;
      match_->ListLegalEvents(&legal);
      if (legal.empty()) break;
      Do(legal.front());
    }
    return Check(done(S()), "FirstLegalUntil: condition not reached");
  }

  Case& Check(bool ok, const std::string& what) {
    if (!failed_ && !ok) {
      failed_ = true;
      ADD_FAILURE() << name_ << ": " << what << "\n" << match_->StateText();
    }
    return *this;
  }
  // Scores so far, by seat.
  Case& Vp(int cat, int eyrie) {
    if (failed_) return *this;
    return Check(S().vp[0] == cat && S().vp[1] == eyrie,
                 absl::StrCat("expected VP ", cat, ":", eyrie, ", have ", S().vp[0], ":",
                              S().vp[1]));
  }

  // A checkpoint (digest, scores) on the last event so far.
  Case& Mark() {
    if (failed_ || log_.events_size() == 0) return *this;
    pb::Checkpoint* cp = log_.mutable_events(log_.events_size() - 1)->mutable_checkpoint();
    cp->set_digest(match_->Digest());
    cp->clear_scores();
    for (int64_t v : match_->Scores()) cp->add_scores(v);
    return *this;
  }

  bool failed() const { return failed_; }
  absl::Status TryApply(const pb::Event& e) const { return match_->Clone()->Apply(e); }

  void Valid(const std::string& issue) {
    Mark();
    if (failed_) return;
    log_.mutable_expect()->mutable_valid();
    log_.mutable_expect()->set_issue(issue);
    Finish("valid");
  }
  void Invalid(int seat, const std::string& body, const std::string& rule,
               const std::string& issue) {
    InvalidPb(Parse(seat, body), rule, issue);
  }
  void InvalidPb(const pb::Event& e, const std::string& rule, const std::string& issue) {
    if (failed_) return;
    absl::Status st = TryApply(e);
    std::string got = st.ok() ? "<accepted>" : RuleOf(st);
    if (got != rule) {
      ADD_FAILURE() << name_ << ": expected " << rule << ", got " << got << " (" << st << ")\n"
                    << match_->StateText();
      return;
    }
    pb::Expectation* x = log_.mutable_expect();
    x->mutable_invalid()->set_event_index(log_.events_size());
    x->mutable_invalid()->set_rule_id(rule);
    x->set_issue(issue);
    *log_.add_events() = e;
    Finish("invalid");
  }

  // The last event recorded with the digest of `wrong`, a state the rules
  // do not reach (an effect skipped): refused at that event by the digest
  // check, as a log whose recorder skipped the effect would be.
  void InvalidRecord(const State& wrong, const std::string& issue) {
    if (failed_ || log_.events_size() == 0) return;
    const int last = log_.events_size() - 1;
    if (StateDigest(wrong) == match_->Digest()) {
      ADD_FAILURE() << name_ << ": the skipped effect leaves the digest unchanged";
      return;
    }
    log_.mutable_events(last)->mutable_checkpoint()->set_digest(StateDigest(wrong));
    pb::Expectation* x = log_.mutable_expect();
    x->mutable_invalid()->set_event_index(last);
    x->mutable_invalid()->set_rule_id("core.checkpoint.digest");
    x->set_issue(issue);
    Finish("invalid");
  }

  static pb::Event Parse(int seat, const std::string& body) {
    pb::Event e;
    std::string text = seat < 0 ? body : absl::StrCat("seat: ", seat, " ", body);
    if (!google::protobuf::TextFormat::ParseFromString(text, e.mutable_root())) {
      ADD_FAILURE() << "bad event text: " << text;
    }
    return e;
  }

 private:
  // Writes the case (ARBITER_WRITE_CORPUS=1) or compares it with the file.
  void Finish(const char* kind) {
    CheckCorpusFile(absl::StrCat("corpus/root/", kind, "/", name_, ".textproto"),
                    absl::StrCat("Root conformance case (generated by\n"
                                 "tests/root/corpus_cases_test.cc): ", note_),
                    log_);
  }

  std::string name_;
  std::string note_;
  bool alliance_ = false;
  std::string vagabond_;
  bool company_ = false;
  std::string lizard_;
  pb::MatchLog log_;
  std::unique_ptr<Match> match_;
  bool failed_ = false;
};

// The Eyrie's first turn: Recruit card 31, a vizier move from its roost
// in 3 to 7 and a vizier roost there.
std::vector<std::string> EyrieFirstTurnEvents() {
  return {
      "add_to_decree { card: 31 column: COL_RECRUIT }",
      "end_phase {}",
      "recruit { clearing: 3 decree_card: 31 }",
      absl::StrCat("move { from: 3 to: 7 warriors: 2 decree_card: ", kVizier1, " }"),
      absl::StrCat("build { building: ROOST clearing: 7 decree_card: ", kVizier2, " }"),
  };
}
// The Eyrie's first turn (seat 1) after the Marquise's.
Case& EyrieFirstTurn(Case& c, int steps = 5) {
  const std::vector<std::string> turn = EyrieFirstTurnEvents();
  for (int i = 0; i < steps; ++i) c.E(1, turn[i]);
  return c;
}

// ------------------------------------------------------------------ valid
// (the cases of the former make_corpus_cases.py)

TEST(RootCorpus, ValidCases) {
  {
    Case c("first_round", "Marquise crafts, recruits, builds, marches; Eyrie Decree resolved");
    c.Open()
        .E(0, "craft { card: 21 pieces_mouse: 1 }")
        .Vp(2, 0)
        .E(0, "recruit {}")
        .E(0, "build { building: SAWMILL clearing: 5 wood_from: 1 }")
        .Vp(3, 0)
        .E(0, "move { from: 2 to: 6 warriors: 1 }")
        .E(0, "move { from: 11 to: 12 warriors: 1 }");
    EyrieFirstTurn(c).Valid("seed 猫野候国 昼フェイズ A-D; 鷲巣王朝 朝/昼/夕闇フェイズ; クラフト");
  }
  {
    Case c("recruit_per_recruiter_clearing", "two recruiters in one clearing recruit one warrior");
    c.Open()
        .E(0, "build { building: RECRUITER clearing: 5 wood_from: 1 }")
        .Vp(1, 0)
        .E(0, "recruit {}");
    c.Check(c.S().warriors[kCat][4] == 2, "one warrior in 5, which holds two recruiters")
        .Valid("seed 猫野候国 C:募兵アクション (募兵所タイルのある各広場に、兵士コマ1体)");
  }
  Case("ambush_and_counter_ambush", "the attacker cancels a bird ambush, then the dice")
      .Open({.hand_m = {2, 21, 43}, .hand_e = {1, 15, 31}})
      .E(0, "move { from: 6 to: 3 warriors: 1 }")
      .E(0, "move { from: 7 to: 3 warriors: 1 }")
      .E(0, "battle { clearing: 3 defender: 1 }")
      .E(1, "ambush { card: 1 }")
      .E(0, "counter_ambush { card: 2 }")
      .C("dice { first: 3 second: 1 }")
      .E(0, "end_phase {}")
      .Valid("seed 【戦闘】 ● 奇襲 (打ち消す), ② ダイスを振る");
  Case("ambush_ends_battle_field_hospital",
       "an ambush removes the lone attacker; field hospitals return it to the keep")
      .Open({.hand_m = {21, 43, 30}, .hand_e = {1, 15, 31}})
      .E(0, "move { from: 6 to: 3 warriors: 1 }")
      .E(0, "battle { clearing: 3 defender: 1 }")
      .E(1, "ambush { card: 1 }")
      .E(0, "field_hospital { card: 30 }")
      .E(0, "end_phase {}")
      .Valid("seed 【戦闘】 ● 奇襲 (戦闘は終了); 猫野候国 「野戦病院」");
  {
    Case c("field_hospital_after_each_removal",
           "an ambush, then the dice, remove cats in one battle: each removal is saved at once, "
           "with its own card");
    c.Open({.hand_m = {30, 32, 21}, .hand_e = {1, 15, 31}})
        .E(0, "move { from: 6 to: 3 warriors: 1 }")
        .E(0, "move { from: 7 to: 3 warriors: 1 }")
        .E(0, "move { from: 11 to: 3 warriors: 1 }")
        .E(0, "battle { clearing: 3 defender: 1 }")
        .E(1, "ambush { card: 1 }")
        .E(0, "field_hospital { card: 30 }");
    c.Check(c.S().battle.active && c.S().warriors[kCat][2] == 1,
            "the battle goes on with the one cat the ambush left")
        .C("dice { first: 3 second: 3 }")
        .E(0, "field_hospital { card: 32 }");
    c.Check(!c.S().battle.active && c.S().warriors[kCat][0] == 4,
            "all three cats saved to the keep, with two cards")
        .Valid("seed 猫野候国 「野戦病院」 (兵士コマが広場から取り除かれたとき); 【戦闘】 ● 奇襲");
  }
  Case("turmoil_true", "a fox recruit with no fox roost: turmoil, a new leader")
      .Open()
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 15 column: COL_RECRUIT }")
      .E(1, "end_phase {}")
      .E(1, "turmoil {}")
      .E(1, "choose_leader { leader: COMMANDER }")
      .Valid("seed 「内乱」 1.恥辱 2.追放 3.失脚 4.休止");
  Case("overwork", "a fox card spent for wood at the fox sawmill")
      .Open()
      .E(0, "overwork { card: 21 clearing: 1 }")
      .E(0, "end_phase {}")
      .Valid("seed 猫野候国 E:労働アクション");
  Case("hawks_for_hire", "a bird card buys a fourth action")
      .Open({.hand_m = {2, 21, 43}})
      .E(0, "spend_bird { card: 2 }")
      .E(0, "recruit {}")
      .E(0, "overwork { card: 21 clearing: 1 }")
      .E(0, "move { from: 2 to: 6 warriors: 1 }")
      .E(0, "move { from: 6 to: 2 warriors: 1 }")
      .E(0, "move { from: 4 to: 8 warriors: 1 }")
      .Valid("seed 猫野候国 「鳥の手を借りる」");
  Case("turn_limit_ends_match", "the declared turn limit stops the match after one turn",
       {.turn_limit = 1})
      .Open()
      .E(0, "end_phase {}")
      .Valid("header turn_limit (engine rule, not the seed)");
  Case("codebreakers", "Codebreakers crafted, then used once in the same Daylight")
      .Open({.hand_m = {43, 21, 30}})
      .E(0, "craft { card: 43 pieces_mouse: 1 }")
      .E(0, "use_card { card: 43 target: 1 }")
      .E(0, "end_phase {}")
      .Valid("facts 2 Codebreakers; seed 【クラフト】「継続効果」");
  Case("sappers_and_declined_ambush",
       "the Marquise crafts Sappers, declines to ambush, then discards Sappers for an extra hit")
      .Open({.hand_m = {11, 21, 30}})
      .E(0, "craft { card: 11 pieces_mouse: 1 }")
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 1 column: COL_BATTLE }")
      .E(1, "end_phase {}")
      .E(1, absl::StrCat("move { from: 3 to: 7 warriors: 3 decree_card: ", kVizier1, " }"))
      .E(1, "battle { clearing: 7 defender: 0 decree_card: 1 }")
      .E(0, "pass {}")
      .C("dice { first: 2 second: 1 }")
      .E(0, "battle_card { card: 11 }")
      .E(0, "pass {}")
      .E(1, absl::StrCat("build { building: ROOST clearing: 7 decree_card: ", kVizier2, " }"))
      .Valid("facts 2 Sappers; seed 【戦闘】 ● 追加ヒット; 「野戦病院」 declined");
  Case("charismatic_then_turmoil",
       "Charismatic recruits two per card; the battle vizier has no target: turmoil")
      .Open({.leader = "CHARISMATIC"})
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 31 column: COL_RECRUIT }")
      .E(1, "end_phase {}")
      .E(1, "recruit { clearing: 3 decree_card: 31 }")
      .E(1, absl::StrCat("recruit { clearing: 3 decree_card: ", kVizier1, " }"))
      .E(1, "turmoil {}")
      .E(1, "choose_leader { leader: BUILDER }")
      .Valid("facts 6 Charismatic; seed 「内乱」");
  Case("commander_extra_hit", "the Commander's battle deals one hit on a roll of zero")
      .Open({.leader = "COMMANDER"})
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 31 column: COL_RECRUIT }")
      .E(1, "end_phase {}")
      .E(1, "recruit { clearing: 3 decree_card: 31 }")
      .E(1, absl::StrCat("move { from: 3 to: 7 warriors: 3 decree_card: ", kVizier1, " }"))
      .E(1, absl::StrCat("battle { clearing: 7 defender: 0 decree_card: ", kVizier2, " }"))
      .E(0, "pass {}")
      .C("dice { first: 0 second: 0 }")
      .E(0, "pass {}")
      .Valid("facts 6 Commander");
  Case("winter_setup", "Winter: suit markers dealt, then the usual setup", {.winter = true})
      .Open({.winter = true, .workshop = 10})
      .E(0, "end_phase {}")
      .Valid("seed 冬マップ 冬マップの準備");
}

// ---------------------------------------------------------------- invalid
// (the cases of the former make_corpus_cases.py)

TEST(RootCorpus, InvalidCases) {
  Case("second_recruit", "the Marquise recruits twice in one turn")
      .Open()
      .E(0, "recruit {}")
      .Invalid(0, "recruit {}", "root.marquise.recruit_once",
               "seed 猫野候国 C:募兵アクション (1手番に1回のみ)");
  Case("build_beyond_slots", "a second building in a one-slot clearing")
      .Open()
      .Invalid(0, "build { building: SAWMILL clearing: 1 wood_from: 1 }", "root.map.building_slots",
               "seed 《広場について》 空きがなければ置けません");
  Case("move_without_rule", "a move from an Eyrie clearing into an empty one")
      .Open()
      .E(0, "move { from: 6 to: 3 warriors: 1 }")
      .Invalid(0, "move { from: 3 to: 6 warriors: 1 }", "root.move.rule",
               "seed 【移動】 移動元もしくは移動先を支配");
  Case("move_without_path", "clearings 1 and 2 share no path")
      .Open()
      .Invalid(0, "move { from: 1 to: 2 warriors: 1 }", "root.move.path",
               "seed 【移動】 道で繋がった隣の広場");
  Case("move_more_warriors_than_present", "two warriors out of a clearing holding one")
      .Open()
      .Invalid(0, "move { from: 2 to: 5 warriors: 2 }", "root.move.warriors", "seed 【移動】");
  Case("ambush_wrong_suit", "a fox ambush in a rabbit clearing")
      .Open({.hand_e = {1, 15, 31}})
      .E(0, "move { from: 6 to: 3 warriors: 1 }")
      .E(0, "battle { clearing: 3 defender: 1 }")
      .Invalid(1, "ambush { card: 15 }", "root.battle.ambush_suit",
               "seed 【戦闘】 ● 奇襲 広場の動物と同じ種類");
  Case("field_hospital_wrong_suit", "a mouse card to save warriors from a rabbit clearing")
      .Open({.hand_m = {21, 43, 30}, .hand_e = {1, 15, 31}})
      .E(0, "move { from: 6 to: 3 warriors: 1 }")
      .E(0, "battle { clearing: 3 defender: 1 }")
      .E(1, "ambush { card: 1 }")
      .Invalid(0, "field_hospital { card: 43 }", "root.marquise.field_hospitals",
               "seed 「野戦病院」 その広場の動物と同じ種類のカード");
  Case("field_hospital_decision_skipped",
       "the dice are rolled while the Marquise still decides on the ambush's losses")
      .Open({.hand_m = {30, 32, 21}, .hand_e = {1, 15, 31}})
      .E(0, "move { from: 6 to: 3 warriors: 1 }")
      .E(0, "move { from: 7 to: 3 warriors: 1 }")
      .E(0, "move { from: 11 to: 3 warriors: 1 }")
      .E(0, "battle { clearing: 3 defender: 1 }")
      .E(1, "ambush { card: 1 }")
      .Invalid(-1, "dice { first: 3 second: 3 }", "root.turn.not_now",
               "seed 猫野候国 「野戦病院」 兵士コマが広場から取り除かれたとき");
  Case("battle_without_warriors", "the Marquise has no warriors in clearing 3")
      .Open()
      .Invalid(0, "battle { clearing: 3 defender: 1 }", "root.battle.target",
               "seed 【戦闘】 ① 自分の兵士コマがいる広場");
  Case("dice_face_four", "battle dice show 0 to 3")
      .Open({.hand_e = {15, 31, 17}})
      .E(0, "move { from: 6 to: 3 warriors: 1 }")
      .E(0, "battle { clearing: 3 defender: 1 }")
      .Invalid(-1, "dice { first: 4 second: 0 }", "root.event.malformed",
               "facts 12: each die shows 0-3");
  Case("decree_two_birds", "two bird cards added in one Birdsong")
      .Open({.hand_e = {1, 2, 31}})
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 1 column: COL_MOVE }")
      .Invalid(1, "add_to_decree { card: 2 column: COL_BATTLE }", "root.eyrie.decree_one_bird",
               "seed 鷲巣王朝 朝フェイズ トリの動物カードは2枚配置することはできません");
  Case("decree_nothing_added", "Birdsong ended without a Decree card")
      .Open()
      .E(0, "end_phase {}")
      .Invalid(1, "end_phase {}", "root.eyrie.decree_add", "seed 鷲巣王朝 朝フェイズ 1枚か2枚");
  Case("turmoil_false_claim", "turmoil claimed while the recruit card can be resolved")
      .Open()
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 31 column: COL_RECRUIT }")
      .E(1, "end_phase {}")
      .Invalid(1, "turmoil {}", "root.eyrie.turmoil_false_claim", "seed 「内乱」 実行できなかった場合");
  Case("turmoil_deposed_leader_again", "the deposed leader cannot be chosen again")
      .Open()
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 15 column: COL_RECRUIT }")
      .E(1, "end_phase {}")
      .E(1, "turmoil {}")
      .Invalid(1, "choose_leader { leader: DESPOT }", "root.eyrie.leader",
               "seed 「内乱」 3.失脚 まだ表になっている君主カード");
  Case("decree_out_of_order", "a Move card resolved before the Recruit column")
      .Open()
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 31 column: COL_RECRUIT }")
      .E(1, "end_phase {}")
      .Invalid(1, absl::StrCat("move { from: 3 to: 7 warriors: 1 decree_card: ", kVizier1, " }"),
               "root.eyrie.decree_order", "seed 鷲巣王朝 昼フェイズ 左側から順番に");
  Case("decree_wrong_suit", "a fox Move card used from a rabbit clearing")
      .Open()
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 15 column: COL_MOVE }")
      .E(1, "end_phase {}")
      .Invalid(1, "move { from: 3 to: 7 warriors: 1 decree_card: 15 }", "root.eyrie.decree_suit",
               "seed 鷲巣王朝 昼フェイズ そのカードの動物の種類と同じ広場");
  {
    Case c("craft_item_supply_lacks", "a third tea when the supply holds two");
    c.Open({.hand_m = {21, 39, 49}})
        .E(0, "craft { card: 21 pieces_mouse: 1 }")
        .E(0, "build { building: WORKSHOP clearing: 2 wood_from: 1 }")
        .E(0, "end_phase {}");
    EyrieFirstTurn(c)
        .E(0, "craft { card: 39 pieces_mouse: 1 }")
        .Invalid(0, "craft { card: 49 pieces_mouse: 1 }", "root.craft.item_supply",
                 "seed 【クラフト】 アイテムタイルがサプライにない場合");
  }
  Case("craft_after_action", "crafting after the first Daylight action")
      .Open()
      .E(0, "recruit {}")
      .Invalid(0, "craft { card: 21 pieces_mouse: 1 }", "root.craft.timing",
               "seed 猫野候国 昼フェイズ フェイズの最初に");
  Case("craft_wrong_pieces", "a mouse cost paid with a rabbit piece")
      .Open()
      .Invalid(0, "craft { card: 21 pieces_rabbit: 1 }", "root.craft.pieces",
               "seed 【クラフト】 カードの左下に描かれている種類");
  Case("overwork_wrong_suit", "a mouse card for wood in a fox clearing")
      .Open()
      .Invalid(0, "overwork { card: 43 clearing: 1 }", "root.cards.suit",
               "seed 猫野候国 E:労働アクション 動物の種類が同じ");
  Case("fourth_action", "a fourth action without spending a bird")
      .Open({.hand_m = {2, 21, 43}})
      .E(0, "recruit {}")
      .E(0, "overwork { card: 21 clearing: 1 }")
      .E(0, "move { from: 2 to: 6 warriors: 1 }")
      .E(0, "move { from: 6 to: 2 warriors: 1 }")
      .Invalid(0, "move { from: 4 to: 8 warriors: 1 }", "root.marquise.actions",
               "seed 猫野候国 昼フェイズ 3アクションまで");
  Case("spend_non_bird", "only bird cards buy extra actions")
      .Open()
      .Invalid(0, "spend_bird { card: 43 }", "root.marquise.hawks_for_hire", "seed 「鳥の手を借りる」");
  Case("build_without_rule", "the Marquise builds in the Eyrie's clearing")
      .Open()
      .Invalid(0, "build { building: SAWMILL clearing: 3 wood_from: 1 }", "root.marquise.build_rule",
               "seed 猫野候国 D:建設アクション 自分が支配");
  Case("build_without_wood", "a second sawmill costs one wood")
      .Open()
      .Invalid(0, "build { building: SAWMILL clearing: 5 }", "root.marquise.build_wood",
               "seed 猫野候国 D:建設アクション 木材を支払います");
  Case("keep_not_in_corner", "the keep goes in a corner")
      .Open({}, 1)
      .Invalid(0, "place_keep { clearing: 5 }", "root.marquise.setup", "facts 5 setup; seed 派閥ボード");
  Case("starting_building_far_from_keep", "starting buildings go in or next to the keep")
      .Open({}, 2)
      .Invalid(0, "place_starting_building { building: SAWMILL clearing: 12 }", "root.marquise.setup",
               "facts 5 setup");
  Case("eyrie_roost_in_keep_clearing", "no other faction places a piece in the keep's clearing")
      .Open({}, 5)
      .Invalid(1, "place_starting_roost { clearing: 1 }", "root.marquise.keep",
               "seed 猫野候国 「城砦トークン」 (他のプレイヤーは配置物を配置できません)");
  Case("eyrie_corner_not_opposite", "the Eyrie starts opposite the keep")
      .Open({}, 5)
      .Invalid(1, "place_starting_roost { clearing: 2 }", "root.eyrie.setup", "facts 6 setup");
  {
    std::vector<int> order = ShuffleOrder({21, 43, 30}, {31, 15, 1});
    order.pop_back();
    Case("shuffle_missing_card", "the setup shuffle must hold all 50 cards in play")
        .Invalid(-1, ShuffleBody(order), "root.cards.shuffle",
                 "seed 動物カード 54枚のカードをシャッフル; 2人プレイ時");
  }
  {
    std::vector<int> order = ShuffleOrder({21, 43, 30}, {31, 15, 1});
    order.push_back(14);
    Case("dominance_in_two_player_deck", "no dominance cards with two players")
        .Invalid(-1, ShuffleBody(order), "root.cards.shuffle", "seed 2人プレイ時 圧倒カードは使用しません");
  }
  Case("not_your_turn", "the Eyrie acts in the Marquise's Daylight")
      .Open()
      .Invalid(1, "add_to_decree { card: 31 column: COL_RECRUIT }", "root.turn.not_your_decision",
               "seed 【ゲームのプレイ】 ゲームの流れ");
  Case("event_after_end", "no event after the match ended", {.turn_limit = 1})
      .Open()
      .E(0, "end_phase {}")
      .Invalid(1, "add_to_decree { card: 31 column: COL_RECRUIT }", "root.game.over",
               "seed 【ゲームの勝利方法】");
  Case("counter_ambush_wrong_suit", "a fox counter-ambush in a rabbit clearing")
      .Open({.hand_m = {2, 15, 21}, .hand_e = {1, 17, 31}})
      .E(0, "move { from: 6 to: 3 warriors: 1 }")
      .E(0, "battle { clearing: 3 defender: 1 }")
      .E(1, "ambush { card: 1 }")
      .Invalid(0, "counter_ambush { card: 15 }", "root.battle.ambush_suit",
               "seed 【戦闘】 ● 奇襲 同様に奇襲カードを使用");
  {
    Case c("eyrie_build_without_rule", "a roost where the Marquise rules");
    c.Open().E(0, "end_phase {}");
    EyrieFirstTurn(c, 4).Invalid(
        1, absl::StrCat("build { building: ROOST clearing: 6 decree_card: ", kVizier2, " }"),
        "root.eyrie.decree_build", "seed 鷲巣王朝 D:建設アクション 自分が支配している広場");
  }
  Case("eyrie_recruit_without_roost", "recruiting in a rabbit clearing without a roost")
      .Open()
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 31 column: COL_RECRUIT }")
      .E(1, "end_phase {}")
      .Invalid(1, "recruit { clearing: 4 decree_card: 31 }", "root.eyrie.decree_recruit",
               "seed 鷲巣王朝 A:募兵アクション 止まり木タイルがあり");
  Case("decree_card_not_in_decree", "resolving a card that is not in the Decree")
      .Open()
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 31 column: COL_RECRUIT }")
      .E(1, "end_phase {}")
      .Invalid(1, "recruit { clearing: 3 decree_card: 15 }", "root.eyrie.decree_order",
               "seed 鷲巣王朝 昼フェイズ 勅令エリアでカードが配置されているアクション");
  Case("overwork_without_sawmill", "overwork needs a sawmill in the clearing")
      .Open()
      .Invalid(0, "overwork { card: 21 clearing: 6 }", "root.marquise.overwork",
               "seed 猫野候国 E:労働アクション 製材所タイルがある広場");
  Case("spend_card_not_in_hand", "a bird card the Marquise does not hold")
      .Open()
      .Invalid(0, "spend_bird { card: 5 }", "root.cards.not_in_hand", "seed 《動物カードについて》 手札から消費");
  Case("craft_ambush", "an ambush card has no crafting effect")
      .Open({.hand_m = {2, 21, 43}})
      .Invalid(0, "craft { card: 2 }", "root.craft.craftable", "seed 【クラフト】 クラフト能力のある動物カード");
  Case("move_zero_warriors", "a move carries at least one warrior")
      .Open()
      .Invalid(0, "move { from: 2 to: 5 warriors: 0 }", "root.move.warriors", "seed 【移動】 任意の数のコマ");
  Case("battle_yourself", "the defender is another faction")
      .Open()
      .Invalid(0, "battle { clearing: 2 defender: 0 }", "root.battle.target",
               "seed 【戦闘】 ① 配置物を置いている他の派閥");
  Case("decree_third_card", "after two Decree cards Birdsong moves on")
      .Open()
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 31 column: COL_RECRUIT }")
      .E(1, "add_to_decree { card: 15 column: COL_MOVE }")
      .Invalid(1, "add_to_decree { card: 1 column: COL_BATTLE }", "root.turn.not_now",
               "seed 鷲巣王朝 朝フェイズ 1枚か2枚");
  {
    std::vector<std::string> markers = kWinter;
    markers[0] = "FOX";
    Case("winter_suit_markers_wrong_counts", "five fox markers", {.winter = true})
        .Invalid(-1, MarkersBody(markers), "root.setup.winter_suit_markers",
                 "seed 冬マップ 12個の動物マーカー");
  }
}

// ------------------------------------------------------------ card effects
// One valid case per card with an effect (facts 2), each failing if the
// effect were missing or wrong, and invalid cases for misused cards.

constexpr const char* kPersistent = "seed 【クラフト】「継続効果」";

// Two rabbit workshops (10 and 5) by the Marquise's second Daylight: starting
// workshop in 10, a second one built in 5 in the first Daylight; the Eyrie's
// first turn in between.
Case& RabbitWorkshops(Case& c, std::vector<int> hand_m) {
  c.Open({.hand_m = std::move(hand_m), .workshop = 10})
      .E(0, "build { building: WORKSHOP clearing: 5 wood_from: 1 }")
      .E(0, "end_phase {}");
  return EyrieFirstTurn(c);
}

// Mouse workshops: the starting one in 9, a second in 2 (first Daylight).
// With `third`, a third in 11 in the second Daylight (an overwork for the
// second wood), then the Eyrie's second turn.
Case& MouseWorkshops(Case& c, std::vector<int> hand_m, bool third,
                     std::vector<int> hand_e = {31, 15, 1}) {
  c.Open({.hand_m = std::move(hand_m), .hand_e = std::move(hand_e)})
      .E(0, "build { building: WORKSHOP clearing: 2 wood_from: 1 }")
      .E(0, "end_phase {}");
  EyrieFirstTurn(c);
  if (!third) return c;
  c.E(0, "overwork { card: 21 clearing: 1 }")
      .E(0, "build { building: WORKSHOP clearing: 11 wood_from: 1 wood_from: 1 }")
      .E(0, "end_phase {}");
  return c.FirstLegalTurn(1);
}

TEST(RootCorpus, CardEffectCases) {
  {
    Case c("cobbler", "Cobbler: a move at the start of Evening");
    RabbitWorkshops(c, {34, 21, 30})
        .E(0, "craft { card: 34 pieces_rabbit: 2 }")
        .Check(c.S().play_area[0] == Bit(33), "Cobbler in the play area")
        .E(0, "end_phase {}")
        .E(0, "move { from: 2 to: 6 warriors: 1 }")
        .Check(c.S().warriors[kCat][5] == 2 && c.S().turn_seat == 1, "moved, then the turn ended")
        .Valid(absl::StrCat("facts 2 Cobbler; ", kPersistent));
  }
  {
    Case c("better_burrow_bank", "Better Burrow Bank: both players draw at the start of Birdsong");
    RabbitWorkshops(c, {32, 21, 30})
        .E(0, "craft { card: 32 pieces_rabbit: 2 }")
        .E(0, "end_phase {}");
    // The Eyrie's draw from the bank happens with the Marquise's (no event
    // between them); the checkpoint's digest holds both hands.
    const int cat = HandSize(c.S(), 0);
    c.FirstLegalTurn(1)
        .Check(c.S().turn_seat == 0, "back to the Marquise")
        .Check(HandSize(c.S(), 0) == cat + 1, "the Marquise drew one from the bank")
        .Mark()
        .E(0, "end_phase {}")
        .Valid(absl::StrCat("facts 2 Better Burrow Bank; ", kPersistent));
  }
  {
    Case c("command_warren", "Command Warren: a battle at the start of Daylight, no action spent");
    RabbitWorkshops(c, {36, 21, 30})
        .E(0, "craft { card: 36 pieces_rabbit: 2 }")
        .E(0, "end_phase {}")
        .FirstLegalTurn(1)
        .E(0, "use_card { card: 36 clearing: 7 target: 1 }")
        .Check(c.S().battle.active, "a battle")
        .FirstLegalUntil([](const State& s) { return !s.battle.active; })
        .Check(c.S().marquise.actions_left == 3, "three actions left")
        .E(0, "end_phase {}")
        .Valid(absl::StrCat("facts 2 Command Warren; ", kPersistent));
  }
  {
    Case c("craft_item_scores", "Investments: a coins item from the supply, 3 VP");
    RabbitWorkshops(c, {47, 21, 30})
        .Vp(2, 1)
        .E(0, "craft { card: 47 pieces_rabbit: 2 }")
        .Vp(5, 1)
        .Check(c.S().items[0][int(Item::kCoins)] == 1 &&
                   c.S().item_supply[int(Item::kCoins)] == kItemSupply[int(Item::kCoins)] - 1,
               "coins moved from the supply to the Marquise")
        .E(0, "end_phase {}")
        .Valid("seed 【クラフト】「即時効果」 アイテム; facts 2 Investments");
  }
  {
    Case c("scouting_party", "Scouting Party: the defender's ambush cannot be played");
    MouseWorkshops(c, {50, 21, 30}, false, {31, 15, 42})
        .E(0, "craft { card: 50 pieces_mouse: 2 }")
        .E(0, "battle { clearing: 7 defender: 1 }")
        .Check(InHand(c.S(), 1, 41), "the Eyrie holds a mouse ambush")
        .C("dice { first: 2 second: 1 }")
        .FirstLegalUntil(
            [](const State& s) { return !s.battle.active && PendingRemoval(s) < 0; })
        .E(0, "end_phase {}")
        .Valid(absl::StrCat("facts 2 Scouting Party; ", kPersistent));
  }
  {
    Case c("favor_of_the_mice", "Favor of the Mice removes every enemy piece in mouse clearings");
    MouseWorkshops(c, {46, 21, 30}, true);
    c.E(0, "craft { card: 46 pieces_mouse: 3 }");
    bool none = true;
    for (int cl = 0; cl < kNumClearings; ++cl)
      if (c.S().suit[cl] == Suit::kMouse)
        none = none && c.S().warriors[kBird][cl] == 0 && c.S().eyrie.roosts[cl] == 0;
    c.Check(none, "no Eyrie piece left in a mouse clearing")
        .E(0, "end_phase {}")
        .Valid("seed 【クラフト】「即時効果」; facts 2 Favor of the Mice");
  }
  {
    Case c("favor_of_the_rabbits",
           "Favor of the Rabbits removes the Eyrie's first roost and warriors; 1 VP per building");
    RabbitWorkshops(c, {38, 21, 30})
        .E(0, "overwork { card: 21 clearing: 1 }")
        .E(0, "build { building: WORKSHOP clearing: 4 wood_from: 1 wood_from: 1 }")
        .E(0, "end_phase {}")
        .FirstLegalTurn(1);
    int roosts = 0, warriors = 0;
    for (int cl = 0; cl < kNumClearings; ++cl) {
      if (c.S().suit[cl] != Suit::kRabbit) continue;
      roosts += c.S().eyrie.roosts[cl];
      warriors += c.S().warriors[kBird][cl];
    }
    const int vp = c.S().vp[0];
    c.Check(roosts > 0 && warriors > 0, "Eyrie pieces in rabbit clearings")
        .E(0, "craft { card: 38 pieces_rabbit: 3 }");
    bool none = true;
    for (int cl = 0; cl < kNumClearings; ++cl)
      if (c.S().suit[cl] == Suit::kRabbit)
        none = none && c.S().warriors[kBird][cl] == 0 && c.S().eyrie.roosts[cl] == 0;
    c.Check(none, "no Eyrie piece left in a rabbit clearing")
        .Check(c.S().vp[0] == vp + roosts, "1 VP per roost removed")
        .E(0, "end_phase {}")
        .Valid("seed 【クラフト】「即時効果」; facts 2 Favor of the Rabbits");
  }
  {
    Case c("favor_of_the_foxes", "Favor of the Foxes removes the Eyrie's roost in fox clearing 6");
    c.Open({.hand_m = {17, 30, 21}, .workshop = 1, .sawmill = 10})
        .E(0, "build { building: WORKSHOP clearing: 12 wood_from: 10 }")
        .E(0, "end_phase {}")
        .E(1, "add_to_decree { card: 31 column: COL_RECRUIT }")
        .E(1, "end_phase {}")
        .E(1, "recruit { clearing: 3 decree_card: 31 }")
        .E(1, absl::StrCat("move { from: 3 to: 6 warriors: 2 decree_card: ", kVizier1, " }"))
        .E(1, absl::StrCat("build { building: ROOST clearing: 6 decree_card: ", kVizier2, " }"))
        .E(0, "overwork { card: 30 clearing: 10 }")
        .E(0, "build { building: WORKSHOP clearing: 8 wood_from: 10 wood_from: 10 }")
        .E(0, "end_phase {}")
        .FirstLegalTurn(1)
        .Check(c.S().eyrie.roosts[5] == 1, "the roost in 6 stands")
        .E(0, "craft { card: 17 pieces_fox: 3 }");
    bool none = true;
    for (int cl = 0; cl < kNumClearings; ++cl)
      if (c.S().suit[cl] == Suit::kFox)
        none = none && c.S().warriors[kBird][cl] == 0 && c.S().eyrie.roosts[cl] == 0;
    c.Check(none, "no Eyrie piece left in a fox clearing")
        .E(0, "end_phase {}")
        .Valid("seed 【クラフト】「即時効果」; facts 2 Favor of the Foxes");
  }
  {
    Case c("eyrie_item_scores_one", "the Eyrie crafts a 2-VP tea and scores 1 (Disdain for Trade)");
    c.Open({.hand_e = {31, 39, 1}}).E(0, "end_phase {}");
    EyrieFirstTurn(c).FirstLegalTurn(0)
        .E(1, "add_to_decree { card: 1 column: COL_RECRUIT }")
        .E(1, "end_phase {}");
    const int vp = c.S().vp[1];
    c.E(1, "craft { card: 39 pieces_mouse: 1 }")
        .Check(c.S().vp[1] == vp + 1 && c.S().items[1][int(Item::kTea)] == 1,
               "one VP for a tea worth two")
        .FirstLegalTurn(1)
        .Valid("seed 鷲巣王朝 「商業軽視」; facts 2 Root Tea");
  }
  {
    Case c("stand_and_deliver", "Stand and Deliver!: a random card from the Eyrie, who scores 1");
    MouseWorkshops(c, {22, 21, 30}, true);
    c.E(0, "craft { card: 22 pieces_mouse: 3 }").E(0, "end_phase {}").FirstLegalTurn(1);
    const int eyrie_vp = c.S().vp[1];
    int take = -1;
    for (int card = 0; card < kNumCards && take < 0; ++card)
      if (InHand(c.S(), 1, card)) take = card + 1;
    c.E(0, "use_card { card: 22 target: 1 }")
        .C(absl::StrCat("random_card { card: ", take, " }"))
        .Check(InHand(c.S(), 0, take - 1) && c.S().vp[1] == eyrie_vp + 1,
               "the card changed hands, the Eyrie scored")
        .E(0, "end_phase {}")
        .Valid(absl::StrCat("facts 2 Stand and Deliver!; ", kPersistent));
  }
  {
    Case c("tax_collector", "Tax Collector: remove one of your warriors, draw a card");
    c.Open({.hand_m = {24, 21, 30}, .workshop = 10})
        .E(0, "build { building: WORKSHOP clearing: 9 wood_from: 1 }")
        .E(0, "end_phase {}");
    EyrieFirstTurn(c)
        .E(0, "overwork { card: 21 clearing: 1 }")
        .E(0, "build { building: WORKSHOP clearing: 6 wood_from: 1 wood_from: 1 }")
        .E(0, "end_phase {}")
        .FirstLegalTurn(1)
        .E(0, "craft { card: 24 pieces_fox: 1 pieces_rabbit: 1 pieces_mouse: 1 }");
    const int hand = HandSize(c.S(), 0), warriors = c.S().warriors[kCat][1];
    c.E(0, "use_card { card: 24 clearing: 2 }")
        .Check(HandSize(c.S(), 0) == hand + 1 && c.S().warriors[kCat][1] == warriors - 1,
               "one warrior fewer in 2, one card more")
        .E(0, "end_phase {}")
        .Valid(absl::StrCat("facts 2 Tax Collector; ", kPersistent));
  }
  {
    Case c("brutal_tactics", "Brutal Tactics: an extra hit for the attacker, 1 VP for the defender");
    c.Open({.hand_m = {7, 21, 30}, .workshop = 1, .sawmill = 10})
        .E(0, "build { building: WORKSHOP clearing: 6 wood_from: 10 }")
        .E(0, "end_phase {}");
    EyrieFirstTurn(c)
        .E(0, "craft { card: 7 pieces_fox: 2 }")
        .E(0, "battle { clearing: 7 defender: 1 }");
    if (c.S().battle.stage == BattleStage::kAmbush) c.E(1, "pass {}");
    const int eyrie_vp = c.S().vp[1];
    c.C("dice { first: 1 second: 0 }")
        .E(0, "battle_card { card: 7 }")
        .Check(c.S().vp[1] == eyrie_vp + 1, "the defender scored 1")
        .FirstLegalUntil([](const State& s) { return !s.battle.active && PendingRemoval(s) < 0; })
        .Check(c.S().warriors[kBird][6] == 0, "two hits: both Eyrie warriors in 7 removed")
        .E(0, "end_phase {}")
        .Valid(absl::StrCat("facts 2 Brutal Tactics; ", kPersistent));
  }
  {
    Case c("armorers", "Armorers: the defender ignores the rolled hits");
    c.Open({.hand_m = {3, 21, 30}, .workshop = 1, .sawmill = 10})
        .E(0, "craft { card: 3 pieces_fox: 1 }")
        .E(0, "end_phase {}")
        .E(1, "add_to_decree { card: 1 column: COL_BATTLE }")
        .E(1, "end_phase {}")
        .E(1, absl::StrCat("move { from: 3 to: 7 warriors: 3 decree_card: ", kVizier1, " }"))
        .E(1, "battle { clearing: 7 defender: 0 decree_card: 1 }")
        .E(0, "pass {}")
        .C("dice { first: 3 second: 1 }")
        .E(0, "battle_card { card: 3 }")
        .Check(c.S().warriors[kCat][6] == 1, "the Marquise warrior survived the roll")
        .FirstLegalUntil([](const State& s) { return !s.battle.active; })
        .Valid(absl::StrCat("facts 2 Armorers; ", kPersistent));
  }
}

// A committed generated log (corpus/root/generated/<name>.binpb).
absl::StatusOr<pb::MatchLog> Generated(const std::string& name) {
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  if (root == nullptr) return absl::NotFoundError("ARBITER_SOURCE_DIR unset");
  const std::string path = absl::StrCat(root, "/corpus/root/generated/", name, ".binpb");
  absl::StatusOr<std::string> bytes = ReadFileCapped(path, 1 << 24);
  if (!bytes.ok()) return bytes.status();
  return ParseLog(*bytes, FormatForPath(path));
}

// A point of a committed generated game (one game, Marquise in seat 0) where
// `where(state, next event)` first holds: the base of a case for a situation
// no short script reaches. Games are searched in file name order.
struct GeneratedPoint {
  std::string name;
  pb::MatchLog log;
  int at = -1;  // the index of the next event
};
std::optional<GeneratedPoint> FirstGeneratedWhere(
    const std::function<bool(const State&, const pb::root::Event&)>& where) {
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  if (root == nullptr) return std::nullopt;
  std::vector<std::string> names;
  for (const auto& entry :
       std::filesystem::directory_iterator(absl::StrCat(root, "/corpus/root/generated"))) {
    std::string name = entry.path().stem().string();
    if (absl::StrContains(name, "marquise+eyrie") && !absl::StrContains(name, "games"))
      names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  for (const std::string& name : names) {
    absl::StatusOr<pb::MatchLog> log = Generated(name);
    if (!log.ok()) continue;
    auto match = FindGame("root")->NewMatch(log->header());
    if (!match.ok()) continue;
    for (int i = 0; i < log->events_size(); ++i) {
      if (where(AsTyped<RootRules>(**match)->state(), log->events(i).root()))
        return GeneratedPoint{name, *std::move(log), i};
      if (!(*match)->Apply(log->events(i)).ok()) break;
    }
  }
  return std::nullopt;
}

// A case replaying `point`'s game up to (not including) its next event, with
// the game's seats.
Case FromGenerated(const GeneratedPoint& point, const std::string& name, const std::string& note) {
  const pb::root::Config& cfg = point.log.header().root();
  std::vector<pb::root::Faction> factions;
  for (int f : cfg.factions()) factions.push_back(pb::root::Faction(f));
  Case c(name, absl::StrCat(note, "; events from corpus/root/generated/", point.name, ".binpb"),
         {.winter = cfg.map() == pb::root::WINTER,
          .turn_limit = int(cfg.turn_limit()),
          .alliance = cfg.factions_size() == 3,
          .factions = factions});
  c.Replay(point.log, 0, point.at);
  return c;
}

TEST(RootCorpus, GeneratedPrefixInvalidCases) {
  if (std::getenv("ARBITER_SOURCE_DIR") == nullptr) GTEST_SKIP() << "ARBITER_SOURCE_DIR unset";
  {
    // The first choice of a lost building in a battle: a piece of the other
    // faction, then a pass, are refused there.
    auto point = FirstGeneratedWhere(
        [](const State&, const pb::root::Event& e) { return e.has_remove_piece(); });
    ASSERT_TRUE(point.has_value()) << "no committed generated game removes a chosen piece";
    const int seat = int(point->log.events(point->at).root().seat());
    const std::string other = seat == 0 ? "ROOST" : "SAWMILL";
    FromGenerated(*point, "remove_piece_not_yours", "hits taken with a piece of the other faction")
        .Invalid(seat, absl::StrCat("remove_piece { piece: ", other, " }"),
                 "root.battle.remove_piece", "seed 【戦闘】 ③ 配置物を取り除く");
    FromGenerated(*point, "pass_while_taking_hits", "hits cannot be declined")
        .Invalid(seat, "pass {}", "root.turn.pass", "seed 【戦闘】 ③ 配置物を取り除く (hits are not optional)");
  }
  {
    // Birdsong wood: placed where a sawmill has no wood yet this Birdsong.
    auto point = FirstGeneratedWhere(
        [](const State&, const pb::root::Event& e) { return e.has_place_wood(); });
    ASSERT_TRUE(point.has_value()) << "no committed generated game chooses where wood goes";
    Case c = FromGenerated(*point, "place_wood_without_sawmill",
                           "Birdsong wood goes to a sawmill's clearing");
    int bare = -1;  // a clearing without a sawmill
    for (int cl = 0; cl < kNumClearings && bare < 0; ++cl)
      if (c.S().marquise.buildings[0][cl] == 0) bare = cl;
    ASSERT_GE(bare, 0);
    c.Invalid(0, absl::StrCat("place_wood { clearing: ", bare + 1, " }"), "root.marquise.wood",
              "seed 猫野候国 朝フェイズ (製材所タイルごとに、その広場に木材トークン1つ)");
  }
  {
    // A new roost, when none is on the map, in the wrong clearing.
    auto point = FirstGeneratedWhere(
        [](const State&, const pb::root::Event& e) { return e.has_new_roost(); });
    ASSERT_TRUE(point.has_value()) << "no committed generated game places a new roost";
    Case c = FromGenerated(*point, "new_roost_not_fewest",
                           "a new roost goes where the fewest warriors are");
    int wrong = -1;
    const int chosen = int(point->log.events(point->at).root().new_roost().clearing()) - 1;
    for (int cl = 0; cl < kNumClearings && wrong < 0; ++cl) {
      if (cl == chosen) continue;
      pb::Event e = point->log.events(point->at);
      e.mutable_root()->mutable_new_roost()->set_clearing(cl + 1);
      if (RuleOf(c.TryApply(e)) == "root.eyrie.new_roost") wrong = cl;
    }
    ASSERT_GE(wrong, 0) << "every clearing takes the new roost";
    c.Invalid(1, absl::StrCat("new_roost { clearing: ", wrong + 1, " }"), "root.eyrie.new_roost",
              "seed 鷲巣王朝 「止まり木確保」 (最も兵士コマが少ない広場)");
  }
  {
    // A defender asked for an ambush who holds a card that is not one.
    const auto non_ambush = [](const State& s, int seat) {
      for (int card = 0; card < kNumCards; ++card) {
        if (InHand(s, seat, card) && kCards[card].effect != CardEffect::kAmbush) return card;
      }
      return -1;
    };
    auto point = FirstGeneratedWhere([&](const State& s, const pb::root::Event&) {
      return s.battle.active && s.battle.stage == BattleStage::kAmbush &&
             non_ambush(s, s.battle.defender) >= 0;
    });
    ASSERT_TRUE(point.has_value()) << "no committed generated game asks for an ambush";
    Case c = FromGenerated(*point, "ambush_with_a_non_ambush_card",
                           "only an ambush card can be played as an ambush");
    const int defender = c.S().battle.defender;
    c.Invalid(defender,
              absl::StrCat("ambush { card: ", non_ambush(c.S(), defender) + 1, " }"),
              "root.battle.ambush_card", "seed 【戦闘】 ● 奇襲 (奇襲カードを出す)");
  }
}

TEST(RootCorpus, GeneratedSourceCases) {
  if (std::getenv("ARBITER_SOURCE_DIR") == nullptr) GTEST_SKIP() << "ARBITER_SOURCE_DIR unset";
  {
    // The shortest committed two-game match, played to its end.
    const std::string source = "p2-factions-marquise+eyrie-map-autumn-games-2-s0008";
    absl::StatusOr<pb::MatchLog> log = Generated(source);
    ASSERT_TRUE(log.ok()) << log.status();
    const pb::root::Config& cfg = log->header().root();
    ASSERT_EQ(cfg.games(), 2u);
    Case c("two_game_match",
           absl::StrCat("the two-game match (header games=2): scores summed over both games; "
                        "events from corpus/root/generated/", source, ".binpb"),
           {.turn_limit = int(cfg.turn_limit()), .games = 2});
    int i = 0;
    for (; i < log->events_size() && c.S().game_index == 0; ++i) c.Replay(*log, i, i + 1);
    // The first game has just been won: its VP are banked, the second set up.
    c.Check(c.S().game_winner[0] >= 0, "the first game has a winner")
        .Check(c.S().banked_vp[0] + c.S().banked_vp[1] > 0 && c.S().vp[0] == 0 && c.S().vp[1] == 0,
               "first-game VP banked, the second game starts at 0")
        .Mark();
    const int16_t banked0 = c.S().banked_vp[0], banked1 = c.S().banked_vp[1];
    c.Replay(*log, i, log->events_size())
        .Check(c.M().IsTerminal() && !c.M().EndedByLimit(), "the match ended by a win")
        .Check(c.M().Scores() == std::vector<int64_t>{banked0 + c.S().vp[0], banked1 + c.S().vp[1]},
               "match scores are the sums of both games")
        .Valid("seed 2人プレイ時 (2ゲーム行い合計勝利点); proto Config.games");
  }
  {
    // Royal Claim costs four pieces: no short scripted opening reaches it,
    // so the case is the prefix of the first committed generated game (in
    // file name order) that uses it, cut just after the use.
    auto point = FirstGeneratedWhere([](const State&, const pb::root::Event& e) {
      return e.has_use_card() && e.use_card().card() == 10;
    });
    ASSERT_TRUE(point.has_value()) << "no committed generated game uses Royal Claim";
    Case c = FromGenerated(*point, "royal_claim",
                           "Royal Claim: discarded at the start of Birdsong for 1 VP per ruled "
                           "clearing");
    const int seat = c.S().turn_seat;
    int ruled = 0;
    for (int cl = 0; cl < kNumClearings; ++cl)
      if (RulesClearing(c.S(), FactionOf(c.S(), seat), cl)) ++ruled;
    const int vp = c.S().vp[seat];
    c.Replay(point->log, point->at, point->at + 1)
        .Check(c.S().vp[seat] == vp + ruled && ((c.S().discard >> 9) & 1),
               "1 VP per ruled clearing, the card discarded")
        .Valid(absl::StrCat("facts 2 Royal Claim; ", kPersistent));
  }
}

TEST(RootCorpus, CardMisuseCases) {
  {
    Case c("craft_duplicate_persistent", "a second Codebreakers while one is in play");
    c.Open({.hand_m = {43, 44, 21}}).E(0, "craft { card: 43 pieces_mouse: 1 }").E(0, "end_phase {}");
    EyrieFirstTurn(c).Invalid(0, "craft { card: 44 pieces_mouse: 1 }",
                              "root.craft.duplicate_persistent", kPersistent);
  }
  Case("codebreakers_twice", "Codebreakers acts once per turn")
      .Open({.hand_m = {43, 21, 30}})
      .E(0, "craft { card: 43 pieces_mouse: 1 }")
      .E(0, "use_card { card: 43 target: 1 }")
      .Invalid(0, "use_card { card: 43 target: 1 }", "root.card.effect",
               "facts 2 Codebreakers: once in your Daylight");
  Case("use_card_not_crafted", "only a crafted card's effect can be used")
      .Open({.hand_m = {43, 21, 30}})
      .Invalid(0, "use_card { card: 43 target: 1 }", "root.card.effect", kPersistent);
  {
    Case c("command_warren_after_start_of_daylight",
           "Command Warren acts at the start of Daylight only");
    RabbitWorkshops(c, {36, 21, 30})
        .E(0, "craft { card: 36 pieces_rabbit: 2 }")
        .Invalid(0, "use_card { card: 36 clearing: 7 target: 1 }", "root.card.effect",
                 "facts 2 Command Warren: at the start of Daylight");
  }
  Case("battle_card_not_crafted", "Armorers used in battle by a Marquise who crafted only Sappers")
      .Open({.hand_m = {11, 3, 30}})
      .E(0, "craft { card: 11 pieces_mouse: 1 }")
      .E(0, "end_phase {}")
      .E(1, "add_to_decree { card: 1 column: COL_BATTLE }")
      .E(1, "end_phase {}")
      .E(1, absl::StrCat("move { from: 3 to: 7 warriors: 3 decree_card: ", kVizier1, " }"))
      .E(1, "battle { clearing: 7 defender: 0 decree_card: 1 }")
      .E(0, "pass {}")
      .C("dice { first: 2 second: 1 }")
      .Invalid(0, "battle_card { card: 3 }", "root.battle.card_effect",
               "facts 2 Armorers; seed 【クラフト】「継続効果」");
  {
    Case c("stand_and_deliver_from_yourself", "Stand and Deliver! takes from another player");
    MouseWorkshops(c, {22, 21, 30}, true);
    c.E(0, "craft { card: 22 pieces_mouse: 3 }").E(0, "end_phase {}").FirstLegalTurn(1);
    c.Invalid(0, "use_card { card: 22 target: 0 }", "root.card.effect",
              "facts 2 Stand and Deliver!: take a random card from another player");
  }
  Case("ambush_outside_battle", "an ambush card is played only when defending in a battle")
      .Open({.hand_m = {2, 21, 43}})
      .Invalid(0, "ambush { card: 2 }", "root.turn.not_now", "seed 【戦闘】 ● 奇襲");
  Case("take_dominance_two_players", "no dominance card to take in a two-player game")
      .Open({.hand_m = {2, 21, 43}})
      .Invalid(0, "take_dominance { card: 14 spend: 2 }", "root.dominance.take",
               "seed 2人プレイ時 圧倒カードは使用しません");
  Case("activate_dominance_two_players", "no dominance card to activate in a two-player game")
      .Open()
      .Invalid(0, "activate_dominance { card: 14 }", "root.dominance.activate",
               "seed 2人プレイ時 圧倒カードは使用しません");
}

}  // namespace
}  // namespace arbiter::root::testing

namespace arbiter::root::testing {
namespace {

constexpr int kFolk = 2;

// The other seats' turns, played by their first listed events, until the
// Alliance's Birdsong begins.
Case& ToAllianceBirdsong(Case& c) {
  c.FirstLegalTurn(kCat).FirstLegalTurn(kBird);
  return c.Check(c.S().turn_seat == kFolk && c.S().phase == Phase::kBirdsong,
                 "the Alliance's Birdsong");
}

// A card of seat's hand that pays (or, with `pays` false, does not pay) for
// clearing c's suit; -1 if none.
int HandCard(const State& s, int seat, int c, bool pays) {
  for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
    const int card = std::countr_zero(m);
    if (PaysFor(kCards[card].suit, s.suit[c]) == pays) return card + 1;
  }
  return -1;
}

// Turn 1: sympathy in 8 (fox) for supporter 17, card 16 mobilized; turn 2
// (after the others'): a revolt in 8 with supporters 16 and 18.
Case& AllianceRevolts(Case& c) {
  ToAllianceBirdsong(c)
      .E(kFolk, "spread_sympathy { clearing: 8 supporters: [17] }")
      .E(kFolk, "end_phase {}")
      .E(kFolk, "mobilize { card: 16 }")
      .E(kFolk, "end_phase {}");
  ToAllianceBirdsong(c).E(kFolk, "revolt { clearing: 8 supporters: [16, 18] }");
  // The cat removed from 8: the Marquise's field hospitals, declined.
  if (PendingRemoval(c.S()) >= 0) c.E(kCat, "pass {}");
  return c.Check(c.S().alliance.bases[7] == 1 && c.S().alliance.officers == 1, "a base in 8");
}

const Opening kTwoFoxSupporters{.supporters = {17, 18, 32}};

// AllianceRevolts from the opening with two fox supporters, then on to the
// Evening with its one officer.
Case& AllianceEvening(Case& c) {
  return AllianceRevolts(c.Open(kTwoFoxSupporters)).E(kFolk, "end_phase {}").E(kFolk, "end_phase {}");
}

TEST(RootCorpus, AllianceCases) {
  const Options three{.alliance = true};
  {
    Case c("alliance_spread_mobilize_draw",
           "three seats: the Alliance spreads sympathy, mobilizes, draws 1 in Evening", three);
    ToAllianceBirdsong(c.Open())
        .E(kFolk, "spread_sympathy { clearing: 8 supporters: [17] }")
        .E(kFolk, "spread_sympathy { clearing: 7 supporters: [45] }")
        .Check(c.S().vp[kFolk] == 1, "the second token scores 1")
        .E(kFolk, "end_phase {}")
        .E(kFolk, "mobilize { card: 16 }")
        .E(kFolk, "end_phase {}")
        .Check(c.S().turn_seat == kCat, "no officers: Evening draws 1 and the turn passes");
    c.Valid("seed 森林連合 朝フェイズ「支持拡大」, 昼フェイズ B:動員, 夜フェイズ (facts 7 track)");
  }
  {
    Case c("alliance_revolt_and_operations",
           "a revolt places the base, warriors and an officer; Evening recruits at the base", three);
    AllianceRevolts(c.Open(kTwoFoxSupporters))
        .E(kFolk, "end_phase {}")
        .E(kFolk, "end_phase {}")
        .E(kFolk, "recruit { clearing: 8 }")
        .Check(c.S().turn_seat == kCat, "one officer, one operation");
    c.Valid("seed 森林連合 「反乱」, 夜フェイズ C:募兵; 拠点 draws 1 + 1");
  }
  {
    Case c("alliance_supporters_limit",
           "without a base the supporters stop at five; the sixth card is discarded", three);
    ToAllianceBirdsong(c.Open())
        .E(kFolk, "end_phase {}")
        .E(kFolk, "mobilize { card: 16 }")
        .E(kFolk, "mobilize { card: 29 }")
        .E(kFolk, "mobilize { card: 44 }")
        .Check(std::popcount(c.S().alliance.supporters) == 5 && ((c.S().discard >> 43) & 1),
               "five supporters, card 44 discarded");
    c.Valid("facts 7: Supporters cap 5 while no base on map (excess discarded)");
  }
  {
    Case c("alliance_outrage_gives_a_card",
           "the Marquise moves into sympathy and gives a card of its suit", three);
    ToAllianceBirdsong(c.Open())
        .E(kFolk, "spread_sympathy { clearing: 8 supporters: [17] }")
        .E(kFolk, "end_phase {}")
        .E(kFolk, "end_phase {}")
        .FirstLegalUntil([](const State& s) { return s.phase == Phase::kDaylight; })
        .E(kCat, "move { from: 4 to: 8 warriors: 1 }")
        .Check(c.S().outrage_at == (1u << 7), "outrage due in 8");
    const int card = HandCard(c.S(), kCat, 7, true);
    if (card > 0) {
      c.E(kCat, absl::StrCat("outrage { clearing: 8 card: ", card, " }"))
          .Check((c.S().alliance.supporters >> (card - 1)) & 1, "the card is a supporter");
    } else {
      c.E(kCat, "outrage { clearing: 8 }");
    }
    c.Valid("seed 森林連合 「蜂起」");
  }

  // ---- invalid
  ToAllianceBirdsong(Case("alliance_spread_wrong_suit", "a rabbit supporter for a fox clearing", three)
                         .Open())
      .Invalid(kFolk, "spread_sympathy { clearing: 8 supporters: [32] }",
               "root.alliance.spread_sympathy", "seed 森林連合 「支持拡大」 その広場と一致する支援者カード");
  ToAllianceBirdsong(Case("alliance_spread_not_adjacent", "sympathy spread away from sympathy", three)
                         .Open())
      .E(kFolk, "spread_sympathy { clearing: 8 supporters: [17] }")
      .Invalid(kFolk, "spread_sympathy { clearing: 2 supporters: [45] }",
               "root.alliance.spread_sympathy", "seed 森林連合 「支持拡大」 支持広場に隣接した広場");
  ToAllianceBirdsong(Case("alliance_spread_martial_law",
                          "one supporter where the Eyrie has six warriors", three)
                         .Open())
      .Invalid(kFolk, "spread_sympathy { clearing: 3 supporters: [32] }", "root.alliance.martial_law",
               "seed 森林連合 「支持拡大」 他プレイヤー1人のコマが3体以上 (one more)");
  ToAllianceBirdsong(Case("alliance_spread_with_a_hand_card",
                          "a hand card spent as a supporter", three)
                         .Open())
      .Invalid(kFolk, "spread_sympathy { clearing: 8 supporters: [16] }", "root.alliance.supporters",
               "seed 森林連合 「支援者」");
  ToAllianceBirdsong(Case("alliance_revolt_after_spread", "a revolt after spreading sympathy", three)
                         .Open(kTwoFoxSupporters))
      .E(kFolk, "spread_sympathy { clearing: 8 supporters: [17] }")
      .Invalid(kFolk, "revolt { clearing: 8 supporters: [18, 32] }", "root.alliance.revolt",
               "seed 森林連合 朝フェイズ 最初に任意の数だけ「反乱」、その後「支持拡大」");
  {
    Case c("alliance_revolt_without_two_matching", "a revolt paid with a rabbit and a mouse", three);
    ToAllianceBirdsong(c.Open())
        .E(kFolk, "spread_sympathy { clearing: 8 supporters: [17] }")
        .E(kFolk, "end_phase {}")
        .E(kFolk, "end_phase {}");
    ToAllianceBirdsong(c).Invalid(kFolk, "revolt { clearing: 8 supporters: [32, 45] }",
                                  "root.alliance.revolt", "seed 森林連合 「反乱」 一致する支援者カード2枚");
  }
  ToAllianceBirdsong(Case("alliance_train_without_base", "training with no base on the map", three)
                         .Open())
      .E(kFolk, "end_phase {}")
      .Invalid(kFolk, "train { card: 16 }", "root.alliance.train",
               "seed 森林連合 昼フェイズ C:訓練 マップに配置済みのいずれかの拠点タイルと一致するカード");
  {
    Case c("alliance_organize_in_sympathy", "organize where sympathy already is", three);
    AllianceEvening(c);
    c.Invalid(kFolk, "organize { clearing: 8 }", "root.alliance.organize",
              "seed 森林連合 夜フェイズ D:組織 支持トークンがない広場");
  }
  {
    Case c("alliance_recruit_without_base", "an Evening recruit away from a base", three);
    AllianceEvening(c);
    c.Invalid(kFolk, "recruit { clearing: 12 }", "root.alliance.recruit",
              "seed 森林連合 夜フェイズ C:募兵 拠点タイルのある広場");
  }
  {
    Case c("alliance_mobilize_in_evening", "a Daylight action among the military operations", three);
    AllianceEvening(c);
    c.Invalid(kFolk, "mobilize { card: 29 }", "root.alliance.military_operations",
              "seed 森林連合 夜フェイズ 指揮官の数まで (move, battle, recruit, organize)");
  }
  {
    Case c("alliance_outrage_wrong_suit", "outrage paid with a card of another suit", three);
    ToAllianceBirdsong(c.Open({.hand_m = {21, 43, 30}}))
        .E(kFolk, "spread_sympathy { clearing: 8 supporters: [17] }")
        .E(kFolk, "end_phase {}")
        .E(kFolk, "end_phase {}")
        .FirstLegalUntil([](const State& s) { return s.phase == Phase::kDaylight; })
        .E(kCat, "move { from: 4 to: 8 warriors: 1 }");
    const int wrong = HandCard(c.S(), kCat, 7, false);
    c.Check(wrong > 0, "a card of another suit in hand")
        .Invalid(kCat, absl::StrCat("outrage { clearing: 8 card: ", wrong, " }"), "root.alliance.outrage",
                 "seed 森林連合 「蜂起」 その広場と同じ種類の動物カード");
  }
  {
    Case c("alliance_outrage_withheld", "outrage answered by showing the hand while holding a match",
           three);
    ToAllianceBirdsong(c.Open())
        .E(kFolk, "spread_sympathy { clearing: 8 supporters: [17] }")
        .E(kFolk, "end_phase {}")
        .E(kFolk, "end_phase {}")
        .FirstLegalUntil([](const State& s) { return s.phase == Phase::kDaylight; })
        .E(kCat, "move { from: 4 to: 8 warriors: 1 }");
    c.Check(HandCard(c.S(), kCat, 7, true) > 0, "a matching card in hand")
        .Invalid(kCat, "outrage { clearing: 8 }", "root.alliance.outrage",
                 "seed 森林連合 「蜂起」 置かなくてはいけません");
  }
  Case("dominance_below_ten_three_seats", "a three-seat Marquise activates dominance at 0 VP", three)
      .Open({.hand_m = {28, 43, 30}})
      .Invalid(kCat, "activate_dominance { card: 28 }", "root.dominance.activate",
               "seed 圧倒カード 《勝利条件の変更》 勝利点が10点以上");
}

// ------------------------------------------------------------ Vagabond

constexpr int kVbSeat = 2;

// The other seats' turns, played by their first listed events, until the
// Vagabond's Birdsong begins.
Case& ToVagabondTurn(Case& c) {
  c.FirstLegalTurn(kCat).FirstLegalTurn(kBird);
  return c.Check(c.S().turn_seat == kVbSeat && c.S().phase == Phase::kBirdsong,
                 "the Vagabond's Birdsong");
}

// From the Vagabond's Birdsong (nothing to refresh) slipping to `clearing`.
Case& SlipTo(Case& c, int clearing) {
  return c.E(kVbSeat, absl::StrCat("slip { to { clearing: ", clearing, " } }"));
}

// Plays a battle on by first listed events (dice as given) until the
// Vagabond must choose which item a hit damages, or the battle ends.
Case& FightUntilVagabondChooses(Case& c) {
  int guard = 0;
  while (!c.failed() && c.S().battle.active && guard++ < 50) {
    const State& s = c.S();
    const bool hits = s.battle.stage == BattleStage::kDefenderHits ||
                      s.battle.stage == BattleStage::kAttackerHits;
    if (hits && ActorOf(s) == kVbSeat) break;
    if (ActorOf(s) == kChanceActor) {
      c.C("dice { first: 3 second: 2 }");
    } else {
      c.E(ActorOf(s), "pass {}");
    }
  }
  return c;
}

TEST(RootCorpus, VagabondCases) {
  const Options thief{.vagabond = "THIEF"}, tinker{.vagabond = "TINKER"}, ranger{.vagabond = "RANGER"};
  {
    Case c("vagabond_slip_explore_move",
           "the Vagabond slips out of the forest, explores a ruin (1 VP), moves with a boot", thief);
    SlipTo(ToVagabondTurn(c.Open()), 10)
        .E(kVbSeat, "explore { found: BOOT }")
        .Check(c.S().vp[kVbSeat] == 1 && !c.S().ruin[9], "the ruin explored, 1 VP")
        .E(kVbSeat, "vagabond_move { to: 12 }")
        .E(kVbSeat, "vagabond_move { to: 10 }")
        .E(kVbSeat, "end_phase {}")
        .Check(c.S().turn_seat == kCat, "Evening: drew 1, the turn passed");
    c.Valid("seed 放浪部族 朝フェイズ「潜入」, 昼フェイズ A:移動, D:探索 (1 勝利点)");
  }
  {
    Case c("vagabond_aid_and_relationship",
           "the Vagabond aids the Marquise with a fox card: its marker moves a step (1 VP)", thief);
    SlipTo(ToVagabondTurn(c.Open()), 1)
        .Check(c.S().warriors[0][0] > 0, "Marquise warriors in 1")
        .E(kVbSeat, "aid { target: 0 card: 16 spent: TEA }")
        .Check(c.S().vagabond.relation[0] == 1 && c.S().vp[kVbSeat] == 1, "one step, 1 VP")
        .E(kVbSeat, "end_phase {}");
    c.Valid("seed 放浪部族 昼フェイズ E:援助アクション, 友好関係 (facts 4.3)");
  }
  {
    Case c("vagabond_strike_makes_hostile",
           "the Ranger's crossbow removes a Marquise warrior: the Marquise turns Hostile", ranger);
    SlipTo(ToVagabondTurn(c.Open()), 1).E(kVbSeat, "strike { target: 0 }");
    if (PendingRemoval(c.S()) >= 0) c.E(kCat, "pass {}");
    c.Check(c.S().vagabond.relation[0] == uint8_t(Relation::kHostile), "Hostile")
        .E(kVbSeat, "end_phase {}");
    c.Valid("seed 放浪部族 昼フェイズ C:狙撃アクション, 友好関係「敵対」");
  }
  {
    Case c("vagabond_battle_damages_items",
           "the Vagabond battles the Marquise: hits capped by one sword, a hit damages its tea", thief);
    SlipTo(ToVagabondTurn(c.Open()), 1).E(kVbSeat, "battle { clearing: 1 defender: 0 }");
    FightUntilVagabondChooses(c);
    if (c.S().battle.active) c.E(kVbSeat, "damage_item { item { item: TEA } }");
    while (!c.failed() && (c.S().battle.active || PendingRemoval(c.S()) >= 0)) c.E(ActorOf(c.S()), "pass {}");
    c.Check(vagabond::AllDamaged(c.S()) >= 1, "an item damaged").E(kVbSeat, "end_phase {}");
    c.Valid("seed 放浪部族 放浪部族の戦闘");
  }
  {
    Case c("vagabond_thief_steals", "the Thief takes a random card from the Marquise", thief);
    SlipTo(ToVagabondTurn(c.Open()), 1).E(kVbSeat, "special { target: 0 }");
    const uint64_t hand = c.S().hand[kCat];
    if (hand != 0) c.C(absl::StrCat("random_card { card: ", std::countr_zero(hand) + 1, " }"));
    c.Check(c.S().vp[kCat] == 0 || hand == 0, "no VP for the robbed").E(kVbSeat, "end_phase {}");
    c.Valid("facts 4.1 Thief: Steal; seed 放浪部族 昼フェイズ I:特殊アクション");
  }
  {
    Case c("vagabond_ranger_hideout", "the Ranger's Hideout ends Daylight at once", ranger);
    SlipTo(ToVagabondTurn(c.Open()), 2)
        .E(kVbSeat, "special {}")
        .Check(c.S().turn_seat == kCat, "Daylight ended, the Evening ran");
    c.Valid("facts 4.1 Ranger: Hideout");
  }
  {
    Case c("vagabond_rests_in_forest", "the Vagabond stays in the forest: rest, draw 1", tinker);
    ToVagabondTurn(c.Open())
        .E(kVbSeat, "end_phase {}")
        .E(kVbSeat, "end_phase {}")
        .Check(c.S().turn_seat == kCat, "Evening in the forest");
    c.Valid("seed 放浪部族 夜フェイズ");
  }


  // ---- quests (seed 放浪部族 F:クエストアクション, facts 4.2)
  {
    Case c("vagabond_quest_for_vp",
           "the Thief completes Errand (fox) in clearing 1 with tea and boot: 1 VP, the display refilled", thief);
    SlipTo(ToVagabondTurn(c.Open()), 1)
        .E(kVbSeat, "quest { quest: 1 }")
        .Check(c.S().vp[kVbSeat] == 1 && c.S().vagabond.quests_shown[0] == 3, "1 VP, Logistics Help shown")
        .E(kVbSeat, "end_phase {}");
    c.Valid("seed 放浪部族 F:クエストアクション (勝利点)");
  }
  {
    Case c("vagabond_quest_for_cards",
           "the Thief completes Give a Speech (fox) with torch and tea and draws two cards", thief);
    SlipTo(ToVagabondTurn(c.Open()), 1);
    const int hand = HandSize(c.S(), kVbSeat);
    c.E(kVbSeat, "quest { quest: 2 draw: true }")
        .Check(HandSize(c.S(), kVbSeat) == hand + 2 && c.S().vp[kVbSeat] == 0, "two cards, no VP")
        .E(kVbSeat, "end_phase {}");
    c.Valid("seed 放浪部族 F:クエストアクション (カードを2枚引く)");
  }
  SlipTo(ToVagabondTurn(Case("vagabond_quest_wrong_suit", "Errand (fox) in clearing 2 (mouse)", thief).Open()), 2)
      .Invalid(kVbSeat, "quest { quest: 1 }", "root.vagabond.quest",
               "seed 放浪部族 F:そのカードと一致する種類の広場");
  SlipTo(ToVagabondTurn(Case("vagabond_quest_item_exhausted", "Give a Speech after Errand exhausted the only tea", thief).Open()), 1)
      .E(kVbSeat, "quest { quest: 1 }")
      .Invalid(kVbSeat, "quest { quest: 2 }", "root.vagabond.quest", "seed 放浪部族 F:対応する2枚のアイテムを使用");
  SlipTo(ToVagabondTurn(Case("vagabond_quest_not_face_up", "Escort (mouse), still in the deck", thief).Open()), 2)
      .Invalid(kVbSeat, "quest { quest: 15 }", "root.vagabond.quest", "seed 放浪部族 F:公開されている3枚のクエスト");
  Case("vagabond_ruin_items_not_the_ruins", "a tea dealt under a ruin (the ruins hold boot, sword, bag, hammer)",
       thief)
      .Open({}, 10)  // to the quest deck shuffled
      .InvalidPb(Case::Parse(-1, "ruin_items { items: [BAG, BOOT, SWORD, TEA] }"), "root.vagabond.ruins",
                 "seed 放浪部族 D:遺跡タイルの下の遺跡アイテムタイル (facts 3: the R items)");
  Case("vagabond_quest_shuffle_repeats", "a quest deck listing Errand (fox) twice", thief)
      .Open({}, 9)  // to the pawn placed
      .InvalidPb(Case::Parse(-1, "quest_shuffle { quests: [1, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] }"),
                 "root.vagabond.quest_deck", "facts 4.2: the 15 quests shuffled, each once");
  {
    // seed 《共闘軍》 with three seats (facts 4.4: only four or more).
    int dominance = 0;
    while (kCards[dominance].effect != CardEffect::kDominance) ++dominance;
    SlipTo(ToVagabondTurn(Case("vagabond_coalition_three_seats", "a coalition in a three-seat game", thief).Open()), 1)
        .Invalid(kVbSeat, absl::StrCat("coalition { card: ", dominance + 1, " partner: 0 }"), "root.vagabond.coalition",
                 "seed 【圧倒カード】《共闘軍》 (facts 4.4: four or more players)");
  }
  {
    // Three ruins explored (boot, hammer, sword: no bag, which would raise
    // the limit) and the tea exhausted by Errand: 7 items in the satchel.
    Case c("vagabond_item_limit_kept_after_evening",
           "seven items in the satchel at Evening: the turn cannot end before one is removed", thief);
    SlipTo(ToVagabondTurn(c.Open()), 10)
        .E(kVbSeat, "explore { found: BOOT }")
        .E(kVbSeat, "vagabond_move { to: 12 }")
        .E(kVbSeat, "end_phase {}");
    ToVagabondTurn(c)
        .E(kVbSeat, "refresh { item { item: TORCH exhausted: true } }")
        .E(kVbSeat, "refresh { item { item: BOOT exhausted: true } }")
        .E(kVbSeat, "end_phase {}")  // no slip
        .E(kVbSeat, "explore { found: HAMMER }")
        .E(kVbSeat, "quest { quest: 1 }")  // Errand (fox): tea + boot
        .E(kVbSeat, "vagabond_move { to: 11 }")
        .E(kVbSeat, "end_phase {}");
    ToVagabondTurn(c)
        .E(kVbSeat, "refresh { item { item: TORCH exhausted: true } }")
        .E(kVbSeat, "refresh { item { item: BOOT exhausted: true } }")
        .E(kVbSeat, "refresh { item { item: BOOT exhausted: true } }")
        .E(kVbSeat, "end_phase {}")
        .E(kVbSeat, "explore { found: SWORD }")
        .E(kVbSeat, "end_phase {}");
    while (!c.failed() && c.S().fstep == uint8_t(VagabondStep::kEveningDiscard))
      c.E(kVbSeat, absl::StrCat("discard { card: ", std::countr_zero(c.S().hand[kVbSeat]) + 1, " }"));
    c.Check(c.S().fstep == uint8_t(VagabondStep::kEveningItems) && vagabond::SatchelItems(c.S()) == 7,
            "Evening waits for an item to be removed");
    c.Invalid(kVbSeat, "end_phase {}", "root.vagabond.item_limit",
              "seed 放浪部族 夜フェイズ 上限を超えているなら超えた分を捨てます");
  }
  // ---- invalid
  Case("vagabond_pawn_outside_the_forests", "the pawn placed in a forest Autumn lacks", thief)
      .Open({}, 8)  // to the character chosen
      .Invalid(kVbSeat, "place_pawn { forest: 8 }", "root.vagabond.pawn", "seed 放浪部族「放浪者」 (a forest)");
  ToVagabondTurn(Case("vagabond_slip_not_adjacent", "a slip from forest 1 to clearing 3", thief).Open())
      .Invalid(kVbSeat, "slip { to { clearing: 3 } }", "root.vagabond.slip", "seed 放浪部族 朝フェイズ「潜入」 隣接する");
  SlipTo(ToVagabondTurn(Case("vagabond_move_without_boot", "a second move with the only boot exhausted", thief).Open()), 10)
      .E(kVbSeat, "vagabond_move { to: 12 }")
      .Invalid(kVbSeat, "vagabond_move { to: 10 }", "root.vagabond.move", "seed 放浪部族 昼フェイズ A:移動 ブーツタイル1枚");
  SlipTo(ToVagabondTurn(Case("vagabond_battle_without_sword", "the Tinker battles with no sword", tinker).Open()), 1)
      .Invalid(kVbSeat, "battle { clearing: 1 defender: 0 }", "root.vagabond.battle", "seed 放浪部族 昼フェイズ B:剣タイル1枚");
  {
    Case c("vagabond_strike_exhausted_crossbow", "a second strike with the crossbow exhausted", ranger);
    SlipTo(ToVagabondTurn(c.Open()), 1).E(kVbSeat, "strike { target: 0 }");
    if (PendingRemoval(c.S()) >= 0) c.E(kCat, "pass {}");
    c.Invalid(kVbSeat, "strike { target: 0 }", "root.vagabond.strike", "seed 放浪部族 昼フェイズ C:クロスボウタイル1枚");
  }
  SlipTo(ToVagabondTurn(Case("vagabond_strike_self", "the Ranger strikes its own seat", ranger).Open()), 1)
      .Invalid(kVbSeat, "strike { target: 2 }", "root.vagabond.item", "seed 放浪部族 昼フェイズ (another player's piece)");
  SlipTo(ToVagabondTurn(Case("vagabond_explore_without_ruin", "exploring clearing 1, which has no ruin", thief).Open()), 1)
      .Invalid(kVbSeat, "explore { found: BAG }", "root.vagabond.explore", "seed 放浪部族 昼フェイズ D:遺跡タイル");
  SlipTo(ToVagabondTurn(Case("vagabond_aid_wrong_suit", "aid in a fox clearing with a rabbit card", thief).Open()), 1)
      .Invalid(kVbSeat, "aid { target: 0 card: 29 spent: TEA }", "root.vagabond.aid",
               "seed 放浪部族 昼フェイズ E:その広場の動物と種類が同じカード");
  ToVagabondTurn(Case("vagabond_craft_in_forest", "the Tinker crafts from a forest", tinker).Open())
      .E(kVbSeat, "end_phase {}")
      .Invalid(kVbSeat, "craft { card: 16 pieces_fox: 1 }", "root.vagabond.craft",
               "seed 放浪部族 昼フェイズ G:放浪者コマがいる広場の動物");
  SlipTo(ToVagabondTurn(Case("vagabond_repair_without_hammer", "the Thief repairs with no hammer", thief).Open()), 1)
      .Invalid(kVbSeat, "repair { item { item: BOOT damaged: true } }", "root.vagabond.repair",
               "seed 放浪部族 昼フェイズ H:ハンマータイル1枚");
  SlipTo(ToVagabondTurn(Case("vagabond_day_labor_not_in_discard", "the Tinker takes a card not in the discard", tinker).Open()), 1)
      .Invalid(kVbSeat, "special { card: 54 }", "root.vagabond.special", "facts 4.1 Tinker: Day Labor (from the discard)");
  {
    Case c("vagabond_refresh_face_up_item", "a refresh of a face-up sword", thief);
    SlipTo(ToVagabondTurn(c.Open()), 10).E(kVbSeat, "vagabond_move { to: 12 }").E(kVbSeat, "end_phase {}");
    ToVagabondTurn(c).Invalid(kVbSeat, "refresh { item { item: SWORD exhausted: true } }", "root.vagabond.refresh",
                              "seed 放浪部族 朝フェイズ「アイテムの復活」 使用済みアイテム");
  }
  {
    Case c("vagabond_hit_on_missing_item", "a hit named on a crossbow the Thief lacks", thief);
    SlipTo(ToVagabondTurn(c.Open()), 1).E(kVbSeat, "battle { clearing: 1 defender: 0 }");
    FightUntilVagabondChooses(c).Check(c.S().battle.active, "the Vagabond chooses a hit");
    c.Invalid(kVbSeat, "damage_item { item { item: CROSSBOW } }", "root.vagabond.battle_hits",
              "seed 放浪部族 放浪部族の戦闘 非損傷状態のアイテムタイル");
  }
}

// facts 4.3 Allied, from the opening: the Vagabond (Thief) explores the ruins
// of 10 and 11 on its way to clearing 11 (mouse), aids the Marquise there
// once, twice and three times in its second to fourth turns (Allied), moves
// into 3 with one of the Marquise's warriors and battles the Eyrie there with
// it. Returns with the battle begun. The aid cards are the Vagabond's mouse
// or bird cards (the deck is ordered so that it draws only those).
Case& ToAlliedBattle(Case& c) {
  auto aid = [&c](const char* spent) {
    int card = -1;
    for (uint64_t m = c.S().hand[kVbSeat]; m && card < 0; m &= m - 1) {
      const int k = std::countr_zero(m);
      if ((kCards[k].suit == Suit::kMouse || kCards[k].suit == Suit::kBird) &&
          kCards[k].effect != CardEffect::kDominance && kCards[k].effect != CardEffect::kAmbush)
        card = k + 1;
    }
    c.Check(card > 0, "a mouse or bird card to aid with");
    c.E(kVbSeat, absl::StrCat("aid { target: 0 card: ", card, " spent: ", spent, " }"));
  };
  // Its Birdsong: every exhausted item refreshed (two at most here).
  auto refresh = [&c]() {
    ToVagabondTurn(c);
    for (int guard = 0; guard < 4 && !c.failed(); ++guard) {
      bool done = true;
      for (const pb::Event& e : c.Legal())
        if (e.root().has_refresh()) {
          c.Do(e);
          done = false;
          break;
        }
      if (done) break;
    }
  };
  SlipTo(ToVagabondTurn(c), 10)
      .E(kVbSeat, "explore { found: SWORD }")
      .E(kVbSeat, "vagabond_move { to: 12 }")
      .E(kVbSeat, "end_phase {}");
  refresh();
  SlipTo(c, 11);
  aid("TEA");
  c.E(kVbSeat, "explore { found: BAG }").E(kVbSeat, "end_phase {}");
  refresh();
  c.E(kVbSeat, "end_phase {}");  // no slip
  aid("TEA");
  aid("TORCH");
  c.Check(c.S().vagabond.relation[0] == uint8_t(Relation::kSecond), "the Marquise two steps up")
      .E(kVbSeat, "end_phase {}");
  refresh();
  c.E(kVbSeat, "end_phase {}");
  aid("TEA");
  aid("TORCH");
  aid("BAG");
  return c.Check(c.S().vagabond.relation[0] == uint8_t(Relation::kAllied), "the Marquise Allied")
      .E(kVbSeat, "vagabond_move { to: 3 ally: 0 warriors: 1 }")
      .Check(c.S().warriors[1][2] > 0, "Eyrie warriors in 3")
      .E(kVbSeat, "battle { clearing: 3 defender: 1 ally: 0 }");
}

// Plays the battle on (defender and field hospitals pass, the dice as given)
// until the Vagabond's side takes a hit by choice, or the battle ends.
Case& RollUntilVagabondChooses(Case& c, const std::string& dice) {
  int guard = 0;
  while (!c.failed() && (c.S().battle.active || PendingRemoval(c.S()) >= 0) && guard++ < 50) {
    const State& s = c.S();
    if (s.battle.active && PendingRemoval(s) < 0 && ActorOf(s) == kVbSeat &&
        (s.battle.stage == BattleStage::kAttackerHits || s.battle.stage == BattleStage::kAmbushHits))
      break;
    if (ActorOf(s) == kChanceActor) {
      c.C(dice);
    } else {
      c.E(ActorOf(s), "pass {}");
    }
  }
  return c;
}

TEST(RootCorpus, VagabondAllyCases) {
  const Options thief{.vagabond = "THIEF"};
  // The Vagabond's hand, then every card drawn next: mouse and bird cards
  // (no ambush, no dominance), so that it can aid in mouse clearing 11.
  const Opening allies{.draws = {53, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13},
                       .hand_a = {44, 45, 47},
                       .supporters = {48, 49, 52},
                       .ruins = "BOOT, SWORD, BAG, HAMMER"};
  {
    Case c("vagabond_battles_with_ally",
           "Allied with the Marquise, the Vagabond battles the Eyrie with a Marquise warrior: "
           "its rolled hits reach 3, one hit on the ally, one on an item",
           thief);
    ToAlliedBattle(c.Open(allies));
    RollUntilVagabondChooses(c, "dice { first: 3 second: 2 }")
        .Check(c.S().battle.active && c.S().battle.hits_on_attacker == 2, "two hits to take")
        .E(kVbSeat, "ally_hit {}");
    // The ally's last warrior gone: the other hit falls on an item.
    RollUntilVagabondChooses(c, "dice { first: 3 second: 2 }");
    if (c.S().battle.active) c.E(kVbSeat, "damage_item { item { item: TEA exhausted: true } }");
    RollUntilVagabondChooses(c, "dice { first: 3 second: 2 }");
    c.Check(!c.S().battle.active, "the battle over")
        .Check(c.S().vagabond.relation[0] == uint8_t(Relation::kAllied), "1 hit each: still Allied")
        .Check(vagabond::AllDamaged(c.S()) == 1, "one item damaged")
        .E(kVbSeat, "end_phase {}");
    c.Valid("seed 放浪部族 友好関係「同盟」 (facts 4.3 Allied: battling with allied warriors)");
  }
  {
    Case c("vagabond_ally_turns_hostile",
           "the Vagabond takes the Eyrie's one hit on its Marquise ally's warrior: more hits on "
           "the ally than on its items, the Marquise turns Hostile",
           thief);
    ToAlliedBattle(c.Open(allies));
    RollUntilVagabondChooses(c, "dice { first: 3 second: 1 }")
        .Check(c.S().battle.active && c.S().battle.hits_on_attacker == 1, "one hit to take")
        .E(kVbSeat, "ally_hit {}");
    RollUntilVagabondChooses(c, "dice { first: 3 second: 1 }");
    c.Check(c.S().vagabond.relation[0] == uint8_t(Relation::kHostile), "the Marquise Hostile")
        .E(kVbSeat, "end_phase {}");
    c.Valid("facts 4.3 Allied: more hits on the ally's warriors than on items, the ally turns Hostile");
  }
  {
    Case c("vagabond_battle_ally_not_allied",
           "the Vagabond names the Eyrie, Indifferent and absent, as its ally against the Marquise",
           thief);
    SlipTo(ToVagabondTurn(c.Open()), 1)
        .Invalid(kVbSeat, "battle { clearing: 1 defender: 0 ally: 1 }", "root.vagabond.ally",
                 "seed 放浪部族 友好関係「同盟」 (facts 4.3: only an Allied faction's warriors)");
  }
  {
    Case c("vagabond_ally_hit_without_ally",
           "a hit taken on an ally's warrior in a battle fought without one", thief);
    SlipTo(ToVagabondTurn(c.Open()), 1).E(kVbSeat, "battle { clearing: 1 defender: 0 }");
    RollUntilVagabondChooses(c, "dice { first: 3 second: 2 }")
        .Check(c.S().battle.active, "a hit to take")
        .Invalid(kVbSeat, "ally_hit {}", "root.battle.ally",
                 "seed 放浪部族 友好関係「同盟」 (facts 4.3: hits on allied warriors only with an ally)");
  }
}


// A committed generated game won by dominance, whole, its winner and the
// suit of the winner's dominance card.
struct WonByDominance {
  GeneratedPoint game;
  int seat;
  Suit suit;
};

// The first committed generated game (file name order) whose name starts
// with `prefix` and that a dominance of a suit `wanted` accepts won, or
// nullopt.
std::optional<WonByDominance> FirstWonByDominance(const std::string& prefix,
                                                  const std::function<bool(Suit)>& wanted) {
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  std::vector<std::string> names;
  for (const auto& entry :
       std::filesystem::directory_iterator(absl::StrCat(root, "/corpus/root/generated"))) {
    std::string name = entry.path().stem().string();
    if (absl::StartsWith(name, prefix)) names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  for (const std::string& name : names) {
    absl::StatusOr<pb::MatchLog> log = Generated(name);
    if (!log.ok()) continue;
    auto match = FindGame("root")->NewMatch(log->header());
    if (!match.ok()) continue;
    bool applied = true;
    for (const pb::Event& e : log->events()) applied = applied && (*match)->Apply(e).ok();
    const State& s = AsTyped<RootRules>(**match)->state();
    if (applied && s.winner >= 0 && s.dominance[s.winner] >= 0 &&
        wanted(kCards[s.dominance[s.winner]].suit)) {
      const Suit suit = kCards[s.dominance[s.winner]].suit;
      GeneratedPoint won{name, *std::move(log), -1};
      won.at = won.log.events_size();
      return WonByDominance{std::move(won), s.winner, suit};
    }
  }
  return std::nullopt;
}

// The whole game `won` as a valid case that checks the win where it
// happens: the winner activated a dominance card, the suit's rule holds at
// the win (three clearings, or two opposite corners for the bird), and no
// seat that activated one (another may have, in four seats) scored after
// its activation.
void DominanceWonCase(const WonByDominance& game, const std::string& name, const std::string& note) {
  const GeneratedPoint& won = game.game;
  const int seat = game.seat;
  // The winner's activation.
  int at = -1;
  for (int i = 0; i < won.at; ++i)
    if (won.log.events(i).root().has_activate_dominance() && int(won.log.events(i).root().seat()) == seat)
      at = i;
  if (at < 0) {
    ADD_FAILURE() << won.name << ": the winner never activates a dominance card";
    return;
  }
  // Replay event by event, noting each activating seat's VP.
  GeneratedPoint start = won;
  start.at = 0;
  Case c = FromGenerated(start, name, note);
  std::array<int, kMaxSeats> vp_at_activation;
  vp_at_activation.fill(-1);
  for (int i = 0; i < won.at; ++i) {
    c.Replay(won.log, i, i + 1);
    const pb::root::Event& e = won.log.events(i).root();
    if (e.has_activate_dominance() && int(e.seat()) < kMaxSeats)
      vp_at_activation[e.seat()] = c.S().vp[e.seat()];
    if (i == at)
      c.Check(c.S().dominance[seat] >= 0, "the activating seat holds an active dominance").Mark();
  }
  c.Check(c.S().winner == seat, "the activating seat won")
      .Check(DominanceWon(c.S(), seat), "the suit's rule holds at the win");
  for (int k = 0; k < kMaxSeats; ++k)
    if (vp_at_activation[k] >= 0)
      c.Check(c.S().vp[k] == vp_at_activation[k],
              absl::StrCat("seat ", k, " scored no VP after its activation"));
  c.Valid("seed 【圧倒カード】 《勝利条件の変更》 (3つの広場 / 鳥は対角の2つの角)");
}

// Dominance won with each suit (seed 【圧倒カード】 《勝利条件の変更》): for
// each, the first committed three-seat game (Marquise, Eyrie, Alliance; file
// name order) that a dominance of that suit won, whole (DominanceWonCase).
TEST(RootCorpus, DominanceWonByEverySuitCases) {
  if (std::getenv("ARBITER_SOURCE_DIR") == nullptr) GTEST_SKIP() << "ARBITER_SOURCE_DIR unset";
  for (Suit suit : {Suit::kFox, Suit::kRabbit, Suit::kMouse, Suit::kBird}) {
    const std::string suit_name = absl::AsciiStrToLower(SuitName(suit));
    std::optional<WonByDominance> won = FirstWonByDominance(
        "p3-factions-marquise+eyrie+alliance-", [&](Suit s) { return s == suit; });
    ASSERT_TRUE(won.has_value()) << "no committed three-seat game is won by a " << suit_name
                                 << " dominance";
    DominanceWonCase(*won, absl::StrCat("dominance_won_", suit_name, "_three_seats"),
                     absl::StrCat("a three-seat game won by a ", suit_name, " dominance"));
  }
}

// Dominance in a four-seat game (issue 12): the first committed four-seat
// game of any factions (file name order) won by a dominance of any suit,
// whole, with the same checks (today the Company, the Vagabond, the Lizard
// Cult and the Eyrie, Winter seed 1, won by a bird dominance).
TEST(RootCorpus, DominanceWonInFourSeatsCase) {
  if (std::getenv("ARBITER_SOURCE_DIR") == nullptr) GTEST_SKIP() << "ARBITER_SOURCE_DIR unset";
  std::optional<WonByDominance> won = FirstWonByDominance("p4-", [](Suit) { return true; });
  ASSERT_TRUE(won.has_value()) << "no committed four-seat game is won by dominance";
  ASSERT_EQ(won->game.log.header().players(), 4);
  const std::string suit_name = absl::AsciiStrToLower(SuitName(won->suit));
  DominanceWonCase(*won, absl::StrCat("dominance_won_", suit_name, "_four_seats"),
                   absl::StrCat("a four-seat game won by a ", suit_name, " dominance"));
}

// ------------------------------------------------------- Riverfolk Company
constexpr int kCoSeat = 2;

// The Marquise's first turn with no purchase (its window passed), played
// with first listed events, then the Eyrie's the same way: the Company's
// Birdsong follows, gathered into its Daylight.
Case& ToCompanyTurn(Case& c) {
  c.FirstLegalUntil([](const State& s) { return s.turn_seat == kCoSeat; });
  return c.Check(c.S().phase == Phase::kDaylight, "the Company's Daylight");
}

// The Marquise pays riverboats and the Eyrie a hand card; the Company puts a
// trade post in 2 (the Marquise's) with the two Marquise funds, which leaves
// funds Eyrie 1, Company 3; in its next turn the Marquise marches 5 -> 2 and
// 6 -> 2 and battles the Company there (dice 2, 0): the garrison and the post
// go, and the Company owes two of its four funds, its choice by owner.
Case& ToTradeDisruption(Case& c) {
  c.Open()
      .E(kCat, "buy_service { service: RIVERBOATS paid_with: MARQUISE }")
      .FirstLegalUntil([](const State& s) { return s.turn_seat == 1 && ServicesPending(s); })
      .E(1, "buy_service { service: HAND_CARD card: 16 paid_with: EYRIE }");
  ToCompanyTurn(c)
      .Check(c.S().company.funds[0] == 2 && c.S().company.funds[1] == 1 &&
                 c.S().company.funds[int(Faction::kCompany)] == 3 && Ruler(c.S(), 1) == int(Faction::kMarquise),
             "funds: Marquise 2, Eyrie 1, Company 3; the Marquise rules 2")
      .E(kCoSeat, "establish_trade_post { clearing: 2 fund: MARQUISE }")
      .E(kCoSeat, "end_phase {}")
      .E(kCoSeat, "set_prices { hand_card: 1 riverboats: 2 mercenaries: 3 }")
      .E(kCat, "pass {}")
      .E(kCat, "move { from: 5 to: 2 warriors: 1 }")
      .E(kCat, "move { from: 6 to: 2 warriors: 1 }")
      .E(kCat, "battle { clearing: 2 defender: 2 }")
      .FirstLegalUntil([](const State& s) { return s.battle.stage == BattleStage::kRoll; })
      .C("dice { first: 2 second: 0 }")
      .FirstLegalUntil([](const State& s) { return s.decision_owed != 0 || !s.battle.active; });
  return c.Check(!company::HasPost(c.S(), 1) && c.S().company.funds_lost_owed == 2 &&
                     ActorOf(c.S()) == kCoSeat,
                 "the post removed: the Company owes two funds of its choice");
}

TEST(RootCorpus, CompanyCases) {
  const Options three{.company = true};
  {
    Case c("company_setup_and_hand_card",
           "the Company sets up on the river; the Marquise buys a card of its public hand", three);
    c.Open()
        .Check(c.S().company.payments[int(Faction::kCompany)] == 3, "three warriors in payments")
        .E(kCat, "buy_service { service: HAND_CARD card: 16 paid_with: MARQUISE }")
        .Check(InHand(c.S(), kCat, 15) && c.S().company.payments[int(Faction::kMarquise)] == 1,
               "the card is the Marquise's, one Marquise warrior in payments");
    c.Valid("seed 001 【河民商団】 業務提供 A:手札業務; 支払いは手元にある兵士コマ (facts 9 setup)");
  }
  {
    Case c("company_riverboats_river_move", "riverboats bought: the Marquise moves 5 -> 10 along the river",
           three);
    c.Open()
        .E(kCat, "buy_service { service: RIVERBOATS paid_with: MARQUISE }")
        .Check(c.S().phase == Phase::kDaylight, "Birdsong over (wood placed)")
        .E(kCat, "move { from: 5 to: 10 warriors: 1 }")
        .Check(c.S().warriors[0][9] == 2, "two Marquise warriors in 10");
    c.Valid("seed 001 【河民商団】 B:河船業務");
  }
  {
    Case c("company_turn_swim_recruit_draw",
           "the Company's turn: a river move without rule, a recruit on the river, a draw, prices", three);
    ToCompanyTurn(c.Open())
        .Check(c.S().company.funds[int(Faction::kCompany)] == 3, "the payments became funds")
        .E(kCoSeat, "funds_move { from: 10 to: 11 warriors: 1 fund: COMPANY }")
        .E(kCoSeat, "funds_recruit { clearing: 4 fund: COMPANY }")
        .E(kCoSeat, "funds_draw { fund: COMPANY }")
        .Check(c.S().company.committed[int(Faction::kCompany)] == 2 && c.S().warriors[int(Faction::kCompany)][3] == 1,
               "two committed, one spent on the recruit")
        .E(kCoSeat, "end_phase {}")
        .E(kCoSeat, "set_prices { hand_card: 2 riverboats: 1 mercenaries: 4 }")
        .Check(c.S().turn_seat == kCat, "the turn passed on");
    c.Valid("seed 001 【河民商団】 《水練》, 昼フェイズ A:移動 D:手札 E:募兵, 夜フェイズ《業務コストの変更》");
  }
  {
    Case c("company_trade_post_dividends",
           "bought services become funds; a trade post with its garrison; dividends next Birdsong",
           three);
    c.Open()
        .E(kCat, "buy_service { service: HAND_CARD card: 16 paid_with: MARQUISE }")
        .FirstLegalUntil([](const State& s) { return s.turn_seat == 1 && ServicesPending(s); })
        .E(1, "buy_service { service: HAND_CARD card: 29 paid_with: EYRIE }");
    ToCompanyTurn(c)
        .Check(c.S().company.funds[0] == 1 && c.S().company.funds[1] == 1 && c.S().company.funds[int(Faction::kCompany)] == 3,
               "funds: Marquise 1, Eyrie 1, Company 3")
        .E(kCoSeat, "funds_move { from: 10 to: 11 warriors: 1 fund: COMPANY }")
        .E(kCoSeat, "establish_trade_post { clearing: 11 fund: COMPANY }")
        .Check(c.S().vp[kCoSeat] == 2, "the post scores 2")
        .E(kCoSeat, "end_phase {}")
        .E(kCoSeat, "set_prices { hand_card: 1 riverboats: 1 mercenaries: 1 }");
    // The Marquise's Birdsong: two services (a post in 11 beside its warrior).
    c.Check(ServicesPending(c.S()) && company::ServicesLeft(c.S()) == 2, "the Marquise's window, limit two")
        .E(kCat, "buy_service { service: RIVERBOATS paid_with: MARQUISE }")
        .E(kCat, "buy_service { service: HAND_CARD card: 44 paid_with: MARQUISE }")
        .Check(!ServicesPending(c.S()) && c.S().phase == Phase::kDaylight, "two bought: the window closes")
        .FirstLegalUntil([](const State& s) { return s.turn_seat == kCoSeat && s.phase == Phase::kDaylight; })
        .Check(c.S().vp[kCoSeat] == 3, "dividends: funds Marquise 1 + Eyrie 1 with a post on the map, 1 VP");
    c.Valid("seed 001 【河民商団】 F:守備隊&交易所設立, 朝フェイズ《勝利点の獲得》《資産化》");
  }
  {
    Case c("company_craft_on_the_row", "a craft commits a Marquise fund to the mouse row", three);
    c.Open()
        .E(kCat, "buy_service { service: HAND_CARD card: 16 paid_with: MARQUISE }");
    ToCompanyTurn(c)
        .E(kCoSeat, "funds_move { from: 10 to: 11 warriors: 1 fund: COMPANY }")
        .E(kCoSeat, "establish_trade_post { clearing: 11 fund: COMPANY }")
        .E(kCoSeat, "company_craft { card: 44 pieces_mouse: 1 funds: [MARQUISE] }")
        .Check(c.S().company.crafted[0] == 1 && ((c.S().play_area[kCoSeat] >> 43) & 1),
               "the Marquise fund on the mouse row, Codebreakers in play");
    c.Valid("seed 001 【河民商団】 C:クラフト 交易所エリアの段の空いた枠");
  }
  {
    Case c("company_export", "a card exported instead of its effect puts a warrior in payments", three);
    c.Open()
        .E(kCat, "buy_service { service: HAND_CARD card: 16 paid_with: MARQUISE }");
    ToCompanyTurn(c)
        .E(kCoSeat, "funds_move { from: 10 to: 11 warriors: 1 fund: COMPANY }")
        .E(kCoSeat, "establish_trade_post { clearing: 11 fund: COMPANY }")
        .E(kCoSeat, "company_craft { card: 44 pieces_mouse: 1 funds: [MARQUISE] exported: true }")
        .Check(((c.S().discard >> 43) & 1) && c.S().company.payments[int(Faction::kCompany)] == 1,
               "discarded, one Company warrior in payments");
    c.Valid("seed 001 【河民商団】 C:クラフト 輸出");
  }

  // ---- invalid
  Case("company_more_services_than_allowed", "a second service with the limit at one", three)
      .Open()
      .E(kCat, "buy_service { service: HAND_CARD card: 16 paid_with: MARQUISE }")
      .Invalid(kCat, "buy_service { service: HAND_CARD card: 29 paid_with: MARQUISE }", "root.company.service_limit",
               "seed 001 【河民商団】 業務提供 1回＋交易所トークンと自分の配置物がある広場の数");
  Case("company_paid_with_another_factions_warriors", "the Marquise pays with Eyrie warriors", three)
      .Open()
      .Invalid(kCat, "buy_service { service: HAND_CARD card: 16 paid_with: EYRIE }", "root.company.service_payment",
               "seed 001 【河民商団】 業務提供 支払いは手元にある兵士コマ");
  Case("company_hand_card_not_for_sale", "a card the Company does not hold", three)
      .Open()
      .Invalid(kCat, "buy_service { service: HAND_CARD card: 21 paid_with: MARQUISE }", "root.company.hand_card",
               "seed 001 【河民商団】 A:手札業務");
  {
    Case c("company_mercenaries_rule", "mercenaries bought: the Company's warriors count for the Marquise's rule",
           three);
    c.Open()
        .Check(Ruler(c.S(), 9) < 0, "10 tied: nobody rules")
        .E(kCat, "buy_service { service: MERCENARIES paid_with: MARQUISE }")
        .Check(c.S().phase == Phase::kDaylight && Ruler(c.S(), 9) == int(Faction::kMarquise),
               "the Marquise rules 10 in its Daylight");
    c.Valid("seed 001 【河民商団】 C:傭兵業務 そのターンの昼と夜フェイズ間は…支配と戦闘に自分のこまとして利用できます");
  }
  Case("company_mercenaries_battle_the_company", "the buyer of mercenaries battles the Company", three)
      .Open()
      .E(kCat, "buy_service { service: MERCENARIES paid_with: MARQUISE }")
      .Invalid(kCat, "battle { clearing: 10 defender: 2 }", "root.company.mercenaries",
               "facts 9 Mercenaries: not vs Riverfolk");
  Case("company_mercenaries_after_the_turn", "mercenaries used in the buyer's next turn", three)
      .Open()
      .E(kCat, "buy_service { service: MERCENARIES paid_with: MARQUISE }")
      .FirstLegalUntil([](const State& s) { return s.turn_seat == kCat && s.phase == Phase::kDaylight; })
      .Invalid(kCat, "battle { clearing: 10 defender: 2 ally: 2 }", "root.company.mercenaries",
               "seed 001 【河民商団】 C:傭兵業務 そのターンの昼と夜フェイズ間");
  Case("company_buy_after_passing", "the window closed with a pass", three)
      .Open()
      .E(kCat, "pass {}")
      .Invalid(kCat, "buy_service { service: RIVERBOATS paid_with: MARQUISE }", "root.services.window",
               "seed 001 【河民商団】 業務提供 それぞれの朝フェイズの開始時");
  Case("company_river_move_without_riverboats", "the Marquise moves 5 -> 10 without riverboats", three)
      .Open()
      .E(kCat, "pass {}")
      .Invalid(kCat, "move { from: 5 to: 10 warriors: 1 }", "root.move.path",
               "seed 001 【河民商団】 B:河船業務 (the river is no path without it)");
  Case("company_setup_off_the_river", "a starting warrior in clearing 2", three)
      .Open({}, 9)
      .Invalid(kCoSeat, "company_setup_warrior { clearing: 2 }", "root.company.setup",
               "facts 9: 4 warriors in clearings touching the river");
  Case("company_price_out_of_range", "a price of 5", three)
      .Open({}, 11)
      .Invalid(kCoSeat, "set_prices { hand_card: 5 riverboats: 1 mercenaries: 1 }", "root.company.prices",
               "seed 001 【河民商団】 夜フェイズ《業務コストの変更》 (facts 9: 1..4)");
  {
    Case c("company_garrison_wrong_owner", "a trade post in 11 (the Company's) paid with Marquise funds", three);
    c.Open().E(kCat, "buy_service { service: HAND_CARD card: 16 paid_with: MARQUISE }");
    ToCompanyTurn(c)
        .E(kCoSeat, "funds_move { from: 10 to: 11 warriors: 1 fund: COMPANY }")
        .Invalid(kCoSeat, "establish_trade_post { clearing: 11 fund: MARQUISE }", "root.company.garrison_funds",
                 "seed 001 【河民商団】 F: その広場の支配者が本来所有する兵士");
  }
  {
    Case c("company_second_trade_post", "a second trade post in 11", three);
    ToCompanyTurn(c.Open())
        .E(kCoSeat, "funds_move { from: 10 to: 11 warriors: 1 fund: COMPANY }")
        .E(kCoSeat, "establish_trade_post { clearing: 11 fund: COMPANY }")
        .Invalid(kCoSeat, "establish_trade_post { clearing: 11 fund: COMPANY }", "root.company.one_post_per_clearing",
                 "seed 001 【河民商団】 F: 1つの広場に配置できる交易所トークンは1つだけ");
  }
  ToCompanyTurn(Case("company_trade_post_nobody_rules", "a trade post in 10, ruled by nobody", three).Open())
      .Invalid(kCoSeat, "establish_trade_post { clearing: 10 fund: COMPANY }", "root.company.trade_post",
               "seed 001 【河民商団】 F: その広場の支配者");
  ToCompanyTurn(Case("company_recruit_off_the_river", "a recruit in clearing 2", three).Open())
      .Invalid(kCoSeat, "funds_recruit { clearing: 2 fund: COMPANY }", "root.company.recruit",
               "seed 001 【河民商団】 E:募兵 河のある任意の広場");
  ToCompanyTurn(Case("company_fund_of_a_faction_without_funds", "a move paid with an Eyrie fund", three).Open())
      .Invalid(kCoSeat, "funds_move { from: 10 to: 11 warriors: 1 fund: EYRIE }", "root.company.funds",
               "seed 001 【河民商団】 昼フェイズ 資産ボックスの兵士コマを使用");
  {
    Case c("company_craft_without_funds", "a craft listing no fund for its cost", three);
    ToCompanyTurn(c.Open())
        .E(kCoSeat, "funds_move { from: 10 to: 11 warriors: 1 fund: COMPANY }")
        .E(kCoSeat, "establish_trade_post { clearing: 11 fund: COMPANY }")
        .Invalid(kCoSeat, "company_craft { card: 44 pieces_mouse: 1 }", "root.company.craft",
                 "seed 001 【河民商団】 C: そのコスト分だけ兵士コマを委託");
  }
  {
    Case c("company_riverboats_twice", "riverboats bought twice in one turn (limit two)", three);
    c.Open().E(kCat, "pass {}");
    ToCompanyTurn(c)
        .E(kCoSeat, "funds_move { from: 10 to: 11 warriors: 1 fund: COMPANY }")
        .E(kCoSeat, "establish_trade_post { clearing: 11 fund: COMPANY }")
        .E(kCoSeat, "end_phase {}")
        .E(kCoSeat, "set_prices { hand_card: 1 riverboats: 1 mercenaries: 1 }")
        .E(kCat, "buy_service { service: RIVERBOATS paid_with: MARQUISE }")
        .Invalid(kCat, "buy_service { service: RIVERBOATS paid_with: MARQUISE }", "root.company.riverboats",
                 "seed 001 【河民商団】 B:河船業務 (one purchase lasts the turn)");
  }
  {
    Case c("company_trade_disruption_choice",
           "a trade post removed in battle: the Company chooses the two funds it loses (Eyrie 1, Company 1)", three);
    ToTradeDisruption(c)
        .E(kCoSeat, "trade_disruption { funds: [EYRIE, COMPANY] }")
        .Check(c.S().company.funds[1] == 0 && c.S().company.funds[int(Faction::kCompany)] == 2 &&
                   c.S().decision_owed == 0,
               "funds: Company 2; the Eyrie warrior back in its supply");
    c.Valid("facts 9 Trade Disruption (the seed 001 【河民商団】 is silent): half the funds, rounded up, its choice");
  }
  {
    Case c("company_trade_disruption_owner_without_funds",
           "a trade disruption paid with a Marquise fund the Company does not hold", three);
    ToTradeDisruption(c).Invalid(kCoSeat, "trade_disruption { funds: [MARQUISE, COMPANY] }",
                                 "root.company.trade_disruption",
                                 "facts 9 Trade Disruption: the funds lost are among the Company's funds");
  }
}

}  // namespace
}  // namespace arbiter::root::testing

namespace arbiter::root::testing {
namespace {

// ---- The Lizard Cult (seed 001_8a55c0d6f11d58ff.txt 【蜥蜴教団】): seat 2,
// set up in corner 4 (rabbit; corners 1 and 3 are the Marquise's and the
// Eyrie's homes), its warriors also in 8, 9 and 12.
constexpr int kLzSeat = 2;

Options CultOptions(const std::string& outcast = "RABBIT") {
  return Options{.lizard = absl::StrCat("cult_setup { clearing: 4 outcast: ", outcast, " }")};
}

// The Marquise's and the Eyrie's turns by their first listed events, to
// the Cult's conspiracies (its Birdsong once the outcast is set).
Case& ToCultTurn(Case& c) {
  c.FirstLegalTurn(kCat).FirstLegalTurn(kBird);
  return c.Check(c.S().turn_seat == kLzSeat && c.S().fstep == uint8_t(LizardStep::kConspiracies),
                 "the Cult's conspiracies");
}
// From the conspiracies to the rituals.
Case& ToRituals(Case& c) { return ToCultTurn(c).E(kLzSeat, "end_phase {}"); }
// The first clearing (printed) of the outcast suit where seat `target` has
// warriors and the Cult may place a piece (not the keep's), or 0.
int OutcastClearingWith(const State& s, int target) {
  for (int c = 0; c < kNumClearings; ++c)
    if (int(s.suit[c]) == s.lizard.outcast && s.warriors[Fi(s.faction[target])][c] > 0 &&
        MayPlace(s, Faction::kLizard, c))
      return c + 1;
  return 0;
}
int NotOutcastClearingWith(const State& s, int target) {
  for (int c = 0; c < kNumClearings; ++c)
    if (int(s.suit[c]) != s.lizard.outcast && s.warriors[Fi(s.faction[target])][c] > 0) return c + 1;
  return 0;
}

// Hands: the Cult's three cards (hand_a), the next three drawn after.
Opening CultHand(std::vector<int> hand) {
  Opening o;
  // The other hands without the Cult's cards (30 and 31 are its).
  o.hand_m = {21, 43, 16};
  o.hand_e = {33, 15, 1};
  o.hand_a = std::move(hand);
  return o;
}

// Two turns: two sacrifices (birds 3, 4) make two acolytes, and the second
// Birdsong is reached.
Case& TwoAcolytes(Case& c) {
  ToRituals(c.Open(CultHand({3, 4, 30})))
      .E(kLzSeat, "ritual { kind: SACRIFICE card: 3 clearing: 4 }")
      .E(kLzSeat, "ritual { kind: SACRIFICE card: 4 clearing: 4 }")
      .E(kLzSeat, "end_phase {}")
      .E(kLzSeat, "end_phase {}");
  c.Check(c.S().lizard.acolytes == 2, "two acolytes");
  return ToCultTurn(c);
}

TEST(RootCorpus, LizardCases) {
  const Options cult = CultOptions();
  {
    Case c("lizard_setup_and_outcast",
           "the Cult sets up in corner 4; the Marquise's overwork card becomes a lost soul and its "
           "suit the outcast at the Cult's Birdsong",
           CultOptions("MOUSE"));
    c.Open()
        .E(kCat, "overwork { card: 21 clearing: 1 }")
        .Check(((c.S().lizard.lost_souls >> 20) & 1) == 1, "card 21 on the Lost Souls")
        .E(kCat, "end_phase {}");
    ToCultTurn(c);
    c.Check(c.S().lizard.lost_souls == 0 && ((c.S().discard >> 20) & 1) == 1,
            "the Lost Souls discarded");
    c.Valid("seed 001 蜥蜴教団《死せる魂の集い》, 朝フェイズ《追放民の確認》《死せる魂の解放》 (facts 8 setup)");
  }
  {
    Case c("lizard_rituals_recruit_build_sacrifice",
           "Daylight: recruit in 12 (fox), then rule it and build a fox garden there, sacrifice "
           "with a bird; Evening returns the revealed cards and draws 1",
           cult);
    ToRituals(c.Open(CultHand({27, 18, 3})))
        .E(kLzSeat, "ritual { kind: RECRUIT card: 27 clearing: 12 }")
        .E(kLzSeat, "ritual { kind: BUILD card: 18 clearing: 12 }")
        .E(kLzSeat, "ritual { kind: SACRIFICE card: 3 clearing: 8 }")
        .Check(c.S().lizard.gardens[11] == 1 && c.S().lizard.acolytes == 1, "garden and acolyte")
        .E(kLzSeat, "end_phase {}")
        .Check(c.S().lizard.revealed == 0, "revealed cards back")
        .E(kLzSeat, "end_phase {}");
    c.Valid("seed 001 蜥蜴教団 昼フェイズ《儀式》 A 建設, B 募兵, C 犠牲; 夜フェイズ《カードの回収》《カードの補充》");
  }
  {
    Case c("lizard_ritual_score", "a Score ritual: reveal 30, spend 31 (rabbit) onto the Lost Souls",
           cult);
    ToRituals(c.Open(CultHand({30, 31, 39})))
        .E(kLzSeat, "ritual { kind: SCORE card: 30 spent: 31 }")
        .Check(((c.S().lizard.lost_souls >> 30) & 1) == 1, "card 31 on the Lost Souls")
        .E(kLzSeat, "ritual { kind: RECRUIT card: 39 clearing: 10 }");
    c.Valid("seed 001 蜥蜴教団 昼フェイズ D:得点アクション (facts 8: one rabbit garden placed, 0 VP)");
  }
  {
    Case c("lizard_evening_craft", "Evening: the rabbit garden (outcast rabbit) crafts A Visit to Friends",
           cult);
    ToRituals(c.Open(CultHand({30, 31, 39})))
        .E(kLzSeat, "end_phase {}")
        .E(kLzSeat, "craft { card: 30 pieces_rabbit: 1 }")
        .Check(c.S().items[kLzSeat][int(Item::kBoot)] == 1, "a boot crafted")
        .E(kLzSeat, "end_phase {}");
    c.Valid("seed 001 蜥蜴教団 夜フェイズ《クラフトアクション》");
  }
  {
    Case c("lizard_conspiracy_convert", "two acolytes: a convert in a clearing of the outcast", cult);
    TwoAcolytes(c);
    const int where = OutcastClearingWith(c.S(), kCat);
    c.Check(where > 0, "an outcast clearing with a Marquise warrior");
    c.E(kLzSeat, absl::StrCat("convert { clearing: ", where, " target: 0 }"));
    c.Valid("seed 001 蜥蜴教団 朝フェイズ《神官アクション》 B:改宗");
  }
  {
    Case c("lizard_conspiracy_crusade", "two acolytes: a crusade battle in a clearing of the outcast", cult);
    TwoAcolytes(c);
    int where = 0;
    for (int cl = 0; cl < kNumClearings && where == 0; ++cl)
      if (int(c.S().suit[cl]) == c.S().lizard.outcast && c.S().warriors[Fi(Faction::kLizard)][cl] > 0 &&
          c.S().warriors[0][cl] > 0)
        where = cl + 1;
    c.Check(where > 0, "an outcast clearing with both");
    c.E(kLzSeat, absl::StrCat("crusade { clearing: ", where, " defender: 0 }"));
    c.Check(c.S().battle.active, "a battle");
    c.Valid("seed 001 蜥蜴教団 朝フェイズ《神官アクション》 A:聖戦");
  }
  {
    // Revenge and Fear of the Faithful: the Cult builds a fox garden in 12
    // (two warriors); the Marquise marches two more warriors in and battles:
    // three hits take both warriors (to the Acolytes box) and the garden
    // (a random card of the Cult's hand discarded).
    Case c("lizard_revenge_and_fear_of_the_faithful",
           "the Marquise removes two Cult warriors and a garden in 12: acolytes, then a random discard",
           cult);
    c.Open(CultHand({27, 18, 29})).E(kCat, "end_phase {}").FirstLegalTurn(kBird);
    c.E(kLzSeat, "end_phase {}")
        .E(kLzSeat, "ritual { kind: RECRUIT card: 27 clearing: 12 }")
        .E(kLzSeat, "ritual { kind: BUILD card: 18 clearing: 12 }")
        .E(kLzSeat, "end_phase {}")
        .E(kLzSeat, "end_phase {}");
    c.FirstLegalUntil([](const State& s) { return s.turn_seat == kCat && s.phase == Phase::kDaylight; })
        .E(kCat, "move { from: 9 to: 12 warriors: 1 }")
        .E(kCat, "move { from: 10 to: 12 warriors: 1 }")
        .E(kCat, "battle { clearing: 12 defender: 2 }");
    while (!c.failed() && c.S().battle.active && c.S().battle.stage < BattleStage::kRoll)
      c.E(ActorOf(c.S()), "pass {}");
    c.C("dice { first: 3 second: 0 }");
    c.FirstLegalUntil([](const State& s) { return !s.battle.active && s.random_discards == 0; });
    c.Check(c.S().lizard.acolytes == 2 && c.S().lizard.gardens[11] == 0, "two acolytes, the garden gone");
    c.Valid("seed 001 蜥蜴教団《復讐者》《棄教への恐怖》");
  }
  // ---- Invalid: each way to break them.
  {
    Case c("lizard_setup_in_a_home", "the Cult sets up in the keep's corner", cult);
    c.Open({}, 7).Invalid(kLzSeat, "cult_setup { clearing: 1 outcast: FOX }", "root.lizard.setup",
                          "facts 8: a corner that is not another faction's home");
  }
  {
    Case c("lizard_ritual_bird_as_another_suit", "a bird card revealed to build a fox garden", cult);
    ToRituals(c.Open(CultHand({27, 18, 3})))
        .E(kLzSeat, "ritual { kind: RECRUIT card: 27 clearing: 12 }")
        .Invalid(kLzSeat, "ritual { kind: BUILD card: 3 clearing: 12 }", "root.lizard.hatred_of_birds",
                 "seed 001 蜥蜴教団 昼フェイズ [鳥類蔑みの令]");
  }
  {
    Case c("lizard_ritual_reuses_a_revealed_card", "the card revealed to recruit is revealed again", cult);
    ToRituals(c.Open(CultHand({27, 18, 3})))
        .E(kLzSeat, "ritual { kind: RECRUIT card: 27 clearing: 12 }")
        .Invalid(kLzSeat, "ritual { kind: RECRUIT card: 27 clearing: 8 }", "root.lizard.ritual",
                 "seed 001 蜥蜴教団 昼フェイズ《儀式》 公開したカードは、そのフェイズ中は他のために使用できません");
  }
  {
    Case c("lizard_sacrifice_without_a_bird", "a sacrifice revealing a fox card", cult);
    ToRituals(c.Open(CultHand({27, 18, 3})))
        .Invalid(kLzSeat, "ritual { kind: SACRIFICE card: 27 clearing: 4 }", "root.lizard.sacrifice",
                 "seed 001 蜥蜴教団 昼フェイズ C:犠牲アクション トリカードの公開が必要");
  }
  {
    Case c("lizard_build_unruled", "a garden built in 8, which the Cult does not rule", cult);
    ToRituals(c.Open(CultHand({27, 18, 3})))
        .Invalid(kLzSeat, "ritual { kind: BUILD card: 27 clearing: 8 }", "root.lizard.build",
                 "seed 001 蜥蜴教団 昼フェイズ A:建設アクション 自分が支配する広場");
  }
  {
    Case c("lizard_score_with_another_suit", "a Score spending a mouse card for a rabbit", cult);
    ToRituals(c.Open(CultHand({30, 31, 44})))
        .Invalid(kLzSeat, "ritual { kind: SCORE card: 30 spent: 44 }", "root.lizard.hatred_of_birds",
                 "seed 001 蜥蜴教団 昼フェイズ D:得点アクション 公開したカードと一致するカード");
  }
  {
    Case c("lizard_conspiracy_too_few_acolytes", "a convert with no acolyte", cult);
    ToCultTurn(c.Open());
    const int where = OutcastClearingWith(c.S(), kCat);
    c.Check(where > 0, "an outcast clearing with a Marquise warrior");
    c.Invalid(kLzSeat, absl::StrCat("convert { clearing: ", where, " target: 0 }"), "root.lizard.convert",
              "seed 001 蜥蜴教団 朝フェイズ B:改宗 神官2体を消費");
  }
  {
    Case c("lizard_conspiracy_not_outcast", "two acolytes: a convert in a clearing of another suit", cult);
    TwoAcolytes(c);
    const int where = NotOutcastClearingWith(c.S(), kCat);
    c.Check(where > 0, "a clearing of another suit with a Marquise warrior");
    c.Invalid(kLzSeat, absl::StrCat("convert { clearing: ", where, " target: 0 }"), "root.lizard.convert",
              "seed 001 蜥蜴教団 朝フェイズ B:改宗 追放民と一致する広場");
  }
  {
    Case c("lizard_recruit_in_another_suit", "a recruit in 8 (fox) revealing a rabbit card", cult);
    ToRituals(c.Open(CultHand({30, 31, 39})))
        .Invalid(kLzSeat, "ritual { kind: RECRUIT card: 30 clearing: 8 }", "root.lizard.recruit",
                 "seed 001 蜥蜴教団 昼フェイズ B:募兵アクション 公開したカードと一致する広場");
  }
  {
    Case c("lizard_score_without_a_garden_of_the_suit", "a fox Score with no fox garden placed", cult);
    ToRituals(c.Open(CultHand({27, 18, 3})))
        .Invalid(kLzSeat, "ritual { kind: SCORE card: 27 spent: 18 }", "root.lizard.score",
                 "seed 001 蜥蜴教団 昼フェイズ D:得点アクション 最も右側の空の枠 (facts 8: none empty)");
  }
  {
    Case c("lizard_score_spends_a_revealed_card", "a Score spending the card revealed by the last one", cult);
    ToRituals(c.Open(CultHand({30, 31, 39}))).E(kLzSeat, "ritual { kind: SCORE card: 30 spent: 31 }");
    c.Invalid(kLzSeat, "ritual { kind: SCORE card: 39 spent: 30 }", "root.lizard.score",
              "seed 001 蜥蜴教団 昼フェイズ D:得点アクション 手札から1枚消費 (card 30 is revealed, out of the hand)");
  }
  {
    Case c("lizard_craft_in_daylight", "the Cult crafts during its rituals", cult);
    ToRituals(c.Open(CultHand({30, 31, 39})))
        .Invalid(kLzSeat, "craft { card: 30 pieces_rabbit: 1 }", "root.lizard.craft",
                 "seed 001 蜥蜴教団 夜フェイズ《クラフトアクション》 (in Evening)");
  }
  {
    Case c("lizard_crusade_not_outcast", "two acolytes: a crusade battle in a clearing of another suit", cult);
    TwoAcolytes(c);
    int where = 0;
    for (int cl = 0; cl < kNumClearings && where == 0; ++cl)
      if (int(c.S().suit[cl]) != c.S().lizard.outcast && c.S().warriors[Fi(Faction::kLizard)][cl] > 0 &&
          c.S().warriors[0][cl] > 0)
        where = cl + 1;
    c.Check(where > 0, "a clearing of another suit with both");
    c.Invalid(kLzSeat, absl::StrCat("crusade { clearing: ", where, " defender: 0 }"), "root.lizard.crusade",
              "seed 001 蜥蜴教団 朝フェイズ A:聖戦 追放民と一致する広場");
  }
  {
    Case c("lizard_sanctify_a_token", "two acolytes: wood sanctified", cult);
    TwoAcolytes(c);
    int where = 0;
    for (int cl = 0; cl < kNumClearings && where == 0; ++cl)
      if (int(c.S().suit[cl]) == c.S().lizard.outcast) where = cl + 1;
    c.Invalid(kLzSeat, absl::StrCat("sanctify { clearing: ", where, " target: 0 piece: WOOD }"),
              "root.lizard.sanctify",
              c.S().lizard.hated ? "seed 001 蜥蜴教団 朝フェイズ C:聖域化 敵の建物タイル (wood is a token)"
                                 : "seed 001 蜥蜴教団 朝フェイズ C:聖域化 神官3体を消費 (two acolytes)");
  }
  {
    Case c("lizard_craft_with_a_garden_of_another_suit",
           "outcast fox: the rabbit garden cannot pay for A Visit to Friends", CultOptions("FOX"));
    c.Open(CultHand({30, 31, 39})).E(kCat, "end_phase {}").FirstLegalTurn(kBird);
    c.Check(c.S().lizard.outcast != int(Suit::kRabbit), "the outcast is not rabbit");
    c.E(kLzSeat, "end_phase {}").E(kLzSeat, "end_phase {}");
    c.Invalid(kLzSeat, "craft { card: 30 pieces_rabbit: 1 }", "root.craft.pieces",
              "seed 001 蜥蜴教団 夜フェイズ《クラフトアクション》 追放種族と一致する庭園タイル");
  }
  {
    Case c("lizard_lost_soul_not_collected",
           "the Marquise's overwork card recorded as going to the discard, not the Lost Souls", cult);
    c.Open().E(kCat, "overwork { card: 21 clearing: 1 }");
    State wrong = c.S();
    wrong.lizard.lost_souls &= ~Bit(20);
    wrong.discard |= Bit(20);
    c.InvalidRecord(wrong, "seed 001 蜥蜴教団《死せる魂の集い》");
  }
  {
    Case c("lizard_revenge_skipped",
           "a defending Cult warrior removed, recorded as back in the supply, not an acolyte", cult);
    c.Open(CultHand({27, 18, 29})).E(kCat, "battle { clearing: 12 defender: 2 }");
    while (!c.failed() && c.S().battle.active && c.S().battle.stage < BattleStage::kRoll)
      c.E(ActorOf(c.S()), "pass {}");
    c.C("dice { first: 3 second: 0 }");
    c.Check(c.S().lizard.acolytes == 1, "one acolyte");
    State wrong = c.S();
    wrong.lizard.acolytes = 0;
    ++wrong.warrior_supply[Fi(Faction::kLizard)];
    c.InvalidRecord(wrong, "seed 001 蜥蜴教団《復讐者》");
  }
  {
    Case c("lizard_fear_of_the_faithful_card_not_in_hand",
           "the random discard names a card the Cult does not hold", cult);
    c.Open(CultHand({27, 18, 29})).E(kCat, "end_phase {}").FirstLegalTurn(kBird);
    c.E(kLzSeat, "end_phase {}")
        .E(kLzSeat, "ritual { kind: RECRUIT card: 27 clearing: 12 }")
        .E(kLzSeat, "ritual { kind: BUILD card: 18 clearing: 12 }")
        .E(kLzSeat, "end_phase {}")
        .E(kLzSeat, "end_phase {}");
    c.FirstLegalUntil([](const State& s) { return s.turn_seat == kCat && s.phase == Phase::kDaylight; })
        .E(kCat, "move { from: 9 to: 12 warriors: 1 }")
        .E(kCat, "move { from: 10 to: 12 warriors: 1 }")
        .E(kCat, "battle { clearing: 12 defender: 2 }");
    while (!c.failed() && c.S().battle.active && c.S().battle.stage < BattleStage::kRoll)
      c.E(ActorOf(c.S()), "pass {}");
    c.C("dice { first: 3 second: 0 }");
    c.FirstLegalUntil([](const State& s) { return s.random_discards > 0; });
    int absent = 1;
    while (((c.S().hand[kLzSeat] >> (absent - 1)) & 1) != 0) ++absent;
    c.Invalid(-1, absl::StrCat("random_card { card: ", absent, " }"), "root.lizard.fear_of_the_faithful",
              "seed 001 蜥蜴教団《棄教への恐怖》 手札1枚をランダムに");
  }
}

}  // namespace
}  // namespace arbiter::root::testing

namespace arbiter::root::testing {
namespace {

// ------------------------------------------------------------------ the Mechanical Marquise
// (seed 001 【メカ野候国】, 【スパイカード】). Seat 0 the Eyrie, seat 1 the automa
// (keep in 1, so one warrior everywhere but 3), seat 2 a third faction or
// none (or seat 0 the third faction, seat 2 the Eyrie). The deck: seat 0's
// hand, the automa's three (its first three orders, ascending), seat 2's,
// the automa's two more orders, then the rest ascending (the spies are the
// dominance ids 14, 28, 41, 54).

constexpr int kMechSeat = 1;
constexpr int kMechF = int(Faction::kMechanical);

struct MechOpening {
  std::vector<int> hand_e = {31, 15, 1};
  std::vector<int> orders = {3, 21, 30};
  std::vector<int> hand_3 = {16, 29, 44};
  std::vector<int> more = {17, 24};
  int keep = 1;
  std::string leader = "DESPOT";
};

Options MechOptions(std::vector<pb::root::Faction> third = {}) {
  Options o;
  o.factions = {pb::root::EYRIE, pb::root::MECH_MARQUISE};
  o.factions.insert(o.factions.end(), third.begin(), third.end());
  return o;
}

// The shuffle and every setup step (the Vagabond: the Thief in forest 1;
// the Company: warriors in 5, 10, 11, 7, prices 1, 2, 3), cut after
// `events` (-1: all).
Case& MechOpen(Case& c, const MechOpening& o = {}, int events = -1) {
  std::vector<int> order = o.hand_e;
  order.insert(order.end(), o.orders.begin(), o.orders.end());
  const int seats = int(c.S().players);
  if (seats > 2) order.insert(order.end(), o.hand_3.begin(), o.hand_3.end());
  order.insert(order.end(), o.more.begin(), o.more.end());
  for (int card = 1; card <= kNumCards; ++card)
    if (std::find(order.begin(), order.end(), card) == order.end()) order.push_back(card);
  // The seats by faction (the Eyrie and the third faction may sit in either
  // of seats 0 and 2).
  int eyrie = 0, third = seats > 2 ? 2 : -1;
  if (seats > 2 && c.S().faction[2] == Faction::kEyrie) eyrie = 2, third = 0;
  std::vector<std::pair<int, std::string>> steps = {
      {-1, ShuffleBody(order)},
      {kMechSeat, absl::StrCat("place_keep { clearing: ", o.keep, " }")},
      {eyrie, "place_starting_roost { clearing: 3 }"},
      {eyrie, absl::StrCat("choose_leader { leader: ", o.leader, " }")},
  };
  if (third >= 0 && c.S().faction[third] == Faction::kVagabond) {
    steps.push_back({third, "choose_character { character: THIEF }"});
    steps.push_back({third, "place_pawn { forest: 1 }"});
    steps.push_back({-1, "quest_shuffle { quests: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] }"});
    steps.push_back({-1, "ruin_items { items: [BAG, BOOT, SWORD, HAMMER] }"});
  }
  if (third >= 0 && c.S().faction[third] == Faction::kCompany) {
    for (int cl : {5, 10, 11, 7})
      steps.push_back({third, absl::StrCat("company_setup_warrior { clearing: ", cl, " }")});
    steps.push_back({third, "set_prices { hand_card: 1 riverboats: 2 mercenaries: 3 }"});
  }
  if (events >= 0) steps.resize(events);
  for (const auto& [seat, body] : steps) seat < 0 ? c.C(body) : c.E(seat, body);
  return c;
}

// A case built in one expression (the temporary lives to its end).
Case& MechOpen(Case&& c, const MechOpening& o = {}, int events = -1) { return MechOpen(c, o, events); }

// The Eyrie's first turn (EyrieFirstTurn: roost in 7 beside an automa
// warrior), then first listed events to the automa's turn.
Case& ToMechTurn(Case& c) {
  // The Company's purchase window opens the Eyrie's Birdsong: it passes.
  if (!c.failed() && ServicesPending(c.S())) c.E(0, "pass {}");
  for (const std::string& body : EyrieFirstTurnEvents()) c.E(0, body);
  c.FirstLegalTurn(0);
  return c.Check(c.S().turn_seat == kMechSeat, "the automa's turn");
}

bool MechBattleDue(const State& s) {
  return s.turn_seat == kMechSeat && !s.battle.active && ActorOf(s) == kMechSeat &&
         s.fstep >= uint8_t(MechStep::kBattles) && s.fstep < uint8_t(MechStep::kMoves);
}
bool MechMoveDue(const State& s) {
  return s.turn_seat == kMechSeat && !s.battle.active && ActorOf(s) == kMechSeat &&
         s.fstep >= uint8_t(MechStep::kMoves) && s.fstep <= uint8_t(MechStep::kLast);
}

// The Eyrie in its first Daylight (Bake Sale in the recruit column).
Case& EyrieDaylight(Case& c) {
  c.E(0, "add_to_decree { card: 31 column: COL_RECRUIT }").E(0, "end_phase {}");
  return c.Check(c.S().fstep == uint8_t(EyrieStep::kDaylight), "the Eyrie's Daylight");
}

TEST(RootCorpus, MechanicalCases) {
  const Options two = MechOptions();
  {
    Case c("mechanical_turn_derived",
           "the automa's first turn: Armorers (bird) battles in 7, recruits in the fox clearings it rules, "
           "Evening refills five orders",
           two);
    ToMechTurn(MechOpen(c)).FirstLegalTurn(kMechSeat);
    int orders = 0;
    for (int8_t card : c.S().mechanical.row) orders += card >= 0;
    c.Check(c.S().turn_seat == 0 && orders == kMechOrders && c.S().hand[kMechSeat] == 0, "five orders, no hand")
        .Valid("seed 001 【メカ野候国】 朝フェイズ《勝利点の獲得》; 昼フェイズ 1.戦闘 3.募兵; 夜フェイズ《実行命令の補充》");
  }
  {
    // Royal Claim first: four at the keep; the next turn's fox order moves
    // all but three out of 1.
    Case c("mechanical_recruit_keep_then_move",
           "Royal Claim recruits four at the keep; the next fox order moves all but three from 1", two);
    ToMechTurn(MechOpen(c, {.orders = {10, 21, 30}})).FirstLegalTurn(kMechSeat);
    c.Check(c.S().warriors[kMechF][0] == 5, "four recruited at the keep in 1").FirstLegalTurn(0);
    c.FirstLegalUntil(MechMoveDue);
    const std::vector<pb::Event> legal = c.Legal();
    c.Check(legal.size() == 1 && legal[0].root().move().from() == 1 && legal[0].root().move().warriors() == 2,
            "the move due: two from 1");
    c.FirstLegalTurn(kMechSeat)
        .Check(c.S().warriors[kMechF][0] == 3, "three left in 1")
        .Valid("seed 001 【メカ野候国】 3.募兵 [五角形シンボル]; 2.移動 (元の広場に3体を残し)");
  }
  {
    Case c("mechanical_recruit_skipped", "a log that leaves out the four warriors Royal Claim recruits", two);
    ToMechTurn(MechOpen(c, {.orders = {10, 21, 30}})).FirstLegalTurn(kMechSeat);
    State wrong = c.S();
    wrong.warriors[kMechF][0] = uint8_t(wrong.warriors[kMechF][0] - 4);
    wrong.warrior_supply[kMechF] = uint8_t(wrong.warrior_supply[kMechF] + 4);
    c.InvalidRecord(wrong, "seed 001 【メカ野候国】 3.募兵 (a forced step: the digest shows it)");
  }
  {
    Case c("mechanical_tax_collector_recruits_one_everywhere",
           "Tax Collector (one of each suit) recruits one warrior in every clearing it rules", two);
    ToMechTurn(MechOpen(c, {.orders = {24, 30, 43}, .more = {17, 18}}));
    const int before = c.S().warrior_supply[kMechF];
    c.FirstLegalTurn(kMechSeat)
        .Check(c.S().warrior_supply[kMechF] < before, "warriors recruited")
        .Valid("seed 001 【メカ野候国】 3.募兵 [3種族が1個ずつ]");
  }
  {
    Case c("mechanical_no_cost_next_order",
           "Ambush! (no crafting cost) first: nothing recruited, the next order is carried out", two);
    ToMechTurn(MechOpen(c, {.orders = {2, 21, 30}}));
    c.FirstLegalTurn(kMechSeat)
        .Check(c.S().turn_seat == 0, "the turn went on past the order without a cost")
        .Valid("seed 001 【メカ野候国】《クラフト欄がない場合》");
  }
  MechOpen(Case("mechanical_keep_not_in_a_corner", "the automa's keep in clearing 5", two), {}, 1)
      .Invalid(kMechSeat, "place_keep { clearing: 5 }", "root.mechanical.setup",
               "seed 001 【メカ野候国】 ④ (猫野候国の準備: the keep in a corner; facts 10.1.2)");
  {
    Case c("mechanical_battle_in_the_wrong_clearing", "the automa battles in 2 where its battle due is in 7", two);
    ToMechTurn(MechOpen(c)).FirstLegalUntil(MechBattleDue);
    c.Invalid(kMechSeat, "battle { clearing: 2 defender: 0 }", "root.mechanical.battle",
              "seed 001 【メカ野候国】 1.戦闘 (兵士コマと敵の配置物の両方が存在する各広場)");
  }
  {
    Case c("mechanical_ambush_against_it", "the Eyrie plays an ambush against the automa's battle", two);
    ToMechTurn(MechOpen(c)).FirstLegalUntil(MechBattleDue);
    const std::vector<pb::Event> legal = c.Legal();
    if (!legal.empty()) c.Do(legal[0]);
    c.Check(c.S().battle.active, "the automa's battle")
        .Invalid(0, "ambush { card: 1 }", "root.mechanical.hates_surprises", "seed 001 【メカ野候国】《奇襲嫌い》");
  }
  {
    Case c("mechanical_move_leaves_other_than_three", "the automa moves all five from 1, leaving none", two);
    ToMechTurn(MechOpen(c, {.orders = {10, 21, 30}})).FirstLegalTurn(kMechSeat).FirstLegalTurn(0);
    c.FirstLegalUntil(MechMoveDue);
    std::vector<pb::Event> legal = c.Legal();
    if (legal.size() == 1) {
      pb::Event e = legal[0];
      e.mutable_root()->mutable_move()->set_warriors(e.root().move().warriors() + 3);
      c.InvalidPb(e, "root.mechanical.move", "seed 001 【メカ野候国】 2.移動 (元の広場に3体を残し)");
    } else {
      c.Check(false, "one move due");
    }
  }
  // The spies: the Eyrie holds the fox spy (28) and the rabbit spy (41);
  // the automa's orders are 21 (fox), 30 (rabbit), 43 (mouse), 17 (fox), 24 (fox).
  const MechOpening spies{.hand_e = {31, 28, 41}, .orders = {43, 21, 30}};
  {
    Case c("mechanical_spy_match", "the fox spy looks at the first order (fox): discarded beside the map", two);
    EyrieDaylight(MechOpen(c, spies)).E(0, "spy_look { card: 28 order: 1 seen: 21 }");
    c.Check(!InHand(c.S(), 0, 27) && c.S().mechanical.spy_swap < 0, "the spy left the hand, no swap due")
        .Valid("seed 001 【スパイカード】 (種類が一致した場合、そのスパイカードは捨て札)");
  }
  {
    Case c("mechanical_spy_swap", "the fox spy looks at the second order (rabbit): it swaps places with the fourth",
           two);
    EyrieDaylight(MechOpen(c, spies))
        .E(0, "spy_look { card: 28 order: 2 seen: 30 }")
        .E(0, "spy_swap { order: 4 }");
    c.Check(c.S().mechanical.row[1] == 16 && c.S().mechanical.row[3] == 29 && InHand(c.S(), 0, 27),
            "orders 2 and 4 swapped, the spy kept")
        .Valid("seed 001 【スパイカード】 (一致しなかった場合…位置を入れ替えます)");
  }
  EyrieDaylight(MechOpen(Case("mechanical_spy_second_look", "a second spy look in one turn", two), spies))
      .E(0, "spy_look { card: 28 order: 2 seen: 30 }")
      .E(0, "spy_swap { order: 4 }")
      .Invalid(0, "spy_look { card: 41 order: 1 seen: 21 }", "root.mechanical.spy_once_per_turn",
               "seed 001 【スパイカード】 (確認できるのは1手番につき1枚まで)");
  EyrieDaylight(MechOpen(Case("mechanical_spy_wrong_card_seen", "a look that names a card not in that place", two),
                         spies))
      .Invalid(0, "spy_look { card: 28 order: 1 seen: 30 }", "root.mechanical.spy_look",
               "seed 001 【スパイカード】 (実行命令カードの中から1枚を選んで確認)");
  EyrieDaylight(MechOpen(Case("mechanical_spy_swap_skipped", "the decree goes on before the swap due", two), spies))
      .E(0, "spy_look { card: 28 order: 2 seen: 30 }")
      .Invalid(0, "recruit { clearing: 3 decree_card: 31 }", "root.mechanical.spy_swap",
               "seed 001 【スパイカード】 (一致しなかった場合、別の実行命令カード1枚を選び)");
  EyrieDaylight(MechOpen(Case("mechanical_spy_activated", "a spy activated as a dominance card", two), spies))
      .Invalid(0, "activate_dominance { card: 28 }", "root.mechanical.spy_no_victory",
               "seed 001 【スパイカード】 (勝利条件の変更能力のみがありません)");
  // With the Vagabond (the Thief in forest 1): a take from it, an aid.
  const Options vagabond = MechOptions({pb::root::VAGABOND});
  {
    Case c("mechanical_thief_steals_from_it", "the Thief steals from the automa: a draw from the deck", vagabond);
    MechOpen(c).FirstLegalTurn(0).FirstLegalTurn(kMechSeat);
    c.Check(c.S().turn_seat == 2, "the Vagabond's turn");
    const int hand = Popcount(c.S().hand[2]);
    c.E(2, "slip { to { clearing: 1 } }").E(2, "special { target: 1 }");
    c.Check(Popcount(c.S().hand[2]) == hand + 1, "a card drawn from the deck")
        .Valid("seed 001 【メカ野候国】《不器用》 (手札を奪う効果…山札から1枚引きます); facts 4.1 Thief");
  }
  {
    Case c("mechanical_aid_takes_an_item_for_sale",
           "the Vagabond aids the automa with a fox card and takes the bag of its Items for Sale", vagabond);
    MechOpen(c).FirstLegalTurn(0).FirstLegalTurn(kMechSeat);
    const int vp = c.S().vp[kMechSeat];
    c.E(2, "slip { to { clearing: 1 } }").E(2, "aid { target: 1 card: 16 spent: TEA take: BAG }");
    c.Check(mechanical::ForSale(c.S().mechanical, int(Item::kBag)) == 0, "the bag left the box")
        .Check(c.S().vp[kMechSeat] == vp + 1, "1 VP for the card given")
        .Valid("seed 001 【メカ野候国】《不器用》 (手札を与える効果…1勝利点), ③ 販売アイテムボックス (facts 10.1.6, README)");
  }
  // With the Company: its warriors in 5, 10, 11 and 7 beside the automa's.
  {
    Case c("mechanical_defender_most_pieces",
           "the automa's bird order battles in 7, where the Eyrie (two warriors and a roost) has more pieces "
           "than the Company (one warrior)",
           MechOptions({pb::root::COMPANY}));
    ToMechTurn(MechOpen(c)).FirstLegalUntil([](const State& s) { return s.battle.active && s.battle.clearing == 6; });
    c.Check(c.S().battle.defender == 0, "the Eyrie defends in 7")
        .FirstLegalTurn(kMechSeat)
        .Valid("seed 001 【メカ野候国】 1.戦闘 (配置物が最も多い＞勝利点が最も多い＞ゲームの準備が早い順番)");
  }
  // With the Company: the automa's purchase window closes at once.
  {
    Case c("mechanical_buys_a_service", "a service bought for the automa's seat", MechOptions({pb::root::COMPANY}));
    ToMechTurn(MechOpen(c)).FirstLegalUntil(MechBattleDue);
    c.Invalid(kMechSeat, "buy_service { service: HAND_CARD card: 16 paid_with: MECH_MARQUISE }",
              "root.mechanical.no_services",
              "seed 001 【メカ野候国】 朝フェイズ (《勝利点の獲得》 alone); 【河民商団】「業務提供」");
  }
}


// ---- The Mechanical Marquise's ties (seed 001 【メカ野候国】 1.戦闘, 2.移動).

// Eyrie (Commander), automa, Vagabond (the Thief): the Eyrie kills the
// automa's warrior in 7; the automa's Armorers recruits one in each fox
// clearing it rules; the Vagabond explores the ruin of 6 (1 VP); the Eyrie
// moves one warrior into 6 and battles the automa there (two to one). The
// automa's Root Tea (fox) then battles in 6, where the Eyrie (one warrior,
// 0 VP) and the Vagabond (its pawn, 1 VP) tie on pieces.
Case& DefenderTieMostVp(Case& c) {
  MechOpen(c, {.leader = "COMMANDER"});
  c.E(0, "add_to_decree { card: 31 column: COL_RECRUIT }").E(0, "end_phase {}");
  c.E(0, "recruit { clearing: 3 decree_card: 31 }")
      .E(0, absl::StrCat("move { from: 3 to: 7 warriors: 2 decree_card: ", kVizier1, " }"))
      .E(0, absl::StrCat("battle { clearing: 7 defender: 1 decree_card: ", kVizier2, " }"))
      .FirstLegalTurn(0);  // dice 0 0: the Commander's extra hit alone
  c.Check(c.S().turn_seat == 2, "the automa's turn went by without a decision").FirstLegalTurn(1);
  c.E(2, "slip { to { clearing: 2 } }").E(2, "vagabond_move { to: 6 }").E(2, "explore { found: BAG }");
  c.E(2, "end_phase {}").FirstLegalTurn(2);
  c.E(0, "add_to_decree { card: 1 column: COL_RECRUIT }").E(0, "end_phase {}");
  c.E(0, "recruit { clearing: 3 decree_card: 31 }")
      .E(0, "recruit { clearing: 3 decree_card: 1 }")
      .E(0, absl::StrCat("move { from: 3 to: 6 warriors: 1 decree_card: ", kVizier1, " }"))
      .E(0, absl::StrCat("battle { clearing: 6 defender: 1 decree_card: ", kVizier2, " }"))
      .FirstLegalTurn(0);
  const State& s = c.S();
  return c.Check(MechBattleDue(s) && s.warriors[kMechF][5] == 1 && s.warriors[int(Faction::kEyrie)][5] == 1 &&
                     s.vp[0] == 0 && s.vp[2] == 1,
                 "the automa's battle due in 6: one warrior each, the Eyrie 0 VP, the Vagabond 1");
}

// Vagabond (the Thief), automa, Eyrie: the Vagabond explores the ruin of 6
// (1 VP); the automa battles it there (no hits) and recruits one in each fox
// clearing it rules; the Eyrie (Despot) moves one warrior into 6 and builds
// a roost in 7 (1 VP in its Evening); the Vagabond passes. The automa's Root
// Tea (fox) then battles in 6, where the Vagabond (seat 0) and the Eyrie
// (seat 2) tie on pieces (one each) and on VP (one each).
Case& DefenderTieSetupOrder(Case& c) {
  MechOpen(c, {.hand_e = {16, 29, 44}, .hand_3 = {31, 15, 1}});
  c.E(0, "slip { to { clearing: 2 } }").E(0, "vagabond_move { to: 6 }").E(0, "explore { found: BAG }");
  c.E(0, "end_phase {}").FirstLegalTurn(0).FirstLegalTurn(1);
  c.E(2, "add_to_decree { card: 31 column: COL_RECRUIT }")
      .E(2, "add_to_decree { card: 1 column: COL_MOVE }")
      .E(2, "recruit { clearing: 3 decree_card: 31 }")
      .E(2, absl::StrCat("move { from: 3 to: 7 warriors: 2 decree_card: ", kVizier1, " }"))
      .E(2, "move { from: 3 to: 6 warriors: 1 decree_card: 1 }")
      .E(2, absl::StrCat("build { building: ROOST clearing: 7 decree_card: ", kVizier2, " }"))
      .FirstLegalTurn(2);
  c.E(0, "end_phase {}").E(0, "end_phase {}").FirstLegalTurn(0);
  const State& s = c.S();
  return c.Check(MechBattleDue(s) && s.warriors[int(Faction::kEyrie)][5] == 1 && s.vp[0] == 1 && s.vp[2] == 1,
                 "the automa's battle due in 6: the Vagabond and the Eyrie one piece and 1 VP each");
}

// Eyrie, automa, Company: Favor of the Foxes recruits three in each fox
// clearing it rules (four each in 1, 6, 8, 12); the Company passes; the Eyrie
// takes 11 (two warriors and a roost). Root Tea (fox) then moves one from
// each: 1 (to 5, tied with 10 on one Company warrior), 6, 8, 12 (to 7, tied
// with 11 on four enemy pieces), in chart order.
Case& MoveTies(Case& c) {
  MechOpen(c, {.orders = {17, 21, 30}, .more = {22, 24}});
  if (!c.failed() && ServicesPending(c.S())) c.E(0, "pass {}");
  for (const std::string& body : EyrieFirstTurnEvents()) c.E(0, body);
  c.FirstLegalTurn(0);
  c.Check(c.S().turn_seat == 2, "the automa's turn went by without a decision");
  c.E(2, "end_phase {}").E(2, "set_prices { hand_card: 1 riverboats: 2 mercenaries: 3 }");
  if (!c.failed() && ServicesPending(c.S())) c.E(0, "pass {}");
  c.E(0, "add_to_decree { card: 1 column: COL_RECRUIT }").E(0, "end_phase {}");
  c.E(0, "recruit { clearing: 3 decree_card: 31 }")
      .E(0, "recruit { clearing: 3 decree_card: 1 }")
      .E(0, absl::StrCat("move { from: 3 to: 11 warriors: 2 decree_card: ", kVizier1, " }"))
      .E(0, absl::StrCat("build { building: ROOST clearing: 11 decree_card: ", kVizier2, " }"))
      .FirstLegalTurn(0);
  const std::vector<pb::Event> legal = c.Legal();
  return c.Check(MechMoveDue(c.S()) && legal.size() == 1 && legal[0].root().move().from() == 1 &&
                     legal[0].root().move().to() == 5 && legal[0].root().move().warriors() == 1,
                 "the automa's first move due: one from 1 to 5");
}

TEST(RootCorpus, MechanicalTies) {
  {
    Case c("mechanical_defender_tie_most_vp",
           "in 6 the Eyrie (one warrior, 0 VP) and the Vagabond (its pawn, 1 VP) tie on pieces: the Vagabond, "
           "with more VP, defends",
           MechOptions({pb::root::VAGABOND}));
    DefenderTieMostVp(c).FirstLegalUntil([](const State& s) { return s.battle.active && s.battle.clearing == 5; });
    c.Check(c.S().battle.defender == 2, "the Vagabond defends in 6")
        .FirstLegalTurn(kMechSeat)
        .Valid("seed 001 【メカ野候国】 1.戦闘 (配置物が最も多い＞勝利点が最も多い)");
  }
  {
    Case c("mechanical_defender_tie_most_vp_other",
           "the automa battles the Eyrie in 6, where the Vagabond ties it on pieces and has more VP",
           MechOptions({pb::root::VAGABOND}));
    DefenderTieMostVp(c).Invalid(kMechSeat, "battle { clearing: 6 defender: 0 }", "root.mechanical.battle",
                                 "seed 001 【メカ野候国】 1.戦闘 (配置物が最も多い＞勝利点が最も多い)");
  }
  Options vagabond_first;
  vagabond_first.factions = {pb::root::VAGABOND, pb::root::MECH_MARQUISE, pb::root::EYRIE};
  {
    Case c("mechanical_defender_tie_setup_order",
           "in 6 the Vagabond (seat 0) and the Eyrie (seat 2) tie on pieces and VP: the Eyrie, earlier in the "
           "setup order, defends",
           vagabond_first);
    DefenderTieSetupOrder(c).FirstLegalUntil(
        [](const State& s) { return s.battle.active && s.battle.clearing == 5; });
    c.Check(c.S().battle.defender == 2, "the Eyrie defends in 6")
        .FirstLegalTurn(kMechSeat)
        .Valid("seed 001 【メカ野候国】 1.戦闘 (＞ゲームの準備が早い順番 [猫野候国]→[鷲巣王朝]→[森林連合]→[放浪部族])");
  }
  {
    Case c("mechanical_defender_tie_setup_order_other",
           "the automa battles the Vagabond in 6, where the Eyrie ties it on pieces and VP and sets up earlier",
           vagabond_first);
    DefenderTieSetupOrder(c).Invalid(
        kMechSeat, "battle { clearing: 6 defender: 0 }", "root.mechanical.battle",
        "seed 001 【メカ野候国】 1.戦闘 (＞ゲームの準備が早い順番 [猫野候国]→[鷲巣王朝]→[森林連合]→[放浪部族])");
  }
  const Options company = MechOptions({pb::root::COMPANY});
  {
    Case c("mechanical_move_ties",
           "Root Tea moves one from each of 1, 6, 8, 12 in chart order: from 1 to 5 (tied with 10), from 12 to 7 "
           "(tied with 11)",
           company);
    MoveTies(c);
    std::vector<std::pair<int, int>> moves;
    while (!c.failed() && MechMoveDue(c.S())) {
      const std::vector<pb::Event> legal = c.Legal();
      if (legal.size() != 1 || !legal[0].root().has_move()) break;
      moves.push_back({legal[0].root().move().from(), legal[0].root().move().to()});
      c.Do(legal[0]);
    }
    const std::vector<std::pair<int, int>> want = {{1, 5}, {6, 3}, {8, 7}, {12, 7}};
    c.Check(moves == want, "moves 1->5, 6->3, 8->7, 12->7")
        .FirstLegalTurn(kMechSeat)
        .Valid("seed 001 【メカ野候国】 2.移動 (「広場優先順チャート」の順番; 同数の場合、優先順チャートの数字が最も小さい広場)");
  }
  {
    Case c("mechanical_move_tie_not_lowest",
           "the automa moves from 1 to 10, tied with 5 on enemy pieces but later on the chart", company);
    MoveTies(c).Invalid(kMechSeat, "move { from: 1 to: 10 warriors: 1 }", "root.mechanical.move",
                        "seed 001 【メカ野候国】 2.移動 (同数の場合、優先順チャートの数字が最も小さい広場)");
  }
  {
    Case c("mechanical_move_source_out_of_order", "the automa moves from 6 before the move due from 1", company);
    MoveTies(c).Invalid(kMechSeat, "move { from: 6 to: 3 warriors: 1 }", "root.mechanical.move",
                        "seed 001 【メカ野候国】 2.移動 (「広場優先順チャート」の順番で各広場を確認)");
  }
}

}  // namespace
}  // namespace arbiter::root::testing
