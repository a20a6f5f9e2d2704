// `arbiter convert IN OUT [--to F] [--format F]`: one log rewritten in
// another format. The log is parsed with the reader's budgets and envelope
// checks and written back whole, so what it records (and so every state
// digest) stays the same.
#include "absl/strings/str_cat.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/input_flags.h"
#include "replay/log_reader.h"
#include "replay/one_log_io.h"

namespace arbiter {

// The help text, shared with `arbiter help --man` (help.cc).
extern const char kConvertHelp[] = R"(usage: arbiter convert IN OUT [--to F] [--format F]

Rewrites the log IN as OUT in another format: binary (.binpb .pb .bin),
text (.textproto .txtpb .pbtxt) or JSON (.json). OUT's format comes from
--to binary|text|json or else from its extension; IN's from its extension,
--format, or its first bytes. IN `-` is standard input, OUT `-` standard
output (then --to is needed). The log is read with the usual limits and
envelope checks and written whole: the events, and so every digest, stay
the same; no rule is checked (that is arbiter verify's job).
Exit 0 on success, 2 when IN cannot be read or OUT cannot be written.
)";

int RunConvert(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"to", true}, kFormatFlag, {"help", false}}};
  absl::StatusOr<Args> args = ParseArgs(argv, spec);
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("help")) {
    out << kConvertHelp;
    return kExitOk;
  }
  if (args->positional.size() != 2) {
    return UsageError(err, absl::InvalidArgumentError("convert takes IN and OUT (see --help)"));
  }
  const std::string& in_path = args->positional[0];
  const std::string& out_path = args->positional[1];
  absl::StatusOr<LogFormat> to = OutputFormat(*args, out_path);
  if (!to.ok()) return UsageError(err, to.status());
  ReadLimits limits;
  limits.allow_seat_record = true;  // a seat's record converts like a log
  absl::StatusOr<pb::MatchLog> log = ReadOneLog(*args, in_path, limits);
  if (!log.ok()) return UsageError(err, log.status());
  absl::StatusOr<std::string> bytes = SerializeLog(*log, *to);
  if (!bytes.ok()) return UsageError(err, bytes.status());
  if (absl::Status written = WriteOutput(out_path, *bytes, out); !written.ok()) {
    return UsageError(err, written);
  }
  return kExitOk;
}

}  // namespace arbiter
