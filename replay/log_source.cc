#include "replay/log_source.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace arbiter {

namespace fs = std::filesystem;

bool IsStoreDir(const std::string& dir) {
  std::error_code ec;
  return fs::is_directory(dir, ec) && fs::exists(fs::path(dir) / "data.mdb", ec);
}

absl::StatusOr<LoadedLog> LogSet::Load(size_t i, const ReadLimits& limits) const {
  const Entry& e = entries_[i];
  LoadedLog out;
  out.format = e.format;
  if (e.store != nullptr) {
    absl::StatusOr<std::string> bytes = e.store->GetBytes(e.id);
    if (!bytes.ok()) return bytes.status();
    out.bytes = *std::move(bytes);
  } else {
    absl::StatusOr<std::string> bytes = ReadFileCapped(e.path, limits.max_bytes);
    if (!bytes.ok()) return bytes.status();
    out.bytes = *std::move(bytes);
  }
  return out;
}

absl::StatusOr<LogSet> CollectLogs(const std::vector<std::string>& paths) {
  LogSet set;
  for (const std::string& path : paths) {
    std::error_code ec;
    fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
      return absl::NotFoundError(absl::StrCat(path, ": no such file or folder"));
    }
    if (IsStoreDir(path)) {
      absl::StatusOr<std::unique_ptr<CorpusStore>> store =
          CorpusStore::Open(path, StoreMode::kReadOnly);
      if (!store.ok()) return store.status();
      std::shared_ptr<CorpusStore> shared = *std::move(store);
      absl::StatusOr<std::vector<LogRecord>> records = shared->List();
      if (!records.ok()) return records.status();
      for (const LogRecord& r : *records) {
        LogSet::Entry e;
        e.name = absl::StrCat(path, "#", r.id, ":", r.name);
        e.store = shared;
        e.id = r.id;
        e.format = r.format;
        set.entries_.push_back(std::move(e));
      }
      continue;
    }
    if (fs::is_directory(status)) {
      std::vector<std::string> files;
      fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec);
      if (ec) {
        return absl::FailedPreconditionError(
            absl::StrCat(path, ": cannot be listed: ", ec.message()));
      }
      for (; it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (ec) {
          return absl::FailedPreconditionError(
              absl::StrCat(path, ": cannot be listed: ", ec.message()));
        }
        if (it->is_regular_file(ec) && IsLogPath(it->path().string())) {
          files.push_back(it->path().string());
        }
      }
      std::sort(files.begin(), files.end());
      for (std::string& file : files) {
        LogSet::Entry e;
        e.format = FormatForPath(file);
        e.name = file;
        e.path = std::move(file);
        set.entries_.push_back(std::move(e));
      }
      continue;
    }
    LogSet::Entry e;
    e.name = path;
    e.path = path;
    e.format = FormatForPath(path);
    set.entries_.push_back(std::move(e));
  }
  return set;
}

absl::StatusOr<pb::MatchLog> LoadOneLog(const std::string& path) {
  absl::StatusOr<LogSet> set = CollectLogs({path});
  if (!set.ok()) return set.status();
  if (set->size() != 1) {
    return absl::InvalidArgumentError(absl::StrFormat(
        "%s holds %d logs; name one file", path, set->size()));
  }
  ReadLimits limits;
  absl::StatusOr<LoadedLog> loaded = set->Load(0, limits);
  if (!loaded.ok()) return loaded.status();
  return ParseLog(loaded->bytes, loaded->format, limits);
}

}  // namespace arbiter
