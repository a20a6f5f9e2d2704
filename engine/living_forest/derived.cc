#include "engine/living_forest/derived.h"

#include <cstddef>

#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
#include <emmintrin.h>
#endif

namespace arbiter::living_forest {

namespace {

// Elements packed one per 12-bit lane of a uint64_t, each raised by kBias so
// that no lane goes below zero: sums of up to 255 + 15 cards and trees
// (values -3..6, so 5..14 a lane) stay within their lanes. One addition per
// card or tree instead of five; the bias is taken off once at the end.
constexpr int kLaneBits = 12;
constexpr int kBias = 8;

constexpr uint64_t Pack(const std::array<int8_t, kNumElements>& elements) {
  uint64_t lanes = 0;
  for (int e = 0; e < kNumElements; ++e) {
    lanes |= static_cast<uint64_t>(elements[e] + kBias) << (kLaneBits * e);
  }
  return lanes;
}
constexpr uint64_t kNothing = Pack({0, 0, 0, 0, 0});

// By byte value: a card kind's elements; anything else adds nothing.
constexpr std::array<uint64_t, 256> kCardLanes = [] {
  std::array<uint64_t, 256> lanes{};
  for (int b = 0; b < 256; ++b) {
    lanes[b] = b < kNumCardKinds ? Pack(component_data::kCards[b].elements) : kNothing;
  }
  return lanes;
}();
// By byte value: a tree kind's elements; the starting tree, an empty space
// and anything else add nothing.
constexpr std::array<uint64_t, 256> kTreeLanes = [] {
  std::array<uint64_t, 256> lanes{};
  for (int b = 0; b < 256; ++b) {
    lanes[b] = b < kNumTreeKinds ? Pack(component_data::kTrees[b].elements) : kNothing;
  }
  return lanes;
}();

// The forest spaces of each completed-line bonus, one bit per space.
constexpr std::array<unsigned, kLineBonuses.size()> kLineMasks = [] {
  std::array<unsigned, kLineBonuses.size()> masks{};
  for (size_t b = 0; b < kLineBonuses.size(); ++b) {
    const LineBonus& bonus = kLineBonuses[b];
    if (bonus.column) {
      for (int row = 0; row < kForestRows; ++row) {
        masks[b] |= 1u << (row * kForestColumns + bonus.index);
      }
    } else {
      for (int col = 0; col < kForestColumns; ++col) {
        masks[b] |= 1u << (bonus.index * kForestColumns + col);
      }
    }
  }
  return masks;
}();

// One bit per forest space holding a tree, the starting one included.
unsigned PlantedSpaces(const PlayerState& player) {
#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
  // The forest and the byte after it (fragments, masked off) in one load.
  static_assert(offsetof(PlayerState, forest) + 16 <= sizeof(PlayerState));
  const __m128i forest = _mm_loadu_si128(reinterpret_cast<const __m128i*>(player.forest.data()));
  const unsigned empty = static_cast<unsigned>(
      _mm_movemask_epi8(_mm_cmpeq_epi8(forest, _mm_set1_epi8(static_cast<char>(kNoTree)))));
  return ~empty & ((1u << kForestCells) - 1);
#else
  unsigned planted = 0;
  for (int cell = 0; cell < kForestCells; ++cell) {
    planted |= static_cast<unsigned>(player.forest[cell] != kNoTree) << cell;
  }
  return planted;
#endif
}

}  // namespace

Elements VisibleElements(const PlayerState& player) {
  uint64_t lanes = 0;
  const int cards = player.line.n;
  for (int i = 0; i < cards; ++i) lanes += kCardLanes[player.line.cards[i]];
  for (int cell = 0; cell < kForestCells; ++cell) lanes += kTreeLanes[player.forest[cell]];
  const unsigned planted = PlantedSpaces(player);
  const int bias = kBias * (cards + kForestCells);
  Elements total;
  for (int e = 0; e < kNumElements; ++e) {
    total[e] = static_cast<int>(lanes >> (kLaneBits * e) & ((1u << kLaneBits) - 1)) - bias;
  }
  for (size_t b = 0; b < kLineBonuses.size(); ++b) {
    if ((planted & kLineMasks[b]) == kLineMasks[b]) {
      total[kLineBonuses[b].element] += kLineBonuses[b].amount;
    }
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
  // One bit per tree kind present, the starting tree included; a byte that
  // is no tree (only in a corrupt state) counts nothing.
  unsigned kinds = 0;
  for (uint8_t tree : player.forest) {
    if (tree <= kStartTree) kinds |= 1u << tree;
  }
  const int trees = player.victory[kVictoryTree] + __builtin_popcount(kinds);
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
