// What `arbiter --version` prints: this build's version, the log envelope
// version it reads and writes, and each registered game's rules versions.
// Thread-safe: reads only the (immutable) game registry.
#ifndef ARBITER_REPLAY_VERSION_H_
#define ARBITER_REPLAY_VERSION_H_

#include <string>

namespace arbiter {

// The project version CMake was configured with ("0.1.0").
const char* BuildVersion();

// Several lines, ending in a newline:
//   arbiter 0.1.0 (Release build)
//   log format_version 1
//   living_forest rules_version 1 (reads 1..1)
std::string VersionText();

}  // namespace arbiter

#endif  // ARBITER_REPLAY_VERSION_H_
