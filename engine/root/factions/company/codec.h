// The Riverfolk Company's events to and from protobuf
// (proto/arbiter/root.proto, Event fields 80..88 and 100), asked by
// engine/root/codec.cc through factions/codec_table.cc; wire_codec.h reads
// the same bodies straight from the wire. Pure functions.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_CODEC_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_CODEC_H_

#include "absl/status/status.h"
#include "arbiter/root.pb.h"
#include "engine/root/event.h"

namespace arbiter::root::company {

// Decodes a Company body into `e`; *handled stays false for another body.
absl::Status DecodeEvent(const pb::root::Event& r, Event& e, bool* handled);
// Encodes a Company event kind; false for any other kind.
bool EncodeEvent(const Event& e, pb::root::Event* r);

}  // namespace arbiter::root::company

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_CODEC_H_
