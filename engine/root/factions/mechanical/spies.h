// The spy cards (seed 001_8a55c0d6f11d58ff.txt 【スパイカード】; facts §2, the
// seed winning where the printed card differs): in a game with the
// Mechanical Marquise the four dominance ids are the spies, treated as
// dominance cards without the victory change (FactionRules::
// dominance_without_victory refuses activation and coalitions). A human
// seat that reveals one from its hand in its Daylight looks at one of the
// automa's orders (kSpyLook, which records the card seen and is checked
// against the state); on a suit match (birds their own suit) the spy is
// discarded beside the map, otherwise the order looked at changes places,
// unseen, with another (kSpySwap, due at once). One look per turn, whatever
// the spies held. The actions reach the core as FactionRules::others_actions.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_SPIES_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_SPIES_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root::mechanical {

extern const OthersActions kSpies;

// Whether a look was made in the current turn.
bool LookedThisTurn(const State& s);

}  // namespace arbiter::root::mechanical

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_SPIES_H_
