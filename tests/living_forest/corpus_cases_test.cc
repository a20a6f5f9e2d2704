// The Living Forest conformance cases, written as scripts run through the
// registered game. Each script asserts that every step behaves as the case
// says (accepted, or rejected at that event with that rule id). With
// ARBITER_WRITE_CORPUS=1 (and ARBITER_SOURCE_DIR) it also writes them to
// corpus/living_forest/{valid,invalid}/<name>.textproto; conformance_test.cc
// then replays the files independently.
#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/living_forest/codec.h"
#include "engine/living_forest/derived.h"
#include "engine/living_forest/legal.h"
#include "engine/living_forest/rules.h"
#include "gtest/gtest.h"
#include "tests/living_forest/lf_test_util.h"
#include "tests/testing/corpus_file.h"
#include "tests/testing/one_line.h"

namespace arbiter::living_forest::testing {
namespace {

using ET = EventType;
namespace lf = pb::living_forest;

constexpr const char* kSeed = "002_4c65461fc39b03da.txt ";

// Deck orders (top first) used by most cases: seat 0 starts with suns, seat 1
// with drops and plants.
const std::vector<int> kDeck0 = {kWeasel, kBeetle, kTanuki, kHare, kGoldfish, kHummingbird,
                                 kBee, kBear, kFawn, kBaboon, kBoar, kLynx, kFox, kOwl};
const std::vector<int> kDeck1 = {kHummingbird, kBear, kBee, kGoldfish, kHare, kFawn, kWeasel,
                                 kBaboon, kTanuki, kBoar, kBeetle, kLynx, kFox, kOwl};
const std::vector<int> kDeckSolitaryFirst = {kBear, kBeetle, kLynx, kFox, kOwl, kGoldfish,
                                             kTanuki, kBoar, kWeasel, kHare, kFawn,
                                             kHummingbird, kBee, kBaboon};
// Level 1 stack, top first: the display shows Hedgehog, Caterpillar,
// Flamingo, Beaver; Raven and Meerkat come next.
const std::vector<int> kLevel1 = {15, 16, 17, 25, 26, 29, 35, 36, 37, 23, 24, 18,
                                  19, 20, 21, 22, 27, 28, 30, 31, 32, 33, 34};
constexpr int kBeaver = 25, kRaven = 26;

using ::arbiter::testing::CheckCorpusFile;
using ::arbiter::testing::OneLine;

class Case {
 public:
  Case(std::string name, int players, std::string note,
       std::vector<std::vector<int>> decks = {})
      : name_(std::move(name)) {
    pb::Header* h = log_.mutable_header();
    h->set_format_version(1);
    h->set_rules_version(1);
    h->set_match_id(absl::StrCat("lf-conformance-", name_));
    h->set_game("living_forest");
    h->set_players(players);
    h->mutable_living_forest();
    h->mutable_provenance()->set_source("conformance");
    h->mutable_provenance()->set_note(note);
    note_ = note;
    match_ = *FindGame("living_forest")->NewMatch(*h);
    decks_ = decks;
    while (static_cast<int>(decks_.size()) < players) {
      decks_.push_back(decks_.size() % 2 == 0 ? kDeck0 : kDeck1);
    }
  }

  const State& S() const { return AsTyped<LivingForestRules>(*match_)->state(); }

  Case& Setup() {
    for (int seat = 0; seat < S().players; ++seat) {
      Event e = Ev(ET::kShuffleDeck, seat);
      for (int k : decks_[seat]) e.cards[e.n++] = static_cast<uint8_t>(k);
      Do(e);
    }
    for (int level = 0; level < kNumLevels; ++level) {
      Event e = Ev(ET::kShuffleStack, 0);
      e.level = static_cast<uint8_t>(level);
      for (int i = 0; i < kLevelSize[level]; ++i) {
        e.cards[e.n++] = static_cast<uint8_t>(level == 0 ? kLevel1[i] : kLevelFirst[level] + i);
      }
      Do(e);
    }
    return *this;
  }

