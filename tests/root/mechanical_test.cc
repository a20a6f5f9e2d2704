// Rule tests for the Mechanical Marquise 1.0 (seed 001_8a55c0d6f11d58ff.txt
// 【メカ野候国】, facts 10.1), each named after the rule it checks. The setup
// and the turn are played through the reducer (from NewInitialState); the
// Daylight derivations are also checked on states built here.
#include <algorithm>
#include <bit>
#include <random>
#include <memory>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/root/battle.h"
#include "engine/root/codec.h"
#include "engine/root/factions/company/pieces.h"
#include "engine/root/factions/eyrie/eyrie.h"
#include "engine/root/factions/mechanical/spies.h"
#include "engine/root/digest.h"
#include "engine/root/notation.h"
#include "engine/root/snapshot.h"
#include "engine/root/wire_codec.h"
#include "engine/root/factions/mechanical/mechanical.h"
#include "engine/root/factions/mechanical/orders.h"
#include "engine/root/factions/vagabond/vagabond.h"
#include "engine/root/outrage.h"
#include "engine/root/rules.h"
#include "engine/root/services.h"
#include "engine/root/factions/vagabond/items.h"
#include "tests/root/fixture.h"
#include "verifier/core/invariant.h"

namespace arbiter::root::testing {
namespace {

constexpr int kEyrieSeat = 0, kBotSeat = 1;
constexpr Faction kBot = Faction::kMechanical;
constexpr int kMb = int(Faction::kMechanical);

// Printed card ids (components.cc): 1 Ambush! (bird), 3 Armorers (fox 1),
// 5 Arms Trader (fox 2), 10 Royal Claim (4 any), 14 Dominance (bird), 17
// Favor of the Foxes (fox 3), 24 Tax Collector (one of each), 30 A Visit to
// Friends (rabbit 1), 43 Codebreakers (mouse 1), 50 Scouting Party (mouse 2).

// Eyrie (seat 0) and the automa (seat 1) on Autumn, the whole deck shuffled
// with `first` on top (the Eyrie is dealt the first three, the automa the
// next three, and its two more orders are the seventh and eighth); the
// automa's keep in 1, the Eyrie's roost in 3.
class BotTable : public Table {
 public:
  explicit BotTable(std::vector<int> first = {31, 15, 2, 43, 21, 30, 17, 24}) : Table(NoSetup{}) {
    MatchSetup setup;
    setup.players = 2;
    setup.factions = {Faction::kEyrie, kBot};
    s = NewInitialState(setup);
    ShuffleWithFirst(first);
  }
  void SetUpAll() {
    Ok(ClearingEv(EventKind::kPlaceKeep, kBotSeat, 1));
    Ok(ClearingEv(EventKind::kPlaceStartingRoost, kEyrieSeat, 3));
    Event l = Ev(EventKind::kChooseLeader, kEyrieSeat);
    l.n = int8_t(Leader::kDespot);
    Ok(l);
  }
};

// A state for the derivations: automa, Eyrie and Alliance seated, no setup
// played, the map empty.
State Empty(std::array<Faction, 3> factions = {kBot, Faction::kEyrie, Faction::kAlliance}) {
  MatchSetup setup;
  setup.players = 3;
  setup.factions = {factions[0], factions[1], factions[2]};
  State s = NewInitialState(setup);
  for (int f = 0; f < kNumFactions; ++f) {
    for (int c = 0; c < kNumClearings; ++c) s.warriors[f][c] = 0;
    s.warrior_supply[f] = uint8_t(RulesOf(Faction(f)).warriors);
  }
  s.phase = Phase::kDaylight;
  return s;
}
void Put(State& s, Faction f, int clearing, int n) {
  s.warriors[int(f)][clearing - 1] = uint8_t(n);
  s.warrior_supply[int(f)] = uint8_t(RulesOf(f).warriors);
  for (int c = 0; c < kNumClearings; ++c) s.warrior_supply[int(f)] -= s.warriors[int(f)][c];
}

std::set<std::string> Broken(const State& state);

pb::Header Header(std::vector<pb::root::Faction> factions) {
  pb::Header h;
  h.set_game("root");
  for (pb::root::Faction f : factions) h.mutable_root()->add_factions(f);
  return h;
}

// ---- The header.

TEST(RootMechanical, NoMarquiseRefusedInHeader) {
  absl::StatusOr<MatchSetup> setup = DecodeConfig(Header({pb::root::MECH_MARQUISE, pb::root::MARQUISE}));
  ASSERT_FALSE(setup.ok());
  EXPECT_EQ(RuleOf(setup.status()), "root.setup.config");
  EXPECT_NE(setup.status().message().find("never play in one game"), std::string::npos) << setup.status();
  EXPECT_NE(setup.status().message().find("mechanical"), std::string::npos) << setup.status();
}

// seed 001 【メカ野候国】《オートマ》: with the human factions (not the Marquise),
// two to four seats, in any seat.
TEST(RootMechanical, AcceptedInHeaderWithoutTheMarquise) {
  for (const std::vector<pb::root::Faction>& factions :
       std::vector<std::vector<pb::root::Faction>>{{pb::root::EYRIE, pb::root::MECH_MARQUISE},
                                                  {pb::root::MECH_MARQUISE, pb::root::EYRIE, pb::root::ALLIANCE},
                                                  {pb::root::VAGABOND, pb::root::COMPANY, pb::root::MECH_MARQUISE,
                                                   pb::root::LIZARD}}) {
    absl::StatusOr<MatchSetup> setup = DecodeConfig(Header(factions));
    ASSERT_TRUE(setup.ok()) << setup.status();
    EXPECT_EQ(setup->players, int(factions.size()));
  }
}

// ---- Setup (seed 001 ゲームの準備).

TEST(RootMechanical, SpiesInDeckEvenWithTwoSeats) {
  BotTable t;
  // The four dominance ids stay in the deck as the spy cards.
  EXPECT_EQ(t.s.out_of_game, 0u);
  int dominance = 0;
  for (int i = 0; i < t.s.deck_size; ++i) dominance += kCards[t.s.deck[i]].effect == CardEffect::kDominance;
  EXPECT_EQ(dominance + Popcount(t.s.hand[0]) * 0, 4);
}

TEST(RootMechanical, ItemsForSaleFromTheSupply) {
  BotTable t;
  for (Item item : {Item::kSword, Item::kBoot, Item::kBag, Item::kTea}) {
    EXPECT_EQ(mechanical::ForSale(t.s.mechanical, int(item)), 1);
    EXPECT_EQ(t.s.item_supply[int(item)], kItemSupply[int(item)] - 1);
  }
  EXPECT_EQ(mechanical::ForSale(t.s.mechanical, int(Item::kHammer)), 0);
  EXPECT_EQ(t.s.item_supply[int(Item::kHammer)], kItemSupply[int(Item::kHammer)]);
}

TEST(RootMechanical, SetupKeepInACorner) {
  BotTable t;
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kPlaceKeep, kBotSeat, 5)), "root.mechanical.setup");
  EXPECT_EQ(t.Legal(), 4);  // the four corners
  t.Ok(ClearingEv(EventKind::kPlaceKeep, kBotSeat, 2));
  EXPECT_EQ(t.s.mechanical.keep, 1);
}

TEST(RootMechanical, SetupWarriorsButNoBuildings) {
  BotTable t;
  t.SetUpAll();
  // One warrior everywhere but the corner opposite the keep (3).
  for (int c = 0; c < kNumClearings; ++c) EXPECT_EQ(t.s.warriors[kMb][c], c == 2 ? 0 : 1) << c + 1;
  EXPECT_EQ(t.s.warrior_supply[kMb], kMechWarriors - 11);
  EXPECT_EQ(t.s.marquise.keep, -1);
  for (int c = 0; c < kNumClearings; ++c) EXPECT_EQ(AllBuildings(t.s, c), c == 2 ? 1 : 0);  // the roost
}

