#include "engine/core/registry.h"

#include "gtest/gtest.h"

namespace arbiter {
namespace {

TEST(RegistryTest, EveryGameIsFoundByBothNames) {
  ASSERT_FALSE(AllGames().empty());
  for (const Game* game : AllGames()) {
    EXPECT_EQ(FindGame(game->info().name), game);
    EXPECT_EQ(FindGame(game->info().cli_name), game);
    EXPECT_LE(game->info().min_seats, game->info().max_seats);
    EXPECT_LE(game->info().min_rules_version, game->info().rules_version);
  }
}

TEST(RegistryTest, UnknownGameIsNull) {
  EXPECT_EQ(FindGame("chess"), nullptr);
  EXPECT_EQ(FindGame(""), nullptr);
}

}  // namespace
}  // namespace arbiter
