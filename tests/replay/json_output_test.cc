// Every --json line of the command line is one message of
// proto/arbiter/report.proto: parsed back strictly (an unknown key fails),
// its schema named, and valid JSON even for a file name that is not UTF-8.
#include <filesystem>
#include <fstream>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "arbiter/report.pb.h"
#include "engine/core/digest.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gmock/gmock.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "tests/replay/cli_fixture.h"
#include "replay/header_diff.h"
#include "replay/log_reader.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;

std::vector<std::string> Lines(const std::string& out) {
  return absl::StrSplit(out, '\n', absl::SkipEmpty());
}

// Parses `line` into `message` as strictly as protobuf allows.
template <typename M>
M Parse(const std::string& line) {
  M message;
  google::protobuf::util::JsonParseOptions options;
  options.ignore_unknown_fields = false;
  auto status = google::protobuf::util::JsonStringToMessage(line, &message, options);
  EXPECT_TRUE(status.ok()) << status.message().ToString() << "\n" << line;
  return message;
}

class JsonOutputTest : public CliFixture {};

TEST_F(JsonOutputTest, VerifyLinesParseAsLogResultsThenASummary) {
  pb::MatchLog good = Game(1);
  Write("a_good.binpb", good);
  pb::MatchLog broken = good;
  // Seat 7 of 3 at every event from 3 on: the first decision there breaks.
  for (int i = 3; i < broken.events_size(); ++i) {
    broken.mutable_events(i)->mutable_rumble_nation()->set_seat(7);
  }
  Write("b_broken.textproto", broken);
  {
    std::ofstream(dir_ / "c_junk.binpb") << "\x12\x34junk";
  }
  Result r = Arbiter({"verify", dir_.string(), "--json"});
  EXPECT_EQ(r.code, kExitInputError);
  EXPECT_EQ(r.err, "");
  std::vector<std::string> lines = Lines(r.out);
  ASSERT_EQ(lines.size(), 4u) << r.out;
  auto ok = Parse<pb::report::LogResult>(lines[0]);
  EXPECT_EQ(ok.schema(), "arbiter.verify/1");
  EXPECT_TRUE(ok.ok());
  EXPECT_EQ(ok.events(), good.events_size());
  // The digest is spelt as the log's JSON spells one (a decimal string) and
  // the hex as the text report's.
  EXPECT_THAT(lines[0], HasSubstr(absl::StrCat("\"digest\":\"", good.expect().final_digest(), "\"")));
  EXPECT_EQ(ok.digest_hex(), DigestToHex(good.expect().final_digest()));
  auto failed = Parse<pb::report::LogResult>(lines[1]);
  EXPECT_FALSE(failed.ok());
  EXPECT_GE(failed.failure().event(), 3);
  EXPECT_FALSE(failed.failure().rule_id().empty());
  auto junk = Parse<pb::report::LogResult>(lines[2]);
  EXPECT_TRUE(junk.unreadable());
  EXPECT_EQ(junk.code(), "DATA_LOSS");
  auto summary = Parse<pb::report::Summary>(lines[3]);
  EXPECT_EQ(summary.schema(), "arbiter.verify.summary/1");
  EXPECT_TRUE(summary.summary());
  EXPECT_EQ(summary.passed(), 1);
  EXPECT_EQ(summary.failed(), 2);
  EXPECT_EQ(summary.unreadable(), 1);
}

TEST_F(JsonOutputTest, ConformLinesCarryTheVerdict) {
  pb::MatchLog wrong = Game(2);
  wrong.mutable_expect()->set_final_digest(1);
  Result r = Arbiter({"conform", Write("wrong.binpb", wrong), "--json"});
  EXPECT_EQ(r.code, kExitInvalid);
  std::vector<std::string> lines = Lines(r.out);
  ASSERT_EQ(lines.size(), 2u);
  auto line = Parse<pb::report::LogResult>(lines[0]);
  EXPECT_EQ(line.schema(), "arbiter.conform/1");
  EXPECT_FALSE(line.ok());
  EXPECT_THAT(line.verdict(), HasSubstr("final digest"));
  EXPECT_EQ(Parse<pb::report::Summary>(lines[1]).schema(), "arbiter.conform.summary/1");
}

