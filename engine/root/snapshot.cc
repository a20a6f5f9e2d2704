#include "engine/root/snapshot.h"

#include <algorithm>
#include <bit>
#include <cstdint>

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"
#include "engine/root/factions/alliance/alliance.h"
#include "engine/root/factions/vagabond/state_io.h"
#include "engine/root/factions/vagabond/vagabond.h"
#include "engine/root/factions/eyrie/eyrie.h"
#include "engine/root/factions/faction.h"
#include "engine/root/factions/marquise/marquise.h"

namespace arbiter::root {
namespace {

namespace rp = ::arbiter::pb::root;
using google::protobuf::RepeatedField;

constexpr int kAllCardIds = kNumCards + kNumViziers;  // 1..56 in the proto
constexpr int kMaxVp = 1000;                          // far beyond any score
constexpr int kMaxActions = 32;
// The largest faction step (fstep) of any faction.
constexpr uint32_t kMaxFactionStep =
    std::max({uint32_t(CatStep::kRecruitChoice), uint32_t(EyrieStep::kEveningDiscard),
              uint32_t(AllianceStep::kEveningDiscard), uint32_t(VagabondStep::kEveningItems)});

absl::Status Bad(absl::string_view field) {
  return absl::InvalidArgumentError(
      absl::StrCat("root State snapshot: ", field, " missing or out of range"));
}

// ---- writing ----

void MaskOut(uint64_t mask, RepeatedField<uint32_t>* out) {
  for (; mask; mask &= mask - 1) out->Add(uint32_t(std::countr_zero(mask)) + 1);
}

template <typename Array>
void CountsOut(const Array& values, RepeatedField<uint32_t>* out) {
  for (auto v : values) out->Add(uint32_t(v));
}

// ---- reading ----

// A set of card ids 1..max_id, each once, as a bit mask of engine indices.
absl::Status MaskIn(const RepeatedField<uint32_t>& in, int max_id, absl::string_view field,
                    uint64_t* out) {
  uint64_t mask = 0;
  for (uint32_t id : in) {
    if (id < 1 || id > uint32_t(max_id)) return Bad(field);
    if ((mask >> (id - 1)) & 1) return Bad(absl::StrCat(field, " (card twice)"));
    mask |= Bit(int(id) - 1);
  }
  *out = mask;
  return absl::OkStatus();
}

// Exactly out->size() values, each <= max.
template <typename Array>
absl::Status CountsIn(const RepeatedField<uint32_t>& in, uint32_t max, absl::string_view field,
                      Array* out) {
  if (in.size() != int(out->size())) return Bad(field);
  for (int i = 0; i < in.size(); ++i) {
    if (in.Get(i) > max) return Bad(field);
    (*out)[i] = static_cast<typename Array::value_type>(in.Get(i));
  }
  return absl::OkStatus();
}

// A signed value in [lo, hi].
template <typename T>
absl::Status SignedIn(int64_t v, int64_t lo, int64_t hi, absl::string_view field, T* out) {
  if (v < lo || v > hi) return Bad(field);
  *out = static_cast<T>(v);
  return absl::OkStatus();
}

template <typename T>
absl::Status UnsignedIn(uint64_t v, uint64_t max, absl::string_view field, T* out) {
  if (v > max) return Bad(field);
  *out = static_cast<T>(v);
  return absl::OkStatus();
}

#define ARBITER_ROOT_RETURN_IF_ERROR(expr)  \
  do {                                      \
    absl::Status status_ = (expr);          \
    if (!status_.ok()) return status_;      \
  } while (0)

absl::Status ReadSeat(const rp::State::Seat& in, int seat, State& s) {
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.hand(), kNumCards, "seats.hand", &s.hand[seat]));
  ARBITER_ROOT_RETURN_IF_ERROR(
      MaskIn(in.play_area(), kNumCards, "seats.play_area", &s.play_area[seat]));
  if (in.items_size() != kNumItems) return Bad("seats.items");
  for (int i = 0; i < kNumItems; ++i) {
    ARBITER_ROOT_RETURN_IF_ERROR(
        UnsignedIn(in.items(i), kItemSupply[i] + kRuinItems[i], "seats.items", &s.items[seat][i]));
  }
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(in.vp(), -kMaxVp, kMaxVp, "seats.vp", &s.vp[seat]));
  if (in.vp_by_size() != kNumScoreKinds) return Bad("seats.vp_by");
  for (int k = 0; k < kNumScoreKinds; ++k) {
    ARBITER_ROOT_RETURN_IF_ERROR(
        SignedIn(in.vp_by(k), -kMaxVp, kMaxVp, "seats.vp_by", &s.vp_by[seat][k]));
  }
  ARBITER_ROOT_RETURN_IF_ERROR(
      SignedIn(in.banked_vp(), -kMaxVp, kMaxVp, "seats.banked_vp", &s.banked_vp[seat]));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.draw_owed(), kNumCards, "seats.draw_owed", &s.draw_owed[seat]));
  ARBITER_ROOT_RETURN_IF_ERROR(
      SignedIn(in.dominance(), -1, kNumCards - 1, "seats.dominance", &s.dominance[seat]));
  if (s.dominance[seat] >= 0 && kCards[s.dominance[seat]].effect != CardEffect::kDominance)
    return Bad("seats.dominance (not a dominance card)");
  return absl::OkStatus();
}

