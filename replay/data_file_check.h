// Checking a corpus store's data.mdb before LMDB maps it.
#ifndef ARBITER_REPLAY_DATA_FILE_CHECK_H_
#define ARBITER_REPLAY_DATA_FILE_CHECK_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "replay/lmdb_pages.h"

namespace arbiter::store_internal {

// LMDB trusts its file: a data.mdb shorter than its header says makes the
// memory map end early and the first read past it kills the process with
// SIGBUS, and a garbage root page number sends LMDB off the map. So Open
// reads the two header (meta) pages itself first, and walks every tree.

// What Open learns from data.mdb before LMDB maps it.
struct DataFileCheck {
  uint64_t map_size = 0;  // recorded in the newest meta page
  LmdbSnapshot snapshot;
  std::vector<LmdbDamage> damage;  // empty: LMDB may read the file
  // A damaged header page, a file shorter than its header says: for a person.
  std::vector<std::string> file_damage;
  bool Damaged() const { return !damage.empty() || !file_damage.empty(); }
};

// Reads data.mdb's header pages and walks its trees (lmdb_pages.h), or
// says why the file cannot be an LMDB data file at all. `where` prefixes
// messages.
absl::StatusOr<DataFileCheck> CheckDataFile(const std::string& path, const std::string& where);

}  // namespace arbiter::store_internal

#endif  // ARBITER_REPLAY_DATA_FILE_CHECK_H_
