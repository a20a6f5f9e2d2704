// Root's invariant catalogue: statements every reachable state satisfies,
// checked after every event. Written from the seed and the facts, not from
// the reducer's bookkeeping: each recounts from the raw piece and card arrays
// instead of calling the reducer's helpers (except RulersOf, which it checks,
// and where each faction's pieces and cards lie: FactionRules building_rows,
// card_sets, warriors_off_map_at and tokens). Each faction's own checks are
// in verifier/root/factions/ (factions/checks.h).
//
// These run after every event, so each check first decides with a cheap
// exact summary (bit masks and popcounts for cards, byte sums in lanes for
// pieces, saturating far above any count the rules allow) and only walks the state element by element, to say what is
// wrong, when the summary is off. The fused fast path (AllHold) runs the same
// functions with one typed lookup. Nothing allocates unless an invariant is
// broken.
#include <bit>
#include <cstddef>
#include <cstring>
#include <string>
#include <utility>
#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
#include <emmintrin.h>
#endif

#include "absl/base/attributes.h"
#include "absl/strings/str_format.h"
#include "engine/core/typed_match.h"
#include "engine/root/board.h"
#include "engine/root/clearing_lanes.h"
#include "engine/root/factions/faction.h"
#include "engine/root/rules.h"
#include "verifier/core/invariant.h"
#include "verifier/root/factions/checks.h"
#include "verifier/root/factions/table.h"
#include "verifier/root/rule_oracle.h"

namespace arbiter::root {
namespace {

#define SEED ARBITER_ROOT_SEED

// The parts of a catalogue, joined at compile time.
template <typename T, size_t... N>
constexpr std::array<T, (N + ... + 0)> Concat(const std::array<T, N>&... parts) {
  std::array<T, (N + ... + 0)> out{};
  size_t i = 0;
  (
      [&] {
        for (const T& x : parts) out[i++] = x;
      }(),
      ...);
  return out;
}

constexpr uint64_t kAllCards = (uint64_t{1} << kNumCards) - 1;

bool Dealt(const State& s) {
  return !(s.phase == Phase::kSetup && s.step < uint8_t(SetupStep::kDeal));
}

// Seats whose hands and play areas exist (a corrupt count reads no further).
int Seats(const State& s) { return s.players < kMaxSeats ? s.players : kMaxSeats; }

// Each check reads the match's state (and the match only where it must, for
// the legal-event count); Checked<> and AllHold adapt them to the catalogue.
using Check = absl::Status (*)(const Match&, const State&);

template <Check F>
absl::Status Checked(const Match& m) {
  return F(m, StateOf(m));
}

// The ruler of each clearing is the faction with the most warriors plus
// buildings, nobody on a tie, except that a faction winning ties (the
// Eyrie's Lords of the Forest) takes every tie it is part of, and a garden's
// clearing is the Cult's (Pilgrims): the reducer's RulersOf against the
// catalogue's own rule (rule_oracle.h RuleByMaximum, OutrightBuildingRule).
// The factions whose checks say their buildings rule outright
// (kBuildingsRuleOutright), known when compiling: a game without them pays
// one byte test each.
template <typename F>
constexpr bool RulesOutright() {
  if constexpr (requires { F::kBuildingsRuleOutright; }) return F::kBuildingsRuleOutright;
  else return false;
}
template <typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline void OutrightRules(FactionCheckList<F...>, const State& s, RuleMasks& by) {
  ((RulesOutright<F>() ? OutrightBuildingRule(s, F::kFaction, by) : void()), ...);
}
// The seat whose warriors count for another's rule now, read by the
// faction's checks themselves (F::LentTo: the Company's mercenaries), and
// the borrower in *borrower; -1 for none.
template <typename F>
int LentBy(const State& s) {
  if constexpr (requires { F::LentTo(s); }) return F::LentTo(s);
  else return -1;
}
template <typename... F>
int LenderOf(FactionCheckList<F...>, const State& s, int* borrower) {
  int lender = -1;
  ((lender < 0 && (*borrower = LentBy<F>(s)) >= 0 ? (lender = s.seat_of[int(F::kFaction)], 0) : 0), ...);
  return lender;
}
// What the pieces say: with lent warriors counted as the borrower's
// (root.rule.lent_warriors), on a copy with them moved to its rows.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline RuleMasks ExpectedRule(const State& s) {
  int borrower = -1;
  const int lender = LenderOf(FactionChecks{}, s, &borrower);
  if (lender < 0 || borrower < 0 || borrower >= Seats(s)) {
    RuleMasks expected = RuleByMaximum(s);
    OutrightRules(FactionChecks{}, s, expected);
    return expected;
  }
  State lent = s;
  for (int c = 0; c < kNumClearings; ++c) {
    lent.warriors[int(s.faction[borrower])][c] += s.warriors[int(s.faction[lender])][c];
    lent.warriors[int(s.faction[lender])][c] = 0;
  }
  RuleMasks expected = RuleByMaximum(lent);
  OutrightRules(FactionChecks{}, lent, expected);
  return expected;
}
// What the rule check reads beyond the piece bytes, the piece group's key:
// who lends warriors to whom now (the Company's mercenaries, in the turn,
// phase and board fields no piece byte holds).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline uint64_t LendingKey(const State& s) {
  int borrower = -1;
  const int lender = LenderOf(FactionChecks{}, s, &borrower);
  return lender < 0 ? 0 : uint64_t(lender + 1) | uint64_t(borrower + 1) << 8;
}
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status RulerMatchesRule(const Match&, const State& s) {
  const RuleMasks expected = ExpectedRule(s);
  const RuleMap rule = RulersOf(s);
  if (rule.by == expected) return absl::OkStatus();
  for (int c = 0; c < kNumClearings; ++c) {
    int want = -1;
    for (int f = 0; f < kNumFactions; ++f)
      if ((expected[f] >> c) & 1) want = f;
    if (Ruler(s, c) != want)
      return Broken(absl::StrFormat("clearing %d: ruler %d, the pieces say %d", c + 1,
                                    Ruler(s, c), want));
  }
  return Broken("two factions rule one clearing");
}

