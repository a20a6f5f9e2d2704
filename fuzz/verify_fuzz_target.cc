#include "fuzz/verify_fuzz_target.h"

#include "absl/strings/string_view.h"
#include "replay/log_reader.h"
#include "verifier/core/verify.h"

namespace arbiter::fuzz {

void VerifyBytes(const uint8_t* data, size_t size) {
  // The first byte picks the format so the fuzzer reaches the text parser
  // too; the rest is the log.
  if (size == 0) return;
  LogFormat format = data[0] == 't' ? LogFormat::kText : LogFormat::kBinary;
  absl::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  ReadLimits limits;
  limits.max_bytes = 1 << 20;
  limits.max_events = 20000;
  absl::StatusOr<pb::MatchLog> log = ParseLog(bytes, format, limits);
  if (!log.ok()) return;
  VerifyOptions options;
  options.check_consistency = true;
  Report report = VerifyLog(*log, options);
  if (report.match != nullptr) {
    (void)report.match->StateText();
    (void)report.match->CountLegalEvents();
  }
}

}  // namespace arbiter::fuzz
