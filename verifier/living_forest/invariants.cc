// Living Forest's invariant catalogue: what every reachable state satisfies,
// checked after every event. The conservation counts are the verifier's own
// (conservation.h); the rest read the seed's phase, turn and limit rules
// directly off the state, apart from the reducer's own bookkeeping. Cheap; no
// allocation on success.
//
// Each invariant is one decision, `...Holds`, and a report that runs only
// once it said no and names what is wrong. The single check of the catalogue
// is "Holds, or the report"; the fused fast path (AllHold, at the end) is the
// conjunction of the same decisions in one pass, so it decides exactly what
// the single checks decide. A few decisions are skipped, or recount only a
// part, when the bytes they read equal those of the last state they held on
// (see "Skipping" below). Nothing here asks the reducer what an event
// changed. tests/living_forest/invariants_test.cc and invariant_memo_test.cc
// alternate passing and corrupt states through both paths.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <type_traits>
#include <utility>

#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
#include <emmintrin.h>
#define ARBITER_LF_SSE2 1
#endif

#include "absl/base/attributes.h"
#include "absl/strings/str_cat.h"
#include "engine/core/typed_match.h"
#include "engine/living_forest/derived.h"
#include "engine/living_forest/rules.h"
#include "verifier/core/invariant.h"
#include "verifier/living_forest/conservation.h"

namespace arbiter::living_forest {
namespace {

namespace inv = ::arbiter::living_forest::invariants;

const State& Get(const Match& m) {
  return AsTyped<LivingForestRules>(m)->state();
}

absl::Status Broken(absl::string_view why) { return absl::InternalError(why); }

// A report that finds nothing although its decision said no: still a failure,
// so that the single check always decides what the decision decides.
absl::Status NoReason() {
  return Broken("the recount finds no fault the check found (a bug in Arbiter)");
}

bool SeatsInRange(const State& s) {
  return s.players >= kMinPlayers && s.players <= kMaxPlayers;
}

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

const uint8_t* BytesOf(const State& s) { return reinterpret_cast<const uint8_t*>(&s); }

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

constexpr size_t SeatOffset(int seat) {
  return offsetof(State, p) + static_cast<size_t>(seat) * sizeof(PlayerState);
}

// tree_tiles_conserved reads the player count, the dispensers and the
// forests (for a possible seat count; with another it always recounts).
constexpr std::array<Span, 6> kTreeSpans = {{
    {offsetof(State, players), 1},
    {offsetof(State, dispenser), sizeof(State::dispenser)},
    {SeatOffset(0) + offsetof(PlayerState, forest), kForestCells},
    {SeatOffset(1) + offsetof(PlayerState, forest), kForestCells},
    {SeatOffset(2) + offsetof(PlayerState, forest), kForestCells},
    {SeatOffset(3) + offsetof(PlayerState, forest), kForestCells},
}};

constexpr bool AllReadable() {
  for (Span span : kTreeSpans) {
    if (!Readable(span)) return false;
  }
  return true;
}
static_assert(AllReadable(), "memo comparisons in 16-byte steps stay inside State");

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
  inv::CardTally tally{};
  const inv::CardTally* want = nullptr;
  int off = 0;  // kinds where tally != *want