// The deck's cards as a set, and whether a card is listed twice in it.
struct DeckCards {
  uint64_t cards;
  bool twice;
};

// The deck summary for s.deck[0..min(deck_size, 54)). Remembered per thread
// for the last deck array seen, at every prefix length: between shuffles the
// array's bytes stay as they are and draws only shorten the live prefix, so
// one pass per shuffle serves every state until the next. A remembered
// summary is used only when all 54 bytes equal the ones it was computed
// from, which makes it exactly what a fresh pass would give.
DeckCards SummarizeDeck(const State& s) {
  struct Memo {
    std::array<uint8_t, kNumCards> deck;
    std::array<uint64_t, kNumCards + 1> cards;  // of the first k entries
    std::array<bool, kNumCards + 1> twice;
    bool filled;
  };
  thread_local Memo memo{};
  static_assert(sizeof(s.deck) == kNumCards);
  uint64_t differ = 0;
  // Eight bytes at a time; the last word overlaps the one before it.
  static_assert(kNumCards >= 8);
  auto word_differs = [&](int i) {
    uint64_t a, b;
    std::memcpy(&a, s.deck.data() + i, 8);
    std::memcpy(&b, memo.deck.data() + i, 8);
    return a ^ b;
  };
  for (int i = 0; i + 8 <= kNumCards; i += 8) differ |= word_differs(i);
  differ |= word_differs(kNumCards - 8);
  if (differ != 0 || !memo.filled) {
    uint64_t all = 0;
    bool twice = false;
    memo.cards[0] = 0;
    memo.twice[0] = false;
    for (int i = 0; i < kNumCards; ++i) {
      const unsigned card = s.deck[i];
      const uint64_t bit = uint64_t{card < kNumCards} << (card & 63);
      twice |= (all & bit) != 0;
      all |= bit;
      memo.cards[i + 1] = all;
      memo.twice[i + 1] = twice;
    }
    memo.deck = s.deck;
    memo.filled = true;
  }
  const int live = s.deck_size < kNumCards ? s.deck_size : kNumCards;
  return {memo.cards[live], memo.twice[live]};
}

// Every place other than the deck that holds cards as a set (bit c = card
// c): hands and play areas of the seats in play, discard, beside the map,
// out of the game, each faction's card sets (the Decree's columns, the
// supporters: FactionRules::card_sets).
template <typename F>
inline void ForEachCardSet(const State& s, F&& visit) {
  const int seats = Seats(s);
  for (int seat = 0; seat < seats; ++seat) {
    visit(s.hand[seat]);
    visit(s.play_area[seat]);
  }
  visit(s.discard);
  visit(s.beside_map);
  visit(s.out_of_game);
  for (int f = 0; f < kNumFactions; ++f) {
    if (s.seat_of[f] < 0) continue;
    const CardSets& sets = RulesOf(Faction(f)).card_sets;
    for (int i = 0; i < sets.count; ++i) visit(CardSet(s, sets.at[i]));
  }
}

// Each of the 54 cards is in exactly one place once the deck is dealt.
// Every place is a set of cards (the deck a list); the cards are each in
// exactly one place iff no card is in two places (or twice in the deck) and
// the places together hold exactly the cards wanted.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status CardsInOnePlace(const Match&, const State& s) {
  const DeckCards deck = SummarizeDeck(s);
  uint64_t all = deck.cards, twice = deck.twice ? 1 : 0;
  auto add = [&](uint64_t mask) {
    mask &= kAllCards;  // the viziers (bits 54, 55) are not deck cards
    twice |= all & mask;
    all |= mask;
  };
  ForEachCardSet(s, add);
  const uint64_t want = Dealt(s) ? kAllCards : (s.out_of_game & kAllCards);
  if (all == want && twice == 0) return absl::OkStatus();
  int where[kNumCards] = {};
  auto count = [&](uint64_t mask) {
    for (uint64_t x = mask & kAllCards; x; x &= x - 1) ++where[std::countr_zero(x)];
  };
  for (int i = 0; i < s.deck_size && i < kNumCards; ++i)
    if (s.deck[i] < kNumCards) ++where[s.deck[i]];
  ForEachCardSet(s, count);
  for (int c = 0; c < kNumCards; ++c) {
    if (where[c] != int((want >> c) & 1))
      return Broken(absl::StrFormat("card %d is in %d places", c + 1, where[c]));
  }
  return Broken("the cards are not each in one place");
}

// Whether a faction's part of root.pieces_conserved reads only building
// bytes (factions/checks.h kPiecesAreBuildings), so that the fast path runs
// it with the building group.
template <typename F>
constexpr bool PiecesAreBuildings() {
  if constexpr (requires { F::kPiecesAreBuildings; }) return F::kPiecesAreBuildings;
  else return false;
}
// Byte i: the i-th faction's PieceKey (factions/checks.h), 0 without one
// or when it does not play: the piece group's faction key. The building
// group's memo does not take it in, so a faction with one runs its Pieces
// in the piece group.
template <typename F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline uint8_t PieceKeyOf(const State& s) {
  if constexpr (requires { F::PieceKey(s); }) {
    static_assert(!PiecesAreBuildings<F>(), "a faction with a PieceKey runs Pieces in the piece group");
    return Plays<F>(s) ? F::PieceKey(s) : 0;
  } else {
    return 0;
  }
}
template <typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline uint64_t FactionPieceKey(FactionCheckList<F...>, const State& s) {
  static_assert(sizeof...(F) <= 8, "one byte per faction");
  uint64_t key = 0;
  int i = 0;
  ((key |= uint64_t(PieceKeyOf<F>(s)) << (8 * i++)), ...);
  return key;
}
// The part of a faction's Pieces that its piece or building group runs in
// the fast path: all of it, or, for a faction whose own group runs the
// rest (factions/checks.h GroupPieces), what is left.
template <typename F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status GroupPiecesOf(const State& s) {
  if constexpr (requires { F::GroupPieces(s); }) return F::GroupPieces(s);
  else return F::Pieces(s);
}
// Each playing faction's part of root.pieces_conserved (factions/<f>.h)
// whose PiecesAreBuildings is kBuildings: all of it, or in the fast path
// (kInGroups) the part its piece or building group runs.
template <bool kBuildings, bool kInGroups = false, typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status FactionPieces(FactionCheckList<F...>, const State& s) {
  absl::Status status;
  ((status.ok() && PiecesAreBuildings<F>() == kBuildings && s.seat_of[int(F::kFaction)] >= 0
        ? (void)(status = kInGroups ? GroupPiecesOf<F>(s) : F::Pieces(s))
        : (void)0),
   ...);
  return status;
}

