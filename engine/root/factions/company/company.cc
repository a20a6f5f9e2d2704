#include "engine/root/factions/company/company.h"

#include <bit>

#include "engine/root/actions.h"
#include "engine/root/battle.h"
#include "engine/root/board.h"
#include "engine/root/factions/company/pieces.h"
#include "engine/root/factions/company/rule_ids.h"
#include "engine/root/factions/company/services.h"
#include "engine/root/factions/company/snapshot.h"
#include "engine/root/factions/company/text.h"

namespace arbiter::root {
namespace {

using company::Box;
using company::kCo;

int Seat(const State& s) { return SeatOf(s, kCo); }
CompanyStep Step(const State& s) { return CompanyStep(s.fstep); }
bool OnRiver(const State& s, int c) { return MapOf(s).river[c] != 0; }

void Init(State& s) {
  s.warrior_supply[Fi(kCo)] = kCompanyWarriors;
  // facts 9 (setup): three warriors in payments.
  company::FromSupply(s, kCo, Box::kPayments, kCompanySetupPayments);
  s.fstep = 0;
}

bool SetupDone(const State& s) { return Step(s) == CompanyStep::kSetupDone; }

void BeginTurn(State& s) {
  s.phase = Phase::kBirdsong;
  s.fstep = uint8_t(CompanyStep::kBirdsong);
}

void Birdsong(State& s) {
  CompanyBoard& b = s.company;
  // root.company.protectionism: seed 朝フェイズ《支払いボックスが空》 — two
  // of its own warriors into an empty payments box (as many as the supply has).
  if (company::BoxTotal(b, Box::kPayments) == 0) {
    const int n = std::min<int>(kProtectionism, s.warrior_supply[Fi(kCo)]);
    company::FromSupply(s, kCo, Box::kPayments, n);
  }
  // root.company.dividends: seed 朝フェイズ《勝利点の獲得》 — with a trade
  // post on the map, 1 VP per two funds (funds box only; facts 9). Scored
  // as the faction's per-turn board scoring, with the Eyrie's roosts.
  if (b.posts != 0) AddVp(s, Seat(s), company::BoxTotal(b, Box::kFunds) / 2, Score::kDividends);
  // root.company.gather_funds: seed 朝フェイズ《資産化》 — every warrior on
  // the board into funds; the trade post rows are free again.
  // Summed here and the three boxes emptied: 21 out-of-line Shift calls
  // (one per owner and box) were ~350 instructions a Birdsong (callgrind,
  // company slice); RootCompany.BirdsongProtectionismDividendsAndGatherFunds
  // checks every box.
  for (int f = 0; f < kNumFactions; ++f)
    b.funds[f] = uint8_t(b.funds[f] + b.payments[f] + b.committed[f] + b.crafted[f]);
  b.payments.fill(0);
  b.committed.fill(0);
  b.crafted.fill(0);
  b.row_used = {0, 0, 0};
}

Progress Advance(State& s) {
  switch (Step(s)) {
    case CompanyStep::kBirdsong:
      Birdsong(s);
      s.phase = Phase::kDaylight;
      s.fstep = uint8_t(CompanyStep::kDaylight);
      return Progress::kStepped;
    case CompanyStep::kEveningDiscard:
      if (HandSize(s, Seat(s)) > kHandLimit) return Progress::kWaiting;
      s.fstep = uint8_t(CompanyStep::kEveningPrices);
      return Progress::kStepped;
    case CompanyStep::kTurnDone:
      return Progress::kTurnOver;
    default:
      return Progress::kWaiting;
  }
}

int CraftingPieces(const State& s, Suit suit) {
  return suit == Suit::kBird ? 0 : company::FreeRowSpaces(s, suit);
}
void UseCraftingPieces(State& s, Suit suit, int n) { s.company.row_used[int(suit)] += uint8_t(n); }
int CraftVp(const State&, int vp) { return vp; }
bool InDaylightActions(const State& s) { return Step(s) == CompanyStep::kDaylight; }

// The fund named by e.piece: a faction with at least `n` warriors in funds.
Verdict ValidateFund(const State& s, const Event& e, int n) {
  if (e.piece < 0 || e.piece >= kNumFactions) return Nonexistent(rules::kMalformed, "no such faction's funds");
  // root.company.funds: seed 昼フェイズ — actions are paid with warriors in funds.
  if (s.company.funds[e.piece] < n) return Forbid(rules::kCoFunds, "not that many funds of that faction");
  return Allowed();
}

Verdict ValidatePrices(const Event& e) {
  // root.company.prices: seed 夜フェイズ《業務コストの変更》 — each track 1..4 (facts 9).
  for (int k = 0; k < kNumServices; ++k)
    if (e.uses[k] < kMinPrice || e.uses[k] > kMaxPrice)
      return Forbid(rules::kCoPrices, "each price is 1 to 4");
  return Allowed();
}

Verdict ValidateRecruit(const State& s, int c) {
  if (!ValidClearing(c)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
  // root.company.recruit: seed E:募兵アクション — 河のある任意の広場.
  if (!OnRiver(s, c)) return Forbid(rules::kCoRecruit, "the clearing is not on the river");
  if (s.warrior_supply[Fi(kCo)] == 0) return Forbid(rules::kCoRecruit, "no warrior left in supply");
  if (!MayPlace(s, kCo, c)) return Forbid(rules::kKeepBlocks, "the keep's clearing");
  return Allowed();
}

Verdict ValidatePost(const State& s, const Event& e) {
  const int c = e.a;
  if (!ValidClearing(c)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
  if (e.piece < 0 || e.piece >= kNumFactions) return Nonexistent(rules::kMalformed, "no such faction's funds");
  // root.company.one_post_per_clearing: seed F — 1つの広場に交易所は1つだけ.
  if (company::HasPost(s, c)) return Forbid(rules::kCoOnePost, "the clearing already holds a trade post");
  if (company::PostsLeft(s, s.suit[c]) == 0)
    return Forbid(rules::kCoTradePost, "no trade post of the clearing's suit left");
  // root.company.garrison_funds: seed F — the two funds are the ruler's own warriors.
  const int ruler = Ruler(s, c);
  if (ruler < 0) return Forbid(rules::kCoTradePost, "nobody rules the clearing, so no funds can pay");
  if (e.piece != ruler) return Forbid(rules::kCoGarrisonFunds, "the funds spent are not the ruler's warriors");
  if (Verdict v = ValidateFund(s, e, 2); !v.ok()) return v;
  if (!MayPlace(s, kCo, c)) return Forbid(rules::kKeepBlocks, "the keep's clearing");
  return Allowed();
}

// The common craft event a CompanyCraft makes (ValidateCraft/ExecuteCraft).
Event AsCraft(const Event& e) {
  Event c;
  c.kind = EventKind::kCraft;
  c.seat = e.seat;
  c.card = e.card;
  c.uses = e.uses;
  return c;
}

Verdict ValidateCompanyCraft(const State& s, const Event& e) {
  if (e.n != 0 && e.n != 1) return Nonexistent(rules::kMalformed, "export is yes or no");
  Verdict v = ValidateCraft(s, Seat(s), AsCraft(e));
  // root.company.export: an exported card gives no effect, so neither the
  // item's supply nor a persistent card already in play matters.
  if (!v.ok() && !(e.n == 1 && (&v.rule() == &rules::kCraftItem || &v.rule() == &rules::kCraftDuplicate)))
    return v;
  int total = 0;
  for (int i = 0; i < kNumClearingSuits; ++i) total += e.uses[i];
  // root.company.craft: seed C — one fund per cost icon, owners listed ascending.
  int given = 0;
  while (given < kMaxSpent && e.spent[given] >= 0) ++given;
  for (int i = given; i < kMaxSpent; ++i)
    if (e.spent[i] >= 0) return Nonexistent(rules::kMalformed, "funds listed after a gap");
  if (given != total) return Forbid(rules::kCoCraft, "one fund per cost icon");
  std::array<int, kNumFactions> need{};
  for (int i = 0; i < given; ++i) {
    if (e.spent[i] >= kNumFactions) return Nonexistent(rules::kMalformed, "no such faction's funds");
    if (i > 0 && e.spent[i] < e.spent[i - 1])
      return Forbid(rules::kCoCraft, "list the funds' owners in ascending order");
    ++need[e.spent[i]];
  }
  for (int f = 0; f < kNumFactions; ++f)
    if (need[f] > s.company.funds[f]) return Forbid(rules::kCoFunds, "not that many funds of that faction");
  // root.company.export: seed C 輸出 — the card discarded, a warrior into payments.
  if (e.n == 1 && s.warrior_supply[Fi(kCo)] == 0)
    return Forbid(rules::kCoExport, "no warrior in the supply to put in payments");
  return Allowed();
}

Verdict Validate(const State& s, const Event& e) {
  const int seat = Seat(s);
  switch (Step(s)) {
    case CompanyStep::kSetupWarriors:
      if (e.kind != EventKind::kCompanySetup)
        return Forbid(rules::kWrongTime, "setup: place a starting warrior on the river");
      if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
      // root.company.setup: facts 9 — clearings touching the river.
      if (!OnRiver(s, e.a)) return Forbid(rules::kCoSetup, "the clearing is not on the river");
      if (!MayPlace(s, kCo, e.a)) return Forbid(rules::kKeepBlocks, "the keep's clearing");
      return Allowed();
    case CompanyStep::kSetupPrices:
    case CompanyStep::kEveningPrices:
      if (e.kind != EventKind::kSetPrices) return Forbid(rules::kWrongTime, "set the three prices");
      return ValidatePrices(e);
    case CompanyStep::kDaylight:
      switch (e.kind) {
        case EventKind::kEndPhase:
          return Allowed();
        case EventKind::kFundsMove:
          if (Verdict v = ValidateFund(s, e, 1); !v.ok()) return v;
          return ValidateMove(s, kCo, e.a, e.b, e.n);
        case EventKind::kFundsBattle:
          if (Verdict v = ValidateFund(s, e, 1); !v.ok()) return v;
          return ValidateBattleTarget(s, seat, e.a, e.target);
        case EventKind::kFundsDraw:
          return ValidateFund(s, e, 1);
        case EventKind::kFundsRecruit:
          if (Verdict v = ValidateFund(s, e, 1); !v.ok()) return v;
          return ValidateRecruit(s, e.a);
        case EventKind::kEstablishPost:
          return ValidatePost(s, e);
        case EventKind::kCompanyCraft:
          return ValidateCompanyCraft(s, e);
        default:
          return Forbid(rules::kWrongTime, "Daylight: an action paid with funds, or end the phase");
      }
    case CompanyStep::kEveningDiscard:
      if (e.kind != EventKind::kDiscard) return Forbid(rules::kWrongTime, "discard down to five cards");
      return ValidateHandLimitDiscard(s, seat, e);
    default:
      return Forbid(rules::kWrongTime, "the Company has no decision now");
  }
}

void Execute(State& s, const Event& e) {
  const int seat = Seat(s);
  CompanyBoard& b = s.company;
  switch (e.kind) {
    case EventKind::kCompanySetup:
      PlaceWarriors(s, kCo, e.a, 1);
      if (++b.setup_warriors == kCompanySetupWarriors) s.fstep = uint8_t(CompanyStep::kSetupPrices);
      break;
    case EventKind::kSetPrices:
      for (int k = 0; k < kNumServices; ++k) b.price[k] = uint8_t(e.uses[k]);
      s.fstep = uint8_t(Step(s) == CompanyStep::kSetupPrices ? CompanyStep::kSetupDone : CompanyStep::kTurnDone);
      break;
    case EventKind::kEndPhase:
      s.phase = Phase::kEvening;
      s.fstep = uint8_t(CompanyStep::kEveningDiscard);
      break;
    // seed 昼フェイズ: committed funds go to the committed box, spent ones
    // back to their owners.
    case EventKind::kFundsMove:
      company::Shift(s, Box::kFunds, Box::kCommitted, Faction(e.piece), 1);
      MoveWarriors(s, kCo, e.a, e.b, e.n);
      break;
    case EventKind::kFundsBattle:
      company::Shift(s, Box::kFunds, Box::kCommitted, Faction(e.piece), 1);
      StartBattle(s, seat, e.a, e.target);
      break;
    case EventKind::kFundsDraw:
      company::Shift(s, Box::kFunds, Box::kCommitted, Faction(e.piece), 1);
      QueueDraw(s, seat, 1);
      break;
    case EventKind::kFundsRecruit:
      company::ToSupply(s, Box::kFunds, Faction(e.piece), 1);
      PlaceWarriors(s, kCo, e.a, 1);
      break;
    case EventKind::kEstablishPost:
      company::ToSupply(s, Box::kFunds, Faction(e.piece), 2);
      company::PlacePost(s, e.a);
      if (s.warrior_supply[Fi(kCo)] > 0) PlaceWarriors(s, kCo, e.a, 1);
      break;
    case EventKind::kCompanyCraft:
      // seed C: the committed funds go onto the rows of the cost suits.
      for (int i = 0; i < kMaxSpent && e.spent[i] >= 0; ++i)
        company::Shift(s, Box::kFunds, Box::kCrafted, Faction(e.spent[i]), 1);
      if (e.n == 1) {
        for (int i = 0; i < kNumClearingSuits; ++i) UseCraftingPieces(s, Suit(i), e.uses[i]);
        DiscardFromHand(s, seat, e.card);
        company::FromSupply(s, kCo, Box::kPayments, 1);
      } else {
        ExecuteCraft(s, seat, AsCraft(e));
      }
      break;
    case EventKind::kDiscard:
      DiscardFromHand(s, seat, e.card);
      break;
    default:
      break;
  }
}

// Every ascending list of `count` owners among the funds, into e.spent.
void ListOwners(const std::array<uint8_t, kNumFactions>& funds, int from, int count, int i, Event& e,
                EventSink sink) {
  if (i == count) {
    sink(e);
    return;
  }
  for (int f = from; f < kNumFactions; ++f) {
    int used = 0;
    for (int k = 0; k < i; ++k) used += e.spent[k] == f;
    if (used >= funds[f]) continue;
    e.spent[i] = int8_t(f);
    ListOwners(funds, f, count, i + 1, e, sink);
  }
  e.spent[i] = -1;
}

void ListCompanyCrafts(const State& s, EventSink sink) {
  const int seat = Seat(s);
  int avail[kNumClearingSuits];
  for (int i = 0; i < kNumClearingSuits; ++i) avail[i] = CraftingPieces(s, Suit(i));
  if (avail[0] + avail[1] + avail[2] == 0) return;
  for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
    const int c = std::countr_zero(m);
    const CardDef& card = kCards[c];
    if (!card.Craftable()) continue;
    const int any = card.cost[3];
    for (int fx = 0; fx <= any; ++fx) {
      for (int rb = 0; rb + fx <= any; ++rb) {
        Event e;
        e.kind = EventKind::kCompanyCraft;
        e.seat = int8_t(seat);
        e.card = int8_t(c);
        e.uses = {int8_t(card.cost[0] + fx), int8_t(card.cost[1] + rb), int8_t(card.cost[2] + any - fx - rb)};
        if (e.uses[0] > avail[0] || e.uses[1] > avail[1] || e.uses[2] > avail[2]) continue;
        const int total = e.uses[0] + e.uses[1] + e.uses[2];
        if (total > kMaxSpent) continue;
        for (int exported = 0; exported <= 1; ++exported) {
          e.n = int8_t(exported);
          ListOwners(s.company.funds, 0, total, 0, e, [&](const Event& x) {
            if (ValidateCompanyCraft(s, x).ok()) sink(x);
          });
        }
      }
    }
  }
}

void ListPrices(const State& s, EventSink sink) {
  Event e;
  e.kind = EventKind::kSetPrices;
  e.seat = int8_t(Seat(s));
  for (int a = kMinPrice; a <= kMaxPrice; ++a)
    for (int b = kMinPrice; b <= kMaxPrice; ++b)
      for (int c = kMinPrice; c <= kMaxPrice; ++c) {
        e.uses = {int8_t(a), int8_t(b), int8_t(c)};
        sink(e);
      }
}

void Legal(const State& s, EventSink sink) {
  const int seat = Seat(s);
  Event e;
  e.seat = int8_t(seat);
  switch (Step(s)) {
    case CompanyStep::kSetupWarriors:
      e.kind = EventKind::kCompanySetup;
      for (int c = 0; c < kNumClearings; ++c) {
        e.a = int8_t(c);
        if (Validate(s, e).ok()) sink(e);
      }
      return;
    case CompanyStep::kSetupPrices:
    case CompanyStep::kEveningPrices:
      ListPrices(s, sink);
      return;
    case CompanyStep::kDaylight: {
      e.kind = EventKind::kEndPhase;
      sink(e);
      for (int f = 0; f < kNumFactions; ++f) {
        if (s.company.funds[f] == 0) continue;
        Event p = e;
        p.piece = int8_t(f);
        for (int c = 0; c < kNumClearings; ++c) {
          ListMoves(s, kCo, c, p, [&sink](const Event& m) {
            Event x = m;
            x.kind = EventKind::kFundsMove;
            sink(x);
          });
          ListBattles(s, seat, c, p, [&sink](const Event& m) {
            Event x = m;
            x.kind = EventKind::kFundsBattle;
            sink(x);
          });
        }
        p.kind = EventKind::kFundsDraw;
        sink(p);
        p.kind = EventKind::kFundsRecruit;
        for (int c = 0; c < kNumClearings; ++c) {
          p.a = int8_t(c);
          if (ValidateRecruit(s, c).ok()) sink(p);
        }
        p.kind = EventKind::kEstablishPost;
        for (int c = 0; c < kNumClearings; ++c) {
          p.a = int8_t(c);
          if (ValidatePost(s, p).ok()) sink(p);
        }
      }
      ListCompanyCrafts(s, sink);
      return;
    }
    case CompanyStep::kEveningDiscard:
      ListHandLimitDiscards(s, seat, sink);
      return;
    default:
      return;
  }
}

// root.company.trade_disruption: the funds a removed trade post takes.
constexpr OwedDecision kOwedDisruption = {
    .validate = &company::ValidateDisruption,
    .execute = &company::TakeDisruption,
    .legal = &company::ListDisruptions,
    .text = &company::DisruptionText,
};

}  // namespace

// constinit: see factions/table.cc.
constinit const FactionRules kCompanyRules = {
    .faction = Faction::kCompany,
    .name = "company",
    .warriors = kCompanyWarriors,
    .init = &Init,
    .setup_done = &SetupDone,
    .begin_turn = &BeginTurn,
    .advance = &Advance,
    .validate = &Validate,
    .execute = &Execute,
    .legal = &Legal,
    .crafting_pieces = &CraftingPieces,
    .use_crafting_pieces = &UseCraftingPieces,
    .craft_vp = &CraftVp,
    .in_daylight_actions = &InDaylightActions,
    .pieces = company::kPieces,
    .building_rows = company::kBuildingRows,
    .tokens = &company::Tokens,
    .count_piece = &company::CountPiece,
    .remove_piece = &company::RemovePiece,
    .board_text = &company::BoardText,
    .clearing_text = &company::ClearingText,
    .last_step = uint8_t(CompanyStep::kTurnDone),
    .write_snapshot = &company::WriteSnapshot,
    .read_snapshot = &company::ReadSnapshot,
    .check_snapshot = &company::CheckSnapshot,
    .digest = &company::Digest,
    .board_headline = &company::BoardHeadline,
    .event_text = &company::EventText,
    .warriors_held_at = company::kHeldAt,
    // seed 001 【河民商団】《売り出し中》: its hand lies open.
    .public_hand = true,
    .move_paths = &company::MovePaths,
    .services = &company::kServiceWindow,
    .owed_decision = &kOwedDisruption,
    .warriors_lent_to = &company::WarriorsLentTo,
    .judge_lent_battle = &company::JudgeLentBattle,
};

}  // namespace arbiter::root
