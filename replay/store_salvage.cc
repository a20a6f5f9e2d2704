#include "replay/store_salvage.h"

#include <fcntl.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <optional>
#include <set>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace arbiter::store_internal {
namespace {

// The id of an 8-byte key (0 for any other).
uint64_t IdOf(absl::string_view key) {
  uint64_t id = 0;
  return DecodeId(ValOf(key), &id) ? id : 0;
}

// An id as the key it is stored under.
std::string IdKeyString(uint64_t id) {
  IdKey key(id);
  return std::string(reinterpret_cast<const char*>(key.bytes), sizeof(key.bytes));
}

// "ids 120 to 134", "ids from 120 on", ... for the keys a damaged page of
// an id-keyed database held.
std::string IdRange(const LmdbDamage& d) {
  uint64_t low = 0, high = 0;
  const bool has_low = d.low.has_value() && DecodeId(ValOf(*d.low), &low);
  const bool has_high = d.high.has_value() && DecodeId(ValOf(*d.high), &high);
  if (d.exact && has_low) return absl::StrCat("id ", low);
  if (has_low && has_high && high > low) return absl::StrCat("ids ", low, " to ", high - 1);
  if (has_low) return absl::StrCat("ids from ", low, " on");
  if (has_high && high > 0) return absl::StrCat("ids up to ", high - 1);
  return "any id";
}

}  // namespace

// Why a damaged store cannot be opened for writing.
absl::Status DamagedStoreError(const Errors& errors, const DataFileCheck& check) {
  std::string what = check.damage.empty() ? check.file_damage[0] : check.damage[0].Describe();
  if (check.damage.size() > 1) {
    absl::StrAppend(&what, ", and ", check.damage.size() - 1, " more damaged pages");
  }
  return errors.Make(absl::StatusCode::kDataLoss,
                     absl::StrCat(what,
                                  ". The store is damaged and cannot take new logs; "
                                  "`arbiter corpus ls` and `arbiter verify` still read the "
                                  "logs it holds. Restore the folder from a backup, or move it "
                                  "aside and ingest the logs again."));
}

