// SortedFolderWalk: the order of a sort of whole paths, every log once,
// whatever the number of names a folder level may hold at once.
#include "replay/sorted_folder_walk.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "replay/log_reader.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

class SortedFolderWalkTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::path(::testing::TempDir()) /
            absl::StrCat("walk_", ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::permissions(root_ / "locked", fs::perms::owner_all, ec);
    fs::remove_all(root_, ec);
  }
  void Touch(const std::string& relative) {
    fs::create_directories((root_ / relative).parent_path());
    std::ofstream(root_ / relative) << "x";
  }
  std::string Root() const { return root_.string() + "/"; }

  fs::path root_;
};

std::vector<std::string> Walk(const std::string& root, size_t max_names) {
  SortedFolderWalk walk(root, max_names);
  std::vector<std::string> paths;
  while (std::optional<SortedFolderWalk::Item> item = walk.Next()) {
    EXPECT_TRUE(item->error.ok()) << item->error;
    paths.push_back(item->path);
  }
  return paths;
}

// The plain version: list the whole tree, then sort the paths.
std::vector<std::string> ListedAndSorted(const std::string& root) {
  std::vector<std::string> paths;
  for (const auto& e : fs::recursive_directory_iterator(root)) {
    if (e.is_regular_file() && IsLogPath(e.path().string())) paths.push_back(e.path().string());
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

TEST_F(SortedFolderWalkTest, GivesTheOrderOfASortOfWholePaths) {
  // "a-b/" sorts before "a/" and "a.binpb" between them, as in whole paths;
  // folders and files interleave; other files are left out.
  for (const char* f : {"a/x.binpb", "a-b/x.binpb", "a.binpb", "a/b/c.json", "a/b.textproto",
                        "b.binpb", "Z.binpb", "a/notes.txt", "deep/1/2/3/4/log.binpb",
                        "deep/1/2.binpb", "a/b/c/d.binpb", "a/b/c.binpb"}) {
    Touch(f);
  }
  fs::create_directories(root_ / "empty");
  const std::vector<std::string> expected = ListedAndSorted(Root());
  ASSERT_EQ(expected.size(), 11u);
  for (size_t max_names : {1, 2, 3, 1000}) {
    EXPECT_EQ(Walk(Root(), max_names), expected) << "max_names " << max_names;
  }
  // A root typed without the final '/' gives the same paths as typed.
  std::vector<std::string> plain = Walk(root_.string(), 2);
  ASSERT_EQ(plain.size(), expected.size());
  EXPECT_EQ(plain.front(), (root_ / "Z.binpb").string());
}

TEST_F(SortedFolderWalkTest, AFlatFolderLargerThanAChunkGivesEveryLogOnce) {
  for (int i = 0; i < 250; ++i) Touch(absl::StrCat("log", i, ".binpb"));
  const std::vector<std::string> expected = ListedAndSorted(Root());
  ASSERT_EQ(expected.size(), 250u);
  for (size_t max_names : {1, 7, 64, 249, 250, 251}) {
    EXPECT_EQ(Walk(Root(), max_names), expected) << "max_names " << max_names;
  }
}

TEST_F(SortedFolderWalkTest, FollowsLinksToFilesButNotToFolders) {
  Touch("real/a.binpb");
  fs::create_directory_symlink(root_ / "real", root_ / "loop");
  fs::create_symlink(root_ / "real" / "a.binpb", root_ / "b.binpb");
  EXPECT_EQ(Walk(Root(), 1),
            (std::vector<std::string>{Root() + "b.binpb", Root() + "real/a.binpb"}));
}

// Walks `root` with one name per chunk; "path" or "error:path" per item.
std::vector<std::string> WalkWithErrors(const std::string& root) {
  SortedFolderWalk walk(root, 1);
  std::vector<std::string> items;
  while (std::optional<SortedFolderWalk::Item> item = walk.Next()) {
    const bool listed = item->error.message().find("cannot be listed") != std::string::npos;
    items.push_back(item->error.ok() ? item->path
                                     : absl::StrCat(listed ? "error:" : "other:", item->path));
  }
  return items;
}

TEST_F(SortedFolderWalkTest, AFolderThatCannotBeListedIsAnItemInItsPlace) {
  Touch("a.binpb");
  Touch("locked/x.binpb");
  Touch("m.binpb");
  fs::permissions(root_ / "locked", fs::perms::none);
  const std::vector<std::string> expected = {Root() + "a.binpb", "error:" + Root() + "locked",
                                             Root() + "m.binpb"};
  if (geteuid() != 0) {
    EXPECT_EQ(WalkWithErrors(Root()), expected);
    return;
  }
  // Root lists every folder: walk as `nobody` in a child.
  pid_t pid = fork();
  if (pid == 0) {
    if (setgid(65534) != 0 || setuid(65534) != 0) _exit(100);
    _exit(WalkWithErrors(Root()) == expected ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status));
  if (WEXITSTATUS(status) == 100) GTEST_SKIP() << "cannot become nobody";
  EXPECT_EQ(WEXITSTATUS(status), 0) << "the walk as nobody differs from " << expected[1];
}

TEST_F(SortedFolderWalkTest, AMissingRootIsOneError) {
  SortedFolderWalk walk((root_ / "nope").string());
  std::optional<SortedFolderWalk::Item> item = walk.Next();
  ASSERT_TRUE(item.has_value());
  EXPECT_FALSE(item->error.ok());
  EXPECT_FALSE(walk.Next().has_value());
}

}  // namespace
}  // namespace arbiter
