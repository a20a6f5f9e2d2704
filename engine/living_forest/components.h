// Living Forest component data: every card, tree, forest space and rock, in
// one place. Each value is traceable to ../shared/facts part A (section named
// beside it); where the facts and the seed disagree, the seed wins.
//
//   const CardData& card = CardInfo(kind);   // elements, cost, marker
//   int sun = card.elements[kSun];
//
// All data are constexpr and immutable: any thread may read them.
#ifndef ARBITER_ENGINE_LIVING_FOREST_COMPONENTS_H_
#define ARBITER_ENGINE_LIVING_FOREST_COMPONENTS_H_

#include <array>
#include <cstdint>

#include "absl/strings/string_view.h"

namespace arbiter::living_forest {

// Elements in the order the card tables list them (facts A.1).
enum Element : uint8_t { kSun = 0, kDrop, kPlant, kWind, kFlower, kNumElements };

enum class Marker : uint8_t { kNone, kSolitary, kGregarious };

// Card sets. kStart: the 14 starting kinds; kFire: the fire card (火まとい).
enum class CardSet : uint8_t { kStart, kFire, kLevel1, kLevel2, kLevel3 };

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMinPlayers = 2;

// Card kinds: 0..13 start, 14 fire, 15..37 level 1, 38..53 level 2,
// 54..65 level 3. The proto enum Card is kind + 1.
inline constexpr int kNumStartKinds = 14;           // facts A.2
inline constexpr uint8_t kFireCard = 14;            // facts A.6
inline constexpr int kNumFireCards = 23;            // facts A.6, seed 内容物
inline constexpr int kNumLevels = 3;
inline constexpr int kFirstGuardian = 15;
inline constexpr std::array<int, kNumLevels> kLevelFirst = {15, 38, 54};
inline constexpr std::array<int, kNumLevels> kLevelSize = {23, 16, 12};  // seed 内容物
inline constexpr int kNumGuardians = 51;
inline constexpr int kNumCardKinds = 66;
inline constexpr uint8_t kNoCard = 255;
// Most cards one player can own: its 14, every fire card, every guardian.
inline constexpr int kMaxOwned = kNumStartKinds + kNumFireCards + kNumGuardians;
inline constexpr int kDisplayPerLevel = 4;  // seed 準備: 各山の上から4枚

struct CardData {
  absl::string_view name;
  CardSet set;
  int8_t cost;  // suns; 0 for starting and fire cards
  std::array<int8_t, kNumElements> elements;  // signed (facts A.1)
  Marker marker;
};

// The card table itself; read it through CardInfo(). Defined here, not in
// components.cc, so that the per-event paths can inline the lookups.
namespace component_data {

inline constexpr Marker N = Marker::kNone;
inline constexpr Marker S = Marker::kSolitary;
inline constexpr Marker G = Marker::kGregarious;
inline constexpr CardSet kS = CardSet::kStart;
inline constexpr CardSet k1 = CardSet::kLevel1;
inline constexpr CardSet k2 = CardSet::kLevel2;
inline constexpr CardSet k3 = CardSet::kLevel3;

// Elements: {sun, drop, plant, wind, flower}. Where Game Park's data and the
// printed art disagree (Toucan, Cobra, Tapir) the art is followed (facts A.3-5).
inline constexpr std::array<CardData, kNumCardKinds> kCards = {{
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

// Guardian level by card kind (-1: starting or fire card), and the marker as
// +1 solitary, -1 gregarious, 0 none: derived from kCards at compile time.
inline constexpr std::array<int8_t, kNumCardKinds> kCardLevel = [] {
  std::array<int8_t, kNumCardKinds> level{};
  for (int k = 0; k < kNumCardKinds; ++k) {
    level[k] = kCards[k].set == CardSet::kLevel1   ? 0
               : kCards[k].set == CardSet::kLevel2 ? 1
               : kCards[k].set == CardSet::kLevel3 ? 2
                                                   : -1;
  }
  return level;
}();
inline constexpr std::array<int8_t, kNumCardKinds> kMarkerSign = [] {
  std::array<int8_t, kNumCardKinds> sign{};
  for (int k = 0; k < kNumCardKinds; ++k) {
    sign[k] = kCards[k].marker == Marker::kSolitary     ? 1
              : kCards[k].marker == Marker::kGregarious ? -1
                                                        : 0;
  }
  return sign;
}();
}  // namespace component_data

// REQUIRES: kind < kNumCardKinds.
inline const CardData& CardInfo(uint8_t kind) { return component_data::kCards[kind]; }
// Level 0..2 of a guardian kind, -1 for starting and fire cards.
// REQUIRES: kind < kNumCardKinds.
inline int GuardianLevel(uint8_t kind) { return component_data::kCardLevel[kind]; }

// Protective trees (facts A.7). Kinds 0..11 as in the dispensers; the
// starting tree is kStartTree and lives only on forest boards.
inline constexpr int kNumTreeKinds = 12;
inline constexpr uint8_t kStartTree = 12;
inline constexpr uint8_t kNoTree = 255;
inline constexpr uint8_t kSameActionTree = 11;  // Tree11: same action twice

struct TreeData {
  absl::string_view name;
  int8_t cost;  // plants
  std::array<int8_t, kNumElements> elements;
  std::array<uint8_t, 3> count;  // tiles in the dispensers for 2, 3, 4 players
};

namespace component_data {
// Facts A.7; counts for {2, 3, 4} players.
inline constexpr std::array<TreeData, kNumTreeKinds> kTrees = {{
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
}  // namespace component_data

// REQUIRES: kind < kNumTreeKinds.
inline const TreeData& TreeInfo(uint8_t kind) { return component_data::kTrees[kind]; }
// REQUIRES: kind < kNumTreeKinds, kMinPlayers <= players <= kMaxPlayers.
inline int TreeTilesInGame(uint8_t kind, int players) {
  return component_data::kTrees[kind].count[players - kMinPlayers];
}

// Forest board, 3 rows x 5 columns, row-major; the starting tree is in the
// centre (facts A.8).
inline constexpr int kForestRows = 3;
inline constexpr int kForestColumns = 5;
inline constexpr int kForestCells = kForestRows * kForestColumns;
inline constexpr int kForestCentre = 7;

// What planting on a corner space gives at once (facts A.8).
enum class CornerBonus : uint8_t { kNone, kAttractPlus3, kTwoFragments, kExtinguishPlus2 };
CornerBonus CornerBonusAt(int cell);

// Permanent bonus of a completed line (facts A.8): columns 1, 2, 3 (0-based)
// and the middle row.
struct LineBonus {
  bool column;  // true: column `index`, false: row `index`
  int index;
  Element element;
  int amount;
};
inline constexpr std::array<LineBonus, 4> kLineBonuses = {{
    {true, 1, kDrop, 1},
    {true, 2, kSun, 1},
    {true, 3, kWind, 1},
    {false, 1, kFlower, 2},
}};

// Circle of Spirits (facts A.9): 12 rocks clockwise, the bonus of each.
inline constexpr int kNumRocks = 12;
enum class RockBonus : uint8_t { kPlant, kFragment, kAttract, kExtinguish };
RockBonus RockBonusAt(int rock);
// Starting rock of `seat` for `players` (facts A.9).
int StartRock(int players, int seat);

// Fire tokens (facts A.11). Values by index 0, 1, 2 are 2, 3, 4.
inline constexpr int kNumFireValues = 3;
inline constexpr std::array<int, kNumFireValues> kFireValue = {2, 3, 4};
// UNKNOWN in the facts (A.11, C.1): how the seed's 58 fire tokens (内容物)
// split by value. Our choice, one named parameter: 26 of value 2, 18 of
// value 3, 14 of value 4, weighted to the low values because every level-1
// card taken and every empty centre adds a value 2. When a value runs out
// the fire that would need it is not placed (the seed is silent).
inline constexpr std::array<int, kNumFireValues> kFireTokensByValue = {26, 18, 14};
inline constexpr int kCentreFireCap = 7;  // seed 2.鬼火が聖樹を襲う: 上限は7枚

inline constexpr int kNumFragments = 20;  // seed 内容物 欠片トークン20枚
inline constexpr int kNumVictoryKinds = 3;  // tree, fire, flower (facts A.10)
enum VictoryKind : uint8_t { kVictoryTree = 0, kVictoryFire, kVictoryFlower };
inline constexpr int kWinThreshold = 12;  // seed ゲームの終了
inline constexpr int kMaxSolitary = 3;    // seed 1.守護獣フェイズ

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_COMPONENTS_H_
