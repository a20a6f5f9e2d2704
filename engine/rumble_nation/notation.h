// Rumble Nation as text for people: one event on one line, the state as a
// small table. For reports and `arbiter replay`; allocates freely.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_NOTATION_H_
#define ARBITER_ENGINE_RUMBLE_NATION_NOTATION_H_

#include <string>

#include "engine/rumble_nation/components.h"
#include "engine/rumble_nation/state.h"

namespace arbiter::rumble_nation {

// e.g. "seat 1: place 3 in KYO", "chance: dice 2 5 6",
// "seat 0: play joraku (上洛): 2 from YOSHIDA, 1 from OKO into KYO".
std::string EventText(const Components& c, const Event& event);

// The pending decision in a player's words (Match::DecisionText).
std::string DecisionText(const State& state);
std::string StateText(const Components& c, const State& state);

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_NOTATION_H_
