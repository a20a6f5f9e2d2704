// Conversion between pb::Event (the log) and the native Event.
// Decode never trusts the message: every id is range-checked, so the reducer
// can index tables with it. Pure; any thread.
#ifndef ARBITER_ENGINE_LIVING_FOREST_CODEC_H_
#define ARBITER_ENGINE_LIVING_FOREST_CODEC_H_

#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"
#include "engine/living_forest/event.h"

namespace arbiter::living_forest {

// kInvalidArgument (with a living_forest.event.* rule id) when the event is
// of another game, has no body, or names a seat, card, tree, space, level or
// count that does not exist for `players`.
absl::StatusOr<Event> DecodeEvent(const pb::Event& in, int players);

// `out` gets exactly the fields of `event` (any checkpoint is kept).
void EncodeEvent(const Event& event, pb::Event* out);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_CODEC_H_
