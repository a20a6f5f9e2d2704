// `arbiter replay --legal` lists exactly the game's ListLegalEvents at that
// point, in order, as text and as events in JSON; `--last K` the K events
// before it; every form names the pending decision.
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "replay/commands.h"
#include "tests/replay/run_arbiter.h"
#include "replay/log_reader.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;


// The match after the first `n` events of `log`.
std::unique_ptr<Match> After(const pb::MatchLog& log, int n) {
  std::unique_ptr<Match> match = *FindGame(log.header().game())->NewMatch(log.header());
  for (int i = 0; i < n; ++i) EXPECT_TRUE(match->Apply(log.events(i)).ok());
  return match;
}

class ReplayLegalTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    PlayOptions options;
    options.seed = 11;
    log_ = *PlayRandomGame(*FindGame(GetParam()), options, {});
    path_ = (fs::path(::testing::TempDir()) / absl::StrCat("legal_", GetParam(), ".binpb")).string();
    ASSERT_TRUE(WriteFileAtomically(path_, *SerializeLog(log_, LogFormat::kBinary)).ok());
  }
  void TearDown() override { fs::remove(path_); }

  std::vector<int> Points() const {
    const int total = log_.events_size();
    return {0, 1, total / 4, total / 2, total / 2 + 1, 3 * total / 4, total - 1, total};
  }

  pb::MatchLog log_;
  std::string path_;
};

TEST_P(ReplayLegalTest, TextListsTheGamesLegalEventsInOrder) {
  for (int at : Points()) {
    std::unique_ptr<Match> match = After(log_, at);
    std::vector<pb::Event> legal;
    match->ListLegalEvents(&legal);
    Result r = Arbiter({"replay", path_, "--at", absl::StrCat(at), "--legal"});
    ASSERT_EQ(r.code, 0) << r.err;
    std::string expected = absl::StrCat(legal.size(), " legal events:\n");
    for (size_t i = 0; i < legal.size(); ++i) {
      absl::StrAppend(&expected, "  ", i, ". ", match->EventText(legal[i]), "\n");
    }
    EXPECT_NE(r.out.find(expected), std::string::npos) << "at " << at << "\n" << r.out;
    const std::string decision = match->DecisionText();
    EXPECT_FALSE(decision.empty()) << "at " << at;
    EXPECT_NE(r.out.find(absl::StrCat("pending: ", decision, "\n")), std::string::npos);
  }
}

TEST_P(ReplayLegalTest, JsonEventsEqualTheGamesLegalEvents) {
  for (int at : Points()) {
    std::unique_ptr<Match> match = After(log_, at);
    std::vector<pb::Event> legal;
    match->ListLegalEvents(&legal);
    Result r = Arbiter({"replay", path_, "--at", absl::StrCat(at), "--legal", "--json"});
    ASSERT_EQ(r.code, 0) << r.out;
    google::protobuf::Struct parsed;
    ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(r.out, &parsed).ok()) << r.out.substr(0, 300);
    const auto& listed = parsed.fields().at("legal").list_value().values();
    ASSERT_EQ(listed.size(), static_cast<int>(legal.size())) << "at " << at;
    for (int i = 0; i < listed.size(); ++i) {
      std::string event_json;
      ASSERT_TRUE(google::protobuf::util::MessageToJsonString(
                      listed[i].struct_value().fields().at("event"), &event_json)
                      .ok());
      pb::Event event;
      ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(event_json, &event).ok());
      EXPECT_EQ(event.SerializeAsString(), legal[i].SerializeAsString()) << "at " << at << " #" << i;
      EXPECT_EQ(listed[i].struct_value().fields().at("text").string_value(),
                match->EventText(legal[i]));
    }
    EXPECT_EQ(parsed.fields().at("decision").string_value(), match->DecisionText());
  }
}

TEST_P(ReplayLegalTest, LastListsTheEventsThatLedHere) {
  const int at = log_.events_size() / 2;
  std::vector<std::string> expected;
  std::unique_ptr<Match> match = *FindGame(GetParam())->NewMatch(log_.header());
  for (int i = 0; i < at; ++i) {
    if (i >= at - 3) expected.push_back(absl::StrCat("  event ", i, ": ", match->EventText(log_.events(i))));
    ASSERT_TRUE(match->Apply(log_.events(i)).ok());
  }
  Result r = Arbiter({"replay", path_, "--at", absl::StrCat(at), "--last", "3"});
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find(absl::StrCat("the last 3 events:\n", absl::StrJoin(expected, "\n"), "\n")),
            std::string::npos)
      << r.out;
  Result json = Arbiter({"replay", path_, "--at", absl::StrCat(at), "--last", "3", "--json"});
  google::protobuf::Struct parsed;
  ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(json.out, &parsed).ok());
  const auto& last = parsed.fields().at("last").list_value().values();
  ASSERT_EQ(last.size(), 3);
  EXPECT_EQ(last[2].struct_value().fields().at("index").number_value(), at - 1);
}

INSTANTIATE_TEST_SUITE_P(EveryGame, ReplayLegalTest,
                         ::testing::Values("rumble_nation", "living_forest", "root"));

}  // namespace
}  // namespace arbiter
