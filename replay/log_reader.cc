#include "replay/log_reader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
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
#include "verifier/core/escape.h"
#include "verifier/core/verify.h"
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
      uint32_t length;
      if (WireFormatLite::GetTagWireType(tag) == WireFormatLite::WIRETYPE_LENGTH_DELIMITED) {
        const int at = input.CurrentPosition();
        if (!input.ReadVarint32(&length)) {
          return absl::DataLossError(absl::StrFormat(
              "MatchLog event %d: bad length at byte %d", events - 1, at));
        }
        if (length > kMaxEventBytes) {
          return absl::DataLossError(absl::StrFormat(
              "MatchLog event %d: %d bytes, more than the limit of %d bytes per event",
              events - 1, length, kMaxEventBytes));
        }
        if (!input.Skip(static_cast<int>(length))) {
          return absl::DataLossError(absl::StrFormat(
              "MatchLog event %d: truncated at byte %d", events - 1, at));
        }
        continue;
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
  if (log.has_seat_record()) {
    if (!limits.allow_seat_record) {
      return absl::FailedPreconditionError(absl::StrFormat(
          "this is seat %d's record written by arbiter redact, not a log: it holds only "
          "what that seat saw, so no rule can be checked from it; use the full log "
          "(arbiter replay shows the record)",
          log.seat_record().seat()));
    }
    if (log.events_size() > 0) {
      return absl::DataLossError("MatchLog: a seat's record carries no events of its own");
    }
    if (log.seat_record().steps_size() > limits.max_events) {
      return absl::DataLossError(absl::StrFormat(
          "seat record: %d steps exceed the limit of %d", log.seat_record().steps_size(),
          limits.max_events));
    }
  }
  if (log.events_size() > limits.max_events) {
    return absl::DataLossError(absl::StrFormat(
        "MatchLog events: %d events exceed the limit of %d", log.events_size(),
        limits.max_events));
  }
  // The binary reader refuses these before parsing; text and JSON can only
  // be measured once parsed, within the byte cap of the whole log.
  for (int i = 0; i < log.events_size(); ++i) {
    const size_t size = log.events(i).ByteSizeLong();
    if (size > kMaxEventBytes) {
      return absl::DataLossError(absl::StrFormat(
          "MatchLog event %d: %d bytes, more than the limit of %d bytes per event", i,
          size, kMaxEventBytes));
    }
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
                                           uint64_t max_bytes) {
  const std::string shown = Bounded(path, kMaxQuotedPath);
  max_bytes = std::min(max_bytes, kMaxLogBytes);
  // O_NONBLOCK: opening a FIFO without a writer would otherwise block here,
  // before fstat could tell it is not a file.
  const int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) {
    int err = errno;
    std::string why = absl::StrCat(shown, ": ", std::strerror(err));
    if (err == ENOENT) return absl::NotFoundError(why);
    if (err == EACCES) return absl::PermissionDeniedError(why);
    return absl::FailedPreconditionError(why);
  }
  std::unique_ptr<int, void (*)(int*)> closer(new int(fd), [](int* f) {
    close(*f);
    delete f;
  });
  struct stat st;
  if (fstat(fd, &st) != 0) {
    return absl::FailedPreconditionError(
        absl::StrCat(shown, ": cannot be read: ", std::strerror(errno)));
  }
  if (!S_ISREG(st.st_mode)) {
    const char* what = S_ISDIR(st.st_mode)    ? "a folder"
                       : S_ISFIFO(st.st_mode) ? "a FIFO"
                       : S_ISCHR(st.st_mode)  ? "a character device"
                       : S_ISBLK(st.st_mode)  ? "a block device"
                       : S_ISSOCK(st.st_mode) ? "a socket"
                                              : "not a regular file";
    return absl::FailedPreconditionError(absl::StrCat(
        shown, ": is ", what, ", not a log file; only regular files are read"));
  }
  const std::string why_cap =
      max_bytes == kMaxLogBytes ? " (protobuf reads no message of 2 GiB or more)" : "";
  // `size` 0: the file grew past the cap while being read.
  auto too_large = [&](uint64_t size) {
    return absl::DataLossError(
        size == 0 ? absl::StrFormat("%s: grew past the limit of %d bytes while being read%s",
                                    shown, max_bytes, why_cap)
                  : absl::StrFormat("%s: %d bytes, larger than the limit of %d bytes%s",
                                    shown, size, max_bytes, why_cap));
  };
  const uint64_t file_size = static_cast<uint64_t>(st.st_size);
  if (file_size > max_bytes) return too_large(file_size);
  std::string bytes;
  bytes.reserve(static_cast<size_t>(file_size));
  char buffer[1 << 16];
  while (true) {
    const ssize_t n = read(fd, buffer, sizeof(buffer));
    if (n < 0) {
      if (errno == EINTR) continue;
      return absl::FailedPreconditionError(
          absl::StrCat(shown, ": cannot be read: ", std::strerror(errno)));
    }
    if (n == 0) break;
    // The file may have grown since fstat.
    if (bytes.size() + static_cast<uint64_t>(n) > max_bytes) return too_large(0);
    bytes.append(buffer, static_cast<size_t>(n));
  }
  return bytes;
}

absl::Status ParseLogInto(absl::string_view bytes, LogFormat format,
                          const ReadLimits& limits, pb::MatchLog* log) {
  // Checked in 64 bits before any int-sized length is formed below.
  const uint64_t limit = std::min(limits.max_bytes, kMaxLogBytes);
  if (uint64_t{bytes.size()} > limit) {
    return absl::DataLossError(absl::StrFormat(
        "MatchLog: %d bytes exceed the limit of %d%s", bytes.size(), limit,
        limit == kMaxLogBytes ? " (protobuf reads no message of 2 GiB or more)" : ""));
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
  const std::string shown = Bounded(path, kMaxQuotedPath);
  // A unique temporary beside the target (same file system, so the rename
  // is atomic); removed on every failure, so nothing partial is left.
  std::string temp = absl::StrCat(path, ".tmp.XXXXXX");
  const int fd = mkstemp(temp.data());
  if (fd < 0) {
    return absl::FailedPreconditionError(absl::StrCat(
        shown, ": cannot create a temporary file beside it: ", std::strerror(errno)));
  }
  auto fail = [&](absl::string_view doing, int err) {
    unlink(temp.c_str());
    return absl::Status(err == ENOSPC || err == EDQUOT
                            ? absl::StatusCode::kResourceExhausted
                            : absl::StatusCode::kFailedPrecondition,
                        absl::StrCat(shown, ": ", doing, ": ", std::strerror(err),
                                     "; nothing was written"));
  };
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int err = n < 0 ? errno : EIO;
      close(fd);
      return fail("cannot be written", err);
    }
    done += static_cast<size_t>(n);
  }
  // Data on disk before the name points at it; close reports late errors
  // (NFS, quotas).
  if (fsync(fd) != 0 && errno != EINVAL) {
    const int err = errno;
    close(fd);
    return fail("cannot be written", err);
  }
  if (close(fd) != 0) return fail("cannot be written", errno);
  // mkstemp creates 0600; a log is an ordinary file, readable as the umask allows.
  const mode_t mask = umask(0);
  umask(mask);
  chmod(temp.c_str(), 0666 & ~mask);
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    return fail("cannot be replaced", errno);
  }
  return absl::OkStatus();
}

}  // namespace arbiter
