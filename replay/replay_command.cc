// `arbiter replay LOG [--at N] [--legal] [--last K] [--seat S] [--json]`:
// the state after N events.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "engine/core/digest.h"
#include "engine/core/registry.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/input_flags.h"
#include "replay/log_source.h"
#include "replay/seat_record.h"
#include "verifier/core/escape.h"
#include "verifier/core/report.h"
#include "verifier/core/verify.h"

namespace arbiter {
// The help text, shared with `arbiter help --man` (help.cc).
extern const char kReplayHelp[] = R"(usage: arbiter replay LOG [--at N] [--legal] [--last K] [--seat S] [--json]
                     [--format F]

Replays LOG with every rule checked and prints the state after its first N
events (default: all of them), for a person to read: phase, who is to move,
the board, scores. --at 0 shows the state before any event. If the log
breaks a rule before N, prints the failure and the state just before the
failing event, and exits 1. --json prints one object with the digest, the
actor to move, scores and the state snapshot in protobuf's JSON mapping.
Every form names the pending decision (which battle step, whose field
hospital choice, which seats may still reveal).
--legal lists the legal events at that point, in the game's canonical
order (at a shuffle, whose outcomes are too many to list, it says so).
--last K lists the K events that led there, each with its seat.
--seat S shows the state as seat S saw it: its own hand, the others' hand
sizes, no deck order (README "Per-seat views" says what is hidden in each
game); the JSON then carries that view as text instead of the snapshot. With
--seat neither the digest nor the number of legal events is shown (both
depend on hidden cards), and a refused event the seat could not see is
named by its kind only.
It does not combine with --legal or --last, whose event texts can name
cards S never saw.
A seat's record written by `arbiter redact` is shown as it is: the view
and scores after N of its events, --last K of them, no rule checked.
LOG `-` is standard input; --format binary|text|json names its format (and
that of a file whose extension names none) when its bytes should not be
trusted to tell.
)";

namespace {

// The events that led to the state after `shown` events, as
// {index, actor, text}, the last `count` of them. Replays the prefix again
// (each text needs the state the event was played in).
struct PastEvent {
  int64_t index;
  int actor;
  std::string text;
};
std::vector<PastEvent> LastEvents(const pb::MatchLog& log, int64_t shown, int64_t count) {
  std::vector<PastEvent> out;
  const Game* game = FindGame(log.header().game());
  if (game == nullptr || count <= 0) return out;
  absl::StatusOr<std::unique_ptr<Match>> match = game->NewMatch(log.header());
  if (!match.ok()) return out;
  for (int64_t i = 0; i < shown && i < log.events_size(); ++i) {
    const pb::Event& event = log.events(static_cast<int>(i));
    if (i >= shown - count) {
      out.push_back({i, (*match)->EventActor(event), (*match)->EventText(event)});
    }
    if (!(*match)->Apply(event).ok()) break;
  }
  return out;
}

std::string ActorName(int actor) {
  if (actor == kChanceActor) return "chance";
  if (actor == kTerminalActor) return "nobody (game over)";
  return absl::StrCat("seat ", actor);
}

// `replay` of what `arbiter redact` wrote: the steps it holds, read back
// as they are (no rule can be replayed from a record).
int ReplaySeatRecord(const Args& args, const std::string& name, const pb::MatchLog& log,
                     std::ostream& out, std::ostream& err) {
  const pb::SeatRecord& record = log.seat_record();
  const int steps = record.steps_size();
  if (args.Has("legal")) {
    return UsageError(err, absl::InvalidArgumentError(
                               "--legal needs the full log: a seat's record cannot list "
                               "what was legal without the cards it hides"));
  }
  absl::StatusOr<int64_t> seat = args.Int("seat", record.seat(), 0, 64);
  if (!seat.ok()) return UsageError(err, seat.status());
  if (*seat != record.seat()) {
    return UsageError(err, absl::InvalidArgumentError(absl::StrFormat(
                               "--seat %d: this is seat %d's record", *seat, record.seat())));
  }
  absl::StatusOr<int64_t> at = args.Int("at", steps, 0, int64_t{1} << 40);
  if (!at.ok()) return UsageError(err, at.status());
  if (*at > steps) {
    return UsageError(err, absl::OutOfRangeError(absl::StrFormat(
                               "--at %d: the record has only %d events", *at, steps)));
  }
  absl::StatusOr<int64_t> last = args.Int("last", 0, 0, int64_t{1} << 40);
  if (!last.ok()) return UsageError(err, last.status());
  const int shown = static_cast<int>(*at);
  absl::StatusOr<std::string> view = SeatViewAfter(record, shown);
  if (!view.ok()) {
    err << "arbiter: " << EscapeText(name, kMaxQuotedText) << ": " << view.status().message() << "\n";
    return kExitInputError;
  }
  const int first_listed = static_cast<int>(std::max<int64_t>(0, shown - *last));
  if (args.Has("json")) {
    pb::report::ReplayResult result;
    result.set_schema("arbiter.replay/1");
    bool escaped = false;
    result.set_log(JsonFileName(name, &escaped));
    result.set_log_escaped(escaped);
    result.set_match_id(log.header().match_id());
    result.set_events(shown);
    if (shown > 0) *result.mutable_scores() = record.steps(shown - 1).scores();
    for (int i = first_listed; i < shown; ++i) {
      pb::report::ListedEvent* listed = result.add_last();
      listed->set_index(i);
      listed->set_actor(record.steps(i).actor());
      listed->set_text(record.steps(i).text());
    }
    result.set_seat_view(true);
    result.set_seat(static_cast<int32_t>(record.seat()));
    result.set_view(*view);
    result.set_seat_record(true);
    out << JsonLine(result) << "\n";
    return kExitOk;
  }
  out << absl::StrFormat(
      "seat %d's record of match %s (%s), written by arbiter redact: what that seat saw, "
      "not a log; no rule is checked\n",
      record.seat(), EscapeText(log.header().match_id(), kMaxQuotedText),
      EscapeText(log.header().game(), kMaxQuotedText));
  out << absl::StrFormat("after %d of %d events", shown, record.source_events());
  if (shown > 0) out << "; scores " << absl::StrJoin(record.steps(shown - 1).scores(), ",");
  out << "\n";
  if (!record.failed_rule_id().empty()) {
    out << "the full log breaks rule " << EscapeText(record.failed_rule_id(), kMaxQuotedText)
        << " at event " << steps << "; the record stops before it\n";
  }
  if (args.Has("last")) {
    out << "the last " << (shown - first_listed) << " events:\n";
    for (int i = first_listed; i < shown; ++i) {
      out << "  event " << i << " (" << ActorName(record.steps(i).actor())
          << "): " << EscapeText(record.steps(i).text(), kMaxQuotedText) << "\n";
    }
  }
  out << "as seat " << record.seat() << " saw it:\n" << *view;
  return kExitOk;
}

}  // namespace

