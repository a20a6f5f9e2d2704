#include "engine/core/rejection.h"

#include "gtest/gtest.h"

namespace arbiter {
namespace {

constexpr RuleRef kRule{"test.rule", "000_x.txt heading"};

TEST(RejectionTest, RejectCarriesRuleAndReason) {
  absl::Status status = Reject(kRule, "no roost in clearing 5");
  EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition);
  std::optional<Rejection> rejection = GetRejection(status);
  ASSERT_TRUE(rejection.has_value());
  EXPECT_EQ(rejection->rule_id, "test.rule");
  EXPECT_EQ(rejection->citation, "000_x.txt heading");
  EXPECT_EQ(rejection->reason, "no roost in clearing 5");
}

TEST(RejectionTest, MalformedIsInvalidArgument) {
  absl::Status status = Malformed(kRule, "area 13");
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(GetRejection(status)->rule_id, "test.rule");
}

TEST(RejectionTest, PlainStatusHasNoRejection) {
  EXPECT_FALSE(GetRejection(absl::OkStatus()).has_value());
  EXPECT_FALSE(GetRejection(absl::InternalError("x")).has_value());
}

}  // namespace
}  // namespace arbiter
