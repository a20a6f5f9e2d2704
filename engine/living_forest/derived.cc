#include "engine/living_forest/derived.h"

namespace arbiter::living_forest {

Elements VisibleElements(const PlayerState& player) {
  Elements total{};
  for (int i = 0; i < player.line.n; ++i) {
    const CardData& card = CardInfo(player.line.cards[i]);
    for (int e = 0; e < kNumElements; ++e) total[e] += card.elements[e];
  }
  for (int cell = 0; cell < kForestCells; ++cell) {
    const uint8_t tree = player.forest[cell];
    if (tree >= kNumTreeKinds) continue;  // empty or the starting tree
    for (int e = 0; e < kNumElements; ++e) {
      total[e] += TreeInfo(tree).elements[e];
    }
  }
  for (const LineBonus& bonus : kLineBonuses) {
    bool full = true;
    if (bonus.column) {
      for (int row = 0; row < kForestRows; ++row) {
        full = full &&
               player.forest[row * kForestColumns + bonus.index] != kNoTree;
      }
    } else {
      for (int col = 0; col < kForestColumns; ++col) {
        full = full &&
               player.forest[bonus.index * kForestColumns + col] != kNoTree;
      }
    }
    if (full) total[bonus.element] += bonus.amount;
  }
  return total;
}

bool OwnsTree(const PlayerState& player, uint8_t kind) {
  for (uint8_t tree : player.forest) {
    if (tree == kind) return true;
  }
  return false;
}

bool CanPlantAt(const PlayerState& player, int cell) {
  if (player.forest[cell] != kNoTree) return false;
  const int row = cell / kForestColumns;
  const int col = cell % kForestColumns;
  auto tree_at = [&](int r, int c) {
    return r >= 0 && r < kForestRows && c >= 0 && c < kForestColumns &&
           player.forest[r * kForestColumns + c] != kNoTree;
  };
  return tree_at(row - 1, col) || tree_at(row + 1, col) ||
         tree_at(row, col - 1) || tree_at(row, col + 1);
}

bool CanPlantAnything(const State& state, const PlayerState& player,
                      int plants) {
  bool affordable = false;
  for (int kind = 0; kind < kNumTreeKinds; ++kind) {
    if (state.dispenser[kind] > 0 && TreeInfo(kind).cost <= plants) {
      affordable = true;
    }
  }
  if (!affordable) return false;
  for (int cell = 0; cell < kForestCells; ++cell) {
    if (CanPlantAt(player, cell)) return true;
  }
  return false;
}

bool AnyAffordable(const State& state, int budget) {
  for (const auto& row : state.display) {
    for (uint8_t card : row) {
      if (card != kNoCard && CardInfo(card).cost <= budget) return true;
    }
  }
  return false;
}

bool AnyFireWithin(const State& state, int budget) {
  for (int v = 0; v < kNumFireValues; ++v) {
    if (state.centre[v] > 0 && kFireValue[v] <= budget) return true;
  }
  return false;
}

int CentreTokens(const State& state) {
  return state.centre[0] + state.centre[1] + state.centre[2];
}

int CentreValue(const State& state) {
  int value = 0;
  for (int v = 0; v < kNumFireValues; ++v) {
    value += state.centre[v] * kFireValue[v];
  }
  return value;
}

std::array<int, kNumVictoryKinds> Categories(const PlayerState& player) {
  std::array<bool, kNumTreeKinds + 1> kinds{};
  for (uint8_t tree : player.forest) {
    if (tree != kNoTree) kinds[tree] = true;
  }
  int trees = player.victory[kVictoryTree];
  for (bool present : kinds) trees += present ? 1 : 0;
  const int fires = player.fires[0] + player.fires[1] + player.fires[2] +
                    player.victory[kVictoryFire];
  const int flowers =
      VisibleElements(player)[kFlower] + player.victory[kVictoryFlower];
  return {trees, fires, flowers};
}

bool Qualifies(const PlayerState& player) {
  for (int value : Categories(player)) {
    if (value >= kWinThreshold) return true;
  }
  return false;
}

}  // namespace arbiter::living_forest
