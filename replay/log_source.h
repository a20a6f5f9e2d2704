// Where logs come from on the command line: files, folders scanned for log
// files, LMDB corpus stores (a folder holding data.mdb), or `-` for
// standard input.
//
//   absl::StatusOr<std::unique_ptr<LogWalk>> walk = LogWalk::Start({"corpus/"}, nullptr, {});
//   while (std::optional<LogEntry> entry = (*walk)->Next()) {
//     absl::StatusOr<LoadedLog> log = LoadLog(*entry, limits);
//   }
//
// Walking only lists names (standard input alone is read when reached,
// since it can be read only once); LoadLog reads one log's bytes, so a bad
// file fails alone. A file whose extension names no format, and standard
// input, take CollectOptions::format or else the format its bytes show
// (format_sniff.h).
#ifndef ARBITER_REPLAY_LOG_SOURCE_H_
#define ARBITER_REPLAY_LOG_SOURCE_H_

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"
#include "replay/log_reader.h"
#include "replay/path_list.h"
#include "replay/sorted_folder_walk.h"
#include "replay/store.h"

namespace arbiter {

struct LoadedLog {
  std::string bytes;
  LogFormat format = LogFormat::kBinary;
};

struct CollectOptions {
  // The format of `-` and of files whose extension names none (--format);
  // unset: told from the bytes.
  std::optional<LogFormat> format;
  // Standard input is read up to this many bytes (kDataLoss beyond).
  size_t max_stdin_bytes = ReadLimits{}.max_bytes;
};

// One log of a batch: where it is and how to read it. Cheap to move; the
// store and standard input's bytes are shared with the other logs from them.
struct LogEntry {
  std::string name;  // the name reports use: the file path, or
                     // "<store>#<id>:<name>"; also the file to read when
                     // there is no `store` and no `bytes`
  std::shared_ptr<CorpusStore> store;        // a stored log, or
  std::shared_ptr<const std::string> bytes;  // standard input, read once
  uint64_t id = 0;
  uint64_t digest_of_bytes = 0;  // stored logs
  std::string stored_name;       // the name in `store`
  std::shared_ptr<const std::string> argument;  // files: the path typed
  LogFormat format = LogFormat::kBinary;
  bool sniff = false;  // `format` is to be told from the bytes
  absl::Status error;  // not OK: LoadLog returns it (a folder that could not
                       // be listed, a listed path that does not exist)
};

// Reads the log's bytes (kNotFound, kPermissionDenied, kDataLoss as
// ReadFileCapped and CorpusStore::GetBytes say). kInvalidArgument when its
// format cannot be told (format_sniff.h). Any thread.
absl::StatusOr<LoadedLog> LoadLog(const LogEntry& entry, const ReadLimits& limits);

// The name `corpus ingest` stores the log under: a stored log's own name, or
// a file's path relative to what was typed (StoredNameFor in log_source.cc),
// never an absolute path.
std::string StoredNameOf(const LogEntry& entry);

// The log's shard key (ShardKeyOfBytes) when known without reading its
// bytes: a stored log's recorded digest. Files: nullopt.
inline std::optional<uint64_t> KnownShardKey(const LogEntry& entry) {
  if (entry.store == nullptr) return std::nullopt;
  return entry.digest_of_bytes;
}

// The logs named on a command line, one at a time: `paths` in order, then
// the paths of `list` (--files-from) as it is read; a folder's files sorted
// by path (SortedFolderWalk), a store's logs in id order a page at a time.
// Memory does not grow with the batch: nothing is listed ahead of what Next
// gives, beyond one folder chunk per level and one store page.
// Not thread-safe: one thread at a time calls Next.
class LogWalk {
 public:
  // Checks `paths` before anything is read: kNotFound for a path that does
  // not exist, kFailedPrecondition for a store that cannot be opened (with
  // the store's own message), kInvalidArgument for `-` given twice or given
  // while `list` is standard input. Paths from `list` are checked as they
  // are reached: one that does not exist, or a store that cannot be opened,
  // is an entry whose LoadLog fails, so it is reported and counted in place.
  static absl::StatusOr<std::unique_ptr<LogWalk>> Start(std::vector<std::string> paths,
                                                        std::unique_ptr<PathList> list,
                                                        const CollectOptions& options);
  ~LogWalk();

  // The next log; nullopt once every input is walked.
  std::optional<LogEntry> Next();

 private:
  struct StorePages;
  // A store open for this walk: LMDB forbids opening one twice in a process,
  // so a store named again while still open is shared.
  // Held open for the whole walk: a store released by the walk may still be
  // closing on a worker thread, and LMDB refuses a second open meanwhile
  // (a store named twice then failed now and then as "already open").
  struct OpenedStore {
    std::string key;  // its canonical path
    std::shared_ptr<CorpusStore> store;
  };
  static absl::StatusOr<std::shared_ptr<CorpusStore>> OpenStore(const std::string& path,
                                                                std::vector<OpenedStore>* opened);
  LogWalk(std::vector<std::string> paths, std::vector<std::shared_ptr<CorpusStore>> stores,
          std::unique_ptr<PathList> list, const CollectOptions& options);
  // Starts walking `path` (`store`: already open); returns its entry when it
  // is a single log (a file, `-`, or an error).
  std::optional<LogEntry> Begin(const std::string& path, std::shared_ptr<CorpusStore> store);
  std::optional<LogEntry> NextStored();

  std::vector<std::string> paths_;
  std::vector<std::shared_ptr<CorpusStore>> stores_;  // per path; null: not a store
  size_t next_path_ = 0;
  std::unique_ptr<PathList> list_;
  CollectOptions options_;
  bool stdin_read_ = false;
  std::shared_ptr<const std::string> argument_;  // the path being walked
  std::optional<SortedFolderWalk> folder_;
  std::unique_ptr<StorePages> store_;
  std::vector<OpenedStore> opened_;
};

// A whole batch listed at once: for commands that need one log, and tests.
class LogSet {
 public:
  size_t size() const { return entries_.size(); }
  const std::string& name(size_t i) const { return entries_[i].name; }
  absl::StatusOr<LoadedLog> Load(size_t i, const ReadLimits& limits) const {
    return LoadLog(entries_[i], limits);
  }
  std::string stored_name(size_t i) const { return StoredNameOf(entries_[i]); }
  std::optional<uint64_t> KnownShardKey(size_t i) const {
    return arbiter::KnownShardKey(entries_[i]);
  }

 private:
  friend absl::StatusOr<LogSet> CollectLogs(const std::vector<std::string>&,
                                            const CollectOptions&);
  std::vector<LogEntry> entries_;
};

// Every log of `paths`, walked by LogWalk (with its errors).
absl::StatusOr<LogSet> CollectLogs(const std::vector<std::string>& paths,
                                   const CollectOptions& options = {});

// Reads standard input to its end; kDataLoss beyond `max_bytes`.
absl::StatusOr<std::string> ReadStdinCapped(size_t max_bytes);

// Reads and parses the one log at `path` (a file, or a store holding one
// log) with the default read limits. kInvalidArgument when `path` holds
// several logs; otherwise the errors of CollectLogs, LoadLog and
// ParseLog.
absl::StatusOr<pb::MatchLog> LoadOneLog(const std::string& path,
                                        const CollectOptions& options = {});

// True when `dir` holds an LMDB corpus store.
bool IsStoreDir(const std::string& dir);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_LOG_SOURCE_H_
