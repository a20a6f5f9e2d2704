// Helpers that read and change a Root State: rule, slots, placement, piece
// removal and scoring, drawing and discarding. The only code that edits piece
// counts and card places, so that supplies, tracks and counts change together
// (STYLE.md, Stockfish's put_piece/remove_piece habit).
// Pure functions of their arguments; thread-compatible.
#ifndef ARBITER_ENGINE_ROOT_BOARD_H_
#define ARBITER_ENGINE_ROOT_BOARD_H_

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "absl/base/attributes.h"
#include "engine/root/clearing_lanes.h"
#include "engine/root/components.h"
#include "engine/root/factions/faction.h"
#include "engine/root/state.h"

namespace arbiter::root {

// Bits set in x. Without the POPCNT instruction (the x86-64 baseline lacks
// it) std::popcount is a library call; the same count in a dozen inline
// operations (bit pairs, nibbles, then a multiply adding the bytes) is
// several times cheaper, and hand sizes are asked after every event.
inline int Popcount(uint64_t x) {
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
  return std::popcount(x);
#else
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
#endif
}

inline const MapDef& MapOf(const State& s) { return GetMap(s.map); }
inline bool ValidClearing(int c) { return c >= 0 && c < kNumClearings; }
inline bool ValidCard(int card) { return card >= 0 && card < kNumCards; }
inline int SeatOf(const State& s, Faction f) { return s.seat_of[static_cast<int>(f)]; }
inline Faction FactionOf(const State& s, int seat) { return s.faction[seat]; }
inline int Fi(Faction f) { return static_cast<int>(f); }
inline bool Playing(const State& s, Faction f) { return SeatOf(s, f) >= 0; }
// Warriors of faction `f` neither on the map nor in its supply (its
// FactionRules::warriors_off_map_at), which piece conservation counts too.
// Those held on another faction's board (FactionRules::warriors_held_at,
// the Company's funds) count as off the map too.
inline int WarriorsOffMap(const State& s, Faction f) {
  const int16_t at = RulesOf(f).warriors_off_map_at;
  int n = at == kNoneOffMap ? 0 : *ByteRow(s, uint16_t(at));
  for (int h = 0; h < kNumFactions; ++h) {
    const int16_t held = RulesOf(Faction(h)).warriors_held_at;
    if (held != kNoneOffMap && s.seat_of[h] >= 0) n += ByteRow(s, uint16_t(held))[Fi(f)];
  }
  return n;
}
// The map's paths from `from` for a move of `mover`, with what the factions
// in play add (FactionRules::move_paths: rivers), and those of them on which
// the move needs no rule.
// Asked by every move: it walks only the factions that add paths
// (FactionsWhere) rather than every faction's rules, about 40 instructions a
// move less (callgrind over 30 Company games, 2026-12-04).
inline bool AddsMovePaths(const FactionRules& fr) { return fr.move_paths != nullptr; }
inline uint16_t MovePaths(const State& s, Faction mover, int from, uint16_t* rule_free) {
  uint16_t paths = MapOf(s).paths[from];
  *rule_free = 0;
  for (uint32_t m = FactionsWhere<&AddsMovePaths>(); m != 0; m &= m - 1) {
    const int f = std::countr_zero(m);
    if (s.seat_of[f] >= 0) RulesOf(Faction(f)).move_paths(s, mover, from, &paths, rule_free);
  }
  return paths;
}
// Per-faction arrays of snapshots and digests list factions 0..n-1: every
// faction always_in_state, and up to the last one in play (so that the
// Marquise/Eyrie digests stayed what they were before the Alliance).
inline int ListedFactions(const State& s) {
  int n = 0;
  for (int f = 0; f < kNumFactions; ++f)
    if (RulesOf(Faction(f)).always_in_state || s.seat_of[f] >= 0) n = f + 1;
  return n;
}

// A card of `card_suit` pays for `needed` (bird is wild; seed 《動物カードに
// ついて》: a bird cost needs a bird).
inline bool PaysFor(Suit card_suit, Suit needed) {
  return card_suit == needed || card_suit == Suit::kBird;
}
inline bool InHand(const State& s, int seat, int card) {
  return ValidCard(card) && ((s.hand[seat] >> card) & 1);
}
inline int HandSize(const State& s, int seat) { return Popcount(s.hand[seat]); }

// Buildings of `f` in clearing c (count toward rule and fill slots).
int FactionBuildings(const State& s, Faction f, int c);
// Tokens of `f` in clearing c (wood, keep): removable, do not rule.
int FactionTokens(const State& s, Faction f, int c);
int AllBuildings(const State& s, int c);
// Empty building slots (ruins fill one).
int FreeSlots(const State& s, int c);
// Warriors + buildings: what rule counts (seed 【移動】).
inline int RulePresence(const State& s, Faction f, int c) {
  return s.warriors[Fi(f)][c] + FactionBuildings(s, f, c);
}
// Warriors + buildings of `f` in every clearing at once: what rule counts.
// Always inline: the invariants' rule check called an out-of-line copy, about
// 26 instructions a call (callgrind, p2 slice).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline Lanes RulePresence(const State& s, Faction f) {
  const BuildingRows& rows = RulesOf(f).building_rows;
  Lanes sum = Load12(s.warriors[Fi(f)].data());
  // Row 0 always (a faction without buildings names a zero row), the
  // others by the count: a branch each, taken the same way every time for a
  // given faction. Masking unused rows off instead (no branch) loaded and
  // masked two rows for every faction with one row (all but the Marquise):
  // about 60 instructions a faction where this takes about 25 (callgrind
  // over 30 four-seat games, 2026-12-02; README "Speed").
  static_assert(kMaxBuildingRows == 3);
  sum = sum + Load12(ByteRow(s, rows.at[0]));
  if (rows.count > 1) {
    sum = sum + Load12(ByteRow(s, rows.at[1]));
    if (rows.count > 2) sum = sum + Load12(ByteRow(s, rows.at[2]));
  }
  return sum;
}
// Clearings where `f` has a building: those it rules outright when its
// rules say so (FactionRules::buildings_rule_outright, the Cult's Pilgrims).
inline uint16_t BuildingMask(const State& s, Faction f) {
  const BuildingRows& rows = RulesOf(f).building_rows;
  Lanes sum = Load12(ByteRow(s, rows.at[0]));
  if (rows.count > 1) {
    sum = sum + Load12(ByteRow(s, rows.at[1]));
    if (rows.count > 2) sum = sum + Load12(ByteRow(s, rows.at[2]));
  }
  return GreaterMask(sum, Load12(kNoCounts.data()));
}
// Who rules which clearing: bit c of by[f] is set when faction f rules
// clearing c (the most warriors + buildings; ties: nobody, except a faction
// whose rules win ties, the Eyrie's Lords of the Forest). At most one
// faction per clearing (at most one faction in play wins ties).
struct RuleMap {
  std::array<uint16_t, kNumFactions> by;
};
// Fills a RuleMap in a register: masks stored one by one at a faction's
// index and then read back as a whole stall the load on the store (the
// halfword stores cannot forward to the wider load).
class RuleMapBuilder {
 public:
  void Set(Faction f, uint16_t mask) {
    if constexpr (kPacked) {
      packed_ |= uint64_t{mask} << (16 * Fi(f));
    } else {
      map_.by[Fi(f)] = mask;
    }
  }
  RuleMap Get() const {
    if constexpr (kPacked) {
      RuleMap out;
      std::memcpy(&out, &packed_, sizeof(out));
      return out;
    } else {
      return map_;
    }
  }

