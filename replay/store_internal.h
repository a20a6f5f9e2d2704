// What the corpus store's files share (store.cc, store_salvage.cc,
// data_file_check.cc): the database names and key encodings of its LMDB
// environment, the decoding of its metadata records, and the status codes
// of its errors. Not part of the library's interface.
#ifndef ARBITER_REPLAY_STORE_INTERNAL_H_
#define ARBITER_REPLAY_STORE_INTERNAL_H_

#include <lmdb.h>
#include <unistd.h>

#include <cstdint>
#include <cstring>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "arbiter/store.pb.h"
#include "replay/store.h"

namespace arbiter::store_internal {

inline constexpr char kLogsDb[] = "logs";
inline constexpr char kMetaDb[] = "meta";
inline constexpr char kNamesDb[] = "names";
inline constexpr char kDigestsDb[] = "digests";  // schema 2 on
inline constexpr char kInfoDb[] = "info";
inline constexpr char kSchemaKey[] = "schema_version";

inline constexpr char kNotOurs[] =
    "is an LMDB environment but not an Arbiter corpus store (no 'info' "
    "database); give another folder";

// Ids are stored as 8 big-endian bytes so that LMDB's bytewise key order is
// numeric order (and MDB_APPEND of growing ids is valid).
struct IdKey {
  explicit IdKey(uint64_t id) {
    for (int i = 7; i >= 0; --i) {
      bytes[i] = static_cast<unsigned char>(id);
      id >>= 8;
    }
  }
  MDB_val val() { return MDB_val{sizeof(bytes), bytes}; }
  unsigned char bytes[8];
};

inline bool DecodeId(const MDB_val& v, uint64_t* id) {
  if (v.mv_size != 8) return false;
  const auto* p = static_cast<const unsigned char*>(v.mv_data);
  uint64_t x = 0;
  for (int i = 0; i < 8; ++i) x = (x << 8) | p[i];
  *id = x;
  return true;
}

// A content index key: the digest of a log's bytes, then its id, both
// 8 bytes big-endian, so the ids of one digest sit together in id order.
// (Plain keys rather than LMDB's duplicate keys, whose pages the page check
// at Open does not accept.)
struct DigestKey {
  DigestKey(uint64_t digest, uint64_t id) {
    IdKey d(digest), i(id);
    std::memcpy(bytes, d.bytes, 8);
    std::memcpy(bytes + 8, i.bytes, 8);
  }
  MDB_val val() { return MDB_val{sizeof(bytes), bytes}; }
  unsigned char bytes[16];
};

inline MDB_val ValOf(absl::string_view s) {
  return MDB_val{s.size(), const_cast<char*>(s.data())};
}
inline absl::string_view ViewOf(const MDB_val& v) {
  return absl::string_view(static_cast<const char*>(v.mv_data), v.mv_size);
}

// A file descriptor, closed when it goes out of scope.
class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd() {
    if (fd_ >= 0) close(fd_);
  }
  int get() const { return fd_; }

 private:
  int fd_;
};

// ---- errors -----------------------------------------------------------

absl::StatusCode CodeForErrno(int err);
absl::StatusCode CodeForLmdb(int rc);

// Status helpers bound to one store folder.
class Errors {
 public:
  explicit Errors(const std::string& dir) : where_(absl::StrCat("corpus store ", dir, ": ")) {}
  const std::string& where() const { return where_; }

  absl::Status Make(absl::StatusCode code, absl::string_view what) const {
    return absl::Status(code, absl::StrCat(where_, what));
  }
  absl::Status Lmdb(int rc, absl::string_view doing) const {
    return absl::Status(CodeForLmdb(rc),
                        absl::StrCat(where_, doing, ": ", mdb_strerror(rc)));
  }

 private:
  std::string where_;
};

// ---- records ----------------------------------------------------------

pb::StoredFormat ToStored(LogFormat format);
bool FromStored(int stored, LogFormat* format);

// `name` bounded and in quotes, for a message (names come from file systems
// and logs; they are escaped where the message is printed, escape.h).
std::string Quoted(absl::string_view name);

// The record stored under `key`; kDataLoss naming what is wrong when the
// key is not an id or the value does not decode. `scratch` is reused.
absl::StatusOr<LogRecord> DecodeRecord(const Errors& errors, const MDB_val& key,
                                       const MDB_val& value, pb::StoreRecord* scratch);
// kDataLoss when `bytes` are not what `record` says its log's bytes are.
absl::Status CheckBytes(const Errors& errors, const LogRecord& record, absl::string_view bytes);

}  // namespace arbiter::store_internal

#endif  // ARBITER_REPLAY_STORE_INTERNAL_H_
