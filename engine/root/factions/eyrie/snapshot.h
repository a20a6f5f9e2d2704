// The Eyrie's board (EyrieBoard, proto State.eyrie) as snapshots, digests
// and the snapshot consistency check see it. Hooks of kEyrieRules.
// Pure functions; thread-safe.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_SNAPSHOT_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_SNAPSHOT_H_

#include <cstddef>

#include "engine/root/factions/faction.h"

namespace arbiter::root::eyrie {

void Reset(State& s);
void WriteSnapshot(const State& s, pb::root::State* out);
absl::Status ReadSnapshot(const pb::root::State& in, State& s);
absl::Status CheckSnapshot(const State& s);
absl::Status CheckPieces(const State& s);
// The Decree's columns (FactionRules::card_sets).
inline constexpr uint16_t kDecreeAt = uint16_t(offsetof(State, eyrie) + offsetof(EyrieBoard, decree));
static_assert(kNumColumns == 4 && kMaxCardSets >= kNumColumns);
inline constexpr CardSets kCardSets{4, {kDecreeAt, kDecreeAt + 8, kDecreeAt + 16, kDecreeAt + 24}};
void Digest(const State& s, DigestBuilder& d);
}  // namespace arbiter::root::eyrie

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_SNAPSHOT_H_
