// The Root reducer: Apply(state, event) -> state', pure.
//
//   State s = NewInitialState(config);
//   absl::StatusOr<State> next = Apply(s, event);
//
// Reads only its arguments and the immutable component data (components.h).
// Any number of threads may call it on their own states.
#ifndef ARBITER_ENGINE_ROOT_REDUCER_H_
#define ARBITER_ENGINE_ROOT_REDUCER_H_

#include <array>

#include "absl/status/statusor.h"
#include "engine/root/board.h"
#include "engine/root/event.h"
#include "engine/root/factions/faction.h"
#include "engine/root/state.h"

namespace arbiter::root {

struct MatchSetup {
  int players = 2;
  std::array<Faction, kMaxSeats> factions{};
  MapSide map = MapSide::kAutumn;
  int turn_limit = kDefaultTurnLimit;
  int games = 1;  // 2: the two-player match (seed 2人プレイ時)
};

// The setup `s` was made from (for the second game of a match).
MatchSetup SetupOf(const State& s);

// The state before the first event (setup chance outcomes come first).
// REQUIRES: a configuration accepted by the game (register.cc checks it).
State NewInitialState(const MatchSetup& setup);

// A seat's own turn going on with nothing pending (NothingPending): the
// usual case, asked two or three times per event, in which the turn seat
// decides and the reducer's interrupts have nothing to do.
inline bool TurnFlows(const State& s) {
  static_assert(uint8_t(Phase::kDaylight) == uint8_t(Phase::kBirdsong) + 1 &&
                uint8_t(Phase::kEvening) == uint8_t(Phase::kBirdsong) + 2);
  return unsigned(s.phase) - unsigned(Phase::kBirdsong) < 3u && s.winner < 0 && NothingPending(s);
}

// Seat deciding next, kChanceActor or kTerminalActor (engine/core/game.h).
// Inline for the usual case (TurnFlows); ActorOfAnyCase decides the others.
int ActorOfAnyCase(const State& s);
inline int ActorOf(const State& s) { return TurnFlows(s) ? s.turn_seat : ActorOfAnyCase(s); }

// The faction whose own chance outcome its setup waits for now
// (FactionRules::setup_chance_due), or null.
const FactionRules* FactionChanceDue(const State& s);

// Whether `e` is legal now; never allocates.
Verdict Validate(const State& s, const Event& e);

// Returns the state after `event`, or why the rules forbid it.
// kInvalidArgument: the event names something that does not exist here.
// kFailedPrecondition: well formed but illegal now; carries a Rejection
// (rule id, seed citation). `state` is never modified.
// REQUIRES: `state` came from NewInitialState() or an earlier Apply().
absl::StatusOr<State> Apply(const State& state, const Event& event);

// The same rules applied to `*state` itself, without a copy: on success it
// holds the state after `event` (exactly what Apply returns); on failure its
// contents are unspecified and the caller discards them (TypedMatch applies
// events to a spare copy of the current state).
absl::Status ApplyInPlace(State* state, const Event& event);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_REDUCER_H_
