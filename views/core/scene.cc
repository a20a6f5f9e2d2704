#include "views/core/scene.h"

#include <array>
#include <map>
#include <string>

namespace arbiter::views {
namespace {

std::map<std::string, SceneFunction, std::less<>>& Scenes() {
  static auto* scenes = new std::map<std::string, SceneFunction, std::less<>>();
  return *scenes;
}

}  // namespace

SceneFunction FindScene(absl::string_view game) {
  auto it = Scenes().find(game);
  return it == Scenes().end() ? nullptr : it->second;
}

absl::string_view SeatColour(int seat) {
  // Okabe and Ito's palette: blue, vermilion, bluish green, reddish purple.
  static constexpr std::array<absl::string_view, 4> kColours = {
      "#0072b2", "#d55e00", "#009e73", "#cc79a7"};
  return kColours[static_cast<size_t>(seat) % kColours.size()];
}

namespace internal {
bool RegisterScene(absl::string_view game, SceneFunction scene) {
  Scenes().emplace(std::string(game), scene);
  return true;
}
}  // namespace internal

}  // namespace arbiter::views
