// The one list of factions with event bodies of their own (codecs.h).
#include "engine/root/factions/codecs.h"

#include "engine/root/factions/company/codec.h"
#include "engine/root/factions/company/wire_codec.h"
#include "engine/root/factions/lizard/codec.h"
#include "engine/root/factions/lizard/wire_codec.h"
#include "engine/root/factions/mechanical/codec.h"
#include "engine/root/factions/vagabond/codec.h"
#include "engine/root/factions/vagabond/wire_codec.h"

namespace arbiter::root {

namespace {

// Their Event fields do not overlap (proto/arbiter/root.proto; each lists
// its own in wire_fields), so the order does not matter.
constexpr FactionCodec kCodecs[] = {
    {&vagabond::DecodeEvent, &vagabond::EncodeEvent, &vagabond::DecodeWire, vagabond::kWireFields},
    {&company::DecodeEvent, &company::EncodeEvent, &company::DecodeWire, company::kWireFields},
    {&lizard::DecodeEvent, &lizard::EncodeEvent, &lizard::DecodeWire, lizard::kWireFields},
    {&mechanical::DecodeEvent, &mechanical::EncodeEvent, &mechanical::DecodeWire, mechanical::kWireFields},
};

}  // namespace

absl::Span<const FactionCodec> FactionCodecs() { return kCodecs; }

}  // namespace arbiter::root
