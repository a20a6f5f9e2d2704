// The one list of implemented factions. Adding a faction: a folder with its
// FactionRules, one line here, its board struct in state.h.
#include <array>
#include <string>

#include "absl/strings/str_cat.h"
#include "engine/root/factions/alliance/alliance.h"
#include "engine/root/factions/company/company.h"
#include "engine/root/factions/eyrie/eyrie.h"
#include "engine/root/factions/faction.h"
#include "engine/root/factions/lizard/lizard.h"
#include "engine/root/factions/marquise/marquise.h"
#include "engine/root/factions/mechanical/mechanical.h"
#include "engine/root/factions/vagabond/vagabond.h"

namespace arbiter::root {

// The Cult after the others (its board's setup letter is later than
// theirs, facts 8), so that it sees their homes when it picks its corner.
// The Mechanical Marquise in the Marquise's place (setup letter A, facts
// 10.1.2: it replaces her; the two never play together).
const Faction kSetupOrder[kNumFactions] = {Faction::kMarquise, Faction::kMechanical, Faction::kEyrie,
                                           Faction::kAlliance, Faction::kVagabond,
                                           Faction::kCompany,  Faction::kLizard};

// constinit: FactionsWhere's masks (faction.h) are worked out from these at
// load time, in any order among load-time initializers.
constinit const std::array<const FactionRules*, kFactionBytes> kFactionRules = [] {
  std::array<const FactionRules*, kFactionBytes> rules{};
  rules.fill(&kMarquiseRules);  // the values no faction has
  const FactionRules* const by_faction[kNumFactions] = {&kMarquiseRules, &kEyrieRules,
                                                        &kAllianceRules, &kVagabondRules,
                                                        &kCompanyRules,  &kLizardRules,
                                                        &kMechanicalRules};
  for (int f = 0; f < kNumFactions; ++f) rules[f] = by_faction[f];
  return rules;
}();
static_assert(int(Faction::kMarquise) == 0 && int(Faction::kEyrie) == 1 &&
                  int(Faction::kAlliance) == 2 && int(Faction::kVagabond) == 3 &&
                  int(Faction::kCompany) == 4 && int(Faction::kLizard) == 5 &&
                  int(Faction::kMechanical) == kNumFactions - 1,
              "kFactionRules is indexed by Faction");

std::string BuiltFactionNames() {
  std::string out;
  for (int f = 0; f < kNumFactions; ++f) absl::StrAppend(&out, f ? ", " : "", RulesOf(Faction(f)).name);
  return out;
}

bool FactionByName(absl::string_view name, Faction* out) {
  for (int f = 0; f < kNumFactions; ++f) {
    if (RulesOf(Faction(f)).name == name) {
      *out = Faction(f);
      return true;
    }
  }
  return false;
}

}  // namespace arbiter::root
