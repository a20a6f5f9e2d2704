// The shared battery first (tests/testing/battery.h), then Root's own tests
// in the other files of this folder.
#include "gtest/gtest.h"
#include "tests/testing/battery.h"

namespace arbiter::root {
namespace {

TEST(RootBattery, RandomGamesKeepEveryPromise) {
  arbiter::testing::RunGameBattery("root", {.playouts = 30, .seed = 5});
}

}  // namespace
}  // namespace arbiter::root
