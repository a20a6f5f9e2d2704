// PathList: --files-from read a line at a time.
#include "replay/path_list.h"

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

std::string WriteList(const std::string& name, const std::string& text) {
  const std::string file = (fs::path(::testing::TempDir()) / name).string();
  std::ofstream(file, std::ios::binary) << text;
  return file;
}

TEST(PathListTest, GivesEveryNonBlankLineWithoutItsLineEnd) {
  absl::StatusOr<std::unique_ptr<PathList>> list =
      PathList::Open(WriteList("list1.txt", "a.binpb\n\n b c \r\nlast"));
  ASSERT_TRUE(list.ok()) << list.status();
  std::vector<std::string> paths;
  while (std::optional<absl::StatusOr<std::string>> p = (*list)->Next()) {
    ASSERT_TRUE(p->ok()) << p->status();
    paths.push_back(**p);
  }
  EXPECT_EQ(paths, (std::vector<std::string>{"a.binpb", " b c ", "last"}));
  EXPECT_FALSE((*list)->Next().has_value());
}

TEST(PathListTest, ALineTooLongForAPathIsAnErrorAndTheListGoesOn) {
  const std::string text =
      absl::StrCat("a\n", std::string(PathList::kMaxLineBytes + 5, 'x'), "\nb\n");
  absl::StatusOr<std::unique_ptr<PathList>> list = PathList::Open(WriteList("list2.txt", text));
  ASSERT_TRUE(list.ok());
  EXPECT_EQ(**(*list)->Next(), "a");
  std::optional<absl::StatusOr<std::string>> long_line = (*list)->Next();
  ASSERT_TRUE(long_line.has_value());
  EXPECT_EQ(long_line->status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(**(*list)->Next(), "b");
  EXPECT_FALSE((*list)->Next().has_value());
}

TEST(PathListTest, AMissingListIsNotFound) {
  absl::StatusOr<std::unique_ptr<PathList>> list =
      PathList::Open((fs::path(::testing::TempDir()) / "no-such-list.txt").string());
  EXPECT_EQ(list.status().code(), absl::StatusCode::kNotFound);
  EXPECT_NE(list.status().message().find("no-such-list.txt"), std::string::npos);
}

}  // namespace
}  // namespace arbiter
