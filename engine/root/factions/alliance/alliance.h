// The Woodland Alliance (seed 【森林連合】, facts 7): setup (three face-down
// supporters), Birdsong revolts then spread sympathy, Daylight crafting with
// sympathy, Mobilize and Train, Evening military operations (move, battle,
// recruit, organize) as many as its officers, then 1 + uncovered base icons
// drawn. Guerrilla War is kAllianceRules.high_roll_defending (battle.cc);
// outrage is the common interrupt of outrage.h, raised through its hooks.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_ALLIANCE_ALLIANCE_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_ALLIANCE_ALLIANCE_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root {

extern const FactionRules kAllianceRules;

enum class AllianceStep : uint8_t {
  kSetupSupporters = 0,  // forced: three supporters drawn
  kSetupDone = 1,
  kBirdsong = 2,         // revolts, then spreads; EndPhase
  kDaylight = 3,         // craft, mobilize, train; EndPhase
  kOperations = 4,       // military operations; EndPhase
  kEveningDraw = 5,      // forced
  kEveningDiscard = 6,
};

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_ALLIANCE_ALLIANCE_H_
