// `arbiter verify` and `arbiter conform`: one line per log, then
// "N passed, M failed".
#include <sched.h>

#include <algorithm>
#include <atomic>
#include <optional>
#include <thread>

#include "absl/strings/str_cat.h"
#include "google/protobuf/arena.h"
#include "replay/batch_report.h"
#include "replay/binary_verify.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/input_flags.h"
#include "replay/log_source.h"
#include "replay/ordered_pipeline.h"
#include "replay/progress_line.h"
#include "replay/shard.h"
#include "verifier/core/report.h"
#include "verifier/core/verify.h"

namespace arbiter {
// The help text, shared with `arbiter help --man` (help.cc).
extern const char kVerifyHelp[] = R"(usage: arbiter verify PATH... [--json] [--jobs N] [--shard I/N] [--require-complete]
                      [--max-bytes N] [--max-events N] [--no-invariants] [--consistency]
                      [--ignore-expect] [--format F] [--files-from F]

Replays each log with every rule checked, the invariant catalogue after every
event, and the log's own checkpoints. PATH is a log file (.binpb/.pb/.bin
binary, .textproto/.txtpb/.pbtxt text, .json), a folder (searched for those),
or an LMDB corpus store (a folder with data.mdb).

Prints one line per log, "OK <log> ..." or "FAIL <log> event <n>: <rule id>:
<why>" with a detail line (match, seat, event, citation), then
"N passed, M failed". When standard error is a terminal, a progress line
there shows logs done, logs/s, failures so far and the time left. Exit 0
when every log is valid, 1 when any breaks a rule, 2 when an input cannot
be read or the command is misused.

A log's `expect` block is checked as conform checks it: a log declared
valid must reach its golden final digest, scores, winners and
ended_by_limit (when given), and fails otherwise; a log declared invalid (a
conformance case of the corpus) passes when it is rejected exactly where and
by the rule it declares: "OK <log> rejected as declared at event N by R".
With --ignore-expect every log is judged as a plain match record,
declarations or not.

PATH `-` reads one log from standard input; its format, and that of a file
whose extension names none, is told from its first bytes unless --format
says it (a file that fits none is refused, never read as binary).

  --json              one JSON object per log, then a summary object
  --jobs N            verify N logs at a time (default: the cores this process
                      may use); each line is printed as soon as its log and all
                      earlier ones are done, in input order
  --shard I/N         verify only shard I (0..N-1) of N: the logs whose content
                      digest falls in it, so N runs together verify every log
                      once; with --json the output is a shard report for
                      `arbiter merge-reports`
  --require-complete  a log that stops before the game ends fails (core.incomplete)
  --max-bytes N       refuse logs larger than N bytes (default 67108864)
  --max-events N      refuse logs with more than N events (default 1048576)
  --no-invariants     skip the invariant catalogue (rules are still checked)
  --consistency       also recompute derived state after every event (slow)
  --ignore-expect     judge every log as a plain record: no golden results,
                      declared-invalid logs fail like any other broken log
  --format F          binary, text or json: the format of `-` and of files
                      whose extension names none
  --files-from F      also verify the paths listed in F, one per line (`-`:
                      stdin), read as the batch goes: a pipe's first logs are
                      verified while it is still written; a listed path that
                      does not exist is reported in its place (exit 2)
  -h, --help          this text
)";

extern const char kConformHelp[] = R"(usage: arbiter conform PATH... [--json] [--jobs N] [--shard I/N] [--max-bytes N]
                       [--max-events N] [--format F] [--files-from F]

Verifies each log and checks the verdict against what the log declares in
its `expect` block: valid (with golden final digest, scores and winners when
given), or invalid at exactly event N by rule R. This is the regression
suite runner. Same output, summary line, exit codes and flags as verify
(--jobs, --shard, the progress line, --format, --files-from; see arbiter
verify --help): 1 when any log does not behave as it declares.
)";

