// Runs the `arbiter` command line in-process for a test and keeps what it
// printed.
//
//   CommandResult r = RunCommand({"replay", path, "--legal"});
//   EXPECT_EQ(r.code, kExitOk) << r.err;
#ifndef ARBITER_TESTS_TESTING_RUN_ARBITER_H_
#define ARBITER_TESTS_TESTING_RUN_ARBITER_H_

#include <sstream>
#include <string>
#include <vector>

#include "replay/commands.h"

namespace arbiter::testing {

struct CommandResult {
  int code;
  std::string out;
  std::string err;
};

// `args` without the program name: {"render", "LOG", "--out", "F.svg"}.
inline CommandResult RunCommand(std::vector<std::string> args) {
  args.insert(args.begin(), "arbiter");
  std::ostringstream out, err;
  const int code = RunArbiter(args, out, err);
  return {code, out.str(), err.str()};
}

}  // namespace arbiter::testing

#endif  // ARBITER_TESTS_TESTING_RUN_ARBITER_H_