TEST(RootMechanical, OrdersDealtFiveNotThree) {
  BotTable t;
  t.SetUpAll();
  EXPECT_EQ(t.s.hand[kBotSeat], 0u);
  // Dealt 43 21 30 (row ascending: 21 30 43), then 17 and 24 from the deck.
  const std::array<int8_t, kMechOrders> want = {20, 29, 42, 16, 23};
  EXPECT_EQ(t.s.mechanical.row, want);
  EXPECT_EQ(Popcount(mechanical::Orders(t.s.mechanical)), 5);
  EXPECT_EQ(t.s.deck_size, kNumCards - 3 - 5);
  EXPECT_EQ(t.s.phase, Phase::kBirdsong);
  EXPECT_EQ(t.s.turn_seat, kEyrieSeat);
}

TEST(RootMechanical, KeepBarsOthersPlacement) {
  BotTable t;
  t.Ok(ClearingEv(EventKind::kPlaceKeep, kBotSeat, 1));
  EXPECT_FALSE(MayPlace(t.s, Faction::kEyrie, 0));
  EXPECT_TRUE(MayPlace(t.s, kBot, 0));
}

// facts 6 and 10.1.2: the Eyrie's starting roost goes opposite the keep, the
// automa's as the Marquise's.
TEST(RootMechanical, SetupEyrieRoostOppositeTheKeep) {
  BotTable t;
  t.Ok(ClearingEv(EventKind::kPlaceKeep, kBotSeat, 2));
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kPlaceStartingRoost, kEyrieSeat, 3)), "root.eyrie.setup");
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kPlaceStartingRoost, kEyrieSeat, 2)), "root.marquise.keep");
  EXPECT_EQ(t.Legal(), 1);
  t.Ok(ClearingEv(EventKind::kPlaceStartingRoost, kEyrieSeat, 4));  // 2's opposite corner
}

// ---- Traits (seed 001 《不器用》《奇襲嫌い》).

// Stand and Deliver! names the automa though it holds no card: the Eyrie
// draws the deck's top card instead (no chance outcome), the automa scores
// the card's 1 VP, and its orders stay as they are.
TEST(RootMechanical, NoHandStandAndDeliverDrawsFromDeck) {
  BotTable t;
  GiveCrafted(t.s, kEyrieSeat, 22);
  t.SetUpAll();
  ASSERT_EQ(t.s.phase, Phase::kBirdsong);
  const uint64_t orders = mechanical::Orders(t.s.mechanical);
  const int top = t.s.deck[t.s.deck_size - 1];
  const int hand = HandSize(t.s, kEyrieSeat);
  Event use = CardEv(EventKind::kUseCard, kEyrieSeat, 22);
  use.target = kBotSeat;
  EXPECT_TRUE(t.Listed(use));
  t.Ok(use);
  EXPECT_NE(ActorOf(t.s), kChanceActor);
  EXPECT_EQ(t.s.steal_from, -1);
  EXPECT_TRUE((t.s.hand[kEyrieSeat] >> top) & 1);
  EXPECT_EQ(HandSize(t.s, kEyrieSeat), hand + 1);
  EXPECT_EQ(t.s.hand[kBotSeat], 0u);
  EXPECT_EQ(mechanical::Orders(t.s.mechanical), orders);
  EXPECT_EQ(t.s.vp[kBotSeat], 1);
  EXPECT_EQ(Broken(t.s), std::set<std::string>{});
}

// The same take with the deck out: the discard is shuffled first (a chance
// outcome), then the Eyrie draws.
TEST(RootMechanical, NoHandTakeWithDeckOutShufflesFirst) {
  BotTable t;
  GiveCrafted(t.s, kEyrieSeat, 22);
  t.SetUpAll();
  State& s = t.s;
  for (int i = 0; i < s.deck_size; ++i) s.discard |= Bit(s.deck[i]);
  s.deck_size = 0;
  Event use = CardEv(EventKind::kUseCard, kEyrieSeat, 22);
  use.target = kBotSeat;
  const int hand = HandSize(s, kEyrieSeat);
  t.Ok(use);
  EXPECT_TRUE(s.need_shuffle);
  std::mt19937 rng(7);
  t.Ok(SampleChance(s, rng));
  EXPECT_EQ(HandSize(s, kEyrieSeat), hand + 1);
  EXPECT_EQ(s.draw_owed[kEyrieSeat], 0);
}

// The Thief's steal (facts 4.1 Thief) from the automa in the pawn's
// clearing: a card from the deck, and no VP for the automa.
TEST(RootMechanical, NoHandThiefStealDrawsFromDeck) {
  constexpr int kVbSeat = 2;
  Table t{Table::NoSetup{}};
  MatchSetup setup;
  setup.players = 3;
  setup.factions = {Faction::kEyrie, kBot, Faction::kVagabond};
  t.s = NewInitialState(setup);
  t.ShuffleWithFirst({31, 15, 2, 43, 21, 30, 17, 24, 16, 29, 44});
  t.Ok(ClearingEv(EventKind::kPlaceKeep, kBotSeat, 1));
  t.Ok(ClearingEv(EventKind::kPlaceStartingRoost, kEyrieSeat, 3));
  Event l = Ev(EventKind::kChooseLeader, kEyrieSeat);
  l.n = int8_t(Leader::kDespot);
  t.Ok(l);
  Event ch = Ev(EventKind::kChooseCharacter, kVbSeat);
  ch.n = int8_t(Character::kThief);
  t.Ok(ch);
  Event p = Ev(EventKind::kPlacePawn, kVbSeat);
  p.a = int8_t(kForestAt);
  t.Ok(p);
  Event q = Ev(EventKind::kQuestShuffle, 0);
  for (int k = 0; k < kNumQuests; ++k) q.order[q.order_len++] = uint8_t(k);
  t.Ok(q);
  Event r = Ev(EventKind::kRuinItems, 0);
  for (Item i : {Item::kBag, Item::kHammer, Item::kBoot, Item::kSword}) r.order[r.order_len++] = uint8_t(i);
  t.Ok(r);
  ASSERT_NE(t.s.phase, Phase::kSetup);
  // The Vagabond's Daylight with its pawn in 5, where the automa has a warrior.
  t.s.turn_seat = kVbSeat;
  t.s.windows_done = 0;
  RulesOf(Faction::kVagabond).begin_turn(t.s);
  t.s.vagabond.pawn = 4;
  ASSERT_EQ(t.s.warriors[kMb][4], 1);
  while (t.s.fstep != uint8_t(VagabondStep::kDaylight)) t.Ok(Ev(EventKind::kEndPhase, kVbSeat));
  const int top = t.s.deck[t.s.deck_size - 1];
  const uint64_t orders = mechanical::Orders(t.s.mechanical);
  Event steal = Ev(EventKind::kSpecial, kVbSeat);
  steal.target = kBotSeat;
  EXPECT_TRUE(t.Listed(steal));
  t.Ok(steal);
  EXPECT_NE(ActorOf(t.s), kChanceActor);
  EXPECT_TRUE((t.s.hand[kVbSeat] >> top) & 1);
  EXPECT_EQ(t.s.vp[kBotSeat], 0);
  EXPECT_EQ(t.s.hand[kBotSeat], 0u);
  EXPECT_EQ(mechanical::Orders(t.s.mechanical), orders);
}

// Outrage (seed 【森林連合】「蜂起」) when the automa moves into sympathy: it
// has no card to give, so its one event shows its (empty) hand and the
// Alliance draws from the deck, which is what 《不器用》 gives as well.
TEST(RootMechanical, NoHandOutrageAllianceDrawsFromDeck) {
  Table t{Table::NoSetup{}};
  t.s = Empty();
  State& s = t.s;
  s.alliance.sympathy = uint16_t(1u << 4);
  s.deck[0] = 30 - 1;
  s.deck_size = 1;
  Put(s, kBot, 5, 2);
  OutrageOnEntry(s, kBot, 4);
  ASSERT_EQ(ActorOf(s), 0);
  std::vector<Event> legal;
  LegalEvents(s, [&](const Event& e) { legal.push_back(e); });
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_EQ(legal[0].kind, EventKind::kOutrage);
  EXPECT_EQ(legal[0].card, -1);
  t.Ok(legal[0]);
  EXPECT_TRUE((s.alliance.supporters >> (30 - 1)) & 1);
  EXPECT_EQ(s.outrage_at, 0);
}

