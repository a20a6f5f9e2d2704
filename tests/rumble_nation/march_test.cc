// March phase (seed 003_7755f114b63b7b37.txt 一.進軍フェイズ and ① 兵コマを配置する):
// dice → area and count, short supply, one re-roll, no card after rolling,
// clockwise turns, out-of-turn seats, running out and the katana chips.
#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tests/rumble_nation/rn_table.h"

namespace arbiter::rumble_nation::testing {
namespace {

constexpr absl::StatusCode kIllegal = absl::StatusCode::kFailedPrecondition;

// ① 兵コマを配置する: the pair's sum names the area (the castle value), the
// single die the count: 1-2 → 1, 3-4 → 2, 5-6 → 3.
TEST(RumbleNationMarch, SingleDieGivesOneTwoOrThreeSoldiers) {
  const int expected[7] = {0, 1, 1, 2, 2, 3, 3};
  for (uint32_t single = 1; single <= 6; ++single) {
    Table t(2);
    t.Setup();
    ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
    // 2 + 4 = 6: KYO holds castle 6.
    ASSERT_TRUE(t.Apply(DiceEvent({2, 4, single})).ok());
    absl::Status wrong = t.Apply(PlaceEvent(0, kKyo, expected[single] + 1));
    EXPECT_EQ(RuleOf(wrong), "rumble_nation.march.wrong_soldier_count");
    ASSERT_TRUE(t.Apply(PlaceEvent(0, kKyo, expected[single])).ok()) << single;
    EXPECT_EQ(t.state().soldiers[0][kKyo], expected[single]);
    EXPECT_EQ(t.state().supply[0], 18 - expected[single]);
  }
}

TEST(RumbleNationMarch, AnySplitOfTheDiceMayBeChosen) {
  // Dice 1, 2, 6: pairs 1+2=3 (OKO, 3 soldiers), 1+6=7 (INABAYAMA, 1),
  // 2+6=8 (KIYOSU, 1).
  struct Split {
    int area, soldiers;
  };
  for (Split split : {Split{kOko, 3}, Split{kInabayama, 1}, Split{kKiyosu, 1}}) {
    Table t(2);
    t.Setup();
    ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
    ASSERT_TRUE(t.Apply(DiceEvent({1, 2, 6})).ok());
    ASSERT_TRUE(t.Apply(PlaceEvent(0, split.area, split.soldiers)).ok());
    EXPECT_EQ(t.state().soldiers[0][split.area], split.soldiers);
  }
}

TEST(RumbleNationMarch, AreaNoPairNamesIsRejected) {
  Table t(2);
  t.Setup();
  ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
  ASSERT_TRUE(t.Apply(DiceEvent({1, 2, 6})).ok());
  // 12 (TOKUYAMA) needs 6+6.
  absl::Status s = t.Apply(PlaceEvent(0, kTokuyama, 1));
  EXPECT_EQ(s.code(), kIllegal);
  EXPECT_EQ(RuleOf(s), "rumble_nation.march.area_not_rolled");
}

TEST(RumbleNationMarch, FewerSoldiersThanTheDieSaysIsRejected) {
  Table t(2);
  t.Setup();
  absl::Status s = t.Deploy(0, kKyo, 3, /*placed=*/2);
  EXPECT_EQ(s.code(), kIllegal);
  EXPECT_EQ(RuleOf(s), "rumble_nation.march.wrong_soldier_count");
}

TEST(RumbleNationMarch, ShortSupplyPlacesWhatIsLeft) {
  Table t(2);
  t.Setup();
  // Seat 0 places 3,3,3,3,3,2 = 17; seat 1 follows along.
  for (int i = 0; i < 5; ++i) {
    ASSERT_TRUE(t.Play({{0, kTokuyama, 3}, {1, kUsuki, 3}}).ok());
  }
  ASSERT_TRUE(t.Play({{0, kTokuyama, 2}, {1, kUsuki, 2}}).ok());
  ASSERT_EQ(t.state().supply[0], 1);
  // The die asks for 3; only 1 is left, so exactly 1 is placed.
  ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
  ASSERT_TRUE(t.Apply(DiceEvent({6, 6, 5})).ok());
  EXPECT_EQ(RuleOf(t.Apply(PlaceEvent(0, kTokuyama, 3))),
            "rumble_nation.march.wrong_soldier_count");
  EXPECT_EQ(RuleOf(t.Apply(PlaceEvent(0, kTokuyama, 0))),
            "rumble_nation.march.wrong_soldier_count");
  ASSERT_TRUE(t.Apply(PlaceEvent(0, kTokuyama, 1)).ok());
  EXPECT_EQ(t.state().supply[0], 0);
  EXPECT_EQ(t.state().soldiers[0][kTokuyama], 18);
}

// ① 兵コマを配置する: all three dice may be rolled again once a turn.
TEST(RumbleNationMarch, FirstRerollIsAllowedAndReplacesTheDice) {
  Table t(2);
  t.Setup();
  ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
  ASSERT_TRUE(t.Apply(DiceEvent({2, 4, 5})).ok());  // KYO, 3
  ASSERT_TRUE(t.Apply(RerollEvent(0)).ok());
  EXPECT_TRUE(t.state().rerolled);
  // The new dice must come before a placement.
  EXPECT_EQ(RuleOf(t.Apply(PlaceEvent(0, kKyo, 3))),
            "rumble_nation.sequence.unexpected_event");
  ASSERT_TRUE(t.Apply(DiceEvent({1, 1, 1})).ok());  // USUKI, 1
  // The old dice no longer count.
  EXPECT_EQ(RuleOf(t.Apply(PlaceEvent(0, kKyo, 3))),
            "rumble_nation.march.area_not_rolled");
  ASSERT_TRUE(t.Apply(PlaceEvent(0, kUsuki, 1)).ok());
}

TEST(RumbleNationMarch, SecondRerollIsRejected) {
  Table t(2);
  t.Setup();
  ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
  ASSERT_TRUE(t.Apply(DiceEvent({2, 4, 5})).ok());
  ASSERT_TRUE(t.Apply(RerollEvent(0)).ok());
  ASSERT_TRUE(t.Apply(DiceEvent({1, 1, 1})).ok());
  absl::Status s = t.Apply(RerollEvent(0));
  EXPECT_EQ(s.code(), kIllegal);
  EXPECT_EQ(RuleOf(s), "rumble_nation.march.second_reroll");
}

TEST(RumbleNationMarch, RerollAllowanceIsPerTurn) {
  Table t(2);
  t.Setup();
  ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
  ASSERT_TRUE(t.Apply(DiceEvent({2, 4, 5})).ok());
  ASSERT_TRUE(t.Apply(RerollEvent(0)).ok());
  ASSERT_TRUE(t.Apply(DiceEvent({1, 1, 1})).ok());
  ASSERT_TRUE(t.Apply(PlaceEvent(0, kUsuki, 1)).ok());
  // Seat 1's turn: a fresh re-roll.
  ASSERT_TRUE(t.Apply(RollEvent(1)).ok());
  ASSERT_TRUE(t.Apply(DiceEvent({1, 1, 1})).ok());
  EXPECT_TRUE(t.Apply(RerollEvent(1)).ok());
}

TEST(RumbleNationMarch, RerollBeforeTheDiceIsOutOfSequence) {
  Table t(2);
  t.Setup();
  EXPECT_EQ(RuleOf(t.Apply(RerollEvent(0))),
            "rumble_nation.sequence.unexpected_event");
  ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
  EXPECT_EQ(RuleOf(t.Apply(RerollEvent(0))),
            "rumble_nation.sequence.unexpected_event");
}

// ① 兵コマを配置する: once the dice are rolled, no card instead.
TEST(RumbleNationMarch, NoCardAfterRolling) {
  Table t(2);
  t.Setup();
  ASSERT_TRUE(t.Play({{0, kKyo, 3}, {1, kYoshida, 3}}).ok());
  ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
  // Before the dice are known...
  absl::Status s = t.Apply(CardEvent(0, Card::kMonomi, kKyo, kInabayama));
  EXPECT_EQ(s.code(), kIllegal);
  EXPECT_EQ(RuleOf(s), "rumble_nation.march.card_after_roll");
  // ... and after.
  ASSERT_TRUE(t.Apply(DiceEvent({1, 1, 1})).ok());
  s = t.Apply(CardEvent(0, Card::kMonomi, kKyo, kInabayama));
  EXPECT_EQ(RuleOf(s), "rumble_nation.march.card_after_roll");
  // ... and after a re-roll.
  ASSERT_TRUE(t.Apply(RerollEvent(0)).ok());
  ASSERT_TRUE(t.Apply(DiceEvent({1, 1, 1})).ok());
  s = t.Apply(CardEvent(0, Card::kMonomi, kKyo, kInabayama));
  EXPECT_EQ(RuleOf(s), "rumble_nation.march.card_after_roll");
}

// 一.進軍フェイズ: the start player first, then clockwise (seat order).
TEST(RumbleNationMarch, TurnsGoClockwiseFromTheStartPlayer) {
  for (int players = 2; players <= 4; ++players) {
    Table t(players);
    t.Setup();
    for (int turn = 0; turn < 2 * players; ++turn) {
      ASSERT_EQ(t.state().to_move, turn % players);
      ASSERT_TRUE(t.Deploy(turn % players, kKyo, 1).ok());
    }
  }
}

TEST(RumbleNationMarch, OutOfTurnSeatIsRejected) {
  Table t(3);
  t.Setup();
  absl::Status s = t.Apply(RollEvent(1));
  EXPECT_EQ(s.code(), kIllegal);
  EXPECT_EQ(RuleOf(s), "rumble_nation.sequence.not_your_turn");
  EXPECT_EQ(RuleOf(t.Apply(CardEvent(2, Card::kMonomi, kKyo, kOko))),
            "rumble_nation.sequence.not_your_turn");
  ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
  ASSERT_TRUE(t.Apply(DiceEvent({2, 4, 5})).ok());
  EXPECT_EQ(RuleOf(t.Apply(PlaceEvent(1, kKyo, 3))),
            "rumble_nation.sequence.not_your_turn");
  EXPECT_EQ(RuleOf(t.Apply(RerollEvent(2))),
            "rumble_nation.sequence.not_your_turn");
  ASSERT_TRUE(t.Apply(PlaceEvent(0, kKyo, 3)).ok());
  // Seat 0 again, out of turn now.
  EXPECT_EQ(RuleOf(t.Apply(RollEvent(0))), "rumble_nation.sequence.not_your_turn");
}

TEST(RumbleNationMarch, DiceWithoutARollIsOutOfSequence) {
  Table t(2);
  t.Setup();
  EXPECT_EQ(RuleOf(t.Apply(DiceEvent({1, 2, 3}))),
            "rumble_nation.sequence.unexpected_event");
}

// 一.進軍フェイズ: whoever runs out takes the katana chip with the most swords
// still beside the map and is skipped from then on.
TEST(RumbleNationRunningOut, FirstOutTakesTheMostSwordsAndIsSkipped) {
  Table t(3);
  t.Setup();
  // Seats 0 and 2 start with a 1-soldier turn, so seat 1 runs out first.
  ASSERT_TRUE(t.Play({{0, kTokuyama, 1}, {1, kUsuki, 3}, {2, kKyo, 1}}).ok());
  for (int round = 1; round < 6; ++round) {
    ASSERT_TRUE(t.Play({{0, kTokuyama, 3}, {1, kUsuki, 3}, {2, kKyo, 3}}).ok());
  }
  EXPECT_EQ(t.state().katana[1], 3);
  EXPECT_EQ(t.state().katana[0], 0);
  EXPECT_EQ(t.state().supply[0], 2);
  // Seat 1 is skipped: 0, then 2.
  EXPECT_EQ(t.state().to_move, 0);
  ASSERT_TRUE(t.Deploy(0, kTokuyama, 3).ok());  // only 2 left: places 2
  EXPECT_EQ(t.state().katana[0], 2);
  EXPECT_EQ(t.state().to_move, 2);
  EXPECT_EQ(RuleOf(t.Apply(RollEvent(1))), "rumble_nation.sequence.not_your_turn");
  ASSERT_TRUE(t.Deploy(2, kKyo, 2).ok());
  EXPECT_EQ(t.state().katana[2], 1);
  // Everyone is out: the march is over.
  EXPECT_NE(t.state().phase, Phase::kTurn);
}

TEST(RumbleNationRunningOut, KatanaChipsByPlayerCount) {
  // 2 players use chips 2 and 1; 3 players 3..1; 4 players 4..1. With 3
  // soldiers every turn the seats run out in seat order.
  for (int players = 2; players <= 4; ++players) {
    Table t(players);
    t.Setup();
    ASSERT_TRUE(t.DeployUntilBattle([](int seat, int) { return seat; }).ok());
    for (int p = 0; p < players; ++p) {
      EXPECT_EQ(t.state().katana[p], players - p) << players << " players";
    }
  }
}

TEST(RumbleNationRunningOut, PlayerWhoRanOutTakesNoFurtherTurn) {
  Table t(2);
  t.Setup();
  // Seat 0 runs out after six turns of 3; seat 1 has 1-soldier turns.
  for (int i = 0; i < 6; ++i) ASSERT_TRUE(t.Play({{0, kKyo, 3}, {1, kOko, 1}}).ok());
  ASSERT_EQ(t.state().katana[0], 2);
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(t.state().to_move, 1);
    ASSERT_TRUE(t.Deploy(1, kOko, 3).ok());
  }
  EXPECT_EQ(t.state().katana[1], 1);
  EXPECT_EQ(t.state().phase, Phase::kOver);
}

}  // namespace
}  // namespace arbiter::rumble_nation::testing
