// The native Root event: a small trivially copyable struct decoded from
// pb::root::Event (codec.h) and applied by the reducer. One `kind` per proto
// oneof case; the meaning of the generic fields per kind is listed beside it.
// All clearings and cards are 0-based here (proto: 1-based).
#ifndef ARBITER_ENGINE_ROOT_EVENT_H_
#define ARBITER_ENGINE_ROOT_EVENT_H_

#include <array>
#include <cstdint>
#include <cstring>

#include "engine/root/components.h"

namespace arbiter::root {

enum class EventKind : uint8_t {
  kNone = 0,
  kDeckShuffle,    // order[0..order_len) top first
  kSuitMarkers,    // order[0..12) = Suit per clearing
  kDice,           // a, b = faces
  kPlaceKeep,      // a = clearing
  kPlaceStartingBuilding,  // piece, a = clearing
  kPlaceStartingRoost,     // a = clearing
  kChooseLeader,   // n = Leader
  kEndPhase,
  kPass,
  kDiscard,        // card
  kMove,           // a = from, b = to, n = warriors, decree
  kBattle,         // a = clearing, target = defender seat, decree, b = ally seat (-1: none)
  kAmbush,         // card
  kCounterAmbush,  // card
  kBattleCard,     // card
  kRemovePiece,    // piece
  kFieldHospital,  // card
  kCraft,          // card, uses[3]
  kRecruit,        // a = clearing (Eyrie), decree
  kBuild,          // piece, a = clearing, wood[0..n), decree
  kOverwork,       // card, a = clearing
  kSpendBird,      // card
  kAddToDecree,    // card, n = Column
  kNewRoost,       // a = clearing
  kTurmoil,
  kUseCard,        // card, a = clearing, target = seat
  kRandomCard,     // card (chance: Stand and Deliver!)
  kTakeDominance,  // card = dominance, target = card spent
  kActivateDominance,  // card
  kPlaceWood,      // a = clearing
  kRevolt,         // a = clearing, spent[0..2) supporters
  kSpreadSympathy, // a = clearing, spent[0..n) supporters
  kMobilize,       // card
  kTrain,          // card
  kOrganize,       // a = clearing
  kOutrage,        // a = clearing, card (-1: none of the suit, hand shown)
  // The Vagabond (factions/vagabond). Locations: clearings 0..11, forest f
  // at kForestAt + f (state.h). n = Item where an item is named.
  kChooseCharacter,  // n = Character
  kPlacePawn,        // a = forest location
  kRefresh,          // n = item, piece = 1 for a damaged one
  kSlip,             // a = location
  kVbMove,           // a = clearing; target = Allied seat whose n warriors move along (-1: none)
  kExplore,
  kStrike,           // target = seat, piece = PieceKind (-1: a warrior)
  kRepair,           // n = item, piece = 1 when the item is exhausted
  kAid,              // target = seat, card, b = Item taken (0: none), n = item exhausted
  kSpecial,          // Thief: target; Tinker: card
  kDiscardItem,      // n = item, piece = ItemState
  kDamageItem,       // n = item, piece = 1 when the item is exhausted (hits taken)
  // The Riverfolk Company (factions/company). piece = the Faction whose
  // warriors (funds) pay, wherever an event pays.
  kBuyService,       // buyer's seat: n = Service, card (hand card), piece = paying Faction
  kFundsMove,        // a = from, b = to, n = warriors, piece
  kFundsBattle,      // a = clearing, target = defender seat, piece
  kFundsDraw,        // piece
  kFundsRecruit,     // a = clearing, piece
  kEstablishPost,    // a = clearing, piece (two funds)
  kCompanyCraft,     // card, uses[3], spent[0..cost) = fund owners ascending, n = 1: export
  kSetPrices,        // uses[0..3) = price by Service
  kCompanySetup,     // a = clearing
  kQuestShuffle,     // order[0..kNumQuests) quests top first (chance, at its setup)
  kQuest,            // a = quest, b = 1 to draw two cards, 0 to score
  kCoalition,        // card = dominance card, target = partner seat
  // The Lizard Cult (factions/lizard).
  kCultSetup,  // a = corner, n = outcast Suit
  kCrusade,    // a = clearing, b = move destination (-1: battle in a), n = warriors moved, target = defender (-1: none)
  kConvert,    // a = clearing, target = seat
  kSanctify,   // a = clearing, target = seat, piece = the building
  kRitual,     // card = revealed, n = RitualKind, a = clearing, spent[0] = the card a Score spends
  kAllyHit,          // (battle: a hit on a warrior of the attacker's ally)
  kRuinItems,        // order[0..order_len) Item under each ruin, ascending clearings (chance, at its setup)
  // The Company's choice of the funds a trade disruption takes:
  // order[f] = funds of Faction f lost, order_len = kNumFactions.
  kTradeDisruption,
  // The spy cards against the Mechanical Marquise (factions/mechanical/spies.h).
  kSpyLook,          // card = the spy, a = order looked at (0..4 from the left), b = the order card seen
  kSpySwap,          // a = the other order (0..4) swapped with the one looked at
};
// What a Lizard Cult ritual does (kRitual's n).
enum class RitualKind : uint8_t { kBuild = 0, kRecruit = 1, kSacrifice = 2, kScore = 3 };

inline constexpr int kMaxWood = 4;  // highest building cost (facts 5)
inline constexpr int kMaxSpent = 4;  // highest spread cost: 3 + Martial Law (facts 7)

struct Event {
  EventKind kind = EventKind::kNone;
  int8_t seat = 0;
  int8_t card = -1;
  int8_t a = -1;
  int8_t b = -1;
  int8_t n = 0;
  int8_t target = -1;
  int8_t piece = -1;  // PieceKind
  int8_t decree = -1;  // Decree card resolved (-1: not a Decree action)
  std::array<int8_t, kNumClearingSuits> uses{};
  std::array<int8_t, kMaxWood> wood{-1, -1, -1, -1};
  std::array<int8_t, kMaxSpent> spent{-1, -1, -1, -1};  // supporters, ascending
  uint8_t order_len = 0;
  std::array<uint8_t, kNumCards> order{};

  bool operator==(const Event& o) const {
    return std::memcmp(this, &o, sizeof(Event)) == 0;
  }
};

// True for the chance outcomes (seat ignored).
inline bool IsChance(EventKind kind) {
  return kind == EventKind::kDeckShuffle || kind == EventKind::kSuitMarkers ||
         kind == EventKind::kDice || kind == EventKind::kRandomCard ||
         kind == EventKind::kQuestShuffle || kind == EventKind::kRuinItems;
}

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_EVENT_H_
