// The shared battery first (tests/testing/battery.h), then Root's own tests
// in the other files of this folder.
#include "gtest/gtest.h"
#include "tests/testing/battery.h"

namespace arbiter::root {
namespace {

TEST(RootBattery, RandomGamesKeepEveryPromise) {
  // Both maps, both seat orders and the two-game match.
  arbiter::testing::RunGameBattery(
      "root", {.playouts = 32,
               .seed = 5,
               .variants = {{{"map", "autumn"}},
                            {{"map", "winter"}},
                            {{"factions", "eyrie,marquise"}},
                            {{"map", "winter"}, {"games", "2"}}}});
}

}  // namespace
}  // namespace arbiter::root
