#include "replay/log_source.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include <iostream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "replay/format_sniff.h"
#include "verifier/core/escape.h"

namespace arbiter {

namespace fs = std::filesystem;

bool IsStoreDir(const std::string& dir) {
  std::error_code ec;
  return fs::is_directory(dir, ec) && fs::exists(fs::path(dir) / "data.mdb", ec);
}

absl::StatusOr<LoadedLog> LogSet::Load(size_t i, const ReadLimits& limits) const {
  const Entry& e = entries_[i];
  if (!e.error.ok()) return e.error;
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
    // Replaced since it was listed: an ingest gave the name new bytes under
    // a new id and removed the old one. Read what the name holds now, so a
    // concurrent ingest never turns a valid log unreadable (a few times, in
    // case it is replaced again in between).
    for (int attempt = 0; attempt < 3 && absl::IsNotFound(bytes.status()); ++attempt) {
      absl::StatusOr<LogRecord> now = e.store->FindName(e.stored_name);
      if (!now.ok()) break;  // removed, not replaced: the first error stands
      out.format = now->format;
      bytes = e.store->GetBytes(now->id);
    }
    if (!bytes.ok()) return bytes.status();
    out.bytes = *std::move(bytes);
  } else {
    absl::StatusOr<std::string> bytes = ReadFileCapped(e.name, limits.max_bytes);
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

// The name a log found through `argument` is stored under: never absolute
// and the same for every spelling of the argument (relative, absolute,
// "./x", "x/", a symbolic link's own name), so re-ingesting under another
// spelling finds the same names. A folder's files: the folder's own name,
// then the path below it ("corpus/rumble_nation/g1.binpb" for "corpus/",
// "/data/corpus" or "../corpus"). A file named on its own: as typed when
// that is a relative path inside the working folder, else its file name.
namespace {
std::string StoredNameFor(const std::string& argument, const std::string& file) {
  fs::path arg = fs::path(argument).lexically_normal();
  if (file == argument) {
    if (arg.is_relative() && *arg.begin() != "..") return arg.string();
    return arg.filename().string();
  }
  if (!arg.has_filename()) arg = arg.parent_path();  // "corpus/" -> "corpus"
  const fs::path below = fs::path(file).lexically_normal().lexically_relative(arg);
  const fs::path base = arg.filename();
  if (base.empty() || base == "." || base == "..") return below.string();
  return (base / below).string();
}
}  // namespace

std::string LogSet::stored_name(size_t i) const {
  const Entry& e = entries_[i];
  return e.store != nullptr ? e.stored_name : StoredNameFor(arguments_[e.argument], e.name);
}

// Adds the log files under `dir`, sorted by path. A folder that cannot be
// listed becomes an entry whose Load fails, so it is reported (exit 2) and
// counted, never skipped silently; the rest is still collected.
void LogSet::CollectFolder(const std::string& dir, uint32_t argument,
                           std::vector<Entry>* entries) {
  // Appended in place and sorted there: a second list of a large folder
  // would double the peak memory of collecting it.
  const size_t first = entries->size();
  std::vector<std::string> pending = {dir};
  while (!pending.empty()) {
    const std::string folder = std::move(pending.back());
    pending.pop_back();
    std::error_code ec;
    fs::directory_iterator it(folder, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
      std::error_code type_ec;
      // Symbolic links to folders are not followed (no cycles), as before.
      if (it->is_directory(type_ec) && !it->is_symlink(type_ec)) {
        pending.push_back(it->path().string());
      } else if (it->is_regular_file(type_ec) && IsLogPath(it->path().string())) {
        LogSet::Entry e;
        e.name = it->path().string();
        e.argument = argument;
        e.format = FormatForPath(e.name);
        entries->push_back(std::move(e));
      }
    }
    if (ec) {
      LogSet::Entry e;
      e.name = folder;
      e.error = absl::PermissionDeniedError(
          absl::StrCat(Bounded(folder, kMaxQuotedPath),
                       ": folder cannot be listed: ", ec.message(),
                       "; the logs in it were not read"));
      entries->push_back(std::move(e));
    }
  }
  std::sort(entries->begin() + static_cast<std::ptrdiff_t>(first), entries->end(),
            [](const LogSet::Entry& a, const LogSet::Entry& b) { return a.name < b.name; });
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
  set.arguments_ = paths;
  bool read_stdin = false;
  for (uint32_t argument = 0; argument < paths.size(); ++argument) {
    const std::string& path = paths[argument];
    if (path == "-") {
      if (read_stdin) {
        return absl::InvalidArgumentError("- (standard input) given twice");
      }
      read_stdin = true;
      absl::StatusOr<std::string> bytes = ReadStdinCapped(options.max_stdin_bytes);
      if (!bytes.ok()) return bytes.status();
      LogSet::Entry e;
      e.name = "-";
      e.argument = argument;
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
      std::vector<absl::Status> damaged;
      absl::StatusOr<std::vector<LogRecord>> records = shared->List(&damaged);
      if (!records.ok()) return records.status();
      // A record that cannot be read is reported as an unreadable log
      // (exit 2); the others are still verified.
      for (size_t d = 0; d < damaged.size(); ++d) {
        LogSet::Entry e;
        e.name = absl::StrCat(path, "#damaged-record-", d + 1);
        e.error = damaged[d];
        set.entries_.push_back(std::move(e));
      }
      for (const LogRecord& r : *records) {
        LogSet::Entry e;
        e.name = absl::StrCat(path, "#", r.id, ":", r.name);
        e.store = shared;
        e.id = r.id;
        e.digest_of_bytes = r.digest_of_bytes;
        e.stored_name = r.name;
        e.format = r.format;
        set.entries_.push_back(std::move(e));
      }
      continue;
    }
    if (fs::is_directory(status)) {
      LogSet::CollectFolder(path, argument, &set.entries_);
      continue;
    }
    LogSet::Entry e;
    e.name = path;
    e.argument = argument;
    // An extension that names no format is never read as binary blindly.
    std::optional<LogFormat> named = FormatFromExtension(path);
    e.format = named.value_or(options.format.value_or(LogFormat::kBinary));
    e.sniff = !named.has_value() && !options.format.has_value();
    set.entries_.push_back(std::move(e));
  }
  return set;
}

absl::StatusOr<pb::MatchLog> LoadOneLog(const std::string& path,
                                        const CollectOptions& options) {
  absl::StatusOr<LogSet> set = CollectLogs({path}, options);
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
