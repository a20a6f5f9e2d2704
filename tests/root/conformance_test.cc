// Replays every conformance case in corpus/root/{valid,invalid}: valid logs
// are accepted event by event (with every invariant holding), invalid logs
// are rejected exactly at their declared event index with their rule id.
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/core/registry.h"
#include "engine/core/rejection.h"
#include "gtest/gtest.h"
#include "replay/log_reader.h"
#include "verifier/core/invariant.h"

namespace arbiter::root {
namespace {

std::vector<std::string> CasesIn(const std::string& sub) {
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  std::vector<std::string> out;
  if (root == nullptr) return out;
  std::filesystem::path dir = std::filesystem::path(root) / "corpus" / "root" / sub;
  if (!std::filesystem::exists(dir)) return out;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (IsLogPath(entry.path().string())) out.push_back(entry.path().string());
  return out;
}

void RunCase(const std::string& path) {
  SCOPED_TRACE(path);
  absl::StatusOr<std::string> bytes = ReadFileCapped(path, 1 << 20);
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  absl::StatusOr<pb::MatchLog> log = ParseLog(*bytes, FormatForPath(path));
  ASSERT_TRUE(log.ok()) << log.status();
  const Game* game = FindGame(log->header().game());
  ASSERT_NE(game, nullptr);
  auto match = game->NewMatch(log->header());
  ASSERT_TRUE(match.ok()) << match.status();
  const pb::Expectation& expect = log->expect();
  int rejected_at = -1;
  std::string rule;
  for (int i = 0; i < log->events_size(); ++i) {
    absl::Status status = (*match)->Apply(log->events(i));
    if (!status.ok()) {
      rejected_at = i;
      auto rejection = GetRejection(status);
      rule = rejection ? rejection->rule_id : "(no rule id)";
      break;
    }
    absl::Status inv = CheckInvariants(**match);
    ASSERT_TRUE(inv.ok()) << "event " << i << ": " << inv;
  }
  if (expect.has_valid()) {
    EXPECT_EQ(rejected_at, -1) << "rejected by " << rule;
  } else {
    ASSERT_TRUE(expect.has_invalid());
    EXPECT_EQ(rejected_at, static_cast<int>(expect.invalid().event_index()));
    EXPECT_EQ(rule, expect.invalid().rule_id());
  }
}

TEST(RootConformance, ValidCasesAreAccepted) {
  std::vector<std::string> cases = CasesIn("valid");
  EXPECT_FALSE(cases.empty()) << "ARBITER_SOURCE_DIR unset or no cases";
  for (const std::string& path : cases) RunCase(path);
}

TEST(RootConformance, InvalidCasesAreRejectedWhereDeclared) {
  std::vector<std::string> cases = CasesIn("invalid");
  EXPECT_FALSE(cases.empty()) << "ARBITER_SOURCE_DIR unset or no cases";
  for (const std::string& path : cases) RunCase(path);
}

}  // namespace
}  // namespace arbiter::root