  void Reset(int seats) {
    *this = PileTally();
    players = seats;
    for (auto& row : display) row.fill(kNoCard);
    want = &inv::CardsInGame(seats);
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

// Follows the stacks and the display; false on an impossible size or card.
bool FollowTable(PileTally& t, const State& s) {
  if (!FollowPile(t, t.stack0, s.stack_n[0], s.stack[0].data()) ||
      !FollowPile(t, t.stack1, s.stack_n[1], s.stack[1].data()) ||
      !FollowPile(t, t.stack2, s.stack_n[2], s.stack[2].data())) {
    return false;
  }
  for (int level = 0; level < kNumLevels; ++level) {
    for (int slot = 0; slot < kDisplayPerLevel; ++slot) {
      const uint8_t was = t.display[level][slot];
      const uint8_t now = s.display[level][slot];
      if (was == now) continue;
      if (now != kNoCard && now >= kNumCardKinds) return false;
      if (was != kNoCard) t.Add(was, -1);
      if (now != kNoCard) t.Add(now, +1);
      t.display[level][slot] = now;
    }
  }
  return true;
}

// REQUIRES: 2 <= s.players <= 4.
bool FollowAll(PileTally& t, TableCopy& table, const State& s) {
  // Which seat piles differ from their copies: a few branch-free
  // instructions each, then only those are followed.
  uint32_t changed = 0;
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    // Most events leave most seats' piles alone: all three windows are
    // compared at once first.
    static_assert((kWindow & (kWindow - 1)) == 0);
    const bool long_pile = ((p.deck.n | p.discard.n | p.line.n) & ~(kWindow - 1)) != 0;
    if (!long_pile && !SeatWindowsDiffer(t.piles[seat], p)) continue;
    const Pile* piles[3] = {&p.deck, &p.discard, &p.line};
    for (int k = 0; k < 3; ++k) {
      const bool differs = WindowDiffers(&t.piles[seat][k].n, &piles[k]->n) |
                           (piles[k]->n >= kWindow);
      changed |= static_cast<uint32_t>(differs) << (3 * seat + k);
    }
  }
  while (changed != 0) {
    const int i = __builtin_ctz(changed);
    changed &= changed - 1;
    const PlayerState& p = s.p[i / 3];
    const Pile& pile = i % 3 == 0 ? p.deck : i % 3 == 1 ? p.discard : p.line;
    PileCopy<kMaxOwned>& copy = t.piles[i / 3][i % 3];
    if (!FollowPile(t, copy, pile.n, pile.cards.data())) return false;
    std::memcpy(&copy.n, &pile.n, kWindow);  // the cards as followed, and what lies past them
  }
  if (!table.valid || !SameTable(table.bytes.data(), s)) {
    table.valid = false;
    if (!FollowTable(t, s)) return false;
    std::memcpy(table.bytes.data(), BytesOf(s) + kTableBegin, kTableSize);
    table.valid = true;
  }
  if (s.burn_cards > kNumFireCards) return false;
  if (s.burn_cards != t.burn) {
    t.Add(kFireCard, s.burn_cards - t.burn);
    t.burn = s.burn_cards;
  }
  return true;
}

// ---- Solitary markers of a help line, followed the same way.
//
// guardian_stop, action_limit and phase_order count each seat's uncancelled
// solitary markers. A help line also changes only at its top, so the net
// count of the line's cards is kept per thread and seat with a copy of the
// line and brought up to date past their common prefix. The value is always
// that of the current line, as PlainUncancelled computes it.

// +1 solitary, -1 gregarious, 0 otherwise, for any byte (a byte that is no
// card counts 0; cards_conserved catches it).
constexpr std::array<int8_t, 256> kSign = [] {
  std::array<int8_t, 256> sign{};
  for (int k = 0; k < kNumCardKinds; ++k) sign[k] = component_data::kMarkerSign[k];
  return sign;
}();

// The first cards of the line a count reads: all of them, unless its size is
// impossible (cards_conserved catches that).
int LineCards(const Pile& line) { return line.n <= kMaxOwned ? line.n : kMaxOwned; }

// Solitary markers in the help line not cancelled by gregarious ones
// (seed 1.守護獣フェイズ), counted afresh.
int PlainUncancelled(const PlayerState& p) {
  int net = 0;
  for (int i = 0; i < LineCards(p.line); ++i) net += kSign[p.line.cards[i]];
  return net < 0 ? 0 : net;
}

struct LineCount {
  PileCopy<kMaxOwned> copy;
  int net = 0;  // solitary minus gregarious markers of copy's cards
};

int Uncancelled(const PlayerState& p, LineCount& c) {
  const int n = LineCards(p.line);
  const uint8_t* cards = p.line.cards.data();
  const int common = CommonPrefix(c.copy.cards.data(), cards, n < c.copy.n ? n : c.copy.n);
  if (common != n || common != c.copy.n) {
    for (int i = common; i < c.copy.n; ++i) c.net -= kSign[c.copy.cards[i]];
    for (int i = common; i < n; ++i) {
      c.net += kSign[cards[i]];
      c.copy.cards[i] = cards[i];
    }
    c.copy.n = static_cast<uint8_t>(n);
  }
  return c.net < 0 ? 0 : c.net;
}

// Actions a seat may take this round (seed 2.アクションフェイズ): 2, or 1 with
// three uncancelled solitaries. Each card adds at most one solitary, so a
// short line needs no count.
int Allowed(const PlayerState& p, LineCount& c) {
  if (p.line.n < kMaxSolitary) return 2;
  return Uncancelled(p, c) >= kMaxSolitary ? 1 : 2;
}
int PlainAllowed(const PlayerState& p) {
  if (p.line.n < kMaxSolitary) return 2;
  return PlainUncancelled(p) >= kMaxSolitary ? 1 : 2;
}

// ---- What each thread keeps between states.
// What display_by_level last held on: the phase and the table span.
struct DisplayMemo {
  Phase phase = Phase::kSetup;
  TableCopy table;
};

struct ThreadMemory {
  PileTally cards;
  TableCopy table;  // of cards' stacks and display
  DisplayMemo display;
  SpanMemo trees;
  LineCount lines[kMaxPlayers];
};

// Constant-initialized (every member has a constant default), so no guard.
ThreadMemory& Memory() {
  thread_local ThreadMemory memory;
  return memory;
}

// ---- The decisions and their reports.

// cards_conserved: followed while possible, else counted afresh.
bool CardsHold(const State& s, ThreadMemory& m) {
  if (!SeatsInRange(s)) return inv::CardsHold(s);
  for (int seat = s.players; seat < kMaxPlayers; ++seat) {
    const PlayerState& p = s.p[seat];
    if ((p.deck.n | p.discard.n | p.line.n) != 0) return inv::CardsHold(s);
  }
  PileTally& t = m.cards;
  // Empty copies and an empty tally: following them counts every card.
  if (!t.valid || t.players != s.players) {
    t.Reset(s.players);
    m.table.valid = false;
  }
  t.valid = FollowAll(t, m.table, s);
  return t.valid && t.off == 0 ? true : inv::CardsHold(s);
}

// tree_tiles_conserved, skipped while its spans keep their bytes.
bool TreeTilesHold(const State& s, ThreadMemory& m) {
  const bool seats_in_range = SeatsInRange(s);
  if (seats_in_range &&
      m.trees.Same<kTreeSpans>(s, std::make_index_sequence<std::size(kTreeSpans)>())) {
    return true;
  }
  const bool ok = inv::TreeTilesHold(s);
  if (ok && seats_in_range) m.trees.Remember(s, kTreeSpans);
  return ok;
}

// After the Sacred Tree attack (and at the start of the game) the centre
// holds a fire, unless the value-2 supply is exhausted; during the guardian
// phase nothing can take it away.
bool CentreNeverEmptyHolds(const State& s) {
  return s.phase != Phase::kGuardian || s.centre[0] + s.centre[1] + s.centre[2] != 0 ||
         s.fire_supply[0] == 0;
}
absl::Status CentreNeverEmptyReport(const State& s) {
  return Broken(absl::StrCat("round ", s.round, " begins with no fire in the centre"));
}

// At most two actions (one with three uncancelled solitaries), recorded in
// step with their count, distinct unless Tree11.
// The record agrees with the count (none, the first, or both actions for 0,
// 1 or 2 done) for every seat in play; bit `seat` of *two_done set for a seat
// with two actions done. All seats at once: each one's awaiting_reshuffle,
// actions_done and two actions are one 32-bit lane (bytes 0..3).
static_assert(offsetof(PlayerState, actions_done) == offsetof(PlayerState, awaiting_reshuffle) + 1 &&
              offsetof(PlayerState, actions) == offsetof(PlayerState, actions_done) + 1 &&
              sizeof(ActionKind) == 1);
bool RecordsAgree(const State& s, unsigned* two_done) {
#ifdef ARBITER_LF_SSE2
  const auto lane = [&s](int seat) {
    int32_t word;
    std::memcpy(&word, &s.p[seat].awaiting_reshuffle, 4);
    return word;
  };
  const __m128i v = _mm_setr_epi32(lane(0), lane(1), lane(2), lane(3));
  const __m128i zero = _mm_setzero_si128();
  const __m128i none = _mm_cmpeq_epi8(v, zero);  // 0xFF where a byte is 0
  // Byte 2 (first action): set iff done != 0 (done moved up one byte).
  const __m128i first_ok = _mm_cmpeq_epi8(none, _mm_cmpeq_epi8(_mm_slli_epi32(v, 8), zero));
  // Byte 3 (second action): set iff done >= 2, that is done & ~1 != 0.
  const __m128i done_high = _mm_and_si128(_mm_slli_epi32(v, 16), _mm_set1_epi32(0xFE000000));
  const __m128i second_ok = _mm_cmpeq_epi8(none, _mm_cmpeq_epi8(done_high, zero));
  // Byte 1 (done): at most two.
  const __m128i done_ok = _mm_cmpeq_epi8(_mm_min_epu8(v, _mm_set1_epi8(2)), v);
  const auto bits = [](__m128i x) { return static_cast<unsigned>(_mm_movemask_epi8(x)); };
  const unsigned ok =
      (bits(done_ok) & 0x2222u) | (bits(first_ok) & 0x4444u) | (bits(second_ok) & 0x8888u);
  const unsigned two = static_cast<unsigned>(_mm_movemask_epi8(
      _mm_cmpeq_epi8(_mm_and_si128(v, _mm_set1_epi32(0xFF00)), _mm_set1_epi32(0x0200))));
  // Per seat: bits 4 * seat + 1..3 of ok, bit 4 * seat + 1 of two.
  const unsigned in_play = (1u << (4 * s.players)) - 1;  // REQUIRES players <= 4
  *two_done = 0;
  for (int seat = 0; seat < s.players; ++seat) *two_done |= (two >> (4 * seat + 1) & 1) << seat;
  return (ok & 0xEEEEu & in_play) == (0xEEEEu & in_play);
#else
  bool ok = true;
  *two_done = 0;
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    const int done = p.actions_done;
    ok &= ((done > 0) == (p.actions[0] != ActionKind::kNone)) &
          ((done > 1) == (p.actions[1] != ActionKind::kNone)) & (done <= 2);
    *two_done |= static_cast<unsigned>(done == 2) << seat;
  }
  return ok;
#endif
}

bool ActionLimitHolds(const State& s, ThreadMemory& m) {
  if (!SeatsInRange(s)) return false;
  unsigned two_done;
  if (!RecordsAgree(s, &two_done)) return false;
  // A second action needs the line counted and, when it repeats the first,
  // Tree11.
  for (; two_done != 0; two_done &= two_done - 1) {
    const int seat = __builtin_ctz(two_done);
    const PlayerState& p = s.p[seat];
    if (Allowed(p, m.lines[seat]) != 2 ||
        (p.actions[0] == p.actions[1] && !OwnsTree(p, kSameActionTree))) {
      return false;
    }
  }
  return true;
}
absl::Status ActionLimitReport(const State& s) {
  if (!SeatsInRange(s)) return Broken("no seats to count actions for");
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    if (p.actions_done > 2 || (p.actions_done == 2 && PlainAllowed(p) < 2)) {
      return Broken(absl::StrCat("seat ", seat, " took ", p.actions_done, " actions with ",
                                 PlainUncancelled(p), " uncancelled solitaries"));
    }
    for (int i = 0; i < 2; ++i) {
      if ((i < p.actions_done) != (p.actions[i] != ActionKind::kNone)) {
        return Broken(absl::StrCat("seat ", seat, " action record disagrees with its count"));
      }
    }
    if (p.actions_done == 2 && p.actions[0] == p.actions[1] &&
        !OwnsTree(p, kSameActionTree)) {
      return Broken(absl::StrCat("seat ", seat, " took the same action twice without Tree11"));
    }
  }
  return NoReason();
}

