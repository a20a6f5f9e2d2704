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
// at exit. The BM_PeakRss benchmarks run each batch in a fresh child process
// and report its peak resident set (VmHWM), so the figures do not include
// this program's own memory: logs in folders of 1,000, in one flat folder,
// named in a --files-from list, and (distinct logs) in a store. Flat figures
// from 10,000 to 100,000 logs show that memory does not follow the batch.
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <streambuf>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "benchmark/benchmark.h"
#include "replay/commands.h"
#include "replay/log_reader.h"
#include "replay/store.h"

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
// turn, 1,000 to a subfolder (`per_folder` 0: all in the folder itself).
std::string LinkBatch(int64_t n, int64_t per_folder = 1000) {
  const Fixture& f = Data();
  const fs::path dir = fs::path(f.work) / absl::StrCat("batch_", n, "_", per_folder);
  std::error_code ec;
  if (fs::exists(dir, ec)) return dir.string();
  std::vector<fs::path> sources;
  for (const auto& e : fs::directory_iterator(f.folders.front(), ec)) {
    if (e.path().extension() == ".binpb") sources.push_back(e.path());
  }
  if (sources.empty()) return "";
  fs::create_directories(dir, ec);
  for (int64_t i = 0; i < n; ++i) {
    const fs::path sub = per_folder == 0 ? dir : dir / absl::StrCat(i / per_folder);
    if (per_folder != 0 && i % per_folder == 0) fs::create_directories(sub, ec);
    fs::create_hard_link(sources[static_cast<size_t>(i) % sources.size()],
                         sub / absl::StrCat("log", i, ".binpb"), ec);
    if (ec) return "";
  }
  return dir.string();
}

// A --files-from list of the logs of LinkBatch(n), in the walk's order.
std::string ListOfBatch(int64_t n) {
  const std::string dir = LinkBatch(n);
  if (dir.empty()) return "";
  const std::string list = dir + ".list";
  std::error_code ec;
  if (fs::exists(list, ec)) return list;
  std::vector<std::string> paths;
  for (const auto& e : fs::recursive_directory_iterator(dir, ec)) {
    if (e.is_regular_file()) paths.push_back(e.path().string());
  }
  std::sort(paths.begin(), paths.end());
  std::ofstream out(list);
  for (const std::string& p : paths) out << p << "\n";
  return out ? list : "";
}

// A store of `n` distinct logs: the Rumble Nation generated logs in turn,
// each copy with its own match id so that its bytes are its own (the store
// keeps one log per content, so hard links would collapse into a few).
std::string StoreOfBatch(int64_t n) {
  const Fixture& f = Data();
  const std::string dir = (fs::path(f.work) / absl::StrCat("store_", n)).string();
  std::error_code ec;
  if (fs::exists(dir, ec)) return dir;
  std::vector<pb::MatchLog> sources;
  for (const auto& e : fs::directory_iterator(f.folders.front(), ec)) {
    if (e.path().extension() != ".binpb") continue;
    absl::StatusOr<std::string> bytes = ReadFileCapped(e.path().string(), ReadLimits{}.max_bytes);
    if (!bytes.ok()) return "";
    absl::StatusOr<pb::MatchLog> log = ParseLog(*bytes, LogFormat::kBinary, ReadLimits{});
    if (!log.ok()) return "";
    sources.push_back(*std::move(log));
  }
  if (sources.empty()) return "";
  absl::StatusOr<std::unique_ptr<CorpusStore>> store = CorpusStore::Open(dir, StoreMode::kReadWrite);
  if (!store.ok()) return "";
  std::vector<NewLog> chunk;
  for (int64_t i = 0; i < n; ++i) {
    pb::MatchLog log = sources[static_cast<size_t>(i) % sources.size()];
    log.mutable_header()->set_match_id(absl::StrCat(log.header().match_id(), "-copy", i));
    NewLog entry;
    entry.name = absl::StrCat("log", i, ".binpb");
    entry.bytes = *SerializeLog(log, LogFormat::kBinary);
    entry.header = log.header();
    entry.event_count = static_cast<uint32_t>(log.events_size());
    chunk.push_back(std::move(entry));
    if (chunk.size() == 512 || i + 1 == n) {
      if (!(*store)->Ingest(chunk).ok()) return "";
      chunk.clear();
    }
  }
  return dir;
}

// The flag that makes this program a verifying child (see main).
constexpr char kChildFlag[] = "--batch-bench-child";

// What /proc/self/status says of the resident set now, in KiB: "RssAnon"
// (heap and stacks) or "RssFile" (mapped files, such as an LMDB map).
long StatusKib(const std::string& field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind(field + ":", 0) == 0) return std::atol(line.c_str() + field.size() + 1);
  }
  return -1;
}

