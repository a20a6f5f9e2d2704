#include "replay/seat_record.h"

#include <algorithm>
#include <memory>

#include "absl/strings/str_cat.h"
#include "engine/core/registry.h"
#include "google/protobuf/descriptor.h"
#include "replay/view_edits.h"
#include "verifier/core/verify.h"

namespace arbiter {

std::string EventKindName(const pb::Event& event) {
  const google::protobuf::Reflection* reflection = event.GetReflection();
  const google::protobuf::OneofDescriptor* body = event.GetDescriptor()->FindOneofByName("body");
  const google::protobuf::FieldDescriptor* game =
      body == nullptr ? nullptr : reflection->GetOneofFieldDescriptor(event, body);
  if (game == nullptr) return "event";
  const google::protobuf::Message& inner = reflection->GetMessage(event, game);
  const google::protobuf::Descriptor* descriptor = inner.GetDescriptor();
  for (int i = 0; i < descriptor->oneof_decl_count(); ++i) {
    const google::protobuf::FieldDescriptor* kind =
        inner.GetReflection()->GetOneofFieldDescriptor(inner, descriptor->oneof_decl(i));
    if (kind != nullptr) return std::string(kind->name());
  }
  return std::string(game->name());
}

absl::StatusOr<pb::MatchLog> MakeSeatRecord(const pb::MatchLog& log, int seat) {
  if (log.has_seat_record()) {
    return absl::FailedPreconditionError("the log is already a seat's record");
  }
  const Game* game = FindGame(log.header().game());
  if (game == nullptr) {
    return absl::NotFoundError(absl::StrCat("unknown game '", log.header().game(), "'"));
  }
  absl::StatusOr<std::unique_ptr<Match>> made = game->NewMatch(log.header());
  if (!made.ok()) return made.status();
  Match& match = **made;
  absl::StatusOr<std::string> view = match.SeatText(seat);
  if (!view.ok()) return view.status();

  // The verifier decides where the record ends: a rule or an invariant
  // broken at event k leaves the first k events.
  const Report report = VerifyLog(log, VerifyOptions{});
  int end = log.events_size();
  pb::MatchLog out;
  *out.mutable_header() = log.header();
  // The seed that chose the events also chose every shuffle.
  out.mutable_header()->mutable_provenance()->clear_generator_seed();
  pb::SeatRecord& record = *out.mutable_seat_record();
  record.set_seat(static_cast<uint32_t>(seat));
  record.set_source_events(static_cast<uint32_t>(log.events_size()));
  if (!report.ok()) {
    end = static_cast<int>(std::clamp<int64_t>(report.failure->event_index, 0, end));
    record.set_failed_rule_id(report.failure->rule_id);
  }
  std::string before = *view;
  record.set_initial_view(*std::move(view));
  for (int i = 0; i < end; ++i) {
    const pb::Event& event = log.events(i);
    pb::SeatRecord::Step& step = *record.add_steps();
    const int actor = match.EventActor(event);
    step.set_actor(actor);
    if (match.EventHiddenFrom(event, seat)) {
      step.set_hidden(true);
      step.set_text(absl::StrCat(EventKindName(event), " (hidden from seat ", seat, ")"));
    } else {
      step.set_text(match.EventText(event));
      *step.mutable_event() = event;
      step.mutable_event()->clear_checkpoint();
    }
    if (absl::Status applied = match.Apply(event); !applied.ok()) {
      // The verifier accepted this prefix; a disagreement is a bug here.
      return absl::InternalError(absl::StrCat("event ", i, " was verified but not applied: ",
                                              applied.message()));
    }
    absl::StatusOr<std::string> after = match.SeatText(seat);
    if (!after.ok()) return after.status();
    // Whole only where the edits would not be shorter (an empty view is
    // always edits: an empty `view` means "edited").
    LineEdits edits = DiffLines(before, *after);
    size_t edit_bytes = 0;
    for (const pb::SeatRecord::LineEdit& edit : edits) edit_bytes += edit.ByteSizeLong();
    if (!after->empty() && after->size() <= edit_bytes) {
      step.set_view(*after);
    } else {
      *step.mutable_view_edits() = std::move(edits);
    }
    before = *std::move(after);
    for (int64_t score : match.Scores()) step.add_scores(score);
  }
  return out;
}

absl::StatusOr<std::string> SeatViewAfterStep(const std::string& before,
                                              const pb::SeatRecord::Step& step) {
  if (!step.view().empty()) return step.view();
  return ApplyLineEdits(before, step.view_edits());
}

absl::StatusOr<std::string> SeatViewAfter(const pb::SeatRecord& record, int steps) {
  if (steps < 0 || steps > record.steps_size()) {
    return absl::OutOfRangeError(
        absl::StrCat("the record has ", record.steps_size(), " steps, not ", steps));
  }
  // From the last whole view at or before `steps`, then its edits onward.
  int from = steps;
  while (from > 0 && record.steps(from - 1).view().empty()) --from;
  std::string view = from == 0 ? record.initial_view() : record.steps(from - 1).view();
  // Each step rebuilds the view whole: a forged record of one huge view
  // and many steps would take hours, so the work is capped far above what
  // any real record needs (a Root game: about 20 MB).
  constexpr uint64_t kMaxRebuiltBytes = uint64_t{1} << 28;
  uint64_t rebuilt = 0;
  for (int i = from; i < steps; ++i) {
    rebuilt += view.size();
    if (rebuilt > kMaxRebuiltBytes) {
      return absl::ResourceExhaustedError(absl::StrCat(
          "seat record step ", i, ": rebuilding the views would copy over ", kMaxRebuiltBytes >> 20,
          " MB; a record this large is not one arbiter redact writes"));
    }
    absl::StatusOr<std::string> edited = SeatViewAfterStep(view, record.steps(i));
    if (!edited.ok()) {
      return absl::DataLossError(absl::StrCat("seat record step ", i, ": ", edited.status().message()));
    }
    view = *std::move(edited);
  }
  return view;
}

}  // namespace arbiter
