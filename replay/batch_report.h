// The closing summary of `arbiter verify` and `conform`, and the shard form
// of their JSON output that `arbiter merge-reports` puts back together.
//
// A shard's JSON output (--shard I/N --json) is the single-process output
// restricted to the shard's logs, with two additions so that merging needs
// nothing else: each log's object starts with "index", its position in the
// whole batch, and the summary object carries "shard":"I/N" and "inputs",
// the size of the whole batch (README: JSON output):
//   {"index":7,"schema":"arbiter.verify/1","log":"a.binpb","ok":true,...}
//   {"schema":"arbiter.verify.summary/1",...,"summary":true,"shard":"2/8","inputs":"40"}
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
// The summary line of --json: a pb::report::Summary with `schema`
// ("arbiter.verify.summary/1" or "arbiter.conform.summary/1").
std::string FormatSummaryJson(const BatchCounts& counts, absl::string_view schema);
// The same with `shard` ("I/N") and `inputs` (the size of the whole batch).
std::string FormatShardSummaryJson(const BatchCounts& counts, absl::string_view schema,
                                   const Shard& shard, uint64_t inputs);
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
