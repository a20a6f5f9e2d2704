// Living Forest conservation counts of the invariant catalogue, the
// verifier's own: each recounts components straight from the raw state,
// apart from the engine's CheckConsistency (engine/living_forest/
// consistency.*, which snapshots use), so that a slip in either shows.
//
//   if (!invariants::FragmentsHold(s)) return invariants::FragmentsReport(s);
//
// Each `...Hold` decides, allocation-free; the matching `...Report` runs only
// once it said false, recounts and says what is wrong (always kInternal).
// Pure; any thread.
#ifndef ARBITER_VERIFIER_LIVING_FOREST_CONSERVATION_H_
#define ARBITER_VERIFIER_LIVING_FOREST_CONSERVATION_H_

#include <array>
#include <cstdint>

#include "absl/status/status.h"
#include "engine/living_forest/state.h"

namespace arbiter::living_forest::invariants {

// A tally of card kinds (16 bits: even a corrupt state has fewer cards).
using CardTally = std::array<uint16_t, kNumCardKinds>;

// What the cards of a game of `players` seats add up to: one starting deck
// per seat, the 23 fire cards, one of each guardian (seed 内容物).
// REQUIRES: 0 <= players <= kMaxPlayers.
const CardTally& CardsInGame(int players);

// living_forest.cards_conserved by a full recount: 2-4 seats, nothing held by
// a seat out of play, every pile within its size and of existing cards, and
// each kind as often as CardsInGame says.
bool CardsHold(const State& s);
absl::Status CardsReport(const State& s);

// living_forest.fire_tokens_conserved: supply + centre + extinguished, by
// value. Every seat is added, in play or not: a seat out of play holds
// nothing, so anything it holds breaks the total (also below).
inline bool FireTokensHold(const State& s) {
  int t0 = s.fire_supply[0] + s.centre[0];
  int t1 = s.fire_supply[1] + s.centre[1];
  int t2 = s.fire_supply[2] + s.centre[2];
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    t0 += s.p[seat].fires[0];
    t1 += s.p[seat].fires[1];
    t2 += s.p[seat].fires[2];
  }
  return (t0 == kFireTokensByValue[0]) & (t1 == kFireTokensByValue[1]) &
         (t2 == kFireTokensByValue[2]);
}
absl::Status FireTokensReport(const State& s);

// living_forest.fragments_conserved: stock + held = 20.
inline bool FragmentsHold(const State& s) {
  int total = s.fragment_stock;
  for (int seat = 0; seat < kMaxPlayers; ++seat) total += s.p[seat].fragments;
  return total == kNumFragments;
}
absl::Status FragmentsReport(const State& s);

// living_forest.victory_tiles_conserved: one of each kind per spirit in play.
inline bool VictoryTilesHold(const State& s) {
  int t0 = 0, t1 = 0, t2 = 0;
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    t0 += s.p[seat].victory[0];
    t1 += s.p[seat].victory[1];
    t2 += s.p[seat].victory[2];
  }
  return (t0 == s.players) & (t1 == s.players) & (t2 == s.players);
}
absl::Status VictoryTilesReport(const State& s);

// living_forest.tree_tiles_conserved: dispensers + forests per kind, and one
// starting tree per forest of a seat in play, in its centre.
bool TreeTilesHold(const State& s);
absl::Status TreeTilesReport(const State& s);

// living_forest.distinct_rocks: every spirit in play on a rock of the circle,
// no two on one.
inline bool DistinctRocksHold(const State& s) {
  uint32_t rocks = 0;
  uint32_t twice = 0;
  bool on_circle = true;
  const int seats = s.players < kMaxPlayers ? s.players : kMaxPlayers;
  for (int seat = 0; seat < seats; ++seat) {
    on_circle &= s.p[seat].rock < kNumRocks;
    const uint32_t bit = 1u << (s.p[seat].rock & 31);
    twice |= rocks & bit;
    rocks |= bit;
  }
  return on_circle & (twice == 0);
}
absl::Status DistinctRocksReport(const State& s);

// living_forest.centre_fire_cap: at most seven fire tokens in the centre.
inline bool CentreFireCapHold(const State& s) {
  return s.centre[0] + s.centre[1] + s.centre[2] <= kCentreFireCap;
}
absl::Status CentreFireCapReport(const State& s);

}  // namespace arbiter::living_forest::invariants

#endif  // ARBITER_VERIFIER_LIVING_FOREST_CONSERVATION_H_
