// Component data against ../shared/facts/root.md.
#include "engine/root/components.h"

#include <bit>

#include "gtest/gtest.h"

namespace arbiter::root {
namespace {

int Edges(const MapDef& map) {
  int n = 0;
  for (uint16_t m : map.paths) n += std::popcount(m);
  return n / 2;
}

TEST(RootComponents, AutumnMapMatchesFacts) {
  const MapDef& map = GetMap(MapSide::kAutumn);
  int suits[4] = {}, slots = 0, ruins = 0;
  for (int c = 0; c < kNumClearings; ++c) {
    ++suits[int(map.suit[c])];
    slots += map.slots[c];
    ruins += map.ruin[c];
    for (int d = 0; d < kNumClearings; ++d) EXPECT_EQ(map.Adjacent(c, d), map.Adjacent(d, c));
  }
  EXPECT_EQ(suits[0], 4);
  EXPECT_EQ(suits[1], 4);
  EXPECT_EQ(suits[2], 4);
  EXPECT_EQ(Edges(map), 18);
  EXPECT_EQ(slots, 22);
  EXPECT_EQ(ruins, 4);
  EXPECT_EQ(map.opposite[0], 2);
  EXPECT_EQ(map.opposite[1], 3);
  EXPECT_EQ(map.num_forests, 7);
  EXPECT_TRUE(map.Adjacent(11, 3));  // 12-4
  EXPECT_FALSE(map.Adjacent(4, 9));  // 5-10 is river, not a path
  EXPECT_TRUE((map.river[4] >> 9) & 1);
}

TEST(RootComponents, WinterMapMatchesFacts) {
  const MapDef& map = GetMap(MapSide::kWinter);
  int slots = 0, ruins = 0;
  for (int c = 0; c < kNumClearings; ++c) slots += map.slots[c], ruins += map.ruin[c];
  EXPECT_EQ(Edges(map), 16);
  EXPECT_EQ(slots, 22);
  EXPECT_EQ(ruins, 4);
  EXPECT_EQ(map.num_forests, 8);  // the river divides forests
  for (int f = 0; f < map.num_forests; ++f)
    for (int g = 0; g < map.num_forests; ++g)
      EXPECT_EQ((map.forest_adjacent[f] >> g) & 1, (map.forest_adjacent[g] >> f) & 1);
}

TEST(RootComponents, DeckHas54CardsAsListed) {
  int suits[4] = {}, items[kNumItems] = {}, persistent = 0, favors = 0, ambush = 0, dom = 0;
  for (const CardDef& card : kCards) {
    ++suits[int(card.suit)];
    if (card.effect == CardEffect::kItem) ++items[int(card.item)];
    persistent += card.Persistent();
    favors += card.effect == CardEffect::kFavor;
    ambush += card.effect == CardEffect::kAmbush;
    dom += card.effect == CardEffect::kDominance;
  }
  EXPECT_EQ(suits[int(Suit::kBird)], 14);
  EXPECT_EQ(suits[int(Suit::kFox)], 14);
  EXPECT_EQ(suits[int(Suit::kRabbit)], 13);
  EXPECT_EQ(suits[int(Suit::kMouse)], 13);
  EXPECT_EQ(persistent, 22);
  EXPECT_EQ(favors, 3);
  EXPECT_EQ(ambush, 5);
  EXPECT_EQ(dom, 4);
  EXPECT_EQ(items[int(Item::kBoot)], 4);
  EXPECT_EQ(items[int(Item::kBag)], 4);
  EXPECT_EQ(items[int(Item::kCoins)], 3);
  EXPECT_EQ(items[int(Item::kSword)], 3);
  EXPECT_EQ(items[int(Item::kTea)], 3);
  EXPECT_EQ(items[int(Item::kCrossbow)], 2);
  EXPECT_EQ(items[int(Item::kHammer)], 1);
  int supply = 0;
  for (uint8_t n : kItemSupply) supply += n;
  EXPECT_EQ(supply, 12);
}

TEST(RootComponents, TracksMatchFacts) {
  EXPECT_EQ(CatEveningDraw(1), 1);
  EXPECT_EQ(CatEveningDraw(3), 2);
  EXPECT_EQ(CatEveningDraw(6), 3);
  EXPECT_EQ(kRoostVp[7], 5);
  EXPECT_EQ(kRoostDraw[6], 3);
  EXPECT_EQ(kCatWoodCost[5], 4);
}

}  // namespace
}  // namespace arbiter::root
