// One test per Living Forest rule, named after it, on the typed reducer.
#include "engine/core/game.h"
#include "engine/living_forest/codec.h"
#include "engine/living_forest/derived.h"
#include "engine/living_forest/digest.h"
#include "engine/living_forest/legal.h"
#include "engine/living_forest/rule_ids.h"
#include "gtest/gtest.h"
#include "tests/living_forest/lf_test_util.h"

namespace arbiter::living_forest::testing {
namespace {

using ET = EventType;

State Must(const absl::StatusOr<State>& s) {
  EXPECT_TRUE(s.ok()) << s.status();
  return s.ok() ? *s : State{};
}

// Takes a fragment then an empty attract (or just the fragment).
State FinishTurn(State s, int seat) {
  s = Must(Apply(s, Ev(ET::kTakeFragment, seat)));
  if (s.phase == Phase::kAction && s.turn == seat) s = Must(Apply(s, Ev(ET::kAttract, seat)));
  return s;
}

// ---- setup (準備) ----
TEST(LivingForestSetup, RejectsStackBeforeDecks) {
  State s = InitialState(2);
  EXPECT_EQ(RuleOf(Apply(s, Shuffle(ET::kShuffleStack, 0, 0, {15}))), "living_forest.setup.order");
}

TEST(LivingForestSetup, RejectsDeckMissingACard) {
  State s = InitialState(2);
  EXPECT_EQ(RuleOf(Apply(s, Shuffle(ET::kShuffleDeck, 0, 0, {0, 1, 2}))),
            "living_forest.setup.deck_contents");
}

TEST(LivingForestSetup, RejectsStackWithAnotherLevelsCard) {
  State s = InitialState(2);
  for (int seat = 0; seat < 2; ++seat) {
    s = Must(Apply(s, Shuffle(ET::kShuffleDeck, seat, 0,
                              {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})));
  }
  Event e = Shuffle(ET::kShuffleStack, 0, 0, {});
  for (int i = 0; i < 22; ++i) e.cards[e.n++] = static_cast<uint8_t>(15 + i);
  e.cards[e.n++] = kWoodpecker;
  EXPECT_EQ(RuleOf(Apply(s, e)), "living_forest.setup.stack_contents");
}

TEST(LivingForestSetup, DealsDisplayFireTreesAndRocks) {
  State s = Started(3);
  EXPECT_EQ(s.phase, Phase::kGuardian);
  EXPECT_EQ(s.display[0][0], kHedgehog);
  EXPECT_EQ(s.stack_n[0], 19);
  EXPECT_EQ(s.centre[0], 1);
  EXPECT_EQ(s.dispenser[0], 3);   // one 3A removed for three players
  EXPECT_EQ(s.dispenser[6], 3);
  EXPECT_EQ(s.p[0].rock, 2);
  EXPECT_EQ(s.p[2].rock, 10);
  EXPECT_EQ(s.p[1].forest[kForestCentre], kStartTree);
  EXPECT_TRUE(CheckConservation(s).ok());
  EXPECT_EQ(Started(2).dispenser[6], 2);  // one each of 6, 7, 8 removed
}

// ---- guardian phase (1.守護獣フェイズ) ----
TEST(LivingForestGuardian, MustStopAtThreeSolitaries) {
  State s = Started(2);  // Bear, Beetle, Lynx are drawn first: all solitary
  for (int i = 0; i < 3; ++i) s = Must(Apply(s, Ev(ET::kReveal, 0)));
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kReveal, 0))), "living_forest.guardian.must_stop");
  EXPECT_TRUE(Apply(s, Ev(ET::kStop, 0)).ok());
}

TEST(LivingForestGuardian, GregariousCancelsASolitary) {
  State s = Started(2);
  for (int i = 0; i < 3; ++i) s = Must(Apply(s, Ev(ET::kReveal, 0)));
  s.p[0].line.cards[s.p[0].line.n++] = kChimpanzee;
  EXPECT_EQ(UncancelledSolitary(s.p[0]), 2);
  EXPECT_TRUE(Apply(s, Ev(ET::kReveal, 0)).ok());
}

TEST(LivingForestGuardian, RejectsRevealAfterStop) {
  State s = Must(Apply(Started(2), Ev(ET::kStop, 1)));
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kReveal, 1))), "living_forest.guardian.already_stopped");
}

