// `arbiter merge-reports`: the per-shard JSON outputs of `verify --shard` or
// `conform --shard` put back together into the report one process prints.
#include <fstream>
#include <memory>
#include <optional>
#include <queue>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "replay/batch_report.h"
#include "replay/commands.h"
#include "replay/flags.h"

namespace arbiter {
// The help text, shared with `arbiter help --man` (help.cc).
extern const char kMergeReportsHelp[] = R"(usage: arbiter merge-reports SHARD.json...

Merges the outputs of `arbiter verify --json --shard I/N` (or conform) for
I = 0..N-1, one file per shard, into the report a single process would have
printed over the same inputs: the log lines in input order, then the summary
of the whole batch. It checks first that the files are exactly the N shards
of one batch (same N, same number of inputs, each shard once) and that every
log of the batch appears exactly once; otherwise it names what is missing or
repeated and prints nothing.

Exit codes as for verify over the whole batch: 0 every log passed, 1 some
log failed, 2 some log was unreadable, or the shard reports are incomplete,
inconsistent or cannot be read.
)";

namespace {

// Longest line accepted in a shard report (a log's object with its reason).
constexpr size_t kMaxLine = size_t{4} << 20;

// Reads a shard report line by line. The readers of a thread share one
// buffer of kMaxLine bytes, so merging many shards does not cost one each.
class LineReader {
 public:
  explicit LineReader(const std::string& path) : path_(path), in_(path, std::ios::binary) {}
  bool is_open() const { return in_.is_open(); }
  const std::string& path() const { return path_; }
  int64_t line_number() const { return line_number_; }

