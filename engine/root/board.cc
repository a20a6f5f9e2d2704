#include "engine/root/board.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "engine/root/outrage.h"

namespace arbiter::root {

int FactionBuildings(const State& s, Faction f, int c) {
  const BuildingRows& rows = RulesOf(f).building_rows;
  int n = 0;
  for (int r = 0; r < rows.count; ++r) n += ByteRow(s, rows.at[r])[c];
  return n;
}

int FactionTokens(const State& s, Faction f, int c) { return RulesOf(f).tokens(s, c); }

int AllBuildings(const State& s, int c) {
  int n = 0;
  for (int f = 0; f < kNumFactions; ++f) n += FactionBuildings(s, Faction(f), c);
  return n;
}

int FreeSlots(const State& s, int c) {
  return MapOf(s).slots[c] - (s.ruin[c] ? 1 : 0) - AllBuildings(s, c);
}

namespace {

// The seat (of the first `seats`) whose faction rules its buildings'
// clearings outright, or -1 (at most one faction has the rule).
int OutrightSeat(const State& s, int seats) {
  for (int seat = 0; seat < seats; ++seat)
    if (Fi(s.faction[seat]) < kNumFactions && RulesOf(s.faction[seat]).buildings_rule_outright) return seat;
  return -1;
}

// RulersOf for exactly N seats of valid factions, the loops unrolled and the
// presences kept in registers: a faction that must have strictly more than
// every other has more than their lane-wise maximum; one winning ties has
// some presence and nobody above it. Decides what RulersOfPairwise decides
// (board_test compares them).
template <int N>
RuleMap RulersOfSeats(const State& s) {
  const Lanes none = Load12(kNoCounts.data());
  // Each seat's rules looked up once (the lookup, with its range check, was
  // paid three times a seat: about a tenth of the call with four seats,
  // callgrind over 30 four-seat games, 2026-12-03).
  const FactionRules* rules[N];
  Lanes presence[N];
  int outright = -1;
  for (int a = 0; a < N; ++a) {
    rules[a] = &RulesOf(s.faction[a]);
    presence[a] = RulePresence(s, s.faction[a]);
    if (outright < 0 && rules[a]->buildings_rule_outright) outright = a;
  }
  const uint16_t pilgrims = outright >= 0 ? BuildingMask(s, s.faction[outright]) : 0;
  RuleMapBuilder out;
  for (int a = 0; a < N; ++a) {
    Lanes others = none;
    for (int b = 0; b < N; ++b)
      if (b != a) others = Max(others, presence[b]);
    const uint16_t mask = rules[a]->wins_rule_ties
                              ? uint16_t(GreaterMask(presence[a], none) & ~GreaterMask(others, presence[a]))
                              : GreaterMask(presence[a], others);
    out.Set(s.faction[a], a == outright ? uint16_t(mask | pilgrims) : uint16_t(mask & ~pilgrims));
  }
  return out.Get();
}

// Every one of the first N seats names a faction (a corrupt state may not).
template <int N>
bool FactionsValid(const State& s) {
  bool valid = true;
  for (int seat = 0; seat < N; ++seat) valid &= Fi(s.faction[seat]) < kNumFactions;
  return valid;
}

// RulersOfSeats<N>(s).by[faction of seat me], without the other seats'
// masks: me against the lane-wise maximum of the others, the Cult's
// gardens above all (root.lizard.pilgrims: seed 001 【蜥蜴教団】《巡礼》).
template <int N>
uint16_t RuledBySeats(const State& s, int me) {
  const Lanes none = Load12(kNoCounts.data());
  Lanes others = none, mine = none;
  int outright = -1;
  for (int b = 0; b < N; ++b) {
    if (outright < 0 && RulesOf(s.faction[b]).buildings_rule_outright) outright = b;
    const Lanes p = RulePresence(s, s.faction[b]);
    if (b == me) {
      mine = p;
    } else {
      others = Max(others, p);
    }
  }
  // root.rule.lords_of_the_forest: seed 【鷲巣王朝】「森の王者」.
  uint16_t mask = RulesOf(s.faction[me]).wins_rule_ties
                      ? uint16_t(GreaterMask(mine, none) & ~GreaterMask(others, mine))
                      : GreaterMask(mine, others);
  if (outright >= 0) {
    const uint16_t pilgrims = BuildingMask(s, s.faction[outright]);
    mask = outright == me ? uint16_t(mask | pilgrims) : uint16_t(mask & ~pilgrims);
  }
  return mask;
}

}  // namespace

uint16_t RuledByOwn(const State& s, Faction f) {
  // Two seats: RulersOfOwn's own two-seat path.
  if (s.players == 2) return RulersOfOwn(s).by[Fi(f) < kNumFactions ? Fi(f) : 0];
  const int seats = s.players <= kMaxSeats ? s.players : kMaxSeats;
  const int me = Fi(f) < kNumFactions ? s.seat_of[Fi(f)] : -1;
  if (me >= 0 && me < seats && s.faction[me] == f) {
    if (seats == 3 && FactionsValid<3>(s)) return RuledBySeats<3>(s, me);
    if (seats == 4 && FactionsValid<4>(s)) return RuledBySeats<4>(s, me);
  }
  // A faction not in play, another seat count or a corrupt seat: the whole map.
  return RulersOfOwn(s).by[Fi(f) < kNumFactions ? Fi(f) : 0];
}

RuleMap RulersOfAnySeats(const State& s) {
  // The seats checked with a fixed count, after the seat count: the loop
  // over s.players seats cost about 20 instructions a call (callgrind,
  // four-seat slice).
  const int seats = s.players <= kMaxSeats ? s.players : kMaxSeats;
  if (seats == 3 && FactionsValid<3>(s)) return RulersOfSeats<3>(s);
  if (seats == 4 && FactionsValid<4>(s)) return RulersOfSeats<4>(s);
  return RulersOfPairwise(s);
}

RuleMap RulersOfPairwise(const State& s) {
  const Lanes none = Load12(kNoCounts.data());
  RuleMapBuilder out;
  const int outright = OutrightSeat(s, s.players <= kMaxSeats ? s.players : kMaxSeats);
  // root.lizard.pilgrims: seed 001 【蜥蜴教団】《巡礼》.
  const uint16_t pilgrims = outright >= 0 ? BuildingMask(s, s.faction[outright]) : 0;
  std::array<Lanes, kMaxSeats> presence;
  const int seats = s.players <= kMaxSeats ? s.players : kMaxSeats;
  for (int seat = 0; seat < seats; ++seat)
    presence[seat] = Fi(s.faction[seat]) < kNumFactions ? RulePresence(s, s.faction[seat]) : none;
  for (int a = 0; a < seats; ++a) {
    if (Fi(s.faction[a]) >= kNumFactions) continue;  // a corrupt seat rules nothing
    const bool ties = RulesOf(s.faction[a]).wins_rule_ties;
    uint16_t mask = GreaterMask(presence[a], none);
    for (int b = 0; b < seats; ++b) {
      if (b == a) continue;
      mask &= ties ? uint16_t(~GreaterMask(presence[b], presence[a]))
                   : GreaterMask(presence[a], presence[b]);
    }
    mask = a == outright ? uint16_t(mask | pilgrims) : uint16_t(mask & ~pilgrims);
    out.Set(s.faction[a], uint16_t(mask & ((1u << kNumClearings) - 1)));
  }
  return out.Get();
}

RuleMap RulersOfLent(const State& s, int lender, int borrower) {
  // A copy with the lent warriors moved to the borrower's rows: rare (one
  // Daylight and Evening per purchase), so a copy of State is cheaper than
  // a second version of every rule computation.
  State lent = s;
  auto& from = lent.warriors[Fi(FactionOf(s, lender))];
  auto& to = lent.warriors[Fi(FactionOf(s, borrower))];
  for (int c = 0; c < kNumClearings; ++c) {
    to[c] = uint8_t(to[c] + from[c]);
    from[c] = 0;
  }
  return RulersOfOwn(lent);
}

int Ruler(const State& s, int c) {
  RuleMap rule = RulersOf(s);
  for (int f = 0; f < kNumFactions; ++f)
    if ((rule.by[f] >> c) & 1) return f;
  return -1;
}

bool HasPieces(const State& s, Faction f, int c) {
  // Each count is at least zero, so any one above zero decides: warriors
  // first, the commonest and cheapest (the tokens are a call through the
  // faction's rules).
  if (s.warriors[Fi(f)][c] > 0 || FactionBuildings(s, f, c) > 0 || FactionTokens(s, f, c) > 0) return true;
  const FactionRules& fr = RulesOf(f);
  return fr.pawn_in != nullptr && fr.pawn_in(s, c);
}

void NoteRemoval(State& s, int remover, Faction victim, int warriors, int others) {
  if (remover < 0 || (warriors == 0 && others == 0)) return;
  const FactionRules& fr = RulesOf(FactionOf(s, remover));
  if (fr.removed_enemy != nullptr && fr.faction != victim)
    fr.removed_enemy(s, victim, warriors, others, s.battle.active);
}

void RemoveAllOf(State& s, Faction f, int c, int remover) {
  const int warriors = s.warriors[Fi(f)][c];
  RemoveWarriors(s, f, c, warriors, /*hospital=*/true);
  NoteRemoval(s, remover, f, warriors, 0);
  const FactionRules& fr = RulesOf(f);
  for (int k = 0; k < kNumPieceKinds; ++k)
    if ((fr.pieces >> k) & 1)
      while (CountPiece(s, PieceKind(k), c) > 0) RemovePiece(s, PieceKind(k), c, remover);
  if (fr.pawn_in != nullptr && fr.pawn_in(s, c) && fr.removed_all != nullptr) fr.removed_all(s, c);
}

bool MayPlace(const State& s, Faction f, int c) {
  for (int seat = 0; seat < s.players; ++seat) {
    const FactionRules& other = RulesOf(s.faction[seat]);
    if (other.faction != f && other.bars_placement != nullptr && other.bars_placement(s, f, c))
      return false;
  }
  return true;
}

Faction PieceOwner(PieceKind kind) {
  for (int f = 0; f < kNumFactions; ++f)
    if ((RulesOf(Faction(f)).pieces >> static_cast<int>(kind)) & 1) return Faction(f);
  return Faction(0);  // unreachable: every kind has an owner (faction_table_test)
}

uint32_t PieceKindsIn(const State& s, Faction f, int c) {
  const FactionRules& fr = RulesOf(f);
  uint32_t out = 0;
  for (uint32_t m = fr.pieces; m != 0; m &= m - 1) {
    const int k = std::countr_zero(m);
    if (fr.count_piece(s, PieceKind(k), c) > 0) out |= 1u << k;
  }
  return out;
}

int CountPiece(const State& s, PieceKind kind, int c) {
  return RulesOf(PieceOwner(kind)).count_piece(s, kind, c);
}

void RemovePiece(State& s, PieceKind kind, int c, int remover) {
  const Faction owner = PieceOwner(kind);
  const FactionRules& fr = RulesOf(owner);
  fr.remove_piece(s, kind, c);
  // root.alliance.outrage: seed 【森林連合】「蜂起」 — an enemy removing sympathy pays.
  if (remover >= 0 && FactionOf(s, remover) != owner && ((fr.outrage_pieces >> int(kind)) & 1))
    RaiseOutrage(s, remover, SeatOf(s, owner), c);
  // root.battle.removal_vp: seed 【戦闘】④ 1 VP per enemy building/token.
  if (remover >= 0 && FactionOf(s, remover) != owner) {
    AddVp(s, remover, 1, Score::kRemoval);
    NoteRemoval(s, remover, owner, 0, 1);
  }
}

void PlaceWarriors(State& s, Faction f, int c, int n) {
  s.warriors[Fi(f)][c] += n;
  s.warrior_supply[Fi(f)] -= n;
}

int ResponderSeat(const State& s) {
  for (int seat = 0; seat < s.players && seat < kMaxSeats; ++seat)
    if (RulesOf(FactionOf(s, seat)).removal_response != nullptr) return seat;
  return -1;
}

void RemoveWarriors(State& s, Faction f, int c, int n, bool hospital) {
  if (n <= 0) return;
  s.warriors[Fi(f)][c] -= n;
  s.warrior_supply[Fi(f)] += n;
  const FactionRules& fr = RulesOf(f);
  if (hospital && fr.warriors_removed != nullptr) fr.warriors_removed(s, c, n);
}

void MoveWarriors(State& s, Faction f, int from, int to, int n) { MoveWarriors(s, f, from, to, n, f); }

void MoveWarriors(State& s, Faction f, int from, int to, int n, Faction mover) {
  s.warriors[Fi(f)][from] -= n;
  s.warriors[Fi(f)][to] += n;
  // root.alliance.outrage: seed 【森林連合】「蜂起」 — moving into sympathy pays.
  OutrageOnEntry(s, mover, to);
}

void AddVp(State& s, int seat, int delta, Score kind) {
  // seed 【圧倒カード】: with a dominance card active the score marker is off
  // the track; nothing more is scored.
  if (s.dominance[seat] >= 0) return;
  int before = s.vp[seat];
  int after = std::max(0, before + delta);
  s.vp[seat] = int16_t(after);
  s.vp_by[seat][static_cast<int>(kind)] += int16_t(after - before);
  if (after >= kWinningScore && s.winner < 0) {
    s.winner = int8_t(seat);
    s.phase = Phase::kGameOver;
  }
}

uint64_t CardsInPlay(const State& s) {
  return ((uint64_t{1} << kNumCards) - 1) & ~s.out_of_game;
}

void QueueDraw(State& s, int seat, int n) {
  // A faction without a hand answers the draw itself (the Mechanical
  // Marquise's Poor Manual Dexterity: FactionRules::cards_drawn).
  if (const FactionRules& fr = RulesOf(FactionOf(s, seat)); fr.cards_drawn != nullptr) {
    if (n > 0) fr.cards_drawn(s, n);
    return;
  }
  s.draw_owed[seat] += n;
}

void DrawTop(State& s, int seat) {
  int card = s.deck[--s.deck_size];
  s.hand[seat] |= Bit(card);
}

namespace {

bool TakesDiscards(const FactionRules& fr) { return fr.card_discarded != nullptr; }

}  // namespace

void DiscardCard(State& s, int seat, int card) {
  // A faction may take the card instead (the Lizard Cult's Lost Souls); at
  // most one in play has the hook, so the first that takes it does. Only
  // the factions with the hook are walked (FactionsWhere): every discard
  // asked each seat's rules, about 30 instructions a card (callgrind over
  // 30 four-seat games, 2026-12-04).
  const int seats = s.players <= kMaxSeats ? s.players : kMaxSeats;
  for (uint32_t m = FactionsWhere<&TakesDiscards>(); m != 0; m &= m - 1) {
    const int f = std::countr_zero(m);
    const int other = s.seat_of[f];
    if (other < 0 || other >= seats || Fi(FactionOf(s, other)) != f) continue;
    if (RulesOf(Faction(f)).card_discarded(s, seat, card)) return;
  }
  if (kCards[card].effect == CardEffect::kDominance) {
    s.beside_map |= Bit(card);
  } else {
    s.discard |= Bit(card);
  }
}

void DiscardFromHand(State& s, int seat, int card) {
  s.hand[seat] &= ~Bit(card);
  DiscardCard(s, seat, card);
}

void GiveCard(State& s, int from, int to, int card) {
  // A faction without a hand takes the gift otherwise (the Mechanical
  // Marquise's Poor Manual Dexterity: FactionRules::card_given).
  if (const FactionRules& fr = RulesOf(FactionOf(s, to)); fr.card_given != nullptr) {
    fr.card_given(s, from, card);
    return;
  }
  s.hand[from] &= ~Bit(card);
  s.hand[to] |= Bit(card);
  if (to != s.turn_seat) ++s.received[to];
}

int TakeableItems(const State& s, int seat, int item) {
  if (const FactionRules& fr = RulesOf(FactionOf(s, seat)); fr.takeable_items != nullptr)
    return fr.takeable_items(s, item);
  return s.items[seat][item];
}

void TakeItemFrom(State& s, int seat, int item) {
  if (const FactionRules& fr = RulesOf(FactionOf(s, seat)); fr.item_taken != nullptr) {
    fr.item_taken(s, item);
    return;
  }
  --s.items[seat][item];
}

const RuleRef* DominanceWithoutVictory(const State& s) {
  for (int seat = 0; seat < s.players && seat < kMaxSeats; ++seat)
    if (const RuleRef* r = RulesOf(FactionOf(s, seat)).dominance_without_victory; r != nullptr) return r;
  return nullptr;
}

bool CanTakeCardFrom(const State& s, int victim) {
  return HandSize(s, victim) > 0 || RulesOf(FactionOf(s, victim)).card_taken != nullptr;
}

void TakeCardFrom(State& s, int taker, int victim, bool no_vp) {
  // A faction without a hand answers the take itself (the Mechanical
  // Marquise's Poor Manual Dexterity: FactionRules::card_taken).
  if (const FactionRules& fr = RulesOf(FactionOf(s, victim)); fr.card_taken != nullptr) {
    fr.card_taken(s, taker);
    if (!no_vp) AddVp(s, victim, 1, Score::kCards);
    return;
  }
  s.steal_from = int8_t(victim);
  s.steal_no_vp = no_vp;
}

}  // namespace arbiter::root
