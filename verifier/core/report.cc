#include "verifier/core/report.h"

#include <memory>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "engine/core/digest.h"
#include "engine/core/rejection.h"
#include "verifier/core/escape.h"
#include "google/protobuf/stubs/common.h"
#include "google/protobuf/util/json_util.h"

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

void FillReportFields(const Report& r, pb::report::LogResult* out) {
  out->set_match_id(r.match_id);
  out->set_game(r.game);
  out->set_events(static_cast<int32_t>(r.events_total));
  out->set_events_applied(r.events_applied);
  out->set_complete(r.complete);
  out->set_ended_by_limit(r.ended_by_limit);
  out->set_digest(r.final_digest);
  out->set_digest_hex(DigestToHex(r.final_digest));
  for (int64_t score : r.scores) out->add_scores(score);
  for (int winner : r.winners) out->add_winners(winner);
  if (r.failure.has_value()) *out->mutable_failure() = FailureMessage(*r.failure);
}

}  // namespace

std::string JsonFileName(absl::string_view name, bool* escaped) {
  *escaped = !google::protobuf::internal::IsStructurallyValidUTF8(
      name.data(), static_cast<int>(name.size()));
  if (!*escaped) return std::string(name);
  std::string out;
  for (unsigned char ch : name) {
    if (ch >= 0x80 || ch == '%') {
      absl::StrAppendFormat(&out, "%%%02X", ch);
    } else {
      out += static_cast<char>(ch);
    }
  }
  return out;
}

pb::report::Failure FailureMessage(const Failure& f) {
  pb::report::Failure out;
  out.set_event(f.event_index);
  out.set_actor(f.actor);
  out.set_event_text(Bounded(f.event_text, kMaxQuotedText));
  out.set_rule_id(f.rule_id);
  out.set_citation(f.citation);
  out.set_reason(Bounded(f.reason, kMaxMessageBytes));
  out.set_code(absl::StatusCodeToString(f.code));
  return out;
}

namespace {

// Percent-escapes (as JsonFileName does) every string field of `message`,
// at any depth, that is not valid UTF-8: a reason may quote a file name or
// bytes from a log, and the JSON printer refuses such text.
void EscapeNonUtf8(google::protobuf::Message* message) {
  using google::protobuf::FieldDescriptor;
  const google::protobuf::Reflection* reflection = message->GetReflection();
  std::vector<const FieldDescriptor*> fields;
  reflection->ListFields(*message, &fields);
  for (const FieldDescriptor* field : fields) {
    if (field->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE) {
      if (field->is_repeated()) {
        for (int i = 0; i < reflection->FieldSize(*message, field); ++i) {
          EscapeNonUtf8(reflection->MutableRepeatedMessage(message, field, i));
        }
      } else {
        EscapeNonUtf8(reflection->MutableMessage(message, field));
      }
    } else if (field->type() == FieldDescriptor::TYPE_STRING) {
      bool escaped = false;
      if (field->is_repeated()) {
        for (int i = 0; i < reflection->FieldSize(*message, field); ++i) {
          std::string text =
              JsonFileName(reflection->GetRepeatedString(*message, field, i), &escaped);
          if (escaped) reflection->SetRepeatedString(message, field, i, text);
        }
      } else {
        std::string text = JsonFileName(reflection->GetString(*message, field), &escaped);
        if (escaped) reflection->SetString(message, field, text);
      }
    }
  }
}

}  // namespace

std::string JsonLine(const google::protobuf::Message& message) {
  google::protobuf::util::JsonPrintOptions options;
  options.preserve_proto_field_names = true;
  options.always_print_primitive_fields = true;
  std::unique_ptr<google::protobuf::Message> copy(message.New());
  copy->CopyFrom(message);
  EscapeNonUtf8(copy.get());
  std::string out;
  auto status = google::protobuf::util::MessageToJsonString(*copy, &out, options);
  if (!status.ok()) {
    // Not expected once every string is UTF-8; the line must stay JSON.
    return R"({"schema":"arbiter.error/1","error":"report not printable as JSON"})";
  }
  return out;
}

pb::report::LogResult VerifyResult(absl::string_view name, const Report& r) {
  pb::report::LogResult out;
  out.set_schema(kVerifySchema);
  bool escaped = false;
  out.set_log(JsonFileName(name, &escaped));
  out.set_log_escaped(escaped);
  out.set_ok(r.ok());
  FillReportFields(r, &out);
  return out;
}

std::string FormatVerifyText(absl::string_view name, const Report& r) {
  if (r.ok()) return absl::StrCat("OK ", Name(name), " ", Summary(r));
  return FailureText(name, r);
}

std::string FormatVerifyJson(absl::string_view name, const Report& r) {
  return JsonLine(VerifyResult(name, r));
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
  pb::report::LogResult out;
  out.set_schema(kConformSchema);
  bool escaped = false;
  out.set_log(JsonFileName(name, &escaped));
  out.set_log_escaped(escaped);
  out.set_ok(verdict.ok());
  FillReportFields(r, &out);
  out.set_verdict(verdict.ok() ? "as declared" : Bounded(verdict.message(), kMaxMessageBytes));
  return JsonLine(out);
}

std::string FormatUnreadableText(absl::string_view name,
                                 const absl::Status& status) {
  return absl::StrCat("FAIL ", Name(name), " unreadable: ", Message(status.message()));
}

std::string FormatUnreadableJson(absl::string_view name,
                                 const absl::Status& status, absl::string_view schema) {
  pb::report::LogResult out;
  out.set_schema(std::string(schema));
  bool escaped = false;
  out.set_log(JsonFileName(name, &escaped));
  out.set_log_escaped(escaped);
  out.set_unreadable(true);
  out.set_error(Bounded(status.message(), kMaxMessageBytes));
  out.set_code(absl::StatusCodeToString(status.code()));
  return JsonLine(out);
}

}  // namespace arbiter
