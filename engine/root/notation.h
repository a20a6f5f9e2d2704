// Readable text of Root events and states, for reports and error messages.
// Allocates; never on the per-event path. Thread-safe.
#ifndef ARBITER_ENGINE_ROOT_NOTATION_H_
#define ARBITER_ENGINE_ROOT_NOTATION_H_

#include <string>

#include "engine/root/event.h"
#include "engine/root/state.h"

namespace arbiter::root {

// "seat 0: move 3 warriors 1 -> 5", "dice 3 1", clearings and cards 1-based
// as in the log.
std::string EventText(const Event& e);
// Header lines (phase, turn, VP, cards) then the map clearing by clearing.
// The pending decision in a player's words (Match::DecisionText).
std::string DecisionText(const State& s);
std::string StateText(const State& s);
// The state as `viewer` sees it: others' hands as counts (Match::SeatText).
// kEverySeat: everything (StateText).
inline constexpr int kEverySeat = -1;
std::string SeatText(const State& s, int viewer);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_NOTATION_H_
