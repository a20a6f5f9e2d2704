// Rumble Nation state <-> pb::Snapshot.
//
// FromSnapshot trusts nothing: every count, seat and card is range-checked,
// so a hostile snapshot yields kInvalidArgument, never an out-of-range index.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_SNAPSHOT_H_
#define ARBITER_ENGINE_RUMBLE_NATION_SNAPSHOT_H_

#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"
#include "engine/rumble_nation/components.h"
#include "engine/rumble_nation/state.h"

namespace arbiter::rumble_nation {

void ToSnapshot(const State& state, pb::Snapshot* out);
absl::StatusOr<State> FromSnapshot(const Components& c, const pb::Snapshot& in);

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_SNAPSHOT_H_
