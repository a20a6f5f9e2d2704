// The game registry: the only place that enumerates games.
//
//   // in engine/<game>/register.cc, inside an anonymous namespace:
//   ARBITER_REGISTER_GAME(RumbleNationGame);
//
//   const Game* game = FindGame("rumble-nation");  // cli or registry name
//
// Registration runs during static initialisation; lookups afterwards are
// read-only and thread-safe. Game objects live for the whole program.
#ifndef ARBITER_ENGINE_CORE_REGISTRY_H_
#define ARBITER_ENGINE_CORE_REGISTRY_H_

#include <memory>
#include "absl/strings/string_view.h"
#include <vector>

#include "engine/core/game.h"

namespace arbiter {

// Returns the game registered under `name` (registry or command-line name),
// or nullptr.
const Game* FindGame(absl::string_view name);

// Every registered game, sorted by name.
std::vector<const Game*> AllGames();

namespace internal {
// Takes ownership; returns true so that it can initialise a static.
bool RegisterGame(std::unique_ptr<Game> game);
}  // namespace internal

#define ARBITER_REGISTER_GAME_CONCAT_(a, b) a##b
#define ARBITER_REGISTER_GAME_NAME_(line) \
  ARBITER_REGISTER_GAME_CONCAT_(arbiter_game_registered_, line)
// Registers a default-constructible Game subclass.
#define ARBITER_REGISTER_GAME(GameClass)                         \
  [[maybe_unused]] const bool ARBITER_REGISTER_GAME_NAME_(__LINE__) = \
      ::arbiter::internal::RegisterGame(std::make_unique<GameClass>())

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_REGISTRY_H_
