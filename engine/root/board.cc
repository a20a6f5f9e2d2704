#include "engine/root/board.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace arbiter::root {

int FactionBuildings(const State& s, Faction f, int c) {
  switch (f) {
    case Faction::kMarquise:
      return s.marquise.buildings[0][c] + s.marquise.buildings[1][c] +
             s.marquise.buildings[2][c];
    case Faction::kEyrie:
      return s.eyrie.roosts[c];
  }
  return 0;
}

int FactionTokens(const State& s, Faction f, int c) {
  switch (f) {
    case Faction::kMarquise:
      return s.marquise.wood[c] + (s.marquise.keep == c ? 1 : 0);
    case Faction::kEyrie:
      return 0;
  }
  return 0;
}

int AllBuildings(const State& s, int c) {
  int n = 0;
  for (int f = 0; f < kNumFactions; ++f) n += FactionBuildings(s, Faction(f), c);
  return n;
}

int FreeSlots(const State& s, int c) {
  return MapOf(s).slots[c] - (s.ruin[c] ? 1 : 0) - AllBuildings(s, c);
}

int Ruler(const State& s, int c) {
  RuleMap rule = RulersOf(s);
  for (int f = 0; f < kNumFactions; ++f)
    if ((rule.by[f] >> c) & 1) return f;
  return -1;
}

bool HasPieces(const State& s, Faction f, int c) {
  return s.warriors[Fi(f)][c] + FactionBuildings(s, f, c) +
             FactionTokens(s, f, c) > 0;
}

bool MayPlace(const State& s, Faction f, int c) {
  return f == Faction::kMarquise || s.marquise.keep != c;
}

Faction PieceOwner(PieceKind kind) {
  return kind == PieceKind::kRoost ? Faction::kEyrie : Faction::kMarquise;
}

int CountPiece(const State& s, PieceKind kind, int c) {
  switch (kind) {
    case PieceKind::kSawmill:
    case PieceKind::kWorkshop:
    case PieceKind::kRecruiter:
      return s.marquise.buildings[static_cast<int>(kind)][c];
    case PieceKind::kWood:
      return s.marquise.wood[c];
    case PieceKind::kKeep:
      return s.marquise.keep == c ? 1 : 0;
    case PieceKind::kRoost:
      return s.eyrie.roosts[c];
  }
  return 0;
}

void RemovePiece(State& s, PieceKind kind, int c, int remover) {
  switch (kind) {
    case PieceKind::kSawmill:
    case PieceKind::kWorkshop:
    case PieceKind::kRecruiter: {
      int t = static_cast<int>(kind);
      --s.marquise.buildings[t][c];
      // seed 【戦闘】③: back to the rightmost empty space of its track.
      ++s.marquise.track[t];
      break;
    }
    case PieceKind::kWood:
      --s.marquise.wood[c];
      ++s.marquise.wood_supply;
      break;
    case PieceKind::kKeep:
      // seed 「城砦トークン」: removed from the game for good.
      s.marquise.keep = -1;
      s.marquise.keep_removed = true;
      break;
    case PieceKind::kRoost:
      --s.eyrie.roosts[c];
      ++s.eyrie.roost_track;
      break;
  }
  // root.battle.removal_vp: seed 【戦闘】④ 1 VP per enemy building/token.
  if (remover >= 0 && FactionOf(s, remover) != PieceOwner(kind)) {
    AddVp(s, remover, 1, Score::kRemoval);
  }
}

void PlaceWarriors(State& s, Faction f, int c, int n) {
  s.warriors[Fi(f)][c] += n;
  s.warrior_supply[Fi(f)] -= n;
}

void RemoveWarriors(State& s, Faction f, int c, int n, bool hospital) {
  if (n <= 0) return;
  s.warriors[Fi(f)][c] -= n;
  s.warrior_supply[Fi(f)] += n;
  if (hospital && f == Faction::kMarquise) s.hospital[c] += n;
}

void MoveWarriors(State& s, Faction f, int from, int to, int n) {
  s.warriors[Fi(f)][from] -= n;
  s.warriors[Fi(f)][to] += n;
}

void AddVp(State& s, int seat, int delta, Score kind) {
  // seed 【圧倒カード】: with a dominance card active the score marker is off
  // the track; nothing more is scored.
  if (s.dominance[seat] >= 0) return;
  int before = s.vp[seat];
  int after = std::max(0, before + delta);
  s.vp[seat] = int16_t(after);
  s.vp_by[seat][static_cast<int>(kind)] += int16_t(after - before);
  if (after >= kWinningScore && s.winner < 0) {
    s.winner = int8_t(seat);
    s.phase = Phase::kGameOver;
  }
}

uint64_t CardsInPlay(const State& s) {
  return ((uint64_t{1} << kNumCards) - 1) & ~s.out_of_game;
}

void QueueDraw(State& s, int seat, int n) { s.draw_owed[seat] += n; }

void DrawTop(State& s, int seat) {
  int card = s.deck[--s.deck_size];
  s.hand[seat] |= Bit(card);
}

void DiscardCard(State& s, int card) {
  if (kCards[card].effect == CardEffect::kDominance) {
    s.beside_map |= Bit(card);
  } else {
    s.discard |= Bit(card);
  }
}

void DiscardFromHand(State& s, int seat, int card) {
  s.hand[seat] &= ~Bit(card);
  DiscardCard(s, card);
}

}  // namespace arbiter::root
