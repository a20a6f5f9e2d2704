#include "engine/root/factions/company/wire_codec.h"

#include "arbiter/root.pb.h"
#include "engine/core/wire_reader.h"
#include "engine/root/codec_checks.h"
#include "engine/root/state.h"

namespace arbiter::root::company {
namespace {

namespace rp = ::arbiter::pb::root;
using codec_checks::Card;
using codec_checks::Clearing;

// Varint fields 1..last of a message (0 when absent); false on anything else.
struct Fields {
  uint32_t value[7] = {};
  uint32_t present = 0;
};
bool Read(absl::string_view m, uint32_t last, Fields* f) {
  return ReadVarintFields(m, last, f->value, &f->present);
}

// As codec.cc: a proto Faction, engine Faction + 1.
bool FactionOf(uint32_t v, int8_t* out) {
  if (v < 1 || v > uint32_t(kNumFactions)) return false;
  *out = int8_t(v - 1);
  return true;
}

// CompanyCraft: card, pieces per suit (varints 1..4), funds packed (5),
// exported (6).
bool ReadCraft(absl::string_view m, Event& e) {
  Fields f;
  absl::string_view funds;
  bool packed = false;
  const bool ok = ForEachField(m, [&](uint32_t field, uint32_t type, WireReader& in) {
    if (field == 5) {
      packed = true;
      return type == kWireLen && in.ReadLen(&funds);
    }
    if (field < 1 || field > 6) return false;
    return ReadUint32Field(type, in, &f.value[field]);
  });
  if (!ok || !Card(f.value[1], &e.card)) return false;
  for (int i = 0; i < 3; ++i) {
    if (f.value[2 + i] > kMaxCraftCost) return false;
    e.uses[i] = int8_t(f.value[2 + i]);
  }
  int n = 0;
  if (packed && !ForEachPackedUint32(funds, [&](uint32_t v) { return n < kMaxSpent && FactionOf(v, &e.spent[n++]); }))
    return false;
  e.n = f.value[6] != 0 ? 1 : 0;
  return true;
}

// BuyService: service, card, paid_with (varints 1..3), the items
// exhausted packed (4).
bool ReadBuy(absl::string_view m, Event& e) {
  Fields f;
  absl::string_view items;
  bool packed = false;
  const bool ok = ForEachField(m, [&](uint32_t field, uint32_t type, WireReader& in) {
    if (field == 4) {
      if (packed) return false;  // given twice: the protobuf decoder merges
      packed = true;
      return type == kWireLen && in.ReadLen(&items);
    }
    if (field < 1 || field > 3) return false;
    f.present |= 1u << field;
    return ReadUint32Field(type, in, &f.value[field]);
  });
  if (!ok || f.value[1] < uint32_t(rp::HAND_CARD) || f.value[1] > uint32_t(rp::MERCENARIES)) return false;
  e.n = int8_t(f.value[1] - 1);
  if (((f.present >> 2) & 1) && !Card(f.value[2], &e.card)) return false;
  int n = 0;
  if (packed && !ForEachPackedUint32(items, [&](uint32_t v) {
        if (n >= kMaxSpent || v < uint32_t(rp::BOOT) || v > uint32_t(rp::TORCH)) return false;
        e.spent[n++] = int8_t(v);
        return true;
      }))
    return false;
  return FactionOf(f.value[3], &e.piece);
}

// TradeDisruption: the owner of each fund lost, packed (1), ascending;
// as codec.cc, counted by owner.
bool ReadDisruption(absl::string_view m, Event& e) {
  absl::string_view funds;
  bool packed = false;
  const bool ok = ForEachField(m, [&](uint32_t field, uint32_t type, WireReader& in) {
    if (field != 1 || packed) return false;
    packed = true;
    return type == kWireLen && in.ReadLen(&funds);
  });
  if (!ok) return false;
  e.order_len = kNumFactions;
  int8_t last = -1;
  return !packed || ForEachPackedUint32(funds, [&](uint32_t v) {
    int8_t f;
    if (!FactionOf(v, &f) || f < last || e.order[f] >= 25) return false;
    ++e.order[f];
    last = f;
    return true;
  });
}

}  // namespace

bool DecodeWire(uint32_t field, absl::string_view m, Event& e) {
  Fields f;
  switch (field) {
    case rp::Event::kBuyServiceFieldNumber:
      e.kind = EventKind::kBuyService;
      return ReadBuy(m, e);
    case rp::Event::kFundsMoveFieldNumber:
      e.kind = EventKind::kFundsMove;
      if (!Read(m, 4, &f) || !Clearing(f.value[1], &e.a) || !Clearing(f.value[2], &e.b)) return false;
      if (f.value[3] < 1 || f.value[3] > uint32_t(kCompanyWarriors)) return false;
      e.n = int8_t(f.value[3]);
      return FactionOf(f.value[4], &e.piece);
    case rp::Event::kFundsBattleFieldNumber:
      e.kind = EventKind::kFundsBattle;
      if (!Read(m, 3, &f) || !Clearing(f.value[1], &e.a) || f.value[2] >= uint32_t(kMaxSeats)) return false;
      e.target = int8_t(f.value[2]);
      return FactionOf(f.value[3], &e.piece);
    case rp::Event::kFundsDrawFieldNumber:
      e.kind = EventKind::kFundsDraw;
      return Read(m, 1, &f) && FactionOf(f.value[1], &e.piece);
    case rp::Event::kFundsRecruitFieldNumber:
      e.kind = EventKind::kFundsRecruit;
      return Read(m, 2, &f) && Clearing(f.value[1], &e.a) && FactionOf(f.value[2], &e.piece);
    case rp::Event::kEstablishTradePostFieldNumber:
      e.kind = EventKind::kEstablishPost;
      return Read(m, 2, &f) && Clearing(f.value[1], &e.a) && FactionOf(f.value[2], &e.piece);
    case rp::Event::kCompanyCraftFieldNumber:
      e.kind = EventKind::kCompanyCraft;
      return ReadCraft(m, e);
    case rp::Event::kSetPricesFieldNumber:
      e.kind = EventKind::kSetPrices;
      if (!Read(m, 3, &f)) return false;
      for (int k = 0; k < kNumServices; ++k) {
        if (f.value[1 + k] > 100) return false;
        e.uses[k] = int8_t(f.value[1 + k]);
      }
      return true;
    case rp::Event::kCompanySetupWarriorFieldNumber:
      e.kind = EventKind::kCompanySetup;
      return Read(m, 1, &f) && Clearing(f.value[1], &e.a);
    case rp::Event::kTradeDisruptionFieldNumber:
      e.kind = EventKind::kTradeDisruption;
      return ReadDisruption(m, e);
    default:
      return false;
  }
}

}  // namespace arbiter::root::company
