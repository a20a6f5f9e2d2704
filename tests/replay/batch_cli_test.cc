// Batches on the command line: --jobs streaming order, --shard coverage and
// `arbiter merge-reports` giving back the single-process report.
#include <sys/stat.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "replay/commands.h"
#include "replay/log_reader.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;

struct Outcome {
  int code;
  std::string out;
  std::string err;
};

Outcome Arbiter(std::vector<std::string> args) {
  args.insert(args.begin(), "arbiter");
  std::ostringstream out, err;
  const int code = RunArbiter(args, out, err);
  return {code, out.str(), err.str()};
}

std::vector<std::string> Lines(const std::string& text) {
  return absl::StrSplit(text, '\n', absl::SkipEmpty());
}

// A folder of 14 logs: valid games of 2-4 players, one that breaks a rule
// and one that cannot be read, so every kind of line is in the batch.
class BatchCliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           absl::StrCat("batch_", ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "logs");
    for (int seed = 1; seed <= 12; ++seed) {
      PlayOptions options;
      options.players = 2 + seed % 3;
      options.seed = static_cast<uint64_t>(seed);
      pb::MatchLog log = *PlayRandomGame(*FindGame("rumble_nation"), options, {});
      if (seed == 5) log.mutable_events(3)->mutable_rumble_nation()->mutable_roll();
      const std::string path = (dir_ / "logs" / absl::StrCat("g", seed, ".binpb")).string();
      ASSERT_TRUE(WriteFileAtomically(path, *SerializeLog(log, LogFormat::kBinary)).ok());
    }
    std::ofstream(dir_ / "logs" / "garbage.binpb", std::ios::binary) << "\x0a\xff\xff not a log";
    std::ofstream(dir_ / "logs" / "empty.textproto") << "header {";
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string Logs() const { return (dir_ / "logs").string(); }

  // Runs every shard of `count` with `args`, writing each JSON output to a
  // file; returns the files.
  std::vector<std::string> ShardReports(const std::vector<std::string>& args, int count) {
    std::vector<std::string> files;
    for (int i = 0; i < count; ++i) {
      std::vector<std::string> shard_args = args;
      shard_args.insert(shard_args.end(), {"--json", "--shard", absl::StrCat(i, "/", count)});
      Outcome r = Arbiter(shard_args);
      EXPECT_NE(r.code, kExitInputError + 1) << r.err;
      const std::string file = (dir_ / absl::StrCat("shard-", i, "-of-", count, ".json")).string();
      std::ofstream(file) << r.out;
      files.push_back(file);
    }
    return files;
  }

  fs::path dir_;
};

TEST_F(BatchCliTest, JobsStreamInInputOrderWithEveryKindOfLine) {
  for (const char* format : {"--json", "--no-invariants"}) {
    Outcome one = Arbiter({"verify", Logs(), format, "--jobs", "1"});
    EXPECT_EQ(one.code, kExitInputError) << one.err;
    for (const char* jobs : {"2", "3", "7"}) {
      Outcome many = Arbiter({"verify", Logs(), format, "--jobs", jobs});
      EXPECT_EQ(many.code, one.code);
      EXPECT_EQ(many.out, one.out) << "--jobs " << jobs;
    }
  }
}

TEST_F(BatchCliTest, JobsDefaultsToTheAvailableCores) {
  Outcome r = Arbiter({"verify", Logs()});
  EXPECT_EQ(r.out, Arbiter({"verify", Logs(), "--jobs", "1"}).out);
  EXPECT_THAT(Arbiter({"verify", "--help"}).out, HasSubstr("default: the cores"));
}

TEST_F(BatchCliTest, EveryLogIsInExactlyOneShard) {
  Outcome whole = Arbiter({"verify", Logs()});
  std::vector<std::string> all = Lines(whole.out);
  all.pop_back();  // the summary
  for (int count : {1, 2, 3, 5, 16}) {
    std::multiset<std::string> union_of_shards;
    int64_t counted = 0;
    for (int i = 0; i < count; ++i) {
      Outcome r = Arbiter({"verify", Logs(), "--shard", absl::StrCat(i, "/", count), "--jobs", "2"});
      std::vector<std::string> lines = Lines(r.out);
      ASSERT_FALSE(lines.empty());
      const std::string summary = lines.back();
      lines.pop_back();
      int passed = 0, failed = 0;
      ASSERT_EQ(std::sscanf(summary.c_str(), "%d passed, %d failed", &passed, &failed), 2);
      counted += passed + failed;
      union_of_shards.insert(lines.begin(), lines.end());
    }
    EXPECT_EQ(union_of_shards, std::multiset<std::string>(all.begin(), all.end())) << count;
    EXPECT_EQ(counted, 14) << count;
  }
}

