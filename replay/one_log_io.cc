#include "replay/one_log_io.h"

#include <optional>

#include "absl/strings/str_cat.h"
#include "replay/format_sniff.h"
#include "replay/input_flags.h"
#include "replay/log_source.h"

namespace arbiter {

absl::StatusOr<pb::MatchLog> ReadOneLog(const Args& args, const std::string& in_path,
                                        const ReadLimits& limits) {
  absl::StatusOr<CollectOptions> collect = CollectOptionsFrom(args);
  if (!collect.ok()) return collect.status();
  absl::StatusOr<LogSet> set = CollectLogs({in_path}, *collect);
  if (!set.ok()) return set.status();
  if (set->size() != 1) {
    return absl::InvalidArgumentError(absl::StrCat(in_path, " is not one log file"));
  }
  absl::StatusOr<LoadedLog> loaded = set->Load(0, limits);
  if (!loaded.ok()) return loaded.status();
  absl::StatusOr<pb::MatchLog> log = ParseLog(loaded->bytes, loaded->format, limits);
  if (!log.ok()) {
    return absl::Status(log.status().code(), absl::StrCat(in_path, ": ", log.status().message()));
  }
  return log;
}

absl::StatusOr<LogFormat> OutputFormat(const Args& args, const std::string& out_path) {
  if (args.Has("to")) return ParseFormatName(args.StringOr("to", ""));
  std::optional<LogFormat> named = FormatFromExtension(out_path);
  if (!named.has_value()) {
    return absl::InvalidArgumentError(absl::StrCat(
        out_path, ": the name says no format; use a .binpb, .textproto or .json name, or "
                  "--to binary|text|json"));
  }
  return *named;
}

absl::Status WriteOutput(const std::string& out_path, absl::string_view bytes,
                         std::ostream& out) {
  if (out_path != "-") return WriteFileAtomically(out_path, bytes);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.flush();
  if (!out) return absl::DataLossError("standard output: write failed");
  return absl::OkStatus();
}

}  // namespace arbiter
