#include "engine/root/wire_codec.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "arbiter/root.pb.h"
#include "engine/core/wire_reader.h"
#include "engine/root/codec_checks.h"
#include "engine/root/components.h"
#include "engine/root/factions/codecs.h"

namespace arbiter::root {
namespace {

namespace rp = ::arbiter::pb::root;

// The range checks codec.cc makes too.
using codec_checks::Card;
using codec_checks::Clearing;
using codec_checks::PieceOf;

// An enum number in [lo, hi] (same note as PieceOf).
bool InRange(uint32_t v, int lo, int hi) { return v >= uint32_t(lo) && v <= uint32_t(hi); }

// ---- The wire (engine/core/wire_reader.h), read as protobuf writes it.

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
// or a field given twice (protobuf would keep the last or append).
// Flattened: GCC kept each instance's field loop out of line (callgrind:
// 0.2 to 0.5% of a verification).
template <uint32_t kLast, uint32_t kPacked = 0>
[[gnu::flatten]] bool ReadFields(absl::string_view message, Fields* f) {
  static_assert(kLast >= 1 && kLast <= kMaxBodyFields && kPacked <= kLast);
  absl::string_view rest;
  if (!ReadOneBytePairs(message, kLast, kPacked, f->value, &f->present, &rest)) return false;
  return ForEachField(rest, [f](uint32_t field, uint32_t type, WireReader& in) {
    if (field > kLast || f->has(field)) return false;  // has: given above too
    f->present |= 1u << field;
    if (field == kPacked) return type == kWireLen && in.ReadLen(&f->packed);
    return ReadUint32Field(type, in, &f->value[field]);
  });
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
  uint32_t field, seat = 0;
  absl::string_view m;
  // The usual envelope, a byte each: the seat's tag and value (absent for
  // seat 0), the body's tag and its length, to the end. Read here as the
  // reader below reads it (callgrind: 0.1 to 0.5% of a verification).
  const auto* b = reinterpret_cast<const uint8_t*>(body.data());
  const size_t size = body.size();
  constexpr uint8_t kSeatTag = uint8_t(rp::Event::kSeatFieldNumber << 3 | kWireVarint);
  auto body_tag = [](uint8_t tag) {
    return tag < 0x80 && (tag & 7) == kWireLen && (tag >> 3) > rp::Event::kSeatFieldNumber;
  };
  if (size >= 4 && b[0] == kSeatTag && b[1] < 0x80 && body_tag(b[2]) && b[3] < 0x80 && b[3] == size - 4) {
    seat = b[1];
    field = b[2] >> 3;
    m = body.substr(4);
  } else if (size >= 2 && body_tag(b[0]) && b[1] < 0x80 && b[1] == size - 2) {
    field = b[0] >> 3;
    m = body.substr(2);
  } else {
    WireReader in(body);
    uint32_t type;
    if (!in.ReadTag(&field, &type)) return false;  // empty: no body
    if (field == rp::Event::kSeatFieldNumber) {
      if (type != kWireVarint || !in.ReadUint32(&seat) || !in.ReadTag(&field, &type))
        return false;
    }
    // Then exactly one body and nothing after it: every other field number
    // is unknown or another body (protobuf keeps the last kind, or merges a
    // kind given twice).
    if (type != kWireLen || !in.ReadLen(&m) || !in.AtEnd()) return false;
  }
  if (seat >= uint32_t(kMaxSeats)) return false;
  e.seat = int8_t(seat);
  Fields f;
  switch (field) {
    case rp::Event::kDeckShuffleFieldNumber: {
      using M = rp::DeckShuffle;
      e.kind = EventKind::kDeckShuffle;
      e.seat = 0;
      if (!ReadFields<M::kCardsFieldNumber, M::kCardsFieldNumber>(m, &f)) return false;
      return ForEachPackedUint32(f.packed, [&e](uint32_t c) {
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
      const bool read = ForEachPackedUint32(f.packed, [&e](uint32_t s) {
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
      if (!ReadFields<M::kAllyFieldNumber>(m, &f)) return false;
      if (!Clearing(f[M::kClearingFieldNumber], &e.a)) return false;
      if (f[M::kDefenderFieldNumber] >= uint32_t(kMaxSeats)) return false;
      e.target = int8_t(f[M::kDefenderFieldNumber]);
      if (f.has(M::kAllyFieldNumber)) {
        if (f[M::kAllyFieldNumber] >= uint32_t(kMaxSeats)) return false;
        e.b = int8_t(f[M::kAllyFieldNumber]);
      }
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
      const bool read = ForEachPackedUint32(f.packed, [&e, &wood](uint32_t c) {
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
    case rp::Event::kAllyHitFieldNumber:
      e.kind = EventKind::kAllyHit;
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
    case rp::Event::kRevoltFieldNumber:
    case rp::Event::kSpreadSympathyFieldNumber: {
      using M = rp::Revolt;
      // One decode reads both bodies: they must number their fields alike.
      // Each message declares its field numbers in an unnamed enum of its
      // own, so they are compared as the wire numbers ReadFields takes.
      static_assert(uint32_t{M::kClearingFieldNumber} ==
                        uint32_t{rp::SpreadSympathy::kClearingFieldNumber} &&
                    uint32_t{M::kSupportersFieldNumber} ==
                        uint32_t{rp::SpreadSympathy::kSupportersFieldNumber});
      e.kind = field == rp::Event::kRevoltFieldNumber ? EventKind::kRevolt
                                                      : EventKind::kSpreadSympathy;
      if (!ReadFields<M::kSupportersFieldNumber, M::kSupportersFieldNumber>(m, &f)) return false;
      if (!Clearing(f[M::kClearingFieldNumber], &e.a)) return false;
      int n = 0;
      return ForEachPackedUint32(f.packed, [&e, &n](uint32_t c) {
        return n < kMaxSpent && Card(c, &e.spent[n++]);  // too many, no such
      });
    }
    case rp::Event::kMobilizeFieldNumber: {
      using M = rp::Mobilize;
      e.kind = EventKind::kMobilize;
      return ReadFields<M::kCardFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card);
    }
    case rp::Event::kTrainFieldNumber: {
      using M = rp::Train;
      e.kind = EventKind::kTrain;
      return ReadFields<M::kCardFieldNumber>(m, &f) && Card(f[M::kCardFieldNumber], &e.card);
    }
    case rp::Event::kOrganizeFieldNumber: {
      using M = rp::Organize;
      e.kind = EventKind::kOrganize;
      return ReadFields<M::kClearingFieldNumber>(m, &f) && Clearing(f[M::kClearingFieldNumber], &e.a);
    }
    case rp::Event::kOutrageFieldNumber: {
      using M = rp::Outrage;
      e.kind = EventKind::kOutrage;
      if (!ReadFields<M::kCardFieldNumber>(m, &f) || !Clearing(f[M::kClearingFieldNumber], &e.a))
        return false;
      return !f.has(M::kCardFieldNumber) || Card(f[M::kCardFieldNumber], &e.card);
    }
    default:
      // A faction's own bodies; otherwise field 0 or 1 with the length wire
      // type, or a body this build lacks (protobuf keeps it as unknown:
      // "without a body" to DecodeEvent).
      for (const FactionCodec& codec : FactionCodecs())
        if (codec.wire_fields.Has(field)) return codec.decode_wire(field, m, e);
      return false;
  }
}

}  // namespace arbiter::root
