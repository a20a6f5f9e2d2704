// libFuzzer target: bytes -> log -> verification. Built with
// -DARBITER_BUILD_FUZZERS=ON and clang; run e.g.
//   build-fuzz/fuzz/verify_fuzzer -max_len=65536 corpus/rumble_nation/generated
#include "fuzz/verify_fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  arbiter::fuzz::VerifyBytes(data, size);
  return 0;
}
