// DigestBuilder: the canonical state digest shared by every game.
//
//   DigestBuilder d;
//   d.Add(state.phase);
//   d.AddRange(state.supply);
//   uint64_t digest = d.Finish();
//
// Protobuf bytes are not canonical, so golden results, checkpoints and diffs
// use this instead: each game feeds its state field by field in a fixed
// order, every value widened to 64 bits, so the digest depends only on the
// values, never on struct layout, padding, endianness or compiler.
// The mixing function is frozen: changing it changes every golden digest.
//
// Not thread-safe; use one builder per digest.
#ifndef ARBITER_ENGINE_CORE_DIGEST_H_
#define ARBITER_ENGINE_CORE_DIGEST_H_

#include <cstdint>
#include <string>
#include <type_traits>

namespace arbiter {

class DigestBuilder {
 public:
  // Adds one integral, boolean or enum value.
  template <typename T>
  void Add(T value) {
    static_assert(std::is_integral_v<T> || std::is_enum_v<T>,
                  "digest only integral values, in a fixed order");
    Mix(static_cast<uint64_t>(static_cast<int64_t>(value)));
  }

  // Adds every element of a fixed-size container, then its length, so that
  // two ranges cannot shift values into each other.
  template <typename Range>
  void AddRange(const Range& range) {
    uint64_t n = 0;
    for (const auto& value : range) {
      Add(value);
      ++n;
    }
    Mix(n);
  }

  uint64_t Finish() const;

 private:
  void Mix(uint64_t value) {
    // Multiply-xorshift per word (constants from splitmix64). Frozen.
    state_ = (state_ ^ value) * 0x9E3779B97F4A7C15ull;
    state_ ^= state_ >> 29;
    state_ = state_ * 0xBF58476D1CE4E5B9ull;
    state_ ^= state_ >> 32;
  }

  uint64_t state_ = 0x243F6A8885A308D3ull;  // digits of pi: any odd start
};

// Formats a digest as the 16 lower-case hex digits used in reports.
std::string DigestToHex(uint64_t digest);

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_DIGEST_H_
