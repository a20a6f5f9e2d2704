#include "replay/log_source.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include <iostream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "replay/format_sniff.h"
#include "verifier/core/escape.h"

namespace arbiter {

namespace fs = std::filesystem;

bool IsStoreDir(const std::string& dir) {
  std::error_code ec;
  return fs::is_directory(dir, ec) && fs::exists(fs::path(dir) / "data.mdb", ec);
}

absl::StatusOr<LoadedLog> LoadLog(const LogEntry& e, const ReadLimits& limits) {
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

std::string StoredNameOf(const LogEntry& e) {
  if (e.store != nullptr) return e.stored_name;
  return e.argument != nullptr ? StoredNameFor(*e.argument, e.name) : e.name;
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

// A store's logs a page at a time (CorpusStore::ListPage).
struct LogWalk::StorePages {
  static constexpr size_t kPageSize = 256;
  std::shared_ptr<CorpusStore> store;
  std::string path;  // as typed
  std::vector<absl::StatusOr<LogRecord>> page;
  size_t pos = 0;
  std::optional<uint64_t> next_id = 0;  // nullopt: no page after `page`
  size_t damaged = 0;                   // damaged records given so far
};

LogWalk::LogWalk(std::vector<std::string> paths, std::vector<std::shared_ptr<CorpusStore>> stores,
                 std::unique_ptr<PathList> list, const CollectOptions& options)
    : paths_(std::move(paths)),
      stores_(std::move(stores)),
      list_(std::move(list)),
      options_(options) {}

LogWalk::~LogWalk() = default;

absl::StatusOr<std::unique_ptr<LogWalk>> LogWalk::Start(std::vector<std::string> paths,
                                                        std::unique_ptr<PathList> list,
                                                        const CollectOptions& options) {
  std::vector<std::shared_ptr<CorpusStore>> stores(paths.size());
  std::vector<OpenedStore> opened;
  bool stdin_named = list != nullptr && list->is_stdin();
  for (size_t i = 0; i < paths.size(); ++i) {
    const std::string& path = paths[i];
    if (path == "-") {
      if (stdin_named) {
        return absl::InvalidArgumentError(
            list != nullptr && list->is_stdin()
                ? "--files-from - and a `-` log both want standard input"
                : "- (standard input) given twice");
      }
      stdin_named = true;
      continue;
    }
    std::error_code ec;
    fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
      return absl::NotFoundError(absl::StrCat(path, ": no such file or folder"));
    }
    if (IsStoreDir(path)) {
      absl::StatusOr<std::shared_ptr<CorpusStore>> store = OpenStore(path, &opened);
      if (!store.ok()) return store.status();
      stores[i] = *std::move(store);
    }
  }
  auto walk = std::unique_ptr<LogWalk>(
      new LogWalk(std::move(paths), std::move(stores), std::move(list), options));
  walk->opened_ = std::move(opened);
  return walk;
}

absl::StatusOr<std::shared_ptr<CorpusStore>> LogWalk::OpenStore(const std::string& path,
                                                                std::vector<OpenedStore>* opened) {
  std::error_code ec;
  const std::string key = fs::weakly_canonical(path, ec).string();
  for (const OpenedStore& o : *opened) {
    if (o.key == key) return o.store;
  }
  absl::StatusOr<std::unique_ptr<CorpusStore>> store =
      CorpusStore::Open(path, StoreMode::kReadOnly);
  if (!store.ok()) return store.status();
  std::shared_ptr<CorpusStore> shared = *std::move(store);
  opened->push_back(OpenedStore{key, shared});
  return shared;
}

std::optional<LogEntry> LogWalk::Next() {
  while (true) {
    if (folder_.has_value()) {
      std::optional<SortedFolderWalk::Item> item = folder_->Next();
      if (item.has_value()) {
        LogEntry e;
        e.name = std::move(item->path);
        e.argument = argument_;
        e.error = std::move(item->error);
        if (e.error.ok()) e.format = FormatForPath(e.name);
        return e;
      }
      folder_.reset();
    }
    if (store_ != nullptr) {
      if (std::optional<LogEntry> e = NextStored(); e.has_value()) return e;
      store_.reset();
    }
    std::optional<LogEntry> single;
    if (next_path_ < paths_.size()) {
      const size_t i = next_path_++;
      single = Begin(paths_[i], std::move(stores_[i]));
    } else if (list_ != nullptr) {
      std::optional<absl::StatusOr<std::string>> path = list_->Next();
      if (!path.has_value()) {
        list_.reset();
        continue;
      }
      if (!path->ok()) {
        LogEntry e;
        e.name = list_->file();
        e.error = path->status();
        return e;
      }
      single = Begin(**path, nullptr);
    } else {
      return std::nullopt;
    }
    if (single.has_value()) return single;
  }
}

std::optional<LogEntry> LogWalk::Begin(const std::string& path,
                                       std::shared_ptr<CorpusStore> store) {
  argument_ = std::make_shared<const std::string>(path);
  LogEntry e;
  e.name = path;
  e.argument = argument_;
  if (path == "-") {
    if (stdin_read_ || (list_ != nullptr && list_->is_stdin())) {
      e.error = absl::InvalidArgumentError(
          "-: standard input is already read (the list of paths, or a log); "
          "name a file instead");
      return e;
    }
    stdin_read_ = true;
    absl::StatusOr<std::string> bytes = ReadStdinCapped(options_.max_stdin_bytes);
    if (!bytes.ok()) {
      e.error = bytes.status();
      return e;
    }
    e.bytes = std::make_shared<const std::string>(*std::move(bytes));
    e.format = options_.format.value_or(LogFormat::kBinary);
    e.sniff = !options_.format.has_value();
    return e;
  }
  std::error_code ec;
  fs::file_status status = fs::status(path, ec);
  if (ec || !fs::exists(status)) {
    e.error = absl::NotFoundError(absl::StrCat(Bounded(path, kMaxQuotedPath),
                                               ": no such file or folder"));
    return e;
  }
  if (store == nullptr && IsStoreDir(path)) {
    absl::StatusOr<std::shared_ptr<CorpusStore>> opened = OpenStore(path, &opened_);
    if (!opened.ok()) {
      e.error = opened.status();
      return e;
    }
    store = *std::move(opened);
  }
  if (store != nullptr) {
    store_ = std::make_unique<StorePages>();
    store_->store = std::move(store);
    store_->path = path;
    return std::nullopt;
  }
  if (fs::is_directory(status)) {
    folder_.emplace(path);
    return std::nullopt;
  }
  // An extension that names no format is never read as binary blindly.
  std::optional<LogFormat> named = FormatFromExtension(path);
  e.format = named.value_or(options_.format.value_or(LogFormat::kBinary));
  e.sniff = !named.has_value() && !options_.format.has_value();
  return e;
}

std::optional<LogEntry> LogWalk::NextStored() {
  StorePages& s = *store_;
  while (s.pos == s.page.size()) {
    if (!s.next_id.has_value()) return std::nullopt;
    absl::StatusOr<CorpusStore::RecordPage> page =
        s.store->ListPage(*s.next_id, StorePages::kPageSize);
    if (!page.ok()) {
      // The rest of the store cannot be listed: one unreadable entry says so.
      s.next_id.reset();
      s.page.clear();
      s.pos = 0;
      LogEntry e;
      e.name = s.path;
      e.error = page.status();
      return e;
    }
    s.page = std::move(page->records);
    s.pos = 0;
    s.next_id = page->next_id;
  }
  absl::StatusOr<LogRecord>& r = s.page[s.pos++];
  LogEntry e;
  if (!r.ok()) {
    // A record that cannot be read is reported as an unreadable log
    // (exit 2); the others are still verified.
    e.name = absl::StrCat(s.path, "#damaged-record-", ++s.damaged);
    e.error = r.status();
    return e;
  }
  e.name = absl::StrCat(s.path, "#", r->id, ":", r->name);
  e.store = s.store;
  e.id = r->id;
  e.digest_of_bytes = r->digest_of_bytes;
  e.stored_name = std::move(r->name);
  e.format = r->format;
  return e;
}

absl::StatusOr<LogSet> CollectLogs(const std::vector<std::string>& paths,
                                   const CollectOptions& options) {
  absl::StatusOr<std::unique_ptr<LogWalk>> walk = LogWalk::Start(paths, nullptr, options);
  if (!walk.ok()) return walk.status();
  LogSet set;
  while (std::optional<LogEntry> e = (*walk)->Next()) set.entries_.push_back(*std::move(e));
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