absl::Status ReadMarquise(const rp::State::Marquise& in, MarquiseBoard& m) {
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(in.keep(), -1, kNumClearings - 1, "marquise.keep", &m.keep));
  m.keep_removed = in.keep_removed();
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.sawmills(), kCatTrackLength, "marquise.sawmills", &m.buildings[0]));
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.workshops(), kCatTrackLength, "marquise.workshops", &m.buildings[1]));
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.recruiters(), kCatTrackLength, "marquise.recruiters", &m.buildings[2]));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.track(), kCatTrackLength, "marquise.track", &m.track));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.wood(), kCatWood, "marquise.wood", &m.wood));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.wood_supply(), kCatWood, "marquise.wood_supply", &m.wood_supply));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.actions_left(), kMaxActions, "marquise.actions_left", &m.actions_left));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.march_moves(), 1, "marquise.march_moves", &m.march_moves));
  m.recruited = in.recruited();
  m.crafting_open = in.crafting_open();
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.setup_buildings(), kNumCatBuildings,
                                          "marquise.setup_buildings", &m.setup_buildings));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.workshops_used(), kCatTrackLength,
                                        "marquise.workshops_used", &m.workshops_used));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.placed(), kCatWarriors, "marquise.placed", &m.placed));
  return absl::OkStatus();
}

absl::Status ReadEyrie(const rp::State::Eyrie& in, EyrieBoard& e) {
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.roosts(), 1, "eyrie.roosts", &e.roosts));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.roost_track(), kEyrieRoosts, "eyrie.roost_track", &e.roost_track));
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(int(in.leader()) - 1, -1, kNumLeaders - 1, "eyrie.leader",
                                        &e.leader));
  e.deposed = 0;
  for (int leader : in.deposed()) {
    if (leader < 1 || leader > kNumLeaders || ((e.deposed >> (leader - 1)) & 1))
      return Bad("eyrie.deposed");
    e.deposed |= uint8_t(1u << (leader - 1));
  }
  if (in.decree_size() != kNumColumns) return Bad("eyrie.decree");
  for (int col = 0; col < kNumColumns; ++col) {
    ARBITER_ROOT_RETURN_IF_ERROR(
        MaskIn(in.decree(col).cards(), kAllCardIds, "eyrie.decree", &e.decree[col]));
  }
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.resolved(), kAllCardIds, "eyrie.resolved", &e.resolved));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.added_this_turn(), 2, "eyrie.added_this_turn", &e.added_this_turn));
  e.bird_added = in.bird_added();
  e.crafting_open = in.crafting_open();
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.roosts_used(), kEyrieRoosts, "eyrie.roosts_used", &e.roosts_used));
  return absl::OkStatus();
}

