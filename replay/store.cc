#include "replay/store.h"

#include <fcntl.h>
#include <lmdb.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <mutex>
#include <optional>
#include <set>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "arbiter/store.pb.h"
#include "engine/core/digest.h"
#include "replay/data_file_check.h"
#include "replay/lmdb_pages.h"
#include "replay/store_internal.h"
#include "replay/store_salvage.h"
#include "replay/txn_gate.h"
#include "verifier/core/escape.h"

namespace arbiter {

using store_internal::CheckBytes;
using store_internal::CheckDataFile;
using store_internal::CodeForErrno;
using store_internal::CodeForLmdb;
using store_internal::DamagedStoreError;
using store_internal::DataFileCheck;
using store_internal::DecodeId;
using store_internal::DecodeRecord;
using store_internal::DigestKey;
using store_internal::Errors;
using store_internal::Fd;
using store_internal::FindSalvaged;
using store_internal::IdKey;
using store_internal::kDigestsDb;
using store_internal::kInfoDb;
using store_internal::kLogsDb;
using store_internal::kMetaDb;
using store_internal::kNamesDb;
using store_internal::kNotOurs;
using store_internal::kSchemaKey;
using store_internal::Quoted;
using store_internal::ReadSalvagedBytes;
using store_internal::Salvaged;
using store_internal::SalvageStore;
using store_internal::ToStored;
using store_internal::ValOf;
using store_internal::ViewOf;

namespace {

namespace fs = std::filesystem;

// Room for databases added later (snapshots) without a schema break.
constexpr MDB_dbi kMaxDbs = 8;
// Below this LMDB cannot even hold its own bookkeeping pages.
constexpr uint64_t kMinMapSize = uint64_t{64} << 10;

std::string HumanBytes(uint64_t bytes) {
  if (bytes < (uint64_t{1} << 20)) return absl::StrCat(bytes >> 10, " KiB");
  if (bytes < (uint64_t{1} << 30)) {
    return absl::StrFormat("%.1f MiB", static_cast<double>(bytes) / (1 << 20));
  }
  return absl::StrFormat("%.1f GiB", static_cast<double>(bytes) / (1 << 30));
}

// ---- one environment per folder per process ---------------------------

// LMDB's locks are per process: opening one environment twice in a process
// and closing either copy silently drops the other's locks. So Open keeps
// the folders this process has open (by device and inode) and refuses a
// second open. The process id is part of the key: a child made by fork()
// is another process, whose own Open of the same folder is allowed.
struct DirId {
  pid_t pid;
  dev_t dev;
  ino_t ino;
  auto operator<=>(const DirId&) const = default;
};

std::mutex& OpenDirsMutex() {
  static auto* mutex = new std::mutex;
  return *mutex;
}
std::set<DirId>& OpenDirs() {
  static auto* dirs = new std::set<DirId>;
  return *dirs;
}

// ---- transactions and cursors -----------------------------------------

// How long a resize of the map waits for this process's other transactions
// to end before giving up (kAborted: try again).
constexpr std::chrono::milliseconds kResizeWait{30000};

class Txn {
 public:
  Txn() = default;
  ~Txn() { Abort(); }
  Txn(const Txn&) = delete;
  Txn& operator=(const Txn&) = delete;

  // Starts a transaction, counted in `gate` until it ends. When another
  // process has grown the map past this one's (MDB_MAP_RESIZED), adopts the
  // new size as soon as no other transaction of this process is live, and
  // tries once more.
  int Begin(TxnGate* gate, MDB_env* env, unsigned flags) {
    gate->Enter();
    int rc = mdb_txn_begin(env, nullptr, flags, &txn_);
    if (rc == MDB_MAP_RESIZED) {
      gate->Leave();
      int adopted = MDB_MAP_RESIZED;
      gate->WhenIdle([&] { adopted = mdb_env_set_mapsize(env, 0); }, kResizeWait);
      if (adopted != 0) return adopted;
      gate->Enter();
      rc = mdb_txn_begin(env, nullptr, flags, &txn_);
    }
    if (rc != 0) {
      txn_ = nullptr;
      gate->Leave();
      return rc;
    }
    gate_ = gate;
    return 0;
  }
  int Commit() {
    int rc = mdb_txn_commit(txn_);
    txn_ = nullptr;  // freed by LMDB whether or not the commit succeeded
    Release();
    return rc;
  }
  void Abort() {
    if (txn_ != nullptr) mdb_txn_abort(txn_);
    txn_ = nullptr;
    Release();
  }
  MDB_txn* get() const { return txn_; }

 private:
  void Release() {
    if (gate_ != nullptr) gate_->Leave();
    gate_ = nullptr;
  }
  MDB_txn* txn_ = nullptr;
  TxnGate* gate_ = nullptr;
};

// Declare a Cursor after its Txn so that it is closed first.
class Cursor {
 public:
  Cursor() = default;
  ~Cursor() { Close(); }
  Cursor(const Cursor&) = delete;
  Cursor& operator=(const Cursor&) = delete;

  int Open(MDB_txn* txn, MDB_dbi dbi) { return mdb_cursor_open(txn, dbi, &cursor_); }
  void Close() {
    if (cursor_ != nullptr) mdb_cursor_close(cursor_);
    cursor_ = nullptr;
  }
  MDB_cursor* get() const { return cursor_; }

 private:
  MDB_cursor* cursor_ = nullptr;
};


}  // namespace

// ---- public helpers ---------------------------------------------------

absl::string_view IngestResultName(IngestResult result) {
  switch (result) {
    case IngestResult::kAdded:
      return "added";
    case IngestResult::kUnchanged:
      return "unchanged";
    case IngestResult::kReplaced:
      return "replaced";
    case IngestResult::kSkipped:
      return "skipped";
  }
  return "unknown";
}

uint64_t DigestOfLogBytes(absl::string_view bytes) {
  DigestBuilder digest;
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
  const size_t n = bytes.size();
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t word = 0;
    for (int b = 7; b >= 0; --b) word = (word << 8) | p[i + b];  // little-endian
    digest.Add(word);
  }
  uint64_t tail = 0;
  for (size_t b = 0; i + b < n; ++b) tail |= uint64_t{p[i + b]} << (8 * b);
  digest.Add(tail);
  digest.Add(static_cast<uint64_t>(n));
  return digest.Finish();
}

// ---- the environment --------------------------------------------------

