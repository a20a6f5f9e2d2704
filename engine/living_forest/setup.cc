#include "engine/living_forest/setup.h"

#include <cstring>

namespace arbiter::living_forest {

State InitialState(int players) {
  State s;
  std::memset(&s, 0, sizeof(s));  // padding too, so copies compare bytewise
  s.players = static_cast<uint8_t>(players);
  s.phase = Phase::kSetup;
  for (auto& row : s.display) row.fill(kNoCard);
  // Guardian stacks, sorted until ShuffleStack (seed 準備).
  for (int level = 0; level < kNumLevels; ++level) {
    for (int i = 0; i < kLevelSize[level]; ++i) {
      s.stack[level][i] = static_cast<uint8_t>(kLevelFirst[level] + i);
    }
    s.stack_n[level] = static_cast<uint8_t>(kLevelSize[level]);
  }
  s.burn_cards = kNumFireCards;   // fire cards on the burn board (準備)
  s.fragment_stock = kNumFragments;
  // One value-2 fire in the centre (準備).
  for (int v = 0; v < kNumFireValues; ++v) {
    s.fire_supply[v] = static_cast<uint8_t>(kFireTokensByValue[v]);
  }
  s.fire_supply[0] -= 1;
  s.centre[0] = 1;
  // Dispensers less the tiles removed for 2 and 3 players (準備).
  for (int kind = 0; kind < kNumTreeKinds; ++kind) {
    s.dispenser[kind] = static_cast<uint8_t>(TreeTilesInGame(kind, players));
  }
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    PlayerState& p = s.p[seat];
    p.forest.fill(kNoTree);
    p.deck.cards.fill(kNoCard);
    p.discard.cards.fill(kNoCard);
    p.line.cards.fill(kNoCard);
    if (seat >= players) continue;
    p.forest[kForestCentre] = kStartTree;
    p.victory = {1, 1, 1};
    p.rock = static_cast<uint8_t>(StartRock(players, seat));
    for (int k = 0; k < kNumStartKinds; ++k) {
      p.deck.cards[k] = static_cast<uint8_t>(k);
    }
    p.deck.n = kNumStartKinds;
  }
  return s;
}

}  // namespace arbiter::living_forest
