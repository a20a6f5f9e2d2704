// GoogleTest per rule, named after the rule id they exercise. Positions start
// from the standard opening (fixture.h) and are edited directly where a rule
// needs a particular board.
#include "absl/random/random.h"
#include "engine/core/game.h"
#include "engine/root/card_effects.h"
#include "engine/root/factions/eyrie/eyrie.h"
#include "engine/root/legal.h"
#include "gtest/gtest.h"
#include "tests/root/fixture.h"

namespace arbiter::root {
namespace {

using namespace ::arbiter::root::testing;  // NOLINT: test helpers

constexpr int kCat = 0, kBird = 1;

TEST(RootRule, OpeningPlacesEverythingAsSetUp) {
  Table t;
  const State& s = t.s;
  EXPECT_EQ(s.phase, Phase::kDaylight);
  EXPECT_EQ(s.turn_seat, 0);
  EXPECT_EQ(s.warriors[kCat][2], 0);  // the opposite corner stays empty
  EXPECT_EQ(s.warriors[kCat][0], 1);
  EXPECT_EQ(s.warrior_supply[kCat], 25 - 11);
  EXPECT_EQ(s.warriors[kBird][2], 6);
  EXPECT_EQ(s.marquise.wood[0], 1);  // Birdsong wood at the sawmill
  EXPECT_EQ(HandSize(s, 0), 3);
  EXPECT_EQ(HandSize(s, 1), 3);
  EXPECT_EQ(s.deck_size, 50 - 6);
}

TEST(RootRule, RuleLordsOfTheForest) {
  Table t;
  t.s.warriors[kBird][5] = 1;  // clearing 6: one cat, one bird
  EXPECT_EQ(Ruler(t.s, 5), int(Faction::kEyrie));
  t.s.warriors[kBird][5] = 0;
  t.s.warriors[kCat][5] = 0;
  EXPECT_EQ(Ruler(t.s, 5), -1);
}

TEST(RootRule, RuleTokensDoNotCount) {
  Table t;
  // Clearing 1: one cat warrior, sawmill, keep, wood vs two birds.
  t.s.warriors[kBird][0] = 3;
  EXPECT_EQ(Ruler(t.s, 0), int(Faction::kEyrie));  // 2 vs 3: wood, keep ignored
}

TEST(RootRule, MovePath) {
  Table t;
  EXPECT_EQ(t.Rejects(MoveEv(0, 1, 2, 1)), "root.move.path");
}

TEST(RootRule, MoveRule) {
  Table t;
  t.Ok(MoveEv(0, 6, 3, 1));
  EXPECT_EQ(t.Rejects(MoveEv(0, 3, 6, 1)), "root.move.rule");
}

TEST(RootRule, MoveWarriors) {
  Table t;
  EXPECT_EQ(t.Rejects(MoveEv(0, 2, 5, 2)), "root.move.warriors");
  EXPECT_EQ(t.Rejects(MoveEv(0, 2, 5, 0)), "root.move.warriors");
}

TEST(RootRule, MarquiseMarchIsTwoMovesForOneAction) {
  Table t;
  t.Ok(MoveEv(0, 2, 5, 1));
  EXPECT_EQ(t.s.marquise.actions_left, 2);
  t.Ok(MoveEv(0, 5, 1, 1));
  EXPECT_EQ(t.s.marquise.actions_left, 2);
  t.Ok(MoveEv(0, 4, 8, 1));
  EXPECT_EQ(t.s.marquise.actions_left, 1);
}

TEST(RootRule, MarquiseRecruitOnce) {
  Table t;
  t.Ok(Ev(EventKind::kRecruit, 0));
  EXPECT_EQ(t.s.warriors[kCat][4], 2);  // recruiter in 5
  EXPECT_EQ(t.Rejects(Ev(EventKind::kRecruit, 0)), "root.marquise.recruit_once");
}

// Seed 猫野候国 C:募兵アクション: one warrior in each clearing with a
// recruiter, not one per recruiter.
TEST(RootRule, MarquiseRecruitOnePerRecruiterClearing) {
  Table t;
  t.s.marquise.buildings[2][4] = 2;  // a second recruiter beside the one in 5
  t.s.marquise.track[2] -= 1;
  const int supply = t.s.warrior_supply[0];
  t.Ok(Ev(EventKind::kRecruit, 0));
  EXPECT_EQ(t.s.warriors[kCat][4], 2);
  EXPECT_EQ(t.s.warrior_supply[0], supply - 1);
}

TEST(RootRule, MarquiseBuildCostAndVp) {
  Table t;
  t.Ok(BuildEv(0, PieceKind::kSawmill, 5, {1}));
  EXPECT_EQ(t.s.vp[0], 1);  // second sawmill space: 1 VP
  EXPECT_EQ(t.s.marquise.wood[0], 0);
  EXPECT_EQ(t.s.marquise.track[0], 4);
}

TEST(RootRule, MarquiseBuildWood) {
  Table t;
  EXPECT_EQ(t.Rejects(BuildEv(0, PieceKind::kSawmill, 5, {})), "root.marquise.build_wood");
  EXPECT_EQ(t.Rejects(BuildEv(0, PieceKind::kSawmill, 5, {1, 1})), "root.marquise.build_wood");
  // Wood cut off by an Eyrie clearing cannot be used.
  t.s.marquise.wood[0] = 0;
  t.s.marquise.wood[6] = 1;  // clearing 7, reachable only through Eyrie-held ground
  t.s.warriors[kBird][6] = 2;
  t.s.warriors[kBird][7] = 2;  // 8
  t.s.warriors[kBird][10] = 2;  // 11
  t.s.warriors[kBird][11] = 2;  // 12
  EXPECT_EQ(t.Rejects(BuildEv(0, PieceKind::kSawmill, 5, {7})), "root.marquise.build_wood");
}

// wood_from has one spelling: ascending clearings (root.proto Build).
TEST(RootRule, MarquiseBuildWoodIsListedInAscendingOrder) {
  Table t;
  t.s.marquise.wood[0] = 1;  // clearing 1
  t.s.marquise.wood[4] = 1;  // clearing 5
  t.s.marquise.track[0] = uint8_t(kCatTrackLength - 2);  // the next sawmill costs two wood
  EXPECT_EQ(t.Rejects(BuildEv(0, PieceKind::kSawmill, 5, {5, 1})), "root.event.malformed");
  t.Ok(BuildEv(0, PieceKind::kSawmill, 5, {1, 5}));
}

TEST(RootRule, MapBuildingSlots) {
  Table t;
  EXPECT_EQ(t.Rejects(BuildEv(0, PieceKind::kSawmill, 1, {1})), "root.map.building_slots");
}

TEST(RootRule, MarquiseBuildRule) {
  Table t;
  EXPECT_EQ(t.Rejects(BuildEv(0, PieceKind::kSawmill, 3, {1})), "root.marquise.build_rule");
}

TEST(RootRule, MarquiseOverwork) {
  Table t;
  EXPECT_EQ(t.Rejects(CardEv(EventKind::kOverwork, 0, 43)), "root.map.no_such_clearing");
  Event o = CardEv(EventKind::kOverwork, 0, 43);
  o.a = 0;
  EXPECT_EQ(t.Rejects(o), "root.cards.suit");
  o.card = 21 - 1;  // Root Tea (fox)
  t.Ok(o);
  EXPECT_EQ(t.s.marquise.wood[0], 2);
}

TEST(RootRule, MarquiseHawksForHire) {
  Table t({2, 21, 43});
  EXPECT_EQ(t.Rejects(CardEv(EventKind::kSpendBird, 0, 43)), "root.marquise.hawks_for_hire");
  t.Ok(CardEv(EventKind::kSpendBird, 0, 2));
  EXPECT_EQ(t.s.marquise.actions_left, 4);
}

TEST(RootRule, MarquiseEveningDrawAndTurnPasses) {
  Table t;
  t.Ok(Ev(EventKind::kEndPhase, 0));
  EXPECT_EQ(HandSize(t.s, 0), 4);  // 1 card with one recruiter on the map
  EXPECT_EQ(t.s.turn_seat, 1);
  EXPECT_EQ(t.s.phase, Phase::kBirdsong);
}

TEST(RootRule, CardsHandLimit) {
  Table t;
  t.s.hand[0] |= Bit(0) | Bit(1) | Bit(2);  // six cards before Evening
  t.s.deck_size -= 0;
  // Remove those cards from the deck view to keep cards in one place.
  int n = 0;
  for (int i = 0; i < t.s.deck_size; ++i)
    if (t.s.deck[i] > 2) t.s.deck[n++] = t.s.deck[i];
  t.s.deck_size = uint8_t(n);
  t.Ok(Ev(EventKind::kEndPhase, 0));
  EXPECT_EQ(HandSize(t.s, 0), 7);
  EXPECT_EQ(t.s.turn_seat, 0);  // still discarding
  EXPECT_EQ(t.Legal(), 7);
  // Skipping the discard (the next seat acting at once) breaks the hand
  // limit itself, not merely the turn order.
  EXPECT_EQ(t.Rejects(Ev(EventKind::kEndPhase, 1)), "root.cards.hand_limit");
  t.Ok(CardEv(EventKind::kDiscard, 0, 1));
  EXPECT_EQ(t.Rejects(Ev(EventKind::kEndPhase, 1)), "root.cards.hand_limit");
  t.Ok(CardEv(EventKind::kDiscard, 0, 2));
  EXPECT_EQ(t.Rejects(Ev(EventKind::kEndPhase, 0)), "root.turn.not_your_decision");
  EXPECT_EQ(t.s.turn_seat, 1);
  EXPECT_EQ(t.Rejects(CardEv(EventKind::kDiscard, 0, 3)), "root.turn.not_your_decision");
}

TEST(RootRule, CardsReshuffleWhenTheDeckRunsOut) {
  Table t;
  // Move the whole deck to the discard pile.
  for (int i = 0; i < t.s.deck_size; ++i) t.s.discard |= Bit(t.s.deck[i]);
  t.s.deck_size = 0;
  t.Ok(Ev(EventKind::kEndPhase, 0));
  EXPECT_TRUE(t.s.need_shuffle);
  EXPECT_EQ(ActorOf(t.s), kChanceActor);
  EXPECT_EQ(t.Legal(), 0);
  Event bad = Ev(EventKind::kDeckShuffle, 0);
  bad.order[bad.order_len++] = 5;
  EXPECT_EQ(t.Rejects(bad), "root.cards.shuffle");
  absl::BitGen gen;
  t.Ok(SampleChance(t.s, gen));
  EXPECT_FALSE(t.s.need_shuffle);
  EXPECT_EQ(t.s.discard, 0u);
  EXPECT_EQ(HandSize(t.s, 0), 4);
}

TEST(RootRule, BattleHitsCappedDefenselessAndRemovalVp) {
  Table t({21, 43, 30}, {31, 17, 39});  // no ambush in the Eyrie's hand
  t.Ok(MoveEv(0, 6, 3, 1));
  t.Ok(MoveEv(0, 7, 3, 1));
  // Leave a lone roost: the Eyrie warriors go elsewhere.
  t.s.warriors[kBird][2] = 0;
  t.s.warrior_supply[kBird] += 6;
  t.Ok(BattleEv(0, 3, 1));
  EXPECT_EQ(ActorOf(t.s), kChanceActor);  // no ambush possible: dice
  EXPECT_EQ(t.Legal(), 16);
  t.Ok(DiceEv(0, 1));  // attacker 1 hit + 1 defenseless
  EXPECT_FALSE(t.s.battle.active);
  EXPECT_EQ(t.s.eyrie.roosts[2], 0);
  EXPECT_EQ(t.s.eyrie.roost_track, 7);  // back on its track
  EXPECT_EQ(t.s.vp[0], 1);
}

TEST(RootRule, BattleAmbushSuitAndCounterAmbush) {
  Table t({2, 21, 43}, {1, 15, 31});
  t.Ok(MoveEv(0, 6, 3, 1));
  t.Ok(MoveEv(0, 7, 3, 1));
  t.Ok(BattleEv(0, 3, 1));
  EXPECT_EQ(ActorOf(t.s), 1);
  EXPECT_EQ(t.Rejects(CardEv(EventKind::kAmbush, 1, 15)), "root.battle.ambush_suit");
  EXPECT_EQ(t.Rejects(CardEv(EventKind::kAmbush, 1, 31)), "root.battle.ambush_card");
  t.Ok(CardEv(EventKind::kAmbush, 1, 1));
  EXPECT_EQ(ActorOf(t.s), 0);
  t.Ok(CardEv(EventKind::kCounterAmbush, 0, 2));
  EXPECT_EQ(t.s.warriors[kCat][2], 2);  // cancelled
  EXPECT_EQ(ActorOf(t.s), kChanceActor);
  EXPECT_EQ(t.Rejects(DiceEv(4, 0)), "root.battle.dice");
  t.Ok(DiceEv(3, 3));  // 3 capped at 2 cat warriors; 3 on 6 birds capped... by 6
  EXPECT_EQ(t.s.warriors[kCat][2], 0);
  EXPECT_EQ(t.s.warriors[kBird][2], 4);
}

TEST(RootRule, BattleAmbushEndsBattleAndFieldHospitals) {
  Table t({21, 43, 30}, {1, 15, 31});
  t.Ok(MoveEv(0, 6, 3, 1));
  t.Ok(BattleEv(0, 3, 1));
  t.Ok(CardEv(EventKind::kAmbush, 1, 1));
  EXPECT_EQ(t.s.removal_pending[2], 1);
  EXPECT_EQ(ActorOf(t.s), 0);  // the hospital decision comes before the battle ends
  EXPECT_EQ(t.Rejects(CardEv(EventKind::kFieldHospital, 0, 43)), "root.marquise.field_hospitals");
  t.Ok(CardEv(EventKind::kFieldHospital, 0, 30));
  EXPECT_EQ(t.s.warriors[kCat][0], 2);  // saved to the keep
  EXPECT_FALSE(t.s.battle.active);      // no attacker is left in the clearing
}

// Seed 「野戦病院」 (兵士コマが広場から取り除かれたとき): each removal is its own
// chance to save, so an ambush's losses and the dice's losses in one battle
// each take a card, decided as they happen.
TEST(RootRule, FieldHospitalAfterEachRemovalInBattle) {
  Table t({30, 32, 21}, {1, 15, 31});  // two rabbit cards; the Eyrie holds a bird ambush
  t.Ok(MoveEv(0, 6, 3, 1));
  t.Ok(MoveEv(0, 7, 3, 1));
  t.Ok(MoveEv(0, 11, 3, 1));
  t.Ok(BattleEv(0, 3, 1));
  const int keep_before = t.s.warriors[kCat][0];
  t.Ok(CardEv(EventKind::kAmbush, 1, 1));  // no counter-ambush: two warriors fall
  EXPECT_TRUE(t.s.battle.active);
  EXPECT_EQ(t.s.removal_pending[2], 2);
  EXPECT_EQ(ActorOf(t.s), 0);
  EXPECT_EQ(t.Legal(), 3);  // pass, or either rabbit card
  EXPECT_EQ(t.Rejects(DiceEv(3, 3)), "root.turn.not_now");
  t.Ok(CardEv(EventKind::kFieldHospital, 0, 30));
  EXPECT_EQ(t.s.warriors[kCat][0], keep_before + 2);
  EXPECT_EQ(ActorOf(t.s), kChanceActor);  // the battle goes on with one attacker
  t.Ok(DiceEv(3, 3));                     // the defender's 3 hits take the last cat
  EXPECT_EQ(t.s.warriors[kCat][2], 0);
  EXPECT_EQ(t.s.removal_pending[2], 1);
  EXPECT_EQ(ActorOf(t.s), 0);
  t.Ok(CardEv(EventKind::kFieldHospital, 0, 32));  // a second card for the second removal
  EXPECT_EQ(t.s.warriors[kCat][0], keep_before + 3);
  EXPECT_FALSE(t.s.battle.active);
  EXPECT_TRUE((t.s.discard >> 29) & 1);  // both cards spent
  EXPECT_TRUE((t.s.discard >> 31) & 1);
}

TEST(RootRule, BattleRemovePieceChoice) {
  Table t;
  t.Ok(Ev(EventKind::kEndPhase, 0));
  // Eyrie turn: put birds next to clearing 1 (keep, sawmill, wood) to attack.
  t.s.warriors[kBird][0] = 3;
  t.s.warrior_supply[kBird] -= 3;
  t.s.marquise.wood[0] = 2;
  t.s.marquise.wood_supply -= 1;
  t.s.hand[0] &= ~Bit(1);  // the Ambush! drawn in Evening goes to the discard
  t.s.discard |= Bit(1);
  Event add = CardEv(EventKind::kAddToDecree, 1, 1);  // bird card to battle
  add.n = int8_t(Column::kBattle);
  t.Ok(add);
  t.Ok(Ev(EventKind::kEndPhase, 1));
  t.Ok(MoveEv(1, 3, 7, 1, 55));    // vizier move
  t.Ok(BattleEv(1, 1, 0, 1));      // the bird card: battle in clearing 1
  t.Ok(DiceEv(3, 0));              // 3 hits: 1 warrior, then 2 of sawmill/wood/keep
  EXPECT_EQ(t.s.removal_pending[0], 1);   // field hospitals come first, with the keep standing
  t.Ok(Ev(EventKind::kPass, 0));
  EXPECT_EQ(ActorOf(t.s), 0);
  Event keep = Ev(EventKind::kRemovePiece, 0);
  keep.piece = int8_t(PieceKind::kRoost);
  EXPECT_EQ(t.Rejects(keep), "root.battle.remove_piece");
  keep.piece = int8_t(PieceKind::kKeep);
  t.Ok(keep);
  EXPECT_TRUE(t.s.marquise.keep_removed);
  Event wood = Ev(EventKind::kRemovePiece, 0);
  wood.piece = int8_t(PieceKind::kWood);
  t.Ok(wood);
  EXPECT_FALSE(t.s.battle.active);
  EXPECT_EQ(t.s.vp[1], 3);  // two removed + Despot
}

TEST(RootRule, CraftItemSupply) {
  Table t({21, 39, 49});
  t.s.item_supply[int(Item::kTea)] = 0;
  EXPECT_EQ(t.Rejects(CraftEv(0, 21, 0, 0, 1)), "root.craft.item_supply");
}

TEST(RootRule, CraftPiecesAndVp) {
  Table t({21, 39, 49});
  EXPECT_EQ(t.Rejects(CraftEv(0, 21, 1, 0, 0)), "root.craft.pieces");
  t.Ok(CraftEv(0, 21, 0, 0, 1));
  EXPECT_EQ(t.s.vp[0], 2);
  EXPECT_EQ(t.s.items[0][int(Item::kTea)], 1);
  // The one workshop is used for this turn.
  EXPECT_EQ(t.Rejects(CraftEv(0, 39, 0, 0, 1)), "root.craft.pieces");
}

TEST(RootRule, CraftDuplicatePersistent) {
  Table t({43, 44, 21});  // two Codebreakers
  t.s.marquise.buildings[1][1] = 1;  // a second mouse workshop (clearing 2)
  t.s.marquise.track[1] -= 1;
  t.Ok(CraftEv(0, 43, 0, 0, 1));
  EXPECT_EQ(t.Rejects(CraftEv(0, 44, 0, 0, 1)), "root.craft.duplicate_persistent");
}

TEST(RootRule, CraftTiming) {
  Table t;
  t.Ok(Ev(EventKind::kRecruit, 0));
  EXPECT_EQ(t.Rejects(CraftEv(0, 21, 0, 0, 1)), "root.craft.timing");
}

TEST(RootRule, CraftFavorRemovesEnemyPieces) {
  Table t({17, 43, 30});  // Favor of the Foxes
  t.s.marquise.buildings[1][0] = 0;  // no: keep workshops simple —
  t.s.marquise.buildings[1][0] = 0;
  // Three fox workshops: clearings 6, 8, 12 (fox).
  for (int c : {5, 7, 11}) t.s.marquise.buildings[1][c] = 1;
  t.s.marquise.track[1] -= 3;
  t.s.warriors[kBird][5] = 2;
  t.s.warrior_supply[kBird] -= 2;
  t.Ok(CraftEv(0, 17, 3, 0, 0));
  EXPECT_EQ(t.s.warriors[kBird][5], 0);
  EXPECT_EQ(t.s.warriors[kCat][5], 1);  // own pieces stay
}

TEST(RootRule, EyrieDecreeOneBird) {
  Table t({21, 43, 30}, {1, 2, 31});
  t.Ok(Ev(EventKind::kEndPhase, 0));
  Event a = CardEv(EventKind::kAddToDecree, 1, 1);
  a.n = 1;
  t.Ok(a);
  Event b = CardEv(EventKind::kAddToDecree, 1, 2);
  b.n = 2;
  EXPECT_EQ(t.Rejects(b), "root.eyrie.decree_one_bird");
  EXPECT_FALSE(t.Listed(b));
}

TEST(RootRule, EyrieDecreeAdd) {
  Table t;
  t.Ok(Ev(EventKind::kEndPhase, 0));
  EXPECT_EQ(t.Rejects(Ev(EventKind::kEndPhase, 1)), "root.eyrie.decree_add");
}

TEST(RootRule, EyrieEmergencyOrders) {
  Table t;
  t.s.discard |= t.s.hand[1];
  t.s.hand[1] = 0;
  t.Ok(Ev(EventKind::kEndPhase, 0));
  EXPECT_EQ(HandSize(t.s, 1), 1);  // drew one
}

TEST(RootRule, EyrieTurmoilFalseClaimAndHumiliation) {
  Table t;
  t.Ok(Ev(EventKind::kEndPhase, 0));
  Event a = CardEv(EventKind::kAddToDecree, 1, 31);
  a.n = 0;
  t.Ok(a);
  Event b = CardEv(EventKind::kAddToDecree, 1, 1);  // a bird in Move
  b.n = 1;
  t.Ok(b);
  EXPECT_EQ(t.Rejects(Ev(EventKind::kTurmoil, 1)), "root.eyrie.turmoil_false_claim");
  Event r = ClearingEv(EventKind::kRecruit, 1, 3);
  r.decree = 31 - 1;
  t.Ok(r);
  t.s.vp[1] = 5;
  t.s.vp_by[1][int(Score::kRoosts)] = 5;
  // Make every move impossible: no Eyrie warrior anywhere.
  t.s.warrior_supply[kBird] += t.s.warriors[kBird][2];
  t.s.warriors[kBird][2] = 0;
  t.Ok(Ev(EventKind::kTurmoil, 1));
  EXPECT_EQ(t.s.vp[1], 2);  // bird card + two viziers
  EXPECT_EQ(t.s.eyrie.decree[1] & ((uint64_t{1} << kNumCards) - 1), 0u);
  Event l = Ev(EventKind::kChooseLeader, 1);
  l.n = int8_t(Leader::kDespot);
  EXPECT_EQ(t.Rejects(l), "root.eyrie.leader");
  l.n = int8_t(Leader::kCharismatic);
  t.Ok(l);
  EXPECT_EQ(t.s.phase, Phase::kDaylight);  // Evening done, the Marquise's turn
  EXPECT_EQ(t.s.turn_seat, 0);
}

// Whether some event resolving Decree card `card` of column `col` is legal,
// asked of Validate for every clearing, destination, count and target (the
// oracle for the turmoil claim, which stops at the first resolution found).
bool SomeResolutionValidates(const State& s, int card, int col) {
  Event e;
  e.seat = int8_t(SeatOf(s, Faction::kEyrie));
  e.decree = int8_t(card);
  const EventKind kinds[kNumColumns] = {EventKind::kRecruit, EventKind::kMove,
                                        EventKind::kBattle, EventKind::kBuild};
  e.kind = kinds[col];
  if (e.kind == EventKind::kBuild) e.piece = int8_t(PieceKind::kRoost);
  for (int a = 0; a < kNumClearings; ++a) {
    e.a = int8_t(a);
    if (e.kind == EventKind::kMove) {
      for (int b = 0; b < kNumClearings; ++b)
        for (int n = 1; n <= s.warriors[kBird][a]; ++n) {
          e.b = int8_t(b);
          e.n = int8_t(n);
          if (Validate(s, e).ok()) return true;
        }
    } else if (e.kind == EventKind::kBattle) {
      for (int t = 0; t < s.players; ++t) {
        e.target = int8_t(t);
        if (Validate(s, e).ok()) return true;
      }
    } else if (Validate(s, e).ok()) {
      return true;
    }
  }
  return false;
}

TEST(RootRule, EyrieTurmoilClaimAgreesWithEveryResolution) {
  // root.eyrie.turmoil_false_claim: in random games, at every Eyrie Daylight
  // decision, CanResolve (which skips clearings and stops early) says what
  // validating every resolution says.
  int cards_checked = 0, unresolvable = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    MatchSetup setup;
    setup.factions = {Faction::kMarquise, Faction::kEyrie};
    State s = NewInitialState(setup);
    std::mt19937_64 rng(seed);
    std::vector<Event> legal;
    for (int step = 0; step < 3000 && ActorOf(s) != kTerminalActor; ++step) {
      const int col = CurrentColumn(s);
      if (ActorOf(s) == SeatOf(s, Faction::kEyrie) && s.phase == Phase::kDaylight &&
          s.fstep == uint8_t(EyrieStep::kDaylight) && !s.battle.active &&
          PendingRemoval(s) < 0 && !WindowPending(s) && col >= 0) {
        for (uint64_t m = s.eyrie.decree[col] & ~s.eyrie.resolved; m; m &= m - 1) {
          const int card = std::countr_zero(m);
          const bool expected = SomeResolutionValidates(s, card, col);
          EXPECT_EQ(CanResolve(s, card, col), expected)
              << "seed " << seed << " step " << step << " card " << card + 1;
          ++cards_checked;
          unresolvable += !expected;
        }
      }
      Event e;
      if (ActorOf(s) == kChanceActor) {
        e = SampleChance(s, absl::BitGenRef(rng));
      } else {
        legal.clear();
        LegalEvents(s, [&](const Event& ev) { legal.push_back(ev); });
        ASSERT_FALSE(legal.empty()) << "seed " << seed << " step " << step;
        e = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
      }
      ASSERT_TRUE(ApplyInPlace(&s, e).ok()) << "seed " << seed << " step " << step;
    }
  }
  EXPECT_GT(cards_checked, 100);
  EXPECT_GT(unresolvable, 10);  // turmoil was due often enough to matter
}

TEST(RootRule, EyrieDecreeSuitAndOrder) {
  Table t;
  t.Ok(Ev(EventKind::kEndPhase, 0));
  Event a = CardEv(EventKind::kAddToDecree, 1, 15);  // fox card to Move
  a.n = 1;
  t.Ok(a);
  t.Ok(Ev(EventKind::kEndPhase, 1));
  EXPECT_EQ(t.Rejects(MoveEv(1, 3, 7, 1, 15)), "root.eyrie.decree_suit");
  EXPECT_EQ(t.Rejects(BuildEv(1, PieceKind::kRoost, 3, {}, 56)), "root.eyrie.decree_order");
}

TEST(RootRule, EyrieCharismaticRecruitsTwo) {
  Table t({21, 43, 30}, {31, 15, 1}, Leader::kCharismatic);
  t.Ok(Ev(EventKind::kEndPhase, 0));
  Event r = ClearingEv(EventKind::kRecruit, 1, 3);
  r.decree = 55 - 1;  // vizier in Recruit
  EXPECT_EQ(t.Rejects(r), "root.turn.not_now");  // Birdsong first
  Event a = CardEv(EventKind::kAddToDecree, 1, 31);
  a.n = 0;
  t.Ok(a);
  t.Ok(Ev(EventKind::kEndPhase, 1));
  t.Ok(r);
  EXPECT_EQ(t.s.warriors[kBird][2], 8);
}

TEST(RootRule, EyrieDisdainForTrade) {
  Table t({43, 30, 2}, {21, 15, 31});
  t.Ok(Ev(EventKind::kEndPhase, 0));
  t.s.eyrie.roosts[8] = 1;  // a roost in mouse clearing 9
  t.s.eyrie.roost_track -= 1;
  Event a = CardEv(EventKind::kAddToDecree, 1, 31);
  a.n = 0;
  t.Ok(a);
  t.Ok(Ev(EventKind::kEndPhase, 1));
  t.Ok(CraftEv(1, 21, 0, 0, 1));  // Root Tea: 2 VP printed, 1 for the Eyrie
  EXPECT_EQ(t.s.vp[1], 1);
}

TEST(RootRule, EyrieNewRoost) {
  Table t;
  t.Ok(Ev(EventKind::kEndPhase, 0));
  t.s.eyrie.roosts[2] = 0;
  t.s.eyrie.roost_track = 7;
  Event a = CardEv(EventKind::kAddToDecree, 1, 31);
  a.n = 0;
  t.Ok(a);
  t.Ok(Ev(EventKind::kEndPhase, 1));
  // Fewest warriors where a roost fits: clearing 3 has 6 birds, the rest 1 cat.
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kNewRoost, 1, 3)), "root.eyrie.new_roost");
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kNewRoost, 1, 1)), "root.eyrie.new_roost");  // keep
}

