// TypedMatch<Rules>: turns a game's pure rules into the Match interface.
//
//   class RumbleNationRules { ... };  // the concept below
//   std::unique_ptr<Match> m =
//       std::make_unique<TypedMatch<RumbleNationRules>>(game, rules, state);
//
// A game supplies a Rules class: immutable once built (components for one
// configuration), shared by every copy of a match, with these const members:
//
//   using State = ...;   // flat, trivially copyable value
//   using Event = ...;   // trivially copyable decoded event, with operator==
//   static constexpr RuleRef kGameOverRule;  // rejects events after the end
//   int players() const;
//   absl::StatusOr<Event> Decode(const pb::Event&) const;   // kInvalidArgument
//   void Encode(const Event&, pb::Event*) const;
//   absl::StatusOr<State> Apply(const State&, const Event&) const;  // pure
//   // Optional, the same rules without returning a state by value: *next
//   // holds the current state on entry and the next one on success; on
//   // failure its contents are unspecified and the caller discards them.
//   // When present, matches use it (one state copy per event instead of
//   // three, which matters for states of a kilobyte or more; none at all in
//   // ApplyWithoutRollback).
//   absl::Status ApplyInPlace(State* next, const Event&) const;
//   // Optional, the verifier's fast path (Match::ApplyEventBytesWithoutRollback):
//   // the number of the game's body field in pb::Event, and a decoder of
//   // that field's bytes (engine/core/wire_reader.h). DecodeWire returns
//   // false for anything it does not read; when it returns true, *out equals
//   // what Decode() gives for the same bytes parsed by protobuf.
//   static constexpr int kEventBodyField;
//   bool DecodeWire(absl::string_view body, Event* out) const;
//   // Optional: Actor(state) == kTerminalActor without finding the actor
//   // (IsTerminal() is asked before every event).
//   bool IsOver(const State&) const;
//   void LegalEvents(const State&, absl::FunctionRef<void(const Event&)>) const;
//   Event SampleChance(const State&, absl::BitGenRef) const;  // REQUIRES chance
//   int Actor(const State&) const;        // seat, kChanceActor, kTerminalActor
//   int EventActor(const Event&) const;
//   bool EndedByLimit(const State&) const;
//   uint64_t Digest(const State&) const;
//   // Optional: feeds a DigestBuilder what Digest() mixes, for
//   // Match::RecordDigest (Digest() is then that builder's Finish()).
//   void AddDigest(const State&, DigestBuilder&) const;
//   std::vector<int64_t> Scores(const State&) const;
//   std::vector<int> Winners(const State&) const;
//   std::string StateText(const State&) const;
//   std::string EventText(const Event&) const;
//   // Optional: Match::DecisionText().
//   std::string DecisionText(const State&) const;
//   // Optional: Match::SeatText(), REQUIRES 0 <= seat < players().
//   std::string SeatText(const State&, int seat) const;
//   // Optional: Match::EventHiddenFrom() for a decoded event.
//   bool EventHiddenFrom(const State&, const Event&, int seat) const;
//   absl::Status CheckConsistency(const State&) const;
//   void ToSnapshot(const State&, pb::Snapshot*) const;
//   absl::StatusOr<State> FromSnapshot(const pb::Snapshot&) const;
//
// The driver (verifier, CLI) owns event indices, checkpoints and history; a
// game's Apply only applies rules. Same threading rule as Match.
#ifndef ARBITER_ENGINE_CORE_TYPED_MATCH_H_
#define ARBITER_ENGINE_CORE_TYPED_MATCH_H_

#include <concepts>
#include <memory>
#include <type_traits>
#include <utility>

#include "absl/functional/function_ref.h"
#include "absl/strings/str_cat.h"
#include "engine/core/digest.h"
#include "engine/core/game.h"
#include "engine/core/legal_events.h"
#include "engine/core/rejection.h"

namespace arbiter {

template <typename Rules>
class TypedMatch final : public Match {
 public:
  using State = typename Rules::State;
  using Event = typename Rules::Event;
  static_assert(std::is_trivially_copyable_v<State>,
                "State must be a flat value (STYLE.md house rules)");
  static_assert(std::is_trivially_copyable_v<Event>);

  TypedMatch(const Game& game, std::shared_ptr<const Rules> rules,
             const State& state)
      : game_(game), rules_(std::move(rules)), buffers_{state, state} {}

  const Rules& rules() const { return *rules_; }
  const State& state() const { return buffers_[current_]; }

