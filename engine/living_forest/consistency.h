// Living Forest conservation checks: recount every component from scratch
// and compare with what the game holds (Stockfish's pos_is_ok). It returns
// OK or kInternal carrying the invariant id of verifier/living_forest
// (living_forest.<name>). Cheap and allocation-free on success; any thread.
// It serves CheckConsistency and snapshot restores; the verifier's invariant
// catalogue counts for itself (verifier/living_forest/conservation.h), so
// that a slip in one shows against the other.
#ifndef ARBITER_ENGINE_LIVING_FOREST_CONSISTENCY_H_
#define ARBITER_ENGINE_LIVING_FOREST_CONSISTENCY_H_

#include "absl/status/status.h"
#include "engine/living_forest/state.h"

namespace arbiter::living_forest {

// Recounts every component and returns the first fault as kInternal with
// its invariant id: cards_conserved, fire_tokens_conserved,
// fragments_conserved, victory_tiles_conserved, tree_tiles_conserved,
// distinct_rocks, centre_fire_cap. Not on the per-event path of verify.
absl::Status CheckConservation(const State& s);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_CONSISTENCY_H_
