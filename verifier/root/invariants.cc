// Root's invariant catalogue: statements every reachable state satisfies,
// checked after every event. Written from the seed and the facts, not from
// the reducer's bookkeeping: each recounts from the raw piece and card arrays
// instead of calling the reducer's helpers (except RulersOf, which it checks).
//
// These run after every event, so each check first decides with a cheap
// exact summary (bit masks and popcounts for cards, byte sums in 16-bit lanes
// for pieces) and only walks the state element by element, to say what is
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
#include "engine/root/factions/vagabond/items.h"
#include "engine/root/factions/vagabond/state_io.h"
#include "engine/root/rules.h"
#include "verifier/core/invariant.h"

namespace arbiter::root {
namespace {

#define SEED "000_df3076681f727464.txt "

const State& Get(const Match& match) { return AsTyped<RootRules>(match)->state(); }

absl::Status Broken(const std::string& why) { return absl::InternalError(why); }

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
  return F(m, Get(m));
}

// The ruler of each clearing is the faction with the most warriors plus
// buildings, nobody on a tie, except that a faction winning ties (the
// Eyrie's Lords of the Forest) takes every tie it is part of. Who plays is
// read from the faction-to-seat table (RulersOf reads the seats' factions).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status RulerMatchesRule(const Match&, const State& s) {
  std::array<Lanes, kNumFactions> presence;
  uint32_t playing = 0;
  for (int f = 0; f < kNumFactions; ++f) {
    if (s.seat_of[f] < 0) continue;
    playing |= 1u << f;
    presence[f] = RulePresence(s, Faction(f));
  }
  const Lanes none = Load12(std::array<uint8_t, kNumClearings>{}.data());
  RuleMapBuilder built;  // in a register: see RuleMapBuilder
  for (int f = 0; f < kNumFactions; ++f) {
    if (!((playing >> f) & 1)) continue;
    uint16_t rules = GreaterMask(presence[f], none);
    for (int g = 0; g < kNumFactions; ++g) {
      if (g == f || !((playing >> g) & 1)) continue;
      // Strictly more than g, or (winning ties) at least as many.
      rules &= RulesOf(Faction(f)).wins_rule_ties ? uint16_t(~GreaterMask(presence[g], presence[f]))
                                                  : GreaterMask(presence[f], presence[g]);
    }
    built.Set(Faction(f), uint16_t(rules & 0x0FFF));
  }
  const std::array<uint16_t, kNumFactions> expected = built.Get().by;
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
// out of the game, the Decree columns.
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
  visit(s.alliance.supporters);
  for (uint64_t col : s.eyrie.decree) visit(col);
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

// Supply + board + map equals the box: Marquise 25 warriors, 6+6+6
// buildings, 8 wood, 1 keep; Eyrie 20 warriors, 7 roosts; Alliance 10
// warriors (officers included), 3 bases, 10 sympathy.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status PiecesConserved(const Match&, const State& s) {
  // The box counts from components.h in Faction order (the same numbers
  // as FactionRules::warriors, without its pointer chase on this path).
  constexpr int boxed[kNumFactions] = {kCatWarriors, kEyrieWarriors, kAllianceWarriors,
                                       /*the Vagabond: a pawn, no warriors*/ 0};
  for (int f = 0; f < kNumFactions; ++f) {
    if (s.seat_of[f] < 0) continue;
    int n = s.warrior_supply[f] + Sum12(s.warriors[f].data()) + WarriorsOffMap(s, f);
    if (n != boxed[f]) return Broken(absl::StrFormat("faction %d has %d warriors", f, n));
  }
  if (s.seat_of[int(Faction::kAlliance)] >= 0) {
    const AllianceBoard& a = s.alliance;
    int per_suit[kNumClearingSuits] = {};
    for (int c = 0; c < kNumClearings; ++c) {
      if (a.bases[c] > 1) return Broken(absl::StrFormat("%d bases in clearing %d", a.bases[c], c + 1));
      if (a.bases[c] && int(s.suit[c]) < kNumClearingSuits) ++per_suit[int(s.suit[c])];
    }
    for (int suit = 0; suit < kNumClearingSuits; ++suit)
      if (per_suit[suit] > 1) return Broken(absl::StrFormat("%d bases of suit %d", per_suit[suit], suit));
    if ((a.sympathy >> kNumClearings) != 0 || std::popcount(unsigned(a.sympathy)) > 10)
      return Broken("more sympathy tokens than the ten in the box");
  }
  if (s.seat_of[0] >= 0) {
    const MarquiseBoard& m = s.marquise;
    int wood = m.wood_supply + Sum12(m.wood.data());
    if (wood != 8) return Broken(absl::StrFormat("%d wood tokens", wood));
    for (int t = 0; t < 3; ++t) {
      int b = m.track[t] + Sum12(m.buildings[t].data());
      if (b != 6) return Broken(absl::StrFormat("%d Marquise buildings of type %d", b, t));
    }
    if (m.keep >= 0 && m.keep_removed)
      return Broken("the keep is both on the map and removed");
  }
  if (s.seat_of[1] >= 0) {
    int r = s.eyrie.roost_track + Sum12(s.eyrie.roosts.data());
    if (r != 7) return Broken(absl::StrFormat("%d roosts", r));
  }
  return absl::OkStatus();
}

