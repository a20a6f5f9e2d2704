// The Vagabond (seed 【放浪部族】, facts 3-4): one pawn that is not a warrior,
// rules nothing and prevents no rule; items as its actions and hit points.
// Setup: the character (Thief, Tinker, Ranger) and its starting items, the
// pawn into a forest. Birdsong: refresh (3 + 2 per face-up tea), slip.
// Daylight: move, battle, explore, aid, strike, repair, craft, the
// character's special action. Evening: rest in a forest, draw 1 + face-up
// coins, the hand limit, the item limit (6 + 2 per face-up bag).
// Relationships with the other factions (aid steps, Allied, Hostile, Infamy).
// Quests (quests.h) and, with four or more players, the coalition.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_VAGABOND_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_VAGABOND_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root {

extern const FactionRules kVagabondRules;

enum class VagabondStep : uint8_t {
  kSetupCharacter = 0,  // ChooseCharacter
  kSetupPawn = 1,       // PlacePawn in a forest
  kSetupDone = 2,
  kRefresh = 3,         // Refresh items; EndPhase
  kSlip = 4,            // Slip, or EndPhase
  kDaylight = 5,        // actions; EndPhase
  kEveningDraw = 6,     // forced: rest, draw
  kEveningDiscard = 7,  // hand limit
  kEveningItems = 8,    // item limit
  kSetupQuests = 9,     // chance: the quest deck's order (after the pawn)
  kSetupRuins = 10,     // chance: the item under each ruin (after the quests)
};

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_VAGABOND_H_
