// Legal events of Rumble Nation at any point, in canonical order.
//
// Canonical order: event kind (roll before cards), then card number, then
// from, to, opponent, takes, each ascending. Pure; allocates nothing.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_LEGAL_H_
#define ARBITER_ENGINE_RUMBLE_NATION_LEGAL_H_

#include "absl/functional/function_ref.h"
#include "absl/random/bit_gen_ref.h"
#include "engine/rumble_nation/components.h"
#include "engine/rumble_nation/state.h"

namespace arbiter::rumble_nation {

// Calls `emit` once per legal event. At the dice point that is each of the
// 216 ordered outcomes; at the setup deals (too many to list) nothing.
void LegalEvents(const Components& c, const State& state,
                 absl::FunctionRef<void(const Event&)> emit);

// Draws a chance outcome. REQUIRES: the phase is a chance point.
Event SampleChance(const Components& c, const State& state, absl::BitGenRef rng);

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_LEGAL_H_
