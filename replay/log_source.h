// Where logs come from on the command line: files, folders scanned for log
// files, LMDB corpus stores (a folder holding data.mdb), or `-` for
// standard input.
//
//   absl::StatusOr<LogSet> set = CollectLogs({"corpus/", "x.binpb"});
//   for (size_t i = 0; i < set->size(); ++i) {
//     absl::StatusOr<LoadedLog> log = set->Load(i, limits);
//   }
//
// Collecting only lists names (standard input alone is read at once, since
// it can be read only once); Load reads one log's bytes, so a bad file
// fails alone. A file whose extension names no format, and standard input,
// take CollectOptions::format or else the format its bytes show
// (format_sniff.h). Load may be called from several threads at once.
#ifndef ARBITER_REPLAY_LOG_SOURCE_H_
#define ARBITER_REPLAY_LOG_SOURCE_H_

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"
#include "replay/log_reader.h"
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

class LogSet {
 public:
  size_t size() const { return entries_.size(); }
  // The name reports use: the file path, or "<store>#<id>:<name>".
  const std::string& name(size_t i) const { return entries_[i].name; }
  // Reads the i-th log's bytes (kNotFound, kPermissionDenied, kDataLoss as
  // ReadFileCapped and CorpusStore::GetBytes say).
  // kInvalidArgument when its format cannot be told (format_sniff.h).
  absl::StatusOr<LoadedLog> Load(size_t i, const ReadLimits& limits) const;
  // The name `corpus ingest` stores the i-th log under: a stored log's own
  // name, or a file's path relative to what was typed (StoredNameFor in
  // log_source.cc), never an absolute path.
  std::string stored_name(size_t i) const;
  // The i-th log's shard key (ShardKeyOfBytes) when known without reading
  // its bytes: a stored log's recorded digest. Files: nullopt.
  std::optional<uint64_t> KnownShardKey(size_t i) const {
    const Entry& e = entries_[i];
    if (e.store == nullptr) return std::nullopt;
    return e.digest_of_bytes;
  }

 private:
  friend absl::StatusOr<LogSet> CollectLogs(const std::vector<std::string>&,
                                            const CollectOptions&);
  struct Entry {
    std::string name;                     // also the file's path when no `store`
                                          // and no `bytes`
    std::shared_ptr<CorpusStore> store;   // a stored log, or
    std::shared_ptr<const std::string> bytes;  // standard input, read once
    uint64_t id = 0;
    uint64_t digest_of_bytes = 0;  // stored logs
    std::string stored_name;              // the name in `store`
    uint32_t argument = 0;                // files: the path argument it came from
    LogFormat format = LogFormat::kBinary;
    bool sniff = false;  // `format` is to be told from the bytes
    absl::Status error;                   // not OK: Load returns it (a folder
                                          // that could not be listed)
  };
  static void CollectFolder(const std::string& dir, uint32_t argument,
                            std::vector<Entry>* entries);
  std::vector<std::string> arguments_;  // as given to CollectLogs
  std::vector<Entry> entries_;
};


// Expands `paths` in order; a folder's files are sorted by path. kNotFound
// for a path that does not exist, kFailedPrecondition for a store that
// cannot be opened (with the store's own message), kInvalidArgument for `-`
// given twice.
absl::StatusOr<LogSet> CollectLogs(const std::vector<std::string>& paths,
                                   const CollectOptions& options = {});

// The paths listed in `file` (`-`: standard input), one per line; blank
// lines are skipped, nothing else is interpreted (--files-from).
absl::StatusOr<std::vector<std::string>> ReadPathList(const std::string& file);

// Reads standard input to its end; kDataLoss beyond `max_bytes`.
absl::StatusOr<std::string> ReadStdinCapped(size_t max_bytes);

// Reads and parses the one log at `path` (a file, or a store holding one
// log) with the default read limits. kInvalidArgument when `path` holds
// several logs; otherwise the errors of CollectLogs, LogSet::Load and
// ParseLog.
absl::StatusOr<pb::MatchLog> LoadOneLog(const std::string& path,
                                        const CollectOptions& options = {});

// True when `dir` holds an LMDB corpus store.
bool IsStoreDir(const std::string& dir);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_LOG_SOURCE_H_
