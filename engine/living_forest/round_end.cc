#include "engine/living_forest/round_end.h"

#include "engine/living_forest/derived.h"

namespace arbiter::living_forest {
namespace {

void OnibiAttacksSpirits(State& s) {
  // 3.ラウンド終了フェイズ 1: players whose drops are below the fire's power take
  // as many fire cards as there are tokens; when short, equal shares and the
  // remainder stays on the burn board.
  const int tokens = CentreTokens(s);
  const int power = CentreValue(s);
  if (tokens == 0 || s.burn_cards == 0) return;
  bool hit[kMaxPlayers] = {};
  int victims = 0;
  for (int seat = 0; seat < s.players; ++seat) {
    if (VisibleElements(s.p[seat])[kDrop] < power) {
      hit[seat] = true;
      ++victims;
    }
  }
  if (victims == 0) return;
  int each = tokens;
  if (s.burn_cards < tokens * victims) each = s.burn_cards / victims;
  for (int seat = 0; seat < s.players; ++seat) {
    if (!hit[seat]) continue;
    Pile& discard = s.p[seat].discard;
    for (int i = 0; i < each; ++i) discard.cards[discard.n++] = kFireCard;
    s.burn_cards = static_cast<uint8_t>(s.burn_cards - each);
  }
}

void OnibiAttacksSacredTree(State& s) {
  // 3.ラウンド終了フェイズ 2: one fire of value level+1 per guardian taken, levels
  // in order, stopping once the seventh is placed; a value missing from the
  // supply is skipped (seed silent). Then one value 2 if the centre is empty.
  for (int level = 0; level < kNumLevels; ++level) {
    for (int i = 0; i < s.taken[level]; ++i) {
      if (CentreTokens(s) >= kCentreFireCap) return;
      if (s.fire_supply[level] == 0) break;
      --s.fire_supply[level];
      ++s.centre[level];
    }
  }
  if (CentreTokens(s) == 0 && s.fire_supply[0] > 0) {
    --s.fire_supply[0];
    ++s.centre[0];
  }
}

void RefillDisplay(State& s) {
  // 3.ラウンド終了フェイズ 3: refill from the same level's stack only.
  for (int level = 0; level < kNumLevels; ++level) {
    for (uint8_t& slot : s.display[level]) {
      if (slot != kNoCard || s.stack_n[level] == 0) continue;
      const int top = --s.stack_n[level];
      slot = s.stack[level][top];
      s.stack[level][top] = kNoCard;
    }
  }
}

void ReturnHelpLines(State& s) {
  // 3.ラウンド終了フェイズ 4: help lines to the discard piles.
  for (int seat = 0; seat < s.players; ++seat) {
    PlayerState& p = s.p[seat];
    for (int i = 0; i < p.line.n; ++i) {
      p.discard.cards[p.discard.n++] = p.line.cards[i];
      p.line.cards[i] = kNoCard;
    }
    p.line.n = 0;
  }
}

}  // namespace

uint8_t WinnersOf(const State& s) {
  // ゲームの終了: a lone qualifier wins; several compare the sum of their three
  // categories; a remaining tie is a draw (several winners).
  uint8_t qualifiers = 0;
  int best = -1000;
  int sums[kMaxPlayers] = {};
  for (int seat = 0; seat < s.players; ++seat) {
    if (!Qualifies(s.p[seat])) continue;
    qualifiers |= static_cast<uint8_t>(1u << seat);
    const auto c = Categories(s.p[seat]);
    sums[seat] = c[0] + c[1] + c[2];
    if (sums[seat] > best) best = sums[seat];
  }
  uint8_t winners = 0;
  for (int seat = 0; seat < s.players; ++seat) {
    if ((qualifiers >> seat & 1) && sums[seat] == best) {
      winners |= static_cast<uint8_t>(1u << seat);
    }
  }
  return winners;
}

void BeginActionPhase(State& s) {
  s.phase = Phase::kAction;
  s.turn = s.holder;
  for (int seat = 0; seat < s.players; ++seat) {
    s.p[seat].actions_done = 0;
    s.p[seat].actions = {ActionKind::kNone, ActionKind::kNone};
    s.p[seat].just_revealed = 0;
  }
}

void EndActionPhase(State& s) {
  // ゲームの終了: checked after a complete action phase, before the round ends.
  const uint8_t winners = WinnersOf(s);
  if (winners != 0) {
    s.winners_mask = winners;
    s.phase = Phase::kGameOver;
    return;
  }
  OnibiAttacksSpirits(s);
  OnibiAttacksSacredTree(s);
  RefillDisplay(s);
  ReturnHelpLines(s);
  // 3.ラウンド終了フェイズ 5: the Sacred Tree passes to the left (next seat).
  s.holder = static_cast<uint8_t>(s.holder + 1 == s.players ? 0 : s.holder + 1);
  s.taken = {0, 0, 0};
  s.round = static_cast<uint16_t>(s.round + 1);
  s.phase = Phase::kGuardian;
  s.turn = s.holder;
  for (int seat = 0; seat < s.players; ++seat) {
    PlayerState& p = s.p[seat];
    p.stopped = 0;
    p.just_revealed = 0;
    p.awaiting_reshuffle = 0;
    p.actions_done = 0;
    p.actions = {ActionKind::kNone, ActionKind::kNone};
  }
}

}  // namespace arbiter::living_forest