TEST_F(JsonOutputTest, FileNamesThatAreNotUtf8AreEscaped) {
  const std::string name = "caf\xe9 100%.binpb";
  Write(name, Game(3));
  Result r = Arbiter({"verify", dir_.string(), "--json"});
  EXPECT_EQ(r.code, kExitOk) << r.out;
  std::vector<std::string> lines = Lines(r.out);
  ASSERT_EQ(lines.size(), 2u);
  auto line = Parse<pb::report::LogResult>(lines[0]);
  EXPECT_TRUE(line.log_escaped());
  EXPECT_TRUE(absl::EndsWith(line.log(), "caf%E9 100%25.binpb")) << line.log();
  // A reason that quotes the name (a file over --max-bytes) is escaped too.
  r = Arbiter({"verify", dir_.string(), "--json", "--max-bytes", "10"});
  lines = Lines(r.out);
  ASSERT_EQ(lines.size(), 2u);
  line = Parse<pb::report::LogResult>(lines[0]);
  EXPECT_TRUE(line.unreadable());
  EXPECT_THAT(line.error(), HasSubstr("caf%E9")) << line.error();
  // A name that is valid UTF-8 travels as it is.
  fs::remove_all(dir_);
  fs::create_directories(dir_);
  Write("caf\xc3\xa9.binpb", Game(3));
  line = Parse<pb::report::LogResult>(Lines(Arbiter({"verify", dir_.string(), "--json"}).out)[0]);
  EXPECT_FALSE(line.log_escaped());
  EXPECT_TRUE(absl::EndsWith(line.log(), "caf\xc3\xa9.binpb"));
}

TEST_F(JsonOutputTest, ReplayIsOneReplayResult) {
  Result r = Arbiter({"replay", Write("r.binpb", Game(4)), "--at", "30", "--json"});
  EXPECT_EQ(r.code, kExitOk) << r.err;
  std::vector<std::string> lines = Lines(r.out);
  ASSERT_EQ(lines.size(), 1u);
  auto result = Parse<pb::report::ReplayResult>(lines[0]);
  EXPECT_EQ(result.schema(), "arbiter.replay/1");
  EXPECT_EQ(result.events(), 30);
  EXPECT_TRUE(result.state().has_rumble_nation());
  EXPECT_EQ(result.digest_hex(), DigestToHex(result.digest()));
}

TEST_F(JsonOutputTest, DiffIsOneDiffResultInEveryCase) {
  pb::MatchLog a = Game(5);
  std::string path_a = Write("a.binpb", a);
  pb::MatchLog moved = a;
  pb::rumble_nation::Event* seventh = moved.mutable_events(7)->mutable_rumble_nation();
  seventh->set_seat(seventh->seat() + 1);
  pb::MatchLog shorter = a;
  shorter.mutable_events()->DeleteSubrange(20, a.events_size() - 20);
  pb::MatchLog other_header = a;
  other_header.mutable_header()->set_match_id("another");
  struct Case {
    pb::MatchLog log;
    int code;
  };
  for (const Case& c : {Case{a, kExitOk}, Case{moved, kExitInvalid}, Case{shorter, kExitInvalid},
                        Case{other_header, kExitInvalid}}) {
    Result r = Arbiter({"diff", path_a, Write("b.textproto", c.log), "--json"});
    EXPECT_EQ(r.code, c.code) << r.out;
    std::vector<std::string> lines = Lines(r.out);
    ASSERT_EQ(lines.size(), 1u) << r.out;
    auto result = Parse<pb::report::DiffResult>(lines[0]);
    EXPECT_EQ(result.schema(), "arbiter.diff/1");
    EXPECT_EQ(result.same(), c.code == kExitOk);
  }
  auto parted = Parse<pb::report::DiffResult>(
      Arbiter({"diff", path_a, Write("m.binpb", moved), "--json"}).out);
  EXPECT_EQ(parted.agreed(), 7);
  auto ended = Parse<pb::report::DiffResult>(
      Arbiter({"diff", path_a, Write("s.binpb", shorter), "--json"}).out);
  EXPECT_TRUE(ended.b().ends());
  EXPECT_EQ(ended.b().events(), 20);
}

