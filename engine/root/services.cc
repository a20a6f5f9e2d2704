#include "engine/root/services.h"

#include <bit>
#include <cstdint>

#include "engine/root/board.h"

namespace arbiter::root {

const ServiceWindow& SellerWindow(const State& s) {
  return *RulesOf(FactionOf(s, SellerSeat(s))).services;
}

// The rule that keeps the turn seat from buying (FactionRules::
// buys_no_services: a seat no person plays), or null.
const RuleRef* TurnSeatBuysNothing(const State& s) {
  return RulesOf(FactionOf(s, s.turn_seat)).buys_no_services;
}

bool AdvanceServices(State& s) {
  // A turn seat that never buys (the automa) closes the window at once.
  if (TurnSeatBuysNothing(s) == nullptr && SellerWindow(s).open(s)) return false;
  s.windows_done |= kWindowServices;
  return true;
}

Verdict ValidateServiceEvent(const State& s, const Event& e) {
  // root.services.window: seed 001 【河民商団】「業務提供」 — each buys at
  // the start of its own Birdsong, or passes.
  if (const RuleRef* never = TurnSeatBuysNothing(s); never != nullptr && e.kind == EventKind::kBuyService)
    return Forbid(*never, "this seat never buys services (no person plays it: its Birdsong is its score alone)");
  if (e.kind == EventKind::kBuyService) {
    // A purchase the seller allows is one its Open finds (Open asks the
    // same rules of one payment per service), so, for a seat that buys, the
    // window is open for it exactly when it is unhandled: Open, about 300
    // instructions, is not asked (callgrind over 30 Company games,
    // 2026-12-04). Outside the window the seller's own refusal (the limit)
    // comes first, then the window's.
    const Verdict v = SellerWindow(s).validate(s, e);
    if (!v.ok() || ServicesUnhandled(s)) return v;
    return Forbid(rules::kServiceWindow, "services are bought at the start of the buyer's Birdsong only");
  }
  // Any other event comes here only while the window is pending (REQUIRES
  // in services.h), so Open is not asked again either.
  if (e.kind == EventKind::kPass) return Allowed();
  return Forbid(rules::kServiceWindow, "the start of Birdsong: buy a service or pass");
}

void ExecuteServiceEvent(State& s, const Event& e) {
  if (e.kind == EventKind::kPass) {
    s.windows_done |= kWindowServices;
    return;
  }
  SellerWindow(s).execute(s, e);
}

void ListServiceEvents(const State& s, EventSink sink) {
  Event pass;
  pass.kind = EventKind::kPass;
  pass.seat = int8_t(s.turn_seat);
  sink(pass);
  SellerWindow(s).legal(s, sink);
}

}  // namespace arbiter::root