// Supply + board + map equals the box for each faction's warriors (the
// Alliance's officers included: FactionRules::warriors_off_map_at): the
// core's part of root.pieces_conserved.
// Counted here in one pass over the holders (each holder's row has a count
// per owner) rather than asking WarriorsOffMap per faction, which walks every
// holder for each owner: about 30 instructions of each piece-group
// recomputation with four seats (callgrind over 30 four-seat games,
// 2026-12-03).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status WarriorsConserved(const State& s) {
  std::array<int, kNumFactions> held{};
  for (int h = 0; h < kNumFactions; ++h) {
    if (s.seat_of[h] < 0) continue;
    const int16_t at = RulesOf(Faction(h)).warriors_held_at;
    if (at == kNoneOffMap) continue;
    const uint8_t* row = ByteRow(s, uint16_t(at));
    for (int f = 0; f < kNumFactions; ++f) held[f] += row[f];
  }
  for (int f = 0; f < kNumFactions; ++f) {
    if (s.seat_of[f] < 0) continue;
    const FactionRules& fr = RulesOf(Faction(f));
    const int off_map = fr.warriors_off_map_at == kNoneOffMap ? 0 : *ByteRow(s, uint16_t(fr.warriors_off_map_at));
    const int n = s.warrior_supply[f] + Sum12(s.warriors[f].data()) + off_map + held[f];
    if (n != fr.warriors) return Broken(absl::StrFormat("faction %d has %d warriors", f, n));
  }
  return absl::OkStatus();
}
// root.pieces_conserved: the warriors, then each faction's own pieces.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status PiecesConserved(const Match&, const State& s) {
  absl::Status status = WarriorsConserved(s);
  if (status.ok()) status = FactionPieces<false>(FactionChecks{}, s);
  if (status.ok()) status = FactionPieces<true>(FactionChecks{}, s);
  return status;
}

// Buildings plus a ruin never exceed a clearing's slots. Every faction's
// building rows (FactionRules::building_rows; zero when it does not play).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status BuildingSlots(const Match&, const State& s) {
  const MapDef& map = GetMap(s.map);
  std::array<uint8_t, kNumClearings> ruins;
  for (int c = 0; c < kNumClearings; ++c) ruins[c] = s.ruin[c] ? 1 : 0;
  Lanes used = Load12(ruins.data());
  for (int f = 0; f < kNumFactions; ++f) {
    if (s.seat_of[f] < 0) continue;
    const BuildingRows& rows = RulesOf(Faction(f)).building_rows;
    for (int i = 0; i < rows.count; ++i) used = used + Load12(ByteRow(s, rows.at[i]));
  }
  if (GreaterMask(used, Load12(map.slots.data())) == 0) return absl::OkStatus();
  for (int c = 0; c < kNumClearings; ++c) {
    int n = ruins[c];
    for (int f = 0; f < kNumFactions; ++f) {
      if (s.seat_of[f] < 0) continue;
      const BuildingRows& rows = RulesOf(Faction(f)).building_rows;
      for (int i = 0; i < rows.count; ++i) n += ByteRow(s, rows.at[i])[c];
    }
    if (n > map.slots[c])
      return Broken(absl::StrFormat("clearing %d holds %d of %d slots", c + 1, n, map.slots[c]));
  }
  return Broken("a clearing holds more buildings than slots");
}

// Each faction's own checks of a group, in FactionChecks order.
template <typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool FactionBuildingsHold(FactionCheckList<F...>, const State& s) {
  return ((!Plays<F>(s) || F::Buildings(s).ok()) && ...);
}
template <typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool FactionCardsHold(FactionCheckList<F...>, const State& s) {
  return ((!Plays<F>(s) || F::Cards(s).ok()) && ...);
}

// Items: supply + crafted + under ruins = 12 + 4 per type as at setup, with
// what factions hold and brought (FactionRules::add_items).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status ItemsConserved(const Match&, const State& s) {
  // Item types 1..8 (0 is "no item").
  ItemCounts sum{}, want{};
  for (int i = 1; i < kNumItems; ++i) {
    sum[i] = uint16_t(s.item_supply[i] + s.ruin_items[i]);
    want[i] = uint16_t(kItemSupply[i] + kRuinItems[i]);
  }
  for (int seat = 0; seat < Seats(s); ++seat) {
    for (int i = 1; i < kNumItems; ++i) sum[i] = uint16_t(sum[i] + s.items[seat][i]);
    const FactionRules& fr = RulesOf(s.faction[seat]);
    if (fr.add_items != nullptr) fr.add_items(s, sum, want);
  }
  sum[0] = want[0] = 0;
  if (sum == want) return absl::OkStatus();
  for (int i = 1; i < kNumItems; ++i)
    if (sum[i] != want[i]) return Broken(absl::StrFormat("item %d: %d in the game", i, sum[i]));
  return Broken("items are not conserved");
}