bool GuardianStopHolds(const State& s, ThreadMemory& m) {
  if (!SeatsInRange(s)) return false;
  bool ok = true;
  for (int seat = 0; seat < s.players; ++seat) {
    // Each card adds at most one, so a short line cannot break it.
    const PlayerState& p = s.p[seat];
    if (p.line.n > kMaxSolitary) ok &= Uncancelled(p, m.lines[seat]) <= kMaxSolitary;
  }
  return ok;
}
absl::Status GuardianStopReport(const State& s) {
  for (int seat = 0; seat < kMaxPlayers && seat < s.players; ++seat) {
    if (PlainUncancelled(s.p[seat]) > kMaxSolitary) {
      return Broken(absl::StrCat("seat ", seat, " revealed past three uncancelled solitaries"));
    }
  }
  return NoReason();
}

// x mod players, the same value as x % players, with constant divisors for
// the seat counts the game has (a multiply instead of a division).
// REQUIRES: 2 <= players <= 4.
inline int ModSeats(int x, int players) {
  switch (players) {
    case 2: return x % 2;
    case 3: return x % 3;
    default: return x % 4;
  }
}

// Setup, then rounds of guardian and action phases; actions in seat order
// from the holder; the Sacred Tree passes left once a round. `Fail` makes
// the verdict: the decision passes a no-op and reads only the bool; the
// report passes one that keeps the first reason.
template <typename Fail>
bool PhaseOrder(const State& s, ThreadMemory* m, Fail fail) {
  if (!SeatsInRange(s)) return fail("no seat order for this seat count");
  const int setup_events = s.players + kNumLevels;
  if (s.phase == Phase::kSetup) {
    if (s.setup_step >= setup_events || s.round != 0) return fail("setup phase out of step");
    return true;
  }
  if (s.setup_step != setup_events || s.round == 0) {
    return fail("play began before the setup shuffles were done");
  }
  if (s.holder != ModSeats(s.round - 1, s.players)) {
    return fail("the Sacred Tree is not with the seat it passed to (left once a round)");
  }
  if (s.phase == Phase::kGuardian) {
    if (s.attracting || s.pending != Bonus::kNone) return fail("an action open in the guardian phase");
    for (int seat = 0; seat < s.players; ++seat) {
      if (s.p[seat].actions_done != 0) return fail("actions taken in the guardian phase");
    }
    return true;
  }
  if (s.phase == Phase::kGameOver) return true;
  if (s.phase != Phase::kAction) return fail("a phase that is none of the game's phases");
  // Seats act in order from the holder: those before `turn` are done, those
  // after have not begun, everyone stopped revealing.
  const int position = ModSeats(s.turn - s.holder + s.players, s.players);
  int seat = s.holder;
  for (int i = 0; i < s.players; ++i, seat = seat + 1 == s.players ? 0 : seat + 1) {
    const PlayerState& p = s.p[seat];
    if (!p.stopped || p.awaiting_reshuffle) return fail("action phase before every seat stopped");
    if (i < position &&
        p.actions_done != (m != nullptr ? Allowed(p, m->lines[seat]) : PlainAllowed(p))) {
      return fail("a seat was passed before finishing its actions");
    }
    if (i > position && p.actions_done != 0) return fail("a seat acted before its turn");
  }
  return true;
}
bool PhaseOrderHolds(const State& s, ThreadMemory& m) {
  return PhaseOrder(s, &m, [](const char*) { return false; });
}
absl::Status PhaseOrderReport(const State& s) {
  const char* why = nullptr;
  PhaseOrder(s, nullptr, [&why](const char* reason) {
    why = reason;
    return false;
  });
  if (why == nullptr) return NoReason();
  return Broken(absl::StrCat(why, " (round ", s.round, ", phase ", static_cast<int>(s.phase),
                             ", holder ", s.holder, ", turn ", s.turn, ")"));
}

