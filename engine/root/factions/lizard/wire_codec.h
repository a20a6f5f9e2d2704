// The Lizard Cult's event bodies read straight from wire bytes (the fast
// path of engine/root/wire_codec.cc), with exactly the checks codec.cc makes.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_WIRE_CODEC_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_WIRE_CODEC_H_

#include <cstdint>

#include "absl/strings/string_view.h"
#include "engine/root/event.h"
#include "engine/root/factions/codecs.h"

namespace arbiter::root::lizard {

// Decodes body `m` of Event field `field` into `e` (seat already set);
// false for another field, or bytes the fast path leaves to protobuf.
bool DecodeWire(uint32_t field, absl::string_view m, Event& e);
// The Event fields DecodeWire reads (FactionCodec::wire_fields).
inline constexpr WireFields kWireFields = FieldsOf({
    pb::root::Event::kCultSetupFieldNumber,
    pb::root::Event::kCrusadeFieldNumber,
    pb::root::Event::kConvertFieldNumber,
    pb::root::Event::kSanctifyFieldNumber,
    pb::root::Event::kRitualFieldNumber,
});

}  // namespace arbiter::root::lizard

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_WIRE_CODEC_H_
