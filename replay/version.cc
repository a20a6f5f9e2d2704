#include "replay/version.h"

#include "absl/strings/str_format.h"
#include "engine/core/game.h"
#include "engine/core/registry.h"

#ifndef ARBITER_VERSION
#error "ARBITER_VERSION is set by replay/CMakeLists.txt from the project version"
#endif
#ifndef ARBITER_BUILD_TYPE
#define ARBITER_BUILD_TYPE "unknown"
#endif

namespace arbiter {

const char* BuildVersion() { return ARBITER_VERSION; }

std::string VersionText() {
  std::string text = absl::StrFormat("arbiter %s (%s build)\nlog format_version %d\n",
                                     ARBITER_VERSION, ARBITER_BUILD_TYPE, kFormatVersion);
  for (const Game* game : AllGames()) {
    const GameInfo& info = game->info();
    absl::StrAppendFormat(&text, "%s rules_version %d (reads %d..%d)\n", info.name,
                          info.rules_version, info.min_rules_version, info.rules_version);
  }
  return text;
}

}  // namespace arbiter
