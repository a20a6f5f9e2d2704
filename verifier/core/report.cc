#include "verifier/core/report.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "engine/core/digest.h"
#include "engine/core/rejection.h"
#include "verifier/core/escape.h"

namespace arbiter {
namespace {

std::string ActorText(int actor) {
  if (actor == kChanceActor) return "chance";
  return absl::StrCat("seat ", actor);
}

// Everything a log or the file system provides passes through one of these
// before it reaches a text line (see escape.h for why).
std::string Name(absl::string_view name) { return EscapeText(name, kMaxQuotedPath); }
std::string Text(absl::string_view text) { return EscapeText(text, kMaxQuotedText); }
// Messages may quote several inputs, each already bounded by its writer.
std::string Message(absl::string_view message) {
  return EscapeText(message, kMaxMessageBytes);
}

std::string Summary(const Report& r) {
  std::string out = absl::StrFormat("game=%s events=%d digest=%s", Text(r.game),
                                    r.events_applied, DigestToHex(r.final_digest));
  if (!r.complete) {
    absl::StrAppend(&out, " incomplete");
  } else {
    absl::StrAppend(&out, " scores=", absl::StrJoin(r.scores, ","),
                    " winners=", absl::StrJoin(r.winners, ","));
    if (r.ended_by_limit) absl::StrAppend(&out, " ended_by_limit");
  }
  return out;
}

std::string FailureText(absl::string_view name, const Report& r) {
  const Failure& f = *r.failure;
  if (f.event_index < 0) {
    return absl::StrFormat("FAIL %s header: %s: %s", Name(name), Text(f.rule_id),
                           Message(f.reason));
  }
  std::string out = absl::StrFormat("FAIL %s event %d: %s: %s", Name(name),
                                    f.event_index, Text(f.rule_id), Message(f.reason));
  absl::StrAppendFormat(&out, "\n  match %s, %s",
                        r.match_id.empty() ? "-" : Text(r.match_id), ActorText(f.actor));
  if (!f.event_text.empty()) absl::StrAppend(&out, ", \"", Text(f.event_text), "\"");
  if (!f.citation.empty()) absl::StrAppend(&out, " (", Text(f.citation), ")");
  return out;
}

std::string JsonInts(const auto& values) {
  return absl::StrCat("[", absl::StrJoin(values, ","), "]");
}

std::string ReportJsonFields(const Report& r) {
  std::string out = absl::StrFormat(
      "\"match_id\":%s,\"game\":%s,\"events\":%d,\"events_applied\":%d,"
      "\"complete\":%s,\"ended_by_limit\":%s,\"digest\":\"%s\",\"scores\":%s,"
      "\"winners\":%s",
      JsonQuote(r.match_id), JsonQuote(r.game), r.events_total,
      r.events_applied, r.complete ? "true" : "false",
      r.ended_by_limit ? "true" : "false", DigestToHex(r.final_digest),
      JsonInts(r.scores), JsonInts(r.winners));
  if (r.failure.has_value()) {
    const Failure& f = *r.failure;
    absl::StrAppendFormat(
        &out,
        ",\"failure\":{\"event\":%d,\"actor\":%d,\"event_text\":%s,"
        "\"rule_id\":%s,\"citation\":%s,\"reason\":%s,\"code\":%s}",
        f.event_index, f.actor, JsonQuote(f.event_text.substr(0, kMaxQuotedText)),
        JsonQuote(f.rule_id), JsonQuote(f.citation),
        JsonQuote(absl::string_view(f.reason).substr(0, kMaxMessageBytes)),
        JsonQuote(absl::StatusCodeToString(f.code)));
  }
  return out;
}

}  // namespace

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

std::string FormatVerifyText(absl::string_view name, const Report& r) {
  if (r.ok()) return absl::StrCat("OK ", Name(name), " ", Summary(r));
  return FailureText(name, r);
}

std::string FormatVerifyJson(absl::string_view name, const Report& r) {
  return absl::StrCat("{\"log\":", JsonQuote(name), ",\"ok\":",
                      r.ok() ? "true" : "false", ",", ReportJsonFields(r), "}");
}

std::string FormatConformText(absl::string_view name, const Report& r,
                              const absl::Status& verdict) {
  if (verdict.ok()) {
    if (r.ok()) return absl::StrCat("OK ", Name(name), " valid as declared ", Summary(r));
    if (r.failure->event_index < 0) {
      return absl::StrFormat("OK %s header rejected as declared by %s", Name(name),
                             Text(r.failure->rule_id));
    }
    return absl::StrFormat("OK %s rejected as declared at event %d by %s", Name(name),
                           r.failure->event_index, Text(r.failure->rule_id));
  }
  std::optional<Rejection> why = GetRejection(verdict);
  return absl::StrFormat("FAIL %s %s: %s", Name(name),
                         Text(why.has_value() ? why->rule_id : "core.expectation"),
                         Message(why.has_value() ? why->reason
                                                 : std::string(verdict.message())));
}

std::string FormatConformJson(absl::string_view name, const Report& r,
                              const absl::Status& verdict) {
  return absl::StrCat("{\"log\":", JsonQuote(name), ",\"ok\":",
                      verdict.ok() ? "true" : "false", ",\"verdict\":",
                      JsonQuote(verdict.ok() ? "as declared"
                                             : verdict.message().substr(0, kMaxMessageBytes)),
                      ",", ReportJsonFields(r), "}");
}

std::string FormatUnreadableText(absl::string_view name,
                                 const absl::Status& status) {
  return absl::StrCat("FAIL ", Name(name), " unreadable: ", Message(status.message()));
}

std::string FormatUnreadableJson(absl::string_view name,
                                 const absl::Status& status) {
  return absl::StrCat("{\"log\":", JsonQuote(name),
                      ",\"ok\":false,\"unreadable\":true,\"error\":",
                      JsonQuote(status.message().substr(0, kMaxMessageBytes)),
                      ",\"code\":",
                      JsonQuote(absl::StatusCodeToString(status.code())), "}");
}

}  // namespace arbiter
