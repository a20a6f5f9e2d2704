#include "engine/root/others_actions.h"

#include <bit>
#include <cstdint>

#include "engine/root/board.h"

namespace arbiter::root {
namespace {

// The factions with actions on them, bit per faction (computed once).
uint32_t FactionsWithActions() {
  static const uint32_t with = [] {
    uint32_t m = 0;
    for (int f = 0; f < kNumFactions; ++f)
      if (RulesOf(Faction(f)).others_actions != nullptr) m |= 1u << f;
    return m;
  }();
  return with;
}

}  // namespace

const OthersActions* OthersActionsOf(const State& s) {
  for (uint32_t m = FactionsWithActions(); m != 0; m &= m - 1) {
    const int f = std::countr_zero(m);
    const int seat = s.seat_of[f];
    if (seat >= 0 && seat < s.players && seat != s.turn_seat) return RulesOf(Faction(f)).others_actions;
  }
  return nullptr;
}

}  // namespace arbiter::root
