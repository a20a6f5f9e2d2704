// The Eyrie's board and pieces in replay text (notation.cc). Hooks of
// kEyrieRules. Allocates; never on the per-event path.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_TEXT_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_TEXT_H_

#include <string>

#include "engine/root/factions/faction.h"

namespace arbiter::root::eyrie {

std::string BoardHeadline(const State& s);
std::string BoardText(const State& s, bool show_hidden);
std::string ClearingText(const State& s, int c);

}  // namespace arbiter::root::eyrie

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_TEXT_H_
