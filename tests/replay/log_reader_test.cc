#include "replay/log_reader.h"

#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gtest/gtest.h"
#include "replay/protobuf_log.h"

namespace arbiter {
namespace {

pb::MatchLog SampleLog() {
  PlayOptions options;
  options.players = 3;
  options.seed = 42;
  absl::StatusOr<pb::MatchLog> log =
      PlayRandomGame(*FindGame("rumble_nation"), options, {});
  EXPECT_TRUE(log.ok()) << log.status();
  return *log;
}

TEST(LogReader, RoundTripsEveryFormat) {
  pb::MatchLog log = SampleLog();
  for (LogFormat format : {LogFormat::kBinary, LogFormat::kText, LogFormat::kJson}) {
    absl::StatusOr<std::string> bytes = SerializeLog(log, format);
    ASSERT_TRUE(bytes.ok());
    absl::StatusOr<pb::MatchLog> parsed = ParseLog(*bytes, format);
    ASSERT_TRUE(parsed.ok()) << FormatName(format) << ": " << parsed.status();
    EXPECT_EQ(parsed->SerializeAsString(), log.SerializeAsString());
  }
}

// Every prefix of a binary log is either rejected with kDataLoss or parses
// to a log whose events are a prefix of the original's; never a crash.
TEST(LogReader, TruncatedAtEveryByteFailsCleanly) {
  pb::MatchLog log = SampleLog();
  std::string bytes = *SerializeLog(log, LogFormat::kBinary);
  for (size_t n = 0; n < bytes.size(); ++n) {
    absl::StatusOr<pb::MatchLog> parsed =
        ParseLog(absl::string_view(bytes).substr(0, n), LogFormat::kBinary);
    if (!parsed.ok()) {
      EXPECT_EQ(parsed.status().code(), absl::StatusCode::kDataLoss) << n;
    } else {
      EXPECT_LE(parsed->events_size(), log.events_size());
    }
  }
}

TEST(LogReader, TruncatedTextFailsWithLineAndColumn) {
  std::string text = *SerializeLog(SampleLog(), LogFormat::kText);
  absl::StatusOr<pb::MatchLog> parsed =
      ParseLog(absl::string_view(text).substr(0, text.size() / 2), LogFormat::kText);
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.status().code(), absl::StatusCode::kDataLoss);
  EXPECT_NE(parsed.status().message().find("line"), absl::string_view::npos);
}

TEST(LogReader, RandomBytesAreDataLoss) {
  std::string junk = "\xff\xfe\x01\x02garbage\x00\x13";
  absl::StatusOr<pb::MatchLog> parsed = ParseLog(junk, LogFormat::kBinary);
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.status().code(), absl::StatusCode::kDataLoss);
}

TEST(LogReader, MissingHeaderOrVersionIsRejected) {
  pb::MatchLog log = SampleLog();
  log.mutable_header()->set_format_version(0);
  EXPECT_EQ(ParseLog(log.SerializeAsString(), LogFormat::kBinary).status().code(),
            absl::StatusCode::kDataLoss);
  log.mutable_header()->set_format_version(99);
  absl::Status newer = ParseLog(log.SerializeAsString(), LogFormat::kBinary).status();
  EXPECT_EQ(newer.code(), absl::StatusCode::kDataLoss);
  EXPECT_NE(newer.message().find("newer"), absl::string_view::npos);
  log.clear_header();
  EXPECT_EQ(ParseLog(log.SerializeAsString(), LogFormat::kBinary).status().code(),
            absl::StatusCode::kDataLoss);
}

TEST(LogReader, EventCountCapIsEnforcedBeforeParsing) {
  pb::MatchLog log = SampleLog();
  ReadLimits limits;
  limits.max_events = 5;
  absl::Status status =
      ParseLog(log.SerializeAsString(), LogFormat::kBinary, limits).status();
  EXPECT_EQ(status.code(), absl::StatusCode::kDataLoss);
  EXPECT_NE(status.message().find("limit"), absl::string_view::npos);
}

// libprotobuf logs the field it refused; that text is the reason, and
// nothing reaches stderr.
TEST(LogReader, InvalidUtf8NamesTheFieldAndStaysOffStderr) {
  pb::MatchLog log = SampleLog();
  log.mutable_header()->set_match_id("m\xff\xfe");  // stored unchecked
  std::string bytes;
  {
    // Serialising complains too; keep that out of the test's stderr.
    ProtobufLogCapture quiet;
    bytes = log.SerializeAsString();
  }
  testing::internal::CaptureStderr();
  absl::Status status = ParseLog(bytes, LogFormat::kBinary).status();
  std::string stderr_text = testing::internal::GetCapturedStderr();
  EXPECT_EQ(status.code(), absl::StatusCode::kDataLoss);
  EXPECT_NE(status.message().find("arbiter.pb.Header.match_id"), absl::string_view::npos)
      << status;
  EXPECT_NE(status.message().find("UTF-8"), absl::string_view::npos) << status;
  EXPECT_EQ(stderr_text, "");
}

TEST(LogReader, ProtobufLogCapturesNest) {
  ProtobufLogCapture outer;
  {
    ProtobufLogCapture inner;
    pb::Header header;
    header.set_game("\xc3");
    std::string bytes = header.SerializeAsString();
    EXPECT_NE(inner.text().find("arbiter.pb.Header.game"), std::string::npos);
  }
  EXPECT_NE(outer.text().find("arbiter.pb.Header.game"), std::string::npos);
}

TEST(LogReader, ByteCapIsEnforced) {
  ReadLimits limits;
  limits.max_bytes = 10;
  EXPECT_EQ(ParseLog(std::string(11, 'x'), LogFormat::kBinary, limits).status().code(),
            absl::StatusCode::kDataLoss);
}

TEST(LogReader, MissingFileIsNotFound) {
  EXPECT_EQ(ReadFileCapped("/nonexistent/log.binpb", 100).status().code(),
            absl::StatusCode::kNotFound);
}

TEST(LogReader, FormatFollowsExtension) {
  EXPECT_EQ(FormatForPath("a.textproto"), LogFormat::kText);
  EXPECT_EQ(FormatForPath("a.json"), LogFormat::kJson);
  EXPECT_EQ(FormatForPath("a.binpb"), LogFormat::kBinary);
  EXPECT_TRUE(IsLogPath("x/y.pbtxt"));
  EXPECT_FALSE(IsLogPath("README.md"));
}

}  // namespace
}  // namespace arbiter