// Buildings plus a ruin never exceed a clearing's slots.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status BuildingSlots(const Match&, const State& s) {
  const MapDef& map = GetMap(s.map);
  std::array<uint8_t, kNumClearings> ruins;
  for (int c = 0; c < kNumClearings; ++c) ruins[c] = s.ruin[c] ? 1 : 0;
  const Lanes used = Load12(ruins.data()) + Load12(s.eyrie.roosts.data()) +
                     Load12(s.alliance.bases.data()) +
                     Load12(s.marquise.buildings[0].data()) +
                     Load12(s.marquise.buildings[1].data()) +
                     Load12(s.marquise.buildings[2].data());
  if (GreaterMask(used, Load12(map.slots.data())) == 0) return absl::OkStatus();
  for (int c = 0; c < kNumClearings; ++c) {
    int n = ruins[c] + s.eyrie.roosts[c] + s.alliance.bases[c];
    for (int t = 0; t < 3; ++t) n += s.marquise.buildings[t][c];
    if (n > map.slots[c])
      return Broken(absl::StrFormat("clearing %d holds %d of %d slots", c + 1, n, map.slots[c]));
  }
  return Broken("a clearing holds more buildings than slots");
}

// No other faction has a building or token in the keep's clearing (warriors
// may move in; only placing is forbidden).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status KeepClearingExclusive(const Match&,
                                                                      const State& s) {
  // A keep outside the map is broken too (and reads no byte past the roosts).
  if (s.marquise.keep >= kNumClearings) return Broken("the keep is in no clearing");
  if (s.marquise.keep >= 0 && s.eyrie.roosts[s.marquise.keep] > 0)
    return Broken(absl::StrFormat("a roost in the keep's clearing %d", s.marquise.keep + 1));
  if (s.marquise.keep >= 0 &&
      (s.alliance.bases[s.marquise.keep] > 0 || ((s.alliance.sympathy >> s.marquise.keep) & 1)))
    return Broken(absl::StrFormat("an Alliance base or sympathy in the keep's clearing %d",
                                  s.marquise.keep + 1));
  return absl::OkStatus();
}

// Items: supply + crafted + under ruins = 12 + 4 per type as at setup.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status ItemsConserved(const Match&, const State& s) {
  // Item types 1..8 (0 is "no item"), summed type by type in 16-bit lanes.
  static_assert(kNumItems == 9);
  uint16_t sum[kNumItems - 1], want[kNumItems - 1];
  // With the Vagabond, its satchel, its starting items and the items it
  // removed count too.
  if (s.seat_of[int(Faction::kVagabond)] >= 0)
    return vagabond::ItemsConserved(s) ? absl::OkStatus()
                                       : Broken("items are not conserved (with the Vagabond's)");
  for (int i = 1; i < kNumItems; ++i) {
    sum[i - 1] = uint16_t(s.item_supply[i] + s.ruin_items[i]);
    want[i - 1] = uint16_t(kItemSupply[i] + kRuinItems[i]);
  }
  for (int seat = 0; seat < Seats(s); ++seat)
    for (int i = 1; i < kNumItems; ++i) sum[i - 1] = uint16_t(sum[i - 1] + s.items[seat][i]);
  if (std::memcmp(sum, want, sizeof(sum)) == 0) return absl::OkStatus();
  for (int i = 1; i < kNumItems; ++i)
    if (sum[i - 1] != want[i - 1])
      return Broken(absl::StrFormat("item %d: %d in the game", i, sum[i - 1]));
  return Broken("items are not conserved");
}

