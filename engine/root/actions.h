// The common actions every faction takes in its own way: move, start a
// battle, craft, discard down to the hand limit. Validators return a Verdict
// (no allocation); executors assume their validator passed.
// Pure functions of their arguments; thread-compatible.
#ifndef ARBITER_ENGINE_ROOT_ACTIONS_H_
#define ARBITER_ENGINE_ROOT_ACTIONS_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root {

// root.move.*: seed 【移動】 — warriors along a path, ruling either end.
Verdict ValidateMove(const State& s, Faction f, int from, int to, int n);
void ListMoves(const State& s, Faction f, int from, Event proto, EventSink sink);
// The clearings a move of `f`'s warriors from `from` may reach, with
// `ruled` f's rule (RulersOf): along MovePaths, ruling either end or on a
// path that needs no rule. Zero when f has no warriors there.
uint16_t MoveDestinations(const State& s, Faction f, int from, uint16_t ruled);

// root.battle.target: seed 【戦闘】① — own warriors there, a defender with
// pieces there.
// The limits of the factions that lend warriors (FactionRules::
// judge_lent_battle) on a battle of `attacker` against `defender` in
// `clearing`, with seat `ally`'s warriors on its side (-1: none).
Verdict JudgeLentWarriors(const State& s, int attacker, int clearing, int defender, int ally);
Verdict ValidateBattleTarget(const State& s, int attacker, int clearing,
                             int defender);
void ListBattles(const State& s, int attacker, int clearing, Event proto,
                 EventSink sink);

// root.craft.*: seed 【クラフト】 — with the faction's unused crafting pieces.
Verdict ValidateCraft(const State& s, int seat, const Event& e);
void ExecuteCraft(State& s, int seat, const Event& e);
void ListCrafts(const State& s, int seat, EventSink sink);

// Evening: discard down to five (seed 夜フェイズ).
Verdict ValidateHandLimitDiscard(const State& s, int seat, const Event& e);
void ListHandLimitDiscards(const State& s, int seat, EventSink sink);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_ACTIONS_H_