TEST(LivingForestGuardian, ReshuffleOnlyWhenDrawingFromAnEmptyDeck) {
  State s = Started(2);
  EXPECT_EQ(RuleOf(Apply(s, Shuffle(ET::kReshuffle, 0, 0, {}))),
            "living_forest.guardian.reshuffle_not_due");
  // Empty the deck into the discard pile, then draw.
  PlayerState& p = s.p[0];
  p.discard = p.deck;
  p.deck.n = 0;
  p.deck.cards.fill(kNoCard);
  s = Must(Apply(s, Ev(ET::kReveal, 0)));
  EXPECT_EQ(ActorOf(s), ::arbiter::kChanceActor);
  EXPECT_EQ(s.p[0].line.n, 0);
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kReveal, 1))), "living_forest.guardian.reshuffle_pending");
  EXPECT_EQ(RuleOf(Apply(s, Shuffle(ET::kReshuffle, 0, 0, {kBear}))),
            "living_forest.guardian.reshuffle_contents");
  Event order = Shuffle(ET::kReshuffle, 0, 0, {});
  for (int k = kNumStartKinds - 1; k >= 0; --k) order.cards[order.n++] = static_cast<uint8_t>(k);
  s = Must(Apply(s, order));
  EXPECT_EQ(s.p[0].line.n, 1);
  EXPECT_EQ(s.p[0].line.cards[0], kOwl);  // first card of the new order
  EXPECT_EQ(s.p[0].discard.n, 0);
  EXPECT_EQ(s.p[0].deck.n, 13);
}

TEST(LivingForestGuardian, NothingToDrawWhenDeckAndDiscardAreEmpty) {
  State s = Started(2);
  s.p[0].deck.n = 0;
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kReveal, 0))), "living_forest.guardian.nothing_to_draw");
}

TEST(LivingForestGuardian, SendAwayCostsAFragment) {
  State s = Must(Apply(Started(2), Ev(ET::kReveal, 0)));
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kSendAway, 0))),
            "living_forest.guardian.send_away_no_fragment");
}

TEST(LivingForestGuardian, SendAwayOnlyTheCardJustRevealed) {
  State s = Started(2);
  s.p[0].fragments = 2;
  s.fragment_stock = 18;
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kSendAway, 0))),
            "living_forest.guardian.send_away_not_just_revealed");
  s = Must(Apply(s, Ev(ET::kReveal, 0)));
  s = Must(Apply(s, Ev(ET::kSendAway, 0)));
  EXPECT_EQ(s.p[0].line.n, 0);
  EXPECT_EQ(s.p[0].discard.cards[0], kBear);
  EXPECT_EQ(s.fragment_stock, 19);
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kSendAway, 0))),
            "living_forest.guardian.send_away_not_just_revealed");
  EXPECT_TRUE(CheckConservation(s).ok());
}

TEST(LivingForestGuardian, SendAwayFireCardReturnsToBurnBoard) {
  State s = Started(2);
  PlayerState& p = s.p[0];
  p.deck.cards[p.deck.n++] = kFire;
  --s.burn_cards;
  p.fragments = 1;
  --s.fragment_stock;
  s = Must(Apply(s, Ev(ET::kReveal, 0)));
  s = Must(Apply(s, Ev(ET::kSendAway, 0)));
  EXPECT_EQ(s.burn_cards, kNumFireCards);
  EXPECT_EQ(s.p[0].discard.n, 0);
  EXPECT_TRUE(CheckConservation(s).ok());
}

TEST(LivingForestGuardian, AcceptsAnyInterleavingOfThePlayers) {
  State a = Started(2);
  for (auto [type, seat] : {std::pair{ET::kReveal, 0}, {ET::kReveal, 0}, {ET::kReveal, 1},
                            {ET::kStop, 0}, {ET::kStop, 1}}) {
    a = Must(Apply(a, Ev(type, seat)));
  }
  State b = Started(2);
  for (auto [type, seat] : {std::pair{ET::kReveal, 1}, {ET::kStop, 1}, {ET::kReveal, 0},
                            {ET::kReveal, 0}, {ET::kStop, 0}}) {
    b = Must(Apply(b, Ev(type, seat)));
  }
  EXPECT_EQ(a.phase, Phase::kAction);
  EXPECT_EQ(StateDigest(a), StateDigest(b));
}

// ---- action phase (2.アクションフェイズ) ----
TEST(LivingForestAction, RejectsActingOutOfTurn) {
  State s = InActionPhase(Started(2));
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kTakeFragment, 1))), "living_forest.action.turn_order");
}

