// A store with a damaged data.mdb page: every log that can still be read is
// listed, read and verified, and every log that cannot is named. Each class
// of damage (a zeroed leaf page, a zeroed branch page, a page of garbage, a
// truncated file) made Open refuse the whole store before.
#include <fcntl.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "replay/commands.h"
#include "replay/lmdb_pages.h"
#include "replay/store.h"
#include "tests/replay/cli_fixture.h"
#include "tests/replay/store_test_fixture.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

uint64_t IdOf(absl::string_view key) {
  uint64_t id = 0;
  for (char c : key) id = (id << 8) | static_cast<unsigned char>(c);
  return id;
}

// data.mdb's newest snapshot and where its records sit, found with
// lmdb_pages.h (LMDB 0.9, 64-bit: the page size at byte 40 of a meta page,
// the free and main roots at 80 and 128, the last page at 136, the
// transaction id at 144; a branch node's child page number in its first
// 6 bytes).
class DataFile {
 public:
  explicit DataFile(const std::string& path) : path_(path) {
    std::ifstream in(path, std::ios::binary);
    bytes_.assign(std::istreambuf_iterator<char>(in), {});
    psize_ = U64(40) & 0xFFFFFFFFu;
    const size_t newest = U64(psize_ + 144) > U64(144) ? psize_ : 0;
    snapshot_.page_size = static_cast<uint32_t>(psize_);
    snapshot_.last_page = U64(newest + 136);
    snapshot_.file_pages = bytes_.size() / psize_;
    snapshot_.free_root = U64(newest + 80);
    snapshot_.main_root = U64(newest + 128);
    fd_ = open(path.c_str(), O_RDONLY);
    EXPECT_TRUE(LmdbPageFile(fd_, snapshot_).CheckAllTrees(&roots_).empty());
  }
  ~DataFile() { close(fd_); }

  uint64_t Root(const std::string& db) { return roots_.at(db); }
  // Each leaf page of `db`, with the keys on it.
  std::map<uint64_t, std::vector<std::string>> Leaves(const std::string& db) const {
    std::map<uint64_t, std::vector<std::string>> leaves;
    std::vector<LmdbDamage> damage;
    LmdbPageFile(fd_, snapshot_).WalkTree(roots_.at(db), db, [&](const LmdbNode& node) {
      leaves[node.leaf_page].emplace_back(node.key);
    }, &damage);
    return leaves;
  }
  bool IsBranch(uint64_t page) const { return (U16(page * psize_ + 10) & 1) != 0; }
  std::vector<uint64_t> Children(uint64_t page) const {
    std::vector<uint64_t> children;
    const size_t at = page * psize_;
    for (size_t i = 0; i < (U16(at + 12) - 16u) / 2; ++i) {
      const size_t node = at + U16(at + 16 + 2 * i);
      children.push_back(U16(node) | (uint64_t{U16(node + 2)} << 16) |
                         (uint64_t{U16(node + 4)} << 32));
    }
    return children;
  }
  size_t page_size() const { return psize_; }
  size_t size() const { return bytes_.size(); }

  // Writes `bytes` (one page) over `page` in the file.
  void Overwrite(uint64_t page, const std::string& bytes) const {
    std::fstream file(path_, std::ios::binary | std::ios::in | std::ios::out);
    file.seekp(static_cast<std::streamoff>(page * psize_));
    file.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  }

 private:
  uint64_t U64(size_t at) const {
    uint64_t v;
    std::memcpy(&v, bytes_.data() + at, 8);
    return v;
  }
  uint16_t U16(size_t at) const {
    uint16_t v;
    std::memcpy(&v, bytes_.data() + at, 2);
    return v;
  }

  std::string path_;
  std::string bytes_;
  size_t psize_ = 0;
  LmdbSnapshot snapshot_;
  std::map<std::string, uint64_t> roots_;
  int fd_ = -1;
};

class StoreDamageTest : public StoreTest {
 protected:
  // Ingests `n` logs named log0, log1, ... (ids 1, 2, ...) of `size` bytes.
  void Fill(int n, size_t size) {
    auto store = OpenOrDie();
    ASSERT_NE(store, nullptr);
    ASSERT_TRUE(store->Ingest(MakeLogs(n, size)).ok());
  }