// Reads what can be read of the damaged store whose data.mdb `check`
// describes, through lmdb_pages.h only: the metadata records and the
// places of the log bytes on pages that check out, and one kDataLoss
// status per log that cannot be read (naming it where another database
// still knows its name) and per damaged page of the other databases.
// kDataLoss: not even the list of databases can be read.
// kFailedPrecondition: not a corpus store, or another schema version.
absl::StatusOr<std::unique_ptr<Salvaged>> SalvageStore(const Errors& errors,
                                                       const std::string& data_path,
                                                       const DataFileCheck& check) {
  const int fd = open(data_path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    int err = errno;
    return errors.Make(CodeForErrno(err),
                       absl::StrCat("cannot read data.mdb: ", std::strerror(err)));
  }
  auto out = std::make_unique<Salvaged>(fd, check.snapshot);
  const LmdbPageFile& file = out->file;
  std::map<std::string, uint64_t> roots;
  const std::vector<LmdbDamage> damage = file.CheckAllTrees(&roots);
  std::vector<LmdbDamage> again;  // each tree's walk finds its damage again: ignored
  const bool main_damaged = std::any_of(damage.begin(), damage.end(),
                                        [](const LmdbDamage& d) { return d.db == "main"; });
  const std::string advice =
      "; restore the folder from a backup, or move it aside and ingest the logs again";
  auto lost = [&](absl::string_view what) {
    return errors.Make(absl::StatusCode::kDataLoss, absl::StrCat(what, advice));
  };
  auto lost_log = [&](absl::string_view what) {
    return errors.Make(absl::StatusCode::kDataLoss,
                       absl::StrCat(what, "; ingest that log again from its file"));
  };
  for (const char* name : {kInfoDb, kMetaDb, kLogsDb}) {
    if (roots.count(name) != 0) continue;
    if (main_damaged) {
      for (const LmdbDamage& d : damage) {
        if (d.db == "main") {
          return lost(absl::StrCat(d.Describe(), ": it lists the databases, so no log can be read"));
        }
      }
    }
    if (name == kInfoDb) return errors.Make(absl::StatusCode::kFailedPrecondition, kNotOurs);
    return lost(absl::StrCat("the '", name, "' database is missing"));
  }

  // The schema version decides how the records read.
  std::optional<uint32_t> schema;
  file.WalkTree(roots[kInfoDb], kInfoDb, [&](const LmdbNode& node) {
    if (node.key != kSchemaKey || node.value.overflow || node.value.size != 4) return;
    const auto* p = reinterpret_cast<const unsigned char*>(node.inline_bytes.data());
    schema = (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | p[3];
  }, &again);
  if (schema.has_value() && (*schema < kOldestStoreSchemaVersion || *schema > kStoreSchemaVersion)) {
    return errors.Make(absl::StatusCode::kFailedPrecondition,
                       absl::StrCat("has store schema version ", *schema,
                                    "; this build reads versions ", kOldestStoreSchemaVersion,
                                    " to ", kStoreSchemaVersion));
  }

  // Where each log's bytes are.
  file.WalkTree(roots[kLogsDb], kLogsDb, [&](const LmdbNode& node) {
    uint64_t id;
    if (DecodeId(ValOf(node.key), &id)) out->bytes.emplace(id, node.value);
  }, &again);

  // A forged file's damaged pages may claim overlapping key ranges: the
  // work of naming lost logs is bounded, and past the bound damage is
  // reported by page and key range only.
  size_t budget = size_t{1} << 22;

  // The records, and the logs whose bytes are lost with them.
  std::vector<absl::Status> lost_logs;
  std::vector<bool> named_by_a_log(damage.size(), false);  // a logs page some record names
  pb::StoreRecord scratch;
  file.WalkTree(roots[kMetaDb], kMetaDb, [&](const LmdbNode& node) {
    std::string value(node.inline_bytes);
    if (node.value.overflow) {
      absl::StatusOr<std::string> read = file.ReadValue(node.value);
      if (!read.ok()) {
        uint64_t id = 0;
        DecodeId(ValOf(node.key), &id);
        lost_logs.push_back(lost_log(absl::StrCat("log ", id, ": its metadata cannot be read: ",
                                              read.status().message())));
        return;
      }
      value = *std::move(read);
    }
    MDB_val k = ValOf(node.key), v = ValOf(value);
    absl::StatusOr<LogRecord> record = DecodeRecord(errors, k, v, &scratch);
    if (!record.ok()) {
      lost_logs.push_back(record.status());
      return;
    }
    if (out->bytes.count(record->id) != 0) {
      out->records.push_back(*std::move(record));
      return;
    }
    const std::string id_key = IdKeyString(record->id);
    std::string why = "it has metadata but no bytes";
    for (size_t j = 0; j < damage.size() && budget > 0; ++j, --budget) {
      if (damage[j].db == kLogsDb && damage[j].Covers(id_key)) {
        why = absl::StrCat("its bytes are lost: ", damage[j].Describe());
        named_by_a_log[j] = true;
      }
    }
    lost_logs.push_back(
        lost_log(absl::StrCat("log ", record->id, " ", Quoted(record->name), ": ", why)));
  }, &again);
  std::stable_sort(out->records.begin(), out->records.end(),
                   [](const LogRecord& a, const LogRecord& b) { return a.id < b.id; });
  // An id on two intact pages (only a forged file has that): the first stays.
  std::vector<LogRecord> unique;
  for (LogRecord& r : out->records) {
    if (!unique.empty() && unique.back().id == r.id) {
      lost_logs.push_back(lost(absl::StrCat("log ", r.id, " has two metadata records")));
      continue;
    }
    unique.push_back(std::move(r));
  }
  out->records = std::move(unique);

  // Logs whose metadata is lost: their ids from the other databases, named
  // where the 'names' database still knows them.
  std::map<uint64_t, std::string> names;
  const bool meta_damaged = std::any_of(damage.begin(), damage.end(),
                                        [](const LmdbDamage& d) { return d.db == kMetaDb; });
  if (meta_damaged && roots.count(kNamesDb) != 0) {
    file.WalkTree(roots[kNamesDb], kNamesDb, [&](const LmdbNode& node) {
      uint64_t id;
      if (!node.value.overflow && DecodeId(ValOf(node.inline_bytes), &id)) {
        names[id] = std::string(node.key);
      }
    }, &again);
  }
  // Every id another database still knows: the keys of the bytes found,
  // the ids the names point at, and the ids of lost overflow runs.
  // Ids that are listed, or already reported, are not reported (again).
  std::set<uint64_t> known;
  for (const auto& [id, where] : out->bytes) known.insert(id);
  for (const auto& [id, name] : names) known.insert(id);
  for (const LmdbDamage& d : damage) {
    if (d.db == kLogsDb && d.exact) known.insert(IdOf(*d.low));
  }
  for (const LogRecord& r : out->records) known.erase(r.id);
  for (size_t j = 0; j < damage.size(); ++j) {
    const LmdbDamage& d = damage[j];
    if (d.db == kMetaDb) {
      bool any = false;
      // The ids of the range, in order: from the smallest 8-byte key not
      // below its low key, while covered.
      std::string from = d.low.value_or("").substr(0, 8);
      from.resize(8, '\0');
      auto it = known.lower_bound(IdOf(from));
      // A longer low key sorts after its 8-byte prefix.
      if (d.low.has_value() && d.low->size() > 8 && it != known.end() && *it == IdOf(from)) ++it;
      for (; it != known.end() && budget > 0; --budget) {
        const uint64_t id = *it;
        const std::string key = IdKeyString(id);
        if (!d.Covers(key)) break;
        it = known.erase(it);
        any = true;
        auto named = names.find(id);
        std::string what = absl::StrCat(
            "log ", id, named == names.end() ? "" : absl::StrCat(" ", Quoted(named->second)),
            ": its metadata is lost: ", d.Describe());
        for (size_t b = 0; b < damage.size() && budget > 0; ++b, --budget) {
          if (damage[b].db != kLogsDb || !damage[b].Covers(key)) continue;
          absl::StrAppend(&what, ", and its bytes: ", damage[b].Describe());
          named_by_a_log[b] = true;
        }
        lost_logs.push_back(lost_log(what));
      }
      if (!any) {
        lost_logs.push_back(
            lost(absl::StrCat("the metadata of the logs with ", IdRange(d), " is lost: ", d.Describe())));
      }
    }
  }
  for (size_t j = 0; j < damage.size(); ++j) {
    const LmdbDamage& d = damage[j];
    if (d.db == kMetaDb) continue;  // above
    if (d.db == kLogsDb) {
      // Bytes no record names: their logs' metadata is lost too.
      if (!named_by_a_log[j]) {
        lost_logs.push_back(lost(absl::StrCat(
            d.exact ? absl::StrCat("the bytes of log ", IdOf(*d.low))
                    : absl::StrCat("the bytes of the logs with ", IdRange(d)),
            " are lost: ", d.Describe())));
      }
    } else {
      lost_logs.push_back(lost(absl::StrCat(
          d.Describe(), "; the logs are read from the other databases, but the store cannot "
          "take new logs")));
    }
  }
  for (const std::string& what : check.file_damage) lost_logs.push_back(lost(what));
  // Damage seen at the first check that is gone now (a writer was
  // committing): the store is read as it is, and still reported.
  if (lost_logs.empty()) lost_logs.push_back(lost("data.mdb changed while it was checked"));
  out->damaged = std::move(lost_logs);
  return out;
}

// The record of a damaged store's log `id_or_name`: by id when `as_id`
// and it is a decimal id, else by name. kNotFound: none can be read.
absl::StatusOr<LogRecord> FindSalvaged(const Errors& errors, const Salvaged& salvaged,
                                       absl::string_view id_or_name, bool as_id) {
  uint64_t id;
  const bool decimal = as_id && !id_or_name.empty() &&
                       std::all_of(id_or_name.begin(), id_or_name.end(),
                                   [](char c) { return absl::ascii_isdigit(c); }) &&
                       absl::SimpleAtoi(id_or_name, &id);
  const std::vector<LogRecord>& records = salvaged.records;
  if (decimal) {
    auto at = std::lower_bound(records.begin(), records.end(), id,
                               [](const LogRecord& r, uint64_t want) { return r.id < want; });
    if (at != records.end() && at->id == id) return *at;
  }
  for (const LogRecord& r : records) {
    if (r.name == id_or_name) return r;
  }
  return errors.Make(absl::StatusCode::kNotFound,
                     absl::StrCat("no readable log with ", decimal ? "id or " : "", "name ",
                                  Quoted(id_or_name),
                                  " in this damaged store (`arbiter corpus ls` lists what "
                                  "can be read, and what cannot)"));
}

// A copy of the bytes of a damaged store's log, checked as GetBytes checks.
absl::StatusOr<std::string> ReadSalvagedBytes(const Errors& errors, const Salvaged& salvaged,
                                              const LogRecord& record) {
  auto at = salvaged.bytes.find(record.id);
  if (at == salvaged.bytes.end()) {
    return errors.Make(absl::StatusCode::kDataLoss,
                       absl::StrCat("log ", record.id, " ", Quoted(record.name),
                                    ": its bytes cannot be read; the store is damaged"));
  }
  absl::StatusOr<std::string> bytes = salvaged.file.ReadValue(at->second);
  if (!bytes.ok()) {
    return errors.Make(absl::StatusCode::kDataLoss,
                       absl::StrCat("log ", record.id, " ", Quoted(record.name), ": ",
                                    bytes.status().message()));
  }
  if (absl::Status checked = CheckBytes(errors, record, *bytes); !checked.ok()) return checked;
  return bytes;
}


}  // namespace arbiter::store_internal