int RunReplay(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"at", true},
                 {"json", false},
                 {"legal", false},
                 {"last", true},
                 {"seat", true},
                 kFormatFlag,
                 {"help", false}}};
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
  absl::StatusOr<CollectOptions> collect = CollectOptionsFrom(*args);
  if (!collect.ok()) return UsageError(err, collect.status());
  absl::StatusOr<LogSet> set = CollectLogs(args->positional, *collect);
  if (!set.ok()) return UsageError(err, set.status());
  if (set->size() != 1) {
    return UsageError(err, absl::InvalidArgumentError(absl::StrFormat(
                               "%s holds %d logs; name one file",
                               args->positional[0], set->size())));
  }
  ReadLimits limits;
  limits.allow_seat_record = true;
  absl::StatusOr<LoadedLog> loaded = set->Load(0, limits);
  if (!loaded.ok()) return UsageError(err, loaded.status());
  absl::StatusOr<pb::MatchLog> log = ParseLog(loaded->bytes, loaded->format, limits);
  if (!log.ok()) return UsageError(err, log.status());
  if (log->has_seat_record()) return ReplaySeatRecord(*args, set->name(0), *log, out, err);

  absl::StatusOr<int64_t> at = args->Int("at", log->events_size(), 0, int64_t{1} << 40);
  if (!at.ok()) return UsageError(err, at.status());
  if (*at > log->events_size()) {
    return UsageError(err, absl::OutOfRangeError(absl::StrFormat(
                               "--at %d: the log has only %d events", *at,
                               log->events_size())));
  }
  absl::StatusOr<int64_t> last = args->Int("last", 0, 0, int64_t{1} << 40);
  if (!last.ok()) return UsageError(err, last.status());
  const bool seat_view = args->Has("seat");
  absl::StatusOr<int64_t> seat = args->Int("seat", 0, 0, 64);
  if (!seat.ok()) return UsageError(err, seat.status());
  if (seat_view && (args->Has("legal") || args->Has("last"))) {
    return UsageError(err, absl::InvalidArgumentError(
                               "--seat does not combine with --legal or --last: their "
                               "event texts can name cards the seat never saw"));
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
  if (seat_view && !report.ok() && shown >= 0 && shown < log->events_size()) {
    // The refused event is judged in the state it was played in, which is
    // the one shown; what it records may be hidden from the seat.
    const pb::Event& refused = log->events(static_cast<int>(shown));
    if (match.EventHiddenFrom(refused, static_cast<int>(*seat))) {
      const std::string hidden = absl::StrCat(" (hidden from seat ", *seat, ")");
      report.failure->event_text = EventKindName(refused) + hidden;
      report.failure->reason = "the reason names what the event records" + hidden;
    }
  }
  const bool list_legal = args->Has("legal");
  std::vector<pb::Event> legal;
  if (list_legal) match.ListLegalEvents(&legal);
  const std::vector<PastEvent> past = LastEvents(*log, shown, *last);
  const std::string decision = match.DecisionText();
  absl::StatusOr<std::string> view =
      seat_view ? match.SeatText(static_cast<int>(*seat)) : match.StateText();
  if (!view.ok()) return UsageError(err, view.status());
  if (args->Has("json")) {
    pb::report::ReplayResult result;
    result.set_schema("arbiter.replay/1");
    bool escaped = false;
    result.set_log(JsonFileName(set->name(0), &escaped));
    result.set_log_escaped(escaped);
    result.set_match_id(report.match_id);
    result.set_events(static_cast<int32_t>(shown));
    // A digest or a count of legal events depends on hidden cards too.
    if (!seat_view) {
      result.set_digest(match.Digest());
      result.set_digest_hex(DigestToHex(match.Digest()));
      result.set_legal_events(match.CountLegalEvents());
    }
    result.set_actor(match.Actor());
    result.set_terminal(match.IsTerminal());
    for (int64_t score : match.Scores()) result.add_scores(score);
    for (int winner : match.Winners()) result.add_winners(winner);
    result.set_decision(decision);
    for (const pb::Event& event : legal) {
      pb::report::ListedEvent* listed = result.add_legal();
      listed->set_actor(match.EventActor(event));
      listed->set_text(match.EventText(event));
      *listed->mutable_event() = event;
    }
    for (const PastEvent& event : past) {
      pb::report::ListedEvent* listed = result.add_last();
      listed->set_index(static_cast<int32_t>(event.index));
      listed->set_actor(event.actor);
      listed->set_text(event.text);
    }
    if (seat_view) {
      result.set_seat_view(true);
      result.set_seat(static_cast<int32_t>(*seat));
      result.set_view(*view);
    } else {
      *result.mutable_state() = match.ToSnapshot();
    }
    if (!report.ok()) *result.mutable_failure() = FailureMessage(*report.failure);
    out << JsonLine(result) << "\n";
  } else {
    if (!report.ok()) out << FormatVerifyText(set->name(0), report) << "\n";
    out << absl::StrFormat("match %s (%s), after %d of %d events",
                           EscapeText(report.match_id, kMaxQuotedText),
                           EscapeText(report.game, kMaxQuotedText), shown, total_events);
    // A digest or a count of legal events depends on hidden cards too.
    if (!seat_view) out << ", digest " << DigestToHex(match.Digest());
    out << "\nto move: " << ActorName(match.Actor());
    if (!seat_view) out << "; " << match.CountLegalEvents() << " legal events";
    out << "; scores " << absl::StrJoin(match.Scores(), ",");
    if (match.IsTerminal()) {
      out << "; winners " << absl::StrJoin(match.Winners(), ",");
      if (match.EndedByLimit()) out << " (ended by the declared limit)";
    }
    out << "\n";
    if (!decision.empty()) out << "pending: " << decision << "\n";
    if (args->Has("last")) {
      out << "the last " << past.size() << " events:\n";
      for (const PastEvent& e : past) {
        out << "  event " << e.index << ": " << EscapeText(e.text, kMaxQuotedText) << "\n";
      }
    }
    if (list_legal) {
      out << legal.size() << " legal events:\n";
      for (size_t i = 0; i < legal.size(); ++i) {
        out << "  " << i << ". " << EscapeText(match.EventText(legal[i]), kMaxQuotedText) << "\n";
      }
      if (legal.empty() && match.Actor() == kChanceActor) {
        out << "  (a chance outcome with too many possibilities to list, such as a "
               "shuffle)\n";
      }
    }
    if (seat_view) out << "as seat " << *seat << " saw it:\n";
    out << *view;
  }
  return report.ok() ? kExitOk : kExitInvalid;
}

}  // namespace arbiter