  std::string ReadData() const {
    std::ifstream in(DataPath(), std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }
  void WriteData(const std::string& bytes) const {
    std::ofstream out(DataPath(), std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  }
  // Opens the store read-only into `store` and lists it into `records`,
  // with its damage in `damaged`.
  void OpenAndList(std::unique_ptr<CorpusStore>* store, std::vector<LogRecord>* records,
                   std::vector<absl::Status>* damaged) {
    absl::StatusOr<std::unique_ptr<CorpusStore>> opened =
        CorpusStore::Open(dir_, StoreMode::kReadOnly);
    ASSERT_TRUE(opened.ok()) << opened.status();
    *store = *std::move(opened);
    absl::StatusOr<std::vector<LogRecord>> listed = (*store)->List(damaged);
    ASSERT_TRUE(listed.ok()) << listed.status();
    *records = *std::move(listed);
  }

  // Opens the damaged store read-only and checks what it reads: the logs
  // `lost` are reported (each by id and name, and `why`), every other log
  // of the `n` is listed and its bytes read back.
  void ExpectReads(int n, const std::set<uint64_t>& lost, const std::string& why) {
    absl::StatusOr<std::unique_ptr<CorpusStore>> store =
        CorpusStore::Open(dir_, StoreMode::kReadOnly);
    ASSERT_TRUE(store.ok()) << store.status();
    std::vector<absl::Status> damaged;
    absl::StatusOr<std::vector<LogRecord>> records = (*store)->List(&damaged);
    ASSERT_TRUE(records.ok()) << records.status();
    std::set<uint64_t> listed;
    for (const LogRecord& r : *records) {
      listed.insert(r.id);
      EXPECT_EQ(r.name, absl::StrCat("log", r.id - 1));
      EXPECT_TRUE((*store)->GetBytes(r.id).ok()) << r.id;
    }
    std::set<uint64_t> expected;
    for (int id = 1; id <= n; ++id) {
      if (lost.count(id) == 0) expected.insert(id);
    }
    EXPECT_EQ(listed, expected);
    ASSERT_EQ(damaged.size(), lost.size());
    size_t i = 0;
    for (uint64_t id : lost) {
      const absl::Status& d = damaged[i++];
      EXPECT_EQ(d.code(), absl::StatusCode::kDataLoss);
      EXPECT_TRUE(absl::StrContains(d.message(), absl::StrCat("log ", id, " 'log", id - 1, "'")))
          << d.message();
      EXPECT_TRUE(absl::StrContains(d.message(), why)) << d.message();
    }
    std::vector<absl::Status> visited_damaged;
    size_t visited = 0;
    EXPECT_TRUE((*store)->ForEach(
                            [&](const LogRecord& r, absl::string_view bytes) {
                              ++visited;
                              EXPECT_EQ(bytes.size(), r.size);
                              return absl::OkStatus();
                            },
                            &visited_damaged)
                    .ok());
    EXPECT_EQ(visited, expected.size());
    EXPECT_EQ(visited_damaged.size(), lost.size());
    // Without a place for the damage, the read fails as a whole.
    EXPECT_EQ((*store)->List().status().code(), absl::StatusCode::kDataLoss);
    store->reset();
    // Writing would need LMDB to read the damaged pages.
    absl::StatusOr<std::unique_ptr<CorpusStore>> writer =
        CorpusStore::Open(dir_, StoreMode::kReadWrite);
    EXPECT_EQ(writer.status().code(), absl::StatusCode::kDataLoss);
    EXPECT_TRUE(absl::StrContains(writer.status().message(), "corpus ls")) << writer.status();
  }
};

TEST_F(StoreDamageTest, AZeroedMetadataLeafLosesOnlyTheLogsOnIt) {
  Fill(300, 4000);
  DataFile file(DataPath());
  auto leaves = file.Leaves("meta");
  ASSERT_GE(leaves.size(), 3u);
  auto middle = std::next(leaves.begin(), static_cast<long>(leaves.size() / 2));
  std::set<uint64_t> lost;
  for (const std::string& key : middle->second) lost.insert(IdOf(key));
  file.Overwrite(middle->first, std::string(file.page_size(), '\0'));
  // Named from the 'names' database.
  ExpectReads(300, lost,
              absl::StrCat("metadata is lost: data.mdb page ", middle->first,
                           " of the 'meta' database is damaged"));
}

TEST_F(StoreDamageTest, AZeroedBranchPageLosesTheLogsBelowIt) {
  // 1500-byte logs sit two to a 'logs' leaf, so 700 of them need a tree of
  // three levels: a root, branches, leaves.
  Fill(700, 1500);
  DataFile file(DataPath());
  std::vector<uint64_t> branches = file.Children(file.Root("logs"));
  ASSERT_GE(branches.size(), 2u);
  ASSERT_TRUE(file.IsBranch(branches[0]));
  const std::vector<uint64_t> leaves = file.Children(branches[0]);
  const std::set<uint64_t> below(leaves.begin(), leaves.end());
  std::set<uint64_t> lost;
  for (const auto& [page, keys] : file.Leaves("logs")) {
    if (below.count(page) == 0) continue;
    for (const std::string& key : keys) lost.insert(IdOf(key));
  }
  ASSERT_FALSE(lost.empty());
  ASSERT_LT(lost.size(), 700u);
  file.Overwrite(branches[0], std::string(file.page_size(), '\0'));
  ExpectReads(700, lost,
              absl::StrCat("bytes are lost: data.mdb page ", branches[0],
                           " of the 'logs' database is damaged"));
}

TEST_F(StoreDamageTest, APageOfGarbageLosesOnlyTheLogsOnIt) {
  Fill(300, 1500);
  DataFile file(DataPath());
  auto leaves = file.Leaves("logs");
  auto victim = std::next(leaves.begin(), static_cast<long>(leaves.size() / 3));
  std::set<uint64_t> lost;
  for (const std::string& key : victim->second) lost.insert(IdOf(key));
  std::mt19937_64 rng(14);
  std::string garbage(file.page_size(), '\0');
  for (char& c : garbage) c = static_cast<char>(rng());
  file.Overwrite(victim->first, garbage);
  ExpectReads(300, lost, absl::StrCat("data.mdb page ", victim->first, " of the 'logs'"));
}

TEST_F(StoreDamageTest, GarbageInTheNameIndexLosesNoLogButIsReported) {
  Fill(300, 4000);
  DataFile file(DataPath());
  auto leaves = file.Leaves("names");
  const uint64_t victim = std::next(leaves.begin(), static_cast<long>(leaves.size() / 2))->first;
  file.Overwrite(victim, std::string(file.page_size(), '\xA5'));
  std::unique_ptr<CorpusStore> store;
  std::vector<LogRecord> records;
  std::vector<absl::Status> damaged;
  ASSERT_NO_FATAL_FAILURE(OpenAndList(&store, &records, &damaged));
  EXPECT_EQ(records.size(), 300u);
  ASSERT_EQ(damaged.size(), 1u);
  EXPECT_TRUE(absl::StrContains(damaged[0].message(),
                                absl::StrCat("page ", victim, " of the 'names' database")))
      << damaged[0];
  // Found by name all the same, from the metadata.
  absl::StatusOr<LogRecord> found = store->Find("log123");
  ASSERT_TRUE(found.ok()) << found.status();
  EXPECT_EQ(found->id, 124u);
}

TEST_F(StoreDamageTest, ATruncatedFileKeepsTheLogsOnThePagesLeft) {
  Fill(300, 4000);  // one overflow page per log, 300 pages of log bytes
  const std::string original = ReadData();
  const size_t full = original.size();
  // Cuts from one page to most of the file: the pages LMDB wrote last go
  // first, whichever trees they belong to.
  int partly_read = 0;
  for (size_t cut = 4096; cut < full; cut += 4096 * 8) {
    SCOPED_TRACE(cut);
    WriteData(original.substr(0, full - cut));
    absl::StatusOr<std::unique_ptr<CorpusStore>> store =
        CorpusStore::Open(dir_, StoreMode::kReadOnly);
    if (!store.ok()) {
      // The list of databases or a whole tree's root is gone.
      EXPECT_EQ(store.status().code(), absl::StatusCode::kDataLoss) << store.status();
      continue;
    }
    std::vector<absl::Status> damaged;
    absl::StatusOr<std::vector<LogRecord>> records = (*store)->List(&damaged);
    ASSERT_TRUE(records.ok());
    ASSERT_FALSE(damaged.empty());
    EXPECT_TRUE(absl::StrContains(damaged.back().message(), "truncated")) << damaged.back();
    for (const LogRecord& r : *records) EXPECT_TRUE((*store)->GetBytes(r.id).ok()) << r.id;
    size_t named = 0;
    for (const absl::Status& d : damaged) {
      named += absl::StrContains(d.message(), ": log ") &&
               absl::StrContains(d.message(), "truncated file");
    }
    // Each log is either listed (and read back) or named as lost.
    EXPECT_EQ(records->size() + named, 300u);
    if (!records->empty() && named > 0) ++partly_read;
  }
  EXPECT_GT(partly_read, 0);
}

TEST_F(StoreDamageTest, AZeroedHeaderPageReadsTheSnapshotOfTheOther) {
  Fill(300, 1500);  // two commits: 256 logs, then 44
  const std::string original = ReadData();
  uint64_t txnid[2];
  std::memcpy(&txnid[0], original.data() + 144, 8);
  std::memcpy(&txnid[1], original.data() + 4096 + 144, 8);
  for (int header : {0, 1}) {
    SCOPED_TRACE(header);
    std::string damaged_file = original;
    std::fill(damaged_file.begin() + header * 4096, damaged_file.begin() + (header + 1) * 4096, '\0');
    WriteData(damaged_file);
    std::unique_ptr<CorpusStore> store;
    std::vector<LogRecord> records;
    std::vector<absl::Status> damaged;
    ASSERT_NO_FATAL_FAILURE(OpenAndList(&store, &records, &damaged));
    // The newest header lost: the snapshot before the last commit.
    EXPECT_EQ(records.size(), txnid[header] > txnid[1 - header] ? 256u : 300u);
    for (const LogRecord& r : records) EXPECT_TRUE(store->GetBytes(r.id).ok()) << r.id;
    ASSERT_EQ(damaged.size(), 1u);
    EXPECT_TRUE(absl::StrContains(damaged[0].message(),
                                  header == 0 ? "first header page" : "second header page"))
        << damaged[0];
    store.reset();
    EXPECT_EQ(CorpusStore::Open(dir_, StoreMode::kReadWrite).status().code(),
              absl::StatusCode::kDataLoss);
  }
}

// The command line over a damaged store of real games.
class DamagedStoreCliTest : public CliFixture {};

TEST_F(DamagedStoreCliTest, LsAndVerifyReadEveryLogLeftAndNameTheLostOnes) {
  const std::string db = (dir_ / "db").string();
  fs::create_directories(dir_ / "games");
  for (int seed = 1; seed <= 120; ++seed) {
    Write(absl::StrCat("games/g", 1000 + seed, ".binpb"), Game(seed));
  }
  ASSERT_EQ(Arbiter({"corpus", "ingest", (dir_ / "games").string(), "--db", db}).code, kExitOk);
  size_t lost = 0;
  {
    DataFile file((fs::path(db) / "data.mdb").string());
    auto leaves = file.Leaves("meta");
    ASSERT_GE(leaves.size(), 2u);
    lost = leaves.begin()->second.size();
    file.Overwrite(leaves.begin()->first, std::string(file.page_size(), '\0'));
  }
  Result ls = Arbiter({"corpus", "ls", "--db", db});
  EXPECT_EQ(ls.code, kExitInputError);
  EXPECT_TRUE(absl::StrContains(ls.out, absl::StrCat(120 - lost, " logs, ", lost, " damaged")))
      << ls.out;
  EXPECT_TRUE(absl::StrContains(ls.err, "log 1 'games/g1001.binpb': its metadata is lost"))
      << ls.err;
  Result verify = Arbiter({"verify", db});
  EXPECT_EQ(verify.code, kExitInputError);
  EXPECT_TRUE(absl::StrContains(verify.out, absl::StrCat(120 - lost, " passed"))) << verify.out;
  EXPECT_TRUE(absl::StrContains(verify.out + verify.err, "games/g1001.binpb")) << verify.out;
}

}  // namespace
}  // namespace arbiter
