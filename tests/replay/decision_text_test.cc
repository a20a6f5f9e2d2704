// The pending decision is named as a player would name it: the battle and
// its clearing, whose field-hospital choice, which guardian-phase seats may
// still reveal. Checked at every step of random games against the snapshot.
#include <memory>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

// Calls `check` with the match before every event of a random game of `game`.
template <typename Check>
void EveryStep(absl::string_view game, uint64_t seed, Check check) {
  PlayOptions options;
  options.seed = seed;
  pb::MatchLog log = *PlayRandomGame(*FindGame(game), options, {});
  std::unique_ptr<Match> match = *FindGame(game)->NewMatch(log.header());
  for (const pb::Event& event : log.events()) {
    check(*match);
    ASSERT_TRUE(match->Apply(event).ok());
  }
  check(*match);
  EXPECT_EQ(match->DecisionText(), "the game is over");
}

TEST(DecisionTextTest, RootNamesTheBattleAndTheFieldHospitalChoice) {
  int battles = 0, hospitals = 0;
  for (uint64_t seed : {1, 2, 3}) {
    EveryStep("root", seed, [&](const Match& match) {
      const pb::root::State s = match.ToSnapshot().root();
      const std::string text = match.DecisionText();
      bool hospital = false;
      for (uint32_t n : s.hospital()) hospital = hospital || n > 0;
      if (s.need_shuffle() || match.IsTerminal()) return;
      if (hospital) {
        ++hospitals;
        EXPECT_TRUE(absl::StartsWith(text, "field hospitals: seat ")) << text;
      } else if (s.battle().active()) {
        ++battles;
        EXPECT_TRUE(absl::StartsWith(
            text, absl::StrCat("battle in clearing ", s.battle().clearing(), " (seat ")))
            << text;
      }
    });
  }
  EXPECT_GT(battles, 0);
  EXPECT_GT(hospitals, 0);
}

TEST(DecisionTextTest, LivingForestNamesTheSeatsThatMayStillReveal) {
  int guardian_steps = 0;
  EveryStep("living_forest", 7, [&](const Match& match) {
    const pb::living_forest::State s = match.ToSnapshot().living_forest();
    if (s.phase() != 1 || match.Actor() < 0) return;  // engine Phase::kGuardian
    ++guardian_steps;
    const std::string text = match.DecisionText();
    EXPECT_TRUE(absl::StartsWith(text, "guardian phase")) << text;
    for (int seat = 0; seat < s.players_size(); ++seat) {
      EXPECT_EQ(absl::StrContains(text, absl::StrCat("seat ", seat)), !s.players(seat).stopped())
          << text;
    }
  });
  EXPECT_GT(guardian_steps, 0);
}

}  // namespace
}  // namespace arbiter
