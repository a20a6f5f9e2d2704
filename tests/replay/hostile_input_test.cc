// The command line against hostile inputs and a hostile environment: paths
// that are not files, sizes past every 32-bit boundary, logs that try to
// forge report lines, outputs that cannot be written. Each test here failed
// (or hung) before the readers and reports were hardened.
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <streambuf>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gmock/gmock.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "replay/commands.h"
#include "replay/log_reader.h"
#include "tests/replay/run_arbiter.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;
using ::testing::Not;

pb::MatchLog Game(uint64_t seed) {
  PlayOptions options;
  options.players = 3;
  options.seed = seed;
  return *PlayRandomGame(*FindGame("rumble_nation"), options, {});
}

// Every line a text report may print: a verdict, an indented detail line,
// or the summary. A forged line would be anything else.
bool IsReportLine(absl::string_view line) {
  return absl::StartsWith(line, "OK ") || absl::StartsWith(line, "FAIL ") ||
         absl::StartsWith(line, "  ") || absl::EndsWith(line, " failed");
}

class HostileInputTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           absl::StrCat("hostile_",
                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::permissions(dir_, fs::perms::owner_all, fs::perm_options::add, ec);
    for (const auto& e : fs::recursive_directory_iterator(dir_, ec)) {
      fs::permissions(e.path(), fs::perms::owner_all, fs::perm_options::add, ec);
    }
    fs::remove_all(dir_, ec);
  }
  std::string Write(const std::string& name, const pb::MatchLog& log) {
    std::string path = (dir_ / name).string();
    EXPECT_TRUE(WriteFileAtomically(path, *SerializeLog(log, FormatForPath(path))).ok());
    return path;
  }
  fs::path dir_;
};

// ---- paths that are not files -------------------------------------------

TEST_F(HostileInputTest, AFifoIsRefusedWithoutBlocking) {
  const std::string fifo = (dir_ / "pipe.binpb").string();
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  Result r = Arbiter({"verify", fifo});  // blocked forever in open() before
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.out, HasSubstr("is a FIFO, not a log file"));
}

TEST_F(HostileInputTest, ACharacterDeviceIsRefusedWithoutReading) {
  // Before, /dev/zero was read up to --max-bytes (here 16 GiB of zeros).
  if (!fs::exists("/dev/zero")) GTEST_SKIP() << "no /dev/zero here (a minimal chroot)";
  Result r = Arbiter({"verify", "/dev/zero", "--max-bytes", "17179869184"});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.out, HasSubstr("is a character device"));
}

// ---- sizes past 2 and 4 GiB ---------------------------------------------

TEST_F(HostileInputTest, AValidLogFollowedBy4GiBOfZerosIsNotOk) {
  const std::string path = Write("padded.binpb", Game(1));
  const uint64_t size = fs::file_size(path);
  // Sparse: no disk is used for the zeros.
  fs::resize_file(path, size + (uint64_t{4} << 30));
  // Before, the length was cut to int (size + 4 GiB -> size): reported OK.
  Result r = Arbiter({"verify", path, "--max-bytes", "17179869184"});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.out, Not(HasSubstr("OK ")));
  EXPECT_THAT(r.out, HasSubstr("2 GiB"));
}

TEST_F(HostileInputTest, MaxBytesAbove2GiBStillReadsOrdinaryLogs) {
  const std::string path = Write("plain.binpb", Game(2));
  Result r = Arbiter({"verify", path, "--max-bytes", "6442450944"});
  EXPECT_EQ(r.code, kExitOk) << r.out;
}

TEST_F(HostileInputTest, ALogOf2GiBIsRefusedWhateverTheCap) {
  const std::string path = (dir_ / "edge.binpb").string();
  std::ofstream(path).put('x');
  fs::resize_file(path, uint64_t{1} << 31);
  absl::StatusOr<std::string> read = ReadFileCapped(path, uint64_t{1} << 33);
  EXPECT_EQ(read.status().code(), absl::StatusCode::kDataLoss);
  EXPECT_THAT(std::string(read.status().message()), HasSubstr("2 GiB"));
  // Within the 8 GiB cap: refused for protobuf's limit, INT_MAX bytes.
  EXPECT_THAT(std::string(read.status().message()), HasSubstr("2147483647"));
}

