#include "engine/living_forest/legal.h"

#include <cstring>

#include "absl/random/distributions.h"
#include "engine/core/game.h"
#include "engine/living_forest/derived.h"

namespace arbiter::living_forest {
namespace {

Event Blank(EventType type, int seat) {
  Event e;
  std::memset(&e, 0, sizeof(e));
  e.type = type;
  e.seat = static_cast<uint8_t>(seat);
  return e;
}

void ListExtinguish(const State& s, int seat, int drops,
                    absl::FunctionRef<void(const Event&)> emit) {
  Event e = Blank(EventType::kExtinguish, seat);
  for (int a = 0; a <= s.centre[0]; ++a) {
    for (int b = 0; b <= s.centre[1]; ++b) {
      for (int c = 0; c <= s.centre[2]; ++c) {
        if (a * 2 + b * 3 + c * 4 > Budget(drops)) continue;
        e.fires = {static_cast<uint8_t>(a), static_cast<uint8_t>(b),
                   static_cast<uint8_t>(c)};
        emit(e);
      }
    }
  }
}

void ListPlant(const State& s, int seat, absl::FunctionRef<void(const Event&)> emit) {
  const PlayerState& p = s.p[seat];
  const int plants = VisibleElements(p)[kPlant];
  Event e = Blank(EventType::kPlant, seat);
  for (int tree = 0; tree < kNumTreeKinds; ++tree) {
    if (s.dispenser[tree] == 0 || TreeInfo(tree).cost > plants) continue;
    for (int cell = 0; cell < kForestCells; ++cell) {
      if (!CanPlantAt(p, cell)) continue;
      e.tree = static_cast<uint8_t>(tree);
      e.cell = static_cast<uint8_t>(cell);
      emit(e);
    }
  }
}

// Walks `steps` counted rocks from `pos`, branching over the tile taken from
// each spirit passed; `victory` is the walk's own copy of the tiles held.
void WalkSteals(const State& s, int seat, int pos, int left,
                std::array<std::array<uint8_t, kNumVictoryKinds>, kMaxPlayers> victory,
                Event& e, absl::FunctionRef<void(const Event&)> emit) {
  while (left > 0) {
    pos = (pos + 1) % kNumRocks;
    int other = -1;
    for (int q = 0; q < s.players; ++q) {
      if (q != seat && s.p[q].rock == pos) other = q;
    }
    if (other < 0) {
      --left;
      continue;
    }
    auto& v = victory[other];
    if (v[0] + v[1] + v[2] == 0) continue;
    if (e.n_steals >= kMaxSteals) return;  // beyond any reachable wind
    for (int kind = 0; kind < kNumVictoryKinds; ++kind) {
      if (v[kind] == 0) continue;
      auto next = victory;
      --next[other][kind];
      ++next[seat][kind];
      e.steals[e.n_steals++] = static_cast<uint8_t>(kind);
      WalkSteals(s, seat, pos, left, next, e, emit);
      e.steals[--e.n_steals] = 0;
    }
    return;
  }
  emit(e);
}

void ListMain(const State& s, int seat, absl::FunctionRef<void(const Event&)> emit) {
  const PlayerState& p = s.p[seat];
  const bool twice = OwnsTree(p, kSameActionTree);
  auto allowed = [&](ActionKind kind) {
    return twice || p.actions_done == 0 || p.actions[0] != kind;
  };
  const Elements el = VisibleElements(p);
  if (allowed(ActionKind::kFragment) && s.fragment_stock > 0) {
    emit(Blank(EventType::kTakeFragment, seat));
  }
  if (allowed(ActionKind::kAttract)) emit(Blank(EventType::kAttract, seat));
  if (allowed(ActionKind::kExtinguish)) ListExtinguish(s, seat, el[kDrop], emit);
  if (allowed(ActionKind::kMove)) {
    std::array<std::array<uint8_t, kNumVictoryKinds>, kMaxPlayers> victory;
    for (int q = 0; q < kMaxPlayers; ++q) victory[q] = s.p[q].victory;
    for (int steps = 1; steps <= el[kWind] && steps <= kMaxSteps; ++steps) {
      Event e = Blank(EventType::kMove, seat);
      e.steps = static_cast<uint8_t>(steps);
      WalkSteals(s, seat, p.rock, steps, victory, e, emit);
    }
  }
  if (allowed(ActionKind::kPlant)) ListPlant(s, seat, emit);
}

}  // namespace

int ActorOf(const State& s) {
  switch (s.phase) {
    case Phase::kSetup:
      return kChanceActor;
    case Phase::kGuardian:
      for (int i = 0; i < s.players; ++i) {
        if (s.p[i].awaiting_reshuffle) return kChanceActor;
      }
      // One division, then wrapping: this runs for every event, and a
      // division per seat showed in the verifier's profile.
      for (int i = 0, seat = s.holder % s.players; i < s.players;
           ++i, seat = seat + 1 == s.players ? 0 : seat + 1) {
        if (!s.p[seat].stopped) return seat;
      }
      return kChanceActor;  // unreachable: the last stop starts the actions
    case Phase::kAction:
      return s.turn;
    case Phase::kGameOver:
      return kTerminalActor;
  }
  return kTerminalActor;
}

void LegalEvents(const State& s, absl::FunctionRef<void(const Event&)> emit) {
  if (ActorOf(s) < 0) return;
  if (s.phase == Phase::kGuardian) {
    for (int i = 0; i < s.players; ++i) {
      const int seat = (s.holder + i) % s.players;
      const PlayerState& p = s.p[seat];
      if (p.stopped) continue;
      if (UncancelledSolitary(p) < kMaxSolitary && (p.deck.n + p.discard.n) > 0) {
        emit(Blank(EventType::kReveal, seat));
      }
      if (p.just_revealed && p.line.n > 0 && p.fragments > 0) {
        emit(Blank(EventType::kSendAway, seat));
      }
      emit(Blank(EventType::kStop, seat));
    }
    return;
  }
  const int seat = s.turn;
  const PlayerState& p = s.p[seat];
  if (s.attracting) {
    Event e = Blank(EventType::kAttractCard, seat);
    for (const auto& row : s.display) {
      for (uint8_t card : row) {
        if (card == kNoCard || CardInfo(card).cost > s.attract_budget) continue;
        e.card = card;
        emit(e);
      }
    }
    emit(Blank(EventType::kEndAttract, seat));
    return;
  }
  if (s.pending == Bonus::kPlant) {
    ListPlant(s, seat, emit);
    return;
  }
  if (s.pending == Bonus::kExtinguish) {
    ListExtinguish(s, seat, VisibleElements(p)[kDrop] + s.bonus_extra, emit);
    return;
  }
  ListMain(s, seat, emit);
}

Event SampleShuffle(const State& s, absl::BitGenRef rng) {
  Event e;
  std::memset(&e, 0, sizeof(e));
  const Pile* source = nullptr;
  if (s.phase == Phase::kSetup && s.setup_step < s.players) {
    e.type = EventType::kShuffleDeck;
    e.seat = s.setup_step;
    source = &s.p[e.seat].deck;
  } else if (s.phase == Phase::kSetup) {
    e.type = EventType::kShuffleStack;
    e.level = static_cast<uint8_t>(s.setup_step - s.players);
    for (int i = 0; i < kLevelSize[e.level]; ++i) {
      e.cards[i] = static_cast<uint8_t>(kLevelFirst[e.level] + i);
    }
    e.n = static_cast<uint8_t>(kLevelSize[e.level]);
  } else {
    e.type = EventType::kReshuffle;
    for (int seat = 0; seat < s.players; ++seat) {
      if (s.p[seat].awaiting_reshuffle) e.seat = static_cast<uint8_t>(seat);
    }
    source = &s.p[e.seat].discard;
  }
  if (source != nullptr) {
    for (int i = 0; i < source->n; ++i) e.cards[i] = source->cards[i];
    e.n = source->n;
  }
  // Fisher-Yates.
  for (int i = e.n - 1; i > 0; --i) {
    const int j = absl::Uniform(rng, 0, i + 1);
    const uint8_t t = e.cards[i];
    e.cards[i] = e.cards[j];
    e.cards[j] = t;
  }
  return e;
}

}  // namespace arbiter::living_forest
