#include "replay/input_flags.h"

#include "replay/format_sniff.h"

namespace arbiter {

absl::StatusOr<CollectOptions> CollectOptionsFrom(const Args& args) {
  CollectOptions options;
  if (args.Has("format")) {
    absl::StatusOr<LogFormat> format = ParseFormatName(args.StringOr("format", ""));
    if (!format.ok()) return format.status();
    options.format = *format;
  }
  return options;
}

absl::StatusOr<std::unique_ptr<LogWalk>> WalkInputs(const Args& args,
                                                    std::vector<std::string> paths,
                                                    const CollectOptions& options) {
  std::unique_ptr<PathList> list;
  if (args.Has("files-from")) {
    absl::StatusOr<std::unique_ptr<PathList>> opened =
        PathList::Open(args.StringOr("files-from", ""));
    if (!opened.ok()) return opened.status();
    list = *std::move(opened);
  }
  return LogWalk::Start(std::move(paths), std::move(list), options);
}

}  // namespace arbiter
