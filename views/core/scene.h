// A game's part of a picture: what its board looks like in one state. The
// frame around it (title, legend, the event that led here, who decides
// next) is drawn by picture.h for every game alike.
//
//   // in views/<game>/scene.cc, inside an anonymous namespace:
//   absl::StatusOr<Scene> DrawRumbleNation(const pb::Snapshot& snapshot);
//   ARBITER_REGISTER_SCENE("rumble_nation", &DrawRumbleNation);
//
// Registration runs during static initialisation; lookups afterwards are
// read-only and thread-safe. A scene function is pure.
#ifndef ARBITER_VIEWS_CORE_SCENE_H_
#define ARBITER_VIEWS_CORE_SCENE_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/log.pb.h"

namespace arbiter::views {

struct SeatLegend {
  std::string name;    // "seat 0", or the faction
  std::string colour;  // CSS colour of the seat's pieces
};

struct Scene {
  double width = 0;   // of the board drawing, in SVG units
  double height = 0;
  std::string body;   // SVG elements drawn in [0,width] x [0,height]
  std::vector<SeatLegend> seats;  // one per seat, in seat order
};

// kInvalidArgument: the snapshot is not of this game or names pieces that do
// not exist (the snapshot came from a match, so that is a bug).
using SceneFunction = absl::StatusOr<Scene> (*)(const pb::Snapshot& snapshot);

// The scene of `game` (registry name), or nullptr when none is registered.
SceneFunction FindScene(absl::string_view game);

// Seat colours for games without their own, readable on white and apart
// from each other for the common kinds of colour blindness.
absl::string_view SeatColour(int seat);

namespace internal {
bool RegisterScene(absl::string_view game, SceneFunction scene);
}  // namespace internal

#define ARBITER_REGISTER_SCENE_CONCAT_(a, b) a##b
#define ARBITER_REGISTER_SCENE_NAME_(line) \
  ARBITER_REGISTER_SCENE_CONCAT_(arbiter_scene_registered_, line)
#define ARBITER_REGISTER_SCENE(game, function)                          \
  [[maybe_unused]] const bool ARBITER_REGISTER_SCENE_NAME_(__LINE__) = \
      ::arbiter::views::internal::RegisterScene(game, function)

}  // namespace arbiter::views

#endif  // ARBITER_VIEWS_CORE_SCENE_H_