  Case& Do(const Event& e) {
    pb::Event out;
    EncodeEvent(e, &out);
    return DoPb(out);
  }
  Case& DoPb(const pb::Event& out) {
    if (failed_) return *this;
    absl::Status st = match_->Apply(out);
    if (!st.ok()) {
      failed_ = true;
      ADD_FAILURE() << name_ << ": event " << log_.events_size() << " "
                    << match_->EventText(out) << " rejected: " << st << "\n"
                    << match_->StateText();
      return *this;
    }
    *log_.add_events() = out;
    return *this;
  }
  // Appends the first `count` events of `log` (they must be accepted).
  Case& Replay(const pb::MatchLog& log, int count) {
    for (int i = 0; i < count && i < log.events_size(); ++i) {
      pb::Event e = log.events(i);
      e.clear_checkpoint();
      DoPb(e);
    }
    return *this;
  }
  Case& Do(ET type, int seat) { return Do(Ev(type, seat)); }
  Case& Reveal(int seat, int n) {
    for (int i = 0; i < n; ++i) Do(ET::kReveal, seat);
    return *this;
  }
  Case& StopAll() {
    for (int seat = 0; seat < S().players; ++seat) {
      if (!S().p[seat].stopped) Do(ET::kStop, seat);
    }
    return *this;
  }
  // Plays the acting seat's turn with the first listed event each time.
  Case& FirstLegalTurn() {
    const int seat = S().turn;
    const uint16_t round = S().round;
    while (!failed_ && S().phase == Phase::kAction && S().turn == seat && S().round == round) {
      Event first;
      bool found = false;
      LegalEvents(S(), [&](const Event& e) {
        if (!found) first = e;
        found = true;
      });
      if (!found) break;
      Do(first);
    }
    return *this;
  }
  // Plays other seats' turns (first listed events) until `seat` acts.
  Case& UntilTurn(int seat) {
    int guard = 0;
    while (!failed_ && S().phase == Phase::kAction && S().turn != seat && guard++ < 8) {
      FirstLegalTurn();
    }
    return *this;
  }
  Case& FinishRound() {
    const uint16_t round = S().round;
    while (!failed_ && S().phase == Phase::kAction && S().round == round) FirstLegalTurn();
    return *this;
  }
  // Reveals `n` cards for every seat, then stops all.
  Case& GuardianAll(int n) {
    for (int seat = 0; seat < S().players; ++seat) Reveal(seat, n);
    return StopAll();
  }
  Case& Check(bool ok, const std::string& what) {
    if (!failed_ && !ok) {
      failed_ = true;
      ADD_FAILURE() << name_ << ": " << what << "\n" << match_->StateText();
    }
    return *this;
  }

  absl::Status TryApply(const pb::Event& e) { return match_->Clone()->Apply(e); }

  void Valid() {
    if (failed_) return;
    log_.mutable_expect()->mutable_valid();
    log_.mutable_expect()->set_issue(note_);
    Write("valid");
  }
  void Invalid(const Event& e, const std::string& rule) {
    pb::Event out;
    EncodeEvent(e, &out);
    InvalidPb(out, rule);
  }
  void InvalidPb(const pb::Event& out, const std::string& rule) {
    if (failed_) return;
    absl::Status st = match_->Clone()->Apply(out);
    std::string got = st.ok() ? "<accepted>" : RuleOf(st);
    if (got != rule) {
      ADD_FAILURE() << name_ << ": expected " << rule << ", got " << got << "\n"
                    << match_->StateText();
      return;
    }
    pb::Expectation* x = log_.mutable_expect();
    x->mutable_invalid()->set_event_index(log_.events_size());
    x->mutable_invalid()->set_rule_id(rule);
    x->set_issue(note_);
    *log_.add_events() = out;
    Write("invalid");
  }

 private:
  // Writes the case (ARBITER_WRITE_CORPUS=1) or compares it with the file.
  void Write(const char* kind) {
    CheckCorpusFile(absl::StrCat("corpus/living_forest/", kind, "/", name_, ".textproto"),
                    absl::StrCat("Living Forest conformance case (generated by\n"
                                 "tests/living_forest/corpus_cases_test.cc): ", note_),
                    log_);
  }

  std::string name_;
  std::string note_;
  pb::MatchLog log_;
  std::unique_ptr<Match> match_;
  std::vector<std::vector<int>> decks_;
  bool failed_ = false;
};

// The log of the first seeded random game of `players` in which some event
// satisfies `pred`, and that event's index (the seed is remembered).
pb::MatchLog g_prefix;
pb::MatchLog& PrefixLog(int) { return g_prefix; }
int FirstIndex(int players, const std::function<bool(const pb::Event&)>& pred) {
  PlayOptions options;
  options.players = players;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    options.seed = seed;
    PlayoutOptions playout;
    playout.checkpoint_every = 0;
    playout.golden = false;
    absl::StatusOr<pb::MatchLog> log = PlayRandomGame(*FindGame("living_forest"), options, playout);
    if (!log.ok()) continue;
    for (int i = 0; i < log->events_size(); ++i) {
      if (pred(log->events(i))) {
        g_prefix = *log;
        return i;
      }
    }
  }
  ADD_FAILURE() << "no random game shows the situation";
  return -1;
}

// Like FirstIndex, on the state after each event.
int FirstStateIndex(int players, const std::function<bool(const State&)>& pred) {
  PlayOptions options;
  options.players = players;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    options.seed = seed;
    PlayoutOptions playout;
    playout.checkpoint_every = 0;
    playout.golden = false;
    absl::StatusOr<pb::MatchLog> log = PlayRandomGame(*FindGame("living_forest"), options, playout);
    if (!log.ok()) continue;
    auto match = *FindGame("living_forest")->NewMatch(log->header());
    for (int i = 0; i < log->events_size(); ++i) {
      if (!match->Apply(log->events(i)).ok()) break;
      if (pred(AsTyped<LivingForestRules>(*match)->state())) {
        g_prefix = *log;
        return i;
      }
    }
  }
  ADD_FAILURE() << "no random game shows the situation";
  return -1;
}

// Like FirstStateIndex, for the first state in which `candidates` offers an
// event the reducer rejects with `rule`; that event is stored in *bad.
using Candidates =
    std::function<void(const State&, const std::function<bool(const Event&)>&)>;
int FirstRejecting(int players, const std::string& rule, const Candidates& candidates,
                   Event* bad) {
  return FirstStateIndex(players, [&](const State& s) {
    bool found = false;
    candidates(s, [&](const Event& e) {
      if (!found && RuleOf(Apply(s, e)) == rule) {
        *bad = e;
        found = true;
      }
      return found;
    });
    return found;
  });
}

