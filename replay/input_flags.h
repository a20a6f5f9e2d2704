// The input flags shared by every command that reads logs:
//   --format binary|text|json  the format of `-` and of files whose
//                               extension names none
//   --files-from F             more paths, one per line, from F (`-`: stdin)
// Each command adds kFormatFlag (and kFilesFromFlag) to its FlagSpec.
#ifndef ARBITER_REPLAY_INPUT_FLAGS_H_
#define ARBITER_REPLAY_INPUT_FLAGS_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "replay/flags.h"
#include "replay/log_source.h"

namespace arbiter {

inline const FlagDef kFormatFlag{"format", true};
inline const FlagDef kFilesFromFlag{"files-from", true};

// kInvalidArgument for an unknown --format.
absl::StatusOr<CollectOptions> CollectOptionsFrom(const Args& args);

// The logs of `paths` (the command's positional paths), then of the paths
// listed in --files-from, read as the walk reaches them (LogWalk::Start's
// errors; kNotFound or kPermissionDenied for a list that cannot be opened).
absl::StatusOr<std::unique_ptr<LogWalk>> WalkInputs(const Args& args,
                                                    std::vector<std::string> paths,
                                                    const CollectOptions& options);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_INPUT_FLAGS_H_
