// `arbiter replay LOG [--at N] [--json]`: the state after N events.
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "engine/core/digest.h"
#include "google/protobuf/util/json_util.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/log_source.h"
#include "verifier/core/escape.h"
#include "verifier/core/report.h"
#include "verifier/core/verify.h"

namespace arbiter {
namespace {

constexpr char kReplayHelp[] = R"(usage: arbiter replay LOG [--at N] [--json]

Replays LOG with every rule checked and prints the state after its first N
events (default: all of them), for a person to read: phase, who is to move,
the board, scores. --at 0 shows the state before any event. If the log
breaks a rule before N, prints the failure and the state just before the
failing event, and exits 1. --json prints one object with the digest, the
actor to move, scores and the state snapshot in protobuf's JSON mapping.
)";

std::string ActorName(int actor) {
  if (actor == kChanceActor) return "chance";
  if (actor == kTerminalActor) return "nobody (game over)";
  return absl::StrCat("seat ", actor);
}

}  // namespace

int RunReplay(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"at", true}, {"json", false}, {"help", false}}};
  absl::StatusOr<Args> args = ParseArgs(argv, spec);
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("help")) {
    out << kReplayHelp;
    return kExitOk;
  }
  if (args->positional.size() != 1) {
    return UsageError(err, absl::InvalidArgumentError(
                               "replay takes exactly one LOG (see --help)"));
  }
  absl::StatusOr<LogSet> set = CollectLogs(args->positional);
  if (!set.ok()) return UsageError(err, set.status());
  if (set->size() != 1) {
    return UsageError(err, absl::InvalidArgumentError(absl::StrFormat(
                               "%s holds %d logs; name one file",
                               args->positional[0], set->size())));
  }
  ReadLimits limits;
  absl::StatusOr<LoadedLog> loaded = set->Load(0, limits);
  if (!loaded.ok()) return UsageError(err, loaded.status());
  absl::StatusOr<pb::MatchLog> log = ParseLog(loaded->bytes, loaded->format, limits);
  if (!log.ok()) return UsageError(err, log.status());

  absl::StatusOr<int64_t> at = args->Int("at", log->events_size(), 0, int64_t{1} << 40);
  if (!at.ok()) return UsageError(err, at.status());
  if (*at > log->events_size()) {
    return UsageError(err, absl::OutOfRangeError(absl::StrFormat(
                               "--at %d: the log has only %d events", *at,
                               log->events_size())));
  }
  const int total_events = log->events_size();
  log->mutable_events()->DeleteSubrange(static_cast<int>(*at),
                                        log->events_size() - static_cast<int>(*at));
  Report report = VerifyLog(*log, {});
  if (report.match == nullptr) {
    err << FormatVerifyText(set->name(0), report) << "\n";
    return kExitInputError;
  }
  const Match& match = *report.match;
  int64_t shown = report.ok() ? *at : report.failure->event_index;
  if (args->Has("json")) {
    std::string snapshot;
    google::protobuf::util::JsonPrintOptions options;
    auto converted =
        google::protobuf::util::MessageToJsonString(match.ToSnapshot(), &snapshot, options);
    if (!converted.ok()) snapshot = "null";
    out << "{\"log\":" << JsonQuote(set->name(0))
        << ",\"match_id\":" << JsonQuote(report.match_id)
        << ",\"events\":" << shown << ",\"digest\":\"" << DigestToHex(match.Digest())
        << "\",\"actor\":" << match.Actor() << ",\"legal_events\":"
        << match.CountLegalEvents() << ",\"terminal\":"
        << (match.IsTerminal() ? "true" : "false") << ",\"scores\":["
        << absl::StrJoin(match.Scores(), ",") << "],\"winners\":["
        << absl::StrJoin(match.Winners(), ",") << "],\"state\":" << snapshot;
    if (!report.ok()) out << ",\"failure\":" << FormatVerifyJson(set->name(0), report);
    out << "}\n";
  } else {
    if (!report.ok()) out << FormatVerifyText(set->name(0), report) << "\n";
    out << absl::StrFormat("match %s (%s), after %d of %d events, digest %s\n",
                           EscapeText(report.match_id, kMaxQuotedText),
                           EscapeText(report.game, kMaxQuotedText), shown,
                           total_events,
                           DigestToHex(match.Digest()));
    out << absl::StrFormat("to move: %s; %d legal events; scores %s",
                           ActorName(match.Actor()), match.CountLegalEvents(),
                           absl::StrJoin(match.Scores(), ","));
    if (match.IsTerminal()) {
      out << "; winners " << absl::StrJoin(match.Winners(), ",");
      if (match.EndedByLimit()) out << " (ended by the declared limit)";
    }
    out << "\n" << match.StateText();
  }
  return report.ok() ? kExitOk : kExitInvalid;
}

}  // namespace arbiter
