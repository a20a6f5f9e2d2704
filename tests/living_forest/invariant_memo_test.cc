// The memoized invariants (verifier/living_forest/invariants.cc) skip a check
// when the bytes it reads equal those of the last state it held on. These
// tests alternate passing states and corrupt ones that differ in those bytes,
// so a skip that is not sound shows up as a corrupt state that passes.
#include <memory>

#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/living_forest/derived.h"
#include "engine/living_forest/rules.h"
#include "gtest/gtest.h"
#include "tests/living_forest/lf_test_util.h"
#include "verifier/core/invariant.h"

namespace arbiter::living_forest::testing {
namespace {

// The id of the first invariant `state` breaks, or "" when all hold.
std::string FirstBroken(const State& state) {
  const Game& game = *FindGame("living_forest");
  TypedMatch<LivingForestRules> match(
      game, std::make_shared<const LivingForestRules>(state.players), state);
  absl::Status status = CheckInvariants(match);
  return status.ok() ? "" : RuleOf(status);
}

TEST(LivingForestInvariantMemo, CorruptStatesFailAfterPassingOnes) {
  const Game& game = *FindGame("living_forest");
  for (int players = 2; players <= 4; ++players) {
    PlayOptions options;
    options.players = players;
    options.seed = 7 + players;
    PlayoutOptions playout;
    playout.checkpoint_every = 0;
    absl::StatusOr<pb::MatchLog> log = PlayRandomGame(game, options, playout);
    ASSERT_TRUE(log.ok()) << log.status();
    std::unique_ptr<Match> match = *game.NewMatch(log->header());
    int corrupted = 0;
    int stop_cases = 0;
    for (int i = 0; i < log->events_size(); ++i) {
      ASSERT_TRUE(match->Apply(log->events(i)).ok());
      const State& s = AsTyped<LivingForestRules>(*match)->state();
      ASSERT_EQ(FirstBroken(s), "") << "event " << i;
      if (s.phase == Phase::kSetup) continue;
      // A card of a seat's piles turned into another kind (at the bottom, in
      // the middle, at the top), or a copy of one pushed on another pile.
      for (int seat = 0; seat < players; ++seat) {
        for (int where = 0; where < 4; ++where) {
          State bad = s;
          Pile& pile = bad.p[seat].deck.n > 0 ? bad.p[seat].deck : bad.p[seat].discard;
          if (pile.n == 0) continue;
          const int at = where == 0 ? 0 : where == 1 ? pile.n / 2 : pile.n - 1;
          if (where < 3) {
            pile.cards[at] = static_cast<uint8_t>((pile.cards[at] + 1) % kNumCardKinds);
          } else {
            Pile& line = bad.p[seat].line;
            line.cards[line.n++] = pile.cards[at];
          }
          EXPECT_EQ(FirstBroken(bad), "living_forest.cards_conserved") << "event " << i;
          ++corrupted;
          ASSERT_EQ(FirstBroken(s), "");
        }
      }
      {
        // A displayed guardian swapped for the stack's bottom card of
        // another level: every count still right, the levels wrong.
        State bad = s;
        if (bad.display[0][0] != kNoCard && bad.stack_n[1] > 0) {
          std::swap(bad.display[0][0], bad.stack[1][0]);
          EXPECT_EQ(FirstBroken(bad), "living_forest.display_by_level") << "event " << i;
          ++corrupted;
          ASSERT_EQ(FirstBroken(s), "");
        }
      }
      if (s.phase == Phase::kGuardian && s.display[0][0] != kNoCard &&
          s.stack_n[0] < kLevelSize[0]) {
        // A displayed card put back on its stack: counts and levels right,
        // but a slot left empty while the stack has cards.
        State bad = s;
        bad.stack[0][bad.stack_n[0]++] = bad.display[0][0];
        bad.display[0][0] = kNoCard;
        EXPECT_EQ(FirstBroken(bad), "living_forest.display_by_level") << "event " << i;
        ++corrupted;
        ASSERT_EQ(FirstBroken(s), "");
      }
      if (s.phase == Phase::kGuardian) {
        for (int seat = 0; seat < players; ++seat) {
          State bad = s;
          if (!CrowdLineWithSolitaries(bad.p[seat])) continue;
          EXPECT_EQ(FirstBroken(bad), "living_forest.guardian_stop") << "event " << i;
          ++corrupted;
          ++stop_cases;
          ASSERT_EQ(FirstBroken(s), "");
        }
      }
      if (s.phase == Phase::kAction) {
        // A seat that acted records its first action twice, or a third.
        for (int seat = 0; seat < players; ++seat) {
          State bad = s;
          PlayerState& p = bad.p[seat];
          if (p.actions_done == 2) {
            if (OwnsTree(p, kSameActionTree)) continue;
            p.actions[1] = p.actions[0];
          } else {
            ++p.actions_done;  // the record no longer matches the count
          }
          EXPECT_EQ(FirstBroken(bad), "living_forest.action_limit") << "event " << i;
          ++corrupted;
          ASSERT_EQ(FirstBroken(s), "");
        }
      }
      {
        // A tree tile taken from a dispenser without being planted.
        State bad = s;
        for (int kind = 0; kind < kNumTreeKinds; ++kind) {
          if (bad.dispenser[kind] == 0) continue;
          --bad.dispenser[kind];
          EXPECT_EQ(FirstBroken(bad), "living_forest.tree_tiles_conserved") << "event " << i;
          ++corrupted;
          break;
        }
        ASSERT_EQ(FirstBroken(s), "");
      }
    }
    EXPECT_GT(corrupted, 100);
    EXPECT_GT(stop_cases, 0);
  }
}

}  // namespace
}  // namespace arbiter::living_forest::testing