namespace {

enum class Mode { kVerify, kConform };

// kSkipped: the log belongs to another shard; nothing is printed for it.
enum class Kind { kPass, kFail, kUnreadable, kSkipped };

struct Outcome {
  Kind kind = Kind::kPass;
  std::string line;
};

struct Settings {
  Mode mode = Mode::kVerify;
  bool json = false;
  bool ignore_expect = false;
  VerifyOptions verify;
  ReadLimits limits;
  std::optional<Shard> shard;
};

// The cores this process may run on (its CPU affinity, which taskset, cgroups
// and batch schedulers narrow), at least 1.
int64_t AvailableCores() {
  cpu_set_t cpus;
  if (sched_getaffinity(0, sizeof(cpus), &cpus) == 0) {
    return std::max(1, CPU_COUNT(&cpus));
  }
  return std::max(1u, std::thread::hardware_concurrency());
}

Outcome CheckOne(const LogEntry& entry, const Settings& s) {
  const std::string& name = entry.name;
  auto unreadable = [&](const absl::Status& status) {
    return Outcome{Kind::kUnreadable,
                   s.json ? FormatUnreadableJson(name, status, s.mode == Mode::kConform
                                                                   ? kConformSchema
                                                                   : kVerifySchema)
                          : FormatUnreadableText(name, status)};
  };
  std::optional<uint64_t> known_key = KnownShardKey(entry);
  if (s.shard.has_value() && known_key.has_value() && !s.shard->Contains(*known_key)) {
    return Outcome{Kind::kSkipped, ""};
  }
  absl::StatusOr<LoadedLog> loaded = LoadLog(entry, s.limits);
  if (s.shard.has_value() && !known_key.has_value()) {
    // A file that cannot be read has no content to place it: its name does,
    // so it is still reported by exactly one shard.
    uint64_t key = ShardKeyOfBytes(loaded.ok() ? absl::string_view(loaded->bytes)
                                                : absl::string_view(name));
    if (!s.shard->Contains(key)) return Outcome{Kind::kSkipped, ""};
  }
  if (!loaded.ok()) return unreadable(loaded.status());
  // One arena per log: the parse allocates in one block, freed at once.
  google::protobuf::Arena arena;
  auto* log = google::protobuf::Arena::CreateMessage<pb::MatchLog>(&arena);
  Report report;
  if (loaded->format == LogFormat::kBinary) {
    // Only the header and expectation of `log` are filled on this path.
    absl::Status read = VerifyBinaryLog(loaded->bytes, s.limits, s.verify, log, &report);
    if (!read.ok()) return unreadable(read);
  } else {
    absl::Status parsed = ParseLogInto(loaded->bytes, loaded->format, s.limits, log);
    if (!parsed.ok()) return unreadable(parsed);
    report = VerifyLog(*log, s.verify);
  }
  // A declared-invalid log is a test case, not a match record: judging it
  // by its declaration is what lets `verify` run over a whole corpus. A
  // valid log's golden results (digest, scores, winners, ended_by_limit) are
  // a claim too: a service that records the claimed winner there must not
  // get OK for a wrong one.
  // (A valid-declared log that breaks a rule gets the plain report below,
  // which says more than "expected valid".)
  const bool judge_by_declaration =
      s.mode == Mode::kConform ||
      (!s.ignore_expect && (log->expect().has_invalid() ||
                            (log->expect().has_valid() && report.ok())));
  if (judge_by_declaration) {
    absl::Status verdict = CheckExpectation(*log, report);
    if (s.mode == Mode::kConform || !verdict.ok() || log->expect().has_invalid()) {
      return Outcome{verdict.ok() ? Kind::kPass : Kind::kFail,
                     s.json ? FormatConformJson(name, report, verdict)
                            : FormatConformText(name, report, verdict)};
    }
  }
  Kind kind = report.ok() ? Kind::kPass
                          : (report.input_error() ? Kind::kUnreadable : Kind::kFail);
  return Outcome{kind, s.json ? FormatVerifyJson(name, report)
                              : FormatVerifyText(name, report)};
}

// Results held at once per job: enough that one slow log does not idle
// the other workers for long, few enough that memory stays flat.
constexpr size_t kWindowPerJob = 64;
constexpr int64_t kMaxJobs = 256;

int Run(Mode mode, const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"json", false},
                 {"jobs", true},
                 {"shard", true},
                 {"require-complete", false},
                 {"max-bytes", true},
                 {"max-events", true},
                 {"no-invariants", false},
                 {"consistency", false},
                 {"ignore-expect", false},
                 kFormatFlag,
                 kFilesFromFlag,
                 {"help", false}}};
  absl::StatusOr<Args> args = ParseArgs(argv, spec);
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("help")) {
    out << (mode == Mode::kVerify ? kVerifyHelp : kConformHelp);
    return kExitOk;
  }
  if (args->positional.empty() && !args->Has("files-from")) {
    return UsageError(err, absl::InvalidArgumentError(
                               "no PATH given (see --help)"));
  }
  absl::StatusOr<CollectOptions> collect = CollectOptionsFrom(*args);
  if (!collect.ok()) return UsageError(err, collect.status());
  Settings s;
  s.mode = mode;
  s.json = args->Has("json");
  s.ignore_expect = args->Has("ignore-expect");
  s.verify.require_complete = args->Has("require-complete");
  s.verify.check_invariants = !args->Has("no-invariants");
  s.verify.check_consistency = args->Has("consistency");
  absl::StatusOr<int64_t> jobs =
      args->Int("jobs", std::min<int64_t>(AvailableCores(), kMaxJobs), 1, kMaxJobs);
  absl::StatusOr<int64_t> max_bytes =
      args->Int("max-bytes", static_cast<int64_t>(s.limits.max_bytes), 1, int64_t{1} << 34);
  absl::StatusOr<int64_t> max_events =
      args->Int("max-events", s.limits.max_events, 1, int64_t{1} << 30);
  for (const auto* v : {&jobs, &max_bytes, &max_events}) {
    if (!v->ok()) return UsageError(err, v->status());
  }
  s.limits.max_bytes = static_cast<size_t>(*max_bytes);
  s.limits.max_events = static_cast<int>(*max_events);
  if (args->Has("shard")) {
    absl::StatusOr<Shard> shard = ParseShard(args->StringOr("shard", ""));
    if (!shard.ok()) return UsageError(err, shard.status());
    s.shard = *shard;
  }

  collect->max_stdin_bytes = s.limits.max_bytes;
  absl::StatusOr<std::unique_ptr<LogWalk>> walk = WalkInputs(*args, args->positional, *collect);
  if (!walk.ok()) return UsageError(err, walk.status());

  BatchCounts counts;
  ProgressLine progress(StderrIsTerminal(err) ? &err : nullptr, std::nullopt);
  const bool same_terminal = StdoutIsTerminal(out);
  size_t done = 0;
  // The inputs are walked as the window moves on: nothing is listed ahead,
  // so the batch's size is known only once the walk ends (for the progress
  // line's time left).
  size_t listed = 0;
  std::atomic<size_t> known_total = 0;  // 0: not known yet; else the size + 1
  const size_t total = RunOrdered<LogEntry, Outcome>(
      [&] {
        std::optional<LogEntry> entry = (*walk)->Next();
        if (entry.has_value()) {
          ++listed;
        } else {
          known_total = listed + 1;
        }
        return entry;
      },
      static_cast<int>(*jobs),
      kWindowPerJob * static_cast<size_t>(*jobs),
      [&](size_t, const LogEntry& entry) { return CheckOne(entry, s); },
      [&](size_t i, Outcome outcome) {
        ++done;
        if (outcome.kind != Kind::kSkipped) {
          if (same_terminal) progress.Clear();
          out << (s.shard.has_value() && s.json ? WithIndex(i, outcome.line) : outcome.line)
              << "\n";
          switch (outcome.kind) {
            case Kind::kPass: ++counts.passed; break;
            case Kind::kFail: ++counts.failed; break;
            case Kind::kUnreadable: ++counts.unreadable; break;
            case Kind::kSkipped: break;
          }
        }
        if (const size_t known = known_total; known != 0) progress.SetTotal(known - 1);
        progress.Update(done, static_cast<uint64_t>(counts.failed + counts.unreadable));
      },
      [&] { out.flush(); });
  progress.Clear();
  if (s.json) {
    const char* schema =
        mode == Mode::kConform ? "arbiter.conform.summary/1" : "arbiter.verify.summary/1";
    out << (s.shard.has_value() ? FormatShardSummaryJson(counts, schema, *s.shard, total)
                                : FormatSummaryJson(counts, schema))
        << "\n";
  } else {
    out << FormatSummaryText(counts) << "\n";
  }
  out.flush();
  return ExitCodeFor(counts);
}

}  // namespace

int RunVerify(const CommandArgs& args, std::ostream& out, std::ostream& err) {
  return Run(Mode::kVerify, args, out, err);
}

int RunConform(const CommandArgs& args, std::ostream& out, std::ostream& err) {
  return Run(Mode::kConform, args, out, err);
}

}  // namespace arbiter