namespace {

// ---- a full disk -----------------------------------------------------

// "the file system holding DIR (mounted at M) is full: N bytes free" when
// the file system of `dir` has less than `needed` bytes free, else empty.
// LMDB reports a short write as EIO, so a write error is only called a full
// disk after asking the file system.
std::string DiskFullMessage(const std::string& dir, uint64_t needed) {
  struct statvfs vfs;
  if (statvfs(dir.c_str(), &vfs) != 0) return "";
  const uint64_t free_bytes = uint64_t{vfs.f_bavail} * vfs.f_frsize;
  if (free_bytes >= needed && vfs.f_favail != 0) return "";
  // The mount point: the highest ancestor on the same device.
  std::error_code ec;
  fs::path at = fs::weakly_canonical(fs::path(dir), ec);
  struct stat st;
  if (!ec && stat(at.c_str(), &st) == 0) {
    const dev_t dev = st.st_dev;
    while (at.has_parent_path() && at.parent_path() != at) {
      struct stat up;
      if (stat(at.parent_path().c_str(), &up) != 0 || up.st_dev != dev) break;
      at = at.parent_path();
    }
  }
  return absl::StrCat("the file system holding ", Bounded(dir, kMaxQuotedPath),
                      " (mounted at ", Bounded(at.string(), kMaxQuotedPath),
                      ") is full: ", HumanBytes(free_bytes), " free",
                      vfs.f_favail == 0 ? ", no inodes free" : "",
                      "; free space on it and try again");
}

bool MayBeDiskFull(int rc) { return rc == ENOSPC || rc == EDQUOT || rc == EIO; }

// LMDB maps lock.mdb and writes its reader table through the map; on a
// file system with no free blocks the first such write is SIGBUS. Giving
// the file its blocks first turns that into ENOSPC here. A new file gets
// exactly the size LMDB 0.9 would give it (a 192-byte header holding one
// reader, then 64 bytes per further reader), because LMDB derives the
// reader count from an existing file's size and every process must agree
// on it; an existing file keeps its size and only has its holes filled.
absl::Status PreallocateLockFile(const std::string& dir, unsigned max_readers,
                                 const std::string& where) {
  const std::string path = (fs::path(dir) / "lock.mdb").string();
  Fd fd(open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644));
  if (fd.get() < 0) return absl::OkStatus();  // LMDB's own open reports why
  struct stat st;
  if (fstat(fd.get(), &st) != 0) return absl::OkStatus();
  const off_t lmdb_size = static_cast<off_t>(192 + 64 * (uint64_t{max_readers} - 1));
  const off_t size = std::max(st.st_size, lmdb_size);
  const int rc = posix_fallocate(fd.get(), 0, size);
  if (rc == 0 || rc == EOPNOTSUPP || rc == EINVAL) return absl::OkStatus();
  std::string full = DiskFullMessage(dir, static_cast<uint64_t>(size));
  return absl::Status(CodeForErrno(rc),
                      absl::StrCat(where, "cannot create lock.mdb: ",
                                   full.empty() ? std::strerror(rc) : full));
}

}  // namespace

struct CorpusStore::Env {
  ~Env() {
    if (env != nullptr) mdb_env_close(env);
    if (registered) {
      std::lock_guard<std::mutex> lock(OpenDirsMutex());
      OpenDirs().erase(dir_id);
    }
  }

  MDB_env* env = nullptr;
  MDB_dbi logs = 0;
  MDB_dbi meta = 0;
  MDB_dbi names = 0;
  MDB_dbi digests = 0;  // opened for writing only (schema 1 stores have none)
  MDB_dbi info = 0;
  DirId dir_id{};
  bool registered = false;
  TxnGate gate;  // this process's live transactions, for resizing the map
  size_t max_name = 511;
  bool without_lock = false;  // read-only, lock.mdb not writable: MDB_NOLOCK
  // A damaged store opened kReadOnly: every read goes through this, and
  // `env` is null.
  std::unique_ptr<Salvaged> salvaged;
};

namespace {

// Takes the whole memory map, the one holding `inside` (a pointer a
// read-only transaction gave, while it is live), out of this process's
// resident set: its pages stay in the page cache, and the next read maps
// them again. Such pointers are into the map, which is read-only (no
// MDB_WRITEMAP, so there are no changes to lose) and cannot move meanwhile
// (a resize waits for every transaction). A batch reads each page about
// once, so this keeps its resident memory from growing with the store. The
// map's bounds come from /proc/self/maps (LMDB does not give them); without
// it nothing is dropped.
void DropMapFromResidentSet(const void* inside) {
  const auto p = reinterpret_cast<uintptr_t>(inside);
  std::ifstream maps("/proc/self/maps");
  std::string line;
  while (std::getline(maps, line)) {
    unsigned long lo = 0, hi = 0;
    if (std::sscanf(line.c_str(), "%lx-%lx", &lo, &hi) != 2) continue;
    if (p >= lo && p < hi) {
      madvise(reinterpret_cast<void*>(lo), hi - lo, MADV_DONTNEED);
      return;
    }
  }
}

// LMDB's page checks leave the order of keys to the reader: a forged file
// can hold ids out of order, which would send a paged listing back to
// where it was (and so list for ever) unless it stops there.
absl::Status KeysOutOfOrder(const Errors& errors, uint64_t id) {
  return errors.Make(absl::StatusCode::kDataLoss,
                     absl::StrCat("the metadata keys are out of order at log ", id,
                                  ": data.mdb is damaged; the listing stops here"));
}

// Record of `id` in `txn`; kNotFound when there is none.
absl::StatusOr<LogRecord> ReadRecord(const Errors& errors, MDB_txn* txn,
                                     MDB_dbi meta, uint64_t id) {
  IdKey key(id);
  MDB_val k = key.val(), v;
  int rc = mdb_get(txn, meta, &k, &v);
  if (rc == MDB_NOTFOUND) {
    return errors.Make(absl::StatusCode::kNotFound,
                       absl::StrCat("no log with id ", id,
                                    " (`arbiter corpus ls` lists the ids)"));
  }
  if (rc != 0) return errors.Lmdb(rc, absl::StrCat("reading log ", id));
  pb::StoreRecord scratch;
  return DecodeRecord(errors, k, v, &scratch);
}

int PutSchemaVersion(MDB_txn* txn, MDB_dbi info, uint32_t version) {
  unsigned char bytes[4] = {
      static_cast<unsigned char>(version >> 24), static_cast<unsigned char>(version >> 16),
      static_cast<unsigned char>(version >> 8), static_cast<unsigned char>(version)};
  MDB_val k = ValOf(kSchemaKey), v{sizeof(bytes), bytes};
  return mdb_put(txn, info, &k, &v, 0);
}

// Calls `fn` with every metadata record of `txn` in id order, or with
// kDataLoss for a record that cannot be decoded; stops at and returns the
// first error `fn` returns.
absl::Status ForEachRecord(const Errors& errors, MDB_txn* txn, MDB_dbi meta,
                           absl::FunctionRef<absl::Status(absl::StatusOr<LogRecord>)> fn) {
  Cursor cursor;
  int rc = cursor.Open(txn, meta);
  if (rc != 0) return errors.Lmdb(rc, "cannot read the metadata");
  pb::StoreRecord scratch;
  MDB_val k, v;
  for (rc = mdb_cursor_get(cursor.get(), &k, &v, MDB_FIRST); rc == 0;
       rc = mdb_cursor_get(cursor.get(), &k, &v, MDB_NEXT)) {
    if (absl::Status st = fn(DecodeRecord(errors, k, v, &scratch)); !st.ok()) return st;
  }
  if (rc != MDB_NOTFOUND) return errors.Lmdb(rc, "cannot read the metadata");
  return absl::OkStatus();
}

// Fills the content index from the metadata records (the schema 1 upgrade).
// A damaged record is left out, as List leaves it out: its log is then
// stored again if its bytes are ingested again.
absl::Status BuildDigestIndex(const Errors& errors, MDB_txn* txn, MDB_dbi meta,
                              MDB_dbi digests) {
  return ForEachRecord(errors, txn, meta, [&](absl::StatusOr<LogRecord> record) {
    if (!record.ok()) return absl::OkStatus();
    DigestKey key(record->digest_of_bytes, record->id);
    MDB_val k = key.val(), nothing{0, nullptr};
    int rc = mdb_put(txn, digests, &k, &nothing, 0);
    if (rc != 0) return errors.Lmdb(rc, "cannot build the content index of a schema 1 store");
    return absl::OkStatus();
  });
}

// The id of the stored log holding exactly `bytes`, whose digest is
// `digest`; kNotFound when there is none.
absl::StatusOr<uint64_t> FindContent(const Errors& errors, MDB_txn* txn, MDB_dbi digests,
                                     MDB_dbi logs, uint64_t digest,
                                     absl::string_view bytes) {
  Cursor cursor;
  int rc = cursor.Open(txn, digests);
  if (rc != 0) return errors.Lmdb(rc, "cannot read the content index");
  DigestKey first(digest, 0);
  const IdKey prefix(digest);
  MDB_val k = first.val(), v;
  // Distinct bytes may share a digest: every id under it is compared.
  for (rc = mdb_cursor_get(cursor.get(), &k, &v, MDB_SET_RANGE); rc == 0;
       rc = mdb_cursor_get(cursor.get(), &k, &v, MDB_NEXT)) {
    if (k.mv_size != 16) {
      return errors.Make(absl::StatusCode::kDataLoss,
                         "a content index key is not 16 bytes; the store is damaged");
    }
    if (std::memcmp(k.mv_data, prefix.bytes, 8) != 0) break;  // past this digest
    uint64_t id;
    MDB_val id_part{8, static_cast<unsigned char*>(k.mv_data) + 8};
    DecodeId(id_part, &id);
    IdKey id_key(id);
    MDB_val ik = id_key.val(), stored;
    int got = mdb_get(txn, logs, &ik, &stored);
    if (got == 0 && ViewOf(stored) == bytes) return id;
    if (got != 0 && got != MDB_NOTFOUND) return errors.Lmdb(got, "cannot read a stored log");
  }
  if (rc != 0 && rc != MDB_NOTFOUND) return errors.Lmdb(rc, "cannot read the content index");
  return absl::NotFoundError("no stored log has these bytes");
}

}  // namespace