// display_by_level: the display and stacks hold their own level's cards (a
// stack no more than its level has), and in the guardian phase no display
// slot is empty while its stack has cards. A level's guardians are one run of
// kinds, so "of level L" is one unsigned range comparison.
constexpr bool OfLevel(uint8_t card, int level) {
  return static_cast<uint8_t>(card - kLevelFirst[level]) < kLevelSize[level];
}
constexpr bool LevelsAreRuns() {
  for (int card = 0; card < 256; ++card) {
    for (int level = 0; level < kNumLevels; ++level) {
      const bool want = card < kNumCardKinds && component_data::kCardLevel[card] == level;
      if (OfLevel(static_cast<uint8_t>(card), level) != want) return false;
    }
  }
  return true;
}
static_assert(LevelsAreRuns(), "each level's guardians are one run of card kinds");

bool DisplayHolds(const State& s) {
  if (s.phase == Phase::kSetup) return true;
  const int n0 = s.stack_n[0], n1 = s.stack_n[1], n2 = s.stack_n[2];
  if (n0 > kLevelSize[0] || n1 > kLevelSize[1] || n2 > kLevelSize[2]) return false;
  unsigned empty;  // bit 4 * level + slot: an empty display slot
  bool ok;
#ifdef ARBITER_LF_SSE2
  static_assert(kDisplayPerLevel == 4 && kNumLevels == 3);
  static_assert(offsetof(State, stack) == offsetof(State, display) + sizeof(State::display));
  // Lanes 4L..4L+3 test level L; the other lanes are masked off.
  const auto in_range = [](__m128i cards, __m128i first, __m128i last_offset) {
    const __m128i d = _mm_sub_epi8(cards, first);
    return _mm_cmpeq_epi8(_mm_min_epu8(d, last_offset), d);
  };
  const auto load = [](const uint8_t* p) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  };
  const auto lanes = [](int a, int b, int c) {
    return _mm_setr_epi8(static_cast<char>(a), static_cast<char>(a), static_cast<char>(a),
                         static_cast<char>(a), static_cast<char>(b), static_cast<char>(b),
                         static_cast<char>(b), static_cast<char>(b), static_cast<char>(c),
                         static_cast<char>(c), static_cast<char>(c), static_cast<char>(c), 0, 0,
                         0, 0);
  };
  const __m128i display = load(&s.display[0][0]);  // and 4 bytes of stack 0, masked
  const __m128i first = lanes(kLevelFirst[0], kLevelFirst[1], kLevelFirst[2]);
  const __m128i last = lanes(kLevelSize[0] - 1, kLevelSize[1] - 1, kLevelSize[2] - 1);
  const __m128i none = _mm_cmpeq_epi8(display, _mm_set1_epi8(static_cast<char>(kNoCard)));
  empty = static_cast<unsigned>(_mm_movemask_epi8(none)) & 0xFFFu;
  const unsigned shown = static_cast<unsigned>(_mm_movemask_epi8(
      _mm_or_si128(none, in_range(display, first, last))));
  ok = (shown & 0xFFFu) == 0xFFFu;
  const auto stack_ok = [&](const uint8_t* cards, int level, int n) {
    const __m128i f = _mm_set1_epi8(static_cast<char>(kLevelFirst[level]));
    const __m128i l = _mm_set1_epi8(static_cast<char>(kLevelSize[level] - 1));
    uint32_t bits = static_cast<uint32_t>(_mm_movemask_epi8(in_range(load(cards), f, l)));
    if (n > 16) {
      bits |= static_cast<uint32_t>(_mm_movemask_epi8(in_range(load(cards + 16), f, l))) << 16;
    }
    const uint32_t want = (uint32_t{1} << n) - 1;  // n <= 23
    return (bits & want) == want;
  };
  ok &= stack_ok(s.stack[0].data(), 0, n0);
  ok &= stack_ok(s.stack[1].data(), 1, n1);
  ok &= stack_ok(s.stack[2].data(), 2, n2);
