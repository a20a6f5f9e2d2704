// What the rules force after the last action of a round: the end-of-game
// check and the five end-of-round steps (seed ゲームの終了 and
// 3.ラウンド終了フェイズ). No choices, so no events. Pure; any thread.
#ifndef ARBITER_ENGINE_LIVING_FOREST_ROUND_END_H_
#define ARBITER_ENGINE_LIVING_FOREST_ROUND_END_H_

#include "engine/living_forest/state.h"

namespace arbiter::living_forest {

// Ends the action phase in place: either the game (winners_mask set, phase
// kGameOver) or the round (next round's guardian phase begins).
// REQUIRES: every seat has finished its actions.
void EndActionPhase(State& s);

// Seats that win `s` as it stands, by the seed's end rules, as a bit mask;
// 0 when nobody qualifies.
uint8_t WinnersOf(const State& s);

// Starts the action phase with the Sacred Tree holder (seed 2.アクションフェイズ).
void BeginActionPhase(State& s);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_ROUND_END_H_
