#include "engine/core/digest.h"

#include "absl/strings/str_format.h"

namespace arbiter {

uint64_t DigestBuilder::Finish() const {
  uint64_t z = state_ + 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

std::string DigestToHex(uint64_t digest) {
  return absl::StrFormat("%016x", digest);
}

}  // namespace arbiter
