// Shards and the shard form of batch reports.
#include "replay/shard.h"

#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "replay/batch_report.h"
#include "replay/commands.h"

namespace arbiter {
namespace {

TEST(ShardTest, ParsesIndexOfCount) {
  absl::StatusOr<Shard> shard = ParseShard("3/8");
  ASSERT_TRUE(shard.ok());
  EXPECT_EQ(shard->index, 3u);
  EXPECT_EQ(shard->count, 8u);
  EXPECT_TRUE(ParseShard("0/1").ok());
}

TEST(ShardTest, RefusesMalformedShards) {
  for (const char* bad : {"", "3", "8/8", "9/8", "1/0", "-1/4", "a/b", "1/2/3", "1/2097152"}) {
    absl::StatusOr<Shard> shard = ParseShard(bad);
    EXPECT_EQ(shard.status().code(), absl::StatusCode::kInvalidArgument) << bad;
  }
}

// Every key lands in exactly one shard, and the shards of N are balanced
// (10,000 distinct logs; a fair split leaves each within 15% of the mean).
TEST(ShardTest, EveryKeyInExactlyOneShardAndBalanced) {
  for (uint32_t n : {1u, 2u, 3u, 5u, 8u, 13u}) {
    std::vector<int> per_shard(n);
    constexpr int kLogs = 10000;
    for (int i = 0; i < kLogs; ++i) {
      const uint64_t key = ShardKeyOfBytes(absl::StrCat("log bytes ", i));
      int owners = 0;
      for (uint32_t s = 0; s < n; ++s) {
        if (Shard{s, n}.Contains(key)) {
          ++owners;
          ++per_shard[s];
        }
      }
      ASSERT_EQ(owners, 1) << "key " << key << " of " << n << " shards";
    }
    const double mean = static_cast<double>(kLogs) / n;
    for (uint32_t s = 0; s < n; ++s) {
      EXPECT_NEAR(per_shard[s], mean, 0.15 * mean) << s << "/" << n;
    }
  }
}

TEST(ShardTest, KeyDependsOnContentOnly) {
  EXPECT_EQ(ShardKeyOfBytes("same bytes"), ShardKeyOfBytes(std::string("same bytes")));
  EXPECT_NE(ShardKeyOfBytes("same bytes"), ShardKeyOfBytes("other bytes"));
}

TEST(BatchReportTest, IndexRoundTrips) {
  const std::string line = R"({"log":"a.binpb","ok":true})";
  const std::string indexed = WithIndex(42, line);
  EXPECT_EQ(indexed, R"({"index":42,"log":"a.binpb","ok":true})");
  absl::StatusOr<IndexedLine> back = SplitIndex(indexed);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back->index, 42u);
  EXPECT_EQ(back->object, line);
}

TEST(BatchReportTest, SplitIndexRefusesOtherLines) {
  for (const char* bad : {"", "{", R"({"log":"a"})", R"({"index":,"log":1})",
                          R"({"index":12})", R"({"index":-1,"a":1})"}) {
    EXPECT_FALSE(SplitIndex(bad).ok()) << bad;
  }
}

TEST(BatchReportTest, SummariesAndExitCodes) {
  BatchCounts c{3, 1, 2};
  EXPECT_EQ(FormatSummaryText(c), "3 passed, 3 failed");
  EXPECT_EQ(FormatSummaryJson(c, "arbiter.verify.summary/1"),
            R"({"schema":"arbiter.verify.summary/1","passed":3,"failed":3,"unreadable":2,)"
            R"("summary":true,"shard":"","inputs":"0"})");
  EXPECT_EQ(FormatShardSummaryJson(c, "arbiter.conform.summary/1", Shard{1, 4}, 40),
            R"({"schema":"arbiter.conform.summary/1","passed":3,"failed":3,"unreadable":2,)"
            R"("summary":true,"shard":"1/4","inputs":"40"})");
  EXPECT_EQ(ExitCodeFor(c), kExitInputError);
  EXPECT_EQ(ExitCodeFor({3, 1, 0}), kExitInvalid);
  EXPECT_EQ(ExitCodeFor({3, 0, 0}), kExitOk);
}

}  // namespace
}  // namespace arbiter
