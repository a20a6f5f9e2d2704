#include "engine/root/board.h"

#include <algorithm>
#include <bit>
#include <cstring>
#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
#include <emmintrin.h>
#endif

#include "engine/root/clearing_lanes.h"

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

namespace {

// The rule of one clearing, written out plainly: what RulersOf computes for
// all twelve at once where SSE2 is available, and the whole computation
// elsewhere.
[[maybe_unused]] int RulerOfOne(const State& s, int c) {
  int best = 0, ruler = -1;
  bool tie = false;
  for (int f = 0; f < kNumFactions; ++f) {
    int p = RulePresence(s, Faction(f), c);
    if (p > best) {
      best = p, ruler = f, tie = false;
    } else if (p == best && p > 0) {
      tie = true;
    }
  }
  if (!tie) return ruler;
  // root.rule.lords_of_the_forest: seed 【鷲巣王朝】「森の王者」 — the Eyrie
  // rules a clearing where it is tied for the most.
  if (Playing(s, Faction::kEyrie) && RulePresence(s, Faction::kEyrie, c) == best)
    return Fi(Faction::kEyrie);
  return -1;
}

#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
// Warriors + buildings of each faction in every clearing (RulePresence).
inline Lanes CatPresence(const State& s) {
  return Load12(s.warriors[Fi(Faction::kMarquise)].data()) +
         Load12(s.marquise.buildings[0].data()) + Load12(s.marquise.buildings[1].data()) +
         Load12(s.marquise.buildings[2].data());
}
inline Lanes EyriePresence(const State& s) {
  return Load12(s.warriors[Fi(Faction::kEyrie)].data()) + Load12(s.eyrie.roosts.data());
}
// Bit c set where lane c is set (lanes are all ones or all zeros).
inline uint16_t Mask(__m128i lo, __m128i hi) {
  return static_cast<uint16_t>(_mm_movemask_epi8(_mm_packs_epi16(lo, hi)) &
                               ((1 << kNumClearings) - 1));
}
#endif

}  // namespace

RuleMap RulersOf(const State& s) {
  RuleMap out{};
#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
  // RulerOfOne for two factions, every clearing at once. Presence fits 16
  // bits for any byte counts (at most 4 x 255), and the signed comparisons
  // see it as non-negative. A later faction extends this with its presence.
  static_assert(kNumFactions == 2, "RulersOf knows the Marquise and the Eyrie");
  const Lanes cats = CatPresence(s), birds = EyriePresence(s);
  // The Marquise rules with strictly more presence than the Eyrie.
  out.by[Fi(Faction::kMarquise)] =
      Mask(_mm_cmpgt_epi16(cats.lo, birds.lo), _mm_cmpgt_epi16(cats.hi, birds.hi));
  // The Eyrie with strictly more; on a tie with some presence too, when it
  // plays (root.rule.lords_of_the_forest: seed 【鷲巣王朝】「森の王者」).
  uint16_t eyrie = Mask(_mm_cmpgt_epi16(birds.lo, cats.lo), _mm_cmpgt_epi16(birds.hi, cats.hi));
  if (Playing(s, Faction::kEyrie)) {
    const __m128i zero = _mm_setzero_si128();
    eyrie |= Mask(_mm_and_si128(_mm_cmpeq_epi16(birds.lo, cats.lo), _mm_cmpgt_epi16(birds.lo, zero)),
                  _mm_and_si128(_mm_cmpeq_epi16(birds.hi, cats.hi), _mm_cmpgt_epi16(birds.hi, zero)));
  }
  out.by[Fi(Faction::kEyrie)] = eyrie;
#else
  for (int c = 0; c < kNumClearings; ++c) {
    int r = RulerOfOne(s, c);
    if (r >= 0) out.by[r] |= uint16_t(1u << c);
  }
#endif
  return out;
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