TEST(RootRule, GameOverAtThirtyVp) {
  Table t({21, 43, 30});
  t.s.vp[0] = 28;
  t.s.vp_by[0][int(Score::kBuilding)] = 28;
  t.Ok(CraftEv(0, 21, 0, 0, 1));
  EXPECT_EQ(ActorOf(t.s), kTerminalActor);
  EXPECT_EQ(t.s.winner, 0);
  EXPECT_EQ(t.Rejects(Ev(EventKind::kEndPhase, 0)), "root.game.over");
}

}  // namespace
}  // namespace arbiter::root

namespace arbiter::root {
namespace {

using namespace ::arbiter::root::testing;  // NOLINT: test helpers

TEST(RootRule, MarquiseWoodChoiceWhenShort) {
  Table t;
  // Three sawmills (1, 12, 8) and one wood token left in supply.
  t.s.marquise.buildings[0][11] = 1;
  t.s.marquise.buildings[0][7] = 1;
  t.s.marquise.track[0] -= 2;
  t.s.marquise.wood[3] = t.s.marquise.wood_supply - 1;  // clearing 4 holds the rest
  t.s.marquise.wood_supply = 1;
  t.Ok(Ev(EventKind::kEndPhase, 0));
  Event a = CardEv(EventKind::kAddToDecree, 1, 31);
  a.n = 0;
  t.Ok(a);
  t.Ok(Ev(EventKind::kEndPhase, 1));
  Event r = ClearingEv(EventKind::kRecruit, 1, 3);
  r.decree = 31 - 1;
  t.Ok(r);
  t.Ok(MoveEv(1, 3, 7, 1, 55));
  t.Ok(BuildEv(1, PieceKind::kRoost, 7, {}, 56));
  // The Marquise's Birdsong waits for the choice.
  EXPECT_EQ(t.s.phase, Phase::kBirdsong);
  EXPECT_EQ(t.Legal(), 3);
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kPlaceWood, 0, 2)), "root.marquise.wood");
  t.Ok(ClearingEv(EventKind::kPlaceWood, 0, 12));
  EXPECT_EQ(t.s.phase, Phase::kDaylight);
  EXPECT_EQ(t.s.marquise.wood[11], 1);
}

