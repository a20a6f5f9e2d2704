// The event codecs of the factions whose events have bodies of their own
// (factions/<f>/codec.h and wire_codec.h). The core's codecs (codec.cc,
// wire_codec.cc) ask them in turn for a body they do not know, so that a
// new faction's events need one row in factions/codec_table.cc and no edit
// of the core.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_CODECS_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_CODECS_H_

#include <cstdint>
#include <initializer_list>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "arbiter/root.pb.h"
#include "engine/root/event.h"

namespace arbiter::root {

// A set of Event field numbers (1..127), for FactionCodec::wire_fields.
struct WireFields {
  uint64_t bits[2] = {0, 0};
  constexpr bool Has(uint32_t field) const { return field < 128 && ((bits[field / 64] >> (field % 64)) & 1) != 0; }
};
constexpr WireFields FieldsOf(std::initializer_list<int> fields) {
  WireFields out;
  for (int f : fields) out.bits[f / 64] |= uint64_t{1} << (f % 64);
  return out;
}

struct FactionCodec {
  // A body of its own into `e` (*handled true), else *handled stays false.
  absl::Status (*decode)(const pb::root::Event& r, Event& e, bool* handled);
  // An event kind of its own into `r`; false for any other kind.
  bool (*encode)(const Event& e, pb::root::Event* r);
  // Body `m` of Event field `field` straight from the wire; false for
  // another field, or bytes the fast path leaves to protobuf.
  bool (*decode_wire)(uint32_t field, absl::string_view m, Event& e);
  // The Event fields decode_wire reads (no two codecs share one), so that
  // the core asks only their codec: asking each in turn cost about 38
  // instructions for every body the Vagabond's codec declined (callgrind,
  // company and four-seat slices). RootWireCodec.WireFieldsAreEachCodecsOwn
  // checks them against decode_wire.
  WireFields wire_fields;
};

absl::Span<const FactionCodec> FactionCodecs();

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_CODECS_H_
