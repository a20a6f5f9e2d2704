// Root component data: both maps, the 54-card shared deck, items, faction
// tracks and piece counts. Every value is written once, here and in
// components.cc, each traceable to ../shared/facts/root.md (section named
// beside it) or to the seed 000_df3076681f727464.txt.
//
//   const MapDef& map = GetMap(MapSide::kAutumn);
//   if (map.Adjacent(0, 4)) ...            // clearings are 0-based here
//   const CardDef& card = kCards[17];       // proto card id 18
//
// Immutable constant data; any number of threads may read it.
#ifndef ARBITER_ENGINE_ROOT_COMPONENTS_H_
#define ARBITER_ENGINE_ROOT_COMPONENTS_H_

#include <array>
#include <cstdint>

#include "absl/strings/string_view.h"

namespace arbiter::root {

inline constexpr int kNumClearings = 12;
inline constexpr int kNumCards = 54;       // facts 2: Bird 14 + Fox 14 + Rabbit 13 + Mouse 13
inline constexpr int kMaxSeats = 4;        // room for the later factions
inline constexpr int kWinningScore = 30;   // seed 【ゲームの勝利方法】①
inline constexpr int kHandLimit = 5;       // seed 夜フェイズ: 5枚にします
inline constexpr int kStartingHand = 3;    // seed 動物カード: 3枚ずつ

enum class Suit : uint8_t { kFox = 0, kRabbit = 1, kMouse = 2, kBird = 3 };
inline constexpr int kNumClearingSuits = 3;  // birds live in no clearing

enum class MapSide : uint8_t { kAutumn = 0, kWinter = 1 };

// Factions implemented so far; later factions append values.
enum class Faction : uint8_t { kMarquise = 0, kEyrie = 1, kAlliance = 2, kVagabond = 3, kCompany = 4,
                               kLizard = 5, kMechanical = 6 };
inline constexpr int kNumFactions = 7;

// ---- Maps (facts 1.1 Autumn, 1.2 Winter) ----
inline constexpr int kMaxForests = 8;

struct MapDef {
  MapSide side;
  // Printed suit per clearing; Winter has none until the markers are dealt.
  std::array<Suit, kNumClearings> suit;
  std::array<uint8_t, kNumClearings> slots;  // total, a ruin fills one
  std::array<bool, kNumClearings> ruin;
  std::array<uint16_t, kNumClearings> paths;  // bit j: path to clearing j
  std::array<uint16_t, kNumClearings> river;  // bit j: river link
  std::array<int8_t, kNumClearings> opposite; // corner -> opposite corner, -1
  int num_forests;
  std::array<uint16_t, kMaxForests> forest_clearings;  // clearings bordering
  std::array<uint8_t, kMaxForests> forest_adjacent;    // bit f: shares an edge

