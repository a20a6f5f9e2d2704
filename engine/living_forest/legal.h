// Legal Living Forest events at a decision point, and chance draws.
//
//   LegalEvents(state, [&](const Event& e) { ... });
//
// Canonical order. Guardian phase: for each seat still revealing, in turn
// order from the Sacred Tree holder: reveal, send away, stop (the phase is
// simultaneous, so every such seat's events are listed). Action phase: the
// acting seat's events by kind (fragment, attract, extinguish by token counts,
// move by steps then steals, plant by tree then space; within an open
// attract: each affordable displayed card, then end). Shuffles have too many
// outcomes: nothing is listed and SampleChance draws one. Pure; any thread.
#ifndef ARBITER_ENGINE_LIVING_FOREST_LEGAL_H_
#define ARBITER_ENGINE_LIVING_FOREST_LEGAL_H_

#include "absl/functional/function_ref.h"
#include "absl/random/bit_gen_ref.h"
#include "engine/living_forest/event.h"
#include "engine/living_forest/state.h"

namespace arbiter::living_forest {

void LegalEvents(const State& state, absl::FunctionRef<void(const Event&)> emit);

// Seat that decides next (the first seat still revealing, in turn order, in
// the simultaneous guardian phase), kChanceActor or kTerminalActor.
int ActorOf(const State& state);

// Draws the pending shuffle (a uniformly random order).
// REQUIRES: ActorOf(state) == kChanceActor.
Event SampleShuffle(const State& state, absl::BitGenRef rng);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_LEGAL_H_
