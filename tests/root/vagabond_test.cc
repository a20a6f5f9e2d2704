// Rule tests for the Vagabond (seed 【放浪部族】, facts 3-4) in a three-seat
// game (Marquise, Eyrie, Vagabond): each named after the rule it checks.
#include <initializer_list>
#include <random>
#include <vector>

#include "engine/core/game.h"
#include "engine/root/actions.h"
#include "engine/root/battle.h"
#include "engine/root/rules.h"
#include "engine/root/factions/vagabond/items.h"
#include "engine/root/factions/vagabond/quests.h"
#include "engine/root/factions/vagabond/vagabond.h"
#include "tests/root/fixture.h"

namespace arbiter::root::testing {
namespace {

constexpr int kCat = 0, kBirdSeat = 1, kVbSeat = 2;
constexpr Faction kVb = Faction::kVagabond;

int Forest(int printed) { return kForestAt + printed - 1; }

Event ItemEv(EventKind kind, Item item, int flag = 0) {
  Event e = Ev(kind, kVbSeat);
  e.n = int8_t(item);
  e.piece = int8_t(flag);
  return e;
}
// Explore names only the item found (piece stays -1, as decoded).
Event ExploreEv(Item item) {
  Event e = Ev(EventKind::kExplore, kVbSeat);
  e.n = int8_t(item);
  return e;
}

// Seats Marquise, Eyrie, Vagabond on Autumn, set up as Table does, then the
// Vagabond as `character` with its pawn in forest 1 (clearings 1, 2, 5, 10).
// Hands: Marquise 21 43 30, Eyrie 31 15 1, Vagabond 16 29 44.
class VbTable : public Table {
 public:
  explicit VbTable(Character character = Character::kThief) : Table(NoSetup{}) {
    MatchSetup setup;
    setup.players = 3;
    setup.factions = {Faction::kMarquise, Faction::kEyrie, kVb};
    s = NewInitialState(setup);
    ShuffleWithFirst({21, 43, 30, 31, 15, 1, 16, 29, 44});
    SetUpMarquiseAndEyrie();
    Event ch = Ev(EventKind::kChooseCharacter, kVbSeat);
    ch.n = int8_t(character);
    Ok(ch);
    Event p = Ev(EventKind::kPlacePawn, kVbSeat);
    p.a = int8_t(Forest(1));
    Ok(p);
    // The quest deck in table order: quests 0, 1, 2 (Errand, Give a Speech,
    // Fundraising, all fox) face up, Logistics Help (fox) on top.
    Ok(QuestShuffle());
    // The ruins of 6, 10, 11, 12: bag, hammer, boot, sword.
    Ok(RuinItems());
  }
  static Event RuinItems() {
    Event r = Ev(EventKind::kRuinItems, 0);
    for (Item i : {Item::kBag, Item::kHammer, Item::kBoot, Item::kSword}) r.order[r.order_len++] = uint8_t(i);
    return r;
  }
  static Event QuestShuffle() {
    Event q = Ev(EventKind::kQuestShuffle, 0);
    for (int k = 0; k < kNumQuests; ++k) q.order[q.order_len++] = uint8_t(k);
    return q;
  }
  // Hands the turn to the Vagabond at the start of its Birdsong, then on to
  // its Daylight with the pawn in `clearing` (printed; 0: where it is).
  void VagabondTurn() {
    s.turn_seat = kVbSeat;
    s.windows_done = 0;
    RulesOf(kVb).begin_turn(s);
  }
  void VagabondDaylight(int clearing = 0) {
    VagabondTurn();
    if (clearing > 0) s.vagabond.pawn = int8_t(clearing - 1);
    while (s.fstep != uint8_t(VagabondStep::kDaylight)) Ok(Ev(EventKind::kEndPhase, kVbSeat));
  }
  int Items(Item i, ItemState st) const { return vagabond::Count(s, i, st); }
  void Give(Item i, ItemState st, int n = 1) {
    s.vagabond.items[int(i)][int(st)] += uint8_t(n);
    s.item_supply[int(i)] -= uint8_t(n);  // from the supply, as a craft would
  }
};

TEST(RootVagabond, VagabondSetupChoosesCharacterThenPawnInAForest) {
  VbTable t;
  EXPECT_EQ(t.s.vagabond.character, int(Character::kThief));
  EXPECT_EQ(t.s.vagabond.pawn, Forest(1));
  // facts 4.1 Thief: boot, torch, tea, sword, face up.
  EXPECT_EQ(t.Items(Item::kBoot, ItemState::kUp), 1);
  EXPECT_EQ(t.Items(Item::kTorch, ItemState::kUp), 1);
  EXPECT_EQ(t.Items(Item::kTea, ItemState::kUp), 1);
  EXPECT_EQ(t.Items(Item::kSword, ItemState::kUp), 1);
  EXPECT_EQ(vagabond::AllItems(t.s), 4);
  EXPECT_NE(t.s.phase, Phase::kSetup);
  // The pawn may not start in a clearing.
  VbTable u;
  u.s = NewInitialState(SetupOf(t.s));
  u.s.phase = Phase::kSetup;
  u.s.step = uint8_t(SetupStep::kFactions);
  u.s.setup_index = 2;
  u.s.fstep = uint8_t(VagabondStep::kSetupPawn);
  u.s.vagabond.character = 0;
  Event p = ClearingEv(EventKind::kPlacePawn, kVbSeat, 5);
  EXPECT_EQ(u.Rejects(p), "root.vagabond.pawn");
}

TEST(RootVagabond, VagabondLoneWandererNeitherRulesNorPreventsRule) {
  VbTable t;
  t.s.warrior_supply[0] += t.s.warriors[0][5];
  t.s.warriors[0][5] = 0;
  t.s.vagabond.pawn = 5;  // clearing 6, emptied
  EXPECT_EQ(Ruler(t.s, 5), -1);
  t.s.warriors[Fi(Faction::kEyrie)][5] = 1;
  t.s.warrior_supply[Fi(Faction::kEyrie)] -= 1;
  EXPECT_EQ(Ruler(t.s, 5), int(Faction::kEyrie));
}

TEST(RootVagabond, VagabondMoveExhaustsABootAndIgnoresRule) {
  VbTable t;
  t.VagabondDaylight(2);  // clearing 2: nobody rules; 5 is the Marquise's
  Event m = ClearingEv(EventKind::kVbMove, kVbSeat, 5);
  EXPECT_TRUE(t.Listed(m));
  t.Ok(m);
  EXPECT_EQ(t.s.vagabond.pawn, 4);
  EXPECT_EQ(t.Items(Item::kBoot, ItemState::kExhausted), 1);
  // No face-up boot left.
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kVbMove, kVbSeat, 2)), "root.vagabond.move");
  EXPECT_FALSE(t.Listed(ClearingEv(EventKind::kVbMove, kVbSeat, 2)));
}

