// PathList: the paths listed in a file or on standard input (--files-from),
// one per line, read as they are needed, so a list of any length streams
// into a batch and the first logs are verified while the rest is written.
//
//   absl::StatusOr<std::unique_ptr<PathList>> list = PathList::Open("-");
//   while (std::optional<absl::StatusOr<std::string>> path = (*list)->Next()) { ... }
//
// Blank lines are skipped and a line's final '\r' dropped; nothing else is
// interpreted. Not thread-safe: one thread calls Next.
#ifndef ARBITER_REPLAY_PATH_LIST_H_
#define ARBITER_REPLAY_PATH_LIST_H_

#include <fstream>
#include <istream>
#include <memory>
#include <optional>
#include <string>

#include "absl/status/statusor.h"

namespace arbiter {

class PathList {
 public:
  // A line longer than this is no path (PATH_MAX is 4096).
  static constexpr size_t kMaxLineBytes = size_t{64} << 10;

  // `file` `-` is standard input. kNotFound or kPermissionDenied when the
  // file cannot be opened, naming it.
  static absl::StatusOr<std::unique_ptr<PathList>> Open(const std::string& file);

  // The next path; nullopt at the end of the list. kInvalidArgument for a
  // line over kMaxLineBytes (the rest of that line is skipped, the list goes
  // on). A read error ends the list like its end does: iostreams do not
  // tell the two apart.
  std::optional<absl::StatusOr<std::string>> Next();

  const std::string& file() const { return file_; }
  bool is_stdin() const { return file_ == "-"; }

 private:
  PathList(std::string file, std::unique_ptr<std::ifstream> owned, std::istream* in)
      : file_(std::move(file)), owned_(std::move(owned)), in_(in) {}
  std::string file_;
  std::unique_ptr<std::ifstream> owned_;
  std::istream* in_;
  bool ended_ = false;
};

}  // namespace arbiter

#endif  // ARBITER_REPLAY_PATH_LIST_H_
