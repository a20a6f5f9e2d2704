// A battle as a sequence of events (seed 【戦闘】): the attacker's choice
// (a kBattle event, validated by the faction that allows it), the defender's
// ambush, the attacker's counter-ambush, the chosen losses to the ambush, the
// dice (chance), the battle cards of each side, and the buildings/tokens each
// side chooses to lose. battle.active in State overlays the turn while this
// runs; a field hospitals decision interrupts it right after each removal
// of Marquise warriors (the ambush's, the dice's).
// Pure functions of their arguments; thread-compatible.
#ifndef ARBITER_ENGINE_ROOT_BATTLE_H_
#define ARBITER_ENGINE_ROOT_BATTLE_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root {

// REQUIRES: ValidateBattleTarget passed, and for `ally` >= 0 (a seat whose
// warriors fight on the attacker's side) the attacker's battle_ally hook.
void StartBattle(State& s, int attacker, int clearing, int defender, int ally = -1);
// The seat fighting on the attacker's side, or -1 (BattleState::allies).
int BattleAlly(const State& s);
// Seat deciding next, or kChanceActor at the roll. REQUIRES battle.active.
int BattleActor(const State& s);
// Refused when no ambush may be played against the battle's attacker
// (FactionRules::ambush_refused_rule: the automa's Hates Surprises), at any
// stage: the battle skips its ambush step then, so the reducer asks this of
// a defender's ambush before the dice that are due. REQUIRES battle.active.
Verdict AmbushAgainstAttacker(const State& s);
Verdict ValidateBattleEvent(const State& s, const Event& e);
void ExecuteBattleEvent(State& s, const Event& e);
// Takes one forced step (skipping choices nobody has, dealing hits); false
// when a decision or the dice are awaited.
bool AdvanceBattle(State& s);
void ListBattleEvents(const State& s, EventSink sink);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_BATTLE_H_
