// The Marquise's field hospitals (seed 【猫野候国】「野戦病院」): warriors
// removed (not by her own effects) wait in State::removal_pending until she
// spends a card of the clearing's suit to return them to the keep, or
// declines. kMarquiseRules.removal_response. Pure; thread-safe.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_FIELD_HOSPITALS_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_FIELD_HOSPITALS_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root::marquise {

extern const RemovalResponse kFieldHospitals;

}  // namespace arbiter::root::marquise

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MARQUISE_FIELD_HOSPITALS_H_
