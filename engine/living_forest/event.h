// Living Forest native event: the decoded form of pb::living_forest::Event
// that the reducer works on. Trivially copyable; unused fields stay zero so
// that == compares only what matters. See proto/arbiter/living_forest.proto
// for what each kind means.
#ifndef ARBITER_ENGINE_LIVING_FOREST_EVENT_H_
#define ARBITER_ENGINE_LIVING_FOREST_EVENT_H_

#include <array>
#include <cstdint>

#include "engine/living_forest/components.h"

namespace arbiter::living_forest {

enum class EventType : uint8_t {
  kShuffleDeck, kShuffleStack, kReveal, kReshuffle, kSendAway, kStop,
  kTakeFragment, kAttract, kAttractCard, kEndAttract, kExtinguish, kMove,
  kPlant
};

// Capacity of a move's steal list: passing more spirits than this needs a
// wind far beyond what the cards and trees can give.
inline constexpr int kMaxSteals = 24;
inline constexpr int kMaxSteps = 96;

struct Event {
  EventType type;
  uint8_t seat;
  uint8_t level;  // kShuffleStack: 0..2
  uint8_t card;   // kAttractCard: card kind
  uint8_t tree;   // kPlant: tree kind 0..11
  uint8_t cell;   // kPlant: 0..14
  uint8_t steps;  // kMove
  uint8_t n;      // cards used
  uint8_t n_steals;
  std::array<uint8_t, kNumFireValues> fires;  // kExtinguish: tokens by value
  std::array<uint8_t, kMaxSteals> steals;     // kMove: VictoryKind each
  std::array<uint8_t, kMaxOwned> cards;       // shuffles: top first

  bool operator==(const Event&) const = default;
};

inline bool IsChance(EventType type) {
  return type == EventType::kShuffleDeck || type == EventType::kShuffleStack ||
         type == EventType::kReshuffle;
}

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_EVENT_H_
