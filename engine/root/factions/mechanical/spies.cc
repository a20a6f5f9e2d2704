#include "engine/root/factions/mechanical/spies.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"
#include "engine/root/card_effects.h"
#include "engine/root/factions/mechanical/mechanical.h"
#include "engine/root/factions/mechanical/rule_ids.h"

namespace arbiter::root::mechanical {
namespace {

uint16_t TurnMark(const State& s) { return uint16_t(s.turns_taken + 1); }
uint16_t SpyTurn(const MechanicalBoard& b) { return uint16_t(b.spy_turn[0] | (b.spy_turn[1] << 8)); }

std::string CardText(int card) {
  if (!ValidCard(card)) return "?";
  if (kCards[card].effect == CardEffect::kDominance) return absl::StrCat("#", card + 1, " Spy (", SuitName(kCards[card].suit), ")");
  return absl::StrCat("#", card + 1, " ", kCards[card].name);
}

bool IsSpy(int card) { return ValidCard(card) && kCards[card].effect == CardEffect::kDominance; }

bool HasOrder(const MechanicalBoard& b, int pos) { return pos >= 0 && pos < kMechOrders && b.row[pos] >= 0; }

// Another order the one at `pos` could change places with.
bool OtherOrder(const MechanicalBoard& b, int pos) {
  for (int i = 0; i < kMechOrders; ++i)
    if (i != pos && b.row[i] >= 0) return true;
  return false;
}

bool Claims(EventKind kind) { return kind == EventKind::kSpyLook || kind == EventKind::kSpySwap; }

bool Pending(const State& s) { return s.mechanical.spy_swap >= 0; }

Verdict Validate(const State& s, const Event& e) {
  const MechanicalBoard& b = s.mechanical;
  if (Pending(s)) {
    // root.mechanical.spy_swap: seed 001 【スパイカード】 — no match: the order
    // looked at changes places with another, chosen unseen, at once.
    if (e.kind != EventKind::kSpySwap)
      return Forbid(rules::kMechSpySwap, "the spy found no match: swap the order looked at with another first");
    if (e.a < 0 || e.a >= kMechOrders) return Nonexistent(rules::kMalformed, "no such order");
    if (e.a == b.spy_swap || !HasOrder(b, e.a))
      return Forbid(rules::kMechSpySwap, "swap with another of the automa's orders");
    return Allowed();
  }
  if (e.kind == EventKind::kSpySwap) return Forbid(rules::kMechSpySwap, "no spy look awaits a swap");
  // root.mechanical.spy_look: seed 001 【スパイカード】 — a human seat reveals a
  // spy from its hand in its Daylight and looks at one order.
  if (!ValidCard(e.card) || !ValidCard(e.b)) return Nonexistent(rules::kMalformed, "no such card");
  if (e.a < 0 || e.a >= kMechOrders) return Nonexistent(rules::kMalformed, "no such order");
  if (!TurnSeatInDaylightActions(s)) return Forbid(rules::kMechSpyLook, "a spy is revealed in your Daylight");
  if (!IsSpy(e.card) || !InHand(s, s.turn_seat, e.card))
    return Forbid(rules::kMechSpyLook, "no such spy card in your hand");
  // root.mechanical.spy_once_per_turn: seed 001 【スパイカード】 — one look per
  // turn, however many spies are held.
  if (LookedThisTurn(s)) return Forbid(rules::kMechSpyOnce, "one spy look per turn");
  if (!HasOrder(b, e.a)) return Forbid(rules::kMechSpyLook, "the automa has no order there");
  if (e.b != b.row[e.a]) return Forbid(rules::kMechSpyLook, "that is not the order card there");
  return Allowed();
}

void Execute(State& s, const Event& e) {
  MechanicalBoard& b = s.mechanical;
  if (e.kind == EventKind::kSpySwap) {
    std::swap(b.row[b.spy_swap], b.row[e.a]);
    b.spy_swap = -1;
    return;
  }
  const uint16_t mark = TurnMark(s);
  b.spy_turn = {uint8_t(mark & 0xff), uint8_t(mark >> 8)};
  // Birds are their own suit here (seed 001 【スパイカード】: not wild).
  if (kCards[b.row[e.a]].suit == kCards[e.card].suit) {
    // Discarded beside the map, as a dominance card (DiscardCard).
    DiscardFromHand(s, s.turn_seat, e.card);
  } else if (OtherOrder(b, e.a)) {
    // A single order left (deck and discard out): nothing to swap it with.
    b.spy_swap = e.a;
  }
}

void Legal(const State& s, EventSink sink) {
  const MechanicalBoard& b = s.mechanical;
  Event e;
  e.seat = int8_t(s.turn_seat);
  if (Pending(s)) {
    e.kind = EventKind::kSpySwap;
    for (int i = 0; i < kMechOrders; ++i) {
      e.a = int8_t(i);
      if (Validate(s, e).ok()) sink(e);
    }
    return;
  }
  if (LookedThisTurn(s) || !TurnSeatInDaylightActions(s)) return;
  e.kind = EventKind::kSpyLook;
  for (uint64_t m = s.hand[s.turn_seat]; m; m &= m - 1) {
    e.card = int8_t(std::countr_zero(m));
    if (!IsSpy(e.card)) continue;
    for (int i = 0; i < kMechOrders; ++i) {
      e.a = int8_t(i);
      e.b = b.row[i];
      if (e.b >= 0 && Validate(s, e).ok()) sink(e);
    }
  }
}

std::string Text(const State& s) {
  return absl::StrCat("Daylight of seat ", int(s.turn_seat), ": the spy found no match: order ",
                      s.mechanical.spy_swap + 1, " changes places, unseen, with another order of the automa");
}

// The order card seen is the looker's alone (seed 001 【スパイカード】: 確認).
bool HiddenFrom(const State&, const Event& e, int seat) { return e.kind == EventKind::kSpyLook && seat != e.seat; }

std::string EventText(const Event& e, const std::string& who) {
  if (e.kind == EventKind::kSpySwap) return absl::StrCat(who, "spy: swaps with order ", e.a + 1, " unseen");
  return absl::StrCat(who, "spy ", CardText(e.card), ": looks at order ", e.a + 1, ", ", CardText(e.b),
                      kCards[e.b].suit == kCards[e.card].suit ? " (a match: the spy is discarded)" : "");
}

}  // namespace

bool LookedThisTurn(const State& s) { return SpyTurn(s.mechanical) == TurnMark(s); }

const OthersActions kSpies = {
    .claims = &Claims,
    .pending = &Pending,
    .validate = &Validate,
    .execute = &Execute,
    .legal = &Legal,
    .text = &Text,
    .hidden_from = &HiddenFrom,
    .event_text = &EventText,
};

}  // namespace arbiter::root::mechanical
