// libFuzzer target: bytes -> log -> verification. Built with
// -DARBITER_BUILD_FUZZERS=ON and clang; run e.g. (new inputs go to the first
// folder, a scratch one, not into corpus/)
//   build-fuzz/fuzz/verify_fuzzer -max_len=65536 /tmp/fuzz-new corpus/rumble_nation/generated
#include "fuzz/verify_fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  arbiter::fuzz::VerifyBytes(data, size);
  return 0;
}
