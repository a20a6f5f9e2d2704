// Random discards: a seat must discard cards of its hand chosen at random
// (the Lizard Cult's Fear of the Faithful, seed 001 【蜥蜴教団】《棄教への恐怖》,
// raised through its remove_piece hook). Each card is a chance outcome, a
// RandomCard event, taken before any decision: the interrupt holds the seat
// and the count in State (random_discard_seat, random_discards); with an
// empty hand the rest is dropped. Faction-neutral; pure functions.
#ifndef ARBITER_ENGINE_ROOT_RANDOM_DISCARD_H_
#define ARBITER_ENGINE_ROOT_RANDOM_DISCARD_H_

#include "absl/random/bit_gen_ref.h"
#include "engine/root/factions/faction.h"

namespace arbiter::root {

// One more random card for `seat` (a seat in play) to discard.
void OweRandomDiscard(State& s, int seat);
// True while a random discard is due (a chance outcome). Inline: asked
// after every event.
inline bool RandomDiscardDue(const State& s) { return s.random_discards > 0; }
// Drops a discard owed by a seat whose hand is empty.
void DropEmptyRandomDiscardOwed(State& s);
inline void DropEmptyRandomDiscard(State& s) {
  if (s.random_discards > 0) DropEmptyRandomDiscardOwed(s);
}
Verdict ValidateRandomDiscard(const State& s, const Event& e);
void ExecuteRandomDiscard(State& s, const Event& e);
void ListRandomDiscards(const State& s, EventSink sink);
Event SampleRandomDiscard(const State& s, absl::BitGenRef rng);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_RANDOM_DISCARD_H_