TEST(RootVagabond, VagabondMoveIntoAHostileFactionsClearingCostsAnotherBoot) {
  VbTable t;
  t.s.vagabond.relation[Fi(Faction::kMarquise)] = uint8_t(Relation::kHostile);
  t.VagabondDaylight(2);
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kVbMove, kVbSeat, 5)), "root.vagabond.move");
  t.Give(Item::kBoot, ItemState::kUp);
  t.Ok(ClearingEv(EventKind::kVbMove, kVbSeat, 5));
  EXPECT_EQ(t.Items(Item::kBoot, ItemState::kExhausted), 2);
}

TEST(RootVagabond, VagabondSlipIsTheOnlyWayIntoAForest) {
  VbTable t;
  t.VagabondTurn();
  t.Ok(Ev(EventKind::kEndPhase, kVbSeat));  // nothing to refresh: ends refreshing
  ASSERT_EQ(t.s.fstep, uint8_t(VagabondStep::kSlip));
  // From forest 1 to clearing 10, no boot spent.
  Event slip = ClearingEv(EventKind::kSlip, kVbSeat, 10);
  EXPECT_TRUE(t.Listed(slip));
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kSlip, kVbSeat, 3)), "root.vagabond.slip");
  t.Ok(slip);
  EXPECT_EQ(t.Items(Item::kBoot, ItemState::kUp), 1);
  // Daylight: a move goes to clearings only (forest locations are no clearing).
  Event into_forest = Ev(EventKind::kVbMove, kVbSeat);
  into_forest.a = int8_t(Forest(1));
  EXPECT_EQ(t.Rejects(into_forest), "root.map.no_such_clearing");
}

TEST(RootVagabond, VagabondRefreshThreePlusTwoPerFaceUpTea) {
  VbTable t;
  // Six exhausted items and one face-up tea: 3 + 2 = 5 refreshes.
  t.s.vagabond.items[int(Item::kBoot)] = {0, 1, 0, 0};
  t.s.vagabond.items[int(Item::kSword)] = {0, 1, 0, 0};
  t.s.vagabond.items[int(Item::kTorch)] = {0, 1, 0, 0};
  t.Give(Item::kBoot, ItemState::kExhausted, 2);
  t.Give(Item::kSword, ItemState::kExhausted, 1);
  t.VagabondTurn();
  EXPECT_EQ(t.s.vagabond.refresh_left, 5);
  for (int k = 0; k < 3; ++k) t.Ok(ItemEv(EventKind::kRefresh, Item::kBoot));
  t.Ok(ItemEv(EventKind::kRefresh, Item::kSword));
  t.Ok(ItemEv(EventKind::kRefresh, Item::kSword));
  // Five used: on to the slip with the torch still exhausted.
  EXPECT_EQ(t.s.fstep, uint8_t(VagabondStep::kSlip));
  EXPECT_EQ(t.Items(Item::kTorch, ItemState::kExhausted), 1);
  EXPECT_EQ(t.Rejects(ItemEv(EventKind::kRefresh, Item::kTorch)), "root.turn.not_now");
}

TEST(RootVagabond, VagabondExploreTakesTheRuinItemAndScoresOne) {
  VbTable t;
  t.VagabondDaylight(10);  // clearing 10 has a ruin
  Event x = ExploreEv(Item::kHammer);  // dealt under 10 (VbTable)
  EXPECT_TRUE(t.Listed(x));
  EXPECT_EQ(t.Rejects(ExploreEv(Item::kTea)), "root.vagabond.explore");
  // Another ruin's item is not this one's.
  EXPECT_EQ(t.Rejects(ExploreEv(Item::kBoot)), "root.vagabond.explore");
  EXPECT_FALSE(t.Listed(ExploreEv(Item::kBoot)));
  t.Ok(x);
  EXPECT_FALSE(t.s.ruin[9]);
  EXPECT_EQ(t.s.ruin_items[int(Item::kHammer)], 0);
  EXPECT_EQ(t.Items(Item::kHammer, ItemState::kUp), 1);
  EXPECT_EQ(t.Items(Item::kTorch, ItemState::kExhausted), 1);
  EXPECT_EQ(t.s.vp[kVbSeat], 1);
  EXPECT_EQ(vagabond::RuinItem(t.s, 9), 0);
  EXPECT_EQ(vagabond::RuinItem(t.s, 10), int(Item::kBoot));
  // No ruin left there (and no face-up torch).
  EXPECT_EQ(t.Rejects(ExploreEv(Item::kBag)), "root.vagabond.explore");
}

TEST(RootVagabond, VagabondStrikeRemovesAWarriorAndMakesItsFactionHostile) {
  VbTable t;
  t.Give(Item::kCrossbow, ItemState::kUp);
  t.VagabondDaylight(5);  // the Marquise's recruiter and a warrior
  Event strike = Ev(EventKind::kStrike, kVbSeat);
  strike.target = kCat;
  strike.piece = int8_t(PieceKind::kRecruiter);
  EXPECT_EQ(t.Rejects(strike), "root.vagabond.strike");  // a warrior is there first
  strike.piece = -1;
  EXPECT_TRUE(t.Listed(strike));
  const int before = t.s.warriors[0][4];
  t.Ok(strike);
  EXPECT_EQ(t.s.warriors[0][4], before - 1);
  EXPECT_EQ(t.s.vagabond.relation[Fi(Faction::kMarquise)], uint8_t(Relation::kHostile));
  EXPECT_EQ(t.Items(Item::kCrossbow, ItemState::kExhausted), 1);
  // The Marquise's field hospitals answer the removal (it holds rabbit 30).
  ASSERT_EQ(PendingRemoval(t.s), 4);
  t.Ok(Ev(EventKind::kPass, kCat));
  // Striking again needs a face-up crossbow.
  EXPECT_EQ(t.Rejects(strike), "root.vagabond.strike");
}

TEST(RootVagabond, VagabondAidGivesAMatchingCardAndRaisesTheRelationship) {
  VbTable t;
  t.VagabondDaylight(5);  // rabbit; the Vagabond holds 29 (rabbit) and 16, 44
  Event aid = CardEv(EventKind::kAid, kVbSeat, 29);
  aid.target = kCat;
  aid.n = int8_t(Item::kTea);
  aid.b = 0;
  EXPECT_TRUE(t.Listed(aid));
  Event wrong = aid;
  wrong.card = 16 - 1;  // fox
  EXPECT_EQ(t.Rejects(wrong), "root.vagabond.aid");
  Event eyrie = aid;
  eyrie.target = kBirdSeat;  // no Eyrie warrior in clearing 5
  EXPECT_EQ(t.Rejects(eyrie), "root.vagabond.aid");
  t.Ok(aid);
  EXPECT_TRUE((t.s.hand[kCat] >> 28) & 1);
  EXPECT_EQ(t.s.vagabond.relation[Fi(Faction::kMarquise)], uint8_t(Relation::kFirst));
  EXPECT_EQ(t.s.vp[kVbSeat], 1);
  EXPECT_EQ(t.Items(Item::kTea, ItemState::kExhausted), 1);
}

