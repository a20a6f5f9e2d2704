// The one list of implemented factions. Adding a faction: a folder with its
// FactionRules, one line here, its board struct in state.h.
#include "engine/root/factions/eyrie/eyrie.h"
#include "engine/root/factions/faction.h"
#include "engine/root/factions/marquise/marquise.h"

namespace arbiter::root {

const Faction kSetupOrder[kNumFactions] = {Faction::kMarquise, Faction::kEyrie};

const FactionRules* const kFactionRules[kNumFactions] = {&kMarquiseRules, &kEyrieRules};
static_assert(int(Faction::kMarquise) == 0 && int(Faction::kEyrie) == 1,
              "kFactionRules is indexed by Faction");

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