// Better Burrow Bank naming it (another player draws a card): a card given
// to it, so 1 VP instead and nothing drawn (seed 001 《不器用》; README).
TEST(RootMechanical, NoHandDrawScoresOneVpInstead) {
  Table t{Table::NoSetup{}};
  t.s = Empty();
  State& s = t.s;
  const int deck = s.deck_size;
  QueueDraw(s, 0, 1);  // seat 0 is the automa
  EXPECT_EQ(s.vp[0], 1);
  EXPECT_EQ(s.draw_owed[0], 0);
  EXPECT_EQ(s.hand[0], 0u);
  EXPECT_EQ(s.deck_size, deck);
  QueueDraw(s, 1, 1);  // the Eyrie draws as usual
  EXPECT_EQ(s.draw_owed[1], 1);
  EXPECT_EQ(s.vp[1], 0);
}

TEST(RootMechanical, NoHandGivingScoresOneVp) {
  BotTable t;
  t.SetUpAll();
  const int card = 30;  // #31 Bake Sale, dealt to the Eyrie
  ASSERT_TRUE(InHand(t.s, kEyrieSeat, card));
  mechanical::GiveCardToBot(t.s, kEyrieSeat, card);
  EXPECT_FALSE(InHand(t.s, kEyrieSeat, card));
  EXPECT_TRUE((t.s.discard >> card) & 1);
  EXPECT_EQ(t.s.hand[kBotSeat], 0u);
  EXPECT_EQ(t.s.vp[kBotSeat], 1);
}

TEST(RootMechanical, HatesSurprisesNoAmbushAgainstIt) {
  BotTable t;
  t.SetUpAll();
  // A battle the automa started in 1 against the Eyrie, who holds Ambush! (fox).
  State& s = t.s;
  s.hand[kEyrieSeat] |= Bit(14);
  s.warriors[int(Faction::kEyrie)][0] = 1;
  s.battle.active = true;
  s.battle.stage = BattleStage::kAmbush;
  s.battle.attacker = kBotSeat;
  s.battle.defender = kEyrieSeat;
  s.battle.clearing = 0;
  Event ambush = CardEv(EventKind::kAmbush, kEyrieSeat, 15);
  EXPECT_EQ(t.Rejects(ambush), "root.mechanical.hates_surprises");
  // As the reducer leaves it (the ambush step skipped, the dice due): the
  // same rule, not "a chance outcome is due".
  s.battle.stage = BattleStage::kRoll;
  EXPECT_EQ(t.Rejects(ambush), "root.mechanical.hates_surprises");
  s.battle.stage = BattleStage::kAmbush;
  // The same ambush against the Eyrie attacking is judged as usual.
  s.battle.attacker = kEyrieSeat;
  s.battle.defender = kBotSeat;
  s.hand[kBotSeat] = 0;
  EXPECT_NE(t.Rejects(ambush), "root.mechanical.hates_surprises");
}

// ---- Birdsong (seed 001 朝フェイズ《勝利点の獲得》).

TEST(RootMechanical, BirdsongTwoVpPerRuledClearingWithThree) {
  State s = Empty();
  Put(s, kBot, 1, 3);  // rules, 3: counts
  Put(s, kBot, 2, 2);  // rules, 2: no
  Put(s, kBot, 5, 4);  // 4 against 4 Eyrie: no rule (a tie), no
  Put(s, Faction::kEyrie, 5, 4);
  Put(s, kBot, 12, 5);  // rules: counts
  Put(s, Faction::kAlliance, 12, 2);
  EXPECT_EQ(mechanical::BirdsongVp(s), 4);
  mechanical::ScoreBirdsong(s);
  EXPECT_EQ(s.vp[0], 4);
}

// The state text (error messages, `arbiter replay`) names its warriors in
// each clearing, as every faction's clearing text does.
TEST(RootMechanical, StateTextShowsItsWarriors) {
  BotTable t;
  t.SetUpAll();
  const std::string text = StateText(t.s);
  EXPECT_NE(text.find("| automa 1 keep\n"), std::string::npos) << text;  // clearing 1
  EXPECT_NE(text.find("ruler Mechanical Marquise | automa 1\n"), std::string::npos) << text;
}

// ---- Daylight 1. Battle: the defender.

TEST(RootMechanical, BattleDefenderMostPieces) {
  State s = Empty();
  Put(s, kBot, 12, 2);
  Put(s, Faction::kEyrie, 12, 1);
  Put(s, Faction::kAlliance, 12, 2);
  EXPECT_EQ(mechanical::BattleDefender(s, 11), 2);
  s.eyrie.roosts[11] = 1;
  s.eyrie.roost_track = 6;
  s.warriors[int(Faction::kEyrie)][11] = 2;  // 2 warriors + a roost: 3 pieces
  EXPECT_EQ(mechanical::BattleDefender(s, 11), 1);
}

TEST(RootMechanical, BattleDefenderTieMostVp) {
  State s = Empty();
  Put(s, kBot, 12, 2);
  Put(s, Faction::kEyrie, 12, 2);
  Put(s, Faction::kAlliance, 12, 2);
  s.vp[2] = 3;
  s.vp[1] = 1;
  EXPECT_EQ(mechanical::BattleDefender(s, 11), 2);
}

TEST(RootMechanical, BattleDefenderTieSetupOrder) {
  // Alliance (C) before the Eyrie (B)? No: the Eyrie's letter is earlier.
  State s = Empty({kBot, Faction::kAlliance, Faction::kEyrie});
  Put(s, kBot, 12, 2);
  Put(s, Faction::kEyrie, 12, 2);
  Put(s, Faction::kAlliance, 12, 2);
  EXPECT_EQ(mechanical::BattleDefender(s, 11), 2);  // the Eyrie's seat
}

TEST(RootMechanical, BattleNoneWithoutBothSides) {
  State s = Empty();
  Put(s, kBot, 12, 2);
  EXPECT_EQ(mechanical::BattleDefender(s, 11), -1);
  Put(s, Faction::kEyrie, 9, 2);
  EXPECT_EQ(mechanical::BattleDefender(s, 8), -1);
}

// ---- Daylight 2. Move.

TEST(RootMechanical, MoveLeavesThreeTowardMostEnemies) {
  State s = Empty();
  Put(s, kBot, 12, 6);
  Put(s, Faction::kEyrie, 9, 2);
  Put(s, Faction::kAlliance, 11, 3);
  const mechanical::MoveStep m = mechanical::DeriveMove(s, Suit::kFox, 11);
  EXPECT_EQ(m.from, 11);
  EXPECT_EQ(m.to, 10);  // clearing 11
  EXPECT_EQ(m.n, 3);    // six, three stay
}

TEST(RootMechanical, MoveTieToLowestChartNumber) {
  State s = Empty();
  Put(s, kBot, 12, 4);
  Put(s, Faction::kEyrie, 10, 2);
  Put(s, Faction::kAlliance, 9, 2);
  const mechanical::MoveStep m = mechanical::DeriveMove(s, Suit::kFox, 11);
  EXPECT_EQ(m.to, 8);  // clearing 9 before 10
  EXPECT_EQ(m.n, 1);
  // No enemy anywhere near: still the lowest (4).
  State quiet = Empty();
  Put(quiet, kBot, 12, 5);
  EXPECT_EQ(mechanical::DeriveMove(quiet, Suit::kFox, 11).to, 3);
}

TEST(RootMechanical, MoveOnlyFromFourAndMatchingSuit) {
  State s = Empty();
  Put(s, kBot, 12, 3);
  EXPECT_EQ(mechanical::DeriveMove(s, Suit::kFox, 11).n, 0);
  Put(s, kBot, 12, 5);
  EXPECT_EQ(mechanical::DeriveMove(s, Suit::kRabbit, 11).n, 0);
  // A bird order matches every clearing (README).
  EXPECT_EQ(mechanical::DeriveMove(s, Suit::kBird, 11).n, 2);
}

// ---- Daylight 3. Recruit by crafting cost.