TEST(RootVagabond, VagabondAidTakesACraftedItem) {
  VbTable t;
  t.s.items[kCat][int(Item::kBag)] = 1;
  t.s.item_supply[int(Item::kBag)] -= 1;
  t.VagabondDaylight(5);
  Event aid = CardEv(EventKind::kAid, kVbSeat, 29);
  aid.target = kCat;
  aid.n = int8_t(Item::kTorch);
  aid.b = int8_t(Item::kBag);
  t.Ok(aid);
  EXPECT_EQ(t.s.items[kCat][int(Item::kBag)], 0);
  EXPECT_EQ(t.Items(Item::kBag, ItemState::kUp), 1);
}

// Plays a battle's optional steps out: passes (ambushes, cards, field
// hospitals), the dice `a`, `b`, and the Vagabond's damage on `hit`.
void FightOut(VbTable& t, int a, int b, Item hit) {
  while (t.s.battle.active || PendingRemoval(t.s) >= 0) {
    const int actor = ActorOf(t.s);
    if (actor == kChanceActor) {
      t.Ok(DiceEv(a, b));
    } else if (actor == kVbSeat && t.Listed(ItemEv(EventKind::kDamageItem, hit))) {
      t.Ok(ItemEv(EventKind::kDamageItem, hit));
    } else {
      t.Ok(Ev(EventKind::kPass, actor));
    }
  }
}

TEST(RootVagabond, VagabondBattleHitsCappedByUndamagedSwordsAndDamageItems) {
  VbTable t;
  t.VagabondDaylight(5);  // the Marquise: 1 warrior and a recruiter
  t.s.warriors[0][4] = 2;
  t.s.warrior_supply[0] -= 1;
  Event battle = BattleEv(kVbSeat, 5, kCat);
  EXPECT_TRUE(t.Listed(battle));
  t.Ok(battle);
  // The Vagabond rolls 3 but has one undamaged sword: 1 hit. The Marquise
  // rolls 1: one hit on an item, which the Vagabond picks (tea).
  FightOut(t, 3, 1, Item::kTea);
  EXPECT_EQ(t.s.warriors[0][4], 1);
  EXPECT_EQ(t.Items(Item::kTea, ItemState::kDamagedUp), 1);
  EXPECT_EQ(vagabond::AllDamaged(t.s), 1);
  EXPECT_EQ(t.s.vagabond.relation[Fi(Faction::kMarquise)], uint8_t(Relation::kHostile));
  EXPECT_EQ(t.s.vp[kVbSeat], 0);  // the warrior that made it Hostile scores nothing
}

TEST(RootVagabond, VagabondWithoutUndamagedSwordIsDefenseless) {
  VbTable t;
  t.s.vagabond.items[int(Item::kSword)] = {0, 0, 1, 0};  // damaged
  t.s.vagabond.pawn = 4;                                  // clearing 5
  t.s.warriors[0][4] = 3;
  t.s.warrior_supply[0] -= 2;
  StartBattle(t.s, kCat, 4, kVbSeat);
  // Marquise 3 hits (three warriors) + 1 defenseless on three undamaged
  // items: all damaged, no choice; the Vagabond deals none.
  FightOut(t, 3, 2, Item::kBoot);
  EXPECT_EQ(vagabond::AllDamaged(t.s), 4);
  EXPECT_EQ(vagabond::AllUndamaged(t.s), 0);
  EXPECT_EQ(t.s.warriors[0][4], 3);
  EXPECT_EQ(t.s.vagabond.pawn, 4);
}

TEST(RootVagabond, VagabondRepairNeedsAHammer) {
  VbTable t(Character::kTinker);
  t.s.vagabond.items[int(Item::kBag)] = {0, 0, 0, 1};  // damaged, exhausted
  t.VagabondDaylight(2);
  Event r = ItemEv(EventKind::kRepair, Item::kBag, 1);
  EXPECT_TRUE(t.Listed(r));
  t.Ok(r);
  EXPECT_EQ(t.Items(Item::kBag, ItemState::kExhausted), 1);
  EXPECT_EQ(t.Items(Item::kHammer, ItemState::kExhausted), 1);
  t.s.vagabond.items[int(Item::kBoot)] = {0, 0, 1, 0};
  EXPECT_EQ(t.Rejects(ItemEv(EventKind::kRepair, Item::kBoot, 0)), "root.vagabond.repair");
}

TEST(RootVagabond, VagabondCraftsWithHammersOfItsClearingsSuit) {
  VbTable t(Character::kTinker);
  // 16 in hand: Anvil, fox 1, a hammer (2 VP).
  t.VagabondDaylight(2);              // mouse
  EXPECT_EQ(t.Rejects(CraftEv(kVbSeat, 16, 1, 0, 0)), "root.craft.pieces");
  t.s.vagabond.pawn = 0;  // clearing 1, fox
  Event craft = CraftEv(kVbSeat, 16, 1, 0, 0);
  EXPECT_TRUE(t.Listed(craft));
  t.Ok(craft);
  EXPECT_EQ(t.Items(Item::kHammer, ItemState::kUp), 1);  // the crafted one, in the satchel
  EXPECT_EQ(t.Items(Item::kHammer, ItemState::kExhausted), 1);
  EXPECT_EQ(t.s.items[kVbSeat][int(Item::kHammer)], 0);
  EXPECT_EQ(t.s.vp[kVbSeat], 2);
}

TEST(RootVagabond, VagabondThiefStealsARandomCardWithoutVp) {
  VbTable t(Character::kThief);
  t.VagabondDaylight(5);
  Event steal = Ev(EventKind::kSpecial, kVbSeat);
  steal.target = kCat;
  EXPECT_TRUE(t.Listed(steal));
  t.Ok(steal);
  EXPECT_EQ(ActorOf(t.s), kChanceActor);
  t.Ok(CardEv(EventKind::kRandomCard, 0, 43));
  EXPECT_TRUE((t.s.hand[kVbSeat] >> 42) & 1);
  EXPECT_EQ(t.s.vp[kCat], 0);
  EXPECT_EQ(t.Items(Item::kTorch, ItemState::kExhausted), 1);
}

