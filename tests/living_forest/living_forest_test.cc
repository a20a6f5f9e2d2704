// The generic battery every game runs first (tests/testing/battery.h).
#include "gtest/gtest.h"
#include "tests/testing/battery.h"
#include "verifier/core/invariant.h"

namespace arbiter {
namespace {

TEST(LivingForestBattery, Passes) {
  arbiter::testing::RunGameBattery("living_forest", {.playouts = 30, .seed = 11});
}

TEST(LivingForestBattery, CatalogueIsRegistered) {
  EXPECT_GE(InvariantsFor("living_forest").size(), 15u);
}

}  // namespace
}  // namespace arbiter
