// The Vagabond's events as replay text (notation.cc EventText calls it).
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_TEXT_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_TEXT_H_

#include <string>

#include "engine/root/event.h"

namespace arbiter::root::vagabond {

// "seat 2: slip to forest 3"; "" for a kind that is not the Vagabond's.
std::string EventText(const Event& e, const std::string& who);

}  // namespace arbiter::root::vagabond

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_TEXT_H_
