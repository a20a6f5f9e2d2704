// Report lines: what `arbiter verify` and `arbiter conform` print per log.
//
//   OK corpus/rn/game-0001.binpb game=rumble_nation events=142 digest=9f3a...
//   FAIL bad.textproto event 12: rumble_nation.march.second_reroll: the dice ...
//     match m-17, seat 2, "seat 2: re-roll" (003_7755f114b63b7b37.txt 一.進軍フェイズ ...)
//
// The text form is for people and may change; the JSON form (one object per
// line, a message of proto/arbiter/report.proto printed by protobuf's JSON
// printer) is for programs and only gains keys. Pure functions.
#ifndef ARBITER_VERIFIER_CORE_REPORT_H_
#define ARBITER_VERIFIER_CORE_REPORT_H_

#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "arbiter/report.pb.h"
#include "google/protobuf/message.h"
#include "verifier/core/verify.h"

namespace arbiter {

// Schema names of the JSON lines (report.proto says what a reader does
// with them).
inline constexpr char kVerifySchema[] = "arbiter.verify/1";
inline constexpr char kConformSchema[] = "arbiter.conform/1";

// One verified log: "OK ..." or "FAIL ..." plus an indented detail line.
std::string FormatVerifyText(absl::string_view log_name, const Report& report);
std::string FormatVerifyJson(absl::string_view log_name, const Report& report);
pb::report::LogResult VerifyResult(absl::string_view log_name, const Report& report);

// One conformance check; `verdict` is CheckExpectation()'s result.
std::string FormatConformText(absl::string_view log_name, const Report& report,
                              const absl::Status& verdict);
std::string FormatConformJson(absl::string_view log_name, const Report& report,
                              const absl::Status& verdict);

// A log that could not be read at all (exit code 2 material); `schema`
// names the command's line kind.
std::string FormatUnreadableText(absl::string_view log_name,
                                 const absl::Status& status);
std::string FormatUnreadableJson(absl::string_view log_name,
                                 const absl::Status& status,
                                 absl::string_view schema = kVerifySchema);

// `name` as report.proto carries a file name: as it is when valid UTF-8,
// else percent-escaped with *escaped set.
std::string JsonFileName(absl::string_view name, bool* escaped);
pb::report::Failure FailureMessage(const Failure& failure);

// `message` as one line of JSON (no newline): protobuf's printer with the
// proto field names and every field present. A message that cannot be
// printed (which report.proto's messages always can) gives a JSON object
// with an `error` key, so the line stays JSON.
std::string JsonLine(const google::protobuf::Message& message);

}  // namespace arbiter

#endif  // ARBITER_VERIFIER_CORE_REPORT_H_
