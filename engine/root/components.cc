// Component data of Root. Values from ../shared/facts/root.md; the section is
// named beside each table. Clearing numbers in the comments are the printed
// 1-based ones; arrays are 0-based.
#include "engine/root/components.h"

#include <initializer_list>
#include <utility>

namespace arbiter::root {
namespace {

using Edge = std::pair<int, int>;  // printed clearing numbers

constexpr std::array<uint16_t, kNumClearings> MaskFromEdges(
    std::initializer_list<Edge> edges) {
  std::array<uint16_t, kNumClearings> mask{};
  for (const Edge& e : edges) {
    mask[e.first - 1] |= uint16_t(1u << (e.second - 1));
    mask[e.second - 1] |= uint16_t(1u << (e.first - 1));
  }
  return mask;
}

constexpr uint16_t Clearings(std::initializer_list<int> printed) {
  uint16_t mask = 0;
  for (int c : printed) mask |= uint16_t(1u << (c - 1));
  return mask;
}

constexpr Suit F = Suit::kFox;
constexpr Suit R = Suit::kRabbit;
constexpr Suit M = Suit::kMouse;
constexpr Suit B = Suit::kBird;

// facts 1.1: Autumn map.
constexpr MapDef kAutumn{
    MapSide::kAutumn,
    /*suit=*/{F, M, R, R, R, F, M, F, M, R, M, F},
    /*slots=*/{1, 2, 1, 1, 2, 2, 2, 2, 2, 2, 3, 2},
    /*ruin=*/{false, false, false, false, false, true, false, false, false,
              true, true, true},
    /*paths=*/
    MaskFromEdges({{1, 5}, {1, 9}, {1, 10}, {2, 5}, {2, 6}, {2, 10}, {3, 6},
                   {3, 7}, {3, 11}, {4, 8}, {4, 9}, {4, 12}, {6, 11}, {7, 8},
                   {7, 12}, {9, 12}, {10, 12}, {11, 12}}),
    /*river=*/MaskFromEdges({{5, 10}, {10, 11}, {11, 7}, {7, 4}}),
    /*opposite=*/{2, 3, 0, 1, -1, -1, -1, -1, -1, -1, -1, -1},
    /*num_forests=*/7,
    /*forest_clearings=*/
    {Clearings({1, 2, 5, 10}), Clearings({1, 9, 10, 12}),
     Clearings({2, 6, 10, 11, 12}), Clearings({4, 9, 12}),
     Clearings({3, 7, 11, 12}), Clearings({3, 6, 11}),
     Clearings({4, 7, 8, 12}), 0},
    // Forest indices: 0 F_1_2_5_10, 1 F_1_9_10_12, 2 F_2_6_10_11_12,
    // 3 F_4_9_12, 4 F_3_7_11_12, 5 F_3_6_11, 6 F_4_7_8_12.
    /*forest_adjacent=*/
    {0b0000110, 0b0001101, 0b0110011, 0b1000010, 0b1100100, 0b0010100,
     0b0011000, 0},
};

// facts 1.2: Winter map. Suits come from the suit markers dealt at setup;
// the bird here is a placeholder never read.
constexpr MapDef kWinter{
    MapSide::kWinter,
    /*suit=*/{B, B, B, B, B, B, B, B, B, B, B, B},
    /*slots=*/{1, 1, 2, 2, 2, 2, 1, 2, 2, 1, 3, 3},
    /*ruin=*/{false, false, false, false, false, false, false, true, true,
              false, true, true},
    /*paths=*/
    MaskFromEdges({{1, 5}, {1, 10}, {1, 11}, {2, 6}, {2, 7}, {2, 12}, {3, 7},
                   {3, 8}, {3, 12}, {4, 9}, {4, 10}, {4, 11}, {5, 6}, {8, 9},
                   {8, 12}, {9, 11}}),
    /*river=*/MaskFromEdges({{10, 11}, {11, 12}, {12, 7}}),
    /*opposite=*/{2, 3, 0, 1, -1, -1, -1, -1, -1, -1, -1, -1},
    /*num_forests=*/8,
    // Forest indices: 0 1_2_5_6_11_12, 1 1_10_11, 2 2_7_12, 3 4_10_11,
    // 4 8_9_11_12, 5 3_8_12, 6 3_7_12, 7 4_9_11. The river divides forests
    // on this map (seed 冬マップ ルールの変更点), so 0|4, 1|3 and 2|6 are
    // separate forests; we count a river edge between them as adjacency, as
    // a printed path would be (facts 1.2 leaves this open).
    /*forest_clearings=*/
    {Clearings({1, 2, 5, 6, 11, 12}), Clearings({1, 10, 11}),
     Clearings({2, 7, 12}), Clearings({4, 10, 11}), Clearings({8, 9, 11, 12}),
     Clearings({3, 8, 12}), Clearings({3, 7, 12}), Clearings({4, 9, 11})},
    /*forest_adjacent=*/
    {0b00010110, 0b00001001, 0b01000001, 0b10000010, 0b10100001, 0b01010000,
     0b00100100, 0b00011000},
};

constexpr std::array<uint8_t, 4> Cost(int fox, int rabbit, int mouse, int any) {
  return {uint8_t(fox), uint8_t(rabbit), uint8_t(mouse), uint8_t(any)};
}
constexpr std::array<uint8_t, 4> kNoCost = {0, 0, 0, 0};

using E = CardEffect;
using I = Item;

}  // namespace

// constinit: ready before any static initializer could ask for a map.
constinit const MapDef kAutumnMap = kAutumn;
constinit const MapDef kWinterMap = kWinter;

// facts 2: the shared deck, one row per physical card, in table order.
// Proto card id = index + 1. constinit: card_effects.cc reads it in a static
// initializer (kWindowCards).
constinit const std::array<CardDef, kNumCards> kCards = {{
    // Bird (14)
    {"Ambush! (bird)", B, E::kAmbush, kNoCost, I::kNone, 0},
    {"Ambush! (bird)", B, E::kAmbush, kNoCost, I::kNone, 0},
    {"Armorers", B, E::kArmorers, Cost(1, 0, 0, 0), I::kNone, 0},
    {"Armorers", B, E::kArmorers, Cost(1, 0, 0, 0), I::kNone, 0},
    {"Arms Trader", B, E::kItem, Cost(2, 0, 0, 0), I::kSword, 2},
    {"Birdy Bindle", B, E::kItem, Cost(0, 0, 1, 0), I::kBag, 1},
    {"Brutal Tactics", B, E::kBrutalTactics, Cost(2, 0, 0, 0), I::kNone, 0},
    {"Brutal Tactics", B, E::kBrutalTactics, Cost(2, 0, 0, 0), I::kNone, 0},
    {"Crossbow (bird)", B, E::kItem, Cost(1, 0, 0, 0), I::kCrossbow, 1},
    {"Royal Claim", B, E::kRoyalClaim, Cost(0, 0, 0, 4), I::kNone, 0},
    {"Sappers", B, E::kSappers, Cost(0, 0, 1, 0), I::kNone, 0},
    {"Sappers", B, E::kSappers, Cost(0, 0, 1, 0), I::kNone, 0},
    {"Woodland Runners", B, E::kItem, Cost(0, 1, 0, 0), I::kBoot, 1},
    {"Dominance (bird)", B, E::kDominance, kNoCost, I::kNone, 0},
    // Fox (14)
    {"Ambush! (fox)", F, E::kAmbush, kNoCost, I::kNone, 0},
    {"Anvil", F, E::kItem, Cost(1, 0, 0, 0), I::kHammer, 2},
    {"Favor of the Foxes", F, E::kFavor, Cost(3, 0, 0, 0), I::kNone, 0},
    {"Foxfolk Steel", F, E::kItem, Cost(2, 0, 0, 0), I::kSword, 2},
    {"Gently Used Knapsack", F, E::kItem, Cost(0, 0, 1, 0), I::kBag, 1},
    {"Protection Racket", F, E::kItem, Cost(0, 2, 0, 0), I::kCoins, 3},
    {"Root Tea (fox)", F, E::kItem, Cost(0, 0, 1, 0), I::kTea, 2},
    {"Stand and Deliver!", F, E::kStandAndDeliver, Cost(0, 0, 3, 0), I::kNone, 0},
    {"Stand and Deliver!", F, E::kStandAndDeliver, Cost(0, 0, 3, 0), I::kNone, 0},
    {"Tax Collector", F, E::kTaxCollector, Cost(1, 1, 1, 0), I::kNone, 0},
    {"Tax Collector", F, E::kTaxCollector, Cost(1, 1, 1, 0), I::kNone, 0},
    {"Tax Collector", F, E::kTaxCollector, Cost(1, 1, 1, 0), I::kNone, 0},
    {"Travel Gear (fox)", F, E::kItem, Cost(0, 1, 0, 0), I::kBoot, 1},
    {"Dominance (fox)", F, E::kDominance, kNoCost, I::kNone, 0},
    // Rabbit (13)
    {"Ambush! (rabbit)", R, E::kAmbush, kNoCost, I::kNone, 0},
    {"A Visit to Friends", R, E::kItem, Cost(0, 1, 0, 0), I::kBoot, 1},
    {"Bake Sale", R, E::kItem, Cost(0, 2, 0, 0), I::kCoins, 3},
    {"Better Burrow Bank", R, E::kBetterBurrowBank, Cost(0, 2, 0, 0), I::kNone, 0},
    {"Better Burrow Bank", R, E::kBetterBurrowBank, Cost(0, 2, 0, 0), I::kNone, 0},
    {"Cobbler", R, E::kCobbler, Cost(0, 2, 0, 0), I::kNone, 0},
    {"Cobbler", R, E::kCobbler, Cost(0, 2, 0, 0), I::kNone, 0},
    {"Command Warren", R, E::kCommandWarren, Cost(0, 2, 0, 0), I::kNone, 0},
    {"Command Warren", R, E::kCommandWarren, Cost(0, 2, 0, 0), I::kNone, 0},
    {"Favor of the Rabbits", R, E::kFavor, Cost(0, 3, 0, 0), I::kNone, 0},
    {"Root Tea (rabbit)", R, E::kItem, Cost(0, 0, 1, 0), I::kTea, 2},
    {"Smuggler's Trail", R, E::kItem, Cost(0, 0, 1, 0), I::kBag, 1},
    {"Dominance (rabbit)", R, E::kDominance, kNoCost, I::kNone, 0},
    // Mouse (13)
    {"Ambush! (mouse)", M, E::kAmbush, kNoCost, I::kNone, 0},
    {"Codebreakers", M, E::kCodebreakers, Cost(0, 0, 1, 0), I::kNone, 0},
    {"Codebreakers", M, E::kCodebreakers, Cost(0, 0, 1, 0), I::kNone, 0},
    {"Crossbow (mouse)", M, E::kItem, Cost(1, 0, 0, 0), I::kCrossbow, 1},
    {"Favor of the Mice", M, E::kFavor, Cost(0, 0, 3, 0), I::kNone, 0},
    {"Investments", M, E::kItem, Cost(0, 2, 0, 0), I::kCoins, 3},
    {"Mouse-in-a-Sack", M, E::kItem, Cost(0, 0, 1, 0), I::kBag, 1},
    {"Root Tea (mouse)", M, E::kItem, Cost(0, 0, 1, 0), I::kTea, 2},
    {"Scouting Party", M, E::kScoutingParty, Cost(0, 0, 2, 0), I::kNone, 0},
    {"Scouting Party", M, E::kScoutingParty, Cost(0, 0, 2, 0), I::kNone, 0},
    {"Sword", M, E::kItem, Cost(2, 0, 0, 0), I::kSword, 2},
    {"Travel Gear (mouse)", M, E::kItem, Cost(0, 1, 0, 0), I::kBoot, 1},
    {"Dominance (mouse)", M, E::kDominance, kNoCost, I::kNone, 0},
}};

uint64_t CardsWithEffect(CardEffect effect) {
  uint64_t mask = 0;
  for (int c = 0; c < kNumCards; ++c)
    if (kCards[c].effect == effect) mask |= uint64_t{1} << c;
  return mask;
}

// Index: none, boot, sword, bag, hammer, tea, coins, crossbow, torch.
const std::array<uint8_t, kNumItems> kItemSupply = {0, 2, 2, 2, 1, 2, 2, 1, 0};
const std::array<uint8_t, kNumItems> kRuinItems = {0, 1, 1, 1, 1, 0, 0, 0, 0};
// facts 4.1, by Item (none, boot, sword, bag, hammer, tea, coins, crossbow,
// torch): Thief boot, torch, tea, sword; Tinker boot, torch, bag, hammer;
// Ranger boot, torch, crossbow, sword.
const std::array<std::array<uint8_t, kNumItems>, kNumCharacters> kCharacterItems = {{
    {0, 1, 1, 0, 0, 1, 0, 0, 1},
    {0, 1, 0, 1, 1, 0, 0, 0, 1},
    {0, 1, 1, 0, 0, 0, 0, 1, 1},
}};
// facts 3 (LAW B.1): 4 boots, 4 swords, 4 bags, 3 hammers, 3 tea, 2 coins,
// 2 crossbows, 1 torch.
const std::array<uint8_t, kNumItems> kItemsInBox = {0, 4, 4, 4, 3, 3, 2, 2, 1};

// facts 6: viziers by leader. Builder: Recruit, Move; Charismatic: Recruit,
// Battle; Commander: Move, Battle; Despot: Move, Build.
const std::array<std::array<Column, 2>, kNumLeaders> kLeaderViziers = {{
    {Column::kRecruit, Column::kMove},
    {Column::kRecruit, Column::kBattle},
    {Column::kMove, Column::kBattle},
    {Column::kMove, Column::kBuild},
}};

int CatEveningDraw(int recruiters_on_map) {
  // facts 5: draw icons under recruiter spaces 3 and 5.
  return 1 + (recruiters_on_map >= 3 ? 1 : 0) + (recruiters_on_map >= 5 ? 1 : 0);
}

absl::string_view SuitName(Suit suit) {
  switch (suit) {
    case Suit::kFox: return "fox";
    case Suit::kRabbit: return "rabbit";
    case Suit::kMouse: return "mouse";
    case Suit::kBird: return "bird";
  }
  return "?";
}
absl::string_view FactionName(Faction faction) {
  switch (faction) {
    case Faction::kMarquise: return "Marquise";
    case Faction::kEyrie: return "Eyrie";
    case Faction::kAlliance: return "Alliance";
    case Faction::kVagabond: return "Vagabond";
    case Faction::kCompany: return "Company";
    case Faction::kLizard: return "Lizard Cult";
    case Faction::kMechanical: return "Mechanical Marquise";
  }
  return "?";
}
absl::string_view ItemName(Item item) {
  static constexpr absl::string_view kNames[kNumItems] = {
      "none", "boot", "sword", "bag", "hammer", "tea", "coins", "crossbow",
      "torch"};
  return kNames[static_cast<int>(item)];
}
absl::string_view CharacterName(Character character) {
  static constexpr absl::string_view kNames[kNumCharacters] = {"Thief", "Tinker", "Ranger"};
  return static_cast<int>(character) < kNumCharacters ? kNames[static_cast<int>(character)] : "?";
}
absl::string_view RelationName(Relation relation) {
  static constexpr absl::string_view kNames[] = {"indifferent", "+1", "+2", "allied", "hostile"};
  return static_cast<int>(relation) <= 4 ? kNames[static_cast<int>(relation)] : "?";
}
absl::string_view ServiceName(Service service) {
  static constexpr absl::string_view kNames[kNumServices] = {"hand card", "riverboats", "mercenaries"};
  return static_cast<int>(service) < kNumServices ? kNames[static_cast<int>(service)] : "?";
}
absl::string_view LeaderName(Leader leader) {
  static constexpr absl::string_view kNames[kNumLeaders] = {
      "Builder", "Charismatic", "Commander", "Despot"};
  return kNames[static_cast<int>(leader)];
}
absl::string_view ColumnName(Column column) {
  static constexpr absl::string_view kNames[kNumColumns] = {
      "recruit", "move", "battle", "build"};
  return kNames[static_cast<int>(column)];
}
absl::string_view CatBuildingName(CatBuilding building) {
  static constexpr absl::string_view kNames[kNumCatBuildings] = {
      "sawmill", "workshop", "recruiter"};
  return kNames[static_cast<int>(building)];
}

}  // namespace arbiter::root
