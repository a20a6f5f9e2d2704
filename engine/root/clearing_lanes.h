// Twelve per-clearing byte counts as byte lanes, so that the counts of
// every clearing are added and compared at once. Sums saturate at 255: a
// faction has at most 25 warriors and three buildings in a clearing, so only
// a corrupt state reaches it, and such a state breaks piece conservation
// whatever its rule says. (16-bit lanes, exact for any byte values, took
// two registers per count: rule over four seats, asked by the reducer and
// checked by the invariants after most events, cost about a third more;
// callgrind over 30 four-seat games, 2026-12-03.) SSE2 where available; a
// portable version, saturating the same way, otherwise or with
// ARBITER_NO_SIMD (CMake ARBITER_PORTABLE_SIMD).
//
//   Lanes cats = Load12(s.warriors[0].data()) + Load12(roosts.data());
//   uint16_t more = GreaterMask(cats, birds);  // bit c: clearing c
#ifndef ARBITER_ENGINE_ROOT_CLEARING_LANES_H_
#define ARBITER_ENGINE_ROOT_CLEARING_LANES_H_

#include <array>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
#include <emmintrin.h>
#endif

#include "engine/root/components.h"

namespace arbiter::root {

// Twelve zero counts, to compare lanes with.
inline constexpr std::array<uint8_t, kNumClearings> kNoCounts{};

#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
struct Lanes {
  __m128i v;  // clearings 0..11 (lanes 12..15 zero)
};
inline Lanes Load12(const uint8_t* bytes) {
  static_assert(kNumClearings == 12);
  uint32_t rest;
  std::memcpy(&rest, bytes + 8, 4);
  return {_mm_unpacklo_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(bytes)),
                             _mm_cvtsi32_si128(static_cast<int>(rest)))};
}
inline Lanes operator+(Lanes a, Lanes b) { return {_mm_adds_epu8(a.v, b.v)}; }
// The larger of a and b, lane by lane.
inline Lanes Max(Lanes a, Lanes b) { return {_mm_max_epu8(a.v, b.v)}; }
// Bit c set where lane c of a is greater than lane c of b: where a - b,
// saturated at zero, is not zero.
inline uint16_t GreaterMask(Lanes a, Lanes b) {
  const __m128i not_greater = _mm_cmpeq_epi8(_mm_subs_epu8(a.v, b.v), _mm_setzero_si128());
  return static_cast<uint16_t>(~_mm_movemask_epi8(not_greater) & 0x0FFF);
}
// The exact sum of twelve bytes.
inline int Sum12(const uint8_t* bytes) {
  uint32_t rest;
  std::memcpy(&rest, bytes + 8, 4);
  const __m128i zero = _mm_setzero_si128();
  const __m128i v = _mm_unpacklo_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(bytes)),
                                       _mm_cvtsi32_si128(static_cast<int>(rest)));
  const __m128i sums = _mm_sad_epu8(v, zero);
  return _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
}
#else
struct Lanes {
  uint8_t v[kNumClearings];
};
inline Lanes Load12(const uint8_t* bytes) {
  Lanes out;
  for (int c = 0; c < kNumClearings; ++c) out.v[c] = bytes[c];
  return out;
}
inline Lanes operator+(Lanes a, Lanes b) {
  for (int c = 0; c < kNumClearings; ++c) {
    const int sum = a.v[c] + b.v[c];
    a.v[c] = uint8_t(sum < 255 ? sum : 255);
  }
  return a;
}
inline Lanes Max(Lanes a, Lanes b) {
  for (int c = 0; c < kNumClearings; ++c) a.v[c] = a.v[c] > b.v[c] ? a.v[c] : b.v[c];
  return a;
}
inline uint16_t GreaterMask(Lanes a, Lanes b) {
  uint16_t m = 0;
  for (int c = 0; c < kNumClearings; ++c) m |= uint16_t((a.v[c] > b.v[c]) << c);
  return m;
}
inline int Sum12(const uint8_t* bytes) {
  int n = 0;
  for (int c = 0; c < kNumClearings; ++c) n += bytes[c];
  return n;
}
#endif

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_CLEARING_LANES_H_
