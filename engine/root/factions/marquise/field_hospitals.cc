#include "engine/root/factions/marquise/field_hospitals.h"

#include <bit>
#include <string>

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"

namespace arbiter::root::marquise {
namespace {

// root.marquise.field_hospitals: seed 「野戦病院」 — possible only with the
// keep on the map and a card of the clearing's suit in hand.
bool Possible(const State& s, int c) {
  int seat = SeatOf(s, Faction::kMarquise);
  if (seat < 0 || s.marquise.keep < 0) return false;
  for (uint64_t m = s.hand[seat]; m; m &= m - 1)
    if (PaysFor(kCards[std::countr_zero(m)].suit, s.suit[c])) return true;
  return false;
}

Verdict Validate(const State& s, const Event& e, int c) {
  if (e.kind == EventKind::kPass) return Allowed();
  if (e.kind != EventKind::kFieldHospital)
    return Forbid(rules::kWrongTime, "field hospitals are pending");
  if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
  int seat = SeatOf(s, Faction::kMarquise);
  if (!InHand(s, seat, e.card)) return Forbid(rules::kCardNotInHand, "the card is not in your hand");
  if (!PaysFor(kCards[e.card].suit, s.suit[c]))
    return Forbid(rules::kFieldHospital, "the card does not match the clearing");
  return Allowed();
}

void Execute(State& s, const Event& e, int c) {
  if (e.kind == EventKind::kFieldHospital) {
    DiscardFromHand(s, SeatOf(s, Faction::kMarquise), e.card);
    PlaceWarriors(s, Faction::kMarquise, s.marquise.keep, s.removal_pending[c]);
  }
  s.removal_pending[c] = 0;
}

void Legal(const State& s, int c, int seat, EventSink sink) {
  Event e;
  e.seat = int8_t(seat);
  e.kind = EventKind::kPass;
  sink(e);
  e.kind = EventKind::kFieldHospital;
  for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
    e.card = int8_t(std::countr_zero(m));
    if (PaysFor(kCards[e.card].suit, s.suit[c])) sink(e);
  }
}

std::string Text(const State& s, int c, int seat) {
  return absl::StrCat("field hospitals: seat ", seat, " (Marquise) may spend a ", SuitName(s.suit[c]),
                      " card to return ", int(s.removal_pending[c]), " removed warriors of clearing ",
                      c + 1, " to the keep, or decline");
}

}  // namespace

const RemovalResponse kFieldHospitals = {&Possible, &Validate, &Execute, &Legal, &Text};

}  // namespace arbiter::root::marquise
