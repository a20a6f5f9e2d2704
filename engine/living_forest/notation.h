// Readable text for Living Forest events and states, for reports and test
// failures. Allocates; never on the per-event path. Pure; any thread.
//
//   EventText(e) == "seat 1 attract-card Hedgehog"
#ifndef ARBITER_ENGINE_LIVING_FOREST_NOTATION_H_
#define ARBITER_ENGINE_LIVING_FOREST_NOTATION_H_

#include <string>

#include "engine/living_forest/event.h"
#include "engine/living_forest/state.h"

namespace arbiter::living_forest {

std::string EventText(const Event& event);
// The pending decision in a player's words (Match::DecisionText).
std::string DecisionText(const State& s);
std::string StateText(const State& state);
// The state as `viewer` sees it: no deck order (Match::SeatText).
// kEverySeat: everything (StateText).
inline constexpr int kEverySeat = -1;
std::string SeatText(const State& s, int viewer);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_NOTATION_H_
