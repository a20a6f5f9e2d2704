// The shared battery first (tests/testing/battery.h), then Root's own tests
// in the other files of this folder.
#include "gtest/gtest.h"
#include "tests/testing/battery.h"

namespace arbiter::root {
namespace {

TEST(RootBattery, RandomGamesKeepEveryPromise) {
  // Both maps, seat orders, the two-game match, the Alliance, the Vagabond,
  // the Riverfolk Company and the Lizard Cult in two to four seats. Game i
  // has 2 + i % 3 seats and variant i % 18, so variant v is one of 2 + v % 3
  // seats.
  arbiter::testing::RunGameBattery(
      "root", {.playouts = 72,
               .seed = 5,
               .variants = {{{"map", "autumn"}},
                            {{"factions", "alliance,eyrie,marquise"}},
                            {{"map", "autumn"}},
                            {{"factions", "eyrie,marquise"}},
                            {{"factions", "eyrie,alliance,marquise"}, {"map", "winter"}},
                            {{"factions", "vagabond,alliance,eyrie,marquise"}},
                            {{"map", "winter"}, {"games", "2"}},
                            {{"factions", "marquise,eyrie,alliance"}},
                            {{"map", "winter"}},
                            {{"factions", "vagabond,marquise"}},
                            {{"factions", "eyrie,vagabond,marquise"}, {"map", "winter"}},
                            {{"factions", "marquise,vagabond,eyrie,alliance"}},
                            {{"factions", "company,marquise"}, {"map", "winter"}},
                            {{"factions", "eyrie,company,alliance"}},
                            {{"factions", "marquise,eyrie,vagabond,company"}},
                            {{"factions", "lizard,marquise"}, {"map", "winter"}},
                            {{"factions", "eyrie,lizard,alliance"}},
                            {{"factions", "lizard,vagabond,company,eyrie"}, {"map", "winter"}}}});
}

}  // namespace
}  // namespace arbiter::root
