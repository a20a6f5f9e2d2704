// Random legal play, per game and configuration: the bare native loop
// (Match::ListLegal, a uniform choice, Match::ApplyLegal; nothing encoded,
// nothing kept) beside PlayRandomGame, which writes the whole log (each
// chosen event encoded, a digest checkpoint every 64 events, golden results).
// Both play the same seeds, so they play the same games event for event.
//
//   build/bench/random_play_bench [--benchmark_filter=root]
//
// BM_BareLoop, BM_PlayRandomGame (log returned by value, on the heap),
// BM_PlayRandomGameOnArena (returned by value on its own arena) and
// BM_PlayRandomGameOnCallerArena (the caller's arena, first block reused),
// each /<configuration>, report games_per_s and events_per_s (items) of CPU
// time. BM_PlayoutToBareRatio plays the same seeds all four ways in batches
// side by side, so all see the same machine load, and reports each way's
// CPU time per game and per event and its ratio to the bare loop
// (logged_ratio, arena_ratio, caller_arena_ratio; the target is at most 1.5).
//
// A configuration is one line in Configurations(): a label, the game and the
// options `arbiter play` would get.
#include <benchmark/benchmark.h>

#include <time.h>

#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "absl/random/distributions.h"
#include "engine/core/arena_log.h"
#include "engine/core/legal_events.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "google/protobuf/arena.h"

