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

// REQUIRES: kind < kNumCardKinds.
const CardData& CardInfo(uint8_t kind);
// Level 0..2 of a guardian kind, -1 for starting and fire cards.
int GuardianLevel(uint8_t kind);

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

// REQUIRES: kind < kNumTreeKinds.
const TreeData& TreeInfo(uint8_t kind);
int TreeTilesInGame(uint8_t kind, int players);

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
