// Rule tests for the Woodland Alliance (seed 【森林連合】, facts 7) in a
// three-seat game: each named after the rule it checks.
#include <bit>
#include <initializer_list>
#include <vector>

#include "engine/root/factions/alliance/alliance.h"
#include "engine/root/outrage.h"
#include "tests/root/fixture.h"

namespace arbiter::root::testing {
namespace {

constexpr int kCat = 0, kBirdSeat = 1, kFolk = 2;

uint64_t Cards(std::initializer_list<int> printed) {
  uint64_t m = 0;
  for (int c : printed) m |= Bit(c - 1);
  return m;
}

Event SpentEv(EventKind kind, int clearing, std::initializer_list<int> cards) {
  Event e = ClearingEv(kind, kFolk, clearing);
  int i = 0;
  for (int c : cards) e.spent[i++] = int8_t(c - 1);
  return e;
}

// Seats Marquise, Eyrie, Alliance on Autumn; the Marquise and the Eyrie set
// up as in Table, the Alliance draws supporters 17 (fox), 32 (rabbit), 45
// (mouse). Hands: Marquise 21 43 30, Eyrie 31 15 1, Alliance 16 29 44.
class Table3 : public Table {
 public:
  Table3() : Table(NoSetup{}) {
    MatchSetup setup;
    setup.players = 3;
    setup.factions = {Faction::kMarquise, Faction::kEyrie, Faction::kAlliance};
    s = NewInitialState(setup);
    ShuffleWithFirst({21, 43, 30, 31, 15, 1, 16, 29, 44, 17, 32, 45});
    Ok(ClearingEv(EventKind::kPlaceKeep, kCat, 1));
    const int where[3] = {1, 9, 5};
    for (int t = 0; t < 3; ++t) {
      Event b = ClearingEv(EventKind::kPlaceStartingBuilding, kCat, where[t]);
      b.piece = int8_t(t);
      Ok(b);
    }
    Ok(ClearingEv(EventKind::kPlaceStartingRoost, kBirdSeat, 3));
    Event l = Ev(EventKind::kChooseLeader, kBirdSeat);
    l.n = int8_t(Leader::kDespot);
    Ok(l);
  }
  // Hands the turn to the Alliance at the start of its Birdsong.
  void AllianceTurn() {
    s.turn_seat = kFolk;
    s.windows_done = 0;
    RulesOf(Faction::kAlliance).begin_turn(s);
  }
  AllianceBoard& a() { return s.alliance; }
};

TEST(RootAlliance, AllianceSetupDrawsThreeFaceDownSupporters) {
  Table3 t;
  EXPECT_EQ(t.a().supporters, Cards({17, 32, 45}));
  EXPECT_EQ(t.s.hand[kFolk], Cards({16, 29, 44}));
  EXPECT_EQ(t.s.warrior_supply[Fi(Faction::kAlliance)], kAllianceWarriors);
  EXPECT_EQ(t.a().sympathy, 0);
  EXPECT_NE(t.s.phase, Phase::kSetup);  // every faction is set up: seat 0 plays
  EXPECT_EQ(t.s.turn_seat, kCat);
  // With three players the dominance cards are in the deck.
  EXPECT_EQ(t.s.out_of_game, 0u);
}

TEST(RootAlliance, AllianceSpreadSympathyAnywhereFirstThenAdjacent) {
  Table3 t;
  t.AllianceTurn();
  // Clearing 8 (fox): the first token costs 1 and scores 0.
  EXPECT_TRUE(t.Listed(SpentEv(EventKind::kSpreadSympathy, 8, {17})));
  t.Ok(SpentEv(EventKind::kSpreadSympathy, 8, {17}));
  EXPECT_EQ(t.a().sympathy, 1u << 7);
  EXPECT_EQ(t.s.vp[kFolk], 0);
  // Clearing 2 (mouse) is not adjacent to 8; clearing 7 (mouse) is.
  EXPECT_EQ(t.Rejects(SpentEv(EventKind::kSpreadSympathy, 2, {45})), "root.alliance.spread_sympathy");
  t.Ok(SpentEv(EventKind::kSpreadSympathy, 7, {45}));
  EXPECT_EQ(t.s.vp[kFolk], 1);  // the second token scores 1 (facts 7)
  // A supporter of the wrong suit does not pay.
  EXPECT_EQ(t.Rejects(SpentEv(EventKind::kSpreadSympathy, 12, {32})), "root.alliance.spread_sympathy");
}

TEST(RootAlliance, AllianceSpreadSympathyMartialLaw) {
  Table3 t;
  t.AllianceTurn();
  t.s.warriors[Fi(Faction::kMarquise)][7] += 3;
  t.s.warrior_supply[Fi(Faction::kMarquise)] -= 3;
  t.a().supporters |= Cards({18});
  EXPECT_EQ(t.Rejects(SpentEv(EventKind::kSpreadSympathy, 8, {17})), "root.alliance.martial_law");
  EXPECT_FALSE(t.Listed(SpentEv(EventKind::kSpreadSympathy, 8, {17})));
  EXPECT_TRUE(t.Listed(SpentEv(EventKind::kSpreadSympathy, 8, {17, 18})));
  // Listed once, in ascending order only.
  EXPECT_EQ(t.Rejects(SpentEv(EventKind::kSpreadSympathy, 8, {18, 17})), "root.alliance.martial_law");
  t.Ok(SpentEv(EventKind::kSpreadSympathy, 8, {17, 18}));
}

TEST(RootAlliance, AllianceRevoltNeedsTwoMatchingSupporters) {
  Table3 t;
  t.AllianceTurn();
  t.a().sympathy = uint16_t((1u << 7) | (1u << 11));  // clearings 8 and 12 (fox)
  t.s.warriors[Fi(Faction::kEyrie)][7] += 2;  // (cats would ask for field hospitals)
  t.s.warrior_supply[Fi(Faction::kEyrie)] -= 2;
  EXPECT_EQ(t.Rejects(SpentEv(EventKind::kRevolt, 8, {17})), "root.alliance.revolt");
  EXPECT_EQ(t.Rejects(SpentEv(EventKind::kRevolt, 8, {17, 32})), "root.alliance.revolt");
  t.a().supporters |= Cards({1});  // a bird is wild
  EXPECT_TRUE(t.Listed(SpentEv(EventKind::kRevolt, 8, {1, 17})));
  t.Ok(SpentEv(EventKind::kRevolt, 8, {1, 17}));
  EXPECT_EQ(t.a().bases[7], 1);
  EXPECT_EQ(t.s.warriors[Fi(Faction::kEyrie)][7], 0);         // enemies removed
  EXPECT_EQ(t.s.warriors[Fi(Faction::kMarquise)][7], 0);      // (its setup warrior too)
  // The Marquise's field hospitals apply to the cat removed (the keep is on).
  EXPECT_EQ(PendingRemoval(t.s), 7);
  t.Ok(Ev(EventKind::kPass, kCat));
  EXPECT_EQ(t.s.warriors[Fi(Faction::kAlliance)][7], 2);      // two fox sympathy
  EXPECT_EQ(t.a().officers, 1);
  EXPECT_EQ(t.a().supporters, Cards({32, 45}));
  // Only one fox base.
  EXPECT_EQ(t.Rejects(SpentEv(EventKind::kRevolt, 12, {32, 45})), "root.alliance.revolt");
}

TEST(RootAlliance, AllianceRevoltOnlyBeforeSpreading) {
  Table3 t;
  t.AllianceTurn();
  t.a().sympathy = uint16_t(1u << 7);
  t.a().supporters = Cards({1, 18, 19});
  t.Ok(SpentEv(EventKind::kSpreadSympathy, 7, {1}));
  EXPECT_EQ(t.Rejects(SpentEv(EventKind::kRevolt, 8, {18, 19})), "root.alliance.revolt");
}

TEST(RootAlliance, AllianceOutrageMovingInGivesAMatchingCard) {
  Table3 t;
  t.a().sympathy = uint16_t(1u << 4);  // clearing 5 (rabbit)
  // The Marquise, in Daylight, marches from the keep into clearing 5.
  ASSERT_EQ(t.s.phase, Phase::kDaylight);
  t.Ok(MoveEv(kCat, 1, 5, 1));
  EXPECT_EQ(PendingOutrage(t.s), 4);
  Event give = ClearingEv(EventKind::kOutrage, kCat, 5);
  give.card = int8_t(21 - 1);  // fox: wrong suit
  EXPECT_EQ(t.Rejects(give), "root.alliance.outrage");
  Event none = ClearingEv(EventKind::kOutrage, kCat, 5);  // a rabbit is in hand
  EXPECT_EQ(t.Rejects(none), "root.alliance.outrage");
  give.card = int8_t(30 - 1);
  EXPECT_EQ(t.Legal(), 1);
  t.Ok(give);
  EXPECT_EQ(t.a().supporters, Cards({17, 32, 45, 30}));
  EXPECT_EQ(t.s.hand[kCat] & Cards({30}), 0u);
  EXPECT_EQ(t.s.outrage_at, 0);
}

TEST(RootAlliance, AllianceOutrageWithoutAMatchingCardShowsTheHand) {
  Table3 t;
  t.a().sympathy = uint16_t(1u << 4);
  t.s.discard |= t.s.hand[kCat] & Cards({30});
  t.s.hand[kCat] &= ~Cards({30});
  t.Ok(MoveEv(kCat, 1, 5, 1));
  const int top = t.s.deck[t.s.deck_size - 1];
  Event none = ClearingEv(EventKind::kOutrage, kCat, 5);
  EXPECT_TRUE(t.Listed(none));
  t.Ok(none);
  EXPECT_TRUE((t.a().supporters >> top) & 1);  // the Alliance drew one
}

TEST(RootAlliance, AllianceSupportersLimitWithoutBase) {
  Table3 t;
  t.AllianceTurn();
  t.Ok(Ev(EventKind::kEndPhase, kFolk));  // to Daylight
  t.a().supporters = Cards({17, 18, 19, 20, 22});
  t.Ok(CardEv(EventKind::kMobilize, kFolk, 16));
  EXPECT_EQ(std::popcount(t.a().supporters), 5);
  EXPECT_TRUE((t.s.discard >> 15) & 1);  // the sixth is discarded
  t.a().bases[7] = 1;  // with a base the stack has no limit
  t.Ok(CardEv(EventKind::kMobilize, kFolk, 29));
  EXPECT_EQ(std::popcount(t.a().supporters), 6);
}

TEST(RootAlliance, AllianceBaseRemovedDiscardsSupportersAndHalfTheOfficers) {
  Table3 t;
  t.a().bases[7] = 1;  // clearing 8 (fox)
  t.a().officers = 3;
  t.s.warrior_supply[Fi(Faction::kAlliance)] -= 3;
  t.a().supporters = Cards({1, 17, 32});
  t.s.discard &= ~Cards({1, 17, 32});
  RemovePiece(t.s, PieceKind::kBase, 7, kCat);
  EXPECT_EQ(t.a().supporters, Cards({32}));  // fox and bird discarded
  EXPECT_EQ(t.a().officers, 1);              // 3 - ceil(3/2)
  EXPECT_EQ(t.s.warrior_supply[Fi(Faction::kAlliance)], 9);
  EXPECT_EQ(t.s.vp[kCat], 1);
}

TEST(RootAlliance, AllianceTrainNeedsAMatchingBase) {
  Table3 t;
  t.AllianceTurn();
  t.Ok(Ev(EventKind::kEndPhase, kFolk));
  EXPECT_EQ(t.Rejects(CardEv(EventKind::kTrain, kFolk, 16)), "root.alliance.train");
  t.a().bases[7] = 1;  // fox base
  EXPECT_EQ(t.Rejects(CardEv(EventKind::kTrain, kFolk, 29)), "root.alliance.train");
  t.Ok(CardEv(EventKind::kTrain, kFolk, 16));
  EXPECT_EQ(t.a().officers, 1);
}

TEST(RootAlliance, AllianceMilitaryOperationsAsManyAsOfficers) {
  Table3 t;
  t.AllianceTurn();
  t.a().bases[7] = 1;
  t.a().officers = 2;
  t.s.warrior_supply[Fi(Faction::kAlliance)] -= 2;
  t.Ok(Ev(EventKind::kEndPhase, kFolk));
  t.Ok(Ev(EventKind::kEndPhase, kFolk));  // Evening: two operations
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kRecruit, kFolk, 12)), "root.alliance.recruit");
  t.Ok(ClearingEv(EventKind::kRecruit, kFolk, 8));
  // Organize: not in a sympathetic clearing; scores the track.
  t.a().sympathy = uint16_t(1u << 7);
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kOrganize, kFolk, 8)), "root.alliance.organize");
  t.a().sympathy = 0;
  const int hand = HandSize(t.s, kFolk);
  t.Ok(ClearingEv(EventKind::kOrganize, kFolk, 8));
  EXPECT_EQ(t.a().sympathy, 1u << 7);
  // Operations spent: the Evening draws 1 + one base and the turn passes.
  EXPECT_EQ(HandSize(t.s, kFolk), hand + 2);
  EXPECT_EQ(t.s.turn_seat, kCat);
}

