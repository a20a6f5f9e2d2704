#include "tests/testing/battery.h"

#include <optional>
#include <random>
#include <string>
#include <vector>

#include "absl/random/distributions.h"
#include "absl/strings/str_format.h"
#include "engine/core/legal_events.h"
#include "engine/core/registry.h"
#include "engine/core/rejection.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/message.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "verifier/core/invariant.h"
#include "verifier/core/verify.h"

namespace arbiter::testing {
namespace {

using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::Reflection;

bool IsPowerOfTwo(int n) { return n > 0 && (n & (n - 1)) == 0; }

// Changes one scalar field somewhere inside the event body, chosen by `rng`.
// Returns false when the event has no scalar field to change.
bool MutateOneField(Message* message, std::mt19937_64& rng) {
  std::vector<const FieldDescriptor*> fields;
  const Reflection* reflection = message->GetReflection();
  reflection->ListFields(*message, &fields);
  if (fields.empty()) return false;
  const FieldDescriptor* field =
      fields[absl::Uniform<size_t>(rng, 0, fields.size())];
  if (field->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE) {
    if (field->is_repeated()) {
      int n = reflection->FieldSize(*message, field);
      return MutateOneField(reflection->MutableRepeatedMessage(
                                message, field, absl::Uniform(rng, 0, n)),
                            rng);
    }
    return MutateOneField(reflection->MutableMessage(message, field), rng);
  }
  int delta = absl::Uniform(absl::IntervalClosed, rng, 1, 3);
  auto bump = [&](int64_t v) { return v + (absl::Bernoulli(rng, 0.5) ? delta : -delta); };
  int index = field->is_repeated()
                  ? absl::Uniform(rng, 0, reflection->FieldSize(*message, field))
                  : -1;
  switch (field->cpp_type()) {
    case FieldDescriptor::CPPTYPE_UINT32: {
      uint32_t v = index < 0 ? reflection->GetUInt32(*message, field)
                             : reflection->GetRepeatedUInt32(*message, field, index);
      uint32_t nv = static_cast<uint32_t>(bump(v));
      index < 0 ? reflection->SetUInt32(message, field, nv)
                : reflection->SetRepeatedUInt32(message, field, index, nv);
      return true;
    }
    case FieldDescriptor::CPPTYPE_INT32: {
      int32_t v = index < 0 ? reflection->GetInt32(*message, field)
                            : reflection->GetRepeatedInt32(*message, field, index);
      index < 0 ? reflection->SetInt32(message, field, static_cast<int32_t>(bump(v)))
                : reflection->SetRepeatedInt32(message, field, index,
                                               static_cast<int32_t>(bump(v)));
      return true;
    }
    case FieldDescriptor::CPPTYPE_ENUM: {
      int v = index < 0 ? reflection->GetEnumValue(*message, field)
                        : reflection->GetRepeatedEnumValue(*message, field, index);
      int nv = static_cast<int>(bump(v));
      index < 0 ? reflection->SetEnumValue(message, field, nv)
                : reflection->SetRepeatedEnumValue(message, field, index, nv);
      return true;
    }
    case FieldDescriptor::CPPTYPE_BOOL:
      if (index < 0) {
        reflection->SetBool(message, field, !reflection->GetBool(*message, field));
      } else {
        reflection->SetRepeatedBool(
            message, field, index,
            !reflection->GetRepeatedBool(*message, field, index));
      }
      return true;
    default:
      return false;
  }
}

class Playout {
 public:
  Playout(const Game& game, int players, uint64_t seed,
          const std::map<std::string, std::string>& variant,
          const BatteryOptions& options)
      : game_(game), seed_(seed), options_(options), rng_(seed) {
    PlayOptions play;
    play.players = players;
    play.seed = seed;
    play.flags.insert(variant.begin(), variant.end());
    absl::StatusOr<pb::Header> header = game.MakeHeader(play);
    if (!header.ok()) {
      ADD_FAILURE() << "MakeHeader: " << header.status();
      return;
    }
    *log_.mutable_header() = *header;
    log_.mutable_header()->set_match_id(absl::StrFormat("battery-%d", seed));
    absl::StatusOr<std::unique_ptr<Match>> match = game.NewMatch(log_.header());
    if (!match.ok()) {
      ADD_FAILURE() << "NewMatch: " << match.status();
      return;
    }
    match_ = *std::move(match);
  }

