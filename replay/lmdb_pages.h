// Reading the B-tree pages of an LMDB data file without LMDB.
//
// LMDB trusts its pages: a zeroed or damaged branch or leaf page makes it
// follow garbage offsets or fail an internal assertion, which aborts the
// process. The corpus store therefore walks every tree itself when it opens
// a store (CheckAllTrees), and reads a damaged store only through this file
// (WalkTree, ReadValue), never through LMDB: each page is read with pread
// into a buffer and every offset is checked against it, so no page, however
// damaged, can crash the reader (no memory map, so no SIGBUS either).
// Thread-safe: an LmdbPageFile keeps no state between calls.
//
// Only what a corpus store uses is accepted: plain keys compared bytewise,
// values inline or in overflow runs, named databases in the main one. A
// duplicate-key (MDB_DUPSORT) node counts as damage; no corpus store
// database is opened with MDB_DUPSORT.
#ifndef ARBITER_REPLAY_LMDB_PAGES_H_
#define ARBITER_REPLAY_LMDB_PAGES_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace arbiter {

// Where the trees of one LMDB snapshot start (from its newest meta page).
struct LmdbSnapshot {
  uint32_t page_size = 0;
  uint64_t last_page = 0;   // the snapshot uses pages 0..last_page
  uint64_t file_pages = 0;  // pages in the file; fewer than last_page + 1 when truncated
  uint64_t free_root = 0;   // ~0 when empty
  uint64_t main_root = 0;   // ~0 when empty
};

// A page that fails the checks, and the keys lost with it.
struct LmdbDamage {
  std::string db;  // "main", "free-page", or a named database ("meta", ...)
  uint64_t page = 0;
  std::string why;  // for a person: "it records page number 0", ...
  // The damaged page held keys from `low` (none: from the first key) up to
  // but not including `high` (none: to the last key); with `exact`, only
  // the key `low` (a value whose overflow run is damaged).
  std::optional<std::string> low, high;
  bool exact = false;

  // Whether `key` is among the keys lost.
  bool Covers(absl::string_view key) const;
  // "data.mdb page 57 of the 'meta' database is damaged (why)".
  std::string Describe() const;
};

// Where a leaf's value sits in the file.
struct LmdbValue {
  uint64_t page = 0;    // the leaf page, or the first page of an overflow run
  uint32_t offset = 0;  // inline: where the value starts in the leaf page
  uint64_t size = 0;
  bool overflow = false;
};

// One entry of a leaf page that checks out. `key` and `inline_bytes` (the
// value when it is not in an overflow run) are valid during the callback.
struct LmdbNode {
  absl::string_view key;
  uint64_t leaf_page = 0;  // the page the entry sits on
  LmdbValue value;
  absl::string_view inline_bytes;
  bool sub_db = false;  // the value is a named database's record
};

// Reads exactly `n` bytes of `fd` at `offset` with pread, retrying short
// reads and EINTR; false on an error or at the end of the file.
bool ReadAt(int fd, unsigned char* buf, size_t n, uint64_t offset);

class LmdbPageFile {
 public:
  // REQUIRES: `fd` is data.mdb open for reading and stays open; `snapshot`
  // passed the header checks (page size a power of two in [512, 65536],
  // last_page < 2^48, file_pages from the file's size).
  LmdbPageFile(int fd, const LmdbSnapshot& snapshot) : fd_(fd), s_(snapshot) {}

  // Walks every branch and leaf page reachable from the snapshot (the main
  // database, the named databases it lists, the free-page database) and the
  // first page of every overflow run, checking what LMDB assumes: the page
  // number each page records, its kind, its key count and free-space
  // bounds, every node inside the page, every child and overflow page
  // inside the file, no page reached twice, and a bounded depth. Returns
  // every damaged page (empty: LMDB may read the file), with the subtree
  // below it skipped. `roots`, when given, receives each named database's
  // root page (~0 when empty) as listed by the main database.
  std::vector<LmdbDamage> CheckAllTrees(std::map<std::string, uint64_t>* roots = nullptr) const;

  // Calls `fn` for every entry, in key order, of the pages of the tree at
  // `root` (database `db`, for messages) that check out, and appends each
  // damaged page to `damage`.
  void WalkTree(uint64_t root, const std::string& db, absl::FunctionRef<void(const LmdbNode&)> fn,
                std::vector<LmdbDamage>* damage) const;

  // A copy of a value WalkTree found. kDataLoss when it can no longer be
  // read as it was found (the file changed or shrank).
  absl::StatusOr<std::string> ReadValue(const LmdbValue& value) const;

  const LmdbSnapshot& snapshot() const { return s_; }

 private:
  class Walker;
  const int fd_;
  const LmdbSnapshot s_;
};

}  // namespace arbiter

#endif  // ARBITER_REPLAY_LMDB_PAGES_H_
