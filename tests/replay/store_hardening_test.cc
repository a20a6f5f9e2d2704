// The corpus store against records, file systems and neighbours that try to
// break it: names and match ids that are not UTF-8, keys past LMDB's limit,
// damaged metadata, a replace while another process verifies, a full disk.
// Each test failed before the store was hardened.
#include <lmdb.h>
#include <stdlib.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "arbiter/store.pb.h"
#include "gtest/gtest.h"
#include "replay/log_source.h"
#include "replay/store.h"
#include "tests/replay/store_test_fixture.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

class StoreHardeningTest : public StoreTest {
 protected:
  std::unique_ptr<CorpusStore> Open(StoreMode mode = StoreMode::kReadWrite) {
    return OpenOrDie(mode);
  }
  // Writes `value` under id `id` in the "meta" database with plain LMDB, as
  // an older build or a damaged disk would have left it.
  void PutRawMeta(uint64_t id, const std::string& value) {
    std::string key(8, '\0');
    for (int i = 7; i >= 0; --i, id >>= 8) key[i] = static_cast<char>(id);
    PutRaw(dir_, "meta", key, value);
  }
};

TEST_F(StoreHardeningTest, NamesAndMatchIdsThatAreNotUtf8AreStoredAndListedBack) {
  auto store = Open();
  NewLog poisoned = MakeLog("bad\xff\xfename.binpb");
  poisoned.header.set_match_id("m\xff\x80");
  poisoned.header.set_game("rumble_nation\xc0");
  ASSERT_TRUE(store->Ingest({MakeLog("good.binpb"), poisoned}).ok());
  // Before: proto3 refused to parse the record's `string` fields, and every
  // List, ForEach and verify of the store failed.
  absl::StatusOr<std::vector<LogRecord>> records = store->List();
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), 2u);
  EXPECT_EQ((*records)[1].name, poisoned.name);
  EXPECT_EQ((*records)[1].match_id, "m\xff\x80");
  EXPECT_EQ((*records)[1].game, "rumble_nation\xc0");
  EXPECT_TRUE(store->Find(poisoned.name).ok());
  int visited = 0;
  EXPECT_TRUE(store->ForEach([&](const LogRecord&, absl::string_view) {
                      ++visited;
                      return absl::OkStatus();
                    }).ok());
  EXPECT_EQ(visited, 2);
}

TEST_F(StoreHardeningTest, ARecordAnOlderBuildWroteWithBadUtf8ReadsBack) {
  ASSERT_TRUE(Open()->Ingest({MakeLog("a"), MakeLog("b")}).ok());
  // What the older build wrote for a file named "b\xff" (field 1, `string`).
  pb::StoreRecord old;
  old.set_name("b\xff");
  old.set_format(pb::STORED_FORMAT_BINARY);
  old.set_size(3000);
  std::string bytes;
  ASSERT_TRUE(old.SerializeToString(&bytes));
  PutRawMeta(2, bytes);
  auto store = Open(StoreMode::kReadOnly);
  absl::StatusOr<std::vector<LogRecord>> records = store->List();
  ASSERT_TRUE(records.ok()) << records.status();
  EXPECT_EQ((*records)[1].name, "b\xff");
}

TEST_F(StoreHardeningTest, ADamagedRecordIsSkippedAndReportedWhileTheRestIsListed) {
  ASSERT_TRUE(Open()->Ingest({MakeLog("a"), MakeLog("b"), MakeLog("c")}).ok());
  PutRawMeta(2, std::string("\xff\xff\xff\xff garbage", 13));
  auto store = Open(StoreMode::kReadOnly);
  EXPECT_EQ(store->List().status().code(), absl::StatusCode::kDataLoss);
  std::vector<absl::Status> damaged;
  absl::StatusOr<std::vector<LogRecord>> records = store->List(&damaged);
  ASSERT_TRUE(records.ok()) << records.status();
  EXPECT_EQ(records->size(), 2u);
  ASSERT_EQ(damaged.size(), 1u);
  EXPECT_EQ(damaged[0].code(), absl::StatusCode::kDataLoss);
  EXPECT_NE(damaged[0].message().find("log 2"), absl::string_view::npos) << damaged[0];
  damaged.clear();
  std::vector<std::string> names;
  ASSERT_TRUE(store->ForEach(
                       [&](const LogRecord& r, absl::string_view) {
                         names.push_back(r.name);
                         return absl::OkStatus();
                       },
                       &damaged)
                  .ok());
  EXPECT_EQ(names, (std::vector<std::string>{"a", "c"}));
  EXPECT_EQ(damaged.size(), 1u);
  // The command line's view: the bad record is one unreadable entry.
  store.reset();
  absl::StatusOr<LogSet> set = CollectLogs({dir_});
  ASSERT_TRUE(set.ok()) << set.status();
  ASSERT_EQ(set->size(), 3u);
  int unreadable = 0;
  for (size_t i = 0; i < set->size(); ++i) unreadable += !set->Load(i, {}).ok();
  EXPECT_EQ(unreadable, 1);
}

