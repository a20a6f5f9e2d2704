// Replays every file of corpus/living_forest/{valid,invalid} through the
// registered game, independently of the code that wrote them: valid cases
// are accepted throughout (with their golden results, when given), invalid
// ones are rejected exactly at their event_index with their rule_id. Keeps
// the corpus from rotting as the engine changes.
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/core/registry.h"
#include "engine/core/rejection.h"
#include "gtest/gtest.h"
#include "replay/log_reader.h"
#include "verifier/core/invariant.h"

namespace arbiter {
namespace {

std::vector<std::string> CaseFiles(const char* kind) {
  std::vector<std::string> files;
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  if (root == nullptr) return files;
  const std::filesystem::path dir =
      std::filesystem::path(root) / "corpus" / "living_forest" / kind;
  if (!std::filesystem::exists(dir)) return files;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (IsLogPath(entry.path().string())) files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

struct Outcome {
  int failed_at = -1;  // -1: every event accepted
  std::string rule_id;
  std::string reason;
  std::unique_ptr<Match> match;
};

Outcome Replay(const pb::MatchLog& log) {
  Outcome out;
  const Game* game = FindGame(log.header().game());
  EXPECT_NE(game, nullptr);
  if (game == nullptr) return out;
  auto match = game->NewMatch(log.header());
  EXPECT_TRUE(match.ok()) << match.status();
  if (!match.ok()) return out;
  out.match = *std::move(match);
  for (int i = 0; i < log.events_size(); ++i) {
    absl::Status st = out.match->Apply(log.events(i));
    if (st.ok()) st = CheckInvariants(*out.match);
    if (st.ok()) st = out.match->CheckConsistency();
    if (!st.ok()) {
      out.failed_at = i;
      auto rejection = GetRejection(st);
      out.rule_id = rejection ? rejection->rule_id : "<no rule id>";
      out.reason = st.ToString();
      return out;
    }
  }
  return out;
}

absl::StatusOr<pb::MatchLog> Load(const std::string& path) {
  absl::StatusOr<std::string> bytes = ReadFileCapped(path, size_t{64} << 20);
  if (!bytes.ok()) return bytes.status();
  return ParseLog(*bytes, FormatForPath(path));
}

TEST(LivingForestConformance, ValidCasesAreAcceptedThroughout) {
  const std::vector<std::string> files = CaseFiles("valid");
  EXPECT_GE(files.size(), 10u) << "is ARBITER_SOURCE_DIR set?";
  for (const std::string& path : files) {
    SCOPED_TRACE(path);
    absl::StatusOr<pb::MatchLog> log = Load(path);
    ASSERT_TRUE(log.ok()) << log.status();
    EXPECT_EQ(log->header().game(), "living_forest");
    EXPECT_TRUE(log->expect().has_valid());
    EXPECT_FALSE(log->header().provenance().note().empty());
    Outcome out = Replay(*log);
    EXPECT_EQ(out.failed_at, -1) << out.rule_id << ": " << out.reason;
    if (out.failed_at != -1 || out.match == nullptr) continue;
    if (log->expect().has_final_digest()) {
      EXPECT_EQ(out.match->Digest(), log->expect().final_digest());
      EXPECT_TRUE(out.match->IsTerminal());
      std::vector<int> winners(log->expect().winners().begin(), log->expect().winners().end());
      EXPECT_EQ(out.match->Winners(), winners);
    }
  }
}

TEST(LivingForestConformance, InvalidCasesFailWhereAndWhyTheySay) {
  const std::vector<std::string> files = CaseFiles("invalid");
  EXPECT_GE(files.size(), 30u) << "is ARBITER_SOURCE_DIR set?";
  for (const std::string& path : files) {
    SCOPED_TRACE(path);
    absl::StatusOr<pb::MatchLog> log = Load(path);
    ASSERT_TRUE(log.ok()) << log.status();
    ASSERT_TRUE(log->expect().has_invalid());
    EXPECT_FALSE(log->expect().issue().empty());
    Outcome out = Replay(*log);
    EXPECT_EQ(out.failed_at, static_cast<int>(log->expect().invalid().event_index()))
        << out.reason;
    EXPECT_EQ(out.rule_id, log->expect().invalid().rule_id()) << out.reason;
  }
}

}  // namespace
}  // namespace arbiter