  // Plays to the end; returns false after the first failure.
  bool Run() {
    if (match_ == nullptr) return false;
    while (!match_->IsTerminal()) {
      if (step_ >= options_.max_events) {
        return Fail("the game did not end within the event bound");
      }
      // A game may answer IsTerminal without computing the actor
      // (typed_match.h IsOver); the two must agree everywhere.
      if (match_->Actor() == kTerminalActor) return Fail("terminal actor, IsTerminal false");
      if (!Step()) return false;
      ++step_;
    }
    if (match_->Actor() != kTerminalActor) return Fail("IsTerminal, but an actor remains");
    return Finish();
  }

 private:
  std::string Where(const pb::Event* event) const {
    return absl::StrFormat("\n  game %s seed %d step %d\n  header: %s%s\n  state:\n%s",
                           game_.info().name, seed_, step_,
                           log_.header().ShortDebugString(),
                           event ? absl::StrCat("\n  event: ", match_->EventText(*event),
                                                " {", event->ShortDebugString(), "}")
                                 : "",
                           match_->StateText());
  }
  bool Fail(const std::string& what, const pb::Event* event = nullptr) {
    ADD_FAILURE() << what << Where(event);
    return false;
  }

  bool Step() {
    const uint64_t digest_before = match_->Digest();
    std::vector<pb::Event> legal;
    match_->ListLegalEvents(&legal);
    if (match_->CountLegalEvents() != static_cast<int>(legal.size())) {
      return Fail("CountLegalEvents disagrees with ListLegalEvents");
    }
    std::vector<pb::Event> again;
    match_->ListLegalEvents(&again);
    for (size_t i = 0; i < legal.size(); ++i) {
      if (legal[i].SerializeAsString() != again[i].SerializeAsString()) {
        return Fail("legal events are not listed in one deterministic order");
      }
    }
    if (!CheckNativeList(legal)) return false;
    pb::Event chosen;
    int chosen_native = 0;  // the same event in native_
    if (match_->Actor() == kChanceActor) {
      std::mt19937_64 same_draws = rng_;
      absl::StatusOr<pb::Event> drawn = match_->SampleChance(rng_);
      if (!drawn.ok()) return Fail(absl::StrCat("SampleChance: ", drawn.status().ToString()));
      chosen = *drawn;
      if (!match_->SampleChance(same_draws, &native_).ok() || same_draws != rng_ ||
          native_.size() != 1 || !EncodesTo(0, chosen)) {
        return Fail("the native SampleChance drew another outcome", &chosen);
      }
    } else {
      if (legal.empty()) return Fail("no legal event at a non-terminal decision point");
      if (match_->SampleChance(rng_).ok()) {
        return Fail("SampleChance succeeded at a decision point");
      }
      if (match_->SampleChance(rng_, &native_).ok() || !native_.empty()) {
        return Fail("the native SampleChance succeeded at a decision point");
      }
      match_->ListLegal(&native_);
      chosen_native = static_cast<int>(absl::Uniform<size_t>(rng_, 0, legal.size()));
      chosen = legal[chosen_native];
    }
    if (!CheckListedAccepted(legal)) return false;
    if (!CheckMutations(chosen, legal)) return false;
    if (match_->Digest() != digest_before) {
      return Fail("trying events changed the state");
    }

    // Text-format round trip of the event.
    std::string text;
    google::protobuf::TextFormat::PrintToString(chosen, &text);
    pb::Event parsed;
    if (!google::protobuf::TextFormat::ParseFromString(text, &parsed) ||
        parsed.SerializeAsString() != chosen.SerializeAsString()) {
      return Fail("event does not survive the text round trip", &chosen);
    }

    std::unique_ptr<Match> copy = match_->Clone();
    std::unique_ptr<Match> unguarded = match_->Clone();
    std::unique_ptr<Match> native = match_->Clone();
    absl::Status applied = match_->Apply(chosen);
    if (!applied.ok()) {
      return Fail(absl::StrCat("chosen event rejected: ", applied.ToString()), &chosen);
    }
    if (!native->ApplyLegal(native_, chosen_native).ok() ||
        native->Digest() != match_->Digest()) {
      return Fail("the native event gave another digest than its message", &chosen);
    }
    if (copy->Digest() != digest_before) {
      return Fail("an earlier state changed after a later event", &chosen);
    }
    if (!copy->Apply(chosen).ok() || copy->Digest() != match_->Digest()) {
      return Fail("the same event on a copy gave another digest", &chosen);
    }
    if (!unguarded->ApplyWithoutRollback(chosen).ok() ||
        unguarded->Digest() != match_->Digest()) {
      return Fail("ApplyWithoutRollback gave another digest than Apply", &chosen);
    }
    if (absl::Status st = match_->CheckConsistency(); !st.ok()) {
      return Fail(absl::StrCat("CheckConsistency: ", st.ToString()), &chosen);
    }
    // Every single check, without the fused one, then the fused one alone:
    // CheckInvariants would trust a fused "all hold" without the singles.
    const absl::string_view game_name = match_->game().info().name;
    if (absl::Status st = NameBrokenInvariant(*match_, InvariantsFor(game_name),
                                              /*fast_path_said_no=*/false);
        !st.ok()) {
      return Fail(absl::StrCat("invariant: ", st.ToString()), &chosen);
    }
    if (AllInvariantsHold fast = FastPathFor(game_name); fast != nullptr && !fast(*match_)) {
      return Fail("the fused invariant check disagrees with the single ones", &chosen);
    }
    *log_.add_events() = chosen;
    if (step_ < 8 || IsPowerOfTwo(step_)) return CheckSnapshotAndFold();
    return true;
  }

