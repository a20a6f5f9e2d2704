// CorpusStore: match logs kept in an LMDB environment, as their original
// bytes plus a metadata index that lists a corpus without decoding events.
//
//   absl::StatusOr<std::unique_ptr<CorpusStore>> store =
//       CorpusStore::Open("/data/corpus", StoreMode::kReadWrite);
//   absl::StatusOr<std::vector<IngestOutcome>> added = (*store)->Ingest(logs);
//   absl::Status s = (*store)->ForEach(
//       [](const LogRecord& record, absl::string_view bytes) {
//         return VerifyOne(record, bytes);  // `bytes` dies when this returns
//       });
//
// On disk (a folder holding LMDB's data.mdb and lock.mdb), four named
// databases; ids are 8-byte big-endian keys, so byte order is id order:
//   "logs"  id   -> the log's bytes exactly as ingested (never rewritten)
//   "meta"  id   -> pb::StoreRecord (proto/arbiter/store.proto)
//   "names" name -> id (8 bytes, big-endian)
//   "digests" DigestOfLogBytes then id (8 + 8 bytes, big-endian) -> empty:
//           the content index that makes a log's bytes its identity
//           (schema 2 on)
//   "info"  "schema_version" -> kStoreSchemaVersion (4 bytes, big-endian)
// Ids start at 1 and only grow: a new log takes the largest id + 1, and a
// log re-ingested under its name with different bytes gets a new id while
// its old id disappears. An id therefore always means the same bytes.
//
// Threading: const methods may be called at the same time from any number of
// threads (each uses its own short read transaction; LMDB runs with
// MDB_NOTLS, so a thread may hold several). Ingest may run alongside them;
// Ingest calls serialise on LMDB's writer lock, also across processes.
// LMDB forbids opening one environment twice in a process, so Open refuses
// a folder this process already has open: share the CorpusStore instead.
// Every error is an absl::Status naming the store folder and, where there is
// one, the log; nothing throws or aborts.
//
// Damaged files: LMDB trusts its pages, and a bad page can crash it or fail
// one of its assertions (which aborts). Open therefore checks data.mdb's two
// header pages, its length against the pages they use, and then every
// branch and leaf page of the newest snapshot and the header of every
// overflow run (replay/lmdb_pages.h), all read with pread. When a page
// fails, LMDB never reads the file: kReadOnly reads it through
// lmdb_pages.h instead (every page checked before use), so the logs on
// intact pages are listed and read, and List and ForEach report each log
// that cannot be read and each damaged page of the other databases;
// kReadWrite refuses it (kDataLoss naming the page). Log bytes are checked
// against their digest on every read (kDataLoss), and a metadata record
// that does not decode can be skipped and reported (List, ForEach). One
// damaged header page is read past by using the other, which holds the
// snapshot before the last commit. Pages damaged after Open, while the
// store is open, are not checked again.
//
// Read-only users: kReadOnly works without write access to the folder or
// lock.mdb (LMDB then runs without its reader table: safe while nobody
// ingests). A full file system is kResourceExhausted naming the folder and
// its mount point, never SIGBUS (lock.mdb gets its blocks before LMDB maps
// it).
#ifndef ARBITER_REPLAY_STORE_H_
#define ARBITER_REPLAY_STORE_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "arbiter/log.pb.h"
#include "replay/log_reader.h"