// The Better Burrow Bank cards (facts 2), as a card mask.
uint64_t BetterBurrowBanks() {
  static const uint64_t mask = CardsWithEffect(CardEffect::kBetterBurrowBank);
  return mask;
}

// Outside its own turn a player holds at most five cards (the limit applies
// at the end of Evening), plus one per Better Burrow Bank in another play
// area (it gives a card at the start of its owner's Birdsong), plus the
// cards other seats gave it since its own last Evening (State::received,
// the Vagabond's aid; faction-neutral).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status HandLimit(const Match&, const State& s) {
  if (s.phase == Phase::kSetup) return absl::OkStatus();
  // A hand of at most five is within every limit (the banks and the cards
  // received only raise it): clearing its five lowest cards leaves none.
  // Only a larger hand has its limit worked out (counting without POPCNT
  // costs a dozen instructions a mask; with a bank in play, as in most long
  // games, every card change paid ten of them).
  const int seats = Seats(s);
  bool within = true;
  for (int seat = 0; seat < seats; ++seat) {
    uint64_t h = s.hand[seat];
    for (int k = 0; k < kHandLimit; ++k) h &= h - 1;
    within &= seat == s.turn_seat || h == 0;
  }
  if (within) return absl::OkStatus();
  const uint64_t banks = BetterBurrowBanks();
  int banks_in_play = 0;
  for (int seat = 0; seat < seats; ++seat)
    banks_in_play += Popcount(s.play_area[seat] & banks);
  for (int seat = 0; seat < seats; ++seat) {
    if (seat == s.turn_seat) continue;
    int gifts = banks_in_play - Popcount(s.play_area[seat] & banks) + s.received[seat];
    if (Popcount(s.hand[seat]) > kHandLimit + gifts)
      return Broken(absl::StrFormat("seat %d holds %d cards between turns", seat,
                                    Popcount(s.hand[seat])));
  }
  return absl::OkStatus();
}

// Each seat's VP is the sum of what it scored by cause, never negative.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status VpSum(const Match&, const State& s) {
  for (int seat = 0; seat < Seats(s); ++seat) {
    int sum = 0;
    for (int16_t v : s.vp_by[seat]) sum += v;
    if (sum != s.vp[seat] || s.vp[seat] < 0)
      return Broken(absl::StrFormat("seat %d: %d VP, scoring events sum to %d", seat,
                                    s.vp[seat], sum));
  }
  return absl::OkStatus();
}

// An active dominance card is a dominance card lying in its owner's play
// area, never in a two-player game (seed 2人プレイ時), one per seat.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status DominanceConsistent(const Match&, const State& s) {
  uint32_t none;  // every seat -1 (no dominance active): the usual case, in one test
  std::memcpy(&none, s.dominance.data(), sizeof(none));
  if (none == 0xFFFFFFFFu) return absl::OkStatus();
  for (int seat = 0; seat < Seats(s); ++seat) {
    const int d = s.dominance[seat];
    if (d < 0) continue;
    if (d >= kNumCards || kCards[d].effect != CardEffect::kDominance)
      return Broken(absl::StrFormat("seat %d: active dominance %d is no dominance card", seat, d + 1));
    if (!((s.play_area[seat] >> d) & 1))
      return Broken(absl::StrFormat("seat %d: active dominance card not before its owner", seat));
    if (s.players == 2) return Broken("a dominance card active in a two-player game");
  }
  return absl::OkStatus();
}

// Whether the game goes on (no winner, no limit reached): the key of the
// VP check below, which reads only this and the VP.
uint64_t GoesOn(const State& s) { return s.winner < 0 && !s.ended_by_limit; }

// Part of end_is_final: a game that goes on has nobody at 30 VP. Apart so
// that the fast path runs it with the tallies, when the VP change.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status NoUnclaimedWin(const State& s) {
  if (GoesOn(s)) {
    const int seats = Seats(s);
    for (int seat = 0; seat < seats; ++seat)
      if (s.vp[seat] >= kWinningScore) return Broken("30 VP reached but the game goes on");
  }
  return absl::OkStatus();
}

// Part of end_is_final: a winner has 30 VP (or dominance), a limit-stopped
// game reached its limit, and nothing is listed as legal after the end.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status EndHasItsCause(const Match& m, const State& s) {
  if (s.winner >= 0 && s.vp[s.winner] < kWinningScore && s.dominance[s.winner] < 0)
    return Broken("a winner below 30 VP without dominance");
  if (s.ended_by_limit && s.turns_taken < s.turn_limit)
    return Broken("ended by the limit before reaching it");
  if ((s.winner >= 0 || s.ended_by_limit) && m.CountLegalEvents() != 0)
    return Broken("legal events after the end");
  return absl::OkStatus();
}

// A finished game stays finished: a winner has 30 VP, a limit-stopped game
// reached its limit, and nothing is listed as legal.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status EndIsFinal(const Match& m, const State& s) {
  absl::Status cause = EndHasItsCause(m, s);
  if (!cause.ok()) return cause;
  return NoUnclaimedWin(s);
}

