// The command-line conventions a script relies on: `-` for standard input
// and output, --format and sniffing for names that say no format,
// --files-from, convert, --version, -h everywhere, the man page, options
// refused by name, and golden results checked by verify.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

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
using ::testing::Not;
using ::testing::StartsWith;

struct Result {
  int code;
  std::string out;
  std::string err;
};

// Runs the command line with `input` as standard input.
Result Arbiter(std::vector<std::string> args, const std::string& input = "") {
  args.insert(args.begin(), "arbiter");
  std::istringstream in(input);
  std::streambuf* saved = std::cin.rdbuf(in.rdbuf());
  std::cin.clear();
  std::ostringstream out, err;
  int code = RunArbiter(args, out, err);
  std::cin.rdbuf(saved);
  std::cin.clear();
  return {code, out.str(), err.str()};
}

// The digest field of an "OK ..." line.
std::string DigestOf(const std::string& out) {
  size_t at = out.find("digest=");
  if (at == std::string::npos) return "";
  return out.substr(at + 7, 16);
}

class CliConventionsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           absl::StrCat("cliconv_",
                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  static pb::MatchLog PlayedGame(uint64_t seed) {
    PlayOptions options;
    options.players = 3;
    options.seed = seed;
    return *PlayRandomGame(*FindGame("rumble_nation"), options, {});
  }
  std::string WriteBytes(const std::string& name, const std::string& bytes) {
    std::string path = (dir_ / name).string();
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
  }
  std::string Read(const std::string& name) {
    std::ifstream in(dir_ / name, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }
  std::string Path(const std::string& name) { return (dir_ / name).string(); }

  fs::path dir_;
};

TEST_F(CliConventionsTest, MisspeltGameOptionIsRefusedByName) {
  Result r = Arbiter({"play", "root", "--turn-limt", "5", "--seed", "1", "--out",
                      Path("r.binpb")});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.err, HasSubstr("--turn-limt"));
  EXPECT_FALSE(fs::exists(Path("r.binpb")));
  r = Arbiter({"play", "rumble-nation", "--seeed", "1", "--seed", "1", "--out", Path("x.binpb")});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.err, HasSubstr("--seeed"));
}

TEST_F(CliConventionsTest, UnknownOptionOfEveryCommandIsRefusedByName) {
  for (const char* command : {"verify", "conform", "replay", "diff", "convert", "redact", "render", "corpus", "help"}) {
    Result r = Arbiter({command, "--no-such-option", "x"});
    EXPECT_EQ(r.code, kExitInputError) << command;
    EXPECT_THAT(r.err, HasSubstr("--no-such-option")) << command;
  }
  Result r = Arbiter({"verify", "-q", "x"});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.err, HasSubstr("-q"));
}

TEST_F(CliConventionsTest, ShortHelpOnEveryCommand) {
  for (const char* command :
       {"verify", "conform", "replay", "play", "diff", "convert", "redact", "render",
        "corpus", "help"}) {
    Result r = Arbiter({command, "-h"});
    EXPECT_EQ(r.code, kExitOk) << command;
    EXPECT_THAT(r.out, StartsWith(absl::StrCat("usage: arbiter ", command))) << command;
    EXPECT_EQ(Arbiter({"help", command}).out, r.out) << command;
  }
  EXPECT_EQ(Arbiter({"-h"}).code, kExitOk);
}

TEST_F(CliConventionsTest, VersionNamesBuildEnvelopeAndEveryGamesRules) {
  Result r = Arbiter({"--version"});
  EXPECT_EQ(r.code, kExitOk);
  EXPECT_THAT(r.out, StartsWith("arbiter "));
  EXPECT_THAT(r.out, HasSubstr(absl::StrCat("log format_version ", kFormatVersion)));
  for (const Game* game : AllGames()) {
    EXPECT_THAT(r.out, HasSubstr(absl::StrCat(game->info().name, " rules_version ",
                                              game->info().rules_version)));
  }
}

TEST_F(CliConventionsTest, ManPageHoldsEveryCommandsHelp) {
  Result r = Arbiter({"help", "--man"});
  EXPECT_EQ(r.code, kExitOk);
  EXPECT_THAT(r.out, StartsWith(".TH ARBITER 1"));
  for (const char* command :
       {"verify", "conform", "replay", "play", "diff", "convert", "redact", "render",
        "corpus", "help"}) {
    EXPECT_THAT(r.out, HasSubstr(absl::StrCat("\n.SS ", command, "\n"))) << command;
  }
  // The help's own words, with options as troff minus signs.
  EXPECT_THAT(r.out, HasSubstr("\\-\\-require\\-complete"));
  // No help line may start a troff request by accident.
  for (absl::string_view line : absl::StrSplit(r.out, '\n')) {
    if (line.empty() || line[0] != '.') continue;
    EXPECT_TRUE(line == ".nf" || line == ".fi" || absl::StartsWith(line, ".TH") ||
                absl::StartsWith(line, ".SH") || absl::StartsWith(line, ".SS"))
        << line;
  }
}