std::string Note(const char* section, const char* what) {
  return absl::StrCat(kSeed, section, ": ", what);
}

// ---------------------------------------------------------------- valid

TEST(LivingForestCorpus, ValidCases) {
  Case("setup_two_players", 2, Note("準備", "two decks and three stacks shuffled by explicit orders"))
      .Setup().Valid();
  Case("setup_three_players", 3, Note("準備", "three players: start rocks 2, 6, 10; one tree of each cost 3-5 removed"))
      .Setup().Check(true, "").Valid();
  {
    Case c("setup_four_players_guardian", 4,
           Note("1.守護獣フェイズ", "four players reveal and stop; the action phase starts with the holder"));
    c.Setup().GuardianAll(2).Check(c.S().phase == Phase::kAction && c.S().turn == 0, "action phase")
        .Valid();
  }
  {
    Case c("guardian_interleaved", 2,
           Note("1.守護獣フェイズ", "players reveal simultaneously: any interleaving of their reveals is accepted"));
    c.Setup().Do(ET::kReveal, 1).Do(ET::kReveal, 0).Do(ET::kReveal, 0).Do(ET::kStop, 0)
        .Do(ET::kReveal, 1).Do(ET::kReveal, 1).Do(ET::kStop, 1).Valid();
  }
  {
    Case c("guardian_stop_at_three_solitaries", 2,
           Note("1.守護獣フェイズ", "the third uncancelled solitary marker forces a stop; one action follows"),
           {kDeckSolitaryFirst, kDeck1});
    c.Setup().Reveal(0, 3).Do(ET::kStop, 0).Reveal(1, 2).Do(ET::kStop, 1)
        .Do(ET::kTakeFragment, 0)
        .Check(c.S().turn == 1, "one action with three solitaries").Valid();
  }
  {
    Case c("action_round_one", 2,
           Note("2.アクションフェイズ", "attract in a chosen order, move to a fragment rock, extinguish, take a fragment; then the end of round"));
    c.Setup().Reveal(0, 4).Reveal(1, 4).StopAll()
        .Do(ET::kAttract, 0).Do(AttractCardEv(0, kHedgehog)).Do(AttractCardEv(0, kCaterpillar))
        .Do(ET::kEndAttract, 0).Do(MoveEv(0, 1))
        .Do(ExtinguishEv(1, 1, 0, 0)).Do(ET::kTakeFragment, 1)
        .Check(c.S().round == 2 && c.S().holder == 1, "round 2, Sacred Tree with seat 1")
        .Check(c.S().centre[0] == 2, "two value-2 fires for two level-1 guardians")
        .Check(c.S().display[0][0] == kRaven, "display refilled from the level-1 stack")
        .Check(c.S().p[0].deck.cards[c.S().p[0].deck.n - 1] == kCaterpillar, "last attracted on top")
        .Valid();
  }
  {
    Case c("plant_tree_and_corner", 2,
           Note("2.アクションフェイズ 護りの木を植える", "plant next to the forest; a later corner planting gives two fragments"));
    c.Setup().Reveal(0, 1).Reveal(1, 3).StopAll()  // seat 1: 2 drops, 3 plants
        .FirstLegalTurn()
        .Do(PlantEv(1, 0, 1, 3)).Do(ET::kTakeFragment, 1)
        .Check(c.S().p[1].forest[8] == 0, "Tree3A planted at row 1 column 3").Valid();
  }
  {
    Case c("onibi_attacks_spirits", 2,
           Note("3.ラウンド終了フェイズ 1.鬼火が精霊達を襲う", "a player whose water is below the fire takes one fire card per token into the discard"));
    c.Setup().Reveal(0, 2).Reveal(1, 2).StopAll().FinishRound()
        .Check(c.S().burn_cards == kNumFireCards - 1, "one fire card dealt (seat 0 has no water)")
        .Check(c.S().p[0].discard.cards[0] == kFire, "to seat 0's discard pile").Valid();
  }
  {
    Case c("guardian_send_away", 2,
           Note("1.守護獣フェイズ", "a fragment sends the card just revealed to the discard pile"));
    c.Setup().Reveal(0, 1).Reveal(1, 1).StopAll().FinishRound()  // both take a fragment
        .Check(c.S().p[0].fragments == 1, "seat 0 holds a fragment")
        .Do(ET::kReveal, 0).Do(ET::kSendAway, 0).Do(ET::kReveal, 0).StopAll().Valid();
  }
  {
    Case c("guardian_reshuffle_with_fire_card", 2,
           Note("1.守護獣フェイズ", "drawing from an empty deck reshuffles the discard, fire cards included, by an explicit order"));
    c.Setup().Reveal(0, 2).Reveal(1, 1).StopAll().FinishRound();  // seat 0 burned
    // Reveal the rest of seat 0's deck over the next rounds.
    while (c.S().p[0].deck.n > 0 && c.S().round < 8) {
      const PlayerState& p = c.S().p[0];
      int n = 0;
      while (n < p.deck.n && UncancelledSolitary(c.S().p[0]) < kMaxSolitary) {
        c.Do(ET::kReveal, 0);
        ++n;
      }
      c.StopAll().FinishRound();
    }
    c.Check(c.S().p[0].deck.n == 0 && c.S().phase == Phase::kGuardian, "seat 0's deck is empty");
    c.Do(ET::kReveal, 0).Check(c.S().p[0].awaiting_reshuffle == 1, "reshuffle pending");
    Event order = Ev(ET::kReshuffle, 0);
    const Pile& discard = c.S().p[0].discard;
    for (int i = discard.n - 1; i >= 0; --i) order.cards[order.n++] = discard.cards[i];
    c.Do(order).Check(c.S().p[0].line.n == 1, "the reveal completes").Valid();
  }
  {
    // A seeded random game, cut just after the first move that passes a spirit.
    const int at = FirstIndex(2, [](const pb::Event& e) {
      return e.living_forest().has_move() && e.living_forest().move().steals_size() > 0;
    });
    Case c("move_steals_victory_tile", 2,
           Note("2.アクションフェイズ 精霊の環の上を進む", "an occupied rock is skipped, not counted, and yields a victory tile of the mover's choice"));
    c.Replay(PrefixLog(2), at + 1).Valid();
  }
  {
    Case c("sacred_tree_fire_cap", 2,
           Note("3.ラウンド終了フェイズ 2.鬼火が聖樹を襲う", "fires by level of the guardians taken, stopping at seven"));
    c.Setup();
    int guard = 0;
    while (CentreTokens(c.S()) < kCentreFireCap && guard++ < 12) {
      c.Reveal(0, 3).Reveal(1, 1).StopAll().UntilTurn(0);
      // Seat 0 attracts everything it can, first listed first.
      c.Do(ET::kAttract, 0);
      while (c.S().attracting) {
        Event first;
        bool found = false;
        LegalEvents(c.S(), [&](const Event& e) {
          if (!found) first = e;
          found = true;
        });
        c.Do(first);
      }
      c.FinishRound();
    }
    c.Check(CentreTokens(c.S()) == kCentreFireCap, "seven fires in the centre").Valid();
  }
}

