// Actions the turn seat takes on another faction during its own Daylight
// actions (FactionRules::others_actions: the spy cards' looks at the
// Mechanical Marquise's orders, seed 001_8a55c0d6f11d58ff.txt 【スパイカード】):
// a faction-neutral route of the core. Pure functions; thread-compatible.
#ifndef ARBITER_ENGINE_ROOT_OTHERS_ACTIONS_H_
#define ARBITER_ENGINE_ROOT_OTHERS_ACTIONS_H_

#include <bit>
#include <cstdint>

#include "engine/root/factions/faction.h"

namespace arbiter::root {

// The actions of the faction in play, not the turn seat's, that has them;
// null when none (asked once per event: a loop over the few factions that
// have them, none in most games).
// Inline: a call and its frame cost about as much as the loop (callgrind,
// three-seat slice).
inline bool HasOthersActions(const FactionRules& fr) { return fr.others_actions != nullptr; }
inline const OthersActions* OthersActionsOf(const State& s) {
  for (uint32_t m = FactionsWhere<&HasOthersActions>(); m != 0; m &= m - 1) {
    const int f = std::countr_zero(m);
    const int seat = s.seat_of[f];
    if (seat >= 0 && seat < s.players && seat != s.turn_seat) return RulesOf(Faction(f)).others_actions;
  }
  return nullptr;
}
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
