#include "replay/lmdb_pages.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>

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
// A branch page's first node has an empty key: its child holds every key
// below the second node's key; node i's child holds keys from node i's key
// up to node i + 1's.
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

}  // namespace

bool ReadAt(int fd, unsigned char* buf, size_t n, uint64_t offset) {
  size_t done = 0;
  while (done < n) {
    ssize_t r = pread(fd, buf + done, n - done, static_cast<off_t>(offset + done));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    done += static_cast<size_t>(r);
  }
  return true;
}

bool LmdbDamage::Covers(absl::string_view key) const {
  if (exact) return low.has_value() && key == *low;
  return (!low.has_value() || key >= *low) && (!high.has_value() || key < *high);
}

std::string LmdbDamage::Describe() const {
  return absl::StrCat("data.mdb page ", page, " of the '", db, "' database is damaged (", why,
                      ")");
}

// One walk over trees, remembering the pages it has reached so that a page
// reached twice (a cycle, or two parents) is damage and the walk ends.
class LmdbPageFile::Walker {
 public:
  explicit Walker(const LmdbPageFile& file)
      : fd_(file.fd_),
        s_(file.s_),
        seen_(std::min(s_.last_page + 1, s_.file_pages), false),
        page_(s_.page_size) {}

  void Walk(uint64_t root, const std::string& db, bool main_db,
            absl::FunctionRef<void(const LmdbNode&)> fn, std::vector<LmdbDamage>* damage) {
    if (root == kNoRoot) return;
    std::vector<Frame> stack;
    stack.push_back({root, root, 1, std::nullopt, std::nullopt});
    while (!stack.empty()) {
      Frame at = std::move(stack.back());
      stack.pop_back();
      auto bad = [&](uint64_t page, std::string why) {
        damage->push_back({db, page, std::move(why), at.low, at.high, false});
      };
      if (std::optional<std::string> why = Claim(at.pgno); why.has_value()) {
        bad(at.pgno == at.from ? at.pgno : at.from, *why);
        continue;
      }
      if (at.depth > kMaxDepth) {
        bad(at.pgno, "the tree is deeper than any LMDB tree");
        continue;
      }
      unsigned char* p = page_.data();
      if (!ReadAt(fd_, p, s_.page_size, at.pgno * s_.page_size)) {
        bad(at.pgno, "it cannot be read");
        continue;
      }
      if (std::optional<std::string> why = CheckPage(at.pgno, main_db); why.has_value()) {
        bad(at.pgno, *why);
        continue;
      }
      const bool branch = (Load<uint16_t>(p + 10) & kBranch) != 0;
      const size_t keys = (Load<uint16_t>(p + 12) - kPageHeader) / 2;
      if (branch) {
        // Pushed last child first, so the walk goes in key order.
        for (size_t i = keys; i-- > 0;) {
          const unsigned char* node = Node(i);
          const uint64_t child = Load<uint16_t>(node) | (uint64_t{Load<uint16_t>(node + 2)} << 16) |
                                 (uint64_t{Load<uint16_t>(node + 4)} << 32);
          Frame next{child, at.pgno, at.depth + 1, i == 0 ? at.low : std::optional(Key(i)),
                     i + 1 < keys ? std::optional(Key(i + 1)) : at.high};
          stack.push_back(std::move(next));
        }
        continue;
      }
      for (size_t i = 0; i < keys; ++i) {
        const unsigned char* node = Node(i);
        const uint16_t flags = Load<uint16_t>(node + 4);
        const size_t ksize = Load<uint16_t>(node + 6);
        const unsigned char* data = node + kNodeHeader + ksize;
        LmdbNode out;
        out.key = absl::string_view(reinterpret_cast<const char*>(node + kNodeHeader), ksize);
        out.value.size = Load<uint16_t>(node) | (uint64_t{Load<uint16_t>(node + 2)} << 16);
        out.leaf_page = at.pgno;
        out.value.page = at.pgno;
        out.sub_db = (flags & kSubData) != 0;
        if (flags & kBigData) {
          out.value.overflow = true;
          out.value.page = Load<uint64_t>(data);
          if (std::optional<std::string> why = CheckOverflow(out.value); why.has_value()) {
            damage->push_back({db, out.value.page, *why, std::string(out.key), std::nullopt, true});
            continue;
          }
        } else {
          out.value.offset = static_cast<uint32_t>(data - p);
          out.inline_bytes = absl::string_view(reinterpret_cast<const char*>(data),
                                               static_cast<size_t>(out.value.size));
        }
        fn(out);
      }
    }
  }

