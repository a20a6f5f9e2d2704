// The persistent cards' effects outside battle (facts 2; seed 【クラフト】
// 「継続効果」: a crafted card works when, and only when, it says):
//  * start of Birdsong: Better Burrow Bank (forced draws), Royal Claim (may
//    discard for 1 VP per ruled clearing), Stand and Deliver! (may take a
//    random card, a chance event, the victim scoring 1 VP);
//  * start of Daylight: Command Warren (may battle);
//  * start of Evening: Cobbler (may move);
//  * any time in Daylight, once: Tax Collector (remove a warrior, draw 1),
//    Codebreakers (look at a hand: no change to the state but its use).
// The battle cards (Armorers, Brutal Tactics, Sappers, Scouting Party) are in
// battle.cc. Each start-of-phase window is offered once per phase; Pass
// closes it. Pure functions; thread-compatible.
#ifndef ARBITER_ENGINE_ROOT_CARD_EFFECTS_H_
#define ARBITER_ENGINE_ROOT_CARD_EFFECTS_H_

#include "engine/root/factions/faction.h"

namespace arbiter::root {

inline constexpr uint8_t kWindowBirdsong = 1;
inline constexpr uint8_t kWindowDaylight = 2;
inline constexpr uint8_t kWindowEvening = 4;
inline constexpr uint8_t kWindowAutoDone = 8;

// Takes the forced effects of the window opening now and closes windows the
// player cannot use; true when something changed.
bool AdvanceWindows(State& s);
// True when the turn seat decides on a start-of-phase card now.
bool WindowPending(const State& s);
Verdict ValidateWindowEvent(const State& s, const Event& e);
void ExecuteWindowEvent(State& s, const Event& e);
void ListWindowEvents(const State& s, EventSink sink);

// Tax Collector / Codebreakers during the turn seat's Daylight actions.
bool AnyDaylightCardUsable(const State& s);
Verdict ValidateDaylightCard(const State& s, const Event& e);
void ExecuteDaylightCard(State& s, const Event& e);
void ListDaylightCards(const State& s, EventSink sink);

// Whether `seat`'s active dominance card is fulfilled: three ruled clearings
// of its suit, or two opposite corners for the bird.
bool DominanceWon(const State& s, int seat);

// Stand and Deliver!: the random card (chance). REQUIRES s.steal_from >= 0.
Verdict ValidateRandomCard(const State& s, const Event& e);
void ExecuteRandomCard(State& s, const Event& e);
void ListRandomCards(const State& s, EventSink sink);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_CARD_EFFECTS_H_
