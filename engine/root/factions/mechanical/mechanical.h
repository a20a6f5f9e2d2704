// The Mechanical Marquise 1.0 (seed 001_8a55c0d6f11d58ff.txt 【メカ野候国】,
// 【スパイカード】; facts 10.1, the seed winning where they differ): an automa
// seat that no person plays.
//
// Built so far: its registration, its setup (the keep and eleven warriors,
// five order cards, the Items for Sale, the dominance cards kept in the
// deck as the spy cards), its traits (no hand: a gift scores 1 VP, a take
// draws from the deck; no ambush against it), its Birdsong score and its turn: orders revealed by
// its forced steps, its battles and moves events of its seat that must be
// exactly the derived ones (orders.h), the recruit and the refill forced.
// Its spy cards: spies.h. The common decisions asked of its seat get its
// fixed answers (the Company's purchase window closes at once; a
// Vagabond's aid may take its Items for Sale): README "Mechanical Marquise".
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_MECHANICAL_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_MECHANICAL_H_

#include <cstdint>
#include <cstring>

#include "engine/root/factions/faction.h"

namespace arbiter::root {

extern const FactionRules kMechanicalRules;

enum class MechStep : uint8_t {
  kSetupKeep = 0,  // its keep corner (kPlaceKeep by its seat)
  kSetupDone = 1,
  kBirdsong = 2,   // forced: the score
  kReveal = 3,     // forced: the next order revealed, or Evening
  kRecruit = 4,    // forced: the recruit, or the next order (no cost)
  kEvening = 5,    // forced: the refill
  // Battles, then moves, clearing by clearing: kBattles + c looks for the
  // next due battle from clearing c on (an event of its seat), kMoves + c
  // the next due move.
  kBattles = 16,
  kMoves = 32,
  kLast = kMoves + kNumClearings - 1,
};

namespace mechanical {

inline constexpr Faction kBot = Faction::kMechanical;

// Its orders as a card mask (MechanicalBoard::orders holds the bytes).
inline uint64_t Orders(const MechanicalBoard& b) {
  uint64_t mask;
  std::memcpy(&mask, b.orders.data(), sizeof(mask));
  return mask;
}
inline void SetOrders(MechanicalBoard& b, uint64_t mask) { std::memcpy(b.orders.data(), &mask, sizeof(mask)); }
// Whether Item `item` is in its Items for Sale box (FactionRules::add_items).
inline int ForSale(const MechanicalBoard& b, int item) {
  for (int k = 0; k < int(kMechForSale.size()); ++k)
    if (int(kMechForSale[k]) == item) return (b.for_sale >> k) & 1;
  return 0;
}

// Poor Manual Dexterity (seed 001 《不器用》): an effect that takes a card
// from it (FactionRules::card_taken: Stand and Deliver!, the Thief's
// steal) draws a card of the deck for `taker` instead (the discard shuffled
// in first when the deck is out; nothing when both are); an effect that gives it `card` discards the card and
// scores it 1 VP (facts 10.1.1: the given card is discarded).
void TakeCardFromBot(State& s, int taker);
void GiveCardToBot(State& s, int giver, int card);
// An effect that makes it draw `n` cards (Better Burrow Bank naming it)
// gives it cards: 1 VP a card instead, the cards left in the deck (README).
void BotDraws(State& s, int n);

// Birdsong (seed 001 朝フェイズ《勝利点の獲得》): 2 VP per clearing it rules
// with at least three of its warriors. BirdsongVp counts; ScoreBirdsong adds.
int BirdsongVp(const State& s);
void ScoreBirdsong(State& s);

}  // namespace mechanical
}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_MECHANICAL_H_