// The Better Burrow Bank cards (facts 2), as a card mask.
uint64_t BetterBurrowBanks() {
  static const uint64_t mask = [] {
    uint64_t m = 0;
    for (int c = 0; c < kNumCards; ++c)
      if (kCards[c].effect == CardEffect::kBetterBurrowBank) m |= uint64_t{1} << c;
    return m;
  }();
  return mask;
}

// Outside its own turn a player holds at most five cards (the limit applies
// at the end of Evening), plus one per Better Burrow Bank in another play
// area (it gives a card at the start of its owner's Birdsong). With the
// Vagabond in play only its own hand is checked: its aid gives the others
// cards in its turn, which they keep until their own Evening (the number is
// not recorded, so no bound is known for them).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status HandLimit(const Match&, const State& s) {
  if (s.phase == Phase::kSetup) return absl::OkStatus();
  if (const int vb = s.seat_of[int(Faction::kVagabond)]; vb >= 0) {
    if (vb == s.turn_seat) return absl::OkStatus();
    int banks_in_play = 0;
    for (int seat = 0; seat < Seats(s); ++seat)
      banks_in_play += Popcount(s.play_area[seat] & BetterBurrowBanks());
    const int gifts = banks_in_play - Popcount(s.play_area[vb] & BetterBurrowBanks());
    if (Popcount(s.hand[vb]) > kHandLimit + gifts)
      return Broken(absl::StrFormat("the Vagabond holds %d cards between its turns", Popcount(s.hand[vb])));
    return absl::OkStatus();
  }
  const uint64_t banks = BetterBurrowBanks();
  const int seats = Seats(s);
  uint64_t any_bank = 0;
  for (int seat = 0; seat < seats; ++seat) any_bank |= s.play_area[seat] & banks;
  if (any_bank == 0) {
    // Usually no bank is in play: then every limit is five, and a hand is
    // within it when clearing its five lowest cards leaves none (cheaper than
    // counting them without POPCNT).
    bool within = true;
    for (int seat = 0; seat < seats; ++seat) {
      uint64_t h = s.hand[seat];
      for (int k = 0; k < kHandLimit; ++k) h &= h - 1;
      within &= seat == s.turn_seat || h == 0;
    }
    if (within) return absl::OkStatus();
  }
  int banks_in_play = 0;
  for (int seat = 0; seat < seats; ++seat)
    banks_in_play += Popcount(s.play_area[seat] & banks);
  for (int seat = 0; seat < seats; ++seat) {
    if (seat == s.turn_seat) continue;
    int gifts = banks_in_play - Popcount(s.play_area[seat] & banks);
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

// The Decree holds each Loyal Vizier once, in its leader's columns; at most
// two cards are added in one Birdsong; decree cards are nowhere else.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status DecreeComposition(const Match&,
                                                                  const State& s) {
  if (s.seat_of[1] < 0 || s.eyrie.leader < 0) return absl::OkStatus();
  const EyrieBoard& y = s.eyrie;
  if (y.leader >= kNumLeaders) return Broken("no such leader");
  // Columns holding each vizier, as 4-bit masks; each must be exactly its
  // leader's column.
  unsigned in_columns[2] = {0, 0};
  uint64_t seen = 0, twice = 0;
  for (int c = 0; c < kNumColumns; ++c) {
    in_columns[0] |= unsigned((y.decree[c] >> kVizierCard0) & 1) << c;
    in_columns[1] |= unsigned((y.decree[c] >> (kVizierCard0 + 1)) & 1) << c;
    twice |= seen & y.decree[c];
    seen |= y.decree[c];
  }
  for (int v = 0; v < 2; ++v) {
    const unsigned want = 1u << int(kLeaderViziers[y.leader][v]);
    if (in_columns[v] == want) continue;
    const int found = Popcount(in_columns[v]);
    if (found != 1) return Broken(absl::StrFormat("vizier %d in %d columns", v + 1, found));
    return Broken(absl::StrFormat("vizier %d not in its leader's column", v + 1));
  }
  if (y.added_this_turn > 2) return Broken("more than two cards added to the Decree");
  if (twice != 0) return Broken("a card in two Decree columns");
  if ((y.deposed >> y.leader) & 1) return Broken("the leader is face down");
  return absl::OkStatus();
}

