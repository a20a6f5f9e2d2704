// Runs the `arbiter` command line in-process for tests: its exit code and
// what it wrote to standard output and standard error.
#ifndef ARBITER_TESTS_REPLAY_RUN_ARBITER_H_
#define ARBITER_TESTS_REPLAY_RUN_ARBITER_H_

#include <sstream>
#include <string>
#include <vector>

#include "replay/commands.h"

namespace arbiter {

struct Result {
  int code;
  std::string out;
  std::string err;
};

// `args` without the program name.
inline Result Arbiter(std::vector<std::string> args) {
  args.insert(args.begin(), "arbiter");
  std::ostringstream out, err;
  int code = RunArbiter(args, out, err);
  return {code, out.str(), err.str()};
}

}  // namespace arbiter

#endif  // ARBITER_TESTS_REPLAY_RUN_ARBITER_H_
