// The test battery every game runs first (STYLE.md "The battery every game
// runs").
//
//   TEST(RumbleNationBattery, Passes) {
//     arbiter::testing::RunGameBattery("rumble_nation", {.playouts = 40, .seed = 7});
//   }
//
// Plays seeded random games through the type-erased Match interface and, at
// every step, checks the promises of engine/core/game.h: listed events are
// accepted, mutated events are rejected with a rule id or are equivalent to
// a listed one, the list is deterministic and non-empty, Apply leaves its
// input unchanged on failure, the same event on a copy gives the same
// digest, consistency and every invariant hold, the event survives the
// text-format round trip, and the native list and draw (ListLegal,
// SampleChance into LegalEvents) are the same events in the same order, with
// the same encoding, text and resulting digest. At early steps and powers of two it also round-
// trips snapshots and folds the prefix from scratch. At the end the verifier
// must accept the recorded log with the same final digest. Failures print
// the seed, step, event and state, so each reproduces from its message.
#ifndef ARBITER_TESTS_TESTING_BATTERY_H_
#define ARBITER_TESTS_TESTING_BATTERY_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace arbiter::testing {

struct BatteryOptions {
  int playouts = 20;
  uint64_t seed = 1;
  // Events checked exhaustively per step; longer lists are sampled.
  int max_listed_checks = 48;
  int max_events = 200000;
  // Game options as `arbiter play` takes them ({"map", "winter"}); playout i
  // uses variants[i % size]. Empty: the game's defaults only.
  std::vector<std::map<std::string, std::string>> variants = {};
};

void RunGameBattery(absl::string_view game_name, const BatteryOptions& options);

}  // namespace arbiter::testing

#endif  // ARBITER_TESTS_TESTING_BATTERY_H_