#else
  empty = 0;
  ok = true;
  for (int level = 0; level < kNumLevels; ++level) {
    for (int slot = 0; slot < kDisplayPerLevel; ++slot) {
      const uint8_t card = s.display[level][slot];
      if (card == kNoCard) empty |= 1u << (level * kDisplayPerLevel + slot);
      else ok &= OfLevel(card, level);
    }
    for (int i = 0; i < s.stack_n[level]; ++i) ok &= OfLevel(s.stack[level][i], level);
  }
#endif
  if (s.phase == Phase::kGuardian) {
    for (int level = 0; level < kNumLevels; ++level) {
      ok &= s.stack_n[level] == 0 || (empty >> (kDisplayPerLevel * level) & 0xFu) == 0;
    }
  }
  return ok;
}
// DisplayHolds, skipped while the phase and the table span keep the bytes
// it last held on (the display changes only when a guardian is attracted or
// at the end of a round).
bool DisplayMemoHolds(const State& s, ThreadMemory& m) {
  DisplayMemo& memo = m.display;
  if (memo.table.valid && memo.phase == s.phase &&
      SameTable(memo.table.bytes.data(), s)) {
    return true;
  }
  if (!DisplayHolds(s)) return false;
  std::memcpy(memo.table.bytes.data(), BytesOf(s) + kTableBegin, kTableSize);
  memo.phase = s.phase;
  memo.table.valid = true;
  return true;
}