TEST(RootMechanical, RecruitCaseByCost) {
  using mechanical::RecruitCase;
  EXPECT_EQ(mechanical::RecruitCaseOf(3 - 1), RecruitCase::kOneSuit);
  EXPECT_EQ(mechanical::RecruitCaseOf(17 - 1), RecruitCase::kOneSuit);
  EXPECT_EQ(mechanical::RecruitCaseOf(24 - 1), RecruitCase::kEachSuit);
  EXPECT_EQ(mechanical::RecruitCaseOf(10 - 1), RecruitCase::kKeep);
  EXPECT_EQ(mechanical::RecruitCaseOf(1 - 1), RecruitCase::kNoCost);
  EXPECT_EQ(mechanical::RecruitCaseOf(14 - 1), RecruitCase::kNoCost);
  // Every card of the deck has one of the seed's shapes.
  for (int c = 0; c < kNumCards; ++c) EXPECT_NE(mechanical::RecruitCaseOf(c), RecruitCase::kOther) << c + 1;
}

TEST(RootMechanical, RecruitOneSuitPlacesTheIconCount) {
  State s = Empty();
  Put(s, kBot, 1, 1);   // fox, ruled
  Put(s, kBot, 12, 1);  // fox, contested: tie, not ruled
  Put(s, Faction::kEyrie, 12, 1);
  Put(s, kBot, 5, 1);   // rabbit, ruled
  EXPECT_EQ(mechanical::ApplyRecruit(s, 5 - 1), 2);  // Arms Trader: 2 fox
  EXPECT_EQ(s.warriors[kMb][0], 3);
  EXPECT_EQ(s.warriors[kMb][11], 1);
  EXPECT_EQ(s.warriors[kMb][4], 1);
  EXPECT_EQ(mechanical::ApplyRecruit(s, 50 - 1), 0);  // Scouting Party: 2 mouse, none ruled
  EXPECT_EQ(mechanical::ApplyRecruit(s, 30 - 1), 1);  // A Visit to Friends: 1 rabbit
  EXPECT_EQ(s.warriors[kMb][4], 2);
}

TEST(RootMechanical, RecruitEachSuitOneEverywhereRuled) {
  State s = Empty();
  Put(s, kBot, 1, 1);
  Put(s, kBot, 2, 1);
  Put(s, kBot, 5, 1);
  EXPECT_EQ(mechanical::ApplyRecruit(s, 24 - 1), 3);
  EXPECT_EQ(s.warriors[kMb][0] + s.warriors[kMb][1] + s.warriors[kMb][4], 6);
}

TEST(RootMechanical, RecruitKeepFourAtTheKeep) {
  State s = Empty();
  s.mechanical.keep = 0;
  EXPECT_EQ(mechanical::ApplyRecruit(s, 10 - 1), kMechKeepRecruit);
  EXPECT_EQ(s.warriors[kMb][0], 4);
  s.mechanical.keep = -1;  // removed: nowhere to place
  EXPECT_EQ(mechanical::ApplyRecruit(s, 10 - 1), 0);
}

TEST(RootMechanical, RecruitSupplyShortLowestFirst) {
  State s = Empty();
  for (int c = 1; c <= kNumClearings; ++c) Put(s, kBot, c, 2);  // 24 on the map, 1 left
  EXPECT_EQ(mechanical::ApplyRecruit(s, 24 - 1), 1);
  EXPECT_EQ(s.warriors[kMb][0], 3);
  EXPECT_EQ(s.warriors[kMb][1], 2);
  EXPECT_EQ(s.warrior_supply[kMb], 0);
}

TEST(RootMechanical, NoCostRecruitsNothing) {
  State s = Empty();
  Put(s, kBot, 1, 1);
  EXPECT_EQ(mechanical::ApplyRecruit(s, 1 - 1), 0);
  EXPECT_EQ(mechanical::ApplyRecruit(s, 14 - 1), 0);
}

// ---- Evening (seed 001 夜フェイズ《実行命令の補充》).

TEST(RootMechanical, RefillToFive) {
  BotTable t;
  t.SetUpAll();
  State& s = t.s;
  const std::array<int8_t, kMechOrders> before = s.mechanical.row;
  s.mechanical.revealed = 2;
  const int top = s.deck[s.deck_size - 1], next = s.deck[s.deck_size - 2];
  EXPECT_EQ(mechanical::RefillOrders(s), 2);
  const std::array<int8_t, kMechOrders> want = {before[2], before[3], before[4], int8_t(top), int8_t(next)};
  EXPECT_EQ(s.mechanical.row, want);
  EXPECT_TRUE((s.discard >> before[0]) & 1);
  EXPECT_TRUE((s.discard >> before[1]) & 1);
  EXPECT_EQ(s.mechanical.revealed, 0);
  EXPECT_EQ(Popcount(mechanical::Orders(s.mechanical)), 5);
}

// ---- The spy cards (seed 001 【スパイカード】).

// Card `card` (printed number) from the deck into `seat`'s hand.
void ToHand(State& s, int seat, int card) {
  TakeFromDeck(s, card - 1);
  s.hand[seat] |= Bit(card - 1);
}

// The Eyrie (seat 0) in its first Daylight's actions holding the fox spy
// (#28) and the rabbit spy (#41); the automa's orders are #21 Root Tea (fox),
// #30 A Visit to Friends (rabbit), #43 Codebreakers (mouse), #17 Favor of the
// Foxes (fox), #24 Tax Collector (fox), left to right.
BotTable SpyTable() {
  BotTable t;
  t.SetUpAll();
  ToHand(t.s, kEyrieSeat, 28);
  ToHand(t.s, kEyrieSeat, 41);
  Event a = CardEv(EventKind::kAddToDecree, kEyrieSeat, 31);
  a.n = 0;
  t.Ok(a);
  for (int i = 0; i < 4 && t.s.fstep != uint8_t(EyrieStep::kDaylight); ++i) t.Ok(Ev(EventKind::kEndPhase, kEyrieSeat));
  return t;
}
Event Look(int spy, int order, int seen) {
  Event e = CardEv(EventKind::kSpyLook, kEyrieSeat, spy);
  e.a = int8_t(order - 1);
  e.b = int8_t(seen - 1);
  return e;
}
Event Swap(int order) {
  Event e = Ev(EventKind::kSpySwap, kEyrieSeat);
  e.a = int8_t(order - 1);
  return e;
}
std::vector<Event> LegalOf(const State& s, EventKind kind) {
  std::vector<Event> out;
  LegalEvents(s, [&](const Event& e) {
    if (e.kind == kind) out.push_back(e);
  });
  return out;
}
// Exactness on the spy events: every candidate (each card, order -1..5,
// each seen card; each swap place -1..5) is accepted iff LegalEvents lists it.
void ExpectSpyListingExact(const State& s) {
  std::vector<Event> legal;
  LegalEvents(s, [&](const Event& e) { legal.push_back(e); });
  auto listed = [&](const Event& e) { return std::find(legal.begin(), legal.end(), e) != legal.end(); };
  for (int order = 0; order <= kMechOrders + 1; ++order) {
    Event w = Swap(order);
    EXPECT_EQ(Validate(s, w).ok(), listed(w)) << "swap " << order;
    for (int card = 1; card <= kNumCards; ++card)
      for (int seen = 1; seen <= kNumCards; ++seen) {
        Event e = Look(card, order, seen);
        EXPECT_EQ(Validate(s, e).ok(), listed(e)) << card << " " << order << " " << seen;
      }
  }
}

TEST(RootMechanical, SpyMatchDiscardsTheSpyBesideTheMap) {
  BotTable t = SpyTable();
  ASSERT_EQ(t.s.fstep, uint8_t(EyrieStep::kDaylight));
  const std::array<int8_t, kMechOrders> row = t.s.mechanical.row;
  // Two spies, five orders: ten looks, each naming the card there.
  EXPECT_EQ(LegalOf(t.s, EventKind::kSpyLook).size(), 10u);
  ExpectSpyListingExact(t.s);
  t.Ok(Look(28, 1, 21));  // the fox spy finds the fox Root Tea
  EXPECT_FALSE(InHand(t.s, kEyrieSeat, 28 - 1));
  EXPECT_TRUE((t.s.beside_map >> (28 - 1)) & 1);
  EXPECT_EQ(t.s.mechanical.row, row);
  EXPECT_EQ(t.s.mechanical.spy_swap, -1);
  EXPECT_TRUE(mechanical::LookedThisTurn(t.s));
  EXPECT_EQ(EventText(Look(28, 1, 21)),
            "seat 0: spy #28 Spy (fox): looks at order 1, #21 Root Tea (fox) (a match: the spy is discarded)");
  EXPECT_EQ(Broken(t.s), std::set<std::string>{});
}

