// The factions the Root invariant catalogue checks (factions/checks.h says
// what each provides): one line per faction, in Faction order.
#ifndef ARBITER_VERIFIER_ROOT_FACTIONS_TABLE_H_
#define ARBITER_VERIFIER_ROOT_FACTIONS_TABLE_H_

#include "verifier/root/factions/alliance.h"
#include "verifier/root/factions/company.h"
#include "verifier/root/factions/eyrie.h"
#include "verifier/root/factions/lizard.h"
#include "verifier/root/factions/marquise.h"
#include "verifier/root/factions/mechanical.h"
#include "verifier/root/factions/vagabond.h"

namespace arbiter::root {

template <typename... F>
struct FactionCheckList {};

using FactionChecks =
    FactionCheckList<MarquiseChecks, EyrieChecks, AllianceChecks, VagabondChecks, CompanyChecks,
                     LizardChecks, MechanicalChecks>;

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_FACTIONS_TABLE_H_
