// Living Forest conservation checks: recount every component from scratch
// and compare with what the game holds (Stockfish's pos_is_ok). Each returns
// OK or kInternal carrying the invariant id of verifier/living_forest
// (living_forest.<name>). Cheap and allocation-free on success; any thread.
#ifndef ARBITER_ENGINE_LIVING_FOREST_CONSISTENCY_H_
#define ARBITER_ENGINE_LIVING_FOREST_CONSISTENCY_H_

#include <array>
#include <cstdint>

#include "absl/status/status.h"
#include "engine/living_forest/state.h"

namespace arbiter::living_forest {

// living_forest.cards_conserved: every card in exactly one place (deck,
// discard, help line, display, stack, burn board): each starting kind once
// per spirit in play, 23 fire cards, each guardian once.
absl::Status CheckCardsConserved(const State& s);
// The pieces of the cards_conserved count, for callers that keep a piece
// while the bytes it came from stay the same: a tally of card kinds, the
// cards of one seat's deck, discard and help line (false when a pile is
// longer than any pile can be or holds a card that does not exist), the
// cards of the display, stacks and burn board (same), and the tally a game of
// `players` seats must add up to.
using CardTally = std::array<uint16_t, kNumCardKinds>;
bool TallySeatCards(const PlayerState& p, CardTally& tally);
bool TallyTableCards(const State& s, CardTally& tally);
// REQUIRES: players <= kMaxPlayers.
const CardTally& ExpectedCardTally(int players);

// living_forest.fire_tokens_conserved: supply + centre + extinguished.
absl::Status CheckFireTokensConserved(const State& s);
// living_forest.fragments_conserved: stock + held = 20.
absl::Status CheckFragmentsConserved(const State& s);
// living_forest.victory_tiles_conserved: 3 per spirit in play, by kind.
absl::Status CheckVictoryTilesConserved(const State& s);
// living_forest.tree_tiles_conserved: dispensers + forests per kind, and one
// starting tree per forest, in its centre.
absl::Status CheckTreeTilesConserved(const State& s);
// living_forest.distinct_rocks: no two spirits on one rock.
absl::Status CheckDistinctRocks(const State& s);
// living_forest.centre_fire_cap: at most seven fire tokens in the centre.
absl::Status CheckCentreFireCap(const State& s);

// All of the above, first failure returned.
absl::Status CheckConservation(const State& s);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_CONSISTENCY_H_
