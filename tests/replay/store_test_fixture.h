// Shared by the corpus store's tests: logs with unique bytes and a fixture
// that gives each test a fresh folder (removed afterwards, permissions and
// all).
#ifndef ARBITER_TESTS_REPLAY_STORE_TEST_FIXTURE_H_
#define ARBITER_TESTS_REPLAY_STORE_TEST_FIXTURE_H_

#include <lmdb.h>
#include <stdlib.h>

#include <filesystem>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "replay/store.h"

namespace arbiter {

// A log whose bytes are unique to (name, version) and `size` long; the store
// never parses bytes, so they need not be a real MatchLog.
inline NewLog MakeLog(const std::string& name, size_t size = 4000, int version = 0) {
  NewLog log;
  log.name = name;
  std::mt19937_64 rng(std::hash<std::string>{}(name) + version);
  log.bytes = absl::StrCat("<", name, "#", version, ">");
  while (log.bytes.size() < size) log.bytes.push_back(static_cast<char>(rng()));
  log.bytes.resize(std::max(size, log.bytes.size()));
  log.format = LogFormat::kBinary;
  log.header.set_format_version(1);
  log.header.set_game("rumble_nation");
  log.header.set_match_id(absl::StrCat("m-", name));
  log.header.set_rules_version(1);
  log.header.set_players(3);
  log.event_count = 42;
  return log;
}

// Writes `value` under `key` in database `db` (nullptr: LMDB's unnamed one)
// of the environment in `dir` with plain LMDB, as an older build, another
// program or a damaged disk would have left it.
inline void PutRaw(const std::string& dir, const char* db, const std::string& key,
                   const std::string& value) {
  MDB_env* env = nullptr;
  ASSERT_EQ(mdb_env_create(&env), 0);
  ASSERT_EQ(mdb_env_set_maxdbs(env, 8), 0);
  ASSERT_EQ(mdb_env_open(env, dir.c_str(), 0, 0644), 0);
  MDB_txn* txn = nullptr;
  ASSERT_EQ(mdb_txn_begin(env, nullptr, 0, &txn), 0);
  MDB_dbi dbi;
  ASSERT_EQ(mdb_dbi_open(txn, db, 0, &dbi), 0);
  MDB_val k{key.size(), const_cast<char*>(key.data())};
  MDB_val v{value.size(), const_cast<char*>(value.data())};
  ASSERT_EQ(mdb_put(txn, dbi, &k, &v, 0), 0);
  ASSERT_EQ(mdb_txn_commit(txn), 0);
  mdb_env_close(env);
}

inline std::vector<NewLog> MakeLogs(int n, size_t size = 4000, const std::string& prefix = "log") {
  std::vector<NewLog> logs;
  for (int i = 0; i < n; ++i) logs.push_back(MakeLog(absl::StrCat(prefix, i), size));
  return logs;
}

class StoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl = (std::filesystem::path(::testing::TempDir()) / "store_test.XXXXXX").string();
    ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
    root_ = tmpl;
    dir_ = (std::filesystem::path(root_) / "db").string();
  }
  void TearDown() override {
    std::error_code ec;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root_, ec)) {
      std::filesystem::permissions(entry.path(), std::filesystem::perms::owner_all, std::filesystem::perm_options::add, ec);
    }
    std::filesystem::remove_all(root_, ec);
  }

  std::unique_ptr<CorpusStore> OpenOrDie(StoreMode mode = StoreMode::kReadWrite,
                                         const StoreOptions& options = {}) {
    absl::StatusOr<std::unique_ptr<CorpusStore>> store =
        CorpusStore::Open(dir_, mode, options);
    EXPECT_TRUE(store.ok()) << store.status();
    return store.ok() ? *std::move(store) : nullptr;
  }

  // Creates a store holding `n` logs and closes it.
  void MakeStore(int n) {
    auto store = OpenOrDie();
    ASSERT_NE(store, nullptr);
    ASSERT_TRUE(store->Ingest(MakeLogs(n)).ok());
  }

  std::string DataPath() const { return (std::filesystem::path(dir_) / "data.mdb").string(); }

  std::string root_;
  std::string dir_;
};

}  // namespace arbiter

#endif  // ARBITER_TESTS_REPLAY_STORE_TEST_FIXTURE_H_
