// Rumble Nation events between their log form (pb::Event) and the decoded
// form the reducer reads (Event).
//
// Decode checks everything that can be checked without the state: the event
// belongs to this game, names real areas, cards and seats, dice faces 1..6.
// Fields a kind does not use are ignored, so that the decoded event compares
// by meaning. Pure functions; Decode allocates nothing on success.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_CODEC_H_
#define ARBITER_ENGINE_RUMBLE_NATION_CODEC_H_

#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"
#include "engine/rumble_nation/state.h"

namespace arbiter::rumble_nation {

// kInvalidArgument with a rule id (rumble_nation.event.*) when the event
// names something that does not exist for `players` seats.
absl::StatusOr<Event> DecodeEvent(const pb::Event& event, int players);

// Writes `event` into `out` (the body and seat; the checkpoint is left).
void EncodeEvent(const Event& event, pb::Event* out);

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_CODEC_H_
