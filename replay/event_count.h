// Counting a log's events before parsing it, so that the event cap holds
// before anything large is built.
//
//   absl::Status ok = CheckTextEventCount(bytes, limits.max_events);
//
// The scanners read the bytes once, allocate nothing that grows with the
// input's event count, and count the top-level `events` entries of a
// MatchLog: in text, each `events {...}` / `events <...>` and each element of
// an `events: [...]` list; in JSON, each element of an array directly under
// the top-level object (`events` is MatchLog's only repeated field, so no key
// needs decoding, however its name is escaped). They never reject what the
// parser would accept: bytes they cannot follow end the count, and the parser
// that runs next says what is wrong with them. Pure functions.
#ifndef ARBITER_REPLAY_EVENT_COUNT_H_
#define ARBITER_REPLAY_EVENT_COUNT_H_

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace arbiter {

// kDataLoss "MatchLog events: more than the limit of N events" when the
// bytes hold more than `max_events` events; OK otherwise.
absl::Status CheckTextEventCount(absl::string_view text, int max_events);
absl::Status CheckJsonEventCount(absl::string_view json, int max_events);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_EVENT_COUNT_H_
