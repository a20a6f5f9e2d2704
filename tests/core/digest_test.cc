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

}  // namespace
}  // namespace arbiter
