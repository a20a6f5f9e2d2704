#include "engine/root/factions/lizard/wire_codec.h"

#include "arbiter/root.pb.h"
#include "engine/core/wire_reader.h"
#include "engine/root/codec_checks.h"
#include "engine/root/state.h"

namespace arbiter::root::lizard {
namespace {

namespace rp = ::arbiter::pb::root;

// Varint fields 1..4 of a message (0 when absent) and which were present.
struct Fields {
  uint32_t value[5] = {};
  uint32_t present = 0;
  bool has(int field) const { return (present >> field) & 1; }
};
bool Read(absl::string_view m, uint32_t last, Fields* f) {
  // One-byte tag and value pairs first, as the core's ReadFields reads them
  // (engine/root/wire_codec.cc; callgrind: 0.7% of the lizard slice).
  const auto* p = reinterpret_cast<const uint8_t*>(m.data());
  const auto* const end = p + m.size();
  while (end - p >= 2 && p[0] < 0x80 && (p[0] & 7) == kWireVarint && p[1] < 0x80) {
    const uint32_t field = p[0] >> 3u;
    if (field < 1 || field > last || ((f->present >> field) & 1)) return false;
    f->present |= 1u << field;
    f->value[field] = p[1];
    p += 2;
  }
  const absl::string_view rest(reinterpret_cast<const char*>(p), size_t(end - p));
  return ForEachField(rest, [&](uint32_t field, uint32_t type, WireReader& in) {
    if (field < 1 || field > last || ((f->present >> field) & 1)) return false;
    f->present |= 1u << field;
    return ReadUint32Field(type, in, &f->value[field]);
  });
}
bool Seat(uint32_t v, int8_t* out) {
  if (v >= kMaxSeats) return false;
  *out = int8_t(v);
  return true;
}

}  // namespace

bool DecodeWire(uint32_t field, absl::string_view m, Event& e) {
  Fields f;
  switch (field) {
    case rp::Event::kCultSetupFieldNumber:
      e.kind = EventKind::kCultSetup;
      if (!Read(m, 2, &f) || !codec_checks::Clearing(f.value[1], &e.a)) return false;
      if (f.value[2] < uint32_t(rp::FOX) || f.value[2] > uint32_t(rp::MOUSE)) return false;
      e.n = int8_t(f.value[2] - 1);
      return true;
    case rp::Event::kCrusadeFieldNumber:
      e.kind = EventKind::kCrusade;
      if (!Read(m, 4, &f) || !codec_checks::Clearing(f.value[1], &e.a)) return false;
      if (f.has(2) && !codec_checks::Clearing(f.value[2], &e.b)) return false;
      if (f.value[3] > kLizardWarriors) return false;
      e.n = int8_t(f.value[3]);
      return !f.has(4) || Seat(f.value[4], &e.target);
    case rp::Event::kConvertFieldNumber:
      e.kind = EventKind::kConvert;
      return Read(m, 2, &f) && codec_checks::Clearing(f.value[1], &e.a) && Seat(f.value[2], &e.target);
    case rp::Event::kSanctifyFieldNumber:
      e.kind = EventKind::kSanctify;
      return Read(m, 3, &f) && codec_checks::Clearing(f.value[1], &e.a) && Seat(f.value[2], &e.target) &&
             codec_checks::PieceOf(f.value[3], &e.piece);
    case rp::Event::kRitualFieldNumber:
      e.kind = EventKind::kRitual;
      if (!Read(m, 4, &f)) return false;
      if (f.value[1] < uint32_t(rp::Ritual::BUILD) || f.value[1] > uint32_t(rp::Ritual::SCORE)) return false;
      e.n = int8_t(f.value[1] - 1);
      if (!codec_checks::Card(f.value[2], &e.card)) return false;
      if (f.value[1] == uint32_t(rp::Ritual::SCORE))
        return f.value[3] == 0 && codec_checks::Card(f.value[4], &e.spent[0]);
      return f.value[4] == 0 && codec_checks::Clearing(f.value[3], &e.a);
    default:
      return false;
  }
}

}  // namespace arbiter::root::lizard
