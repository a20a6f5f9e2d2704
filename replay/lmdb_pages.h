// Checking the B-tree pages of an LMDB data file before LMDB reads them.
//
// LMDB trusts its pages: a zeroed or damaged branch or leaf page makes it
// follow garbage offsets or fail an internal assertion, which aborts the
// process. The corpus store calls CheckLmdbPages when it opens a store, so
// that such a file is reported as damaged (kDataLoss) instead. Thread-safe:
// reads the file with pread only (no memory map, so no SIGBUS).
#ifndef ARBITER_REPLAY_LMDB_PAGES_H_
#define ARBITER_REPLAY_LMDB_PAGES_H_

#include <cstdint>
#include <string>

#include "absl/status/status.h"

namespace arbiter {

// Where the trees of one LMDB snapshot start (from its newest meta page).
struct LmdbSnapshot {
  uint32_t page_size = 0;
  uint64_t last_page = 0;  // the file holds at least last_page + 1 pages
  uint64_t free_root = 0;  // ~0 when empty
  uint64_t main_root = 0;  // ~0 when empty
};

// Walks every branch and leaf page reachable from `snapshot` (the main
// database, the named databases it lists, the free-page database) and the
// first page of every overflow run, checking what LMDB assumes: the page
// number each page records, its kind, its key count and free-space bounds,
// every node inside the page, every child and overflow page inside the
// file, no page reached twice, and a bounded depth. kDataLoss naming the
// first bad page; `where` prefixes the message.
// REQUIRES: `fd` is data.mdb open for reading; `snapshot` passed the header
// checks (page size a power of two in [512, 65536], last_page in the file).
absl::Status CheckLmdbPages(int fd, const LmdbSnapshot& snapshot, const std::string& where);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_LMDB_PAGES_H_