// ---- Open -------------------------------------------------------------

absl::StatusOr<std::unique_ptr<CorpusStore>> CorpusStore::Open(
    const std::string& dir, StoreMode mode, const StoreOptions& options) {
  const Errors errors(dir);
  if (options.map_size < kMinMapSize || options.max_map_size < options.map_size ||
      options.max_map_size > std::numeric_limits<size_t>::max()) {
    return errors.Make(absl::StatusCode::kInvalidArgument,
                       absl::StrCat("map size ", options.map_size, " (at most ",
                                    options.max_map_size,
                                    ") is out of range (at least ", kMinMapSize,
                                    " bytes, and no more than the largest size)"));
  }
  if (options.batch_size == 0 || options.read_batch_size == 0 ||
      options.max_readers == 0) {
    return errors.Make(absl::StatusCode::kInvalidArgument,
                       "batch sizes and max_readers must be at least 1");
  }
  if (dir.empty()) {
    return absl::InvalidArgumentError("corpus store: no folder given");
  }

  // The folder.
  struct stat st;
  if (stat(dir.c_str(), &st) != 0) {
    int err = errno;
    if (err != ENOENT) {
      return errors.Make(CodeForErrno(err),
                         absl::StrCat("cannot access the folder: ", std::strerror(err)));
    }
    if (mode == StoreMode::kReadOnly) {
      return errors.Make(absl::StatusCode::kNotFound,
                         "no such folder; create a store by ingesting logs into it "
                         "(`arbiter corpus ingest PATH... --db DIR`)");
    }
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) {
      return errors.Make(CodeForErrno(ec.value()),
                         absl::StrCat("cannot create the folder: ", ec.message()));
    }
    if (stat(dir.c_str(), &st) != 0) {
      int err = errno;
      return errors.Make(CodeForErrno(err), absl::StrCat("cannot access the new folder: ",
                                                         std::strerror(err)));
    }
  }
  if (!S_ISDIR(st.st_mode)) {
    return errors.Make(absl::StatusCode::kFailedPrecondition,
                       "is a file, not a folder; a corpus store is a folder holding "
                       "data.mdb and lock.mdb");
  }

  auto env = std::make_unique<Env>();
  env->dir_id = {getpid(), st.st_dev, st.st_ino};
  {
    std::lock_guard<std::mutex> lock(OpenDirsMutex());
    if (!OpenDirs().insert(env->dir_id).second) {
      return errors.Make(absl::StatusCode::kFailedPrecondition,
                         "already open in this process; share the open CorpusStore "
                         "(LMDB forbids opening an environment twice)");
    }
    env->registered = true;
  }

  // The data file, checked before LMDB maps it.
  const std::string data_path = (std::filesystem::path(dir) / "data.mdb").string();
  uint64_t file_map_size = 0;
  struct stat data_st;
  if (stat(data_path.c_str(), &data_st) == 0) {
    absl::StatusOr<DataFileCheck> checked = CheckDataFile(data_path, errors.where());
    // A writer in another process may commit while the pages are walked,
    // reusing some of them; a later walk sees a consistent snapshot. A file
    // that is really damaged fails every time.
    for (int retry = 0; retry < 2 && (absl::IsDataLoss(checked.status()) ||
                                      (checked.ok() && checked->Damaged()));
         ++retry) {
      checked = CheckDataFile(data_path, errors.where());
    }
    if (!checked.ok()) return checked.status();
    if (checked->Damaged()) {
      // LMDB must never read it. Reading needs no LMDB: what can be read is
      // read through lmdb_pages.h, and the rest is reported. Writing would.
      if (mode == StoreMode::kReadWrite) return DamagedStoreError(errors, *checked);
      absl::StatusOr<std::unique_ptr<Salvaged>> salvaged =
          SalvageStore(errors, data_path, *checked);
      if (!salvaged.ok()) return salvaged.status();
      env->salvaged = *std::move(salvaged);
      return std::unique_ptr<CorpusStore>(new CorpusStore(dir, mode, options, std::move(env)));
    }
    file_map_size = checked->map_size;
  } else if (errno != ENOENT) {
    int err = errno;
    return errors.Make(CodeForErrno(err),
                       absl::StrCat("cannot access data.mdb: ", std::strerror(err)));
  } else if (mode == StoreMode::kReadOnly) {
    return errors.Make(absl::StatusCode::kNotFound,
                       "the folder holds no corpus store (no data.mdb); create one "
                       "by ingesting logs into it");
  } else {
    // Refuse to scatter a store among someone's files (a mistyped --db).
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
      if (entry.path().filename() == "lock.mdb") continue;
      return errors.Make(
          absl::StatusCode::kFailedPrecondition,
          absl::StrCat("the folder is not empty (it holds ",
                       entry.path().filename().string(),
                       ") and holds no corpus store; give an empty or new folder"));
    }
    if (ec) {
      return errors.Make(CodeForErrno(ec.value()),
                         absl::StrCat("cannot list the folder: ", ec.message()));
    }
  }

  if (mode == StoreMode::kReadWrite) {
    absl::Status lock = PreallocateLockFile(dir, options.max_readers, errors.where());
    if (!lock.ok()) return lock;
  }
  int rc = mdb_env_create(&env->env);
  if (rc != 0) return errors.Lmdb(rc, "cannot create an LMDB environment");
  const uint64_t map_size = std::max(options.map_size, file_map_size);
  rc = mdb_env_set_mapsize(env->env, static_cast<size_t>(map_size));
  if (rc == 0) rc = mdb_env_set_maxdbs(env->env, kMaxDbs);
  if (rc == 0) rc = mdb_env_set_maxreaders(env->env, options.max_readers);
  if (rc != 0) return errors.Lmdb(rc, "cannot configure LMDB");
  // MDB_NOTLS: read transactions belong to the CorpusStore call, not to the
  // thread, so one thread may hold several (ForEach's callback may read).
  unsigned flags = MDB_NOTLS;
  if (mode == StoreMode::kReadOnly) flags |= MDB_RDONLY;
  rc = mdb_env_open(env->env, dir.c_str(), flags, 0644);
  if ((rc == EACCES || rc == EPERM) && mode == StoreMode::kReadOnly) {
    // A user who may read the store but not write lock.mdb (or create it):
    // read without LMDB's reader table. Safe while no one ingests; a writer
    // running meanwhile may reuse pages under this reader, which the digest
    // of every log's bytes then reports as damage rather than passing.
    mdb_env_close(env->env);
    env->env = nullptr;
    rc = mdb_env_create(&env->env);
    if (rc == 0) rc = mdb_env_set_mapsize(env->env, static_cast<size_t>(map_size));
    if (rc == 0) rc = mdb_env_set_maxdbs(env->env, kMaxDbs);
    if (rc == 0) rc = mdb_env_open(env->env, dir.c_str(), flags | MDB_NOLOCK, 0644);
    env->without_lock = rc == 0;
  }
  if (rc != 0) {
    if (CodeForLmdb(rc) == absl::StatusCode::kPermissionDenied) {
      return errors.Lmdb(
          rc, mode == StoreMode::kReadOnly
                  ? "cannot open (reading needs lock.mdb to exist or the folder "
                    "to be writable)"
                  : "cannot open for writing (check the permissions of the folder, "
                    "data.mdb and lock.mdb, or open it read-only)");
    }
    if (MayBeDiskFull(rc)) {
      std::string full = DiskFullMessage(dir, uint64_t{1} << 20);
      if (!full.empty()) {
        return errors.Make(absl::StatusCode::kResourceExhausted,
                           absl::StrCat("cannot open: ", full));
      }
    }
    return errors.Lmdb(rc, "cannot open the LMDB environment");
  }
  int dead = 0;
  // Frees slots of crashed readers (there is no table without a lock file).
  rc = env->without_lock ? 0 : mdb_reader_check(env->env, &dead);
  if (rc != 0) return errors.Lmdb(rc, "cannot check the reader table");
  env->max_name = static_cast<size_t>(mdb_env_get_maxkeysize(env->env));

  // The databases.
  Txn txn;
  rc = txn.Begin(&env->gate, env->env, mode == StoreMode::kReadOnly ? MDB_RDONLY : 0);
  if (rc != 0) return errors.Lmdb(rc, "cannot start a transaction");
  MDB_dbi main_db;
  rc = mdb_dbi_open(txn.get(), nullptr, 0, &main_db);
  if (rc != 0) return errors.Lmdb(rc, "cannot open the main database");
  MDB_stat main_stat;
  rc = mdb_stat(txn.get(), main_db, &main_stat);
  if (rc != 0) return errors.Lmdb(rc, "cannot read the main database");
  rc = mdb_dbi_open(txn.get(), kInfoDb, 0, &env->info);
  const bool is_new = rc == MDB_NOTFOUND && main_stat.ms_entries == 0;
  if (rc == MDB_NOTFOUND && !is_new) {
    return errors.Make(absl::StatusCode::kFailedPrecondition, kNotOurs);
  }
  if (rc == MDB_INCOMPATIBLE) {
    return errors.Make(absl::StatusCode::kFailedPrecondition, kNotOurs);
  }
  if (rc != 0 && !is_new) return errors.Lmdb(rc, "cannot open the 'info' database");
  uint32_t schema = kStoreSchemaVersion;
  if (is_new) {
    if (mode == StoreMode::kReadOnly) {
      return errors.Make(absl::StatusCode::kNotFound,
                         "the LMDB environment is empty, no corpus store was "
                         "created in it yet; ingest logs to create one");
    }
    rc = mdb_dbi_open(txn.get(), kInfoDb, MDB_CREATE, &env->info);
    if (rc != 0) return errors.Lmdb(rc, "cannot create the 'info' database");
    rc = PutSchemaVersion(txn.get(), env->info, kStoreSchemaVersion);
    if (rc != 0) return errors.Lmdb(rc, "cannot write the schema version");
  } else {
    MDB_val k = ValOf(kSchemaKey), v;
    rc = mdb_get(txn.get(), env->info, &k, &v);
    if (rc == MDB_NOTFOUND) {
      return errors.Make(absl::StatusCode::kFailedPrecondition, kNotOurs);
    }
    if (rc != 0) return errors.Lmdb(rc, "cannot read the schema version");
    if (v.mv_size != 4) {
      return errors.Make(absl::StatusCode::kDataLoss,
                         absl::StrCat("the schema version is ", v.mv_size,
                                      " bytes, not 4; the store is damaged"));
    }
    const auto* p = static_cast<const unsigned char*>(v.mv_data);
    const uint32_t version = (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) |
                             (uint32_t{p[2]} << 8) | uint32_t{p[3]};
    if (version < kOldestStoreSchemaVersion || version > kStoreSchemaVersion) {
      return errors.Make(
          absl::StatusCode::kFailedPrecondition,
          absl::StrCat("has store schema version ", version, "; this build reads versions ",
                       kOldestStoreSchemaVersion, " to ", kStoreSchemaVersion,
                       ": use a build of the same version, or ingest the logs "
                       "into a new store"));
    }
    schema = version;
  }
  const unsigned create = is_new ? MDB_CREATE : 0;
  for (auto [name, dbi] : {std::pair{kLogsDb, &env->logs}, std::pair{kMetaDb, &env->meta},
                           std::pair{kNamesDb, &env->names}}) {
    rc = mdb_dbi_open(txn.get(), name, create, dbi);
    if (rc == MDB_NOTFOUND) {
      return errors.Make(absl::StatusCode::kDataLoss,
                         absl::StrCat("the '", name,
                                      "' database is missing; the store is damaged"));
    }
    if (rc != 0) return errors.Lmdb(rc, absl::StrCat("cannot open the '", name, "' database"));
  }
  if (mode == StoreMode::kReadWrite) {
    // Schema 1 had no content index: writing to such a store builds it
    // first and moves the store to the current schema (readers need no
    // index, so schema 1 stores stay readable as they are).
    const bool upgrade = schema < 2;
    rc = mdb_dbi_open(txn.get(), kDigestsDb,
                      upgrade || is_new ? MDB_CREATE : 0, &env->digests);
    if (rc == MDB_NOTFOUND) {
      return errors.Make(absl::StatusCode::kDataLoss,
                         "the 'digests' database is missing; the store is damaged");
    }
    if (rc != 0) return errors.Lmdb(rc, "cannot open the 'digests' database");
    if (upgrade) {
      absl::Status built = BuildDigestIndex(errors, txn.get(), env->meta, env->digests);
      if (!built.ok()) return built;
      rc = PutSchemaVersion(txn.get(), env->info, kStoreSchemaVersion);
      if (rc != 0) return errors.Lmdb(rc, "cannot write the schema version");
    }
  }
  // Committing (even a read transaction) makes the handles usable by later
  // transactions.
  rc = txn.Commit();
  if (rc != 0) {
    std::string full = MayBeDiskFull(rc) ? DiskFullMessage(dir, uint64_t{1} << 20) : "";
    if (!full.empty()) {
      return errors.Make(absl::StatusCode::kResourceExhausted,
                         absl::StrCat("cannot create the store: ", full));
    }
    return errors.Lmdb(rc, "cannot commit the new store");
  }

  return std::unique_ptr<CorpusStore>(
      new CorpusStore(dir, mode, options, std::move(env)));
}

