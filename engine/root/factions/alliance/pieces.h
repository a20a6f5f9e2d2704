// The Alliance's pieces as the common rules see them: bases (its buildings;
// one removed costs supporters and officers), sympathy tokens (outrage when
// an enemy removes one or enters their clearing), the supporters stack and
// its limit without a base (seed 【森林連合】, facts 7). Hooks of
// kAllianceRules (alliance.cc). Pure functions of their arguments.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_ALLIANCE_PIECES_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_ALLIANCE_PIECES_H_

#include <cstddef>
#include <string>

#include "engine/root/factions/faction.h"

namespace arbiter::root::alliance {

inline constexpr uint32_t kPieces = (1u << int(PieceKind::kBase)) | (1u << int(PieceKind::kSympathy));
inline constexpr uint32_t kOutragePieces = 1u << int(PieceKind::kSympathy);

inline constexpr size_t kBasesAt = offsetof(State, alliance) + offsetof(AllianceBoard, bases);
inline constexpr BuildingRows kBuildingRows{
    1, {kBasesAt, kBasesAt, kBasesAt}};  // one row, repeated (RulePresence)

// Bases on the map, and whether the base of `suit` is one of them.
int BasesOnMap(const State& s);
bool BaseOnMap(const State& s, Suit suit);
int SympathyPlaced(const State& s);

int Tokens(const State& s, int c);
int CountPiece(const State& s, PieceKind kind, int c);
void RemovePiece(State& s, PieceKind kind, int c);
uint16_t OutrageClearings(const State& s);
// root.alliance.supporters: a card onto the supporters stack, or to the
// discard when no base is on the map and it holds five.
void ReceiveCard(State& s, int card);

std::string BoardText(const State& s, bool show_hidden);
std::string ClearingText(const State& s, int c);

}  // namespace arbiter::root::alliance

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_ALLIANCE_PIECES_H_