// ---- one enormous event -------------------------------------------------

TEST_F(HostileInputTest, AnEventOverThePerEventCapIsRefusedBeforeDecoding) {
  pb::MatchLog log = Game(3);
  std::string bytes = *SerializeLog(log, LogFormat::kBinary);
  // One more `events` field (2, length-delimited) of 8 MB.
  const size_t length = size_t{8} << 20;
  bytes.push_back(static_cast<char>((2 << 3) | 2));
  for (size_t v = length; ; v >>= 7) {
    bytes.push_back(static_cast<char>((v & 0x7F) | (v >= 0x80 ? 0x80 : 0)));
    if (v < 0x80) break;
  }
  bytes.append(length, '\x08');
  const std::string path = (dir_ / "huge_event.binpb").string();
  std::ofstream(path, std::ios::binary) << bytes;
  Result r = Arbiter({"verify", path});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.out, HasSubstr("bytes per event"));
}

// ---- reports cannot be forged -------------------------------------------

TEST_F(HostileInputTest, ALogCannotForgeAnOkLineOrASummary) {
  pb::MatchLog log = Game(4);
  log.mutable_header()->set_match_id(
      "m\nOK forged.binpb game=rumble_nation events=1 digest=0\n9 passed, 0 failed\x1b[2J");
  // Make it fail so the match id is printed in the detail line.
  *log.add_events() = log.events(0);
  const std::string evil_name = "evil\nOK other.binpb game=root\x1b]0;x\x07.binpb";
  Write(evil_name, log);
  Result r = Arbiter({"verify", dir_.string()});
  EXPECT_EQ(r.code, kExitInvalid) << r.out;
  for (absl::string_view line : absl::StrSplit(r.out, '\n', absl::SkipEmpty())) {
    EXPECT_TRUE(IsReportLine(line)) << "forged line: " << line;
    EXPECT_FALSE(absl::StartsWith(line, "OK ")) << line;
    EXPECT_FALSE(absl::StartsWith(line, "9 passed")) << line;
  }
  EXPECT_THAT(r.out, Not(HasSubstr("\x1b")));
  EXPECT_THAT(r.out, Not(HasSubstr("\x07")));
  EXPECT_THAT(r.out, HasSubstr("evil\\nOK other.binpb"));
  EXPECT_THAT(r.out, HasSubstr("0 passed, 1 failed"));
}

TEST_F(HostileInputTest, JsonOutputParsesForAnyBytesInTheLog) {
  pb::MatchLog log = Game(5);
  // Binary logs carry any bytes in string fields' wire form; build one with
  // bytes that are not UTF-8 and control characters.
  std::string bytes = *SerializeLog(log, LogFormat::kBinary);
  pb::MatchLog poisoned = log;
  poisoned.mutable_header()->set_match_id("MATCHIDXX");
  std::string marked = *SerializeLog(poisoned, LogFormat::kBinary);
  const size_t at = marked.find("MATCHIDXX");
  ASSERT_NE(at, std::string::npos);
  marked.replace(at, 9, "\xff\xfe\x01\"\\\x7f\xc0\xaf\x9b");
  const std::string path = (dir_ / "bad\xff\x01name.binpb").string();
  std::ofstream(path, std::ios::binary) << marked;
  for (const char* command : {"verify", "conform"}) {
    Result r = Arbiter({command, path, "--json"});
    for (absl::string_view line : absl::StrSplit(r.out, '\n', absl::SkipEmpty())) {
      google::protobuf::Struct parsed;
      auto status = google::protobuf::util::JsonStringToMessage(std::string(line), &parsed);
      EXPECT_TRUE(status.ok()) << command << ": " << line;
    }
  }
}

