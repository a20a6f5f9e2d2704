// Living Forest invariants, the bookkeeping that lets them skip work: a
// decision whose input bytes equal those of the last state it held on (per
// thread) is not recomputed, and cards_conserved keeps its card tally up to
// date pile by pile instead of recounting every card. invariants.cc uses
// these; what they may and may not rely on is said at each section.
//
//   thread_local PileTally tally;  // with a TableCopy for the table span
//   bool held = FollowAll(tally, table, state) && tally.off == 0;
#ifndef ARBITER_VERIFIER_LIVING_FOREST_FOLLOWED_PILES_H_
#define ARBITER_VERIFIER_LIVING_FOREST_FOLLOWED_PILES_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
#include <emmintrin.h>
#define ARBITER_LF_SSE2 1
#endif

#include "absl/base/attributes.h"
#include "engine/living_forest/state.h"
#include "verifier/living_forest/conservation.h"

namespace arbiter::living_forest::invariants {

// ---- Skipping a decision whose input has not changed.
//
// The decisions are pure functions of the bytes of the state they read. A
// memoized one keeps, per thread, a copy of those bytes from the last state
// on which it held; when the bytes are the same again the verdict is the
// same and the work is skipped. Whatever match the copy came from, equal
// bytes mean an equal verdict, so this is sound across matches and logs. It
// never asks the reducer what changed.

// Bits i set where a[i] == b[i], for i in [0, 16).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline unsigned EqualBytes16(const uint8_t* a, const uint8_t* b) {
#ifdef ARBITER_LF_SSE2
  return static_cast<unsigned>(_mm_movemask_epi8(
      _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(a)),
                     _mm_loadu_si128(reinterpret_cast<const __m128i*>(b)))));
#else
  unsigned bits = 0;
  for (int i = 0; i < 16; ++i) bits |= static_cast<unsigned>(a[i] == b[i]) << i;
  return bits;
#endif
}

// True when the `size` bytes at a and b are equal. Compares in 16-byte steps
// and masks the last, so it reads (but ignores) up to 15 bytes past the end;
// the first step decides spans of up to 16 bytes alone.
// REQUIRES: a and b readable for `size` rounded up to 16 bytes, at least 16.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool SameSpan(const uint8_t* a, const uint8_t* b,
                                                  size_t size) {
  const unsigned first = EqualBytes16(a, b);
  if (size <= 16) return (~first & ((1u << size) - 1)) == 0;
  if (first != 0xFFFFu) return false;
  size_t i = 16;
  for (; i + 16 <= size; i += 16) {
    if (EqualBytes16(a + i, b + i) != 0xFFFFu) return false;
  }
  if (i == size) return true;
  const unsigned want = (1u << (size - i)) - 1;
  return (EqualBytes16(a + i, b + i) & want) == want;
}

// Length of the common prefix of a[0, limit) and b[0, limit); reads both in
// 16-byte steps. REQUIRES: both readable to `limit` rounded up to 16.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline int CommonPrefix(const uint8_t* a, const uint8_t* b,
                                                    int limit) {
  for (int i = 0; i < limit; i += 16) {
    const unsigned equal = EqualBytes16(a + i, b + i);
    if (equal != 0xFFFFu) {
      const int first = i + __builtin_ctz(~equal);
      return first < limit ? first : limit;
    }
  }
  return limit;
}

// A range of State's bytes; reading it rounded up to 16 stays inside State.
struct Span {
  size_t offset;
  size_t size;
};
constexpr bool Readable(Span span) {
  return span.offset + (span.size < 16 ? 16 : (span.size + 15) / 16 * 16) <= sizeof(State);
}

inline const uint8_t* BytesOf(const State& s) { return reinterpret_cast<const uint8_t*>(&s); }

// The copy of the spans a decision read from the last state it held on.
struct SpanMemo {
  bool valid = false;
  State copy{};

  // All spans compared, no early exit: a few predictable instructions each.
  template <const auto& kSpans, size_t... I>
  ABSL_ATTRIBUTE_ALWAYS_INLINE bool Same(const State& s, std::index_sequence<I...>) const {
    return valid & (SameSpan(BytesOf(copy) + kSpans[I].offset, BytesOf(s) + kSpans[I].offset,
                             kSpans[I].size) &
                    ...);
  }
  template <size_t N>
  void Remember(const State& s, const std::array<Span, N>& spans) {
    for (const Span& span : spans) {
      std::memcpy(reinterpret_cast<uint8_t*>(&copy) + span.offset, BytesOf(s) + span.offset,
                  span.size);
    }
    valid = true;
  }
};