CorpusStore::CorpusStore(std::string dir, StoreMode mode, StoreOptions options,
                         std::unique_ptr<Env> env)
    : dir_(std::move(dir)), mode_(mode), options_(options), env_(std::move(env)) {}

CorpusStore::~CorpusStore() = default;

// ---- Ingest -----------------------------------------------------------

absl::StatusOr<std::vector<IngestOutcome>> CorpusStore::Ingest(
    absl::Span<const NewLog> logs) {
  const Errors errors(dir_);
  if (mode_ == StoreMode::kReadOnly) {
    return errors.Make(absl::StatusCode::kFailedPrecondition,
                       "opened read-only; open it with StoreMode::kReadWrite to ingest");
  }
  const size_t n = logs.size();
  auto which = [&](size_t i) {
    return absl::StrCat("log ", Quoted(logs[i].name), " (#", i + 1, " of ", n,
                        " in this ingest)");
  };
  // Everything that can be checked without the store fails before any write.
  for (size_t i = 0; i < n; ++i) {
    const NewLog& log = logs[i];
    if (log.name.empty()) {
      return errors.Make(absl::StatusCode::kInvalidArgument,
                         absl::StrCat("log #", i + 1, " of ", n,
                                      " has an empty name; nothing was stored"));
    }
    if (log.bytes.empty()) {
      return errors.Make(absl::StatusCode::kInvalidArgument,
                         absl::StrCat(which(i), " has no bytes; nothing was stored"));
    }
    if (ToStored(log.format) == pb::STORED_FORMAT_UNSPECIFIED) {
      return errors.Make(absl::StatusCode::kInvalidArgument,
                         absl::StrCat(which(i), " has an unknown format ",
                                      static_cast<int>(log.format),
                                      "; nothing was stored"));
    }
  }

  std::vector<IngestOutcome> outcomes;
  outcomes.reserve(n);
  pb::StoreRecord record;
  std::string encoded;
  for (size_t start = 0; start < n; start += options_.batch_size) {
    const size_t end = std::min(n, start + options_.batch_size);
    int last_rc = 0;  // LMDB's code for the last failure
    // Explains a failure in this batch: what failed, what stayed.
    auto failed = [&](size_t i, int rc, absl::string_view doing) {
      std::string kept =
          start == 0 ? std::string("no log of this ingest was stored")
                     : absl::StrCat("the first ", start,
                                    " logs of this ingest were committed and stay "
                                    "stored; logs from #", start + 1, " on were not");
      last_rc = rc;
      if (MayBeDiskFull(rc)) {
        uint64_t needed = uint64_t{1} << 20;
        for (size_t j = start; j < end; ++j) needed += logs[j].bytes.size();
        std::string full = DiskFullMessage(dir_, needed);
        if (!full.empty()) {
          return absl::Status(absl::StatusCode::kResourceExhausted,
                              absl::StrCat(errors.where(), doing, " ", which(i), ": ",
                                           full, "; ", kept));
        }
      }
      return absl::Status(CodeForLmdb(rc),
                          absl::StrCat(errors.where(), doing, " ", which(i), ": ",
                                       mdb_strerror(rc), "; ", kept));
    };
    // The map follows the data: when it is full, the batch is rolled back,
    // the map doubled, and the batch written again.
    const size_t outcomes_before = outcomes.size();
    for (;;) {
      absl::Status written = [&]() -> absl::Status {
        Txn txn;
        int rc = txn.Begin(&env_->gate, env_->env, 0);
        if (rc != 0) return failed(start, rc, "cannot start the write transaction for");

        // Next id: one past the largest id in either database.
        uint64_t next_id = 1;
        for (MDB_dbi dbi : {env_->meta, env_->logs}) {
          Cursor cursor;
          rc = cursor.Open(txn.get(), dbi);
          if (rc != 0) return failed(start, rc, "cannot read the largest id before");
          MDB_val k, v;
          rc = mdb_cursor_get(cursor.get(), &k, &v, MDB_LAST);
          if (rc == MDB_NOTFOUND) continue;
          if (rc != 0) return failed(start, rc, "cannot read the largest id before");
          uint64_t last;
          if (!DecodeId(k, &last)) {
            return errors.Make(absl::StatusCode::kDataLoss,
                               "a key in the 'logs' or 'meta' database is not an 8-byte "
                               "id; the store is damaged");
          }
          next_id = std::max(next_id, last + 1);
        }

        for (size_t i = start; i < end; ++i) {
          const NewLog& log = logs[i];
          IngestOutcome outcome;
          if (log.name.size() > env_->max_name) {
            // LMDB keys are bounded; one such name must not stop the others.
            outcome.result = IngestResult::kSkipped;
            outcome.why = absl::StrCat("the name is ", log.name.size(),
                                       " bytes; a store keeps names of at most ",
                                       env_->max_name, " bytes");
            outcomes.push_back(std::move(outcome));
            continue;
          }
          MDB_val name_key = ValOf(log.name), v;
          rc = mdb_get(txn.get(), env_->names, &name_key, &v);
          if (rc != 0 && rc != MDB_NOTFOUND) return failed(i, rc, "cannot look up");
          const bool named = rc == 0;
          uint64_t old_id = 0;
          MDB_val old_bytes{0, nullptr};
          bool old_has_bytes = false;
          if (named) {
            if (!DecodeId(v, &old_id)) {
              return errors.Make(absl::StatusCode::kDataLoss,
                                 absl::StrCat(which(i), ": its 'names' entry is not an "
                                                        "8-byte id; the store is damaged"));
            }
            IdKey old_key(old_id);
            MDB_val k = old_key.val();
            rc = mdb_get(txn.get(), env_->logs, &k, &old_bytes);
            if (rc != 0 && rc != MDB_NOTFOUND) return failed(i, rc, "cannot read");
            old_has_bytes = rc == 0;
            // The usual re-ingest (same name, same bytes) needs no digest.
            if (old_has_bytes && ViewOf(old_bytes) == log.bytes) {
              outcomes.push_back({IngestResult::kUnchanged, old_id, 0, {}});
              continue;
            }
          }
          // The same bytes already stored under another name (another path
          // spelling, a link, a copy) are the same log.
          const uint64_t digest = DigestOfLogBytes(log.bytes);
          absl::StatusOr<uint64_t> same =
              FindContent(errors, txn.get(), env_->digests, env_->logs, digest, log.bytes);
          if (!same.ok() && !absl::IsNotFound(same.status())) return same.status();
          if (same.ok()) {
            outcomes.push_back({IngestResult::kUnchanged, *same, 0, {}});
            continue;
          }
          if (named) {
            // Other bytes under a known name, or a half-missing entry: the old
            // id goes away, so an id never comes to mean other bytes.
            IdKey old_key(old_id);
            if (old_has_bytes) {
              DigestKey old_digest(DigestOfLogBytes(ViewOf(old_bytes)), old_id);
              MDB_val dk = old_digest.val();
              rc = mdb_del(txn.get(), env_->digests, &dk, nullptr);
              if (rc != 0 && rc != MDB_NOTFOUND) return failed(i, rc, "cannot replace");
            }
            for (MDB_dbi dbi : {env_->logs, env_->meta}) {
              MDB_val k = old_key.val();
              rc = mdb_del(txn.get(), dbi, &k, nullptr);
              if (rc != 0 && rc != MDB_NOTFOUND) return failed(i, rc, "cannot replace");
            }
            outcome.result = IngestResult::kReplaced;
            outcome.replaced_id = old_id;
          }
          outcome.id = next_id++;

          record.Clear();
          record.set_name(log.name);
          record.set_game(log.header.game());
          record.set_match_id(log.header.match_id());
          record.set_rules_version(log.header.rules_version());
          record.set_players(log.header.players());
          record.set_format_version(log.header.format_version());
          record.set_event_count(log.event_count);
          record.set_format(ToStored(log.format));
          record.set_size(log.bytes.size());
          record.set_digest_of_bytes(digest);
          if (!record.SerializeToString(&encoded)) {
            return errors.Make(absl::StatusCode::kInternal,
                               absl::StrCat(which(i), ": cannot encode its metadata"));
          }
          IdKey key(outcome.id);
          MDB_val k = key.val();
          MDB_val value = ValOf(log.bytes);
          // New ids are larger than every key: MDB_APPEND is valid and skips the
          // search (and fills pages completely).
          rc = mdb_put(txn.get(), env_->logs, &k, &value, MDB_APPEND);
          if (rc == 0) {
            k = key.val();
            value = ValOf(encoded);
            rc = mdb_put(txn.get(), env_->meta, &k, &value, MDB_APPEND);
          }
          if (rc == 0) {
            k = key.val();
            rc = mdb_put(txn.get(), env_->names, &name_key, &k, 0);
          }
          if (rc == 0) {
            DigestKey digest_key(digest, outcome.id);
            MDB_val dk = digest_key.val(), nothing{0, nullptr};
            rc = mdb_put(txn.get(), env_->digests, &dk, &nothing, 0);
          }
          if (rc != 0) return failed(i, rc, "cannot store");
          outcomes.push_back(outcome);
        }
        rc = txn.Commit();
        if (rc != 0) {
          return failed(start, rc,
                        absl::StrCat("cannot commit logs #", start + 1, "..#", end,
                                     ", starting with"));
        }
        return absl::OkStatus();
      }();
      if (written.ok()) break;
      if (last_rc != MDB_MAP_FULL) return written;
      outcomes.resize(outcomes_before);
      last_rc = 0;
      if (absl::Status grown = GrowMap(); !grown.ok()) {
        return absl::Status(grown.code(),
                            absl::StrCat(written.message(), "; ", grown.message()));
      }
    }
  }
  return outcomes;
}