TEST_F(HostileInputTest, MessagesQuoteAHugeGameNameWithABound) {
  pb::MatchLog log = Game(6);
  log.mutable_header()->set_game(std::string(1 << 20, 'g'));
  const std::string path = Write("big_name.binpb", log);
  Result r = Arbiter({"verify", path});
  EXPECT_EQ(r.code, kExitInputError);
  for (absl::string_view line : absl::StrSplit(r.out, '\n')) {
    EXPECT_LT(line.size(), 8192u);
  }
  EXPECT_THAT(r.out, HasSubstr("bytes)"));
}

// ---- every write is checked ---------------------------------------------

// A stream whose every write fails, as on a full disk or /dev/full.
class FailingBuffer : public std::streambuf {
 protected:
  int_type overflow(int_type) override {
    errno = ENOSPC;
    return traits_type::eof();
  }
  std::streamsize xsputn(const char*, std::streamsize) override {
    errno = ENOSPC;
    return 0;
  }
};

TEST_F(HostileInputTest, AFailedWriteToStandardOutputExitsNonZero) {
  const std::string path = Write("ok.binpb", Game(7));
  FailingBuffer buffer;
  std::ostream out(&buffer);
  std::ostringstream err;
  // Before, the report was lost and the exit code was 0.
  EXPECT_EQ(RunArbiter({"arbiter", "verify", path}, out, err), kExitInputError);
  EXPECT_THAT(err.str(), HasSubstr("cannot write the output"));
}

// A tmpfs of `bytes` at `dir`; false when this process may not mount.
bool MountSmallTmpfs(const std::string& dir, size_t bytes) {
  return mount("tmpfs", dir.c_str(), "tmpfs", 0,
               absl::StrCat("size=", bytes).c_str()) == 0;
}

TEST_F(HostileInputTest, AFullDiskUnderOutLeavesNoPartialOrTemporaryFile) {
  const fs::path small = dir_ / "small";
  fs::create_directories(small);
  if (!MountSmallTmpfs(small.string(), 64 << 10)) {
    GTEST_SKIP() << "cannot mount a tmpfs here (needs CAP_SYS_ADMIN): "
                 << std::strerror(errno);
  }
  std::string big(1 << 20, 'x');
  absl::Status written = WriteFileAtomically((small / "log.binpb").string(), big);
  EXPECT_EQ(written.code(), absl::StatusCode::kResourceExhausted) << written;
  EXPECT_THAT(std::string(written.message()), HasSubstr("No space left"));
  std::vector<std::string> left;
  for (const auto& e : fs::directory_iterator(small)) left.push_back(e.path().string());
  EXPECT_TRUE(left.empty()) << left.front();
  umount2(small.c_str(), MNT_DETACH);
}

// ---- folders that cannot be read ----------------------------------------

TEST_F(HostileInputTest, AnUnreadableFolderIsReportedNotSkipped) {
  Write("a.binpb", Game(8));
  const fs::path locked = dir_ / "locked";
  fs::create_directories(locked);
  Write("locked/b.binpb", Game(9));
  fs::permissions(locked, fs::perms::none);
  fs::permissions(dir_, fs::perms::all);
  // Root reads every folder, so drop to `nobody` in a child to see EACCES.
  pid_t pid = fork();
  if (pid == 0) {
    if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(100);
    std::ostringstream out, err;
    int code = RunArbiter({"arbiter", "verify", dir_.string()}, out, err);
    const bool reported = absl::StrContains(out.str(), "cannot be listed");
    _exit(code * 10 + (reported ? 1 : 0));
  }
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFEXITED(status));
  ASSERT_NE(WEXITSTATUS(status), 100) << "cannot drop privileges";
  // Before: "1 passed, 0 failed", exit 0.
  EXPECT_EQ(WEXITSTATUS(status), kExitInputError * 10 + 1);
}

}  // namespace
}  // namespace arbiter
