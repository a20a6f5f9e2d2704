#include "engine/living_forest/wire_codec.h"

#include <cstring>

#include "arbiter/living_forest.pb.h"
#include "engine/core/wire_reader.h"

namespace arbiter::living_forest {
namespace {

namespace lf = ::arbiter::pb::living_forest;

// Reads a packed field of 1-based kinds 1..`kinds` into out[0..*n) as 0-based
// bytes; false beyond `capacity` values or on a kind out of range.
bool ReadKinds(absl::string_view packed, int capacity, int kinds, uint8_t* out, uint8_t* n) {
  int count = 0;
  const bool read = ForEachPackedUint32(packed, [&](uint32_t kind) {
    if (count >= capacity || kind < 1 || kind > static_cast<uint32_t>(kinds)) return false;
    out[count++] = static_cast<uint8_t>(kind - 1);
    return true;
  });
  *n = static_cast<uint8_t>(count);
  return read;
}

// Fills e->cards from the packed Card field `cards_field` of `message`; the
// message may also hold a level (ShuffleStack), returned in *level.
bool ReadCards(absl::string_view message, uint32_t cards_field, Event* e,
               uint32_t* level = nullptr) {
  return ForEachField(message, [&](uint32_t number, uint32_t type, WireReader& in) {
    if (level != nullptr && number == lf::ShuffleStack::kLevelFieldNumber) {
      return ReadUint32Field(type, in, level);
    }
    absl::string_view packed;
    return number == cards_field && type == kWireLen && in.ReadLen(&packed) &&
           ReadKinds(packed, kMaxOwned, kNumCardKinds, e->cards.data(), &e->n);
  });
}

bool ReadAttractCard(absl::string_view message, Event* e) {
  uint32_t card = 0;
  const bool read = ForEachField(message, [&](uint32_t number, uint32_t type, WireReader& in) {
    return number == lf::AttractCard::kCardFieldNumber && ReadUint32Field(type, in, &card);
  });
  if (!read || card < 1 || card > static_cast<uint32_t>(kNumCardKinds)) return false;
  e->card = static_cast<uint8_t>(card - 1);
  return true;
}

bool ReadExtinguish(absl::string_view message, Event* e) {
  return ForEachField(message, [&](uint32_t number, uint32_t type, WireReader& in) {
    uint32_t count;
    if (number < lf::Extinguish::kValue2FieldNumber ||
        number > lf::Extinguish::kValue4FieldNumber || !ReadUint32Field(type, in, &count) ||
        count > static_cast<uint32_t>(kCentreFireCap)) {
      return false;
    }
    e->fires[number - lf::Extinguish::kValue2FieldNumber] = static_cast<uint8_t>(count);
    return true;
  });
}

bool ReadMove(absl::string_view message, Event* e) {
  return ForEachField(message, [&](uint32_t number, uint32_t type, WireReader& in) {
    if (number == lf::Move::kStepsFieldNumber) {
      uint32_t steps;
      if (!ReadUint32Field(type, in, &steps) || steps > static_cast<uint32_t>(kMaxSteps)) {
        return false;
      }
      e->steps = static_cast<uint8_t>(steps);
      return true;
    }
    absl::string_view packed;
    return number == lf::Move::kStealsFieldNumber && type == kWireLen && in.ReadLen(&packed) &&
           ReadKinds(packed, kMaxSteals, kNumVictoryKinds, e->steals.data(), &e->n_steals);
  });
}

bool ReadPlant(absl::string_view message, Event* e) {
  uint32_t tree = 0, row = 0, column = 0;
  const bool read = ForEachField(message, [&](uint32_t number, uint32_t type, WireReader& in) {
    switch (number) {
      case lf::Plant::kTreeFieldNumber: return ReadUint32Field(type, in, &tree);
      case lf::Plant::kRowFieldNumber: return ReadUint32Field(type, in, &row);
      case lf::Plant::kColumnFieldNumber: return ReadUint32Field(type, in, &column);
      default: return false;
    }
  });
  if (!read || tree < 1 || tree > static_cast<uint32_t>(kNumTreeKinds) ||
      row >= static_cast<uint32_t>(kForestRows) ||
      column >= static_cast<uint32_t>(kForestColumns)) {
    return false;
  }
  e->tree = static_cast<uint8_t>(tree - 1);
  e->cell = static_cast<uint8_t>(row * kForestColumns + column);
  return true;
}

}  // namespace

// Mirrors DecodeEvent (codec.cc) kind by kind.
bool DecodeEventWire(absl::string_view body, int players, Event* e) {
  // Zeroed as DecodeEvent zeroes it, but copied from a blank: GCC makes a
  // memset of this size a `rep stos`, whose start-up took a third of this
  // function's time (perf, verify_bench); a copy is a few vector moves.
  static constexpr Event kBlank{};
  std::memcpy(e, &kBlank, sizeof(Event));
  // As protobuf writes an event: the seat (absent when 0), then the kind,
  // then nothing. Any other layout, a second kind included, is left to it.
  WireReader in(body);
  uint32_t seat = 0, kind, type;
  if (!in.ReadTag(&kind, &type)) return false;
  if (kind == lf::Event::kSeatFieldNumber) {
    if (type != kWireVarint || !in.ReadUint32(&seat) || !in.ReadTag(&kind, &type)) return false;
  }
  absl::string_view message;
  if (kind < lf::Event::kShuffleDeckFieldNumber || kind > lf::Event::kPlantFieldNumber ||
      type != kWireLen || !in.ReadLen(&message) || !in.AtEnd() ||
      seat >= static_cast<uint32_t>(players)) {
    return false;
  }
  e->seat = static_cast<uint8_t>(seat);
  switch (kind) {
    case lf::Event::kShuffleDeckFieldNumber:
      e->type = EventType::kShuffleDeck;
      return ReadCards(message, lf::ShuffleDeck::kCardsFieldNumber, e);
    case lf::Event::kShuffleStackFieldNumber: {
      e->type = EventType::kShuffleStack;
      uint32_t level = 0;
      if (!ReadCards(message, lf::ShuffleStack::kCardsFieldNumber, e, &level) || level < 1 ||
          level > static_cast<uint32_t>(kNumLevels)) {
        return false;
      }
      e->level = static_cast<uint8_t>(level - 1);
      return true;
    }
    case lf::Event::kReshuffleFieldNumber:
      e->type = EventType::kReshuffle;
      return ReadCards(message, lf::Reshuffle::kCardsFieldNumber, e);
    case lf::Event::kAttractCardFieldNumber:
      e->type = EventType::kAttractCard;
      return ReadAttractCard(message, e);
    case lf::Event::kExtinguishFieldNumber:
      e->type = EventType::kExtinguish;
      return ReadExtinguish(message, e);
    case lf::Event::kMoveFieldNumber:
      e->type = EventType::kMove;
      return ReadMove(message, e);
    case lf::Event::kPlantFieldNumber:
      e->type = EventType::kPlant;
      return ReadPlant(message, e);
    // The kinds without fields: anything inside is an unknown field.
    case lf::Event::kRevealFieldNumber: e->type = EventType::kReveal; break;
    case lf::Event::kSendAwayFieldNumber: e->type = EventType::kSendAway; break;
    case lf::Event::kStopFieldNumber: e->type = EventType::kStop; break;
    case lf::Event::kTakeFragmentFieldNumber: e->type = EventType::kTakeFragment; break;
    case lf::Event::kAttractFieldNumber: e->type = EventType::kAttract; break;
    case lf::Event::kEndAttractFieldNumber: e->type = EventType::kEndAttract; break;
    default: return false;  // no kind
  }
  return message.empty();
}

}  // namespace arbiter::living_forest
