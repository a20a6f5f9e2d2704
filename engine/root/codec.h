// pb::root::Event <-> the native Event (event.h), and the header's Config.
// Decoding checks form only (fields present, numbers in range for their
// type); the reducer checks legality. Thread-safe: pure functions.
#ifndef ARBITER_ENGINE_ROOT_CODEC_H_
#define ARBITER_ENGINE_ROOT_CODEC_H_

#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"
#include "arbiter/root.pb.h"
#include "engine/root/event.h"
#include "engine/root/reducer.h"

namespace arbiter::root {

// kInvalidArgument (rule root.event.malformed) when the event is not a Root
// event or a field cannot name anything (card 99, clearing 0).
absl::StatusOr<Event> DecodeEvent(const pb::Event& event);
void EncodeEvent(const Event& e, pb::Event* out);

// kInvalidArgument naming the bad field.
absl::StatusOr<MatchSetup> DecodeConfig(const pb::Header& header);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_CODEC_H_