TEST_F(CliConventionsTest, StandardInputInEveryFormatVerifiesWithTheSameDigest) {
  pb::MatchLog log = PlayedGame(11);
  Result file = Arbiter({"verify", WriteBytes("g.binpb", *SerializeLog(log, LogFormat::kBinary))});
  ASSERT_EQ(file.code, kExitOk) << file.out;
  std::string digest = DigestOf(file.out);
  ASSERT_FALSE(digest.empty());
  for (LogFormat format : {LogFormat::kBinary, LogFormat::kText, LogFormat::kJson}) {
    std::string bytes = *SerializeLog(log, format);
    Result sniffed = Arbiter({"verify", "-"}, bytes);
    EXPECT_EQ(sniffed.code, kExitOk) << FormatName(format) << sniffed.out << sniffed.err;
    EXPECT_EQ(DigestOf(sniffed.out), digest) << FormatName(format);
    Result named = Arbiter({"verify", "-", "--format", std::string(FormatName(format))}, bytes);
    EXPECT_EQ(named.code, kExitOk) << FormatName(format);
    EXPECT_EQ(DigestOf(named.out), digest);
    Result replayed = Arbiter({"replay", "-"}, bytes);
    EXPECT_EQ(replayed.code, kExitOk) << FormatName(format) << replayed.err;
  }
  EXPECT_EQ(Arbiter({"verify", "-", "--format", "yaml"}, "").code, kExitInputError);
  EXPECT_EQ(Arbiter({"verify", "-", "-"}, "").code, kExitInputError);
}

TEST_F(CliConventionsTest, UnknownExtensionIsSniffedOrRefusedNeverMisreadAsBinary) {
  pb::MatchLog log = PlayedGame(12);
  Result bin = Arbiter({"verify", WriteBytes("a.log", *SerializeLog(log, LogFormat::kBinary))});
  Result text = Arbiter({"verify", WriteBytes("b.log", *SerializeLog(log, LogFormat::kText))});
  Result json = Arbiter({"verify", WriteBytes("c.dat", *SerializeLog(log, LogFormat::kJson))});
  for (const Result* r : {&bin, &text, &json}) EXPECT_EQ(r->code, kExitOk) << r->out;
  EXPECT_EQ(DigestOf(bin.out), DigestOf(text.out));
  EXPECT_EQ(DigestOf(bin.out), DigestOf(json.out));
  // Neither a log nor anything like one: refused, with the formats named.
  Result r = Arbiter({"verify", WriteBytes("notes.txt", "\x01\x02 some words")});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.out, HasSubstr("binary (.binpb"));
  EXPECT_THAT(r.out, HasSubstr("--format"));
}

TEST_F(CliConventionsTest, FilesFromListsPathsInAFileOrOnStandardInput) {
  std::string a = WriteBytes("a.binpb", *SerializeLog(PlayedGame(13), LogFormat::kBinary));
  std::string b = WriteBytes("b.textproto", *SerializeLog(PlayedGame(14), LogFormat::kText));
  std::string list = WriteBytes("list.txt", absl::StrCat(a, "\n\n", b, "\r\n"));
  Result r = Arbiter({"verify", "--files-from", list});
  EXPECT_EQ(r.code, kExitOk) << r.out << r.err;
  EXPECT_THAT(r.out, HasSubstr("2 passed, 0 failed"));
  r = Arbiter({"conform", a, "--files-from", "-"}, b + "\n");
  EXPECT_EQ(r.code, kExitOk) << r.out << r.err;
  EXPECT_THAT(r.out, HasSubstr("2 passed, 0 failed"));
  EXPECT_EQ(Arbiter({"verify", "-", "--files-from", "-"}, "").code, kExitInputError);
}

