// Log verification: replay with legality checks, the invariant catalogue and
// the log's own checkpoints.
//
//   Report report = VerifyLog(log, {});
//   if (!report.ok()) Print(report.failure->rule_id, report.failure->reason);
//   report.match->StateText();  // the state just before the failing event
//
// Verification is a partial replay, not a yes or no: the report keeps the
// match as it stood before the first failing event. Thread-compatible: one
// call per log, any number of calls in parallel.
#ifndef ARBITER_VERIFIER_CORE_VERIFY_H_
#define ARBITER_VERIFIER_CORE_VERIFY_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "arbiter/log.pb.h"
#include "engine/core/game.h"
#include "engine/core/rejection.h"

namespace arbiter {

// Rules of the log format itself, checked by the verifier for every game.
namespace core_rules {
inline constexpr RuleRef kHeader{"core.header",
                                 "proto/arbiter/log.proto Header"};
inline constexpr RuleRef kUnknownGame{"core.unknown_game",
                                      "proto/arbiter/log.proto Header.game"};
inline constexpr RuleRef kCheckpointDigest{
    "core.checkpoint.digest", "proto/arbiter/log.proto Checkpoint.digest"};
inline constexpr RuleRef kCheckpointLegalCount{
    "core.checkpoint.legal_count",
    "proto/arbiter/log.proto Checkpoint.legal_count"};
inline constexpr RuleRef kCheckpointScores{
    "core.checkpoint.scores", "proto/arbiter/log.proto Checkpoint.scores"};
inline constexpr RuleRef kIncomplete{
    "core.incomplete", "arbiter verify --require-complete (README.md)"};
inline constexpr RuleRef kConsistency{
    "core.consistency", "engine CheckConsistency (a bug in Arbiter)"};
inline constexpr RuleRef kReplay{
    "core.replay", "replay is deterministic (a bug in Arbiter)"};
}  // namespace core_rules

struct VerifyOptions {
  bool check_invariants = true;
  // Recompute derived state after every event (slower; fuzzers and tests).
  bool check_consistency = false;
  // A log that stops before the game ends fails with core.incomplete.
  bool require_complete = false;
};

struct Failure {
  int64_t event_index = -1;  // -1: the header
  int actor = kChanceActor;
  std::string event_text;
  absl::StatusCode code = absl::StatusCode::kUnknown;
  std::string rule_id;
  std::string citation;
  std::string reason;
};

struct Report {
  std::string match_id;
  std::string game;
  int64_t events_total = 0;
  int64_t events_applied = 0;
  bool complete = false;         // the game reached its end
  bool ended_by_limit = false;   // ... by a declared limit, not its rules
  uint64_t final_digest = 0;     // after the last applied event
  std::vector<int64_t> scores;
  std::vector<int> winners;
  std::optional<Failure> failure;  // the first failure, if any
  // The match just before the failing event (or at the end); null when the
  // header failed.
  std::unique_ptr<Match> match;

  bool ok() const { return !failure.has_value(); }
  // True when the failure is about the input's bytes or header rather than a
  // rule (exit code 2 rather than 1 in the CLI).
  bool input_error() const {
    return failure.has_value() && failure->event_index < 0;
  }
};

Report VerifyLog(const pb::MatchLog& log, const VerifyOptions& options);

// The largest event any reader accepts, in serialized bytes. Real events
// are tens of bytes (a shuffle, the largest, a few hundred); one holding
// millions of packed values is refused before it is decoded, printed or
// applied, so it cannot take gigabytes and minutes.
inline constexpr size_t kMaxEventBytes = size_t{1} << 16;

// VerifyLog's fast path for a valid binary log (replay/binary_verify.h): the
// same report, read from the serialized events without building pb::Event
// messages. `events` is the part of a binary MatchLog that follows its
// header: its `events` fields, tags and lengths included, are read up to the
// first other field, whose bytes on are left in *rest. std::nullopt unless
// the game reads event bytes (Match::ReadsEventBytes) and every event, at
// most `max_events` of them and each at most kMaxEventBytes, is read, applied and checked without fault;
// the caller then runs VerifyLog on the parsed log, which finds the failure
// and says why.
std::optional<Report> VerifyValidEventBytes(const pb::Header& header,
                                            absl::string_view events, int max_events,
                                            const VerifyOptions& options,
                                            absl::string_view* rest);

// Folds the first `events` events of `log` (no invariants, no checkpoints).
// kOutOfRange when the log has fewer; the first rejection otherwise.
absl::StatusOr<std::unique_ptr<Match>> ReplayPrefix(const pb::MatchLog& log,
                                                    int64_t events);

// Checks a verified log against what it declares (Expectation). OK when it
// matches; otherwise a rejection whose reason says what differed.
absl::Status CheckExpectation(const pb::MatchLog& log, const Report& report);

}  // namespace arbiter

#endif  // ARBITER_VERIFIER_CORE_VERIFY_H_