TEST(RootVagabond, VagabondTinkerTakesAMatchingCardFromTheDiscard) {
  VbTable t(Character::kTinker);
  t.s.discard |= Bit(2 - 1) | Bit(40 - 1);  // 2 bird, 40 rabbit (not in any hand)
  for (int c : {2, 40})
    for (int i = 0; i < t.s.deck_size; ++i)
      if (t.s.deck[i] == c - 1) {
        t.s.deck[i] = t.s.deck[--t.s.deck_size];
        break;
      }
  t.VagabondDaylight(2);  // mouse: the bird only
  EXPECT_EQ(t.Rejects(CardEv(EventKind::kSpecial, kVbSeat, 40)), "root.vagabond.special");
  t.Ok(CardEv(EventKind::kSpecial, kVbSeat, 2));
  EXPECT_TRUE((t.s.hand[kVbSeat] >> 1) & 1);
}

TEST(RootVagabond, VagabondRangerHideoutRepairsThreeAndEndsDaylight) {
  VbTable t(Character::kRanger);
  t.s.vagabond.items[int(Item::kBoot)] = {0, 0, 1, 0};
  t.s.vagabond.items[int(Item::kSword)] = {0, 0, 0, 1};
  t.s.vagabond.items[int(Item::kCrossbow)] = {0, 0, 1, 0};
  t.VagabondDaylight(2);
  Event hide = Ev(EventKind::kSpecial, kVbSeat);
  for (int code : {int(Item::kBoot) * 2, int(Item::kSword) * 2 + 1, int(Item::kCrossbow) * 2})
    hide.order[hide.order_len++] = uint8_t(code);
  EXPECT_TRUE(t.Listed(hide));
  t.Ok(hide);
  EXPECT_EQ(vagabond::AllDamaged(t.s), 0);
  EXPECT_EQ(t.s.turn_seat, kCat);  // Daylight ended, the Evening ran, the turn passed
}

TEST(RootVagabond, VagabondEveningRestsInAForestAndDrawsOnePlusCoins) {
  VbTable t;
  t.s.vagabond.items[int(Item::kSword)] = {0, 0, 1, 0};
  t.Give(Item::kCoins, ItemState::kUp);
  t.VagabondDaylight();  // still in forest 1
  const int hand = HandSize(t.s, kVbSeat);
  t.Ok(Ev(EventKind::kEndPhase, kVbSeat));
  EXPECT_EQ(vagabond::AllDamaged(t.s), 0);
  EXPECT_EQ(HandSize(t.s, kVbSeat), hand + 2);
  EXPECT_EQ(t.s.turn_seat, kCat);
}

TEST(RootVagabond, VagabondItemLimitRemovesTheExcessInEvening) {
  VbTable t;
  // 4 + 3 boots = 7 items, none on a track but the tea: 6 in the satchel.
  t.Give(Item::kBoot, ItemState::kExhausted, 2);
  t.Give(Item::kSword, ItemState::kExhausted, 1);
  t.VagabondDaylight(2);
  t.s.vagabond.items[int(Item::kTea)] = {0, 1, 0, 0};  // exhausted: off its track
  t.Ok(Ev(EventKind::kEndPhase, kVbSeat));
  ASSERT_EQ(t.s.fstep, uint8_t(VagabondStep::kEveningItems));
  EXPECT_EQ(t.Rejects(Ev(EventKind::kEndPhase, kVbSeat)), "root.vagabond.item_limit");
  Event drop = ItemEv(EventKind::kDiscardItem, Item::kBoot, int(ItemState::kExhausted));
  EXPECT_TRUE(t.Listed(drop));
  t.Ok(drop);
  EXPECT_EQ(t.s.vagabond.removed[int(Item::kBoot)], 1);
  EXPECT_EQ(t.s.turn_seat, kCat);
}

TEST(RootVagabond, VagabondEnemiesBattleThePawnNotAsAWarrior) {
  VbTable t;
  t.s.vagabond.pawn = 4;  // clearing 5 with the Marquise
  // The Marquise may battle the pawn; the pawn adds nothing to rule.
  EXPECT_TRUE(ValidateBattleTarget(t.s, kCat, 4, kVbSeat).ok());
  EXPECT_EQ(Ruler(t.s, 4), int(Faction::kMarquise));
  // A favor of the rabbits removes everything there: the pawn stays, three
  // items are damaged.
  t.s.hand[kCat] |= Bit(kNumCards - 1);
  State s = t.s;
  for (int c = 0; c < kNumClearings; ++c)
    if (s.suit[c] == Suit::kRabbit) RemoveAllOf(s, Faction::kVagabond, c, kCat);
  EXPECT_EQ(s.vagabond.pawn, 4);
  // Four different items: the Vagabond chooses the three (below).
  EXPECT_EQ(s.vagabond.damage_owed, 3);
  EXPECT_EQ(ActorOf(s), kVbSeat);
}

TEST(RootVagabond, VagabondChoosesTheItemsAFavorDamages) {
  VbTable t;
  t.s.vagabond.pawn = 4;  // clearing 5 (rabbit) with the Marquise
  const int turn = t.s.turn_seat;
  ASSERT_NE(turn, kVbSeat);
  RemoveAllOf(t.s, Faction::kVagabond, 4, kCat);
  // facts 4.4: three items, the Vagabond's choice, out of its turn.
  ASSERT_EQ(ActorOf(t.s), kVbSeat);
  EXPECT_EQ(t.Rejects(Ev(EventKind::kEndPhase, kVbSeat)), "root.vagabond.battle_hits");
  EXPECT_EQ(t.Rejects(Ev(EventKind::kEndPhase, turn)), "root.turn.not_your_decision");
  EXPECT_EQ(t.Rejects(ItemEv(EventKind::kDamageItem, Item::kCrossbow)), "root.vagabond.battle_hits");
  const Event tea = ItemEv(EventKind::kDamageItem, Item::kTea);
  EXPECT_TRUE(t.Listed(tea));
  t.Ok(tea);
  t.Ok(ItemEv(EventKind::kDamageItem, Item::kTorch));
  EXPECT_EQ(ActorOf(t.s), kVbSeat);
  t.Ok(ItemEv(EventKind::kDamageItem, Item::kSword));
  EXPECT_EQ(vagabond::Damaged(t.s, Item::kTea) + vagabond::Damaged(t.s, Item::kTorch) +
                vagabond::Damaged(t.s, Item::kSword),
            3);
  EXPECT_EQ(vagabond::Undamaged(t.s, Item::kBoot), 1);
  EXPECT_EQ(t.s.decision_owed, 0);
  EXPECT_EQ(ActorOf(t.s), turn);  // the turn goes on
  // With two items left, both are damaged at once: no choice.
  VbTable u;
  u.s.vagabond.items[int(Item::kTea)] = {0, 0, 1, 0};
  u.s.vagabond.items[int(Item::kSword)] = {0, 0, 1, 0};
  u.s.vagabond.pawn = 4;
  RemoveAllOf(u.s, Faction::kVagabond, 4, kCat);
  EXPECT_EQ(vagabond::AllUndamaged(u.s), 0);
  EXPECT_EQ(u.s.decision_owed, 0);
}

