// The Marquise de Cat (seed 【猫野候国】, facts 5): setup (keep, eleven
// warriors, three starting buildings), Birdsong wood, Daylight crafting with
// workshops and the action budget (battle, march, recruit, build, overwork,
// birds for extra actions), Evening draw and hand limit. The keep's placement
// ban and field hospitals are enforced by the core (board.cc, reducer.cc).
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_MARQUISE_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_MARQUISE_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root {

extern const FactionRules kMarquiseRules;

// Marquise fstep values.
enum class CatStep : uint8_t {
  kSetupKeep = 0,
  kSetupBuildings = 1,
  kSetupDone = 2,
  kBirdsong = 3,
  kDaylight = 4,
  kEveningDraw = 5,
  kEveningDiscard = 6,
  kBirdsongWoodChoice = 7,  // supply short: the Marquise chooses sawmills
  kRecruitChoice = 8,       // supply short: the Marquise chooses recruiters
};

// Wood usable for a building in `c`: per clearing, the wood in c and in every
// clearing joined to c by a chain of clearings the Marquise rules (seed
// D:建設アクション). Zero elsewhere.
void ReachableWood(const State& s, int c, uint8_t out[kNumClearings]);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_MARQUISE_H_