TEST(LivingForestAction, RejectsSecondIdenticalAction) {
  State s = Must(Apply(InActionPhase(Started(2)), Ev(ET::kTakeFragment, 0)));
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kTakeFragment, 0))), "living_forest.action.same_twice");
}

TEST(LivingForestAction, Tree11AllowsTheSameActionTwice) {
  State s = Started(2);
  s.p[0].forest[8] = kSameActionTree;
  --s.dispenser[kSameActionTree];
  s = Must(Apply(InActionPhase(s), Ev(ET::kTakeFragment, 0)));
  s = Must(Apply(s, Ev(ET::kTakeFragment, 0)));
  EXPECT_EQ(s.p[0].fragments, 2);
  EXPECT_EQ(s.turn, 1);
}

TEST(LivingForestAction, ThreeSolitariesGiveOneAction) {
  State s = Started(2);
  for (int k : {kBear, kBeetle, kLynx}) ToLine(s, 0, k);
  s = Must(Apply(InActionPhase(s), Ev(ET::kTakeFragment, 0)));
  EXPECT_EQ(s.turn, 1);
}

TEST(LivingForestAction, RejectsGuardianEventsInTheActionPhase) {
  State s = InActionPhase(Started(2));
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kReveal, 0))), "living_forest.phase.wrong_phase");
}

TEST(LivingForestFragment, RejectsTakingFromAnEmptyStock) {
  State s = InActionPhase(Started(2));
  s.fragment_stock = 0;
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kTakeFragment, 0))), "living_forest.fragment.stock_empty");
}

// ---- attract (守護獣を招き入れる) ----
TEST(LivingForestAttract, RejectsCostOverSuns) {
  State s = Started(2);
  for (int k : {kWeasel, kBaboon}) ToLine(s, 0, k);  // 3 suns
  s = Must(Apply(InActionPhase(s), Ev(ET::kAttract, 0)));
  EXPECT_EQ(RuleOf(Apply(s, AttractCardEv(0, kRam))), "living_forest.attract.over_budget");
  s = Must(Apply(s, AttractCardEv(0, kHedgehog)));
  EXPECT_EQ(s.attracting, 0);  // nothing else fits in 0 suns
}

TEST(LivingForestAttract, RejectsCardNotInTheDisplay) {
  State s = Started(2);
  for (int k : {kWeasel, kBeetle, kTanuki}) ToLine(s, 0, k);
  s = Must(Apply(InActionPhase(s), Ev(ET::kAttract, 0)));
  EXPECT_EQ(RuleOf(Apply(s, AttractCardEv(0, kLemur))), "living_forest.attract.not_displayed");
  EXPECT_EQ(RuleOf(Apply(s, AttractCardEv(0, kBear))), "living_forest.attract.not_displayed");
}

TEST(LivingForestAttract, CardsGoOnTopOfTheDeckInTheChosenOrder) {
  State s = Started(2);
  for (int k : {kWeasel, kBeetle, kTanuki}) ToLine(s, 0, k);  // 8 suns
  s = Must(Apply(InActionPhase(s), Ev(ET::kAttract, 0)));
  s = Must(Apply(s, AttractCardEv(0, kCaterpillar)));
  s = Must(Apply(s, AttractCardEv(0, kHedgehog)));
  const Pile& deck = s.p[0].deck;
  EXPECT_EQ(deck.cards[deck.n - 1], kHedgehog);  // last attracted is drawn first
  EXPECT_EQ(deck.cards[deck.n - 2], kCaterpillar);
  EXPECT_EQ(s.display[0][0], kNoCard);  // not refilled yet
  EXPECT_EQ(s.taken[0], 2);
  EXPECT_EQ(s.attracting, 0);  // 2 suns left buy nothing here
  EXPECT_TRUE(CheckConservation(s).ok());
}

TEST(LivingForestAttract, CardsOnlyWithinAnAttract) {
  State s = InActionPhase(Started(2));
  EXPECT_EQ(RuleOf(Apply(s, AttractCardEv(0, kHedgehog))),
            "living_forest.attract.not_attracting");
  ToLine(s, 0, kBeetle);
  s = Must(Apply(s, Ev(ET::kAttract, 0)));
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kTakeFragment, 0))), "living_forest.attract.in_progress");
  s = Must(Apply(s, Ev(ET::kEndAttract, 0)));
  EXPECT_TRUE(Apply(s, Ev(ET::kTakeFragment, 0)).ok());
}