TEST_F(CliConventionsTest, ConvertRoundTripsKeepTheDigest) {
  pb::MatchLog log = PlayedGame(15);
  std::string original = *SerializeLog(log, LogFormat::kBinary);
  std::string in = WriteBytes("in.binpb", original);
  std::string digest = DigestOf(Arbiter({"verify", in}).out);
  ASSERT_EQ(Arbiter({"convert", in, Path("t.textproto")}).code, kExitOk);
  ASSERT_EQ(Arbiter({"convert", Path("t.textproto"), Path("j.json")}).code, kExitOk);
  ASSERT_EQ(Arbiter({"convert", Path("j.json"), Path("back.binpb")}).code, kExitOk);
  for (const char* name : {"t.textproto", "j.json", "back.binpb"}) {
    Result r = Arbiter({"verify", Path(name)});
    EXPECT_EQ(r.code, kExitOk) << name << r.out;
    EXPECT_EQ(DigestOf(r.out), digest) << name;
  }
  EXPECT_EQ(Read("back.binpb"), original);
  // Through pipes: stdin to stdout with --to.
  Result piped = Arbiter({"convert", "-", "-", "--to", "text"}, original);
  EXPECT_EQ(piped.code, kExitOk) << piped.err;
  EXPECT_EQ(piped.out, Read("t.textproto"));
  EXPECT_EQ(Arbiter({"convert", "-", "-", "--to", "binary"}, piped.out).out, original);
  // An output name that says no format, without --to, is refused.
  Result r = Arbiter({"convert", in, Path("out.log")});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.err, HasSubstr("--to"));
}

TEST_F(CliConventionsTest, PlayAndCorpusGetWriteToStandardOutput) {
  Result r = Arbiter({"play", "rumble-nation", "--players", "2", "--seed", "4", "--out", "-",
                      "--to", "binary"});
  ASSERT_EQ(r.code, kExitOk) << r.err;
  EXPECT_THAT(r.err, HasSubstr("wrote -"));
  Result verified = Arbiter({"verify", "-"}, r.out);
  EXPECT_EQ(verified.code, kExitOk) << verified.out;
  EXPECT_EQ(Arbiter({"play", "rumble-nation", "--seed", "4", "--out", "-"}).code,
            kExitInputError);
  std::string db = Path("db");
  ASSERT_EQ(Arbiter({"corpus", "ingest", "-", "--db", db}, r.out).code, kExitOk);
  Result got = Arbiter({"corpus", "get", "1", "--db", db, "--out", "-"});
  EXPECT_EQ(got.code, kExitOk) << got.err;
  EXPECT_EQ(got.out, r.out);
}

TEST_F(CliConventionsTest, IngestJsonPrintsOnlyJson) {
  WriteBytes("good.binpb", *SerializeLog(PlayedGame(16), LogFormat::kBinary));
  WriteBytes("bad.binpb", "\x12\x34garbage");
  Result r = Arbiter({"corpus", "ingest", dir_.string(), "--db", Path("db"), "--json"});
  EXPECT_EQ(r.code, kExitInputError);
  for (absl::string_view line : absl::StrSplit(r.out, '\n', absl::SkipEmpty())) {
    EXPECT_THAT(std::string(line), StartsWith("{")) << line;
  }
}

TEST_F(CliConventionsTest, VerifyChecksGoldenResultsOfAValidLog) {
  pb::MatchLog log = PlayedGame(17);
  ASSERT_TRUE(log.expect().has_valid());
  ASSERT_EQ(log.expect().winners_size(), 1);
  std::string good = WriteBytes("good.binpb", *SerializeLog(log, LogFormat::kBinary));
  EXPECT_EQ(Arbiter({"verify", good}).code, kExitOk);
  pb::MatchLog wrong = log;
  wrong.mutable_expect()->set_winners(0, (log.expect().winners(0) + 1) % 3);
  std::string bad = WriteBytes("wrong_winner.binpb", *SerializeLog(wrong, LogFormat::kBinary));
  Result r = Arbiter({"verify", bad});
  EXPECT_EQ(r.code, kExitInvalid) << r.out;
  EXPECT_THAT(r.out, HasSubstr("FAIL"));
  EXPECT_THAT(r.out, HasSubstr("winners"));
  // A plain record with its claims ignored is still a legal match.
  EXPECT_EQ(Arbiter({"verify", bad, "--ignore-expect"}).code, kExitOk);
  pb::MatchLog wrong_digest = log;
  wrong_digest.mutable_expect()->set_final_digest(log.expect().final_digest() ^ 1);
  EXPECT_EQ(Arbiter({"verify", WriteBytes("d.textproto",
                                          *SerializeLog(wrong_digest, LogFormat::kText))})
                .code,
            kExitInvalid);
}

}  // namespace
}  // namespace arbiter
