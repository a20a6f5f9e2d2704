#include "engine/root/legal.h"

#include <algorithm>
#include <bit>

#include "absl/random/distributions.h"
#include "engine/core/game.h"
#include "engine/root/battle.h"
#include "engine/root/board.h"
#include "engine/root/card_effects.h"
#include "engine/root/others_actions.h"
#include "engine/root/outrage.h"
#include "engine/root/random_discard.h"
#include "engine/root/reducer.h"
#include "engine/root/services.h"

namespace arbiter::root {

void LegalEvents(const State& s, EventSink sink) {
  int actor = ActorOf(s);
  if (actor == kTerminalActor) return;
  if (actor == kChanceActor) {
    if (s.need_shuffle) return;
    if (RandomDiscardDue(s)) {
      ListRandomDiscards(s, sink);
      return;
    }
    if (s.steal_from >= 0) {
      ListRandomCards(s, sink);
      return;
    }
    if (s.battle.active) ListBattleEvents(s, sink);
    return;  // shuffles (the quest deck's too) and suit markers: too many to list
  }
  if (const int c = PendingRemoval(s); c >= 0) {
    RulesOf(FactionOf(s, actor)).removal_response->legal(s, c, actor, sink);
    return;
  }
  if (s.decision_owed != 0) {
    RulesOf(FactionOf(s, actor)).owed_decision->legal(s, sink);
    return;
  }
  if (s.outrage_at != 0) {
    ListOutrage(s, sink);
    return;
  }
  if (s.battle.active) {
    ListBattleEvents(s, sink);
    return;
  }
  if (s.phase != Phase::kSetup && ServicesPending(s)) {
    ListServiceEvents(s, sink);
    return;
  }
  if (s.phase != Phase::kSetup && WindowPending(s)) {
    ListWindowEvents(s, sink);
    return;
  }
  const OthersActions* oa = s.phase != Phase::kSetup ? OthersActionsOf(s) : nullptr;
  if (oa != nullptr && oa->pending(s)) {
    oa->legal(s, sink);
    return;
  }
  RulesOf(FactionOf(s, actor)).legal(s, sink);
  if (s.phase != Phase::kSetup) ListDaylightCards(s, sink);
  if (oa != nullptr) oa->legal(s, sink);
}

Event SampleChance(const State& s, absl::BitGenRef rng) {
  Event e;
  e.seat = 0;
  if (!s.need_shuffle && RandomDiscardDue(s)) return SampleRandomDiscard(s, rng);
  if (!s.need_shuffle && s.steal_from >= 0) {
    int n = HandSize(s, s.steal_from), pick = absl::Uniform(rng, 0, n);
    e.kind = EventKind::kRandomCard;
    for (uint64_t m = s.hand[s.steal_from]; m; m &= m - 1)
      if (pick-- == 0) e.card = int8_t(std::countr_zero(m));
    return e;
  }
  if (s.battle.active && !s.need_shuffle) {
    e.kind = EventKind::kDice;
    e.a = int8_t(absl::Uniform(rng, 0, 4));
    e.b = int8_t(absl::Uniform(rng, 0, 4));
    return e;
  }
  if (const FactionRules* fr = FactionChanceDue(s)) return fr->sample_chance(s, rng);
  if (s.phase == Phase::kSetup && s.step == uint8_t(SetupStep::kSuitMarkers)) {
    e.kind = EventKind::kSuitMarkers;
    e.order_len = kNumClearings;
    for (int c = 0; c < kNumClearings; ++c) e.order[c] = uint8_t(c / 4);
    for (int i = kNumClearings - 1; i > 0; --i)
      std::swap(e.order[i], e.order[absl::Uniform(rng, 0, i + 1)]);
    return e;
  }
  e.kind = EventKind::kDeckShuffle;
  uint64_t cards = s.need_shuffle ? s.discard : CardsInPlay(s);
  for (uint64_t m = cards; m; m &= m - 1) e.order[e.order_len++] = uint8_t(std::countr_zero(m));
  for (int i = e.order_len - 1; i > 0; --i)
    std::swap(e.order[i], e.order[absl::Uniform(rng, 0, i + 1)]);
  return e;
}

}  // namespace arbiter::root