// While no base is on the map the supporters are at most five (facts 7);
// only a stack built while a base stood may exceed it, after a base is lost.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status SupportersLimit(const Match&, const State& s) {
  const AllianceBoard& a = s.alliance;
  if (a.supporters == 0) return absl::OkStatus();  // the usual two-seat case, at once
  if (!a.base_lost && Sum12(a.bases.data()) == 0 &&
      std::popcount(a.supporters) > kSupportersWithoutBase)
    return Broken(absl::StrFormat("%d supporters without a base on the map",
                                  std::popcount(a.supporters)));
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

// The Vagabond's board (seed 【放浪部族】, facts 4): the pawn on exactly one
// clearing or forest once placed, a character once chosen, each relationship
// marker in one box (none for itself), no buildings.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status VagabondBoardConsistent(const Match&, const State& s) {
  const int seat = s.seat_of[int(Faction::kVagabond)];
  if (seat < 0) return absl::OkStatus();
  const VagabondBoard& v = s.vagabond;
  const bool placed = v.pawn >= 0;
  if (v.pawn >= kForestAt + GetMap(s.map).num_forests)
    return Broken(absl::StrFormat("the pawn is at %d, no clearing or forest", v.pawn));
  if (v.character >= kNumCharacters) return Broken("no such character");
  if (placed && v.character < 0) return Broken("the pawn is placed before a character is chosen");
  if (s.phase != Phase::kSetup && !placed) return Broken("the pawn is not on the map after setup");
  for (int f = 0; f < kNumFactions; ++f) {
    if (v.relation[f] > uint8_t(Relation::kHostile))
      return Broken(absl::StrFormat("relationship marker of faction %d in no box", f));
    if ((f == int(Faction::kVagabond) || s.seat_of[f] < 0) && v.relation[f] != 0)
      return Broken(absl::StrFormat("a relationship marker for faction %d, which is not another player", f));
  }
  for (uint8_t n : v.no_buildings)
    if (n != 0) return Broken("the Vagabond has buildings");
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

const Invariant kInvariants[] = {
    {"root.ruler_matches_rule", "every clearing's ruler is the one warriors + buildings give, Eyrie winning ties",
     SEED "【移動】; 【鷲巣王朝】「森の王者」", &Checked<&RulerMatchesRule>},
    {"root.cards_in_one_place", "each of the 54 cards is in exactly one place",
     SEED "【ゲームの準備】 動物カード", &Checked<&CardsInOnePlace>},
    {"root.pieces_conserved", "supply + board + map equals each faction's box contents",
     SEED "【ゲームの準備】 派閥ボード", &Checked<&PiecesConserved>},
    {"root.building_slots", "no clearing holds more buildings (and ruins) than slots",
     SEED "【ゲームの準備】 《広場について》", &Checked<&BuildingSlots>},
    {"root.keep_exclusive", "no other faction's building or token in the keep's clearing",
     SEED "【猫野候国】 「城砦トークン」", &Checked<&KeepClearingExclusive>},
    {"root.items_conserved", "items in supply + crafted + ruins equal the setup",
     SEED "【ゲームの準備】 アイテムタイル", &Checked<&ItemsConserved>},
    {"root.hand_limit", "between turns every hand holds at most five cards (+1 per rival Better Burrow Bank)",
     SEED "【猫野候国】 夜フェイズ", &Checked<&HandLimit>},
    {"root.vp_sum", "VP equal the sum of scoring events and are never negative",
     SEED "【ゲームの勝利方法】 勝利点の獲得方法", &Checked<&VpSum>},
    {"root.decree_composition", "viziers once each in the leader's columns; at most two cards added",
     SEED "【鷲巣王朝】 朝フェイズ", &Checked<&DecreeComposition>},
    {"root.alliance.supporters_limit", "at most five supporters while no base has stood on the map",
     SEED "【森林連合】 「支援者」 (facts 7)", &Checked<&SupportersLimit>},
    {"root.dominance_consistent", "an active dominance card is a dominance card before its owner, with 3+ seats",
     SEED "【圧倒カード】 《勝利条件の変更》", &Checked<&DominanceConsistent>},
    {"root.vagabond.board", "the pawn on one clearing or forest, the character chosen, each relationship marker in one box",
     SEED "【放浪部族】「放浪者」 友好関係 (facts 4.3)", &Checked<&VagabondBoardConsistent>},
    {"root.end_is_final", "a finished game has its cause and accepts no event",
     SEED "【ゲームの勝利方法】", &Checked<&EndIsFinal>},
};

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

