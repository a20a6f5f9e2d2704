#include "replay/sorted_folder_walk.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <queue>

#include "absl/strings/str_cat.h"
#include "replay/log_reader.h"
#include "verifier/core/escape.h"

namespace arbiter {

namespace {

// What a folder entry is to the walk.
enum class EntryKind { kSkip, kFile, kFolder };

EntryKind KindOf(int dir_fd, const dirent& entry) {
  const char* name = entry.d_name;
  if (std::strcmp(name, ".") == 0 || std::strcmp(name, "..") == 0) return EntryKind::kSkip;
  unsigned char type = entry.d_type;
  if (type == DT_UNKNOWN) {  // some file systems do not say: ask
    struct stat st;
    if (fstatat(dir_fd, name, &st, AT_SYMLINK_NOFOLLOW) != 0) return EntryKind::kSkip;
    type = S_ISDIR(st.st_mode) ? DT_DIR : S_ISLNK(st.st_mode) ? DT_LNK
                                        : S_ISREG(st.st_mode) ? DT_REG : DT_UNKNOWN;
  }
  if (type == DT_DIR) return EntryKind::kFolder;
  if (!IsLogPath(name)) return EntryKind::kSkip;
  if (type == DT_REG) return EntryKind::kFile;
  if (type == DT_LNK) {  // a link to a log file counts; to a folder it does not
    struct stat st;
    if (fstatat(dir_fd, name, &st, 0) == 0 && S_ISREG(st.st_mode)) return EntryKind::kFile;
  }
  return EntryKind::kSkip;
}

absl::Status CannotList(const std::string& folder, int error) {
  return absl::PermissionDeniedError(absl::StrCat(Bounded(folder, kMaxQuotedPath),
                                                  ": folder cannot be listed: ",
                                                  std::strerror(error),
                                                  "; the logs in it were not read"));
}

}  // namespace

SortedFolderWalk::SortedFolderWalk(std::string root, size_t max_names)
    : max_names_(std::max<size_t>(max_names, 1)) {
  absl::Status listed = Push(std::move(root));
  if (!listed.ok()) pending_error_ = Item{stack_.back().folder, listed};
}

absl::Status SortedFolderWalk::Push(std::string folder) {
  Level level;
  level.folder = std::move(folder);
  stack_.push_back(std::move(level));
  return Refill(&stack_.back());
}

absl::Status SortedFolderWalk::Refill(Level* level) {
  level->chunk.clear();
  level->pos = 0;
  level->complete = true;
  DIR* dir = opendir(level->folder.c_str());
  if (dir == nullptr) return CannotList(level->folder, errno);
  // A max-heap of the smallest keys after `after` seen so far.
  auto larger = [](const Name& a, const Name& b) { return a.key < b.key; };
  std::priority_queue<Name, std::vector<Name>, decltype(larger)> smallest(larger);
  size_t candidates = 0;
  int error = 0;
  while (true) {
    errno = 0;
    const dirent* entry = readdir(dir);
    if (entry == nullptr) {
      error = errno;
      break;
    }
    const EntryKind kind = KindOf(dirfd(dir), *entry);
    if (kind == EntryKind::kSkip) continue;
    std::string key = entry->d_name;
    if (kind == EntryKind::kFolder) key += '/';
    if (level->after.has_value() && key <= *level->after) continue;
    ++candidates;
    if (smallest.size() == max_names_ && !(key < smallest.top().key)) continue;
    smallest.push(Name{std::move(key), kind == EntryKind::kFolder});
    if (smallest.size() > max_names_) smallest.pop();
  }
  closedir(dir);
  level->complete = candidates <= max_names_ || error != 0;
  level->chunk.reserve(smallest.size());
  while (!smallest.empty()) {
    // top() is const; the key is copied once per chunk, not per comparison.
    level->chunk.push_back(smallest.top());
    smallest.pop();
  }
  std::reverse(level->chunk.begin(), level->chunk.end());
  if (error != 0) return CannotList(level->folder, error);
  return absl::OkStatus();
}

std::optional<SortedFolderWalk::Item> SortedFolderWalk::Next() {
  while (true) {
    if (pending_error_.has_value()) {
      std::optional<Item> item = std::move(pending_error_);
      pending_error_.reset();
      return item;
    }
    if (stack_.empty()) return std::nullopt;
    Level& top = stack_.back();
    if (top.pos == top.chunk.size()) {
      if (top.complete) {
        stack_.pop_back();
        continue;
      }
      absl::Status listed = Refill(&top);
      if (!listed.ok()) pending_error_ = Item{top.folder, listed};
      continue;
    }
    Name& name = top.chunk[top.pos++];
    std::string path = top.folder;
    if (!path.empty() && path.back() != '/') path += '/';
    if (name.folder) {
      path.append(name.key, 0, name.key.size() - 1);
      top.after = std::move(name.key);
      absl::Status listed = Push(path);
      if (!listed.ok()) pending_error_ = Item{std::move(path), listed};
      continue;
    }
    path += name.key;
    top.after = std::move(name.key);
    return Item{std::move(path), absl::OkStatus()};
  }
}

}  // namespace arbiter
