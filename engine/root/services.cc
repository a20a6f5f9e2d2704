#include "engine/root/services.h"

#include <bit>
#include <cstdint>

#include "engine/root/board.h"

namespace arbiter::root {

const ServiceWindow& SellerWindow(const State& s) {
  return *RulesOf(FactionOf(s, SellerSeat(s))).services;
}

bool AdvanceServices(State& s) {
  if (SellerWindow(s).open(s)) return false;
  s.windows_done |= kWindowServices;
  return true;
}

Verdict ValidateServiceEvent(const State& s, const Event& e) {
  // root.services.window: seed 001 【河民商団】「業務提供」 — each buys at
  // the start of its own Birdsong, or passes.
  if (!ServicesPending(s)) {
    // A purchase outside the window (LatePurchase): refused by the
    // seller's own rule when it breaks one (the limit), else as late.
    const Verdict v = SellerWindow(s).validate(s, e);
    if (!v.ok()) return v;
    return Forbid(rules::kServiceWindow, "services are bought at the start of the buyer's Birdsong only");
  }
  if (e.kind == EventKind::kPass) return Allowed();
  if (e.kind != EventKind::kBuyService)
    return Forbid(rules::kServiceWindow, "the start of Birdsong: buy a service or pass");
  return SellerWindow(s).validate(s, e);
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
