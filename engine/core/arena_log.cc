#include "engine/core/arena_log.h"

#include <cstdlib>

namespace arbiter {
namespace {

#if defined(__SANITIZE_ADDRESS__)
#define ARBITER_ARENA_LOG_CACHE 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARBITER_ARENA_LOG_CACHE 0
#endif
#endif
#ifndef ARBITER_ARENA_LOG_CACHE
#define ARBITER_ARENA_LOG_CACHE 1
#endif
constexpr bool kCacheBlocks = ARBITER_ARENA_LOG_CACHE;

// The blocks this thread's ArenaLogs freed, handed to its next ones. A new
// arena per game otherwise takes fresh blocks from malloc and gives them
// back every game: for Living Forest's 150 KiB logs that put the playout at
// 1.57-1.63 times the bare loop instead of 1.32 (the same block sizes, side
// by side, bench/random_play_bench.cc, 2026-12-01), and kernel time at 4%
// of its samples (0.2% on one reused block). Bounded, so that a thread
// never keeps more than kMaxBytes it does not use. Off under
// AddressSanitizer, which must see every block freed to catch a use after
// it (protobuf asks block_alloc to behave like malloc there).
class BlockCache {
 public:
  static constexpr int kMaxBlocks = 16;
  static constexpr size_t kMaxBytes = size_t{1} << 20;

  ~BlockCache();
  // A kept block of exactly `size` bytes, or nullptr.
  void* Take(size_t size);
  // False when the cache is full; the caller frees the block.
  bool Keep(void* block, size_t size);

 private:
  struct Block {
    void* address;
    size_t size;
  };
  Block blocks_[kMaxBlocks];
  int count_ = 0;
  size_t bytes_ = 0;
};

// Set once this thread's cache is destroyed (thread exit), after which a
// log freed on the way out frees its blocks itself. Trivially destructible,
// so it can be read after the cache is gone.
thread_local bool cache_destroyed = false;
thread_local BlockCache cache;

BlockCache::~BlockCache() {
  for (int i = 0; i < count_; ++i) std::free(blocks_[i].address);
  cache_destroyed = true;
}

void* BlockCache::Take(size_t size) {
  for (int i = count_ - 1; i >= 0; --i) {
    if (blocks_[i].size != size) continue;
    void* block = blocks_[i].address;
    blocks_[i] = blocks_[--count_];
    bytes_ -= size;
    return block;
  }
  return nullptr;
}

bool BlockCache::Keep(void* block, size_t size) {
  if (count_ == kMaxBlocks || bytes_ + size > kMaxBytes) return false;
  blocks_[count_++] = {block, size};
  bytes_ += size;
  return true;
}

void* AllocateBlock(size_t size) {
  if (!cache_destroyed) {
    if (void* block = cache.Take(size)) return block;
  }
  return std::malloc(size);
}

void FreeBlock(void* block, size_t size) {
  if (!cache_destroyed && cache.Keep(block, size)) return;
  std::free(block);
}

}  // namespace

google::protobuf::ArenaOptions ArenaLogOptions() {
  google::protobuf::ArenaOptions options;
  options.start_block_size = size_t{4} << 10;
  options.max_block_size = size_t{64} << 10;
  if (kCacheBlocks) {
    options.block_alloc = &AllocateBlock;
    options.block_dealloc = &FreeBlock;
  }
  return options;
}

ArenaLog::ArenaLog(const google::protobuf::ArenaOptions& options)
    : arena_(std::make_unique<google::protobuf::Arena>(options)),
      log_(google::protobuf::Arena::CreateMessage<pb::MatchLog>(arena_.get())) {}

ArenaLog::ArenaLog() : ArenaLog(ArenaLogOptions()) {}

}  // namespace arbiter
