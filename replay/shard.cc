#include "replay/shard.h"

#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "replay/store.h"

namespace arbiter {

absl::StatusOr<Shard> ParseShard(absl::string_view text) {
  std::vector<absl::string_view> parts = absl::StrSplit(text, '/');
  uint32_t index = 0, count = 0;
  if (parts.size() != 2 || !absl::SimpleAtoi(parts[0], &index) ||
      !absl::SimpleAtoi(parts[1], &count) || count == 0 || count > kMaxShards ||
      index >= count) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--shard ", text, ": expected I/N with 0 <= I < N <= ", kMaxShards,
        " (shard I of N, counted from 0)"));
  }
  return Shard{index, count};
}

uint64_t ShardKeyOfBytes(absl::string_view bytes) { return DigestOfLogBytes(bytes); }

}  // namespace arbiter
