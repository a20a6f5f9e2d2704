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

#include <array>
#include <cstdint>

#include "engine/root/factions/faction.h"

namespace arbiter::root {

inline constexpr uint8_t kWindowBirdsong = 1;
inline constexpr uint8_t kWindowDaylight = 2;
inline constexpr uint8_t kWindowEvening = 4;
inline constexpr uint8_t kWindowAutoDone = 8;

// The window of each phase byte, 0 for all but the three play phases: a
// table rather than the shift, asked at every step (callgrind: 0.2 to
// 0.4% of a verification).
inline constexpr auto kWindowOfPhase = [] {
  std::array<uint8_t, 256> window{};
  window[uint8_t(Phase::kBirdsong)] = kWindowBirdsong;
  window[uint8_t(Phase::kDaylight)] = kWindowDaylight;
  window[uint8_t(Phase::kEvening)] = kWindowEvening;
  return window;
}();
// The start-of-phase window of the current phase while it is still open
// (not yet handled this turn), or 0. Inline: asked several times per event,
// and almost always 0.
inline uint8_t OpenWindow(const State& s) {
  static_assert(sizeof(Phase) == 1);
  return uint8_t(kWindowOfPhase[uint8_t(s.phase)] & ~s.windows_done);
}

enum class WindowStep : uint8_t {
  kNone,     // no window open, or every window closed
  kStepped,  // a forced effect was taken; advance again
  kPending,  // the turn seat decides on a start-of-phase card now
  // The window closed, nothing else changed (windows_done only): the steps
  // before it would find what they found, so the faction's steps follow at
  // once (callgrind: the loop's steps again cost 0.3 to 0.6% of a
  // verification).
  kClosed,
};
// Takes the forced effects of the window opening now and closes windows the
// player cannot use; says whether the turn seat must decide on one now.
WindowStep AdvanceOpenWindow(State& s);  // REQUIRES OpenWindow(s) != 0
inline WindowStep AdvanceWindows(State& s) {
  return OpenWindow(s) != 0 ? AdvanceOpenWindow(s) : WindowStep::kNone;
}
// True when the turn seat decides on a start-of-phase card now.
bool WindowPendingSlow(const State& s);
inline bool WindowPending(const State& s) {
  return OpenWindow(s) != 0 && WindowPendingSlow(s);
}
Verdict ValidateWindowEvent(const State& s, const Event& e);
void ExecuteWindowEvent(State& s, const Event& e);
void ListWindowEvents(const State& s, EventSink sink);

// Tax Collector / Codebreakers during the turn seat's Daylight actions.
bool AnyDaylightCardUsable(const State& s);
// Whether the turn seat is in its Daylight actions now (its start-of-Daylight
// cards resolved): when cards used "in Daylight" may be used.
bool TurnSeatInDaylightActions(const State& s);
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
