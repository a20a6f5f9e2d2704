// The Mechanical Marquise's board in snapshots (root.proto State.mechanical,
// field 60), digests and card conservation.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_SNAPSHOT_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_SNAPSHOT_H_

#include <cstddef>

#include "absl/status/status.h"
#include "arbiter/root.pb.h"
#include "engine/core/digest.h"
#include "engine/root/factions/faction.h"
#include "engine/root/state.h"

namespace arbiter::root::mechanical {

inline constexpr size_t kAt = offsetof(State, mechanical);
// It builds nothing (facts 10.1.1); RulePresence reads row 0 of every
// faction, so it names a row that is zero in every game: the Vagabond's
// (VagabondBoard::no_buildings, never written). Its own would take 12 bytes
// past the State budget (state.h).
inline constexpr uint16_t kNoBuildingsAt = uint16_t(offsetof(State, vagabond) + offsetof(VagabondBoard, no_buildings));
inline constexpr BuildingRows kBuildingRows{1, {kNoBuildingsAt, kNoBuildingsAt, kNoBuildingsAt}};
// Its orders (FactionRules::card_sets).
inline constexpr CardSets kCardSets{1, {uint16_t(kAt + offsetof(MechanicalBoard, orders))}};

void WriteSnapshot(const State& s, pb::root::State* out);
absl::Status ReadSnapshot(const pb::root::State& in, State& s);
absl::Status CheckSnapshot(const State& s);
void Digest(const State& s, DigestBuilder& d);

}  // namespace arbiter::root::mechanical

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_SNAPSHOT_H_
