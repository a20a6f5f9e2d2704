// RumbleNationRules: Rumble Nation bound to the TypedMatch interface
// (engine/core/typed_match.h lists the members and their contracts).
//
//   auto rules = std::make_shared<const RumbleNationRules>(3);
//   TypedMatch<RumbleNationRules> match(game, rules, rules->Initial());
//
// Spec: ../shared/seeds/003_7755f114b63b7b37.txt. Configuration: 2, 3 or 4
// players (Header.players); no options; rules version 1.
// Immutable; any number of threads may share one.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_RULES_H_
#define ARBITER_ENGINE_RUMBLE_NATION_RULES_H_

#include <string>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/random/bit_gen_ref.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/log.pb.h"
#include "engine/core/game.h"
#include "engine/rumble_nation/components.h"
#include "engine/rumble_nation/rule_ids.h"
#include "engine/rumble_nation/state.h"
#include "engine/rumble_nation/wire_codec.h"

namespace arbiter::rumble_nation {

class RumbleNationRules {
 public:
  using State = rumble_nation::State;
  using Event = rumble_nation::Event;
  static constexpr RuleRef kGameOverRule = rules::kGameOver;

  // REQUIRES: kMinPlayers <= players <= kMaxPlayers.
  explicit RumbleNationRules(int players)
      : components_(Components::ForPlayers(players)) {}

  const Components& components() const { return components_; }
  State Initial() const;

  int players() const { return components_.players; }
  absl::StatusOr<Event> Decode(const pb::Event& event) const;
  // The verifier's fast path (engine/core/typed_match.h).
  static constexpr int kEventBodyField = pb::Event::kRumbleNationFieldNumber;
  bool DecodeWire(absl::string_view body, Event* out) const {
    return DecodeEventWire(body, components_.players, out);
  }
  void Encode(const Event& event, pb::Event* out) const;
  absl::StatusOr<State> Apply(const State& state, const Event& event) const;
  absl::Status ApplyInPlace(State* state, const Event& event) const;
  void LegalEvents(const State& state,
                   absl::FunctionRef<void(const Event&)> emit) const;
  Event SampleChance(const State& state, absl::BitGenRef rng) const;
  int Actor(const State& state) const;
  // Actor's kTerminalActor case, the only one.
  bool IsOver(const State& s) const { return s.phase == Phase::kOver; }
  int EventActor(const Event& event) const;
  bool EndedByLimit(const State&) const { return false; }
  uint64_t Digest(const State& state) const;
  // Castle chip values held: large chips plus small chips
  // (seed ゲームの終了と勝者).
  std::vector<int64_t> Scores(const State& state) const;
  // Highest total wins; a tie goes to more swords (seed ゲームの終了と勝者).
  std::vector<int> Winners(const State& state) const;
  std::string StateText(const State& state) const;
  std::string EventText(const Event& event) const;
  std::string DecisionText(const State& state) const;
  std::string SeatText(const State& state, int seat) const;
  absl::Status CheckConsistency(const State& state) const;
  void ToSnapshot(const State& state, pb::Snapshot* out) const;
  absl::StatusOr<State> FromSnapshot(const pb::Snapshot& snapshot) const;

 private:
  const Components& components_;
};

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_RULES_H_
