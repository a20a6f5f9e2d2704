// The Riverfolk Company's event bodies read straight from wire bytes (the
// fast path of engine/root/wire_codec.cc), with exactly the checks codec.cc
// makes.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_WIRE_CODEC_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_WIRE_CODEC_H_

#include <cstdint>

#include "absl/strings/string_view.h"
#include "engine/root/event.h"
#include "engine/root/factions/codecs.h"

namespace arbiter::root::company {

// Decodes body `m` of Event field `field` into `e` (seat already set);
// false for another field, or bytes the fast path leaves to protobuf.
bool DecodeWire(uint32_t field, absl::string_view m, Event& e);
// The Event fields DecodeWire reads (FactionCodec::wire_fields).
inline constexpr WireFields kWireFields = FieldsOf({
    pb::root::Event::kBuyServiceFieldNumber,
    pb::root::Event::kFundsMoveFieldNumber,
    pb::root::Event::kFundsBattleFieldNumber,
    pb::root::Event::kFundsDrawFieldNumber,
    pb::root::Event::kFundsRecruitFieldNumber,
    pb::root::Event::kEstablishTradePostFieldNumber,
    pb::root::Event::kCompanyCraftFieldNumber,
    pb::root::Event::kSetPricesFieldNumber,
    pb::root::Event::kCompanySetupWarriorFieldNumber,
    pb::root::Event::kTradeDisruptionFieldNumber,
});

}  // namespace arbiter::root::company

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_WIRE_CODEC_H_
