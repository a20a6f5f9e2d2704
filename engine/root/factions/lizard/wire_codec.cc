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
  return ReadVarintFields(m, last, f->value, &f->present);
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
