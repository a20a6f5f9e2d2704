// End-to-end tests of the `arbiter` command line: output lines, exit codes,
// and bad input of every kind giving a clear message instead of a crash.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "replay/commands.h"
#include "replay/log_reader.h"
#include "tests/replay/cli_fixture.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;

class CliTest : public CliFixture {
 protected:
  std::string WriteBytes(const std::string& name, const std::string& bytes) {
    std::string path = (dir_ / name).string();
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
  }
};

TEST_F(CliTest, VerifyValidLogPasses) {
  Result r = Arbiter({"verify", Write("a.binpb", Game(1))});
  EXPECT_EQ(r.code, kExitOk) << r.err;
  EXPECT_THAT(r.out, HasSubstr("OK "));
  EXPECT_THAT(r.out, HasSubstr("\n1 passed, 0 failed\n"));
}

TEST_F(CliTest, VerifyReportsFirstIllegalEventWithRuleAndCitation) {
  pb::MatchLog log = Game(2);
  // Seat 0's first turn: a second roll where a placement is due.
  log.mutable_events(3)->mutable_rumble_nation()->mutable_roll();
  Result r = Arbiter({"verify", Write("bad.textproto", log)});
  EXPECT_EQ(r.code, kExitInvalid);
  EXPECT_THAT(r.out, HasSubstr("FAIL "));
  EXPECT_THAT(r.out, HasSubstr("event 3: rumble_nation."));
  EXPECT_THAT(r.out, HasSubstr("003_7755f114b63b7b37.txt"));
  EXPECT_THAT(r.out, HasSubstr("0 passed, 1 failed"));
}

TEST_F(CliTest, EventsAfterTheEndAreRejected) {
  pb::MatchLog log = Game(3);
  *log.add_events() = log.events(log.events_size() - 1);
  Result r = Arbiter({"verify", Write("after.binpb", log)});
  EXPECT_EQ(r.code, kExitInvalid);
  EXPECT_THAT(r.out, HasSubstr("rumble_nation.game_over"));
}

TEST_F(CliTest, CheckpointMismatchIsReported) {
  pb::MatchLog log = Game(4);
  log.mutable_events(5)->mutable_checkpoint()->set_digest(12345);
  Result r = Arbiter({"verify", Write("cp.binpb", log)});
  EXPECT_EQ(r.code, kExitInvalid);
  EXPECT_THAT(r.out, HasSubstr("event 5: core.checkpoint.digest"));
}

TEST_F(CliTest, UnreadableInputsExitTwo) {
  std::string log = *SerializeLog(Game(5), LogFormat::kBinary);
  std::vector<std::string> paths = {
      WriteBytes("truncated.binpb", log.substr(0, log.size() / 2)),
      WriteBytes("random.binpb", "\x12\x34garbage\xff\xff\xff"),
      WriteBytes("empty.textproto", ""),
  };
  for (const std::string& path : paths) {
    Result r = Arbiter({"verify", path});
    EXPECT_EQ(r.code, kExitInputError) << path << "\n" << r.out;
    EXPECT_THAT(r.out, HasSubstr("unreadable"));
  }
}

TEST_F(CliTest, UnknownGameAndBadConfigurationExitTwo) {
  pb::MatchLog log = Game(6);
  log.mutable_header()->set_game("chess");
  Result r = Arbiter({"verify", Write("chess.binpb", log)});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.out, HasSubstr("core.unknown_game"));
  log.mutable_header()->set_game("rumble_nation");
  log.mutable_header()->set_players(9);
  r = Arbiter({"verify", Write("nine.binpb", log)});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.out, HasSubstr("core.header"));
}

TEST_F(CliTest, MisuseExitsTwoWithMessage) {
  EXPECT_EQ(Arbiter({"verify"}).code, kExitInputError);
  EXPECT_EQ(Arbiter({"verify", "--bogus", "x"}).code, kExitInputError);
  EXPECT_EQ(Arbiter({"verify", "/nonexistent/path"}).code, kExitInputError);
  EXPECT_EQ(Arbiter({"verify", "--jobs", "zero", "x"}).code, kExitInputError);
  EXPECT_EQ(Arbiter({"frobnicate"}).code, kExitInputError);
  Result r = Arbiter({"play", "chess", "--seed", "1", "--out", "x.binpb"});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.err, HasSubstr("no game"));
  r = Arbiter({"play", "rumble-nation", "--players", "7", "--seed", "1", "--out",
           (dir_ / "x.binpb").string()});
  EXPECT_EQ(r.code, kExitInputError);
}

TEST_F(CliTest, HelpIsAvailableForEveryCommand) {
  EXPECT_EQ(Arbiter({"--help"}).code, kExitOk);
  for (const char* command : {"verify", "conform", "replay", "play", "corpus", "diff"}) {
    Result r = Arbiter({command, "--help"});
    EXPECT_EQ(r.code, kExitOk) << command;
    EXPECT_THAT(r.out, HasSubstr("usage: arbiter")) << command;
  }
}

