// Whole batches through `arbiter verify`, as a service runs them: logs/s
// with 1 and 2 jobs, from files and from an LMDB store holding the same
// logs, and the peak memory of batches of 1,000 to 100,000 small logs.
//
//   ARBITER_SOURCE_DIR=$PWD build/bench/batch_bench --benchmark_counters_tabular=true
//
// The files are corpus/<game>/generated of the three games (from
// ARBITER_SOURCE_DIR or the current folder); the store and the large batches
// (hard links to the Rumble Nation logs, so 100,000 logs cost no disk) live
// under $ARBITER_BENCH_DIR (default: the system temp folder) and are removed
// at exit. BM_PeakRss runs each batch in a child process and reports its
// peak resident set (ru_maxrss), so the figures do not include this
// program's own memory.
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <ostream>
#include <streambuf>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "benchmark/benchmark.h"
#include "replay/commands.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

class NullBuffer : public std::streambuf {
 protected:
  int overflow(int c) override { return c; }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

struct Fixture {
  std::vector<std::string> folders;  // corpus/<game>/generated
  int64_t logs = 0;
  std::string work;   // temp folder for everything below
  std::string store;  // the same logs, ingested
};

Fixture& Data() {
  static Fixture* fixture = [] {
    auto* f = new Fixture;
    const char* root = std::getenv("ARBITER_SOURCE_DIR");
    for (const char* game : {"rumble_nation", "living_forest", "root"}) {
      fs::path dir = fs::path(root ? root : ".") / "corpus" / game / "generated";
      std::error_code ec;
      if (!fs::is_directory(dir, ec)) continue;
      f->folders.push_back(dir.string());
      for (const auto& e : fs::directory_iterator(dir, ec)) {
        f->logs += e.path().extension() == ".binpb";
      }
    }
    const char* base = std::getenv("ARBITER_BENCH_DIR");
    std::string tmpl =
        (fs::path(base ? base : fs::temp_directory_path().string()) / "batch_bench.XXXXXX")
            .string();
    if (mkdtemp(tmpl.data()) != nullptr) f->work = tmpl;
    f->store = (fs::path(f->work) / "store").string();
    return f;
  }();
  return *fixture;
}

int Verify(std::vector<std::string> args) {
  NullBuffer null;
  std::ostream out(&null), err(&null);
  args.insert(args.begin(), {"arbiter", "verify"});
  return RunArbiter(args, out, err);
}

void RunBatch(benchmark::State& state, const std::vector<std::string>& inputs) {
  const Fixture& f = Data();
  std::vector<std::string> args = inputs;
  args.insert(args.end(), {"--jobs", absl::StrCat(state.range(0))});
  for (auto _ : state) {
    if (Verify(args) != kExitOk) {
      state.SkipWithError("verification failed: the corpus should pass");
      break;
    }
  }
  state.SetItemsProcessed(state.iterations() * f.logs);
  state.counters["logs/s"] = benchmark::Counter(
      static_cast<double>(state.iterations() * f.logs), benchmark::Counter::kIsRate);
}

// range(0): jobs.
void BM_BatchFromFiles(benchmark::State& state) {
  if (Data().folders.empty()) {
    state.SkipWithError("no corpus/<game>/generated: set ARBITER_SOURCE_DIR");
    return;
  }
  RunBatch(state, Data().folders);
}
BENCHMARK(BM_BatchFromFiles)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_BatchFromStore(benchmark::State& state) {
  Fixture& f = Data();
  if (f.folders.empty() || f.work.empty()) {
    state.SkipWithError("no corpus/<game>/generated or no temp folder");
    return;
  }
  if (!fs::exists(f.store)) {
    NullBuffer null;
    std::ostream out(&null);
    std::vector<std::string> args = {"arbiter", "corpus", "ingest"};
    args.insert(args.end(), f.folders.begin(), f.folders.end());
    args.insert(args.end(), {"--db", f.store});
    if (RunArbiter(args, out, out) != kExitOk) {
      state.SkipWithError("cannot ingest the corpus");
      return;
    }
  }
  RunBatch(state, {f.store});
}
BENCHMARK(BM_BatchFromStore)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// A folder of `n` logs: hard links to the Rumble Nation generated logs in
// turn, 1,000 to a subfolder.
std::string LinkBatch(int64_t n) {
  const Fixture& f = Data();
  const fs::path dir = fs::path(f.work) / absl::StrCat("batch_", n);
  std::error_code ec;
  if (fs::exists(dir, ec)) return dir.string();
  std::vector<fs::path> sources;
  for (const auto& e : fs::directory_iterator(f.folders.front(), ec)) {
    if (e.path().extension() == ".binpb") sources.push_back(e.path());
  }
  if (sources.empty()) return "";
  for (int64_t i = 0; i < n; ++i) {
    const fs::path sub = dir / absl::StrCat(i / 1000);
    if (i % 1000 == 0) fs::create_directories(sub, ec);
    fs::create_hard_link(sources[static_cast<size_t>(i) % sources.size()],
                         sub / absl::StrCat("log", i, ".binpb"), ec);
    if (ec) return "";
  }
  return dir.string();
}

// range(0) logs, verified with --jobs 2 in a child process.
void BM_PeakRss(benchmark::State& state) {
  const int64_t n = state.range(0);
  if (Data().folders.empty() || Data().work.empty()) {
    state.SkipWithError("no corpus/rumble_nation/generated or no temp folder");
    return;
  }
  const std::string dir = LinkBatch(n);
  if (dir.empty()) {
    state.SkipWithError("cannot build the batch of hard links");
    return;
  }
  long max_rss_kib = 0;
  for (auto _ : state) {
    const pid_t child = fork();
    if (child == 0) _exit(Verify({dir, "--jobs", "2"}));
    int status = 0;
    struct rusage usage;
    if (child < 0 || wait4(child, &status, 0, &usage) != child || !WIFEXITED(status) ||
        WEXITSTATUS(status) != kExitOk) {
      state.SkipWithError("the child verification failed");
      break;
    }
    max_rss_kib = std::max(max_rss_kib, usage.ru_maxrss);
  }
  state.SetItemsProcessed(state.iterations() * n);
  state.counters["logs/s"] =
      benchmark::Counter(static_cast<double>(state.iterations() * n), benchmark::Counter::kIsRate);
  state.counters["peak_rss_MiB"] = static_cast<double>(max_rss_kib) / 1024.0;
}
BENCHMARK(BM_PeakRss)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace
}  // namespace arbiter

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  const std::string& work = arbiter::Data().work;
  std::error_code ec;
  if (!work.empty()) std::filesystem::remove_all(work, ec);
  return 0;
}
