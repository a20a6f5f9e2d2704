// Battle phase and the end (seed 003_7755f114b63b7b37.txt 二.合戦フェイズ and
// ゲームの終了と勝者): order 2..12, strength, katana tie-breaks, chips,
// reinforcements, final scoring, events after the end.
#include "absl/status/status.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/rumble_nation/rn_games.h"
#include "tests/rumble_nation/rn_table.h"

namespace arbiter::rumble_nation::testing {
namespace {

using ::testing::ElementsAre;

TEST(RumbleNationBattle, BattleStartsOnlyWhenEveryoneRanOut) {
  Table t(2);
  ScriptedGame game = FinalTieKatana2p();
  game.march.pop_back();  // seat 0's last placement
  PlayMarch(game, &t);
  EXPECT_EQ(t.state().phase, Phase::kTurn);
  for (int a = 0; a < kNumAreas; ++a) EXPECT_EQ(t.state().large_owner[a], kNobody);
}

// ① 順位を判定する: strength = soldiers + reinforcements; ③ single
// candidate placed automatically; 1 reinforcement with 2 players.
TEST(RumbleNationBattle, ReinforcementsCountAsStrengthAndCascade) {
  Table t(2);
  PlayMarch(ReinforcementCascade2p(), &t);
  const State& s = t.state();
  ASSERT_EQ(s.phase, Phase::kOver);
  EXPECT_EQ(s.katana[1], 2);
  EXPECT_EQ(s.katana[0], 1);
  EXPECT_EQ(s.large_owner[kUsuki], 0);
  EXPECT_EQ(s.reinforcements[0][kOko], 1);  // from USUKI, the only candidate
  EXPECT_EQ(s.large_owner[kOko], 0);        // 3 + 1 beats 3
  EXPECT_EQ(s.reinforcements[0][kKyo], 1);  // from OKO (sea neighbour)
  EXPECT_EQ(s.large_owner[kKyo], 0);        // 3 + 1 beats 3 despite katana
  EXPECT_EQ(s.large_owner[kInabayama], 1);
  EXPECT_EQ(s.reinforcements[1][kKiyosu], 1);
  EXPECT_EQ(s.large_owner[kKiyosu], 1);
  EXPECT_EQ(s.reinforcements[1][kOdawara], 1);
  EXPECT_EQ(s.large_owner[kOdawara], 1);
  EXPECT_EQ(s.large_owner[kTokuyama], 0);
  // ② empty provinces score for nobody.
  for (int a : {kShuri, kYoshida, kKasugayama, kYonezawa}) {
    EXPECT_EQ(s.large_owner[a], kNobody);
    EXPECT_EQ(s.small_owner[a], kNobody);
  }
  // 2 players: no small chips even where two players fought (OKO, KYO).
  for (int a = 0; a < kNumAreas; ++a) EXPECT_EQ(s.small_owner[a], kNobody);
  EXPECT_THAT(t.match().Scores(), ElementsAre(23, 26));
  EXPECT_THAT(t.match().Winners(), ElementsAre(1));
}

// ③: with several candidates the winner chooses; 2 pieces with 3 players.
TEST(RumbleNationBattle, WinnerChoosesAmongSeveralReinforcementTargets) {
  Table t(3);
  PlayMarch(ReinforcementChoice3p(), &t);
  const State& s = t.state();
  ASSERT_EQ(s.phase, Phase::kReinforce);
  EXPECT_EQ(s.battle_value, 2);  // USUKI, the first province
  EXPECT_EQ(s.to_move, 0);
  // ① the 3-3 tie goes to more swords (seat 0: 3, seat 1: 2).
  EXPECT_EQ(s.large_owner[kUsuki], 0);
  EXPECT_EQ(s.small_owner[kUsuki], 1);
  EXPECT_EQ(t.match().CountLegalEvents(), 2);  // OKO or YOSHIDA
}

TEST(RumbleNationBattle, ReinforcementTargetMustQualify) {
  Table t(3);
  PlayMarch(ReinforcementChoice3p(), &t);
  const std::string rule = "rumble_nation.battle.reinforce_target";
  // Each reason names the one of the three conditions that failed.
  auto reason_of = [&](const absl::Status& status) {
    EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition);
    EXPECT_EQ(RuleOf(status), rule);
    return std::string(status.message());
  };
  // SHURI: adjacent, chip there, but no soldier of seat 0.
  EXPECT_THAT(reason_of(t.Apply(ReinforceEvent(0, kShuri))),
              ::testing::HasSubstr("holds none of seat 0's soldiers"));
  // KYO: not adjacent to USUKI.
  EXPECT_THAT(reason_of(t.Apply(ReinforceEvent(0, kKyo))),
              ::testing::HasSubstr("is not adjacent to"));
  // TOKUYAMA: seat 0's soldiers, not adjacent.
  EXPECT_THAT(reason_of(t.Apply(ReinforceEvent(0, kTokuyama))),
              ::testing::HasSubstr("is not adjacent to"));
  // USUKI itself: its chip was just won.
  EXPECT_THAT(reason_of(t.Apply(ReinforceEvent(0, kUsuki))),
              ::testing::HasSubstr("has lost its large castle chip"));
  // Only the winner chooses; the battle phase's rule says so.
  EXPECT_EQ(RuleOf(t.Apply(ReinforceEvent(1, kYoshida))),
            "rumble_nation.battle.not_your_turn");
  // Area 0 / 12 do not exist.
  absl::Status bad = t.Apply(ReinforceEvent(0, -1));
  EXPECT_EQ(bad.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(RuleOf(bad), "rumble_nation.event.bad_area");
  EXPECT_EQ(t.state().phase, Phase::kReinforce);
}

TEST(RumbleNationBattle, ChosenTargetDecidesTheGameYoshida) {
  Table t(3);
  PlayMarch(ReinforcementChoice3p(), &t);
  ASSERT_TRUE(t.Apply(ReinforceEvent(0, kYoshida)).ok());
  const State& s = t.state();
  ASSERT_EQ(s.phase, Phase::kOver);
  // OKO: 3-3 tie with seat 2 goes to seat 0 (3 swords vs 1); its only
  // candidate YOSHIDA gets 2 more: 3 + 4 beats seat 1's 6.
  EXPECT_EQ(s.large_owner[kOko], 0);
  EXPECT_EQ(s.small_owner[kOko], 2);
  EXPECT_EQ(s.reinforcements[0][kYoshida], 4);
  EXPECT_EQ(s.large_owner[kYoshida], 0);
  EXPECT_EQ(s.small_owner[kYoshida], 1);
  // SHURI: seat 2 alone: the large chip, no small chip.
  EXPECT_EQ(s.large_owner[kShuri], 2);
  EXPECT_EQ(s.small_owner[kShuri], kNobody);
  // KYO: 3-3 of seats 1 and 2: seat 1 (2 swords) first, seat 2 second.
  EXPECT_EQ(s.large_owner[kKyo], 1);
  EXPECT_EQ(s.small_owner[kKyo], 2);
  EXPECT_THAT(t.match().Scores(), ElementsAre(22, 18, 19));
  EXPECT_THAT(t.match().Winners(), ElementsAre(0));
}

TEST(RumbleNationBattle, ChosenTargetDecidesTheGameOko) {
  Table t(3);
  PlayMarch(ReinforcementChoice3p(), &t);
  ASSERT_TRUE(t.Apply(ReinforceEvent(0, kOko)).ok());
  const State& s = t.state();
  ASSERT_EQ(s.phase, Phase::kOver);
  EXPECT_EQ(s.reinforcements[0][kOko], 2);
  EXPECT_EQ(s.reinforcements[0][kYoshida], 2);  // from OKO, automatic
  EXPECT_EQ(s.large_owner[kYoshida], 1);        // 6 beats 3 + 2
  EXPECT_EQ(s.small_owner[kYoshida], 0);
  EXPECT_EQ(s.reinforcements[1][kKyo], 2);      // from YOSHIDA, automatic
  EXPECT_THAT(t.match().Scores(), ElementsAre(19, 21, 19));
  EXPECT_THAT(t.match().Winners(), ElementsAre(1));
}

// ① ties for second place also go to more swords; ② small chip = half.
TEST(RumbleNationBattle, SecondPlaceTieGoesToMoreSwords) {
  Table t(3);
  PlayMarch(SecondPlaceTie3p(), &t);
  const State& s = t.state();
  ASSERT_EQ(s.phase, Phase::kOver);
  EXPECT_EQ(s.katana[0], 3);
  EXPECT_EQ(s.katana[2], 2);
  EXPECT_EQ(s.katana[1], 1);
  EXPECT_EQ(s.large_owner[kKyo], 0);
  EXPECT_EQ(s.small_owner[kKyo], 2);
  EXPECT_THAT(t.match().Scores(), ElementsAre(18, 11, 7));
}

// 4 players: 2 reinforcements, small chips, a three-way tie for second.
TEST(RumbleNationBattle, FourPlayersTwoReinforcementsAndSmallChip) {
  Table t(4);
  PlayMarch(FourPlayers(), &t);
  const State& s = t.state();
  ASSERT_EQ(s.phase, Phase::kOver);
  EXPECT_EQ(s.reinforcements[3][kOko], 2);
  EXPECT_EQ(s.reinforcements[3][kKyo], 2);
  EXPECT_EQ(s.large_owner[kKyo], 3);
  EXPECT_EQ(s.small_owner[kKyo], 0);
  EXPECT_EQ(s.small_owner[kOko], kNobody);  // s3 alone
  EXPECT_THAT(t.match().Scores(), ElementsAre(15, 11, 4, 11));
  EXPECT_THAT(t.match().Winners(), ElementsAre(0));
}

// ゲームの終了と勝者: equal totals go to more swords.
TEST(RumbleNationEnd, TiedTotalGoesToMoreSwords) {
  Table t(2);
  PlayMarch(FinalTieKatana2p(), &t);
  ASSERT_EQ(t.state().phase, Phase::kOver);
  EXPECT_EQ(t.state().katana[1], 2);
  EXPECT_THAT(t.match().Scores(), ElementsAre(12, 12));
  EXPECT_THAT(t.match().Winners(), ElementsAre(1));
  EXPECT_TRUE(t.match().IsTerminal());
}

TEST(RumbleNationEnd, NoEventAfterTheEnd) {
  Table t(2);
  PlayMarch(FinalTieKatana2p(), &t);
  ASSERT_TRUE(t.match().IsTerminal());
  for (const pb::Event& e :
       {RollEvent(0), RollEvent(1), DiceEvent({1, 1, 1}),
        ReinforceEvent(0, kTokuyama), CardEvent(0, Card::kShinobi, kKyo, kOko)}) {
    absl::Status s = t.Apply(e);
    EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
    EXPECT_EQ(RuleOf(s), "rumble_nation.game_over");
  }
}

TEST(RumbleNationBattle, ReinforceOutsideTheBattleIsOutOfSequence) {
  Table t(2);
  t.Setup();
  EXPECT_EQ(RuleOf(t.Apply(ReinforceEvent(0, kKyo))),
            "rumble_nation.sequence.unexpected_event");
}

TEST(RumbleNationBattle, NoDeploymentDuringTheBattle) {
  Table t(3);
  PlayMarch(ReinforcementChoice3p(), &t);
  EXPECT_EQ(RuleOf(t.Apply(RollEvent(0))),
            "rumble_nation.sequence.unexpected_event");
  EXPECT_EQ(RuleOf(t.Apply(CardEvent(0, Card::kMonomi, kOko, kYoshida))),
            "rumble_nation.sequence.unexpected_event");
}

}  // namespace
}  // namespace arbiter::rumble_nation::testing
