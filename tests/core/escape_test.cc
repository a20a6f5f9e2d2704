#include "verifier/core/escape.h"

#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "verifier/core/report.h"

namespace arbiter {
namespace {

TEST(EscapeText, OrdinaryUtf8NamesReadUnchanged) {
  EXPECT_EQ(EscapeText("corpus/rn/game-0001.binpb", 100), "corpus/rn/game-0001.binpb");
  EXPECT_EQ(EscapeText("進軍フェイズ é", 100), "進軍フェイズ é");
}

TEST(EscapeText, LineBreaksControlsAndEscapesBecomeVisible) {
  EXPECT_EQ(EscapeText("a\nOK b\r\t\\", 100), "a\\nOK b\\r\\t\\\\");
  EXPECT_EQ(EscapeText("\x1b[2J\x07\x7f", 100), "\\x1B[2J\\x07\\x7F");
}

TEST(EscapeText, BytesThatAreNotUtf8AndC1ControlsAreEscaped) {
  EXPECT_EQ(EscapeText("\xff\xc0\xaf", 100), "\\xFF\\xC0\\xAF");  // overlong '/'
  EXPECT_EQ(EscapeText("\xed\xa0\x80", 100), "\\xED\\xA0\\x80");  // a surrogate
  EXPECT_EQ(EscapeText("\xc2\x9b", 100), "\\u{009B}");             // C1 CSI
}

TEST(EscapeText, LineSeparatorsAndBidiOverridesAreEscaped) {
  EXPECT_EQ(EscapeText("a\u2028b\u202e", 100), "a\\u{2028}b\\u{202E}");
}

TEST(EscapeText, LongInputIsCutAndItsLengthSaid) {
  EXPECT_EQ(EscapeText(std::string(10, 'g'), 4), "gggg...(10 bytes)");
  EXPECT_EQ(Bounded(std::string(10, 'g'), 4), "gggg...(10 bytes)");
  EXPECT_EQ(Bounded("a\nb", 4), "a\nb");
}

TEST(JsonQuote, AnyBytesGiveValidJson) {
  EXPECT_EQ(JsonQuote("a\"b\\\n\x01"), "\"a\\\"b\\\\\\n\\u0001\"");
  EXPECT_EQ(JsonQuote("\xff" "ok\xe2\x82"), "\"\\ufffdok\\ufffd\\ufffd\"");
  EXPECT_EQ(JsonQuote("é\u2028"), "\"é\\u2028\"");
}

TEST(JsonLine, AnyBytesGiveValidJson) {
  pb::report::LogResult result;
  result.set_log("\xff" "ok\xe2\x82");
  result.set_error("a\"b\\\n\x01 \u2028");
  const std::string line = JsonLine(result);
  EXPECT_EQ(line.find('\n'), std::string::npos);
  pb::report::LogResult back;
  ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(line, &back).ok()) << line;
  EXPECT_EQ(back.log(), "%FFok%E2%82");
  EXPECT_EQ(back.error(), result.error());
}

}  // namespace
}  // namespace arbiter
