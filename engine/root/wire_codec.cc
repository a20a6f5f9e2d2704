#include "engine/root/wire_codec.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "arbiter/root.pb.h"
#include "engine/core/wire_reader.h"
#include "engine/root/codec_checks.h"
#include "engine/root/components.h"

namespace arbiter::root {
namespace {

namespace rp = ::arbiter::pb::root;

// The range checks codec.cc makes too.
using codec_checks::Card;
using codec_checks::Clearing;
using codec_checks::PieceOf;

// An enum number in [lo, hi] (same note as PieceOf).
bool InRange(uint32_t v, int lo, int hi) { return v >= uint32_t(lo) && v <= uint32_t(hi); }

// ---- The wire, read only as protobuf writes it.

// True when the next varint is one byte long, and so in its shortest form.
inline bool OneByteVarintNext(const WireReader& in) {
  const absl::string_view rest = in.rest();
  return !rest.empty() && static_cast<uint8_t>(rest[0]) < 0x80;
}

// A varint below 2^32 in its shortest form. Protobuf reads a padded varint as
// the same number, but no writer pads; refusing one keeps the accepted set
// plain (a varint of six bytes or more is then always refused).
inline bool ReadVarint32(WireReader& in, uint32_t* v) {
  if (OneByteVarintNext(in)) return in.ReadUint32(v);  // nearly always
  const size_t before = in.remaining();
  if (!in.ReadUint32(v)) return false;
  const size_t n = before - in.remaining();
  return n == 1 || (uint64_t{*v} >> (7 * (n - 1))) != 0;
}

// Callers compare the field and type with the ones they expect, so field 0
// and the group wire types never pass.
inline bool ReadTag(WireReader& in, uint32_t* field, uint32_t* type) {
  uint32_t tag;
  if (!ReadVarint32(in, &tag)) return false;
  *field = tag >> 3;
  *type = tag & 7;
  return true;
}

// A length-delimited payload, its length in shortest form (as ReadVarint32).
inline bool ReadLen(WireReader& in, absl::string_view* payload) {
  if (OneByteVarintNext(in)) return in.ReadLen(payload);  // shorter than 128 bytes
  const size_t before = in.remaining();
  if (!in.ReadLen(payload)) return false;
  const size_t n = before - in.remaining() - payload->size();
  return n == 1 || (uint64_t{payload->size()} >> (7 * (n - 1))) != 0;
}

// Calls `each(v)` for every varint of a packed field's payload; false on a
// varint ReadVarint32 refuses or when `each` says so.
template <typename Each>
bool ForEachVarint(absl::string_view payload, Each&& each) {
  WireReader in(payload);
  while (!in.AtEnd()) {
    uint32_t v;
    if (!ReadVarint32(in, &v) || !each(v)) return false;
  }
  return true;
}

// The most fields a body message has (Move, Craft, Build).
constexpr uint32_t kMaxBodyFields = 4;

// A body message as protobuf would hold it: scalars (enums as their number)
// by field number, 0 when absent as in proto3; presence for the `optional`
// decree_card; the payload of its packed repeated field, if any.
struct Fields {
  uint32_t value[kMaxBodyFields + 1] = {};
  uint32_t present = 0;  // bit n: field n was on the wire
  absl::string_view packed;

