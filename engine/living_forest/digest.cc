#include "engine/living_forest/digest.h"

#include "engine/core/digest.h"

namespace arbiter::living_forest {
namespace {

void AddPile(DigestBuilder& d, const Pile& pile) {
  d.Add(pile.n);
  for (int i = 0; i < pile.n; ++i) d.Add(pile.cards[i]);
}

}  // namespace

uint64_t StateDigest(const State& s) {
  DigestBuilder d;
  d.Add(s.players);
  d.Add(s.phase);
  d.Add(s.setup_step);
  d.Add(s.round);
  d.Add(s.holder);
  d.Add(s.turn);
  for (const auto& row : s.display) d.AddRange(row);
  for (int level = 0; level < kNumLevels; ++level) {
    d.Add(s.stack_n[level]);
    for (int i = 0; i < s.stack_n[level]; ++i) d.Add(s.stack[level][i]);
  }
  d.Add(s.burn_cards);
  d.Add(s.fragment_stock);
  d.AddRange(s.centre);
  d.AddRange(s.fire_supply);
  d.AddRange(s.dispenser);
  d.AddRange(s.taken);
  d.Add(s.pending);
  d.Add(s.bonus_extra);
  d.Add(s.attracting);
  d.Add(s.attract_budget);
  d.Add(s.winners_mask);
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    AddPile(d, p.deck);
    AddPile(d, p.discard);
    AddPile(d, p.line);
    d.AddRange(p.forest);
    d.Add(p.fragments);
    d.AddRange(p.fires);
    d.AddRange(p.victory);
    d.Add(p.rock);
    d.Add(p.stopped);
    d.Add(p.just_revealed);
    d.Add(p.awaiting_reshuffle);
    d.Add(p.actions_done);
    d.Add(p.actions[0]);
    d.Add(p.actions[1]);
  }
  return d.Finish();
}

}  // namespace arbiter::living_forest
