// Making untrusted text safe to print: file names, match ids, game names,
// event text and error messages all come from logs or the file system.
//
//   out << "OK " << EscapeText(name, kMaxQuotedPath) << "\n";
//
// A text report is read line by line by people and scripts, so nothing a log
// says may start a line of its own (a forged "OK" or "N passed, M failed"),
// move the cursor, recolour the terminal, or reorder text on screen. Pure.
#ifndef ARBITER_VERIFIER_CORE_ESCAPE_H_
#define ARBITER_VERIFIER_CORE_ESCAPE_H_

#include <cstddef>
#include <string>

#include "absl/strings/string_view.h"

namespace arbiter {

// Bounds for quoting input in messages and reports: a 1 MB game name must
// not become a 1 MB line.
inline constexpr size_t kMaxQuotedPath = 1024;
inline constexpr size_t kMaxQuotedText = 240;
// A whole error message, which may quote a path and a value.
inline constexpr size_t kMaxMessageBytes = 4096;

// `s` with every byte that could act on a terminal or a line-based reader
// written as a visible escape: backslash as \\, newline, carriage return and
// tab as \n \r \t, other C0 and C1 controls and DEL as \xNN (or \u{NN}),
// bytes that are not UTF-8 as \xNN, and Unicode's line and paragraph
// separators and bidirectional overrides as \u{NNNN}. Printable UTF-8 stays
// as it is, so ordinary names read unchanged. When the input is longer than
// `max_bytes`, only its first `max_bytes` bytes are shown, followed by
// "...(N bytes)".
std::string EscapeText(absl::string_view s, size_t max_bytes);

// `s` cut to its first `max_bytes` bytes plus "...(N bytes)" when longer,
// otherwise unchanged. For quoting input inside a message: the message is
// escaped once, where it is printed (EscapeText), so quoting does not
// escape twice.
std::string Bounded(absl::string_view s, size_t max_bytes);

// `s` as a JSON (and JavaScript) string literal, quotes included, whatever
// its bytes: a byte that is not part of valid UTF-8 becomes U+FFFD, and the
// line and paragraph separators are escaped. For text written into a page's
// script (views/core/match_page.cc); reports print JSON through protobuf.
std::string JsonQuote(absl::string_view s);

// Length of the valid UTF-8 sequence at the start of `s` and its code point,
// or 0 when `s` does not start with one (overlong, surrogate, truncated).
size_t DecodeUtf8(absl::string_view s, char32_t* code_point);

}  // namespace arbiter

#endif  // ARBITER_VERIFIER_CORE_ESCAPE_H_
