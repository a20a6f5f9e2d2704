#include "engine/core/registry.h"

#include <algorithm>
#include <string>

namespace arbiter {
namespace {

std::vector<std::unique_ptr<Game>>& Storage() {
  static auto* games = new std::vector<std::unique_ptr<Game>>();
  return *games;
}

// The built-in games are registered on first use, once, thread-safely.
std::vector<std::unique_ptr<Game>>& Games() {
  [[maybe_unused]] static const bool registered = [] {
    internal::RegisterBuiltinGames();
    return true;
  }();
  return Storage();
}

}  // namespace

namespace internal {
bool RegisterGame(std::unique_ptr<Game> game) {
  auto& games = Storage();
  games.push_back(std::move(game));
  std::sort(games.begin(), games.end(), [](const auto& a, const auto& b) {
    return a->info().name < b->info().name;
  });
  return true;
}
}  // namespace internal

const Game* FindGame(absl::string_view name) {
  for (const auto& game : Games()) {
    if (game->info().name == name || game->info().cli_name == name) {
      return game.get();
    }
  }
  return nullptr;
}

std::vector<const Game*> AllGames() {
  std::vector<const Game*> out;
  for (const auto& game : Games()) out.push_back(game.get());
  return out;
}

}  // namespace arbiter