// ---- cards_conserved by pile prefixes.
//
// Every pile of the game (deck, discard, help line, guardian stack) changes
// at its top: cards are pushed and popped, or the pile is laid anew. So the
// tally of the last state's piles, held per thread with a copy of each pile,
// is brought up to date by comparing each pile with its copy: a pile equal
// to its copy is passed at once; otherwise the cards past their common
// prefix leave the tally and the current ones come in. The tally is then
// always that of exactly the current cards (the copies are the current piles
// afterwards), which is what the full count computes; any impossible size or
// card sends the state to the full count, which decides.

template <int kCap>
struct PileCopy {
  uint8_t n = 0;
  std::array<uint8_t, (kCap + 15) / 16 * 16> cards{};  // 16-byte steps stay inside
};

static_assert(offsetof(PlayerState, line) + offsetof(Pile, cards) + (kMaxOwned + 15) / 16 * 16 <=
                  sizeof(PlayerState),
              "a pile read in 16-byte steps stays inside its player");
static_assert(offsetof(State, stack) + 2 * sizeof(State::stack[0]) + 32 <= sizeof(State),
              "a stack read in 16-byte steps stays inside the state");

// The tally of the copies, and how many kinds it has in another number than
// a game of `players` seats holds (kept at each change, so that no full
// comparison is needed).
struct PileTally {
  bool valid = false;  // tally is that of the copies below, for `players`
  int players = 0;
  PileCopy<kMaxOwned> piles[kMaxPlayers][3];
  PileCopy<kLevelSize[0]> stack0;
  PileCopy<kLevelSize[1]> stack1;
  PileCopy<kLevelSize[2]> stack2;
  std::array<std::array<uint8_t, kDisplayPerLevel>, kNumLevels> display{};
  uint8_t burn = 0;
  CardTally tally{};
  const CardTally* want = nullptr;
  int off = 0;  // kinds where tally != *want

  void Reset(int seats) {
    *this = PileTally();
    players = seats;
    for (auto& row : display) row.fill(kNoCard);
    want = &CardsInGame(seats);
    for (uint16_t w : *want) off += w != 0;
  }
  ABSL_ATTRIBUTE_ALWAYS_INLINE void Add(uint8_t kind, int delta) {
    off -= tally[kind] != (*want)[kind];
    tally[kind] = static_cast<uint16_t>(tally[kind] + delta);
    off += tally[kind] != (*want)[kind];
  }
};

// Brings `copy` and the tally from the copied pile to the pile of `n` cards
// at `cards`. False (with copy and tally no longer matching) on an impossible
// size or card. REQUIRES: `cards` readable to n rounded up to 16.
template <int kCap>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool FollowPile(PileTally& t, PileCopy<kCap>& copy, int n,
                                                   const uint8_t* cards) {
  // The common case: the pile is its copy (one or two 16-byte compares).
  if (n == copy.n && SameSpan(copy.cards.data(), cards, static_cast<size_t>(n))) return true;
  if (n > kCap) return false;
  const int common = CommonPrefix(copy.cards.data(), cards, n < copy.n ? n : copy.n);
  for (int i = common; i < copy.n; ++i) t.Add(copy.cards[i], -1);
  for (int i = common; i < n; ++i) {
    if (cards[i] >= kNumCardKinds) return false;
    t.Add(cards[i], +1);
    copy.cards[i] = cards[i];
  }
  copy.n = static_cast<uint8_t>(n);
  return true;
}

// A seat's pile keeps its size byte just before its cards (Pile), as
// PileCopy does; so the first 32 bytes from the size byte hold the size and
// the first 31 cards. When they equal the copy's (and the pile has no more
// cards than that) the pile is its copy. The window also compares bytes past
// the top, which only makes the test stricter: a pile that differs there is
// followed (a no-op past the common prefix) and its window copied afresh.
constexpr int kWindow = 32;
static_assert(offsetof(Pile, cards) == 1 && offsetof(PileCopy<kMaxOwned>, cards) == 1);
static_assert(offsetof(PlayerState, line) + kWindow <= sizeof(PlayerState) &&
                  sizeof(PileCopy<kMaxOwned>) >= kWindow,
              "a pile's window stays inside its player and its copy");

