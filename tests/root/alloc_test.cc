// The per-event path allocates nothing (STYLE.md): after recording a random
// game, replaying it with the native Apply (and the invariant-free state
// checks the reducer itself runs) performs no heap allocation.
#include <atomic>
#include <cstdlib>
#include <new>
#include <random>
#include <vector>

#include "absl/random/random.h"
#include "engine/core/game.h"
#include "engine/root/legal.h"
#include "engine/root/reducer.h"
#include "gtest/gtest.h"

namespace {
std::atomic<long> g_allocations{0};
}  // namespace

void* operator new(std::size_t n) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace arbiter::root {
namespace {

TEST(RootAllocation, ApplyAndLegalEventsAllocateNothing) {
  MatchSetup setup;
  setup.factions = {Faction::kMarquise, Faction::kEyrie};
  setup.games = 2;
  std::vector<Event> events;
  events.reserve(1 << 14);
  std::mt19937_64 rng(77);
  State s = NewInitialState(setup);
  std::vector<Event> legal;
  legal.reserve(1 << 16);
  while (ActorOf(s) != kTerminalActor && events.size() < events.capacity()) {
    Event e;
    if (ActorOf(s) == kChanceActor) {
      e = SampleChance(s, rng);
    } else {
      legal.clear();
      LegalEvents(s, [&legal](const Event& x) { legal.push_back(x); });
      ASSERT_FALSE(legal.empty());
      e = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
    }
    absl::StatusOr<State> next = Apply(s, e);
    ASSERT_TRUE(next.ok()) << next.status();
    s = *next;
    events.push_back(e);
  }
  long before = g_allocations.load();
  State r = NewInitialState(setup);
  int listed = 0;
  for (const Event& e : events) {
    LegalEvents(r, [&listed](const Event&) { ++listed; });
    absl::StatusOr<State> next = Apply(r, e);
    if (!next.ok()) break;
    r = *next;
  }
  long after = g_allocations.load();
  EXPECT_EQ(after - before, 0) << "over " << events.size() << " events";
  EXPECT_GT(listed, 0);
  EXPECT_EQ(ActorOf(r), kTerminalActor);
}

}  // namespace
}  // namespace arbiter::root
