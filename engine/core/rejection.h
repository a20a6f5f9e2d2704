// Rule references and rejections: how a reducer says "the rules forbid this".
//
//   constexpr RuleRef kSecondReroll{"rumble_nation.march.second_reroll",
//       "003_7755f114b63b7b37.txt 一.進軍フェイズ ① 兵コマを配置する"};
//   return Reject(kSecondReroll, "already re-rolled this turn");
//
// A rejection is an absl::Status whose code says what kind of failure it is
// (kFailedPrecondition: legal form, illegal now; kInvalidArgument: names
// something that does not exist) and whose payload carries the stable rule id
// and the seed citation. Read them with GetRejection(), never from message().
//
// Thread-safe: everything here is a pure function of its arguments.
#ifndef ARBITER_ENGINE_CORE_REJECTION_H_
#define ARBITER_ENGINE_CORE_REJECTION_H_

#include <optional>
#include <string>
#include "absl/strings/string_view.h"

#include "absl/status/status.h"

namespace arbiter {

// A rule as the seed states it. `id` is stable and append-only: logs and
// conformance cases name it. `citation` is "<seed file> <section heading>".
struct RuleRef {
  absl::string_view id;
  absl::string_view citation;
};

// What a reducer or the verifier found wrong, in structured form.
struct Rejection {
  std::string rule_id;
  std::string citation;
  std::string reason;
};

// Returns kFailedPrecondition: the event is well formed but `rule` forbids it
// in this state. `why` says what in the state forbids it.
absl::Status Reject(const RuleRef& rule, absl::string_view why);

// Returns kInvalidArgument: the event names something that does not exist
// (an area 13, a card not in the game, a seat beyond the table).
absl::Status Malformed(const RuleRef& rule, absl::string_view why);

// Returns `code` with the rejection payload attached.
absl::Status MakeRejection(absl::StatusCode code, const RuleRef& rule,
                           absl::string_view why);

// Returns the rule id, citation and reason carried by `status`, or nullopt
// when `status` is OK or carries no rejection payload.
std::optional<Rejection> GetRejection(const absl::Status& status);

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_REJECTION_H_
