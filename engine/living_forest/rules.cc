#include "engine/living_forest/rules.h"

#include "engine/core/game.h"
#include "engine/living_forest/codec.h"
#include "engine/living_forest/consistency.h"
#include "engine/living_forest/derived.h"
#include "engine/living_forest/digest.h"
#include "engine/living_forest/legal.h"
#include "engine/living_forest/notation.h"
#include "engine/living_forest/reducer.h"
#include "engine/living_forest/setup.h"
#include "engine/living_forest/snapshot.h"

namespace arbiter::living_forest {

State LivingForestRules::Initial() const { return InitialState(players_); }

absl::StatusOr<Event> LivingForestRules::Decode(const pb::Event& event) const {
  return DecodeEvent(event, players_);
}

void LivingForestRules::Encode(const Event& event, pb::Event* out) const {
  EncodeEvent(event, out);
}

absl::StatusOr<State> LivingForestRules::Apply(const State& state,
                                               const Event& event) const {
  return living_forest::Apply(state, event);
}

absl::Status LivingForestRules::ApplyInPlace(State* next,
                                             const Event& event) const {
  return living_forest::ApplyInPlace(*next, event);
}

void LivingForestRules::LegalEvents(
    const State& state, absl::FunctionRef<void(const Event&)> emit) const {
  living_forest::LegalEvents(state, emit);
}

Event LivingForestRules::SampleChance(const State& state,
                                      absl::BitGenRef rng) const {
  return SampleShuffle(state, rng);
}

int LivingForestRules::Actor(const State& state) const { return ActorOf(state); }

int LivingForestRules::EventActor(const Event& event) const {
  return IsChance(event.type) ? kChanceActor : event.seat;
}

uint64_t LivingForestRules::Digest(const State& state) const {
  return StateDigest(state);
}

std::vector<int64_t> LivingForestRules::Scores(const State& state) const {
  std::vector<int64_t> scores;
  for (int seat = 0; seat < state.players; ++seat) {
    const auto c = Categories(state.p[seat]);
    scores.push_back(c[0] + c[1] + c[2]);
  }
  return scores;
}

std::vector<int> LivingForestRules::Winners(const State& state) const {
  std::vector<int> winners;
  if (state.phase != Phase::kGameOver) return winners;
  for (int seat = 0; seat < state.players; ++seat) {
    if (state.winners_mask >> seat & 1) winners.push_back(seat);
  }
  return winners;
}

std::string LivingForestRules::StateText(const State& state) const {
  return living_forest::StateText(state);
}

std::string LivingForestRules::EventText(const Event& event) const {
  return living_forest::EventText(event);
}
std::string LivingForestRules::SeatText(const State& state, int seat) const {
  return ::arbiter::living_forest::SeatText(state, seat);
}
// 002 準備 (decks and guardian stacks shuffled face down): no
// seat sees an order.
bool LivingForestRules::EventHiddenFrom(const State&, const Event& event, int) const {
  return event.type == EventType::kShuffleDeck || event.type == EventType::kShuffleStack ||
         event.type == EventType::kReshuffle;
}
std::string LivingForestRules::DecisionText(const State& state) const {
  return ::arbiter::living_forest::DecisionText(state);
}

absl::Status LivingForestRules::CheckConsistency(const State& state) const {
  return CheckConservation(state);
}

void LivingForestRules::ToSnapshot(const State& state, pb::Snapshot* out) const {
  out->set_game("living_forest");
  out->set_rules_version(kRulesVersion);
  StateToProto(state, out->mutable_living_forest());
}

absl::StatusOr<State> LivingForestRules::FromSnapshot(
    const pb::Snapshot& snapshot) const {
  if (snapshot.state_case() != pb::Snapshot::kLivingForest) {
    return absl::InvalidArgumentError("snapshot: not a living_forest state");
  }
  return StateFromProto(snapshot.living_forest(), players_);
}

}  // namespace arbiter::living_forest
