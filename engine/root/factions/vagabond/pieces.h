// The Vagabond as the common rules see it (seed 【放浪部族】): no buildings or
// tokens (a zero building row, so it never rules nor prevents rule), a pawn
// that battles and is battled, items that take its hits, replay text. Hooks
// of kVagabondRules (vagabond.cc). Pure functions of their arguments.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_PIECES_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_PIECES_H_

#include <cstddef>
#include <string>

#include "engine/root/factions/faction.h"

namespace arbiter::root::vagabond {

inline constexpr size_t kNoBuildingsAt =
    offsetof(State, vagabond) + offsetof(VagabondBoard, no_buildings);
inline constexpr BuildingRows kBuildingRows{1, {kNoBuildingsAt, kNoBuildingsAt, kNoBuildingsAt}};

int Tokens(const State& s, int c);
int CountPiece(const State& s, PieceKind kind, int c);
void RemovePiece(State& s, PieceKind kind, int c);

bool PawnIn(const State& s, int c);
// root.vagabond.battle_hits: rolled hits capped by undamaged swords.
int BattleStrength(const State& s, int c);
bool AbsorbHits(State& s, uint8_t& hits);
Verdict ValidateHit(const State& s, const Event& e);
void TakeHit(State& s, const Event& e);
void ListHits(const State& s, EventSink sink);
void RemovedAll(State& s, int c);
// The items that removal damages, chosen outside its turn
// (FactionRules::owed_decision): damage_item events.
Verdict ValidateOwedDamage(const State& s, const Event& e);
void TakeOwedDamage(State& s, const Event& e);
std::string OwedDamageText(const State& s);

// "thief; pawn in forest 3; items boot up, sword exhausted+damaged, ...;
// relationships: marquise +1, eyrie hostile".
std::string BoardText(const State& s, bool show_hidden);
std::string ClearingText(const State& s, int c);
// A quest: "Errand (fox)".
std::string QuestText(int q);
// A location: "clearing 5" or "forest 2" (1-based).
std::string LocationText(int loc);

}  // namespace arbiter::root::vagabond

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_PIECES_H_