constexpr std::array<Invariant, 4> kFirst = {{
    {"root.ruler_matches_rule", "every clearing's ruler is the one warriors + buildings give, Eyrie winning ties",
     SEED "【移動】; 【鷲巣王朝】「森の王者」", &Checked<&RulerMatchesRule>},
    {"root.cards_in_one_place", "each of the 54 cards is in exactly one place",
     SEED "【ゲームの準備】 動物カード", &Checked<&CardsInOnePlace>},
    {"root.pieces_conserved", "supply + board + map equals each faction's box contents",
     SEED "【ゲームの準備】 派閥ボード", &Checked<&PiecesConserved>},
    {"root.building_slots", "no clearing holds more buildings (and ruins) than slots",
     SEED "【ゲームの準備】 《広場について》", &Checked<&BuildingSlots>},
}};
constexpr std::array<Invariant, 3> kMiddle = {{
    {"root.items_conserved", "items in supply + crafted + ruins equal the setup",
     SEED "【ゲームの準備】 アイテムタイル", &Checked<&ItemsConserved>},
    {"root.hand_limit", "between turns every hand holds at most five cards (+1 per rival Better Burrow Bank, +1 per card received from others since its Evening)",
     SEED "【猫野候国】 夜フェイズ", &Checked<&HandLimit>},
    {"root.vp_sum", "VP equal the sum of scoring events and are never negative",
     SEED "【ゲームの勝利方法】 勝利点の獲得方法", &Checked<&VpSum>},
}};
constexpr std::array<Invariant, 2> kLast = {{
    {"root.dominance_consistent", "an active dominance card is a dominance card before its owner, with 3+ seats",
     SEED "【圧倒カード】 《勝利条件の変更》", &Checked<&DominanceConsistent>},
    {"root.end_is_final", "a finished game has its cause and accepts no event",
     SEED "【ゲームの勝利方法】", &Checked<&EndIsFinal>},
}};

// The catalogue: the core's checks with each faction's own (factions/<f>.h)
// after the building and the tally checks, so that the ids keep their order.
template <typename... F>
constexpr auto Catalogue(FactionCheckList<F...>) {
  return Concat(kFirst, F::kBuildingInvariants..., kMiddle, F::kCardInvariants..., kLast);
}
constexpr auto kInvariants = Catalogue(FactionChecks{});

// ---- The fused fast path.
//
// The checks fall into groups by the bytes of State they read (pieces,
// buildings, cards, tallies). A group whose
// bytes (and the few small fields it reads beside them, packed into a key,
// and the configuration, shared by all groups) equal, byte for byte, those
// of a state on which all its checks passed would
// pass again: each check is a function of those bytes alone (the component
// data they also read never changes). So such a group is not recomputed. The
// bytes are compared with a per-thread copy taken when the group last passed,
// whatever match that state belonged to; nothing the reducer keeps is
// trusted. end_is_final reads the legal-event list, a function of the whole
// state, and always runs.

// The group's bytes as they were when its checks last passed on this thread.
struct Remembered {
  alignas(16) std::array<uint8_t, sizeof(State)> image;
  uint64_t key, faction_key;
  bool filled;
};

// How bytes of two states differ: under SSE2 the differing bits of
// every compared 16-byte block folded into one lane, tested once at the
// end of a group; otherwise whether any compared range differed.
#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
using Diff = __m128i;
ABSL_ATTRIBUTE_ALWAYS_INLINE inline Diff NoDiff() { return _mm_setzero_si128(); }
ABSL_ATTRIBUTE_ALWAYS_INLINE inline Diff Either(Diff a, Diff b) { return _mm_or_si128(a, b); }
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool NoneDiffer(Diff d) {
  return _mm_movemask_epi8(_mm_cmpeq_epi8(d, _mm_setzero_si128())) == 0xFFFF;
}
// Bytes [Begin, End) of a and b, unrolled at compile time.
template <size_t Begin, size_t End>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline Diff RangeDiff(const uint8_t* a, const uint8_t* b) {
  static_assert(End - Begin >= 16);
  auto block = [&](size_t i) {
    return _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(a + i)),
                         _mm_loadu_si128(reinterpret_cast<const __m128i*>(b + i)));
  };
  __m128i diff = [&]<size_t... I>(std::index_sequence<I...>) {
    return (block(Begin + 16 * I) | ...);
  }(std::make_index_sequence<(End - Begin) / 16>{});
  // The tail, overlapping bytes already compared.
  if constexpr ((End - Begin) % 16 != 0) diff = _mm_or_si128(diff, block(End - 16));
  return diff;
}
#else
using Diff = bool;
inline Diff NoDiff() { return false; }
inline Diff Either(Diff a, Diff b) { return a || b; }
inline bool NoneDiffer(Diff d) { return !d; }
template <size_t Begin, size_t End>
inline Diff RangeDiff(const uint8_t* a, const uint8_t* b) {
  return std::memcmp(a + Begin, b + Begin, End - Begin) != 0;
}
#endif

// Bytes kRanges[First..First + N) of a and b.
template <const auto& kRanges, size_t First = 0, size_t N = std::size(kRanges) - First>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline Diff RangesDiff(const uint8_t* a, const uint8_t* b) {
  if constexpr (N == 0) {
    return NoDiff();
  } else {
    return [&]<size_t... I>(std::index_sequence<I...>) {
      Diff d = NoDiff();
      ((d = Either(d, RangeDiff<kRanges[First + I].begin, kRanges[First + I].end>(a, b))), ...);
      return d;
    }(std::make_index_sequence<N>{});
  }
}
template <const auto& kRanges>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline void CopyRanges(uint8_t* to, const uint8_t* from) {
  [&]<size_t... R>(std::index_sequence<R...>) {
    (std::memcpy(to + kRanges[R].begin, from + kRanges[R].begin, kRanges[R].end - kRanges[R].begin),
     ...);
  }(std::make_index_sequence<std::size(kRanges)>{});
}

// A memo group's bytes: the core's (kCore), and each faction's
// (Sel<F>::kRanges), which count only while it plays: the checks read
// nothing of a faction that does not play (factions/checks.h Plays), and
// the memos are emptied when the configuration changes, so a faction's
// bytes are never compared in a game without it.
template <typename F>
struct NoFactionBytes {
  static constexpr std::array<ByteRange, 0> kRanges = {};
};
template <template <typename> class Sel, typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline Diff FactionsDiff(FactionCheckList<F...>, const State& s,
                                                     const uint8_t* a, const uint8_t* b) {
  Diff d = NoDiff();
  (
      [&] {
        if constexpr (std::size(Sel<F>::kRanges) > 0)
          if (Plays<F>(s)) d = Either(d, RangesDiff<Sel<F>::kRanges>(a, b));
      }(),
      ...);
  return d;
}
template <template <typename> class Sel, typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline void CopyFactions(FactionCheckList<F...>, const State& s, uint8_t* to,
                                                     const uint8_t* from) {
  (
      [&] {
        if constexpr (std::size(Sel<F>::kRanges) > 0)
          if (Plays<F>(s)) CopyRanges<Sel<F>::kRanges>(to, from);
      }(),
      ...);
}

