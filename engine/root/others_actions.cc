#include "engine/root/others_actions.h"

#include <bit>
#include <cstdint>

#include "engine/root/board.h"

namespace arbiter::root {
namespace {

// Whether a faction has actions others take on it (FactionsWhere: the mask
// of those factions is worked out once).
bool HasOthersActions(const FactionRules& fr) { return fr.others_actions != nullptr; }

}  // namespace

const OthersActions* OthersActionsOf(const State& s) {
  for (uint32_t m = FactionsWhere<&HasOthersActions>(); m != 0; m &= m - 1) {
    const int f = std::countr_zero(m);
    const int seat = s.seat_of[f];
    if (seat >= 0 && seat < s.players && seat != s.turn_seat) return RulesOf(Faction(f)).others_actions;
  }
  return nullptr;
}

}  // namespace arbiter::root