absl::Status ReadAlliance(const rp::State::Alliance& in, AllianceBoard& a) {
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.bases(), 1, "alliance.bases", &a.bases));
  uint64_t sympathy = 0;
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.sympathy(), kNumClearings, "alliance.sympathy", &sympathy));
  a.sympathy = uint16_t(sympathy);
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.officers(), kAllianceWarriors, "alliance.officers", &a.officers));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.ops_left(), kAllianceWarriors, "alliance.ops_left", &a.ops_left));
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.supporters(), kNumCards, "alliance.supporters", &a.supporters));
  a.spread_started = in.spread_started();
  a.base_lost = in.base_lost();
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.sympathy_used(), kSympathyTokens, "alliance.sympathy_used", &a.sympathy_used));
  return absl::OkStatus();
}

// Outrage and reserve draws: absent when none is due.
absl::Status ReadOutrage(const rp::State& in, State& s) {
  uint64_t at = 0;
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.outrage_at(), kNumClearings, "outrage_at", &at));
  s.outrage_at = uint16_t(at);
  s.outrage_payer = s.outrage_owed_to = -1;
  if (at != 0) {
    ARBITER_ROOT_RETURN_IF_ERROR(
        SignedIn(in.outrage_payer(), 0, s.players - 1, "outrage_payer", &s.outrage_payer));
    ARBITER_ROOT_RETURN_IF_ERROR(
        SignedIn(in.outrage_owed_to(), 0, s.players - 1, "outrage_owed_to", &s.outrage_owed_to));
    if (RulesOf(FactionOf(s, s.outrage_owed_to)).receive_card == nullptr)
      return Bad("outrage_owed_to (a faction that takes no outrage)");
  }
  s.reserve_owed = {};
  if (in.reserve_owed_size() != 0) {
    ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.reserve_owed(), kNumCards, "reserve_owed", &s.reserve_owed));
    for (int seat = 0; seat < kMaxSeats; ++seat)
      if (s.reserve_owed[seat] != 0 &&
          (seat >= s.players || RulesOf(FactionOf(s, seat)).receive_card == nullptr))
        return Bad("reserve_owed (a seat without a reserve)");
  }
  return absl::OkStatus();
}

absl::Status ReadBattle(const rp::State::Battle& in, int players, BattleState& b) {
  b.active = in.active();
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.stage(), uint8_t(BattleStage::kAttackerHits), "battle.stage", &b.stage));
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(in.attacker(), -1, players - 1, "battle.attacker", &b.attacker));
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(in.defender(), -1, players - 1, "battle.defender", &b.defender));
  // Stored 1..12 or -1.
  if (in.clearing() != -1 && (in.clearing() < 1 || in.clearing() > kNumClearings))
    return Bad("battle.clearing");
  b.clearing = int8_t(in.clearing() == -1 ? -1 : in.clearing() - 1);
  if (in.ambush_card() != -1 && (in.ambush_card() < 1 || in.ambush_card() > kNumCards))
    return Bad("battle.ambush_card");
  b.ambush_card = int8_t(in.ambush_card() == -1 ? -1 : in.ambush_card() - 1);
  if (b.active && (b.attacker < 0 || b.defender < 0 || b.clearing < 0 || b.attacker == b.defender))
    return Bad("battle (an active battle needs attacker, defender and clearing)");
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.roll_attacker(), 3, "battle.roll_attacker", &b.roll_attacker));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.roll_defender(), 3, "battle.roll_defender", &b.roll_defender));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.extra_attacker(), 8, "battle.extra_attacker", &b.extra_attacker));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.extra_defender(), 8, "battle.extra_defender", &b.extra_defender));
  b.armor_attacker = in.armor_attacker();
  b.armor_defender = in.armor_defender();
  b.brutal_used = in.brutal_used();
  b.sappers_used = in.sappers_used();
  constexpr int kMaxHits = 3 + 8;
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.hits_on_attacker(), kMaxHits, "battle.hits_on_attacker", &b.hits_on_attacker));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.hits_on_defender(), kMaxHits, "battle.hits_on_defender", &b.hits_on_defender));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.removed_by_attacker(), kMaxHits,
                                          "battle.removed_by_attacker", &b.removed_by_attacker));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.removed_by_defender(), kMaxHits,
                                          "battle.removed_by_defender", &b.removed_by_defender));
  return absl::OkStatus();
}

