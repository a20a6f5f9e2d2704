#include "fuzz/verify_fuzz_target.h"

#include <cstdio>
#include <cstdlib>

#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "replay/binary_verify.h"
#include "replay/log_reader.h"
#include "verifier/core/verify.h"

namespace arbiter::fuzz {

std::string CompareBinaryPaths(absl::string_view bytes, const ReadLimits& limits,
                               const VerifyOptions& options) {
  pb::MatchLog parsed;
  absl::Status parse = ParseLogInto(bytes, LogFormat::kBinary, limits, &parsed);
  pb::MatchLog envelope;
  Report fast;
  absl::Status read = VerifyBinaryLog(bytes, limits, options, &envelope, &fast);
  if (parse.ok() != read.ok()) {
    return absl::StrCat("readable: parsed ", parse.ToString(), ", fast path ",
                        read.ToString());
  }
  if (!parse.ok()) {
    return parse == read ? "" : absl::StrCat(parse.ToString(), " / ", read.ToString());
  }
  Report slow = VerifyLog(parsed, options);
  std::string diff;
  auto differ = [&](absl::string_view what, const auto& a, const auto& b) {
    if (!(a == b)) absl::StrAppend(&diff, what, " differs; ");
  };
  differ("events_total", slow.events_total, fast.events_total);
  differ("events_applied", slow.events_applied, fast.events_applied);
  differ("complete", slow.complete, fast.complete);
  differ("ended_by_limit", slow.ended_by_limit, fast.ended_by_limit);
  differ("final_digest", slow.final_digest, fast.final_digest);
  differ("scores", slow.scores, fast.scores);
  differ("winners", slow.winners, fast.winners);
  differ("match_id", slow.match_id, fast.match_id);
  differ("failed", slow.ok(), fast.ok());
  if (!slow.ok() && !fast.ok()) {
    differ("failure index", slow.failure->event_index, fast.failure->event_index);
    differ("failure rule", slow.failure->rule_id, fast.failure->rule_id);
    differ("failure reason", slow.failure->reason, fast.failure->reason);
  }
  differ("header", parsed.header().SerializeAsString(),
         envelope.header().SerializeAsString());
  differ("expect", parsed.expect().SerializeAsString(),
         envelope.expect().SerializeAsString());
  return diff;
}

void VerifyBytes(const uint8_t* data, size_t size) {
  // Printable first bytes go to the text parser, the rest to the binary
  // one, so that corpus files of either kind are good seeds as they are.
  if (size == 0) return;
  LogFormat format = data[0] >= 0x20 ? LogFormat::kText : LogFormat::kBinary;
  absl::string_view bytes(reinterpret_cast<const char*>(data), size);
  ReadLimits limits;
  limits.max_bytes = 1 << 20;
  limits.max_events = 20000;
  VerifyOptions options;
  options.check_consistency = true;
  if (format == LogFormat::kBinary) {
    std::string diff = CompareBinaryPaths(bytes, limits, options);
    if (!diff.empty()) {
      std::fprintf(stderr, "binary fast path disagrees: %s\n", diff.c_str());
      std::abort();
    }
  }
  absl::StatusOr<pb::MatchLog> log = ParseLog(bytes, format, limits);
  if (!log.ok()) return;
  Report report = VerifyLog(*log, options);
  if (report.match != nullptr) {
    (void)report.match->StateText();
    (void)report.match->CountLegalEvents();
  }
}

}  // namespace arbiter::fuzz
