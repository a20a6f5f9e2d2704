// Living Forest events decoded straight from their wire bytes, for the
// verifier's fast path (engine/core/wire_reader.h, Match::ReadsEventBytes).
//
//   Event e;
//   if (!DecodeEventWire(body, players, &e)) { /* parse with protobuf */ }
//
// `body` is a serialized arbiter.pb.living_forest.Event. True only for the
// plain encoding protobuf writes, with every value one DecodeEvent
// (codec.h) accepts; *e is then exactly what DecodeEvent gives for the same
// bytes. Anything else is false, and protobuf plus DecodeEvent decide.
#ifndef ARBITER_ENGINE_LIVING_FOREST_WIRE_CODEC_H_
#define ARBITER_ENGINE_LIVING_FOREST_WIRE_CODEC_H_

#include "absl/strings/string_view.h"
#include "engine/living_forest/event.h"

namespace arbiter::living_forest {

bool DecodeEventWire(absl::string_view body, int players, Event* e);

}  // namespace arbiter::living_forest

#endif  // ARBITER_ENGINE_LIVING_FOREST_WIRE_CODEC_H_