namespace arbiter {
namespace {

struct Configuration {
  const char* label;  // benchmark name suffix
  const char* game;   // registry name
  int players;
  std::vector<std::pair<std::string, std::string>> flags;  // as --flag value
};

const std::vector<Configuration>& Configurations() {
  static const auto* configurations = new std::vector<Configuration>{
      {"rumble_nation/p2", "rumble_nation", 2, {}},
      {"rumble_nation/p4", "rumble_nation", 4, {}},
      {"living_forest/p2", "living_forest", 2, {}},
      {"living_forest/p4", "living_forest", 4, {}},
      {"root/marquise+eyrie/autumn", "root", 2,
       {{"factions", "marquise,eyrie"}, {"map", "autumn"}}},
      {"root/eyrie+marquise/winter", "root", 2,
       {{"factions", "eyrie,marquise"}, {"map", "winter"}}},
      {"root/marquise+eyrie+alliance/autumn", "root", 3,
       {{"factions", "marquise,eyrie,alliance"}, {"map", "autumn"}}},
  };
  return *configurations;
}

// Seeds cycle through 1..kSeeds, one game per benchmark iteration.
constexpr uint64_t kSeeds = 64;

PlayOptions OptionsFor(const Configuration& c, uint64_t seed) {
  PlayOptions options;
  options.players = c.players;
  options.seed = seed;
  for (const auto& [flag, value] : c.flags) options.flags[flag] = value;
  return options;
}

const Game& GameOf(const Configuration& c) {
  const Game* game = FindGame(c.game);
  if (game == nullptr) std::abort();  // a configuration names a registered game
  return *game;
}

// One game the way PlayRandomGame chooses it (the same generator, draws and
// list), without writing anything down. Returns its number of events; adds
// the number of events listed at its decisions to *listed.
int64_t PlayBare(const Game& game, const PlayOptions& options, LegalEvents& legal,
                 int64_t* listed = nullptr) {
  absl::StatusOr<pb::Header> header = game.MakeHeader(options);
  if (!header.ok()) std::abort();
  absl::StatusOr<std::unique_ptr<Match>> match = game.NewMatch(*header);
  if (!match.ok()) std::abort();
  std::mt19937_64 rng(options.seed);
  int64_t events = 0;
  while (!(*match)->IsTerminal()) {
    int chosen = 0;
    if ((*match)->Actor() == kChanceActor) {
      if (!(*match)->SampleChance(rng, &legal).ok()) std::abort();
    } else {
      (*match)->ListLegal(&legal);
      if (legal.empty()) std::abort();
      if (listed != nullptr) *listed += legal.size();
      chosen = static_cast<int>(absl::Uniform<size_t>(rng, 0, legal.size()));
    }
    if (!(*match)->ApplyLegal(legal, chosen).ok()) std::abort();
    ++events;
  }
  return events;
}

// PlayRandomGame with the log returned by value, on the heap.
int64_t PlayLogged(const Game& game, const PlayOptions& options) {
  absl::StatusOr<pb::MatchLog> log = PlayRandomGame(game, options, {});
  if (!log.ok()) std::abort();
  return log->events_size();
}

// PlayRandomGameOnArena: the log returned by value on an arena it owns.
int64_t PlayLoggedOnArena(const Game& game, const PlayOptions& options) {
  absl::StatusOr<ArenaLog> log = PlayRandomGameOnArena(game, options, {});
  if (!log.ok()) std::abort();
  return log->log().events_size();
}

// PlayRandomGame writing the log on the caller's arena, whose first block is
// memory reused for every game (kArenaBlockBytes holds any of these logs),
// as a program writing many games could: no allocation once it is warm.
constexpr size_t kArenaBlockBytes = size_t{4} << 20;

int64_t PlayLoggedOnCallerArena(const Game& game, const PlayOptions& options) {
  static char* block = new char[kArenaBlockBytes];
  google::protobuf::ArenaOptions arena_options;
  arena_options.initial_block = block;
  arena_options.initial_block_size = kArenaBlockBytes;
  google::protobuf::Arena arena(arena_options);
  auto* log = google::protobuf::Arena::CreateMessage<pb::MatchLog>(&arena);
  if (!PlayRandomGame(game, options, {}, log).ok()) std::abort();
  return log->events_size();
}

void SetRates(benchmark::State& state, int64_t events) {
  state.counters["games_per_s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.SetItemsProcessed(events);
}

void BM_BareLoop(benchmark::State& state, const Configuration* c) {
  const Game& game = GameOf(*c);
  LegalEvents legal;
  int64_t events = 0, listed = 0;
  uint64_t seed = 0;
  for (auto _ : state) {
    events += PlayBare(game, OptionsFor(*c, seed++ % kSeeds + 1), legal, &listed);
  }
  SetRates(state, events);
  // How long the lists are that each decision builds and chooses from.
  state.counters["listed_per_event"] = static_cast<double>(listed) / static_cast<double>(events);
}

// BM_PlayRandomGame, BM_PlayRandomGameOnArena and
// BM_PlayRandomGameOnCallerArena: `play` is PlayLogged, PlayLoggedOnArena or
// PlayLoggedOnCallerArena.
void BM_Logged(benchmark::State& state, const Configuration* c,
               int64_t (*play)(const Game&, const PlayOptions&)) {
  const Game& game = GameOf(*c);
  int64_t events = 0;
  uint64_t seed = 0;
  for (auto _ : state) events += play(game, OptionsFor(*c, seed++ % kSeeds + 1));
  SetRates(state, events);
}

// CPU time of this thread, so that time the machine gives to others is not
// counted against either side.
double ThreadCpuNs() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
}

// The ways BM_PlayoutToBareRatio plays each seed; kWays[0] is the bare loop.
struct Way {
  const char* name;  // counter prefix
  int64_t (*play)(const Game&, const PlayOptions&, LegalEvents&);
};
constexpr Way kWays[] = {
    {"bare", [](const Game& g, const PlayOptions& o, LegalEvents& l) { return PlayBare(g, o, l); }},
    {"logged", [](const Game& g, const PlayOptions& o, LegalEvents&) { return PlayLogged(g, o); }},
    {"arena",
     [](const Game& g, const PlayOptions& o, LegalEvents&) { return PlayLoggedOnArena(g, o); }},
    {"caller_arena",
     [](const Game& g, const PlayOptions& o, LegalEvents&) {
       return PlayLoggedOnCallerArena(g, o);
     }},
};
constexpr int kNumWays = sizeof(kWays) / sizeof(kWays[0]);

// Each iteration plays the next kBatch seeds every way, a batch of games at a
// time, so that all ways see the same machine load. Batches, not one game
// per way in turn: what one way leaves behind slows the next down, and in a
// fixed cycle one way always follows the same other (the arena log, right
// after the heap log and its thousands of frees, measured 0.15 of the bare
// loop slower for Living Forest than in batches). The way that starts moves
// on every iteration, so that none always plays its seeds first: a game
// replayed soon after itself runs faster (caches and branch predictors have
// seen it).
constexpr int kBatch = 8;

void BM_PlayoutToBareRatio(benchmark::State& state, const Configuration* c) {
  const Game& game = GameOf(*c);
  LegalEvents legal;
  double ns[kNumWays] = {};
  int64_t events[kNumWays] = {};
  uint64_t seed = 0;
  int first = 0;
  for (auto _ : state) {
    for (int k = 0; k < kNumWays; ++k) {
      const int way = (first + k) % kNumWays;
      double start = ThreadCpuNs();
      for (int b = 0; b < kBatch; ++b) {
        events[way] += kWays[way].play(game, OptionsFor(*c, (seed + b) % kSeeds + 1), legal);
      }
      ns[way] += ThreadCpuNs() - start;
    }
    seed += kBatch;
    first = (first + 1) % kNumWays;
  }
  // The same seed must have given the same game every way.
  for (int way = 1; way < kNumWays; ++way) {
    if (events[way] != events[0]) state.SkipWithError("the loops played different games");
  }
  double games = static_cast<double>(state.iterations()) * kBatch;
  for (int way = 0; way < kNumWays; ++way) {
    std::string name(kWays[way].name);
    state.counters[name + "_games_per_s"] = games / ns[way] * 1e9;
    state.counters[name + "_ns_per_event"] = ns[way] / static_cast<double>(events[0]);
    if (way > 0) state.counters[name + "_ratio"] = ns[way] / ns[0];
  }
  state.counters["events_per_game"] = static_cast<double>(events[0]) / games;
}

// Registered from main: games register themselves during static
// initialisation, whose order across files is unspecified.
void RegisterAll() {
  for (const Configuration& c : Configurations()) {
    std::string label(c.label);
    benchmark::RegisterBenchmark(("BM_BareLoop/" + label).c_str(), BM_BareLoop, &c);
    benchmark::RegisterBenchmark(("BM_PlayRandomGame/" + label).c_str(), BM_Logged, &c,
                                 &PlayLogged);
    benchmark::RegisterBenchmark(("BM_PlayRandomGameOnArena/" + label).c_str(), BM_Logged,
                                 &c, &PlayLoggedOnArena);
    benchmark::RegisterBenchmark(("BM_PlayRandomGameOnCallerArena/" + label).c_str(),
                                 BM_Logged, &c, &PlayLoggedOnCallerArena);
    benchmark::RegisterBenchmark(("BM_PlayoutToBareRatio/" + label).c_str(),
                                 BM_PlayoutToBareRatio, &c);
  }
}

}  // namespace
}  // namespace arbiter

int main(int argc, char** argv) {
  arbiter::RegisterAll();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
