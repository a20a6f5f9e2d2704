// Actions the turn seat takes on another faction during its own Daylight
// actions (FactionRules::others_actions: the spy cards' looks at the
// Mechanical Marquise's orders, seed 001_8a55c0d6f11d58ff.txt 【スパイカード】):
// a faction-neutral route of the core. Pure functions; thread-compatible.
#ifndef ARBITER_ENGINE_ROOT_OTHERS_ACTIONS_H_
#define ARBITER_ENGINE_ROOT_OTHERS_ACTIONS_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root {

// The actions of the faction in play, not the turn seat's, that has them;
// null when none (asked once per event: a loop over the few factions that
// have them, none in most games).
const OthersActions* OthersActionsOf(const State& s);
// Whether event `e` of the turn seat goes to them: a kind they claim, or a
// follow-up is pending. REQUIRES s.phase != kSetup.
inline bool OthersActionRoute(const State& s, const Event& e, const OthersActions** out) {
  const OthersActions* oa = OthersActionsOf(s);
  if (oa == nullptr || !(oa->claims(e.kind) || oa->pending(s))) return false;
  *out = oa;
  return true;
}

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_OTHERS_ACTIONS_H_
