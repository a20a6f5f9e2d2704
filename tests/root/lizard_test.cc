// Rule tests for the Lizard Cult (seed 001_8a55c0d6f11d58ff.txt 【蜥蜴教団】,
// facts 8), each named after the rule it checks: a two-seat game, Marquise
// (seat 0) and Cult (seat 1) on Autumn, and tables with the Eyrie, the
// Alliance and the Vagabond for the effects that meet the Cult.
#include <bit>
#include <vector>

#include "engine/core/game.h"
#include "engine/root/actions.h"
#include "engine/root/battle.h"
#include "engine/root/factions/lizard/lizard.h"
#include "engine/root/factions/lizard/pieces.h"
#include "engine/root/factions/vagabond/vagabond.h"
#include "tests/root/fixture.h"

namespace arbiter::root::testing {
namespace {

constexpr int kCat = 0, kCultSeat = 1;
constexpr Faction kCult = Faction::kLizard;
constexpr int kLz = int(Faction::kLizard);

// Printed card ids (components.cc): 3 Armorers (bird), 15 Ambush! (fox),
// 21 Root Tea (fox), 29 Ambush! (rabbit), 30 A Visit to Friends, 31 Bake
// Sale, 32 Better Burrow Bank, 39 Root Tea (rabbit), 43 Codebreakers.
Event SetupEv(int clearing, Suit outcast) {
  Event e = ClearingEv(EventKind::kCultSetup, kCultSeat, clearing);
  e.n = int8_t(outcast);
  return e;
}
Event RitualEv(RitualKind kind, int card, int clearing, int spent = 0, int seat = kCultSeat) {
  Event e = CardEv(EventKind::kRitual, seat, card);
  e.n = int8_t(kind);
  if (kind == RitualKind::kScore) {
    e.spent[0] = int8_t(spent - 1);
  } else {
    e.a = int8_t(clearing - 1);
  }
  return e;
}
Event CrusadeEv(int clearing, int to, int n, int defender, int seat = kCultSeat) {
  Event e = ClearingEv(EventKind::kCrusade, seat, clearing);
  e.b = int8_t(to - 1), e.n = int8_t(n), e.target = int8_t(defender);
  return e;
}
Event ConspiracyEv(EventKind kind, int clearing, int target, PieceKind piece = PieceKind(-1), int seat = kCultSeat) {
  Event e = ClearingEv(kind, seat, clearing);
  e.target = int8_t(target);
  if (kind == EventKind::kSanctify) e.piece = int8_t(piece);
  return e;
}

// Marquise (keep 1, sawmill 1, workshop 9, recruiter 5) and the Cult in
// corner 3 (rabbit; the corner opposite the keep), outcast `outcast`.
// Hands: Marquise 21 43 16, Cult 30 31 3, then `draws` on the deck.
class CultTable : public Table {
 public:
  explicit CultTable(Suit outcast = Suit::kRabbit, std::vector<int> top = {21, 43, 16, 30, 31, 3})
      : Table(NoSetup{}) {
    MatchSetup setup;
    setup.players = 2;
    setup.factions = {Faction::kMarquise, kCult};
    s = NewInitialState(setup);
    Shuffle(top);
    SetUpMarquise();
    Ok(SetupEv(3, outcast));
  }
  // The setup shuffle with two seats (no dominance cards): `top` first.
  void Shuffle(const std::vector<int>& top) {
    Event shuffle = Ev(EventKind::kDeckShuffle, 0);
    for (int c : ShuffleOrder(top, {})) shuffle.order[shuffle.order_len++] = uint8_t(c - 1);
    Ok(shuffle);
  }
  void SetUpMarquise() {
    Ok(ClearingEv(EventKind::kPlaceKeep, kCat, 1));
    const int where[3] = {1, 9, 5};
    for (int t = 0; t < 3; ++t) {
      Event b = ClearingEv(EventKind::kPlaceStartingBuilding, kCat, where[t]);
      b.piece = int8_t(t);
      Ok(b);
    }
  }
  // Plays out the turn of whoever is on (end phases, discards) until the
  // Cult's conspiracies (Birdsong, after the outcast is set).
  void ToConspiracies() {
    while (!(s.turn_seat == kCultSeat && s.fstep == uint8_t(LizardStep::kConspiracies))) Step();
  }
  void ToRituals() {
    ToConspiracies();
    Ok(Ev(EventKind::kEndPhase, kCultSeat));
  }
  void Step() {
    std::vector<Event> legal;
    LegalEvents(s, [&](const Event& e) { legal.push_back(e); });
    ASSERT_FALSE(legal.empty());
    Event pick = legal[0];
    for (const Event& e : legal)
      if (e.kind == EventKind::kEndPhase) pick = e;
    Ok(pick);
  }
  // Moves a card into the Cult's hand from wherever it is (deck, discard).
  void GiveCult(int card) {
    const int c = card - 1;
    for (int i = 0; i < s.deck_size; ++i)
      if (s.deck[i] == c) {
        for (int j = i; j + 1 < s.deck_size; ++j) s.deck[j] = s.deck[j + 1];
        --s.deck_size;
      }
    s.discard &= ~Bit(c);
    for (int seat = 0; seat < s.players; ++seat) s.hand[seat] &= ~Bit(c);
    s.hand[kCultSeat] |= Bit(c);
  }
  int Warriors(int clearing) const { return s.warriors[kLz][clearing - 1]; }
  int Gardens(int clearing) const { return s.lizard.gardens[clearing - 1]; }
};

TEST(RootLizard, CultSetupTakesTheCornerOppositeAHome) {
  CultTable t;
  EXPECT_EQ(t.Gardens(3), 1);
  EXPECT_EQ(t.Warriors(3), kLizardSetupWarriors);
  for (int c : {6, 7, 11}) EXPECT_EQ(t.Warriors(c), 1) << c;
  EXPECT_EQ(t.s.lizard.track[int(Suit::kRabbit)], kGardensPerSuit - 1);
  EXPECT_EQ(t.s.warrior_supply[kLz], kLizardWarriors - 7);
  EXPECT_EQ(t.s.lizard.outcast, int(Suit::kRabbit));
  EXPECT_FALSE(t.s.lizard.hated);
  EXPECT_NE(t.s.phase, Phase::kSetup);
  // Before the Cult sets up: the keep's corner is a home; 2 and 4 are not
  // opposite a home while 3 (opposite the keep) is free.
  CultTable u;
  u.s = NewInitialState(SetupOf(t.s));
  u.Shuffle({21, 43, 16, 30, 31, 3});
  u.SetUpMarquise();
  EXPECT_EQ(u.Rejects(SetupEv(1, Suit::kFox)), "root.lizard.setup");
  EXPECT_EQ(u.Rejects(SetupEv(2, Suit::kFox)), "root.lizard.setup");
  EXPECT_EQ(u.Rejects(SetupEv(5, Suit::kFox)), "root.lizard.setup");
  EXPECT_EQ(u.Legal(), 3);  // corner 3, each suit for the outcast
}

TEST(RootLizard, LizardPilgrimsRuleEveryGardenClearing) {
  CultTable t;
  // Five Marquise warriors against the four Cult warriors and the garden.
  t.s.warriors[0][2] = 5;
  t.s.warrior_supply[0] -= 5;
  EXPECT_EQ(Ruler(t.s, 2), kLz);
  EXPECT_TRUE(RulesClearing(t.s, kCult, 2));
  EXPECT_EQ(RulersOfPairwise(t.s).by, RulersOf(t.s).by);
  // Without the garden the Marquise rules it.
  t.s.lizard.gardens[2] = 0;
  EXPECT_EQ(Ruler(t.s, 2), int(Faction::kMarquise));
}

TEST(RootLizard, LizardPilgrimsAboveLordsOfTheForest) {
  // Three seats, the Eyrie tied with the Cult's garden clearing: Pilgrims wins.
  MatchSetup setup;
  setup.players = 3;
  setup.factions = {Faction::kEyrie, kCult, Faction::kAlliance};
  State s = NewInitialState(setup);
  s.lizard.gardens[4] = 1;
  s.eyrie.roosts[4] = 1;
  s.warriors[int(Faction::kEyrie)][4] = 3;
  s.warriors[int(Faction::kAlliance)][4] = 1;
  EXPECT_EQ(Ruler(s, 4), kLz);
  EXPECT_EQ(RulersOfPairwise(s).by, RulersOfAnySeats(s).by);
  s.lizard.gardens[4] = 0;
  EXPECT_EQ(Ruler(s, 4), int(Faction::kEyrie));
}

TEST(RootLizard, LizardLostSoulsTakeOtherFactionsCardsNotTheCults) {
  CultTable t;
  // The Marquise discards (a spend) and the Cult discards its own.
  DiscardFromHand(t.s, kCat, 20);  // card 21
  EXPECT_TRUE((t.s.lizard.lost_souls >> 20) & 1);
  EXPECT_FALSE((t.s.discard >> 20) & 1);
  DiscardFromHand(t.s, kCultSeat, 29);  // card 30
  EXPECT_TRUE((t.s.discard >> 29) & 1);
  EXPECT_FALSE((t.s.lizard.lost_souls >> 29) & 1);
  // A dominance card keeps its place beside the map.
  t.s.hand[kCat] |= Bit(27);  // card 28, fox dominance
  DiscardFromHand(t.s, kCat, 27);
  EXPECT_TRUE((t.s.beside_map >> 27) & 1);
}

TEST(RootLizard, LizardOutcastIsTheMostCommonSuitThenLostSoulsDiscarded) {
  CultTable t(Suit::kFox);
  // Two mice and one fox among the Lost Souls, a bird not counted.
  for (int card : {43, 44, 21, 1}) {
    const int c = card - 1;
    for (int i = 0; i < t.s.deck_size; ++i)
      if (t.s.deck[i] == c) {
        for (int j = i; j + 1 < t.s.deck_size; ++j) t.s.deck[j] = t.s.deck[j + 1];
        --t.s.deck_size;
      }
    t.s.hand[kCat] &= ~Bit(c);
    t.s.lizard.lost_souls |= Bit(c);
  }
  t.ToConspiracies();
  EXPECT_EQ(t.s.lizard.outcast, int(Suit::kMouse));
  EXPECT_FALSE(t.s.lizard.hated);
  EXPECT_EQ(t.s.lizard.lost_souls, 0u);
  for (int card : {43, 44, 21, 1}) EXPECT_TRUE((t.s.discard >> (card - 1)) & 1) << card;
}

TEST(RootLizard, LizardOutcastSameSuitAgainBecomesHated) {
  CultTable t(Suit::kMouse);
  t.GiveCult(43);
  t.s.hand[kCultSeat] &= ~Bit(42);
  t.s.lizard.lost_souls |= Bit(42);
  t.ToConspiracies();
  EXPECT_EQ(t.s.lizard.outcast, int(Suit::kMouse));
  EXPECT_TRUE(t.s.lizard.hated);
}

TEST(RootLizard, LizardOutcastTieStaysAndBecomesHated) {
  CultTable t(Suit::kFox);
  t.ToConspiracies();  // no Lost Souls: a tie at zero
  EXPECT_EQ(t.s.lizard.outcast, int(Suit::kFox));
  EXPECT_TRUE(t.s.lizard.hated);
}

TEST(RootLizard, LizardConvertInAnOutcastClearingCostsOneAcolyteFewerWhenHated) {
  CultTable t(Suit::kMouse);
  t.ToConspiracies();  // no Lost Souls: a tie, mouse stays and is hated (one acolyte fewer)
  ASSERT_TRUE(t.s.lizard.hated);
  t.s.lizard.acolytes = 0;
  EXPECT_EQ(t.Rejects(ConspiracyEv(EventKind::kConvert, 7, kCat)), "root.lizard.convert");  // too few
  t.s.lizard.acolytes = 1;
  t.s.warrior_supply[kLz] -= 1;
  // Clearing 6 is a fox clearing: not the outcast's.
  EXPECT_EQ(t.Rejects(ConspiracyEv(EventKind::kConvert, 6, kCat)), "root.lizard.convert");
  const int cats = t.s.warriors[0][6];
  ASSERT_GT(cats, 0);
  EXPECT_TRUE(t.Listed(ConspiracyEv(EventKind::kConvert, 7, kCat)));
  t.Ok(ConspiracyEv(EventKind::kConvert, 7, kCat));
  EXPECT_EQ(t.s.warriors[0][6], cats - 1);
  EXPECT_EQ(t.Warriors(7), 2);
  EXPECT_EQ(t.s.lizard.acolytes, 0);
}

TEST(RootLizard, LizardSanctifyReplacesABuildingWithAGarden) {
  CultTable t(Suit::kMouse);
  t.ToConspiracies();
  t.s.lizard.hated = false;  // full price: three acolytes
  t.s.lizard.acolytes = 2;
  t.s.warrior_supply[kLz] -= 2;
  // The workshop in 9 (mouse).
  EXPECT_EQ(t.Rejects(ConspiracyEv(EventKind::kSanctify, 9, kCat, PieceKind::kWorkshop)), "root.lizard.sanctify");
  t.s.lizard.acolytes = 3;
  t.s.warrior_supply[kLz] -= 1;
  // Wood is a token, not a building.
  EXPECT_EQ(t.Rejects(ConspiracyEv(EventKind::kSanctify, 9, kCat, PieceKind::kWood)), "root.lizard.sanctify");
  const int vp = t.s.vp[kCultSeat];
  t.Ok(ConspiracyEv(EventKind::kSanctify, 9, kCat, PieceKind::kWorkshop));
  EXPECT_EQ(t.Gardens(9), 1);
  EXPECT_EQ(t.s.marquise.buildings[1][8], 0);
  EXPECT_EQ(t.s.vp[kCultSeat], vp + 1);
  EXPECT_EQ(t.s.lizard.track[int(Suit::kMouse)], kGardensPerSuit - 1);
  EXPECT_EQ(Ruler(t.s, 8), kLz);  // Pilgrims
}

TEST(RootLizard, LizardCrusadeBattlesOrMovesThenBattles) {
  CultTable t(Suit::kRabbit);
  t.ToConspiracies();
  t.s.lizard.hated = false;
  t.s.lizard.acolytes = 2;
  t.s.warrior_supply[kLz] -= 2;
  // From 3 (rabbit) to 7 (mouse) and battle the Marquise there.
  const Event move_battle = CrusadeEv(3, 7, 2, kCat);
  EXPECT_TRUE(t.Listed(move_battle));
  // Battling in 6 (fox) is not in an outcast clearing.
  EXPECT_EQ(t.Rejects(CrusadeEv(6, 0, 0, kCat)), "root.lizard.crusade");
  t.Ok(move_battle);
  EXPECT_EQ(t.Warriors(7), 3);
  EXPECT_TRUE(t.s.battle.active);
  EXPECT_EQ(t.s.battle.clearing, 6);
  EXPECT_EQ(t.s.lizard.acolytes, 0);
}

TEST(RootLizard, LizardRevengeDefendingWarriorsBecomeAcolytes) {
  CultTable t;
  // The Marquise battles the Cult in 7: the Cult's warrior removed goes to
  // the Acolytes box.
  while (!(t.s.turn_seat == kCat && t.s.phase == Phase::kDaylight)) t.Step();
  t.Ok(BattleEv(kCat, 7, kCultSeat));
  while (t.s.battle.active && t.s.battle.stage != BattleStage::kRoll) t.Ok(Ev(EventKind::kPass, t.s.battle.defender));
  const int supply = t.s.warrior_supply[kLz];
  t.Ok(DiceEv(3, 0));
  EXPECT_EQ(t.Warriors(7), 0);
  EXPECT_EQ(t.s.lizard.acolytes, 1);
  EXPECT_EQ(t.s.warrior_supply[kLz], supply);
}

TEST(RootLizard, LizardRevengeNotWhenAttacking) {
  CultTable t(Suit::kMouse);
  t.ToConspiracies();
  t.s.lizard.hated = false;
  t.s.lizard.acolytes = 2;
  t.s.warrior_supply[kLz] -= 2;
  // A crusade battle in 7 (mouse): one Cult warrior against one cat.
  ASSERT_EQ(t.Warriors(7), 1);
  t.Ok(CrusadeEv(7, 0, 0, kCat));
  while (t.s.battle.active && t.s.battle.stage != BattleStage::kRoll) t.Ok(Ev(EventKind::kPass, t.s.battle.defender));
  const int supply = t.s.warrior_supply[kLz];
  t.Ok(DiceEv(1, 1));  // a hit each way
  // The attacking Cult's warrior goes back to the supply, not to the acolytes.
  EXPECT_EQ(t.Warriors(7), 0);
  EXPECT_EQ(t.s.lizard.acolytes, 0);
  EXPECT_EQ(t.s.warrior_supply[kLz], supply + 1);
}

TEST(RootLizard, LizardFearOfTheFaithfulDiscardsARandomCard) {
  CultTable t;
  const uint64_t hand = t.s.hand[kCultSeat];
  ASSERT_EQ(std::popcount(hand), 3);
  RemovePiece(t.s, PieceKind::kGarden, 2, kCat);
  EXPECT_EQ(t.s.random_discards, 1);
  EXPECT_EQ(ActorOfAnyCase(t.s), kChanceActor);
  EXPECT_EQ(t.Legal(), 3);  // one RandomCard per card of the Cult's hand
  // A card not in the Cult's hand is refused.
  EXPECT_EQ(t.Rejects(CardEv(EventKind::kRandomCard, 0, 21)), "root.lizard.fear_of_the_faithful");
  t.Ok(CardEv(EventKind::kRandomCard, 0, 31));
  EXPECT_FALSE((t.s.hand[kCultSeat] >> 30) & 1);
  EXPECT_TRUE((t.s.discard >> 30) & 1);  // the Cult's own card: to the discard
  EXPECT_EQ(t.s.random_discards, 0);
  EXPECT_EQ(t.s.lizard.track[int(Suit::kRabbit)], kGardensPerSuit);
}

TEST(RootLizard, LizardRitualBuildNeedsARuledMatchingClearing) {
  CultTable t;
  t.ToRituals();
  t.GiveCult(39);  // Root Tea (rabbit)
  // 3 holds a garden already and has one slot.
  EXPECT_EQ(t.Rejects(RitualEv(RitualKind::kBuild, 30, 3)), "root.map.building_slots");
  // 6 is a fox clearing.
  EXPECT_EQ(t.Rejects(RitualEv(RitualKind::kBuild, 30, 6)), "root.lizard.build");
  // A bird is no rabbit (Hatred of Birds).
  EXPECT_EQ(t.Rejects(RitualEv(RitualKind::kBuild, 3, 3)), "root.lizard.hatred_of_birds");
}

TEST(RootLizard, LizardRitualRecruitAndRevealedCardsLeaveTheHand) {
  CultTable t;
  t.ToRituals();
  const int before = t.Warriors(3);
  t.Ok(RitualEv(RitualKind::kRecruit, 30, 3));
  EXPECT_EQ(t.Warriors(3), before + 1);
  EXPECT_TRUE((t.s.lizard.revealed >> 29) & 1);
  EXPECT_FALSE((t.s.hand[kCultSeat] >> 29) & 1);
  // The revealed card cannot be used again this Daylight.
  EXPECT_EQ(t.Rejects(RitualEv(RitualKind::kRecruit, 30, 3)), "root.lizard.ritual");
  t.Ok(Ev(EventKind::kEndPhase, kCultSeat));
  EXPECT_EQ(t.s.lizard.revealed, 0u);
  EXPECT_TRUE((t.s.hand[kCultSeat] >> 29) & 1);
}

TEST(RootLizard, LizardRitualSacrificeNeedsABird) {
  CultTable t;
  t.ToRituals();
  EXPECT_EQ(t.Rejects(RitualEv(RitualKind::kSacrifice, 30, 3)), "root.lizard.sacrifice");
  t.Ok(RitualEv(RitualKind::kSacrifice, 3, 3));
  EXPECT_EQ(t.Warriors(3), kLizardSetupWarriors - 1);
  EXPECT_EQ(t.s.lizard.acolytes, 1);
}

TEST(RootLizard, LizardRitualScoreSpendsAMatchingCardToTheLostSouls) {
  CultTable t;
  t.ToRituals();
  // One rabbit garden placed: space 1, 0 VP; place a second: 2 VP.
  t.s.lizard.gardens[9] = 1;  // clearing 10 (rabbit)
  --t.s.lizard.track[int(Suit::kRabbit)];
  // The bird cannot be spent for a rabbit.
  EXPECT_EQ(t.Rejects(RitualEv(RitualKind::kScore, 30, 0, 3)), "root.lizard.hatred_of_birds");
  EXPECT_EQ(t.Rejects(RitualEv(RitualKind::kScore, 30, 0, 30)), "root.lizard.score");
  const int vp = t.s.vp[kCultSeat];
  t.Ok(RitualEv(RitualKind::kScore, 30, 0, 31));
  EXPECT_EQ(t.s.vp[kCultSeat], vp + kGardenVp[1]);
  EXPECT_TRUE((t.s.lizard.lost_souls >> 30) & 1);
  // Once per suit per turn.
  t.GiveCult(39);
  t.GiveCult(32);
  EXPECT_EQ(t.Rejects(RitualEv(RitualKind::kScore, 39, 0, 32)), "root.lizard.score");
}

TEST(RootLizard, LizardEveningCraftsWithOutcastGardensAndDraws) {
  CultTable t(Suit::kRabbit);
  t.ToRituals();
  ASSERT_EQ(t.s.lizard.outcast, int(Suit::kRabbit));
  t.Ok(Ev(EventKind::kEndPhase, kCultSeat));
  // A Visit to Friends (rabbit 1): the rabbit garden in 3 pays.
  EXPECT_TRUE(t.Listed(CraftEv(kCultSeat, 30, 0, 1, 0)));
  t.s.lizard.outcast = int8_t(Suit::kFox);  // another outcast: the rabbit garden cannot craft
  EXPECT_EQ(t.Rejects(CraftEv(kCultSeat, 30, 0, 1, 0)), "root.craft.pieces");
  t.s.lizard.outcast = int8_t(Suit::kRabbit);
  t.Ok(CraftEv(kCultSeat, 30, 0, 1, 0));
  EXPECT_EQ(t.Rejects(CraftEv(kCultSeat, 31, 0, 2, 0)), "root.craft.pieces");
  const int hand = std::popcount(t.s.hand[kCultSeat]);
  t.Ok(Ev(EventKind::kEndPhase, kCultSeat));
  EXPECT_EQ(std::popcount(t.s.hand[kCultSeat]), hand + lizard::EveningDraw(t.s));
  EXPECT_EQ(lizard::EveningDraw(t.s), 1);
}

TEST(RootLizard, LizardEveningDrawCountsUncoveredIcons) {
  CultTable t;
  EXPECT_EQ(lizard::EveningDraw(t.s), 1);
  t.s.lizard.track = {3, 2, 1};  // fox 2 off, rabbit 3 off, mouse 4 off
  EXPECT_EQ(lizard::EveningDraw(t.s), 4);
  t.s.lizard.track = {4, 3, 2};
  EXPECT_EQ(lizard::EveningDraw(t.s), 1);
}

}  // namespace
}  // namespace arbiter::root::testing
