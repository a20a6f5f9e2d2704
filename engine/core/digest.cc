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

namespace {

// N chains in one loop, independent of each other, then each one's own
// tail.
template <size_t N, typename Mix, typename Finish>
std::array<uint64_t, N> ChainsOf(const std::array<absl::Span<const uint64_t>, N>& values, uint64_t start,
                                 Mix mix, Finish finish) {
  size_t common = values[0].size();
  for (const auto& v : values) common = v.size() < common ? v.size() : common;
  std::array<uint64_t, N> state;
  state.fill(start);
  for (size_t i = 0; i < common; ++i)
    for (size_t k = 0; k < N; ++k) state[k] = mix(state[k], values[k][i]);
  std::array<uint64_t, N> out;
  for (size_t k = 0; k < N; ++k) {
    for (size_t i = common; i < values[k].size(); ++i) state[k] = mix(state[k], values[k][i]);
    out[k] = finish(state[k]);
  }
  return out;
}

}  // namespace

std::array<uint64_t, 2> DigestBuilder::TwoOf(const std::array<absl::Span<const uint64_t>, 2>& values) {
  return ChainsOf(values, kStart, [](uint64_t s, uint64_t v) { return Mixed(s, v); }, &Finished);
}

std::array<uint64_t, 4> DigestBuilder::FourOf(const std::array<absl::Span<const uint64_t>, 4>& values) {
  return ChainsOf(values, kStart, [](uint64_t s, uint64_t v) { return Mixed(s, v); }, &Finished);
}

std::string DigestToHex(uint64_t digest) {
  return absl::StrFormat("%016x", digest);
}

}  // namespace arbiter
