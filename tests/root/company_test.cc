// Rule tests for the Riverfolk Company (seed 001_8a55c0d6f11d58ff.txt
// 【河民商団】, facts 9) in a three-seat game: each named after the rule it
// checks.
#include <initializer_list>
#include <vector>

#include "engine/core/game.h"
#include "engine/root/battle.h"
#include "engine/root/factions/company/company.h"
#include "engine/root/factions/company/pieces.h"
#include "engine/root/factions/company/services.h"
#include "engine/root/notation.h"
#include "engine/root/services.h"
#include "tests/root/fixture.h"

namespace arbiter::root::testing {
namespace {

constexpr int kCat = 0, kBirdSeat = 1, kCoSeat = 2;
constexpr Faction kCo = Faction::kCompany;
constexpr int kM = int(Faction::kMarquise), kE = int(Faction::kEyrie), kC = int(Faction::kCompany);

Event FundEv(EventKind kind, int clearing, Faction fund) {
  Event e = Ev(kind, kCoSeat);
  e.a = int8_t(clearing - 1);
  e.piece = int8_t(fund);
  return e;
}
Event FundsMoveEv(int from, int to, int n, Faction fund) {
  Event e = FundEv(EventKind::kFundsMove, from, fund);
  e.b = int8_t(to - 1), e.n = int8_t(n);
  return e;
}
Event BuyEv(int seat, Service service, Faction paid_with, int card = 0) {
  Event e = Ev(EventKind::kBuyService, seat);
  e.n = int8_t(service), e.piece = int8_t(paid_with), e.card = int8_t(card - 1);
  return e;
}
Event PricesEv(int a, int b, int c) {
  Event e = Ev(EventKind::kSetPrices, kCoSeat);
  e.uses = {int8_t(a), int8_t(b), int8_t(c)};
  return e;
}
Event CoCraftEv(int card, int fox, int rabbit, int mouse, std::initializer_list<Faction> funds,
                bool exported = false) {
  Event e = CardEv(EventKind::kCompanyCraft, kCoSeat, card);
  e.uses = {int8_t(fox), int8_t(rabbit), int8_t(mouse)};
  int i = 0;
  for (Faction f : funds) e.spent[i++] = int8_t(f);
  e.n = exported ? 1 : 0;
  return e;
}

// Seats Marquise, Eyrie, Company on Autumn; the Marquise and the Eyrie set up
// as in Table (keep 1, Marquise warriors everywhere but 3, roost 3), the
// Company with warriors in 5, 10, 11, 7 and prices 1, 2, 3. Hands: Marquise
// 21 43 30, Eyrie 31 15 1, Company 16 (Anvil, fox) 29 (Ambush rabbit) 44
// (Codebreakers, mouse). Seat 0's Birdsong then opens with the purchase window.
class Table3 : public Table {
 public:
  Table3() : Table(NoSetup{}) {
    MatchSetup setup;
    setup.players = 3;
    setup.factions = {Faction::kMarquise, Faction::kEyrie, kCo};
    s = NewInitialState(setup);
    ShuffleWithFirst({21, 43, 30, 31, 15, 1, 16, 29, 44});
    SetUpMarquiseAndEyrie();
    for (int c : {5, 10, 11, 7}) Ok(ClearingEv(EventKind::kCompanySetup, kCoSeat, c));
    Ok(PricesEv(1, 2, 3));
  }
  // Hands the turn to the Company and takes its Birdsong (nothing crafted:
  // no card window).
  void CompanyTurn() {
    s.turn_seat = kCoSeat;
    s.windows_done = 0;
    ++s.turns_taken;
    RulesOf(kCo).begin_turn(s);
    while (RulesOf(kCo).advance(s) == Progress::kStepped) {
    }
  }
  CompanyBoard& b() { return s.company; }
};

TEST(RootCompany, CompanySetupFourWarriorsOnTheRiverThreeInPayments) {
  Table3 t;
  for (int c : {5, 10, 11, 7}) EXPECT_EQ(t.s.warriors[kC][c - 1], 1) << c;
  EXPECT_EQ(t.b().payments[kC], kCompanySetupPayments);
  EXPECT_EQ(t.b().held[kC], kCompanySetupPayments);
  EXPECT_EQ(t.s.warrior_supply[kC], kCompanyWarriors - 4 - 3);
  EXPECT_EQ(t.b().price, (std::array<uint8_t, 3>{1, 2, 3}));
  EXPECT_NE(t.s.phase, Phase::kSetup);
}

TEST(RootCompany, CompanySetupRefusesAClearingOffTheRiver) {
  MatchSetup setup;
  setup.players = 3;
  setup.factions = {Faction::kMarquise, Faction::kEyrie, kCo};
  Table t(Table::NoSetup{});
  t.s = NewInitialState(setup);
  t.ShuffleWithFirst({});
  t.SetUpMarquiseAndEyrie();
  EXPECT_EQ(t.Rejects(ClearingEv(EventKind::kCompanySetup, kCoSeat, 2)), "root.company.setup");
  EXPECT_TRUE(t.Listed(ClearingEv(EventKind::kCompanySetup, kCoSeat, 4)));
  t.Ok(ClearingEv(EventKind::kCompanySetup, kCoSeat, 4));
  EXPECT_EQ(t.Rejects(PricesEv(1, 1, 1)), "root.turn.not_now");  // three warriors still to place
}

TEST(RootCompany, CompanyPricesAreOneToFour) {
  MatchSetup setup;
  setup.players = 3;
  setup.factions = {Faction::kMarquise, Faction::kEyrie, kCo};
  Table t(Table::NoSetup{});
  t.s = NewInitialState(setup);
  t.ShuffleWithFirst({});
  t.SetUpMarquiseAndEyrie();
  for (int c : {4, 4, 5, 10}) t.Ok(ClearingEv(EventKind::kCompanySetup, kCoSeat, c));
  EXPECT_EQ(t.Legal(), 64);
  EXPECT_EQ(t.Rejects(PricesEv(0, 2, 2)), "root.company.prices");
  EXPECT_EQ(t.Rejects(PricesEv(1, 5, 2)), "root.company.prices");
  t.Ok(PricesEv(4, 4, 4));
}

TEST(RootCompany, ServicesWindowOpensTheOtherSeatsBirdsong) {
  Table3 t;
  ASSERT_EQ(t.s.turn_seat, kCat);
  EXPECT_TRUE(ServicesPending(t.s));
  // Pass, three hand cards (price 1), riverboats (price 2) and mercenaries (price 3).
  EXPECT_EQ(t.Legal(), 6);
  EXPECT_TRUE(t.Listed(BuyEv(kCat, Service::kMercenaries, Faction::kMarquise)));
  EXPECT_TRUE(t.Listed(BuyEv(kCat, Service::kHandCard, Faction::kMarquise, 16)));
  EXPECT_TRUE(t.Listed(BuyEv(kCat, Service::kRiverboats, Faction::kMarquise)));
  const int supply = t.s.warrior_supply[kM];
  t.Ok(BuyEv(kCat, Service::kHandCard, Faction::kMarquise, 16));
  EXPECT_TRUE(InHand(t.s, kCat, 15));
  EXPECT_FALSE(InHand(t.s, kCoSeat, 15));
  EXPECT_EQ(t.b().payments[kM], 1);
  EXPECT_EQ(t.b().held[kM], 1);
  EXPECT_EQ(t.s.warrior_supply[kM], supply - 1);
  // The limit (no trade post: one) closes the window.
  EXPECT_FALSE(ServicesPending(t.s));
}

TEST(RootCompany, ServicePaidWithTheBuyersOwnWarriors) {
  Table3 t;
  EXPECT_EQ(t.Rejects(BuyEv(kCat, Service::kHandCard, Faction::kEyrie, 16)), "root.company.service_payment");
  t.s.warrior_supply[kM] = 1;
  EXPECT_EQ(t.Rejects(BuyEv(kCat, Service::kRiverboats, Faction::kMarquise)), "root.company.service_payment");
}

TEST(RootCompany, ServiceLimitOnePlusPostsWithTheBuyersPieces) {
  Table3 t;
  // A trade post in 5, where the Marquise has a warrior and its recruiter:
  // two services this turn.
  t.b().posts = 1u << 4;
  t.b().posts_placed[int(Suit::kRabbit)] = 1;
  EXPECT_EQ(company::ServicesLeft(t.s), 2);
  t.Ok(BuyEv(kCat, Service::kHandCard, Faction::kMarquise, 16));
  EXPECT_TRUE(ServicesPending(t.s));
  t.Ok(BuyEv(kCat, Service::kHandCard, Faction::kMarquise, 29));
  EXPECT_FALSE(ServicesPending(t.s));
  EXPECT_EQ(t.Rejects(BuyEv(kCat, Service::kHandCard, Faction::kMarquise, 44)), "root.company.service_limit");
}

// root.services.window: a purchase is judged without the window's Open (a
// search for an allowed purchase): the verdict is the plain one, the window
// asked first, for every service, payer and card, with the window open,
// unhandled with nothing affordable, closed by a pass, and at the limit.
TEST(RootCompany, ServicesWindowJudgesAPurchaseAsWhenOpenIsAskedFirst) {
  auto plain = [](const State& s, const Event& e) {
    const Verdict v = SellerWindow(s).validate(s, e);
    if (ServicesPending(s) || !v.ok()) return v;
    return Forbid(rules::kServiceWindow, "late");
  };
  std::vector<State> states;
  {
    Table3 t;
    states.push_back(t.s);
    t.s.warrior_supply[kM] = 0;  // unhandled, but nothing is affordable
    states.push_back(t.s);
  }
  {
    Table3 t;
    t.Ok(Ev(EventKind::kPass, kCat));
    states.push_back(t.s);
  }
  {
    Table3 t;
    t.Ok(BuyEv(kCat, Service::kHandCard, Faction::kMarquise, 16));
    states.push_back(t.s);
  }
  int compared = 0, allowed = 0;
  for (const State& s : states) {
    for (int service = 0; service < 3; ++service) {
      for (Faction payer : {Faction::kMarquise, Faction::kEyrie, kCo}) {
        for (int card : {0, 16, 29, 44, 21}) {
          const Event e = BuyEv(kCat, Service(service), payer, card);
          const Verdict fast = ValidateServiceEvent(s, e), slow = plain(s, e);
          ASSERT_EQ(fast.ok(), slow.ok()) << compared;
          if (!fast.ok()) {
            EXPECT_EQ(&fast.rule(), &slow.rule()) << compared;
          }
          allowed += fast.ok();
          ++compared;
        }
      }
    }
  }
  EXPECT_GT(allowed, 0);
  EXPECT_EQ(compared, 4 * 3 * 3 * 5);
}

TEST(RootCompany, ServicesWindowClosesWithPass) {
  Table3 t;
  t.Ok(Ev(EventKind::kPass, kCat));
  EXPECT_FALSE(ServicesPending(t.s));
  EXPECT_EQ(t.Rejects(BuyEv(kCat, Service::kHandCard, Faction::kMarquise, 16)), "root.services.window");
}

TEST(RootCompany, HandCardServiceTakesACardOfTheCompanysHand) {
  Table3 t;
  EXPECT_EQ(t.Rejects(BuyEv(kCat, Service::kHandCard, Faction::kMarquise, 21)), "root.company.hand_card");
}

TEST(RootCompany, RiverMoveNeedsRiverboats) {
  Table3 t;
  t.Ok(Ev(EventKind::kPass, kCat));
  // The Marquise's Birdsong places wood; its Daylight follows.
  ASSERT_EQ(t.s.phase, Phase::kDaylight);
  EXPECT_EQ(t.Rejects(MoveEv(kCat, 5, 10, 1)), "root.move.path");
  Table3 b;
  b.Ok(BuyEv(kCat, Service::kRiverboats, Faction::kMarquise));
  ASSERT_EQ(b.s.phase, Phase::kDaylight);
  EXPECT_TRUE(b.Listed(MoveEv(kCat, 5, 10, 1)));
  b.Ok(MoveEv(kCat, 5, 10, 1));
  EXPECT_TRUE(company::RiverboatsBought(b.s));
  // A later turn: the riverboats are gone.
  b.s.turns_taken += 3;
  EXPECT_FALSE(company::RiverboatsBought(b.s));
}

TEST(RootCompany, SwimmersRiverMovesIgnoreRule) {
  Table3 t;
  t.CompanyTurn();
  ASSERT_EQ(t.s.phase, Phase::kDaylight);
  // Funds: the three setup payments. 10 (Company 1, Marquise 1) ruled by
  // nobody; 11 the same: the river move 10 -> 11 needs no rule.
  EXPECT_EQ(t.b().funds[kC], 3);
  EXPECT_TRUE(t.Listed(FundsMoveEv(10, 11, 1, kCo)));
  t.Ok(FundsMoveEv(10, 11, 1, kCo));
  EXPECT_EQ(t.s.warriors[kC][10], 2);
  EXPECT_EQ(t.b().funds[kC], 2);
  EXPECT_EQ(t.b().committed[kC], 1);
  // 7 -> 8 is a path, and the Company rules neither 7 (a tie) nor 8.
  EXPECT_EQ(t.Rejects(FundsMoveEv(7, 8, 1, kCo)), "root.move.rule");
}

TEST(RootCompany, FundsPayOnlyWithFundsOfThatFaction) {
  Table3 t;
  t.CompanyTurn();
  EXPECT_EQ(t.Rejects(FundsMoveEv(10, 11, 1, Faction::kMarquise)), "root.company.funds");
  Event draw = Ev(EventKind::kFundsDraw, kCoSeat);
  draw.piece = int8_t(Faction::kEyrie);
  EXPECT_EQ(t.Rejects(draw), "root.company.funds");
  draw.piece = int8_t(kCo);
  const int hand = HandSize(t.s, kCoSeat);
  t.Ok(draw);
  EXPECT_EQ(HandSize(t.s, kCoSeat), hand + 1);
  EXPECT_EQ(t.b().committed[kC], 1);
}

TEST(RootCompany, BirdsongProtectionismDividendsAndGatherFunds) {
  Table3 t;
  // Payments empty, funds 5 (Marquise 3, Company 2), a post on the map, two
  // Eyrie warriors committed.
  t.b() = {};
  t.s.warrior_supply[kC] = 10;
  company::FromSupply(t.s, Faction::kMarquise, company::Box::kFunds, 3);
  company::FromSupply(t.s, kCo, company::Box::kFunds, 2);
  company::FromSupply(t.s, Faction::kEyrie, company::Box::kCommitted, 2);
  company::FromSupply(t.s, Faction::kEyrie, company::Box::kCrafted, 1);
  t.b().posts = 1u << 9;
  t.b().posts_placed[int(Suit::kRabbit)] = 1;
  t.b().price = {1, 2, 3};
  const int vp = t.s.vp[kCoSeat];
  t.CompanyTurn();
  // root.company.protectionism: two own warriors into the empty payments;
  // root.company.dividends: 5 funds, 2 VP; then everything into funds.
  EXPECT_EQ(t.s.vp[kCoSeat], vp + 2);
  EXPECT_EQ(t.b().payments, (std::array<uint8_t, kNumFactions>{}));
  EXPECT_EQ(t.b().committed, (std::array<uint8_t, kNumFactions>{}));
  EXPECT_EQ(t.b().crafted, (std::array<uint8_t, kNumFactions>{}));
  EXPECT_EQ(t.b().funds[kM], 3);
  EXPECT_EQ(t.b().funds[kE], 3);
  EXPECT_EQ(t.b().funds[kC], 4);
  EXPECT_EQ(t.s.warrior_supply[kC], 6);  // 10, less 2 in funds, less 2 into payments
}

TEST(RootCompany, DividendsNeedATradePostOnTheMap) {
  Table3 t;
  t.b().funds[kC] = 3;  // with the setup payments: 6 after gathering
  t.b().held[kC] = 6;
  t.s.warrior_supply[kC] -= 3;
  t.CompanyTurn();
  EXPECT_EQ(t.s.vp[kCoSeat], 0);
  EXPECT_EQ(t.b().funds[kC], 6);
}

TEST(RootCompany, TradePostWithGarrisonPaidWithTheRulersFunds) {
  Table3 t;
  company::FromSupply(t.s, Faction::kMarquise, company::Box::kFunds, 2);
  t.CompanyTurn();
  // Clearing 2 (mouse) is the Marquise's (one warrior).
  EXPECT_EQ(t.Rejects(FundEv(EventKind::kEstablishPost, 2, kCo)), "root.company.garrison_funds");
  EXPECT_TRUE(t.Listed(FundEv(EventKind::kEstablishPost, 2, Faction::kMarquise)));
  const int supply = t.s.warrior_supply[kM];
  t.Ok(FundEv(EventKind::kEstablishPost, 2, Faction::kMarquise));
  EXPECT_TRUE(company::HasPost(t.s, 1));
  EXPECT_EQ(t.s.warriors[kC][1], 1);
  EXPECT_EQ(t.s.vp[kCoSeat], kTradePostVp);
  EXPECT_EQ(t.s.warrior_supply[kM], supply + 2);  // spent funds go home
  EXPECT_EQ(t.b().posts_placed[int(Suit::kMouse)], 1);
}

TEST(RootCompany, OneTradePostPerClearing) {
  Table3 t;
  company::FromSupply(t.s, Faction::kMarquise, company::Box::kFunds, 4);
  t.CompanyTurn();
  t.Ok(FundEv(EventKind::kEstablishPost, 2, Faction::kMarquise));
  // Now 2 has Marquise 1, Company 1: nobody rules; put a second Marquise warrior there.
  t.s.warriors[kM][1] = 2;
  --t.s.warrior_supply[kM];
  EXPECT_EQ(t.Rejects(FundEv(EventKind::kEstablishPost, 2, Faction::kMarquise)),
            "root.company.one_post_per_clearing");
}

TEST(RootCompany, RecruitOnlyInARiverClearing) {
  Table3 t;
  t.CompanyTurn();
  EXPECT_EQ(t.Rejects(FundEv(EventKind::kFundsRecruit, 2, kCo)), "root.company.recruit");
  t.Ok(FundEv(EventKind::kFundsRecruit, 4, kCo));
  EXPECT_EQ(t.s.warriors[kC][3], 1);
  EXPECT_EQ(t.b().funds[kC], 2);
  EXPECT_EQ(t.b().held[kC], 2);  // spent: back to the supply, not committed
}

TEST(RootCompany, CraftCommitsFundsToTheTradePostRow) {
  Table3 t;
  company::FromSupply(t.s, Faction::kMarquise, company::Box::kFunds, 2);
  t.CompanyTurn();
  // No post placed: no free row space for Anvil (fox 1).
  EXPECT_EQ(t.Rejects(CoCraftEv(16, 1, 0, 0, {Faction::kMarquise})), "root.craft.pieces");
  t.b().posts_placed[int(Suit::kFox)] = 1;  // a fox post placed (and removed)
  EXPECT_EQ(t.Rejects(CoCraftEv(16, 1, 0, 0, {})), "root.company.craft");
  EXPECT_TRUE(t.Listed(CoCraftEv(16, 1, 0, 0, {Faction::kMarquise})));
  t.Ok(CoCraftEv(16, 1, 0, 0, {Faction::kMarquise}));
  EXPECT_EQ(t.b().crafted[kM], 1);
  EXPECT_EQ(t.b().row_used[int(Suit::kFox)], 1);
  EXPECT_EQ(t.s.items[kCoSeat][int(Item::kHammer)], 1);
  EXPECT_EQ(t.s.vp[kCoSeat], 2);
  // The one fox space is covered now.
  EXPECT_EQ(RulesOf(kCo).crafting_pieces(t.s, Suit::kFox), 0);
}

TEST(RootCompany, ExportDiscardsTheCardForAPayment) {
  Table3 t;
  t.CompanyTurn();
  t.b().posts_placed[int(Suit::kMouse)] = 1;
  const int payments = t.b().payments[kC];
  t.Ok(CoCraftEv(44, 0, 0, 1, {kCo}, /*exported=*/true));
  EXPECT_FALSE(InHand(t.s, kCoSeat, 43));
  EXPECT_TRUE((t.s.discard >> 43) & 1);
  EXPECT_EQ(t.s.play_area[kCoSeat], 0u);  // no effect
  EXPECT_EQ(t.b().payments[kC], payments + 1);
}

TEST(RootCompany, ExportNeedsAWarriorInTheSupply) {
  Table3 t;
  t.CompanyTurn();
  t.b().posts_placed[int(Suit::kMouse)] = 1;
  const int supply = t.s.warrior_supply[kC];
  t.s.warrior_supply[kC] = 0;
  t.s.warriors[kC][3] = uint8_t(supply);  // the rest on the map (clearing 4)
  EXPECT_EQ(t.Rejects(CoCraftEv(44, 0, 0, 1, {kCo}, /*exported=*/true)), "root.company.export");
  EXPECT_FALSE(t.Listed(CoCraftEv(44, 0, 0, 1, {kCo}, /*exported=*/true)));
  EXPECT_TRUE(t.Listed(CoCraftEv(44, 0, 0, 1, {kCo})));
}

// The funds a trade disruption takes, by owner.
Event DisruptionEv(std::initializer_list<std::pair<Faction, int>> lost) {
  Event e = Ev(EventKind::kTradeDisruption, kCoSeat);
  e.order_len = kNumFactions;
  for (auto [f, n] : lost) e.order[int(f)] = uint8_t(n);
  return e;
}

TEST(RootCompany, TradeDisruptionHalvesTheFunds) {
  Table3 t;
  company::FromSupply(t.s, Faction::kMarquise, company::Box::kFunds, 2);
  t.CompanyTurn();  // funds: Marquise 2, Company 3
  t.Ok(FundEv(EventKind::kEstablishPost, 2, Faction::kMarquise));  // funds: Company 3
  RemovePiece(t.s, PieceKind::kTradePost, 1, kCat);
  EXPECT_FALSE(company::HasPost(t.s, 1));
  // One owner: no choice, so nothing is owed.
  EXPECT_EQ(t.b().funds[kC], 1);  // 3 -> lose 2 (half, rounded up)
  EXPECT_EQ(t.s.decision_owed, 0);
  EXPECT_EQ(t.b().posts_placed[int(Suit::kMouse)], 1);  // out of the game
  EXPECT_EQ(t.s.vp[kCat], 1);  // a token removed
}

// Funds Marquise 2, Eyrie 2, Company 3 with a trade post in clearing 2, which
// the Marquise then removes: the Company owes 4 funds of its choice.
void DisruptTheFunds(Table3& t) {
  company::FromSupply(t.s, Faction::kMarquise, company::Box::kFunds, 4);
  company::FromSupply(t.s, Faction::kEyrie, company::Box::kFunds, 2);
  t.CompanyTurn();
  t.Ok(FundEv(EventKind::kEstablishPost, 2, Faction::kMarquise));  // funds: Marquise 2, Eyrie 2, Company 3
  RemovePiece(t.s, PieceKind::kTradePost, 1, kCat);
  ASSERT_EQ(t.b().funds_lost_owed, 4);  // 7 -> half, rounded up
  ASSERT_EQ(ActorOf(t.s), kCoSeat);
}

TEST(RootCompany, TradeDisruptionTheCompanyChoosesTheFundsLost) {
  Table3 t;
  DisruptTheFunds(t);
  // Every split of 4 among 2, 2 and 3: (0,1,3) (0,2,2) (1,0,3) (1,1,2)
  // (1,2,1) (2,0,2) (2,1,1) (2,2,0).
  EXPECT_EQ(t.Legal(), 8);
  EXPECT_NE(DecisionText(t.s).find("choose 4 funds to lose"), std::string::npos) << DecisionText(t.s);
  EXPECT_NE(company::BoardText(t.s, false).find("funds Marquise 2, Eyrie 2, Company 3; committed"), std::string::npos)
      << company::BoardText(t.s, false);
  EXPECT_NE(company::BoardText(t.s, false).find("trade disruption: 4 funds to lose"), std::string::npos);
  const int cats = t.s.warrior_supply[kM];
  const Event choice = DisruptionEv({{Faction::kMarquise, 2}, {Faction::kCompany, 2}});
  EXPECT_TRUE(t.Listed(choice));
  EXPECT_EQ(EventText(choice), "seat 2: trade disruption: lose funds Marquise 2, Company 2");
  t.Ok(choice);
  EXPECT_EQ(t.b().funds[kM], 0);
  EXPECT_EQ(t.b().funds[kE], 2);
  EXPECT_EQ(t.b().funds[kC], 1);
  EXPECT_EQ(t.s.warrior_supply[kM], cats + 2);  // back to their owners
  EXPECT_EQ(t.b().funds_lost_owed, 0);
  EXPECT_EQ(t.s.decision_owed, 0);
}

TEST(RootCompany, TradeDisruptionRefusesFundsOfAnOwnerWithNone) {
  Table3 t;
  DisruptTheFunds(t);
  const Event choice = DisruptionEv({{Faction::kAlliance, 1}, {Faction::kCompany, 3}});
  EXPECT_EQ(t.Rejects(choice), "root.company.trade_disruption");
  EXPECT_FALSE(t.Listed(choice));
  // Nor more funds of an owner than it has there.
  EXPECT_EQ(t.Rejects(DisruptionEv({{Faction::kMarquise, 3}, {Faction::kCompany, 1}})),
            "root.company.trade_disruption");
}

TEST(RootCompany, TradeDisruptionRefusesTheWrongCount) {
  Table3 t;
  DisruptTheFunds(t);
  EXPECT_EQ(t.Rejects(DisruptionEv({{Faction::kMarquise, 1}, {Faction::kCompany, 2}})),
            "root.company.trade_disruption");
  EXPECT_EQ(t.Rejects(DisruptionEv({{Faction::kMarquise, 2}, {Faction::kEyrie, 2}, {Faction::kCompany, 1}})),
            "root.company.trade_disruption");
  // Nothing else goes on meanwhile.
  EXPECT_EQ(t.Rejects(FundEv(EventKind::kFundsDraw, 1, Faction::kCompany)), "root.company.trade_disruption");
}

TEST(RootCompany, EveningHandLimitThenPrices) {
  Table3 t;
  t.CompanyTurn();
  t.Ok(Ev(EventKind::kEndPhase, kCoSeat));
  EXPECT_EQ(t.s.phase, Phase::kEvening);
  EXPECT_EQ(t.Legal(), 64);
  t.Ok(PricesEv(2, 3, 4));
  EXPECT_EQ(t.b().price, (std::array<uint8_t, 3>{2, 3, 4}));
  EXPECT_EQ(t.s.turn_seat, kCat);  // the turn passed on
}

TEST(RootCompany, ForSaleTheHandIsShownToEverySeat) {
  Table3 t;
  const std::string eyrie_view = SeatText(t.s, kBirdSeat);
  EXPECT_NE(eyrie_view.find("seat 2 Company: 0 VP; hand #16 Anvil"), std::string::npos) << eyrie_view;
  EXPECT_EQ(eyrie_view.find("seat 0 Marquise: 0 VP; hand #21"), std::string::npos) << eyrie_view;
}

// The Marquise buys mercenaries at the start of its Birdsong (price 3)
// and reaches its Daylight.
void HireMercenaries(Table3& t) {
  t.Ok(BuyEv(kCat, Service::kMercenaries, Faction::kMarquise));
  ASSERT_EQ(t.s.phase, Phase::kDaylight);
  EXPECT_EQ(t.b().payments[kM], 3);
}

// Plays a battle out: dice (a, b), every other decision the first listed.
void FightOut(Table3& t, int a, int b) {
  while (t.s.battle.active || PendingRemoval(t.s) >= 0) {
    if (ActorOf(t.s) == kChanceActor) {
      t.Ok(DiceEv(a, b));
      continue;
    }
    Event first;
    bool any = false;
    LegalEvents(t.s, [&](const Event& e) {
      if (!any) first = e;
      any = true;
    });
    ASSERT_TRUE(any);
    t.Ok(first);
  }
}

Event MercBattleEv(int clearing, int defender) {
  Event e = BattleEv(kCat, clearing, defender);
  e.b = int8_t(kCoSeat);
  return e;
}

TEST(RootCompany, MercenariesCountForTheBuyersRule) {
  Table3 t;
  // 10: one Marquise warrior, one Company warrior: a tie, nobody rules.
  ASSERT_EQ(t.s.warriors[kM][9], 1);
  ASSERT_EQ(t.s.warriors[kC][9], 1);
  EXPECT_EQ(Ruler(t.s, 9), -1);
  HireMercenaries(t);
  EXPECT_EQ(company::WarriorsLentTo(t.s), kCat);
  EXPECT_EQ(Ruler(t.s, 9), kM);
  EXPECT_EQ(Ruler(t.s, 10), kM);  // 11 too
  // The turn after: the Company's warriors are its own again.
  t.s.turns_taken += 1;
  EXPECT_EQ(company::WarriorsLentTo(t.s), -1);
  EXPECT_EQ(Ruler(t.s, 9), -1);
}

TEST(RootCompany, MercenariesFightOnTheBuyersSideHitsSplitOddOnTheBuyer) {
  Table3 t;
  HireMercenaries(t);
  // Three Eyrie warriors join 5 (Marquise warrior and recruiter, Company 1).
  t.s.warriors[kE][4] = 3;
  t.s.warrior_supply[kE] -= 3;
  t.s.warriors[kC][4] = 2;
  t.s.warrior_supply[kC] -= 1;
  const int cats = t.s.warriors[kM][4];
  ASSERT_EQ(cats, 1);
  EXPECT_TRUE(t.Listed(MercBattleEv(5, kBirdSeat)));
  t.Ok(MercBattleEv(5, kBirdSeat));
  // Rolls 3 and 3: the attacker's side deals 3 (its cap: 1 + 2 lent), the
  // Eyrie 3: one on the lent warriors, two (the odd hit) on the Marquise:
  // its warrior and its recruiter.
  FightOut(t, 3, 3);
  EXPECT_EQ(t.s.warriors[kE][4], 0);
  EXPECT_EQ(t.s.warriors[kC][4], 1);
  EXPECT_EQ(t.s.warriors[kM][4], 0);
  EXPECT_EQ(CountPiece(t.s, PieceKind::kRecruiter, 4), 0);
}

TEST(RootCompany, MercenariesLentHitsAreNotChosen) {
  Table3 t;
  HireMercenaries(t);
  t.s.warriors[kE][4] = 3;
  t.s.warrior_supply[kE] -= 3;
  t.s.warriors[kC][4] = 3;
  t.s.warrior_supply[kC] -= 2;
  // A sawmill beside the recruiter: the Marquise chooses which goes.
  t.s.marquise.buildings[int(PieceKind::kSawmill)][4] = 1;
  t.s.marquise.track[int(PieceKind::kSawmill)] -= 1;
  t.Ok(MercBattleEv(5, kBirdSeat));
  while (t.s.battle.active && t.s.battle.stage != BattleStage::kAttackerHits) {
    if (ActorOf(t.s) == kChanceActor) t.Ok(DiceEv(3, 3));
    else t.Ok(Ev(EventKind::kPass, ActorOf(t.s)));
  }
  ASSERT_TRUE(t.s.battle.active);
  // Three hits: one lent warrior, the Marquise warrior, one building.
  EXPECT_EQ(t.s.warriors[kC][4], 2);
  EXPECT_EQ(t.Rejects(Ev(EventKind::kAllyHit, kCat)), "root.battle.lent_hits");
  EXPECT_FALSE(t.Listed(Ev(EventKind::kAllyHit, kCat)));
}

TEST(RootCompany, MercenariesBuyerCannotBattleTheCompany) {
  Table3 t;
  HireMercenaries(t);
  EXPECT_FALSE(t.Listed(BattleEv(kCat, 10, kCoSeat)));
  EXPECT_EQ(t.Rejects(BattleEv(kCat, 10, kCoSeat)), "root.company.mercenaries");
}

TEST(RootCompany, MercenariesOnlyInTheBuyingTurn) {
  Table3 t;
  t.Ok(Ev(EventKind::kPass, kCat));
  ASSERT_EQ(t.s.phase, Phase::kDaylight);
  t.s.warriors[kE][4] = 1;
  t.s.warrior_supply[kE] -= 1;
  EXPECT_EQ(t.Rejects(MercBattleEv(5, kBirdSeat)), "root.company.mercenaries");
  EXPECT_TRUE(t.Listed(BattleEv(kCat, 5, kBirdSeat)));
  EXPECT_FALSE(t.Listed(MercBattleEv(5, kBirdSeat)));
}

TEST(RootCompany, MercenariesRefusedToTheVagabond) {
  Table3 t;
  State s = t.s;
  s.faction[kCat] = Faction::kVagabond;
  const Verdict v = company::kServiceWindow.validate(s, BuyEv(kCat, Service::kMercenaries, Faction::kVagabond));
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(std::string(v.rule().id), "root.company.mercenaries");
}

TEST(RootCompany, MercenariesTwiceInOneTurnRefused) {
  Table3 t;
  t.b().posts = 1u << 4;
  t.b().posts_placed[int(Suit::kRabbit)] = 1;
  t.Ok(BuyEv(kCat, Service::kMercenaries, Faction::kMarquise));
  EXPECT_EQ(t.Rejects(BuyEv(kCat, Service::kMercenaries, Faction::kMarquise)), "root.company.mercenaries");
}

// The Marquise's seat played as a Vagabond buyer with a face-up boot, two
// swords and an exhausted hammer (the service hooks read only these).
State VagabondBuyer(const Table3& t) {
  State s = t.s;
  s.faction[kCat] = Faction::kVagabond;
  s.vagabond.items[int(Item::kBoot)][int(ItemState::kUp)] = 1;
  s.vagabond.items[int(Item::kSword)][int(ItemState::kUp)] = 2;
  s.vagabond.items[int(Item::kHammer)][int(ItemState::kExhausted)] = 1;
  return s;
}
Event ItemBuyEv(Service service, std::initializer_list<Item> items, int card = 0) {
  Event e = BuyEv(kCat, service, Faction::kVagabond, card);
  int i = 0;
  for (Item item : items) e.spent[i++] = int8_t(item);
  return e;
}
std::string RuleOfVerdict(const Verdict& v) { return v.ok() ? "" : std::string(v.rule().id); }

TEST(RootCompany, ServicePaymentVagabondExhaustsItemsCompanyPutsItsWarriors) {
  Table3 t;
  State s = VagabondBuyer(t);
  const ServiceWindow& w = company::kServiceWindow;
  // Riverboats cost 2: two face-up items, ascending.
  EXPECT_EQ(RuleOfVerdict(w.validate(s, ItemBuyEv(Service::kRiverboats, {Item::kBoot}))),
            "root.company.service_payment");
  EXPECT_EQ(RuleOfVerdict(w.validate(s, ItemBuyEv(Service::kRiverboats, {Item::kHammer, Item::kHammer}))),
            "root.company.service_payment");  // exhausted already
  EXPECT_EQ(RuleOfVerdict(w.validate(s, ItemBuyEv(Service::kRiverboats, {Item::kSword, Item::kBoot}))),
            "root.event.malformed");
  EXPECT_EQ(RuleOfVerdict(w.validate(s, BuyEv(kCat, Service::kRiverboats, Faction::kVagabond))),
            "root.company.service_payment");
  const Event ok = ItemBuyEv(Service::kRiverboats, {Item::kBoot, Item::kSword});
  EXPECT_TRUE(w.validate(s, ok).ok());
  // Listed: boot+sword, sword+sword for riverboats; three hand cards at 1 each
  // with a boot or a sword; none for mercenaries.
  int listed = 0;
  bool found = false;
  w.legal(s, [&](const Event& e) {
    ++listed;
    found |= e == ok;
  });
  EXPECT_TRUE(found);
  EXPECT_EQ(listed, 2 + 3 * 2);
  const int co_supply = s.warrior_supply[kC];
  const int payments = s.company.payments[kC];
  w.execute(s, ok);
  EXPECT_EQ(s.vagabond.items[int(Item::kBoot)][int(ItemState::kExhausted)], 1);
  EXPECT_EQ(s.vagabond.items[int(Item::kSword)][int(ItemState::kUp)], 1);
  EXPECT_EQ(s.company.payments[kC], payments + 2);
  EXPECT_EQ(s.warrior_supply[kC], co_supply - 2);
  EXPECT_TRUE(company::RiverboatsBought(s));
}

TEST(RootCompany, ServicePaymentWarriorsNameNoItems) {
  Table3 t;
  Event e = BuyEv(kCat, Service::kRiverboats, Faction::kMarquise);
  e.spent[0] = int8_t(Item::kBoot);
  EXPECT_EQ(t.Rejects(e), "root.company.service_payment");
}

TEST(RootCompany, WarriorsInTheCompanysBoxesCountForTheirOwners) {
  Table3 t;
  t.Ok(BuyEv(kCat, Service::kRiverboats, Faction::kMarquise));
  EXPECT_EQ(WarriorsOffMap(t.s, Faction::kMarquise), 2);
  int on_map = 0;
  for (int c = 0; c < kNumClearings; ++c) on_map += t.s.warriors[kM][c];
  EXPECT_EQ(on_map + t.s.warrior_supply[kM] + WarriorsOffMap(t.s, Faction::kMarquise), kCatWarriors);
}

}  // namespace
}  // namespace arbiter::root::testing
