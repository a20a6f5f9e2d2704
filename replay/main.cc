#include <iostream>

#include "replay/commands.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  arbiter::CommandArgs args(argv, argv + argc);
  return arbiter::RunArbiter(args, std::cout, std::cerr);
}
