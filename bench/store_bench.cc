// Ingest and read rates of the LMDB corpus store (replay/store.h) on
// synthetic logs of 2-20 KB (the store never parses bytes, so random bytes
// cost the same as real logs of that size).
//
//   build-store/bench/store_bench --benchmark_counters_tabular=true
//
// The stores live under $ARBITER_BENCH_DIR (default: the system temp folder);
// ingest commits are durable (fsync per batch), so the disk under that folder
// matters.
#include <stdlib.h>

#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "benchmark/benchmark.h"
#include "replay/store.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

constexpr int kLogs = 2000;

const std::vector<NewLog>& Logs() {
  static const std::vector<NewLog>* logs = [] {
    auto* out = new std::vector<NewLog>;
    std::mt19937_64 rng(20240601);
    std::uniform_int_distribution<size_t> size(2 << 10, 20 << 10);
    for (int i = 0; i < kLogs; ++i) {
      NewLog log;
      log.name = absl::StrCat("corpus/rumble_nation/generated/game_", i, ".binpb");
      log.bytes.resize(size(rng));
      for (char& c : log.bytes) c = static_cast<char>(rng());
      log.header.set_format_version(1);
      log.header.set_game("rumble_nation");
      log.header.set_match_id(absl::StrCat("bench-", i));
      log.header.set_rules_version(1);
      log.header.set_players(2 + i % 3);
      log.event_count = static_cast<uint32_t>(log.bytes.size() / 12);
      out->push_back(std::move(log));
    }
    return out;
  }();
  return *logs;
}

int64_t TotalBytes() {
  int64_t total = 0;
  for (const NewLog& log : Logs()) total += static_cast<int64_t>(log.bytes.size());
  return total;
}

std::string FreshDir(const char* what) {
  const char* base = std::getenv("ARBITER_BENCH_DIR");
  std::string tmpl =
      (fs::path(base != nullptr ? base : fs::temp_directory_path().string()) /
       absl::StrCat("store_bench_", what, ".XXXXXX"))
          .string();
  if (mkdtemp(tmpl.data()) == nullptr) return "";
  return (fs::path(tmpl) / "db").string();
}

void RemoveStore(const std::string& dir) {
  std::error_code ec;
  fs::remove_all(fs::path(dir).parent_path(), ec);
}

