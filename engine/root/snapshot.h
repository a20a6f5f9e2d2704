// Root state snapshots: the flat State copied byte for byte under its layout
// version (state.h kLayoutVersion). A snapshot is read back only by a build
// with the same layout; anything else is kInvalidArgument. Thread-safe.
#ifndef ARBITER_ENGINE_ROOT_SNAPSHOT_H_
#define ARBITER_ENGINE_ROOT_SNAPSHOT_H_

#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"
#include "engine/root/state.h"

namespace arbiter::root {

void WriteSnapshot(const State& s, pb::Snapshot* out);
// kInvalidArgument: another game, another layout, wrong size, or bytes that
// fail CheckConsistency.
absl::StatusOr<State> ReadSnapshot(const pb::Snapshot& snapshot);

// Recomputes the redundant views (card places, piece counts, slots) and
// compares; kInternal names the broken invariant id.
absl::Status CheckConsistency(const State& s);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_SNAPSHOT_H_
