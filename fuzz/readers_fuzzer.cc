// libFuzzer target: see ReadTextAndJson in fuzz/reader_fuzz_targets.h. Built with
// -DARBITER_BUILD_FUZZERS=ON and clang; scripts/fuzz.sh runs it in CI.
#include "fuzz/reader_fuzz_targets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  arbiter::fuzz::ReadTextAndJson(data, size);
  return 0;
}
