// The Riverfolk Company's board in the snapshot (State.company), the digest
// and the range checks: its FactionRules hooks write_snapshot,
// read_snapshot, check_snapshot and digest.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_SNAPSHOT_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_SNAPSHOT_H_

#include "absl/status/status.h"
#include "arbiter/root.pb.h"
#include "engine/core/digest.h"
#include "engine/root/state.h"

namespace arbiter::root::company {

void WriteSnapshot(const State& s, pb::root::State* out);
// Present exactly when it plays; every count within the box; `held` is
// recomputed from the boxes.
absl::Status ReadSnapshot(const pb::root::State& in, State& s);
// Posts on the map of each suit within those placed (the suits are read).
absl::Status CheckSnapshot(const State& s);
void Digest(const State& s, DigestBuilder& d);

}  // namespace arbiter::root::company

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_SNAPSHOT_H_