 private:
  struct Frame {
    uint64_t pgno;
    uint64_t from;  // the page pointing here (the root: itself)
    int depth;
    std::optional<std::string> low, high;  // keys the page may hold
  };

  const unsigned char* Node(size_t i) const {
    return page_.data() + Load<uint16_t>(page_.data() + kPageHeader + 2 * i);
  }
  std::string Key(size_t i) const {
    const unsigned char* node = Node(i);
    return std::string(reinterpret_cast<const char*>(node + kNodeHeader),
                       Load<uint16_t>(node + 6));
  }

  // Why page `pgno` may not be followed, if it may not.
  std::optional<std::string> Claim(uint64_t pgno) {
    if (pgno < 2 || pgno > s_.last_page) {
      return absl::StrCat("page ", pgno, " is outside the file");
    }
    if (pgno >= s_.file_pages) {
      return absl::StrCat("page ", pgno, " lies past the end of the truncated file");
    }
    if (seen_[pgno]) return absl::StrCat("page ", pgno, " is reached twice");
    seen_[pgno] = true;
    return std::nullopt;
  }

  // Why the branch or leaf page in page_ is damaged, if it is: every node
  // is checked before any is used.
  std::optional<std::string> CheckPage(uint64_t pgno, bool main_db) const {
    const unsigned char* p = page_.data();
    const uint32_t psize = s_.page_size;
    if (Load<uint64_t>(p) != pgno) {
      return absl::StrCat("it records page number ", Load<uint64_t>(p));
    }
    const uint16_t flags = Load<uint16_t>(p + 10) & ~0x10;  // P_DIRTY is harmless
    if (flags != kBranch && flags != kLeaf) {
      return absl::StrCat("kind flags 0x", absl::Hex(flags), " are not a branch or leaf");
    }
    const uint16_t lower = Load<uint16_t>(p + 12), upper = Load<uint16_t>(p + 14);
    if (lower < kPageHeader || (lower - kPageHeader) % 2 != 0 || upper < lower ||
        upper > psize) {
      return absl::StrCat("free-space bounds ", lower, "..", upper);
    }
    const size_t keys = (lower - kPageHeader) / 2;
    if (keys == 0) return "it holds no keys";
    for (size_t i = 0; i < keys; ++i) {
      const size_t off = Load<uint16_t>(p + kPageHeader + 2 * i);
      if (off < upper || off + kNodeHeader > psize) {
        return absl::StrCat("node ", i, " at offset ", off, " is outside the page");
      }
      const unsigned char* node = p + off;
      const uint16_t node_flags = Load<uint16_t>(node + 4);
      const size_t key_end = off + kNodeHeader + Load<uint16_t>(node + 6);
      if (key_end > psize) return absl::StrCat("node ", i, "'s key overruns the page");
      if (flags == kBranch) continue;
      const uint64_t dsize = Load<uint16_t>(node) | (uint64_t{Load<uint16_t>(node + 2)} << 16);
      if (node_flags & kDupData) return "a duplicate-key node, which a store never has";
      if (node_flags & kBigData) {
        if (key_end + 8 > psize) return absl::StrCat("node ", i, " overruns the page");
        continue;
      }
      if (key_end + dsize > psize) return absl::StrCat("node ", i, "'s value overruns the page");
      if ((node_flags & kSubData) && (!main_db || dsize != kDbSize)) {
        return "a misplaced database record";
      }
    }
    return std::nullopt;
  }

