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

// Their Event fields do not overlap (proto/arbiter/root.proto), so the
// order only decides who is asked first: the Vagabond's bodies are the most
// common of these in the corpus.
constexpr FactionCodec kCodecs[] = {
    {&vagabond::DecodeEvent, &vagabond::EncodeEvent, &vagabond::DecodeWire},
    {&company::DecodeEvent, &company::EncodeEvent, &company::DecodeWire},
    {&lizard::DecodeEvent, &lizard::EncodeEvent, &lizard::DecodeWire},
    {&mechanical::DecodeEvent, &mechanical::EncodeEvent, &mechanical::DecodeWire},
};

}  // namespace

absl::Span<const FactionCodec> FactionCodecs() { return kCodecs; }

}  // namespace arbiter::root
