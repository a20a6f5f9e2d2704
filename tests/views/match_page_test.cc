// The match viewer page: self-contained, every state present once, and no
// text from a log can end its script early.
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "views/core/match_page.h"

namespace arbiter::views {
namespace {

int Count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t i = text.find(what); i != std::string::npos; i = text.find(what, i + 1)) ++n;
  return n;
}

TEST(ScriptStringTest, EscapesWhatCouldEndAScriptOrAString) {
  EXPECT_EQ(ScriptString("a\"b\\c\nd"), "\"a\\\"b\\\\c\\nd\"");
  EXPECT_EQ(ScriptString("</script><!--"), "\"\\u003c/script>\\u003c!--\"");
  EXPECT_EQ(ScriptString(std::string("\x01", 1)), "\"\\u0001\"");
}

TEST(MatchPageTest, SelfContainedWithEveryStateAndItsRejection) {
  std::vector<PageStep> steps(3);
  for (int i = 0; i < 3; ++i) {
    steps[i].svg = absl::StrCat("<svg>\n<text>state ", i, "</text>\n</svg>");
    steps[i].next = "seat 0";
    steps[i].scores = {i, 2 * i};
    if (i > 0) steps[i].event_text = absl::StrCat("event ", i - 1, ": </script> move");
  }
  steps[2].rejected = Rejection{"game.rule.id", "seed.txt heading", "why not"};
  steps[2].rejected_event = "seat 1: bad";
  const std::string page = MatchPage("match <x>", steps);
  // Only the page's own two scripts end; the log's text is escaped.
  EXPECT_EQ(Count(page, "</script>"), 2);
  EXPECT_TRUE(absl::StrContains(page, "<title>match &lt;x&gt;</title>"));
  // Shared lines are written once.
  EXPECT_EQ(Count(page, "\"\\u003csvg>\""), 1);
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(absl::StrContains(page, absl::StrCat("state ", i, "\\u003c/text>")));
  }
  EXPECT_TRUE(absl::StrContains(page, "\"rule\":\"game.rule.id\""));
  EXPECT_TRUE(absl::StrContains(page, "\"citation\":\"seed.txt heading\""));
  EXPECT_TRUE(absl::StrContains(page, "\"scores\":[2,4]"));
  // Nothing is fetched: no external script, style, font or image.
  EXPECT_FALSE(absl::StrContains(page, "src="));
  EXPECT_FALSE(absl::StrContains(page, "href="));
  EXPECT_FALSE(absl::StrContains(page, "@import"));
  EXPECT_FALSE(absl::StrContains(page, "url("));
}

}  // namespace
}  // namespace arbiter::views