struct ByteRange {
  size_t begin, end;  // offsets into State; at least 16 bytes each
};

// The group's bytes as they were when its checks last passed on this thread.
struct Remembered {
  alignas(16) std::array<uint8_t, sizeof(State)> image;
  uint64_t key;
  bool filled;
};

#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
// Bits set where bytes [Begin, End) of a and b differ, folded into one
// 16-byte lane; unrolled at compile time.
template <size_t Begin, size_t End>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline __m128i Differences(const uint8_t* a, const uint8_t* b) {
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
#endif

// True when bytes kRanges[First..First + N) of a and b are equal.
template <const auto& kRanges, size_t First, size_t N>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool SameRanges(const uint8_t* a, const uint8_t* b) {
  return [&]<size_t... I>(std::index_sequence<I...>) {
#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
    const __m128i diff =
        (Differences<kRanges[First + I].begin, kRanges[First + I].end>(a, b) | ...);
    return _mm_movemask_epi8(_mm_cmpeq_epi8(diff, _mm_setzero_si128())) == 0xFFFF;
#else
    return ((std::memcmp(a + kRanges[First + I].begin, b + kRanges[First + I].begin,
                         kRanges[First + I].end - kRanges[First + I].begin) == 0) && ...);
#endif
  }(std::make_index_sequence<N>{});
}

// True when bytes `kRanges` of a and b are equal. The first range is the
// one most likely to differ: it is compared alone first, so that a group
// whose bytes changed there skips the rest of the comparison.
template <const auto& kRanges>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool SameBytes(const uint8_t* a, const uint8_t* b) {
  constexpr size_t kN = std::size(kRanges);
  if constexpr (kN == 1) {
    return SameRanges<kRanges, 0, 1>(a, b);
  } else {
    return SameRanges<kRanges, 0, 1>(a, b) && SameRanges<kRanges, 1, kN - 1>(a, b);
  }
}

// True when the group passes: either its bytes and key are the ones it last
// passed on, or `checks` passes now (and the bytes are remembered).
template <const auto& kRanges, typename Checks>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool GroupHolds(Remembered& memo, const State& s, uint64_t key,
                                                  Checks checks) {
  const uint8_t* bytes = reinterpret_cast<const uint8_t*>(&s);
  if (memo.filled && memo.key == key && SameBytes<kRanges>(bytes, memo.image.data())) return true;
  if (!checks()) return false;
  [&]<size_t... R>(std::index_sequence<R...>) {
    (std::memcpy(memo.image.data() + kRanges[R].begin, bytes + kRanges[R].begin,
                 kRanges[R].end - kRanges[R].begin),
     ...);
  }(std::make_index_sequence<std::size(kRanges)>{});
  memo.key = key;
  memo.filled = true;
  return true;
}

constexpr size_t kMarquiseAt = offsetof(State, marquise);
constexpr size_t kEyrieAt = offsetof(State, eyrie);

// The Eyrie's roosts and roost track as one 16-byte block that ends with the
// track: it starts before the roosts (in the padding after the Marquise's
// board, or in the end of its `placed`, which changes only when the supply
// runs short) rather than taking in the leader and deposed leaders, which
// change at every turmoil (an unread byte in a block only costs a
// recomputation, never a wrong yes).
constexpr size_t kRoostsEnd = kEyrieAt + offsetof(EyrieBoard, roost_track) + 1;
static_assert(offsetof(EyrieBoard, roosts) == 0 &&
              offsetof(EyrieBoard, roost_track) == offsetof(EyrieBoard, roosts) + kNumClearings &&
              kRoostsEnd - 16 >= kMarquiseAt + offsetof(MarquiseBoard, placed),
              "the roost block holds the roosts, the roost track and bytes before them");

// Pieces: warriors and their supply, the Marquise's keep, buildings, track
// and wood, the Eyrie's roosts and roost track (rule and conservation; they
// change with most moves).
// The Alliance's bases, sympathy and officers (and whether a base was lost),
// read by the piece and building checks, and with its supporters by the card
// checks; all zero when it does not play. Not its turn bookkeeping, which
// changes at every operation.
constexpr size_t kAllianceAt = offsetof(State, alliance);
constexpr ByteRange kAllianceBytes{kAllianceAt, kAllianceAt + offsetof(AllianceBoard, supporters)};
constexpr ByteRange kAllianceCardBytes{kAllianceAt,
                                       kAllianceAt + offsetof(AllianceBoard, supporters) + 8};
static_assert(offsetof(AllianceBoard, bases) == 0 && offsetof(AllianceBoard, supporters) == 16 &&
                  offsetof(AllianceBoard, base_lost) < 16 && offsetof(AllianceBoard, officers) < 16 &&
                  offsetof(AllianceBoard, sympathy) < 16,
              "kAllianceBytes cover what the checks read of the Alliance's board");

constexpr std::array<ByteRange, 4> kPieceBytes = {{
    {offsetof(State, warriors), offsetof(State, warriors) + 16},  // changes most
    {offsetof(State, warriors) + 16, kMarquiseAt + offsetof(MarquiseBoard, actions_left)},
    {kRoostsEnd - 16, kRoostsEnd},
    kAllianceBytes,
}};
static_assert(offsetof(State, warriors) + sizeof(State::warriors) == offsetof(State, warrior_supply) &&
              offsetof(State, warrior_supply) + sizeof(State::warrior_supply) == kMarquiseAt &&
              offsetof(MarquiseBoard, wood_supply) + 1 == offsetof(MarquiseBoard, actions_left),
              "kPieceBytes covers what the piece checks read");

// Buildings: the ruins, the keep and the Marquise's buildings, the roosts
// (slots and the keep's clearing; they change only when something is built
// or removed).
constexpr std::array<ByteRange, 4> kBuildingBytes = {{
    {offsetof(State, ruin) + kNumClearings - 16, offsetof(State, ruin) + kNumClearings},
    {kMarquiseAt, kMarquiseAt + offsetof(MarquiseBoard, track)},
    {kRoostsEnd - 16, kRoostsEnd},
    kAllianceBytes,
}};
static_assert(kNumClearings <= 16 && offsetof(MarquiseBoard, keep) == 0 &&
              offsetof(MarquiseBoard, buildings) + sizeof(MarquiseBoard::buildings) ==
                  offsetof(MarquiseBoard, track),
              "kBuildingBytes covers what the building checks read");

// Cards: deck, hands, play areas, discard, the cards beside the map and out
// of the game; the Eyrie's leader, deposed leaders and Decree. The key holds
// what the checks read of phase and step (whether the cards are dealt,
// whether it is setup), the turn seat and cards added this turn: not the raw
// step, which changes at every step of a turn while the cards stay put.
constexpr std::array<ByteRange, 4> kCardBytes = {{
    {offsetof(State, hand), offsetof(State, used_this_turn)},  // changes most
    {offsetof(State, deck), offsetof(State, hand)},
    {kEyrieAt + offsetof(EyrieBoard, leader), kEyrieAt + offsetof(EyrieBoard, resolved)},
    kAllianceCardBytes,
}};
static_assert(offsetof(State, out_of_game) + 8 == offsetof(State, used_this_turn) &&
              offsetof(State, deck) < offsetof(State, deck_size) &&
              offsetof(State, deck_size) < offsetof(State, hand) &&
              offsetof(State, hand) < offsetof(State, play_area) &&
              offsetof(EyrieBoard, leader) < offsetof(EyrieBoard, deposed) &&
              offsetof(EyrieBoard, decree) + sizeof(EyrieBoard::decree) ==
                  offsetof(EyrieBoard, resolved),
              "kCardBytes covers what the card checks read");
uint64_t CardKey(const State& s) {
  uint32_t dominance;  // read by the dominance check
  static_assert(sizeof(s.dominance) == sizeof(dominance));
  std::memcpy(&dominance, s.dominance.data(), sizeof(dominance));
  return uint64_t(Dealt(s)) | uint64_t(s.phase == Phase::kSetup) << 8 |
         uint64_t(s.turn_seat) << 16 | uint64_t(s.eyrie.added_this_turn) << 24 |
         uint64_t(dominance) << 32;
}

// Tallies: items under ruins, in supply and crafted; VP and VP by cause.
// The key says whether the game goes on (the unclaimed-win check).
// With the Vagabond's board up to its turn bookkeeping (items, pawn,
// character, relationships, all zero when it does not play).
constexpr size_t kVagabondAt = offsetof(State, vagabond);
constexpr std::array<ByteRange, 3> kTallyBytes = {{
    {offsetof(State, vp), offsetof(State, vp_by) + sizeof(State::vp_by)},  // changes most
    {offsetof(State, ruin_items), offsetof(State, items) + sizeof(State::items)},
    {kVagabondAt, kVagabondAt + offsetof(VagabondBoard, aids)},
}};
static_assert(offsetof(VagabondBoard, pawn) == 0 && offsetof(VagabondBoard, aids) >= 16 &&
                  offsetof(VagabondBoard, no_buildings) < offsetof(VagabondBoard, aids),
              "kTallyBytes cover what the Vagabond checks read of its board");
static_assert(offsetof(State, ruin_items) + kNumItems == offsetof(State, item_supply) &&
              offsetof(State, item_supply) + kNumItems == offsetof(State, items) &&
              offsetof(State, vp) + sizeof(State::vp) <= offsetof(State, vp_by),
              "kTallyBytes covers what the tally checks read");

// The configuration: map, players, each seat's faction and each faction's
// seat, and the turn limit: the first twelve bytes of State, read by every group (seats in play,
// who plays, the map's slots). The memos hold states of one configuration
// at a time and are all emptied when it changes, so that no group needs it
// in its key.
constexpr size_t kConfigBytes = 12;
static_assert(offsetof(State, map) == 0 && offsetof(State, players) == 1 &&
                  offsetof(State, faction) == 2 && offsetof(State, seat_of) == 2 + kMaxSeats &&
                  offsetof(State, seat_of) + sizeof(State::seat_of) <= 10 &&
                  offsetof(State, turn_limit) + sizeof(State::turn_limit) == kConfigBytes,
              "the configuration (with the turn limit and padding) is the first bytes of State");

template <size_t N>
constexpr bool AtLeast16(const std::array<ByteRange, N>& ranges) {
  for (const ByteRange& r : ranges)
    if (r.end - r.begin < 16 || r.end > sizeof(State)) return false;
  return true;
}
static_assert(AtLeast16(kPieceBytes) && AtLeast16(kBuildingBytes) && AtLeast16(kCardBytes) &&
              AtLeast16(kTallyBytes));

// The whole catalogue for the match's state `s`, the checks inlined,
// unchanged groups not recomputed. Out of line, with the state's address as
// a parameter: inlined into AllHold, the compiler recomputed that address
// from the match's buffer index at each field read after a memo store.
ABSL_ATTRIBUTE_NOINLINE bool AllHoldFor(const Match& m, const State& s) {
  static_assert(std::size(kInvariants) == 13, "the fast path must run every invariant");
  thread_local Remembered pieces{}, buildings{}, cards{}, tallies{};
  // As a word and a half-word: compared without a call.
  static_assert(kConfigBytes == 12);
  thread_local uint64_t config_head = 0;
  thread_local uint32_t config_tail = 0;
  uint64_t head;
  uint32_t tail;
  std::memcpy(&head, &s, 8);
  std::memcpy(&tail, reinterpret_cast<const uint8_t*>(&s) + 8, 4);
  if (head != config_head || tail != config_tail) {
    pieces.filled = buildings.filled = cards.filled = tallies.filled = false;
    config_head = head;
    config_tail = tail;
  }
  return GroupHolds<kPieceBytes>(pieces, s, 0,
                    [&] {
                      return RulerMatchesRule(m, s).ok() && PiecesConserved(m, s).ok();
                    }) &&
         GroupHolds<kBuildingBytes>(buildings, s, 0,
                    [&] {
                      return BuildingSlots(m, s).ok() && KeepClearingExclusive(m, s).ok();
                    }) &&
         GroupHolds<kCardBytes>(cards, s, CardKey(s),
                    [&] {
                      return CardsInOnePlace(m, s).ok() && HandLimit(m, s).ok() &&
                             DecreeComposition(m, s).ok() && SupportersLimit(m, s).ok() &&
                             DominanceConsistent(m, s).ok();
                    }) &&
         GroupHolds<kTallyBytes>(tallies, s, GoesOn(s) | uint64_t(s.phase == Phase::kSetup) << 1,
                    [&] {
                      return ItemsConserved(m, s).ok() && VpSum(m, s).ok() &&
                             VagabondBoardConsistent(m, s).ok() && NoUnclaimedWin(s).ok();
                    }) &&
         EndHasItsCause(m, s).ok();
}

// The whole catalogue: one typed lookup. Decides exactly what the single
// checks decide.
bool AllHold(const Match& m) { return AllHoldFor(m, Get(m)); }

}  // namespace

ARBITER_REGISTER_INVARIANTS("root", kInvariants, &AllHold);
}  // namespace arbiter::root
