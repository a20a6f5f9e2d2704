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

#if defined(__SSE2__)
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
#if defined(__SSE2__)
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
  State copy;

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

template <const auto& kSpans, absl::Status (*Check)(const State&)>
absl::Status Memoized(const State& s) {
  thread_local SpanMemo memo;
  if (memo.Same<kSpans>(s, std::make_index_sequence<std::size(kSpans)>())) {
    return absl::OkStatus();
  }
  absl::Status status = Check(s);
  if (status.ok()) memo.Remember(s, kSpans);
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

// cards_conserved reads, per seat, the three piles (their sizes and the cards
// below them) and the table: display, stacks, stack sizes and burn board
// (adjacent in State). It keeps a tally per seat and one of the table, each
// while its bytes stay the same, and their sum: a changed part is taken out
// of the sum and put back recounted.
constexpr size_t kCardTableEnd = offsetof(State, burn_cards) + 1;
static_assert(kCardTableEnd == kTableEnd + 1, "burn_cards follows stack_n");
constexpr Span kCardTableSpan = {kTableBegin, kCardTableEnd - kTableBegin};

constexpr bool AllReadable() {
  for (Span span : kTreeSpans) {
    if (!Readable(span)) return false;
  }
  if (!Readable({kTableBegin, kTableEnd - kTableBegin})) return false;
  return Readable(kCardTableSpan);
}
static_assert(AllReadable());

constexpr size_t kPilesBytes = offsetof(PlayerState, line) + sizeof(Pile);
static_assert(offsetof(PlayerState, deck) == 0 &&
              offsetof(PlayerState, discard) == sizeof(Pile));

struct TallyPart {
  bool valid = false;
  bool ok = false;  // the piles were all possible
  CardTally tally;
};

void AddTally(CardTally& total, const CardTally& part) {
  for (int kind = 0; kind < kNumCardKinds; ++kind) total[kind] += part[kind];
}
void SubtractTally(CardTally& total, const CardTally& part) {
  for (int kind = 0; kind < kNumCardKinds; ++kind) total[kind] -= part[kind];
}

struct CardsMemo {
  State copy;  // the bytes each valid part was counted from
  TallyPart seats[kMaxPlayers];
  TallyPart table;
  // Sum of the table and of seats [0, players): valid when players != 0.
  int players = 0;
  CardTally total{};
  bool total_expected = false;  // total equals ExpectedCardTally(players)

  // Brings `part` up to date with its bytes in `s` (`same`: they equal the
  // copy), keeping the sum, when it covers the part, equal to the parts'.
  template <typename TallyFn, typename CopyFn>
  void Refresh(TallyPart& part, bool same, TallyFn tally_fn, CopyFn copy_fn) {
    if (part.valid && same) return;
    if (players != 0) SubtractTally(total, part.tally);
    part.tally = {};
    part.ok = tally_fn(part.tally);
    copy_fn();
    part.valid = true;
    if (players != 0) AddTally(total, part.tally);
    total_expected = players != 0 && SameBytes(total, ExpectedCardTally(players));
  }
};

absl::Status CardsConserved(const State& s) {
  thread_local CardsMemo memo;
  if (s.players < kMinPlayers || s.players > kMaxPlayers) return CheckCardsConserved(s);
  if (memo.players != s.players) memo.players = 0;  // the sum covers other seats
  bool ok = true;
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    const PlayerState& p = s.p[seat];
    if (seat >= s.players) {
      if ((p.deck.n | p.discard.n | p.line.n) != 0) ok = false;
      continue;
    }
    PlayerState& kept = memo.copy.p[seat];
    // The three piles whole (libc's memcmp beats pile-by-pile steps here).
    const bool same = std::memcmp(&kept, &p, kPilesBytes) == 0;
    memo.Refresh(
        memo.seats[seat], same, [&](CardTally& t) { return TallySeatCards(p, t); },
        [&] { std::memcpy(&kept, &p, kPilesBytes); });
    ok = ok && memo.seats[seat].ok;
  }
  const bool same_table = SameSpan(BytesOf(memo.copy) + kCardTableSpan.offset,
                                   BytesOf(s) + kCardTableSpan.offset, kCardTableSpan.size);
  memo.Refresh(
      memo.table, same_table, [&](CardTally& t) { return TallyTableCards(s, t); },
      [&] {
        std::memcpy(reinterpret_cast<uint8_t*>(&memo.copy) + kCardTableSpan.offset,
                    BytesOf(s) + kCardTableSpan.offset, kCardTableSpan.size);
      });
  ok = ok && memo.table.ok;
  if (memo.players == 0) {
    memo.total = memo.table.tally;
    for (int seat = 0; seat < s.players; ++seat) AddTally(memo.total, memo.seats[seat].tally);
    memo.players = s.players;
    memo.total_expected = SameBytes(memo.total, ExpectedCardTally(s.players));
  }
  if (ok && memo.total_expected) return absl::OkStatus();
  // Not conserved: the full count names what is wrong.
  return CheckCardsConserved(s);
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
      ok &= ActionsAllowed(p) == 2 &&
            (p.actions[0] != p.actions[1] || OwnsTree(p, kSameActionTree));
    }
  }
  return ok ? absl::OkStatus() : ActionLimitReport(s);
}

absl::Status GuardianStop(const State& s) {
  for (int seat = 0; seat < s.players; ++seat) {
    // Each card adds at most one, so a short line cannot break it.
    if (s.p[seat].line.n > kMaxSolitary && UncancelledSolitary(s.p[seat]) > kMaxSolitary) {
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
  if (s.phase != Phase::kAction) return absl::OkStatus();
  // Seats act in order from the holder: those before `turn` are done, those
  // after have not begun, everyone stopped revealing.
  const int position = ModSeats(s.turn - s.holder + s.players, s.players);
  int seat = s.holder;
  for (int i = 0; i < s.players; ++i, seat = seat + 1 == s.players ? 0 : seat + 1) {
    const PlayerState& p = s.p[seat];
    if (!p.stopped || p.awaiting_reshuffle) return Broken("action phase before every seat stopped");
    if (i < position && p.actions_done != ActionsAllowed(p)) {
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
     LF_SEED "内容物", &OnMatch<&CardsConserved>},
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
    &AllOf<&CheckCentreFireCap, &CentreNeverEmpty, &CardsConserved,
           &CheckFireTokensConserved, &CheckFragmentsConserved,
           &CheckVictoryTilesConserved, TreeTiles, &CheckDistinctRocks,
           &ActionLimit, &GuardianStop, &PhaseAndTurnOrder, &DisplayFast,
           &ReshuffleOnlyWhenEmpty, &BonusOnlyOnTurn, &WinnersQualify>);

}  // namespace
}  // namespace arbiter::living_forest