TEST(RootRule, MarquiseRecruitChoice) {
  Table t;
  t.s.marquise.buildings[2][7] = 1;  // a second recruiter, in 8
  t.s.marquise.track[2] -= 1;
  // Leave one warrior in supply.
  t.s.warriors[0][10] += t.s.warrior_supply[0] - 1;
  t.s.warrior_supply[0] = 1;
  t.Ok(Ev(EventKind::kRecruit, 0));
  EXPECT_EQ(t.Legal(), 2);
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kRecruit, 0, 2)), "root.marquise.recruit_choice");
  t.Ok(ClearingEv(EventKind::kRecruit, 0, 8));
  EXPECT_EQ(t.s.warriors[0][7], 2);
  EXPECT_EQ(t.s.warrior_supply[0], 0);
  EXPECT_EQ(t.s.marquise.actions_left, 2);
}

// A clearing with two recruiters still takes one warrior when the supply
// runs short.
TEST(RootRule, MarquiseRecruitChoiceServesAClearingOnce) {
  Table t;
  t.s.marquise.buildings[2][4] = 2;  // two recruiters in 5
  t.s.marquise.buildings[2][7] = 1;  // and one in 8
  t.s.marquise.track[2] -= 2;
  t.s.warriors[0][10] += t.s.warrior_supply[0] - 1;
  t.s.warrior_supply[0] = 1;
  t.Ok(Ev(EventKind::kRecruit, 0));
  EXPECT_EQ(t.Legal(), 2);  // 5 or 8
  t.Ok(ClearingEv(EventKind::kRecruit, 0, 5));
  EXPECT_EQ(t.s.warriors[0][4], 2);
  EXPECT_EQ(t.s.warrior_supply[0], 0);
}

}  // namespace
}  // namespace arbiter::root
