// The Lizard Cult's pieces as the common rules see them: gardens (its
// buildings, whose clearings it rules outright: seed 001 【蜥蜴教団】《巡礼》),
// the garden tracks (VP and draw icons, facts 8), the acolytes (warriors off
// the map), the Lost Souls that take every card another faction spends or
// discards (《死せる魂の集い》) and what the replay shows of them. Hooks of
// kLizardRules (lizard.cc). Pure functions of their arguments.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_PIECES_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_PIECES_H_

#include <cstddef>
#include <string>

#include "engine/root/factions/faction.h"

namespace arbiter::root::lizard {

inline constexpr Faction kCult = Faction::kLizard;
inline constexpr uint32_t kPieces = 1u << int(PieceKind::kGarden);

inline constexpr size_t kAt = offsetof(State, lizard);
inline constexpr size_t kGardensAt = kAt + offsetof(LizardBoard, gardens);
inline constexpr BuildingRows kBuildingRows{1, {kGardensAt, kGardensAt, kGardensAt}};
inline constexpr int16_t kAcolytesAt = int16_t(kAt + offsetof(LizardBoard, acolytes));
// The Lost Souls and the revealed cards (FactionRules::card_sets).
inline constexpr CardSets kCardSets{2,
                                    {uint16_t(kAt + offsetof(LizardBoard, lost_souls)),
                                     uint16_t(kAt + offsetof(LizardBoard, revealed))}};

// Gardens of `suit` off its track (on the map), and the Evening draw:
// 1 + the card icons those uncovered (facts 8).
int GardensPlaced(const State& s, Suit suit);
int EveningDraw(const State& s);
// The VP a Score ritual with a card of `suit` pays: the value above the
// rightmost empty space of that suit's row (facts 8); 0 with none empty.
int ScoreVp(const State& s, Suit suit);

int Tokens(const State& s, int c);
int CountPiece(const State& s, PieceKind kind, int c);
void RemovePiece(State& s, PieceKind kind, int c);
// Places a garden of c's suit in c from its track. REQUIRES one is left.
void PlaceGarden(State& s, int c);

// FactionRules::card_discarded: a card another seat spends or discards goes
// face up onto the Lost Souls (dominance cards still go beside the map).
bool CardDiscarded(State& s, int seat, int card);
// FactionRules::warriors_removed: Revenge (《復讐者》).
void WarriorsRemoved(State& s, int c, int n);

std::string BoardText(const State& s, bool show_hidden);
std::string ClearingText(const State& s, int c);
std::string BoardHeadline(const State& s);

}  // namespace arbiter::root::lizard

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_PIECES_H_
