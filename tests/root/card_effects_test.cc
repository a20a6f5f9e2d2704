// GoogleTest per persistent card effect (facts 2): each card is put straight
// into a play area, then the effect is used or refused at its moment.
#include "absl/random/random.h"
#include "engine/core/game.h"
#include "engine/root/actions.h"
#include "engine/root/card_effects.h"
#include "gtest/gtest.h"
#include "tests/root/fixture.h"

namespace arbiter::root {
namespace {

using namespace ::arbiter::root::testing;  // NOLINT: test helpers

constexpr int kCat = 0, kBird = 1;

Event Use(int seat, int card, int clearing = 0, int target = 0) {
  Event e = CardEv(EventKind::kUseCard, seat, card);
  e.a = int8_t(clearing - 1);
  e.target = int8_t(target);
  return e;
}

TEST(RootCard, RoyalClaim) {
  Table t;
  GiveCrafted(t.s, 1, 10);
  t.Ok(Ev(EventKind::kEndPhase, 0));
  EXPECT_EQ(t.s.phase, Phase::kBirdsong);
  EXPECT_TRUE(t.Listed(Use(1, 10)));
  t.Ok(Use(1, 10));
  EXPECT_EQ(t.s.vp[1], 1);  // the Eyrie rules clearing 3 only
  EXPECT_TRUE((t.s.discard >> 9) & 1);
  EXPECT_EQ(t.s.play_area[1], 0u);
}

TEST(RootCard, BetterBurrowBank) {
  Table t;
  GiveCrafted(t.s, 1, 32);
  t.Ok(Ev(EventKind::kEndPhase, 0));
  EXPECT_EQ(HandSize(t.s, 1), 4);  // drew one
  EXPECT_EQ(HandSize(t.s, 0), 5);  // 3 + Evening draw + one from the bank
}

TEST(RootCard, StandAndDeliver) {
  Table t;
  GiveCrafted(t.s, 1, 22);
  t.Ok(Ev(EventKind::kEndPhase, 0));
  EXPECT_EQ(t.Rejects(Use(1, 22, 0, 1)), "root.card.effect");  // not from yourself
  t.Ok(Use(1, 22, 0, 0));
  EXPECT_EQ(ActorOf(t.s), kChanceActor);
  EXPECT_EQ(t.Legal(), HandSize(t.s, 0));
  Event r = CardEv(EventKind::kRandomCard, 0, 21);
  t.Ok(r);
  EXPECT_TRUE((t.s.hand[1] >> 20) & 1);
  EXPECT_EQ(t.s.vp[0], 1);  // the victim scores
  // Used once this Birdsong: the window now passes by itself or on Pass.
  EXPECT_FALSE(t.Listed(Use(1, 22, 0, 0)));
}

TEST(RootCard, CommandWarren) {
  Table t;
  GiveCrafted(t.s, 0, 36);
  t.Ok(Ev(EventKind::kEndPhase, 0));
  // Play the Eyrie's turn so that the Marquise's next Daylight begins.
  Event a = CardEv(EventKind::kAddToDecree, 1, 31);
  a.n = 0;
  t.Ok(a);
  t.Ok(Ev(EventKind::kEndPhase, 1));
  Event r = ClearingEv(EventKind::kRecruit, 1, 3);
  r.decree = 31 - 1;
  t.Ok(r);
  t.Ok(MoveEv(1, 3, 6, 3, 55));
  t.Ok(BuildEv(1, PieceKind::kRoost, 6, {}, 56));
  // Marquise Daylight window: battle in 6 without spending an action.
  EXPECT_EQ(t.s.turn_seat, 0);
  EXPECT_EQ(t.Rejects(Use(0, 36, 3, 1)), "root.battle.target");
  t.Ok(Use(0, 36, 6, 1));
  EXPECT_TRUE(t.s.battle.active);
  EXPECT_EQ(t.s.marquise.actions_left, 3);
}

TEST(RootCard, Cobbler) {
  Table t;
  GiveCrafted(t.s, 0, 34);
  t.Ok(Ev(EventKind::kEndPhase, 0));
  EXPECT_EQ(t.s.phase, Phase::kEvening);
  EXPECT_EQ(ActorOf(t.s), 0);
  t.Ok(MoveEv(0, 2, 5, 1));
  EXPECT_EQ(t.s.turn_seat, 1);  // Evening went on after the one move
  EXPECT_EQ(t.s.warriors[kCat][4], 2);
}

// root.card.cobbler: the Evening window is pending exactly when ListMoves,
// the plain version, lists a move of the turn seat from some clearing
// (AnyMove works the rule out once for all of them), on random warriors.
TEST(RootCard, CobblerPendingExactlyWhenAMoveIsListed) {
  Table t;
  GiveCrafted(t.s, 0, 34);
  absl::BitGen rng;
  int pending = 0;
  for (int round = 0; round < 400; ++round) {
    State s = t.s;
    s.phase = Phase::kEvening;
    s.windows_done = 0;
    for (int f : {kCat, kBird})
      for (int c = 0; c < kNumClearings; ++c)
        s.warriors[f][c] = uint8_t(absl::Uniform(rng, 0, 4) == 0 ? absl::Uniform(rng, 1, 3) : 0);
    bool listed = false;
    for (int c = 0; c < kNumClearings; ++c)
      ListMoves(s, Faction::kMarquise, c, Event{}, [&listed](const Event&) { listed = true; });
    EXPECT_EQ(WindowPending(s), listed) << "round " << round;
    pending += listed;
  }
  EXPECT_GT(pending, 0);
  EXPECT_LT(pending, 400);
}

TEST(RootCard, TaxCollector) {
  Table t;
  GiveCrafted(t.s, 0, 24);
  int hand = HandSize(t.s, 0);
  EXPECT_EQ(t.Rejects(Use(0, 24, 3)), "root.card.effect");  // no cat in 3
  t.Ok(Use(0, 24, 2));
  EXPECT_EQ(t.s.warriors[kCat][1], 0);
  EXPECT_EQ(HandSize(t.s, 0), hand + 1);
  EXPECT_EQ(t.Rejects(Use(0, 24, 4)), "root.card.effect");  // once per Daylight
}

TEST(RootCard, Codebreakers) {
  Table t;
  GiveCrafted(t.s, 0, 43);
  t.Ok(Use(0, 43, 0, 1));
  EXPECT_EQ(t.Rejects(Use(0, 43, 0, 1)), "root.card.effect");
}

// One decision, one encoding: a card event may not fill in a field its card
// ignores, or two different logs would record the same play.
TEST(RootCard, CardEventsNameOnlyWhatTheCardUses) {
  {
    Table t;
    GiveCrafted(t.s, 0, 24);  // Tax Collector: a clearing, no seat
    EXPECT_EQ(t.Rejects(Use(0, 24, 2, 1)), "root.event.malformed");
    t.Ok(Use(0, 24, 2));
  }
  {
    Table t;
    GiveCrafted(t.s, 0, 43);  // Codebreakers: a seat, no clearing
    EXPECT_EQ(t.Rejects(Use(0, 43, 5, 1)), "root.event.malformed");
  }
  {
    Table t;
    GiveCrafted(t.s, 1, 10);  // Royal Claim: neither
    t.Ok(Ev(EventKind::kEndPhase, 0));
    EXPECT_EQ(t.Rejects(Use(1, 10, 3)), "root.event.malformed");
    EXPECT_EQ(t.Rejects(Use(1, 10, 0, 1)), "root.event.malformed");
  }
  {
    Table t;
    GiveCrafted(t.s, 1, 22);  // Stand and Deliver: a seat, no clearing
    t.Ok(Ev(EventKind::kEndPhase, 0));
    EXPECT_EQ(t.Rejects(Use(1, 22, 3, 0)), "root.event.malformed");
  }
}

TEST(RootCard, ScoutingPartyIgnoresAmbush) {
  Table t({21, 43, 30}, {1, 15, 31});
  GiveCrafted(t.s, 0, 50);
  t.Ok(MoveEv(0, 6, 3, 1));
  t.Ok(BattleEv(0, 3, 1));
  EXPECT_EQ(ActorOf(t.s), kChanceActor);  // straight to the dice
}

TEST(RootCard, BrutalTacticsAndArmorers) {
  Table t({21, 43, 30}, {31, 17, 39});
  GiveCrafted(t.s, 0, 7);   // Brutal Tactics
  GiveCrafted(t.s, 1, 3);   // Armorers
  t.Ok(MoveEv(0, 6, 3, 1));
  t.Ok(MoveEv(0, 7, 3, 1));
  t.Ok(BattleEv(0, 3, 1));
  t.Ok(DiceEv(2, 0));
  EXPECT_EQ(ActorOf(t.s), 0);
  t.Ok(CardEv(EventKind::kBattleCard, 0, 7));
  EXPECT_EQ(t.s.vp[1], 1);  // the defender scores for Brutal Tactics
  EXPECT_EQ(ActorOf(t.s), 1);
  t.Ok(CardEv(EventKind::kBattleCard, 1, 3));  // ignore the rolled hits
  EXPECT_FALSE(t.s.battle.active);
  EXPECT_EQ(t.s.warriors[kBird][2], 5);  // only the Brutal Tactics hit
  EXPECT_TRUE((t.s.discard >> 2) & 1);   // Armorers discarded
  EXPECT_TRUE((t.s.play_area[0] >> 6) & 1);  // Brutal Tactics stays
}

TEST(RootCard, Sappers) {
  Table t({21, 43, 30}, {31, 17, 39});
  GiveCrafted(t.s, 1, 11);
  t.Ok(MoveEv(0, 6, 3, 1));
  t.Ok(BattleEv(0, 3, 1));
  t.Ok(DiceEv(0, 0));
  EXPECT_EQ(ActorOf(t.s), 1);
  t.Ok(CardEv(EventKind::kBattleCard, 1, 11));
  EXPECT_EQ(t.s.warriors[kCat][2], 0);  // the extra hit
  EXPECT_EQ(t.s.removal_pending[2], 1);        // which the Marquise may save at once
  t.Ok(Ev(EventKind::kPass, 0));
  EXPECT_FALSE(t.s.battle.active);
}

TEST(RootCard, PersistentCardsWaitForTheirMoment) {
  Table t;
  GiveCrafted(t.s, 0, 10);  // Royal Claim acts at the start of Birdsong only
  EXPECT_EQ(t.Rejects(Use(0, 10)), "root.card.effect");
}

}  // namespace
}  // namespace arbiter::root