TEST(RootMechanical, SpyNoMatchSwapsTheOrderUnseen) {
  BotTable t = SpyTable();
  const std::array<int8_t, kMechOrders> row = t.s.mechanical.row;
  const uint64_t orders = mechanical::Orders(t.s.mechanical);
  EXPECT_EQ(t.Rejects(Look(28, 2, 31)), "root.mechanical.spy_look");  // #30 is there
  t.Ok(Look(28, 2, 30));  // fox spy, rabbit order: no match
  EXPECT_TRUE(InHand(t.s, kEyrieSeat, 28 - 1));
  EXPECT_EQ(t.s.mechanical.spy_swap, 1);
  EXPECT_NE(DecisionText(t.s).find("changes places"), std::string::npos) << DecisionText(t.s);
  // The swap comes first, with another order.
  EXPECT_EQ(t.Rejects(Ev(EventKind::kEndPhase, kEyrieSeat)), "root.mechanical.spy_swap");
  EXPECT_EQ(t.Rejects(Swap(2)), "root.mechanical.spy_swap");
  std::vector<Event> legal;
  LegalEvents(t.s, [&](const Event& e) { legal.push_back(e); });
  EXPECT_EQ(legal.size(), 4u);
  ExpectSpyListingExact(t.s);
  EXPECT_EQ(Broken(t.s), std::set<std::string>{});
  t.Ok(Swap(5));
  std::array<int8_t, kMechOrders> want = row;
  std::swap(want[1], want[4]);
  EXPECT_EQ(t.s.mechanical.row, want);
  EXPECT_EQ(mechanical::Orders(t.s.mechanical), orders);  // the same cards, two places changed
  EXPECT_EQ(t.s.mechanical.spy_swap, -1);
  EXPECT_EQ(EventText(Swap(5)), "seat 0: spy: swaps with order 5 unseen");
  EXPECT_EQ(Broken(t.s), std::set<std::string>{});
}

// A swap due survives a snapshot, and the look's turn with it; the spy
// fields enter the digest once a look is made.
TEST(RootMechanical, SpySnapshotKeepsTheLookAndTheSwap) {
  BotTable t = SpyTable();
  const uint64_t before = StateDigest(t.s);
  State copy = t.s;
  mechanical::kSpies.execute(copy, Look(28, 2, 30));
  EXPECT_NE(StateDigest(copy), before);
  t.Ok(Look(28, 2, 30));
  pb::Snapshot snap;
  WriteSnapshot(t.s, &snap);
  absl::StatusOr<State> back = ReadSnapshot(snap);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->mechanical.spy_swap, 1);
  EXPECT_TRUE(mechanical::LookedThisTurn(*back));
  EXPECT_EQ(StateDigest(*back), StateDigest(t.s));
  // A look recorded in a later turn than the snapshot's is refused.
  snap.mutable_root()->mutable_mechanical()->set_spy_turn(t.s.turns_taken + 2);
  EXPECT_FALSE(ReadSnapshot(snap).ok());
}

TEST(RootMechanical, SpySecondLookInOneTurnRefused) {
  BotTable t = SpyTable();
  t.Ok(Look(28, 2, 30));
  t.Ok(Swap(3));
  // The rabbit spy is still in hand and would match #30 (now third): refused.
  EXPECT_EQ(t.Rejects(Look(41, 3, 30)), "root.mechanical.spy_once_per_turn");
  EXPECT_TRUE(LegalOf(t.s, EventKind::kSpyLook).empty());
  ExpectSpyListingExact(t.s);
}

TEST(RootMechanical, SpyBirdIsItsOwnSuit) {
  BotTable t = SpyTable();
  ToHand(t.s, kEyrieSeat, 14);  // the bird spy
  t.Ok(Look(14, 1, 21));         // a fox order: birds are not wild here
  EXPECT_TRUE(InHand(t.s, kEyrieSeat, 14 - 1));
  EXPECT_EQ(t.s.mechanical.spy_swap, 0);
}

TEST(RootMechanical, SpyLookOnlyInTheLookersDaylight) {
  BotTable t;
  t.SetUpAll();
  ToHand(t.s, kEyrieSeat, 28);
  ASSERT_EQ(t.s.phase, Phase::kBirdsong);
  EXPECT_EQ(t.Rejects(Look(28, 1, 21)), "root.mechanical.spy_look");
  EXPECT_TRUE(LegalOf(t.s, EventKind::kSpyLook).empty());
}

TEST(RootMechanical, SpyNoDominanceVictory) {
  BotTable t = SpyTable();
  t.s.vp[kEyrieSeat] = 12;
  Event activate = CardEv(EventKind::kActivateDominance, kEyrieSeat, 28);
  EXPECT_EQ(t.Rejects(activate), "root.mechanical.spy_no_victory");
  EXPECT_TRUE(LegalOf(t.s, EventKind::kActivateDominance).empty());
}

TEST(RootMechanical, SpyEventsRoundTripTheCodecs) {
  for (const Event& e : {Look(28, 2, 30), Swap(5)}) {
    pb::Event out;
    EncodeEvent(e, &out);
    absl::StatusOr<Event> back = DecodeEvent(out);
    ASSERT_TRUE(back.ok()) << back.status();
    EXPECT_EQ(*back, e);
    Event wire;
    ASSERT_TRUE(DecodeEventWire(out.root().SerializeAsString(), &wire));
    EXPECT_EQ(wire, e);
  }
  pb::Event bad;
  bad.mutable_root()->mutable_spy_swap()->set_order(6);
  EXPECT_FALSE(DecodeEvent(bad).ok());
}

// ---- Invariants (verifier/root/factions/mechanical.h).

std::set<std::string> Broken(const State& state) {
  std::set<std::string> broken;
  std::thread([&] {
    const Game* game = FindGame("root");
    ASSERT_NE(game, nullptr);
    TypedMatch<RootRules> match(*game, std::make_shared<const RootRules>(SetupOf(state)), state);
    for (const Invariant& invariant : InvariantsFor("root"))
      if (!invariant.check(match).ok()) broken.insert(std::string(invariant.id));
  }).join();
  return broken;
}

TEST(RootMechanical, InvariantsHoldAfterSetup) {
  BotTable t;
  t.SetUpAll();
  EXPECT_EQ(Broken(t.s), std::set<std::string>{});
}

TEST(RootMechanical, InvariantNoHand) {
  BotTable t;
  t.SetUpAll();
  State s = t.s;
  const int card = s.mechanical.row[4];
  s.mechanical.row[4] = -1;
  mechanical::SetOrders(s.mechanical, mechanical::Orders(s.mechanical) & ~Bit(card));
  s.hand[kBotSeat] |= Bit(card);
  EXPECT_TRUE(Broken(s).count("root.mechanical.no_hand"));
}

TEST(RootMechanical, InvariantFiveOrdersAfterEvening) {
  BotTable t;
  t.SetUpAll();
  State s = t.s;
  const int card = s.mechanical.row[4];
  s.mechanical.row[4] = -1;
  mechanical::SetOrders(s.mechanical, mechanical::Orders(s.mechanical) & ~Bit(card));
  s.discard |= Bit(card);
  EXPECT_EQ(Broken(s), std::set<std::string>{"root.mechanical.orders"});
}

TEST(RootMechanical, InvariantNoMarquise) {
  BotTable t;
  t.SetUpAll();
  State s = t.s;
  s.seat_of[int(Faction::kMarquise)] = 0;
  EXPECT_TRUE(Broken(s).count("root.mechanical.no_marquise"));
}

TEST(RootMechanical, InvariantItemsForSaleConserved) {
  BotTable t;
  t.SetUpAll();
  State s = t.s;
  s.mechanical.for_sale = uint8_t(s.mechanical.for_sale | 0x10);  // a fifth item
  EXPECT_EQ(Broken(s), std::set<std::string>{"root.mechanical.items_for_sale"});
  s = t.s;
  s.mechanical.for_sale = uint8_t(s.mechanical.for_sale & ~1u);  // the sword gone nowhere
  EXPECT_EQ(Broken(s), std::set<std::string>{"root.items_conserved"});
}