// True when the kWindow bytes at a and b differ.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool WindowDiffers(const uint8_t* a, const uint8_t* b) {
#ifdef ARBITER_LF_SSE2
  const auto load = [](const uint8_t* p) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  };
  const __m128i low = _mm_cmpeq_epi8(load(a), load(b));
  const __m128i high = _mm_cmpeq_epi8(load(a + 16), load(b + 16));
  return _mm_movemask_epi8(_mm_and_si128(low, high)) != 0xFFFF;
#else
  return std::memcmp(a, b, kWindow) != 0;
#endif
}

// True when any of a seat's three pile windows differs from its copy's.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool SeatWindowsDiffer(const PileCopy<kMaxOwned>* copies,
                                                          const PlayerState& p) {
#ifdef ARBITER_LF_SSE2
  const auto equal = [](const PileCopy<kMaxOwned>& copy, const Pile& pile) {
    const auto load = [](const uint8_t* b) {
      return _mm_loadu_si128(reinterpret_cast<const __m128i*>(b));
    };
    return _mm_and_si128(_mm_cmpeq_epi8(load(&copy.n), load(&pile.n)),
                         _mm_cmpeq_epi8(load(&copy.n + 16), load(&pile.n + 16)));
  };
  const __m128i all = _mm_and_si128(
      _mm_and_si128(equal(copies[0], p.deck), equal(copies[1], p.discard)),
      equal(copies[2], p.line));
  return _mm_movemask_epi8(all) != 0xFFFF;
#else
  return WindowDiffers(&copies[0].n, &p.deck.n) || WindowDiffers(&copies[1].n, &p.discard.n) ||
         WindowDiffers(&copies[2].n, &p.line.n);
#endif
}

// The table span: display, stacks and stack sizes, adjacent in State.
constexpr size_t kTableBegin = offsetof(State, display);
constexpr size_t kTableSize = offsetof(State, stack_n) + sizeof(State::stack_n) - kTableBegin;
static_assert(kTableSize ==
              sizeof(State::display) + sizeof(State::stack) + sizeof(State::stack_n));
static_assert(Readable({kTableBegin, kTableSize}));

// True when `copy` holds the table span of `s`: SameSpan unrolled for its
// fixed size, the 16-byte steps combined without branches.
inline bool SameTable(const uint8_t* copy, const State& s) {
  const uint8_t* table = BytesOf(s) + kTableBegin;
#ifdef ARBITER_LF_SSE2
  constexpr size_t kFull = kTableSize / 16;
  constexpr unsigned kLast = (1u << (kTableSize % 16)) - 1;
  static_assert(kFull == 5 && kLast != 0, "the unrolled compare below fits the table span");
  const auto eq = [&](size_t i) {
    return _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(copy + 16 * i)),
                          _mm_loadu_si128(reinterpret_cast<const __m128i*>(table + 16 * i)));
  };
  const __m128i full =
      _mm_and_si128(_mm_and_si128(_mm_and_si128(eq(0), eq(1)), _mm_and_si128(eq(2), eq(3))), eq(4));
  const unsigned last = static_cast<unsigned>(_mm_movemask_epi8(eq(5)));
  return (_mm_movemask_epi8(full) == 0xFFFF) & ((last & kLast) == kLast);
#else
  return std::memcmp(copy, table, kTableSize) == 0;
#endif
}

struct TableCopy {
  bool valid = false;  // bytes are the table the stack and display copies follow
  std::array<uint8_t, (kTableSize + 15) / 16 * 16> bytes{};
};

// Copies the table in whole 16-byte steps (Readable above; SameTable
// ignores the bytes past it). A memcpy of this size to a destination of
// unknown alignment compiles to a `rep movs`, slow to start (perf: a
// twentieth of AllHold's time), hence the explicit moves.
inline void CopyTable(TableCopy& copy, const State& s) {
  const uint8_t* from = BytesOf(s) + kTableBegin;
#ifdef ARBITER_LF_SSE2
  for (size_t i = 0; i < copy.bytes.size(); i += 16) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(copy.bytes.data() + i),
                     _mm_loadu_si128(reinterpret_cast<const __m128i*>(from + i)));
  }
#else
  std::memcpy(copy.bytes.data(), from, copy.bytes.size());
#endif
}

// Follows the stacks and the display; false on an impossible size or card.
bool FollowTable(PileTally& t, const State& s);

// Follows every pile of the seats in play, the table and the burn board;
// false on an impossible size or card (the full count then decides).
// REQUIRES: 2 <= s.players <= 4.
bool FollowAll(PileTally& t, TableCopy& table, const State& s);

}  // namespace arbiter::living_forest::invariants

#endif  // ARBITER_VERIFIER_LIVING_FOREST_FOLLOWED_PILES_H_
