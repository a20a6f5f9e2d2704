// The Vagabond's event bodies read straight from wire bytes (the fast path
// of engine/root/wire_codec.cc), with exactly the checks codec.cc makes.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_WIRE_CODEC_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_WIRE_CODEC_H_

#include <cstdint>

#include "absl/strings/string_view.h"
#include "engine/root/event.h"
#include "engine/root/factions/codecs.h"

namespace arbiter::root::vagabond {

// Decodes body `m` of Event field `field` into `e` (seat already set);
// false for another field, or bytes the fast path leaves to protobuf.
bool DecodeWire(uint32_t field, absl::string_view m, Event& e);
// The Event fields DecodeWire reads (FactionCodec::wire_fields).
inline constexpr WireFields kWireFields = FieldsOf({
    pb::root::Event::kChooseCharacterFieldNumber,
    pb::root::Event::kPlacePawnFieldNumber,
    pb::root::Event::kRefreshFieldNumber,
    pb::root::Event::kSlipFieldNumber,
    pb::root::Event::kVagabondMoveFieldNumber,
    pb::root::Event::kExploreFieldNumber,
    pb::root::Event::kStrikeFieldNumber,
    pb::root::Event::kRepairFieldNumber,
    pb::root::Event::kAidFieldNumber,
    pb::root::Event::kSpecialFieldNumber,
    pb::root::Event::kDiscardItemFieldNumber,
    pb::root::Event::kDamageItemFieldNumber,
    pb::root::Event::kQuestFieldNumber,
    pb::root::Event::kCoalitionFieldNumber,
    pb::root::Event::kQuestShuffleFieldNumber,
    pb::root::Event::kRuinItemsFieldNumber,
});

}  // namespace arbiter::root::vagabond

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_WIRE_CODEC_H_
