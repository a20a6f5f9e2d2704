// Reading a damaged corpus store without LMDB (through lmdb_pages.h), for
// `corpus ls`, `verify` and `corpus get` to give back what can be read.
#ifndef ARBITER_REPLAY_STORE_SALVAGE_H_
#define ARBITER_REPLAY_STORE_SALVAGE_H_

#include <unistd.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "replay/data_file_check.h"
#include "replay/lmdb_pages.h"
#include "replay/store.h"
#include "replay/store_internal.h"

namespace arbiter::store_internal {

// A damaged store, read without LMDB: what Open could read of it through
// lmdb_pages.h, and where each log's bytes are. Never changes after Open.
struct Salvaged {
  explicit Salvaged(int fd_in, const LmdbSnapshot& snapshot) : fd(fd_in), file(fd, snapshot) {}
  ~Salvaged() { close(fd); }
  const int fd;
  const LmdbPageFile file;
  std::vector<LogRecord> records;         // readable records whose bytes were found, id order
  std::map<uint64_t, LmdbValue> bytes;    // id -> where that log's bytes are
  std::vector<absl::Status> damaged;      // each lost log, each damaged page elsewhere
};


// Why a damaged store cannot be opened for writing.
absl::Status DamagedStoreError(const Errors& errors, const DataFileCheck& check);

// Reads what can be read of the damaged store whose data.mdb `check`
// describes, through lmdb_pages.h only: the metadata records and the
// places of the log bytes on pages that check out, and one kDataLoss
// status per log that cannot be read (naming it where another database
// still knows its name) and per damaged page of the other databases.
// kDataLoss: not even the list of databases can be read.
// kFailedPrecondition: not a corpus store, or another schema version.
absl::StatusOr<std::unique_ptr<Salvaged>> SalvageStore(const Errors& errors,
                                                       const std::string& data_path,
                                                       const DataFileCheck& check);

// The record of a damaged store's log `id_or_name`: by id when `as_id`
// and it is a decimal id, else by name. kNotFound: none can be read.
absl::StatusOr<LogRecord> FindSalvaged(const Errors& errors, const Salvaged& salvaged,
                                       absl::string_view id_or_name, bool as_id);

// A copy of the bytes of a damaged store's log, checked as GetBytes checks.
absl::StatusOr<std::string> ReadSalvagedBytes(const Errors& errors, const Salvaged& salvaged,
                                              const LogRecord& record);

}  // namespace arbiter::store_internal

#endif  // ARBITER_REPLAY_STORE_SALVAGE_H_