  // Applies a decoded event; same contract as Apply().
  absl::Status ApplyDecoded(const Event& event) {
    if (IsTerminal()) return RejectAfterEnd();
    if constexpr (kAppliesInPlace) {
      // The spare buffer takes the next state; the current one stays as it
      // was until the event is accepted.
      State& next = buffers_[current_ ^ 1];
      next = buffers_[current_];
      absl::Status status = rules_->ApplyInPlace(&next, event);
      if (status.ok()) current_ ^= 1;
      return status;
    } else {
      absl::StatusOr<State> next = rules_->Apply(state(), event);
      if (!next.ok()) return next.status();
      buffers_[current_] = *next;
      return absl::OkStatus();
    }
  }

  const Game& game() const override { return game_; }

  absl::Status Apply(const pb::Event& event) override {
    absl::StatusOr<Event> decoded = rules_->Decode(event);
    if (!decoded.ok()) return decoded.status();
    return ApplyDecoded(*decoded);
  }

  absl::Status ApplyWithoutRollback(const pb::Event& event) override {
    if constexpr (kAppliesInPlace && sizeof(State) >= kNoRollbackFromBytes) {
      absl::StatusOr<Event> decoded = rules_->Decode(event);
      if (!decoded.ok()) return decoded.status();
      if (IsTerminal()) return RejectAfterEnd();
      return rules_->ApplyInPlace(&buffers_[current_], *decoded);
    } else {
      return Apply(event);
    }
  }

  bool ReadsEventBytes() const override { return kDecodesWire; }

  bool ApplyEventBytesWithoutRollback(int body_field,
                                      absl::string_view body) override {
    if constexpr (kDecodesWire) {
      if (body_field != Rules::kEventBodyField ||
          !rules_->DecodeWire(body, &wire_event_) || IsTerminal()) {
        return false;
      }
      if constexpr (kAppliesInPlace && sizeof(State) >= kNoRollbackFromBytes) {
        return rules_->ApplyInPlace(&buffers_[current_], wire_event_).ok();
      } else {
        return ApplyDecoded(wire_event_).ok();
      }
    } else {
      return false;
    }
  }

  uint64_t Digest() const override { return rules_->Digest(state()); }
  int RecordDigest(absl::Span<uint64_t> buffer) const override {
    if constexpr (requires(const Rules& r, const State& s, DigestBuilder& d) { r.AddDigest(s, d); }) {
      DigestBuilder recording(buffer);
      rules_->AddDigest(state(), recording);
      return recording.overflowed() ? -1 : int(recording.recorded());
    } else {
      return -1;
    }
  }
  bool IsTerminal() const override {
    if constexpr (requires(const Rules& r, const State& s) {
                    { r.IsOver(s) } -> std::same_as<bool>;
                  }) {
      return rules_->IsOver(state());
    } else {
      return rules_->Actor(state()) == kTerminalActor;
    }
  }
  bool EndedByLimit() const override { return rules_->EndedByLimit(state()); }
  int Actor() const override { return rules_->Actor(state()); }
  int EventActor(const pb::Event& event) const override {
    absl::StatusOr<Event> decoded = rules_->Decode(event);
    return decoded.ok() ? rules_->EventActor(*decoded) : kChanceActor;
  }
  int players() const override { return rules_->players(); }

  int CountLegalEvents() const override {
    int n = 0;
    rules_->LegalEvents(state(), [&n](const Event&) { ++n; });
    return n;
  }
  void ListLegalEvents(std::vector<pb::Event>* out) const override {
    rules_->LegalEvents(state(), [&](const Event& e) {
      rules_->Encode(e, &out->emplace_back());
    });
  }
  absl::StatusOr<pb::Event> SampleChance(absl::BitGenRef rng) const override {
    if (Actor() != kChanceActor) {
      return absl::FailedPreconditionError(
          "the next event is a decision, not a chance outcome");
    }
    pb::Event out;
    rules_->Encode(rules_->SampleChance(state(), rng), &out);
    return out;
  }

  void ListLegal(LegalEvents* out) const override {
    std::vector<Event>& events = out->Refill<Event>();
    rules_->LegalEvents(state(), [&events](const Event& e) { events.push_back(e); });
  }
  absl::Status SampleChance(absl::BitGenRef rng, LegalEvents* out) const override {
    std::vector<Event>& events = out->Refill<Event>();
    if (Actor() != kChanceActor) {
      return absl::FailedPreconditionError(
          "the next event is a decision, not a chance outcome");
    }
    events.push_back(rules_->SampleChance(state(), rng));
    return absl::OkStatus();
  }
  absl::Status ApplyLegal(const LegalEvents& events, int i) override {
    const Event* event = Listed(events, i);
    if (event == nullptr) {
      return absl::InvalidArgumentError(absl::StrCat(
          "legal event ", i, " is not in the buffer (", events.size(),
          " events, or another game's)"));
    }
    return ApplyDecoded(*event);
  }
  void EncodeLegal(const LegalEvents& events, int i, pb::Event* out) const override {
    out->Clear();
    if (const Event* event = Listed(events, i)) rules_->Encode(*event, out);
  }
  std::string LegalEventText(const LegalEvents& events, int i) const override {
    const Event* event = Listed(events, i);
    return event == nullptr ? std::string() : rules_->EventText(*event);
  }