absl::Status DisplayReport(const State& s) {
  if (s.phase == Phase::kSetup) return NoReason();
  for (int level = 0; level < kNumLevels; ++level) {
    if (s.stack_n[level] > kLevelSize[level]) {
      return Broken(absl::StrCat("the level ", level + 1, " stack holds ",
                                 static_cast<int>(s.stack_n[level]), " cards, more than its level has"));
    }
  }
  for (int level = 0; level < kNumLevels; ++level) {
    for (uint8_t card : s.display[level]) {
      if (card == kNoCard) {
        if (s.phase == Phase::kGuardian && s.stack_n[level] > 0) {
          return Broken(absl::StrCat("a level ", level + 1,
                                     " display slot was not refilled from its stack"));
        }
        continue;
      }
      if (!OfLevel(card, level)) {
        return Broken(absl::StrCat("the level ", level + 1, " display holds another level's card"));
      }
    }
    for (int i = 0; i < s.stack_n[level]; ++i) {
      if (!OfLevel(s.stack[level][i], level)) {
        return Broken(absl::StrCat("the level ", level + 1, " stack holds another level's card"));
      }
    }
  }
  return NoReason();
}

bool ReshuffleHolds(const State& s) {
  if (!SeatsInRange(s)) return false;
  const bool guardian = s.phase == Phase::kGuardian;
  int waiting = 0;
  bool ok = true;
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    if (p.awaiting_reshuffle) {
      ++waiting;
      ok &= guardian & (p.deck.n == 0) & (p.discard.n != 0);
    }
    if (p.just_revealed) ok &= guardian & (p.line.n != 0) & !p.stopped;
  }
  return ok & (waiting <= 1);
}
absl::Status ReshuffleReport(const State& s) {
  for (int seat = 0; seat < kMaxPlayers && seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    if (p.awaiting_reshuffle &&
        (s.phase != Phase::kGuardian || p.deck.n != 0 || p.discard.n == 0)) {
      return Broken(absl::StrCat("seat ", seat, " awaits a reshuffle it may not have"));
    }
    if (p.just_revealed && (s.phase != Phase::kGuardian || p.line.n == 0 || p.stopped)) {
      return Broken(absl::StrCat("seat ", seat, " has a just-revealed card outside reveals"));
    }
  }
  if (SeatsInRange(s)) return Broken("two reshuffles pending at once");
  return Broken("no seats to check reshuffles for");
}

