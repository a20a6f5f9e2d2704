// Shared by the end-to-end tests of the command line: a fresh temporary
// folder per test with Rumble Nation games to feed `arbiter`, which
// run_arbiter.h runs in process.
#ifndef ARBITER_TESTS_REPLAY_CLI_FIXTURE_H_
#define ARBITER_TESTS_REPLAY_CLI_FIXTURE_H_

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gtest/gtest.h"
#include "replay/commands.h"
#include "replay/log_reader.h"
#include "tests/replay/run_arbiter.h"

namespace arbiter {

// A test with its own empty folder, dir_, removed afterwards.
class CliFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = std::filesystem::path(::testing::TempDir()) /
           absl::StrCat("cli_", test->test_suite_name(), "_", test->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  // A random legal Rumble Nation game with its golden results.
  static pb::MatchLog Game(uint64_t seed, int players = 3) {
    PlayOptions options;
    options.players = players;
    options.seed = seed;
    return *PlayRandomGame(*FindGame("rumble_nation"), options, {});
  }
  // Writes `log` into dir_ in the format its name's extension says.
  std::string Write(const std::string& name, const pb::MatchLog& log) {
    std::string path = (dir_ / name).string();
    EXPECT_TRUE(WriteFileAtomically(path, *SerializeLog(log, FormatForPath(path))).ok());
    return path;
  }

  std::filesystem::path dir_;
};

}  // namespace arbiter

#endif  // ARBITER_TESTS_REPLAY_CLI_FIXTURE_H_
