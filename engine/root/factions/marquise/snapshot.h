// The Marquise's board (MarquiseBoard, proto State.marquise) as snapshots,
// digests and the snapshot consistency check see it. Hooks of kMarquiseRules.
// Pure functions; thread-safe.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_SNAPSHOT_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_SNAPSHOT_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root::marquise {

void Reset(State& s);
void WriteSnapshot(const State& s, pb::root::State* out);
absl::Status ReadSnapshot(const pb::root::State& in, State& s);
absl::Status CheckSnapshot(const State& s);
absl::Status CheckPieces(const State& s);
void Digest(const State& s, DigestBuilder& d);

}  // namespace arbiter::root::marquise

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_SNAPSHOT_H_
