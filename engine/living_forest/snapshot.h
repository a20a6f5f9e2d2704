// Living Forest state <-> pb::living_forest::State (snapshots).
// FromProto never trusts the message: sizes and ids are range-checked and
// the result must satisfy the conservation checks, so no snapshot can give
// the reducer a state it could not reach in shape. Pure; any thread.
#ifndef ARBITER_ENGINE_LIVING_FOREST_SNAPSHOT_H_
#define ARBITER_ENGINE_LIVING_FOREST_SNAPSHOT_H_

#include "absl/status/statusor.h"
#include "arbiter/living_forest.pb.h"
#include "engine/living_forest/state.h"

namespace arbiter::living_forest {

void StateToProto(const State& state, pb::living_forest::State* out);

// kInvalidArgument naming the field when the message is not a state of
// `players` seats.
absl::StatusOr<State> StateFromProto(const pb::living_forest::State& in, int players);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_SNAPSHOT_H_