TEST(RootAlliance, CardBetterBurrowBankNamesTheOtherPlayerWithThreeSeats) {
  Table3 t;
  t.s.play_area[kFolk] |= Cards({33});  // Better Burrow Bank
  t.AllianceTurn();
  EXPECT_EQ(t.Rejects(Ev(EventKind::kPass, kFolk)), "root.card.effect");
  Event use = CardEv(EventKind::kUseCard, kFolk, 33);
  use.target = int8_t(kFolk);
  EXPECT_EQ(t.Rejects(use), "root.card.effect");  // another player
  use.target = int8_t(kCat);
  EXPECT_TRUE(t.Listed(use));
  const int mine = HandSize(t.s, kFolk), cats = HandSize(t.s, kCat), birds = HandSize(t.s, kBirdSeat);
  t.Ok(use);
  EXPECT_EQ(HandSize(t.s, kFolk), mine + 1);
  EXPECT_EQ(HandSize(t.s, kCat), cats + 1);
  EXPECT_EQ(HandSize(t.s, kBirdSeat), birds);
}

// ---- The common rules with three factions (seed 【移動】, 【戦闘】).

void Put(State& s, Faction f, int clearing, int n) {
  s.warriors[Fi(f)][clearing - 1] = uint8_t(n);
}

TEST(RootAlliance, RuleSeveralFactionsTiedNobodyRules) {
  Table3 t;
  Put(t.s, Faction::kMarquise, 2, 2);
  Put(t.s, Faction::kAlliance, 2, 2);
  EXPECT_EQ(Ruler(t.s, 1), -1);
  Put(t.s, Faction::kAlliance, 2, 3);
  EXPECT_EQ(Ruler(t.s, 1), int(Faction::kAlliance));
  // A base counts as a building.
  Put(t.s, Faction::kAlliance, 2, 1);
  t.s.alliance.bases[1] = 1;
  EXPECT_EQ(Ruler(t.s, 1), -1);
}