TEST(RootMechanical, InvariantWarriorsConserved) {
  BotTable t;
  t.SetUpAll();
  State s = t.s;
  ++s.warriors[kMb][4];
  EXPECT_TRUE(Broken(s).count("root.pieces_conserved"));
}

TEST(RootMechanical, InvariantSpiesInDeck) {
  BotTable t;
  t.SetUpAll();
  State s = t.s;
  // A dominance id taken out of the game (as a two-seat game without the automa would).
  for (int i = 0; i < s.deck_size; ++i) {
    if (kCards[s.deck[i]].effect != CardEffect::kDominance) continue;
    const int card = s.deck[i];
    for (int j = i; j + 1 < s.deck_size; ++j) s.deck[j] = s.deck[j + 1];
    --s.deck_size;
    s.out_of_game |= Bit(card);
    break;
  }
  EXPECT_TRUE(Broken(s).count("root.mechanical.spies_in_deck"));
}


// ---- The turn, played through the reducer (its steps are events of its seat).

// Plays whoever is on (end phases first, else the first legal event) until
// `done` holds; false when no event is legal.
template <typename Done>
bool PlayUntil(Table& t, Done done, int limit = 400) {
  for (int i = 0; i < limit && !done(t.s); ++i) {
    std::vector<Event> legal;
    LegalEvents(t.s, [&](const Event& e) { legal.push_back(e); });
    if (legal.empty()) return false;
    Event pick = legal[0];
    for (const Event& e : legal)
      if (e.kind == EventKind::kEndPhase) pick = e;
    if (!t.Do(pick).ok()) return false;
  }
  return done(t.s);
}

// Its first order is #21 Root Tea (fox): a battle is due in 12 (fox), where it
// has five warriors and the Eyrie one; only that battle is accepted.
TEST(RootMechanical, BattleDueIsTheOnlyStepAccepted) {
  BotTable t;
  t.SetUpAll();
  Put(t.s, kBot, 12, 5);
  t.s.warriors[int(Faction::kEyrie)][11] = 1;
  --t.s.warrior_supply[int(Faction::kEyrie)];
  ASSERT_TRUE(PlayUntil(t, [](const State& s) { return s.turn_seat == kBotSeat && s.phase == Phase::kDaylight; }));
  ASSERT_EQ(t.s.mechanical.revealed, 1);
  std::vector<Event> legal;
  LegalEvents(t.s, [&](const Event& e) { legal.push_back(e); });
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_EQ(legal[0].kind, EventKind::kBattle);
  const int c = legal[0].a;
  EXPECT_TRUE(mechanical::OrderMatches(t.s, Suit::kFox, c));
  // Another clearing, or no battle at all, is refused with the rule.
  Event wrong = BattleEv(kBotSeat, c == 11 ? 1 : 12, kEyrieSeat);
  EXPECT_EQ(t.Rejects(wrong), "root.mechanical.battle");
  EXPECT_EQ(t.Rejects(MoveEv(kBotSeat, 12, 9, 2)), "root.mechanical.battle");
  // The due battle naming a Decree card (it has none) is not the due step.
  Event with_decree = legal[0];
  with_decree.decree = 54;
  EXPECT_EQ(t.Rejects(with_decree), "root.mechanical.battle");
  t.Ok(legal[0]);
  // The turn plays out to the Eyrie's next turn with every step derived.
  ASSERT_TRUE(PlayUntil(t, [](const State& s) { return s.turn_seat == kEyrieSeat; }));
  EXPECT_EQ(Broken(t.s), std::set<std::string>{});
  int orders = 0;
  for (int8_t card : t.s.mechanical.row) orders += card >= 0;
  EXPECT_EQ(orders, kMechOrders);
}

// A move due from 12 (six warriors, fox order): all but three, toward the
// most enemy pieces; a move that leaves other than three is refused.
TEST(RootMechanical, MoveDueLeavesThree) {
  BotTable t;
  t.SetUpAll();
  Put(t.s, kBot, 12, 6);
  ASSERT_TRUE(PlayUntil(t, [](const State& s) {
    return s.turn_seat == kBotSeat && s.fstep >= uint8_t(MechStep::kMoves) && s.fstep <= uint8_t(MechStep::kLast);
  }));
  std::vector<Event> legal;
  LegalEvents(t.s, [&](const Event& e) { legal.push_back(e); });
  ASSERT_EQ(legal.size(), 1u);
  ASSERT_EQ(legal[0].kind, EventKind::kMove);
  const Event due = legal[0];
  EXPECT_EQ(due.n, t.s.warriors[kMb][due.a] - 3);
  Event more = due;
  ++more.n;
  EXPECT_EQ(t.Rejects(more), "root.mechanical.move");
  t.Ok(due);
  EXPECT_EQ(t.s.warriors[kMb][due.a], 3);
}

// A table of `factions` in seat order, dealt from a shuffle, its setup
// still to play.
Table SeatedTable(const std::vector<Faction>& factions) {
  Table t{Table::NoSetup{}};
  MatchSetup setup;
  setup.players = int(factions.size());
  for (size_t i = 0; i < factions.size(); ++i) setup.factions[i] = factions[i];
  t.s = NewInitialState(setup);
  t.ShuffleWithFirst({});
  return t;
}

// What random play may pick from at `s`: one sampled chance outcome, or
// every listed event.
std::vector<Event> Choices(const State& s, std::mt19937& rng) {
  std::vector<Event> legal;
  if (ActorOf(s) == kChanceActor) {
    legal.push_back(SampleChance(s, rng));
  } else {
    LegalEvents(s, [&](const Event& e) { legal.push_back(e); });
  }
  return legal;
}

// Random legal play with the automa seated (two and three seats, both maps
// not needed: Autumn): every listed event is accepted, and the catalogue
// holds along the way.
TEST(RootMechanical, RandomPlayKeepsInvariants) {
  const std::vector<std::vector<Faction>> tables = {
      {Faction::kEyrie, kBot}, {kBot, Faction::kAlliance, Faction::kEyrie}, {Faction::kVagabond, kBot, Faction::kLizard}};
  for (uint32_t seed = 1; seed <= 6; ++seed) {
    const std::vector<Faction>& factions = tables[seed % tables.size()];
    Table t = SeatedTable(factions);
    std::mt19937 rng(seed);
    for (int i = 0; i < 600 && t.s.winner < 0 && t.s.phase != Phase::kGameOver; ++i) {
      const std::vector<Event> legal = Choices(t.s, rng);
      ASSERT_FALSE(legal.empty()) << "seed " << seed << " event " << i;
      const Event& pick = legal[rng() % legal.size()];
      const absl::Status st = t.Do(pick);
      ASSERT_TRUE(st.ok()) << "seed " << seed << " event " << i << ": " << st;
      if (i % 40 == 0) {
        ASSERT_EQ(Broken(t.s), std::set<std::string>{}) << "seed " << seed << " event " << i;
      }
    }
    EXPECT_EQ(Broken(t.s), std::set<std::string>{}) << "seed " << seed;
    // Past the setup, and round the table at least once (its turns included).
    EXPECT_GT(int(t.s.turns_taken), int(factions.size())) << "seed " << seed;
  }
}

