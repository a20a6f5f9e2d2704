// The invariant catalogue catches what it claims to: each test breaks one
// statement in an otherwise reachable state and expects that invariant's id,
// from the single checks and from the fused fast path alike.
#include <functional>
#include <memory>
#include <string>

#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/rumble_nation/rules.h"
#include "gtest/gtest.h"
#include "tests/rumble_nation/rn_games.h"
#include "tests/rumble_nation/rn_table.h"
#include "verifier/core/invariant.h"

namespace arbiter::rumble_nation::testing {
namespace {

// Runs the catalogue on `state` as seen by a match of `players`; returns the
// id of the broken invariant ("" when all hold). Expects the fast path to
// agree.
std::string BrokenInvariant(int players, const State& state) {
  const Game* game = FindGame("rumble_nation");
  TypedMatch<RumbleNationRules> match(
      *game, std::make_shared<const RumbleNationRules>(players), state);
  // The single checks alone (CheckInvariants would trust a fused "all hold").
  absl::Status status =
      NameBrokenInvariant(match, InvariantsFor("rumble_nation"), /*fast_path_said_no=*/false);
  AllInvariantsHold fast = FastPathFor("rumble_nation");
  EXPECT_NE(fast, nullptr);
  if (fast != nullptr) {
    EXPECT_EQ(fast(match), status.ok());
  }
  return RuleOf(status);
}

// A 3-player state in the middle of the march: seat 0 has placed soldiers.
State MidMarch() {
  Table t(3);
  t.Setup();
  EXPECT_TRUE(t.Deploy(0, kKyo, 3).ok());
  return t.state();
}

// The end of a scripted game of `players` players, with chips won.
State GameOver(const ScriptedGame& game) {
  Table t(game.players);
  PlayMarch(game, &t);
  EXPECT_EQ(t.state().phase, Phase::kOver);
  return t.state();
}

TEST(Invariants, ReachableStatesPass) {
  EXPECT_EQ(BrokenInvariant(3, MidMarch()), "");
  EXPECT_EQ(BrokenInvariant(2, GameOver(ReinforcementCascade2p())), "");
}

TEST(Invariants, SoldiersConserved) {
  State s = MidMarch();
  ++s.supply[1];
  EXPECT_EQ(BrokenInvariant(3, s), "rumble_nation.soldiers_conserved");
}

TEST(Invariants, CastleChipsInOnePlace) {
  State s = MidMarch();
  s.castle[kOko] = s.castle[kUsuki];
  EXPECT_EQ(BrokenInvariant(3, s), "rumble_nation.castle_chips_in_one_place");
  s = MidMarch();
  s.large_owner[kKyo] = 0;  // won before the battle phase
  EXPECT_EQ(BrokenInvariant(3, s), "rumble_nation.castle_chips_in_one_place");
}

TEST(Invariants, SmallChipsOnlyWithThreeOrMore) {
  State s = GameOver(ReinforcementCascade2p());
  int area = 0;
  while (s.large_owner[area] == kNobody) ++area;
  s.small_owner[area] = static_cast<Seat>(1 - s.large_owner[area]);
  EXPECT_EQ(BrokenInvariant(2, s), "rumble_nation.small_chips");
}

TEST(Invariants, KatanaHeldOnce) {
  State s = GameOver(ReinforcementCascade2p());
  s.katana[0] = s.katana[1];
  EXPECT_EQ(BrokenInvariant(2, s), "rumble_nation.katana_held_once");
}

TEST(Invariants, OneCardPerPlayer) {
  State s = MidMarch();
  s.card_used[2] = s.display[0];  // used, yet still face up
  EXPECT_EQ(BrokenInvariant(3, s), "rumble_nation.one_card_per_player");
}

TEST(Invariants, ReinforcementCounts) {
  State s = MidMarch();
  s.reinforcements[0][kKyo] = 2;  // before the battle phase
  EXPECT_EQ(BrokenInvariant(3, s), "rumble_nation.reinforcement_counts");
}

TEST(Invariants, PhaseOrder) {
  State s = MidMarch();
  s.phase = Phase::kReinforce;  // nobody has run out yet
  EXPECT_EQ(BrokenInvariant(3, s), "rumble_nation.phase_order");
}

// Some checks remember, per thread, the inputs of their last pass. A broken
// state met right after a passing one, and again after it, must still fail.
TEST(Invariants, RememberedPassesNeverHideABreak) {
  const State over = GameOver(ReinforcementCascade2p());
  const State march = MidMarch();
  struct Case {
    int players;
    State good;
    std::function<void(State&)> corrupt;
    const char* id;
  };
  const Case cases[] = {
      {2, over, [](State& s) { s.katana[0] = s.katana[1]; }, "rumble_nation.katana_held_once"},
      {3, march, [](State& s) { s.card_used[2] = s.display[0]; },
       "rumble_nation.one_card_per_player"},
      {3, march, [](State& s) { s.castle[kOko] = s.castle[kUsuki]; },
       "rumble_nation.castle_chips_in_one_place"},
  };
  for (const Case& c : cases) {
    State bad = c.good;
    c.corrupt(bad);
    for (int round = 0; round < 2; ++round) {
      EXPECT_EQ(BrokenInvariant(c.players, c.good), "") << c.id;
      EXPECT_EQ(BrokenInvariant(c.players, bad), c.id) << "round " << round;
      EXPECT_EQ(BrokenInvariant(c.players, bad), c.id) << "round " << round;
    }
  }
}

}  // namespace
}  // namespace arbiter::rumble_nation::testing