namespace arbiter {

// Version of the on-disk layout above. Open refuses any other version with
// kFailedPrecondition; bump it for any change an older build cannot read.
inline constexpr uint32_t kStoreSchemaVersion = 2;
// Version 1 lacked the "digests" database: it is read as it is, and opening
// it kReadWrite builds the index and moves it to version 2.
inline constexpr uint32_t kOldestStoreSchemaVersion = 1;

enum class StoreMode {
  kReadOnly,   // the folder and its store must exist
  kReadWrite,  // creates the folder and the store when missing
};

struct StoreOptions {
  // Address space reserved for the store at first; costs no memory or disk
  // until used. A store already larger keeps its own size. When an Ingest
  // fills it, the map doubles (the batch is written again), up to
  // max_map_size; only then does Ingest fail with kResourceExhausted.
  uint64_t map_size = uint64_t{1} << 30;
  uint64_t max_map_size = uint64_t{1} << 40;
  // Logs per write transaction in Ingest: one fsync per batch.
  size_t batch_size = 256;
  // Logs per read transaction in ForEach (keeps readers short, so writers
  // can reuse pages).
  size_t read_batch_size = 256;
  // Read transactions open at once in all processes (LMDB's reader table);
  // each running const call holds one, ForEach plus its callback's calls more.
  unsigned max_readers = 126;
};

// One log to ingest. `header` and `event_count` come from the caller's parse
// of `bytes`; the store keeps `bytes` as they are and does not parse them.
struct NewLog {
  std::string name;  // unique key, usually the path; 1..511 bytes (longer: kSkipped)
  std::string bytes;
  LogFormat format = LogFormat::kBinary;
  pb::Header header;
  uint32_t event_count = 0;
};

// What the store keeps about a log (from the "meta" database).
struct LogRecord {
  uint64_t id = 0;
  std::string name;
  std::string game;
  std::string match_id;
  uint32_t rules_version = 0;
  uint32_t players = 0;
  uint32_t event_count = 0;
  LogFormat format = LogFormat::kBinary;
  uint64_t size = 0;             // bytes
  uint64_t digest_of_bytes = 0;  // DigestOfLogBytes(bytes)
};

enum class IngestResult {
  kAdded,      // new name: stored under a new id
  kUnchanged,  // same name and same bytes already stored: nothing written
  kReplaced,   // same name, other bytes: stored under a new id, old id gone
  kSkipped,    // cannot be stored (a name over the key limit): nothing written
};

struct IngestOutcome {
  IngestResult result = IngestResult::kAdded;
  uint64_t id = 0;           // the log's id now
  uint64_t replaced_id = 0;  // kReplaced only: the id it had before
  std::string why;           // kSkipped only: why, for a person
};

absl::string_view IngestResultName(IngestResult result);  // "added", ...

// The digest kept with each log to detect damaged bytes: a fixed function of
// the bytes (DigestBuilder over little-endian 8-byte words, then the length).
// Frozen: stores on disk depend on it.
uint64_t DigestOfLogBytes(absl::string_view bytes);

class CorpusStore {
 public:
  // Opens (kReadWrite: creating if missing) the store in folder `dir`, after
  // checking data.mdb's header and size (a damaged file could crash LMDB)
  // and clearing reader slots left by dead processes.
  // kNotFound: kReadOnly and the folder or its store does not exist.
  // kPermissionDenied: the files cannot be opened in `mode`.
  // kFailedPrecondition: `dir` is a file, a non-empty folder without a store
  // (kReadWrite refuses to create one among other files), an LMDB
  // environment that is not a corpus store, a store of another schema
  // version, or already open in this process.
  // kDataLoss: data.mdb is not an LMDB file, both its header pages are damaged,
  // the page listing its databases is damaged, or (kReadWrite) any page is
  // damaged or the file is truncated. kReadOnly opens any other damaged
  // store, to read what is left (see List).
  // kInvalidArgument: bad `options`.
  static absl::StatusOr<std::unique_ptr<CorpusStore>> Open(
      const std::string& dir, StoreMode mode, const StoreOptions& options = {});

  ~CorpusStore();
  CorpusStore(const CorpusStore&) = delete;
  CorpusStore& operator=(const CorpusStore&) = delete;

