#include "engine/core/digest.h"

#include <array>

#include "gtest/gtest.h"

namespace arbiter {
namespace {

TEST(DigestTest, SameValuesSameDigest) {
  DigestBuilder a, b;
  a.Add(3);
  a.AddRange(std::array<int, 2>{1, 2});
  b.Add(3);
  b.AddRange(std::array<int, 2>{1, 2});
  EXPECT_EQ(a.Finish(), b.Finish());
}

TEST(DigestTest, OrderMatters) {
  DigestBuilder a, b;
  a.Add(1);
  a.Add(2);
  b.Add(2);
  b.Add(1);
  EXPECT_NE(a.Finish(), b.Finish());
}

TEST(DigestTest, RangesDoNotShiftIntoEachOther) {
  DigestBuilder a, b;
  a.AddRange(std::array<int, 2>{1, 2});
  a.AddRange(std::array<int, 1>{3});
  b.AddRange(std::array<int, 1>{1});
  b.AddRange(std::array<int, 2>{2, 3});
  EXPECT_NE(a.Finish(), b.Finish());
}

TEST(DigestTest, WidthDoesNotMatter) {
  DigestBuilder a, b;
  a.Add(uint8_t{7});
  b.Add(int64_t{7});
  EXPECT_EQ(a.Finish(), b.Finish());
}

// The mixing function is frozen: golden digests in corpus/ depend on it.
TEST(DigestTest, FrozenValue) {
  DigestBuilder d;
  d.Add(1);
  d.Add(2);
  EXPECT_EQ(DigestToHex(d.Finish()), "010ae3efab9ace22");
  DigestBuilder empty;
  EXPECT_EQ(DigestToHex(empty.Finish()), "2cb0f69f4abea221");
}

// A recording finishes, by Of() and by FourOf(), with the digest of the
// builder that mixed the same values: the verifier finishes its checkpoints'
// digests that way.
TEST(DigestTest, RecordedValuesFinishLikeTheBuilder) {
  std::array<std::array<uint64_t, 64>, 4> buffers;
  std::array<absl::Span<const uint64_t>, 4> recorded;
  std::array<uint64_t, 4> direct;
  for (int k = 0; k < 4; ++k) {
    DigestBuilder mixing;
    DigestBuilder recording(absl::MakeSpan(buffers[k]));
    for (int i = 0; i < 10 + 7 * k; ++i) {  // lengths differ: the tails
      mixing.Add(i * (k + 3));
      recording.Add(i * (k + 3));
    }
    const std::array<int, 3> range = {k, -k, 1 << k};
    mixing.AddRange(range);
    recording.AddRange(range);
    const std::array<int8_t, 2> bytes = {int8_t(-k), int8_t(k)};  // widened with their sign
    mixing.AddRange(bytes);
    recording.AddRange(bytes);
    direct[k] = mixing.Finish();
    EXPECT_FALSE(recording.overflowed());
    recorded[k] = absl::MakeConstSpan(buffers[k].data(), recording.recorded());
    EXPECT_EQ(DigestBuilder::Of(recorded[k]), direct[k]) << k;
  }
  EXPECT_EQ(DigestBuilder::FourOf(recorded), direct);
  const std::array<uint64_t, 2> two = DigestBuilder::TwoOf({recorded[3], recorded[1]});
  EXPECT_EQ(two[0], direct[3]);
  EXPECT_EQ(two[1], direct[1]);
  EXPECT_EQ(DigestBuilder::Of({}), DigestBuilder().Finish());
  for (uint64_t d : DigestBuilder::FourOf({})) EXPECT_EQ(d, DigestBuilder().Finish());
}

// A recording that does not fit says so and writes nothing past its buffer.
TEST(DigestTest, RecordingOverflowIsReported) {
  std::array<uint64_t, 4> buffer = {7, 7, 7, 7};
  DigestBuilder recording(absl::MakeSpan(buffer.data(), 2));
  recording.AddRange(std::array<int, 2>{1, 2});  // three values: two and the length
  EXPECT_TRUE(recording.overflowed());
  EXPECT_EQ(recording.recorded(), 2u);
  EXPECT_EQ(buffer[2], 7u);

  DigestBuilder fitting(absl::MakeSpan(buffer.data(), 3));  // a range that just fits
  fitting.AddRange(std::array<int, 2>{1, -2});
  EXPECT_FALSE(fitting.overflowed());
  EXPECT_EQ(fitting.recorded(), 3u);
  EXPECT_EQ(buffer[1], uint64_t(-2));
  EXPECT_EQ(buffer[2], 2u);
}

}  // namespace
}  // namespace arbiter