  std::optional<std::string> CheckOverflow(const LmdbValue& value) {
    if (std::optional<std::string> why = Claim(value.page); why.has_value()) return why;
    unsigned char head[kPageHeader];
    if (!ReadAt(fd_, head, sizeof(head), value.page * s_.page_size)) {
      return absl::StrCat("overflow page ", value.page, " cannot be read");
    }
    const uint32_t pages = Load<uint32_t>(head + 12);
    if (Load<uint64_t>(head) != value.page || !(Load<uint16_t>(head + 10) & kOverflow) ||
        pages == 0 || value.page + pages - 1 > s_.last_page ||
        uint64_t{pages} * s_.page_size < kPageHeader + value.size) {
      return absl::StrCat("overflow page ", value.page,
                          "'s header does not match the value it holds");
    }
    if (value.page + pages > s_.file_pages) {
      return absl::StrCat("overflow pages ", value.page, "..", value.page + pages - 1,
                          " run past the end of the file, which is truncated");
    }
    return std::nullopt;
  }

  const int fd_;
  const LmdbSnapshot& s_;
  std::vector<bool> seen_;
  std::vector<unsigned char> page_;
};

std::vector<LmdbDamage> LmdbPageFile::CheckAllTrees(std::map<std::string, uint64_t>* roots) const {
  std::vector<LmdbDamage> damage;
  std::vector<std::pair<std::string, uint64_t>> named;
  Walker walker(*this);
  walker.Walk(s_.main_root, "main", true, [&](const LmdbNode& node) {
    if (!node.sub_db) return;
    std::string name(node.key.substr(0, 32));
    const uint64_t root = Load<uint64_t>(
        reinterpret_cast<const unsigned char*>(node.inline_bytes.data()) + 40);
    named.emplace_back(name, root);
    if (roots != nullptr) (*roots)[std::string(node.key)] = root;
  }, &damage);
  for (const auto& [name, root] : named) {
    walker.Walk(root, name, false, [](const LmdbNode&) {}, &damage);
  }
  walker.Walk(s_.free_root, "free-page", false, [](const LmdbNode&) {}, &damage);
  return damage;
}

void LmdbPageFile::WalkTree(uint64_t root, const std::string& db,
                            absl::FunctionRef<void(const LmdbNode&)> fn,
                            std::vector<LmdbDamage>* damage) const {
  Walker(*this).Walk(root, db, db == "main", fn, damage);
}

absl::StatusOr<std::string> LmdbPageFile::ReadValue(const LmdbValue& value) const {
  const uint64_t psize = s_.page_size;
  auto changed = [&] {
    return absl::DataLossError(absl::StrCat("data.mdb page ", value.page,
                                            " no longer holds the value found there"));
  };
  if (value.page >= s_.file_pages) return changed();
  if (!value.overflow) {
    std::vector<unsigned char> page(psize);
    if (!ReadAt(fd_, page.data(), psize, value.page * psize) ||
        Load<uint64_t>(page.data()) != value.page || value.offset + value.size > psize) {
      return changed();
    }
    return std::string(reinterpret_cast<const char*>(page.data()) + value.offset,
                       static_cast<size_t>(value.size));
  }
  unsigned char head[kPageHeader];
  if (!ReadAt(fd_, head, sizeof(head), value.page * psize) ||
      Load<uint64_t>(head) != value.page ||
      uint64_t{Load<uint32_t>(head + 12)} * psize < kPageHeader + value.size ||
      value.page + Load<uint32_t>(head + 12) > s_.file_pages) {
    return changed();
  }
  std::string bytes(static_cast<size_t>(value.size), '\0');
  if (!ReadAt(fd_, reinterpret_cast<unsigned char*>(bytes.data()), bytes.size(),
              value.page * psize + kPageHeader)) {
    return changed();
  }
  return bytes;
}

}  // namespace arbiter
