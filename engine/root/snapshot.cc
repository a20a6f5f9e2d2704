#include "engine/root/snapshot.h"

#include <cstring>

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"
#include "engine/root/factions/faction.h"

namespace arbiter::root {

void WriteSnapshot(const State& s, pb::Snapshot* out) {
  out->set_game("root");
  pb::root::State* st = out->mutable_root();
  st->set_layout(kLayoutVersion);
  st->set_raw(reinterpret_cast<const char*>(&s), sizeof(State));
}

absl::StatusOr<State> ReadSnapshot(const pb::Snapshot& snapshot) {
  if (snapshot.state_case() != pb::Snapshot::kRoot)
    return absl::InvalidArgumentError("snapshot: not a Root state");
  const pb::root::State& st = snapshot.root();
  if (st.layout() != kLayoutVersion)
    return absl::InvalidArgumentError(
        absl::StrCat("snapshot: layout ", st.layout(), ", this build reads ", kLayoutVersion));
  if (st.raw().size() != sizeof(State))
    return absl::InvalidArgumentError("snapshot: raw state has the wrong size");
  State s;
  std::memcpy(&s, st.raw().data(), sizeof(State));
  // Enumerations must hold values we know before anything indexes with them.
  if (uint8_t(s.map) > 1 || s.players < 2 || s.players > kMaxSeats ||
      uint8_t(s.phase) > uint8_t(Phase::kGameOver) || s.deck_size > kNumCards)
    return absl::InvalidArgumentError("snapshot: fields out of range");
  for (int i = 0; i < s.players; ++i)
    if (uint8_t(s.faction[i]) >= kNumFactions)
      return absl::InvalidArgumentError("snapshot: unknown faction");
  for (int c = 0; c < kNumClearings; ++c)
    if (uint8_t(s.suit[c]) >= kNumClearingSuits)
      return absl::InvalidArgumentError("snapshot: clearing suit out of range");
  // Indices the engine follows without checking again.
  auto seat_or_none = [&](int v) { return v >= -1 && v < s.players; };
  auto clearing_or_none = [](int v) { return v >= -1 && v < kNumClearings; };
  bool ok = s.turn_seat < s.players && seat_or_none(s.winner) && seat_or_none(s.steal_from) &&
            clearing_or_none(s.marquise.keep) && s.eyrie.leader >= -1 &&
            s.eyrie.leader < kNumLeaders && s.games >= 1 && s.games <= 2 &&
            s.game_index < s.games && s.setup_index <= kNumFactions;
  for (int seat = 0; seat < kMaxSeats; ++seat)
    ok = ok && s.dominance[seat] >= -1 && s.dominance[seat] < kNumCards;
  if (s.battle.active)
    ok = ok && s.battle.attacker >= 0 && s.battle.attacker < s.players &&
         s.battle.defender >= 0 && s.battle.defender < s.players &&
         s.battle.clearing >= 0 && s.battle.clearing < kNumClearings &&
         uint8_t(s.battle.stage) <= uint8_t(BattleStage::kAttackerHits);
  for (uint64_t col : s.eyrie.decree) ok = ok && (col >> (kNumCards + kNumViziers)) == 0;
  if (!ok) return absl::InvalidArgumentError("snapshot: an index out of range");
  absl::Status consistent = CheckConsistency(s);
  if (!consistent.ok())
    return absl::InvalidArgumentError(absl::StrCat("snapshot: ", consistent.message()));
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
    if (on_map + s.warrior_supply[f] != RulesOf(Faction(f)).warriors)
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