  // Stores `logs` in order, options.batch_size per write transaction, and
  // returns one outcome per log, in input order. A name repeated within
  // `logs` is handled as if ingested one after the other. Re-ingesting the
  // same logs is idempotent (all kUnchanged, nothing written).
  // Every log is checked before anything is written: kInvalidArgument (empty
  // name, empty bytes, unknown format) writes nothing. A name longer than
  // LMDB's key limit cannot be stored: that log alone is kSkipped, the rest
  // are stored.
  // On a failure midway, every batch committed before the failing one stays
  // stored and readable; the failing batch leaves no trace. The message
  // names the log and how many logs were committed. A full map grows (see
  // StoreOptions); kResourceExhausted once it is at max_map_size, or when the
  // file system is full (the message names it and its free space). kAborted:
  // the map had to grow but this process's reads kept it busy for 30 s;
  // ingest again.
  // kFailedPrecondition: the store was opened kReadOnly.
  absl::StatusOr<std::vector<IngestOutcome>> Ingest(absl::Span<const NewLog> logs);

  // Every log's record in id order. Reads metadata only, never log bytes.
  // A record that cannot be decoded (a damaged store, or one written by an
  // older build) fails the whole call with kDataLoss when `damaged` is null;
  // otherwise it is skipped and its kDataLoss status appended to *damaged,
  // so one bad record never hides the others. A store with damaged pages
  // (see Open) lists only the logs whose record and bytes are on intact
  // pages, and appends one status per other log (its id, and its name
  // where another database still knows it) and per damaged page of the
  // other databases.
  absl::StatusOr<std::vector<LogRecord>> List(
      std::vector<absl::Status>* damaged = nullptr) const;

  // At most `max_records` records (at least 1) with ids from `first_id` on,
  // in id order, in one short read transaction: List a page at a time, so
  // a batch over a large store never holds its whole index. A record that
  // cannot be decoded is its kDataLoss status, in its place. `next_id` is
  // where the following page starts; nullopt when no record follows.
  // Each call also takes the whole memory map out of this process's
  // resident set (MADV_DONTNEED; the pages stay in the page cache): a batch
  // reads each page about once, so its resident memory stays flat instead
  // of growing with the store.
  struct RecordPage {
    std::vector<absl::StatusOr<LogRecord>> records;
    std::optional<uint64_t> next_id;
  };
  absl::StatusOr<RecordPage> ListPage(uint64_t first_id, size_t max_records) const;

  // The log whose id is `id_or_name` written in decimal, else the log of that
  // name. kNotFound: neither exists.
  absl::StatusOr<LogRecord> Find(absl::string_view id_or_name) const;

  // The log stored under `name` now (never read as an id). kNotFound: none.
  absl::StatusOr<LogRecord> FindName(absl::string_view name) const;

  // A copy of the log's bytes, checked against its size and digest.
  // kNotFound: no such id. kDataLoss: the stored bytes are damaged.
  absl::StatusOr<std::string> GetBytes(uint64_t id) const;

  // Calls `fn` for every log in id order, inside short read transactions of
  // options.read_batch_size logs; each log's bytes are checked against its
  // digest first (kDataLoss). `bytes` points into the memory map and is
  // valid only during that call of `fn`. Logs ingested meanwhile appear if
  // their id is beyond the ones already visited. Stops at, and returns, the
  // first non-OK status from `fn`. `fn` may call this store's const
  // methods but not Ingest (LMDB does not allow a thread to hold a read and
  // a write transaction together).
  // With `damaged` given, a log whose record cannot be decoded or whose
  // bytes are missing or fail their digest is skipped and its status
  // appended there, as List does; so is every log of a damaged store that
  // cannot be read (see List).
  absl::Status ForEach(
      absl::FunctionRef<absl::Status(const LogRecord&, absl::string_view bytes)> fn,
      std::vector<absl::Status>* damaged = nullptr) const;

  const std::string& dir() const { return dir_; }
  StoreMode mode() const { return mode_; }

 private:
  struct Env;
  // Doubles the map, up to options_.max_map_size, once no transaction of
  // this process is live.
  absl::Status GrowMap();
  CorpusStore(std::string dir, StoreMode mode, StoreOptions options,
              std::unique_ptr<Env> env);

  const std::string dir_;
  const StoreMode mode_;
  const StoreOptions options_;
  std::unique_ptr<Env> env_;
};

}  // namespace arbiter

#endif  // ARBITER_REPLAY_STORE_H_
