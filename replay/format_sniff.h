// Telling a log's format from its bytes, for standard input and for files
// whose extension names no format.
//
//   absl::StatusOr<LogFormat> format = SniffFormat(bytes, "notes.log");
//
// Never guesses binary for text: a log is taken as binary only when it opens
// with the tag of a MatchLog field, as JSON when its first non-blank byte is
// `{`, as text when it opens with a field name or `#` comment and holds no
// control bytes; anything else is refused with a message naming the
// formats and how to say which one is meant. Pure and thread-safe.
#ifndef ARBITER_REPLAY_FORMAT_SNIFF_H_
#define ARBITER_REPLAY_FORMAT_SNIFF_H_

#include <optional>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "replay/log_reader.h"

namespace arbiter {

// kInvalidArgument naming `name` when the bytes fit none of the formats.
absl::StatusOr<LogFormat> SniffFormat(absl::string_view bytes, absl::string_view name);

// The format an extension names, or nullopt for any other name (unlike
// FormatForPath, which reads any other name as binary).
std::optional<LogFormat> FormatFromExtension(absl::string_view path);

// "binary", "text" or "json" as typed after --format or --to;
// kInvalidArgument listing the three otherwise.
absl::StatusOr<LogFormat> ParseFormatName(absl::string_view name);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_FORMAT_SNIFF_H_
