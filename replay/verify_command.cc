// `arbiter verify` and `arbiter conform`: one line per log, then
// "N passed, M failed".
#include <atomic>
#include <thread>

#include "absl/strings/str_cat.h"
#include "google/protobuf/arena.h"
#include "replay/binary_verify.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/input_flags.h"
#include "replay/log_source.h"
#include "verifier/core/report.h"
#include "verifier/core/verify.h"

namespace arbiter {
// The help text, shared with `arbiter help --man` (help.cc).
extern const char kVerifyHelp[] = R"(usage: arbiter verify PATH... [--json] [--jobs N] [--require-complete]
                      [--max-bytes N] [--max-events N] [--no-invariants] [--consistency]
                      [--ignore-expect] [--format F] [--files-from F]

Replays each log with every rule checked, the invariant catalogue after every
event, and the log's own checkpoints. PATH is a log file (.binpb/.pb/.bin
binary, .textproto/.txtpb/.pbtxt text, .json), a folder (searched for those),
or an LMDB corpus store (a folder with data.mdb).

Prints one line per log, "OK <log> ..." or "FAIL <log> event <n>: <rule id>:
<why>" with a detail line (match, seat, event, citation), then
"N passed, M failed". Exit 0 when every log is valid, 1 when any breaks a
rule, 2 when an input cannot be read or the command is misused.

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
  --jobs N            verify N logs at a time (default 1); output order is kept
  --require-complete  a log that stops before the game ends fails (core.incomplete)
  --max-bytes N       refuse logs larger than N bytes (default 67108864)
  --max-events N      refuse logs with more than N events (default 1048576)
  --no-invariants     skip the invariant catalogue (rules are still checked)
  --consistency       also recompute derived state after every event (slow)
  --ignore-expect     judge every log as a plain record: no golden results,
                      declared-invalid logs fail like any other broken log
  --format F          binary, text or json: the format of `-` and of files
                      whose extension names none
  --files-from F      also verify the paths listed in F, one per line (`-`: stdin)
  -h, --help          this text
)";

extern const char kConformHelp[] = R"(usage: arbiter conform PATH... [--json] [--jobs N] [--max-bytes N] [--max-events N]
                       [--format F] [--files-from F]

Verifies each log and checks the verdict against what the log declares in
its `expect` block: valid (with golden final digest, scores and winners when
given), or invalid at exactly event N by rule R. This is the regression
suite runner. Same output, summary line, exit codes and flags as verify
(see arbiter verify --help): 1 when any log does not behave as it declares.
)";

namespace {

enum class Mode { kVerify, kConform };

enum class Kind { kPass, kFail, kUnreadable };

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
};

Outcome CheckOne(const LogSet& set, size_t i, const Settings& s) {
  const std::string& name = set.name(i);
  auto unreadable = [&](const absl::Status& status) {
    return Outcome{Kind::kUnreadable,
                   s.json ? FormatUnreadableJson(name, status, s.mode == Mode::kConform
                                                                   ? kConformSchema
                                                                   : kVerifySchema)
                          : FormatUnreadableText(name, status)};
  };
  absl::StatusOr<LoadedLog> loaded = set.Load(i, s.limits);
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

int Run(Mode mode, const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"json", false},
                 {"jobs", true},
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
  absl::StatusOr<std::vector<std::string>> paths = InputPaths(*args);
  if (!paths.ok()) return UsageError(err, paths.status());
  if (paths->empty()) {
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
  absl::StatusOr<int64_t> jobs = args->Int("jobs", 1, 1, 256);
  absl::StatusOr<int64_t> max_bytes =
      args->Int("max-bytes", static_cast<int64_t>(s.limits.max_bytes), 1, int64_t{1} << 34);
  absl::StatusOr<int64_t> max_events =
      args->Int("max-events", s.limits.max_events, 1, int64_t{1} << 30);
  for (const auto* v : {&jobs, &max_bytes, &max_events}) {
    if (!v->ok()) return UsageError(err, v->status());
  }
  s.limits.max_bytes = static_cast<size_t>(*max_bytes);
  s.limits.max_events = static_cast<int>(*max_events);

  collect->max_stdin_bytes = s.limits.max_bytes;
  absl::StatusOr<LogSet> set = CollectLogs(*paths, *collect);
  if (!set.ok()) return UsageError(err, set.status());

  std::vector<Outcome> outcomes(set->size());
  size_t printed = 0;
  if (*jobs <= 1) {
    for (size_t i = 0; i < set->size(); ++i) {
      outcomes[i] = CheckOne(*set, i, s);
      out << outcomes[i].line << "\n";
    }
    printed = set->size();
  } else {
    std::atomic<size_t> next{0};
    std::vector<std::thread> workers;
    for (int64_t w = 0; w < *jobs; ++w) {
      workers.emplace_back([&] {
        for (size_t i = next++; i < set->size(); i = next++) {
          outcomes[i] = CheckOne(*set, i, s);
        }
      });
    }
    for (std::thread& t : workers) t.join();
  }
  int passed = 0, failed = 0, unreadable = 0;
  for (size_t i = 0; i < outcomes.size(); ++i) {
    if (i >= printed) out << outcomes[i].line << "\n";
    switch (outcomes[i].kind) {
      case Kind::kPass: ++passed; break;
      case Kind::kFail: ++failed; break;
      case Kind::kUnreadable: ++unreadable; break;
    }
  }
  if (s.json) {
    pb::report::Summary summary;
    summary.set_schema(mode == Mode::kConform ? "arbiter.conform.summary/1"
                                              : "arbiter.verify.summary/1");
    summary.set_passed(passed);
    summary.set_failed(failed + unreadable);
    summary.set_unreadable(unreadable);
    summary.set_summary(true);
    out << JsonLine(summary) << "\n";
  } else {
    out << passed << " passed, " << failed + unreadable << " failed\n";
  }
  if (unreadable > 0) return kExitInputError;
  return failed > 0 ? kExitInvalid : kExitOk;
}

}  // namespace

int RunVerify(const CommandArgs& args, std::ostream& out, std::ostream& err) {
  return Run(Mode::kVerify, args, out, err);
}

int RunConform(const CommandArgs& args, std::ostream& out, std::ostream& err) {
  return Run(Mode::kConform, args, out, err);
}

}  // namespace arbiter
