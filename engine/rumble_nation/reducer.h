// The Rumble Nation reducer: the state after one event, or why not.
//
//   const Components& c = Components::ForPlayers(3);
//   State s = InitialState(c);
//   absl::StatusOr<State> next = Apply(c, s, event);
//
// Pure: reads only its arguments and the immutable Components; any number of
// threads may call it on their own states. What the rules force with no
// choice (battle ranking, chips, a single reinforcement target, katana
// chips) is derived here; what a player chooses arrives as an event.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_REDUCER_H_
#define ARBITER_ENGINE_RUMBLE_NATION_REDUCER_H_

#include "absl/status/statusor.h"
#include "engine/rumble_nation/components.h"
#include "engine/rumble_nation/state.h"

namespace arbiter::rumble_nation {

// The state before the castle chips are dealt.
State InitialState(const Components& c);

// Returns the state after `event`, or why the rules forbid it.
// kFailedPrecondition: well formed but illegal now; carries a Rejection
// (rule id, seed citation). kInvalidArgument: names something that does not
// exist (Decode normally catches these first). `state` is never modified.
// REQUIRES: `state` came from InitialState() or an earlier Apply() with `c`.
absl::StatusOr<State> Apply(const Components& c, const State& state,
                            const Event& event);

// The same rules applied to `*state` itself: on success it holds the state
// after `event`; on failure its contents are unspecified (callers discard it,
// as TypedMatch does with its spare buffer).
absl::Status ApplyInPlace(const Components& c, State* state, const Event& event);

// The soldiers a placement with the state's dice puts into `area`, given the
// seat's supply, or 0 when no split of the dice names that area. Used by
// legal-event enumeration too.
int SoldiersFor(const State& state, int area, int supply);

// True once any player has placed every soldier: from then on nobody may
// use a strategy card (seed 一.進軍フェイズ ② 軍略カードを使う).
bool AnyoneOut(const State& state);

// Areas the winner of `area` may send reinforcements to: adjacent, large
// chip still on the map, holding the winner's soldiers (seed 二.合戦フェイズ ③).
bool IsReinforceTarget(const Components& c, const State& state, int winner,
                       int from_area, int to_area);

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_REDUCER_H_
