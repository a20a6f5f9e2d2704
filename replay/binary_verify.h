// Verifying a binary log straight from its bytes.
//
//   google::protobuf::Arena arena;
//   auto* envelope = Arena::CreateMessage<pb::MatchLog>(&arena);
//   Report report;
//   absl::Status read = VerifyBinaryLog(bytes, limits, {}, envelope, &report);
//   if (!read.ok()) ...;            // not a readable log: as ParseLogInto says
//   CheckExpectation(*envelope, report);
//
// The result is exactly ParseLogInto followed by VerifyLog, only faster: a
// valid log is verified from its events' bytes (VerifyValidEventBytes), which
// skips building a pb::Event per event, the larger part of parsing. Anything
// else (a log that breaks a rule, bytes the fast path does not read, a game
// without a wire decoder) is parsed and verified again the ordinary way,
// which finds the failure and says why; only failing logs pay twice.
// Thread-safe: a pure function.
#ifndef ARBITER_REPLAY_BINARY_VERIFY_H_
#define ARBITER_REPLAY_BINARY_VERIFY_H_

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "arbiter/log.pb.h"
#include "replay/log_reader.h"
#include "verifier/core/verify.h"

namespace arbiter {

// Reads and verifies the binary MatchLog `bytes`. On success *report holds
// VerifyLog's report and *envelope the log's header and expectation; its
// events are filled only when the log took the ordinary path, so callers
// must not read them. A non-OK status is ParseLogInto's: the bytes are not a
// readable log, and *report is untouched.
absl::Status VerifyBinaryLog(absl::string_view bytes, const ReadLimits& limits,
                             const VerifyOptions& options, pb::MatchLog* envelope,
                             Report* report);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_BINARY_VERIFY_H_
