// Report lines: what `arbiter verify` and `arbiter conform` print per log.
//
//   OK corpus/rn/game-0001.binpb game=rumble_nation events=142 digest=9f3a...
//   FAIL bad.textproto event 12: rumble_nation.march.second_reroll: the dice ...
//     match m-17, seat 2, "seat 2: re-roll" (003_7755f114b63b7b37.txt 一.進軍フェイズ ...)
//
// The text form is for people and may change; the JSON form (one object per
// line) is for programs and only gains keys. Pure functions.
#ifndef ARBITER_VERIFIER_CORE_REPORT_H_
#define ARBITER_VERIFIER_CORE_REPORT_H_

#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "verifier/core/verify.h"

namespace arbiter {

// One verified log: "OK ..." or "FAIL ..." plus an indented detail line.
std::string FormatVerifyText(absl::string_view log_name, const Report& report);
std::string FormatVerifyJson(absl::string_view log_name, const Report& report);

// One conformance check; `verdict` is CheckExpectation()'s result.
std::string FormatConformText(absl::string_view log_name, const Report& report,
                              const absl::Status& verdict);
std::string FormatConformJson(absl::string_view log_name, const Report& report,
                              const absl::Status& verdict);

// A log that could not be read at all (exit code 2 material).
std::string FormatUnreadableText(absl::string_view log_name,
                                 const absl::Status& status);
std::string FormatUnreadableJson(absl::string_view log_name,
                                 const absl::Status& status);

// `s` as a JSON string literal, quotes included.
std::string JsonQuote(absl::string_view s);

}  // namespace arbiter

#endif  // ARBITER_VERIFIER_CORE_REPORT_H_
