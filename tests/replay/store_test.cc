#include "replay/store.h"

#include <fcntl.h>
#include <lmdb.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/replay/store_test_fixture.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

// ---- normal use ---------------------------------------------------------

TEST_F(StoreTest, ReadWriteCreatesFolderAndEmptyStore) {
  auto store = OpenOrDie();
  ASSERT_NE(store, nullptr);
  EXPECT_TRUE(fs::exists(DataPath()));
  absl::StatusOr<std::vector<LogRecord>> records = store->List();
  ASSERT_TRUE(records.ok()) << records.status();
  EXPECT_TRUE(records->empty());
  store.reset();
  auto again = OpenOrDie(StoreMode::kReadOnly);
  ASSERT_NE(again, nullptr);
  EXPECT_TRUE(again->List()->empty());
}

TEST_F(StoreTest, IngestAddsLogsWithIdsFromOneAndKeepsMetadata) {
  auto store = OpenOrDie();
  std::vector<NewLog> logs = MakeLogs(3);
  logs[1].format = LogFormat::kText;
  absl::StatusOr<std::vector<IngestOutcome>> outcomes = store->Ingest(logs);
  ASSERT_TRUE(outcomes.ok()) << outcomes.status();
  ASSERT_EQ(outcomes->size(), 3u);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ((*outcomes)[i].result, IngestResult::kAdded);
    EXPECT_EQ((*outcomes)[i].id, uint64_t(i + 1));
  }
  absl::StatusOr<std::vector<LogRecord>> records = store->List();
  ASSERT_TRUE(records.ok());
  ASSERT_EQ(records->size(), 3u);
  const LogRecord& r = (*records)[1];
  EXPECT_EQ(r.id, 2u);
  EXPECT_EQ(r.name, "log1");
  EXPECT_EQ(r.game, "rumble_nation");
  EXPECT_EQ(r.match_id, "m-log1");
  EXPECT_EQ(r.rules_version, 1u);
  EXPECT_EQ(r.players, 3u);
  EXPECT_EQ(r.event_count, 42u);
  EXPECT_EQ(r.format, LogFormat::kText);
  EXPECT_EQ(r.size, logs[1].bytes.size());
  EXPECT_EQ(r.digest_of_bytes, DigestOfLogBytes(logs[1].bytes));
}

// Pages of any size give List's records, in id order, each once; a page
// starts where the last one said, and ids removed by a replace are skipped.
TEST_F(StoreTest, ListPagesGiveEveryRecordOnceInIdOrder) {
  auto store = OpenOrDie();
  ASSERT_TRUE(store->Ingest(MakeLogs(7)).ok());
  ASSERT_TRUE(store->Ingest({MakeLog("log3", 4000, 1)}).ok());  // id 4 -> 8
  std::vector<uint64_t> listed;
  absl::StatusOr<std::vector<LogRecord>> records = store->List();
  ASSERT_TRUE(records.ok()) << records.status();
  for (const LogRecord& r : *records) listed.push_back(r.id);
  ASSERT_EQ(listed, (std::vector<uint64_t>{1, 2, 3, 5, 6, 7, 8}));
  for (size_t size : {1, 2, 3, 7, 100}) {
    std::vector<uint64_t> paged;
    std::optional<uint64_t> next = 0;
    int pages = 0;
    while (next.has_value()) {
      absl::StatusOr<CorpusStore::RecordPage> page = store->ListPage(*next, size);
      ASSERT_TRUE(page.ok()) << page.status();
      ASSERT_LE(page->records.size(), size);
      for (const absl::StatusOr<LogRecord>& r : page->records) {
        ASSERT_TRUE(r.ok()) << r.status();
        paged.push_back(r->id);
      }
      next = page->next_id;
      ASSERT_LE(++pages, 8);
    }
    EXPECT_EQ(paged, listed) << "page size " << size;
  }
  absl::StatusOr<CorpusStore::RecordPage> past = store->ListPage(9, 4);
  ASSERT_TRUE(past.ok());
  EXPECT_TRUE(past->records.empty());
  EXPECT_FALSE(past->next_id.has_value());
}

TEST_F(StoreTest, GetBytesReturnsTheOriginalBytes) {
  auto store = OpenOrDie();
  std::vector<NewLog> logs = MakeLogs(5, 20000);
  ASSERT_TRUE(store->Ingest(logs).ok());
  for (int i = 0; i < 5; ++i) {
    absl::StatusOr<std::string> bytes = store->GetBytes(i + 1);
    ASSERT_TRUE(bytes.ok()) << bytes.status();
    EXPECT_EQ(*bytes, logs[i].bytes);
  }
}

