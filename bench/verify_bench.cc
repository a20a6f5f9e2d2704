// Verification throughput over the generated corpus, beside bare protobuf
// parsing of the same bytes. Verification reads the bytes as `arbiter verify`
// does (replay/binary_verify.h: valid logs are decoded straight into native
// events, without pb::Event messages), so the ratio compares verifying a log
// with merely parsing it.
//
//   build/bench/verify_bench [--benchmark_filter=rumble_nation]
//
// Reads corpus/<game>/generated/*.binpb (from ARBITER_SOURCE_DIR or the
// current folder); a game without generated logs gets 200 fresh random games
// instead. Counters: events_per_second (items), and for the Ratio benchmarks
// ns per event for parsing alone and for verification (full, or rules only),
// and their ratio (the target is at most 2.0 for full verification, and at
// least 1.6 million events/s).
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "absl/base/attributes.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "google/protobuf/arena.h"
#include "replay/binary_verify.h"
#include "replay/log_reader.h"
#include "verifier/core/verify.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

struct Corpus {
  std::vector<std::string> logs;  // binary bytes
  int64_t events = 0;
};

// Part of a game's generated corpus: files whose name contains `with` (""
// for any) and not `without` ("" for none), so that Root's two-seat
// Marquise/Eyrie games are timed apart from the games with the Alliance.
struct Slice {
  std::string name;  // suffix of the benchmark name: "" or "/p3"
  std::string with;
  std::vector<std::string> without;  // file names holding any of these are left out
};

Corpus LoadCorpus(const Game& game, const Slice& slice) {
  Corpus corpus;
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  fs::path dir = fs::path(root ? root : ".") / "corpus" /
                 std::string(game.info().name) / "generated";
  std::error_code ec;
  if (fs::is_directory(dir, ec)) {
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
      if (entry.path().extension() != ".binpb") continue;
      const std::string file = entry.path().filename().string();
      if (!slice.with.empty() && file.find(slice.with) == std::string::npos) continue;
      bool left_out = false;
      for (const std::string& w : slice.without) left_out |= file.find(w) != std::string::npos;
      if (left_out) continue;
      absl::StatusOr<std::string> bytes = ReadFileCapped(entry.path().string(), 1 << 26);
      if (bytes.ok()) corpus.logs.push_back(*std::move(bytes));
    }
  }
  if (corpus.logs.empty()) {
    for (uint64_t seed = 1; seed <= 200; ++seed) {
      PlayOptions options;
      options.seed = seed;
      options.players = game.info().min_seats + static_cast<int>(seed) %
                        (game.info().max_seats - game.info().min_seats + 1);
      absl::StatusOr<pb::MatchLog> log = PlayRandomGame(game, options, {});
      if (log.ok()) corpus.logs.push_back(log->SerializeAsString());
    }
  }
  for (const std::string& bytes : corpus.logs) {
    pb::MatchLog log;
    if (log.ParseFromString(bytes)) corpus.events += log.events_size();
  }
  return corpus;
}

struct Target {
  const Game* game;
  Slice slice;
};

const Corpus& CorpusFor(const Target& target) {
  static auto* cache = new std::map<std::string, Corpus>();
  auto [it, inserted] =
      cache->try_emplace(std::string(target.game->info().name) + target.slice.name);
  if (inserted) it->second = LoadCorpus(*target.game, target.slice);
  return it->second;
}

// Parses every log once, on an arena, as verification does. Out of line,
// so that a profile can name it (scripts/instruction_ratio.sh).
ABSL_ATTRIBUTE_NOINLINE int64_t ParseAll(const Corpus& corpus) {
  int64_t events = 0;
  for (const std::string& bytes : corpus.logs) {
    google::protobuf::Arena arena;
    auto* log = google::protobuf::Arena::CreateMessage<pb::MatchLog>(&arena);
    if (ParseLogInto(bytes, LogFormat::kBinary, {}, log).ok()) {
      events += log->events_size();
    }
  }
  return events;
}

// Reads and verifies every log as `arbiter verify` does: rules, invariants,
// checkpoints.
int64_t VerifyAll(const Corpus& corpus, const VerifyOptions& options) {
  int64_t events = 0;
  for (const std::string& bytes : corpus.logs) {
    google::protobuf::Arena arena;
    auto* log = google::protobuf::Arena::CreateMessage<pb::MatchLog>(&arena);
    Report report;
    if (!VerifyBinaryLog(bytes, {}, options, log, &report).ok()) std::abort();
    if (!report.ok()) std::abort();  // the corpus is valid by construction
    events += report.events_applied;
  }
  return events;
}

