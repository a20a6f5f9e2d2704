// The Mechanical Marquise 1.0 (seed 001_8a55c0d6f11d58ff.txt 【メカ野候国】,
// 【スパイカード】; facts 10.1, the seed winning where they differ): an automa
// seat that no person plays.
//
// Built so far: its registration, its setup (the keep and eleven warriors,
// five order cards, the Items for Sale, the dominance cards kept in the
// deck as the spy cards), its traits as helpers (no hand, no ambush against
// it), its Birdsong score and the derivation of its Daylight orders
// (orders.h). Its turn is not wired into the reducer yet (no `advance`), so
// DecodeConfig refuses a header that names it: README "Mechanical Marquise".
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
  kBirdsong = 2,
  kDaylight = 3,
  kEvening = 4,
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
// Whether Item `item` is in its Items for Sale box (FactionRules::items_held).
inline int ForSale(const MechanicalBoard& b, int item) {
  for (int k = 0; k < int(kMechForSale.size()); ++k)
    if (int(kMechForSale[k]) == item) return (b.for_sale >> k) & 1;
  return 0;
}

// Poor Manual Dexterity (seed 001 《不器用》): an effect that takes a card
// from it draws the top card of the deck for `taker` instead (nothing when
// the deck is empty); an effect that gives it `card` discards the card and
// scores it 1 VP (facts 10.1.1: the given card is discarded).
void TakeCardFromBot(State& s, int taker);
void GiveCardToBot(State& s, int giver, int card);

// Birdsong (seed 001 朝フェイズ《勝利点の獲得》): 2 VP per clearing it rules
// with at least three of its warriors. BirdsongVp counts; ScoreBirdsong adds.
int BirdsongVp(const State& s);
void ScoreBirdsong(State& s);

}  // namespace mechanical
}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_MECHANICAL_H_
