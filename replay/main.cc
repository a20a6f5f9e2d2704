#include <iostream>

#include "replay/commands.h"
#include "replay/protobuf_log.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  // libprotobuf reports through Arbiter's reports, never on stderr by itself.
  arbiter::InstallProtobufLogHandler();
  arbiter::CommandArgs args(argv, argv + argc);
  return arbiter::RunArbiter(args, std::cout, std::cerr);
}
