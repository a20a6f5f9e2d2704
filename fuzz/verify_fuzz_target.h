// The libFuzzer entry point shared by fuzz/verify_fuzzer.cc (built with
// clang's -fsanitize=fuzzer) and tests that feed it inputs directly.
#ifndef ARBITER_FUZZ_VERIFY_FUZZ_TARGET_H_
#define ARBITER_FUZZ_VERIFY_FUZZ_TARGET_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "absl/strings/string_view.h"
#include "replay/log_reader.h"
#include "verifier/core/verify.h"

namespace arbiter::fuzz {

// Parses `data` as a log (text when it starts with a printable byte, else
// binary) and
// verifies it with every check on, under the same budgets as the CLI. Any
// crash, hang or sanitizer report is a bug.
void VerifyBytes(const uint8_t* data, size_t size);

// Differential check of the binary fast path (replay/binary_verify.h):
// VerifyBinaryLog on `bytes` against ParseLogInto + VerifyLog. Empty when
// they agree on readability and on every field of the report; otherwise
// what differed. VerifyBytes aborts on a difference, so the fuzzer finds it.
std::string CompareBinaryPaths(absl::string_view bytes, const ReadLimits& limits,
                               const VerifyOptions& options);

}  // namespace arbiter::fuzz

#endif  // ARBITER_FUZZ_VERIFY_FUZZ_TARGET_H_