// ---------------------------------------------------------------- invalid

Event StackEv(int level) {
  Event e = Ev(ET::kShuffleStack, 0);
  e.level = static_cast<uint8_t>(level);
  for (int i = 0; i < kLevelSize[level]; ++i) {
    e.cards[e.n++] = static_cast<uint8_t>(level == 0 ? kLevel1[i] : kLevelFirst[level] + i);
  }
  return e;
}

Event DeckEv(int seat, const std::vector<int>& cards) {
  Event e = Ev(ET::kShuffleDeck, seat);
  for (int k : cards) e.cards[e.n++] = static_cast<uint8_t>(k);
  return e;
}

// The reshuffle case's prefix: seat 0 burned in round 1, its deck run out.
Case ReshufflePrefix(const char* name, const std::string& note) {
  Case c(name, 2, note);
  c.Setup().Reveal(0, 2).Reveal(1, 1).StopAll().FinishRound();
  while (c.S().p[0].deck.n > 0 && c.S().round < 8) {
    int n = 0;
    while (n < c.S().p[0].deck.n && UncancelledSolitary(c.S().p[0]) < kMaxSolitary) {
      c.Do(ET::kReveal, 0);
      ++n;
    }
    c.StopAll().FinishRound();
  }
  return c;
}

TEST(LivingForestCorpus, InvalidCases) {
  const char* kSetup = "準備";
  const char* kGuardian = "1.守護獣フェイズ";
  const char* kAction = "2.アクションフェイズ";
  const char* kAttract = "2.アクションフェイズ 守護獣を招き入れる";
  const char* kExtinguish = "2.アクションフェイズ 炎を消す";
  const char* kMove = "2.アクションフェイズ 精霊の環の上を進む";
  const char* kPlant = "2.アクションフェイズ 護りの木を植える";

  Case("setup_stack_before_decks", 2, Note(kSetup, "the decks are shuffled before the guardian stacks"))
      .Invalid(StackEv(0), "living_forest.setup.order");
  Case("setup_deck_missing_card", 2, Note(kSetup, "a starting deck holds all 14 starting cards"))
      .Invalid(DeckEv(0, {kBear, kBeetle, kLynx}), "living_forest.setup.deck_contents");
  {
    std::vector<int> twice = kDeck0;
    twice[0] = kBear;
    Case("setup_deck_duplicate_card", 2, Note(kSetup, "each starting card once per deck"))
        .Invalid(DeckEv(0, twice), "living_forest.setup.deck_contents");
  }
  {
    Case c("setup_stack_levels_out_of_order", 2, Note(kSetup, "stacks are laid level by level"));
    c.Do(DeckEv(0, kDeck0)).Do(DeckEv(1, kDeck1)).Invalid(StackEv(2), "living_forest.setup.order");
  }
  {
    Case c("setup_stack_foreign_card", 2, Note(kSetup, "cards are split by level before shuffling"));
    Event e = StackEv(0);
    e.cards[0] = kWoodpecker;
    c.Do(DeckEv(0, kDeck0)).Do(DeckEv(1, kDeck1)).Invalid(e, "living_forest.setup.stack_contents");
  }
  {
    Case c("guardian_stops_late", 2,
           Note(kGuardian, "a fourth reveal after three uncancelled solitary markers"),
           {kDeckSolitaryFirst, kDeck1});
    c.Setup().Reveal(0, 3).Invalid(Ev(ET::kReveal, 0), "living_forest.guardian.must_stop");
  }
  {
    Case c("guardian_reveal_after_stop", 2, Note(kGuardian, "a player who stopped reveals no more this round"));
    c.Setup().Reveal(0, 1).Do(ET::kStop, 0).Invalid(Ev(ET::kReveal, 0),
                                                    "living_forest.guardian.already_stopped");
  }
  {
    Case c("guardian_send_away_without_fragment", 2, Note(kGuardian, "sending a card away costs a fragment"));
    c.Setup().Reveal(0, 1).Invalid(Ev(ET::kSendAway, 0),
                                   "living_forest.guardian.send_away_no_fragment");
  }
  {
    Case c("guardian_send_away_twice", 2, Note(kGuardian, "only the card just revealed can be sent away"));
    c.Setup().Reveal(0, 1).Reveal(1, 1).StopAll().FinishRound()
        .Do(ET::kReveal, 0).Do(ET::kSendAway, 0)
        .Invalid(Ev(ET::kSendAway, 0), "living_forest.guardian.send_away_not_just_revealed");
  }
  {
    Case c("setup_shuffle_after_setup", 2, Note(kSetup, "decks are shuffled once, at setup"));
    c.Setup().Invalid(DeckEv(0, kDeck0), "living_forest.setup.order");
  }
  {
    Case c("guardian_reshuffle_with_cards_left", 2, Note(kGuardian, "reshuffle only when drawing from an empty deck"));
    Event e = Ev(ET::kReshuffle, 0);
    c.Setup().Invalid(e, "living_forest.guardian.reshuffle_not_due");
  }
  {
    Case c = ReshufflePrefix("guardian_fire_card_not_in_discard",
                             Note(kGuardian, "the reshuffled discard pile must contain the fire card Onibi put there"));
    c.Do(ET::kReveal, 0);
    Event order = Ev(ET::kReshuffle, 0);
    const Pile& discard = c.S().p[0].discard;
    bool dropped = false;
    for (int i = discard.n - 1; i >= 0; --i) {
      if (!dropped && discard.cards[i] == kFire) {
        dropped = true;  // the log forgets one fire card
        continue;
      }
      order.cards[order.n++] = discard.cards[i];
    }
    c.Check(dropped, "a fire card in the discard pile")
        .Invalid(order, "living_forest.guardian.reshuffle_contents");
  }
  {
    Case c = ReshufflePrefix("guardian_reveal_before_reshuffle",
                             Note(kGuardian, "the reshuffle is part of the draw and comes next in the log"));
    c.Do(ET::kReveal, 0).Invalid(Ev(ET::kReveal, 1), "living_forest.guardian.reshuffle_pending");
  }
  {
    Case c("action_during_guardian_phase", 2, Note(kAction, "actions begin once every player has stopped"));
    c.Setup().Reveal(0, 1).Do(ET::kStop, 0)
        .Invalid(Ev(ET::kTakeFragment, 0), "living_forest.phase.wrong_phase");
  }
  {
    Case c("action_reveal_in_action_phase", 2, Note(kGuardian, "no reveal after the guardian phase"));
    c.Setup().GuardianAll(1).Invalid(Ev(ET::kReveal, 0), "living_forest.phase.wrong_phase");
  }
  {
    Case c("action_out_of_turn", 2, Note(kAction, "players act in turn from the Sacred Tree holder"));
    c.Setup().GuardianAll(1).Invalid(Ev(ET::kTakeFragment, 1), "living_forest.action.turn_order");
  }
  {
    Case c("action_second_identical", 2, Note(kAction, "the two actions must be different"));
    c.Setup().GuardianAll(1).Do(ET::kTakeFragment, 0)
        .Invalid(Ev(ET::kTakeFragment, 0), "living_forest.action.same_twice");
  }
  {
    Case c("action_two_with_three_solitaries", 2,
           Note(kAction, "three uncancelled solitaries leave one action"), {kDeckSolitaryFirst, kDeck1});
    c.Setup().Reveal(0, 3).Reveal(1, 1).StopAll().Do(ET::kTakeFragment, 0)
        .Invalid(Ev(ET::kAttract, 0), "living_forest.action.turn_order");
  }
  {
    Case c("attract_over_budget", 2, Note(kAttract, "total cost at most the suns (5 suns: 3 + 3)"));
    c.Setup().GuardianAll(2).Do(ET::kAttract, 0).Do(AttractCardEv(0, kHedgehog))
        .Invalid(AttractCardEv(0, kCaterpillar), "living_forest.attract.over_budget");
  }
  {
    Case c("attract_card_not_displayed", 2, Note(kAttract, "only cards of the display"));
    c.Setup().GuardianAll(2).Do(ET::kAttract, 0)
        .Invalid(AttractCardEv(0, kLemur), "living_forest.attract.not_displayed");
  }
  {
    Case c("attract_display_refilled_too_early", 2,
           Note(kAttract, "the display is not refilled during the action phase"));
    c.Setup().GuardianAll(4).Do(ET::kAttract, 0).Do(AttractCardEv(0, kHedgehog))
        .Invalid(AttractCardEv(0, kRaven), "living_forest.attract.not_displayed");
  }
  {
    Case c("attract_card_without_attract", 2, Note(kAttract, "cards are taken within an attract action"));
    c.Setup().GuardianAll(2).Invalid(AttractCardEv(0, kHedgehog), "living_forest.attract.not_attracting");
  }
  {
    Case c("attract_interrupted", 2, Note(kAttract, "an attract finishes before the next action"));
    c.Setup().GuardianAll(2).Do(ET::kAttract, 0)
        .Invalid(Ev(ET::kTakeFragment, 0), "living_forest.attract.in_progress");
  }
  {
    Case c("extinguish_over_water", 2, Note(kExtinguish, "total value at most the water"));
    c.Setup().GuardianAll(1).Invalid(ExtinguishEv(0, 1, 0, 0), "living_forest.extinguish.over_budget");
  }
  {
    Case c("extinguish_fire_not_there", 2, Note(kExtinguish, "only fires in the centre"));
    c.Setup().GuardianAll(2).FirstLegalTurn()
        .Invalid(ExtinguishEv(1, 0, 1, 0), "living_forest.extinguish.not_in_centre");
  }
  {
    Case c("extinguish_eighth_fire", 2,
           Note("3.ラウンド終了フェイズ 2.鬼火が聖樹を襲う", "the seventh fire ends the placing: no eighth fire to extinguish"));
    c.Setup();
    int guard = 0;
    while (CentreTokens(c.S()) < kCentreFireCap && guard++ < 12) {
      c.Reveal(0, 3).Reveal(1, 1).StopAll().UntilTurn(0).Do(ET::kAttract, 0);
      while (c.S().attracting) {
        Event first;
        bool found = false;
        LegalEvents(c.S(), [&](const Event& e) {
          if (!found) first = e;
          found = true;
        });
        c.Do(first);
      }
      c.FinishRound();
    }
    c.Check(CentreTokens(c.S()) == kCentreFireCap, "seven fires").GuardianAll(1);
    const int seat = c.S().turn;
    Event e = ExtinguishEv(seat, c.S().centre[0], c.S().centre[1] + 1, c.S().centre[2]);
    c.Invalid(e, "living_forest.extinguish.not_in_centre");
  }
  {
    Case c("move_over_wind", 2, Note(kMove, "at most the wind (1)"));
    c.Setup().GuardianAll(4).Invalid(MoveEv(0, 2), "living_forest.move.over_wind");
  }
  {
    Case c("move_zero_steps", 2, Note(kMove, "a move covers at least one rock"));
    c.Setup().GuardianAll(4).Invalid(MoveEv(0, 0), "living_forest.move.no_steps");
  }
  {
    const int at = FirstIndex(2, [](const pb::Event& e) {
      return e.living_forest().has_move() && e.living_forest().move().steals_size() > 0;
    });
    const pb::MatchLog log = PrefixLog(2);
    Case c("move_without_taking_tile", 2, Note(kMove, "passing a spirit takes one of its victory tiles"));
    pb::Event e = log.events(at);
    e.clear_checkpoint();
    e.mutable_living_forest()->mutable_move()->clear_steals();
    c.Replay(log, at).InvalidPb(e, "living_forest.move.steal_count");
  }
  {
    // Every spirit starts with one tile of each kind, so the first spirit
    // passed holds them all; a random game is searched for a later pass of a
    // spirit that has already lost a kind, and the move names that kind.
    Event bad;
    const int at = FirstRejecting(
        2, "living_forest.move.steal_not_held",
        [](const State& s, const std::function<bool(const Event&)>& emit) {
          if (s.phase != Phase::kAction || s.attracting || s.pending != Bonus::kNone) return;
          bool short_of_a_kind = false;
          for (int q = 0; q < s.players; ++q) {
            const auto& v = s.p[q].victory;
            if (q != s.turn && v[0] + v[1] + v[2] > 0 && (v[0] == 0 || v[1] == 0 || v[2] == 0)) {
              short_of_a_kind = true;
            }
          }
          if (!short_of_a_kind) return;
          const int wind = VisibleElements(s.p[s.turn])[kWind];
          for (int steps = 1; steps <= wind && steps <= kMaxSteps; ++steps) {
            for (int kind = 0; kind < kNumVictoryKinds; ++kind) {
              if (emit(MoveEv(s.turn, steps, {kind}))) return;
            }
          }
        },
        &bad);
    Case c("move_tile_not_held", 2, Note(kMove, "the tile taken must be one the passed spirit holds"));
    c.Replay(PrefixLog(2), at + 1).Invalid(bad, "living_forest.move.steal_not_held");
  }
  {
    const int at = FirstStateIndex(2, [](const State& s) { return s.pending == Bonus::kPlant; });
    Case c("bonus_plant_skipped", 2, Note(kMove, "the landing rock's bonus is taken at once"));
    c.Replay(PrefixLog(2), at + 1);
    c.Invalid(Ev(ET::kTakeFragment, c.S().turn), "living_forest.action.bonus_pending");
  }
  {
    Case c("plant_apart_from_forest", 2, Note(kPlant, "a tree goes orthogonally next to another"));
    c.Setup().GuardianAll(3).FirstLegalTurn()
        .Invalid(PlantEv(1, 0, 0, 0), "living_forest.plant.not_adjacent");
  }
  {
    Case c("plant_over_plants", 2, Note(kPlant, "cost at most the plants (3)"));
    c.Setup().GuardianAll(3).FirstLegalTurn()
        .Invalid(PlantEv(1, 4, 1, 1), "living_forest.plant.over_budget");
  }
  {
    Case c("plant_on_a_tree", 2, Note(kPlant, "a space holds one tree"));
    c.Setup().GuardianAll(3).FirstLegalTurn()
        .Invalid(PlantEv(1, 0, 1, 2), "living_forest.plant.occupied");
  }
  {
    // Two tiles of each kind in a two-player game: a random game is searched
    // for a turn that could plant after some kind has run out.
    Event bad;
    const int at = FirstRejecting(
        2, "living_forest.plant.none_left",
        [](const State& s, const std::function<bool(const Event&)>& emit) {
          if (s.phase != Phase::kAction) return;
          for (int kind = 0; kind < kNumTreeKinds; ++kind) {
            if (s.dispenser[kind] == 0 && emit(PlantEv(s.turn, kind, 0, 0))) return;
          }
        },
        &bad);
    Case c("plant_none_left", 2, Note(kPlant, "only tiles still in the dispensers can be planted"));
    c.Replay(PrefixLog(2), at + 1).Invalid(bad, "living_forest.plant.none_left");
  }
  {
    // All twenty fragments held by the players: a random game is searched
    // for a turn that could take a fragment with the stock empty.
    Event bad;
    const int at = FirstRejecting(
        2, "living_forest.fragment.stock_empty",
        [](const State& s, const std::function<bool(const Event&)>& emit) {
          if (s.phase == Phase::kAction && s.fragment_stock == 0) {
            emit(Ev(ET::kTakeFragment, s.turn));
          }
        },
        &bad);
    Case c("fragment_stock_empty", 2,
           Note("2.アクションフェイズ 欠片トークンを取る", "no fragment can be taken from an empty stock"));
    c.Replay(PrefixLog(2), at + 1).Invalid(bad, "living_forest.fragment.stock_empty");
  }
  {
    // Both piles run dry only when every card a spirit owns is in its help
    // line, and the line may then hold fewer than three uncancelled solitary
    // markers: the five of the starting deck need three gregarious guardians.
    // Seat 0 attracts Chimpanzee and Toucan in round 1 and Butterfly in
    // round 2, keeps its water at the fire's power so Onibi brings it no fire
    // card, and in round 3 reveals all seventeen cards, gregarious ones first.
    Case c("guardian_nothing_to_draw", 2,
           Note(kGuardian, "a reveal with an empty deck and an empty discard pile draws nothing"));
    const std::vector<int> deck0 = {kTanuki, kWeasel, kBaboon, kBeetle, kLynx, kGoldfish, kBear,
                                    kFox, kOwl, kBoar, kHare, kFawn, kHummingbird, kBee};
    std::vector<int> level1 = {kChimpanzee, kToucan, kButterfly, kHedgehog};
    for (int card = kLevelFirst[0]; card < kLevelFirst[0] + kLevelSize[0]; ++card) {
      if (std::find(level1.begin(), level1.end(), card) == level1.end()) level1.push_back(card);
    }
    Event stack1 = Ev(ET::kShuffleStack, 0);
    for (int card : level1) stack1.cards[stack1.n++] = static_cast<uint8_t>(card);
    auto order = [](std::initializer_list<int> cards) {
      Event e = Ev(ET::kReshuffle, 0);
      for (int card : cards) e.cards[e.n++] = static_cast<uint8_t>(card);
      return e;
    };
    // Round 1: eleven suns buy Chimpanzee and Toucan; seat 1 puts out the fire.
    c.Do(DeckEv(0, deck0)).Do(DeckEv(1, kDeck1)).Do(stack1).Do(StackEv(1)).Do(StackEv(2))
        .Reveal(0, 6).Reveal(1, 4).StopAll()
        .Do(ET::kAttract, 0).Do(AttractCardEv(0, kChimpanzee)).Do(AttractCardEv(0, kToucan))
        .Do(ET::kTakeFragment, 0).Do(ExtinguishEv(1, 1, 0, 0)).Do(ET::kTakeFragment, 1)
        .Check(c.S().round == 2 && c.S().p[0].discard.n == 6, "round 2, no fire card for seat 0");
    // Round 2: the whole deck, then the reshuffled discard up to five suns.
    c.Reveal(0, 11)
        .Do(order({kTanuki, kWeasel, kBaboon, kBeetle, kLynx, kGoldfish}))
        .Reveal(0, 3).Reveal(1, 1).StopAll()
        .Do(ET::kTakeFragment, 1).Do(ExtinguishEv(1, 0, 0, 0))
        .Do(ET::kAttract, 0).Do(AttractCardEv(0, kButterfly)).Do(ExtinguishEv(0, 1, 0, 0))
        .Check(c.S().round == 3 && c.S().p[0].discard.n == 14, "round 3, no fire card for seat 0");
    // Round 3: every card into the help line.
    c.Reveal(0, 4)
        .Do(order({kToucan, kChimpanzee, kTanuki, kWeasel, kBaboon, kBoar, kHare, kFawn,
                   kHummingbird, kBee, kBear, kFox, kOwl, kBeetle}))
        .Reveal(0, 13)
        .Check(c.S().p[0].line.n == 17 && c.S().p[0].deck.n == 0 && c.S().p[0].discard.n == 0,
               "all seventeen cards in seat 0's help line")
        .Invalid(Ev(ET::kReveal, 0), "living_forest.guardian.nothing_to_draw");
  }
  {
    Case c("malformed_seat", 2, Note(kSetup, "seat 5 does not exist in a two-player game"));
    c.Setup().Invalid(Ev(ET::kReveal, 5), "living_forest.event.bad_seat");
  }
  {
    Case c("malformed_card", 2, Note(kAttract, "CARD_UNSPECIFIED names no card"));
    c.Setup().GuardianAll(2).Do(ET::kAttract, 0);
    pb::Event e;
    e.mutable_living_forest()->mutable_attract_card();
    c.InvalidPb(e, "living_forest.event.bad_card");
  }
  {
    Case c("malformed_forest_space", 2, Note(kPlant, "the forest has three rows"));
    pb::Event e;
    e.mutable_living_forest()->set_seat(1);
    e.mutable_living_forest()->mutable_plant()->set_tree(lf::TREE_3A);
    e.mutable_living_forest()->mutable_plant()->set_row(3);
    c.Setup().GuardianAll(3).FirstLegalTurn().InvalidPb(e, "living_forest.event.bad_cell");
  }
  {
    Case c("malformed_stack_level", 2, Note(kSetup, "the guardian stacks are levels 1 to 3"));
    pb::Event e;
    e.mutable_living_forest()->mutable_shuffle_stack()->set_level(4);
    c.Setup().InvalidPb(e, "living_forest.event.bad_level");
  }
  {
    Case c("malformed_fire_count", 2,
           Note(kExtinguish, "eight fires of one value, where the centre holds at most seven"));
    pb::Event e;
    e.mutable_living_forest()->mutable_extinguish()->set_value2(8);
    c.Setup().GuardianAll(3).InvalidPb(e, "living_forest.event.bad_count");
  }
  {
    Case c("malformed_victory_tile", 2, Note(kMove, "VICTORY_UNSPECIFIED names no tile"));
    pb::Event e;
    e.mutable_living_forest()->mutable_move()->set_steps(1);
    e.mutable_living_forest()->mutable_move()->add_steals(lf::VICTORY_UNSPECIFIED);
    c.Setup().GuardianAll(3).InvalidPb(e, "living_forest.event.bad_victory_tile");
  }
  {
    Case c("malformed_tree", 2, Note(kPlant, "TREE_UNSPECIFIED is no tree of the dispensers"));
    pb::Event e;
    e.mutable_living_forest()->mutable_plant()->set_row(1);
    e.mutable_living_forest()->mutable_plant()->set_column(1);
    c.Setup().GuardianAll(3).InvalidPb(e, "living_forest.event.bad_tree");
  }
  {
    Case c("malformed_empty_event", 2, Note(kSetup, "an event with no body"));
    c.Setup().InvalidPb(pb::Event(), "living_forest.event.missing_body");
  }
  {
    Case c("malformed_other_game", 2, Note(kSetup, "an event of another game"));
    pb::Event e;
    e.mutable_rumble_nation()->mutable_roll();
    c.Setup().InvalidPb(e, "living_forest.event.wrong_game");
  }
}

