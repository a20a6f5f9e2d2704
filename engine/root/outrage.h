// Outrage (seed 【森林連合】「蜂起」), a common interrupt any faction may
// cause through its FactionRules hooks (outrage_clearings, outrage_pieces,
// receive_card): an enemy that moves into such a clearing or removes such a
// piece owes that faction a card of the clearing's suit; with none it shows
// its hand and the faction draws one from the deck instead. The owing seat
// decides (an Outrage event) before anything else goes on.
// Pure functions of their arguments; thread-compatible.
#ifndef ARBITER_ENGINE_ROOT_OUTRAGE_H_
#define ARBITER_ENGINE_ROOT_OUTRAGE_H_

#include <bit>

#include "engine/root/factions/faction.h"

namespace arbiter::root {

// The clearing whose outrage is due first, or -1. Inline: asked per event.
inline int PendingOutrage(const State& s) {
  return s.outrage_at == 0 ? -1 : std::countr_zero(unsigned(s.outrage_at));
}

// `payer` (a seat) moved into or removed a piece in c: owes the seat whose
// faction raised it. A second payer while one is pending cannot arise in one
// event (one enemy per move or battle); it is kept with the first.
void RaiseOutrage(State& s, int payer, int owed_to, int c);
// After `mover` (a faction) moved warriors into c: every seat's rules asked
// (outrage.cc), the plain version.
void OutrageOnEntrySeats(State& s, Faction mover, int c);
inline bool RaisesOutrage(const FactionRules& fr) { return fr.outrage_clearings != nullptr; }
// The same, asking only the factions that raise outrage (FactionsWhere):
// the seat loop cost about 39 instructions a move, in games without them
// too (callgrind, 2026-12-04). Assumes a faction sits at one seat at most
// (codec.cc refuses a config listing one twice, snapshot.cc a snapshot).
// RootAlliance.OutrageOnEntryAsEverySeatsRulesSay compares it with the
// plain version.
inline void OutrageOnEntry(State& s, Faction mover, int c) {
  const uint32_t m = FactionsWhere<&RaisesOutrage>();
  if (m == 0) return;
  if ((m & (m - 1)) != 0) return OutrageOnEntrySeats(s, mover, c);  // several: in seat order
  // One faction raises outrage (the Alliance): its own seat only.
  const int f = std::countr_zero(m);
  const int seat = s.seat_of[f];
  if (seat < 0 || seat >= s.players || static_cast<int>(s.faction[seat]) != f) return;
  if (static_cast<int>(mover) == f) return;
  if ((RulesOf(Faction(f)).outrage_clearings(s) >> c) & 1)
    RaiseOutrage(s, s.seat_of[static_cast<int>(mover)], seat, c);
}

Verdict ValidateOutrage(const State& s, const Event& e);
void ExecuteOutrage(State& s, const Event& e);
void ListOutrage(const State& s, EventSink sink);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_OUTRAGE_H_
