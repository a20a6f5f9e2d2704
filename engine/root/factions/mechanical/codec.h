// The spy cards' events (against the Mechanical Marquise) to and from
// protobuf (proto/arbiter/root.proto, Event fields 90..91), asked by
// engine/root/codec.cc and wire_codec.cc through factions/codec_table.cc.
// Pure functions.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_CODEC_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_CODEC_H_

#include <cstdint>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "arbiter/root.pb.h"
#include "engine/root/event.h"
#include "engine/root/factions/codecs.h"

namespace arbiter::root::mechanical {

// Decodes a spy body into `e`; *handled stays false for another body.
absl::Status DecodeEvent(const pb::root::Event& r, Event& e, bool* handled);
// Encodes a spy event kind; false for any other kind.
bool EncodeEvent(const Event& e, pb::root::Event* r);
// The same bodies straight from the wire, with the same checks; false for
// another field or bytes left to protobuf.
bool DecodeWire(uint32_t field, absl::string_view m, Event& e);
// The Event fields DecodeWire reads (FactionCodec::wire_fields).
inline constexpr WireFields kWireFields = FieldsOf({
    pb::root::Event::kSpyLookFieldNumber,
    pb::root::Event::kSpySwapFieldNumber,
});

}  // namespace arbiter::root::mechanical

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_CODEC_H_
