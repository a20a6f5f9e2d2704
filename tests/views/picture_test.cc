// Pictures of every game at several points of generated games: a complete
// SVG document whose tags balance, the frame's facts (match, event count, the
// event that led here, who is next, each seat in the legend with its score),
// a board that changes as the game goes on, and at a rejected event the rule
// id, reason and citation.
#include <cstdlib>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gtest/gtest.h"
#include "replay/log_source.h"
#include "views/core/picture.h"
#include "views/core/walk.h"

namespace arbiter::views {
namespace {

// True when every element opened is closed in order (a crude XML check; the
// browser test parses the documents for real).
bool TagsBalance(const std::string& svg, std::string* why) {
  std::vector<std::string> open;
  for (size_t i = svg.find('<'); i != std::string::npos; i = svg.find('<', i + 1)) {
    const size_t end = svg.find('>', i);
    if (end == std::string::npos) {
      *why = "unterminated tag";
      return false;
    }
    const std::string tag = svg.substr(i + 1, end - i - 1);
    if (tag.empty()) continue;
    if (tag[0] == '/') {
      if (open.empty() || open.back() != tag.substr(1)) {
        *why = absl::StrCat("</", tag.substr(1), "> closes ", open.empty() ? "nothing" : open.back());
        return false;
      }
      open.pop_back();
    } else if (tag.back() != '/') {
      open.push_back(tag.substr(0, tag.find_first_of(" \n")));
    }
  }
  if (!open.empty()) *why = absl::StrCat("<", open.back(), "> never closed");
  return open.empty();
}

// ctest sets ARBITER_SOURCE_DIR; by hand, run from the checkout.
std::string SourceDir() {
  const char* dir = std::getenv("ARBITER_SOURCE_DIR");
  return dir != nullptr ? dir : ".";
}

pb::MatchLog Generated(absl::string_view game, uint64_t seed) {
  PlayOptions options;
  options.seed = seed;
  absl::StatusOr<pb::MatchLog> log = PlayRandomGame(*FindGame(game), options, {});
  EXPECT_TRUE(log.ok()) << log.status();
  return *log;
}

class PictureTest : public ::testing::TestWithParam<std::string> {};

TEST_P(PictureTest, DrawsEveryPointOfAGeneratedGame) {
  for (uint64_t seed : {1, 2}) {
    const pb::MatchLog log = Generated(GetParam(), seed);
    const int64_t total = log.events_size();
    std::vector<std::string> pictures;
    for (int64_t at : {int64_t{0}, total / 3, 2 * total / 3, total}) {
      absl::Status walked = WalkLog(log, at, at, [&](const Match& match, const Frame& frame) {
        EXPECT_FALSE(frame.rejected.has_value());
        EXPECT_EQ(frame.index, at);
        absl::StatusOr<std::string> svg = DrawPicture(match, frame);
        if (!svg.ok()) return svg.status();
        std::string why;
        EXPECT_TRUE(absl::StartsWith(*svg, "<svg xmlns=\"http://www.w3.org/2000/svg\""));
        EXPECT_TRUE(TagsBalance(*svg, &why)) << why << " at " << at;
        EXPECT_TRUE(absl::StrContains(*svg, absl::StrCat("after ", at, " of ", total, " events")));
        const std::vector<int64_t> scores = match.Scores();
        for (int seat = 0; seat < match.players(); ++seat) {
          EXPECT_TRUE(absl::StrContains(*svg, absl::StrCat("seat ", seat)));
          EXPECT_TRUE(absl::StrContains(*svg, absl::StrCat(": ", scores[seat], "</text>")))
              << "seat " << seat << "'s score in the legend at " << at;
        }
        if (at > 0) {
          EXPECT_FALSE(frame.last_event.empty());
          EXPECT_TRUE(absl::StrContains(*svg, absl::StrCat("event ", at - 1, ": ")));
        }
        EXPECT_TRUE(absl::StrContains(
            *svg, match.IsTerminal() ? "next: nobody: the game is over" : "next: "));
        pictures.push_back(*std::move(svg));
        return absl::OkStatus();
      });
      ASSERT_TRUE(walked.ok()) << walked;
    }
    ASSERT_EQ(pictures.size(), 4u);
    for (size_t i = 1; i < pictures.size(); ++i) EXPECT_NE(pictures[i - 1], pictures[i]);
  }
}

TEST_P(PictureTest, FrameNamesTheEventThatLedHere) {
  const pb::MatchLog log = Generated(GetParam(), 5);
  std::string previous_text;
  int64_t visited = 0;
  absl::Status walked = WalkLog(log, 0, 20, [&](const Match& match, const Frame& frame) {
    EXPECT_EQ(frame.last_event, previous_text) << "at " << frame.index;
    if (frame.index < log.events_size()) {
      previous_text = match.EventText(log.events(static_cast<int>(frame.index)));
    }
    ++visited;
    return absl::OkStatus();
  });
  ASSERT_TRUE(walked.ok()) << walked;
  EXPECT_EQ(visited, 21);
}

INSTANTIATE_TEST_SUITE_P(EveryGame, PictureTest,
                         ::testing::Values("rumble_nation", "living_forest", "root"));

// A conformance case that breaks a rule: the walk ends in the state the
// rejected event was played in, and the picture names the rule.
TEST(PictureRejectionTest, ShowsTheRuleReasonAndCitation) {
  for (const char* name : {"corpus/rumble_nation/invalid/battle_reinforce_target_not_adjacent.textproto",
                           "corpus/root/invalid/ambush_outside_battle.textproto"}) {
    absl::StatusOr<pb::MatchLog> log =
        LoadOneLog(absl::StrCat(SourceDir(), "/", name));
    ASSERT_TRUE(log.ok()) << log.status();
    const int64_t expected_index = log->expect().invalid().event_index();
    int visits = 0;
    absl::Status walked =
        WalkLog(*log, 0, log->events_size(), [&](const Match& match, const Frame& frame) {
          ++visits;
          if (!frame.rejected) return absl::OkStatus();
          EXPECT_EQ(frame.index, expected_index) << name;
          EXPECT_EQ(frame.rejected->rule_id, log->expect().invalid().rule_id()) << name;
          absl::StatusOr<std::string> svg = DrawPicture(match, frame);
          if (!svg.ok()) return svg.status();
          EXPECT_TRUE(absl::StrContains(*svg, absl::StrCat("REJECTED event ", expected_index)));
          EXPECT_TRUE(absl::StrContains(*svg, frame.rejected->rule_id));
          EXPECT_FALSE(frame.rejected->citation.empty());
          return absl::OkStatus();
        });
    ASSERT_TRUE(walked.ok()) << walked;
    EXPECT_EQ(visits, expected_index + 1) << name << ": the walk stops at the rejection";
  }
}

TEST(WalkLogTest, RefusesARangeBeyondTheLog) {
  PlayOptions options;
  options.seed = 1;
  pb::MatchLog log = *PlayRandomGame(*FindGame("rumble_nation"), options, {});
  auto ignore = [](const Match&, const Frame&) { return absl::OkStatus(); };
  EXPECT_EQ(WalkLog(log, 0, log.events_size() + 1, ignore).code(), absl::StatusCode::kOutOfRange);
  EXPECT_EQ(WalkLog(log, 3, 2, ignore).code(), absl::StatusCode::kOutOfRange);
  log.mutable_header()->set_game("chess");
  EXPECT_EQ(WalkLog(log, 0, 0, ignore).code(), absl::StatusCode::kNotFound);
}

}  // namespace
}  // namespace arbiter::views
