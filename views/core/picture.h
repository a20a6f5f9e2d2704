// One picture of a match state as a standalone SVG document: the game's
// board (scene.h) inside a frame every game shares, which says which match
// and event this is, the event that led here, whose decision is next, the
// seats' colours with their scores, and, when the next recorded event was
// rejected, the rule, the reason and the rulebook citation.
//
//   absl::StatusOr<std::string> svg = DrawPicture(*match, frame);
//
// Pure; allocates freely (not for hot paths). Thread-safe for distinct
// matches.
#ifndef ARBITER_VIEWS_CORE_PICTURE_H_
#define ARBITER_VIEWS_CORE_PICTURE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "engine/core/game.h"
#include "engine/core/rejection.h"

namespace arbiter::views {

// What the frame says about the state shown; filled by WalkLog (walk.h).
struct Frame {
  std::string match_id;
  int64_t index = 0;         // events applied before this state
  int64_t total = 0;         // events in the log
  std::string last_event;    // text of event index-1, empty at 0
  // Set when event `index` of the log was rejected in this state.
  std::optional<Rejection> rejected;
  std::string rejected_event;  // its text
};

// Who decides next and what, in words: "seat 1 (Eyrie Dynasties) - Daylight
// of seat 1 (Eyrie)", "chance - battle in clearing 5 (...): chance: the two
// dice", "nobody: the game is over, won by seat 0".
std::string NextToDecide(const Match& match,
                         const std::vector<std::string>& seat_names);

// kNotFound: no scene is registered for the match's game.
// kInvalidArgument: the scene could not read the state (a bug).
absl::StatusOr<std::string> DrawPicture(const Match& match, const Frame& frame);

}  // namespace arbiter::views

#endif  // ARBITER_VIEWS_CORE_PICTURE_H_