TEST_F(StoreTest, FindTakesADecimalIdOrAName) {
  auto store = OpenOrDie();
  ASSERT_TRUE(store->Ingest(MakeLogs(3)).ok());
  absl::StatusOr<LogRecord> by_id = store->Find("2");
  ASSERT_TRUE(by_id.ok()) << by_id.status();
  EXPECT_EQ(by_id->name, "log1");
  absl::StatusOr<LogRecord> by_name = store->Find("log2");
  ASSERT_TRUE(by_name.ok()) << by_name.status();
  EXPECT_EQ(by_name->id, 3u);
}

TEST_F(StoreTest, FindFallsBackToANumericNameWhenNoSuchId) {
  auto store = OpenOrDie();
  ASSERT_TRUE(store->Ingest({MakeLog("a"), MakeLog("77")}).ok());
  absl::StatusOr<LogRecord> record = store->Find("77");
  ASSERT_TRUE(record.ok()) << record.status();
  EXPECT_EQ(record->id, 2u);
}

TEST_F(StoreTest, ReingestingTheSameLogsIsIdempotent) {
  auto store = OpenOrDie();
  std::vector<NewLog> logs = MakeLogs(10);
  ASSERT_TRUE(store->Ingest(logs).ok());
  store.reset();
  store = OpenOrDie();
  absl::StatusOr<std::vector<IngestOutcome>> again = store->Ingest(logs);
  ASSERT_TRUE(again.ok()) << again.status();
  for (size_t i = 0; i < logs.size(); ++i) {
    EXPECT_EQ((*again)[i].result, IngestResult::kUnchanged);
    EXPECT_EQ((*again)[i].id, i + 1);
  }
  EXPECT_EQ(store->List()->size(), 10u);
  // A new log after the re-ingest still takes the next id.
  absl::StatusOr<std::vector<IngestOutcome>> more = store->Ingest({MakeLog("new")});
  ASSERT_TRUE(more.ok());
  EXPECT_EQ((*more)[0].id, 11u);
}

