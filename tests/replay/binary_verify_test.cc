// VerifyBinaryLog (replay/binary_verify.h) gives exactly what ParseLogInto
// followed by VerifyLog gives, on the fast path and off it.
#include "replay/binary_verify.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "fuzz/verify_fuzz_target.h"
#include "gtest/gtest.h"
#include "replay/log_reader.h"

namespace arbiter {
namespace {

pb::MatchLog GeneratedLog(const std::string& game, const std::string& file) {
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  pb::MatchLog log;
  if (root == nullptr) return log;
  absl::StatusOr<std::string> bytes = ReadFileCapped(
      std::string(root) + "/corpus/" + game + "/generated/" + file, 1 << 26);
  EXPECT_TRUE(bytes.ok()) << bytes.status();
  if (bytes.ok()) {
    EXPECT_TRUE(log.ParseFromString(*bytes));
  }
  return log;
}

struct Verified {
  absl::Status read;
  Report report;
};

Verified Fast(const std::string& bytes, const VerifyOptions& options = {},
              const ReadLimits& limits = {}) {
  Verified v;
  pb::MatchLog envelope;
  v.read = VerifyBinaryLog(bytes, limits, options, &envelope, &v.report);
  EXPECT_EQ(fuzz::CompareBinaryPaths(bytes, limits, options), "");
  return v;
}

class BinaryVerify : public ::testing::TestWithParam<std::pair<std::string, std::string>> {
 protected:
  void SetUp() override {
    if (std::getenv("ARBITER_SOURCE_DIR") == nullptr) GTEST_SKIP();
    log_ = GeneratedLog(GetParam().first, GetParam().second);
  }
  pb::MatchLog log_;
};

TEST_P(BinaryVerify, AValidLogGivesTheParsedPathsReport) {
  Verified v = Fast(log_.SerializeAsString());
  ASSERT_TRUE(v.read.ok());
  EXPECT_TRUE(v.report.ok());
  EXPECT_EQ(v.report.final_digest, log_.expect().final_digest());
}

TEST_P(BinaryVerify, ABrokenRuleIsReportedAsTheParsedPathReportsIt) {
  // The opening chance event twice: the second comes when it may not.
  *log_.add_events() = log_.events(0);
  for (int i = log_.events_size() - 1; i > 1; --i) log_.mutable_events()->SwapElements(i, i - 1);
  Verified v = Fast(log_.SerializeAsString());
  ASSERT_TRUE(v.read.ok());
  ASSERT_FALSE(v.report.ok());
  EXPECT_EQ(v.report.failure->event_index, 1);
  EXPECT_NE(v.report.match, nullptr);
}

TEST_P(BinaryVerify, FieldsInAnotherOrderGiveTheSameReport) {
  pb::MatchLog events_only = log_;
  events_only.clear_header();
  pb::MatchLog header_only;
  *header_only.mutable_header() = log_.header();
  // The header last: protobuf reads it all the same; the fast path leaves it
  // to protobuf.
  Verified v = Fast(events_only.SerializeAsString() + header_only.SerializeAsString());
  ASSERT_TRUE(v.read.ok());
  EXPECT_TRUE(v.report.ok());
}

TEST_P(BinaryVerify, AWrongCheckpointFailsAsOnTheParsedPath) {
  log_.mutable_events(3)->mutable_checkpoint()->set_digest(12345);
  Verified v = Fast(log_.SerializeAsString());
  ASSERT_FALSE(v.report.ok());
  EXPECT_EQ(v.report.failure->event_index, 3);
  EXPECT_EQ(v.report.failure->rule_id, "core.checkpoint.digest");
}

// The fast path finishes checkpoint digests four at a time
// (verifier/core/verify.cc DeferredDigests): a wrong one at any place of a
// batch, or in the last, unfilled one, still fails at its own event.
TEST_P(BinaryVerify, EveryWrongCheckpointDigestFailsAtItsEvent) {
  std::vector<int> with_digest;
  for (int i = 0; i < log_.events_size(); ++i)
    if (log_.events(i).has_checkpoint() && log_.events(i).checkpoint().has_digest()) with_digest.push_back(i);
  ASSERT_FALSE(with_digest.empty());
  // The first six (a whole batch and the next one begun), then the last.
  std::vector<int> probed(with_digest.begin(), with_digest.begin() + std::min<size_t>(6, with_digest.size()));
  probed.push_back(with_digest.back());
  for (int i : probed) {
    pb::MatchLog wrong = log_;
    wrong.mutable_events(i)->mutable_checkpoint()->set_digest(log_.events(i).checkpoint().digest() ^ 1);
    Verified v = Fast(wrong.SerializeAsString());
    ASSERT_FALSE(v.report.ok()) << "event " << i;
    EXPECT_EQ(v.report.failure->event_index, i);
    EXPECT_EQ(v.report.failure->rule_id, "core.checkpoint.digest");
  }
}

TEST_P(BinaryVerify, AnUnfinishedGameFailsOnlyWhenCompletionIsRequired) {
  log_.mutable_events()->RemoveLast();
  EXPECT_TRUE(Fast(log_.SerializeAsString()).report.ok());
  VerifyOptions options;
  options.require_complete = true;
  Verified v = Fast(log_.SerializeAsString(), options);
  ASSERT_FALSE(v.report.ok());
  EXPECT_EQ(v.report.failure->rule_id, "core.incomplete");
}

TEST_P(BinaryVerify, UnreadableBytesGiveTheReadersError) {
  const std::string bytes = log_.SerializeAsString();
  Verified cut = Fast(bytes.substr(0, bytes.size() - 1));
  EXPECT_EQ(cut.read.code(), absl::StatusCode::kDataLoss);
  ReadLimits limits;
  limits.max_events = 5;
  Verified many = Fast(bytes, {}, limits);
  EXPECT_EQ(many.read.code(), absl::StatusCode::kDataLoss);
  EXPECT_NE(many.read.message().find("limit"), absl::string_view::npos);
}

INSTANTIATE_TEST_SUITE_P(
    EveryGame, BinaryVerify,
    ::testing::Values(std::make_pair("rumble_nation", "p2-s0001.binpb"),
                      std::make_pair("living_forest", "p2-s0001.binpb"),
                      std::make_pair("root", "p2-factions-eyrie+marquise-map-autumn-s0001.binpb")),
    [](const auto& info) { return info.param.first; });

}  // namespace
}  // namespace arbiter