namespace arbiter::root {
namespace {

using namespace ::arbiter::root::testing;  // NOLINT: test helpers

// Dominance cards leave the deck in two-player games; these tests place them
// by hand to check the rules later factions will use.
TEST(RootDominance, TakeAvailableDominance) {
  Table t({21, 43, 30});
  t.s.out_of_game &= ~Bit(27);  // Dominance (fox), card 28
  t.s.beside_map |= Bit(27);
  Event take = CardEv(EventKind::kTakeDominance, 0, 28);
  take.target = 43 - 1;  // a mouse card
  EXPECT_EQ(t.Rejects(take), "root.dominance.take");
  take.target = 21 - 1;  // fox
  EXPECT_TRUE(t.Listed(take));
  t.Ok(take);
  EXPECT_TRUE((t.s.hand[0] >> 27) & 1);
}

TEST(RootDominance, ActivateAtTenAndWinAtBirdsong) {
  Table t({21, 43, 30});
  t.s.out_of_game &= ~Bit(27);
  t.s.hand[0] |= Bit(27);
  Event act = CardEv(EventKind::kActivateDominance, 0, 28);
  EXPECT_EQ(t.Rejects(act), "root.dominance.activate");  // 0 VP
  t.s.vp[0] = 10;
  t.s.vp_by[0][int(Score::kBuilding)] = 10;
  t.Ok(act);
  EXPECT_EQ(t.s.dominance[0], 27);
  t.Ok(CraftEv(0, 21, 0, 0, 1));
  EXPECT_EQ(t.s.vp[0], 10);  // no more scoring
  t.Ok(Ev(EventKind::kEndPhase, 0));
  // The Marquise rules fox clearings 1, 6, 8, 12: it wins at its next Birdsong.
  Event a = CardEv(EventKind::kAddToDecree, 1, 31);
  a.n = 0;
  t.Ok(a);
  t.Ok(Ev(EventKind::kEndPhase, 1));
  Event r = ClearingEv(EventKind::kRecruit, 1, 3);
  r.decree = 31 - 1;
  t.Ok(r);
  t.Ok(MoveEv(1, 3, 7, 1, 55));
  t.Ok(BuildEv(1, PieceKind::kRoost, 7, {}, 56));
  EXPECT_EQ(ActorOf(t.s), kTerminalActor);
  EXPECT_EQ(t.s.winner, 0);
}

}  // namespace
}  // namespace arbiter::root