// ---- extinguish (炎を消す) ----
TEST(LivingForestExtinguish, RejectsValueOverWater) {
  State s = Started(2);
  ToLine(s, 0, kHummingbird);  // 1 drop against a value-2 fire
  s = InActionPhase(s);
  EXPECT_EQ(RuleOf(Apply(s, ExtinguishEv(0, 1, 0, 0))), "living_forest.extinguish.over_budget");
}

TEST(LivingForestExtinguish, RejectsFiresNotInTheCentre) {
  State s = Started(2);
  ToLine(s, 0, kGoldfish);
  s = InActionPhase(s);
  EXPECT_EQ(RuleOf(Apply(s, ExtinguishEv(0, 0, 1, 0))), "living_forest.extinguish.not_in_centre");
  s = Must(Apply(s, ExtinguishEv(0, 1, 0, 0)));
  EXPECT_EQ(s.p[0].fires[0], 1);
  EXPECT_EQ(CentreTokens(s), 0);
}

// ---- move (精霊の環の上を進む) ----
TEST(LivingForestMove, RejectsStepsOverWind) {
  State s = Started(2);
  ToLine(s, 0, kHare);
  s = InActionPhase(s);
  EXPECT_EQ(RuleOf(Apply(s, MoveEv(0, 2))), "living_forest.move.over_wind");
  EXPECT_EQ(RuleOf(Apply(s, MoveEv(0, 0))), "living_forest.move.no_steps");
}

TEST(LivingForestMove, SkipsOccupiedRocksAndTakesATile) {
  State s = Started(2);  // seat 1 stands on rock 6
  ToLine(s, 0, kHare);
  s.p[0].rock = 5;
  s = InActionPhase(s);
  EXPECT_EQ(RuleOf(Apply(s, MoveEv(0, 1))), "living_forest.move.steal_count");
  State no_fire = s;
  no_fire.p[1].victory[kVictoryFire] = 0;
  no_fire.p[0].victory[kVictoryFire] = 2;
  EXPECT_EQ(RuleOf(Apply(no_fire, MoveEv(0, 1, {kVictoryFire}))),
            "living_forest.move.steal_not_held");
  s = Must(Apply(s, MoveEv(0, 1, {kVictoryFire})));
  EXPECT_EQ(s.p[0].rock, 7);  // rock 6 was skipped, not counted
  EXPECT_EQ(s.p[0].victory[kVictoryFire], 2);
  EXPECT_EQ(s.p[1].victory[kVictoryFire], 0);
  EXPECT_EQ(s.p[0].fragments, 1);  // rock 7: take a fragment
}

TEST(LivingForestMove, LandingOnAPlantRockRequiresPlanting) {
  State s = Started(2);
  for (int k : {kHare, kBear, kBee}) ToLine(s, 0, k);  // 1 wind, 3 plants
  s.p[0].rock = 11;
  s = Must(Apply(InActionPhase(s), MoveEv(0, 1)));
  EXPECT_EQ(s.pending, Bonus::kPlant);
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kTakeFragment, 0))), "living_forest.action.bonus_pending");
  s = Must(Apply(s, PlantEv(0, 0, 1, 1)));
  EXPECT_EQ(s.p[0].actions_done, 1);  // the bonus is not an action
}

// ---- plant (護りの木を植える) ----
State ThreePlants() {
  State s = Started(2);
  for (int k : {kBear, kBee}) ToLine(s, 0, k);
  return InActionPhase(s);
}

TEST(LivingForestPlant, RejectsSpaceApartFromTheForest) {
  EXPECT_EQ(RuleOf(Apply(ThreePlants(), PlantEv(0, 0, 0, 0))), "living_forest.plant.not_adjacent");
}

TEST(LivingForestPlant, RejectsCostOverPlants) {
  EXPECT_EQ(RuleOf(Apply(ThreePlants(), PlantEv(0, 4, 1, 1))), "living_forest.plant.over_budget");
}

TEST(LivingForestPlant, RejectsOccupiedSpace) {
  EXPECT_EQ(RuleOf(Apply(ThreePlants(), PlantEv(0, 0, 1, 2))), "living_forest.plant.occupied");
}

TEST(LivingForestPlant, RejectsKindNoLongerInTheDispensers) {
  State s = ThreePlants();
  s.dispenser[0] = 0;
  EXPECT_EQ(RuleOf(Apply(s, PlantEv(0, 0, 1, 1))), "living_forest.plant.none_left");
}

