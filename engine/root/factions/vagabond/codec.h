// The Vagabond's events to and from protobuf (proto/arbiter/root.proto,
// Event fields 40..59), asked by engine/root/codec.cc through
// factions/codec_table.cc. Pure functions.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_CODEC_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_CODEC_H_

#include "absl/status/status.h"
#include "arbiter/root.pb.h"
#include "engine/root/event.h"

namespace arbiter::root::vagabond {

// The most allied warriors one move may name (no faction has more).
inline constexpr uint32_t kMaxAlliedWarriors = 25;

// Decodes a Vagabond body into `e` (which holds kind kNone on entry); false
// when the body is not one of the Vagabond's (*handled stays false).
absl::Status DecodeEvent(const pb::root::Event& r, Event& e, bool* handled);
// Encodes a Vagabond event kind; false for any other kind.
bool EncodeEvent(const Event& e, pb::root::Event* r);

}  // namespace arbiter::root::vagabond

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_CODEC_H_
