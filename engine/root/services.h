// The purchase window (seed 001_8a55c0d6f11d58ff.txt 【河民商団】「業務提供」:
// the other players buy services at the start of their own Birdsong): a
// faction-neutral window of the core, opened at the start of every turn
// seat's Birdsong when a faction in play that is not the turn seat's sells
// services (FactionRules::services), before the start-of-Birdsong card
// effects. The turn seat buys (the seller's hooks judge each purchase) or
// passes, which closes the window for the turn. Pure functions;
// thread-compatible.
#ifndef ARBITER_ENGINE_ROOT_SERVICES_H_
#define ARBITER_ENGINE_ROOT_SERVICES_H_

#include <bit>
#include <cstdint>

#include "engine/root/factions/faction.h"

namespace arbiter::root {

// windows_done bit: the purchase window of this turn is closed.
inline constexpr uint8_t kWindowServices = 16;

// Whether a faction sells services: asked at every step of every
// Birdsong, in games without them too (FactionsWhere).
inline bool SellsServices(const FactionRules& fr) { return fr.services != nullptr; }
// The seat of the faction selling services to the turn seat, or -1.
// Inline: asked at every step of every Birdsong, where the call was about
// a third of it (callgrind over 30 four-seat games, 2026-12-04).
inline int SellerSeat(const State& s) {
  int first = -1;
  for (uint32_t m = FactionsWhere<&SellsServices>(); m != 0; m &= m - 1) {
    const int seat = s.seat_of[std::countr_zero(m)];
    if (seat >= 0 && seat < s.players && seat != s.turn_seat && (first < 0 || seat < first)) first = seat;
  }
  return first;
}
// The window's sale rules. REQUIRES SellerSeat(s) >= 0.
const ServiceWindow& SellerWindow(const State& s);

// Whether the window is still to be handled this turn. Inline: asked at
// every Advance, and false outside Birdsong.
inline bool ServicesUnhandled(const State& s) {
  return s.phase == Phase::kBirdsong && !(s.windows_done & kWindowServices) && SellerSeat(s) >= 0;
}
// Closes the window when the turn seat can buy nothing, or never buys
// (FactionRules::buys_no_services; returns true: a step was taken).
// REQUIRES ServicesUnhandled(s).
bool AdvanceServices(State& s);
// The rule that keeps the turn seat from buying (FactionRules::
// buys_no_services: a seat no person plays), or null.
const RuleRef* TurnSeatBuysNothing(const State& s);
// The turn seat decides on a purchase now.
inline bool ServicesPending(const State& s) {
  return ServicesUnhandled(s) && TurnSeatBuysNothing(s) == nullptr && SellerWindow(s).open(s);
}
// Whether `e` is a purchase outside an open window (the turn seat's, with a
// seller in play, after setup): the core still routes it here, so that the
// refusal names the rule (the limit, or the window closed).
inline bool LatePurchase(const State& s, const Event& e) {
  return e.kind == EventKind::kBuyService && s.phase != Phase::kSetup && SellerSeat(s) >= 0;
}
// A purchase (open window or LatePurchase), or another event of the turn
// seat while the window is pending. REQUIRES ServicesPending(s) unless
// e.kind == kBuyService (the reducer routes only those here).
Verdict ValidateServiceEvent(const State& s, const Event& e);
void ExecuteServiceEvent(State& s, const Event& e);
void ListServiceEvents(const State& s, EventSink sink);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_SERVICES_H_