absl::Status CorpusStore::GrowMap() {
  const Errors errors(dir_);
  MDB_envinfo info;
  int rc = mdb_env_info(env_->env, &info);
  if (rc != 0) return errors.Lmdb(rc, "cannot read the map size");
  const uint64_t current = info.me_mapsize;
  if (current >= options_.max_map_size) {
    return absl::ResourceExhaustedError(absl::StrCat(
        "the map has reached its largest size, ", HumanBytes(options_.max_map_size),
        " (StoreOptions::max_map_size); start another store for more logs"));
  }
  const uint64_t next = std::min(options_.max_map_size, current * 2);
  rc = EINVAL;
  if (!env_->gate.WhenIdle(
          [&] { rc = mdb_env_set_mapsize(env_->env, static_cast<size_t>(next)); },
          kResizeWait)) {
    return absl::AbortedError(
        "the map could not grow: reads of this process kept it busy; ingest again");
  }
  if (rc != 0) return errors.Lmdb(rc, absl::StrCat("cannot grow the map to ", HumanBytes(next)));
  return absl::OkStatus();
}

// ---- reading ----------------------------------------------------------

absl::StatusOr<std::vector<LogRecord>> CorpusStore::List(
    std::vector<absl::Status>* damaged) const {
  const Errors errors(dir_);
  if (const Salvaged* salvaged = env_->salvaged.get(); salvaged != nullptr) {
    if (damaged == nullptr) return salvaged->damaged.front();
    damaged->insert(damaged->end(), salvaged->damaged.begin(), salvaged->damaged.end());
    return salvaged->records;
  }
  Txn txn;
  int rc = txn.Begin(&env_->gate, env_->env, MDB_RDONLY);
  if (rc != 0) return errors.Lmdb(rc, "cannot start a read transaction");
  std::vector<LogRecord> records;
  // The entry count comes from the file, so a damaged page can claim any
  // number: reserve no more than the pages in use could hold.
  MDB_stat stat;
  MDB_envinfo info;
  if (mdb_stat(txn.get(), env_->meta, &stat) == 0 && mdb_env_info(env_->env, &info) == 0) {
    constexpr uint64_t kSmallestLeafNode = 16;
    const uint64_t used_bytes = (uint64_t{info.me_last_pgno} + 1) * stat.ms_psize;
    records.reserve(static_cast<size_t>(
        std::min<uint64_t>(stat.ms_entries, used_bytes / kSmallestLeafNode)));
  }
  absl::Status listed =
      ForEachRecord(errors, txn.get(), env_->meta, [&](absl::StatusOr<LogRecord> record) {
        if (!record.ok()) {
          if (damaged == nullptr) return record.status();
          damaged->push_back(record.status());
          return absl::OkStatus();
        }
        records.push_back(*std::move(record));
        return absl::OkStatus();
      });
  if (!listed.ok()) return listed;
  return records;
}

