// Arbiter as a library: verify a match log from its bytes.
//
//   #include <arbiter/arbiter.h>
//
//   absl::StatusOr<arbiter::Verdict> verdict = arbiter::VerifyLogBytes(bytes);
//   if (!verdict.ok()) ...;          // not a readable log (DataLoss, ...)
//   if (!verdict->ok) Print(verdict->failure->rule_id, verdict->failure->reason);
//
// The installed public interface (CMake: find_package(Arbiter CONFIG) and
// target_link_libraries(x Arbiter::arbiter)). It names no internal header,
// so nothing installed needs a generic include path like engine/ or replay/;
// the log format's messages come with it as <arbiter/log.pb.h>.
// Binary bytes take the verifier's fast path (each event read straight from
// its wire bytes), with exactly the report the ordinary path gives.
// The first call replaces libprotobuf's log handler (SetLogHandler), so
// that what protobuf logs while reading a log lands in the reason instead
// of on stderr; protobuf messages logged outside Arbiter's reading are then
// dropped. A program that needs its own handler sets it after that call.
// Thread-safe: any number of calls at once, on any threads.
#ifndef ARBITER_INCLUDE_ARBITER_ARBITER_H_
#define ARBITER_INCLUDE_ARBITER_ARBITER_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace arbiter {

// How the bytes handed to VerifyLogBytes are encoded.
enum class BytesFormat {
  kDetect,  // told from the first bytes, as `arbiter verify -` does
  kBinary,  // protobuf wire format (.binpb)
  kText,    // protobuf text format (.textproto)
  kJson,    // protobuf's JSON mapping (.json)
};

struct VerifySettings {
  // Judge the log against its `expect` block, as `arbiter verify` does: a
  // declared-valid log must reach its golden digest, scores, winners and
  // ended_by_limit; a declared-invalid one must fail where it says.
  bool check_expect = true;
  bool require_complete = false;  // a log that stops early fails (core.incomplete)
  bool check_invariants = true;
  size_t max_bytes = size_t{64} << 20;
  int max_events = 1 << 20;
};

struct VerdictFailure {
  int64_t event_index = -1;  // -1: the header
  int actor = -1;            // the seat, or -1 for chance
  std::string event_text;
  std::string rule_id;   // stable: "rumble_nation.march.second_reroll"
  std::string citation;  // seed file and section heading
  std::string reason;
};

struct Verdict {
  // True when the log is legal (and, with check_expect, behaves as it
  // declares).
  bool ok = false;
  std::string match_id;
  std::string game;
  int64_t events_applied = 0;
  bool complete = false;
  bool ended_by_limit = false;
  std::string digest;  // 16 hex digits, as logs and reports spell it
  std::vector<int64_t> scores;
  std::vector<int> winners;
  // The first rule broken, if any.
  std::optional<VerdictFailure> failure;
  // With check_expect and an `expect` block: what differed from it, or empty.
  std::string expectation_mismatch;
};

// Verifies one log. A non-OK status means the bytes are not a readable log
// (kDataLoss, or kInvalidArgument when kDetect cannot tell the format); a
// log that reads but breaks a rule is an OK status whose Verdict says so.
absl::StatusOr<Verdict> VerifyLogBytes(absl::string_view bytes,
                                       BytesFormat format = BytesFormat::kDetect,
                                       const VerifySettings& settings = {});

struct GameVersion {
  std::string name;  // as in a log's header: "root"
  uint32_t min_rules_version;
  uint32_t rules_version;
};

// This build's version ("0.1.0"), the log envelope version it reads, and
// the games it has.
const char* LibraryVersion();
uint32_t LogFormatVersion();
std::vector<GameVersion> GameVersions();

}  // namespace arbiter

#endif  // ARBITER_INCLUDE_ARBITER_ARBITER_H_
