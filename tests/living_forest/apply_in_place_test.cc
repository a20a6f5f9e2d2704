// ApplyInPlace and the pure Apply are one set of rules: on every listed event
// of seeded random games, and on mutated ones, both give the same verdict and,
// when accepted, the same state byte for byte.
#include <cstring>
#include <random>
#include <vector>

#include "absl/random/random.h"
#include "engine/living_forest/legal.h"
#include "engine/living_forest/reducer.h"
#include "engine/living_forest/setup.h"
#include "gtest/gtest.h"
#include "tests/living_forest/lf_test_util.h"

namespace arbiter::living_forest::testing {
namespace {

void ExpectSame(const State& s, const Event& e) {
  absl::StatusOr<State> pure = Apply(s, e);
  State in_place = s;
  absl::Status status = ApplyInPlace(in_place, e);
  ASSERT_EQ(pure.ok(), status.ok());
  if (!status.ok()) {
    EXPECT_EQ(pure.status().code(), status.code());
    EXPECT_EQ(RuleOf(pure.status()), RuleOf(status));
    return;
  }
  EXPECT_EQ(std::memcmp(&*pure, &in_place, sizeof(State)), 0);
}

TEST(LivingForestApplyInPlace, SameAsApplyOnRandomGames) {
  for (int players = 2; players <= 4; ++players) {
    std::mt19937_64 rng(100 + players);
    State s = InitialState(players);
    for (int step = 0; step < 3000 && s.phase != Phase::kGameOver; ++step) {
      std::vector<Event> legal;
      LegalEvents(s, [&](const Event& e) { legal.push_back(e); });
      Event chosen;
      if (legal.empty()) {
        chosen = SampleShuffle(s, rng);
      } else {
        for (const Event& e : legal) {
          ExpectSame(s, e);
          Event other_seat = e;  // the same event by the next seat
          other_seat.seat = static_cast<uint8_t>((e.seat + 1) % players);
          ExpectSame(s, other_seat);
        }
        chosen = legal[rng() % legal.size()];
      }
      ExpectSame(s, chosen);
      absl::StatusOr<State> next = Apply(s, chosen);
      ASSERT_TRUE(next.ok()) << next.status();
      s = *next;
    }
  }
}

}  // namespace
}  // namespace arbiter::living_forest::testing