// True when the group passes: either its bytes and key are the ones it last
// passed on, or `checks` passes now (and the bytes are remembered). The
// first core range is the one most likely to differ: it is compared alone
// first, so that a group whose bytes changed there skips the rest.
template <const auto& kCore, template <typename> class Sel, typename Checks>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool GroupHolds(Remembered& memo, const State& s, uint64_t key,
                                                  uint64_t faction_key, Checks checks) {
  const uint8_t* bytes = reinterpret_cast<const uint8_t*>(&s);
  uint8_t* image = memo.image.data();
  if (memo.filled && memo.key == key && memo.faction_key == faction_key &&
      NoneDiffer(RangesDiff<kCore, 0, 1>(bytes, image)) &&
      NoneDiffer(Either(RangesDiff<kCore, 1>(bytes, image),
                        FactionsDiff<Sel>(FactionChecks{}, s, bytes, image))))
    return true;
  if (!checks()) return false;
  CopyRanges<kCore>(image, bytes);
  CopyFactions<Sel>(FactionChecks{}, s, image, bytes);
  memo.key = key;
  memo.faction_key = faction_key;
  memo.filled = true;
  return true;
}

// Pieces: warriors and their supply, the clearings' suits (a faction's
// checks may ask which suit a clearing has) and the ruins, which no piece
// check reads: so that the building group's bytes all lie inside these and
// it can run inside this group (AllHoldFor); then each playing faction's
// buildings, tokens and off-map warriors (rule and conservation; they
// change with most moves).
constexpr std::array<ByteRange, 3> kPieceCore = {{
    {offsetof(State, warriors), offsetof(State, warriors) + 16},  // changes most
    {offsetof(State, warriors) + 16, offsetof(State, warrior_supply) + sizeof(State::warrior_supply)},
    {offsetof(State, suit), offsetof(State, ruin) + kNumClearings},
}};
template <typename F>
struct PieceBytesOf {
  static constexpr const auto& kRanges = F::kPieceBytes;
};
// All of them, whoever plays: what the static checks below compare.
template <typename... F>
constexpr auto PieceBytes(FactionCheckList<F...>) {
  return Concat(kPieceCore, F::kPieceBytes...);
}
constexpr auto kPieceBytes = PieceBytes(FactionChecks{});
static_assert(offsetof(State, warriors) + sizeof(State::warriors) == offsetof(State, warrior_supply),
              "kPieceBytes covers what the piece checks read");

// Buildings: the suits and the ruins, then each playing faction's buildings
// and tokens (slots and the keep's clearing; they change only when
// something is built or removed).
constexpr std::array<ByteRange, 1> kBuildingCore = {{
    {offsetof(State, suit), offsetof(State, ruin) + kNumClearings},
}};
static_assert(offsetof(State, suit) + kNumClearings == offsetof(State, ruin),
              "the suits and the ruins lie side by side");
template <typename F>
struct BuildingBytesOf {
  static constexpr const auto& kRanges = F::kBuildingBytes;
};
template <typename... F>
constexpr auto BuildingBytes(FactionCheckList<F...>) {
  return Concat(kBuildingCore, F::kBuildingBytes...);
}
constexpr auto kBuildingBytes = BuildingBytes(FactionChecks{});
static_assert(kNumClearings <= 16, "kBuildingBytes covers the ruins");

// Cards: deck, hands, play areas, discard, the cards beside the map and out
// of the game, then each faction's card sets and what its card checks read.
// The key holds what the checks read of phase and step (whether the cards
// are dealt, whether it is setup), the turn seat and the active dominance
// cards: not the raw step, which changes at every step of a turn while the
// cards stay put; each faction adds one byte (FactionCardKey).
constexpr std::array<ByteRange, 2> kCardCore = {{
    {offsetof(State, hand), offsetof(State, used_this_turn)},  // changes most
    {offsetof(State, deck), offsetof(State, hand)},
}};
template <typename F>
struct CardBytesOf {
  static constexpr const auto& kRanges = F::kCardBytes;
};
template <typename... F>
constexpr auto CardBytes(FactionCheckList<F...>) {
  return Concat(kCardCore, F::kCardBytes...);
}
constexpr auto kCardBytes = CardBytes(FactionChecks{});
static_assert(offsetof(State, out_of_game) + 8 == offsetof(State, used_this_turn) &&
              offsetof(State, deck) < offsetof(State, deck_size) &&
              offsetof(State, deck_size) < offsetof(State, hand) &&
              offsetof(State, hand) < offsetof(State, play_area),
              "kCardBytes covers what the card checks read");
uint64_t CardKey(const State& s) {
  uint32_t dominance;  // read by the dominance check
  static_assert(sizeof(s.dominance) == sizeof(dominance));
  std::memcpy(&dominance, s.dominance.data(), sizeof(dominance));
  return uint64_t(Dealt(s)) | uint64_t(s.phase == Phase::kSetup) << 8 |
         uint64_t(s.turn_seat) << 16 | uint64_t(dominance) << 32;
}
// Byte i: the i-th faction's CardKey.
template <typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline uint64_t FactionCardKey(FactionCheckList<F...>, const State& s) {
  static_assert(sizeof...(F) <= 8, "one byte per faction");
  uint64_t key = 0;
  int i = 0;
  ((key |= uint64_t(F::CardKey(s)) << (8 * i++)), ...);
  return key;
}

