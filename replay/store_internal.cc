#include "replay/store_internal.h"

#include <cerrno>

#include "verifier/core/escape.h"

namespace arbiter::store_internal {

absl::StatusCode CodeForErrno(int err) {
  switch (err) {
    case ENOENT:
    case ENOTDIR:
      return absl::StatusCode::kNotFound;
    case EACCES:
    case EPERM:
    case EROFS:
      return absl::StatusCode::kPermissionDenied;
    case ENOSPC:
    case EDQUOT:
    case ENOMEM:
      return absl::StatusCode::kResourceExhausted;
    case EIO:
      return absl::StatusCode::kDataLoss;
    default:
      return absl::StatusCode::kUnknown;
  }
}

absl::StatusCode CodeForLmdb(int rc) {
  switch (rc) {
    case MDB_NOTFOUND:
      return absl::StatusCode::kNotFound;
    case MDB_MAP_FULL:
    case MDB_READERS_FULL:
    case MDB_TXN_FULL:
    case MDB_DBS_FULL:
    case MDB_CURSOR_FULL:
    case MDB_PAGE_FULL:
      return absl::StatusCode::kResourceExhausted;
    case MDB_CORRUPTED:
    case MDB_PAGE_NOTFOUND:
    case MDB_INVALID:
      return absl::StatusCode::kDataLoss;
    case MDB_VERSION_MISMATCH:
    case MDB_INCOMPATIBLE:
      return absl::StatusCode::kFailedPrecondition;
    case MDB_MAP_RESIZED:
      return absl::StatusCode::kAborted;
    case MDB_BAD_TXN:
    case MDB_BAD_VALSIZE:
    case MDB_BAD_DBI:
    case MDB_BAD_RSLOT:
    case EINVAL:
      return absl::StatusCode::kInternal;  // we misused LMDB
    default:
      return CodeForErrno(rc);
  }
}

pb::StoredFormat ToStored(LogFormat format) {
  switch (format) {
    case LogFormat::kBinary:
      return pb::STORED_FORMAT_BINARY;
    case LogFormat::kText:
      return pb::STORED_FORMAT_TEXT;
    case LogFormat::kJson:
      return pb::STORED_FORMAT_JSON;
  }
  return pb::STORED_FORMAT_UNSPECIFIED;
}

bool FromStored(int stored, LogFormat* format) {
  switch (stored) {
    case pb::STORED_FORMAT_BINARY:
      *format = LogFormat::kBinary;
      return true;
    case pb::STORED_FORMAT_TEXT:
      *format = LogFormat::kText;
      return true;
    case pb::STORED_FORMAT_JSON:
      *format = LogFormat::kJson;
      return true;
    default:
      return false;
  }
}

std::string Quoted(absl::string_view name) {
  return absl::StrCat("'", Bounded(name, kMaxQuotedText), "'");
}

absl::StatusOr<LogRecord> DecodeRecord(const Errors& errors, const MDB_val& key,
                                       const MDB_val& value, pb::StoreRecord* scratch) {
  LogRecord record;
  if (!DecodeId(key, &record.id)) {
    return errors.Make(absl::StatusCode::kDataLoss,
                       absl::StrCat("a metadata key is ", key.mv_size,
                                    " bytes, not an 8-byte id; the store is damaged"));
  }
  if (!scratch->ParseFromArray(value.mv_data, static_cast<int>(value.mv_size))) {
    return errors.Make(absl::StatusCode::kDataLoss,
                       absl::StrCat("log ", record.id,
                                    ": metadata record does not parse; the store "
                                    "is damaged: ingest that log again"));
  }
  if (!FromStored(scratch->format(), &record.format)) {
    return errors.Make(absl::StatusCode::kDataLoss,
                       absl::StrCat("log ", record.id, " ", Quoted(scratch->name()),
                                    ": metadata field format has unknown value ",
                                    static_cast<int>(scratch->format())));
  }
  record.name = scratch->name();
  record.game = scratch->game();
  record.match_id = scratch->match_id();
  record.rules_version = scratch->rules_version();
  record.players = scratch->players();
  record.event_count = scratch->event_count();
  record.size = scratch->size();
  record.digest_of_bytes = scratch->digest_of_bytes();
  return record;
}

absl::Status CheckBytes(const Errors& errors, const LogRecord& record,
                        absl::string_view bytes) {
  if (bytes.size() != record.size || DigestOfLogBytes(bytes) != record.digest_of_bytes) {
    return errors.Make(
        absl::StatusCode::kDataLoss,
        absl::StrCat("log ", record.id, " ", Quoted(record.name),
                     ": stored bytes do not match their recorded size and digest "
                     "(", bytes.size(), " bytes, expected ", record.size,
                     "); the store is damaged: ingest that log again from its file"));
  }
  return absl::OkStatus();
}


}  // namespace arbiter::store_internal
