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

#include <array>
#include <cstdint>
#include <iterator>
#include <string>
#include <type_traits>

#include "absl/types/span.h"

namespace arbiter {

class DigestBuilder {
 public:
  DigestBuilder() = default;
  // A builder that writes the values it is given, in order, into `buffer`
  // instead of mixing them, so that the digest can be finished later with
  // Of() or FourOf() on the first recorded() entries; overflowed() when the
  // buffer was too small (what did not fit is dropped). Its own Finish() is
  // then meaningless.
  explicit DigestBuilder(absl::Span<uint64_t> buffer)
      : record_(buffer.data()), record_begin_(buffer.data()), record_end_(buffer.data() + buffer.size()) {}
  size_t recorded() const { return size_t(record_ - record_begin_); }
  bool overflowed() const { return overflowed_; }

  // Adds one integral, boolean or enum value.
  template <typename T>
  void Add(T value) {
    Mix(Widened(value));
  }

  // Adds every element of a fixed-size container, then its length, so that
  // two ranges cannot shift values into each other.
  template <typename Range>
  void AddRange(const Range& range) {
    const size_t n = std::size(range);
    // Recording with room for it all (a checkpoint records about 600
    // values, most of them in ranges): written without Mix's tests for
    // each value. Otherwise value by value, which mixes, or records what
    // fits and reports the overflow.
    if (record_ != nullptr && size_t(record_end_ - record_) > n) {
      uint64_t* out = record_;
      for (const auto& value : range) *out++ = Widened(value);
      *out++ = n;
      record_ = out;
      return;
    }
    for (const auto& value : range) Add(value);
    Mix(n);
  }

  uint64_t Finish() const { return Finished(state_); }

  // The digest a builder given `values` (recorded as above) finishes with.
  static uint64_t Of(absl::Span<const uint64_t> values);
  // Of() for four recordings at once. Each digest is one serial chain of
  // multiplies, so alone it runs at the multiplier's latency; four chains
  // side by side take about the time of one (a verifier's checkpoints:
  // verifier/core/verify.cc DeferredDigests).
  static std::array<uint64_t, 4> FourOf(const std::array<absl::Span<const uint64_t>, 4>& values);
  // The same for two.
  static std::array<uint64_t, 2> TwoOf(const std::array<absl::Span<const uint64_t>, 2>& values);

 private:
  static constexpr uint64_t kStart = 0x243F6A8885A308D3ull;  // digits of pi: any odd start
  // Multiply-xorshift per word (constants from splitmix64). Frozen.
  static uint64_t Mixed(uint64_t state, uint64_t value) {
    state = (state ^ value) * 0x9E3779B97F4A7C15ull;
    state ^= state >> 29;
    state = state * 0xBF58476D1CE4E5B9ull;
    return state ^ (state >> 32);
  }
  static uint64_t Finished(uint64_t state);

  // Every value as 64 bits, sign-extended, so that the digest depends on
  // values, not on the types that hold them.
  template <typename T>
  static uint64_t Widened(T value) {
    static_assert(std::is_integral_v<T> || std::is_enum_v<T>,
                  "digest only integral values, in a fixed order");
    return static_cast<uint64_t>(static_cast<int64_t>(value));
  }

  void Mix(uint64_t value) {
    if (record_ == nullptr) {
      state_ = Mixed(state_, value);
    } else if (record_ != record_end_) {
      *record_++ = value;
    } else {
      overflowed_ = true;
    }
  }

  uint64_t state_ = kStart;
  // Recording: the next entry to write, and the buffer's bounds.
  uint64_t* record_ = nullptr;
  uint64_t* record_begin_ = nullptr;
  uint64_t* record_end_ = nullptr;
  bool overflowed_ = false;
};

// Formats a digest as the 16 lower-case hex digits used in reports.
std::string DigestToHex(uint64_t digest);

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_DIGEST_H_
