// LivingForestRules: the Rules class TypedMatch<> adapts (see
// engine/core/typed_match.h for the contract of each member).
//
//   auto rules = std::make_shared<const LivingForestRules>(/*players=*/3);
//   TypedMatch<LivingForestRules> match(game, rules, rules->Initial());
//
// Immutable once built (it holds only the player count); shared by every copy
// of a match; any thread.
#ifndef ARBITER_ENGINE_LIVING_FOREST_RULES_H_
#define ARBITER_ENGINE_LIVING_FOREST_RULES_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/random/bit_gen_ref.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/log.pb.h"
#include "engine/core/rejection.h"
#include "engine/living_forest/event.h"
#include "engine/living_forest/rule_ids.h"
#include "engine/living_forest/state.h"
#include "engine/living_forest/wire_codec.h"

namespace arbiter::living_forest {

inline constexpr uint32_t kRulesVersion = 1;
inline constexpr absl::string_view kSeedFile = "002_4c65461fc39b03da.txt";

class LivingForestRules {
 public:
  using State = living_forest::State;
  using Event = living_forest::Event;
  static constexpr RuleRef kGameOverRule = rules::kGameOver;

  // REQUIRES: kMinPlayers <= players <= kMaxPlayers.
  explicit LivingForestRules(int players) : players_(players) {}

  State Initial() const;
  int players() const { return players_; }
  absl::StatusOr<Event> Decode(const pb::Event& event) const;
  // The verifier's fast path (engine/core/typed_match.h).
  static constexpr int kEventBodyField = pb::Event::kLivingForestFieldNumber;
  bool DecodeWire(absl::string_view body, Event* out) const {
    return DecodeEventWire(body, players_, out);
  }
  void Encode(const Event& event, pb::Event* out) const;
  absl::StatusOr<State> Apply(const State& state, const Event& event) const;
  // Apply() without returning a state by value: *next holds the current state
  // on entry and the next one on success (unspecified on failure).
  absl::Status ApplyInPlace(State* next, const Event& event) const;
  void LegalEvents(const State& state,
                   absl::FunctionRef<void(const Event&)> emit) const;
  Event SampleChance(const State& state, absl::BitGenRef rng) const;
  int Actor(const State& state) const;
  // ActorOf's kTerminalActor cases: the game is over, or a phase there is not.
  bool IsOver(const State& s) const {
    return s.phase != Phase::kSetup && s.phase != Phase::kGuardian && s.phase != Phase::kAction;
  }
  int EventActor(const Event& event) const;
  bool EndedByLimit(const State&) const { return false; }
  uint64_t Digest(const State& state) const;
  // Per seat: trees + fires + flowers (the seed's tie-break sum).
  std::vector<int64_t> Scores(const State& state) const;
  std::vector<int> Winners(const State& state) const;
  std::string StateText(const State& state) const;
  std::string EventText(const Event& event) const;
  std::string DecisionText(const State& state) const;
  std::string SeatText(const State& state, int seat) const;
  bool EventHiddenFrom(const State& state, const Event& event, int seat) const;
  absl::Status CheckConsistency(const State& state) const;
  void ToSnapshot(const State& state, pb::Snapshot* out) const;
  absl::StatusOr<State> FromSnapshot(const pb::Snapshot& snapshot) const;

 private:
  int players_;
};

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_RULES_H_
