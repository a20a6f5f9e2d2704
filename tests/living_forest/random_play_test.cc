// Seeded random Living Forest games through the Match interface: every event
// drawn from LegalEvents or SampleChance, checked after each step.
#include <cstdint>
#include <cstdio>
#include <random>
#include <memory>
#include <vector>

#include "absl/random/random.h"
#include "engine/core/registry.h"
#include "gtest/gtest.h"
#include "verifier/core/invariant.h"

namespace arbiter {
namespace {

struct PlayoutStats {
  int events = 0;
  bool terminal = false;
};

// Plays one game; when `check_all_listed`, applies every listed event to a
// clone at every step.
PlayoutStats Playout(int players, uint64_t seed, bool check_all_listed,
                     int max_events = 20000) {
  const Game* game = FindGame("living_forest");
  pb::Header header;
  header.set_format_version(1);
  header.set_rules_version(1);
  header.set_game("living_forest");
  header.set_players(players);
  header.mutable_living_forest();
  auto match = game->NewMatch(header);
  EXPECT_TRUE(match.ok()) << match.status();
  std::mt19937_64 rng(seed);
  PlayoutStats stats;
  std::vector<pb::Event> legal;
  while (!(*match)->IsTerminal() && stats.events < max_events) {
    pb::Event event;
    if ((*match)->Actor() == kChanceActor) {
      EXPECT_EQ((*match)->CountLegalEvents(), 0);
      auto drawn = (*match)->SampleChance(absl::BitGenRef(rng));
      EXPECT_TRUE(drawn.ok());
      event = *drawn;
    } else {
      legal.clear();
      (*match)->ListLegalEvents(&legal);
      EXPECT_FALSE(legal.empty()) << (*match)->StateText();
      if (legal.empty()) break;
      if (check_all_listed) {
        for (const pb::Event& each : legal) {
          auto clone = (*match)->Clone();
          absl::Status st = clone->Apply(each);
          EXPECT_TRUE(st.ok()) << "listed event rejected: " << (*match)->EventText(each)
                               << ": " << st << "\n" << (*match)->StateText();
        }
      }
      event = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
    }
    const uint64_t before = (*match)->Digest();
    auto copy = (*match)->Clone();
    absl::Status st = copy->Apply(event);
    EXPECT_EQ((*match)->Digest(), before) << "Apply changed its input";
    if (!st.ok()) {
      ADD_FAILURE() << "seed " << seed << " step " << stats.events << " "
                    << (*match)->EventText(event) << ": " << st << "\n"
                    << (*match)->StateText();
      break;
    }
    match = std::move(copy);
    ++stats.events;
    absl::Status consistent = (*match)->CheckConsistency();
    absl::Status invariants = CheckInvariants(**match);
    if (!consistent.ok() || !invariants.ok()) {
      ADD_FAILURE() << "seed " << seed << " step " << stats.events << " after "
                    << (*match)->EventText(event) << ": " << consistent << " / "
                    << invariants << "\n" << (*match)->StateText();
      break;
    }
  }
  stats.terminal = (*match)->IsTerminal();
  if (stats.terminal) {
    EXPECT_FALSE((*match)->Winners().empty());
  }
  return stats;
}

TEST(LivingForestRandomPlay, GamesEndWithConsistentStates) {
  int longest = 0;
  for (int players = 2; players <= 4; ++players) {
    for (uint64_t seed = 1; seed <= 100; ++seed) {
      const PlayoutStats stats = Playout(players, seed * 7919 + players, false);
      EXPECT_TRUE(stats.terminal) << players << " players, seed " << seed;
      if (stats.events > longest) longest = stats.events;
      if (HasFailure()) return;
    }
  }
  RecordProperty("longest_game_events", longest);
  std::printf("longest random game: %d events\n", longest);
}

TEST(LivingForestRandomPlay, EveryListedEventIsAccepted) {
  for (int players = 2; players <= 4; ++players) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      EXPECT_TRUE(Playout(players, seed, true).terminal);
      if (HasFailure()) return;
    }
  }
}

}  // namespace
}  // namespace arbiter
