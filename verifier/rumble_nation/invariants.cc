// Rumble Nation's invariant catalogue: what every reachable state satisfies,
// checked after every event, written from the seed rather than from the
// reducer's bookkeeping.
#include <algorithm>
#include <cstddef>
#include <cstring>
#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
#include <emmintrin.h>
#endif

#include "absl/base/attributes.h"
#include "absl/strings/str_format.h"
#include "engine/core/typed_match.h"
#include "engine/rumble_nation/rules.h"
#include "verifier/core/invariant.h"

namespace arbiter::rumble_nation {
namespace {

using Typed = TypedMatch<RumbleNationRules>;

const Typed& Get(const Match& match) { return *AsTyped<RumbleNationRules>(match); }

absl::Status Broken(const std::string& why) { return absl::InternalError(why); }

// Soldiers of `seat` on the map: the sum of its 11-byte row, exact for any
// byte values. SSE2 reads 16 bytes straight from the state and masks the 5
// past the row (they lie inside State, below); copying the row to a buffer
// first would stall the wide load on the narrower stores, after every event.
int SoldiersOnMap(const State& s, int seat) {
  const uint8_t* row = s.soldiers[seat].data();
#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
  static_assert(offsetof(State, soldiers) + sizeof(State::soldiers) - kNumAreas + 16 <=
                    sizeof(State),
                "the last row read in 16 bytes stays inside State");
  const __m128i keep = _mm_srli_si128(_mm_set1_epi8(-1), 16 - kNumAreas);
  const __m128i bytes =
      _mm_and_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(row)), keep);
  const __m128i sums = _mm_sad_epu8(bytes, _mm_setzero_si128());
  return _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
#else
  int total = 0;
  for (int a = 0; a < kNumAreas; ++a) total += row[a];
  return total;
#endif
}

// True when any of the `n` bytes is not zero.
bool AnyByte(const uint8_t* bytes, size_t n) {
  uint64_t any = 0;
  for (size_t i = 0; i + 8 <= n; i += 8) {
    uint64_t w;
    std::memcpy(&w, bytes + i, 8);
    any |= w;
  }
  for (size_t i = n & ~size_t{7}; i < n; ++i) any |= bytes[i];
  return any != 0;
}

// True when no chip of the row has an owner: one comparison of 11 bytes.
bool NoOwners(const std::array<Seat, kNumAreas>& owners) {
  static constexpr std::array<Seat, kNumAreas> kNoOwners = [] {
    std::array<Seat, kNumAreas> a{};
    a.fill(kNobody);
    return a;
  }();
  return std::memcmp(owners.data(), kNoOwners.data(), kNumAreas) == 0;
}

// These checks run after every event, so each first computes a cheap,
// branch-free summary and only looks closer when the summary is off. Each
// reads the state and components only; Checked<> and AllHold adapt them to
// the catalogue's two entry points.
using Check = absl::Status (*)(const State&, const Components&);

template <Check F>
absl::Status Checked(const Match& m) {
  const Typed& typed = Get(m);
  return F(typed.state(), typed.rules().components());
}

// Supply + soldiers on the map = 18 for every player, at every moment.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status SoldiersConserved(const State& s, const Components& c) {
  for (int p = 0; p < s.players; ++p) {
    int total = s.supply[p] + SoldiersOnMap(s, p);
    if (total != c.soldiers_per_player) {
      return Broken(absl::StrFormat("seat %d has %d soldiers in supply and on "
                                    "the map, not %d",
                                    p, total, c.soldiers_per_player));
    }
  }
  return absl::OkStatus();
}

// Each castle value 2..12 is on exactly one area once dealt; each large chip
// is on the map or with at most one player, each small chip likewise.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status CastleChipsInOnePlace(const State& s, const Components& /*c*/) {
  if (s.phase == Phase::kDealCastles) return absl::OkStatus();
  // The deal never changes afterwards, so the last deal this thread saw pass
  // settles it with one comparison; the verdict is a function of these 11
  // bytes alone, and a dealt value is never 0, so the zeroed start never
  // matches.
  thread_local std::array<uint8_t, kNumAreas> last_passed{};
  if (std::memcmp(s.castle.data(), last_passed.data(), kNumAreas) != 0) {
    uint32_t seen = 0;
    for (uint8_t v : s.castle) seen |= 1u << (v & 31);
    if (seen != 0x1FFCu) {  // bits 2..12: each value exactly once (11 areas)
      return Broken("the castle values on the map are not 2..12 once each");
    }
    last_passed = s.castle;
  }
  // Before the battle phase no chip has left the map: both owner rows are
  // all kNobody, which two comparisons of 11 bytes settle.
  if (s.phase != Phase::kReinforce && s.phase != Phase::kOver) {
    if (!NoOwners(s.large_owner) || !NoOwners(s.small_owner)) {
      return Broken("a castle chip was won before the battle phase");
    }
    return absl::OkStatus();
  }
  // Seats are compared unsigned after +1, so kNobody (-1) becomes 0 and
  // anything outside 0..players-1 exceeds `players`.
  bool bad_owner = false;
  for (int a = 0; a < kNumAreas; ++a) {
    bad_owner |= static_cast<uint8_t>(s.large_owner[a] + 1) > s.players;
    bad_owner |= static_cast<uint8_t>(s.small_owner[a] + 1) > s.players;
  }
  if (bad_owner) return Broken("a castle chip held by a seat that is not playing");
  return absl::OkStatus();
}

