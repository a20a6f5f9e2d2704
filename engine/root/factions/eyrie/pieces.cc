#include "engine/root/factions/eyrie/pieces.h"

namespace arbiter::root::eyrie {

int Tokens(const State&, int) { return 0; }
int CountPiece(const State& s, PieceKind, int c) { return s.eyrie.roosts[c]; }

void RemovePiece(State& s, PieceKind, int c) {
  --s.eyrie.roosts[c];
  ++s.eyrie.roost_track;
}

// root.eyrie.commander: facts 6 — +1 hit as attacker.
int ExtraHits(const State& s, bool attacking) {
  return attacking && s.eyrie.leader == int8_t(Leader::kCommander) ? 1 : 0;
}

// root.eyrie.despot: facts 6 — +1 VP when the Despot removes at least one
// enemy building or token in battle.
int BattleBonusVp(const State& s, int removed) {
  return s.eyrie.leader == int8_t(Leader::kDespot) && removed > 0 ? 1 : 0;
}

}  // namespace arbiter::root::eyrie
