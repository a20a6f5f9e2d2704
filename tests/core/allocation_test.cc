// The per-event path allocates nothing (STYLE.md house rules): after a
// warm-up, applying a long run of legal events through Match::Apply and
// checking every invariant must not call operator new even once, and neither
// must random play through the native legal events.
#include <atomic>
#include <cstdlib>
#include <algorithm>
#include <new>
#include <random>

#include "engine/core/legal_events.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gtest/gtest.h"
#include "verifier/core/invariant.h"

namespace {
std::atomic<bool> counting{false};
std::atomic<long> allocations{0};
}  // namespace

void* operator new(std::size_t size) {
  if (counting.load(std::memory_order_relaxed)) ++allocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) { return operator new(size); }
// The operator new above allocates with malloc, so free is the matching
// release; GCC cannot see that through the replacement.
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

namespace arbiter {
namespace {

// Guards the guard: the counting operator new is really the one in use.
TEST(AllocationCounter, CountsAnAllocation) {
  allocations = 0;
  counting = true;
  auto* p = new std::string(100, 'x');
  counting = false;
  delete p;
  EXPECT_GE(allocations.load(), 1);
}

class AllocationTest : public ::testing::TestWithParam<std::string> {};

TEST_P(AllocationTest, ApplyingLegalEventsAllocatesNothing) {
  const Game* game = FindGame(GetParam());
  ASSERT_NE(game, nullptr);
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    PlayOptions options;
    options.seed = seed;
    absl::StatusOr<pb::MatchLog> log = PlayRandomGame(*game, options, {});
    ASSERT_TRUE(log.ok()) << log.status();
    absl::StatusOr<std::unique_ptr<Match>> match = game->NewMatch(log->header());
    ASSERT_TRUE(match.ok());
    // Warm-up: first use of any lazily built data happens here.
    std::unique_ptr<Match> warm = (*match)->Clone();
    for (const pb::Event& e : log->events()) {
      ASSERT_TRUE(warm->Apply(e).ok());
      ASSERT_TRUE(CheckInvariants(*warm).ok());
    }
    allocations = 0;
    counting = true;
    bool all_ok = true;
    for (const pb::Event& e : log->events()) {
      all_ok &= (*match)->Apply(e).ok();
      all_ok &= CheckInvariants(**match).ok();
    }
    counting = false;
    EXPECT_TRUE(all_ok);
    EXPECT_EQ(allocations.load(), 0)
        << GetParam() << " seed " << seed << ": " << log->events_size()
        << " events allocated " << allocations.load() << " times";
  }
}

// Random play through the native events (Match::ListLegal, SampleChance
// into LegalEvents, ApplyLegal), as PlayRandomGame and the fuzzers choose:
// once the buffer has grown to the game's longest list, a whole game
// allocates nothing.
TEST_P(AllocationTest, ListingAndApplyingNativeEventsAllocatesNothing) {
  const Game* game = FindGame(GetParam());
  ASSERT_NE(game, nullptr);
  LegalEvents legal;
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    PlayOptions options;
    options.seed = seed;
    absl::StatusOr<pb::Header> header = game->MakeHeader(options);
    ASSERT_TRUE(header.ok()) << header.status();
    long counted = 0;
    // The first pass grows the buffer; the second, the same game, counts.
    for (bool count : {false, true}) {
      absl::StatusOr<std::unique_ptr<Match>> match = game->NewMatch(*header);
      ASSERT_TRUE(match.ok());
      std::mt19937_64 rng(seed);
      bool all_ok = true;
      allocations = 0;
      counting = count;
      while (all_ok && !(*match)->IsTerminal()) {
        int chosen = 0;
        if ((*match)->Actor() == kChanceActor) {
          all_ok &= (*match)->SampleChance(rng, &legal).ok();
        } else {
          (*match)->ListLegal(&legal);
          all_ok &= !legal.empty();
          chosen = static_cast<int>(rng() % static_cast<uint64_t>(std::max(legal.size(), 1)));
        }
        all_ok &= (*match)->ApplyLegal(legal, chosen).ok();
      }
      counting = false;
      counted = allocations.load();
      ASSERT_TRUE(all_ok) << GetParam() << " seed " << seed;
    }
    EXPECT_EQ(counted, 0) << GetParam() << " seed " << seed << ": allocated " << counted
                          << " times";
  }
}

std::vector<std::string> GameNames() {
  std::vector<std::string> names;
  for (const Game* g : AllGames()) names.emplace_back(g->info().name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(EveryGame, AllocationTest, ::testing::ValuesIn(GameNames()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace arbiter