// The engine follows some fields without checking them where the rules say
// they are set: the keep (warriors saved by field hospitals go there, the
// Marquise's starting buildings are placed around it) and the Eyrie's leader
// (turmoil deposes it). A snapshot must not leave them unset there.
absl::Status CheckLeader(const State& s) {
  if (!Playing(s, Faction::kEyrie) || s.eyrie.leader >= 0 || s.phase == Phase::kSetup)
    return absl::OkStatus();
  // Only between turmoil and the choice of a new leader, on the Eyrie's turn.
  if (s.turn_seat == SeatOf(s, Faction::kEyrie) &&
      s.fstep == uint8_t(EyrieStep::kChooseLeader))
    return absl::OkStatus();
  return Bad("eyrie.leader (none outside setup and turmoil)");
}

absl::Status CheckKeep(const State& s) {
  int pending = 0;
  for (uint8_t n : s.hospital) pending += n;
  if (pending > s.warrior_supply[Fi(Faction::kMarquise)])
    return Bad("hospital (more warriors pending than in the supply)");
  if (!Playing(s, Faction::kMarquise) || s.marquise.keep >= 0) return absl::OkStatus();
  for (uint8_t n : s.hospital)
    if (n > 0) return Bad("hospital (warriors pending with no keep on the map)");
  if (s.marquise.keep_removed) return absl::OkStatus();
  if (s.phase != Phase::kSetup) return Bad("marquise.keep (never placed, yet setup is over)");
  // During the factions' setup: only before the Marquise placed her keep.
  if (s.step == uint8_t(SetupStep::kFactions)) {
    int done = 0;
    for (Faction f : kSetupOrder) {
      if (!Playing(s, f)) continue;
      if (done++ < s.setup_index && f == Faction::kMarquise)
        return Bad("marquise.keep (the Marquise's setup is done)");
      if (done - 1 == s.setup_index && f == Faction::kMarquise &&
          s.fstep != uint8_t(CatStep::kSetupKeep))
        return Bad("marquise.keep (starting buildings before the keep)");
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<State> ReadState(const rp::State& in) {
  State s{};
  // Configuration first: everything else is checked against it.
  if (in.map() != rp::AUTUMN && in.map() != rp::WINTER) return Bad("map");
  s.map = MapSide(int(in.map()) - 1);
  if (in.factions_size() < 2 || in.factions_size() > kNumFactions) return Bad("factions");
  s.players = uint8_t(in.factions_size());
  s.seat_of.fill(-1);
  for (int seat = 0; seat < s.players; ++seat) {
    int f = int(in.factions(seat)) - 1;
    if (f < 0 || f >= kNumFactions || s.seat_of[f] >= 0) return Bad("factions");
    s.faction[seat] = Faction(f);
    s.seat_of[f] = int8_t(seat);
  }
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.turn_limit(), 0xffff, "turn_limit", &s.turn_limit));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.turns_taken(), 0xffff, "turns_taken", &s.turns_taken));
  if (in.games() < 1 || in.games() > 2) return Bad("games");
  s.games = uint8_t(in.games());
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.game_index(), s.games - 1u, "game_index", &s.game_index));
  if (in.game_winner_size() != 2) return Bad("game_winner");
  for (int g = 0; g < 2; ++g) {
    ARBITER_ROOT_RETURN_IF_ERROR(
        SignedIn(in.game_winner(g), -1, s.players - 1, "game_winner", &s.game_winner[g]));
  }

  // Progress (the suits below depend on it).
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.phase(), uint8_t(Phase::kGameOver), "phase", &s.phase));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.step(), uint8_t(SetupStep::kFactions), "step", &s.step));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.fstep(), kMaxFactionStep, "fstep", &s.fstep));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.setup_index(), s.players, "setup_index", &s.setup_index));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.turn_seat(), s.players - 1u, "turn_seat", &s.turn_seat));
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(in.winner(), -1, s.players - 1, "winner", &s.winner));
  s.ended_by_limit = in.ended_by_limit();
  s.need_shuffle = in.need_shuffle();
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.hospital(), kCatWarriors, "hospital", &s.hospital));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.windows_done(), 15, "windows_done", &s.windows_done));
  ARBITER_ROOT_RETURN_IF_ERROR(
      SignedIn(in.steal_from(), -1, s.players - 1, "steal_from", &s.steal_from));

  // Map. Winter clearings have no suit until the markers are dealt; the
  // engine indexes per-suit arrays with a clearing's suit, so a bird (the
  // placeholder) is accepted only while the markers are still due.
  const bool markers_due = s.map == MapSide::kWinter && s.phase == Phase::kSetup &&
                           s.step == uint8_t(SetupStep::kSuitMarkers);
  if (in.suits_size() != kNumClearings) return Bad("suits");
  for (int c = 0; c < kNumClearings; ++c) {
    int suit = int(in.suits(c)) - 1;
    if (suit < 0 || suit > int(Suit::kBird) || (suit == int(Suit::kBird) && !markers_due))
      return Bad("suits");
    s.suit[c] = Suit(suit);
  }
  if (in.ruins_size() != kNumClearings) return Bad("ruins");
  for (int c = 0; c < kNumClearings; ++c) s.ruin[c] = in.ruins(c);
  if (in.ruin_items_size() != kNumItems || in.item_supply_size() != kNumItems) return Bad("items");
  for (int i = 0; i < kNumItems; ++i) {
    ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.ruin_items(i), kRuinItems[i], "ruin_items", &s.ruin_items[i]));
    ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.item_supply(i), kItemSupply[i], "item_supply", &s.item_supply[i]));
  }

  // Seats and cards.
  if (in.seats_size() != s.players) return Bad("seats");
  for (int seat = 0; seat < s.players; ++seat)
    ARBITER_ROOT_RETURN_IF_ERROR(ReadSeat(in.seats(seat), seat, s));
  for (int seat = s.players; seat < kMaxSeats; ++seat) s.dominance[seat] = -1;
  if (in.deck_size() > kNumCards) return Bad("deck");
  s.deck_size = uint8_t(in.deck_size());
  uint64_t seen = 0;
  for (int i = 0; i < in.deck_size(); ++i) {
    uint32_t id = in.deck(i);
    if (id < 1 || id > uint32_t(kNumCards) || ((seen >> (id - 1)) & 1)) return Bad("deck");
    seen |= Bit(int(id) - 1);
    s.deck[s.deck_size - 1 - i] = uint8_t(id - 1);  // proto top first, engine top last
  }
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.discard(), kNumCards, "discard", &s.discard));
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.beside_map(), kNumCards, "beside_map", &s.beside_map));
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.out_of_game(), kNumCards, "out_of_game", &s.out_of_game));
  ARBITER_ROOT_RETURN_IF_ERROR(
      MaskIn(in.used_this_turn(), kAllCardIds, "used_this_turn", &s.used_this_turn));

  // Pieces.
  // One entry per faction up to the last one in play (at least the first two).
  if (in.warriors_size() < 2 || in.warriors_size() > kNumFactions) return Bad("warriors");
  for (int f = 0; f < kNumFactions; ++f)
    if (Playing(s, Faction(f)) && f >= in.warriors_size()) return Bad("warriors");
  for (int f = 0; f < in.warriors_size(); ++f) {
    const int most = RulesOf(Faction(f)).warriors;
    ARBITER_ROOT_RETURN_IF_ERROR(
        CountsIn(in.warriors(f).clearing(), most, "warriors.clearing", &s.warriors[f]));
    ARBITER_ROOT_RETURN_IF_ERROR(
        UnsignedIn(in.warriors(f).supply(), most, "warriors.supply", &s.warrior_supply[f]));
  }
  if (!in.has_marquise() || !in.has_eyrie() || !in.has_battle()) return Bad("marquise/eyrie/battle");
  ARBITER_ROOT_RETURN_IF_ERROR(ReadMarquise(in.marquise(), s.marquise));
  ARBITER_ROOT_RETURN_IF_ERROR(ReadEyrie(in.eyrie(), s.eyrie));
  ARBITER_ROOT_RETURN_IF_ERROR(ReadBattle(in.battle(), s.players, s.battle));
  if (in.has_alliance() != Playing(s, Faction::kAlliance)) return Bad("alliance");
  if (in.has_alliance()) ARBITER_ROOT_RETURN_IF_ERROR(ReadAlliance(in.alliance(), s.alliance));
  if (in.has_vagabond() != Playing(s, Faction::kVagabond)) return Bad("vagabond");
  if (in.has_vagabond()) ARBITER_ROOT_RETURN_IF_ERROR(vagabond::ReadSnapshot(in.vagabond(), s));
  s.steal_no_vp = in.steal_no_vp();
  ARBITER_ROOT_RETURN_IF_ERROR(ReadOutrage(in, s));
  ARBITER_ROOT_RETURN_IF_ERROR(CheckKeep(s));
  ARBITER_ROOT_RETURN_IF_ERROR(CheckLeader(s));
  return s;
}

