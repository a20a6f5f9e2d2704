// Test helpers for Root rule tests: the standard opening of the conformance
// cases (tests/root/corpus_cases_test.cc) built from native events, and small event
// constructors with printed (1-based) clearing and card numbers.
#ifndef ARBITER_TESTS_ROOT_FIXTURE_H_
#define ARBITER_TESTS_ROOT_FIXTURE_H_

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "engine/core/rejection.h"
#include "engine/root/board.h"
#include "engine/root/legal.h"
#include "engine/root/reducer.h"
#include "gtest/gtest.h"

namespace arbiter::root::testing {

// The deck order of the standard opening: the two hands on top, then every
// other card in play ascending (no dominance cards with two players).
// `draws` come next, in the order they will be drawn.
inline std::vector<int> ShuffleOrder(const std::vector<int>& hand_m, const std::vector<int>& hand_e,
                              const std::vector<int>& draws = {}) {
  std::vector<int> order = hand_m;
  order.insert(order.end(), hand_e.begin(), hand_e.end());
  order.insert(order.end(), draws.begin(), draws.end());
  for (int c = 1; c <= kNumCards; ++c) {
    if (kCards[c - 1].effect == CardEffect::kDominance) continue;
    bool dealt = false;
    for (int h : order) dealt |= h == c;
    if (!dealt) order.push_back(c);
  }
  return order;
}

// Takes card index `c` (0-based) out of the live deck, if it is there,
// closing the gap.
inline void TakeFromDeck(State& s, int c) {
  for (int i = 0; i < s.deck_size; ++i) {
    if (s.deck[i] != c) continue;
    for (int j = i; j + 1 < s.deck_size; ++j) s.deck[j] = s.deck[j + 1];
    --s.deck_size;
    return;
  }
}
// Moves printed card `card` from wherever it is (deck or a hand) into
// `seat`'s play area, keeping every card in one place: a crafted card for a
// rule test without the craft.
inline void GiveCrafted(State& s, int seat, int card) {
  const int c = card - 1;
  TakeFromDeck(s, c);
  for (auto& h : s.hand) h &= ~Bit(c);
  s.play_area[seat] |= Bit(c);
}

inline Event Ev(EventKind kind, int seat) {
  Event e;
  e.kind = kind;
  e.seat = int8_t(seat);
  return e;
}
inline Event MoveEv(int seat, int from, int to, int n, int decree = 0) {
  Event e = Ev(EventKind::kMove, seat);
  e.a = int8_t(from - 1), e.b = int8_t(to - 1), e.n = int8_t(n);
  e.decree = int8_t(decree - 1);
  return e;
}
inline Event BattleEv(int seat, int clearing, int defender, int decree = 0) {
  Event e = Ev(EventKind::kBattle, seat);
  e.a = int8_t(clearing - 1), e.target = int8_t(defender), e.decree = int8_t(decree - 1);
  return e;
}
inline Event CardEv(EventKind kind, int seat, int card) {
  Event e = Ev(kind, seat);
  e.card = int8_t(card - 1);
  return e;
}
inline Event DiceEv(int a, int b) {
  Event e = Ev(EventKind::kDice, 0);
  e.a = int8_t(a), e.b = int8_t(b);
  return e;
}
inline Event BuildEv(int seat, PieceKind piece, int clearing, std::initializer_list<int> wood,
                     int decree = 0) {
  Event e = Ev(EventKind::kBuild, seat);
  e.piece = int8_t(piece), e.a = int8_t(clearing - 1), e.decree = int8_t(decree - 1);
  int i = 0;
  for (int w : wood) e.wood[i++] = int8_t(w - 1);
  return e;
}
inline Event CraftEv(int seat, int card, int fox, int rabbit, int mouse) {
  Event e = CardEv(EventKind::kCraft, seat, card);
  e.uses = {int8_t(fox), int8_t(rabbit), int8_t(mouse)};
  return e;
}
inline Event ClearingEv(EventKind kind, int seat, int clearing) {
  Event e = Ev(kind, seat);
  e.a = int8_t(clearing - 1);
  return e;
}

inline std::string RuleOf(const absl::Status& status) {
  auto r = GetRejection(status);
  return r ? r->rule_id : (status.ok() ? "ok" : "(no rule)");
}

// A match in progress with helpers that apply events and keep the state.
class Table {
 public:
  // Seat 0 Marquise, seat 1 Eyrie, Autumn. The deck is dealt with
  // `hand_m` to the Marquise and `hand_e` to the Eyrie (printed card ids),
  // then keep 1, sawmill 1, workshop 9, recruiter 5, roost 3, `leader`.
  explicit Table(std::vector<int> hand_m = {21, 43, 30}, std::vector<int> hand_e = {31, 15, 1},
                 Leader leader = Leader::kDespot) {
    MatchSetup setup;
    setup.factions = {Faction::kMarquise, Faction::kEyrie};
    s = NewInitialState(setup);
    Event shuffle = Ev(EventKind::kDeckShuffle, 0);
    for (int c : ShuffleOrder(hand_m, hand_e)) shuffle.order[shuffle.order_len++] = uint8_t(c - 1);
    Ok(shuffle);
    SetUpMarquiseAndEyrie(leader);
  }

  // The Marquise's (seat 0) and the Eyrie's (seat 1) setup: keep 1, sawmill
  // 1, workshop 9, recruiter 5, roost 3, `leader`.
  void SetUpMarquiseAndEyrie(Leader leader = Leader::kDespot) {
    Ok(ClearingEv(EventKind::kPlaceKeep, 0, 1));
    int where[3] = {1, 9, 5};
    for (int t = 0; t < 3; ++t) {
      Event b = ClearingEv(EventKind::kPlaceStartingBuilding, 0, where[t]);
      b.piece = int8_t(t);
      Ok(b);
    }
    Ok(ClearingEv(EventKind::kPlaceStartingRoost, 1, 3));
    Event l = Ev(EventKind::kChooseLeader, 1);
    l.n = int8_t(leader);
    Ok(l);
  }

  // The setup shuffle: the cards `first` (ids 1..54) on top in that order,
  // then every other card ascending.
  void ShuffleWithFirst(std::vector<int> first) {
    for (int c = 1; c <= kNumCards; ++c)
      if (std::find(first.begin(), first.end(), c) == first.end()) first.push_back(c);
    Event shuffle = Ev(EventKind::kDeckShuffle, 0);
    for (int c : first) shuffle.order[shuffle.order_len++] = uint8_t(c - 1);
    Ok(shuffle);
  }

  // For tables that set themselves up (more seats, other factions).
  struct NoSetup {};
  explicit Table(NoSetup) {}

  absl::Status Do(const Event& e) {
    absl::StatusOr<State> next = Apply(s, e);
    if (next.ok()) s = *next;
    return next.status();
  }
  void Ok(const Event& e) {
    absl::Status st = Do(e);
    ASSERT_TRUE(st.ok()) << st;
  }
  // The rule id rejecting `e` (the state stays as it was).
  std::string Rejects(const Event& e) {
    State before = s;
    absl::Status st = Do(e);
    if (st.ok()) s = before;
    return RuleOf(st);
  }
  int Legal() const {
    int n = 0;
    LegalEvents(s, [&n](const Event&) { ++n; });
    return n;
  }
  bool Listed(const Event& want) const {
    bool found = false;
    LegalEvents(s, [&](const Event& e) { found |= e == want; });
    return found;
  }

  State s;
};

}  // namespace arbiter::root::testing

#endif  // ARBITER_TESTS_ROOT_FIXTURE_H_
