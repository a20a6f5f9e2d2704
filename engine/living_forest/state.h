// Living Forest state: one flat, trivially copyable value.
// Implements ../shared/seeds/002_4c65461fc39b03da.txt for 2-4 players; no
// options. Any thread may read a State; Apply returns a new one.
//
// Piles keep cards bottom first: cards[n - 1] is the top (the next card
// drawn); a help line keeps them in reveal order. Seats move in seat order
// from the Sacred Tree holder; seat 0 holds it in round 1.
#ifndef ARBITER_ENGINE_LIVING_FOREST_STATE_H_
#define ARBITER_ENGINE_LIVING_FOREST_STATE_H_

#include <array>
#include <cstdint>
#include <type_traits>

#include "engine/living_forest/components.h"

namespace arbiter::living_forest {

enum class Phase : uint8_t { kSetup = 0, kGuardian = 1, kAction = 2, kGameOver = 3 };

// The five actions (seed 2.アクションフェイズ); kNone = none taken yet.
enum class ActionKind : uint8_t {
  kNone = 0, kFragment, kAttract, kExtinguish, kMove, kPlant
};

// A bonus the player on turn must resolve before anything else: from the
// rock it landed on (seed 精霊の環の上を進む) or a forest corner (facts A.8).
// A bonus attract opens State::attracting directly instead.
enum class Bonus : uint8_t { kNone = 0, kPlant, kExtinguish };

struct Pile {
  uint8_t n;
  std::array<uint8_t, kMaxOwned> cards;
};

struct PlayerState {
  Pile deck;
  Pile discard;
  Pile line;  // the help line (守護獣ライン)
  std::array<uint8_t, kForestCells> forest;  // tree kind, kStartTree, kNoTree
  uint8_t fragments;
  std::array<uint8_t, kNumFireValues> fires;     // extinguished tokens by value
  std::array<uint8_t, kNumVictoryKinds> victory;  // victory tiles held
  uint8_t rock;
  uint8_t stopped;             // guardian phase: no more reveals this round
  uint8_t just_revealed;       // the line's last card may still be sent away
  uint8_t awaiting_reshuffle;  // a reveal waits for the Reshuffle event
  uint8_t actions_done;        // main actions this round
  std::array<ActionKind, 2> actions;  // the actions taken, in order
};

struct State {
  uint8_t players;
  Phase phase;
  uint8_t setup_step;  // 0..players-1: decks; then stacks 1..3
  uint16_t round;      // 1-based once setup is done
  uint8_t holder;      // Sacred Tree (聖樹マーカー)
  uint8_t turn;        // action phase: the seat acting
  std::array<std::array<uint8_t, kDisplayPerLevel>, kNumLevels> display;  // kNoCard = empty
  std::array<std::array<uint8_t, 23>, kNumLevels> stack;  // bottom first
  std::array<uint8_t, kNumLevels> stack_n;
  uint8_t burn_cards;      // fire cards on the burn board
  uint8_t fragment_stock;  // fragments on the burn board
  std::array<uint8_t, kNumFireValues> centre;       // fire tokens on the circle
  std::array<uint8_t, kNumFireValues> fire_supply;  // on the guardian board
  std::array<uint8_t, kNumTreeKinds> dispenser;
  std::array<uint8_t, kNumLevels> taken;  // guardians attracted this round
  Bonus pending;
  int8_t bonus_extra;   // +2 drop of the bottom-right corner
  uint8_t attracting;   // an attract is open for `turn`
  int8_t attract_budget;
  uint8_t winners_mask;  // once kGameOver
  std::array<PlayerState, kMaxPlayers> p;
};

static_assert(std::is_trivially_copyable_v<State>);
// Size budget: four players' piles dominate; keep one copy under 1.5 KiB.
static_assert(sizeof(State) <= 1536, "State grew past its budget");

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_STATE_H_
