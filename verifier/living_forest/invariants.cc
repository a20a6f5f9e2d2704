// Living Forest's invariant catalogue: what every reachable state satisfies,
// checked after every event. The conservation counts recount the components
// (engine/living_forest/consistency.h); the rest read the seed's phase, turn
// and limit rules directly off the state, apart from the reducer's own
// bookkeeping. Cheap; no allocation on success.
//
// Speed: the catalogue also registers a fused fast path (AllOf, at the end)
// and a few checks are skipped, or recount only a part, when the bytes they
// read equal those of the last state they held on (see "Skipping" below).
// Nothing here asks the reducer what an event changed. Verdicts are those of
// the plain checks: tests/living_forest/invariant_memo_test.cc alternates
// passing and corrupt states, and the battery compares both paths.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <type_traits>
#include <utility>

#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
#include <emmintrin.h>
#endif

#include "absl/base/attributes.h"
#include "absl/strings/str_cat.h"
#include "engine/core/typed_match.h"
#include "engine/living_forest/consistency.h"
#include "engine/living_forest/derived.h"
#include "engine/living_forest/rules.h"
#include "verifier/core/invariant.h"

namespace arbiter::living_forest {
namespace {

const State& Get(const Match& m) {
  return AsTyped<LivingForestRules>(m)->state();
}

absl::Status Broken(absl::string_view why) { return absl::InternalError(why); }

template <absl::Status (*Check)(const State&)>
absl::Status OnMatch(const Match& m) {
  return Check(Get(m));
}

bool AfterSetup(const State& s) { return s.phase != Phase::kSetup; }

// ---- Skipping a check whose input has not changed.
//
// The checks are pure functions of the bytes of the state they read. Each
// memoized check keeps, per thread, a copy of those bytes from the last state
// on which it held; when the bytes are the same again the verdict is the same
// and the check is skipped. Whatever match the copy came from, equal bytes
// mean an equal verdict, so this is sound across matches and logs. It never
// asks the reducer what changed.

// Byte-wise equality of two objects of one trivially copyable type.
template <typename T>
bool SameBytes(const T& a, const T& b) {
  static_assert(std::is_trivially_copyable_v<T>);
  return std::memcmp(&a, &b, sizeof(T)) == 0;
}

// Bits i set where a[i] == b[i], for i in [0, 16).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline unsigned EqualBytes16(const uint8_t* a, const uint8_t* b) {
#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
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
// and masks the last, so it reads (but ignores) up to 15 bytes past the end.
// REQUIRES: a and b readable for `size` rounded up to 16 bytes.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool SameSpan(const uint8_t* a, const uint8_t* b,
                                                  size_t size) {
  size_t i = 0;
  for (; i + 16 <= size; i += 16) {
    if (EqualBytes16(a + i, b + i) != 0xFFFFu) return false;
  }
  if (i == size) return true;
  const unsigned want = (1u << (size - i)) - 1;
  return (EqualBytes16(a + i, b + i) & want) == want;
}

// A range of State's bytes; reading it rounded up to 16 stays inside State.
struct Span {
  size_t offset;
  size_t size;
};
constexpr bool Readable(Span span) {
  return span.offset + (span.size + 15) / 16 * 16 <= sizeof(State);
}

const uint8_t* BytesOf(const State& s) { return reinterpret_cast<const uint8_t*>(&s); }

// The copy of the spans a check read from the last state it held on.
struct SpanMemo {
  bool valid = false;
  State copy{};  // value-initialized: the memo is constant-initialized, no guard

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

// `Check` with the memo. Only for a possible seat count: with another one a
// check's loops over seats would read past the spans, so it always runs.
template <const auto& kSpans, absl::Status (*Check)(const State&)>
absl::Status Memoized(const State& s) {
  thread_local SpanMemo memo;
  const bool seats_in_range = s.players >= kMinPlayers && s.players <= kMaxPlayers;
  if (seats_in_range && memo.Same<kSpans>(s, std::make_index_sequence<std::size(kSpans)>())) {
    return absl::OkStatus();
  }
  absl::Status status = Check(s);
  if (status.ok() && seats_in_range) memo.Remember(s, kSpans);
  return status;
}

constexpr size_t SeatOffset(int seat) {
  return offsetof(State, p) + static_cast<size_t>(seat) * sizeof(PlayerState);
}

// tree_tiles_conserved reads the player count, the dispensers and the
// forests.
constexpr std::array<Span, 6> kTreeSpans = {{
    {offsetof(State, players), 1},
    {offsetof(State, dispenser), sizeof(State::dispenser)},
    {SeatOffset(0) + offsetof(PlayerState, forest), kForestCells},
    {SeatOffset(1) + offsetof(PlayerState, forest), kForestCells},
    {SeatOffset(2) + offsetof(PlayerState, forest), kForestCells},
    {SeatOffset(3) + offsetof(PlayerState, forest), kForestCells},
}};

// display_by_level reads the phase and the display, stacks and stack sizes
// (adjacent in State); see DisplayFast.
constexpr size_t kTableBegin = offsetof(State, display);
constexpr size_t kTableEnd = offsetof(State, stack_n) + sizeof(State::stack_n);
static_assert(kTableEnd - kTableBegin ==
              sizeof(State::display) + sizeof(State::stack) + sizeof(State::stack_n));

constexpr bool AllReadable() {
  for (Span span : kTreeSpans) {
    if (!Readable(span)) return false;
  }
  return Readable({kTableBegin, kTableEnd - kTableBegin});
}
static_assert(AllReadable(), "memo comparisons in 16-byte steps stay inside State");

// ---- cards_conserved by pile prefixes.
//
// Every pile of the game (deck, discard, help line, guardian stack) changes
// at its top: cards are pushed and popped, or the pile is laid anew. So the
// tally of the last state's piles, held per thread with a copy of each pile,
// is brought up to date by comparing each pile with its copy: the cards past
// their common prefix leave the tally, the current ones come in. The tally is
// then always that of exactly the current cards (the copies are the current
// piles afterwards), which is what the full count computes; any impossible
// size or card sends the state to the full count, which names the fault.

template <int kCap>
struct PileCopy {
  uint8_t n = 0;
  std::array<uint8_t, (kCap + 15) / 16 * 16> cards{};  // 16-byte steps stay inside
};

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

// The tally of the copies, and how many kinds it has in another number than
// a game of `players` seats holds (kept at each change, so that no full
// comparison is needed).
struct PileTally;

template <int kCap>
bool FollowPile(PileTally& t, PileCopy<kCap>& copy, int n, const uint8_t* cards);

static_assert(offsetof(PlayerState, line) + offsetof(Pile, cards) + (kMaxOwned + 15) / 16 * 16 <=
                  sizeof(PlayerState),
              "a pile read in 16-byte steps stays inside its player");
static_assert(offsetof(State, stack) + 2 * sizeof(State::stack[0]) + 32 <= sizeof(State),
              "a stack read in 16-byte steps stays inside the state");

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
    want = &ExpectedCardTally(seats);
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
// size or card.
template <int kCap>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool FollowPile(PileTally& t, PileCopy<kCap>& copy, int n,
                                                   const uint8_t* cards) {
  if (n > kCap) return false;
  const int common = CommonPrefix(copy.cards.data(), cards, n < copy.n ? n : copy.n);
  if (common == n && common == copy.n) return true;
  for (int i = common; i < copy.n; ++i) t.Add(copy.cards[i], -1);
  for (int i = common; i < n; ++i) {
    if (cards[i] >= kNumCardKinds) return false;
    t.Add(cards[i], +1);
    copy.cards[i] = cards[i];
  }
  copy.n = static_cast<uint8_t>(n);
  return true;
}

bool FollowAll(PileTally& t, const State& s) {
  bool ok = true;
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    ok = ok && FollowPile(t, t.piles[seat][0], p.deck.n, p.deck.cards.data());
    ok = ok && FollowPile(t, t.piles[seat][1], p.discard.n, p.discard.cards.data());
    ok = ok && FollowPile(t, t.piles[seat][2], p.line.n, p.line.cards.data());
  }
  ok = ok && FollowPile(t, t.stack0, s.stack_n[0], s.stack[0].data());
  ok = ok && FollowPile(t, t.stack1, s.stack_n[1], s.stack[1].data());
  ok = ok && FollowPile(t, t.stack2, s.stack_n[2], s.stack[2].data());
  if (!ok) return false;
  if (!SameBytes(t.display, s.display)) {
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
  }
  if (s.burn_cards > kNumFireCards) return false;
  if (s.burn_cards != t.burn) {
    t.Add(kFireCard, s.burn_cards - t.burn);
    t.burn = s.burn_cards;
  }
  return true;
}

absl::Status CardsConservedByPiles(const State& s) {
  thread_local PileTally t;
  if (s.players < kMinPlayers || s.players > kMaxPlayers) return CheckCardsConserved(s);
  for (int seat = s.players; seat < kMaxPlayers; ++seat) {
    const PlayerState& p = s.p[seat];
    if ((p.deck.n | p.discard.n | p.line.n) != 0) return CheckCardsConserved(s);
  }
  // Empty copies and an empty tally: following them counts every card.
  if (!t.valid || t.players != s.players) t.Reset(s.players);
  t.valid = FollowAll(t, s);
  return t.valid && t.off == 0 ? absl::OkStatus() : CheckCardsConserved(s);
}

// ---- Solitary markers of a help line, followed the same way.
//
// guardian_stop, action_limit and phase_order count each seat's uncancelled
// solitary markers. A help line also changes only at its top, so the net
// count of the line's cards is kept per thread and seat with a copy of the
// line and brought up to date past their common prefix. The value is always
// that of the current line, as UncancelledSolitary computes it.
struct LineCount {
  PileCopy<kMaxOwned> copy;
  int net = 0;  // solitary minus gregarious markers of copy's cards
};

int Uncancelled(int seat, const PlayerState& p) {
  thread_local LineCount lines[kMaxPlayers];
  const Pile& line = p.line;
  if (seat >= kMaxPlayers || line.n > kMaxOwned) return UncancelledSolitary(p);
  LineCount& c = lines[seat];
  const int common =
      CommonPrefix(c.copy.cards.data(), line.cards.data(), line.n < c.copy.n ? line.n : c.copy.n);
  if (common != line.n || common != c.copy.n) {
    for (int i = common; i < c.copy.n; ++i) c.net -= component_data::kMarkerSign[c.copy.cards[i]];
    for (int i = common; i < line.n; ++i) {
      const uint8_t card = line.cards[i];
      if (card >= kNumCardKinds) {  // no such card: start over next time
        c = LineCount();
        return UncancelledSolitary(p);
      }
      c.net += component_data::kMarkerSign[card];
      c.copy.cards[i] = card;
    }
    c.copy.n = line.n;
  }
  return c.net < 0 ? 0 : c.net;
}

// ActionsAllowed with the kept count.
int Allowed(int seat, const PlayerState& p) {
  if (p.line.n < kMaxSolitary) return 2;  // each card adds at most one
  return Uncancelled(seat, p) >= kMaxSolitary ? 1 : 2;
}

// After the Sacred Tree attack (and at the start of the game) the centre
// holds a fire, unless the value-2 supply is exhausted; during the guardian
// phase nothing can take it away.
absl::Status CentreNeverEmpty(const State& s) {
  if (s.phase != Phase::kGuardian) return absl::OkStatus();
  if (CentreTokens(s) == 0 && s.fire_supply[0] > 0) {
    return Broken(absl::StrCat("round ", s.round, " begins with no fire in the centre"));
  }
  return absl::OkStatus();
}

[[gnu::noinline]] absl::Status ActionLimitReport(const State& s) {
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    // At least one action is always allowed, so only a second one needs the
    // help line counted.
    if (p.actions_done > 1 && p.actions_done > ActionsAllowed(p)) {
      return Broken(absl::StrCat("seat ", seat, " took ", p.actions_done,
                                 " actions with ", UncancelledSolitary(p),
                                 " uncancelled solitaries"));
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
  return absl::OkStatus();
}

// The same decision as ActionLimitReport, which runs only to name a failure:
// the record is checked without branches; a second action needs the line
// counted (unless too short to hold three solitaries) and, when it repeats
// the first, Tree11.
absl::Status ActionLimit(const State& s) {
  bool ok = true;
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    const int done = p.actions_done;
    const bool first = p.actions[0] != ActionKind::kNone;
    const bool second = p.actions[1] != ActionKind::kNone;
    ok &= (done > 0) == first && (done > 1) == second && done <= 2;
    if (done == 2) {
      ok &= Allowed(seat, p) == 2 &&
            (p.actions[0] != p.actions[1] || OwnsTree(p, kSameActionTree));
    }
  }
  return ok ? absl::OkStatus() : ActionLimitReport(s);
}

absl::Status GuardianStop(const State& s) {
  for (int seat = 0; seat < s.players; ++seat) {
    // Each card adds at most one, so a short line cannot break it.
    if (s.p[seat].line.n > kMaxSolitary && Uncancelled(seat, s.p[seat]) > kMaxSolitary) {
      return Broken(absl::StrCat("seat ", seat, " revealed past three uncancelled solitaries"));
    }
  }
  return absl::OkStatus();
}

// x mod players, the same value as x % players, with constant divisors for
// the seat counts the game has (a multiply instead of a division).
inline int ModSeats(int x, int players) {
  switch (players) {
    case 2: return x % 2;
    case 3: return x % 3;
    case 4: return x % 4;
    default: return x % players;
  }
}

absl::Status PhaseAndTurnOrder(const State& s) {
  const int setup_events = s.players + kNumLevels;
  if (s.phase == Phase::kSetup) {
    if (s.setup_step >= setup_events || s.round != 0) return Broken("setup phase out of step");
    return absl::OkStatus();
  }
  if (s.setup_step != setup_events || s.round == 0) {
    return Broken("play began before the setup shuffles were done");
  }
  if (s.holder != ModSeats(s.round - 1, s.players)) {
    return Broken(absl::StrCat("round ", s.round, ": the Sacred Tree is with seat ",
                               s.holder, ", it passes left once a round"));
  }
  if (s.phase == Phase::kGuardian) {
    if (s.attracting || s.pending != Bonus::kNone) return Broken("an action open in the guardian phase");
    for (int seat = 0; seat < s.players; ++seat) {
      if (s.p[seat].actions_done != 0) return Broken("actions taken in the guardian phase");
    }
    return absl::OkStatus();
  }
  if (s.phase == Phase::kGameOver) return absl::OkStatus();
  if (s.phase != Phase::kAction) {
    return Broken(absl::StrCat("phase ", static_cast<int>(s.phase), " is none of the game's phases"));
  }
  // Seats act in order from the holder: those before `turn` are done, those
  // after have not begun, everyone stopped revealing.
  const int position = ModSeats(s.turn - s.holder + s.players, s.players);
  int seat = s.holder;
  for (int i = 0; i < s.players; ++i, seat = seat + 1 == s.players ? 0 : seat + 1) {
    const PlayerState& p = s.p[seat];
    if (!p.stopped || p.awaiting_reshuffle) return Broken("action phase before every seat stopped");
    if (i < position && p.actions_done != Allowed(seat, p)) {
      return Broken(absl::StrCat("seat ", seat, " was passed before finishing its actions"));
    }
    if (i > position && p.actions_done != 0) {
      return Broken(absl::StrCat("seat ", seat, " acted before its turn"));
    }
  }
  return absl::OkStatus();
}

absl::Status DisplayByLevel(const State& s) {
  if (!AfterSetup(s)) return absl::OkStatus();
  for (int level = 0; level < kNumLevels; ++level) {
    for (uint8_t card : s.display[level]) {
      if (card == kNoCard) {
        if (s.phase == Phase::kGuardian && s.stack_n[level] > 0) {
          return Broken(absl::StrCat("a level ", level + 1,
                                     " display slot was not refilled from its stack"));
        }
        continue;
      }
      if (GuardianLevel(card) != level) {
        return Broken(absl::StrCat("the level ", level + 1, " display holds another level's card"));
      }
    }
    for (int i = 0; i < s.stack_n[level]; ++i) {
      if (GuardianLevel(s.stack[level][i]) != level) {
        return Broken(absl::StrCat("the level ", level + 1, " stack holds another level's card"));
      }
    }
  }
  return absl::OkStatus();
}

// The same decision as DisplayByLevel (which runs only to name a failure),
// in two parts: the levels of the display and stack cards, which read only
// the table span and are skipped while it keeps the bytes they last held on
// (not when a stack size is out of range: the stack loop would then read
// past the span); and, in the guardian phase, no empty slot beside a
// non-empty stack, a dozen bytes checked every time.
bool CardsOfTheirLevel(const State& s) {
  bool ok = true;
  for (int level = 0; level < kNumLevels; ++level) {
    for (uint8_t card : s.display[level]) {
      ok &= card == kNoCard || (card < kNumCardKinds && GuardianLevel(card) == level);
    }
    for (int i = 0; i < s.stack_n[level]; ++i) {
      const uint8_t card = s.stack[level][i];
      ok &= card < kNumCardKinds && GuardianLevel(card) == level;
    }
  }
  return ok;
}

constexpr std::array<Span, 1> kLevelSpans = {{{kTableBegin, kTableEnd - kTableBegin}}};

absl::Status DisplayFast(const State& s) {
  thread_local SpanMemo memo;
  if (!AfterSetup(s)) return absl::OkStatus();
  bool ok = true;
  const bool sizes_in_range = s.stack_n[0] <= kLevelSize[0] && s.stack_n[1] <= kLevelSize[1] &&
                              s.stack_n[2] <= kLevelSize[2];
  if (!sizes_in_range ||
      !memo.Same<kLevelSpans>(s, std::make_index_sequence<std::size(kLevelSpans)>())) {
    ok = CardsOfTheirLevel(s);
    if (ok && sizes_in_range) memo.Remember(s, kLevelSpans);
  }
  if (ok && s.phase == Phase::kGuardian) {
    for (int level = 0; level < kNumLevels; ++level) {
      if (s.stack_n[level] == 0) continue;
      for (uint8_t card : s.display[level]) ok &= card != kNoCard;
    }
  }
  return ok ? absl::OkStatus() : DisplayByLevel(s);
}

absl::Status ReshuffleOnlyWhenEmpty(const State& s) {
  int waiting = 0;
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    if (p.awaiting_reshuffle) {
      ++waiting;
      if (s.phase != Phase::kGuardian || p.deck.n != 0 || p.discard.n == 0) {
        return Broken(absl::StrCat("seat ", seat, " awaits a reshuffle it may not have"));
      }
    }
    if (p.just_revealed && (s.phase != Phase::kGuardian || p.line.n == 0 || p.stopped)) {
      return Broken(absl::StrCat("seat ", seat, " has a just-revealed card outside reveals"));
    }
  }
  if (waiting > 1) return Broken("two reshuffles pending at once");
  return absl::OkStatus();
}

