// What the commands that turn one log into one file (convert, redact)
// share: the log read with the usual limits, the output format chosen from
// --to or the name, and the bytes written to a file or standard output.
#ifndef ARBITER_REPLAY_ONE_LOG_IO_H_
#define ARBITER_REPLAY_ONE_LOG_IO_H_

#include <ostream>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "replay/flags.h"
#include "replay/log_reader.h"

namespace arbiter {

// The one log `in_path` (`-`: stdin) names, parsed with `limits` and the
// envelope checks; errors say which input. kInvalidArgument for a folder
// or store holding more than one log.
absl::StatusOr<pb::MatchLog> ReadOneLog(const Args& args, const std::string& in_path,
                                        const ReadLimits& limits);

// --to binary|text|json, else the format `out_path`'s extension names.
// kInvalidArgument when neither says one.
absl::StatusOr<LogFormat> OutputFormat(const Args& args, const std::string& out_path);

// `bytes` to `out_path` through a rename (`-`: onto `out`, flushed).
absl::Status WriteOutput(const std::string& out_path, absl::string_view bytes,
                         std::ostream& out);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_ONE_LOG_IO_H_
