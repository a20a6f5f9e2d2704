// The Living Forest reducer: the seed's rules as one pure function, and the
// same rules writing into a state the caller owns (no 1.5 KiB return value).
//
//   absl::StatusOr<State> next = Apply(state, event);
//   absl::Status st = ApplyInPlace(spare, event);  // spare: a copy to overwrite
//
// Thread-safe: reads only its arguments and the immutable components, and
// ApplyInPlace writes only its state argument.
#ifndef ARBITER_ENGINE_LIVING_FOREST_REDUCER_H_
#define ARBITER_ENGINE_LIVING_FOREST_REDUCER_H_

#include "absl/status/statusor.h"
#include "engine/living_forest/event.h"
#include "engine/living_forest/state.h"

namespace arbiter::living_forest {

// Returns the state after `event`, or why the rules forbid it.
// Pure: reads only its arguments and this game's immutable components.
// kInvalidArgument: the event names something that does not exist here (a
// seat beyond the table). kFailedPrecondition: well formed but illegal now;
// carries a Rejection (rule id, seed citation). `state` is never modified.
// Everything the rules force without a choice (turn passing, the end of the
// round, the end of the game) happens inside the event that triggers it.
// REQUIRES: `state` came from InitialState() or an earlier Apply(); the
// event's card, tree and cell ids are in range (Decode checks them).
absl::StatusOr<State> Apply(const State& state, const Event& event);

// The same rules applied to `state` itself, without copying it: on success
// `state` holds what Apply() would return; on failure it holds an unspecified
// mix of before and after (the caller discards it) and the status is the one
// Apply() would return. Apply() is this on a copy.
// REQUIRES: as Apply().
absl::Status ApplyInPlace(State& state, const Event& event);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_REDUCER_H_
