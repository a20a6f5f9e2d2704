// SortedFolderWalk: the log files under a folder, one at a time, in the
// byte order of their full paths, without listing the whole tree first.
//
//   SortedFolderWalk walk("corpus/");
//   while (std::optional<SortedFolderWalk::Item> item = walk.Next()) {
//     if (item->error.ok()) Verify(item->path);
//   }
//
// The order is exactly that of sorting every path found (a folder "a" sorts
// as "a/", so "a-b/x" comes before "a/x", as in a sort of whole paths), so a
// batch prints the same lines in the same order however it is read.
// Memory: each folder open on the way down (one per level of depth) holds at
// most `max_names` of its names at once. A folder with more names is read
// again for each further `max_names` of them, taking those that sort after
// the last one given: memory stays flat whatever the folder's size, and a
// flat folder of N logs costs about N / max_names readings of it. Files
// added or removed meanwhile are seen or not, but no path is given twice.
// Symbolic links to folders are not followed (no cycles); links to files are.
// Not thread-safe: one thread calls Next.
#ifndef ARBITER_REPLAY_SORTED_FOLDER_WALK_H_
#define ARBITER_REPLAY_SORTED_FOLDER_WALK_H_

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"

namespace arbiter {

class SortedFolderWalk {
 public:
  // Names a folder level holds at once by default: about 1 MiB of short
  // names, and a tenth of a second of re-reading per million files.
  static constexpr size_t kDefaultMaxNames = 16384;

  // REQUIRES: max_names >= 1.
  explicit SortedFolderWalk(std::string root, size_t max_names = kDefaultMaxNames);

  struct Item {
    std::string path;  // a log file (IsLogPath), or the folder that failed
    // Not OK: `path` is a folder that could not be listed (kPermissionDenied,
    // with the reason), given where its files would have come; the files
    // of it already listed, if any, follow.
    absl::Status error;
  };
  // The next item; nullopt once the whole tree is walked.
  std::optional<Item> Next();

 private:
  struct Name {
    std::string key;  // the file name, or a folder's name followed by '/'
    bool folder = false;
  };
  struct Level {
    std::string folder;
    std::vector<Name> chunk;          // sorted; the next name is chunk[pos]
    size_t pos = 0;
    std::optional<std::string> after;  // the key of the last name given
    bool complete = false;             // no names beyond `chunk`
  };
  // Opens a level for `folder` and reads its first chunk; returns a listing
  // error to give as an item.
  absl::Status Push(std::string folder);
  // Reads the next chunk of `level`: the max_names_ smallest keys after
  // level.after.
  absl::Status Refill(Level* level);

  const size_t max_names_;
  std::vector<Level> stack_;
  std::optional<Item> pending_error_;
};

}  // namespace arbiter

#endif  // ARBITER_REPLAY_SORTED_FOLDER_WALK_H_
