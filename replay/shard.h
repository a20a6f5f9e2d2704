// Shards: splitting one batch of logs over N independent workers (processes
// or Slurm array tasks) so that together they verify every log exactly once.
//
//   absl::StatusOr<Shard> shard = ParseShard("2/8");
//   if (shard->Contains(ShardKeyOfBytes(bytes))) Verify(bytes);
//
// A log's shard is a function of its content alone: the digest of its bytes
// (DigestOfLogBytes, the store's frozen per-log checksum, so a stored log and
// the same bytes in a file fall in the same shard, and a store answers from
// its index without reading bytes). The same log under another path, in a
// store or a copy, lands in the same shard on every machine; the digest is
// well mixed, so shards come out balanced. Pure; any thread.
#ifndef ARBITER_REPLAY_SHARD_H_
#define ARBITER_REPLAY_SHARD_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace arbiter {

struct Shard {
  uint32_t index = 0;  // 0 .. count-1
  uint32_t count = 1;  // 1: the whole batch

  // Whether the log with `key` belongs to this shard.
  bool Contains(uint64_t key) const { return ShardOf(key, count) == index; }

  // The shard, 0 .. count-1, of a log whose key is `key`: multiply-shift
  // range reduction of the (already mixed) key, so every shard gets an equal
  // share of the key space.
  static uint32_t ShardOf(uint64_t key, uint32_t count) {
    return static_cast<uint32_t>((static_cast<unsigned __int128>(key) * count) >> 64);
  }
};

inline constexpr uint32_t kMaxShards = 1u << 20;

// "I/N" with 0 <= I < N <= kMaxShards. kInvalidArgument otherwise, saying
// what is expected.
absl::StatusOr<Shard> ParseShard(absl::string_view text);

// The shard key of a log with these bytes (DigestOfLogBytes).
uint64_t ShardKeyOfBytes(absl::string_view bytes);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_SHARD_H_