TEST(RootAlliance, RuleLordsOfTheForestAmongThree) {
  Table3 t;
  Put(t.s, Faction::kMarquise, 2, 2);
  Put(t.s, Faction::kEyrie, 2, 2);
  Put(t.s, Faction::kAlliance, 2, 2);
  EXPECT_EQ(Ruler(t.s, 1), int(Faction::kEyrie));
  Put(t.s, Faction::kAlliance, 2, 3);  // strictly more than the Eyrie
  EXPECT_EQ(Ruler(t.s, 1), int(Faction::kAlliance));
  // Sympathy tokens rule nothing.
  Put(t.s, Faction::kAlliance, 2, 0);
  t.s.alliance.sympathy = uint16_t(1u << 1);
  EXPECT_EQ(Ruler(t.s, 1), int(Faction::kEyrie));
}

TEST(RootAlliance, KeepBarsTheAllianceToo) {
  Table3 t;
  t.AllianceTurn();
  EXPECT_EQ(t.Rejects(SpentEv(EventKind::kSpreadSympathy, 1, {17})), "root.marquise.keep");
  EXPECT_FALSE(t.Listed(SpentEv(EventKind::kSpreadSympathy, 1, {17})));
}

TEST(RootAlliance, AllianceGuerrillaWarDefendingTakesTheHighRoll) {
  Table3 t;
  ASSERT_EQ(t.s.phase, Phase::kDaylight);  // the Marquise's first Daylight
  Put(t.s, Faction::kAlliance, 2, 2);
  t.s.warrior_supply[Fi(Faction::kAlliance)] -= 2;
  Put(t.s, Faction::kMarquise, 2, 2);  // one more cat
  t.s.warrior_supply[Fi(Faction::kMarquise)] -= 1;
  t.Ok(BattleEv(kCat, 2, kFolk));
  // Decline the ambush window, if offered, then roll 3 and 1.
  while (ActorOf(t.s) == kFolk) t.Ok(Ev(EventKind::kPass, kFolk));
  t.Ok(DiceEv(3, 1));
  while (t.s.battle.active && ActorOf(t.s) >= 0) t.Ok(Ev(EventKind::kPass, ActorOf(t.s)));
  // The defender took the 3 (two hits, capped by its two warriors), the
  // attacker the 1.
  EXPECT_EQ(t.s.warriors[Fi(Faction::kMarquise)][1], 0);
  EXPECT_EQ(t.s.warriors[Fi(Faction::kAlliance)][1], 1);
}

}  // namespace
}  // namespace arbiter::root::testing
