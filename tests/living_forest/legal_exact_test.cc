// Legal-event generation lists exactly what the reducer accepts: along seeded
// random games, every event of a broad candidate space (every kind, seat,
// card, tree, space, token count, step count and short steal list) is applied
// and must be accepted if and only if LegalEvents lists it.
#include <random>
#include <vector>

#include "absl/random/bit_gen_ref.h"
#include "engine/core/game.h"
#include "engine/living_forest/legal.h"
#include "gtest/gtest.h"
#include "tests/living_forest/lf_test_util.h"

namespace arbiter::living_forest::testing {
namespace {

using ET = EventType;

std::vector<Event> Candidates(const State& s) {
  std::vector<Event> out;
  for (int seat = 0; seat < s.players; ++seat) {
    for (ET type : {ET::kReveal, ET::kSendAway, ET::kStop, ET::kTakeFragment, ET::kAttract,
                    ET::kEndAttract}) {
      out.push_back(Ev(type, seat));
    }
    for (int card = 0; card < kNumCardKinds; ++card) out.push_back(AttractCardEv(seat, card));
    for (int a = 0; a <= s.centre[0] + 1 && a <= kCentreFireCap; ++a) {
      for (int b = 0; b <= s.centre[1] + 1 && b <= kCentreFireCap; ++b) {
        for (int c = 0; c <= s.centre[2] + 1 && c <= kCentreFireCap; ++c) {
          out.push_back(ExtinguishEv(seat, a, b, c));
        }
      }
    }
    for (int tree = 0; tree < kNumTreeKinds; ++tree) {
      for (int cell = 0; cell < kForestCells; ++cell) {
        out.push_back(PlantEv(seat, tree, cell / kForestColumns, cell % kForestColumns));
      }
    }
    const int wind = VisibleElements(s.p[seat])[kWind];
    for (int steps = 0; steps <= wind + 1 && steps <= 20; ++steps) {
      // Steal lists of length 0..3 over the three kinds.
      for (int len = 0; len <= 3; ++len) {
        int combos = 1;
        for (int i = 0; i < len; ++i) combos *= kNumVictoryKinds;
        for (int code = 0; code < combos; ++code) {
          Event e = MoveEv(seat, steps);
          int rest = code;
          for (int i = 0; i < len; ++i) {
            e.steals[e.n_steals++] = static_cast<uint8_t>(rest % kNumVictoryKinds);
            rest /= kNumVictoryKinds;
          }
          out.push_back(e);
        }
      }
    }
  }
  return out;
}

bool Listed(const std::vector<Event>& legal, const Event& e) {
  for (const Event& l : legal) {
    if (l == e) return true;
  }
  return false;
}

TEST(LivingForestLegal, ListsExactlyWhatTheReducerAccepts) {
  for (int players = 2; players <= 4; ++players) {
    for (uint64_t seed = 1; seed <= 2; ++seed) {
      std::mt19937_64 rng(seed * 31 + players);
      State s = InitialState(players);
      for (int step = 0; step < 4000 && s.phase != Phase::kGameOver; ++step) {
        if (ActorOf(s) == kChanceActor) {
          absl::StatusOr<State> next = Apply(s, SampleShuffle(s, absl::BitGenRef(rng)));
          ASSERT_TRUE(next.ok()) << next.status();
          s = *next;
          continue;
        }
        std::vector<Event> legal;
        LegalEvents(s, [&](const Event& e) { legal.push_back(e); });
        ASSERT_FALSE(legal.empty());
        for (const Event& e : Candidates(s)) {
          const bool accepted = Apply(s, e).ok();
          ASSERT_EQ(accepted, Listed(legal, e))
              << "players " << players << " seed " << seed << " step " << step << " type "
              << static_cast<int>(e.type) << " seat " << static_cast<int>(e.seat) << " card "
              << static_cast<int>(e.card) << " tree " << static_cast<int>(e.tree) << " cell "
              << static_cast<int>(e.cell) << " steps " << static_cast<int>(e.steps)
              << " steals " << static_cast<int>(e.n_steals) << ": " << RuleOf(Apply(s, e));
        }
        s = *Apply(s, legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)]);
      }
    }
  }
}

}  // namespace
}  // namespace arbiter::living_forest::testing