TEST_F(BatchCliTest, MergedShardReportsEqualTheSingleProcessReport) {
  for (const char* command : {"verify", "conform"}) {
    Outcome whole = Arbiter({command, Logs(), "--json"});
    for (int count : {1, 2, 3, 5}) {
      std::vector<std::string> merge = {"merge-reports"};
      for (std::string& f : ShardReports({command, Logs(), "--jobs", "2"}, count)) {
        merge.push_back(std::move(f));
      }
      Outcome merged = Arbiter(merge);
      EXPECT_EQ(merged.code, whole.code) << merged.err;
      EXPECT_EQ(merged.out, whole.out) << command << " " << count;
    }
  }
}

TEST_F(BatchCliTest, StoreShardsByTheRecordedDigestLikeFiles) {
  const std::string db = (dir_ / "db").string();
  ASSERT_EQ(Arbiter({"corpus", "ingest", Logs(), "--db", db}).code, kExitInputError);
  Outcome whole = Arbiter({"verify", db, "--json"});
  ASSERT_EQ(whole.code, kExitInvalid) << whole.err;
  std::vector<std::string> merge = {"merge-reports"};
  for (std::string& f : ShardReports({"verify", db}, 3)) merge.push_back(std::move(f));
  Outcome merged = Arbiter(merge);
  EXPECT_EQ(merged.code, whole.code) << merged.err;
  EXPECT_EQ(merged.out, whole.out);
  // The same bytes fall in the same shard from the store and from the files.
  Outcome files = Arbiter({"verify", Logs(), "--shard", "1/3", "--no-invariants"});
  Outcome stored = Arbiter({"verify", db, "--shard", "1/3", "--no-invariants"});
  auto count_ok = [](const std::string& out) {
    int n = 0;
    for (const std::string& line : Lines(out)) n += absl::StartsWith(line, "OK ");
    return n;
  };
  EXPECT_EQ(count_ok(files.out), count_ok(stored.out));
}

// LMDB forbids opening a store twice in one process: a store named again
// (as an argument, in a list, under another spelling) is read again through
// the same handle instead of failing.
TEST_F(BatchCliTest, AStoreNamedTwiceIsVerifiedTwice) {
  const std::string db = (dir_ / "db").string();
  ASSERT_EQ(Arbiter({"corpus", "ingest", Logs(), "--db", db}).code, kExitInputError);
  const std::string list = (dir_ / "stores.txt").string();
  std::ofstream(list) << db << "\n" << (dir_ / "." / "db").string() << "\n";
  Outcome r = Arbiter({"verify", db, "--files-from", list, "--jobs", "2"});
  EXPECT_EQ(r.code, kExitInvalid) << r.out;
  EXPECT_THAT(r.out, HasSubstr("33 passed, 3 failed"));  // 12 stored logs, g5 fails
  EXPECT_THAT(r.out, ::testing::Not(HasSubstr("already open")));
}

// Re-ingest is idempotent by content: the same bytes under any spelling of
// their path (absolute, relative, "./", a symbolic link, a copy) are one
// stored log, reported unchanged, and stored names never hold an absolute path.
TEST_F(BatchCliTest, ReingestUnderAnyPathSpellingIsUnchanged) {
  fs::create_directories(dir_ / "valid");
  for (int seed = 1; seed <= 12; ++seed) {
    const std::string file = absl::StrCat("g", seed, ".binpb");
    fs::copy_file(dir_ / "logs" / file, dir_ / "valid" / file);
  }
  fs::create_directory_symlink(dir_ / "valid", dir_ / "link");
  fs::copy(dir_ / "valid", dir_ / "copy");
  const std::string db = (dir_ / "db").string();
  const fs::path cwd = fs::current_path();
  fs::current_path(dir_);
  Outcome first = Arbiter({"corpus", "ingest", (dir_ / "valid").string(), "--db", db});
  EXPECT_EQ(first.code, kExitOk) << first.err;
  EXPECT_THAT(first.out, HasSubstr("added 12, unchanged 0"));
  const std::vector<std::string> spellings = {
      "valid/", "./valid", "valid/../valid", "link", "copy", (dir_ / "link" / ".").string()};
  for (const std::string& spelling : spellings) {
    Outcome again = Arbiter({"corpus", "ingest", spelling, "--db", db});
    EXPECT_EQ(again.code, kExitOk) << spelling << again.err;
    EXPECT_THAT(again.out, HasSubstr("added 0, unchanged 12, replaced 0")) << spelling;
  }
  Outcome file = Arbiter({"corpus", "ingest", (dir_ / "copy" / "g3.binpb").string(),
                          "valid/g4.binpb", "--db", db});
  EXPECT_THAT(file.out, HasSubstr("added 0, unchanged 2, replaced 0"));
  Outcome list = Arbiter({"corpus", "ls", "--db", db, "--json"});
  fs::current_path(cwd);
  std::vector<std::string> lines = Lines(list.out);
  ASSERT_EQ(lines.size(), 12u) << list.out;
  EXPECT_THAT(lines[0], HasSubstr("\"name\":\"valid/g1.binpb\""));
  EXPECT_THAT(list.out, ::testing::Not(HasSubstr(dir_.string())));
  EXPECT_THAT(list.out, ::testing::Not(HasSubstr("\"name\":\"/")));
}

