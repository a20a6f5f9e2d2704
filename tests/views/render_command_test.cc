// `arbiter render`: files written, exit codes, and misuse refused clearly.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gtest/gtest.h"
#include "replay/commands.h"
#include "tests/replay/run_arbiter.h"
#include "replay/log_reader.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;


std::string Slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

class RenderCommandTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           absl::StrCat("render_", ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    PlayOptions options;
    options.seed = 4;
    log_ = *PlayRandomGame(*FindGame("root"), options, {});
    path_ = (dir_ / "game.binpb").string();
    ASSERT_TRUE(WriteFileAtomically(path_, *SerializeLog(log_, LogFormat::kBinary)).ok());
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path dir_;
  pb::MatchLog log_;
  std::string path_;
};

TEST_F(RenderCommandTest, WritesAPictureAndAPage) {
  const std::string svg = (dir_ / "p.svg").string();
  Result r = Arbiter({"render", path_, "--at", "10", "--out", svg});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(absl::StrContains(Slurp(svg), absl::StrCat("after 10 of ", log_.events_size())));
  const std::string html = (dir_ / "p.html").string();
  r = Arbiter({"render", path_, "--out", html});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string page = Slurp(html);
  EXPECT_TRUE(absl::StartsWith(page, "<!DOCTYPE html>"));
  EXPECT_TRUE(absl::StrContains(page, "window.ARBITER_STEPS"));
}

TEST_F(RenderCommandTest, RefusesMisuseWithExitTwo) {
  EXPECT_EQ(Arbiter({"render", path_, "--out", (dir_ / "p.png").string()}).code, kExitInputError);
  EXPECT_EQ(Arbiter({"render", path_, "--at", "999999", "--out", (dir_ / "p.svg").string()}).code,
            kExitInputError);
  EXPECT_EQ(Arbiter({"render", path_, "--at", "3", "--out", (dir_ / "p.html").string()}).code,
            kExitInputError);
  EXPECT_EQ(Arbiter({"render", (dir_ / "missing.binpb").string(), "--out",
                     (dir_ / "p.svg").string()}).code,
            kExitInputError);
  EXPECT_EQ(Arbiter({"render", path_, "--out", (dir_ / "no" / "such" / "dir.svg").string()}).code,
            kExitInputError);
  EXPECT_EQ(Arbiter({"render", path_}).code, kExitInputError);
}

TEST_F(RenderCommandTest, RejectedEventExitsOneWithTheRuleInThePicture) {
  // A move in the second half made by the other seat: out of turn.
  pb::MatchLog broken = log_;
  int changed = -1;
  for (int i = broken.events_size() / 2; i < broken.events_size() && changed < 0; ++i) {
    pb::Event& event = *broken.mutable_events(i);
    if (!event.root().has_move()) continue;
    event.mutable_root()->set_seat(1 - event.root().seat());
    changed = i;
  }
  ASSERT_GE(changed, 0);
  const std::string path = (dir_ / "broken.binpb").string();
  ASSERT_TRUE(WriteFileAtomically(path, *SerializeLog(broken, LogFormat::kBinary)).ok());
  const std::string svg = (dir_ / "broken.svg").string();
  Result r = Arbiter({"render", path, "--out", svg});
  ASSERT_EQ(r.code, kExitInvalid) << r.err;
  EXPECT_TRUE(absl::StrContains(Slurp(svg), absl::StrCat("REJECTED event ", changed, ": ")));
}

}  // namespace
}  // namespace arbiter