  bool Adjacent(int a, int b) const { return (paths[a] >> b) & 1; }
  bool IsCorner(int c) const { return opposite[c] >= 0; }
};

extern const MapDef kAutumnMap;
extern const MapDef kWinterMap;
// Inline: asked by every move and build.
inline const MapDef& GetMap(MapSide side) {
  return side == MapSide::kWinter ? kWinterMap : kAutumnMap;
}

// ---- Cards (facts 2) ----
enum class CardEffect : uint8_t {
  kAmbush,
  kDominance,
  kItem,             // immediate: item + VP
  kFavor,            // immediate: remove enemy pieces in clearings of a suit
  kArmorers,
  kBrutalTactics,
  kRoyalClaim,
  kSappers,
  kStandAndDeliver,
  kTaxCollector,
  kBetterBurrowBank,
  kCobbler,
  kCommandWarren,
  kCodebreakers,
  kScoutingParty,
};

enum class Item : uint8_t {
  kNone = 0, kBoot, kSword, kBag, kHammer, kTea, kCoins, kCrossbow, kTorch
};
inline constexpr int kNumItems = 9;  // index 0 unused
// Items by kind (index 0 unused), as item conservation counts them.
using ItemCounts = std::array<uint16_t, kNumItems>;

struct CardDef {
  absl::string_view name;
  Suit suit;
  CardEffect effect;
  // Crafting cost: pieces needed in clearings of fox, rabbit, mouse, any.
  std::array<uint8_t, 4> cost;
  Item item;
  uint8_t vp;  // item VP
  bool Craftable() const {
    return effect != CardEffect::kAmbush && effect != CardEffect::kDominance;
  }
  bool Persistent() const {
    return Craftable() && effect != CardEffect::kItem &&
           effect != CardEffect::kFavor;
  }
};

extern const std::array<CardDef, kNumCards> kCards;
// The cards of kCards with effect `effect`, as a card mask (bit c: card
// c). A walk over the deck: callers on a hot path keep it in a static.
uint64_t CardsWithEffect(CardEffect effect);

// Items in the map's supply at setup (facts 3): 2 boot, 2 sword, 2 bag,
// 1 hammer, 2 tea, 2 coins, 1 crossbow.
extern const std::array<uint8_t, kNumItems> kItemSupply;
// Items under the four ruins (facts 3, "R"): bag, boot, hammer, sword.
extern const std::array<uint8_t, kNumItems> kRuinItems;

// ---- Marquise de Cat (facts 5) ----
enum class CatBuilding : uint8_t { kSawmill = 0, kWorkshop = 1, kRecruiter = 2 };
inline constexpr int kNumCatBuildings = 3;
inline constexpr int kCatTrackLength = 6;
inline constexpr int kCatWarriors = 25;
inline constexpr int kCatWood = 8;
// Cost in wood of placing the k-th building of a type (k = 1..6, index k-1).
inline constexpr std::array<uint8_t, kCatTrackLength> kCatWoodCost = {0, 1, 2, 3, 3, 4};
// VP uncovered when the k-th building of a type is placed.
inline constexpr std::array<std::array<uint8_t, kCatTrackLength>, kNumCatBuildings>
    kCatTrackVp = {{{0, 1, 2, 3, 4, 5}, {0, 2, 2, 3, 4, 5}, {0, 1, 2, 3, 3, 4}}};
// Cards drawn in Evening = 1 + draw icons uncovered (recruiter spaces 3, 5).
int CatEveningDraw(int recruiters_on_map);

// ---- Eyrie Dynasties (facts 6) ----
enum class Leader : uint8_t { kBuilder = 0, kCharismatic = 1, kCommander = 2, kDespot = 3 };
inline constexpr int kNumLeaders = 4;
enum class Column : uint8_t { kRecruit = 0, kMove = 1, kBattle = 2, kBuild = 3 };
inline constexpr int kNumColumns = 4;
inline constexpr int kEyrieWarriors = 20;
inline constexpr int kEyrieRoosts = 7;
inline constexpr int kNumViziers = 2;
// Columns of the two Loyal Viziers under each leader.
extern const std::array<std::array<Column, 2>, kNumLeaders> kLeaderViziers;
// Evening VP and cards drawn by the number of roosts on the map (0..7).
inline constexpr std::array<uint8_t, kEyrieRoosts + 1> kRoostVp = {0, 0, 1, 2, 3, 4, 4, 5};
inline constexpr std::array<uint8_t, kEyrieRoosts + 1> kRoostDraw = {1, 1, 1, 2, 2, 2, 3, 3};

// ---- Woodland Alliance (facts 7) ----
inline constexpr int kAllianceWarriors = 10;
inline constexpr int kSympathyTokens = 10;
inline constexpr int kSetupSupporters = 3;      // seed 【森林連合】: face-down at setup
inline constexpr int kSupportersWithoutBase = 5;  // facts 7: cap while no base is on the map
// VP scored and supporters spent when the k-th sympathy token is placed
// (k = 1..10, index k-1).
inline constexpr std::array<uint8_t, kSympathyTokens> kSympathyVp = {0, 1, 1, 1, 2, 2, 3, 4, 4, 4};
inline constexpr std::array<uint8_t, kSympathyTokens> kSympathyCost = {1, 1, 1, 2, 2, 2, 3, 3, 3, 3};

// ---- Vagabond (facts 3, 4) ----
enum class Character : uint8_t { kThief = 0, kTinker = 1, kRanger = 2 };
inline constexpr int kNumCharacters = 3;
// Starting items by character (facts 4.1), counts by Item.
extern const std::array<std::array<uint8_t, kNumItems>, kNumCharacters> kCharacterItems;
// Items in the box (facts 3, base box): what items are conserved against.
extern const std::array<uint8_t, kNumItems> kItemsInBox;
inline constexpr int kTrackSlots = 3;       // facts 3: 3 per track (tea, coins, bags)
inline constexpr int kRefreshBase = 3;      // facts 4.4: 3 + 2 per face-up tea
inline constexpr int kRefreshPerTea = 2;
inline constexpr int kItemLimitBase = 6;    // facts 4.4: 6 + 2 per face-up bag
inline constexpr int kItemLimitPerBag = 2;
// Relationships (facts 4.3): Indifferent 0, the two spaces 1 and 2, Allied
// 3, Hostile 4. Aids needed in one turn to leave space k (k = 0..2) and the
// VP scored on arriving at space k+1; an Aid while Allied scores kAlliedAidVp.
enum class Relation : uint8_t { kIndifferent = 0, kFirst = 1, kSecond = 2, kAllied = 3, kHostile = 4 };
inline constexpr std::array<uint8_t, 3> kAidsNeeded = {1, 2, 3};
inline constexpr std::array<uint8_t, 3> kRelationVp = {1, 2, 2};
inline constexpr int kAlliedAidVp = 2;
// The quest deck (facts 4.2): 15 quests, three face up (factions/vagabond/quests.h).
inline constexpr int kNumQuests = 15;
inline constexpr int kQuestsShown = 3;

// ---- Riverfolk Company (facts 9; seed 001 【河民商団】) ----
inline constexpr int kCompanyWarriors = 15;
inline constexpr int kTradePostsPerSuit = 3;     // 3 fox, 3 rabbit, 3 mouse
inline constexpr int kTradePostVp = 2;           // every space of the rows prints +2
inline constexpr int kCompanySetupWarriors = 4;  // in clearings on the river
inline constexpr int kCompanySetupPayments = 3;
inline constexpr int kMinPrice = 1, kMaxPrice = 4;  // each service track
inline constexpr int kProtectionism = 2;  // seed 朝フェイズ《支払いボックスが空》
enum class Service : uint8_t { kHandCard = 0, kRiverboats = 1, kMercenaries = 2 };
inline constexpr int kNumServices = 3;
// The most funds one craft commits (Royal Claim: four of any suit).
inline constexpr int kMaxCraftCost = 4;

// ---- Lizard Cult (facts 8; seed 001 【蜥蜴教団】) ----
inline constexpr int kLizardWarriors = 25;
inline constexpr int kGardensPerSuit = 5;  // facts 8: 5 fox, 5 rabbit, 5 mouse
inline constexpr int kLizardSetupWarriors = 4;  // facts 8: in the corner, + 1 in each adjacent clearing
// VP printed above garden-track space k (1..5, index k-1), for every suit
// (facts 8): Score pays the value of the rightmost empty space.
inline constexpr std::array<uint8_t, kGardensPerSuit> kGardenVp = {0, 2, 2, 3, 4};
// The space (1-based) of each suit's row whose uncovering shows a card-draw
// icon (facts 8: fox 2, rabbit 3, mouse 4).
inline constexpr std::array<uint8_t, 3> kGardenDrawSpace = {2, 3, 4};
// Acolytes spent by each conspiracy (seed 【蜥蜴教団】朝フェイズ《神官アクション》):
// crusade, convert, sanctify; one fewer when the outcast is hated.
inline constexpr std::array<uint8_t, 3> kConspiracyCost = {2, 2, 3};

// ---- Mechanical Marquise 1.0 (seed 001 【メカ野候国】, facts 10.1) ----
inline constexpr int kMechWarriors = 25;  // facts 10.1.2: supply 25 warriors
inline constexpr int kMechOrders = 5;     // seed 001 ②: 5 cards instead of 3
inline constexpr int kMechKeepRecruit = 4;  // seed 001 3.募兵 [五角形シンボル]: 4 warriors at the keep
// Its Items for Sale box (seed 001 ③): one each of these, bit k for entry k.
inline constexpr std::array<Item, 4> kMechForSale = {Item::kSword, Item::kBoot, Item::kBag, Item::kTea};

// ---- Names for notation ----
absl::string_view SuitName(Suit suit);
absl::string_view FactionName(Faction faction);
absl::string_view ItemName(Item item);
absl::string_view LeaderName(Leader leader);
absl::string_view ColumnName(Column column);
absl::string_view CatBuildingName(CatBuilding building);
absl::string_view CharacterName(Character character);
absl::string_view RelationName(Relation relation);
absl::string_view ServiceName(Service service);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_COMPONENTS_H_