TEST_F(CliTest, JobsKeepOutputOrder) {
  for (int seed = 1; seed <= 6; ++seed) Write(absl::StrCat("g", seed, ".binpb"), Game(seed));
  Result one = Arbiter({"verify", dir_.string()});
  Result many = Arbiter({"verify", dir_.string(), "--jobs", "3"});
  EXPECT_EQ(one.code, kExitOk);
  EXPECT_EQ(one.out, many.out);
  EXPECT_THAT(one.out, HasSubstr("6 passed, 0 failed"));
}

TEST_F(CliTest, JsonLinesCarryTheVerdict) {
  Result r = Arbiter({"verify", Write("j.binpb", Game(7)), "--json"});
  EXPECT_EQ(r.code, kExitOk);
  std::vector<std::string> lines = absl::StrSplit(r.out, '\n', absl::SkipEmpty());
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_THAT(lines[0], HasSubstr("\"ok\":true"));
  EXPECT_THAT(lines[1], HasSubstr("\"passed\":1"));
}

TEST_F(CliTest, ConformChecksDeclarations) {
  pb::MatchLog good = Game(8);
  EXPECT_EQ(Arbiter({"conform", Write("good.binpb", good)}).code, kExitOk);
  pb::MatchLog wrong_digest = good;
  wrong_digest.mutable_expect()->set_final_digest(1);
  Result r = Arbiter({"conform", Write("wrong.binpb", wrong_digest)});
  EXPECT_EQ(r.code, kExitInvalid);
  EXPECT_THAT(r.out, HasSubstr("final digest"));
  pb::MatchLog invalid = good;
  invalid.mutable_events(3)->mutable_rumble_nation()->mutable_roll();
  invalid.mutable_expect()->mutable_invalid()->set_event_index(3);
  invalid.mutable_expect()->mutable_invalid()->set_rule_id(
      "rumble_nation.sequence.unexpected_event");
  r = Arbiter({"conform", Write("declared.binpb", invalid)});
  EXPECT_EQ(r.code, kExitOk) << r.out;
  invalid.mutable_expect()->mutable_invalid()->set_event_index(4);
  r = Arbiter({"conform", Write("declared.binpb", invalid)});
  EXPECT_EQ(r.code, kExitInvalid);
}

TEST_F(CliTest, VerifyJudgesDeclaredInvalidLogsByTheirDeclaration) {
  pb::MatchLog log = Game(12);
  log.mutable_events(3)->mutable_rumble_nation()->mutable_roll();
  log.mutable_expect()->mutable_invalid()->set_event_index(3);
  log.mutable_expect()->mutable_invalid()->set_rule_id(
      "rumble_nation.sequence.unexpected_event");
  std::string path = Write("case.binpb", log);
  Result r = Arbiter({"verify", path});
  EXPECT_EQ(r.code, kExitOk) << r.out;
  EXPECT_THAT(r.out, HasSubstr("rejected as declared at event 3"));
  // A referee judging the same bytes as a match record sees the violation.
  r = Arbiter({"verify", path, "--ignore-expect"});
  EXPECT_EQ(r.code, kExitInvalid);
  EXPECT_THAT(r.out, HasSubstr("FAIL "));
  // A declaration that does not hold fails either way.
  log.mutable_expect()->mutable_invalid()->set_event_index(4);
  r = Arbiter({"verify", Write("case.binpb", log)});
  EXPECT_EQ(r.code, kExitInvalid);
  EXPECT_THAT(r.out, HasSubstr("expected rejection at event 4"));
}

TEST_F(CliTest, ConformChecksHeaderDeclarations) {
  pb::MatchLog log = Game(11);
  log.mutable_header()->set_players(6);
  log.clear_expect();
  log.mutable_expect()->mutable_invalid()->set_header(true);
  log.mutable_expect()->mutable_invalid()->set_rule_id("core.header");
  Result r = Arbiter({"conform", Write("six.binpb", log)});
  EXPECT_EQ(r.code, kExitOk) << r.out;
  EXPECT_THAT(r.out, HasSubstr("header rejected as declared"));
  log.mutable_expect()->mutable_invalid()->set_rule_id("core.unknown_game");
  EXPECT_EQ(Arbiter({"conform", Write("six.binpb", log)}).code, kExitInvalid);
  log.mutable_header()->set_players(3);
  r = Arbiter({"conform", Write("six.binpb", log)});
  EXPECT_EQ(r.code, kExitInvalid);
  EXPECT_THAT(r.out, HasSubstr("the header"));
}

