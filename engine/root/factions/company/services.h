// What the Riverfolk Company sells (seed 001_8a55c0d6f11d58ff.txt 【河民商団】
// 業務提供): its ServiceWindow hooks for the core's purchase window
// (engine/root/services.h), and the river paths of its Swimmers and of the
// riverboats it sells (FactionRules::move_paths). Pure functions.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_SERVICES_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_SERVICES_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root::company {

extern const ServiceWindow kServiceWindow;

// Services the turn seat may still buy this turn: 1 + the clearings with
// both a trade post and a piece of the buyer's, less those bought.
int ServicesLeft(const State& s);
// Services the turn seat bought this turn (0 when the record is stale).
int ServicesBought(const State& s);
// The turn seat bought riverboats this turn.
bool RiverboatsBought(const State& s);
// The turn seat bought mercenaries this turn.
bool MercenariesBought(const State& s);
// FactionRules::warriors_lent_to: the buyer of mercenaries in its Daylight
// and Evening, else -1.
int WarriorsLentTo(const State& s);
// FactionRules::judge_lent_battle: the buyer cannot battle the Company, and
// the mercenaries fight for it only while lent and where they are.
Verdict JudgeLentBattle(const State& s, int attacker, int c, int defender, bool with_lent);

void MovePaths(const State& s, Faction mover, int from, uint16_t* paths, uint16_t* rule_free);

}  // namespace arbiter::root::company

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_SERVICES_H_
