// `arbiter redact --seat S LOG OUT [--to F] [--format F]`: the match as
// seat S saw it (seat_record.h), for a service to send that player.
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/format_sniff.h"
#include "replay/input_flags.h"
#include "replay/log_reader.h"
#include "replay/log_source.h"
#include "replay/seat_record.h"

namespace arbiter {

// The help text, shared with `arbiter help --man` (help.cc).
extern const char kRedactHelp[] = R"(usage: arbiter redact --seat S LOG OUT [--to F] [--format F]

Writes OUT, the record of LOG as seat S saw it, for a service that sends
each player its own record: every event in order with its text, the state
as S saw it after each (its own hand, others' hand sizes, no deck order)
and the scores. What S could not see is left out: the order of every
shuffle, a card taken at random between two other seats (only the event's
actor and kind remain), the generator seed, and every checkpoint (a digest
or a count of legal events would tell of hidden cards). README "Per-seat
views" says what each game hides.
The record is not a log: no rule can be replayed from it. `arbiter replay
OUT [--at N] [--last K]` shows it (and says it is a seat's record); verify,
conform and the other commands refuse it. When LOG breaks a rule, the
record stops before the refused event, names the rule, and redact exits 1.
OUT's format comes from --to binary|text|json or its extension, as for
convert; OUT `-` is standard output. Exit 0 written, 1 LOG breaks a rule
(the record is still written), 2 unreadable input or misuse.
)";

int RunRedact(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"seat", true}, {"to", true}, kFormatFlag, {"help", false}}};
  absl::StatusOr<Args> args = ParseArgs(argv, spec);
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("help")) {
    out << kRedactHelp;
    return kExitOk;
  }
  if (args->positional.size() != 2 || !args->Has("seat")) {
    return UsageError(err, absl::InvalidArgumentError(
                               "redact takes --seat S, LOG and OUT (see --help)"));
  }
  absl::StatusOr<int64_t> seat = args->Int("seat", 0, 0, 64);
  if (!seat.ok()) return UsageError(err, seat.status());
  const std::string& in_path = args->positional[0];
  const std::string& out_path = args->positional[1];
  std::optional<LogFormat> to = FormatFromExtension(out_path);
  if (args->Has("to")) {
    absl::StatusOr<LogFormat> named = ParseFormatName(args->StringOr("to", ""));
    if (!named.ok()) return UsageError(err, named.status());
    to = *named;
  }
  if (!to.has_value()) {
    return UsageError(err, absl::InvalidArgumentError(absl::StrCat(
                               out_path, ": the name says no format; use a .binpb, "
                                         ".textproto or .json name, or --to binary|text|json")));
  }
  absl::StatusOr<CollectOptions> collect = CollectOptionsFrom(*args);
  if (!collect.ok()) return UsageError(err, collect.status());
  absl::StatusOr<LogSet> set = CollectLogs({in_path}, *collect);
  if (!set.ok()) return UsageError(err, set.status());
  if (set->size() != 1) {
    return UsageError(err, absl::InvalidArgumentError(
                               absl::StrCat(in_path, " is not one log file")));
  }
  ReadLimits limits;
  absl::StatusOr<LoadedLog> loaded = set->Load(0, limits);
  if (!loaded.ok()) return UsageError(err, loaded.status());
  absl::StatusOr<pb::MatchLog> log = ParseLog(loaded->bytes, loaded->format, limits);
  if (!log.ok()) {
    return UsageError(err, absl::Status(log.status().code(),
                                        absl::StrCat(in_path, ": ", log.status().message())));
  }
  absl::StatusOr<pb::MatchLog> record = MakeSeatRecord(*log, static_cast<int>(*seat));
  if (!record.ok()) {
    return UsageError(err, absl::Status(record.status().code(),
                                        absl::StrCat(in_path, ": ", record.status().message())));
  }
  absl::StatusOr<std::string> bytes = SerializeLog(*record, *to);
  if (!bytes.ok()) return UsageError(err, bytes.status());
  if (out_path == "-") {
    out.write(bytes->data(), static_cast<std::streamsize>(bytes->size()));
    out.flush();
    if (!out) return UsageError(err, absl::DataLossError("standard output: write failed"));
  } else if (absl::Status written = WriteFileAtomically(out_path, *bytes); !written.ok()) {
    return UsageError(err, written);
  }
  const pb::SeatRecord& seat_record = record->seat_record();
  if (!seat_record.failed_rule_id().empty()) {
    err << absl::StrFormat(
        "arbiter: %s breaks rule %s at event %d; the record stops before it\n", in_path,
        seat_record.failed_rule_id(), seat_record.steps_size());
    return kExitInvalid;
  }
  return kExitOk;
}

}  // namespace arbiter
