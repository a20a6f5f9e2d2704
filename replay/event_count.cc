#include "replay/event_count.h"

#include "absl/strings/str_format.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"

namespace arbiter {
namespace {

absl::Status OverLimit(int max_events) {
  return absl::DataLossError(
      absl::StrFormat("MatchLog events: more than the limit of %d events", max_events));
}

// Tokenizer errors end the count silently: the text parser reports them.
class IgnoreErrors : public google::protobuf::io::ErrorCollector {
 public:
  void AddError(int, int, const std::string&) override {}
};

}  // namespace

absl::Status CheckTextEventCount(absl::string_view text, int max_events) {
  google::protobuf::io::ArrayInputStream stream(text.data(), static_cast<int>(text.size()));
  IgnoreErrors errors;
  google::protobuf::io::Tokenizer tokenizer(&stream, &errors);
  // The text format's own tokenizer settings (TextFormat::Parser).
  tokenizer.set_comment_style(google::protobuf::io::Tokenizer::SH_COMMENT_STYLE);
  tokenizer.set_allow_f_after_float(true);
  tokenizer.set_require_space_after_number(false);
  tokenizer.set_allow_multiline_strings(true);
  using Token = google::protobuf::io::Tokenizer;
  int depth = 0;          // nesting of { < [ outside strings
  bool after_name = false;  // the last top-level token was `events` (or its `:`)
  bool in_list = false;   // inside `events: [ ... ]`, whose elements sit at depth 1
  int events = 0;
  while (tokenizer.Next()) {
    const Token::Token& token = tokenizer.current();
    const std::string& t = token.text;
    const bool symbol = token.type == Token::TYPE_SYMBOL;
    if (symbol && (t == "{" || t == "<" || t == "[")) {
      if (depth == 0 && after_name) {
        if (t == "[") {
          in_list = true;
        } else {
          ++events;
        }
      } else if (in_list && depth == 1 && t != "[") {
        ++events;
      }
      after_name = false;
      ++depth;
    } else if (symbol && (t == "}" || t == ">" || t == "]")) {
      if (--depth <= 0) {
        depth = 0;
        in_list = false;
      }
    } else if (depth == 0) {
      after_name = (token.type == Token::TYPE_IDENTIFIER && t == "events") ||
                   (after_name && symbol && t == ":");
    }
    if (events > max_events) return OverLimit(max_events);
  }
  return absl::OkStatus();
}

absl::Status CheckJsonEventCount(absl::string_view json, int max_events) {
  int depth = 0;               // nesting of { [ outside strings
  bool top_array = false;      // inside an array directly under the top object
  bool expect_element = false;  // the next value in that array starts an element
  bool in_string = false, escaped = false;
  int events = 0;
  for (char c : json) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
    if (top_array && depth == 2 && c != ']') {
      if (c == ',') {
        expect_element = true;
        continue;
      }
      if (expect_element) {
        expect_element = false;
        if (++events > max_events) return OverLimit(max_events);
      }
    }
    switch (c) {
      case '"':
        in_string = true;
        break;
      case '{':
        ++depth;
        break;
      case '[':
        if (++depth == 2) {
          top_array = true;
          expect_element = true;
        }
        break;
      case '}':
      case ']':
        if (--depth <= 1) top_array = false;
        if (depth < 0) return absl::OkStatus();  // unbalanced: the parser says so
        break;
      default:
        break;
    }
  }
  return absl::OkStatus();
}

}  // namespace arbiter