 private:
  static constexpr bool kPacked = sizeof(RuleMap) <= sizeof(uint64_t) &&
                                  std::endian::native == std::endian::little;
  uint64_t packed_ = 0;
  RuleMap map_{};
};
// RulersOf for any number of seats (board.cc): unrolled for three and four
// seats, RulersOfPairwise otherwise (and for a corrupt seat).
RuleMap RulersOfAnySeats(const State& s);
// The plain version, every faction against every other: the oracle of the
// unrolled ones (board_test).
RuleMap RulersOfPairwise(const State& s);
// Whether a faction may lend its warriors (FactionRules::warriors_lent_to):
// rule asks after almost every event, so it walks only those factions
// (FactionsWhere) rather than every seat's rules.
inline bool LendsWarriors(const FactionRules& fr) { return fr.warriors_lent_to != nullptr; }
// The seat lending its warriors now (FactionRules::warriors_lent_to: the
// Company's mercenaries), with the seat they count for in *borrower; -1
// when none. Inline: RulersOf asks first.
inline int LenderSeat(const State& s, int* borrower) {
  const int seats = s.players <= kMaxSeats ? s.players : kMaxSeats;
  for (uint32_t m = FactionsWhere<&LendsWarriors>(); m != 0; m &= m - 1) {
    const int f = std::countr_zero(m);
    const int seat = s.seat_of[f];
    if (seat < 0 || seat >= seats || Fi(s.faction[seat]) != f) continue;
    const int to = RulesOf(Faction(f)).warriors_lent_to(s);
    if (to >= 0 && to < seats && to != seat) {
      *borrower = to;
      return seat;
    }
  }
  return -1;
}
// RulersOf while a seat lends its warriors: rule as if the borrower's
// warriors were its own and the lender's (board.cc).
RuleMap RulersOfLent(const State& s, int lender, int borrower);
// RulersOf without lent warriors.
inline RuleMap RulersOfOwn(const State& s);
// Every clearing at once (byte lanes, clearing_lanes.h), over
// the factions in play. Inline: asked by moves, builds and the invariants
// after almost every event.
inline RuleMap RulersOf(const State& s) {
  // root.rule.lent_warriors: seed 001 【河民商団】 C:傭兵業務 — lent warriors
  // count for the borrower's rule, not the lender's.
  int borrower = -1;
  if (const int lender = LenderSeat(s, &borrower); lender >= 0) return RulersOfLent(s, lender, borrower);
  return RulersOfOwn(s);
}
inline RuleMap RulersOfOwn(const State& s) {
  // root.rule.lords_of_the_forest: seed 【鷲巣王朝】「森の王者」 — a tie a
  // tie-winning faction shares is its; everyone else needs strictly more
  // than each other faction (which implies some presence).
  if (s.players != 2 || Fi(s.faction[0]) >= kNumFactions || Fi(s.faction[1]) >= kNumFactions)
    return RulersOfAnySeats(s);
  // Two seats inline, without loops: asked after almost every event.
  const Lanes none = Load12(kNoCounts.data());
  const Faction f0 = s.faction[0], f1 = s.faction[1];
  const Lanes p0 = RulePresence(s, f0), p1 = RulePresence(s, f1);
  const uint16_t more0 = GreaterMask(p0, p1), more1 = GreaterMask(p1, p0);
  uint16_t m0 = RulesOf(f0).wins_rule_ties ? uint16_t(GreaterMask(p0, none) & ~more1) : more0;
  uint16_t m1 = RulesOf(f1).wins_rule_ties ? uint16_t(GreaterMask(p1, none) & ~more0) : more1;
  // root.lizard.pilgrims: seed 001 【蜥蜴教団】《巡礼》 — a garden's clearing is
  // the Cult's whatever the others have, above Lords of the Forest.
  if (RulesOf(f0).buildings_rule_outright) {
    const uint16_t o = BuildingMask(s, f0);
    m0 |= o, m1 &= uint16_t(~o);
  } else if (RulesOf(f1).buildings_rule_outright) {
    const uint16_t o = BuildingMask(s, f1);
    m1 |= o, m0 &= uint16_t(~o);
  }
  RuleMapBuilder out;
  out.Set(f0, m0);
  out.Set(f1, m1);
  return out.Get();
}
// The clearings faction `f` (one in play) rules: RulersOf(s).by[f], with
// only f's mask worked out (board.cc RuledByOwn). ValidateMove asked the
// whole RulersOf for one faction's mask, about 300 instructions a move with
// four seats (callgrind, four-seat slice, 2026-12-04). RulersOf stays the
// oracle (faction_table_test RootFactions.RuleOfOneFactionAsRulersOfSays).
uint16_t RuledByOwn(const State& s, Faction f);
inline uint16_t RuledBy(const State& s, Faction f) {
  // root.rule.lent_warriors: seed 001 【河民商団】 C:傭兵業務 (as RulersOf).
  int borrower = -1;
  if (const int lender = LenderSeat(s, &borrower); lender >= 0)
    return RulersOfLent(s, lender, borrower).by[Fi(f)];
  return RuledByOwn(s, f);
}
// The faction ruling c, or -1. Derived from RulersOf, so that every rule
// question the reducer asks goes through the one computation the
// root.ruler_matches_rule invariant checks.
int Ruler(const State& s, int c);
inline bool RulesClearing(const State& s, Faction f, int c) {
  return (RuledBy(s, f) >> c) & 1;
}
// Rolled hits `f` may deal in c: its warriors, plus what its rules add
// (FactionRules::battle_strength). Zero: defenseless (seed 【戦闘】 防御不能状態).
inline int BattleStrength(const State& s, Faction f, int c) {
  const FactionRules& fr = RulesOf(f);
  return s.warriors[Fi(f)][c] + (fr.battle_strength != nullptr ? fr.battle_strength(s, c) : 0);
}
// `f` can battle from c: warriors there, or its pawn.
inline bool Fights(const State& s, Faction f, int c) {
  const FactionRules& fr = RulesOf(f);
  return s.warriors[Fi(f)][c] > 0 || (fr.pawn_in != nullptr && fr.pawn_in(s, c));
}
// Any piece of `f` in c that can be battled (its pawn included).
bool HasPieces(const State& s, Faction f, int c);
// Tells the remover's faction (FactionRules::removed_enemy) what it removed
// of `victim`; nothing for remover -1.
void NoteRemoval(State& s, int remover, Faction victim, int warriors, int others);
// Every piece of `f` in c removed by `remover` (a seat, or -1): warriors
// (field hospitals may answer), buildings and tokens scoring as removals, and
// what a pawn there loses instead (FactionRules::removed_all).
void RemoveAllOf(State& s, Faction f, int c, int remover);
// Whether `f` may place pieces in c: nobody but the Marquise places in the
// keep's clearing (seed 「城砦トークン」).
bool MayPlace(const State& s, Faction f, int c);