#undef ARBITER_ROOT_RETURN_IF_ERROR

}  // namespace

void WriteSnapshot(const State& s, pb::Snapshot* out) {
  out->set_game("root");
  rp::State* st = out->mutable_root();
  st->Clear();
  st->set_format(kSnapshotFormat);
  st->set_map(rp::MapSide(int(s.map) + 1));
  for (int seat = 0; seat < s.players; ++seat) st->add_factions(rp::Faction(int(s.faction[seat]) + 1));
  st->set_turn_limit(s.turn_limit);
  st->set_turns_taken(s.turns_taken);
  st->set_games(s.games);
  st->set_game_index(s.game_index);
  for (int8_t w : s.game_winner) st->add_game_winner(w);
  for (int seat = 0; seat < s.players; ++seat) {
    rp::State::Seat* q = st->add_seats();
    MaskOut(s.hand[seat], q->mutable_hand());
    MaskOut(s.play_area[seat], q->mutable_play_area());
    CountsOut(s.items[seat], q->mutable_items());
    q->set_vp(s.vp[seat]);
    for (int16_t v : s.vp_by[seat]) q->add_vp_by(v);
    q->set_banked_vp(s.banked_vp[seat]);
    q->set_draw_owed(s.draw_owed[seat]);
    q->set_dominance(s.dominance[seat]);
  }
  for (Suit suit : s.suit) st->add_suits(rp::Suit(int(suit) + 1));
  for (bool r : s.ruin) st->add_ruins(r);
  CountsOut(s.ruin_items, st->mutable_ruin_items());
  CountsOut(s.item_supply, st->mutable_item_supply());
  for (int i = s.deck_size - 1; i >= 0; --i) st->add_deck(uint32_t(s.deck[i]) + 1);
  MaskOut(s.discard, st->mutable_discard());
  MaskOut(s.beside_map, st->mutable_beside_map());
  MaskOut(s.out_of_game, st->mutable_out_of_game());
  MaskOut(s.used_this_turn, st->mutable_used_this_turn());
  int listed = 2;  // the first two always, as before the Alliance
  for (int f = 2; f < kNumFactions; ++f)
    if (Playing(s, Faction(f))) listed = f + 1;
  for (int f = 0; f < listed; ++f) {
    rp::State::Warriors* w = st->add_warriors();
    CountsOut(s.warriors[f], w->mutable_clearing());
    w->set_supply(s.warrior_supply[f]);
  }
  const MarquiseBoard& m = s.marquise;
  rp::State::Marquise* qm = st->mutable_marquise();
  qm->set_keep(m.keep);
  qm->set_keep_removed(m.keep_removed);
  CountsOut(m.buildings[0], qm->mutable_sawmills());
  CountsOut(m.buildings[1], qm->mutable_workshops());
  CountsOut(m.buildings[2], qm->mutable_recruiters());
  CountsOut(m.track, qm->mutable_track());
  CountsOut(m.wood, qm->mutable_wood());
  qm->set_wood_supply(m.wood_supply);
  qm->set_actions_left(m.actions_left);
  qm->set_march_moves(m.march_moves);
  qm->set_recruited(m.recruited);
  qm->set_crafting_open(m.crafting_open);
  qm->set_setup_buildings(m.setup_buildings);
  CountsOut(m.workshops_used, qm->mutable_workshops_used());
  CountsOut(m.placed, qm->mutable_placed());
  const EyrieBoard& e = s.eyrie;
  rp::State::Eyrie* qe = st->mutable_eyrie();
  CountsOut(e.roosts, qe->mutable_roosts());
  qe->set_roost_track(e.roost_track);
  qe->set_leader(rp::Leader(e.leader + 1));
  for (int l = 0; l < kNumLeaders; ++l)
    if ((e.deposed >> l) & 1) qe->add_deposed(rp::Leader(l + 1));
  for (uint64_t col : e.decree) MaskOut(col, qe->add_decree()->mutable_cards());
  MaskOut(e.resolved, qe->mutable_resolved());
  qe->set_added_this_turn(e.added_this_turn);
  qe->set_bird_added(e.bird_added);
  qe->set_crafting_open(e.crafting_open);
  CountsOut(e.roosts_used, qe->mutable_roosts_used());
  st->set_phase(uint32_t(s.phase));
  st->set_step(s.step);
  st->set_fstep(s.fstep);
  st->set_setup_index(s.setup_index);
  st->set_turn_seat(s.turn_seat);
  st->set_winner(s.winner);
  st->set_ended_by_limit(s.ended_by_limit);
  st->set_need_shuffle(s.need_shuffle);
  CountsOut(s.hospital, st->mutable_hospital());
  st->set_windows_done(s.windows_done);
  st->set_steal_from(s.steal_from);
  if (Playing(s, Faction::kAlliance)) {
    const AllianceBoard& a = s.alliance;
    rp::State::Alliance* qa = st->mutable_alliance();
    CountsOut(a.bases, qa->mutable_bases());
    MaskOut(a.sympathy, qa->mutable_sympathy());
    qa->set_officers(a.officers);
    qa->set_ops_left(a.ops_left);
    MaskOut(a.supporters, qa->mutable_supporters());
    qa->set_spread_started(a.spread_started);
    qa->set_base_lost(a.base_lost);
    CountsOut(a.sympathy_used, qa->mutable_sympathy_used());
  }
  if (Playing(s, Faction::kVagabond)) vagabond::WriteSnapshot(s, st->mutable_vagabond());
  if (s.steal_no_vp) st->set_steal_no_vp(true);
  if (s.outrage_at != 0) {
    MaskOut(s.outrage_at, st->mutable_outrage_at());
    st->set_outrage_payer(s.outrage_payer);
    st->set_outrage_owed_to(s.outrage_owed_to);
  }
  if (s.reserve_owed != std::array<uint8_t, kMaxSeats>{}) CountsOut(s.reserve_owed, st->mutable_reserve_owed());
  const BattleState& b = s.battle;
  rp::State::Battle* qb = st->mutable_battle();
  qb->set_active(b.active);
  qb->set_stage(uint32_t(b.stage));
  qb->set_attacker(b.attacker);
  qb->set_defender(b.defender);
  qb->set_clearing(b.clearing < 0 ? -1 : b.clearing + 1);
  qb->set_ambush_card(b.ambush_card < 0 ? -1 : b.ambush_card + 1);
  qb->set_roll_attacker(b.roll_attacker);
  qb->set_roll_defender(b.roll_defender);
  qb->set_extra_attacker(b.extra_attacker);
  qb->set_extra_defender(b.extra_defender);
  qb->set_armor_attacker(b.armor_attacker);
  qb->set_armor_defender(b.armor_defender);
  qb->set_brutal_used(b.brutal_used);
  qb->set_sappers_used(b.sappers_used);
  qb->set_hits_on_attacker(b.hits_on_attacker);
  qb->set_hits_on_defender(b.hits_on_defender);
  qb->set_removed_by_attacker(b.removed_by_attacker);
  qb->set_removed_by_defender(b.removed_by_defender);
}

