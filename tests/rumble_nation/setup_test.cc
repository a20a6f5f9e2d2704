// Setup rules (seed 003_7755f114b63b7b37.txt ゲームの準備): the castle deal, the
// face-up strategy cards, the per-player-count components, and the order of
// the setup events.
#include "absl/status/status.h"
#include "engine/rumble_nation/components.h"
#include "gtest/gtest.h"
#include "tests/rumble_nation/rn_table.h"

namespace arbiter::rumble_nation::testing {
namespace {

std::vector<uint32_t> Castles() {
  return std::vector<uint32_t>(kTestCastles.begin(), kTestCastles.end());
}

// ゲームの準備 城チップ(大): the eleven chips 2..12, one per area.
TEST(RumbleNationSetup, CastleDealIsAPermutationOfTwoToTwelve) {
  Table t(3);
  std::vector<uint32_t> shuffled = {7, 2, 12, 5, 9, 3, 11, 4, 10, 6, 8};
  ASSERT_TRUE(t.Apply(DealEvent(shuffled)).ok());
  for (int a = 0; a < kNumAreas; ++a) EXPECT_EQ(t.state().castle[a], shuffled[a]);
  EXPECT_EQ(t.state().phase, Phase::kRevealCards);
}

TEST(RumbleNationSetup, CastleDealWithARepeatedValueIsRejected) {
  Table t(3);
  std::vector<uint32_t> values = Castles();
  values[10] = 2;  // 2 twice, 12 missing
  absl::Status s = t.Apply(DealEvent(values));
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(RuleOf(s), "rumble_nation.setup.castles_not_permutation");
}

TEST(RumbleNationSetup, CastleValueOutsideTwoToTwelveIsMalformed) {
  for (uint32_t bad : {0u, 1u, 13u}) {
    Table t(2);
    std::vector<uint32_t> values = Castles();
    values[0] = bad;
    absl::Status s = t.Apply(DealEvent(values));
    EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument) << bad;
    EXPECT_EQ(RuleOf(s), "rumble_nation.event.bad_castles") << bad;
  }
}

TEST(RumbleNationSetup, CastleDealMustCoverElevenAreas) {
  for (int n : {0, 10, 12}) {
    Table t(2);
    std::vector<uint32_t> values = Castles();
    values.resize(n, 2);
    absl::Status s = t.Apply(DealEvent(values));
    EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument) << n;
    EXPECT_EQ(RuleOf(s), "rumble_nation.event.bad_castles") << n;
  }
}

// ゲームの準備 軍略カード: 2 players show 3 cards, 3 show 4, 4 show 5.
TEST(RumbleNationSetup, DisplayShowsPlayersPlusOneCards) {
  for (int players = 2; players <= 4; ++players) {
    EXPECT_EQ(Components::ForPlayers(players).display_size, players + 1);
    Table t(players);
    t.Setup();  // players + 1 cards
    EXPECT_EQ(t.state().phase, Phase::kTurn) << players;
    for (int i = 0; i <= players; ++i) {
      EXPECT_EQ(t.state().display[i], static_cast<Card>(i + 1));
    }
  }
}

TEST(RumbleNationSetup, DisplayOfTheWrongSizeIsRejected) {
  for (int players = 2; players <= 4; ++players) {
    for (int shown : {players, players + 2}) {
      if (shown > kMaxDisplay) continue;  // too many for any table: below
      Table t(players);
      ASSERT_TRUE(t.Apply(DealEvent(Castles())).ok());
      std::vector<Card> cards;
      for (int i = 1; i <= shown; ++i) cards.push_back(static_cast<Card>(i));
      absl::Status s = t.Apply(RevealEvent(cards));
      EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition)
          << players << " players, " << shown << " cards";
      EXPECT_EQ(RuleOf(s), "rumble_nation.setup.display_size");
    }
  }
}

TEST(RumbleNationSetup, MoreCardsThanAnyTableShowsIsMalformed) {
  Table t(4);
  ASSERT_TRUE(t.Apply(DealEvent(Castles())).ok());
  absl::Status s = t.Apply(RevealEvent({Card::kMonomi, Card::kYamagoe,
                                        Card::kSuigun, Card::kBuntai,
                                        Card::kShinobi, Card::kJoraku}));
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(RuleOf(s), "rumble_nation.setup.display_size");
}