// Small castle chips exist only with 3-4 players, and only go to a second
// place that is not the first.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status SmallChipsOnlyWithThreeOrMore(const State& s, const Components& c) {
  if (NoOwners(s.small_owner)) return absl::OkStatus();
  for (int a = 0; a < kNumAreas; ++a) {
    if (s.small_owner[a] == kNobody) continue;
    if (!c.small_chips) return Broken("a small castle chip in a 2-player game");
    if (s.small_owner[a] == s.large_owner[a]) {
      return Broken(absl::StrFormat("%s: one seat holds both chips", AreaName(a)));
    }
  }
  return absl::OkStatus();
}

// Katana chips: each held by at most one player, only those in play for the
// player count, taken in order of most swords.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status KatanaHeldOnce(const State& s, const Components& c) {
  // Katana chips change only when a player runs out: the verdict depends on
  // the chips held and the player count (which fixes the chips in play), so
  // the inputs of the last pass on this thread settle most events.
  static_assert(sizeof(s.katana) == 4);
  uint32_t katana;
  std::memcpy(&katana, s.katana.data(), sizeof(katana));
  const uint64_t inputs = katana | uint64_t{s.players} << 32;
  thread_local uint64_t last_passed = 0;  // players is never 0
  if (inputs == last_passed) return absl::OkStatus();
  int holders[kMaxPlayers + 1] = {};
  int held = 0;
  for (int p = 0; p < s.players; ++p) {
    int k = s.katana[p];
    if (k == 0) continue;
    ++held;
    if (k > c.katana_chips[0]) {
      return Broken(absl::StrFormat("seat %d holds a %d-sword chip not used "
                                    "with %d players",
                                    p, k, s.players));
    }
    if (++holders[k] > 1) {
      return Broken(absl::StrFormat("the %d-sword chip is held twice", k));
    }
  }
  // Chips go out most swords first: the held ones are the top `held`.
  for (int i = 0; i < held; ++i) {
    if (holders[c.katana_chips[i]] != 1) {
      return Broken("katana chips were not taken most swords first");
    }
  }
  last_passed = inputs;
  return absl::OkStatus();
}

// Each player uses at most one strategy card; a used card has left the
// display and nobody else used it.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status OneCardPerPlayer(const State& s, const Components& c) {
  // Cards move once per player per game: the verdict depends on the used
  // cards, the display and the player count (which fixes its size), so the
  // inputs of the last pass on this thread settle most events.
  static_assert(sizeof(s.card_used) == 4 && sizeof(s.display) <= 6);
  uint64_t used_and_players, display = 0;
  std::memcpy(&used_and_players, s.card_used.data(), sizeof(s.card_used));
  used_and_players = (used_and_players & 0xFFFFFFFFu) | uint64_t{s.players} << 32;
  std::memcpy(&display, s.display.data(), sizeof(s.display));
  thread_local uint64_t last_used_and_players = 0, last_display = 0;  // players is never 0
  if (used_and_players == last_used_and_players && display == last_display) {
    return absl::OkStatus();
  }
  // Card sets as bit masks: bit n = card n; bit 0 (no card) is ignored.
  uint32_t used = 0, twice = 0, face_up = 0;
  for (int p = 0; p < s.players; ++p) {
    uint32_t bit = 1u << static_cast<int>(s.card_used[p]);
    twice |= used & bit;
    used |= bit;
  }
  for (int i = 0; i < c.display_size; ++i) face_up |= 1u << static_cast<int>(s.display[i]);
  if ((twice & ~1u) != 0) return Broken("two players used the same card");
  if ((used & face_up & ~1u) != 0) return Broken("a used card is still face up");
  last_used_and_players = used_and_players;
  last_display = display;
  return absl::OkStatus();
}

