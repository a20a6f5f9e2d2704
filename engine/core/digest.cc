#include "engine/core/digest.h"

#include "absl/strings/str_format.h"

namespace arbiter {

uint64_t DigestBuilder::Finished(uint64_t state) {
  uint64_t z = state + 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint64_t DigestBuilder::Of(absl::Span<const uint64_t> values) {
  uint64_t state = kStart;
  for (uint64_t v : values) state = Mixed(state, v);
  return Finished(state);
}

std::array<uint64_t, 2> DigestBuilder::TwoOf(const std::array<absl::Span<const uint64_t>, 2>& values) {
  const size_t common = values[0].size() < values[1].size() ? values[0].size() : values[1].size();
  std::array<uint64_t, 2> state = {kStart, kStart};
  for (size_t i = 0; i < common; ++i) {
    state[0] = Mixed(state[0], values[0][i]);
    state[1] = Mixed(state[1], values[1][i]);
  }
  std::array<uint64_t, 2> out;
  for (int k = 0; k < 2; ++k) {
    for (size_t i = common; i < values[k].size(); ++i) state[k] = Mixed(state[k], values[k][i]);
    out[k] = Finished(state[k]);
  }
  return out;
}

std::array<uint64_t, 4> DigestBuilder::FourOf(const std::array<absl::Span<const uint64_t>, 4>& values) {
  size_t common = values[0].size();
  for (const auto& v : values) common = v.size() < common ? v.size() : common;
  std::array<uint64_t, 4> state = {kStart, kStart, kStart, kStart};
  // The four chains in one loop, independent of each other, then each
  // one's own tail.
  for (size_t i = 0; i < common; ++i) {
    state[0] = Mixed(state[0], values[0][i]);
    state[1] = Mixed(state[1], values[1][i]);
    state[2] = Mixed(state[2], values[2][i]);
    state[3] = Mixed(state[3], values[3][i]);
  }
  std::array<uint64_t, 4> out;
  for (int k = 0; k < 4; ++k) {
    for (size_t i = common; i < values[k].size(); ++i) state[k] = Mixed(state[k], values[k][i]);
    out[k] = Finished(state[k]);
  }
  return out;
}

std::string DigestToHex(uint64_t digest) {
  return absl::StrFormat("%016x", digest);
}

}  // namespace arbiter