// ---- Quests (seed 【放浪部族】 F:クエストアクション, facts 4.2) ----

Event QuestEv(int quest, bool draw) {
  Event e = Ev(EventKind::kQuest, kVbSeat);
  e.a = int8_t(quest), e.b = int8_t(draw);
  return e;
}

TEST(RootVagabond, VagabondQuestDeckShuffledAtSetupThreeFaceUp) {
  VbTable t;
  const VagabondBoard& v = t.s.vagabond;
  EXPECT_EQ(v.quests_shown, (std::array<int8_t, kQuestsShown>{0, 1, 2}));
  EXPECT_EQ(v.quest_deck_size, kNumQuests - kQuestsShown);
  EXPECT_EQ(v.quest_deck[v.quest_deck_size - 1], 3);  // the next on top
  EXPECT_TRUE(vagabond::QuestsConserved(t.s));
  // The shuffle is a chance outcome of the Vagabond's setup, after the pawn,
  // hidden from every seat; it must list the 15 quests once each.
  VbTable u;
  u.s = NewInitialState(SetupOf(t.s));
  u.s.phase = Phase::kSetup;
  u.s.step = uint8_t(SetupStep::kFactions);
  u.s.setup_index = 2;
  u.s.fstep = uint8_t(VagabondStep::kSetupQuests);
  u.s.vagabond.character = 0;
  u.s.vagabond.pawn = int8_t(Forest(1));
  EXPECT_EQ(ActorOf(u.s), kChanceActor);
  Event bad = VbTable::QuestShuffle();
  bad.order[3] = bad.order[2];
  EXPECT_EQ(u.Rejects(bad), "root.vagabond.quest_deck");
  bad.order_len = kNumQuests - 1;
  EXPECT_EQ(u.Rejects(bad), "root.vagabond.quest_deck");
  EXPECT_EQ(u.Rejects(ClearingEv(EventKind::kPlacePawn, kVbSeat, 1)), "root.turn.not_now");
  MatchSetup setup = SetupOf(t.s);
  RootRules rules(setup);
  for (int seat = 0; seat < 3; ++seat) EXPECT_TRUE(rules.EventHiddenFrom(u.s, VbTable::QuestShuffle(), seat));
  std::mt19937_64 rng(7);
  const Event drawn = rules.SampleChance(u.s, absl::BitGenRef(rng));
  EXPECT_EQ(drawn.kind, EventKind::kQuestShuffle);
  u.Ok(drawn);
  EXPECT_TRUE(vagabond::QuestsConserved(u.s));
  // Then the ruins' items (below), and the game begins.
  EXPECT_EQ(ActorOf(u.s), kChanceActor);
  u.Ok(rules.SampleChance(u.s, absl::BitGenRef(rng)));
  EXPECT_NE(u.s.phase, Phase::kSetup);
}

TEST(RootVagabond, VagabondRuinItemsDealtHiddenAtSetup) {
  VbTable t;
  // VbTable dealt bag, hammer, boot, sword under 6, 10, 11, 12.
  EXPECT_EQ(vagabond::RuinItem(t.s, 5), int(Item::kBag));
  EXPECT_EQ(vagabond::RuinItem(t.s, 9), int(Item::kHammer));
  EXPECT_EQ(vagabond::RuinItem(t.s, 10), int(Item::kBoot));
  EXPECT_EQ(vagabond::RuinItem(t.s, 11), int(Item::kSword));
  EXPECT_EQ(vagabond::RuinItem(t.s, 0), 0);
  // Back to the deal: it must be the ruins' four items, one per ruin.
  VbTable u;
  u.s = NewInitialState(SetupOf(t.s));
  u.s.phase = Phase::kSetup;
  u.s.step = uint8_t(SetupStep::kFactions);
  u.s.setup_index = 2;
  u.s.fstep = uint8_t(VagabondStep::kSetupRuins);
  u.s.vagabond.character = 0;
  u.s.vagabond.pawn = int8_t(Forest(1));
  EXPECT_EQ(ActorOf(u.s), kChanceActor);
  Event bad = VbTable::RuinItems();
  bad.order[0] = uint8_t(Item::kTea);
  EXPECT_EQ(u.Rejects(bad), "root.vagabond.ruins");
  bad = VbTable::RuinItems();
  bad.order_len = 3;
  EXPECT_EQ(u.Rejects(bad), "root.vagabond.ruins");
  EXPECT_EQ(u.Rejects(VbTable::QuestShuffle()), "root.turn.not_now");
  RootRules rules(SetupOf(t.s));
  for (int seat = 0; seat < 3; ++seat) EXPECT_TRUE(rules.EventHiddenFrom(u.s, VbTable::RuinItems(), seat));
  std::mt19937_64 rng(11);
  const Event drawn = rules.SampleChance(u.s, absl::BitGenRef(rng));
  EXPECT_EQ(drawn.kind, EventKind::kRuinItems);
  u.Ok(drawn);
  int dealt = 0;
  for (int c = 0; c < kNumClearings; ++c) dealt += vagabond::RuinItem(u.s, c) != 0;
  EXPECT_EQ(dealt, 4);
  EXPECT_NE(u.s.phase, Phase::kSetup);
}

TEST(RootVagabond, VagabondQuestExhaustsItsTwoItemsInAClearingOfItsSuit) {
  VbTable t;  // the Thief: boot, torch, tea, sword
  t.VagabondDaylight(1);  // clearing 1: fox
  const Event errand = QuestEv(0, false);  // Errand (fox): tea + boot
  EXPECT_TRUE(t.Listed(errand));
  t.Ok(errand);
  EXPECT_EQ(t.Items(Item::kTea, ItemState::kExhausted), 1);
  EXPECT_EQ(t.Items(Item::kBoot, ItemState::kExhausted), 1);
  EXPECT_EQ(t.s.vagabond.quests_done, 1u);
  // The display is refilled from the top of the deck.
  EXPECT_EQ(t.s.vagabond.quests_shown, (std::array<int8_t, kQuestsShown>{3, 1, 2}));
  EXPECT_EQ(t.s.vagabond.quest_deck_size, kNumQuests - kQuestsShown - 1);
  // Give a Speech (torch + tea): the tea is exhausted now.
  EXPECT_EQ(t.Rejects(QuestEv(1, false)), "root.vagabond.quest");
  EXPECT_FALSE(t.Listed(QuestEv(1, false)));
  // A quest not face up.
  EXPECT_EQ(t.Rejects(QuestEv(0, false)), "root.vagabond.quest");
}

