// RootRules: the Rules class TypedMatch<RootRules> (engine/core/typed_match.h)
// drives. Immutable once built for one configuration; shared by every copy of
// a match; thread-safe.
//
//   auto rules = std::make_shared<const RootRules>(setup);
//   TypedMatch<RootRules> match(game, rules, rules->Initial());
#ifndef ARBITER_ENGINE_ROOT_RULES_H_
#define ARBITER_ENGINE_ROOT_RULES_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/random/bit_gen_ref.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/log.pb.h"
#include "engine/root/codec.h"
#include "engine/root/digest.h"
#include "engine/root/event.h"
#include "engine/root/legal.h"
#include "engine/root/reducer.h"
#include "engine/root/rule_ids.h"
#include "engine/root/state.h"
#include "engine/root/wire_codec.h"

namespace arbiter::root {

class RootRules {
 public:
  using State = ::arbiter::root::State;
  using Event = ::arbiter::root::Event;
  static constexpr RuleRef kGameOverRule = rules::kGameOver;

  explicit RootRules(const MatchSetup& setup) : setup_(setup) {}

  State Initial() const { return NewInitialState(setup_); }
  const MatchSetup& setup() const { return setup_; }

  int players() const { return setup_.players; }
  absl::StatusOr<Event> Decode(const pb::Event& event) const { return DecodeEvent(event); }
  // The verifier's fast path (engine/core/typed_match.h): the body's bytes
  // decoded without protobuf; false leaves the event to Decode().
  static constexpr int kEventBodyField = pb::Event::kRootFieldNumber;
  bool DecodeWire(absl::string_view body, Event* out) const {
    return DecodeEventWire(body, out);  // inline: per event
  }
  void Encode(const Event& event, pb::Event* out) const;
  absl::StatusOr<State> Apply(const State& state, const Event& event) const;
  absl::Status ApplyInPlace(State* state, const Event& event) const {
    return ::arbiter::root::ApplyInPlace(state, event);  // inline: per event
  }
  void LegalEvents(const State& state, absl::FunctionRef<void(const Event&)> sink) const;
  Event SampleChance(const State& state, absl::BitGenRef rng) const;
  int Actor(const State& state) const { return ActorOf(state); }  // inline: asked per event
  // ActorOfAnyCase's kTerminalActor case, the only one.
  bool IsOver(const State& s) const { return s.phase == Phase::kGameOver || s.winner >= 0; }
  int EventActor(const Event& event) const;
  bool EndedByLimit(const State& state) const { return state.ended_by_limit; }
  uint64_t Digest(const State& state) const;
  void AddDigest(const State& state, DigestBuilder& d) const { AddStateDigest(state, d); }
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
  MatchSetup setup_;
};

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_RULES_H_
