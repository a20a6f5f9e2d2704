// The Lizard Cult's board (LizardBoard, proto State.lizard) in snapshots and
// digests. Hooks of kLizardRules. Pure functions; thread-safe.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_SNAPSHOT_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_SNAPSHOT_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root::lizard {

void WriteSnapshot(const State& s, pb::root::State* out);
absl::Status ReadSnapshot(const pb::root::State& in, State& s);
// Cross-checks once the whole snapshot is read: gardens against the tracks.
absl::Status CheckSnapshot(const State& s);
void Digest(const State& s, DigestBuilder& d);

}  // namespace arbiter::root::lizard

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_SNAPSHOT_H_
