// The Lizard Cult (seed 001_8a55c0d6f11d58ff.txt 【蜥蜴教団】, facts 8):
// setup in a corner that is no other faction's home, with the outcast
// marker on a suit; Birdsong sets the outcast from the Lost Souls, discards
// them, then conspiracies with acolytes in outcast clearings (crusade,
// convert, sanctify); Daylight rituals, one per revealed card (build,
// recruit, sacrifice, score); Evening returns the revealed cards, crafts
// with gardens of the outcast suit, draws 1 + uncovered icons.
// Pilgrims is kLizardRules.buildings_rule_outright (board.h RulersOf),
// Revenge its warriors_removed hook, Lost Souls its card_discarded hook,
// Fear of the Faithful the common random discard (random_discard.h).
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_LIZARD_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_LIZARD_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root {

extern const FactionRules kLizardRules;

enum class LizardStep : uint8_t {
  kSetup = 0,         // corner and outcast (kCultSetup)
  kSetupDone = 1,
  kOutcast = 2,       // forced: the outcast set, the Lost Souls discarded
  kConspiracies = 3,  // crusade, convert, sanctify; EndPhase
  kRituals = 4,       // Daylight rituals; EndPhase
  kEvening = 5,       // revealed cards back, craft; EndPhase
  kEveningDraw = 6,   // forced
  kEveningDiscard = 7,
};

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_LIZARD_H_
