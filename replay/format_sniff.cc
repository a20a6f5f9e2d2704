#include "replay/format_sniff.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace arbiter {
namespace {

// Enough of the start to judge text by; a text log's first lines show it.
constexpr size_t kTextProbe = 4096;

bool LooksLikeText(absl::string_view bytes) {
  absl::string_view probe = bytes.substr(0, kTextProbe);
  for (unsigned char c : probe) {
    if (c < 0x20 && c != '\n' && c != '\r' && c != '\t') return false;
    if (c == 0x7f) return false;
  }
  return true;
}

// A binary MatchLog opens with the tag of one of its length-delimited fields
// (header 1, events 2, expect 3: wire type 2), each one byte.
bool OpensWithMatchLogTag(absl::string_view bytes) {
  if (bytes.empty()) return false;
  unsigned char tag = static_cast<unsigned char>(bytes[0]);
  return tag == ((1 << 3) | 2) || tag == ((2 << 3) | 2) || tag == ((3 << 3) | 2);
}

}  // namespace

std::optional<LogFormat> FormatFromExtension(absl::string_view path) {
  if (!IsLogPath(path)) return std::nullopt;
  return FormatForPath(path);
}

absl::StatusOr<LogFormat> ParseFormatName(absl::string_view name) {
  if (name == "binary") return LogFormat::kBinary;
  if (name == "text") return LogFormat::kText;
  if (name == "json") return LogFormat::kJson;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown format \"", name, "\": binary, text or json"));
}

absl::StatusOr<LogFormat> SniffFormat(absl::string_view bytes, absl::string_view name) {
  if (OpensWithMatchLogTag(bytes)) return LogFormat::kBinary;
  absl::string_view body = bytes;
  if (absl::StartsWith(body, "\xEF\xBB\xBF")) body.remove_prefix(3);  // UTF-8 BOM
  body = absl::StripLeadingAsciiWhitespace(body);
  if (!body.empty() && body[0] == '{') return LogFormat::kJson;
  if (!body.empty() && (absl::ascii_isalpha(body[0]) || body[0] == '#') &&
      LooksLikeText(bytes)) {
    return LogFormat::kText;
  }
  return absl::InvalidArgumentError(absl::StrCat(
      name, ": cannot tell the log format from its name or its first bytes; logs are "
            "binary (.binpb .pb .bin), text (.textproto .txtpb .pbtxt) or JSON (.json): "
            "rename the file or pass --format binary|text|json"));
}

}  // namespace arbiter
