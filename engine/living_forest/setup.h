// The Living Forest state before the first event (seed 準備), for 2-4 players.
// Decks and guardian stacks start in catalogue order; the setup chance events
// (ShuffleDeck per seat, then ShuffleStack per level) reorder them, so every
// card has exactly one place from the first state on. Pure; any thread.
#ifndef ARBITER_ENGINE_LIVING_FOREST_SETUP_H_
#define ARBITER_ENGINE_LIVING_FOREST_SETUP_H_

#include "engine/living_forest/state.h"

namespace arbiter::living_forest {

// REQUIRES: kMinPlayers <= players <= kMaxPlayers.
State InitialState(int players);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_SETUP_H_
