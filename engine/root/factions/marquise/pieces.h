// The Marquise's pieces as the common rules see them: sawmills, workshops
// and recruiters (buildings), wood and the keep (tokens), the keep's ban on
// other factions' placement and the field hospitals' bookkeeping (seed
// 【猫野候国】, facts 5). Hooks of kMarquiseRules (marquise.cc).
// Pure functions of their arguments; thread-compatible.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_PIECES_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_PIECES_H_

#include <cstddef>

#include "engine/root/factions/faction.h"

namespace arbiter::root::marquise {

inline constexpr uint32_t kPieces =
    1u << int(PieceKind::kSawmill) | 1u << int(PieceKind::kWorkshop) |
    1u << int(PieceKind::kRecruiter) | 1u << int(PieceKind::kWood) | 1u << int(PieceKind::kKeep);

inline constexpr size_t kBuildingsAt = offsetof(State, marquise) + offsetof(MarquiseBoard, buildings);
inline constexpr BuildingRows kBuildingRows{
    3, {kBuildingsAt, kBuildingsAt + kNumClearings, kBuildingsAt + 2 * kNumClearings}};

int Tokens(const State& s, int c);
int CountPiece(const State& s, PieceKind kind, int c);
void RemovePiece(State& s, PieceKind kind, int c);
bool BarsPlacement(const State& s, Faction placer, int c);
void WarriorsRemoved(State& s, int c, int n);

}  // namespace arbiter::root::marquise

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_PIECES_H_
