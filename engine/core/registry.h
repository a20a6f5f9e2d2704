// The game registry: the only place that enumerates games.
//
//   // in engine/<game>/register.cc, in namespace arbiter::<game> (outside
//   // any anonymous namespace):
//   ARBITER_REGISTER_GAME(RumbleNationGame);
//
//   const Game* game = FindGame("rumble-nation");  // cli or registry name
//
// Registration is explicit, not a static initialiser: the macro defines
// arbiter::<game>::RegisterBuiltinGame(), and the first lookup calls every
// game's through internal::RegisterBuiltinGames(), which the build generates
// from its list of games (ARBITER_GAMES in CMakeLists.txt). The call is what
// makes any ordinary link, static archive or shared library, keep every
// game; a registrar nothing refers to is what an archive link drops.
// Lookups are thread-safe. Game objects live for the whole program.
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
// Takes ownership; returns true.
bool RegisterGame(std::unique_ptr<Game> game);
// Calls each built-in game's RegisterBuiltinGame() (generated:
// engine/builtin_games.cc.in).
void RegisterBuiltinGames();
}  // namespace internal

// Defines RegisterBuiltinGame() for a default-constructible Game subclass,
// in the game's namespace arbiter::<game>.
#define ARBITER_REGISTER_GAME(GameClass) \
  void RegisterBuiltinGame() {           \
    ::arbiter::internal::RegisterGame(std::make_unique<GameClass>()); \
  }

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_REGISTRY_H_
