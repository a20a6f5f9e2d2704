// Canonical digest of a Living Forest state (engine/core/digest.h): every
// field in a fixed order, piles only up to their length. Pure; any thread.
#ifndef ARBITER_ENGINE_LIVING_FOREST_DIGEST_H_
#define ARBITER_ENGINE_LIVING_FOREST_DIGEST_H_

#include <cstdint>

#include "engine/living_forest/state.h"

namespace arbiter::living_forest {

uint64_t StateDigest(const State& state);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_DIGEST_H_