TEST(LivingForestPlant, CornerGivesTwoFragments) {
  State s = ThreePlants();
  s.p[0].forest[3] = 1;
  --s.dispenser[1];
  s = Must(Apply(s, PlantEv(0, 0, 0, 4)));
  EXPECT_EQ(s.p[0].fragments, 2);
  EXPECT_TRUE(CheckConservation(s).ok());
}

TEST(LivingForestPlant, CompletedLinesAddTheirBonus) {
  PlayerState p = Started(2).p[0];
  p.forest[2] = 0;   // 3A: +1 sun
  p.forest[12] = 1;  // 3B: +1 drop; column 2 is now full: +1 sun
  const Elements el = VisibleElements(p);
  EXPECT_EQ(el[kSun], 2);
  EXPECT_EQ(el[kDrop], 1);
  for (int cell : {5, 6, 8, 9}) p.forest[cell] = 3;  // 4B each: +1 flower
  EXPECT_EQ(VisibleElements(p)[kFlower], 4 + 2);  // middle row full: +2
}

// ---- end of round (3.ラウンド終了フェイズ) ----
TEST(LivingForestRoundEnd, OnibiGivesFireCardsToDiscardPiles) {
  State s = Started(2);
  ToLine(s, 1, kGoldfish);  // 2 drops, below the power 4
  s.centre = {2, 0, 0};
  --s.fire_supply[0];
  s = FinishTurn(FinishTurn(InActionPhase(s), 0), 1);
  EXPECT_EQ(s.phase, Phase::kGuardian);
  EXPECT_EQ(s.round, 2);
  EXPECT_EQ(s.holder, 1);
  EXPECT_EQ(s.burn_cards, kNumFireCards - 4);
  int fire_in_discard = 0;
  for (int i = 0; i < s.p[1].discard.n; ++i) fire_in_discard += s.p[1].discard.cards[i] == kFire;
  EXPECT_EQ(fire_in_discard, 2);
  EXPECT_EQ(s.p[1].line.n, 0);  // the help line went to the discard pile
  EXPECT_TRUE(CheckConservation(s).ok());
}

TEST(LivingForestRoundEnd, ShortBurnBoardSharesEqually) {
  State s = Started(2);
  s.centre = {2, 0, 0};
  s.burn_cards = 3;
  s = FinishTurn(FinishTurn(InActionPhase(s), 0), 1);
  EXPECT_EQ(s.burn_cards, 1);
  EXPECT_EQ(s.p[0].discard.n, 1);
  EXPECT_EQ(s.p[1].discard.n, 1);
}

TEST(LivingForestRoundEnd, SacredTreeAttackStopsAtTheSeventhFire) {
  State s = Started(2);
  s.centre = {5, 0, 0};
  s.taken = {1, 2, 1};
  s.p[0].fires = {0, 0, 0};
  s.p[0].line.n = 0;
  for (int i = 0; i < 2; ++i) s.p[i].line.n = 0;
  s = FinishTurn(FinishTurn(InActionPhase(s), 0), 1);
  EXPECT_EQ(s.centre[0], 6);
  EXPECT_EQ(s.centre[1], 1);
  EXPECT_EQ(s.centre[2], 0);
}

TEST(LivingForestRoundEnd, EmptyCentreGetsAValueTwoFire) {
  State s = Started(2);
  ToLine(s, 0, kGoldfish);
  s = Must(Apply(InActionPhase(s), ExtinguishEv(0, 1, 0, 0)));
  s = Must(Apply(s, Ev(ET::kTakeFragment, 0)));
  s = FinishTurn(s, 1);
  EXPECT_EQ(s.centre[0], 1);
  EXPECT_EQ(s.p[0].fires[0], 1);
  EXPECT_TRUE(CheckConservation(s).ok());
}

TEST(LivingForestRoundEnd, DisplayRefilledFromItsOwnLevel) {
  State s = Started(2);
  for (int k : {kWeasel, kBaboon}) ToLine(s, 0, k);
  s = Must(Apply(InActionPhase(s), Ev(ET::kAttract, 0)));
  s = Must(Apply(s, AttractCardEv(0, kHedgehog)));
  s = Must(Apply(s, Ev(ET::kTakeFragment, 0)));
  s = FinishTurn(s, 1);
  EXPECT_EQ(s.display[0][0], kWolf);  // the level-1 stack's top
  EXPECT_EQ(s.centre[0], 2);          // one value-2 fire for the level-1 card
}