  uint32_t operator[](uint32_t field) const { return value[field]; }
  bool has(uint32_t field) const { return ((present >> field) & 1) != 0; }
};

// Reads a body message whose fields are 1..kLast, all varints except kPacked
// (a packed repeated field; 0: none). False on an unknown field, a wrong wire
// type (protobuf would keep either as unknown and read the field as absent)
// or a field out of order or twice (protobuf would keep the last or append).
template <uint32_t kLast, uint32_t kPacked = 0>
bool ReadFields(absl::string_view message, Fields* f) {
  static_assert(kLast >= 1 && kLast <= kMaxBodyFields && kPacked <= kLast);
  WireReader in(message);
  uint32_t prev = 0;
  while (!in.AtEnd()) {
    uint32_t field, type;
    if (!ReadTag(in, &field, &type) || field <= prev || field > kLast) return false;
    prev = field;
    if (field == kPacked) {
      if (type != kWireLen || !ReadLen(in, &f->packed)) return false;
    } else if (type != kWireVarint || !ReadVarint32(in, &f->value[field])) {
      return false;
    }
    f->present |= 1u << field;
  }
  return true;
}

}  // namespace

// Mirrors DecodeInto (codec.cc) case by case; each case makes the same checks
// on the fields protobuf would hold, and writes the same members of `e`.
bool DecodeEventWire(absl::string_view body, Event* out) {
  Event& e = *out;
  // DecodeEvent's starting point, copied from a constant: GCC built
  // `e = Event()` on the stack first, and reading those overlapping stores
  // back stalled for most of this function's time (perf, verify_bench).
  static constexpr Event kBlank{};
  std::memcpy(&e, &kBlank, sizeof(Event));
  WireReader in(body);
  uint32_t field, type, seat = 0;
  if (!ReadTag(in, &field, &type)) return false;  // empty: no body
  if (field == rp::Event::kSeatFieldNumber) {
    if (type != kWireVarint || !ReadVarint32(in, &seat) || !ReadTag(in, &field, &type))
      return false;
  }
  // Then exactly one body and nothing after it: every other field number is
  // unknown or another body (protobuf keeps the last kind, or merges a kind
  // given twice).
  absl::string_view m;
  if (type != kWireLen || !ReadLen(in, &m) || !in.AtEnd()) return false;
  if (seat >= uint32_t(kMaxSeats)) return false;
  e.seat = int8_t(seat);
  Fields f;
  switch (field) {
    case rp::Event::kDeckShuffleFieldNumber: {
      using M = rp::DeckShuffle;
      e.kind = EventKind::kDeckShuffle;
      e.seat = 0;
      if (!ReadFields<M::kCardsFieldNumber, M::kCardsFieldNumber>(m, &f)) return false;
      return ForEachVarint(f.packed, [&e](uint32_t c) {
        int8_t card;
        if (e.order_len == kNumCards || !Card(c, &card)) return false;  // too many, no such
        e.order[e.order_len++] = uint8_t(card);
        return true;
      });
    }
    case rp::Event::kSuitMarkersFieldNumber: {
      using M = rp::SuitMarkers;
      e.kind = EventKind::kSuitMarkers;
      e.seat = 0;
      if (!ReadFields<M::kSuitsFieldNumber, M::kSuitsFieldNumber>(m, &f)) return false;
      const bool read = ForEachVarint(f.packed, [&e](uint32_t s) {
        if (e.order_len == kNumClearings || !InRange(s, rp::FOX, rp::MOUSE)) return false;
        e.order[e.order_len++] = uint8_t(s - 1);
        return true;
      });
      return read && e.order_len == kNumClearings;  // one per clearing
    }
    case rp::Event::kDiceFieldNumber: {
      using M = rp::Dice;
      e.kind = EventKind::kDice;
      e.seat = 0;
      if (!ReadFields<M::kSecondFieldNumber>(m, &f)) return false;
      if (f[M::kFirstFieldNumber] > 3 || f[M::kSecondFieldNumber] > 3) return false;
      e.a = int8_t(f[M::kFirstFieldNumber]);
      e.b = int8_t(f[M::kSecondFieldNumber]);
      return true;
    }
    case rp::Event::kPlaceKeepFieldNumber: {
      using M = rp::PlaceKeep;
      e.kind = EventKind::kPlaceKeep;
      return ReadFields<M::kClearingFieldNumber>(m, &f) && Clearing(f[M::kClearingFieldNumber], &e.a);
    }
    case rp::Event::kPlaceStartingBuildingFieldNumber: {
      using M = rp::PlaceStartingBuilding;
      e.kind = EventKind::kPlaceStartingBuilding;
      return ReadFields<M::kClearingFieldNumber>(m, &f) &&
             Clearing(f[M::kClearingFieldNumber], &e.a) &&
             PieceOf(f[M::kBuildingFieldNumber], &e.piece);
    }
    case rp::Event::kPlaceStartingRoostFieldNumber: {
      using M = rp::PlaceStartingRoost;
      e.kind = EventKind::kPlaceStartingRoost;
      return ReadFields<M::kClearingFieldNumber>(m, &f) && Clearing(f[M::kClearingFieldNumber], &e.a);
    }
    case rp::Event::kChooseLeaderFieldNumber: {
      using M = rp::ChooseLeader;
      e.kind = EventKind::kChooseLeader;
      if (!ReadFields<M::kLeaderFieldNumber>(m, &f)) return false;
      if (!InRange(f[M::kLeaderFieldNumber], rp::BUILDER, rp::DESPOT)) return false;
      e.n = int8_t(f[M::kLeaderFieldNumber] - 1);
      return true;
    }
    // Empty messages: a field inside would be an unknown one to protobuf.
    case rp::Event::kEndPhaseFieldNumber:
      e.kind = EventKind::kEndPhase;
      return m.empty();
    case rp::Event::kPassFieldNumber:
      e.kind = EventKind::kPass;
      return m.empty();
    case rp::Event::kDiscardFieldNumber: {
      using M = rp::Discard;
      e.kind = EventKind::kDiscard;
      return ReadFields<M::kCardFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card);
    }
    case rp::Event::kMoveFieldNumber: {
      using M = rp::Move;
      e.kind = EventKind::kMove;
      if (!ReadFields<M::kDecreeCardFieldNumber>(m, &f)) return false;
      if (!Clearing(f[M::kFromFieldNumber], &e.a) || !Clearing(f[M::kToFieldNumber], &e.b))
        return false;
      if (f[M::kWarriorsFieldNumber] > 100) return false;
      e.n = int8_t(f[M::kWarriorsFieldNumber]);
      return !f.has(M::kDecreeCardFieldNumber) ||
             Card(f[M::kDecreeCardFieldNumber], &e.decree, true);
    }
    case rp::Event::kBattleFieldNumber: {
      using M = rp::Battle;
      e.kind = EventKind::kBattle;
      if (!ReadFields<M::kDecreeCardFieldNumber>(m, &f)) return false;
      if (!Clearing(f[M::kClearingFieldNumber], &e.a)) return false;
      if (f[M::kDefenderFieldNumber] >= uint32_t(kMaxSeats)) return false;
      e.target = int8_t(f[M::kDefenderFieldNumber]);
      return !f.has(M::kDecreeCardFieldNumber) ||
             Card(f[M::kDecreeCardFieldNumber], &e.decree, true);
    }
    case rp::Event::kAmbushFieldNumber: {
      using M = rp::Ambush;
      e.kind = EventKind::kAmbush;
      return ReadFields<M::kCardFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card);
    }
    case rp::Event::kCounterAmbushFieldNumber: {
      using M = rp::CounterAmbush;
      e.kind = EventKind::kCounterAmbush;
      return ReadFields<M::kCardFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card);
    }
    case rp::Event::kBattleCardFieldNumber: {
      using M = rp::BattleCard;
      e.kind = EventKind::kBattleCard;
      return ReadFields<M::kCardFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card);
    }
    case rp::Event::kRemovePieceFieldNumber: {
      using M = rp::RemovePiece;
      e.kind = EventKind::kRemovePiece;
      return ReadFields<M::kPieceFieldNumber>(m, &f) && PieceOf(f[M::kPieceFieldNumber], &e.piece);
    }
    case rp::Event::kFieldHospitalFieldNumber: {
      using M = rp::FieldHospital;
      e.kind = EventKind::kFieldHospital;
      return ReadFields<M::kCardFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card);
    }
    case rp::Event::kCraftFieldNumber: {
      using M = rp::Craft;
      e.kind = EventKind::kCraft;
      if (!ReadFields<M::kPiecesMouseFieldNumber>(m, &f) || !Card(f[M::kCardFieldNumber], &e.card))
        return false;
      const uint32_t fox = f[M::kPiecesFoxFieldNumber], rabbit = f[M::kPiecesRabbitFieldNumber],
                     mouse = f[M::kPiecesMouseFieldNumber];
      if (fox > 12 || rabbit > 12 || mouse > 12) return false;
      e.uses = {int8_t(fox), int8_t(rabbit), int8_t(mouse)};
      return true;
    }
    case rp::Event::kRecruitFieldNumber: {
      using M = rp::Recruit;
      e.kind = EventKind::kRecruit;
      if (!ReadFields<M::kDecreeCardFieldNumber>(m, &f)) return false;
      // No clearing (0): the Marquise's recruit everywhere; e.a stays -1.
      if (f[M::kClearingFieldNumber] != 0 && !Clearing(f[M::kClearingFieldNumber], &e.a))
        return false;
      return !f.has(M::kDecreeCardFieldNumber) ||
             Card(f[M::kDecreeCardFieldNumber], &e.decree, true);
    }
    case rp::Event::kBuildFieldNumber: {
      using M = rp::Build;
      e.kind = EventKind::kBuild;
      if (!ReadFields<M::kDecreeCardFieldNumber, M::kWoodFromFieldNumber>(m, &f)) return false;
      if (!PieceOf(f[M::kBuildingFieldNumber], &e.piece)) return false;
      if (!Clearing(f[M::kClearingFieldNumber], &e.a)) return false;
      int wood = 0;
      const bool read = ForEachVarint(f.packed, [&e, &wood](uint32_t c) {
        return wood < kMaxWood && Clearing(c, &e.wood[wood++]);  // too much wood, no such
      });
      if (!read) return false;
      return !f.has(M::kDecreeCardFieldNumber) ||
             Card(f[M::kDecreeCardFieldNumber], &e.decree, true);
    }
    case rp::Event::kOverworkFieldNumber: {
      using M = rp::Overwork;
      e.kind = EventKind::kOverwork;
      return ReadFields<M::kClearingFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card) &&
             Clearing(f[M::kClearingFieldNumber], &e.a);
    }
    case rp::Event::kSpendBirdFieldNumber: {
      using M = rp::SpendBird;
      e.kind = EventKind::kSpendBird;
      return ReadFields<M::kCardFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card);
    }
    case rp::Event::kAddToDecreeFieldNumber: {
      using M = rp::AddToDecree;
      e.kind = EventKind::kAddToDecree;
      if (!ReadFields<M::kColumnFieldNumber>(m, &f) || !Card(f[M::kCardFieldNumber], &e.card))
        return false;
      if (!InRange(f[M::kColumnFieldNumber], rp::COL_RECRUIT, rp::COL_BUILD)) return false;
      e.n = int8_t(f[M::kColumnFieldNumber] - 1);
      return true;
    }
    case rp::Event::kNewRoostFieldNumber: {
      using M = rp::NewRoost;
      e.kind = EventKind::kNewRoost;
      return ReadFields<M::kClearingFieldNumber>(m, &f) && Clearing(f[M::kClearingFieldNumber], &e.a);
    }
    case rp::Event::kTurmoilFieldNumber:
      e.kind = EventKind::kTurmoil;
      return m.empty();
    case rp::Event::kUseCardFieldNumber: {
      using M = rp::UseCard;
      e.kind = EventKind::kUseCard;
      if (!ReadFields<M::kTargetFieldNumber>(m, &f) || !Card(f[M::kCardFieldNumber], &e.card))
        return false;
      // No clearing (0): a card that names none; e.a stays -1.
      if (f[M::kClearingFieldNumber] != 0 && !Clearing(f[M::kClearingFieldNumber], &e.a))
        return false;
      if (f[M::kTargetFieldNumber] >= uint32_t(kMaxSeats)) return false;
      e.target = int8_t(f[M::kTargetFieldNumber]);
      return true;
    }
    case rp::Event::kRandomCardFieldNumber: {
      using M = rp::RandomCard;
      e.kind = EventKind::kRandomCard;
      e.seat = 0;
      return ReadFields<M::kCardFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card);
    }
    case rp::Event::kTakeDominanceFieldNumber: {
      using M = rp::TakeDominance;
      e.kind = EventKind::kTakeDominance;
      // target holds the card spent, as in codec.cc.
      return ReadFields<M::kSpendFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card) &&
             Card(f[M::kSpendFieldNumber], &e.target);
    }
    case rp::Event::kActivateDominanceFieldNumber: {
      using M = rp::ActivateDominance;
      e.kind = EventKind::kActivateDominance;
      return ReadFields<M::kCardFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card);
    }
    case rp::Event::kPlaceWoodFieldNumber: {
      using M = rp::PlaceWood;
      e.kind = EventKind::kPlaceWood;
      return ReadFields<M::kClearingFieldNumber>(m, &f) && Clearing(f[M::kClearingFieldNumber], &e.a);
    }
    default:
      // Field 0 or 1 with the length wire type, or a body this build lacks
      // (protobuf keeps it as unknown: "without a body" to DecodeEvent).
      return false;
  }
}

}  // namespace arbiter::root
