// Every input a fuzzer once crashed on, replayed on every build: a fix that
// regresses fails here, not only when the fuzzer happens to find it again.
// Inputs live in fuzz/regressions/<fuzzer>/, one file per crash, named for
// what it broke.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "fuzz/reader_fuzz_targets.h"
#include "fuzz/verify_fuzz_target.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

void ReplayEach(const char* fuzzer, void (*target)(const uint8_t*, size_t)) {
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  ASSERT_NE(root, nullptr) << "ctest sets ARBITER_SOURCE_DIR";
  const fs::path dir = fs::path(root) / "fuzz" / "regressions" / fuzzer;
  if (!fs::exists(dir)) return;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir)) {
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), {});
    SCOPED_TRACE(entry.path().string());
    target(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  }
}

TEST(FuzzRegressions, StoreReadPathSurvivesEverySavedCrash) {
  ReplayEach("store_fuzzer", fuzz::ReadDamagedStore);
}

TEST(FuzzRegressions, VerifierSurvivesEverySavedCrash) {
  ReplayEach("verify_fuzzer", fuzz::VerifyBytes);
}

TEST(FuzzRegressions, TextAndJsonReadersSurviveEverySavedCrash) {
  ReplayEach("readers_fuzzer", fuzz::ReadTextAndJson);
}

}  // namespace
}  // namespace arbiter