// The logs of the fixture, in an order no folder walk gives, with a
// folder, a path that does not exist and a blank line among them.
std::string WriteShuffledList(const fs::path& dir) {
  const std::string list = (dir / "list.txt").string();
  std::ofstream o(list);
  for (int seed : {7, 2, 11, 5, 1}) o << (dir / "logs" / absl::StrCat("g", seed, ".binpb")).string() << "\n";
  o << "\n" << (dir / "logs" / "missing.binpb").string() << "\n";
  o << (dir / "logs").string() << "\n" << (dir / "logs" / "g3.binpb").string() << "\n";
  return list;
}

TEST_F(BatchCliTest, AListStreamsInItsOwnOrderUnderJobs) {
  const std::string list = WriteShuffledList(dir_);
  for (const char* format : {"--json", "--no-invariants"}) {
    Outcome one = Arbiter({"verify", "--files-from", list, format, "--jobs", "1"});
    EXPECT_EQ(one.code, kExitInputError) << one.err;
    if (format == std::string("--json")) {
      std::vector<std::string> lines = Lines(one.out);
      ASSERT_EQ(lines.size(), 5u + 1u + 14u + 1u + 1u);  // and the summary
      EXPECT_THAT(lines[0], HasSubstr("g7.binpb"));
      EXPECT_THAT(lines[3], HasSubstr("g5.binpb"));
      EXPECT_THAT(lines[4], HasSubstr("g1.binpb"));
      EXPECT_THAT(lines[5], HasSubstr("missing.binpb"));  // reported in its place
      EXPECT_THAT(lines[5], HasSubstr("no such file"));
      EXPECT_THAT(lines[6], HasSubstr("empty.textproto"));  // the folder, sorted
      EXPECT_THAT(lines[20], HasSubstr("g3.binpb"));
    }
    for (const char* jobs : {"2", "3", "7"}) {
      Outcome many = Arbiter({"verify", "--files-from", list, format, "--jobs", jobs});
      EXPECT_EQ(many.code, one.code);
      EXPECT_EQ(many.out, one.out) << "--jobs " << jobs;
    }
  }
}

TEST_F(BatchCliTest, ShardsOfAListCoverEveryLogOnceAndMergeBack) {
  const std::string list = WriteShuffledList(dir_);
  Outcome whole = Arbiter({"verify", "--files-from", list, "--json"});
  for (int count : {2, 5}) {
    std::vector<std::string> merge = {"merge-reports"};
    for (std::string& f : ShardReports({"verify", "--files-from", list, "--jobs", "3"}, count)) {
      merge.push_back(std::move(f));
    }
    Outcome merged = Arbiter(merge);
    EXPECT_EQ(merged.code, whole.code) << merged.err;
    EXPECT_EQ(merged.out, whole.out) << count;
  }
}

// A stream that records what has been flushed, so a test sees output
// exactly when the command lets a reader of its pipe see it.
class FlushedText : public std::stringbuf {
 public:
  // Waits until a flush has shown a line holding `text`, the run ended or
  // 60 s passed; true when it was shown.
  bool AwaitLineWith(const std::string& text, const std::atomic<bool>& ended) {
    std::unique_lock<std::mutex> lock(mu_);
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (flushed_.find(text) == std::string::npos && !ended &&
           std::chrono::steady_clock::now() < give_up) {
      flushed_cv_.wait_for(lock, std::chrono::milliseconds(50));
    }
    return flushed_.find(text) != std::string::npos;
  }

