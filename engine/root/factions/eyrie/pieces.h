// The Eyrie's pieces and modifiers as the common rules see them: roosts (its
// only buildings), Lords of the Forest (ties for rule), the Commander's extra
// hit and the Despot's battle VP (seed 【鷲巣王朝】, facts 6). Hooks of
// kEyrieRules (eyrie.cc). Pure functions of their arguments; thread-compatible.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_PIECES_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_PIECES_H_

#include <cstddef>

#include "engine/root/factions/faction.h"

namespace arbiter::root::eyrie {

inline constexpr uint32_t kPieces = 1u << int(PieceKind::kRoost);

inline constexpr size_t kRoostsAt = offsetof(State, eyrie) + offsetof(EyrieBoard, roosts);
inline constexpr BuildingRows kBuildingRows{
    1, {kRoostsAt, kRoostsAt, kRoostsAt}};  // one row, repeated (RulePresence)

int Tokens(const State& s, int c);
int CountPiece(const State& s, PieceKind kind, int c);
void RemovePiece(State& s, PieceKind kind, int c);
int ExtraHits(const State& s, bool attacking);
int BattleBonusVp(const State& s, int removed);

}  // namespace arbiter::root::eyrie

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_PIECES_H_
