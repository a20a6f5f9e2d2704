#include "replay/log_source.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include <iostream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "replay/format_sniff.h"

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
  if (e.bytes != nullptr) {
    if (e.bytes->size() > limits.max_bytes) {
      return absl::DataLossError(absl::StrFormat(
          "%s: larger than the limit of %d bytes", e.name, limits.max_bytes));
    }
    out.bytes = *e.bytes;
  } else if (e.store != nullptr) {
    absl::StatusOr<std::string> bytes = e.store->GetBytes(e.id);
    if (!bytes.ok()) return bytes.status();
    out.bytes = *std::move(bytes);
  } else {
    absl::StatusOr<std::string> bytes = ReadFileCapped(e.path, limits.max_bytes);
    if (!bytes.ok()) return bytes.status();
    out.bytes = *std::move(bytes);
  }
  if (e.sniff) {
    absl::StatusOr<LogFormat> format = SniffFormat(out.bytes, e.name);
    if (!format.ok()) return format.status();
    out.format = *format;
  }
  return out;
}

absl::StatusOr<std::string> ReadStdinCapped(size_t max_bytes) {
  std::string bytes;
  char buffer[1 << 16];
  while (std::cin.read(buffer, sizeof(buffer)) || std::cin.gcount() > 0) {
    size_t n = static_cast<size_t>(std::cin.gcount());
    if (bytes.size() + n > max_bytes) {
      return absl::DataLossError(
          absl::StrFormat("-: standard input is larger than the limit of %d bytes", max_bytes));
    }
    bytes.append(buffer, n);
  }
  if (std::cin.bad()) return absl::FailedPreconditionError("-: standard input cannot be read");
  return bytes;
}

absl::StatusOr<std::vector<std::string>> ReadPathList(const std::string& file) {
  // A list of paths is small beside the logs it names; 64 MiB is generous.
  constexpr size_t kMaxListBytes = size_t{64} << 20;
  absl::StatusOr<std::string> text =
      file == "-" ? ReadStdinCapped(kMaxListBytes) : ReadFileCapped(file, kMaxListBytes);
  if (!text.ok()) return text.status();
  std::vector<std::string> paths;
  for (absl::string_view line : absl::StrSplit(*text, '\n')) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!line.empty()) paths.emplace_back(line);
  }
  return paths;
}

absl::StatusOr<LogSet> CollectLogs(const std::vector<std::string>& paths,
                                   const CollectOptions& options) {
  LogSet set;
  bool read_stdin = false;
  for (const std::string& path : paths) {
    if (path == "-") {
      if (read_stdin) {
        return absl::InvalidArgumentError("- (standard input) given twice");
      }
      read_stdin = true;
      absl::StatusOr<std::string> bytes = ReadStdinCapped(options.max_stdin_bytes);
      if (!bytes.ok()) return bytes.status();
      LogSet::Entry e;
      e.name = "-";
      e.bytes = std::make_shared<const std::string>(*std::move(bytes));
      e.format = options.format.value_or(LogFormat::kBinary);
      e.sniff = !options.format.has_value();
      set.entries_.push_back(std::move(e));
      continue;
    }
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
    // An extension that names no format is never read as binary blindly.
    std::optional<LogFormat> named = FormatFromExtension(path);
    e.format = named.value_or(options.format.value_or(LogFormat::kBinary));
    e.sniff = !named.has_value() && !options.format.has_value();
    set.entries_.push_back(std::move(e));
  }
  return set;
}

}  // namespace arbiter
