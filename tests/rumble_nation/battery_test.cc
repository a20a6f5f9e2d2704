#include "gtest/gtest.h"
#include "tests/testing/battery.h"

namespace arbiter::rumble_nation {
namespace {

TEST(RumbleNationBattery, RandomGamesKeepEveryPromise) {
  arbiter::testing::RunGameBattery("rumble_nation", {.playouts = 30, .seed = 11});
}

}  // namespace
}  // namespace arbiter::rumble_nation