// ---- end of game (ゲームの終了) ----
TEST(LivingForestEnd, TwelveFiresEndTheGameAfterTheActionPhase) {
  State s = Started(2);
  s.p[0].fires = {11, 0, 0};
  s.fire_supply[0] -= 11;
  s = Must(Apply(InActionPhase(s), Ev(ET::kTakeFragment, 0)));
  s = Must(Apply(s, Ev(ET::kAttract, 0)));
  EXPECT_EQ(s.phase, Phase::kAction);  // not before the phase is complete
  s = FinishTurn(s, 1);
  EXPECT_EQ(s.phase, Phase::kGameOver);
  EXPECT_EQ(s.winners_mask, 1);
  EXPECT_EQ(ActorOf(s), ::arbiter::kTerminalActor);
  EXPECT_EQ(RuleOf(Apply(s, Ev(ET::kReveal, 0))), "living_forest.game.over");
}

TEST(LivingForestEnd, SeveralQualifiersCompareTheirSums) {
  State s = Started(2);
  s.p[0].fires = {11, 0, 0};
  s.p[1].fires = {11, 0, 0};
  s.fire_supply[0] -= 22;
  s.p[1].forest[8] = 0;  // one more kind of tree
  --s.dispenser[0];
  EXPECT_EQ(WinnersOf(s), 2);
  s.p[0].forest[6] = 1;
  --s.dispenser[1];
  EXPECT_EQ(WinnersOf(s), 3);  // equal sums: a draw
}

// ---- decoding ----
TEST(LivingForestDecode, RejectsNamesThatDoNotExist) {
  auto rule = [](const char* text_seat, auto fill) {
    pb::Event e;
    fill(e.mutable_living_forest());
    (void)text_seat;
    absl::StatusOr<Event> decoded = DecodeEvent(e, 2);
    EXPECT_FALSE(decoded.ok());
    if (!decoded.ok()) {
      EXPECT_EQ(decoded.status().code(), absl::StatusCode::kInvalidArgument);
    }
    return decoded.ok() ? std::string() : RuleOf(decoded.status());
  };
  namespace lf = pb::living_forest;
  EXPECT_EQ(rule("", [](lf::Event* m) { m->set_seat(2); m->mutable_reveal(); }),
            "living_forest.event.bad_seat");
  EXPECT_EQ(rule("", [](lf::Event* m) { m->mutable_attract_card()->set_card(lf::Card(67)); }),
            "living_forest.event.bad_card");
  EXPECT_EQ(rule("", [](lf::Event* m) { m->mutable_attract_card(); }),
            "living_forest.event.bad_card");
  EXPECT_EQ(rule("", [](lf::Event* m) { m->mutable_plant()->set_tree(lf::START_TREE); }),
            "living_forest.event.bad_tree");
  EXPECT_EQ(rule("", [](lf::Event* m) {
              m->mutable_plant()->set_tree(lf::TREE_3A);
              m->mutable_plant()->set_row(3);
            }),
            "living_forest.event.bad_cell");
  EXPECT_EQ(rule("", [](lf::Event* m) { m->mutable_shuffle_stack()->set_level(4); }),
            "living_forest.event.bad_level");
  EXPECT_EQ(rule("", [](lf::Event* m) { m->mutable_move()->set_steps(1000); }),
            "living_forest.event.bad_count");
  EXPECT_EQ(rule("", [](lf::Event* m) { m->mutable_move()->add_steals(lf::VictoryTile(9)); }),
            "living_forest.event.bad_victory_tile");
  EXPECT_EQ(rule("", [](lf::Event* m) { m->mutable_extinguish()->set_value4(8); }),
            "living_forest.event.bad_count");
  EXPECT_EQ(rule("", [](lf::Event* m) { m->set_seat(1); }), "living_forest.event.missing_body");
  pb::Event other;
  other.mutable_rumble_nation();
  EXPECT_EQ(RuleOf(DecodeEvent(other, 2).status()), "living_forest.event.wrong_game");
  EXPECT_EQ(RuleOf(DecodeEvent(pb::Event(), 2).status()), "living_forest.event.missing_body");
}

TEST(LivingForestDecode, EncodeDecodeRoundTrip) {
  State s = Started(3);
  LegalEvents(InActionPhase(s), [&](const Event& e) {
    pb::Event out;
    EncodeEvent(e, &out);
    absl::StatusOr<Event> back = DecodeEvent(out, 3);
    ASSERT_TRUE(back.ok());
    EXPECT_TRUE(*back == e);
  });
}

}  // namespace
}  // namespace arbiter::living_forest::testing
