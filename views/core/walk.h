// Steps through a match log with every rule checked, handing each state to
// a visitor together with its Frame (picture.h): the state before any event,
// then after each event. At a rejected event the walk visits the state just
// before it, with the rejection in the frame, and stops.
//
//   absl::Status done = WalkLog(log, /*first=*/0, /*last=*/log.events_size(),
//       [&](const Match& m, const Frame& f) { ...; return absl::OkStatus(); });
//
// Invariants are not checked (arbiter verify does that); rules are.
#ifndef ARBITER_VIEWS_CORE_WALK_H_
#define ARBITER_VIEWS_CORE_WALK_H_

#include <cstdint>

#include "absl/functional/function_ref.h"
#include "absl/status/status.h"
#include "arbiter/log.pb.h"
#include "engine/core/game.h"
#include "views/core/picture.h"

namespace arbiter::views {

using FrameVisitor =
    absl::FunctionRef<absl::Status(const Match& match, const Frame& frame)>;

// Visits the states after `first` .. `last` events. A rejected event ends
// the walk: the state it was played in is visited (once, with the
// rejection), even when that lies before `first`.
// kNotFound / kInvalidArgument / kUnimplemented: the header names no game or
// a configuration this build cannot play. kOutOfRange: first > last or last
// beyond the log. Any error `visit` returns ends the walk and is returned.
absl::Status WalkLog(const pb::MatchLog& log, int64_t first, int64_t last,
                     FrameVisitor visit);

}  // namespace arbiter::views

#endif  // ARBITER_VIEWS_CORE_WALK_H_