TEST(LivingForestCorpus, CompleteGame) {
  // ゲームの終了: one complete random game with its golden results.
  const Game& game = *FindGame("living_forest");
  PlayOptions options;
  options.players = 2;
  pb::MatchLog best;
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    options.seed = seed;
    PlayoutOptions playout;
    playout.checkpoint_every = 0;
    absl::StatusOr<pb::MatchLog> log = PlayRandomGame(game, options, playout);
    ASSERT_TRUE(log.ok()) << log.status();
    if (best.events_size() == 0 || log->events_size() < best.events_size()) best = *log;
  }
  best.mutable_header()->set_match_id("lf-conformance-complete-game");
  best.mutable_header()->mutable_provenance()->set_note(
      Note("ゲームの終了", "a complete game to its end, with golden digest, scores and winners"));
  best.mutable_expect()->set_issue(best.header().provenance().note());
  CheckCorpusFile("corpus/living_forest/valid/complete_game.textproto",
                  "Living Forest conformance case (generated by\n"
                  "tests/living_forest/corpus_cases_test.cc): a complete random game",
                  best);
  // The same game with one event after the end.
  pb::MatchLog after = best;
  *after.add_events() = best.events(best.events_size() - 1);
  after.mutable_header()->set_match_id("lf-conformance-event-after-end");
  after.mutable_header()->mutable_provenance()->set_note(
      Note("ゲームの終了", "no event may follow the end of the game"));
  after.clear_expect();
  after.mutable_expect()->mutable_invalid()->set_event_index(best.events_size());
  after.mutable_expect()->mutable_invalid()->set_rule_id("living_forest.game.over");
  after.mutable_expect()->set_issue(after.header().provenance().note());
  CheckCorpusFile("corpus/living_forest/invalid/event_after_end.textproto",
                  "Living Forest conformance case (generated by\n"
                  "tests/living_forest/corpus_cases_test.cc): an event after the end",
                  after);
}

}  // namespace
}  // namespace arbiter::living_forest::testing