TEST(RumbleNationSetup, DisplayCardsAreDistinct) {
  Table t(2);
  ASSERT_TRUE(t.Apply(DealEvent(Castles())).ok());
  absl::Status s =
      t.Apply(RevealEvent({Card::kKasei, Card::kMuhon, Card::kKasei}));
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(RuleOf(s), "rumble_nation.setup.display_duplicate");
}

TEST(RumbleNationSetup, DisplayCardMustExist) {
  Table t(2);
  ASSERT_TRUE(t.Apply(DealEvent(Castles())).ok());
  absl::Status s = t.Apply(
      RevealEvent({Card::kKasei, Card::kMuhon, static_cast<Card>(13)}));
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(RuleOf(s), "rumble_nation.event.bad_card");
}

// ゲームのプレイ ゲームの流れ: castles, then cards, then the first turn.
TEST(RumbleNationSetup, SetupEventsComeInOrder) {
  {
    Table t(2);
    absl::Status s = t.Apply(RevealEvent({Card::kKasei, Card::kMuhon, Card::kOtori}));
    EXPECT_EQ(RuleOf(s), "rumble_nation.sequence.unexpected_event");
  }
  {
    Table t(2);
    EXPECT_EQ(RuleOf(t.Apply(RollEvent(0))), "rumble_nation.sequence.unexpected_event");
  }
  {
    Table t(2);
    t.Setup();
    absl::Status s = t.Apply(DealEvent(Castles()));
    EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
    EXPECT_EQ(RuleOf(s), "rumble_nation.sequence.unexpected_event");
  }
}

// ゲームの準備 兵コマ / スタートプレイヤー: 18 soldiers each; seat 0 starts.
TEST(RumbleNationSetup, EveryoneStartsWithEighteenAndSeatZeroMovesFirst) {
  for (int players = 2; players <= 4; ++players) {
    Table t(players);
    t.Setup();
    EXPECT_EQ(t.state().to_move, 0);
    for (int p = 0; p < players; ++p) {
      EXPECT_EQ(t.state().supply[p], 18);
      EXPECT_EQ(t.state().OnBoard(p), 0);
      EXPECT_EQ(t.state().katana[p], 0);
    }
  }
}

// ゲームの準備 刀チップ / 城チップ(小); 二.合戦フェイズ ③ (援軍 2 or 1).
TEST(RumbleNationSetup, ComponentsDependOnPlayerCount) {
  const Components& two = Components::ForPlayers(2);
  const Components& three = Components::ForPlayers(3);
  const Components& four = Components::ForPlayers(4);
  EXPECT_EQ(two.katana_count, 2);
  EXPECT_EQ(two.katana_chips[0], 2);
  EXPECT_EQ(two.katana_chips[1], 1);
  EXPECT_EQ(three.katana_count, 3);
  EXPECT_EQ(three.katana_chips[0], 3);
  EXPECT_EQ(four.katana_count, 4);
  EXPECT_EQ(four.katana_chips[0], 4);
  EXPECT_EQ(four.katana_chips[3], 1);
  EXPECT_FALSE(two.small_chips);
  EXPECT_TRUE(three.small_chips);
  EXPECT_TRUE(four.small_chips);
  EXPECT_EQ(two.reinforcements, 1);
  EXPECT_EQ(three.reinforcements, 2);
  EXPECT_EQ(four.reinforcements, 2);
}

// 地図の見方 (facts B.3): 16 links, 10 by land, 6 by sea.
TEST(RumbleNationSetup, MapHasTenLandAndSixSeaLinks) {
  const Components& c = Components::ForPlayers(2);
  int land = 0, sea = 0;
  for (int a = 0; a < kNumAreas; ++a) {
    for (int b = a + 1; b < kNumAreas; ++b) {
      land += c.LandAdjacent(a, b);
      sea += c.SeaAdjacent(a, b);
      EXPECT_EQ(c.link[a][b], c.link[b][a]);
    }
  }
  EXPECT_EQ(land, 10);
  EXPECT_EQ(sea, 6);
  EXPECT_TRUE(c.LandAdjacent(kKyo, kYoshida));
  EXPECT_TRUE(c.SeaAdjacent(kKyo, kOko));
  EXPECT_TRUE(c.SeaAdjacent(kYonezawa, kTokuyama));
  EXPECT_FALSE(c.Adjacent(kShuri, kKyo));
}

}  // namespace
}  // namespace arbiter::rumble_nation::testing