TEST_F(StoreTest, ChangedBytesUnderAKnownNameReplaceTheLogUnderANewId) {
  auto store = OpenOrDie();
  ASSERT_TRUE(store->Ingest(MakeLogs(3)).ok());
  NewLog changed = MakeLog("log0", 5000, /*version=*/1);
  absl::StatusOr<std::vector<IngestOutcome>> outcome = store->Ingest({changed});
  ASSERT_TRUE(outcome.ok()) << outcome.status();
  EXPECT_EQ((*outcome)[0].result, IngestResult::kReplaced);
  EXPECT_EQ((*outcome)[0].id, 4u);
  EXPECT_EQ((*outcome)[0].replaced_id, 1u);
  EXPECT_EQ(store->GetBytes(1).status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(*store->GetBytes(4), changed.bytes);
  EXPECT_EQ(store->Find("log0")->id, 4u);
  EXPECT_EQ(store->List()->size(), 3u);
}

// A log's identity is its bytes: a copy under another name (another path
// spelling, a symbolic link, a copied file) is the stored log, unchanged.
TEST_F(StoreTest, TheSameBytesUnderAnotherNameAreOneStoredLog) {
  auto store = OpenOrDie();
  NewLog original = MakeLog("corpus/a.binpb");
  ASSERT_TRUE(store->Ingest({original}).ok());
  NewLog copy = original;
  copy.name = "elsewhere/copy-of-a.binpb";
  absl::StatusOr<std::vector<IngestOutcome>> outcomes = store->Ingest({copy, copy});
  ASSERT_TRUE(outcomes.ok()) << outcomes.status();
  for (const IngestOutcome& o : *outcomes) {
    EXPECT_EQ(o.result, IngestResult::kUnchanged);
    EXPECT_EQ(o.id, 1u);
  }
  // Within one ingest too: the second of two equal logs is the first.
  NewLog fresh = MakeLog("b.binpb");
  NewLog fresh_copy = fresh;
  fresh_copy.name = "b-again.binpb";
  outcomes = store->Ingest({fresh, fresh_copy});
  ASSERT_TRUE(outcomes.ok());
  EXPECT_EQ((*outcomes)[0].result, IngestResult::kAdded);
  EXPECT_EQ((*outcomes)[1].result, IngestResult::kUnchanged);
  EXPECT_EQ((*outcomes)[1].id, (*outcomes)[0].id);
  absl::StatusOr<std::vector<LogRecord>> records = store->List();
  ASSERT_EQ(records->size(), 2u);
  EXPECT_EQ((*records)[0].name, "corpus/a.binpb");
}

// Replacing a log removes its bytes from the content index as well.
TEST_F(StoreTest, ReplacedBytesLeaveTheContentIndex) {
  auto store = OpenOrDie();
  NewLog first = MakeLog("a", 4000, 0);
  NewLog second = MakeLog("a", 4000, 1);
  ASSERT_TRUE(store->Ingest({first}).ok());
  ASSERT_EQ((*store->Ingest({second}))[0].result, IngestResult::kReplaced);
  NewLog old_bytes = first;
  old_bytes.name = "b";
  EXPECT_EQ((*store->Ingest({old_bytes}))[0].result, IngestResult::kAdded);
  NewLog new_bytes = second;
  new_bytes.name = "c";
  absl::StatusOr<std::vector<IngestOutcome>> c = store->Ingest({new_bytes});
  EXPECT_EQ((*c)[0].result, IngestResult::kUnchanged);
  EXPECT_EQ((*c)[0].id, 2u);
}

TEST_F(StoreTest, ANameRepeatedWithinOneIngestActsAsTwoIngests) {
  auto store = OpenOrDie();
  NewLog first = MakeLog("same");
  NewLog second = MakeLog("same", 4000, /*version=*/1);
  absl::StatusOr<std::vector<IngestOutcome>> outcomes =
      store->Ingest({first, first, second});
  ASSERT_TRUE(outcomes.ok()) << outcomes.status();
  EXPECT_EQ((*outcomes)[0].result, IngestResult::kAdded);
  EXPECT_EQ((*outcomes)[1].result, IngestResult::kUnchanged);
  EXPECT_EQ((*outcomes)[2].result, IngestResult::kReplaced);
  ASSERT_EQ(store->List()->size(), 1u);
  EXPECT_EQ(*store->GetBytes((*outcomes)[2].id), second.bytes);
}

// Ids past 255 check that keys sort numerically (big-endian), and a small
// batch size that several write transactions chain correctly.
TEST_F(StoreTest, IdsStayInNumericOrderAcrossBatchesAndReopens) {
  StoreOptions options;
  options.batch_size = 7;
  auto store = OpenOrDie(StoreMode::kReadWrite, options);
  ASSERT_TRUE(store->Ingest(MakeLogs(200, 100, "a")).ok());
  store.reset();
  store = OpenOrDie(StoreMode::kReadWrite, options);
  ASSERT_TRUE(store->Ingest(MakeLogs(150, 100, "b")).ok());
  absl::StatusOr<std::vector<LogRecord>> records = store->List();
  ASSERT_TRUE(records.ok());
  ASSERT_EQ(records->size(), 350u);
  for (size_t i = 0; i < records->size(); ++i) {
    EXPECT_EQ((*records)[i].id, i + 1);
  }
  EXPECT_EQ((*records)[299].name, "b99");
}

TEST_F(StoreTest, ForEachVisitsEveryLogInIdOrderAcrossReadBatches) {
  StoreOptions options;
  options.read_batch_size = 3;
  auto store = OpenOrDie(StoreMode::kReadWrite, options);
  std::vector<NewLog> logs = MakeLogs(10);
  ASSERT_TRUE(store->Ingest(logs).ok());
  std::vector<uint64_t> seen;
  absl::Status status = store->ForEach([&](const LogRecord& record, absl::string_view bytes) {
    seen.push_back(record.id);
    EXPECT_EQ(bytes, logs[record.id - 1].bytes);
    return absl::OkStatus();
  });
  ASSERT_TRUE(status.ok()) << status;
  std::vector<uint64_t> expected = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  EXPECT_EQ(seen, expected);
}

TEST_F(StoreTest, ForEachStopsAtAndReturnsTheCallbacksFirstError) {
  auto store = OpenOrDie();
  ASSERT_TRUE(store->Ingest(MakeLogs(5)).ok());
  int calls = 0;
  absl::Status status = store->ForEach([&](const LogRecord& record, absl::string_view) {
    ++calls;
    return record.id == 3 ? absl::CancelledError("stop here") : absl::OkStatus();
  });
  EXPECT_EQ(status.code(), absl::StatusCode::kCancelled);
  EXPECT_EQ(calls, 3);
}

TEST_F(StoreTest, ForEachCallbackMayReadTheSameStore) {
  StoreOptions options;
  options.read_batch_size = 2;
  auto store = OpenOrDie(StoreMode::kReadWrite, options);
  ASSERT_TRUE(store->Ingest(MakeLogs(5)).ok());
  absl::Status status = store->ForEach([&](const LogRecord& record, absl::string_view bytes) {
    absl::StatusOr<std::string> copy = store->GetBytes(record.id);
    if (!copy.ok()) return copy.status();
    EXPECT_EQ(*copy, bytes);
    return store->List().status();
  });
  EXPECT_TRUE(status.ok()) << status;
}

TEST_F(StoreTest, ReadersOnOtherThreadsSeeWholeBatchesWhileIngesting) {
  StoreOptions options;
  options.batch_size = 10;
  options.read_batch_size = 4;
  auto store = OpenOrDie(StoreMode::kReadWrite, options);
  ASSERT_TRUE(store->Ingest(MakeLogs(10, 3000, "first")).ok());
  std::atomic<bool> done{false};
  std::atomic<int> failures{0};
  std::vector<std::thread> readers;
  for (int t = 0; t < 3; ++t) {
    readers.emplace_back([&] {
      while (!done.load()) {
        absl::StatusOr<std::vector<LogRecord>> records = store->List();
        if (!records.ok() || records->size() % 10 != 0) ++failures;
        absl::Status status = store->ForEach([](const LogRecord&, absl::string_view) {
          return absl::OkStatus();  // bytes are checked against the digest
        });
        if (!status.ok()) ++failures;
      }
    });
  }
  for (int round = 0; round < 10; ++round) {
    ASSERT_TRUE(store->Ingest(MakeLogs(10, 3000, absl::StrCat("r", round, "-"))).ok());
  }
  done = true;
  for (std::thread& t : readers) t.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(store->List()->size(), 110u);
}

TEST_F(StoreTest, DigestOfLogBytesIsFrozen) {
  // Stores on disk hold these digests: the function must never change.
  EXPECT_EQ(DigestOfLogBytes(""), DigestOfLogBytes(std::string()));
  EXPECT_NE(DigestOfLogBytes(std::string(1, '\0')), DigestOfLogBytes(""));
  EXPECT_NE(DigestOfLogBytes("abcdefgh"), DigestOfLogBytes(std::string("abcdefgh\0", 9)));
  EXPECT_EQ(DigestOfLogBytes("arbiter corpus store"), uint64_t{9504546564605919815u});
}

// ---- bad input ----------------------------------------------------------

TEST_F(StoreTest, MissingFolderInReadOnlyModeIsNotFound) {
  absl::StatusOr<std::unique_ptr<CorpusStore>> store =
      CorpusStore::Open(dir_, StoreMode::kReadOnly);
  EXPECT_EQ(store.status().code(), absl::StatusCode::kNotFound);
  EXPECT_NE(store.status().message().find(dir_), absl::string_view::npos);
  EXPECT_FALSE(fs::exists(dir_));
}

TEST_F(StoreTest, FolderWithoutStoreInReadOnlyModeIsNotFound) {
  fs::create_directories(dir_);
  EXPECT_EQ(CorpusStore::Open(dir_, StoreMode::kReadOnly).status().code(),
            absl::StatusCode::kNotFound);
}

TEST_F(StoreTest, ReadWriteRefusesANonEmptyFolderWithoutStore) {
  fs::create_directories(dir_);
  std::ofstream(fs::path(dir_) / "game.binpb") << "not a store";
  EXPECT_EQ(CorpusStore::Open(dir_, StoreMode::kReadWrite).status().code(),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_FALSE(fs::exists(DataPath()));
}

TEST_F(StoreTest, AFileInsteadOfAFolderIsFailedPrecondition) {
  std::ofstream(dir_) << "a file";
  for (StoreMode mode : {StoreMode::kReadOnly, StoreMode::kReadWrite}) {
    EXPECT_EQ(CorpusStore::Open(dir_, mode).status().code(),
              absl::StatusCode::kFailedPrecondition);
  }
}

// Opens `dir` for writing as an unprivileged user and returns the status
// code. Root ignores permissions, so as root this runs in a child process
// that drops to `nobody`.
absl::StatusCode OpenForWritingWithoutPrivileges(const std::string& dir) {
  if (geteuid() != 0) {
    return CorpusStore::Open(dir, StoreMode::kReadWrite).status().code();
  }
  pid_t pid = fork();
  if (pid == 0) {
    if (setgid(65534) != 0 || setuid(65534) != 0) _exit(100);
    _exit(static_cast<int>(CorpusStore::Open(dir, StoreMode::kReadWrite).status().code()));
  }
  int wstatus = 0;
  waitpid(pid, &wstatus, 0);
  if (!WIFEXITED(wstatus) || WEXITSTATUS(wstatus) == 100) return absl::StatusCode::kUnknown;
  return static_cast<absl::StatusCode>(WEXITSTATUS(wstatus));
}

TEST_F(StoreTest, ReadOnlyFolderCannotBeOpenedForWriting) {
  MakeStore(3);
  fs::permissions(root_, fs::perms::all & ~fs::perms::others_write & ~fs::perms::group_write);
  fs::permissions(dir_, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                            fs::perms::group_exec | fs::perms::others_read |
                            fs::perms::others_exec);
  for (const char* file : {"data.mdb", "lock.mdb"}) {
    fs::permissions(fs::path(dir_) / file,
                    fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  }
  absl::StatusCode code = OpenForWritingWithoutPrivileges(dir_);
  EXPECT_TRUE(code == absl::StatusCode::kPermissionDenied ||
              code == absl::StatusCode::kFailedPrecondition)
      << absl::StatusCodeToString(code);
  // Nothing was lost: the store still reads.
  auto store = OpenOrDie(StoreMode::kReadOnly);
  ASSERT_NE(store, nullptr);
  EXPECT_EQ(store->List()->size(), 3u);
}

TEST_F(StoreTest, NewStoreInAReadOnlyParentIsPermissionDenied) {
  fs::permissions(root_, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                             fs::perms::group_exec | fs::perms::others_read |
                             fs::perms::others_exec);
  EXPECT_EQ(OpenForWritingWithoutPrivileges(dir_), absl::StatusCode::kPermissionDenied);
}

TEST_F(StoreTest, IngestIntoAReadOnlyStoreIsFailedPrecondition) {
  MakeStore(2);
  auto store = OpenOrDie(StoreMode::kReadOnly);
  absl::StatusOr<std::vector<IngestOutcome>> outcome = store->Ingest({MakeLog("x")});
  EXPECT_EQ(outcome.status().code(), absl::StatusCode::kFailedPrecondition);
}

// Reading whatever pages are left is tested in store_damage_test.cc.
TEST_F(StoreTest, TruncatedDataFileIsDataLossNotACrash) {
  MakeStore(20);  // ~80 KB of logs: many pages
  std::string original;
  {
    std::ifstream in(DataPath(), std::ios::binary);
    original.assign(std::istreambuf_iterator<char>(in), {});
  }
  ASSERT_GT(original.size(), 40000u);
  for (size_t keep : {size_t{0}, size_t{100}, size_t{4096}, size_t{8192},
                      original.size() / 2, original.size() - 4096}) {
    SCOPED_TRACE(keep);
    {
      std::ofstream out(DataPath(), std::ios::binary | std::ios::trunc);
      out.write(original.data(), static_cast<std::streamsize>(keep));
    }
    absl::StatusOr<std::unique_ptr<CorpusStore>> writer =
        CorpusStore::Open(dir_, StoreMode::kReadWrite);
    EXPECT_EQ(writer.status().code(), absl::StatusCode::kDataLoss) << writer.status();
    absl::StatusOr<std::unique_ptr<CorpusStore>> reader =
        CorpusStore::Open(dir_, StoreMode::kReadOnly);
    if (reader.ok()) {
      std::vector<absl::Status> damaged;
      EXPECT_TRUE((*reader)->List(&damaged).ok());
      EXPECT_FALSE(damaged.empty());
    } else {
      EXPECT_EQ(reader.status().code(), absl::StatusCode::kDataLoss) << reader.status();
    }
  }
}

TEST_F(StoreTest, GarbageDataFileIsDataLossNotACrash) {
  fs::create_directories(dir_);
  std::mt19937_64 rng(7);
  for (std::string kind : {"random", "zeros"}) {
    SCOPED_TRACE(kind);
    {
      std::ofstream out(DataPath(), std::ios::binary | std::ios::trunc);
      for (int i = 0; i < 65536; ++i) out.put(kind == "zeros" ? '\0' : static_cast<char>(rng()));
    }
    for (StoreMode mode : {StoreMode::kReadOnly, StoreMode::kReadWrite}) {
      absl::StatusOr<std::unique_ptr<CorpusStore>> store = CorpusStore::Open(dir_, mode);
      EXPECT_EQ(store.status().code(), absl::StatusCode::kDataLoss) << store.status();
    }
  }
}

// A valid LMDB header whose main root page is garbage must not reach
// LMDB's page walk; nothing can be read without the list of databases.
TEST_F(StoreTest, DamagedRootPageIsDataLossNotACrash) {
  MakeStore(3);
  std::fstream file(DataPath(), std::ios::binary | std::ios::in | std::ios::out);
  // LMDB 0.9, 64-bit: the page size is at byte 40 of a meta page, the main
  // database's root page number at 128 and the transaction id at 144.
  auto read_u64 = [&](std::streamoff at) {
    uint64_t value = 0;
    file.seekg(at);
    file.read(reinterpret_cast<char*>(&value), sizeof(value));
    return value;
  };
  const uint64_t page_size = read_u64(40) & 0xFFFFFFFFu;
  ASSERT_GE(page_size, 512u);
  const std::streamoff newest =
      read_u64(static_cast<std::streamoff>(page_size) + 144) > read_u64(144)
          ? static_cast<std::streamoff>(page_size)
          : 0;
  const uint64_t root = read_u64(newest + 128);
  ASSERT_GE(root, 2u);
  std::string garbage(page_size, '\xAB');
  file.seekp(static_cast<std::streamoff>(root * page_size));
  file.write(garbage.data(), static_cast<std::streamsize>(garbage.size()));
  file.close();
  for (StoreMode mode : {StoreMode::kReadOnly, StoreMode::kReadWrite}) {
    EXPECT_EQ(CorpusStore::Open(dir_, mode).status().code(), absl::StatusCode::kDataLoss);
  }
}

TEST_F(StoreTest, DamagedLogBytesAreDataLossWhileListStillWorks) {
  auto store = OpenOrDie();
  NewLog log = MakeLog("victim", 12000);
  ASSERT_TRUE(store->Ingest({MakeLog("other"), log}).ok());
  store.reset();
  // Flip one byte of the log's bytes inside data.mdb (large values are stored
  // contiguously on overflow pages).
  std::string data;
  {
    std::ifstream in(DataPath(), std::ios::binary);
    data.assign(std::istreambuf_iterator<char>(in), {});
  }
  size_t at = data.find(log.bytes.substr(0, 64));
  ASSERT_NE(at, std::string::npos);
  data[at + 5000] ^= 0x01;
  {
    std::ofstream out(DataPath(), std::ios::binary | std::ios::trunc);
    out.write(data.data(), static_cast<std::streamsize>(data.size()));
  }
  store = OpenOrDie(StoreMode::kReadOnly);
  ASSERT_NE(store, nullptr);
  EXPECT_EQ(store->List()->size(), 2u);  // metadata only: unaffected
  EXPECT_TRUE(store->GetBytes(1).ok());
  EXPECT_EQ(store->GetBytes(2).status().code(), absl::StatusCode::kDataLoss);
  absl::Status status = store->ForEach([](const LogRecord&, absl::string_view) {
    return absl::OkStatus();
  });
  EXPECT_EQ(status.code(), absl::StatusCode::kDataLoss);
  EXPECT_NE(status.message().find("victim"), absl::string_view::npos) << status;
}

TEST_F(StoreTest, LmdbEnvironmentThatIsNotAStoreIsFailedPrecondition) {
  fs::create_directories(dir_);
  PutRaw(dir_, nullptr, "key", "value");
  for (StoreMode mode : {StoreMode::kReadOnly, StoreMode::kReadWrite}) {
    EXPECT_EQ(CorpusStore::Open(dir_, mode).status().code(),
              absl::StatusCode::kFailedPrecondition);
  }
}

TEST_F(StoreTest, StoreOfAnotherSchemaVersionIsFailedPrecondition) {
  MakeStore(1);
  PutRaw(dir_, "info", "schema_version", std::string("\0\0\0\x63", 4));  // 99
  absl::StatusOr<std::unique_ptr<CorpusStore>> store =
      CorpusStore::Open(dir_, StoreMode::kReadOnly);
  EXPECT_EQ(store.status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_NE(store.status().message().find("99"), absl::string_view::npos) << store.status();
}

// Schema 1 had no content index: such a store is read as it is, and the
// first write builds the index and moves it to schema 2.
TEST_F(StoreTest, SchemaOneStoreIsReadAndUpgradedOnWrite) {
  std::vector<NewLog> logs = MakeLogs(5);
  {
    auto store = OpenOrDie();
    ASSERT_TRUE(store->Ingest(logs).ok());
  }
  MDB_env* env = nullptr;
  ASSERT_EQ(mdb_env_create(&env), 0);
  ASSERT_EQ(mdb_env_set_maxdbs(env, 8), 0);
  ASSERT_EQ(mdb_env_open(env, dir_.c_str(), 0, 0644), 0);
  auto schema = [&](unsigned char set) {
    MDB_txn* txn = nullptr;
    EXPECT_EQ(mdb_txn_begin(env, nullptr, set == 0 ? MDB_RDONLY : 0, &txn), 0);
    MDB_dbi info;
    EXPECT_EQ(mdb_dbi_open(txn, "info", 0, &info), 0);
    MDB_val k{14, const_cast<char*>("schema_version")}, v;
    unsigned char version[4] = {0, 0, 0, set};
    if (set != 0) {
      v = {4, version};
      EXPECT_EQ(mdb_put(txn, info, &k, &v, 0), 0);
      MDB_dbi digests;
      EXPECT_EQ(mdb_dbi_open(txn, "digests", 0, &digests), 0);
      EXPECT_EQ(mdb_drop(txn, digests, 1), 0);  // as a schema 1 store was
    } else {
      EXPECT_EQ(mdb_get(txn, info, &k, &v), 0);
    }
    const unsigned char got = static_cast<const unsigned char*>(v.mv_data)[3];
    EXPECT_EQ(mdb_txn_commit(txn), 0);
    return got;
  };
  schema(1);
  mdb_env_close(env);

  auto store = OpenOrDie(StoreMode::kReadOnly);
  ASSERT_NE(store, nullptr);
  ASSERT_EQ(store->List()->size(), 5u);
  EXPECT_EQ(*store->GetBytes(3), logs[2].bytes);
  store.reset();

  store = OpenOrDie(StoreMode::kReadWrite);
  NewLog copy = logs[3];
  copy.name = "another/name";
  absl::StatusOr<std::vector<IngestOutcome>> outcome = store->Ingest({copy});
  ASSERT_TRUE(outcome.ok()) << outcome.status();
  EXPECT_EQ((*outcome)[0].result, IngestResult::kUnchanged);
  EXPECT_EQ((*outcome)[0].id, 4u);
  store.reset();
  ASSERT_EQ(mdb_env_create(&env), 0);
  ASSERT_EQ(mdb_env_set_maxdbs(env, 8), 0);
  ASSERT_EQ(mdb_env_open(env, dir_.c_str(), MDB_RDONLY, 0644), 0);
  EXPECT_EQ(schema(0), kStoreSchemaVersion);
  mdb_env_close(env);
}

TEST_F(StoreTest, UnknownIdOrNameIsNotFound) {
  auto store = OpenOrDie();
  ASSERT_TRUE(store->Ingest(MakeLogs(2)).ok());
  EXPECT_EQ(store->GetBytes(3).status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(store->GetBytes(0).status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(store->Find("3").status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(store->Find("18446744073709551616").status().code(),
            absl::StatusCode::kNotFound);
  EXPECT_EQ(store->Find("nope").status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(store->Find("").status().code(), absl::StatusCode::kNotFound);
}

TEST_F(StoreTest, InvalidLogsAreRejectedBeforeAnythingIsWritten) {
  auto store = OpenOrDie();
  std::vector<NewLog> logs = MakeLogs(3);
  std::vector<NewLog> empty_name = logs;
  empty_name[2].name.clear();
  std::vector<NewLog> no_bytes = logs;
  no_bytes[2].bytes.clear();
  for (const auto& bad : {empty_name, no_bytes}) {
    EXPECT_EQ(store->Ingest(bad).status().code(), absl::StatusCode::kInvalidArgument);
  }
  EXPECT_TRUE(store->List()->empty());
}

// The map follows the data: a store opened with a map far smaller than its
// logs doubles it as often as needed, while another thread keeps reading.
TEST_F(StoreTest, StoreGrowsPastItsInitialMapSize) {
  StoreOptions tiny;
  tiny.map_size = 64 << 10;
  tiny.batch_size = 8;
  std::vector<NewLog> logs = MakeLogs(400, 10000);  // ~4 MB: 64 times the map
  auto store = OpenOrDie(StoreMode::kReadWrite, tiny);
  ASSERT_NE(store, nullptr);
  std::atomic<bool> done{false};
  std::atomic<int> reads{0};
  std::thread reader([&] {
    while (!done.load()) {
      absl::StatusOr<std::vector<LogRecord>> records = store->List();
      ASSERT_TRUE(records.ok()) << records.status();
      if (!records->empty()) {
        absl::StatusOr<std::string> bytes = store->GetBytes(records->back().id);
        ASSERT_TRUE(bytes.ok()) << bytes.status();
        EXPECT_EQ(*bytes, logs[records->back().id - 1].bytes);
      }
      ++reads;
    }
  });
  absl::StatusOr<std::vector<IngestOutcome>> added = store->Ingest(logs);
  done = true;
  reader.join();
  ASSERT_TRUE(added.ok()) << added.status();
  for (const IngestOutcome& o : *added) EXPECT_EQ(o.result, IngestResult::kAdded);
  EXPECT_GT(reads.load(), 0);
  // More logs later grow it again; the store keeps its grown size on reopen.
  store.reset();
  store = OpenOrDie(StoreMode::kReadWrite, tiny);
  std::vector<NewLog> more = MakeLogs(200, 10000, "more");
  ASSERT_TRUE(store->Ingest(more).ok());
  store.reset();
  store = OpenOrDie(StoreMode::kReadOnly, tiny);
  absl::StatusOr<std::vector<LogRecord>> records = store->List();
  ASSERT_TRUE(records.ok());
  ASSERT_EQ(records->size(), 600u);
  int checked = 0;
  ASSERT_TRUE(store
                  ->ForEach([&](const LogRecord& r, absl::string_view bytes) {
                    const NewLog& log = r.id <= 400 ? logs[r.id - 1] : more[r.id - 401];
                    EXPECT_EQ(bytes, log.bytes);
                    ++checked;
                    return absl::OkStatus();
                  })
                  .ok());
  EXPECT_EQ(checked, 600);
}

TEST_F(StoreTest, MapFullAtItsLargestSizeKeepsEarlierBatchesIntactAndReadable) {
  StoreOptions tiny;
  tiny.map_size = 128 << 10;
  tiny.max_map_size = 256 << 10;
  tiny.batch_size = 4;
  std::vector<NewLog> logs = MakeLogs(60, 10000);  // ~600 KB: cannot fit
  auto store = OpenOrDie(StoreMode::kReadWrite, tiny);
  absl::StatusOr<std::vector<IngestOutcome>> outcome = store->Ingest(logs);
  ASSERT_EQ(outcome.status().code(), absl::StatusCode::kResourceExhausted)
      << outcome.status();
  EXPECT_NE(outcome.status().message().find("largest size, 256 KiB"), absl::string_view::npos)
      << outcome.status();
  store.reset();

  store = OpenOrDie(StoreMode::kReadOnly);
  absl::StatusOr<std::vector<LogRecord>> kept = store->List();
  ASSERT_TRUE(kept.ok()) << kept.status();
  ASSERT_GT(kept->size(), 0u);
  ASSERT_LT(kept->size(), logs.size());
  EXPECT_EQ(kept->size() % 4, 0u) << "only whole batches are committed";
  for (const LogRecord& record : *kept) {
    absl::StatusOr<std::string> bytes = store->GetBytes(record.id);
    ASSERT_TRUE(bytes.ok()) << bytes.status();
    EXPECT_EQ(*bytes, logs[record.id - 1].bytes);
  }
  const size_t committed = kept->size();
  store.reset();

  // Allowed to grow, the same ingest completes; stored logs are unchanged.
  store = OpenOrDie(StoreMode::kReadWrite);
  absl::StatusOr<std::vector<IngestOutcome>> retry = store->Ingest(logs);
  ASSERT_TRUE(retry.ok()) << retry.status();
  for (size_t i = 0; i < logs.size(); ++i) {
    EXPECT_EQ((*retry)[i].result,
              i < committed ? IngestResult::kUnchanged : IngestResult::kAdded);
  }
  EXPECT_EQ(store->List()->size(), logs.size());
}

TEST_F(StoreTest, OpeningTheSameStoreTwiceInOneProcessIsRefused) {
  auto store = OpenOrDie();
  EXPECT_EQ(CorpusStore::Open(dir_, StoreMode::kReadOnly).status().code(),
            absl::StatusCode::kFailedPrecondition);
  store.reset();
  EXPECT_TRUE(CorpusStore::Open(dir_, StoreMode::kReadOnly).ok());
}

TEST_F(StoreTest, BadOptionsAreInvalidArgument) {
  StoreOptions options;
  options.batch_size = 0;
  EXPECT_EQ(CorpusStore::Open(dir_, StoreMode::kReadWrite, options).status().code(),
            absl::StatusCode::kInvalidArgument);
  options = {};
  options.map_size = 1000;
  EXPECT_EQ(CorpusStore::Open(dir_, StoreMode::kReadWrite, options).status().code(),
            absl::StatusCode::kInvalidArgument);
  options = {};
  options.max_map_size = options.map_size / 2;
  EXPECT_EQ(CorpusStore::Open(dir_, StoreMode::kReadWrite, options).status().code(),
            absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace arbiter
