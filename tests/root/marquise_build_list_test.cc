// The Marquise's build list (factions/marquise: ListBuilds finds each group's
// reachable wood and wood lists once) in exactly the order of its plain
// definition: for each building type with one left on the track, for each
// ruled clearing with a free slot, every wood list from ReachableWood of
// that clearing, clearings ascending and fewer from a clearing first. Along
// seeded random games on both maps; legal_exact_test checks that the set is
// what the reducer accepts.
#include <random>
#include <string>
#include <vector>

#include "absl/random/bit_gen_ref.h"
#include "absl/strings/str_cat.h"
#include "engine/core/game.h"
#include "engine/root/board.h"
#include "engine/root/factions/marquise/marquise.h"
#include "engine/root/legal.h"
#include "engine/root/notation.h"
#include "engine/root/reducer.h"
#include "gtest/gtest.h"

namespace arbiter::root {
namespace {

void PlainWoodLists(const uint8_t reach[], int from, int need, int filled, Event e,
                    std::vector<Event>& out) {
  if (need == 0) {
    out.push_back(e);
    return;
  }
  for (int c = from; c < kNumClearings; ++c) {
    for (int k = 1; k <= reach[c] && k <= need; ++k) {
      Event next = e;
      for (int j = 0; j < k; ++j) next.wood[filled + j] = int8_t(c);
      PlainWoodLists(reach, c + 1, need - k, filled + k, next, out);
    }
  }
}

std::vector<Event> PlainBuilds(const State& s, int8_t seat) {
  std::vector<Event> out;
  for (int t = 0; t < kNumCatBuildings; ++t) {
    if (s.marquise.track[t] == 0) continue;
    const int cost = kCatWoodCost[kCatTrackLength - s.marquise.track[t]];
    for (int c = 0; c < kNumClearings; ++c) {
      if (!RulesClearing(s, Faction::kMarquise, c) || FreeSlots(s, c) <= 0) continue;
      uint8_t reach[kNumClearings];
      ReachableWood(s, c, reach);
      Event b;
      b.seat = seat;
      b.kind = EventKind::kBuild;
      b.piece = int8_t(t);
      b.a = int8_t(c);
      PlainWoodLists(reach, 0, cost, 0, b, out);
    }
  }
  return out;
}

TEST(MarquiseBuildList, ListsBuildsInThePlainOrder) {
  int compared = 0, with_choices = 0;
  for (MapSide map : {MapSide::kAutumn, MapSide::kWinter}) {
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      MatchSetup setup;
      setup.map = map;
      setup.factions = {Faction::kMarquise, Faction::kEyrie};
      std::mt19937_64 rng(seed);
      State s = NewInitialState(setup);
      std::vector<Event> legal, builds;
      for (int step = 0; step < 2000 && ActorOf(s) != kTerminalActor; ++step) {
        legal.clear();
        builds.clear();
        LegalEvents(s, [&](const Event& e) {
          legal.push_back(e);
          // (The Eyrie's Decree builds are kBuild events of its own seat.)
          if (e.kind == EventKind::kBuild && e.seat == SeatOf(s, Faction::kMarquise)) {
            builds.push_back(e);
          }
        });
        if (!builds.empty()) {
          std::vector<Event> plain = PlainBuilds(s, builds[0].seat);
          ASSERT_EQ(builds.size(), plain.size()) << "map " << int(map) << " seed " << seed
                                                 << " step " << step << "\n" << StateText(s);
          for (size_t i = 0; i < plain.size(); ++i) {
            ASSERT_TRUE(builds[i] == plain[i])
                << "map " << int(map) << " seed " << seed << " step " << step << " build " << i
                << ": listed " << EventText(builds[i]) << ", plain " << EventText(plain[i]);
          }
          ++compared;
          // More than one wood list for some type and clearing.
          for (size_t i = 1; i < plain.size(); ++i) {
            if (plain[i].piece == plain[i - 1].piece && plain[i].a == plain[i - 1].a) {
              ++with_choices;
              break;
            }
          }
        }
        Event next;
        if (ActorOf(s) == kChanceActor) {
          next = SampleChance(s, absl::BitGenRef(rng));
        } else {
          ASSERT_FALSE(legal.empty());
          next = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
        }
        absl::StatusOr<State> after = Apply(s, next);
        ASSERT_TRUE(after.ok()) << after.status();
        s = *after;
      }
    }
  }
  EXPECT_GT(compared, 200);
  EXPECT_GT(with_choices, 50);
}

}  // namespace
}  // namespace arbiter::root
