// The conformance-corpus generator and a check of the scripted cases.
//
// DISABLED_WriteCorpus writes every case of corpus_cases.cc as a commented
// text log:
//   ARBITER_CORPUS_OUT=corpus/rumble_nation build/tests/rumble_nation/rumble_nation_test
//     --gtest_also_run_disabled_tests --gtest_filter='*WriteCorpus*'
// (without ARBITER_CORPUS_OUT it prints them). The files are then reviewed
// and committed; corpus_test.cc keeps them honest.
#include <cstdlib>
#include <fstream>
#include <iostream>

#include "gtest/gtest.h"
#include "tests/rumble_nation/corpus_cases.h"
#include "verifier/core/verify.h"

namespace arbiter::rumble_nation::testing {
namespace {

absl::Status Check(const pb::MatchLog& log) {
  VerifyOptions options;
  options.check_consistency = true;
  Report report = VerifyLog(log, options);
  return CheckExpectation(log, report);
}

TEST(RumbleNationCorpusCases, EveryScriptedCaseMeetsItsExpectation) {
  for (const CorpusCase& c : AllCorpusCases()) {
    SCOPED_TRACE(c.name);
    pb::MatchLog log = BuildCaseLog(c);
    absl::Status s = Check(log);
    EXPECT_TRUE(s.ok()) << s;
  }
}

TEST(RumbleNationCorpusCases, DISABLED_WriteCorpus) {
  const char* out_dir = std::getenv("ARBITER_CORPUS_OUT");
  for (const CorpusCase& c : AllCorpusCases()) {
    pb::MatchLog log = BuildCaseLog(c);
    absl::Status s = Check(log);
    ASSERT_TRUE(s.ok()) << c.name << ": " << s;
    std::string text = CommentedText(c, log);
    if (out_dir == nullptr) {
      std::cout << "==== " << c.name << "\n" << text;
      continue;
    }
    std::string path = std::string(out_dir) + (c.bad ? "/invalid/" : "/valid/") +
                       c.name + ".textproto";
    std::ofstream file(path);
    file << text;
    ASSERT_TRUE(file.good()) << path;
  }
}

}  // namespace
}  // namespace arbiter::rumble_nation::testing