absl::StatusOr<State> ReadSnapshot(const pb::Snapshot& snapshot) {
  if (snapshot.state_case() != pb::Snapshot::kRoot)
    return absl::InvalidArgumentError("root State snapshot: not a Root state");
  const rp::State& in = snapshot.root();
  if (in.layout() != 0 || !in.raw().empty())
    return absl::InvalidArgumentError(
        "root State snapshot: raw-bytes form (layout 1) is retired; re-create the snapshot "
        "from the log");
  if (in.format() != kSnapshotFormat)
    return absl::InvalidArgumentError(absl::StrCat("root State snapshot: format ", in.format(),
                                                   ", this build reads ", kSnapshotFormat));
  absl::StatusOr<State> s = ReadState(in);
  if (!s.ok()) return s.status();
  absl::Status consistent = CheckConsistency(*s);
  if (!consistent.ok())
    return absl::InvalidArgumentError(
        absl::StrCat("root State snapshot: ", consistent.message()));
  return s;
}

absl::Status CheckConsistency(const State& s) {
  // root.cards_in_one_place
  uint64_t all = 0, overlap = 0;
  auto put = [&](uint64_t m) {
    overlap |= all & m;
    all |= m;
  };
  for (int i = 0; i < s.deck_size; ++i) {
    if (s.deck[i] >= kNumCards) return absl::InternalError("root.cards_in_one_place: bad deck entry");
    put(Bit(s.deck[i]));
  }
  for (int seat = 0; seat < s.players; ++seat) {
    put(s.hand[seat]);
    put(s.play_area[seat]);
  }
  put(s.discard);
  put(s.beside_map);
  put(s.out_of_game);
  put(s.alliance.supporters);
  for (int col = 0; col < kNumColumns; ++col)
    put(s.eyrie.decree[col] & ((uint64_t{1} << kNumCards) - 1));
  bool dealt = !(s.phase == Phase::kSetup && s.step < uint8_t(SetupStep::kDeal));
  uint64_t expected = dealt ? (uint64_t{1} << kNumCards) - 1 : s.out_of_game;
  if (overlap != 0 || all != expected)
    return absl::InternalError("root.cards_in_one_place: a card is missing or in two places");
  // root.pieces_conserved
  for (int f = 0; f < kNumFactions; ++f) {
    if (!Playing(s, Faction(f))) continue;
    int on_map = 0;
    for (int c = 0; c < kNumClearings; ++c) on_map += s.warriors[f][c];
    if (on_map + s.warrior_supply[f] + WarriorsOffMap(s, f) != RulesOf(Faction(f)).warriors)
      return absl::InternalError("root.pieces_conserved: warriors");
  }
  int wood = 0;
  int cat[kNumCatBuildings] = {};
  int roosts = 0;
  for (int c = 0; c < kNumClearings; ++c) {
    wood += s.marquise.wood[c];
    for (int t = 0; t < kNumCatBuildings; ++t) cat[t] += s.marquise.buildings[t][c];
    roosts += s.eyrie.roosts[c];
    // root.building_slots
    if (FreeSlots(s, c) < 0) return absl::InternalError("root.building_slots: overfull clearing");
  }
  if (Playing(s, Faction::kMarquise)) {
    if (wood + s.marquise.wood_supply != kCatWood)
      return absl::InternalError("root.pieces_conserved: wood");
    for (int t = 0; t < kNumCatBuildings; ++t)
      if (cat[t] + s.marquise.track[t] != kCatTrackLength)
        return absl::InternalError("root.pieces_conserved: Marquise buildings");
  }
  if (Playing(s, Faction::kEyrie) && roosts + s.eyrie.roost_track != kEyrieRoosts)
    return absl::InternalError("root.pieces_conserved: roosts");
  return absl::OkStatus();
}

}  // namespace arbiter::root
