// The Riverfolk Company's events as replay text (notation.cc EventText asks
// FactionRules::event_text).
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_TEXT_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_TEXT_H_

#include <string>

#include "engine/root/event.h"

namespace arbiter::root::company {

// "seat 1: commit a marquise fund: move 2 from 5 to 10"; "" for another kind.
std::string EventText(const Event& e, const std::string& who);

}  // namespace arbiter::root::company

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_TEXT_H_
