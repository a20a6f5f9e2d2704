// Where logs come from on the command line: files, folders scanned for log
// files, or LMDB corpus stores (a folder holding data.mdb).
//
//   absl::StatusOr<LogSet> set = CollectLogs({"corpus/", "x.binpb"});
//   for (size_t i = 0; i < set->size(); ++i) {
//     absl::StatusOr<LoadedLog> log = set->Load(i, limits);
//   }
//
// Collecting only lists names; Load reads one log's bytes and parses it, so
// a bad file fails alone. Load may be called from several threads at once.
#ifndef ARBITER_REPLAY_LOG_SOURCE_H_
#define ARBITER_REPLAY_LOG_SOURCE_H_

#include <memory>
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

class LogSet {
 public:
  size_t size() const { return entries_.size(); }
  // The name reports use: the file path, or "<store>#<id>:<name>".
  const std::string& name(size_t i) const { return entries_[i].name; }
  // Reads the i-th log's bytes (kNotFound, kPermissionDenied, kDataLoss as
  // ReadFileCapped and CorpusStore::GetBytes say).
  absl::StatusOr<LoadedLog> Load(size_t i, const ReadLimits& limits) const;

 private:
  friend absl::StatusOr<LogSet> CollectLogs(const std::vector<std::string>&);
  struct Entry {
    std::string name;
    std::string path;                     // a file, or
    std::shared_ptr<CorpusStore> store;   // a stored log
    uint64_t id = 0;
    LogFormat format = LogFormat::kBinary;
  };
  std::vector<Entry> entries_;
};

// Expands `paths` in order; a folder's files are sorted by path. kNotFound
// for a path that does not exist, kFailedPrecondition for a store that
// cannot be opened (with the store's own message).
absl::StatusOr<LogSet> CollectLogs(const std::vector<std::string>& paths);

// Reads and parses the one log at `path` (a file, or a store holding one
// log) with the default read limits. kInvalidArgument when `path` holds
// several logs; otherwise the errors of CollectLogs, LogSet::Load and
// ParseLog.
absl::StatusOr<pb::MatchLog> LoadOneLog(const std::string& path);

// True when `dir` holds an LMDB corpus store.
bool IsStoreDir(const std::string& dir);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_LOG_SOURCE_H_