bool WinnersHold(const State& s) {
  if (s.phase != Phase::kGameOver) return s.winners_mask == 0;
  if (!SeatsInRange(s) || s.winners_mask == 0) return false;
  const unsigned seats_in_play = (1u << s.players) - 1;
  if ((s.winners_mask & ~seats_in_play) != 0) return false;
  for (int seat = 0; seat < s.players; ++seat) {
    if ((s.winners_mask >> seat & 1) && !Qualifies(s.p[seat])) return false;
  }
  return true;
}
absl::Status WinnersReport(const State& s) {
  if (s.phase != Phase::kGameOver) return Broken("winners named before the end");
  if (s.winners_mask == 0) return Broken("the game ended with no winner");
  if (!SeatsInRange(s) || (s.winners_mask & ~((1u << s.players) - 1)) != 0) {
    return Broken("a seat that is not playing is named a winner");
  }
  for (int seat = 0; seat < s.players; ++seat) {
    if ((s.winners_mask >> seat & 1) && !Qualifies(s.p[seat])) {
      return Broken(absl::StrCat("seat ", seat, " wins without reaching twelve"));
    }
  }
  return NoReason();
}

bool BonusHolds(const State& s) {
  const bool open = s.attracting || s.pending != Bonus::kNone;
  return (!open || s.phase == Phase::kAction) & !(s.attracting && s.pending != Bonus::kNone);
}
absl::Status BonusReport(const State& s) {
  if (s.attracting && s.pending != Bonus::kNone) return Broken("two bonuses open at once");
  return Broken("a bonus or attract is open outside the action phase");
}

// ---- The catalogue: each single check is its decision, or its report.

template <bool (*Holds)(const State&), absl::Status (*Report)(const State&)>
absl::Status Single(const Match& m) {
  const State& s = Get(m);
  return Holds(s) ? absl::OkStatus() : Report(s);
}

// The memoized decisions with this thread's memory.
template <bool (*Holds)(const State&, ThreadMemory&)>
bool WithMemory(const State& s) {
  return Holds(s, Memory());
}