// Ingests the whole synthetic corpus into a new store, range(0) logs per
// write transaction.
void BM_Ingest(benchmark::State& state) {
  const std::vector<NewLog>& logs = Logs();
  StoreOptions options;
  options.batch_size = static_cast<size_t>(state.range(0));
  for (auto _ : state) {
    state.PauseTiming();
    std::string dir = FreshDir("ingest");
    state.ResumeTiming();
    auto store = CorpusStore::Open(dir, StoreMode::kReadWrite, options);
    if (!store.ok()) {
      state.SkipWithError(std::string(store.status().message()).c_str());
      break;
    }
    auto outcomes = (*store)->Ingest(logs);
    if (!outcomes.ok()) {
      state.SkipWithError(std::string(outcomes.status().message()).c_str());
      break;
    }
    store->reset();
    state.PauseTiming();
    RemoveStore(dir);
    state.ResumeTiming();
  }
  state.SetItemsProcessed(state.iterations() * kLogs);
  state.SetBytesProcessed(state.iterations() * TotalBytes());
  state.counters["logs/s"] = benchmark::Counter(static_cast<double>(state.iterations() * kLogs),
                                                benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Ingest)->Arg(1)->Arg(16)->Arg(256)->Unit(benchmark::kMillisecond)->UseRealTime();

// A store holding the synthetic corpus, made once for the read benchmarks
// and removed by main().
struct ReadFixture {
  std::string dir;
  std::unique_ptr<CorpusStore> store;
};
ReadFixture* read_fixture = nullptr;

CorpusStore& ReadStore() {
  if (read_fixture == nullptr) {
    read_fixture = new ReadFixture;
    read_fixture->dir = FreshDir("read");
    auto opened = CorpusStore::Open(read_fixture->dir, StoreMode::kReadWrite);
    if (!opened.ok() || !(*opened)->Ingest(Logs()).ok()) std::abort();
    read_fixture->store = *std::move(opened);
  }
  return *read_fixture->store;
}

// Re-ingesting the corpus unchanged: the cost of an idempotent re-run.
void BM_ReingestUnchanged(benchmark::State& state) {
  CorpusStore& store = ReadStore();
  for (auto _ : state) {
    auto outcomes = store.Ingest(Logs());
    if (!outcomes.ok()) {
      state.SkipWithError(std::string(outcomes.status().message()).c_str());
      break;
    }
  }
  state.SetItemsProcessed(state.iterations() * kLogs);
  state.SetBytesProcessed(state.iterations() * TotalBytes());
}
BENCHMARK(BM_ReingestUnchanged)->Unit(benchmark::kMillisecond)->UseRealTime();

// Visits every log with its bytes (digest-checked) in short read batches.
void BM_ForEach(benchmark::State& state) {
  CorpusStore& store = ReadStore();
  for (auto _ : state) {
    uint64_t sum = 0;
    absl::Status status = store.ForEach([&](const LogRecord& record, absl::string_view bytes) {
      sum += static_cast<unsigned char>(bytes[bytes.size() / 2]);
      return absl::OkStatus();
    });
    if (!status.ok()) {
      state.SkipWithError(std::string(status.message()).c_str());
      break;
    }
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(state.iterations() * kLogs);
  state.SetBytesProcessed(state.iterations() * TotalBytes());
}
BENCHMARK(BM_ForEach)->Unit(benchmark::kMillisecond);

// Metadata of the whole corpus, no bytes.
void BM_List(benchmark::State& state) {
  CorpusStore& store = ReadStore();
  for (auto _ : state) {
    auto records = store.List();
    if (!records.ok()) {
      state.SkipWithError(std::string(records.status().message()).c_str());
      break;
    }
    benchmark::DoNotOptimize(records->data());
  }
  state.SetItemsProcessed(state.iterations() * kLogs);
}
BENCHMARK(BM_List)->Unit(benchmark::kMillisecond);

// Opening a store read-only: the header checks and the walk over every
// B-tree page and overflow header (replay/lmdb_pages.h) that keeps a
// damaged page from crashing LMDB. Its own store, so that the shared one
// stays open.
void BM_OpenReadOnly(benchmark::State& state) {
  static const std::string dir = [] {
    std::string d = FreshDir("open");
    auto opened = CorpusStore::Open(d, StoreMode::kReadWrite);
    if (!opened.ok() || !(*opened)->Ingest(Logs()).ok()) std::abort();
    return d;
  }();
  for (auto _ : state) {
    auto store = CorpusStore::Open(dir, StoreMode::kReadOnly);
    if (!store.ok()) {
      state.SkipWithError(std::string(store.status().message()).c_str());
      break;
    }
  }
  state.SetItemsProcessed(state.iterations() * kLogs);
}
BENCHMARK(BM_OpenReadOnly)->Unit(benchmark::kMillisecond);

// One log by id: its own read transaction, digest check and copy.
void BM_GetBytes(benchmark::State& state) {
  CorpusStore& store = ReadStore();
  uint64_t id = 0;
  int64_t bytes = 0;
  for (auto _ : state) {
    id = id % kLogs + 1;
    auto got = store.GetBytes(id);
    if (!got.ok()) {
      state.SkipWithError(std::string(got.status().message()).c_str());
      break;
    }
    bytes += static_cast<int64_t>(got->size());
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(bytes);
}
BENCHMARK(BM_GetBytes);

}  // namespace
}  // namespace arbiter

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  if (arbiter::read_fixture != nullptr) {
    arbiter::read_fixture->store.reset();
    arbiter::RemoveStore(arbiter::read_fixture->dir);
  }
  return 0;
}
