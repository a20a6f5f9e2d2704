// A seat's record of a match (proto SeatRecord): what `arbiter redact`
// writes so a service can send each player only what that player saw.
#ifndef ARBITER_REPLAY_SEAT_RECORD_H_
#define ARBITER_REPLAY_SEAT_RECORD_H_

#include <string>

#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"

namespace arbiter {

// `log` as seat `seat` saw it: a MatchLog with no events whose
// seat_record holds, for every event, its text (only actor and kind where
// the game hides what it records from the seat), the event unless hidden,
// and the seat's view and the scores after it. A log that breaks a rule
// gives the record up to the refused event, with its rule id.
// kNotFound: unknown game; kInvalidArgument: a header the game refuses;
// kOutOfRange: no such seat; kUnimplemented: a game with no seat view;
// kFailedPrecondition: `log` is itself a seat's record.
absl::StatusOr<pb::MatchLog> MakeSeatRecord(const pb::MatchLog& log, int seat);

// The view after `step`, given the view `before` it (kDataLoss: edits that
// do not fit `before`).
absl::StatusOr<std::string> SeatViewAfterStep(const std::string& before,
                                              const pb::SeatRecord::Step& step);

// The view of `record` after its first `steps` steps (0: initial_view),
// rebuilt from the steps' edits. kOutOfRange: more steps than the record
// has; kDataLoss, naming the step: edits that do not fit the view before;
// kResourceExhausted: views so large and steps so many that rebuilding
// them would copy over 256 MB (a forged record).
absl::StatusOr<std::string> SeatViewAfter(const pb::SeatRecord& record, int steps);

// The kind of `event` as its proto names it ("deck_shuffle"), for an event
// whose content is hidden; the game's name when no kind is set.
std::string EventKindName(const pb::Event& event);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_SEAT_RECORD_H_
