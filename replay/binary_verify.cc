#include "replay/binary_verify.h"

#include <vector>

#include "engine/core/game.h"
#include "engine/core/wire_reader.h"
#include "google/protobuf/io/coded_stream.h"

namespace arbiter {
namespace {

// Far below the ordinary reader's limit: a header nested deeper than any
// real one takes the ordinary path, which applies the exact limit.
constexpr int kFastPathNesting = 8;

bool ParsePlain(absl::string_view bytes, google::protobuf::Message* message) {
  google::protobuf::io::CodedInputStream input(
      reinterpret_cast<const uint8_t*>(bytes.data()), static_cast<int>(bytes.size()));
  input.SetRecursionLimit(kFastPathNesting);
  return message->ParseFromCodedStream(&input) && input.ConsumedEntireMessage();
}

// Splits a binary MatchLog into its parts when it is in the plain form
// writers produce: header and expectation at most once each, known fields
// only, events within the limit. False otherwise; nothing here decides
// that bytes are unreadable, the ordinary reader does.
struct LogParts {
  bool has_header = false;
  bool has_expect = false;
  absl::string_view header;
  absl::string_view expect;
  std::vector<absl::string_view> events;
};

bool SplitLog(absl::string_view bytes, const ReadLimits& limits, LogParts* parts) {
  if (bytes.size() > limits.max_bytes) return false;
  WireReader in(bytes);
  while (!in.AtEnd()) {
    uint32_t field, type;
    absl::string_view payload;
    if (!in.ReadTag(&field, &type) || type != kWireLen || !in.ReadLen(&payload)) {
      return false;
    }
    switch (field) {
      case pb::MatchLog::kHeaderFieldNumber:
        if (parts->has_header) return false;
        parts->has_header = true;
        parts->header = payload;
        break;
      case pb::MatchLog::kEventsFieldNumber:
        if (parts->events.size() >= static_cast<size_t>(limits.max_events)) return false;
        parts->events.push_back(payload);
        break;
      case pb::MatchLog::kExpectFieldNumber:
        if (parts->has_expect) return false;
        parts->has_expect = true;
        parts->expect = payload;
        break;
      default:
        return false;
    }
  }
  return parts->has_header;
}

// What the ordinary reader requires of a header (log_reader.cc).
bool HeaderReadable(const pb::Header& header) {
  return header.format_version() != 0 && header.format_version() <= kFormatVersion &&
         !header.game().empty();
}

bool VerifyFast(absl::string_view bytes, const ReadLimits& limits,
                const VerifyOptions& options, pb::MatchLog* envelope, Report* report) {
  LogParts parts;
  if (!SplitLog(bytes, limits, &parts) ||
      !ParsePlain(parts.header, envelope->mutable_header()) ||
      !HeaderReadable(envelope->header()) ||
      (parts.has_expect && !ParsePlain(parts.expect, envelope->mutable_expect()))) {
    return false;
  }
  std::optional<Report> verified =
      VerifyValidEventBytes(envelope->header(), parts.events, options);
  if (!verified.has_value()) return false;
  *report = *std::move(verified);
  return true;
}

}  // namespace

absl::Status VerifyBinaryLog(absl::string_view bytes, const ReadLimits& limits,
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
