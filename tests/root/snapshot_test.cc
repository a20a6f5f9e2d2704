// Snapshots: round trip, and damaged snapshots rejected without a crash.
#include "engine/root/snapshot.h"

#include "engine/root/digest.h"
#include "gtest/gtest.h"
#include "tests/root/fixture.h"

namespace arbiter::root {
namespace {

using ::arbiter::root::testing::Table;

TEST(RootSnapshot, RoundTripKeepsTheDigest) {
  Table t;
  pb::Snapshot snap;
  WriteSnapshot(t.s, &snap);
  absl::StatusOr<State> back = ReadSnapshot(snap);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(StateDigest(*back), StateDigest(t.s));
}

TEST(RootSnapshot, DamagedSnapshotsAreInvalidArgument) {
  Table t;
  pb::Snapshot snap;
  WriteSnapshot(t.s, &snap);
  pb::Snapshot wrong_layout = snap;
  wrong_layout.mutable_root()->set_layout(kLayoutVersion + 1);
  EXPECT_EQ(ReadSnapshot(wrong_layout).status().code(), absl::StatusCode::kInvalidArgument);
  pb::Snapshot short_raw = snap;
  short_raw.mutable_root()->mutable_raw()->resize(10);
  EXPECT_EQ(ReadSnapshot(short_raw).status().code(), absl::StatusCode::kInvalidArgument);
  State bad = t.s;
  bad.turn_seat = 9;
  pb::Snapshot bad_seat;
  WriteSnapshot(bad, &bad_seat);
  EXPECT_EQ(ReadSnapshot(bad_seat).status().code(), absl::StatusCode::kInvalidArgument);
  bad = t.s;
  bad.warriors[0][0] += 1;  // a warrior out of nowhere
  pb::Snapshot bad_count;
  WriteSnapshot(bad, &bad_count);
  EXPECT_EQ(ReadSnapshot(bad_count).status().code(), absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace arbiter::root
