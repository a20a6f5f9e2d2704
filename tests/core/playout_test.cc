// The three ways to play a random game (playout.h) write one log: the log
// returned by value on the heap is the plain version and the oracle;
// PlayRandomGameOnArena (an ArenaLog) and the caller's-arena overload must
// give it byte for byte, for every game, seed and playout option, and fail
// the same way.
#include "engine/core/playout.h"

#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "engine/core/arena_log.h"
#include "engine/core/registry.h"
#include "google/protobuf/arena.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

std::string Bytes(const pb::MatchLog& log) {
  std::string bytes;
  EXPECT_TRUE(log.SerializeToString(&bytes));
  return bytes;
}

// Every game and Root configuration (game name, options but the seed).
using Configuration = std::pair<std::string, PlayOptions>;

const std::vector<Configuration>& Configurations() {
  static const auto* configurations = [] {
    auto* all = new std::vector<Configuration>;
    auto add = [all](const char* game, int players, PlayOptions options) {
      options.players = players;
      all->emplace_back(game, std::move(options));
    };
    add("rumble_nation", 2, {});
    add("rumble_nation", 4, {});
    add("living_forest", 2, {});
    add("living_forest", 4, {});
    add("root", 2, {.flags = {{"factions", "marquise,eyrie"}, {"map", "autumn"}}});
    add("root", 2, {.flags = {{"factions", "eyrie,marquise"}, {"map", "winter"}}});
    return all;
  }();
  return *configurations;
}

PlayOptions WithSeed(PlayOptions options, uint64_t seed) {
  options.seed = seed;
  return options;
}

void ExpectSameLogEveryWay(const Game& game, const PlayOptions& options,
                           const PlayoutOptions& playout) {
  absl::StatusOr<pb::MatchLog> plain = PlayRandomGame(game, options, playout);
  ASSERT_TRUE(plain.ok()) << plain.status();
  ASSERT_GT(plain->events_size(), 0);
  const std::string expected = Bytes(*plain);

  absl::StatusOr<ArenaLog> owned = PlayRandomGameOnArena(game, options, playout);
  ASSERT_TRUE(owned.ok()) << owned.status();
  EXPECT_EQ(Bytes(owned->log()), expected);

  google::protobuf::Arena arena;
  auto* on_arena = google::protobuf::Arena::CreateMessage<pb::MatchLog>(&arena);
  ASSERT_TRUE(PlayRandomGame(game, options, playout, on_arena).ok());
  EXPECT_EQ(Bytes(*on_arena), expected);
}

TEST(PlayRandomGameOnArena, WritesThePlainLogByteForByte) {
  for (const auto& [name, options] : Configurations()) {
    const Game* game = FindGame(name);
    ASSERT_NE(game, nullptr) << name;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      SCOPED_TRACE(name + " p" + std::to_string(options.players) + " seed " +
                   std::to_string(seed));
      ExpectSameLogEveryWay(*game, WithSeed(options, seed), {});
    }
  }
}

// The checkpoint countdown and the golden block under every option.
TEST(PlayRandomGameOnArena, WritesThePlainLogUnderEveryPlayoutOption) {
  for (const auto& [name, options] : Configurations()) {
    const Game* game = FindGame(name);
    ASSERT_NE(game, nullptr) << name;
    for (int every : {0, 1, 7, 64, 1 << 20}) {
      for (bool golden : {false, true}) {
        SCOPED_TRACE(name + " every " + std::to_string(every) +
                     (golden ? " golden" : ""));
        PlayoutOptions playout;
        playout.checkpoint_every = every;
        playout.golden = golden;
        ExpectSameLogEveryWay(*game, WithSeed(options, 3), playout);
      }
    }
  }
}

// Checkpoints land where checkpoint_every says: every k-th event carries a
// digest, and no other event before the last.
TEST(PlayRandomGame, CheckpointsEveryKthEvent) {
  PlayOptions options;
  options.players = 2;
  options.seed = 5;
  for (int every : {1, 7, 64}) {
    PlayoutOptions playout;
    playout.checkpoint_every = every;
    absl::StatusOr<pb::MatchLog> log = PlayRandomGame(*FindGame("living_forest"), options, playout);
    ASSERT_TRUE(log.ok()) << log.status();
    for (int i = 0; i + 1 < log->events_size(); ++i) {
      EXPECT_EQ(log->events(i).has_checkpoint(), (i + 1) % every == 0)
          << "every " << every << " event " << i;
    }
    EXPECT_TRUE(log->events(log->events_size() - 1).has_checkpoint());
  }
}

TEST(PlayRandomGameOnArena, FailsAsThePlainVersionDoes) {
  const Game* game = FindGame("living_forest");
  ASSERT_NE(game, nullptr);
  PlayOptions options;
  options.players = 2;
  options.seed = 1;
  PlayoutOptions playout;
  playout.max_events = 10;
  absl::StatusOr<pb::MatchLog> plain = PlayRandomGame(*game, options, playout);
  absl::StatusOr<ArenaLog> owned = PlayRandomGameOnArena(*game, options, playout);
  ASSERT_FALSE(plain.ok());
  EXPECT_EQ(plain.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_EQ(owned.status(), plain.status());

  options.players = 9;  // the header is refused
  plain = PlayRandomGame(*game, options, {});
  owned = PlayRandomGameOnArena(*game, options, {});
  ASSERT_FALSE(plain.ok());
  EXPECT_EQ(owned.status(), plain.status());
}

// An ArenaLog keeps its log through moves, many may live at once (more than
// the per-thread block cache holds), and one may die on another thread.
TEST(ArenaLog, LogsOutliveMovesAndThreads) {
  const Game* game = FindGame("living_forest");
  ASSERT_NE(game, nullptr);
  std::vector<ArenaLog> logs;
  std::vector<std::string> expected;
  for (uint64_t seed = 1; seed <= 24; ++seed) {
    PlayOptions options;
    options.players = 2;
    options.seed = seed;
    absl::StatusOr<ArenaLog> played = PlayRandomGameOnArena(*game, options, {});
    ASSERT_TRUE(played.ok()) << played.status();
    expected.push_back(Bytes(played->log()));
    logs.push_back(*std::move(played));  // the vector moves them again as it grows
  }
  for (size_t i = 0; i < logs.size(); ++i) EXPECT_EQ(Bytes(logs[i].log()), expected[i]);

  ArenaLog assigned;
  assigned = std::move(logs.back());
  logs.pop_back();
  EXPECT_EQ(Bytes(assigned.log()), expected.back());

  std::string on_thread;
  std::thread([&on_thread, moved = std::move(assigned)] {
    on_thread = Bytes(moved.log());
  }).join();  // the log and its arena die on that thread
  EXPECT_EQ(on_thread, expected.back());
  logs.clear();  // into this thread's block cache, or freed beyond its bound
  for (uint64_t seed = 1; seed <= 3; ++seed) {  // served from the cache
    PlayOptions options;
    options.players = 2;
    options.seed = seed;
    absl::StatusOr<ArenaLog> again = PlayRandomGameOnArena(*game, options, {});
    ASSERT_TRUE(again.ok()) << again.status();
    EXPECT_EQ(Bytes(again->log()), expected[seed - 1]);
  }
}

}  // namespace
}  // namespace arbiter