// Verifies `inputs` (`n` logs) with --jobs 2 in a fresh process (this
// program run again, so none of this process's memory is counted) and
// reports its peak resident set (VmHWM), and the peaks of its heap and
// mapped-file shares (sampled every 5 ms): a store's logs are read from its memory map,
// whose touched pages count as resident (page cache the kernel may take
// back), not as heap.
void MeasurePeakRss(benchmark::State& state, int64_t n, const std::vector<std::string>& inputs) {
  if (inputs.empty() || inputs.back().empty()) {
    state.SkipWithError("cannot build the batch (no corpus/rumble_nation/generated?)");
    return;
  }
  std::vector<std::string> args = {"batch_bench", kChildFlag};
  args.insert(args.end(), inputs.begin(), inputs.end());
  args.insert(args.end(), {"--jobs", "2"});
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  long max_rss_kib = 0, anon_kib = 0, file_kib = 0;
  for (auto _ : state) {
    int pipe_fds[2];
    if (pipe(pipe_fds) != 0) {
      state.SkipWithError("no pipe");
      break;
    }
    const pid_t child = fork();
    if (child == 0) {
      dup2(pipe_fds[1], STDOUT_FILENO);
      close(pipe_fds[0]);
      execv("/proc/self/exe", argv.data());
      _exit(127);
    }
    close(pipe_fds[1]);
    char report[128] = {};
    ssize_t got = read(pipe_fds[0], report, sizeof(report) - 1);
    close(pipe_fds[0]);
    int status = 0;
    long hwm_kib = 0;
    if (child < 0 || waitpid(child, &status, 0) != child || !WIFEXITED(status) ||
        WEXITSTATUS(status) != kExitOk || got <= 0 ||
        std::sscanf(report, "%ld %ld %ld", &anon_kib, &file_kib, &hwm_kib) != 3) {
      state.SkipWithError("the child verification failed");
      break;
    }
    max_rss_kib = std::max(max_rss_kib, hwm_kib);
  }
  state.SetItemsProcessed(state.iterations() * n);
  state.counters["logs/s"] =
      benchmark::Counter(static_cast<double>(state.iterations() * n), benchmark::Counter::kIsRate);
  state.counters["peak_rss_MiB"] = static_cast<double>(max_rss_kib) / 1024.0;
  state.counters["heap_MiB"] = static_cast<double>(anon_kib) / 1024.0;
  state.counters["mapped_files_MiB"] = static_cast<double>(file_kib) / 1024.0;
}

bool HaveCorpus(benchmark::State& state) {
  if (Data().folders.empty() || Data().work.empty()) {
    state.SkipWithError("no corpus/rumble_nation/generated or no temp folder");
    return false;
  }
  return true;
}

// range(0) logs in folders of 1,000.
void BM_PeakRss(benchmark::State& state) {
  if (HaveCorpus(state)) MeasurePeakRss(state, state.range(0), {LinkBatch(state.range(0))});
}
// range(0) logs in one flat folder: its names are read a chunk at a time
// (SortedFolderWalk), so this is the walk's worst case.
void BM_PeakRssFlatFolder(benchmark::State& state) {
  if (HaveCorpus(state)) MeasurePeakRss(state, state.range(0), {LinkBatch(state.range(0), 0)});
}
// The same logs named one per line in a --files-from list.
void BM_PeakRssFilesFrom(benchmark::State& state) {
  if (!HaveCorpus(state)) return;
  MeasurePeakRss(state, state.range(0), {"--files-from", ListOfBatch(state.range(0))});
}
// As many distinct logs from a store, listed a page at a time.
void BM_PeakRssStore(benchmark::State& state) {
  if (HaveCorpus(state)) MeasurePeakRss(state, state.range(0), {StoreOfBatch(state.range(0))});
}
BENCHMARK(BM_PeakRss)->Arg(1000)->Arg(10000)->Arg(100000)
    ->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_PeakRssFlatFolder)->Arg(10000)->Arg(100000)->Arg(300000)
    ->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_PeakRssFilesFrom)->Arg(10000)->Arg(100000)
    ->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_PeakRssStore)->Arg(10000)->Arg(100000)
    ->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace arbiter

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == arbiter::kChildFlag) {
    // A child of MeasurePeakRss: verify while sampling RssAnon and RssFile
    // every 5 ms, then report their peaks.
    std::atomic<bool> done = false;
    long anon = 0, file = 0;
    std::thread sampler([&] {
      while (!done) {
        anon = std::max(anon, arbiter::StatusKib("RssAnon"));
        file = std::max(file, arbiter::StatusKib("RssFile"));
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      }
    });
    const int code = arbiter::Verify(std::vector<std::string>(argv + 2, argv + argc));
    done = true;
    sampler.join();
    // VmHWM: the peak of this process image alone (ru_maxrss would keep the
    // parent's size from before the exec).
    std::printf("%ld %ld %ld\n", anon, file, arbiter::StatusKib("VmHWM"));
    return code;
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  const std::string& work = arbiter::Data().work;
  std::error_code ec;
  if (!work.empty()) std::filesystem::remove_all(work, ec);
  return 0;
}