// Reinforcements: only in the battle phase, only where the player has
// soldiers, and in multiples of the per-province amount.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status ReinforcementCounts(const State& s, const Components& c) {
  bool battle = s.phase == Phase::kReinforce || s.phase == Phase::kOver;
  if (!battle) {
    static_assert(sizeof(s.reinforcements) == kMaxPlayers * kNumAreas);
    if (AnyByte(s.reinforcements[0].data(), sizeof(s.reinforcements))) {
      return Broken("reinforcements before the battle phase");
    }
    return absl::OkStatus();
  }
  int total = 0;
  for (int p = 0; p < s.players; ++p) {
    for (int a = 0; a < kNumAreas; ++a) {
      int r = s.reinforcements[p][a];
      if (r == 0) continue;
      if (s.soldiers[p][a] == 0) {
        return Broken(absl::StrFormat("seat %d has reinforcements but no "
                                      "soldiers in %s",
                                      p, AreaName(a)));
      }
      if (r % c.reinforcements != 0) {
        return Broken(absl::StrFormat("%d reinforcement pieces in %s; they "
                                      "come %d at a time",
                                      r, AreaName(a), c.reinforcements));
      }
      total += r;
    }
  }
  // At most one batch per won province.
  int won = 0;
  for (Seat owner : s.large_owner) won += owner != kNobody;
  if (total > won * c.reinforcements) {
    return Broken("more reinforcement batches than provinces won");
  }
  return absl::OkStatus();
}

// Phase order: march (with cards only while nobody is out), then battle
// once every player is out, then the end.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status PhaseOrder(const State& s, const Components& /*c*/) {
  int out = 0;
  for (int p = 0; p < s.players; ++p) out += s.IsOut(p);
  bool battle = s.phase == Phase::kReinforce || s.phase == Phase::kOver;
  if (battle != (out == s.players) && s.phase != Phase::kDealCastles &&
      s.phase != Phase::kRevealCards) {
    return Broken("the battle phase and 'everyone has run out' disagree");
  }
  if (!battle && s.phase >= Phase::kTurn && s.IsOut(s.to_move)) {
    return Broken("a player who ran out has the turn");
  }
  if (s.phase == Phase::kOver) {
    for (int a = 0; a < kNumAreas; ++a) {
      bool occupied = false;
      for (int p = 0; p < s.players; ++p) occupied |= s.soldiers[p][a] > 0;
      if (occupied != (s.large_owner[a] != kNobody)) {
        return Broken(absl::StrFormat("%s: after the battle phase its large "
                                      "chip must be won iff it is occupied",
                                      AreaName(a)));
      }
    }
  }
  return absl::OkStatus();
}

const Invariant kInvariants[] = {
    {"rumble_nation.soldiers_conserved",
     "supply + soldiers on the map = 18 for every player",
     "003_7755f114b63b7b37.txt ゲームの準備 兵コマ、マーカー", &Checked<&SoldiersConserved>},
    {"rumble_nation.castle_chips_in_one_place",
     "every castle chip lies on exactly one area or with at most one player",
     "003_7755f114b63b7b37.txt ゲームの準備 城チップ(大)", &Checked<&CastleChipsInOnePlace>},
    {"rumble_nation.small_chips",
     "small chips only with 3-4 players, never to the first place",
     "003_7755f114b63b7b37.txt 二.合戦フェイズ ② 城チップを獲得する",
     &Checked<&SmallChipsOnlyWithThreeOrMore>},
    {"rumble_nation.katana_held_once",
     "each katana chip in play is held by at most one player, most swords first",
     "003_7755f114b63b7b37.txt ゲームの準備 刀チップ", &Checked<&KatanaHeldOnce>},
    {"rumble_nation.one_card_per_player",
     "each player uses at most one strategy card, which leaves the display",
     "003_7755f114b63b7b37.txt 一.進軍フェイズ ② 軍略カードを使う", &Checked<&OneCardPerPlayer>},
    {"rumble_nation.reinforcement_counts",
     "reinforcements only in battle, beside own soldiers, 2 (3-4p) or 1 (2p) a province",
     "003_7755f114b63b7b37.txt 二.合戦フェイズ ③ 援軍コマを派遣する",
     &Checked<&ReinforcementCounts>},
    {"rumble_nation.phase_order",
     "march until everyone is out, then battle 2..12, then the end",
     "003_7755f114b63b7b37.txt ゲームのプレイ ゲームの流れ", &Checked<&PhaseOrder>},
};

// The whole catalogue in one pass: one typed lookup, the checks inlined.
template <Check... F>
bool AllOf(const Match& m) {
  static_assert(sizeof...(F) == std::size(kInvariants),
                "the fast path must run every invariant of the catalogue");
  const Typed& typed = Get(m);
  const State& s = typed.state();
  const Components& c = typed.rules().components();
  return (F(s, c).ok() && ...);
}

}  // namespace

ARBITER_REGISTER_INVARIANTS(
    "rumble_nation", kInvariants,
    &AllOf<&SoldiersConserved, &CastleChipsInOnePlace, &SmallChipsOnlyWithThreeOrMore,
           &KatanaHeldOnce, &OneCardPerPlayer, &ReinforcementCounts, &PhaseOrder>);
}  // namespace arbiter::rumble_nation
