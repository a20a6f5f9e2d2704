// The Eyrie Dynasties (seed 【鷲巣王朝】, facts 6): setup (corner roost and six
// warriors, a leader and its two Loyal Viziers), Birdsong (emergency orders,
// one or two Decree cards with at most one bird, a new roost), Daylight
// crafting with roosts and the Decree resolved column by column, turmoil
// (humiliation, purge, deposing, a new leader), Evening roost VP and draw.
// Lords of the Forest is in board.cc (Ruler), Disdain for Trade in craft_vp.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_EYRIE_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_EYRIE_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root {

extern const FactionRules kEyrieRules;

enum class EyrieStep : uint8_t {
  kSetupRoost = 0,
  kSetupLeader = 1,
  kSetupDone = 2,
  kEmergencyOrders = 3,
  kAddToDecree = 4,
  kNewRoost = 5,
  kDaylight = 6,
  kChooseLeader = 7,  // after turmoil
  kEveningScore = 8,
  kEveningDiscard = 9,
};

// The Decree column whose cards are being resolved, or -1 when all are.
int CurrentColumn(const State& s);
// Whether Decree card `card` (in `column`) can be resolved now in any way.
bool CanResolve(const State& s, int card, int column);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_EYRIE_EYRIE_H_