TEST_F(CliTest, ReplayShowsStateAtAnyEvent) {
  std::string path = Write("r.binpb", Game(9));
  Result r = Arbiter({"replay", path, "--at", "0"});
  EXPECT_EQ(r.code, kExitOk) << r.err;
  EXPECT_THAT(r.out, HasSubstr("after 0 of"));
  r = Arbiter({"replay", path, "--at", "30", "--json"});
  EXPECT_EQ(r.code, kExitOk) << r.err;
  EXPECT_THAT(r.out, HasSubstr("\"events\":30"));
  r = Arbiter({"replay", path});
  EXPECT_THAT(r.out, HasSubstr("winners"));
  EXPECT_EQ(Arbiter({"replay", path, "--at", "100000"}).code, kExitInputError);
}

TEST_F(CliTest, PlayWritesAVerifiableGameInEachFormat) {
  for (const char* name : {"p.binpb", "p.textproto", "p.json"}) {
    std::string path = (dir_ / name).string();
    Result r = Arbiter({"play", "rumble-nation", "--players", "2", "--seed", "3",
                    "--out", path});
    ASSERT_EQ(r.code, kExitOk) << r.err;
    EXPECT_EQ(Arbiter({"conform", path}).code, kExitOk) << name;
  }
}

TEST_F(CliTest, CorpusIngestListGetAndVerifyTheStore) {
  fs::create_directories(dir_ / "logs");
  std::vector<std::string> originals;
  for (int seed = 1; seed <= 4; ++seed) {
    pb::MatchLog log = Game(seed);
    std::string path = Write(absl::StrCat("logs/g", seed, ".binpb"), log);
    originals.push_back(*SerializeLog(log, LogFormat::kBinary));
  }
  std::string db = (dir_ / "db").string();
  Result r = Arbiter({"corpus", "ingest", (dir_ / "logs").string(), "--db", db});
  ASSERT_EQ(r.code, kExitOk) << r.err;
  EXPECT_THAT(r.out, HasSubstr("added 4"));
  r = Arbiter({"corpus", "ingest", (dir_ / "logs").string(), "--db", db});
  EXPECT_THAT(r.out, HasSubstr("added 0, unchanged 4"));
  r = Arbiter({"corpus", "ls", "--db", db});
  EXPECT_EQ(r.code, kExitOk);
  EXPECT_THAT(r.out, HasSubstr("4 logs"));
  r = Arbiter({"corpus", "get", "1", "--db", db});
  EXPECT_EQ(r.code, kExitOk);
  EXPECT_EQ(r.out, originals[0]);
  r = Arbiter({"verify", db});
  EXPECT_EQ(r.code, kExitOk) << r.out;
  EXPECT_THAT(r.out, HasSubstr("4 passed, 0 failed"));
}

TEST_F(CliTest, DiffFindsWhereRecordsPartWays) {
  pb::MatchLog a = Game(10);
  std::string path_a = Write("a.binpb", a);
  EXPECT_EQ(Arbiter({"diff", path_a, Write("same.textproto", a)}).code, kExitOk);
  pb::MatchLog b = a;
  b.mutable_events(7)->mutable_rumble_nation()->mutable_roll();
  Result r = Arbiter({"diff", path_a, Write("b.binpb", b)});
  EXPECT_EQ(r.code, kExitInvalid);
  EXPECT_THAT(r.out, HasSubstr("part ways at event 7"));
  pb::MatchLog shorter = a;
  shorter.mutable_events()->DeleteSubrange(20, a.events_size() - 20);
  r = Arbiter({"diff", path_a, Write("short.binpb", shorter)});
  EXPECT_THAT(r.out, HasSubstr("ends here (20 events)"));
  pb::MatchLog other = Game(10, 2);
  r = Arbiter({"diff", path_a, Write("other.binpb", other)});
  EXPECT_THAT(r.out, HasSubstr("headers differ"));
}

TEST_F(CliTest, CorpusBadStoresExitTwo) {
  EXPECT_EQ(Arbiter({"corpus", "ls", "--db", (dir_ / "missing").string()}).code,
            kExitInputError);
  EXPECT_EQ(Arbiter({"corpus", "get", "99", "--db", (dir_ / "missing").string()}).code,
            kExitInputError);
  fs::create_directories(dir_ / "fake");
  WriteBytes("fake/data.mdb", std::string(10000, '\x07'));
  Result r = Arbiter({"corpus", "ls", "--db", (dir_ / "fake").string()});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_FALSE(r.err.empty());
  r = Arbiter({"verify", (dir_ / "fake").string()});
  EXPECT_EQ(r.code, kExitInputError);
}

TEST_F(CliTest, IngestSkipsBadFilesButKeepsGoodOnes) {
  fs::create_directories(dir_ / "mixed");
  Write("mixed/a.binpb", Game(1));
  WriteBytes("mixed/b.binpb", "\xff\xff not a log");
  std::string db = (dir_ / "db").string();
  Result r = Arbiter({"corpus", "ingest", (dir_ / "mixed").string(), "--db", db});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_THAT(r.out, HasSubstr("added 1"));
  EXPECT_THAT(Arbiter({"corpus", "ls", "--db", db}).out, HasSubstr("1 logs"));
}

}  // namespace
}  // namespace arbiter
