#include "replay/log_reader.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "engine/core/game.h"
#include "replay/event_count.h"
#include "replay/protobuf_log.h"
#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/text_format.h"
#include "google/protobuf/util/json_util.h"
#include "google/protobuf/wire_format_lite.h"

namespace arbiter {
namespace {

using google::protobuf::io::CodedInputStream;
using google::protobuf::internal::WireFormatLite;

// Nesting deeper than any log needs; a hostile file cannot recurse past it.
constexpr int kMaxNesting = 32;

// Counts top-level `events` fields of a binary MatchLog without decoding
// them, so that an absurd count is refused before anything is allocated.
absl::StatusOr<int> CountBinaryEvents(absl::string_view bytes, int max_events) {
  CodedInputStream input(reinterpret_cast<const uint8_t*>(bytes.data()),
                         static_cast<int>(bytes.size()));
  int events = 0;
  while (true) {
    uint32_t tag = input.ReadTag();
    if (tag == 0) {
      if (!input.ConsumedEntireMessage() || input.CurrentPosition() !=
                                                static_cast<int>(bytes.size())) {
        return absl::DataLossError(absl::StrFormat(
            "MatchLog: bad field tag at byte %d", input.CurrentPosition()));
      }
      return events;
    }
    if (WireFormatLite::GetTagFieldNumber(tag) == pb::MatchLog::kEventsFieldNumber) {
      if (++events > max_events) {
        return absl::DataLossError(absl::StrFormat(
            "MatchLog events: more than the limit of %d events", max_events));
      }
    }
    if (!WireFormatLite::SkipField(&input, tag)) {
      return absl::DataLossError(absl::StrFormat(
          "MatchLog: field %d truncated or malformed at byte %d",
          WireFormatLite::GetTagFieldNumber(tag), input.CurrentPosition()));
    }
  }
}

class CollectFirstError : public google::protobuf::io::ErrorCollector {
 public:
  void AddError(int line, int column, const std::string& message) override {
    if (first_.empty()) {
      first_ = absl::StrFormat("line %d column %d: %s", line + 1, column + 1,
                               message);
    }
  }
  const std::string& first() const { return first_; }