TEST(RootVagabond, VagabondQuestInAClearingOfAnotherSuitIsRefused) {
  VbTable t;
  t.VagabondDaylight(2);  // clearing 2: mouse
  EXPECT_EQ(t.Rejects(QuestEv(0, false)), "root.vagabond.quest");
  EXPECT_FALSE(t.Listed(QuestEv(0, true)));
  VbTable f;
  f.VagabondDaylight();  // in forest 1
  EXPECT_EQ(f.Rejects(QuestEv(0, false)), "root.vagabond.quest");
}

TEST(RootVagabond, VagabondQuestRewardIsTwoCardsOrVpPerQuestOfItsSuit) {
  VbTable t;
  t.Give(Item::kTea, ItemState::kUp);
  t.Give(Item::kTorch, ItemState::kUp);
  t.VagabondDaylight(1);
  // First Errand (fox) for two cards: no VP.
  const int hand = HandSize(t.s, kVbSeat);
  t.Ok(QuestEv(0, true));
  EXPECT_EQ(HandSize(t.s, kVbSeat), hand + 2);
  EXPECT_EQ(t.s.vp[kVbSeat], 0);
  // Then Give a Speech (fox) for VP: two fox quests done, 2 VP.
  t.Ok(QuestEv(1, false));
  EXPECT_EQ(t.s.vp[kVbSeat], 2);
  EXPECT_EQ(vagabond::DoneOfSuit(t.s, Suit::kFox), 2);
  EXPECT_EQ(vagabond::DoneOfSuit(t.s, Suit::kMouse), 0);
}

TEST(RootVagabond, VagabondQuestSlotStaysEmptyOnceTheDeckIsOut) {
  VbTable t;
  t.s.vagabond.quest_deck_size = 0;  // the deck's quests counted as done
  for (int q = 3; q < kNumQuests; ++q) t.s.vagabond.quests_done |= uint16_t(1u << q);
  t.VagabondDaylight(1);
  t.Ok(QuestEv(0, true));
  EXPECT_EQ(t.s.vagabond.quests_shown, (std::array<int8_t, kQuestsShown>{-1, 1, 2}));
  EXPECT_TRUE(vagabond::QuestsConserved(t.s));
}

// ---- Coalition (seed 【圧倒カード】《共闘軍》) ----

// Four seats: Marquise, Eyrie, Alliance, Vagabond (seat 3), set up by the
// first listed events and sampled chance; then the Vagabond's Daylight with
// `vp` VP and a dominance card in hand (`dominance`).
struct FourSeats {
  static constexpr int kVb4 = 3;
  State s;
  int dominance = -1;
  explicit FourSeats(int vp) {
    MatchSetup setup;
    setup.players = 4;
    setup.factions = {Faction::kMarquise, Faction::kEyrie, Faction::kAlliance, kVb};
    RootRules rules(setup);
    s = rules.Initial();
    std::mt19937_64 rng(3);
    while (s.phase == Phase::kSetup) {
      Event e;
      if (ActorOf(s) == kChanceActor) {
        e = rules.SampleChance(s, absl::BitGenRef(rng));
      } else {
        bool first = true;
        LegalEvents(s, [&](const Event& l) {
          if (first) e = l;
          first = false;
        });
      }
      s = *Apply(s, e);
    }
    s.turn_seat = kVb4;
    s.windows_done = 0;
    RulesOf(kVb).begin_turn(s);
    while (s.fstep != uint8_t(VagabondStep::kDaylight)) s = *Apply(s, Ev(EventKind::kEndPhase, kVb4));
    for (int i = 0; i < s.deck_size && dominance < 0; ++i)
      if (kCards[s.deck[i]].effect == CardEffect::kDominance) {
        dominance = s.deck[i];
        s.deck[i] = s.deck[--s.deck_size];
      }
    s.hand[kVb4] |= Bit(dominance);
    s.vp[kVb4] = int16_t(vp);
    s.vp_by[kVb4][int(Score::kCards)] = int16_t(vp);
  }
  Event Coalition(int partner) const {
    Event e = Ev(EventKind::kCoalition, kVb4);
    e.card = int8_t(dominance), e.target = int8_t(partner);
    return e;
  }
  bool Listed(const Event& want) const {
    bool found = false;
    LegalEvents(s, [&](const Event& e) { found |= e == want; });
    return found;
  }
  std::string Rejects(const Event& e) const { return RuleOf(Apply(s, e).status()); }
};

void SetVp(State& s, int seat, int vp) {
  s.vp[seat] = int16_t(vp);
  s.vp_by[seat] = {};
  s.vp_by[seat][int(Score::kCards)] = int16_t(vp);
}

TEST(RootVagabond, VagabondCoalitionJoinsAnotherPlayerWithTheFewestVp) {
  FourSeats t(12);
  ASSERT_GE(t.dominance, 0);
  SetVp(t.s, 0, 5);
  SetVp(t.s, 1, 3);
  SetVp(t.s, 2, 3);
  // Not the Marquise (5 VP); either of the two at 3 (its choice).
  EXPECT_EQ(t.Rejects(t.Coalition(0)), "root.vagabond.coalition");
  EXPECT_FALSE(t.Listed(t.Coalition(0)));
  EXPECT_TRUE(t.Listed(t.Coalition(1)));
  EXPECT_TRUE(t.Listed(t.Coalition(2)));
  EXPECT_EQ(t.Rejects(t.Coalition(FourSeats::kVb4)), "root.vagabond.item");  // itself
  // A Hostile faction may be the partner (seed: 敵対派閥とも).
  t.s.vagabond.relation[Fi(Faction::kEyrie)] = uint8_t(Relation::kHostile);
  State s = *Apply(t.s, t.Coalition(1));
  EXPECT_EQ(s.vagabond.coalition, 1);
  EXPECT_EQ(s.dominance[FourSeats::kVb4], t.dominance);
  EXPECT_TRUE((s.play_area[FourSeats::kVb4] >> t.dominance) & 1);
  // It scores no more: its marker is on the partner's board.
  AddVp(s, FourSeats::kVb4, 3, Score::kCards);
  EXPECT_EQ(s.vp[FourSeats::kVb4], 12);
  // It wins when the partner wins.
  MatchSetup setup = SetupOf(s);
  RootRules rules(setup);
  SetVp(s, 1, 29);
  AddVp(s, 1, 1, Score::kCards);
  ASSERT_EQ(s.winner, 1);
  EXPECT_EQ(rules.Winners(s), (std::vector<int>{1, FourSeats::kVb4}));
  // Another winner: the Vagabond does not share it.
  State other = *Apply(t.s, t.Coalition(2));
  SetVp(other, 0, 29);
  AddVp(other, 0, 1, Score::kCards);
  EXPECT_EQ(rules.Winners(other), (std::vector<int>{0}));
}

