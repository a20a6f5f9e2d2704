// Living Forest conservation checks: recount every component from scratch
// and compare with what the game holds (Stockfish's pos_is_ok). Each returns
// OK or kInternal carrying the invariant id of verifier/living_forest
// (living_forest.<name>). Cheap and allocation-free on success; any thread.
// They serve CheckConsistency and snapshot restores; the verifier's invariant
// catalogue counts for itself (verifier/living_forest/conservation.h), so
// that a slip in one shows against the other.
#ifndef ARBITER_ENGINE_LIVING_FOREST_CONSISTENCY_H_
#define ARBITER_ENGINE_LIVING_FOREST_CONSISTENCY_H_

#include <array>
#include <cstdint>

#include "absl/status/status.h"
#include "engine/living_forest/state.h"

namespace arbiter::living_forest {

// living_forest.cards_conserved: every card in exactly one place (deck,
// discard, help line, display, stack, burn board): each starting kind once
// per spirit in play, 23 fire cards, each guardian once.
absl::Status CheckCardsConserved(const State& s);

// living_forest.tree_tiles_conserved: dispensers + forests per kind, and one
// starting tree per forest, in its centre.
absl::Status CheckTreeTilesConserved(const State& s);

// The small counts below decide inline, in a few additions and comparisons
// (they run after every event); only a failure calls out of line, where the
// count is redone to say what is wrong.
namespace reports {
absl::Status FireTokens(const State& s);
absl::Status Fragments(const State& s);
absl::Status VictoryTiles(const State& s);
absl::Status DistinctRocks(const State& s);
absl::Status CentreFireCap(const State& s);
}  // namespace reports

// living_forest.fire_tokens_conserved: supply + centre + extinguished.
inline absl::Status CheckFireTokensConserved(const State& s) {
  int t0 = s.fire_supply[0] + s.centre[0];
  int t1 = s.fire_supply[1] + s.centre[1];
  int t2 = s.fire_supply[2] + s.centre[2];
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    t0 += s.p[seat].fires[0];
    t1 += s.p[seat].fires[1];
    t2 += s.p[seat].fires[2];
  }
  if (t0 == kFireTokensByValue[0] && t1 == kFireTokensByValue[1] &&
      t2 == kFireTokensByValue[2]) {
    return absl::OkStatus();
  }
  return reports::FireTokens(s);
}

// The conservation checks below add every seat, in play or not: a seat out
// of play holds nothing, so anything it holds breaks the total.

// living_forest.fragments_conserved: stock + held = 20.
inline absl::Status CheckFragmentsConserved(const State& s) {
  int total = s.fragment_stock;
  for (int seat = 0; seat < kMaxPlayers; ++seat) total += s.p[seat].fragments;
  return total == kNumFragments ? absl::OkStatus() : reports::Fragments(s);
}

// living_forest.victory_tiles_conserved: 3 per spirit in play, by kind.
inline absl::Status CheckVictoryTilesConserved(const State& s) {
  int t0 = 0, t1 = 0, t2 = 0;
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    t0 += s.p[seat].victory[0];
    t1 += s.p[seat].victory[1];
    t2 += s.p[seat].victory[2];
  }
  if (t0 == s.players && t1 == s.players && t2 == s.players) return absl::OkStatus();
  return reports::VictoryTiles(s);
}

// living_forest.distinct_rocks: no two spirits on one rock.
inline absl::Status CheckDistinctRocks(const State& s) {
  // On the circle and distinct: one bit per rock, none set twice.
  uint32_t rocks = 0;
  uint32_t twice = 0;
  bool on_circle = true;
  for (int seat = 0; seat < s.players; ++seat) {
    on_circle = on_circle && s.p[seat].rock < kNumRocks;
    const uint32_t bit = 1u << (s.p[seat].rock & 31);
    twice |= rocks & bit;
    rocks |= bit;
  }
  if (on_circle && twice == 0) return absl::OkStatus();
  return reports::DistinctRocks(s);
}

// living_forest.centre_fire_cap: at most seven fire tokens in the centre.
inline absl::Status CheckCentreFireCap(const State& s) {
  const int tokens = s.centre[0] + s.centre[1] + s.centre[2];
  return tokens <= kCentreFireCap ? absl::OkStatus() : reports::CentreFireCap(s);
}

// All of the above, first failure returned.
absl::Status CheckConservation(const State& s);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_CONSISTENCY_H_