  std::vector<int64_t> Scores() const override {
    return rules_->Scores(state());
  }
  std::vector<int> Winners() const override { return rules_->Winners(state()); }
  std::string StateText() const override { return rules_->StateText(state()); }
  std::string EventText(const pb::Event& event) const override {
    absl::StatusOr<Event> decoded = rules_->Decode(event);
    if (!decoded.ok()) {
      return absl::StrCat("<undecodable: ", event.ShortDebugString(), ">");
    }
    return rules_->EventText(*decoded);
  }
  std::string DecisionText() const override {
    if constexpr (requires(const Rules& r, const State& s) {
                    { r.DecisionText(s) } -> std::same_as<std::string>;
                  }) {
      return rules_->DecisionText(state());
    } else {
      return "";
    }
  }
  absl::StatusOr<std::string> SeatText(int seat) const override {
    if constexpr (requires(const Rules& r, const State& s) {
                    { r.SeatText(s, 0) } -> std::same_as<std::string>;
                  }) {
      if (seat < 0 || seat >= players()) {
        return absl::OutOfRangeError(
            absl::StrCat("seat ", seat, ": the match has seats 0 to ", players() - 1));
      }
      return rules_->SeatText(state(), seat);
    } else {
      return Match::SeatText(seat);
    }
  }
  bool EventHiddenFrom(const pb::Event& event, int seat) const override {
    if constexpr (requires(const Rules& r, const State& s, const Event& e) {
                    { r.EventHiddenFrom(s, e, 0) } -> std::same_as<bool>;
                  }) {
      absl::StatusOr<Event> decoded = rules_->Decode(event);
      // An event this game cannot read shows nothing it might hide.
      return !decoded.ok() || rules_->EventHiddenFrom(state(), *decoded, seat);
    } else {
      return Match::EventHiddenFrom(event, seat);
    }
  }
  absl::Status CheckConsistency() const override {
    return rules_->CheckConsistency(state());
  }
  pb::Snapshot ToSnapshot() const override {
    pb::Snapshot snapshot;
    rules_->ToSnapshot(state(), &snapshot);
    snapshot.set_digest(Digest());
    return snapshot;
  }
  absl::Status RestoreSnapshot(const pb::Snapshot& snapshot) override {
    absl::StatusOr<State> restored = rules_->FromSnapshot(snapshot);
    if (!restored.ok()) return restored.status();
    buffers_[current_] = *restored;
    return absl::OkStatus();
  }
  std::unique_ptr<Match> Clone() const override {
    return std::make_unique<TypedMatch>(*this);
  }
  const void* state_type() const override { return TypeTag<State>(); }
  const void* state_address() const override { return &state(); }

 private:
  static constexpr bool kAppliesInPlace = requires(const Rules& r, State* s, const Event& e) {
    { r.ApplyInPlace(s, e) } -> std::same_as<absl::Status>;
  };
  static constexpr bool kDecodesWire =
      requires(const Rules& r, absl::string_view body, Event* e) {
        { r.DecodeWire(body, e) } -> std::same_as<bool>;
        { Rules::kEventBodyField } -> std::convertible_to<int>;
      };
  // Skipping the copy pays for larger states (Living Forest's 1.3 KiB and
  // Root's 528 bytes: verification 7-10% faster in bench/verify_bench); for
  // Rumble Nation's 160 bytes it measured 5% slower, for no reason we could
  // find, so small states keep the copy.
  static constexpr size_t kNoRollbackFromBytes = 512;

  // Event i of a buffer of this game's events, or nullptr.
  static const Event* Listed(const LegalEvents& events, int i) {
    const std::vector<Event>* native = events.template View<Event>();
    if (native == nullptr || i < 0 || i >= static_cast<int>(native->size())) return nullptr;
    return &(*native)[i];
  }

  absl::Status RejectAfterEnd() const {
    return Reject(Rules::kGameOverRule,
                  EndedByLimit() ? "the game was ended by its declared limit"
                                 : "the game is over; no event may follow");
  }

  const Game& game_;
  std::shared_ptr<const Rules> rules_;
  // Two states: the current one and a spare the next event is applied to.
  State buffers_[2];
  int current_ = 0;
  // The fast path's decoded event, kept rather than constructed per event:
  // DecodeWire writes all of it each time.
  Event wire_event_{};
};

// The typed match behind `match`, or nullptr when it is of another game.
template <typename Rules>
const TypedMatch<Rules>* AsTyped(const Match& match) {
  if (match.state_type() != TypeTag<typename Rules::State>()) return nullptr;
  return static_cast<const TypedMatch<Rules>*>(&match);
}

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_TYPED_MATCH_H_