 private:
  std::string first_;
};

absl::Status CheckEnvelope(const pb::MatchLog& log, const ReadLimits& limits) {
  if (!log.has_header()) {
    return absl::DataLossError("MatchLog: header missing");
  }
  const pb::Header& header = log.header();
  if (header.format_version() == 0) {
    return absl::DataLossError("MatchLog header: format_version missing");
  }
  if (header.format_version() > kFormatVersion) {
    return absl::DataLossError(absl::StrFormat(
        "MatchLog header: format_version %d is newer than this build reads (%d)",
        header.format_version(), kFormatVersion));
  }
  if (header.game().empty()) {
    return absl::DataLossError("MatchLog header: game missing");
  }
  if (log.events_size() > limits.max_events) {
    return absl::DataLossError(absl::StrFormat(
        "MatchLog events: %d events exceed the limit of %d", log.events_size(),
        limits.max_events));
  }
  return absl::OkStatus();
}

}  // namespace

LogFormat FormatForPath(absl::string_view path) {
  if (absl::EndsWith(path, ".textproto") || absl::EndsWith(path, ".txtpb") ||
      absl::EndsWith(path, ".pbtxt")) {
    return LogFormat::kText;
  }
  if (absl::EndsWith(path, ".json")) return LogFormat::kJson;
  return LogFormat::kBinary;
}

bool IsLogPath(absl::string_view path) {
  for (absl::string_view ext : {".textproto", ".txtpb", ".pbtxt", ".json",
                               ".binpb", ".pb", ".bin"}) {
    if (absl::EndsWith(path, ext)) return true;
  }
  return false;
}

absl::string_view FormatName(LogFormat format) {
  switch (format) {
    case LogFormat::kBinary:
      return "binary";
    case LogFormat::kText:
      return "text";
    case LogFormat::kJson:
      return "json";
  }
  return "unknown";
}

absl::StatusOr<std::string> ReadFileCapped(const std::string& path,
                                           size_t max_bytes) {
  std::unique_ptr<FILE, int (*)(FILE*)> file(std::fopen(path.c_str(), "rb"),
                                             &std::fclose);
  if (file == nullptr) {
    int err = errno;
    std::string why = absl::StrCat(path, ": ", std::strerror(err));
    if (err == ENOENT) return absl::NotFoundError(why);
    if (err == EACCES) return absl::PermissionDeniedError(why);
    return absl::FailedPreconditionError(why);
  }
  std::string bytes;
  char buffer[1 << 16];
  while (true) {
    size_t n = std::fread(buffer, 1, sizeof(buffer), file.get());
    if (n > 0) {
      if (bytes.size() + n > max_bytes) {
        return absl::DataLossError(absl::StrFormat(
            "%s: larger than the limit of %d bytes", path, max_bytes));
      }
      bytes.append(buffer, n);
    }
    if (n < sizeof(buffer)) {
      if (std::ferror(file.get())) {
        // A folder opens but cannot be read; say so plainly.
        return absl::FailedPreconditionError(
            absl::StrCat(path, ": cannot be read: ", std::strerror(errno)));
      }
      break;
    }
  }
  return bytes;
}

absl::Status ParseLogInto(absl::string_view bytes, LogFormat format,
                          const ReadLimits& limits, pb::MatchLog* log) {
  if (bytes.size() > limits.max_bytes) {
    return absl::DataLossError(absl::StrFormat(
        "MatchLog: %d bytes exceed the limit of %d", bytes.size(),
        limits.max_bytes));
  }
  // What libprotobuf logs while parsing (the string field that holds invalid
  // UTF-8, above all) becomes part of the reason instead of going to stderr.
  ProtobufLogCapture protobuf_log;
  switch (format) {
    case LogFormat::kBinary: {
      absl::StatusOr<int> events = CountBinaryEvents(bytes, limits.max_events);
      if (!events.ok()) return events.status();
      CodedInputStream input(reinterpret_cast<const uint8_t*>(bytes.data()),
                             static_cast<int>(bytes.size()));
      input.SetRecursionLimit(kMaxNesting);
      if (!log->ParseFromCodedStream(&input) ||
          !input.ConsumedEntireMessage()) {
        return absl::DataLossError(absl::StrCat(
            "MatchLog: not a valid binary log (truncated, corrupt, or an "
            "event field of the wrong type)",
            protobuf_log.Suffix()));
      }
      break;
    }
    case LogFormat::kText: {
      // The cap is checked by a scan that builds nothing, before the parser
      // allocates a message per event.
      if (absl::Status counted = CheckTextEventCount(bytes, limits.max_events);
          !counted.ok()) {
        return counted;
      }
      google::protobuf::TextFormat::Parser parser;
      CollectFirstError errors;
      parser.RecordErrorsTo(&errors);
      parser.SetRecursionLimit(kMaxNesting);
      google::protobuf::io::ArrayInputStream stream(bytes.data(),
                                                    static_cast<int>(bytes.size()));
      if (!parser.Parse(&stream, log)) {
        return absl::DataLossError(
            absl::StrCat("MatchLog text: ", errors.first(), protobuf_log.Suffix()));
      }
      break;
    }
    case LogFormat::kJson: {
      if (absl::Status counted = CheckJsonEventCount(bytes, limits.max_events);
          !counted.ok()) {
        return counted;
      }
      google::protobuf::util::JsonParseOptions options;
      // Protobuf 3.21 has its own Status type; convert at this boundary.
      auto status = google::protobuf::util::JsonStringToMessage(
          google::protobuf::StringPiece(bytes.data(), bytes.size()), log, options);
      if (!status.ok()) {
        return absl::DataLossError(absl::StrCat(
            "MatchLog json: ", status.message().ToString(), protobuf_log.Suffix()));
      }
      break;
    }
  }
  return CheckEnvelope(*log, limits);
}

absl::StatusOr<pb::MatchLog> ParseLog(absl::string_view bytes, LogFormat format,
                                      const ReadLimits& limits) {
  pb::MatchLog log;
  absl::Status status = ParseLogInto(bytes, format, limits, &log);
  if (!status.ok()) return status;
  return log;
}

absl::StatusOr<std::string> SerializeLog(const pb::MatchLog& log,
                                         LogFormat format) {
  std::string out;
  switch (format) {
    case LogFormat::kBinary:
      if (!log.SerializeToString(&out)) {
        return absl::InternalError("MatchLog: serialisation failed");
      }
      return out;
    case LogFormat::kText: {
      google::protobuf::TextFormat::Printer printer;
      printer.SetUseUtf8StringEscaping(true);
      if (!printer.PrintToString(log, &out)) {
        return absl::InternalError("MatchLog: text printing failed");
      }
      return out;
    }
    case LogFormat::kJson: {
      google::protobuf::util::JsonPrintOptions options;
      options.add_whitespace = true;
      auto status =
          google::protobuf::util::MessageToJsonString(log, &out, options);
      if (!status.ok()) {
        return absl::InternalError(status.message().ToString());
      }
      return out;
    }
  }
  return absl::InternalError("unknown log format");
}

absl::Status WriteFileAtomically(const std::string& path,
                                 absl::string_view bytes) {
  std::string temp = absl::StrCat(path, ".tmp");
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) {
      return absl::FailedPreconditionError(
          absl::StrCat(temp, ": cannot be created: ", std::strerror(errno)));
    }
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out) {
      return absl::DataLossError(absl::StrCat(temp, ": write failed"));
    }
  }
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    return absl::FailedPreconditionError(absl::StrCat(
        path, ": cannot be replaced: ", std::strerror(errno)));
  }
  return absl::OkStatus();
}

}  // namespace arbiter
