#include "fuzz/verify_fuzz_target.h"

#include "absl/strings/string_view.h"
#include "replay/log_reader.h"
#include "verifier/core/verify.h"

namespace arbiter::fuzz {

void VerifyBytes(const uint8_t* data, size_t size) {
  // Printable first bytes go to the text parser, the rest to the binary
  // one, so that corpus files of either kind are good seeds as they are.
  if (size == 0) return;
  LogFormat format = data[0] >= 0x20 ? LogFormat::kText : LogFormat::kBinary;
  absl::string_view bytes(reinterpret_cast<const char*>(data), size);
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
