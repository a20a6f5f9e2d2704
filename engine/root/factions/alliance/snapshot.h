// The Alliance's board (AllianceBoard, proto State.alliance) as snapshots, digests
// and the snapshot consistency check see it. Hooks of kAllianceRules.
// Pure functions; thread-safe.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_ALLIANCE_SNAPSHOT_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_ALLIANCE_SNAPSHOT_H_

#include <cstddef>

#include "engine/root/factions/faction.h"

namespace arbiter::root::alliance {

void WriteSnapshot(const State& s, pb::root::State* out);
absl::Status ReadSnapshot(const pb::root::State& in, State& s);
// The supporters (FactionRules::card_sets).
inline constexpr CardSets kCardSets{
    1, {uint16_t(offsetof(State, alliance) + offsetof(AllianceBoard, supporters))}};
void Digest(const State& s, DigestBuilder& d);
// The officers: warriors off the map (FactionRules::warriors_off_map_at).
inline constexpr int16_t kOfficersAt = int16_t(offsetof(State, alliance) + offsetof(AllianceBoard, officers));
}  // namespace arbiter::root::alliance

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_ALLIANCE_SNAPSHOT_H_
