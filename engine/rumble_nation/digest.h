// The canonical digest of a Rumble Nation state (engine/core/digest.h).
// Field order is frozen: changing it changes every golden digest.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_DIGEST_H_
#define ARBITER_ENGINE_RUMBLE_NATION_DIGEST_H_

#include <cstdint>

#include "engine/rumble_nation/state.h"

namespace arbiter::rumble_nation {

uint64_t Digest(const State& state);

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_DIGEST_H_
