#include "replay/event_count.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gtest/gtest.h"
#include "replay/log_reader.h"

namespace arbiter {
namespace {

std::string TextEvents(int n) {
  std::string out = "header { format_version: 1 game: \"rumble_nation\" }\n";
  for (int i = 0; i < n; ++i) out += "events {}\n";
  return out;
}

bool TextFits(absl::string_view text, int max) { return CheckTextEventCount(text, max).ok(); }
bool JsonFits(absl::string_view json, int max) { return CheckJsonEventCount(json, max).ok(); }

TEST(EventCount, TextCountsEachTopLevelEventsField) {
  std::string text = TextEvents(3);
  EXPECT_TRUE(TextFits(text, 3));
  absl::Status over = CheckTextEventCount(text, 2);
  EXPECT_EQ(over.code(), absl::StatusCode::kDataLoss);
  EXPECT_NE(over.message().find("limit of 2"), absl::string_view::npos);
}

TEST(EventCount, TextCountsListElementsAndAngleBrackets) {
  EXPECT_FALSE(TextFits("events: [ {}, <>, {} ]", 2));
  EXPECT_TRUE(TextFits("events: [ {}, <>, {} ]", 3));
  EXPECT_FALSE(TextFits("events <> events: {}", 1));
  EXPECT_TRUE(TextFits("events: []", 0));
}

TEST(EventCount, TextIgnoresCommentsStringsAndNestedFields) {
  EXPECT_TRUE(TextFits("# events {} events {}\nheader { note: \"events {}\" }", 0));
  // An `events` field inside another message is not one of the log's events.
  EXPECT_TRUE(TextFits("header { events {} events {} }", 0));
  EXPECT_TRUE(TextFits("expect { valid { events: [ {} ] } }", 0));
}

TEST(EventCount, JsonCountsElementsOfTheTopLevelArray) {
  EXPECT_TRUE(JsonFits(R"({"header":{"game":"x"},"events":[{},{},{}]})", 3));
  EXPECT_FALSE(JsonFits(R"({"header":{"game":"x"},"events":[{},{},{}]})", 2));
  EXPECT_TRUE(JsonFits(R"({"events":[]})", 0));
  // However the key is spelt: protobuf's parser decodes the escape.
  EXPECT_FALSE(JsonFits(R"({"\u0065vents":[{},{}]})", 1));
}

TEST(EventCount, JsonIgnoresStringsAndNestedArrays) {
  EXPECT_TRUE(JsonFits(R"({"header":{"seats":[{},{},{}],"note":"[{},{}]"}})", 0));
  EXPECT_TRUE(JsonFits(R"({"events":[{"a":[1,2,3],"s":"],[,"}]})", 1));
  EXPECT_FALSE(JsonFits(R"({"events":[{"a":[1,2,3],"s":"],[,"},{}]})", 1));
}

// On real logs the scanners agree with the parser's count exactly.
TEST(EventCount, AgreesWithTheParserOnRealLogs) {
  PlayOptions options;
  options.players = 3;
  options.seed = 7;
  absl::StatusOr<pb::MatchLog> log = PlayRandomGame(*FindGame("rumble_nation"), options, {});
  ASSERT_TRUE(log.ok()) << log.status();
  const int n = log->events_size();
  std::string text = *SerializeLog(*log, LogFormat::kText);
  std::string json = *SerializeLog(*log, LogFormat::kJson);
  EXPECT_TRUE(TextFits(text, n));
  EXPECT_FALSE(TextFits(text, n - 1));
  EXPECT_TRUE(JsonFits(json, n));
  EXPECT_FALSE(JsonFits(json, n - 1));
}

}  // namespace
}  // namespace arbiter