namespace {
// Starts a read transaction and opens `cursor` on the metadata database in
// it, as a listing starts. Declare `cursor` after `txn`, so it closes first.
absl::Status BeginMetaRead(const Errors& errors, TxnGate* gate, MDB_env* env, MDB_dbi meta,
                           Txn* txn, Cursor* cursor) {
  int rc = txn->Begin(gate, env, MDB_RDONLY);
  if (rc != 0) return errors.Lmdb(rc, "cannot start a read transaction");
  rc = cursor->Open(txn->get(), meta);
  if (rc != 0) return errors.Lmdb(rc, "cannot read the metadata");
  return absl::OkStatus();
}

// A damaged store's page, from what Open salvaged: what was lost comes
// first (in the page from id 0, where every batch starts), as the records
// List reports it with.
CorpusStore::RecordPage SalvagedPage(const Salvaged& salvaged, uint64_t first_id,
                                     size_t max_records) {
  CorpusStore::RecordPage page;
  if (first_id == 0) {
    page.records.insert(page.records.end(), salvaged.damaged.begin(), salvaged.damaged.end());
  }
  const std::vector<LogRecord>& records = salvaged.records;
  auto at = std::lower_bound(records.begin(), records.end(), first_id,
                             [](const LogRecord& r, uint64_t id) { return r.id < id; });
  for (; at != records.end() && page.records.size() < std::max<size_t>(max_records, 1); ++at) {
    page.records.push_back(*at);
  }
  if (at != records.end()) page.next_id = at->id;
  return page;
}

}  // namespace