// Tallies: items under ruins, in supply and crafted, then the items each
// playing faction holds (its optional kTallyBytes: what its
// FactionRules::add_items reads).
template <typename F>
constexpr auto TallyBytesOf() {
  if constexpr (requires { F::kTallyBytes; }) return F::kTallyBytes;
  else return std::array<ByteRange, 0>{};
}
constexpr std::array<ByteRange, 1> kTallyCore = {{
    {offsetof(State, ruin_items), offsetof(State, items) + sizeof(State::items)},
}};
template <typename F>
struct TallyBytesOfFaction {
  static constexpr auto kRanges = TallyBytesOf<F>();
};
template <typename... F>
constexpr auto TallyBytes(FactionCheckList<F...>) {
  return Concat(kTallyCore, TallyBytesOf<F>()...);
}
constexpr auto kTallyBytes = TallyBytes(FactionChecks{});
static_assert(offsetof(State, ruin_items) + kNumItems == offsetof(State, item_supply) &&
              offsetof(State, item_supply) + kNumItems == offsetof(State, items),
              "kTallyBytes covers what the item check reads");

// Scores: VP and VP by cause, apart from the items, which change with every
// Vagabond action while the VP change only when someone scores. The key
// says whether the game goes on (the unclaimed-win check).
constexpr std::array<ByteRange, 1> kScoreBytes = {{
    {offsetof(State, vp), offsetof(State, vp_by) + sizeof(State::vp_by)},
}};
static_assert(offsetof(State, vp) + sizeof(State::vp) <= offsetof(State, vp_by),
              "kScoreBytes covers what the VP checks read");

// The configuration: map, players, each seat's faction and each faction's
// seat, and the turn limit: the first bytes of State (fourteen with five or
// six factions), read by every group (seats in play, who plays, the map's
// slots). The memos hold states of one configuration
// at a time and are all emptied when it changes, so that no group needs it
// in its key.
constexpr size_t kConfigBytes = offsetof(State, turn_limit) + sizeof(State::turn_limit);
static_assert(offsetof(State, map) == 0 && offsetof(State, players) == 1 &&
                  offsetof(State, faction) == 2 && offsetof(State, seat_of) == 2 + kMaxSeats &&
                  offsetof(State, seat_of) + sizeof(State::seat_of) <= offsetof(State, turn_limit) &&
                  kConfigBytes > 8 && kConfigBytes <= 16,
              "the configuration (with the turn limit and padding) is the first bytes of State");
// Compared as two 8-byte words, bytes [0, 8) and [kConfigBytes - 8,
// kConfigBytes), which overlap or meet: every configuration byte is in one
// (up to seven factions make 16 bytes).
static_assert(kConfigBytes > 8 && kConfigBytes <= 16,
              "the configuration is compared as two overlapping words");

template <size_t N>
constexpr bool AtLeast16(const std::array<ByteRange, N>& ranges) {
  for (const ByteRange& r : ranges)
    if (r.end - r.begin < 16 || r.end > sizeof(State)) return false;
  return true;
}
static_assert(AtLeast16(kPieceBytes) && AtLeast16(kBuildingBytes) && AtLeast16(kCardBytes) &&
              AtLeast16(kTallyBytes) && AtLeast16(kScoreBytes));

// True when every range of `inner` lies inside one of `outer`.
template <size_t N, size_t M>
constexpr bool Inside(const std::array<ByteRange, N>& inner, const std::array<ByteRange, M>& outer) {
  for (const ByteRange& r : inner) {
    bool in = false;
    for (const ByteRange& o : outer) in |= o.begin <= r.begin && r.end <= o.end;
    if (!in) return false;
  }
  return true;
}

static_assert(Inside(kBuildingBytes, kPieceBytes),
              "the building group runs inside the piece group: its bytes lie inside those");
template <typename... F>
constexpr bool PiecesInsideBuildings(FactionCheckList<F...>) {
  return ((!PiecesAreBuildings<F>() || Inside(F::kPieceBytes, F::kBuildingBytes)) && ...);
}
static_assert(PiecesInsideBuildings(FactionChecks{}),
              "a faction whose Pieces runs with the building group reads only building bytes");

// A faction's own group (factions/checks.h: kOwnBytes, OwnKey, Own), for the
// checks that read only its own board; true for a faction without one. It
// runs inside the card group when its bytes lie inside the card group's (the
// Eyrie's Decree, whose columns are card sets), else inside the tally group
// when they lie inside that group's (the Vagabond's board, whose items the
// tally checks read), else on its own after the card group. Inside a group
// whose bytes and key take in its own, an unchanged group means an unchanged
// own group, and the compare is not paid (the Vagabond's own compare, paid
// after every event of every game, was about 16 instructions of the 2,070 an
// event of 30 four-seat games, 2026-12-02). Its memo is keyed by the
// configuration's generation as well, so that it is emptied with the others
// when the configuration changes.
enum class Nest { kCards, kTallies, kApart };
template <typename F>
constexpr Nest NestOf() {
  if constexpr (!HasOwnGroup<F>) {
    return Nest::kApart;
  } else if constexpr (Inside(F::kOwnBytes, kCardBytes)) {
    return Nest::kCards;
  } else if constexpr (Inside(F::kOwnBytes, kTallyBytes)) {
    return Nest::kTallies;
  } else {
    return Nest::kApart;
  }
}
template <typename F, Nest kWhere>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool OwnGroupHolds(const State& s, uint64_t generation) {
  if constexpr (HasOwnGroup<F> && NestOf<F>() == kWhere) {
    static_assert(AtLeast16(F::kOwnBytes), "an own group's ranges are 16 bytes or more");
    if (!Plays<F>(s)) return true;
    thread_local Remembered memo{};
    return GroupHolds<F::kOwnBytes, NoFactionBytes>(memo, s, F::OwnKey(s), generation,
                                                    [&] { return F::Own(s).ok(); });
  } else {
    return true;
  }
}
template <Nest kWhere, typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool OwnGroupsHold(FactionCheckList<F...>, const State& s,
                                                      uint64_t generation) {
  return (OwnGroupHolds<F, kWhere>(s, generation) && ...);
}
// A faction's group for fields that seldom change (factions/checks.h
// kSeldomBytes), apart, after the card group; true without one.
template <typename F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool SeldomGroupHolds(const State& s, uint64_t generation) {
  if constexpr (HasSeldomGroup<F>) {
    static_assert(AtLeast16(F::kSeldomBytes), "a seldom group's ranges are 16 bytes or more");
    if (!Plays<F>(s)) return true;
    thread_local Remembered memo{};
    return GroupHolds<F::kSeldomBytes, NoFactionBytes>(memo, s, F::SeldomKey(s), generation,
                                                       [&] { return F::Seldom(s).ok(); });
  } else {
    return true;
  }
}
template <typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool SeldomGroupsHold(FactionCheckList<F...>, const State& s,
                                                         uint64_t generation) {
  return (SeldomGroupHolds<F>(s, generation) && ...);
}
// Byte i: the OwnKey of the i-th faction when its own group runs inside the
// tally group (so that the tally group's key takes in its own; the card
// group's takes in the nested ones through FactionCardKey).
template <typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline uint64_t TallyNestedOwnKey(FactionCheckList<F...>, const State& s) {
  static_assert(sizeof...(F) <= 8, "one byte per faction");
  uint64_t key = 0;
  int i = 0;
  (
      [&] {
        if constexpr (NestOf<F>() == Nest::kTallies) key |= uint64_t(F::OwnKey(s)) << (8 * i);
        ++i;
      }(),
      ...);
  return key;
}

