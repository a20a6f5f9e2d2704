// The `arbiter` subcommands. Each takes its arguments (after the command
// name) and two streams, and returns the process exit code:
//   0  every log is valid (or the command succeeded),
//   1  some log breaks a rule or its declaration,
//   2  an input could not be read or the command was misused.
// Commands never throw or abort on bad input.
#ifndef ARBITER_REPLAY_COMMANDS_H_
#define ARBITER_REPLAY_COMMANDS_H_

#include <ostream>
#include <string>
#include <vector>

#include "absl/status/status.h"

namespace arbiter {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 1;
inline constexpr int kExitInputError = 2;

using CommandArgs = std::vector<std::string>;

int RunVerify(const CommandArgs& args, std::ostream& out, std::ostream& err);
int RunConform(const CommandArgs& args, std::ostream& out, std::ostream& err);
int RunReplay(const CommandArgs& args, std::ostream& out, std::ostream& err);
int RunPlay(const CommandArgs& args, std::ostream& out, std::ostream& err);
int RunCorpus(const CommandArgs& args, std::ostream& out, std::ostream& err);
int RunDiff(const CommandArgs& args, std::ostream& out, std::ostream& err);
int RunRender(const CommandArgs& args, std::ostream& out, std::ostream& err);
int RunMergeReports(const CommandArgs& args, std::ostream& out, std::ostream& err);

int RunConvert(const CommandArgs& args, std::ostream& out, std::ostream& err);
int RunRedact(const CommandArgs& args, std::ostream& out, std::ostream& err);
// `arbiter help [COMMAND] [--man]`.
int RunHelp(const CommandArgs& args, std::ostream& out, std::ostream& err);

// Each command's --help text (also the man page's sections, help.cc).
extern const char kArbiterHelp[];
extern const char kVerifyHelp[];
extern const char kConformHelp[];
extern const char kReplayHelp[];
extern const char kPlayHelp[];
extern const char kDiffHelp[];
extern const char kCorpusHelp[];
extern const char kConvertHelp[];
extern const char kRedactHelp[];
extern const char kHelpHelp[];
extern const char kMergeReportsHelp[];
extern const char kRenderHelp[];

// The whole command line: argv[1] names the command.
int RunArbiter(const CommandArgs& argv, std::ostream& out, std::ostream& err);

// Prints "arbiter: <message>" and returns kExitInputError.
int UsageError(std::ostream& err, const absl::Status& status);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_COMMANDS_H_
