#include "verifier/core/escape.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace arbiter {
namespace {

// Code points that change how text around them is shown or split into
// lines: NEL, the line and paragraph separators, the bidirectional
// embeddings, overrides and isolates (which can make "FAIL" read as "OK").
bool IsLayoutControl(char32_t c) {
  return c == 0x85 || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2066 && c <= 0x2069) || c == 0x200E || c == 0x200F || c == 0x061C;
}

}  // namespace

size_t DecodeUtf8(absl::string_view s, char32_t* code_point) {
  if (s.empty()) return 0;
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  if (p[0] < 0x80) {
    *code_point = p[0];
    return 1;
  }
  size_t n;
  char32_t c, min;
  if ((p[0] & 0xE0) == 0xC0) {
    n = 2, c = p[0] & 0x1F, min = 0x80;
  } else if ((p[0] & 0xF0) == 0xE0) {
    n = 3, c = p[0] & 0x0F, min = 0x800;
  } else if ((p[0] & 0xF8) == 0xF0) {
    n = 4, c = p[0] & 0x07, min = 0x10000;
  } else {
    return 0;
  }
  if (s.size() < n) return 0;
  for (size_t i = 1; i < n; ++i) {
    if ((p[i] & 0xC0) != 0x80) return 0;
    c = (c << 6) | (p[i] & 0x3F);
  }
  if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return 0;
  *code_point = c;
  return n;
}

std::string Bounded(absl::string_view s, size_t max_bytes) {
  if (s.size() <= max_bytes) return std::string(s);
  return absl::StrCat(s.substr(0, max_bytes), "...(", s.size(), " bytes)");
}

std::string EscapeText(absl::string_view s, size_t max_bytes) {
  const absl::string_view shown = s.substr(0, max_bytes);
  std::string out;
  out.reserve(shown.size());
  for (size_t i = 0; i < shown.size();) {
    char32_t c = 0;
    const size_t n = DecodeUtf8(shown.substr(i), &c);
    if (n == 0) {
      absl::StrAppendFormat(&out, "\\x%02X", static_cast<unsigned char>(shown[i]));
      ++i;
      continue;
    }
    switch (c) {
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20 || c == 0x7F) {
          absl::StrAppendFormat(&out, "\\x%02X", static_cast<unsigned>(c));
        } else if ((c >= 0x80 && c < 0xA0) || IsLayoutControl(c)) {
          absl::StrAppendFormat(&out, "\\u{%04X}", static_cast<unsigned>(c));
        } else {
          out.append(shown.data() + i, n);
        }
    }
    i += n;
  }
  if (s.size() > max_bytes) absl::StrAppend(&out, "...(", s.size(), " bytes)");
  return out;
}

std::string JsonQuote(absl::string_view s) {
  std::string out = "\"";
  for (size_t i = 0; i < s.size(); ++i) {
    const unsigned char ch = static_cast<unsigned char>(s[i]);
    if (ch >= 0x80) {
      // JSON is UTF-8: a byte that is not part of a valid sequence becomes
      // U+FFFD, so the output parses whatever the input held.
      char32_t c;
      const size_t n = DecodeUtf8(s.substr(i), &c);
      if (n == 0) {
        out += "\\ufffd";
      } else if (c == 0x2028 || c == 0x2029) {  // valid JSON, but not JavaScript
        absl::StrAppendFormat(&out, "\\u%04x", static_cast<unsigned>(c));
        i += n - 1;
      } else {
        out.append(s.data() + i, n);
        i += n - 1;
      }
      continue;
    }
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (ch < 0x20 || ch == 0x7F) {
          absl::StrAppendFormat(&out, "\\u%04x", ch);
        } else {
          out += static_cast<char>(ch);
        }
    }
  }
  out += "\"";
  return out;
}

}  // namespace arbiter
