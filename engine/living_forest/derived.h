// Quantities derived from a Living Forest state on demand: element totals,
// uncancelled solitary markers, victory categories. Kept out of State so that
// no two views of the same fact can drift apart. Pure; any thread.
#ifndef ARBITER_ENGINE_LIVING_FOREST_DERIVED_H_
#define ARBITER_ENGINE_LIVING_FOREST_DERIVED_H_

#include <array>

#include "engine/living_forest/components.h"
#include "engine/living_forest/state.h"

namespace arbiter::living_forest {

using Elements = std::array<int, kNumElements>;

// The visible total of each element (signed): help line + planted trees +
// completed-line bonuses (seed 2.アクションフェイズ; facts A.8).
Elements VisibleElements(const PlayerState& player);

// What a signed element total lets a player spend: a negative total buys
// nothing, and spending nothing (attracting or extinguishing zero) is always
// possible (our reading; the seed says 好きな枚数, any number).
inline int Budget(int total) { return total < 0 ? 0 : total; }

// Solitary markers in the help line not cancelled by gregarious ones
// (seed 1.守護獣フェイズ); never negative.
inline int UncancelledSolitary(const PlayerState& player) {
  int net = 0;
  for (int i = 0; i < player.line.n; ++i) {
    net += component_data::kMarkerSign[player.line.cards[i]];
  }
  return net < 0 ? 0 : net;
}

// 2, or 1 with three uncancelled solitaries (seed 2.アクションフェイズ).
inline int ActionsAllowed(const PlayerState& player) {
  // Each card adds at most one solitary: a short line needs no count.
  if (player.line.n < kMaxSolitary) return 2;
  return UncancelledSolitary(player) >= kMaxSolitary ? 1 : 2;
}

bool OwnsTree(const PlayerState& player, uint8_t kind);

// True when `cell` is empty and orthogonally next to a tree.
bool CanPlantAt(const PlayerState& player, int cell);

// True when some tree in the dispensers costs at most `plants` and some
// space can take it.
bool CanPlantAnything(const State& state, const PlayerState& player,
                      int plants);

// True when some displayed guardian costs at most `budget` suns.
bool AnyAffordable(const State& state, int budget);

// True when some fire token in the centre has value at most `budget`.
bool AnyFireWithin(const State& state, int budget);

int CentreTokens(const State& state);
int CentreValue(const State& state);

// Victory categories (seed ゲームの終了), victory tiles included: distinct
// tree kinds (the starting tree is one), fire tokens (count, not value), and
// visible flowers.
std::array<int, kNumVictoryKinds> Categories(const PlayerState& player);
bool Qualifies(const PlayerState& player);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_DERIVED_H_
