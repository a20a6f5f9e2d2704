// Rumble Nation events decoded straight from their wire bytes, for the
// verifier's fast path (engine/core/wire_reader.h, Match::ReadsEventBytes).
//
//   Event e;
//   if (!DecodeEventWire(body, players, &e)) { /* parse with protobuf */ }
//
// `body` is a serialized arbiter.pb.rumble_nation.Event. True only for the
// plain encoding protobuf writes, with every value DecodeEvent (codec.h)
// accepts; *e is then exactly what DecodeEvent gives for the same bytes.
// Anything else is false, and protobuf plus DecodeEvent decide.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_WIRE_CODEC_H_
#define ARBITER_ENGINE_RUMBLE_NATION_WIRE_CODEC_H_

#include "absl/strings/string_view.h"
#include "engine/rumble_nation/state.h"

namespace arbiter::rumble_nation {

bool DecodeEventWire(absl::string_view body, int players, Event* e);

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_WIRE_CODEC_H_
