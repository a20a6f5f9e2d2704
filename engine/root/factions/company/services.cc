#include "engine/root/factions/company/services.h"

#include <algorithm>
#include <array>
#include <bit>

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"
#include "engine/root/factions/company/pieces.h"
#include "engine/root/factions/company/rule_ids.h"

namespace arbiter::root::company {

int ServicesBought(const State& s) {
  return s.company.service_turn == s.turns_taken ? s.company.bought : 0;
}

bool RiverboatsBought(const State& s) {
  return s.company.service_turn == s.turns_taken && s.company.riverboats;
}

bool MercenariesBought(const State& s) {
  return s.company.service_turn == s.turns_taken && s.company.mercenaries;
}

int WarriorsLentTo(const State& s) {
  // root.company.mercenaries: seed C:傭兵業務 — そのターンの昼と夜フェイズ間:
  // the buyer's Daylight and Evening of the turn it bought them, no later.
  if (!MercenariesBought(s) || (s.phase != Phase::kDaylight && s.phase != Phase::kEvening)) return -1;
  return s.turn_seat == SeatOf(s, kCo) ? -1 : s.turn_seat;
}

Verdict JudgeLentBattle(const State& s, int attacker, int c, int defender, bool with_lent) {
  if (!ValidClearing(c)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
  const int co = SeatOf(s, kCo);
  const bool lent = WarriorsLentTo(s) == attacker;
  // root.company.mercenaries: facts 9 — the buyer does not battle the Company.
  if (lent && defender == co)
    return Forbid(rules::kCoMercenaries, "you hired the Company's warriors this turn: you cannot battle the Company");
  if (!with_lent) return Allowed();
  if (!lent)
    return Forbid(rules::kCoMercenaries,
                  "the Company's warriors fight on your side only in the Daylight and Evening of a turn you bought mercenaries");
  if (s.warriors[Fi(kCo)][c] == 0)
    return Forbid(rules::kCoMercenaries, "no Company warrior in that clearing fights for you");
  return Allowed();
}

int ServicesLeft(const State& s) {
  // root.company.service_limit: seed 業務提供 — 1回＋交易所トークンと自分の配置物がある広場の数.
  const Faction buyer = FactionOf(s, s.turn_seat);
  int limit = 1;
  for (uint16_t m = s.company.posts; m; m &= uint16_t(m - 1))
    limit += HasPieces(s, buyer, std::countr_zero(unsigned(m))) ? 1 : 0;
  return limit - ServicesBought(s);
}

namespace {

Faction Buyer(const State& s) { return FactionOf(s, s.turn_seat); }

// The buyer pays with items (FactionRules::face_up_items: the Vagabond).
bool PaysWithItems(const State& s) { return RulesOf(Buyer(s)).face_up_items != nullptr; }

// root.company.service_payment: seed 業務提供 — the price in the buyer's
// own warriors from its supply; facts 9 — a buyer without warriors (the
// Vagabond) exhausts one face-up item per warrior instead, named in
// `spent` in ascending Item order.
Verdict ValidatePayment(const State& s, const Event& e) {
  const int price = s.company.price[e.n];
  if (!PaysWithItems(s)) {
    if (e.spent[0] >= 0) return Forbid(rules::kCoServicePay, "you pay with warriors: name no items");
    if (s.warrior_supply[Fi(Buyer(s))] < price)
      return Forbid(rules::kCoServicePay, "fewer warriors in the supply than the price");
    return Allowed();
  }
  std::array<int, kNumItems> named{};
  for (int i = 0; i < kMaxSpent; ++i) {
    const int item = e.spent[i];
    if ((item >= 0) != (i < price))
      return Forbid(rules::kCoServicePay, "exhaust one item per warrior of the price");
    if (item < 0) continue;
    if (item < 1 || item >= kNumItems) return Nonexistent(rules::kMalformed, "no such item");
    if (i > 0 && item < e.spent[i - 1]) return Nonexistent(rules::kMalformed, "items in ascending order");
    ++named[item];
  }
  const FactionRules& br = RulesOf(Buyer(s));
  for (int item = 1; item < kNumItems; ++item)
    if (named[item] > br.face_up_items(s, Item(item)))
      return Forbid(rules::kCoServicePay, "fewer face-up undamaged items of that kind than named");
  return Allowed();
}

// root.company.mercenaries: facts 9 — the Vagabond may not buy them.
bool BuyerMayNotBuy(const State& s, Service service) {
  return service == Service::kMercenaries && Buyer(s) == Faction::kVagabond;
}

// What Validate asks of a purchase after the buyer and the limit: its
// payment and the service itself. Open asks only this of its candidates,
// whose buyer and limit it knows already.
Verdict ValidateOffer(const State& s, const Event& e) {
  if (Verdict v = ValidatePayment(s, e); !v.ok()) return v;
  switch (Service(e.n)) {
    case Service::kHandCard:
      // root.company.hand_card: seed A:手札業務 — one card of the Company's hand.
      if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
      if (!InHand(s, SeatOf(s, kCo), e.card))
        return Forbid(rules::kCoHandCard, "the card is not in the Company's hand");
      return Allowed();
    case Service::kRiverboats:
      if (e.card >= 0) return Nonexistent(rules::kMalformed, "riverboats name no card");
      if (RiverboatsBought(s)) return Forbid(rules::kCoRiverboats, "riverboats are already bought this turn");
      return Allowed();
    default:
      if (e.card >= 0) return Nonexistent(rules::kMalformed, "mercenaries name no card");
      if (MercenariesBought(s)) return Forbid(rules::kCoMercenaries, "mercenaries are already bought this turn");
      return Allowed();
  }
}

Verdict Validate(const State& s, const Event& e) {
  if (e.kind != EventKind::kBuyService) return Forbid(rules::kServiceWindow, "buy a service or pass");
  if (e.n < 0 || e.n >= kNumServices) return Nonexistent(rules::kMalformed, "no such service");
  const Service service = Service(e.n);
  if (e.piece < 0 || e.piece >= kNumFactions) return Nonexistent(rules::kMalformed, "no such faction pays");
  if (BuyerMayNotBuy(s, service))
    return Forbid(rules::kCoMercenaries, "the Vagabond cannot buy mercenaries");
  // root.company.service_payment: seed 業務提供 — paid with the buyer's own warriors from its supply.
  if (Faction(e.piece) != Buyer(s))
    return Forbid(rules::kCoServicePay, "a service is paid with the buyer's own warriors");
  if (ServicesLeft(s) <= 0)
    return Forbid(rules::kCoServiceLimit, "no more services this turn: 1 + clearings with a trade post and your pieces");
  return ValidateOffer(s, e);
}

void Execute(State& s, const Event& e) {
  CompanyBoard& b = s.company;
  if (b.service_turn != s.turns_taken) {
    b.service_turn = s.turns_taken;
    b.bought = 0;
    b.riverboats = false;
    b.mercenaries = false;
  }
  ++b.bought;
  if (PaysWithItems(s)) {
    // facts 9: the items are exhausted and the Company puts as many of its
    // own warriors into payments (those its supply has).
    const FactionRules& br = RulesOf(Buyer(s));
    for (int i = 0; i < kMaxSpent && e.spent[i] > 0; ++i) br.exhaust_item(s, Item(e.spent[i]));
    FromSupply(s, kCo, Box::kPayments, std::min<int>(b.price[e.n], s.warrior_supply[Fi(kCo)]));
  } else {
    FromSupply(s, Buyer(s), Box::kPayments, b.price[e.n]);
  }
  if (Service(e.n) == Service::kHandCard) {
    s.hand[SeatOf(s, kCo)] &= ~Bit(e.card);
    s.hand[s.turn_seat] |= Bit(e.card);
  } else if (Service(e.n) == Service::kRiverboats) {
    b.riverboats = true;
  } else {
    b.mercenaries = true;
  }
}

// `e` with every payment of its price: the one in warriors, or each choice
// of items (ascending kinds, one per warrior of the price).
void ListPayments(const State& s, Event e, EventSink sink) {
  if (!PaysWithItems(s)) {
    if (Validate(s, e).ok()) sink(e);
    return;
  }
  const int price = s.company.price[e.n];
  if (price < 1 || price > kMaxSpent) return;
  auto fill = [&](auto&& self, int i, int from) -> void {
    if (i == price) {
      if (Validate(s, e).ok()) sink(e);
      return;
    }
    for (int item = from; item < kNumItems; ++item) {
      e.spent[i] = int8_t(item);
      self(self, i + 1, item);
    }
    e.spent[i] = -1;
  };
  fill(fill, 0, 1);
}

void Legal(const State& s, EventSink sink) {
  Event e;
  e.kind = EventKind::kBuyService;
  e.seat = int8_t(s.turn_seat);
  e.piece = int8_t(Buyer(s));
  e.n = int8_t(Service::kHandCard);
  for (uint64_t m = s.hand[SeatOf(s, kCo)]; m; m &= m - 1) {
    e.card = int8_t(std::countr_zero(m));
    ListPayments(s, e, sink);
  }
  e.card = -1;
  e.n = int8_t(Service::kRiverboats);
  ListPayments(s, e, sink);
  e.n = int8_t(Service::kMercenaries);
  ListPayments(s, e, sink);
}

// `e` with one payment in items, the first in Legal's order (the lowest
// kinds first), when the buyer's face-up items cover the price: some choice
// of items is allowed exactly when this one is (ValidatePayment asks only
// for as many of each kind as are face up).
bool FirstItemPayment(const State& s, Event& e) {
  const int price = s.company.price[e.n];
  if (price < 1 || price > kMaxSpent) return false;
  const FactionRules& br = RulesOf(Buyer(s));
  int i = 0;
  for (int item = 1; item < kNumItems && i < price; ++item)
    for (int k = br.face_up_items(s, Item(item)); k > 0 && i < price; --k) e.spent[i++] = int8_t(item);
  return i == price;
}

// Open while some purchase is allowed: while Legal would list one (the
// buyer can afford a service and has one left to buy). Asked at every step
// of the window, so it tries one payment per service rather than listing
// every choice of items (a Vagabond with a dozen face-up items has hundreds).
bool Open(const State& s) {
  if (ServicesLeft(s) <= 0) return false;
  Event e;
  e.kind = EventKind::kBuyService;
  e.seat = int8_t(s.turn_seat);
  e.piece = int8_t(Buyer(s));
  // Each candidate is a purchase by the buyer with the limit not reached
  // (tested above), so only the rest of Validate is asked: the limit's
  // HasPieces for every trade post, paid again per candidate, was about
  // half of Open (callgrind over 30 Company games, 2026-12-04), and the
  // buyer's own refusal.
  auto allowed = [&](Event candidate) {
    if (BuyerMayNotBuy(s, Service(candidate.n))) return false;
    if (PaysWithItems(s) && !FirstItemPayment(s, candidate)) return false;
    return ValidateOffer(s, candidate).ok();
  };
  e.n = int8_t(Service::kHandCard);
  for (uint64_t m = s.hand[SeatOf(s, kCo)]; m; m &= m - 1) {
    e.card = int8_t(std::countr_zero(m));
    if (allowed(e)) return true;
  }
  e.card = -1;
  e.n = int8_t(Service::kRiverboats);
  if (allowed(e)) return true;
  e.n = int8_t(Service::kMercenaries);
  return allowed(e);
}

std::string Text(const State& s) {
  return absl::StrCat("Birdsong of seat ", int(s.turn_seat), " (", FactionName(Buyer(s)),
                      "): may buy a service of the Riverfolk Company (", ServicesLeft(s),
                      " more this turn), or pass");
}

}  // namespace

const ServiceWindow kServiceWindow = {
    .open = &Open,
    .validate = &Validate,
    .execute = &Execute,
    .legal = &Legal,
    .text = &Text,
};

void MovePaths(const State& s, Faction mover, int from, uint16_t* paths, uint16_t* rule_free) {
  const uint16_t river = MapOf(s).river[from];
  if (river == 0) return;
  if (mover == kCo) {
    // root.company.swimmers: seed 《水練》 — rivers are its paths, and a
    // river move needs no rule.
    *paths |= river;
    *rule_free |= river;
  } else if (s.phase != Phase::kSetup && mover == Buyer(s) && RiverboatsBought(s)) {
    // root.company.riverboats: seed B:河船業務 — rivers are paths until the
    // end of the buyer's turn (rule still applies).
    *paths |= river;
  }
}

}  // namespace arbiter::root::company