  // False at the end of the file; `status` is set when the line is too long
  // or cannot be read.
  bool Next(std::string* line, absl::Status* status) {
    thread_local std::vector<char> buffer(kMaxLine + 1);
    in_.getline(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    if (in_.bad()) {
      *status = absl::DataLossError(absl::StrCat(path_, ": read error"));
      return false;
    }
    if (in_.fail()) {
      if (in_.gcount() == 0 && in_.eof()) return false;
      *status = absl::InvalidArgumentError(absl::StrCat(
          path_, ":", line_number_ + 1, ": line longer than ", kMaxLine,
          " bytes; not a shard report"));
      return false;
    }
    ++line_number_;
    line->assign(buffer.data(), static_cast<size_t>(in_.gcount()) - (in_.eof() ? 0 : 1));
    return true;
  }

 private:
  std::string path_;
  std::ifstream in_;
  int64_t line_number_ = 0;
};

struct ShardSummary {
  BatchCounts counts;
  Shard shard;
  uint64_t inputs = 0;
  std::string schema;  // the summary's, which the merged summary repeats
};

absl::Status Invalid(const LineReader& r, absl::string_view why) {
  return absl::InvalidArgumentError(
      absl::StrCat(r.path(), ":", r.line_number(), ": ", why));
}

absl::StatusOr<int64_t> Count(const google::protobuf::Struct& s, const std::string& key) {
  auto it = s.fields().find(key);
  // A count may also come as a decimal string, as protobuf's JSON printer
  // writes 64-bit numbers.
  int64_t parsed = 0;
  if (it != s.fields().end() && it->second.has_string_value() &&
      absl::SimpleAtoi(it->second.string_value(), &parsed) && parsed >= 0) {
    return parsed;
  }
  if (it == s.fields().end() || !it->second.has_number_value()) {
    return absl::InvalidArgumentError(absl::StrCat("summary has no number \"", key, "\""));
  }
  const double v = it->second.number_value();
  if (!(v >= 0 && v <= 9.0e15) || v != static_cast<double>(static_cast<int64_t>(v))) {
    return absl::InvalidArgumentError(absl::StrCat("summary \"", key, "\" is not a count"));
  }
  return static_cast<int64_t>(v);
}

absl::StatusOr<ShardSummary> ParseSummary(const LineReader& r, const std::string& line) {
  google::protobuf::Struct s;
  if (!google::protobuf::util::JsonStringToMessage(line, &s).ok()) {
    return Invalid(r, "the last line is not a JSON summary object");
  }
  auto shard_field = s.fields().find("shard");
  if (shard_field == s.fields().end() || !shard_field->second.has_string_value()) {
    return Invalid(r, "the summary names no shard: not the output of --shard I/N --json");
  }
  absl::StatusOr<Shard> shard = ParseShard(shard_field->second.string_value());
  if (!shard.ok()) return Invalid(r, shard.status().message());
  ShardSummary out;
  out.shard = *shard;
  auto schema = s.fields().find("schema");
  if (schema == s.fields().end() || !schema->second.has_string_value()) {
    return Invalid(r, "the summary has no schema: not the JSON output of verify or conform");
  }
  out.schema = schema->second.string_value();
  absl::StatusOr<int64_t> passed = Count(s, "passed"), failed = Count(s, "failed"),
                          unreadable = Count(s, "unreadable"), inputs = Count(s, "inputs");
  for (const auto* v : {&passed, &failed, &unreadable, &inputs}) {
    if (!v->ok()) return Invalid(r, v->status().message());
  }
  if (*unreadable > *failed) return Invalid(r, "summary counts more unreadable than failed");
  out.counts = {*passed, *failed - *unreadable, *unreadable};
  out.inputs = static_cast<uint64_t>(*inputs);
  return out;
}

// What pass 1 has seen of the batch so far.
struct BatchSeen {
  uint32_t shard_count = 0;
  std::vector<bool> shards;  // by shard index
  uint64_t inputs = 0;
};

// Pass 1: checks one shard file on its own and against the others, marks
// its shard in `seen`.
absl::StatusOr<ShardSummary> CheckShardFile(const std::string& path, BatchSeen* seen) {
  LineReader r(path);
  if (!r.is_open()) {
    return absl::NotFoundError(absl::StrCat(path, ": cannot be opened"));
  }
  std::string line, last;
  int64_t log_lines = 0;
  uint64_t previous = 0;
  bool have_last = false;
  absl::Status status;
  while (r.Next(&line, &status)) {
    if (have_last) {
      absl::StatusOr<IndexedLine> indexed = SplitIndex(last);
      if (!indexed.ok()) return Invalid(r, indexed.status().message());
      if (log_lines > 0 && indexed->index <= previous) {
        return Invalid(r, "log indices are not increasing");
      }
      previous = indexed->index;
      ++log_lines;
    }
    last = std::move(line);
    have_last = true;
  }
  if (!status.ok()) return status;
  if (!have_last) return absl::InvalidArgumentError(absl::StrCat(path, ": empty"));
  absl::StatusOr<ShardSummary> summary = ParseSummary(r, last);
  if (!summary.ok()) return summary.status();
  const BatchCounts& c = summary->counts;
  if (log_lines != c.passed + c.failed + c.unreadable) {
    return absl::InvalidArgumentError(absl::StrCat(
        path, ": ", log_lines, " log lines but the summary counts ",
        c.passed + c.failed + c.unreadable, " (a truncated report?)"));
  }
  const Shard& shard = summary->shard;
  if (seen->shards.empty()) {
    seen->shard_count = shard.count;
    seen->shards.resize(shard.count);
    seen->inputs = summary->inputs;
  }
  if (shard.count != seen->shard_count) {
    return absl::InvalidArgumentError(
        absl::StrCat(path, ": shard ", shard.index, "/", shard.count,
                     ", but the first report is of ", seen->shard_count, " shards"));
  }
  if (seen->shards[shard.index]) {
    return absl::InvalidArgumentError(absl::StrCat(
        path, ": shard ", shard.index, "/", shard.count, " is given twice"));
  }
  seen->shards[shard.index] = true;
  if (seen->inputs != summary->inputs) {
    return absl::InvalidArgumentError(absl::StrCat(
        path, ": a batch of ", summary->inputs, " inputs, but other shards had ",
        seen->inputs, ": the shards did not read the same inputs"));
  }
  return summary;
}

// Passes 2 and 3: every file's log lines in index order (each file is
// sorted, pass 1 has checked that). Pass 2 (`out` null) only checks that the
// indices are exactly 0 .. inputs-1, each once; pass 3 prints the lines.
absl::Status MergeLines(const std::vector<std::string>& paths, uint64_t inputs,
                        std::ostream* out) {
  struct Source {
    std::unique_ptr<LineReader> reader;
    std::string lookahead;  // the line after the current one
    bool has_lookahead = false;
  };
  std::vector<Source> sources(paths.size());
  absl::Status status;
  // The next log line of `src`, or nullopt once only its summary is left.
  auto fetch = [&](Source& src) -> std::optional<IndexedLine> {
    if (!src.has_lookahead) return std::nullopt;
    std::string line = std::move(src.lookahead);
    src.has_lookahead = src.reader->Next(&src.lookahead, &status);
    if (!src.has_lookahead) return std::nullopt;  // `line` was the summary
    absl::StatusOr<IndexedLine> indexed = SplitIndex(line);
    if (!indexed.ok()) {
      status = indexed.status();
      return std::nullopt;
    }
    return *std::move(indexed);
  };
  using Head = std::pair<uint64_t, size_t>;  // index, source
  std::priority_queue<Head, std::vector<Head>, std::greater<Head>> heads;
  std::vector<std::string> objects(paths.size());
  auto refill = [&](size_t f) {
    std::optional<IndexedLine> next = fetch(sources[f]);
    if (!next.has_value()) return;
    objects[f] = std::move(next->object);
    heads.push({next->index, f});
  };
  for (size_t f = 0; f < paths.size(); ++f) {
    sources[f].reader = std::make_unique<LineReader>(paths[f]);
    if (!sources[f].reader->is_open()) {
      return absl::NotFoundError(absl::StrCat(paths[f], ": cannot be opened"));
    }
    sources[f].has_lookahead = sources[f].reader->Next(&sources[f].lookahead, &status);
    refill(f);
  }
  uint64_t expected = 0;
  while (!heads.empty() && status.ok()) {
    const auto [index, f] = heads.top();
    heads.pop();
    if (index != expected) {
      return absl::InvalidArgumentError(
          index < expected
              ? absl::StrCat(paths[f], ": log ", index, " of the batch is also in another shard report")
              : absl::StrCat("no shard report holds log ", expected, " of the batch"));
    }
    ++expected;
    if (out != nullptr) *out << objects[f] << "\n";
    refill(f);
  }
  if (!status.ok()) return status;
  if (expected != inputs) {
    return absl::InvalidArgumentError(
        absl::StrCat("no shard report holds log ", expected, " of the batch of ", inputs));
  }
  return absl::OkStatus();
}

}  // namespace

int RunMergeReports(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"help", false}}};
  absl::StatusOr<Args> args = ParseArgs(argv, spec);
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("help")) {
    out << kMergeReportsHelp;
    return kExitOk;
  }
  const std::vector<std::string>& paths = args->positional;
  if (paths.empty()) {
    return UsageError(err, absl::InvalidArgumentError(
                               "no shard report given (see --help)"));
  }
  BatchSeen seen;
  BatchCounts total;
  std::string schema;
  for (const std::string& path : paths) {
    absl::StatusOr<ShardSummary> summary = CheckShardFile(path, &seen);
    if (!summary.ok()) return UsageError(err, summary.status());
    if (!schema.empty() && summary->schema != schema) {
      return UsageError(err, absl::InvalidArgumentError(absl::StrCat(
                                 path, ": a ", summary->schema, " report among ", schema,
                                 " reports (verify and conform shards do not merge)")));
    }
    schema = summary->schema;
    total.passed += summary->counts.passed;
    total.failed += summary->counts.failed;
    total.unreadable += summary->counts.unreadable;
  }
  for (uint32_t i = 0; i < seen.shard_count; ++i) {
    if (!seen.shards[i]) {
      return UsageError(err, absl::InvalidArgumentError(absl::StrCat(
                                 "the report of shard ", i, "/", seen.shard_count,
                                 " is missing")));
    }
  }
  if (absl::Status checked = MergeLines(paths, seen.inputs, nullptr); !checked.ok()) {
    return UsageError(err, checked);
  }
  if (absl::Status merged = MergeLines(paths, seen.inputs, &out); !merged.ok()) {
    return UsageError(err, merged);
  }
  out << FormatSummaryJson(total, schema) << "\n";
  out.flush();
  return ExitCodeFor(total);
}

}  // namespace arbiter
