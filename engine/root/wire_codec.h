// Root events decoded straight from their wire bytes, for the verifier's
// fast path (engine/core/wire_reader.h, Match::ApplyEventBytesWithoutRollback).
//
//   Event e;
//   if (!DecodeEventWire(body, &e)) { /* parse with protobuf, DecodeEvent */ }
//
// Thread-safe: a pure function. Allocates nothing.
#ifndef ARBITER_ENGINE_ROOT_WIRE_CODEC_H_
#define ARBITER_ENGINE_ROOT_WIRE_CODEC_H_

#include "absl/strings/string_view.h"
#include "engine/root/event.h"

namespace arbiter::root {

// `body` is a serialized arbiter.pb.root.Event (the bytes of field `root` of
// arbiter.pb.Event). True only when the bytes are laid out as protobuf writes
// them (the seat, then one body; each field at most once, with its declared
// wire type, repeated fields packed, varints below 2^32; padded varints and
// explicit zeros read as protobuf reads them) and DecodeEvent (codec.h)
// accepts what protobuf parses from them;
// *out is then exactly the Event DecodeEvent gives. False for anything else,
// including bytes DecodeEvent would accept (an unknown field, say): the
// caller then parses with protobuf and DecodeEvent decides. On false *out is
// unspecified.
bool DecodeEventWire(absl::string_view body, Event* out);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_WIRE_CODEC_H_
