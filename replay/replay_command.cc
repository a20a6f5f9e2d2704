// `arbiter replay LOG [--at N] [--json]`: the state after N events.
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "engine/core/digest.h"
#include "engine/core/registry.h"
#include "google/protobuf/util/json_util.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/log_source.h"
#include "verifier/core/report.h"
#include "verifier/core/verify.h"

namespace arbiter {
namespace {

constexpr char kReplayHelp[] = R"(usage: arbiter replay LOG [--at N] [--legal] [--last K] [--seat S] [--json]

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
game); the JSON then carries that view as text instead of the snapshot.
It does not combine with --legal or --last, whose event texts can name
cards S never saw.
)";

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

std::string JsonOfEvent(const pb::Event& event) {
  std::string json;
  if (!google::protobuf::util::MessageToJsonString(event, &json).ok()) return "null";
  return json;
}

std::string ActorName(int actor) {
  if (actor == kChanceActor) return "chance";
  if (actor == kTerminalActor) return "nobody (game over)";
  return absl::StrCat("seat ", actor);
}

}  // namespace

int RunReplay(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"at", true},
                 {"json", false},
                 {"legal", false},
                 {"last", true},
                 {"seat", true},
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
  const bool list_legal = args->Has("legal");
  std::vector<pb::Event> legal;
  if (list_legal) match.ListLegalEvents(&legal);
  const std::vector<PastEvent> past = LastEvents(*log, shown, *last);
  const std::string decision = match.DecisionText();
  absl::StatusOr<std::string> view =
      seat_view ? match.SeatText(static_cast<int>(*seat)) : match.StateText();
  if (!view.ok()) return UsageError(err, view.status());
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
        << (match.IsTerminal() ? "true" : "false")
        << ",\"decision\":" << JsonQuote(decision) << ",\"scores\":["
        << absl::StrJoin(match.Scores(), ",") << "],\"winners\":["
        << absl::StrJoin(match.Winners(), ",") << "]";
    if (list_legal) {
      out << ",\"legal\":[";
      for (size_t i = 0; i < legal.size(); ++i) {
        out << (i ? "," : "") << "{\"actor\":" << match.EventActor(legal[i])
            << ",\"text\":" << JsonQuote(match.EventText(legal[i]))
            << ",\"event\":" << JsonOfEvent(legal[i]) << "}";
      }
      out << "]";
    }
    if (args->Has("last")) {
      out << ",\"last\":[";
      for (size_t i = 0; i < past.size(); ++i) {
        out << (i ? "," : "") << "{\"index\":" << past[i].index
            << ",\"actor\":" << past[i].actor << ",\"text\":" << JsonQuote(past[i].text)
            << "}";
      }
      out << "]";
    }
    if (seat_view) {
      out << ",\"seat\":" << *seat << ",\"view\":" << JsonQuote(*view);
    } else {
      out << ",\"state\":" << snapshot;
    }
    if (!report.ok()) out << ",\"failure\":" << FormatVerifyJson(set->name(0), report);
    out << "}\n";
  } else {
    if (!report.ok()) out << FormatVerifyText(set->name(0), report) << "\n";
    out << absl::StrFormat("match %s (%s), after %d of %d events, digest %s\n",
                           report.match_id, report.game, shown,
                           total_events,
                           DigestToHex(match.Digest()));
    out << absl::StrFormat("to move: %s; %d legal events; scores %s",
                           ActorName(match.Actor()), match.CountLegalEvents(),
                           absl::StrJoin(match.Scores(), ","));
    if (match.IsTerminal()) {
      out << "; winners " << absl::StrJoin(match.Winners(), ",");
      if (match.EndedByLimit()) out << " (ended by the declared limit)";
    }
    out << "\n";
    if (!decision.empty()) out << "pending: " << decision << "\n";
    if (args->Has("last")) {
      out << "the last " << past.size() << " events:\n";
      for (const PastEvent& e : past) {
        out << "  event " << e.index << ": " << e.text << "\n";
      }
    }
    if (list_legal) {
      out << legal.size() << " legal events:\n";
      for (size_t i = 0; i < legal.size(); ++i) {
        out << "  " << i << ". " << match.EventText(legal[i]) << "\n";
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
