// The invariant catalogue's fast path: it decides alone when it says every
// invariant holds; otherwise the single checks name the broken one, and when
// none is broken the disagreement itself is reported as our bug.
#include "verifier/core/invariant.h"

#include <memory>

#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "engine/core/rejection.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

absl::Status AlwaysBroken(const Match&) { return absl::InternalError("broken on purpose"); }
absl::Status AlwaysHolds(const Match&) { return absl::OkStatus(); }
bool SaysAllHold(const Match&) { return true; }
bool SaysSomethingBroke(const Match&) { return false; }

constexpr Invariant kBroken[] = {{"test.broken", "never holds", "nowhere", &AlwaysBroken}};
constexpr Invariant kHolds[] = {{"test.holds", "always holds", "nowhere", &AlwaysHolds}};

std::unique_ptr<Match> AnyMatch() {
  const Game* game = FindGame("rumble_nation");
  PlayOptions options;
  options.players = 3;
  absl::StatusOr<pb::Header> header = game->MakeHeader(options);
  EXPECT_TRUE(header.ok());
  return *game->NewMatch(*header);
}

std::string RuleOf(const absl::Status& status) {
  std::optional<Rejection> r = GetRejection(status);
  return r.has_value() ? r->rule_id : "";
}

TEST(InvariantFastPath, ASayingThatAllHoldIsFinal) {
  auto match = AnyMatch();
  EXPECT_TRUE(CheckInvariants(*match, kBroken, &SaysAllHold).ok());
}

TEST(InvariantFastPath, TheSingleChecksNameWhatBroke) {
  auto match = AnyMatch();
  absl::Status status = CheckInvariants(*match, kBroken, &SaysSomethingBroke);
  EXPECT_EQ(status.code(), absl::StatusCode::kInternal);
  EXPECT_EQ(RuleOf(status), "test.broken");
  EXPECT_EQ(RuleOf(CheckInvariants(*match, kBroken, nullptr)), "test.broken");
}

TEST(InvariantFastPath, DisagreementIsReportedAsOurBug) {
  auto match = AnyMatch();
  absl::Status status = CheckInvariants(*match, kHolds, &SaysSomethingBroke);
  EXPECT_EQ(status.code(), absl::StatusCode::kInternal);
  EXPECT_EQ(RuleOf(status), "core.invariant_fast_path");
  EXPECT_TRUE(CheckInvariants(*match, kHolds, nullptr).ok());
}

TEST(InvariantFastPath, EveryGameRegistersOne) {
  for (const Game* game : AllGames()) {
    EXPECT_NE(FastPathFor(game->info().name), nullptr) << game->info().name;
  }
}

}  // namespace
}  // namespace arbiter
