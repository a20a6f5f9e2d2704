// `arbiter redact --seat S LOG OUT [--to F] [--format F]`: the match as
// seat S saw it (seat_record.h), for a service to send that player.
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/input_flags.h"
#include "replay/log_reader.h"
#include "replay/one_log_io.h"
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
  absl::StatusOr<LogFormat> to = OutputFormat(*args, out_path);
  if (!to.ok()) return UsageError(err, to.status());
  absl::StatusOr<pb::MatchLog> log = ReadOneLog(*args, in_path, ReadLimits{});
  if (!log.ok()) return UsageError(err, log.status());
  absl::StatusOr<pb::MatchLog> record = MakeSeatRecord(*log, static_cast<int>(*seat));
  if (!record.ok()) {
    return UsageError(err, absl::Status(record.status().code(),
                                        absl::StrCat(in_path, ": ", record.status().message())));
  }
  absl::StatusOr<std::string> bytes = SerializeLog(*record, *to);
  if (!bytes.ok()) return UsageError(err, bytes.status());
  if (absl::Status written = WriteOutput(out_path, *bytes, out); !written.ok()) {
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
