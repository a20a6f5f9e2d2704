// Legal-event enumeration and chance sampling for Root.
//
//   LegalEvents(state, [&](const Event& e) { ... });
//
// The list is in one canonical order (the order each step's generator emits,
// documented beside it), never allocates, and holds exactly the events Apply
// accepts: each candidate is checked with the same validators Apply uses.
// Pure functions; thread-safe.
#ifndef ARBITER_ENGINE_ROOT_LEGAL_H_
#define ARBITER_ENGINE_ROOT_LEGAL_H_

#include "absl/random/bit_gen_ref.h"
#include "engine/root/event.h"
#include "engine/root/factions/faction.h"
#include "engine/root/state.h"

namespace arbiter::root {

// The legal events now, in canonical order; nothing at a shuffle or at the
// Winter suit markers (too many outcomes), the sixteen dice outcomes at a
// roll, every card of the victim's hand for Stand and Deliver!.
void LegalEvents(const State& s, EventSink sink);

// Draws the chance outcome due now. REQUIRES ActorOf(s) == kChanceActor.
Event SampleChance(const State& s, absl::BitGenRef rng);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_LEGAL_H_
