#include "replay/batch_report.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "arbiter/report.pb.h"
#include "replay/commands.h"
#include "verifier/core/report.h"

namespace arbiter {
namespace {

constexpr absl::string_view kIndexPrefix = "{\"index\":";

pb::report::Summary SummaryMessage(const BatchCounts& c, absl::string_view schema) {
  pb::report::Summary summary;
  summary.set_schema(std::string(schema));
  summary.set_passed(static_cast<int32_t>(c.passed));
  summary.set_failed(static_cast<int32_t>(c.failed + c.unreadable));
  summary.set_unreadable(static_cast<int32_t>(c.unreadable));
  summary.set_summary(true);
  return summary;
}

}  // namespace

std::string FormatSummaryText(const BatchCounts& c) {
  return absl::StrFormat("%d passed, %d failed", c.passed, c.failed + c.unreadable);
}

std::string FormatSummaryJson(const BatchCounts& c, absl::string_view schema) {
  return JsonLine(SummaryMessage(c, schema));
}

std::string FormatShardSummaryJson(const BatchCounts& c, absl::string_view schema,
                                   const Shard& shard, uint64_t inputs) {
  pb::report::Summary summary = SummaryMessage(c, schema);
  summary.set_shard(absl::StrFormat("%d/%d", shard.index, shard.count));
  summary.set_inputs(static_cast<int64_t>(inputs));
  return JsonLine(summary);
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
