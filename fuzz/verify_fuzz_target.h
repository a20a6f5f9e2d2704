// The libFuzzer entry point shared by fuzz/verify_fuzzer.cc (built with
// clang's -fsanitize=fuzzer) and tests that feed it inputs directly.
#ifndef ARBITER_FUZZ_VERIFY_FUZZ_TARGET_H_
#define ARBITER_FUZZ_VERIFY_FUZZ_TARGET_H_

#include <cstddef>
#include <cstdint>

namespace arbiter::fuzz {

// Parses `data` as a log (text when it starts with a printable byte, else
// binary) and
// verifies it with every check on, under the same budgets as the CLI. Any
// crash, hang or sanitizer report is a bug.
void VerifyBytes(const uint8_t* data, size_t size);

}  // namespace arbiter::fuzz

#endif  // ARBITER_FUZZ_VERIFY_FUZZ_TARGET_H_
