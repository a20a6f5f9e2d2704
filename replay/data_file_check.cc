#include "replay/data_file_check.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "replay/store_internal.h"

namespace arbiter::store_internal {
namespace {

// The header page layout of LMDB 0.9 on a 64-bit host (mdb.c: MDB_page
// header, then MDB_meta), native byte order:
//   0  mp_pgno u64 | 8 mp_pad u16 | 10 mp_flags u16 | 12 lower/upper u32
//   16 mm_magic u32 | 20 mm_version u32 | 24 mm_address | 32 mm_mapsize u64
//   40 mm_dbs[0] (free db; its first u32 md_pad holds the page size)
//   88 mm_dbs[1] (main db)   each MDB_db is 48 bytes, md_root at +40
//   136 mm_last_pg u64 | 144 mm_txnid u64
static_assert(sizeof(size_t) == 8 && sizeof(void*) == 8,
              "the data.mdb header check assumes LMDB's 64-bit layout");
constexpr uint32_t kLmdbMagic = 0xBEEFC0DE;
constexpr uint32_t kLmdbDataVersion = 1;
constexpr uint16_t kPageMeta = 0x08;
constexpr size_t kMetaBytes = 152;

template <typename T>
T Load(const unsigned char* p) {
  T value;
  std::memcpy(&value, p, sizeof(T));
  return value;
}

struct MetaPage {
  uint16_t flags;
  uint32_t magic;
  uint32_t version;
  uint64_t map_size;
  uint32_t page_size;
  uint64_t free_root;
  uint64_t main_root;
  uint64_t last_page;
  uint64_t txnid;
};

MetaPage ParseMeta(const unsigned char* p) {
  MetaPage m;
  m.flags = Load<uint16_t>(p + 10);
  m.magic = Load<uint32_t>(p + 16);
  m.version = Load<uint32_t>(p + 20);
  m.map_size = Load<uint64_t>(p + 32);
  m.page_size = Load<uint32_t>(p + 40);
  m.free_root = Load<uint64_t>(p + 40 + 40);
  m.main_root = Load<uint64_t>(p + 88 + 40);
  m.last_page = Load<uint64_t>(p + 136);
  m.txnid = Load<uint64_t>(p + 144);
  return m;
}

}  // namespace

absl::StatusOr<DataFileCheck> CheckDataFile(const std::string& path,
                                            const std::string& where) {
  Fd fd(open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (fd.get() < 0) {
    int err = errno;
    return absl::Status(CodeForErrno(err),
                        absl::StrCat(where, "cannot read ", path, ": ",
                                     std::strerror(err)));
  }
  struct stat st;
  if (fstat(fd.get(), &st) != 0) {
    int err = errno;
    return absl::Status(CodeForErrno(err), absl::StrCat(where, "cannot stat ", path,
                                                        ": ", std::strerror(err)));
  }
  const uint64_t size = static_cast<uint64_t>(st.st_size);
  const std::string damaged =
      " The store is damaged: restore the folder from a backup, or move it "
      "aside and ingest the logs again.";
  if (size < kMetaBytes) {
    return absl::DataLossError(absl::StrCat(
        where, "data.mdb is ", size,
        " bytes, too short to be an LMDB data file (truncated?).", damaged));
  }
  unsigned char buf[kMetaBytes];
  if (!ReadAt(fd.get(), buf, kMetaBytes, 0)) {
    return absl::DataLossError(
        absl::StrCat(where, "cannot read data.mdb's header: ", std::strerror(errno)));
  }
  // LMDB keeps two header pages and commits into the older one, so the
  // other always holds the previous snapshot whole: with one header page
  // damaged, the other is read (the last commit may be missing).
  std::vector<std::string> header_damage;
  MetaPage meta[2];
  bool valid[2] = {false, false};
  meta[0] = ParseMeta(buf);
  uint32_t psize = meta[0].page_size;
  if (meta[0].magic == kLmdbMagic && (meta[0].flags & kPageMeta)) {
    if (meta[0].version != kLmdbDataVersion) {
      return absl::FailedPreconditionError(absl::StrCat(
          where, "data.mdb has LMDB data format version ", meta[0].version,
          "; this build reads version ", kLmdbDataVersion, "."));
    }
    if (psize < 512 || psize > 65536 || (psize & (psize - 1)) != 0) {
      return absl::DataLossError(absl::StrCat(
          where, "data.mdb's header gives an impossible page size ", psize, ".", damaged));
    }
    valid[0] = true;
  } else {
    // The page size is only written in the header pages: find the second
    // one where a page of each possible size would put it.
    psize = 0;
    for (uint32_t candidate = 512; candidate <= 65536 && psize == 0; candidate *= 2) {
      if (size >= 2 * uint64_t{candidate} && ReadAt(fd.get(), buf, kMetaBytes, candidate)) {
        MetaPage m = ParseMeta(buf);
        if (m.magic == kLmdbMagic && (m.flags & kPageMeta) && m.version == kLmdbDataVersion &&
            m.page_size == candidate) {
          psize = candidate;
        }
      }
    }
    if (psize == 0) {
      return absl::DataLossError(absl::StrCat(
          where,
          "data.mdb is not an LMDB data file (bad magic number): the folder is "
          "not a corpus store, or its store is damaged: restore it from a backup, "
          "or move it aside and ingest the logs again."));
    }
    header_damage.push_back("data.mdb's first header page is damaged; the other one is read");
  }
  if (size < 2 * uint64_t{psize}) {
    return absl::DataLossError(absl::StrCat(
        where, "data.mdb is truncated: ", size,
        " bytes, less than its two header pages of ", psize, " bytes.", damaged));
  }
  if (!ReadAt(fd.get(), buf, kMetaBytes, psize)) {
    return absl::DataLossError(
        absl::StrCat(where, "cannot read data.mdb's second header page."));
  }
  meta[1] = ParseMeta(buf);
  valid[1] = meta[1].magic == kLmdbMagic && (meta[1].flags & kPageMeta) &&
             meta[1].version == kLmdbDataVersion && meta[1].page_size == psize;
  if (!valid[1]) {
    if (!valid[0]) {
      return absl::DataLossError(
          absl::StrCat(where, "both of data.mdb's header pages are damaged.", damaged));
    }
    header_damage.push_back("data.mdb's second header page is damaged; the other one is read");
  }
  const MetaPage& newest =
      !valid[0] || (valid[1] && meta[1].txnid > meta[0].txnid) ? meta[1] : meta[0];
  const uint64_t last_page = std::max(valid[0] ? meta[0].last_page : 0,
                                      valid[1] ? meta[1].last_page : 0);
  if (last_page >= (uint64_t{1} << 48)) {
    return absl::DataLossError(absl::StrCat(
        where, "data.mdb's header uses ", last_page + 1, " pages, more than any file holds.",
        damaged));
  }
  DataFileCheck check;
  check.map_size = newest.map_size;
  check.file_damage = std::move(header_damage);
  if (size < (last_page + 1) * psize) {
    // The pages still in the file can be read (pread, never LMDB's map,
    // whose reads past the end are SIGBUS).
    check.file_damage.push_back(absl::StrCat("data.mdb is truncated: ", size,
                                             " bytes, but its header uses ", last_page + 1,
                                             " pages of ", psize, " bytes"));
  }
  // Every page LMDB may follow, so that a damaged one is reported instead
  // of aborting the process inside LMDB.
  check.snapshot.page_size = psize;
  check.snapshot.last_page = newest.last_page;
  check.snapshot.file_pages = size / psize;
  check.snapshot.free_root = newest.free_root;
  check.snapshot.main_root = newest.main_root;
  check.damage = LmdbPageFile(fd.get(), check.snapshot).CheckAllTrees();
  return check;
}


}  // namespace arbiter::store_internal
