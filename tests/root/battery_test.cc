// The shared battery first (tests/testing/battery.h), then Root's own tests
// in the other files of this folder.
#include "gtest/gtest.h"
#include "tests/testing/battery.h"

namespace arbiter::root {
namespace {

TEST(RootBattery, RandomGamesKeepEveryPromise) {
  // Both maps, seat orders, the two-game match, and the Alliance in two and
  // three seats. Games alternate two and three seats (i % 2), so variants
  // at even places are two-seat ones and at odd places three-seat ones.
  arbiter::testing::RunGameBattery(
      "root", {.playouts = 48,
               .seed = 5,
               .variants = {{{"map", "autumn"}},
                            {{"map", "winter"}},
                            {{"factions", "eyrie,marquise"}},
                            {{"factions", "alliance,eyrie,marquise"}},
                            {{"map", "winter"}, {"games", "2"}},
                            {{"factions", "eyrie,alliance,marquise"}, {"map", "winter"}},
                            {{"factions", "marquise,alliance"}},
                            {{"factions", "marquise,eyrie,alliance"}}}});
}

}  // namespace
}  // namespace arbiter::root