// The faction checks that read what no memo group keys (factions/checks.h
// Always), after every event.
template <typename F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool AlwaysHolds(const State& s) {
  if constexpr (requires { F::Always(s); }) return !Plays<F>(s) || F::Always(s).ok();
  else return true;
}
template <typename... F>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool AlwaysHold(FactionCheckList<F...>, const State& s) {
  return (AlwaysHolds<F>(s) && ...);
}

// The whole catalogue for the match's state `s`, the checks inlined,
// unchanged groups not recomputed. Out of line, with the state's address as
// a parameter: inlined into AllHold, the compiler recomputed that address
// from the match's buffer index at each field read after a memo store.
ABSL_ATTRIBUTE_NOINLINE bool AllHoldFor(const Match& m, const State& s) {
  thread_local Remembered pieces{}, buildings{}, cards{}, tallies{}, scores{};
  // As two words (the second holding the rest, zero-filled): compared
  // without a call.
  thread_local uint64_t config_head = 0;
  thread_local uint64_t config_tail = 0;
  uint64_t head, tail = 0;
  std::memcpy(&head, &s, 8);
  std::memcpy(&tail, reinterpret_cast<const uint8_t*>(&s) + 8, kConfigBytes - 8);
  thread_local uint64_t generation = 0;
  if (head != config_head || tail != config_tail) {
    pieces.filled = buildings.filled = cards.filled = tallies.filled = scores.filled = false;
    ++generation;
    config_head = head;
    config_tail = tail;
  }
  // Every entry of kInvariants runs in one of the groups below: the core's
  // by name (root.pieces_conserved split between the piece group and, for
  // the factions whose part reads only building bytes, the building
  // group), each faction's through its Buildings(), Cards(), Own(),
  // Seldom() and Always(). The
  // building group runs inside the piece group, whose bytes take in its own
  // (asserted above): after an event that changed no piece (about 60% of
  // them) the building bytes are not compared.
  return GroupHolds<kPieceCore, PieceBytesOf>(pieces, s, LendingKey(s), FactionPieceKey(FactionChecks{}, s),
                    [&] {
                      return RulerMatchesRule(m, s).ok() && WarriorsConserved(s).ok() &&
                             FactionPieces<false, true>(FactionChecks{}, s).ok() &&
                             GroupHolds<kBuildingCore, BuildingBytesOf>(buildings, s, 0, 0, [&] {
                               return BuildingSlots(m, s).ok() &&
                                      FactionBuildingsHold(FactionChecks{}, s) &&
                                      FactionPieces<true, true>(FactionChecks{}, s).ok();
                             });
                    }) &&
         GroupHolds<kCardCore, CardBytesOf>(cards, s, CardKey(s), FactionCardKey(FactionChecks{}, s),
                    [&] {
                      return CardsInOnePlace(m, s).ok() && HandLimit(m, s).ok() &&
                             FactionCardsHold(FactionChecks{}, s) && DominanceConsistent(m, s).ok() &&
                             OwnGroupsHold<Nest::kCards>(FactionChecks{}, s, generation);
                    }) &&
         OwnGroupsHold<Nest::kApart>(FactionChecks{}, s, generation) &&
         SeldomGroupsHold(FactionChecks{}, s, generation) &&
         GroupHolds<kTallyCore, TallyBytesOfFaction>(tallies, s, 0, TallyNestedOwnKey(FactionChecks{}, s),
                    [&] {
                      return ItemsConserved(m, s).ok() &&
                             OwnGroupsHold<Nest::kTallies>(FactionChecks{}, s, generation);
                    }) &&
         GroupHolds<kScoreBytes, NoFactionBytes>(scores, s, GoesOn(s), 0,
                    [&] { return VpSum(m, s).ok() && NoUnclaimedWin(s).ok(); }) &&
         AlwaysHold(FactionChecks{}, s) && EndHasItsCause(m, s).ok();
}

// The whole catalogue: one typed lookup. Decides exactly what the single
// checks decide.
bool AllHold(const Match& m) { return AllHoldFor(m, StateOf(m)); }

}  // namespace

ARBITER_REGISTER_INVARIANTS("root", kInvariants, &AllHold);
}  // namespace arbiter::root
