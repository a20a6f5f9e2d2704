// The Lizard Cult's events to and from protobuf (proto/arbiter/root.proto,
// Event fields 70..74), asked by engine/root/codec.cc through
// factions/codec_table.cc; wire_codec.h reads the same bodies straight from
// the wire. Pure functions.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_CODEC_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_CODEC_H_

#include <string>

#include "absl/status/status.h"
#include "arbiter/root.pb.h"
#include "engine/root/event.h"

namespace arbiter::root::lizard {

// Decodes a Cult body into `e`; *handled false when the body is not one of
// the Cult's.
absl::Status DecodeEvent(const pb::root::Event& r, Event& e, bool* handled);
// Encodes a Cult event kind; false for any other kind.
bool EncodeEvent(const Event& e, pb::root::Event* r);
// FactionRules::event_text: "seat 2: ritual build in clearing 5 with #12 ...".
std::string EventText(const Event& e, const std::string& who);

}  // namespace arbiter::root::lizard

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_CODEC_H_