absl::StatusOr<CorpusStore::RecordPage> CorpusStore::ListPage(uint64_t first_id,
                                                               size_t max_records) const {
  if (const Salvaged* salvaged = env_->salvaged.get(); salvaged != nullptr) {
    return SalvagedPage(*salvaged, first_id, max_records);
  }
  const Errors errors(dir_);
  Txn txn;
  Cursor cursor;
  absl::Status begun = BeginMetaRead(errors, &env_->gate, env_->env, env_->meta, &txn, &cursor);
  if (!begun.ok()) return begun;
  int rc;
  RecordPage page;
  pb::StoreRecord scratch;
  IdKey start(first_id);
  MDB_val k = start.val(), v;
  std::optional<uint64_t> last_id;  // the last (and largest) id decoded in this page
  const void* in_map = nullptr;  // a value's address
  for (rc = mdb_cursor_get(cursor.get(), &k, &v, MDB_SET_RANGE); rc == 0;
       rc = mdb_cursor_get(cursor.get(), &k, &v, MDB_NEXT)) {
    // A page ends on a key that is an id, so the next page can start after
    // it (a damaged key that is not one makes this page longer instead).
    if (page.records.size() >= std::max<size_t>(max_records, 1) && last_id.has_value()) break;
    uint64_t id;
    if (DecodeId(k, &id)) {
      if (id < first_id || (last_id.has_value() && id <= *last_id)) {
        page.records.push_back(KeysOutOfOrder(errors, id));
        if (in_map != nullptr) DropMapFromResidentSet(in_map);
        return page;
      }
      last_id = id;
    }
    page.records.push_back(DecodeRecord(errors, k, v, &scratch));
    in_map = v.mv_data;
  }
  // Once a page: the logs listed before are read by now or soon after.
  if (in_map != nullptr) DropMapFromResidentSet(in_map);
  if (rc != 0 && rc != MDB_NOTFOUND) return errors.Lmdb(rc, "cannot read the metadata");
  if (rc == 0 && *last_id != std::numeric_limits<uint64_t>::max()) page.next_id = *last_id + 1;
  return page;
}

absl::StatusOr<LogRecord> CorpusStore::Find(absl::string_view id_or_name) const {
  const Errors errors(dir_);
  if (env_->salvaged != nullptr) return FindSalvaged(errors, *env_->salvaged, id_or_name, true);
  Txn txn;
  int rc = txn.Begin(&env_->gate, env_->env, MDB_RDONLY);
  if (rc != 0) return errors.Lmdb(rc, "cannot start a read transaction");
  uint64_t id;
  const bool decimal = !id_or_name.empty() &&
                       std::all_of(id_or_name.begin(), id_or_name.end(),
                                   [](char c) { return absl::ascii_isdigit(c); }) &&
                       absl::SimpleAtoi(id_or_name, &id);
  if (decimal) {
    absl::StatusOr<LogRecord> record = ReadRecord(errors, txn.get(), env_->meta, id);
    if (record.ok() || !absl::IsNotFound(record.status())) return record;
  }
  if (!id_or_name.empty() && id_or_name.size() <= env_->max_name) {
    MDB_val k = ValOf(id_or_name), v;
    rc = mdb_get(txn.get(), env_->names, &k, &v);
    if (rc == 0) {
      if (!DecodeId(v, &id)) {
        return errors.Make(absl::StatusCode::kDataLoss,
                           absl::StrCat("log ", Quoted(id_or_name),
                                        ": its 'names' entry is not an 8-byte id; "
                                        "the store is damaged"));
      }
      return ReadRecord(errors, txn.get(), env_->meta, id);
    }
    if (rc != MDB_NOTFOUND) return errors.Lmdb(rc, "cannot look up a name");
  }
  return errors.Make(absl::StatusCode::kNotFound,
                     absl::StrCat("no log with ", decimal ? "id or " : "", "name ",
                                  Quoted(id_or_name),
                                  " (`arbiter corpus ls` lists ids and names)"));
}

