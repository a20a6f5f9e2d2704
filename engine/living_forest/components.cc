#include "engine/living_forest/components.h"

namespace arbiter::living_forest {
namespace {

// Facts A.9: Plant, Fragment, Attract, Fragment, Extinguish, Fragment, twice.
constexpr std::array<RockBonus, kNumRocks> kRocks = {
    RockBonus::kPlant,      RockBonus::kFragment, RockBonus::kAttract,
    RockBonus::kFragment,   RockBonus::kExtinguish, RockBonus::kFragment,
    RockBonus::kPlant,      RockBonus::kFragment, RockBonus::kAttract,
    RockBonus::kFragment,   RockBonus::kExtinguish, RockBonus::kFragment};

// Facts A.9, seat order.
constexpr std::array<std::array<int, kMaxPlayers>, 3> kStartRocks = {{
    {0, 6, -1, -1},
    {2, 6, 10, -1},
    {0, 6, 9, 3},
}};

}  // namespace

CornerBonus CornerBonusAt(int cell) {
  switch (cell) {
    case 0: return CornerBonus::kAttractPlus3;
    case 4: return CornerBonus::kTwoFragments;
    case 10: return CornerBonus::kTwoFragments;
    case 14: return CornerBonus::kExtinguishPlus2;
    default: return CornerBonus::kNone;
  }
}

RockBonus RockBonusAt(int rock) { return kRocks[rock]; }

int StartRock(int players, int seat) {
  return kStartRocks[players - kMinPlayers][seat];
}

}  // namespace arbiter::living_forest
