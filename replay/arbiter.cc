// Dispatch for the `arbiter` command line.
#include <cerrno>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "replay/commands.h"
#include "replay/version.h"
#include "verifier/core/escape.h"

namespace arbiter {

extern const char kArbiterHelp[] = R"(usage: arbiter COMMAND [ARGS...]
       arbiter --version

Arbiter keeps matches of Root, Living Forest and Rumble Nation as event logs,
replays them through a pure reducer and checks every step against the rules.

commands:
  verify PATH...        check every event of every log against the rules
  conform PATH...       check each log behaves as its `expect` block declares
  replay LOG [--at N]   show the state after N events
  play GAME ...         write a complete random legal game
  diff LOG_A LOG_B      where two records of one match part ways
  convert IN OUT        rewrite a log in another format (binary, text, JSON)
  render LOG --out F    a picture (.svg) of one state, or a viewer page (.html)
  redact --seat S LOG OUT  the match as seat S saw it, for that player
  corpus ingest|ls|get  the LMDB corpus store
  help [COMMAND]        a command's help; `help --man` prints the man page
  merge-reports FILE... one report from the JSON outputs of verify --shard I/N

`arbiter COMMAND --help` (or -h) describes each command. A LOG or PATH of
`-` is standard input. Exit codes: 0 all valid, 1 a rule or declaration
broken, 2 unreadable input or misuse.
)";

int UsageError(std::ostream& err, const absl::Status& status) {
  // Messages quote paths and log fields; escaped here, where they are printed.
  err << "arbiter: " << EscapeText(status.message(), kMaxMessageBytes) << "\n";
  return kExitInputError;
}

namespace {

int Dispatch(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  if (argv.size() < 2 || argv[1] == "--help" || argv[1] == "-h") {
    out << kArbiterHelp;
    return argv.size() < 2 ? kExitInputError : kExitOk;
  }
  if (argv[1] == "--version") {
    out << VersionText();
    return kExitOk;
  }
  CommandArgs rest(argv.begin() + 2, argv.end());
  const std::string& command = argv[1];
  if (command == "verify") return RunVerify(rest, out, err);
  if (command == "conform") return RunConform(rest, out, err);
  if (command == "replay") return RunReplay(rest, out, err);
  if (command == "play") return RunPlay(rest, out, err);
  if (command == "corpus") return RunCorpus(rest, out, err);
  if (command == "diff") return RunDiff(rest, out, err);
  if (command == "convert") return RunConvert(rest, out, err);
  if (command == "redact") return RunRedact(rest, out, err);
  if (command == "help") return RunHelp(rest, out, err);
  if (command == "merge-reports") return RunMergeReports(rest, out, err);
  if (command == "render") return RunRender(rest, out, err);
  return UsageError(err, absl::InvalidArgumentError(
                             absl::StrCat("unknown command \"", command,
                                          "\" (see arbiter --help)")));
}

}  // namespace

int RunArbiter(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  errno = 0;
  const int code = Dispatch(argv, out, err);
  // A report that did not reach its reader (a full disk, /dev/full, a
  // closed pipe) must not pass for a clean run.
  out.flush();
  if (out.fail()) {
    const int why = errno;
    err << "arbiter: cannot write the output to standard output"
        << (why != 0 ? absl::StrCat(": ", std::strerror(why)) : std::string())
        << "; the report is incomplete\n";
    return kExitInputError;
  }
  return code;
}

}  // namespace arbiter
