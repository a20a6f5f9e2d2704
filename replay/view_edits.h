// Line edits between two texts: how a seat's record (proto
// SeatRecord.Step.view_edits) stores each view as the change from the one
// before, instead of the whole text per event.
#ifndef ARBITER_REPLAY_VIEW_EDITS_H_
#define ARBITER_REPLAY_VIEW_EDITS_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/log.pb.h"
#include "google/protobuf/repeated_ptr_field.h"

namespace arbiter {

using LineEdits = google::protobuf::RepeatedPtrField<pb::SeatRecord::LineEdit>;

// Edits that turn `from` into `to` (ascending, not overlapping). A line is
// the text up to and including "\n"; a last line may lack it. The edits
// are minimal for the changed middle of the texts (longest common
// subsequence of lines) when that middle is small enough to compare line
// by line, else one edit replaces the middle.
LineEdits DiffLines(absl::string_view from, absl::string_view to);

// `from` with `edits` applied. kDataLoss, naming the edit, when an edit is
// out of order, overlaps the one before or reaches past `from`'s lines (a
// damaged or forged record).
absl::StatusOr<std::string> ApplyLineEdits(absl::string_view from, const LineEdits& edits);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_VIEW_EDITS_H_
