// Verifies each log named on the command line through the installed C++ API
// and prints "<game> <digest> ok|fail"; exits 1 unless every log passes and
// every game survived the link (a static archive drops unreferenced
// registrars, so a missing game would show here).
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

#include <arbiter/arbiter.h>
#include <arbiter/log.pb.h>

int main(int argc, char** argv) {
  std::vector<arbiter::GameVersion> games = arbiter::GameVersions();
  std::cout << "arbiter " << arbiter::LibraryVersion() << ", log format "
            << arbiter::LogFormatVersion() << ", " << games.size() << " games\n";
  if (games.size() < 3) return 1;
  int failed = 0;
  for (int i = 1; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), {});
    absl::StatusOr<arbiter::Verdict> verdict = arbiter::VerifyLogBytes(bytes);
    if (!verdict.ok()) {
      std::cout << argv[i] << ": " << verdict.status().message() << "\n";
      ++failed;
      continue;
    }
    std::cout << verdict->game << " " << verdict->digest << (verdict->ok ? " ok" : " fail")
              << "\n";
    if (!verdict->ok) ++failed;
  }
  // The log format's messages are part of the installed interface too.
  arbiter::pb::MatchLog log;
  log.mutable_header()->set_game("root");
  if (log.header().game() != "root") return 1;
  return failed == 0 ? 0 : 1;
}
