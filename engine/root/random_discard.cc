#include "engine/root/random_discard.h"

#include <bit>

#include "absl/random/distributions.h"
#include "engine/root/board.h"

namespace arbiter::root {

void OweRandomDiscard(State& s, int seat) {
  if (seat < 0) return;
  s.random_discard_seat = int8_t(seat);
  ++s.random_discards;
}

void DropEmptyRandomDiscardOwed(State& s) {
  if (s.hand[s.random_discard_seat] == 0) {
    s.random_discards = 0;
    s.random_discard_seat = -1;
  }
}

Verdict ValidateRandomDiscard(const State& s, const Event& e) {
  if (!InHand(s, s.random_discard_seat, e.card)) {
    // Only a faction with a random_discard_rule owes a random discard.
    const RuleRef* rule = RulesOf(s.faction[s.random_discard_seat]).random_discard_rule;
    return Forbid(rule ? *rule : rules::kCardNotInHand, "the card is not in the hand that discards");
  }
  return Allowed();
}

void ExecuteRandomDiscard(State& s, const Event& e) {
  DiscardFromHand(s, s.random_discard_seat, e.card);
  if (--s.random_discards == 0) s.random_discard_seat = -1;
}

void ListRandomDiscards(const State& s, EventSink sink) {
  Event e;
  e.seat = 0;
  e.kind = EventKind::kRandomCard;
  for (uint64_t m = s.hand[s.random_discard_seat]; m; m &= m - 1) {
    e.card = int8_t(std::countr_zero(m));
    sink(e);
  }
}

Event SampleRandomDiscard(const State& s, absl::BitGenRef rng) {
  Event e;
  e.seat = 0;
  e.kind = EventKind::kRandomCard;
  const uint64_t hand = s.hand[s.random_discard_seat];
  int pick = absl::Uniform(rng, 0, Popcount(hand));
  for (uint64_t m = hand; m; m &= m - 1)
    if (pick-- == 0) e.card = int8_t(std::countr_zero(m));
  return e;
}

}  // namespace arbiter::root
