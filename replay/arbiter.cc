// Dispatch for the `arbiter` command line.
#include "absl/strings/str_cat.h"
#include "replay/commands.h"

namespace arbiter {
namespace {

constexpr char kHelp[] = R"(usage: arbiter COMMAND [ARGS...]

Arbiter keeps matches of Root, Living Forest and Rumble Nation as event logs,
replays them through a pure reducer and checks every step against the rules.

commands:
  verify PATH...        check every event of every log against the rules
  conform PATH...       check each log behaves as its `expect` block declares
  replay LOG [--at N]   show the state after N events
  play GAME ...         write a complete random legal game
  diff LOG_A LOG_B      where two records of one match part ways
  render LOG --out F    a picture (.svg) of one state, or a viewer page (.html)
  corpus ingest|ls|get  the LMDB corpus store

`arbiter COMMAND --help` describes each command. Exit codes: 0 all valid,
1 a rule or declaration broken, 2 unreadable input or misuse.
)";

}  // namespace

int UsageError(std::ostream& err, const absl::Status& status) {
  err << "arbiter: " << status.message() << "\n";
  return kExitInputError;
}

int RunArbiter(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  if (argv.size() < 2 || argv[1] == "--help" || argv[1] == "-h" || argv[1] == "help") {
    out << kHelp;
    return argv.size() < 2 ? kExitInputError : kExitOk;
  }
  CommandArgs rest(argv.begin() + 2, argv.end());
  const std::string& command = argv[1];
  if (command == "verify") return RunVerify(rest, out, err);
  if (command == "conform") return RunConform(rest, out, err);
  if (command == "replay") return RunReplay(rest, out, err);
  if (command == "play") return RunPlay(rest, out, err);
  if (command == "corpus") return RunCorpus(rest, out, err);
  if (command == "diff") return RunDiff(rest, out, err);
  if (command == "render") return RunRender(rest, out, err);
  return UsageError(err, absl::InvalidArgumentError(
                             absl::StrCat("unknown command \"", command,
                                          "\" (see arbiter --help)")));
}

}  // namespace arbiter
