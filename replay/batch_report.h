// The closing summary of `arbiter verify` and `conform`, and the shard form
// of their JSON output that `arbiter merge-reports` puts back together.
//
// A shard's JSON output (--shard I/N --json) is the single-process output
// restricted to the shard's logs, with two additions so that merging needs
// nothing else: each log's object starts with "index", its position in the
// whole batch, and the summary object ends with "shard":"I/N" and "inputs",
// the size of the whole batch:
//   {"index":7,"log":"a.binpb","ok":true,...}
//   {"summary":true,"passed":1,"failed":0,"unreadable":0,"shard":"2/8","inputs":40}
// Merging sorts the log objects by index, drops "index", and writes the
// summary of the whole batch: byte for byte what one process prints. Pure.
#ifndef ARBITER_REPLAY_BATCH_REPORT_H_
#define ARBITER_REPLAY_BATCH_REPORT_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "replay/shard.h"

namespace arbiter {

struct BatchCounts {
  int64_t passed = 0;
  int64_t failed = 0;      // broke a rule or a declaration
  int64_t unreadable = 0;  // could not be read (also counted as failed in summaries)
};

// "N passed, M failed" (M includes the unreadable ones).
std::string FormatSummaryText(const BatchCounts& counts);
// {"summary":true,"passed":N,"failed":M,"unreadable":U}
std::string FormatSummaryJson(const BatchCounts& counts);
// The summary with ,"shard":"I/N","inputs":T before the closing brace.
std::string FormatShardSummaryJson(const BatchCounts& counts, const Shard& shard,
                                   uint64_t inputs);
// kExitInputError when any log was unreadable, else kExitInvalid when any
// failed, else kExitOk.
int ExitCodeFor(const BatchCounts& counts);

// `json_object` (one log's JSON object) with "index":i as its first member.
// REQUIRES: json_object starts with '{' and has at least one member.
std::string WithIndex(uint64_t index, absl::string_view json_object);

struct IndexedLine {
  uint64_t index = 0;
  std::string object;  // the line without its "index" member
};
// Undoes WithIndex. kInvalidArgument when `line` does not start with
// {"index":<decimal>, .
absl::StatusOr<IndexedLine> SplitIndex(absl::string_view line);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_BATCH_REPORT_H_
