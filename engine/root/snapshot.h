// Root state snapshots: the State written field by field into
// arbiter.pb.root.State (proto/arbiter/root.proto), with the proto's own
// numbering (clearings 1..12, cards 1..56, enums as declared there), so that a
// snapshot reads the same on every compiler and byte order. Reading checks
// the range of every field before anything indexes with it, then the
// redundant views (CheckConsistency): a damaged or malicious snapshot is
// kInvalidArgument with the field named, never undefined behaviour.
//
//   pb::Snapshot snap;
//   WriteSnapshot(state, &snap);
//   absl::StatusOr<State> back = ReadSnapshot(snap);  // StateDigest equal
//
// Pure functions; thread-safe.
#ifndef ARBITER_ENGINE_ROOT_SNAPSHOT_H_
#define ARBITER_ENGINE_ROOT_SNAPSHOT_H_

#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"
#include "engine/root/state.h"

namespace arbiter::root {

// The snapshot format written by WriteSnapshot (pb::root::State.format).
inline constexpr uint32_t kSnapshotFormat = 2;

// Sets out->game and out->root; other fields of `out` are left as they are.
void WriteSnapshot(const State& s, pb::Snapshot* out);

// The state held by `snapshot`. kInvalidArgument: another game, the retired
// raw-bytes form, another format, a field missing or out of range (the
// message names it), or a state whose redundant views disagree.
absl::StatusOr<State> ReadSnapshot(const pb::Snapshot& snapshot);

// Recomputes the redundant views (card places, piece counts, slots) and
// compares; kInternal names the broken invariant id.
// REQUIRES: every index field of `s` in range (as ReadSnapshot checks).
absl::Status CheckConsistency(const State& s);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_SNAPSHOT_H_
