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
// (followed_piles.h). Nothing here asks the reducer what an event
// changed. tests/living_forest/invariants_test.cc and invariant_memo_test.cc
// alternate passing and corrupt states through both paths.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <type_traits>
#include <utility>

#include "absl/base/attributes.h"
#include "absl/strings/str_cat.h"
#include "engine/core/typed_match.h"
#include "engine/living_forest/derived.h"
#include "engine/living_forest/rules.h"
#include "verifier/core/invariant.h"
#include "verifier/living_forest/conservation.h"
#include "verifier/living_forest/followed_piles.h"  // also ARBITER_LF_SSE2

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

// The skipping machinery (followed_piles.h).
using inv::BytesOf;
using inv::CommonPrefix;
using inv::CopyTable;
using inv::FollowAll;
using inv::kTableBegin;
using inv::kTableSize;
using inv::PileCopy;
using inv::PileTally;
using inv::Readable;
using inv::SameTable;
using inv::Span;
using inv::SpanMemo;
using inv::TableCopy;

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
  // Put together in registers: GCC builds _mm_setr_epi32 of four variables
  // on the stack, and reading those narrow stores back as one wide load
  // stalled (perf: a tenth of this check's time).
  const __m128i v = _mm_unpacklo_epi64(
      _mm_unpacklo_epi32(_mm_cvtsi32_si128(lane(0)), _mm_cvtsi32_si128(lane(1))),
      _mm_unpacklo_epi32(_mm_cvtsi32_si128(lane(2)), _mm_cvtsi32_si128(lane(3))));
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
  // Bits 1, 5, 9, 13 of `two` gathered into bits 0..3 by two shifted ors
  // instead of a loop over the seats.
  unsigned gathered = (two >> 1) & 0x1111u & in_play;
  gathered = (gathered | gathered >> 3) & 0x0303u;
  *two_done = (gathered | gathered >> 6) & 0xFu;
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

// x mod players without a division: a mask for 2 and 4 seats, a constant
// divisor (a multiply) for 3. Written as a switch of three `%`, GCC merged
// them back into one division by `players` (perf showed the idiv).
// REQUIRES: 2 <= players <= 4, x >= 0.
inline int ModSeats(int x, int players) {
  return players == 3 ? x % 3 : x & (players - 1);
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
  CopyTable(memo.table, s);
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

// fire_tokens_conserved, fragments_conserved and victory_tiles_conserved in
// one pass: a seat's fragments, fire tokens and victory tiles are seven
// adjacent bytes, widened to 16-bit lanes (four seats of 255 cannot wrap)
// and summed over all four seats as the single checks sum them, then
// compared lane by lane with what each check wants.
static_assert(offsetof(PlayerState, fires) == offsetof(PlayerState, fragments) + 1 &&
              offsetof(PlayerState, victory) == offsetof(PlayerState, fires) + kNumFireValues &&
              kNumFireValues == 3 && kNumVictoryKinds == 3 &&
              offsetof(PlayerState, fragments) + 8 <= sizeof(PlayerState));
bool SeatCountsHold(const State& s) {
#ifdef ARBITER_LF_SSE2
  const __m128i zero = _mm_setzero_si128();
  const auto lanes = [&](int seat) {  // fragments, fires by value, victory by kind, rock
    return _mm_unpacklo_epi8(
        _mm_loadl_epi64(reinterpret_cast<const __m128i*>(&s.p[seat].fragments)), zero);
  };
  const __m128i sum = _mm_add_epi16(_mm_add_epi16(lanes(0), lanes(1)),
                                    _mm_add_epi16(lanes(2), lanes(3)));
  __m128i want = _mm_cvtsi32_si128(kNumFragments - s.fragment_stock);
  want = _mm_insert_epi16(want, kFireTokensByValue[0] - s.fire_supply[0] - s.centre[0], 1);
  want = _mm_insert_epi16(want, kFireTokensByValue[1] - s.fire_supply[1] - s.centre[1], 2);
  want = _mm_insert_epi16(want, kFireTokensByValue[2] - s.fire_supply[2] - s.centre[2], 3);
  want = _mm_insert_epi16(want, s.players, 4);
  want = _mm_insert_epi16(want, s.players, 5);
  want = _mm_insert_epi16(want, s.players, 6);
  const unsigned equal = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi16(sum, want)));
  return (equal & 0x3FFFu) == 0x3FFFu;  // lanes 0..6; lane 7, the rocks, is not a count
#else
  return inv::FireTokensHold(s) & inv::FragmentsHold(s) & inv::VictoryTilesHold(s);
#endif
}

bool AllHold(const Match& match) {
  const State& s = Get(match);
  if (!SeatsInRange(s)) return false;
  ThreadMemory& m = Memory();
  const bool cheap = inv::CentreFireCapHold(s) & CentreNeverEmptyHolds(s) & SeatCountsHold(s) &
                     inv::DistinctRocksHold(s) & BonusHolds(s) & ReshuffleHolds(s) &
                     WinnersHold(s);
  return cheap && CardsHold(s, m) && TreeTilesHold(s, m) && ActionLimitHolds(s, m) &&
         GuardianStopHolds(s, m) && PhaseOrderHolds(s, m) && DisplayMemoHolds(s, m);
}
static_assert(std::size(kInvariants) == 15,
              "AllHold must take the decision of every invariant of the catalogue");

}  // namespace

ARBITER_REGISTER_INVARIANTS("living_forest", kInvariants, &AllHold);
}  // namespace arbiter::living_forest