 protected:
  int sync() override {
    std::lock_guard<std::mutex> lock(mu_);
    flushed_ = str();
    flushed_cv_.notify_all();
    return 0;
  }

 private:
  std::mutex mu_;
  std::condition_variable flushed_cv_;
  std::string flushed_;
};

// --files-from a pipe: the first log's line is out before the list is
// even finished, so a service can feed matches as they end. The list's
// writer waits for that line before it writes the rest: a build that read
// the whole list first would not print it, and the test fails (after the
// 60 s that show it never came) instead of hanging.
TEST_F(BatchCliTest, TheFirstLineOfAPipedListIsOutBeforeTheListEnds) {
  const std::string fifo = (dir_ / "paths.fifo").string();
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  for (const char* jobs : {"1", "3"}) {
    FlushedText text;
    std::ostream out(&text);
    std::ostringstream err;
    std::atomic<bool> ended = false;
    int code = -1;
    std::thread run([&] {
      code = RunArbiter({"arbiter", "verify", "--files-from", fifo, "--jobs", jobs}, out, err);
      out.flush();
      ended = true;
    });
    bool early = false;
    {
      std::ofstream list(fifo);  // opens once the command opens its end
      list << (dir_ / "logs" / "g1.binpb").string() << std::endl;
      early = text.AwaitLineWith("g1.binpb", ended);
      for (int seed = 2; seed <= 4; ++seed) {
        list << (dir_ / "logs" / absl::StrCat("g", seed, ".binpb")).string() << "\n";
      }
    }  // the list ends here
    run.join();
    EXPECT_TRUE(early) << "--jobs " << jobs << ": no line before the list ended";
    EXPECT_EQ(code, kExitOk) << err.str();
    std::vector<std::string> lines = Lines(text.str());
    ASSERT_EQ(lines.size(), 5u) << text.str();
    EXPECT_THAT(lines[0], HasSubstr("g1.binpb"));
    EXPECT_THAT(lines[3], HasSubstr("g4.binpb"));
    EXPECT_EQ(lines[4], "4 passed, 0 failed");
  }
}

TEST_F(BatchCliTest, MergeRefusesIncompleteOrInconsistentReports) {
  std::vector<std::string> files = ShardReports({"verify", Logs()}, 3);
  Outcome missing = Arbiter({"merge-reports", files[0], files[2]});
  EXPECT_EQ(missing.code, kExitInputError);
  EXPECT_THAT(missing.err, HasSubstr("shard 1/3 is missing"));
  EXPECT_TRUE(missing.out.empty());

  Outcome twice = Arbiter({"merge-reports", files[0], files[1], files[1], files[2]});
  EXPECT_EQ(twice.code, kExitInputError);
  EXPECT_THAT(twice.err, HasSubstr("given twice"));

  std::vector<std::string> other = ShardReports({"verify", Logs(), "--no-invariants"}, 2);
  Outcome mixed = Arbiter({"merge-reports", files[0], other[1], files[2]});
  EXPECT_EQ(mixed.code, kExitInputError);

  // A report cut short: a log line lost.
  std::ifstream in(files[1]);
  std::stringstream text;
  text << in.rdbuf();
  std::vector<std::string> lines = Lines(text.str());
  ASSERT_GE(lines.size(), 2u);
  const std::string cut = (dir_ / "cut.json").string();
  {
    std::ofstream o(cut);
    for (size_t i = 1; i < lines.size(); ++i) o << lines[i] << "\n";
  }
  if (lines.size() > 1) {
    Outcome truncated = Arbiter({"merge-reports", files[0], cut, files[2]});
    EXPECT_EQ(truncated.code, kExitInputError);
    EXPECT_THAT(truncated.err, HasSubstr("truncated"));
  }

  const std::string plain = (dir_ / "plain.json").string();
  std::ofstream(plain) << Arbiter({"verify", Logs(), "--json"}).out;
  Outcome unsharded = Arbiter({"merge-reports", plain});
  EXPECT_EQ(unsharded.code, kExitInputError);
  EXPECT_THAT(unsharded.err, HasSubstr("--shard"));

  EXPECT_EQ(Arbiter({"merge-reports", (dir_ / "nope.json").string()}).code, kExitInputError);
  EXPECT_EQ(Arbiter({"merge-reports"}).code, kExitInputError);
  EXPECT_EQ(Arbiter({"verify", Logs(), "--shard", "3/3"}).code, kExitInputError);
}

}  // namespace
}  // namespace arbiter
