#include "engine/rumble_nation/wire_codec.h"

#include <algorithm>

#include "arbiter/rumble_nation.pb.h"
#include "engine/core/wire_reader.h"

namespace arbiter::rumble_nation {
namespace {

namespace pbrn = ::arbiter::pb::rumble_nation;

// As codec.cc: proto areas are index + 1, and 0 means "not given".
bool Area(uint32_t value, bool required, AreaIndex* out) {
  if (value == 0 && !required) {
    *out = kNoArea;
    return true;
  }
  if (value < 1 || value > static_cast<uint32_t>(kNumAreas)) return false;
  *out = static_cast<AreaIndex>(value - 1);
  return true;
}

bool SeatOf(uint32_t value, int players, Seat* out) {
  if (value >= static_cast<uint32_t>(players)) return false;
  *out = static_cast<Seat>(value);
  return true;
}

uint8_t Saturate(uint32_t v) { return static_cast<uint8_t>(std::min<uint32_t>(v, 255)); }

// A packed repeated field holding exactly `count` values in [lo, hi], the
// only field of its message.
bool ReadExactly(absl::string_view message, uint32_t field, int count, uint32_t lo,
                 uint32_t hi, uint8_t* out) {
  int n = 0;
  return ForEachField(message,
                      [&](uint32_t number, uint32_t type, WireReader& in) {
                        absl::string_view packed;
                        return number == field && type == kWireLen && in.ReadLen(&packed) &&
                               ForEachPackedUint32(packed, [&](uint32_t v) {
                                 if (n >= count || v < lo || v > hi) return false;
                                 out[n++] = static_cast<uint8_t>(v);
                                 return true;
                               });
                      }) &&
         n == count;
}

bool ReadRevealCards(absl::string_view message, Event* e) {
  return ForEachField(message, [&](uint32_t number, uint32_t type, WireReader& in) {
    absl::string_view packed;
    return number == pbrn::RevealCards::kCardsFieldNumber && type == kWireLen &&
           in.ReadLen(&packed) && ForEachPackedUint32(packed, [&](uint32_t card) {
             if (e->card_count >= kMaxDisplay || card < 1 ||
                 card > static_cast<uint32_t>(kNumCards)) {
               return false;
             }
             e->cards[e->card_count++] = static_cast<Card>(card);
             return true;
           });
  });
}

// One field of a message whose fields are all uint32s, each at most once.
template <size_t N>
bool ReadUint32s(absl::string_view message, uint32_t (&values)[N]) {
  return ForEachField(message, [&](uint32_t number, uint32_t type, WireReader& in) {
    return number >= 1 && number <= N && ReadUint32Field(type, in, &values[number - 1]);
  });
}

// PlayCard, whose fields matter by card as DecodeCardEvent says; the others
// are read (protobuf parses them) and ignored.
bool ReadPlayCard(absl::string_view message, int players, Event* e) {
  uint32_t card = 0, from = 0, to = 0, opponent = 0;
  struct RawTake {
    uint32_t area = 0, count = 0;
  };
  RawTake takes[kMaxTakes];
  int take_count = 0;
  WireReader in(message);
  uint32_t seen = 0;
  while (!in.AtEnd()) {
    uint32_t number, type;
    if (!in.ReadTag(&number, &type)) return false;
    if (number == pbrn::PlayCard::kTakesFieldNumber) {  // repeated: once per take
      absl::string_view take;
      uint32_t values[2] = {0, 0};
      if (type != kWireLen || !in.ReadLen(&take) || !ReadUint32s(take, values)) return false;
      if (take_count < kMaxTakes) takes[take_count] = RawTake{values[0], values[1]};
      ++take_count;  // beyond kMaxTakes: refused below if the card uses takes
      continue;
    }
    uint32_t* value = number == pbrn::PlayCard::kCardFieldNumber       ? &card
                      : number == pbrn::PlayCard::kFromFieldNumber     ? &from
                      : number == pbrn::PlayCard::kToFieldNumber       ? &to
                      : number == pbrn::PlayCard::kOpponentFieldNumber ? &opponent
                                                                       : nullptr;
    if (value == nullptr || (seen & (1u << number)) != 0 ||
        !ReadUint32Field(type, in, value)) {
      return false;
    }
    seen |= 1u << number;
  }
  if (card < 1 || card > static_cast<uint32_t>(kNumCards)) return false;
  e->card = static_cast<Card>(card);
  bool uses_from = false, uses_to = false, uses_opponent = false, uses_takes = false;
  switch (e->card) {
    case Card::kJoraku:
    case Card::kTaikyaku: uses_takes = true; break;
    case Card::kKasei: uses_to = true; break;
    case Card::kMuhon: uses_from = uses_opponent = true; break;
    case Card::kTsuiho:
    case Card::kHitojichi:
    case Card::kOtori: uses_from = uses_to = uses_opponent = true; break;
    default: uses_from = uses_to = true; break;
  }
  if (uses_from && !Area(from, false, &e->from)) return false;
  if (uses_to && !Area(to, false, &e->to)) return false;
  if (uses_opponent && !SeatOf(opponent, players, &e->opponent)) return false;
  if (uses_takes) {
    if (take_count > kMaxTakes) return false;
    for (int i = 0; i < take_count; ++i) {
      if (!Area(takes[i].area, true, &e->takes[i].area)) return false;
      e->takes[i].count = Saturate(takes[i].count);
    }
    e->take_count = static_cast<uint8_t>(take_count);
  }
  return true;
}

}  // namespace

// Mirrors DecodeEvent (codec.cc) kind by kind.
bool DecodeEventWire(absl::string_view body, int players, Event* e) {
  *e = Event{};
  uint32_t seat = 0, kind = 0;
  absl::string_view message;
  const bool read = ForEachField(body, [&](uint32_t number, uint32_t type, WireReader& in) {
    if (number == pbrn::Event::kSeatFieldNumber) return ReadUint32Field(type, in, &seat);
    // A second kind would replace the first in protobuf: left to it.
    if (number < pbrn::Event::kDealCastlesFieldNumber ||
        number > pbrn::Event::kReinforceFieldNumber || type != kWireLen || kind != 0) {
      return false;
    }
    kind = number;
    return in.ReadLen(&message);
  });
  if (!read) return false;
  // Chance outcomes belong to no seat: their seat field is ignored.
  switch (kind) {
    case pbrn::Event::kDealCastlesFieldNumber:
      e->kind = EventKind::kDealCastles;
      return ReadExactly(message, pbrn::DealCastles::kValuesFieldNumber, kNumAreas,
                         kMinCastle, kMaxCastle, e->values.data());
    case pbrn::Event::kRevealCardsFieldNumber:
      e->kind = EventKind::kRevealCards;
      return ReadRevealCards(message, e);
    case pbrn::Event::kDiceFieldNumber:
      e->kind = EventKind::kDice;
      return ReadExactly(message, pbrn::Dice::kFacesFieldNumber, kNumDice, 1, 6,
                         e->faces.data());
    default:
      break;
  }
  if (!SeatOf(seat, players, &e->seat)) return false;
  switch (kind) {
    case pbrn::Event::kRollFieldNumber:
      e->kind = EventKind::kRoll;
      return message.empty();
    case pbrn::Event::kRerollFieldNumber:
      e->kind = EventKind::kReroll;
      return message.empty();
    case pbrn::Event::kPlaceFieldNumber: {
      e->kind = EventKind::kPlace;
      uint32_t values[2] = {0, 0};  // area, soldiers
      if (!ReadUint32s(message, values) || !Area(values[0], true, &e->area)) return false;
      e->soldiers = Saturate(values[1]);
      return true;
    }
    case pbrn::Event::kReinforceFieldNumber: {
      e->kind = EventKind::kReinforce;
      uint32_t values[1] = {0};  // to
      return ReadUint32s(message, values) && Area(values[0], true, &e->to);
    }
    case pbrn::Event::kPlayCardFieldNumber:
      e->kind = EventKind::kPlayCard;
      return ReadPlayCard(message, players, e);
    default:
      return false;  // no kind
  }
}

}  // namespace arbiter::rumble_nation
