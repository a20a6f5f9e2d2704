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
  // Pairwise: at most four seats, six comparisons.
  const uint8_t r0 = s.p[0].rock, r1 = s.p[1].rock, r2 = s.p[2].rock, r3 = s.p[3].rock;
  switch (s.players) {
    case 0: return true;
    case 1: return r0 < kNumRocks;
    case 2: return (r0 < kNumRocks) & (r1 < kNumRocks) & (r0 != r1);
    case 3:
      return (r0 < kNumRocks) & (r1 < kNumRocks) & (r2 < kNumRocks) & (r0 != r1) & (r0 != r2) &
             (r1 != r2);
    default:  // four seats, or an impossible count read as four
      return (r0 < kNumRocks) & (r1 < kNumRocks) & (r2 < kNumRocks) & (r3 < kNumRocks) &
             (r0 != r1) & (r0 != r2) & (r0 != r3) & (r1 != r2) & (r1 != r3) & (r2 != r3);
  }
}
absl::Status DistinctRocksReport(const State& s);

// living_forest.centre_fire_cap: at most seven fire tokens in the centre.
inline bool CentreFireCapHold(const State& s) {
  return s.centre[0] + s.centre[1] + s.centre[2] <= kCentreFireCap;
}
absl::Status CentreFireCapReport(const State& s);

}  // namespace arbiter::living_forest::invariants

#endif  // ARBITER_VERIFIER_LIVING_FOREST_CONSERVATION_H_
