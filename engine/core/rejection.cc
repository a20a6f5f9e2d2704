#include "engine/core/rejection.h"

#include "absl/strings/cord.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace arbiter {
namespace {

// Payload layout: rule id, '\n', citation. Neither may contain a newline;
// both come from constants in this code base, never from user input.
constexpr absl::string_view kRejectionUrl = "type.arbiter/arbiter.Rejection";

}  // namespace

absl::Status MakeRejection(absl::StatusCode code, const RuleRef& rule,
                           absl::string_view why) {
  absl::Status status(code, absl::StrCat(rule.id, ": ", why));
  status.SetPayload(kRejectionUrl,
                    absl::Cord(absl::StrCat(rule.id, "\n", rule.citation)));
  return status;
}

absl::Status Reject(const RuleRef& rule, absl::string_view why) {
  return MakeRejection(absl::StatusCode::kFailedPrecondition, rule, why);
}

absl::Status Malformed(const RuleRef& rule, absl::string_view why) {
  return MakeRejection(absl::StatusCode::kInvalidArgument, rule, why);
}

std::optional<Rejection> GetRejection(const absl::Status& status) {
  if (status.ok()) return std::nullopt;
  absl::optional<absl::Cord> payload = status.GetPayload(kRejectionUrl);
  if (!payload.has_value()) return std::nullopt;
  std::string flat(*payload);
  std::pair<std::string, std::string> parts =
      absl::StrSplit(flat, absl::MaxSplits('\n', 1));
  Rejection rejection;
  rejection.rule_id = std::move(parts.first);
  rejection.citation = std::move(parts.second);
  absl::string_view message = status.message();
  // The message starts with "<rule id>: "; the reason is what follows.
  absl::string_view prefix = rejection.rule_id;
  if (message.size() >= prefix.size() + 2 &&
      message.substr(0, prefix.size()) == prefix) {
    message.remove_prefix(prefix.size() + 2);
  }
  rejection.reason = std::string(message);
  return rejection;
}

}  // namespace arbiter