  // The native list (Match::ListLegal) is the message list: the same
  // events in the same order, with the same text.
  bool CheckNativeList(const std::vector<pb::Event>& legal) {
    match_->ListLegal(&native_);
    if (native_.size() != static_cast<int>(legal.size())) {
      return Fail(absl::StrFormat("ListLegal lists %d events, ListLegalEvents %d",
                                  native_.size(), legal.size()));
    }
    for (int i = 0; i < native_.size(); ++i) {
      if (!EncodesTo(i, legal[i])) {
        return Fail(absl::StrFormat("native legal event %d encodes to another message", i),
                    &legal[i]);
      }
      if (match_->LegalEventText(native_, i) != match_->EventText(legal[i])) {
        return Fail(absl::StrFormat("native legal event %d has another text", i), &legal[i]);
      }
    }
    return true;
  }
  bool EncodesTo(int i, const pb::Event& message) const {
    pb::Event encoded;
    match_->EncodeLegal(native_, i, &encoded);
    return encoded.SerializeAsString() == message.SerializeAsString();
  }

  bool CheckListedAccepted(const std::vector<pb::Event>& legal) {
    size_t n = legal.size();
    size_t checks = std::min<size_t>(n, options_.max_listed_checks);
    for (size_t k = 0; k < checks; ++k) {
      size_t i = n <= static_cast<size_t>(options_.max_listed_checks)
                     ? k
                     : absl::Uniform<size_t>(rng_, 0, n);
      std::unique_ptr<Match> trial = match_->Clone();
      absl::Status status = trial->Apply(legal[i]);
      if (!status.ok()) {
        return Fail(absl::StrCat("a listed event was rejected: ", status.ToString()),
                    &legal[i]);
      }
    }
    return true;
  }

  bool CheckMutations(const pb::Event& chosen, const std::vector<pb::Event>& legal) {
    for (int attempt = 0; attempt < 3; ++attempt) {
      pb::Event mutated = chosen;
      mutated.clear_checkpoint();
      if (!MutateOneField(&mutated, rng_)) return true;
      std::unique_ptr<Match> trial = match_->Clone();
      absl::Status status = trial->Apply(mutated);
      if (!status.ok()) {
        if (status.code() != absl::StatusCode::kInvalidArgument &&
            status.code() != absl::StatusCode::kFailedPrecondition) {
          return Fail(absl::StrCat("mutated event rejected with an unexpected code: ",
                                   status.ToString()), &mutated);
        }
        if (!GetRejection(status).has_value()) {
          return Fail(absl::StrCat("rejection without a rule id: ", status.ToString()),
                      &mutated);
        }
        if (trial->Digest() != match_->Digest()) {
          return Fail("a rejected event changed the state", &mutated);
        }
        // The same verdict without the rollback (the state after it is
        // unspecified, so only the verdict is compared).
        absl::Status unguarded = match_->Clone()->ApplyWithoutRollback(mutated);
        std::optional<Rejection> why = GetRejection(unguarded);
        if (unguarded.code() != status.code() || !why.has_value() ||
            why->rule_id != GetRejection(status)->rule_id) {
          return Fail(absl::StrCat("ApplyWithoutRollback disagrees with Apply: ",
                                   unguarded.ToString(), " vs ", status.ToString()),
                      &mutated);
        }
        continue;
      }
      // Accepted: it must mean the same as some listed event (a chance
      // outcome at a point where outcomes are not listed is its own).
      if (match_->Actor() == kChanceActor && legal.empty()) continue;
      bool equivalent = false;
      for (const pb::Event& e : legal) {
        std::unique_ptr<Match> other = match_->Clone();
        if (other->Apply(e).ok() && other->Digest() == trial->Digest()) {
          equivalent = true;
          break;
        }
      }
      if (!equivalent) {
        return Fail("an unlisted event was accepted", &mutated);
      }
    }
    return true;
  }

