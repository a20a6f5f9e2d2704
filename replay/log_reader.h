// Reading and writing match logs: bytes <-> pb::MatchLog, with budgets.
//
//   absl::StatusOr<std::string> bytes = ReadFileCapped(path, limits.max_bytes);
//   absl::StatusOr<pb::MatchLog> log =
//       ParseLog(*bytes, FormatForPath(path), limits);
//
// Every input may be truncated, hostile or from another version: parsing
// never trusts a length, caps total bytes and event count before building
// anything large, rejects trailing garbage, and checks the envelope version.
// Errors are kDataLoss naming the record and field ("MatchLog header:
// format_version 7 is newer than this build reads (1)"); a missing or
// unreadable file is kNotFound / kPermissionDenied / kFailedPrecondition.
// Thread-safe: pure functions.
#ifndef ARBITER_REPLAY_LOG_READER_H_
#define ARBITER_REPLAY_LOG_READER_H_

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include "absl/strings/string_view.h"

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"

namespace arbiter {

enum class LogFormat {
  kBinary,  // .binpb, .pb, .bin: protobuf wire format
  kText,    // .textproto, .txtpb, .pbtxt: protobuf text format
  kJson,    // .json: protobuf's JSON mapping
};

// Protobuf reads at most INT_MAX bytes in one message (CodedInputStream
// counts in int), so no log can be longer, whatever --max-bytes says.
inline constexpr uint64_t kMaxLogBytes = std::numeric_limits<int>::max();

struct ReadLimits {
  uint64_t max_bytes = uint64_t{64} << 20;  // per log; above kMaxLogBytes acts as it
  int max_events = 1 << 20;                 // per log
  // A seat's record (`arbiter redact`) is refused unless this is set: only
  // the commands that show or convert it read one.
  bool allow_seat_record = false;
};

// The format a file's extension names; kBinary for anything else.
LogFormat FormatForPath(absl::string_view path);
// True when `path` has one of the extensions above (folders are scanned for
// these only).
bool IsLogPath(absl::string_view path);
absl::string_view FormatName(LogFormat format);

// Reads a whole regular file. kDataLoss when it is larger than `max_bytes`
// or kMaxLogBytes (nothing beyond the cap is read). kFailedPrecondition for
// anything that is not a regular file (a FIFO, a device, a socket, a
// folder): it is refused without reading, so it can never block.
absl::StatusOr<std::string> ReadFileCapped(const std::string& path,
                                           uint64_t max_bytes);

// Parses and checks the envelope: known format version, a game name, and at
// most `limits.max_events` events.
absl::StatusOr<pb::MatchLog> ParseLog(absl::string_view bytes, LogFormat format,
                                      const ReadLimits& limits = {});
// The same into a caller-owned message (which may live on an arena, as the
// verifier's does). On failure `*log` holds an unspecified partial parse.
absl::Status ParseLogInto(absl::string_view bytes, LogFormat format,
                          const ReadLimits& limits, pb::MatchLog* log);

// Serialises `log` in `format`. Binary output is deterministic for a given
// message (field order), which golden files rely on.
absl::StatusOr<std::string> SerializeLog(const pb::MatchLog& log,
                                         LogFormat format);

// Writes `bytes` to `path` through a temporary file and a rename, so a
// reader never sees half a log.
absl::Status WriteFileAtomically(const std::string& path,
                                 absl::string_view bytes);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_LOG_READER_H_