// Random play that takes a listed spy event whenever one is listed: at every
// state where the turn seat holds a spy or owes a swap, the spy events
// LegalEvents lists are exactly those the reducer accepts (each spy and one
// other card, orders -1..5, every card seen; every swap place), and the
// catalogue holds.
TEST(RootMechanical, SpyRandomPlayListsExactly) {
  const std::vector<std::vector<Faction>> tables = {
      {Faction::kEyrie, kBot, Faction::kAlliance}, {kBot, Faction::kVagabond, Faction::kEyrie}};
  int looks = 0, swaps = 0;
  for (uint32_t seed = 1; seed <= 4; ++seed) {
    const std::vector<Faction>& factions = tables[seed % tables.size()];
    Table t = SeatedTable(factions);
    std::mt19937 rng(seed);
    for (int i = 0; i < 500 && t.s.winner < 0 && t.s.phase != Phase::kGameOver; ++i) {
      const std::vector<Event> legal = Choices(t.s, rng);
      ASSERT_FALSE(legal.empty()) << "seed " << seed << " event " << i;
      uint64_t spies = 0;
      if (t.s.phase != Phase::kSetup && t.s.turn_seat < t.s.players)
        for (uint64_t m = t.s.hand[t.s.turn_seat]; m; m &= m - 1)
          if (kCards[std::countr_zero(m)].effect == CardEffect::kDominance) spies |= Bit(std::countr_zero(m));
      if (ActorOf(t.s) == t.s.turn_seat && (spies != 0 || t.s.mechanical.spy_swap >= 0)) {
        auto listed = [&](const Event& e) { return std::find(legal.begin(), legal.end(), e) != legal.end(); };
        for (int order = 0; order <= kMechOrders + 1; ++order) {
          Event w = Swap(order);
          w.seat = int8_t(t.s.turn_seat);
          ASSERT_EQ(Validate(t.s, w).ok(), listed(w)) << "seed " << seed << " event " << i;
          for (uint64_t m = spies | Bit(30 - 1); m; m &= m - 1)
            for (int seen = 1; seen <= kNumCards; ++seen) {
              Event e = Look(std::countr_zero(m) + 1, order, seen);
              e.seat = int8_t(t.s.turn_seat);
              ASSERT_EQ(Validate(t.s, e).ok(), listed(e)) << "seed " << seed << " event " << i;
            }
        }
      }
      Event pick = legal[rng() % legal.size()];
      for (const Event& e : legal)
        if (e.kind == EventKind::kSpyLook || e.kind == EventKind::kSpySwap) pick = e;
      looks += pick.kind == EventKind::kSpyLook;
      swaps += pick.kind == EventKind::kSpySwap;
      const absl::Status st = t.Do(pick);
      ASSERT_TRUE(st.ok()) << "seed " << seed << " event " << i << ": " << st;
      if (pick.kind == EventKind::kSpyLook || pick.kind == EventKind::kSpySwap || i % 50 == 0) {
        ASSERT_EQ(Broken(t.s), std::set<std::string>{}) << "seed " << seed << " event " << i;
      }
    }
  }
  EXPECT_GT(looks, 0);
  EXPECT_GT(swaps, 0);
}

// root.mechanical.birdsong_vp and root.mechanical.recruit ask the rule map
// once per call (faster): on every state of random play they agree with
// the plain reading, RulesClearing clearing by clearing, for every card.
TEST(RootMechanical, RecruitAndBirdsongRuleAsRulesClearingSays) {
  const std::vector<std::vector<Faction>> tables = {
      {Faction::kEyrie, kBot}, {kBot, Faction::kAlliance, Faction::kEyrie}, {Faction::kVagabond, kBot, Faction::kLizard}};
  int recruits = 0;
  for (uint32_t seed = 1; seed <= 6; ++seed) {
    Table t = SeatedTable(tables[seed % tables.size()]);
    std::mt19937 rng(seed);
    for (int i = 0; i < 600 && t.s.winner < 0 && t.s.phase != Phase::kGameOver; ++i) {
      if (t.s.phase != Phase::kSetup) {
        int vp = 0;
        for (int c = 0; c < kNumClearings; ++c)
          if (t.s.warriors[kMb][c] >= 3 && RulesClearing(t.s, kBot, c)) vp += 2;
        ASSERT_EQ(mechanical::BirdsongVp(t.s), vp) << "seed " << seed << " event " << i;
        for (int card = 0; card < kNumCards; ++card) {
          std::array<uint8_t, kNumClearings> plain{};
          const auto& cost = kCards[card].cost;
          const mechanical::RecruitCase rc = mechanical::RecruitCaseOf(card);
          for (int c = 0; c < kNumClearings; ++c) {
            const int suit = int(t.s.suit[c]);
            if (rc == mechanical::RecruitCase::kOneSuit && suit < kNumClearingSuits && cost[suit] > 0 &&
                RulesClearing(t.s, kBot, c))
              plain[c] = cost[suit];
            if (rc == mechanical::RecruitCase::kEachSuit && RulesClearing(t.s, kBot, c)) plain[c] = 1;
          }
          if (rc == mechanical::RecruitCase::kKeep && t.s.mechanical.keep >= 0)
            plain[t.s.mechanical.keep] = kMechKeepRecruit;
          ASSERT_EQ(mechanical::RecruitWanted(t.s, card), plain) << "seed " << seed << " event " << i << " card " << card;
          for (uint8_t n : plain) recruits += n;
        }
      }
      const std::vector<Event> legal = Choices(t.s, rng);
      ASSERT_FALSE(legal.empty()) << "seed " << seed << " event " << i;
      ASSERT_TRUE(t.Do(legal[rng() % legal.size()]).ok()) << "seed " << seed << " event " << i;
    }
  }
  EXPECT_GT(recruits, 0);
}

// root.mechanical.battle: BattleDefender counts each seat's pieces once
// (faster); on every state of random play it picks the seat the plain
// comparison (most pieces, then most VP, then the setup letter, each
// counted afresh) picks, in every clearing.
TEST(RootMechanical, BattleDefenderAsThePlainComparisonSays) {
  // Setup letters (facts 10.1.4), as orders.cc has them.
  constexpr std::array<int, kNumFactions> letter = {0, 1, 2, 3, 6, 5, 0};
  const std::vector<std::vector<Faction>> tables = {
      {Faction::kEyrie, kBot, Faction::kAlliance}, {kBot, Faction::kVagabond, Faction::kLizard, Faction::kCompany},
      {Faction::kCompany, kBot}};
  int defended = 0;
  for (uint32_t seed = 1; seed <= 6; ++seed) {
    Table t = SeatedTable(tables[seed % tables.size()]);
    std::mt19937 rng(seed);
    for (int i = 0; i < 600 && t.s.winner < 0 && t.s.phase != Phase::kGameOver; ++i) {
      const State& s = t.s;
      for (int c = 0; c < kNumClearings; ++c) {
        int best = -1;
        if (s.warriors[kMb][c] > 0) {
          for (int seat = 0; seat < s.players; ++seat) {
            if (s.faction[seat] == kBot || mechanical::PiecesIn(s, seat, c) == 0) continue;
            if (best < 0) {
              best = seat;
            } else if (mechanical::PiecesIn(s, seat, c) != mechanical::PiecesIn(s, best, c)) {
              if (mechanical::PiecesIn(s, seat, c) > mechanical::PiecesIn(s, best, c)) best = seat;
            } else if (s.vp[seat] != s.vp[best]) {
              if (s.vp[seat] > s.vp[best]) best = seat;
            } else if (letter[Fi(s.faction[seat])] < letter[Fi(s.faction[best])]) {
              best = seat;
            }
          }
        }
        ASSERT_EQ(mechanical::BattleDefender(s, c), best) << "seed " << seed << " event " << i << " clearing " << c;
        defended += best >= 0;
      }
      const std::vector<Event> legal = Choices(t.s, rng);
      ASSERT_FALSE(legal.empty()) << "seed " << seed << " event " << i;
      ASSERT_TRUE(t.Do(legal[rng() % legal.size()]).ok()) << "seed " << seed << " event " << i;
    }
  }
  EXPECT_GT(defended, 0);
}

// ---- Common decisions asked of its seat: its fixed answers.

// A table of `factions` played (first listed events) through its setup to
// the start of the first turn of `seat`; the automa is one of them.
Table PlayedToTurnOf(const std::vector<Faction>& factions, int seat) {
  Table t = SeatedTable(factions);
  std::mt19937 rng(7);
  for (int i = 0; i < 3000; ++i) {
    if (t.s.phase != Phase::kSetup && t.s.turn_seat == seat && t.s.turns_taken > 0) return t;
    // A sampled chance outcome, else the end of the phase, else the first listed.
    const std::vector<Event> legal = Choices(t.s, rng);
    if (legal.empty()) break;
    Event pick = legal[0];
    for (const Event& e : legal)
      if (e.kind == EventKind::kEndPhase) pick = e;
    if (!t.Do(pick).ok()) break;
  }
  ADD_FAILURE() << "the turn of seat " << seat << " not reached";
  return t;
}

