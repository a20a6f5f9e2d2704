// The Marquise's board and pieces in replay text (notation.cc). Hooks of
// kMarquiseRules. Allocates; never on the per-event path.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_TEXT_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_TEXT_H_

#include <string>

#include "engine/root/factions/faction.h"

namespace arbiter::root::marquise {

std::string BoardHeadline(const State& s);
std::string BoardText(const State& s, bool show_hidden);
std::string ClearingText(const State& s, int c);

}  // namespace arbiter::root::marquise

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_TEXT_H_
