// Helpers for Living Forest rule tests: build states and events directly on
// the typed reducer, without going through logs.
#ifndef ARBITER_TESTS_LIVING_FOREST_LF_TEST_UTIL_H_
#define ARBITER_TESTS_LIVING_FOREST_LF_TEST_UTIL_H_

#include <cstring>
#include <initializer_list>
#include <string>
#include <utility>

#include "absl/status/statusor.h"
#include "engine/core/rejection.h"
#include "engine/living_forest/consistency.h"
#include "engine/living_forest/derived.h"
#include "engine/living_forest/event.h"
#include "engine/living_forest/reducer.h"
#include "engine/living_forest/round_end.h"
#include "engine/living_forest/setup.h"
#include "engine/living_forest/state.h"

namespace arbiter::living_forest::testing {

inline Event Ev(EventType type, int seat = 0) {
  Event e;
  std::memset(&e, 0, sizeof(e));
  e.type = type;
  e.seat = static_cast<uint8_t>(seat);
  return e;
}

inline Event Shuffle(EventType type, int seat, int level,
                     std::initializer_list<int> cards) {
  Event e = Ev(type, seat);
  e.level = static_cast<uint8_t>(level);
  for (int c : cards) e.cards[e.n++] = static_cast<uint8_t>(c);
  return e;
}

inline Event ExtinguishEv(int seat, int v2, int v3, int v4) {
  Event e = Ev(EventType::kExtinguish, seat);
  e.fires = {static_cast<uint8_t>(v2), static_cast<uint8_t>(v3), static_cast<uint8_t>(v4)};
  return e;
}

inline Event PlantEv(int seat, int tree, int row, int col) {
  Event e = Ev(EventType::kPlant, seat);
  e.tree = static_cast<uint8_t>(tree);
  e.cell = static_cast<uint8_t>(row * kForestColumns + col);
  return e;
}

inline Event MoveEv(int seat, int steps, std::initializer_list<int> steals = {}) {
  Event e = Ev(EventType::kMove, seat);
  e.steps = static_cast<uint8_t>(steps);
  for (int k : steals) e.steals[e.n_steals++] = static_cast<uint8_t>(k);
  return e;
}

inline Event AttractCardEv(int seat, int card) {
  Event e = Ev(EventType::kAttractCard, seat);
  e.card = static_cast<uint8_t>(card);
  return e;
}

// Setup with every pile in catalogue order: decks draw Bear first, the
// displays show the first four guardians of each level.
inline State Started(int players) {
  State s = InitialState(players);
  for (int seat = 0; seat < players; ++seat) {
    Event e = Ev(EventType::kShuffleDeck, seat);
    for (int k = 0; k < kNumStartKinds; ++k) e.cards[e.n++] = static_cast<uint8_t>(k);
    s = *Apply(s, e);
  }
  for (int level = 0; level < kNumLevels; ++level) {
    Event e = Ev(EventType::kShuffleStack, 0);
    e.level = static_cast<uint8_t>(level);
    for (int i = 0; i < kLevelSize[level]; ++i) {
      e.cards[e.n++] = static_cast<uint8_t>(kLevelFirst[level] + i);
    }
    s = *Apply(s, e);
  }
  return s;
}

// Moves one card of `kind` from the seat's deck to its help line, keeping
// every card in one place. REQUIRES: the deck holds it.
inline void ToLine(State& s, int seat, int kind) {
  Pile& deck = s.p[seat].deck;
  for (int i = 0; i < deck.n; ++i) {
    if (deck.cards[i] != kind) continue;
    for (int j = i; j + 1 < deck.n; ++j) deck.cards[j] = deck.cards[j + 1];
    deck.cards[--deck.n] = kNoCard;
    s.p[seat].line.cards[s.p[seat].line.n++] = static_cast<uint8_t>(kind);
    return;
  }
}

// Every seat stopped; the action phase begins with the holder.
inline State InActionPhase(State s) {
  for (int seat = 0; seat < s.players; ++seat) s.p[seat].stopped = 1;
  BeginActionPhase(s);
  return s;
}

inline std::string RuleOf(const absl::Status& status) {
  auto rejection = GetRejection(status);
  return rejection ? rejection->rule_id : std::string("<none: ") + status.ToString() + ">";
}

template <typename T>
std::string RuleOf(const absl::StatusOr<T>& result) {
  return result.ok() ? std::string("<accepted>") : RuleOf(result.status());
}

// Swaps solitary cards of the deck into the help line (every count stays
// right) until the line holds more than three uncancelled solitaries; true
// once it does. The states guardian_stop must refuse.
inline bool CrowdLineWithSolitaries(PlayerState& p) {
  for (int i = 0; i < p.line.n && UncancelledSolitary(p) <= kMaxSolitary; ++i) {
    if (CardInfo(p.line.cards[i]).marker == Marker::kSolitary) continue;
    for (int j = 0; j < p.deck.n; ++j) {
      if (CardInfo(p.deck.cards[j]).marker != Marker::kSolitary) continue;
      std::swap(p.line.cards[i], p.deck.cards[j]);
      break;
    }
  }
  return UncancelledSolitary(p) > kMaxSolitary;
}

// Card kinds used by the tests (components.cc order).
enum Kind : int {
  kBear = 0, kBeetle, kLynx, kFox, kGoldfish, kTanuki, kBoar, kWeasel, kHare,
  kFawn, kHummingbird, kBee, kBaboon, kOwl, kFire = 14,
  kHedgehog = 15, kCaterpillar, kFlamingo, kRam, kWolf, kLemur,
  kChimpanzee = 32, kToucan = 33, kButterfly = 34, kSpider = 35,
  kWoodpecker = 38, kCricket = 54
};

}  // namespace arbiter::living_forest::testing

#endif  // ARBITER_TESTS_LIVING_FOREST_LF_TEST_UTIL_H_
