#include "engine/root/outrage.h"

#include "engine/root/board.h"

namespace arbiter::root {
namespace {

// A card of the clearing's suit (birds are wild, as for every cost; seed
// 【ゲームの準備】《動物カードについて》) in the payer's hand.
bool HoldsMatching(const State& s, int seat, int c) {
  for (uint64_t m = s.hand[seat]; m; m &= m - 1)
    if (PaysFor(kCards[std::countr_zero(m)].suit, s.suit[c])) return true;
  return false;
}

}  // namespace

void RaiseOutrage(State& s, int payer, int owed_to, int c) {
  if (s.outrage_at == 0) {
    s.outrage_payer = int8_t(payer);
    s.outrage_owed_to = int8_t(owed_to);
  }
  s.outrage_at |= uint16_t(1u << c);
}

void OutrageOnEntrySeats(State& s, Faction mover, int c) {
  for (int seat = 0; seat < s.players; ++seat) {
    const FactionRules& fr = RulesOf(s.faction[seat]);
    if (fr.outrage_clearings == nullptr || fr.faction == mover) continue;
    if ((fr.outrage_clearings(s) >> c) & 1) RaiseOutrage(s, SeatOf(s, mover), seat, c);
  }
}

// root.alliance.outrage: seed 【森林連合】「蜂起」 — a card of the clearing's suit
// when the payer holds one; otherwise the hand is shown (no card named).
Verdict ValidateOutrage(const State& s, const Event& e) {
  if (e.kind != EventKind::kOutrage)
    return Forbid(rules::kOutrage, "an outrage is due: give a card of the clearing's suit");
  const int c = PendingOutrage(s);
  if (e.a != c) return Forbid(rules::kOutrage, "the outrage due is for another clearing");
  if (e.card < 0) {
    if (HoldsMatching(s, e.seat, c))
      return Forbid(rules::kOutrage, "a card of the clearing's suit is in hand and must be given");
    return Allowed();
  }
  if (!InHand(s, e.seat, e.card)) return Forbid(rules::kCardNotInHand, "the card is not in your hand");
  if (!PaysFor(kCards[e.card].suit, s.suit[c]))
    return Forbid(rules::kOutrage, "the card does not match the clearing's suit");
  return Allowed();
}

void ExecuteOutrage(State& s, const Event& e) {
  const int owed_to = s.outrage_owed_to;
  s.outrage_at &= uint16_t(s.outrage_at - 1);
  if (e.card >= 0) {
    s.hand[e.seat] &= ~Bit(e.card);
    RulesOf(FactionOf(s, owed_to)).receive_card(s, e.card);
  } else {
    ++s.reserve_owed[owed_to];  // drawn from the deck (reducer.cc Advance)
  }
  if (s.outrage_at == 0) s.outrage_payer = s.outrage_owed_to = -1;
}

void ListOutrage(const State& s, EventSink sink) {
  const int c = PendingOutrage(s);
  Event e;
  e.kind = EventKind::kOutrage;
  e.seat = s.outrage_payer;
  e.a = int8_t(c);
  bool any = false;
  for (uint64_t m = s.hand[e.seat]; m; m &= m - 1) {
    e.card = int8_t(std::countr_zero(m));
    if (PaysFor(kCards[e.card].suit, s.suit[c])) {
      any = true;
      sink(e);
    }
  }
  if (!any) {
    e.card = -1;
    sink(e);
  }
}

}  // namespace arbiter::root
