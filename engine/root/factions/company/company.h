// The Riverfolk Company (seed 001_8a55c0d6f11d58ff.txt 【河民商団】, facts 9):
// setup (four warriors on the river, three in payments, prices), Birdsong
// (protectionism, dividends, funds gathered), Daylight actions paid with
// funds (move, battle, draw, craft committed; recruit, trade post spent),
// Evening (hand limit, prices). Swimmers and the services it sells are in
// services.h; its board and pieces in pieces.h.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_COMPANY_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_COMPANY_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root {

extern const FactionRules kCompanyRules;

enum class CompanyStep : uint8_t {
  kSetupWarriors = 0,  // four CompanySetup events
  kSetupPrices = 1,    // SetPrices
  kSetupDone = 2,
  kBirdsong = 3,       // forced
  kDaylight = 4,       // actions; EndPhase
  kEveningDiscard = 5,
  kEveningPrices = 6,  // SetPrices ends the turn
  kTurnDone = 7,
};

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_COMPANY_H_
