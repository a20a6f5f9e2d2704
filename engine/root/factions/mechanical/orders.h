// The Mechanical Marquise's Daylight and Evening, derived from its order
// cards and the state (seed 001 【メカ野候国】昼フェイズ《実行命令》, 夜フェイズ):
// every step follows from them, so a log cannot choose one; these functions
// compute the step that is due. Pure functions of the state, except
// ApplyRecruit and RefillOrders.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_ORDERS_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_ORDERS_H_

#include <array>
#include <cstdint>

#include "engine/root/state.h"

namespace arbiter::root::mechanical {

// Whether an order of `order_suit` acts in clearing c: its suit, or every
// clearing for a bird order (the seed and the board are silent on birds;
// birds are wild, seed 000 《動物カードについて》: README).
bool OrderMatches(const State& s, Suit order_suit, int c);

// 1. Battle: the defender in clearing c, a seat, or -1 when it has no
// warriors there or no enemy has a piece there. Most pieces (warriors,
// buildings, tokens, a pawn), then most VP, then the earliest setup letter
// (facts 10.1.4: Marquise A, Eyrie B, Alliance C, Vagabond D, Lizard F,
// Riverfolk G).
int BattleDefender(const State& s, int c);
// Pieces seat `seat`'s faction has in c, as the defender choice counts them.
int PiecesIn(const State& s, int seat, int c);

// 2. Move: the destination of the move out of `from` (the adjacent clearing
// with the most enemy pieces, ties to the lowest clearing number, which is
// the priority chart's number, facts 10.1.6), and how many move (all but
// three; 0 when fewer than four are there or the order does not match).
struct MoveStep {
  int8_t from = -1, to = -1, n = 0;
};
MoveStep DeriveMove(const State& s, Suit order_suit, int from);

// 3. Recruit by the order's crafting cost (seed 001 3.募兵).
enum class RecruitCase : uint8_t {
  kNoCost = 0,   // no crafting cost: the loop starts again (《クラフト欄がない場合》)
  kOneSuit = 1,  // 1-3 icons of one suit: that many in each ruled clearing of that suit
  kEachSuit = 2, // one fox, rabbit and mouse: 1 in each ruled clearing
  kKeep = 3,     // four any-suit icons: 4 in the keep's clearing
  kOther = 4,    // no shape the seed lists (not in the standard deck)
};
RecruitCase RecruitCaseOf(int card);
// Warriors the recruit of order `card` places, by clearing, before the
// supply is counted.
std::array<uint8_t, kNumClearings> RecruitWanted(const State& s, int card);
// The same, limited by its supply: placed clearing by clearing in ascending
// (priority chart) order until the supply runs out (the seed is silent;
// README). Returns warriors placed.
int ApplyRecruit(State& s, int card);

// Evening (seed 001 夜フェイズ《実行命令の補充》): the revealed orders are
// discarded (facts 10.1.5: not printed; README) and the row is refilled from
// the top of the deck, leftmost gaps first, until it holds five or the deck
// is empty. Returns cards drawn.
int RefillOrders(State& s);

}  // namespace arbiter::root::mechanical

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_ORDERS_H_
