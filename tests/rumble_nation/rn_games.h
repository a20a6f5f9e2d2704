// Scripted Rumble Nation games that reach the battle phase, shared by the
// battle tests and the conformance-corpus generator (corpus_gen_test.cc).
// Castles are kTestCastles (area index + 2); seat 0 starts.
#ifndef ARBITER_TESTS_RUMBLE_NATION_RN_GAMES_H_
#define ARBITER_TESTS_RUMBLE_NATION_RN_GAMES_H_

#include <vector>

#include "tests/rumble_nation/rn_table.h"

namespace arbiter::rumble_nation::testing {

struct ScriptedGame {
  int players;
  std::vector<Card> cards;          // the face-up display
  std::vector<Table::Step> march;   // every deployment, in turn order
};

// 2 players. Seat 1 runs out first (katana 2), seat 0 second (katana 1).
// Battle without choices: USUKI (s0) sends its 1 reinforcement to OKO, OKO
// then beats 3 with 3+1 and sends 1 to KYO, which s0 wins 3+1 against 3
// (without it the tie would go to seat 1's katana). INABAYAMA → KIYOSU →
// ODAWARA cascade for seat 1. Final: s0 2+3+6+12 = 23, s1 7+8+11 = 26.
ScriptedGame ReinforcementCascade2p();

// 3 players; katana 3, 2, 1 in seat order. USUKI is a 3-3 tie of s0 and s1:
// s0 wins on katana, s1 takes the small chip; s0 must choose between OKO
// and YOSHIDA for its 2 reinforcements (the log decides). SHURI has s2
// alone (no small chip). With YOSHIDA chosen: s0 22, s1 18, s2 19; with
// OKO: s0 19, s1 21, s2 19.
ScriptedGame ReinforcementChoice3p();

// 2 players; both end with 12 points; seat 1 ran out first (katana 2) and
// wins the tie. Seat 0's last placement is short: the die asks for 3, 2 are
// left.
ScriptedGame FinalTieKatana2p();

// 3 players; seat 2 runs out before seat 1. KYO: s0 6, s1 3, s2 3: the tie
// for second goes to s2 (2 swords against 1). Final: s0 18, s1 11, s2 7.
ScriptedGame SecondPlaceTie3p();

// 4 players; katana 4, 3, 2, 1 in seat order. USUKI (s3 alone) sends its 2
// reinforcements to OKO (only candidate), OKO (s3 3+2) sends 2 to KYO,
// where s3's 3+2 beats the 3 of each other seat; the three-way tie for
// second goes to s0 (4 swords): small chip 3. Final: s0 3+12 = 15, s1 11,
// s2 4, s3 2+3+6 = 11.
ScriptedGame FourPlayers();

// Sets up `game` and plays its march on a new table. Asserts success.
void PlayMarch(const ScriptedGame& game, Table* table);

}  // namespace arbiter::rumble_nation::testing

#endif  // ARBITER_TESTS_RUMBLE_NATION_RN_GAMES_H_