#define LF_SEED "002_4c65461fc39b03da.txt "
const Invariant kInvariants[] = {
    {"living_forest.centre_fire_cap", "never more than 7 fire tokens in the centre",
     LF_SEED "3.ラウンド終了フェイズ 2.鬼火が聖樹を襲う",
     &Single<&inv::CentreFireCapHold, &inv::CentreFireCapReport>},
    {"living_forest.centre_never_empty",
     "after the Sacred Tree attack the centre holds a fire (while value 2 remain)",
     LF_SEED "3.ラウンド終了フェイズ 2.鬼火が聖樹を襲う",
     &Single<&CentreNeverEmptyHolds, &CentreNeverEmptyReport>},
    {"living_forest.cards_conserved",
     "every card (14 per spirit, 23 fire, 51 guardians) is in exactly one place",
     LF_SEED "内容物", &Single<&WithMemory<&CardsHold>, &inv::CardsReport>},
    {"living_forest.fire_tokens_conserved",
     "supply + centre + extinguished fire tokens = the split of the 58, by value",
     LF_SEED "内容物", &Single<&inv::FireTokensHold, &inv::FireTokensReport>},
    {"living_forest.fragments_conserved", "stock + held fragments = 20",
     LF_SEED "内容物", &Single<&inv::FragmentsHold, &inv::FragmentsReport>},
    {"living_forest.victory_tiles_conserved",
     "each kind of victory tile: one per spirit in play, all held by players",
     LF_SEED "準備", &Single<&inv::VictoryTilesHold, &inv::VictoryTilesReport>},
    {"living_forest.tree_tiles_conserved",
     "dispensers + forests hold the tiles in play; one starting tree per forest centre",
     LF_SEED "準備", &Single<&WithMemory<&TreeTilesHold>, &inv::TreeTilesReport>},
    {"living_forest.distinct_rocks", "spirits stand on distinct rocks",
     LF_SEED "2.アクションフェイズ 精霊の環の上を進む",
     &Single<&inv::DistinctRocksHold, &inv::DistinctRocksReport>},
    {"living_forest.action_limit",
     "at most two actions per player per round (one with three solitaries), "
     "distinct unless Tree11",
     LF_SEED "2.アクションフェイズ", &Single<&WithMemory<&ActionLimitHolds>, &ActionLimitReport>},
    {"living_forest.guardian_stop",
     "no help line holds more than three uncancelled solitary markers",
     LF_SEED "1.守護獣フェイズ", &Single<&WithMemory<&GuardianStopHolds>, &GuardianStopReport>},
    {"living_forest.phase_order",
     "setup, then rounds of guardian and action phases; actions in seat order from "
     "the holder; the Sacred Tree passes left each round",
     LF_SEED "ラウンドの流れ", &Single<&WithMemory<&PhaseOrderHolds>, &PhaseOrderReport>},
    {"living_forest.display_by_level",
     "display and stacks hold their own level only; empty slots refilled from their stack",
     LF_SEED "3.ラウンド終了フェイズ 3.新たな守護獣達が駆けつける",
     &Single<&WithMemory<&DisplayMemoHolds>, &DisplayReport>},
    {"living_forest.reshuffle_only_when_empty",
     "a reshuffle is pending only for a seat with an empty deck and a discard pile",
     LF_SEED "1.守護獣フェイズ", &Single<&ReshuffleHolds, &ReshuffleReport>},
    {"living_forest.bonus_only_on_turn",
     "attracts and bonuses are open only in the action phase, one at a time",
     LF_SEED "2.アクションフェイズ", &Single<&BonusHolds, &BonusReport>},
    {"living_forest.winners_qualify",
     "the game ends with winners, each having reached twelve in a category",
     LF_SEED "ゲームの終了", &Single<&WinnersHold, &WinnersReport>},
};
#undef LF_SEED

// The whole catalogue in one pass: the conjunction of the same decisions, with
// one typed lookup and one fetch of the thread's memory. The cheap ones are
// combined without branches; the rest stop at the first that fails (the
// single checks then name it). With an impossible seat count cards_conserved
// fails, so the conjunction is false at once.
bool AllHold(const Match& match) {
  const State& s = Get(match);
  if (!SeatsInRange(s)) return false;
  ThreadMemory& m = Memory();
  const bool cheap = inv::CentreFireCapHold(s) & CentreNeverEmptyHolds(s) &
                     inv::FireTokensHold(s) & inv::FragmentsHold(s) &
                     inv::VictoryTilesHold(s) & inv::DistinctRocksHold(s) & BonusHolds(s) &
                     ReshuffleHolds(s) & WinnersHold(s);
  return cheap && CardsHold(s, m) && TreeTilesHold(s, m) && ActionLimitHolds(s, m) &&
         GuardianStopHolds(s, m) && PhaseOrderHolds(s, m) && DisplayMemoHolds(s, m);
}
static_assert(std::size(kInvariants) == 15,
              "AllHold must take the decision of every invariant of the catalogue");

ARBITER_REGISTER_INVARIANTS("living_forest", kInvariants, &AllHold);

}  // namespace
}  // namespace arbiter::living_forest
