#include "replay/batch_report.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "replay/commands.h"

namespace arbiter {
namespace {

constexpr absl::string_view kIndexPrefix = "{\"index\":";

std::string SummaryMembers(const BatchCounts& c) {
  return absl::StrFormat("{\"summary\":true,\"passed\":%d,\"failed\":%d,\"unreadable\":%d",
                         c.passed, c.failed + c.unreadable, c.unreadable);
}

}  // namespace

std::string FormatSummaryText(const BatchCounts& c) {
  return absl::StrFormat("%d passed, %d failed", c.passed, c.failed + c.unreadable);
}

std::string FormatSummaryJson(const BatchCounts& c) {
  return absl::StrCat(SummaryMembers(c), "}");
}

std::string FormatShardSummaryJson(const BatchCounts& c, const Shard& shard,
                                   uint64_t inputs) {
  return absl::StrFormat("%s,\"shard\":\"%d/%d\",\"inputs\":%d}", SummaryMembers(c),
                         shard.index, shard.count, inputs);
}

int ExitCodeFor(const BatchCounts& c) {
  if (c.unreadable > 0) return kExitInputError;
  return c.failed > 0 ? kExitInvalid : kExitOk;
}

std::string WithIndex(uint64_t index, absl::string_view json_object) {
  return absl::StrCat(kIndexPrefix, index, ",", json_object.substr(1));
}

absl::StatusOr<IndexedLine> SplitIndex(absl::string_view line) {
  auto bad = [&] {
    return absl::InvalidArgumentError(
        "a log line does not start with {\"index\":N, as the JSON output of "
        "--shard I/N --json does");
  };
  if (!absl::StartsWith(line, kIndexPrefix)) return bad();
  absl::string_view rest = line.substr(kIndexPrefix.size());
  size_t digits = 0;
  while (digits < rest.size() && absl::ascii_isdigit(rest[digits])) ++digits;
  IndexedLine out;
  if (digits == 0 || digits >= rest.size() || rest[digits] != ',' ||
      !absl::SimpleAtoi(rest.substr(0, digits), &out.index)) {
    return bad();
  }
  out.object = absl::StrCat("{", rest.substr(digits + 1));
  return out;
}

}  // namespace arbiter
