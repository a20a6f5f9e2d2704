#include "engine/root/factions/vagabond/wire_codec.h"

#include "arbiter/root.pb.h"
#include "engine/core/wire_reader.h"
#include "engine/root/codec_checks.h"
#include "engine/root/factions/vagabond/codec.h"
#include "engine/root/state.h"

namespace arbiter::root::vagabond {
namespace {

namespace rp = ::arbiter::pb::root;

// Varint fields 1..4 of a message (0 when absent), and the payload of one
// length-delimited field `nested` (a submessage); false on anything else.
struct Fields {
  uint32_t value[5] = {};
  uint32_t present = 0;
  absl::string_view nested;
};
bool Read(absl::string_view m, uint32_t last, uint32_t nested, Fields* f) {
  return ForEachField(m, [&](uint32_t field, uint32_t type, WireReader& in) {
    if (field < 1 || field > last) return false;
    f->present |= 1u << field;
    if (field == nested) return type == kWireLen && in.ReadLen(&f->nested);
    return ReadUint32Field(type, in, &f->value[field]);
  });
}

bool ItemOf(uint32_t v, int8_t* out) {
  if (v < uint32_t(rp::BOOT) || v > uint32_t(rp::TORCH)) return false;
  *out = int8_t(v);
  return true;
}
bool Seat(uint32_t v, int8_t* out) {
  if (v >= kMaxSeats) return false;
  *out = int8_t(v);
  return true;
}
bool Forest(uint32_t v, int8_t* out) {
  if (v < 1 || v > kMaxForests) return false;
  *out = int8_t(kForestAt + v - 1);
  return true;
}

// An ItemTile: item, exhausted, damaged (bools: any nonzero varint).
struct Tile {
  int8_t item;
  bool exhausted, damaged;
};
bool ReadTile(absl::string_view m, Tile* t) {
  Fields f;
  if (!Read(m, 3, 0, &f)) return false;
  t->exhausted = f.value[2] != 0;
  t->damaged = f.value[3] != 0;
  return ItemOf(f.value[1], &t->item);
}
// A message whose one field 1 is an ItemTile.
bool ReadTileBody(absl::string_view m, Tile* t) {
  Fields f;
  return Read(m, 1, 1, &f) && ReadTile(f.nested, t);
}

// Special: optional target (1), optional card (2), repeated ItemTile (3).
bool ReadSpecial(absl::string_view m, Event& e) {
  WireReader in(m);
  bool seen_target = false, seen_card = false;
  while (!in.AtEnd()) {
    uint32_t field, type, v;
    if (!in.ReadTag(&field, &type)) return false;
    if (field == 1 || field == 2) {
      bool& seen = field == 1 ? seen_target : seen_card;
      if (seen || !ReadUint32Field(type, in, &v)) return false;
      seen = true;
      if (field == 1 ? !Seat(v, &e.target) : !codec_checks::Card(v, &e.card)) return false;
    } else if (field == 3) {
      absl::string_view tile_bytes;
      Tile t;
      if (type != kWireLen || !in.ReadLen(&tile_bytes) || !ReadTile(tile_bytes, &t) || !t.damaged ||
          e.order_len == kNumCards)
        return false;
      e.order[e.order_len++] = uint8_t(t.item * 2 + (t.exhausted ? 1 : 0));
    } else {
      return false;
    }
  }
  return true;
}

}  // namespace

bool DecodeWire(uint32_t field, absl::string_view m, Event& e) {
  Fields f;
  Tile t;
  switch (field) {
    case rp::Event::kChooseCharacterFieldNumber:
      e.kind = EventKind::kChooseCharacter;
      if (!Read(m, 1, 0, &f) || f.value[1] < uint32_t(rp::THIEF) || f.value[1] > uint32_t(rp::RANGER))
        return false;
      e.n = int8_t(f.value[1] - 1);
      return true;
    case rp::Event::kPlacePawnFieldNumber:
      e.kind = EventKind::kPlacePawn;
      return Read(m, 1, 0, &f) && Forest(f.value[1], &e.a);
    case rp::Event::kRefreshFieldNumber:
      e.kind = EventKind::kRefresh;
      if (!ReadTileBody(m, &t) || !t.exhausted) return false;
      e.n = t.item, e.piece = int8_t(t.damaged);
      return true;
    case rp::Event::kSlipFieldNumber: {
      e.kind = EventKind::kSlip;
      Fields loc;
      if (!Read(m, 1, 1, &f) || !Read(f.nested, 2, 0, &loc)) return false;
      const bool clearing = (loc.present >> 1) & 1, forest = (loc.present >> 2) & 1;
      if (clearing == forest) return false;  // neither (protobuf: forest 0) or both: protobuf decides
      return clearing ? codec_checks::Clearing(loc.value[1], &e.a) : Forest(loc.value[2], &e.a);
    }
    case rp::Event::kVagabondMoveFieldNumber:
      e.kind = EventKind::kVbMove;
      if (!Read(m, 3, 0, &f) || !codec_checks::Clearing(f.value[1], &e.a)) return false;
      if (!((f.present >> 2) & 1)) return f.value[3] == 0;
      if (!Seat(f.value[2], &e.target) || f.value[3] < 1 || f.value[3] > kMaxAlliedWarriors) return false;
      e.n = int8_t(f.value[3]);
      return true;
    case rp::Event::kExploreFieldNumber:
      e.kind = EventKind::kExplore;
      return Read(m, 1, 0, &f) && ItemOf(f.value[1], &e.n);
    case rp::Event::kStrikeFieldNumber:
      e.kind = EventKind::kStrike;
      if (!Read(m, 2, 0, &f) || !Seat(f.value[1], &e.target)) return false;
      return f.value[2] == 0 || codec_checks::PieceOf(f.value[2], &e.piece);
    case rp::Event::kRepairFieldNumber:
      e.kind = EventKind::kRepair;
      if (!ReadTileBody(m, &t) || !t.damaged) return false;
      e.n = t.item, e.piece = int8_t(t.exhausted);
      return true;
    case rp::Event::kAidFieldNumber:
      e.kind = EventKind::kAid;
      if (!Read(m, 4, 0, &f) || !Seat(f.value[1], &e.target) || !codec_checks::Card(f.value[2], &e.card) ||
          !ItemOf(f.value[3], &e.n))
        return false;
      e.b = 0;
      return f.value[4] == 0 || ItemOf(f.value[4], &e.b);
    case rp::Event::kSpecialFieldNumber:
      e.kind = EventKind::kSpecial;
      return ReadSpecial(m, e);
    case rp::Event::kDiscardItemFieldNumber:
      e.kind = EventKind::kDiscardItem;
      if (!ReadTileBody(m, &t)) return false;
      e.n = t.item;
      e.piece = int8_t(int(t.damaged ? ItemState::kDamagedUp : ItemState::kUp) + (t.exhausted ? 1 : 0));
      return true;
    case rp::Event::kDamageItemFieldNumber:
      e.kind = EventKind::kDamageItem;
      if (!ReadTileBody(m, &t) || t.damaged) return false;
      e.n = t.item, e.piece = int8_t(t.exhausted);
      return true;
    case rp::Event::kQuestFieldNumber:
      e.kind = EventKind::kQuest;
      if (!Read(m, 2, 0, &f) || f.value[1] < 1 || f.value[1] > kNumQuests) return false;
      e.a = int8_t(f.value[1] - 1);
      e.b = int8_t(f.value[2] != 0);
      return true;
    case rp::Event::kCoalitionFieldNumber:
      e.kind = EventKind::kCoalition;
      return Read(m, 2, 0, &f) && codec_checks::Card(f.value[1], &e.card) && Seat(f.value[2], &e.target);
    case rp::Event::kQuestShuffleFieldNumber:
      // Packed quests 1..15 (an unpacked list falls back to protobuf).
      e.kind = EventKind::kQuestShuffle;
      e.seat = 0;  // chance: the seat is ignored
      if (!Read(m, 1, 1, &f)) return false;
      return ForEachPackedUint32(f.nested, [&e](uint32_t q) {
        if (e.order_len == kNumQuests || q < 1 || q > kNumQuests) return false;  // too many, no such
        e.order[e.order_len++] = uint8_t(q - 1);
        return true;
      });
    case rp::Event::kRuinItemsFieldNumber:
      // Packed items (an unpacked list falls back to protobuf).
      e.kind = EventKind::kRuinItems;
      e.seat = 0;  // chance: the seat is ignored
      if (!Read(m, 1, 1, &f)) return false;
      return ForEachPackedUint32(f.nested, [&e](uint32_t item) {
        int8_t n;
        if (e.order_len == kNumClearings || !ItemOf(item, &n)) return false;  // too many, no such
        e.order[e.order_len++] = uint8_t(n);
        return true;
      });
    default:
      return false;
  }
}

}  // namespace arbiter::root::vagabond