TEST(RootVagabond, VagabondCoalitionNeedsFourPlayersTenVpAndADominanceCard) {
  FourSeats poor(9);
  EXPECT_EQ(poor.Rejects(poor.Coalition(0)), "root.vagabond.coalition");
  FourSeats t(10);
  Event not_dominance = t.Coalition(0);
  for (uint64_t m = t.s.hand[FourSeats::kVb4]; m; m &= m - 1)
    if (kCards[std::countr_zero(m)].effect != CardEffect::kDominance) not_dominance.card = int8_t(std::countr_zero(m));
  ASSERT_NE(not_dominance.card, t.dominance);
  EXPECT_EQ(t.Rejects(not_dominance), "root.vagabond.coalition");
  // Three seats: no coalition at all.
  VbTable three;
  int dominance = -1;
  for (int i = 0; i < three.s.deck_size && dominance < 0; ++i)
    if (kCards[three.s.deck[i]].effect == CardEffect::kDominance) dominance = three.s.deck[i];
  ASSERT_GE(dominance, 0);
  for (int i = 0; i < three.s.deck_size; ++i)
    if (three.s.deck[i] == dominance) three.s.deck[i] = three.s.deck[--three.s.deck_size];
  three.s.hand[kVbSeat] |= Bit(dominance);
  three.s.vp[kVbSeat] = 12;
  three.s.vp_by[kVbSeat][int(Score::kCards)] = 12;
  three.VagabondDaylight(2);
  Event c = Ev(EventKind::kCoalition, kVbSeat);
  c.card = int8_t(dominance), c.target = kCat;
  EXPECT_EQ(three.Rejects(c), "root.vagabond.coalition");
  EXPECT_FALSE(three.Listed(c));
}

// ---- Item limit after Evening, cards received (the invariants' records) ----

TEST(RootVagabond, VagabondDamageOutsideItsTurnIsNotedForTheItemLimit) {
  VbTable t;
  t.Give(Item::kBag, ItemState::kUp);
  // A hit on the face-up bag in the Marquise's turn: the limit falls, the
  // satchel grows, and the record puts both back as they were at Evening.
  ASSERT_NE(t.s.turn_seat, kVbSeat);
  const int satchel = vagabond::SatchelItems(t.s), limit = vagabond::ItemLimit(t.s);
  vagabond::Damage(t.s, Item::kBag, false);
  EXPECT_EQ(vagabond::SatchelItems(t.s), satchel + 1);
  EXPECT_EQ(vagabond::ItemLimit(t.s), limit - 2);
  EXPECT_EQ(vagabond::SatchelAtEvening(t.s), satchel);
  EXPECT_EQ(vagabond::LimitAtEvening(t.s), limit);
  // Its own Evening clears the record.
  t.VagabondDaylight();
  t.Ok(Ev(EventKind::kEndPhase, kVbSeat));
  EXPECT_EQ(t.s.turn_seat, kCat);
  EXPECT_EQ(t.s.vagabond.damaged_off_turn, (std::array<uint8_t, 3>{}));
}

TEST(RootVagabond, VagabondAidCountsTheCardReceivedUntilTheReceiversEvening) {
  VbTable t;
  t.VagabondDaylight(1);
  Event aid = Ev(EventKind::kAid, kVbSeat);
  aid.target = kCat, aid.card = 16 - 1, aid.n = int8_t(Item::kTea), aid.b = 0;
  t.Ok(aid);
  EXPECT_EQ(t.s.received[kCat], 1);
  EXPECT_EQ(t.s.received[kVbSeat], 0);
}

TEST(RootVagabond, VagabondCannotWinByDominanceAlone) {
  VbTable t;
  int dominance = -1;
  for (int c = 0; c < kNumCards; ++c)
    if (kCards[c].effect == CardEffect::kDominance && !((t.s.hand[kCat] >> c) & 1) &&
        !((t.s.hand[kBirdSeat] >> c) & 1))
      dominance = c;
  ASSERT_GE(dominance, 0);
  for (int i = 0; i < t.s.deck_size; ++i)
    if (t.s.deck[i] == dominance) {
      t.s.deck[i] = t.s.deck[--t.s.deck_size];
      break;
    }
  t.s.hand[kVbSeat] |= Bit(dominance);
  t.s.vp[kVbSeat] = 12;
  t.s.vp_by[kVbSeat][int(Score::kCards)] = 12;
  t.VagabondDaylight(2);
  Event d = Ev(EventKind::kActivateDominance, kVbSeat);
  d.card = int8_t(dominance);
  EXPECT_EQ(t.Rejects(d), "root.dominance.activate");
  EXPECT_FALSE(t.Listed(d));
}

TEST(RootVagabond, VagabondMovesAlliedWarriorsWithThePawn) {
  VbTable t;
  t.VagabondDaylight(5);  // the Marquise's warrior(s) in 5
  Event with = ClearingEv(EventKind::kVbMove, kVbSeat, 2);
  with.target = kCat;
  with.n = 1;
  // Not Allied yet.
  EXPECT_EQ(t.Rejects(with), "root.vagabond.move");
  t.s.vagabond.relation[Fi(Faction::kMarquise)] = uint8_t(Relation::kAllied);
  with.n = int8_t(t.s.warriors[0][4] + 1);
  EXPECT_EQ(t.Rejects(with), "root.vagabond.move");
  with.n = 1;
  EXPECT_TRUE(t.Listed(with));
  const int before = t.s.warriors[0][1];
  t.Ok(with);
  EXPECT_EQ(t.s.warriors[0][1], before + 1);
  EXPECT_EQ(t.s.vagabond.pawn, 1);
}

// facts 4.3 Allied: clearing 5 holds two Marquise warriors (Allied) and
// three Eyrie warriors; the Vagabond (one sword) is there in its Daylight.
void AlliedMarquiseAndEyrieIn5(VbTable& t) {
  t.VagabondDaylight(5);
  t.s.warriors[0][4] = 2;
  t.s.warrior_supply[0] -= 1;
  t.s.warriors[Fi(Faction::kEyrie)][4] = 3;
  t.s.warrior_supply[Fi(Faction::kEyrie)] -= 3;
  t.s.vagabond.relation[Fi(Faction::kMarquise)] = uint8_t(Relation::kAllied);
}

Event BattleWithAlly(int ally) {
  Event e = BattleEv(kVbSeat, 5, kBirdSeat);
  e.b = int8_t(ally);
  return e;
}