void BM_Parse(benchmark::State& state, const Target* target) {
  const Corpus& corpus = CorpusFor(*target);
  for (auto _ : state) benchmark::DoNotOptimize(ParseAll(corpus));
  state.SetItemsProcessed(state.iterations() * corpus.events);
}

void BM_Verify(benchmark::State& state, const Target* target) {
  const Corpus& corpus = CorpusFor(*target);
  for (auto _ : state) benchmark::DoNotOptimize(VerifyAll(corpus, {}));
  state.SetItemsProcessed(state.iterations() * corpus.events);
}

void BM_VerifyRulesOnly(benchmark::State& state, const Target* target) {
  const Corpus& corpus = CorpusFor(*target);
  VerifyOptions options;
  options.check_invariants = false;
  for (auto _ : state) benchmark::DoNotOptimize(VerifyAll(corpus, options));
  state.SetItemsProcessed(state.iterations() * corpus.events);
}

// Times parsing and verification of the same bytes in alternation, so both
// see the same machine load, and reports their ratio.
void TimeAgainstParsing(benchmark::State& state, const Target* target,
                        const VerifyOptions& options) {
  const Corpus& corpus = CorpusFor(*target);
  using Clock = std::chrono::steady_clock;
  double parse_ns = 0, verify_ns = 0;
  for (auto _ : state) {
    auto t0 = Clock::now();
    benchmark::DoNotOptimize(ParseAll(corpus));
    auto t1 = Clock::now();
    benchmark::DoNotOptimize(VerifyAll(corpus, options));
    auto t2 = Clock::now();
    parse_ns += std::chrono::duration<double, std::nano>(t1 - t0).count();
    verify_ns += std::chrono::duration<double, std::nano>(t2 - t1).count();
  }
  double events = static_cast<double>(state.iterations() * corpus.events);
  state.counters["parse_ns_per_event"] = parse_ns / events;
  state.counters["verify_ns_per_event"] = verify_ns / events;
  state.counters["verify_Mevents_per_s"] = events / verify_ns * 1e3;
  state.counters["ratio"] = verify_ns / parse_ns;
}

void BM_VerifyToParseRatio(benchmark::State& state, const Target* target) {
  TimeAgainstParsing(state, target, {});
}

// The same without the invariant catalogue: the part of the ratio that no
// work on invariants can remove.
void BM_RulesOnlyToParseRatio(benchmark::State& state, const Target* target) {
  VerifyOptions options;
  options.check_invariants = false;
  TimeAgainstParsing(state, target, options);
}

// Registered from main: games register themselves during static
// initialisation, whose order across files is unspecified.
void RegisterAll() {
  for (const Game* game : AllGames()) {
    std::vector<Slice> slices = {{"", "", {}}};
    // Root: also the two-seat Marquise/Eyrie games alone (the corpus main
    // had before the Alliance), the three-seat games, the four-seat games,
    // and every game with the Vagabond, the Company, the Lizard Cult or the
    // Mechanical Marquise.
    if (game->info().name == "root") {
      slices.push_back({"/marquise+eyrie", "", {"alliance", "vagabond", "company", "lizard", "mechanical"}});
      slices.push_back({"/p3", "p3-", {}});
      slices.push_back({"/p4", "p4-", {}});
      slices.push_back({"/vagabond", "vagabond", {}});
      slices.push_back({"/company", "company", {}});
      slices.push_back({"/lizard", "lizard", {}});
      slices.push_back({"/mechanical", "mechanical", {}});
    }
    for (const Slice& slice : slices) {
      const Target* target = new Target{game, slice};  // lives as long as the benchmarks
      std::string name = std::string(game->info().name) + slice.name;
      benchmark::RegisterBenchmark(("BM_Parse/" + name).c_str(), BM_Parse, target);
      benchmark::RegisterBenchmark(("BM_Verify/" + name).c_str(), BM_Verify, target);
      benchmark::RegisterBenchmark(("BM_VerifyRulesOnly/" + name).c_str(), BM_VerifyRulesOnly,
                                   target);
      benchmark::RegisterBenchmark(("BM_VerifyToParseRatio/" + name).c_str(),
                                   BM_VerifyToParseRatio, target);
      benchmark::RegisterBenchmark(("BM_RulesOnlyToParseRatio/" + name).c_str(),
                                   BM_RulesOnlyToParseRatio, target);
    }
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
