#include "engine/living_forest/components.h"

namespace arbiter::living_forest {
namespace {

constexpr Marker N = Marker::kNone;
constexpr Marker S = Marker::kSolitary;
constexpr Marker G = Marker::kGregarious;
constexpr CardSet kS = CardSet::kStart;
constexpr CardSet k1 = CardSet::kLevel1;
constexpr CardSet k2 = CardSet::kLevel2;
constexpr CardSet k3 = CardSet::kLevel3;

// Elements: {sun, drop, plant, wind, flower}. Where Game Park's data and the
// printed art disagree (Toucan, Cobra, Tapir) the art is followed (facts A.3-5).
constexpr std::array<CardData, kNumCardKinds> kCards = {{
    // Starting deck, facts A.2.
    {"Bear", kS, 0, {0, 1, 2, 0, 0}, S},
    {"Beetle", kS, 0, {3, 0, 1, 0, 0}, S},
    {"Lynx", kS, 0, {2, 1, 1, 0, 0}, S},
    {"Fox", kS, 0, {0, 1, 1, 0, 1}, S},
    {"Goldfish", kS, 0, {0, 2, -1, 0, 0}, N},
    {"Tanuki", kS, 0, {3, 0, 0, 0, -1}, N},
    {"Boar", kS, 0, {-2, 0, 2, 0, 0}, N},
    {"Weasel", kS, 0, {2, 0, 0, 0, 0}, N},
    {"Hare", kS, 0, {0, 0, 0, 1, 0}, N},
    {"Fawn", kS, 0, {0, 0, 0, 0, 1}, N},
    {"Hummingbird", kS, 0, {0, 1, 0, 0, 0}, N},
    {"Bee", kS, 0, {0, 0, 1, 0, 0}, N},
    {"Baboon", kS, 0, {1, 0, 0, 0, 0}, N},
    {"Owl", kS, 0, {0, 0, 2, 1, 0}, S},
    // Fire card, facts A.6: solitary, no element.
    {"FireVaran", CardSet::kFire, 0, {0, 0, 0, 0, 0}, S},
    // Level 1, facts A.3.
    {"Hedgehog", k1, 3, {3, 0, 0, 0, 0}, N},
    {"Caterpillar", k1, 3, {0, 0, 2, 0, 0}, N},
    {"Flamingo", k1, 3, {0, 2, 0, 0, 0}, N},
    {"Ram", k1, 5, {0, 0, 0, 0, 2}, N},
    {"Wolf", k1, 5, {0, 0, 0, 2, 0}, N},
    {"Lemur", k1, 5, {4, 0, 0, 0, 0}, N},
    {"Squirrel", k1, 5, {1, 0, 2, 0, 0}, N},
    {"Tortoise", k1, 5, {1, 2, 0, 0, 0}, N},
    {"Coati", k1, 3, {2, 0, 1, 0, 0}, N},
    {"Racoon", k1, 3, {2, 1, 0, 0, 0}, N},
    {"Beaver", k1, 2, {0, 1, 1, 0, 0}, N},
    {"Raven", k1, 2, {1, 0, 0, 1, 0}, N},
    {"Bat", k1, 5, {-1, 0, 3, 0, 0}, N},
    {"Cockatoo", k1, 4, {3, 0, -1, 0, 1}, N},
    {"Meerkat", k1, 2, {1, -1, 2, 0, 0}, N},
    {"Horse", k1, 3, {-1, 0, 0, 2, 0}, N},
    {"Axolotl", k1, 4, {0, 1, -1, 1, 1}, N},
    {"Chimpanzee", k1, 5, {0, 0, -2, 0, 0}, G},
    {"Toucan", k1, 4, {-2, -1, 0, 0, 0}, G},
    {"Butterfly", k1, 5, {-3, 0, 0, 0, 0}, G},
    {"Spider", k1, 1, {2, 0, 4, 0, 0}, S},
    {"Hippopotamus", k1, 2, {1, 4, 1, 0, 0}, S},
    {"HornedOwl", k1, 2, {1, 1, 0, 3, 0}, S},
    // Level 2, facts A.4.
    {"Woodpecker", k2, 6, {0, 0, 2, 0, 1}, N},
    {"Badger", k2, 8, {2, 0, 0, 2, 0}, N},
    {"Rooster", k2, 5, {3, 0, 1, 0, 0}, N},
    {"Rhinoceros", k2, 6, {0, 0, 3, 0, 0}, N},
    {"Goat", k2, 8, {2, 0, 0, 0, 2}, N},
    {"Bull", k2, 5, {0, 1, 1, 1, 0}, N},
    {"Salamander", k2, 6, {0, 2, 0, 1, 0}, N},
    {"Frog", k2, 6, {2, 2, 0, 0, 0}, N},
    {"Marmot", k2, 7, {5, 0, 0, 0, 0}, N},
    {"Platypus", k2, 9, {0, 3, 0, 0, 1}, N},
    {"Crane", k2, 6, {0, 0, 2, 1, 0}, N},
    {"Loris", k2, 10, {1, -3, 2, 0, 0}, G},
    {"Koala", k2, 9, {3, 0, 0, -2, 0}, G},
    {"Leopard", k2, 10, {-2, 0, 0, 0, 1}, G},
    {"Eagle", k2, 6, {1, 1, 2, 2, 1}, S},
    {"Cobra", k2, 5, {4, 1, 1, 0, 2}, S},
    // Level 3, facts A.5.
    {"Cricket", k3, 11, {0, 1, 4, 0, 0}, N},
    {"Panther", k3, 10, {0, 2, 0, 2, 0}, N},
    {"Gorilla", k3, 10, {0, 0, 1, 2, 1}, N},
    {"Bison", k3, 11, {6, 0, 1, 0, 0}, N},
    {"Chameleon", k3, 11, {2, 0, 0, 1, 2}, N},
    {"Crocodile", k3, 10, {1, 2, 2, 0, 0}, N},
    {"Elephant", k3, 12, {2, 0, 0, 0, 3}, N},
    {"Dolphin", k3, 10, {1, 4, 0, 0, 0}, N},
    {"Dog", k3, 12, {0, 0, 0, 3, 1}, N},
    {"Panda", k3, 11, {0, 0, 1, 0, 3}, N},
    {"Stag", k3, 13, {0, 0, 0, 0, 1}, G},
    {"Tapir", k3, 12, {0, 4, 0, 2, 2}, S},
}};

// Facts A.7; counts for {2, 3, 4} players.
constexpr std::array<TreeData, kNumTreeKinds> kTrees = {{
    {"Tree3A", 3, {1, 0, 0, 0, 0}, {2, 3, 4}},
    {"Tree3B", 3, {0, 1, 0, 0, 0}, {2, 3, 4}},
    {"Tree4A", 4, {0, 0, 0, 1, 0}, {2, 3, 4}},
    {"Tree4B", 4, {0, 0, 0, 0, 1}, {2, 3, 4}},
    {"Tree5A", 5, {2, 0, 0, 0, 0}, {2, 3, 4}},
    {"Tree5B", 5, {0, 0, 1, 0, 0}, {2, 3, 4}},
    {"Tree6", 6, {0, 2, 0, 0, 0}, {2, 3, 3}},
    {"Tree7", 7, {0, 0, 0, 2, 0}, {2, 3, 3}},
    {"Tree8", 8, {0, 3, 0, 0, 0}, {2, 3, 3}},
    {"Tree9", 9, {0, 0, 0, 0, 2}, {2, 2, 2}},
    {"Tree10", 10, {4, 0, 0, 0, 0}, {2, 2, 2}},
    {"Tree11", 11, {0, 0, 0, 0, 0}, {2, 2, 2}},
}};

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

const CardData& CardInfo(uint8_t kind) { return kCards[kind]; }

int GuardianLevel(uint8_t kind) {
  switch (kCards[kind].set) {
    case CardSet::kLevel1: return 0;
    case CardSet::kLevel2: return 1;
    case CardSet::kLevel3: return 2;
    default: return -1;
  }
}

const TreeData& TreeInfo(uint8_t kind) { return kTrees[kind]; }

int TreeTilesInGame(uint8_t kind, int players) {
  return kTrees[kind].count[players - kMinPlayers];
}

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