// Plays a battle out as FightOut does, the Vagabond taking the hits on its
// side in the order of `hits` (kAllyHit, or kDamageItem events).
void FightWithAlly(VbTable& t, int a, int b, std::vector<Event> hits) {
  size_t next = 0;
  while (t.s.battle.active || PendingRemoval(t.s) >= 0) {
    const int actor = ActorOf(t.s);
    if (actor == kChanceActor) {
      t.Ok(DiceEv(a, b));
    } else if (actor == kVbSeat && t.s.battle.active &&
               (t.s.battle.stage == BattleStage::kAttackerHits ||
                t.s.battle.stage == BattleStage::kAmbushHits)) {
      ASSERT_LT(next, hits.size()) << "a hit left to take";
      ASSERT_TRUE(t.Listed(hits[next]));
      t.Ok(hits[next++]);
    } else {
      t.Ok(Ev(EventKind::kPass, actor));
    }
  }
  EXPECT_EQ(next, hits.size());
}

TEST(RootVagabond, VagabondBattlesWithAnAlliedFactionsWarriorsAsAttacker) {
  VbTable t;
  AlliedMarquiseAndEyrieIn5(t);
  const Event with = BattleWithAlly(kCat);
  EXPECT_TRUE(t.Listed(with));
  // Never with the defender's own warriors, nor a faction not Allied.
  Event against = BattleEv(kVbSeat, 5, kCat);
  against.b = int8_t(kCat);
  EXPECT_EQ(t.Rejects(against), "root.vagabond.ally");
  EXPECT_FALSE(t.Listed(against));
  t.s.vagabond.relation[Fi(Faction::kMarquise)] = uint8_t(Relation::kSecond);
  EXPECT_EQ(t.Rejects(with), "root.vagabond.ally");
  EXPECT_FALSE(t.Listed(with));
  t.s.vagabond.relation[Fi(Faction::kMarquise)] = uint8_t(Relation::kAllied);
  t.Ok(with);
  EXPECT_EQ(BattleAlly(t.s), kCat);
  // Rolls 3 and 2: one undamaged sword and two allied warriors cap the
  // Vagabond's side at 3, so all three Eyrie warriors go (without the ally:
  // one). The Eyrie's 2 hits: one on a Marquise warrior, one on the tea.
  FightWithAlly(t, 3, 2, {Ev(EventKind::kAllyHit, kVbSeat), ItemEv(EventKind::kDamageItem, Item::kTea)});
  EXPECT_EQ(t.s.warriors[Fi(Faction::kEyrie)][4], 0);
  EXPECT_EQ(t.s.warriors[0][4], 1);
  EXPECT_EQ(t.Items(Item::kTea, ItemState::kDamagedUp), 1);
  // One hit each: the ally stays Allied; the Eyrie, whose warriors the
  // Vagabond's side removed, turns Hostile.
  EXPECT_EQ(t.s.vagabond.relation[Fi(Faction::kMarquise)], uint8_t(Relation::kAllied));
  EXPECT_EQ(t.s.vagabond.relation[Fi(Faction::kEyrie)], uint8_t(Relation::kHostile));
}

TEST(RootVagabond, VagabondAllyThatTookMoreOfTheHitsTurnsHostile) {
  VbTable t;
  AlliedMarquiseAndEyrieIn5(t);
  t.Ok(BattleWithAlly(kCat));
  const int vp = t.s.vp[kVbSeat];
  // Both of the Eyrie's hits on the Marquise's warriors: 2 against 0.
  FightWithAlly(t, 3, 2, {Ev(EventKind::kAllyHit, kVbSeat), Ev(EventKind::kAllyHit, kVbSeat)});
  EXPECT_EQ(t.s.warriors[0][4], 0);
  EXPECT_EQ(vagabond::AllDamaged(t.s), 0);
  EXPECT_EQ(t.s.vagabond.relation[Fi(Faction::kMarquise)], uint8_t(Relation::kHostile));
  // The Eyrie turned Hostile by its first warrior removed: the other two
  // score Infamy; the ally's warriors (removed by the Eyrie) score nothing.
  EXPECT_EQ(t.s.vp[kVbSeat], vp + 2);
}

TEST(RootVagabond, VagabondAllyTakesTheHitsItsItemsCannot) {
  VbTable t;
  AlliedMarquiseAndEyrieIn5(t);
  t.Ok(BattleWithAlly(kCat));
  // Every item but the exhausted sword damaged: the Eyrie's 2 hits cannot
  // land on the satchel... one on the sword, then the ally takes the other,
  // by the Vagabond's choice first (the sword could take it).
  t.s.vagabond.items[int(Item::kBoot)] = {0, 0, 1, 0};
  t.s.vagabond.items[int(Item::kTorch)] = {0, 0, 1, 0};
  t.s.vagabond.items[int(Item::kTea)] = {0, 0, 1, 0};
  FightWithAlly(t, 3, 2, {ItemEv(EventKind::kDamageItem, Item::kSword, 1)});
  // The last hit found only the ally's warriors: forced, no choice listed.
  EXPECT_EQ(t.s.warriors[0][4], 1);
  EXPECT_EQ(vagabond::AllUndamaged(t.s), 0);
  EXPECT_EQ(t.s.vagabond.relation[Fi(Faction::kMarquise)], uint8_t(Relation::kAllied));  // 1 : 1
}

TEST(RootVagabond, VagabondBattleAllyOnlyForAFactionWithAllyRules) {
  VbTable t;
  AlliedMarquiseAndEyrieIn5(t);
  // Without an ally named, no hit may go to anyone's warriors.
  t.Ok(BattleEv(kVbSeat, 5, kBirdSeat));
  while (ActorOf(t.s) != kChanceActor) t.Ok(Ev(EventKind::kPass, ActorOf(t.s)));
  t.Ok(DiceEv(0, 0));
  while (t.s.battle.active && t.s.battle.stage != BattleStage::kAttackerHits)
    t.Ok(Ev(EventKind::kPass, ActorOf(t.s)));
  EXPECT_FALSE(t.s.battle.active);  // no hits taken: over
  // The Marquise names an ally: the core refuses (it has no ally rules).
  VbTable u;
  u.s.vagabond.pawn = 4;
  u.s.warriors[Fi(Faction::kEyrie)][4] = 1;
  u.s.warrior_supply[Fi(Faction::kEyrie)] -= 1;
  Event cat = BattleEv(kCat, 5, kBirdSeat);
  cat.b = int8_t(kVbSeat);
  u.s.turn_seat = kCat;
  EXPECT_EQ(u.Rejects(cat), "root.battle.ally");
  // A hit on an ally in a battle without one.
  VbTable w;
  w.s.vagabond.pawn = 4;
  StartBattle(w.s, kCat, 4, kVbSeat);
  w.s.battle.stage = BattleStage::kAttackerHits;
  w.s.battle.hits_on_attacker = 1;
  Event hit = Ev(EventKind::kAllyHit, kCat);
  EXPECT_EQ(w.Rejects(hit), "root.battle.ally");
}

}  // namespace
}  // namespace arbiter::root::testing
