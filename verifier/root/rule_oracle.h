// The invariant catalogue's own rule (root.ruler_matches_rule checks the
// reducer's RulersOf against it): bit c of by[f] is set when faction f rules
// clearing c, from the presences (warriors + buildings) of the factions in
// play, every clearing at once in byte lanes (clearing_lanes.h).
// Seed 【移動】 (most warriors + buildings; a tie: nobody) and 【鷲巣王朝】
// 「森の王者」 (a faction whose rules win ties takes every tie it is part of).
//
// Two formulations of the same statement:
//  * RuleByPairs, the plain one: every faction against every other. The
//    oracle of the other (tests/root/invariants_test.cc
//    RuleByMaximumEqualsRuleByPairs).
//  * RuleByMaximum, the one the invariant runs: a clearing's highest
//    presence, and how many factions have it. A faction rules where it has
//    that maximum (above zero) alone, or shares it and wins ties. It reads
//    each presence once and compares it once, where the pairs compare every
//    faction with every other, and has no loop over the pairs: about 190
//    instructions fewer each time the piece group is recomputed with four
//    factions (callgrind over 30 four-seat games, 45.4 M instead of 47.0 M
//    for the whole verification, 2026-12-02; README "Speed"). Different from the
//    reducer's unrolled rule too (each faction against the lane-wise maximum
//    of the others, engine/root/board.cc), so that the check compares two
//    computations, not one twice.
#ifndef ARBITER_VERIFIER_ROOT_RULE_ORACLE_H_
#define ARBITER_VERIFIER_ROOT_RULE_ORACLE_H_

#include <array>
#include <cstdint>

#include "absl/base/attributes.h"
#include "engine/root/board.h"
#include "engine/root/clearing_lanes.h"
#include "engine/root/state.h"

namespace arbiter::root {

using RuleMasks = std::array<uint16_t, kNumFactions>;

// The factions in play (bit f: faction f), from the faction-to-seat table.
inline uint32_t PlayingFactions(const State& s) {
  uint32_t playing = 0;
  for (int f = 0; f < kNumFactions; ++f)
    if (s.seat_of[f] >= 0) playing |= 1u << f;
  return playing;
}

// Whether a faction's rules win ties (FactionRules::wins_rule_ties); the
// mask of those factions is worked out once (FactionsWhere).
inline bool WinsRuleTies(const FactionRules& fr) { return fr.wins_rule_ties; }

inline RuleMasks RuleByPairs(const State& s) {
  const uint32_t playing = PlayingFactions(s);
  std::array<Lanes, kNumFactions> presence;
  for (int f = 0; f < kNumFactions; ++f)
    if ((playing >> f) & 1) presence[f] = RulePresence(s, Faction(f));
  const Lanes none = Load12(kNoCounts.data());
  RuleMasks by{};
  for (int f = 0; f < kNumFactions; ++f) {
    if (!((playing >> f) & 1)) continue;
    uint16_t rules = GreaterMask(presence[f], none);
    for (int g = 0; g < kNumFactions; ++g) {
      if (g == f || !((playing >> g) & 1)) continue;
      // Strictly more than g, or (winning ties) at least as many.
      rules &= RulesOf(Faction(f)).wins_rule_ties ? uint16_t(~GreaterMask(presence[g], presence[f]))
                                                  : GreaterMask(presence[f], presence[g]);
    }
    by[f] = uint16_t(rules & 0x0FFF);
  }
  return by;
}

ABSL_ATTRIBUTE_ALWAYS_INLINE inline RuleMasks RuleByMaximum(const State& s) {
  const Lanes none = Load12(kNoCounts.data());
  // A faction not in play has no presence (its rows are not read).
  std::array<Lanes, kNumFactions> presence;
  Lanes top = none;
  for (int f = 0; f < kNumFactions; ++f) {
    presence[f] = s.seat_of[f] >= 0 ? RulePresence(s, Faction(f)) : none;
    top = Max(top, presence[f]);
  }
  // Where the maximum is above zero, who has it: at_top[f], and the
  // clearings where two or more have it.
  const uint16_t someone = GreaterMask(top, none);
  std::array<uint16_t, kNumFactions> at_top;
  uint16_t once = 0, twice = 0;
  for (int f = 0; f < kNumFactions; ++f) {
    at_top[f] = uint16_t(~GreaterMask(top, presence[f]) & someone);
    twice |= once & at_top[f];
    once |= at_top[f];
  }
  const uint32_t ties = FactionsWhere<&WinsRuleTies>();
  RuleMasks by;
  for (int f = 0; f < kNumFactions; ++f)
    by[f] = ((ties >> f) & 1) ? at_top[f] : uint16_t(at_top[f] & ~twice);
  return by;
}

// Pilgrims (seed 001_8a55c0d6f11d58ff.txt 【蜥蜴教団】《巡礼》): faction `f`,
// whose buildings rule outright, takes each clearing where one of them
// stands, from everyone (Lords of the Forest included), when it plays.
// Applied on top of either formulation above. Its building rows summed in
// lanes, row by row here rather than through the reducer's BuildingMask:
// clearing by clearing (FactionBuildings twelve times) it cost about 370
// instructions each time the piece group was recomputed in a game with the
// Cult, 3.6 M of the 73.4 M verifying 30 four-seat games (callgrind,
// 2026-12-03).
inline void OutrightBuildingRule(const State& s, Faction f, RuleMasks& by) {
  if (s.seat_of[int(f)] < 0) return;
  const BuildingRows& rows = RulesOf(f).building_rows;
  const Lanes none = Load12(kNoCounts.data());
  Lanes buildings = none;
  for (int r = 0; r < rows.count; ++r) buildings = buildings + Load12(ByteRow(s, rows.at[r]));
  const uint16_t outright = GreaterMask(buildings, none);
  for (int g = 0; g < kNumFactions; ++g)
    by[g] = g == int(f) ? uint16_t(by[g] | outright) : uint16_t(by[g] & ~outright);
}

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_RULE_ORACLE_H_