  bool CheckSnapshotAndFold() {
    pb::Snapshot snapshot = match_->ToSnapshot();
    std::string bytes = snapshot.SerializeAsString();
    pb::Snapshot parsed;
    if (!parsed.ParseFromString(bytes)) return Fail("snapshot does not parse");
    absl::StatusOr<std::unique_ptr<Match>> restored = game_.NewMatch(log_.header());
    if (!restored.ok()) return Fail("NewMatch failed on replay");
    if (absl::Status st = (*restored)->RestoreSnapshot(parsed); !st.ok()) {
      return Fail(absl::StrCat("RestoreSnapshot: ", st.ToString()));
    }
    if ((*restored)->Digest() != match_->Digest()) {
      return Fail("snapshot round trip changed the digest");
    }
    absl::StatusOr<std::unique_ptr<Match>> folded =
        ReplayPrefix(log_, log_.events_size());
    if (!folded.ok()) return Fail(absl::StrCat("fold: ", folded.status().ToString()));
    if ((*folded)->Digest() != match_->Digest()) {
      return Fail("folding the prefix from scratch differs from the live state");
    }
    return true;
  }

  bool Finish() {
    if (match_->CountLegalEvents() != 0) {
      return Fail("legal events listed after the end");
    }
    if (match_->Winners().empty() && !match_->EndedByLimit()) {
      return Fail("a finished game without winners");
    }
    VerifyOptions verify;
    verify.check_consistency = true;
    verify.require_complete = true;
    Report report = VerifyLog(log_, verify);
    if (!report.ok()) {
      return Fail(absl::StrFormat("the verifier rejects the recorded log at "
                                  "event %d: %s: %s",
                                  report.failure->event_index,
                                  report.failure->rule_id,
                                  report.failure->reason));
    }
    if (report.final_digest != match_->Digest()) {
      return Fail("the verifier's final digest differs");
    }
    // Any event after the end is refused with a rule id.
    if (log_.events_size() > 0) {
      std::unique_ptr<Match> after = match_->Clone();
      absl::Status status = after->Apply(log_.events(log_.events_size() - 1));
      if (status.ok() || !GetRejection(status).has_value()) {
        return Fail("an event after the end was not rejected with a rule id");
      }
    }
    return true;
  }

  const Game& game_;
  const uint64_t seed_;
  const BatteryOptions& options_;
  std::mt19937_64 rng_;
  LegalEvents native_;  // the native list or draw of the current step
  pb::MatchLog log_;
  std::unique_ptr<Match> match_;
  int step_ = 0;
};

}  // namespace

void RunGameBattery(absl::string_view game_name, const BatteryOptions& options) {
  const Game* game = FindGame(game_name);
  ASSERT_NE(game, nullptr) << "no game registered as " << game_name;
  const GameInfo& info = game->info();
  EXPECT_EQ(info.name, game_name);
  EXPECT_LE(info.min_seats, info.max_seats);
  EXPECT_GE(info.min_seats, 1);
  EXPECT_FALSE(InvariantsFor(info.name).empty())
      << game_name << " registers no invariant catalogue";
  int seats = info.max_seats - info.min_seats + 1;
  for (int i = 0; i < options.playouts; ++i) {
    int players = info.min_seats + i % seats;
    static const std::map<std::string, std::string> kDefaults;
    const auto& variant = options.variants.empty()
                              ? kDefaults
                              : options.variants[i % options.variants.size()];
    Playout playout(*game, players, options.seed + i, variant, options);
    if (!playout.Run()) return;  // one reproducible failure is enough
  }
}

}  // namespace arbiter::testing