TEST_F(StoreHardeningTest, ANameOverTheKeyLimitIsSkippedAndTheRestStored) {
  auto store = Open();
  std::vector<NewLog> logs = {MakeLog("a"), MakeLog(std::string(600, 'n')), MakeLog("c")};
  // Before: kInvalidArgument and nothing stored.
  absl::StatusOr<std::vector<IngestOutcome>> outcomes = store->Ingest(logs);
  ASSERT_TRUE(outcomes.ok()) << outcomes.status();
  EXPECT_EQ((*outcomes)[0].result, IngestResult::kAdded);
  EXPECT_EQ((*outcomes)[1].result, IngestResult::kSkipped);
  EXPECT_NE((*outcomes)[1].why.find("600 bytes"), std::string::npos);
  EXPECT_EQ((*outcomes)[2].result, IngestResult::kAdded);
  EXPECT_EQ(store->List()->size(), 2u);
}

TEST_F(StoreHardeningTest, AReplaceWhileVerifyingGivesTheNewBytesNotAnError) {
  ASSERT_TRUE(Open()->Ingest({MakeLog("a"), MakeLog("b")}).ok());
  absl::StatusOr<LogSet> set = CollectLogs({dir_});  // lists ids 1 and 2
  ASSERT_TRUE(set.ok()) << set.status();
  // Another process replaces "b" (new id 3, id 2 gone) after the listing.
  pid_t pid = fork();
  if (pid == 0) {
    absl::StatusOr<std::unique_ptr<CorpusStore>> writer =
        CorpusStore::Open(dir_, StoreMode::kReadWrite);
    if (!writer.ok()) _exit(1);
    absl::StatusOr<std::vector<IngestOutcome>> o = (*writer)->Ingest({MakeLog("b", 3000, 1)});
    _exit(o.ok() && (*o)[0].result == IngestResult::kReplaced ? 0 : 2);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  // Before: kNotFound for id 2, reported as an unreadable log.
  absl::StatusOr<LoadedLog> loaded = set->Load(1, {});
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  EXPECT_EQ(loaded->bytes, MakeLog("b", 3000, 1).bytes);
}

TEST_F(StoreHardeningTest, AUserWhoMayOnlyReadCanListAndVerify) {
  ASSERT_TRUE(Open()->Ingest({MakeLog("a"), MakeLog("b")}).ok());
  fs::permissions(root_, fs::perms::owner_all | fs::perms::others_read |
                             fs::perms::others_exec);
  fs::permissions(dir_, fs::perms::owner_all | fs::perms::others_read |
                            fs::perms::others_exec);
  fs::permissions(fs::path(dir_) / "data.mdb", fs::perms::owner_read |
                                                   fs::perms::owner_write |
                                                   fs::perms::others_read);
  fs::permissions(fs::path(dir_) / "lock.mdb",
                  fs::perms::owner_read | fs::perms::owner_write);
  // Root reads everything, so read as `nobody` in a child.
  pid_t pid = fork();
  if (pid == 0) {
    if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(100);
    absl::StatusOr<LogSet> set = CollectLogs({dir_});
    if (!set.ok()) _exit(1);
    for (size_t i = 0; i < set->size(); ++i) {
      if (!set->Load(i, {}).ok()) _exit(2);
    }
    _exit(set->size() == 2 ? 0 : 3);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFEXITED(status));
  ASSERT_NE(WEXITSTATUS(status), 100) << "cannot drop privileges";
  // Before: Open failed with "Permission denied" on lock.mdb.
  EXPECT_EQ(WEXITSTATUS(status), 0);
}

TEST_F(StoreHardeningTest, AZeroedPageAnywhereIsReportedNeverCrashedOn) {
  {
    auto store = Open();
    std::vector<NewLog> logs;
    // Small and large logs: leaf, branch and overflow pages in every tree.
    for (int i = 0; i < 300; ++i) logs.push_back(MakeLog(absl::StrCat("log", i), i % 3 ? 200 : 5000));
    ASSERT_TRUE(store->Ingest(logs).ok());
  }
  const std::string data = (fs::path(dir_) / "data.mdb").string();
  std::string original;
  {
    std::ifstream in(data, std::ios::binary);
    original.assign(std::istreambuf_iterator<char>(in), {});
  }
  const size_t page = 4096, pages = original.size() / page;
  ASSERT_GT(pages, 40u);
  int reported = 0, refused = 0;
  // Before: about one page in 40 aborted the process in an LMDB assertion.
  for (size_t p = 0; p < pages; ++p) {
    std::string damaged = original;
    std::fill(damaged.begin() + p * page, damaged.begin() + (p + 1) * page, '\0');
    {
      std::ofstream out(data, std::ios::binary | std::ios::trunc);
      out.write(damaged.data(), static_cast<std::streamsize>(damaged.size()));
    }
    absl::StatusOr<std::unique_ptr<CorpusStore>> store =
        CorpusStore::Open(dir_, StoreMode::kReadOnly);
    if (!store.ok()) {
      // Only the page listing the databases loses everything.
      EXPECT_EQ(store.status().code(), absl::StatusCode::kDataLoss) << store.status();
      ++refused;
      continue;
    }
    std::vector<absl::Status> bad;
    absl::StatusOr<std::vector<LogRecord>> listed = (*store)->List(&bad);
    ASSERT_TRUE(listed.ok()) << listed.status();
    size_t unreadable = 0;
    for (const LogRecord& r : *listed) {
      // Overflow pages past the first of a run are checked by the digest.
      absl::StatusOr<std::string> bytes = (*store)->GetBytes(r.id);
      if (!bytes.ok()) {
        EXPECT_EQ(bytes.status().code(), absl::StatusCode::kDataLoss);
      }
      unreadable += !bytes.ok();
    }
    std::vector<absl::Status> skipped;
    absl::Status visited = (*store)->ForEach(
        [](const LogRecord&, absl::string_view) { return absl::OkStatus(); }, &skipped);
    EXPECT_TRUE(visited.ok()) << visited;
    EXPECT_EQ(skipped.size(), bad.size() + unreadable);
    if (!skipped.empty()) ++reported;
  }
  EXPECT_GT(reported, 40);
  EXPECT_LE(refused, 1);
}

// A tmpfs of `bytes` at `dir`; false when this process may not mount.
bool MountSmallTmpfs(const std::string& dir, size_t bytes) {
  return mount("tmpfs", dir.c_str(), "tmpfs", 0,
               absl::StrCat("size=", bytes).c_str()) == 0;
}

class FullDiskTest : public StoreHardeningTest {
 protected:
  void SetUp() override {
    StoreHardeningTest::SetUp();
    disk_ = (fs::path(root_) / "disk").string();
    fs::create_directories(disk_);
    if (!MountSmallTmpfs(disk_, 256 << 10)) {
      GTEST_SKIP() << "cannot mount a tmpfs here (needs CAP_SYS_ADMIN): "
                   << std::strerror(errno);
    }
    mounted_ = true;
    dir_ = (fs::path(disk_) / "db").string();
  }
  void TearDown() override {
    if (mounted_) umount2(disk_.c_str(), MNT_DETACH);
    StoreHardeningTest::TearDown();
  }
  // Fills the disk, leaving `left` bytes.
  void Fill(size_t left) {
    const std::string filler = (fs::path(disk_) / "filler").string();
    FILE* f = fopen(filler.c_str(), "wb");
    ASSERT_NE(f, nullptr);
    std::string block(4096, 'f');
    while (fwrite(block.data(), 1, block.size(), f) == block.size()) {
      if (fflush(f) != 0) break;
    }
    fclose(f);
    fs::resize_file(filler, fs::file_size(filler) > left ? fs::file_size(filler) - left : 0);
  }
  std::string disk_;
  bool mounted_ = false;
};

TEST_F(FullDiskTest, CreatingAStoreOnAFullDiskIsAClearErrorNotSigbus) {
  Fill(0);
  // Before: SIGBUS inside mdb_env_open (the lock file's map has no pages).
  absl::StatusOr<std::unique_ptr<CorpusStore>> store =
      CorpusStore::Open(dir_, StoreMode::kReadWrite);
  ASSERT_FALSE(store.ok());
  EXPECT_EQ(store.status().code(), absl::StatusCode::kResourceExhausted) << store.status();
  EXPECT_NE(store.status().message().find(disk_), absl::string_view::npos) << store.status();
}

TEST_F(FullDiskTest, AFullDiskDuringIngestKeepsEveryCommittedBatch) {
  StoreOptions options;
  options.batch_size = 4;
  std::vector<NewLog> first, second;
  for (int i = 0; i < 8; ++i) first.push_back(MakeLog(absl::StrCat("a", i), 3000));
  for (int i = 0; i < 200; ++i) second.push_back(MakeLog(absl::StrCat("b", i), 3000));
  {
    absl::StatusOr<std::unique_ptr<CorpusStore>> store =
        CorpusStore::Open(dir_, StoreMode::kReadWrite, options);
    ASSERT_TRUE(store.ok()) << store.status();
    ASSERT_TRUE((*store)->Ingest(first).ok());
    // 600 KB into a 256 KB disk.
    absl::StatusOr<std::vector<IngestOutcome>> outcomes = (*store)->Ingest(second);
    ASSERT_FALSE(outcomes.ok());
    // Before: "Input/output error", kDataLoss.
    EXPECT_EQ(outcomes.status().code(), absl::StatusCode::kResourceExhausted)
        << outcomes.status();
    EXPECT_NE(outcomes.status().message().find("full"), absl::string_view::npos)
        << outcomes.status();
    EXPECT_NE(outcomes.status().message().find(disk_), absl::string_view::npos)
        << outcomes.status();
  }
  auto store = Open(StoreMode::kReadOnly);
  ASSERT_NE(store, nullptr);
  absl::StatusOr<std::vector<LogRecord>> records = store->List();
  ASSERT_TRUE(records.ok()) << records.status();
  EXPECT_GE(records->size(), 8u);
  EXPECT_EQ(records->size() % 4, 0u);  // whole batches only
  for (const LogRecord& r : *records) EXPECT_TRUE(store->GetBytes(r.id).ok()) << r.name;
}

}  // namespace
}  // namespace arbiter