// root.mechanical.no_services: the Company's purchase window (seed 001
// 【河民商団】「業務提供」) does not wait for the automa: at its turn the
// window is closed before anything is asked, and a purchase recorded for
// its seat is refused with the rule.
TEST(RootMechanical, NoServicesWindowClosesAtOnce) {
  Table t = PlayedToTurnOf({Faction::kEyrie, kBot, Faction::kCompany}, kBotSeat);
  ASSERT_EQ(t.s.turn_seat, kBotSeat);
  EXPECT_FALSE(ServicesPending(t.s));
  EXPECT_TRUE(t.s.windows_done & kWindowServices);
  EXPECT_GE(SellerSeat(t.s), 0);
  // Nothing the automa could buy is listed.
  std::vector<Event> legal;
  LegalEvents(t.s, [&](const Event& e) { legal.push_back(e); });
  for (const Event& e : legal) EXPECT_NE(e.kind, EventKind::kBuyService);
  Event buy = Ev(EventKind::kBuyService, kBotSeat);
  buy.n = 0;  // the hand card service
  buy.card = int8_t(std::countr_zero(t.s.hand[2] != 0 ? t.s.hand[2] : 1));
  buy.piece = int8_t(int(kBot));  // paid with its own warriors
  if (ActorOf(t.s) == kBotSeat) {
    EXPECT_EQ(t.Rejects(buy), "root.mechanical.no_services");
  }
  // A state at the window's opening (as a snapshot could hold it): the
  // reducer's next step closes it without an event.
  State open = t.s;
  open.phase = Phase::kBirdsong;
  open.windows_done = 0;
  ASSERT_TRUE(ServicesUnhandled(open));
  EXPECT_FALSE(ServicesPending(open));
  EXPECT_TRUE(AdvanceServices(open));
  EXPECT_TRUE(open.windows_done & kWindowServices);
  // The human seats still buy in their own Birdsong (the Eyrie's window opens).
  Table u = PlayedToTurnOf({Faction::kEyrie, kBot, Faction::kCompany}, kEyrieSeat);
  EXPECT_TRUE(ServicesPending(u.s) || (u.s.windows_done & kWindowServices));
}

// Hits on it are never its choice (README "Mechanical Marquise"): warriors
// first, then the keep, its only other piece, taken without an event.
TEST(RootMechanical, HitsOnItTakenUnasked) {
  State s = Empty();
  s.mechanical.keep = 0;
  Put(s, Faction::kEyrie, 1, 2);
  s.battle.active = true;
  s.battle.stage = BattleStage::kDefenderHits;
  s.battle.attacker = 1;  // the Eyrie
  s.battle.defender = 0;  // the automa: no warrior left in 1, its keep
  s.battle.clearing = 0;
  s.battle.hits_on_defender = 2;
  s.turn_seat = 1;
  EXPECT_EQ(ActorOf(s), 0);
  EXPECT_TRUE(AdvanceBattle(s));  // the keep is removed, the extra hit ignored
  EXPECT_EQ(s.mechanical.keep, -1);
  EXPECT_TRUE(s.mechanical.keep_removed);
  EXPECT_EQ(s.battle.hits_on_defender, 0);
}

// A trade post the automa removes (its battle's hits): the funds lost are
// the Company's choice, owed by the Company's seat; the automa owes nothing
// (README "Mechanical Marquise": no decision the core keeps for it).
TEST(RootMechanical, TradeDisruptionByItIsTheCompanysChoice) {
  State s = Empty({kBot, Faction::kCompany, Faction::kEyrie});
  company::FromSupply(s, kBot, company::Box::kFunds, 2);
  company::FromSupply(s, Faction::kEyrie, company::Box::kFunds, 2);
  company::PlacePost(s, 4);
  s.turn_seat = 0;
  RemovePiece(s, PieceKind::kTradePost, 4, /*remover=*/0);
  EXPECT_FALSE(company::HasPost(s, 4));
  EXPECT_EQ(s.decision_owed, 1u << 1);  // the Company's seat
  EXPECT_EQ(ActorOf(s), 1);
  EXPECT_EQ(s.company.funds_lost_owed, 2);
}

// Random play with the Company and the automa: every turn of the automa's
// goes by without a purchase, and the catalogue holds.
TEST(RootMechanical, NoServicesRandomPlayWithTheCompany) {
  for (uint32_t seed = 1; seed <= 3; ++seed) {
    Table t = SeatedTable({kBot, Faction::kCompany, Faction::kEyrie});
    std::mt19937 rng(seed);
    int bot_turns = 0;
    for (int i = 0; i < 800 && t.s.winner < 0 && t.s.phase != Phase::kGameOver; ++i) {
      if (t.s.phase == Phase::kBirdsong && t.s.turn_seat == 0) {
        ASSERT_FALSE(ServicesPending(t.s)) << "seed " << seed << " event " << i;
        ++bot_turns;
      }
      const std::vector<Event> legal = Choices(t.s, rng);
      ASSERT_FALSE(legal.empty()) << "seed " << seed << " event " << i;
      const Event& pick = legal[rng() % legal.size()];
      ASSERT_FALSE(pick.kind == EventKind::kBuyService && pick.seat == 0);
      const absl::Status st = t.Do(pick);
      ASSERT_TRUE(st.ok()) << "seed " << seed << " event " << i << ": " << st;
    }
    EXPECT_EQ(Broken(t.s), std::set<std::string>{}) << "seed " << seed;
    EXPECT_GT(int(t.s.turns_taken), 3) << "seed " << seed;
  }
}

// root.mechanical.aid_for_sale (facts 10.1.6, an interpretation: README): a
// Vagabond aiding the automa may take an item of its Items for Sale, as Aid
// takes a crafted item; the card is discarded for 1 VP to it; items stay
// conserved.
TEST(RootMechanical, AidTakesAnItemForSale) {
  constexpr int kVbSeat = 2;
  Table t = PlayedToTurnOf({Faction::kEyrie, kBot, Faction::kVagabond}, kVbSeat);
  State& s = t.s;
  for (int i = 0; i < 8 && s.fstep != uint8_t(VagabondStep::kDaylight); ++i) t.Ok(Ev(EventKind::kEndPhase, kVbSeat));
  ASSERT_EQ(s.fstep, uint8_t(VagabondStep::kDaylight));
  // The pawn in a clearing with an automa warrior, a card of its suit in hand.
  int c = 0;
  while (s.warriors[kMb][c] == 0) ++c;
  s.vagabond.pawn = int8_t(c);
  int card = -1;
  for (int k = 0; k < s.deck_size && card < 0; ++k)
    if (kCards[s.deck[k]].suit == s.suit[c] && kCards[s.deck[k]].effect != CardEffect::kDominance) card = s.deck[k];
  ASSERT_GE(card, 0);
  ToHand(s, kVbSeat, card + 1);
  Item spent = Item::kNone;
  for (int i = 1; i < kNumItems && spent == Item::kNone; ++i)
    if (vagabond::Count(s, Item(i), ItemState::kUp) > 0 && Item(i) != Item::kTorch) spent = Item(i);
  ASSERT_NE(spent, Item::kNone);
  Event aid = CardEv(EventKind::kAid, kVbSeat, card + 1);
  aid.target = kBotSeat;
  aid.n = int8_t(spent);
  aid.b = int8_t(Item::kBag);
  EXPECT_TRUE(t.Listed(aid));
  Event hammer = aid;
  hammer.b = int8_t(Item::kHammer);  // not in the box
  EXPECT_FALSE(t.Listed(hammer));
  EXPECT_EQ(t.Rejects(hammer), "root.vagabond.aid");
  const int bot_vp = s.vp[kBotSeat];
  const int bags = vagabond::Count(s, Item::kBag, ItemState::kUp);
  t.Ok(aid);
  EXPECT_EQ(mechanical::ForSale(s.mechanical, int(Item::kBag)), 0);
  EXPECT_EQ(mechanical::ForSale(s.mechanical, int(Item::kSword)), 1);
  EXPECT_EQ(vagabond::Count(s, Item::kBag, ItemState::kUp), bags + 1);
  EXPECT_EQ(s.vp[kBotSeat], bot_vp + 1);
  EXPECT_TRUE((s.discard >> card) & 1);
  EXPECT_EQ(Broken(s), std::set<std::string>{});
  // The bag is gone from the box: a second take of it is refused.
  Event again = aid;
  again.n = int8_t(spent);
  EXPECT_FALSE(t.Listed(again));
}

}  // namespace
}  // namespace arbiter::root::testing
