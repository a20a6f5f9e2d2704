#include "verifier/living_forest/followed_piles.h"

namespace arbiter::living_forest::invariants {

bool FollowTable(PileTally& t, const State& s) {
  if (!FollowPile(t, t.stack0, s.stack_n[0], s.stack[0].data()) ||
      !FollowPile(t, t.stack1, s.stack_n[1], s.stack[1].data()) ||
      !FollowPile(t, t.stack2, s.stack_n[2], s.stack[2].data())) {
    return false;
  }
  for (int level = 0; level < kNumLevels; ++level) {
    for (int slot = 0; slot < kDisplayPerLevel; ++slot) {
      const uint8_t was = t.display[level][slot];
      const uint8_t now = s.display[level][slot];
      if (was == now) continue;
      if (now != kNoCard && now >= kNumCardKinds) return false;
      if (was != kNoCard) t.Add(was, -1);
      if (now != kNoCard) t.Add(now, +1);
      t.display[level][slot] = now;
    }
  }
  return true;
}

bool FollowAll(PileTally& t, TableCopy& table, const State& s) {
  // Which seat piles differ from their copies: a few branch-free
  // instructions each, then only those are followed.
  uint32_t changed = 0;
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    // Most events leave most seats' piles alone: all three windows are
    // compared at once first.
    static_assert((kWindow & (kWindow - 1)) == 0);
    const bool long_pile = ((p.deck.n | p.discard.n | p.line.n) & ~(kWindow - 1)) != 0;
    if (!long_pile && !SeatWindowsDiffer(t.piles[seat], p)) continue;
    const Pile* piles[3] = {&p.deck, &p.discard, &p.line};
    for (int k = 0; k < 3; ++k) {
      const bool differs = WindowDiffers(&t.piles[seat][k].n, &piles[k]->n) |
                           (piles[k]->n >= kWindow);
      changed |= static_cast<uint32_t>(differs) << (3 * seat + k);
    }
  }
  while (changed != 0) {
    const int i = __builtin_ctz(changed);
    changed &= changed - 1;
    const PlayerState& p = s.p[i / 3];
    const Pile& pile = i % 3 == 0 ? p.deck : i % 3 == 1 ? p.discard : p.line;
    PileCopy<kMaxOwned>& copy = t.piles[i / 3][i % 3];
    if (!FollowPile(t, copy, pile.n, pile.cards.data())) return false;
    std::memcpy(&copy.n, &pile.n, kWindow);  // the cards as followed, and what lies past them
  }
  if (!table.valid || !SameTable(table.bytes.data(), s)) {
    table.valid = false;
    if (!FollowTable(t, s)) return false;
    CopyTable(table, s);
    table.valid = true;
  }
  if (s.burn_cards > kNumFireCards) return false;
  if (s.burn_cards != t.burn) {
    t.Add(kFireCard, s.burn_cards - t.burn);
    t.burn = s.burn_cards;
  }
  return true;
}

}  // namespace arbiter::living_forest::invariants
