#include "engine/root/factions/marquise/pieces.h"

namespace arbiter::root::marquise {

int Tokens(const State& s, int c) {
  return s.marquise.wood[c] + (s.marquise.keep == c ? 1 : 0);
}

int CountPiece(const State& s, PieceKind kind, int c) {
  switch (kind) {
    case PieceKind::kWood:
      return s.marquise.wood[c];
    case PieceKind::kKeep:
      return s.marquise.keep == c ? 1 : 0;
    default:
      return s.marquise.buildings[static_cast<int>(kind)][c];
  }
}

void RemovePiece(State& s, PieceKind kind, int c) {
  switch (kind) {
    case PieceKind::kWood:
      --s.marquise.wood[c];
      ++s.marquise.wood_supply;
      return;
    case PieceKind::kKeep:
      // seed 「城砦トークン」: removed from the game for good.
      s.marquise.keep = -1;
      s.marquise.keep_removed = true;
      return;
    default: {
      const int t = static_cast<int>(kind);
      --s.marquise.buildings[t][c];
      // seed 【戦闘】③: back to the rightmost empty space of its track.
      ++s.marquise.track[t];
      return;
    }
  }
}

// seed 「城砦トークン」: no other faction places pieces in the keep's clearing.
bool BarsPlacement(const State& s, Faction placer, int c) { return s.marquise.keep == c; }

// root.marquise.field_hospitals: seed 「野戦病院」 — the removed warriors wait
// for the Marquise's decision (field_hospitals.cc).
void WarriorsRemoved(State& s, int c, int n) { s.removal_pending[c] += n; }

}  // namespace arbiter::root::marquise
