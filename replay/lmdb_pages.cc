#include "replay/lmdb_pages.h"

#include <unistd.h>

#include <cstring>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"

namespace arbiter {
namespace {

// LMDB 0.9's page layout on a 64-bit host (mdb.c), native byte order:
//   page: 0 mp_pgno u64 | 8 pad u16 | 10 mp_flags u16 | 12 lower u16 |
//         14 upper u16 (an overflow page has mp_pages u32 at 12) | 16 ptrs
//   node: 0 lo u16 | 2 hi u16 | 4 flags u16 | 6 ksize u16 | 8 key, data
//         (data size lo | hi << 16; a branch's child pgno lo | hi << 16 |
//         flags << 32)
//   MDB_db (a named database's leaf value): 48 bytes, md_root u64 at +40
constexpr size_t kPageHeader = 16;
constexpr size_t kNodeHeader = 8;
constexpr uint16_t kBranch = 0x01, kLeaf = 0x02, kOverflow = 0x04;
constexpr uint16_t kBigData = 0x01, kSubData = 0x02, kDupData = 0x04;
constexpr uint64_t kNoRoot = ~uint64_t{0};
constexpr size_t kDbSize = 48;
constexpr int kMaxDepth = 64;  // far beyond any file LMDB can map

template <typename T>
T Load(const unsigned char* p) {
  T value;
  std::memcpy(&value, p, sizeof(T));
  return value;
}

bool ReadAt(int fd, unsigned char* buf, size_t n, uint64_t offset) {
  size_t done = 0;
  while (done < n) {
    ssize_t r = pread(fd, buf + done, n - done, static_cast<off_t>(offset + done));
    if (r <= 0) return false;
    done += static_cast<size_t>(r);
  }
  return true;
}

class Walker {
 public:
  Walker(int fd, const LmdbSnapshot& s, const std::string& where)
      : fd_(fd), s_(s), where_(where), seen_(s.last_page + 1, false), page_(s.page_size) {}

  absl::Status Run() {
    for (uint64_t root : {s_.main_root, s_.free_root}) {
      if (root != kNoRoot) pending_.push_back({root, 1, root == s_.main_root});
    }
    while (!pending_.empty()) {
      Pending next = pending_.back();
      pending_.pop_back();
      if (absl::Status st = Visit(next); !st.ok()) return st;
    }
    return absl::OkStatus();
  }

 private:
  struct Pending {
    uint64_t pgno;
    int depth;
    bool main_db;  // leaves of the main database name the other databases
  };

  absl::Status Bad(uint64_t pgno, absl::string_view why) const {
    return absl::DataLossError(absl::StrCat(
        where_, "data.mdb page ", pgno, " is damaged (", why,
        "). The store is damaged: restore the folder from a backup, or move it "
        "aside and ingest the logs again."));
  }

  absl::Status Claim(uint64_t pgno, uint64_t from) {
    if (pgno < 2 || pgno > s_.last_page) {
      return Bad(from, absl::StrCat("it points at page ", pgno, ", outside the file"));
    }
    if (seen_[pgno]) return Bad(from, absl::StrCat("page ", pgno, " is reached twice"));
    seen_[pgno] = true;
    return absl::OkStatus();
  }

  absl::Status Visit(const Pending& at) {
    const uint64_t pgno = at.pgno;
    if (absl::Status st = Claim(pgno, pgno); !st.ok()) return st;
    if (at.depth > kMaxDepth) return Bad(pgno, "the tree is deeper than any LMDB tree");
    const uint32_t psize = s_.page_size;
    unsigned char* p = page_.data();
    if (!ReadAt(fd_, p, psize, pgno * psize)) return Bad(pgno, "it cannot be read");
    if (Load<uint64_t>(p) != pgno) {
      return Bad(pgno, absl::StrCat("it records page number ", Load<uint64_t>(p)));
    }
    const uint16_t flags = Load<uint16_t>(p + 10) & ~0x10;  // P_DIRTY is harmless
    if (flags != kBranch && flags != kLeaf) {
      return Bad(pgno, absl::StrCat("kind flags 0x", absl::Hex(flags), " are not a branch or leaf"));
    }
    const uint16_t lower = Load<uint16_t>(p + 12), upper = Load<uint16_t>(p + 14);
    if (lower < kPageHeader || (lower - kPageHeader) % 2 != 0 || upper < lower ||
        upper > psize) {
      return Bad(pgno, absl::StrCat("free-space bounds ", lower, "..", upper));
    }
    const size_t keys = (lower - kPageHeader) / 2;
    if (keys == 0) return Bad(pgno, "it holds no keys");
    for (size_t i = 0; i < keys; ++i) {
      const size_t off = Load<uint16_t>(p + kPageHeader + 2 * i);
      if (off < upper || off + kNodeHeader > psize) {
        return Bad(pgno, absl::StrCat("node ", i, " at offset ", off, " is outside the page"));
      }
      const unsigned char* node = p + off;
      const uint64_t lo = Load<uint16_t>(node), hi = Load<uint16_t>(node + 2);
      const uint16_t node_flags = Load<uint16_t>(node + 4);
      const size_t ksize = Load<uint16_t>(node + 6);
      const size_t key_end = off + kNodeHeader + ksize;
      if (key_end > psize) return Bad(pgno, absl::StrCat("node ", i, "'s key overruns the page"));
      if (flags == kBranch) {
        const uint64_t child = lo | (hi << 16) | (uint64_t{node_flags} << 32);
        pending_.push_back({child, at.depth + 1, at.main_db});
        continue;
      }
      const uint64_t dsize = lo | (hi << 16);
      if (node_flags & kDupData) return Bad(pgno, "a duplicate-key node, which a store never has");
      if (node_flags & kBigData) {
        if (key_end + 8 > psize) return Bad(pgno, absl::StrCat("node ", i, " overruns the page"));
        if (absl::Status st = CheckOverflow(pgno, Load<uint64_t>(p + key_end), dsize); !st.ok()) {
          return st;
        }
        continue;
      }
      if (key_end + dsize > psize) {
        return Bad(pgno, absl::StrCat("node ", i, "'s value overruns the page"));
      }
      if (node_flags & kSubData) {
        if (!at.main_db || dsize != kDbSize) return Bad(pgno, "a misplaced database record");
        const uint64_t root = Load<uint64_t>(p + key_end + 40);
        if (root != kNoRoot) pending_.push_back({root, 1, false});
      }
    }
    return absl::OkStatus();
  }

  absl::Status CheckOverflow(uint64_t from, uint64_t first, uint64_t dsize) {
    if (absl::Status st = Claim(first, from); !st.ok()) return st;
    unsigned char head[kPageHeader];
    if (!ReadAt(fd_, head, sizeof(head), first * s_.page_size)) {
      return Bad(first, "it cannot be read");
    }
    const uint32_t pages = Load<uint32_t>(head + 12);
    if (Load<uint64_t>(head) != first || !(Load<uint16_t>(head + 10) & kOverflow) ||
        pages == 0 || first + pages - 1 > s_.last_page ||
        uint64_t{pages} * s_.page_size < kPageHeader + dsize) {
      return Bad(first, "its overflow header does not match the value it holds");
    }
    return absl::OkStatus();
  }

  const int fd_;
  const LmdbSnapshot s_;
  const std::string& where_;
  std::vector<bool> seen_;
  std::vector<unsigned char> page_;
  std::vector<Pending> pending_;
};

}  // namespace

absl::Status CheckLmdbPages(int fd, const LmdbSnapshot& snapshot, const std::string& where) {
  return Walker(fd, snapshot, where).Run();
}

}  // namespace arbiter
