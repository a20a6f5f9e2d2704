#include "replay/input_flags.h"

#include <algorithm>

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

absl::StatusOr<std::vector<std::string>> InputPaths(const Args& args) {
  std::vector<std::string> paths = args.positional;
  if (!args.Has("files-from")) return paths;
  std::string list = args.StringOr("files-from", "");
  if (list == "-" && std::count(paths.begin(), paths.end(), "-") > 0) {
    return absl::InvalidArgumentError(
        "--files-from - and a `-` log both want standard input");
  }
  absl::StatusOr<std::vector<std::string>> listed = ReadPathList(list);
  if (!listed.ok()) return listed.status();
  paths.insert(paths.end(), listed->begin(), listed->end());
  return paths;
}

}  // namespace arbiter