// Buildings and tokens by kind.
Faction PieceOwner(PieceKind kind);
// Bit k: `f` owns PieceKind k (FactionRules::pieces) and has one in c.
// Asks f's count_piece for its own kinds only: the plain reading, PieceOwner
// and CountPiece for every kind, asked PieceOwner about 17 instructions
// each for all eleven kinds (callgrind, battles' forced hits, p3 slice).
uint32_t PieceKindsIn(const State& s, Faction f, int c);
int CountPiece(const State& s, PieceKind kind, int c);
// Removes one piece of `kind` from c; the remover (a seat, or -1) scores 1 VP
// when it is an enemy's. Buildings go back to their track, wood to supply,
// the keep out of the game.
void RemovePiece(State& s, PieceKind kind, int c, int remover);

void PlaceWarriors(State& s, Faction f, int c, int n);
// Removes n warriors to supply. `hospital`: the removal allows the owner's
// removal response (FactionRules::warriors_removed; the Marquise's field
// hospitals).
void RemoveWarriors(State& s, Faction f, int c, int n, bool hospital);
void MoveWarriors(State& s, Faction f, int from, int to, int n);
// The same, moved by `mover`, another faction taking them along: the mover
// is the one that enters, and owes any outrage.
void MoveWarriors(State& s, Faction f, int from, int to, int n, Faction mover);