absl::StatusOr<LogRecord> CorpusStore::FindName(absl::string_view name) const {
  const Errors errors(dir_);
  if (env_->salvaged != nullptr) return FindSalvaged(errors, *env_->salvaged, name, false);
  Txn txn;
  int rc = txn.Begin(&env_->gate, env_->env, MDB_RDONLY);
  if (rc != 0) return errors.Lmdb(rc, "cannot start a read transaction");
  if (!name.empty() && name.size() <= env_->max_name) {
    MDB_val k = ValOf(name), v;
    rc = mdb_get(txn.get(), env_->names, &k, &v);
    uint64_t id;
    if (rc == 0 && DecodeId(v, &id)) return ReadRecord(errors, txn.get(), env_->meta, id);
    if (rc != 0 && rc != MDB_NOTFOUND) return errors.Lmdb(rc, "cannot look up a name");
  }
  return errors.Make(absl::StatusCode::kNotFound,
                     absl::StrCat("no log named ", Quoted(name)));
}

absl::StatusOr<std::string> CorpusStore::GetBytes(uint64_t id) const {
  const Errors errors(dir_);
  if (env_->salvaged != nullptr) {
    absl::StatusOr<LogRecord> record =
        FindSalvaged(errors, *env_->salvaged, absl::StrCat(id), true);
    if (!record.ok()) return record.status();
    return ReadSalvagedBytes(errors, *env_->salvaged, *record);
  }
  Txn txn;
  int rc = txn.Begin(&env_->gate, env_->env, MDB_RDONLY);
  if (rc != 0) return errors.Lmdb(rc, "cannot start a read transaction");
  absl::StatusOr<LogRecord> record = ReadRecord(errors, txn.get(), env_->meta, id);
  if (!record.ok()) return record.status();
  IdKey key(id);
  MDB_val k = key.val(), v;
  rc = mdb_get(txn.get(), env_->logs, &k, &v);
  if (rc == MDB_NOTFOUND) {
    return errors.Make(absl::StatusCode::kDataLoss,
                       absl::StrCat("log ", id, " ", Quoted(record->name),
                                    " has metadata but no bytes; the store is "
                                    "damaged: ingest that log again"));
  }
  if (rc != 0) return errors.Lmdb(rc, absl::StrCat("cannot read log ", id));
  absl::Status checked = CheckBytes(errors, *record, ViewOf(v));
  if (!checked.ok()) return checked;
  return std::string(ViewOf(v));
}

absl::Status CorpusStore::ForEach(
    absl::FunctionRef<absl::Status(const LogRecord&, absl::string_view bytes)> fn,
    std::vector<absl::Status>* damaged) const {
  const Errors errors(dir_);
  if (const Salvaged* salvaged = env_->salvaged.get(); salvaged != nullptr) {
    if (damaged == nullptr) return salvaged->damaged.front();
    damaged->insert(damaged->end(), salvaged->damaged.begin(), salvaged->damaged.end());
    for (const LogRecord& record : salvaged->records) {
      absl::StatusOr<std::string> bytes = ReadSalvagedBytes(errors, *salvaged, record);
      if (!bytes.ok()) {
        damaged->push_back(bytes.status());
        continue;
      }
      if (absl::Status status = fn(record, *bytes); !status.ok()) return status;
    }
    return absl::OkStatus();
  }
  pb::StoreRecord scratch;
  uint64_t next = 0;  // smallest id not visited yet
  while (true) {
    // One short read transaction per batch: a slow `fn` never pins old
    // pages for the whole corpus.
    Txn txn;
    Cursor cursor;
    absl::Status begun =
        BeginMetaRead(errors, &env_->gate, env_->env, env_->meta, &txn, &cursor);
    if (!begun.ok()) return begun;
    int rc;
    IdKey start(next);
    MDB_val k = start.val(), v;
    rc = mdb_cursor_get(cursor.get(), &k, &v, MDB_SET_RANGE);
    for (size_t count = 0; rc == 0 && count < options_.read_batch_size; ++count) {
      uint64_t key_id;
      if (DecodeId(k, &key_id) && key_id < next) {
        absl::Status out_of_order = KeysOutOfOrder(errors, key_id);
        if (damaged == nullptr) return out_of_order;
        damaged->push_back(out_of_order);
        return absl::OkStatus();
      }
      absl::StatusOr<LogRecord> record = DecodeRecord(errors, k, v, &scratch);
      if (!record.ok()) {
        uint64_t id;
        if (damaged == nullptr || !DecodeId(k, &id)) return record.status();
        damaged->push_back(record.status());
        if (id == std::numeric_limits<uint64_t>::max()) return absl::OkStatus();
        next = id + 1;
        rc = mdb_cursor_get(cursor.get(), &k, &v, MDB_NEXT);
        continue;
      }
      IdKey key(record->id);
      MDB_val bk = key.val(), bytes;
      rc = mdb_get(txn.get(), env_->logs, &bk, &bytes);
      if (rc != 0 && rc != MDB_NOTFOUND) {
        return errors.Lmdb(rc, absl::StrCat("cannot read log ", record->id));
      }
      absl::Status checked =
          rc == MDB_NOTFOUND
              ? errors.Make(absl::StatusCode::kDataLoss,
                            absl::StrCat("log ", record->id, " ", Quoted(record->name),
                                         " has metadata but no bytes; the store is "
                                         "damaged: ingest that log again"))
              : CheckBytes(errors, *record, ViewOf(bytes));
      // Damaged bytes are skipped and reported, like a damaged record.
      if (!checked.ok() && damaged == nullptr) return checked;
      if (!checked.ok()) damaged->push_back(checked);
      absl::Status status = checked.ok() ? fn(*record, ViewOf(bytes)) : absl::OkStatus();
      if (!status.ok()) return status;
      if (record->id == std::numeric_limits<uint64_t>::max()) return absl::OkStatus();
      next = record->id + 1;
      rc = mdb_cursor_get(cursor.get(), &k, &v, MDB_NEXT);
    }
    if (rc == MDB_NOTFOUND) return absl::OkStatus();
    if (rc != 0) return errors.Lmdb(rc, "cannot read the metadata");
    // rc == 0: the batch is full and more logs follow.
  }
}

}  // namespace arbiter