absl::Status WinnersQualify(const State& s) {
  if (s.phase != Phase::kGameOver) {
    if (s.winners_mask != 0) return Broken("winners named before the end");
    return absl::OkStatus();
  }
  if (s.winners_mask == 0) return Broken("the game ended with no winner");
  const unsigned seats_in_play = s.players < 8 ? (1u << s.players) - 1 : 0xFFu;
  if ((s.winners_mask & ~seats_in_play) != 0) {
    return Broken("a seat that is not playing is named a winner");
  }
  for (int seat = 0; seat < s.players; ++seat) {
    if ((s.winners_mask >> seat & 1) && !Qualifies(s.p[seat])) {
      return Broken(absl::StrCat("seat ", seat, " wins without reaching twelve"));
    }
  }
  return absl::OkStatus();
}

absl::Status BonusOnlyOnTurn(const State& s) {
  if ((s.attracting || s.pending != Bonus::kNone) && s.phase != Phase::kAction) {
    return Broken("a bonus or attract is open outside the action phase");
  }
  if (s.attracting && s.pending != Bonus::kNone) return Broken("two bonuses open at once");
  return absl::OkStatus();
}

constexpr auto TreeTiles = &Memoized<kTreeSpans, &CheckTreeTilesConserved>;

#define LF_SEED "002_4c65461fc39b03da.txt "
const Invariant kInvariants[] = {
    {"living_forest.centre_fire_cap", "never more than 7 fire tokens in the centre",
     LF_SEED "3.ラウンド終了フェイズ 2.鬼火が聖樹を襲う", &OnMatch<&CheckCentreFireCap>},
    {"living_forest.centre_never_empty",
     "after the Sacred Tree attack the centre holds a fire (while value 2 remain)",
     LF_SEED "3.ラウンド終了フェイズ 2.鬼火が聖樹を襲う", &OnMatch<&CentreNeverEmpty>},
    {"living_forest.cards_conserved",
     "every card (14 per spirit, 23 fire, 51 guardians) is in exactly one place",
     LF_SEED "内容物", &OnMatch<&CardsConservedByPiles>},
    {"living_forest.fire_tokens_conserved",
     "supply + centre + extinguished fire tokens = the split of the 58, by value",
     LF_SEED "内容物", &OnMatch<&CheckFireTokensConserved>},
    {"living_forest.fragments_conserved", "stock + held fragments = 20",
     LF_SEED "内容物", &OnMatch<&CheckFragmentsConserved>},
    {"living_forest.victory_tiles_conserved",
     "each kind of victory tile: one per spirit in play, all held by players",
     LF_SEED "準備", &OnMatch<&CheckVictoryTilesConserved>},
    {"living_forest.tree_tiles_conserved",
     "dispensers + forests hold the tiles in play; one starting tree per forest centre",
     LF_SEED "準備", &OnMatch<TreeTiles>},
    {"living_forest.distinct_rocks", "spirits stand on distinct rocks",
     LF_SEED "2.アクションフェイズ 精霊の環の上を進む", &OnMatch<&CheckDistinctRocks>},
    {"living_forest.action_limit",
     "at most two actions per player per round (one with three solitaries), "
     "distinct unless Tree11",
     LF_SEED "2.アクションフェイズ", &OnMatch<&ActionLimit>},
    {"living_forest.guardian_stop",
     "no help line holds more than three uncancelled solitary markers",
     LF_SEED "1.守護獣フェイズ", &OnMatch<&GuardianStop>},
    {"living_forest.phase_order",
     "setup, then rounds of guardian and action phases; actions in seat order from "
     "the holder; the Sacred Tree passes left each round",
     LF_SEED "ラウンドの流れ", &OnMatch<&PhaseAndTurnOrder>},
    {"living_forest.display_by_level",
     "display and stacks hold their own level only; empty slots refilled from their stack",
     LF_SEED "3.ラウンド終了フェイズ 3.新たな守護獣達が駆けつける",
     &OnMatch<&DisplayFast>},
    {"living_forest.reshuffle_only_when_empty",
     "a reshuffle is pending only for a seat with an empty deck and a discard pile",
     LF_SEED "1.守護獣フェイズ", &OnMatch<&ReshuffleOnlyWhenEmpty>},
    {"living_forest.bonus_only_on_turn",
     "attracts and bonuses are open only in the action phase, one at a time",
     LF_SEED "2.アクションフェイズ", &OnMatch<&BonusOnlyOnTurn>},
    {"living_forest.winners_qualify",
     "the game ends with winners, each having reached twelve in a category",
     LF_SEED "ゲームの終了", &OnMatch<&WinnersQualify>},
};
#undef LF_SEED

// The whole catalogue in one pass: one typed lookup, the checks in catalogue
// order, stopping at the first that fails (the single checks then name it).
template <absl::Status (*... F)(const State&)>
bool AllOf(const Match& m) {
  static_assert(sizeof...(F) == std::size(kInvariants),
                "the fast path must run every invariant of the catalogue");
  const State& s = Get(m);
  return (F(s).ok() && ...);
}

ARBITER_REGISTER_INVARIANTS(
    "living_forest", kInvariants,
    &AllOf<&CheckCentreFireCap, &CentreNeverEmpty, &CardsConservedByPiles,
           &CheckFireTokensConserved, &CheckFragmentsConserved,
           &CheckVictoryTilesConserved, TreeTiles, &CheckDistinctRocks,
           &ActionLimit, &GuardianStop, &PhaseAndTurnOrder, &DisplayFast,
           &ReshuffleOnlyWhenEmpty, &BonusOnlyOnTurn, &WinnersQualify>);

}  // namespace
}  // namespace arbiter::living_forest