// Adds VP (may be negative; never below 0) and records the winner the moment
// someone reaches 30 (seed 【ゲームの勝利方法】).
void AddVp(State& s, int seat, int delta, Score kind);

// The first clearing whose removed warriors await their faction's removal
// response (FactionRules::removal_response), or -1. Inline: asked several
// times per event.
inline int PendingRemoval(const State& s) {
  if constexpr (std::endian::native == std::endian::little) {
    // The twelve counts as two words, the first clearing with warriors
    // waiting found by its lowest set byte.
    static_assert(kNumClearings == 12);
    uint64_t first;
    uint32_t rest;
    std::memcpy(&first, s.removal_pending.data(), 8);
    std::memcpy(&rest, s.removal_pending.data() + 8, 4);
    if (first != 0) return std::countr_zero(first) / 8;
    if (rest != 0) return 8 + std::countr_zero(rest) / 8;
    return -1;
  }
  for (int c = 0; c < kNumClearings; ++c)
    if (s.removal_pending[c] > 0) return c;
  return -1;
}
// True when no draw, removal response, shuffle, owed decision, outrage,
// random discard, steal or battle is pending, field by field: the oracle of
// NothingPending (faction_table_test RootReducer.NothingPendingAsEachFieldSays).
inline bool NothingPendingPlain(const State& s) {
  uint32_t owed = 0;
  for (int seat = 0; seat < kMaxSeats; ++seat) owed |= s.draw_owed[seat] | s.reserve_owed[seat];
  return owed == 0 && PendingRemoval(s) < 0 && !s.need_shuffle && s.decision_owed == 0 &&
         s.outrage_at == 0 && s.random_discards == 0 && s.steal_from == -1 && !s.battle.active;
}
// The same, asked at every step of the reducer: the fields lie side by side
// (state.h), with no padding between them, read as four words (callgrind:
// about 1% of a verification).
inline bool NothingPending(const State& s) {
  if constexpr (std::endian::native == std::endian::little) {
    static_assert(offsetof(State, reserve_owed) == offsetof(State, draw_owed) + 4 &&
                  offsetof(State, removal_pending) == offsetof(State, draw_owed) + 8 &&
                  offsetof(State, need_shuffle) == offsetof(State, draw_owed) + 20 &&
                  offsetof(State, decision_owed) == offsetof(State, draw_owed) + 21 &&
                  offsetof(State, outrage_at) == offsetof(State, draw_owed) + 22 &&
                  offsetof(State, random_discards) == offsetof(State, draw_owed) + 24 &&
                  offsetof(State, steal_from) == offsetof(State, draw_owed) + 25 &&
                  offsetof(State, battle) == offsetof(State, draw_owed) + 26 &&
                  offsetof(BattleState, active) == 0 && sizeof(BattleState) >= 2);
    const auto* p = reinterpret_cast<const unsigned char*>(&s) + offsetof(State, draw_owed);
    uint64_t owed, removal, rest;
    uint32_t last;
    std::memcpy(&owed, p, 8);
    std::memcpy(&removal, p + 8, 8);
    std::memcpy(&rest, p + 16, 8);
    std::memcpy(&last, p + 24, 4);
    // random_discards 0, steal_from -1, battle.active false.
    return (owed | removal | rest) == 0 && (last & 0xFFFFFFu) == 0x00FF00u;
  }
  return NothingPendingPlain(s);
}
// The seat that answers pending removals: the first whose faction has a
// removal_response, or -1.
int ResponderSeat(const State& s);
// Every card of this game's deck (the dominance cards leave 2-player games).
uint64_t CardsInPlay(const State& s);

