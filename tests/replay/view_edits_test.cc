// Line edits between views (replay/view_edits.h), as seat records store
// each view after the first.
#include "replay/view_edits.h"

#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "rapidcheck.h"
#include "rapidcheck/gtest.h"

namespace arbiter {
namespace {

// A text of lines drawn from a few, so that texts share many lines; the
// last line may lack its "\n".
rc::Gen<std::string> Text() {
  return rc::gen::map(
      rc::gen::pair(rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 6)), rc::gen::arbitrary<bool>()),
      [](const std::pair<std::vector<int>, bool>& drawn) {
        std::string text;
        for (int line : drawn.first) text += "line " + std::to_string(line) + "\n";
        if (drawn.second && !text.empty()) text.pop_back();
        return text;
      });
}

RC_GTEST_PROP(ViewEdits, EditsTurnOneTextIntoTheOther, ()) {
  const std::string from = *Text();
  const std::string to = *Text();
  const LineEdits edits = DiffLines(from, to);
  absl::StatusOr<std::string> applied = ApplyLineEdits(from, edits);
  RC_ASSERT(applied.ok());
  RC_ASSERT(*applied == to);
  for (int k = 1; k < edits.size(); ++k)
    RC_ASSERT(edits[k].at() > edits[k - 1].at() + edits[k - 1].removed());
}

TEST(ViewEdits, EqualTextsNeedNoEdit) {
  EXPECT_TRUE(DiffLines("a\nb\nc\n", "a\nb\nc\n").empty());
  EXPECT_TRUE(DiffLines("", "").empty());
}

TEST(ViewEdits, TwoChangedLinesApartAreTwoEditsOfOneLineEach) {
  const LineEdits edits = DiffLines("a\nb\nc\nd\ne\n", "a\nB\nc\nd\nE\n");
  ASSERT_EQ(edits.size(), 2);
  EXPECT_EQ(edits[0].at(), 1u);
  EXPECT_EQ(edits[0].removed(), 1u);
  EXPECT_EQ(absl::StrJoin(edits[0].added(), ""), "B\n");
  EXPECT_EQ(edits[1].at(), 4u);
  EXPECT_EQ(absl::StrJoin(edits[1].added(), ""), "E\n");
}

TEST(ViewEdits, EditsThatDoNotFitTheTextAreDataLoss) {
  LineEdits past_end;
  past_end.Add()->set_at(3);
  past_end[0].set_removed(1);
  EXPECT_EQ(ApplyLineEdits("a\nb\n", past_end).status().code(), absl::StatusCode::kDataLoss);
  LineEdits overlapping;
  overlapping.Add()->set_at(0);
  overlapping[0].set_removed(2);
  overlapping.Add()->set_at(1);
  EXPECT_EQ(ApplyLineEdits("a\nb\nc\n", overlapping).status().code(), absl::StatusCode::kDataLoss);
  LineEdits huge;
  huge.Add()->set_at(0xffffffffu);
  huge[0].set_removed(0xffffffffu);
  EXPECT_EQ(ApplyLineEdits("a\n", huge).status().code(), absl::StatusCode::kDataLoss);
}

}  // namespace
}  // namespace arbiter
