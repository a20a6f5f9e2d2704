// The progress line's text, and that it stays silent without a terminal.
#include "replay/progress_line.h"

#include <sstream>

#include "gtest/gtest.h"

namespace arbiter {
namespace {

TEST(ProgressLineTest, ShowsDoneRateFailuresAndTimeLeft) {
  EXPECT_EQ(FormatProgress(1200, 40000, 3, 2.0), "1200/40000 logs  600 logs/s  3 failed  1:05 left");
  EXPECT_EQ(FormatProgress(0, 10, 0, 0.0), "0/10 logs  0 failed");
  EXPECT_EQ(FormatProgress(10, 10, 1, 5.0), "10/10 logs  2 logs/s  1 failed  0:00 left");
}

TEST(ProgressLineTest, ABatchOfUnknownSizeShowsNoTimeLeft) {
  EXPECT_EQ(FormatProgress(1200, std::nullopt, 3, 2.0), "1200 logs  600 logs/s  3 failed");
  EXPECT_EQ(FormatProgress(0, std::nullopt, 0, 0.0), "0 logs  0 failed");
}

TEST(ProgressLineTest, WritesNothingWithoutATerminal) {
  ProgressLine none(nullptr, 10);
  none.Update(5, 0);
  none.Clear();
  std::ostringstream text;
  EXPECT_FALSE(StderrIsTerminal(text));
  EXPECT_FALSE(StdoutIsTerminal(text));
}

TEST(ProgressLineTest, RedrawsInPlaceAndClears) {
  std::ostringstream tty;
  ProgressLine line(&tty, 2);
  line.Update(2, 0);  // the last log is always drawn
  EXPECT_EQ(tty.str().substr(0, 1), "\r");
  EXPECT_NE(tty.str().find("2/2 logs"), std::string::npos);
  line.Clear();
  EXPECT_EQ(tty.str().substr(tty.str().size() - 4), "\r\x1b[K");
}

// A streamed batch learns its size when the walk ends: from then on the
// line counts against it, and the last log is drawn.
TEST(ProgressLineTest, ABatchWhoseSizeBecomesKnownCountsAgainstIt) {
  std::ostringstream tty;
  ProgressLine line(&tty, std::nullopt);
  line.Update(1, 0);
  line.SetTotal(3);
  line.Update(3, 1);
  EXPECT_NE(tty.str().find("3/3 logs"), std::string::npos) << tty.str();
}

}  // namespace
}  // namespace arbiter