// Cards.
void QueueDraw(State& s, int seat, int n);
// Draws one card for `seat` from the top of the deck. REQUIRES deck_size > 0.
void DrawTop(State& s, int seat);
// A card `seat` spends or discards leaves its hand, decree, reserve or play
// area to the discard pile (dominance cards go beside the map, seed
// 【圧倒カード】), unless a faction in play takes it there
// (FactionRules::card_discarded: the Lizard Cult's Lost Souls). Every spend
// and discard of the core and the factions comes here.
void DiscardCard(State& s, int seat, int card);
void DiscardFromHand(State& s, int seat, int card);
// `card` passes from seat `from`'s hand to seat `to`'s (the Vagabond's aid);
// outside `to`'s own turn it is counted in State::received (the hand limit).
// A receiver with a card_given hook (no hand) takes it that way instead.
void GiveCard(State& s, int from, int to, int card);
// Items of kind `item` an effect may take from seat `seat` as from its
// crafted items (the Vagabond's aid): State::items, or its faction's
// takeable_items hook (the automa's Items for Sale); TakeItemFrom takes one.
// REQUIRES TakeableItems(s, seat, item) > 0 for TakeItemFrom.
int TakeableItems(const State& s, int seat, int item);
void TakeItemFrom(State& s, int seat, int item);
// The rule that refuses a dominance card's victory change in this game (a
// faction in play has FactionRules::dominance_without_victory: the spy
// cards), or null.
const RuleRef* DominanceWithoutVictory(const State& s);
// Whether an effect that takes a card from `victim`'s hand may name it: it
// holds a card, or its faction answers takes itself (FactionRules::card_taken).
bool CanTakeCardFrom(const State& s, int victim);
// An effect takes a card from `victim` for `taker`: the random card is a
// chance outcome (State::steal_from; the robbed seat scores 1 VP unless
// `no_vp`), or the victim's card_taken hook answers at once (the VP as
// well, unless `no_vp`). REQUIRES CanTakeCardFrom(s, victim).
void TakeCardFrom(State& s, int taker, int victim, bool no_vp);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_BOARD_H_