TEST_F(JsonOutputTest, CorpusIngestAndLsLinesParse) {
  Write("one.binpb", Game(6));
  {
    std::ofstream(dir_ / "two.binpb") << "\x12\x34junk";
  }
  std::string db = (dir_ / "db").string();
  Result ingest = Arbiter({"corpus", "ingest", dir_.string(), "--db", db, "--json"});
  EXPECT_EQ(ingest.code, kExitInputError);
  std::vector<std::string> lines = Lines(ingest.out);
  ASSERT_EQ(lines.size(), 2u) << ingest.out;
  auto rejected = Parse<pb::report::LogResult>(lines[0]);
  EXPECT_EQ(rejected.schema(), "arbiter.corpus.rejected/1");
  EXPECT_TRUE(rejected.unreadable());
  auto summary = Parse<pb::report::IngestSummary>(lines[1]);
  EXPECT_EQ(summary.added(), 1);
  EXPECT_EQ(summary.rejected(), 1);
  Result ls = Arbiter({"corpus", "ls", "--db", db, "--json"});
  EXPECT_EQ(ls.code, kExitOk);
  lines = Lines(ls.out);
  ASSERT_EQ(lines.size(), 1u);
  auto entry = Parse<pb::report::CorpusEntry>(lines[0]);
  EXPECT_EQ(entry.schema(), "arbiter.corpus.entry/1");
  EXPECT_EQ(entry.game(), "rumble_nation");
  EXPECT_EQ(entry.id(), 1u);
}

TEST(HeaderDiff, NamesEachDifferingFieldWithBothValues) {
  pb::Header a;
  a.set_game("rumble_nation");
  a.set_players(3);
  a.add_seats()->set_name("ann");
  a.add_seats()->set_name("bob");
  a.mutable_provenance()->set_source("service one");
  pb::Header b = a;
  b.set_players(4);
  b.mutable_seats(1)->set_name("bea");
  b.mutable_provenance()->set_source("service two");  // not part of the match
  std::vector<pb::report::FieldDifference> d = DiffHeaders(a, b);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].field(), "players");
  EXPECT_EQ(d[0].a(), "3");
  EXPECT_EQ(d[0].b(), "4");
  EXPECT_EQ(d[1].field(), "seats[1].name");
  EXPECT_EQ(d[1].a(), "\"bob\"");
  EXPECT_EQ(d[1].b(), "\"bea\"");
  EXPECT_TRUE(DiffHeaders(a, a).empty());
}

TEST(HeaderDiff, AFieldOnOneSideOnlyIsUnsetOnTheOther) {
  pb::Header a;
  a.set_game("rumble_nation");
  pb::Header b = a;
  b.set_match_id("m-1");
  b.add_seats()->set_name("cy");
  std::vector<pb::report::FieldDifference> d = DiffHeaders(a, b);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].field(), "match_id");
  EXPECT_EQ(d[0].a(), "\"\"");
  EXPECT_EQ(d[1].field(), "seats[0]");
  EXPECT_EQ(d[1].a(), "");
  EXPECT_THAT(d[1].b(), HasSubstr("cy"));
}

TEST_F(JsonOutputTest, DiffTextNamesTheHeaderField) {
  pb::MatchLog a = Game(7);
  pb::MatchLog b = a;
  b.mutable_header()->set_match_id("another");
  Result r = Arbiter({"diff", Write("a.binpb", a), Write("b.binpb", b)});
  EXPECT_EQ(r.code, kExitInvalid);
  EXPECT_THAT(r.out, HasSubstr("headers differ:\n  match_id: "));
  EXPECT_THAT(r.out, HasSubstr("\"another\""));
}

}  // namespace
}  // namespace arbiter
