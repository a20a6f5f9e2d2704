// Rumble Nation state and decoded events: flat values, no pointers.
//
// Spec: ../shared/seeds/003_7755f114b63b7b37.txt. Seat 0 is the start
// player; play goes clockwise, seat by seat. State is trivially copyable and
// small (see the static_assert): Apply returns a new one per event.
//
// Plain values; any thread may copy them.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_STATE_H_
#define ARBITER_ENGINE_RUMBLE_NATION_STATE_H_

#include <array>
#include <cstdint>
#include <type_traits>

#include "engine/rumble_nation/components.h"

namespace arbiter::rumble_nation {

// Frozen: the numbers appear in snapshots.
enum class Phase : uint8_t {
  kDealCastles = 0,  // chance: castle chips onto the areas
  kRevealCards = 1,  // chance: the face-up strategy cards
  kTurn = 2,         // the seat on turn rolls or plays a card
  kDice = 3,         // chance: the three dice
  kPlace = 4,        // the seat on turn places soldiers or re-rolls
  kReinforce = 5,    // a province winner chooses where reinforcements go
  kOver = 6,
};

using Seat = int8_t;
inline constexpr Seat kNobody = -1;

struct State {
  Phase phase = Phase::kDealCastles;
  uint8_t players = 0;
  Seat to_move = 0;
  bool rerolled = false;           // this turn
  uint8_t battle_value = 0;        // castle value being resolved, 2..12
  uint8_t katana_taken = 0;        // chips handed out, most swords first
  std::array<uint8_t, kNumDice> dice{};
  std::array<uint8_t, kNumAreas> castle{};  // value per area, 0 = not dealt
  std::array<Seat, kNumAreas> large_owner{};
  std::array<Seat, kNumAreas> small_owner{};
  std::array<Card, kMaxDisplay> display{};  // kNone once taken
  std::array<uint8_t, kMaxPlayers> supply{};
  std::array<uint8_t, kMaxPlayers> katana{};  // swords, 0 = none yet
  std::array<Card, kMaxPlayers> card_used{};
  std::array<std::array<uint8_t, kNumAreas>, kMaxPlayers> soldiers{};
  std::array<std::array<uint8_t, kNumAreas>, kMaxPlayers> reinforcements{};

  // A player who has placed every soldier is out of the march
  // (seed 一.進軍フェイズ).
  bool IsOut(int seat) const { return katana[seat] != 0; }
  int OnBoard(int seat) const {
    int n = 0;
    for (uint8_t s : soldiers[seat]) n += s;
    return n;
  }
};
static_assert(std::is_trivially_copyable_v<State>);
static_assert(sizeof(State) <= 160, "State budget: keep it flat and small");

enum class EventKind : uint8_t {
  kDealCastles,
  kRevealCards,
  kRoll,
  kDice,
  kReroll,
  kPlace,
  kPlayCard,
  kReinforce,
};

struct Take {
  AreaIndex area = kNoArea;
  uint8_t count = 0;
  bool operator==(const Take&) const = default;
};

// One decoded event. Which fields mean something depends on `kind`;
// unused fields stay at their defaults so that == compares meaning.
struct Event {
  EventKind kind = EventKind::kRoll;
  Seat seat = 0;
  // kDealCastles: castle value per area. kRevealCards: cards in `cards`.
  std::array<uint8_t, kNumAreas> values{};
  std::array<Card, kMaxDisplay> cards{};
  uint8_t card_count = 0;
  // kDice.
  std::array<uint8_t, kNumDice> faces{};
  // kPlace: area and soldiers. kPlayCard: card, from, to, opponent, takes.
  // kReinforce: to.
  AreaIndex area = kNoArea;
  uint8_t soldiers = 0;
  Card card = Card::kNone;
  AreaIndex from = kNoArea;
  AreaIndex to = kNoArea;
  Seat opponent = kNobody;
  std::array<Take, kMaxTakes> takes{};
  uint8_t take_count = 0;

  bool operator==(const Event&) const = default;
};
static_assert(std::is_trivially_copyable_v<Event>);

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_STATE_H_
