#include "replay/binary_verify.h"

#include <algorithm>

#include "absl/base/attributes.h"
#include "engine/core/game.h"
#include "engine/core/wire_reader.h"
#include "google/protobuf/io/coded_stream.h"
#include "replay/protobuf_log.h"

namespace arbiter {
namespace {

// Far below the ordinary reader's limit: a header nested deeper than any
// real one takes the ordinary path, which applies the exact limit.
constexpr int kFastPathNesting = 8;

bool ParsePlain(absl::string_view bytes, google::protobuf::Message* message) {
  // A header protobuf complains about (invalid UTF-8) takes the ordinary
  // path, whose reason carries the complaint; here it must stay quiet.
  InstallProtobufLogHandler();
  google::protobuf::io::CodedInputStream input(
      reinterpret_cast<const uint8_t*>(bytes.data()), static_cast<int>(bytes.size()));
  input.SetRecursionLimit(kFastPathNesting);
  return message->ParseFromCodedStream(&input) && input.ConsumedEntireMessage();
}

// What the ordinary reader requires of a header (log_reader.cc).
bool HeaderReadable(const pb::Header& header) {
  return header.format_version() != 0 && header.format_version() <= kFormatVersion &&
         !header.game().empty();
}

// One pass over a log in the form writers produce: the header, the events,
// then at most the expectation. Anything else (another order, a field twice,
// unknown fields, bytes this path does not read) returns false; nothing here
// decides that bytes are unreadable, the ordinary reader does.
bool VerifyFast(absl::string_view bytes, const ReadLimits& limits,
                const VerifyOptions& options, pb::MatchLog* envelope, Report* report) {
  if (uint64_t{bytes.size()} > std::min(limits.max_bytes, kMaxLogBytes)) return false;
  WireReader in(bytes);
  uint32_t field, type;
  absl::string_view header;
  if (!in.ReadTag(&field, &type) || field != pb::MatchLog::kHeaderFieldNumber ||
      type != kWireLen || !in.ReadLen(&header) ||
      !ParsePlain(header, envelope->mutable_header()) || !HeaderReadable(envelope->header())) {
    return false;
  }
  absl::string_view rest;
  std::optional<Report> verified = VerifyValidEventBytes(
      envelope->header(), in.rest(), limits.max_events, options, &rest);
  if (!verified.has_value()) return false;
  if (!rest.empty()) {
    WireReader tail(rest);
    absl::string_view expect;
    if (!tail.ReadTag(&field, &type) || field != pb::MatchLog::kExpectFieldNumber ||
        type != kWireLen || !tail.ReadLen(&expect) || !tail.AtEnd() ||
        !ParsePlain(expect, envelope->mutable_expect())) {
      return false;
    }
  }
  *report = *std::move(verified);
  return true;
}

}  // namespace

// Out of line even in a link-time optimized build, so that a profile can
// name it: scripts/instruction_ratio.sh counts what runs inside it.
ABSL_ATTRIBUTE_NOINLINE absl::Status VerifyBinaryLog(absl::string_view bytes, const ReadLimits& limits,
                             const VerifyOptions& options, pb::MatchLog* envelope,
                             Report* report) {
  if (VerifyFast(bytes, limits, options, envelope, report)) return absl::OkStatus();
  envelope->Clear();
  absl::Status parsed = ParseLogInto(bytes, LogFormat::kBinary, limits, envelope);
  if (!parsed.ok()) return parsed;
  *report = VerifyLog(*envelope, options);
  return absl::OkStatus();
}

}  // namespace arbiter
