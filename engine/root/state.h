// Root match state: one flat, trivially copyable value (STYLE.md house
// rules). Implements ../shared/seeds/000_df3076681f727464.txt with the
// Marquise de Cat and the Eyrie Dynasties; configuration: 2 seats (factions
// in seat order), map Autumn or Winter, a turn limit.
//
// Layout of the bookkeeping:
//  * Cards are indices 0..53 into kCards (proto id - 1); 54 and 55 stand for
//    the Eyrie's two Loyal Viziers, which are never in the deck.
//  * Every card is in exactly one place: deck (ordered array, top last),
//    a hand, the discard, a Decree column, a play area (persistent crafted
//    cards), beside the map (available dominance) or out of the game.
//  * Pieces: warriors per faction per clearing plus a supply count; each
//    faction's buildings and tokens in its own board struct below.
//  * What happens next is `phase` + `step` (common) and the faction's own
//    `fstep`; a battle in progress overlays them (battle.active), and
//    removal responses (field hospitals) and pending draws are interrupts
//    handled before either.
//
// Only helpers in board.h change pieces and cards, so that the redundant
// views (supply, tracks, counts) change together.
#ifndef ARBITER_ENGINE_ROOT_STATE_H_
#define ARBITER_ENGINE_ROOT_STATE_H_

#include <array>
#include <cstdint>
#include <type_traits>

#include "engine/root/components.h"

namespace arbiter::root {

inline constexpr int kVizierCard0 = kNumCards;  // 54, 55: the Loyal Viziers
inline constexpr int kNoCard = -1;
inline constexpr int kDefaultTurnLimit = 400;

enum class Phase : uint8_t {
  kSetup = 0,
  kBirdsong = 1,
  kDaylight = 2,
  kEvening = 3,
  kGameOver = 4,
};

// Setup steps (step while phase == kSetup).
enum class SetupStep : uint8_t {
  kSuitMarkers = 0,  // chance, Winter only
  kShuffle = 1,      // chance: the deck
  kDeal = 2,         // forced: three cards each
  kFactions = 3,     // each faction's own setup, in the seed's order
};

// Buildings and tokens of every faction, as the hit and removal rules see them.
enum class PieceKind : uint8_t {
  kSawmill = 0,
  kWorkshop = 1,
  kRecruiter = 2,
  kWood = 3,
  kKeep = 4,
  kRoost = 5,
  kBase = 6,
  kSympathy = 7,
  kTradePost = 8,  // the Riverfolk Company's (a token)
  kGarden = 9,     // the Lizard Cult's buildings (proto GARDEN = 10)
  // The Mechanical Marquise's keep (a token; proto MECH_KEEP = 11): its own
  // kind, as every kind has one owner (board.cc PieceOwner).
  kMechKeep = 10,
};
inline constexpr int kNumPieceKinds = 11;
// The kinds that are buildings (they rule and fill slots); the rest are tokens.
inline constexpr uint32_t kBuildingKinds =
    (1u << int(PieceKind::kSawmill)) | (1u << int(PieceKind::kWorkshop)) | (1u << int(PieceKind::kRecruiter)) |
    (1u << int(PieceKind::kRoost)) | (1u << int(PieceKind::kBase)) | (1u << int(PieceKind::kGarden));

// Battle progress (battle.h describes the sequence).
enum class BattleStage : uint8_t {
  kAmbush = 0,         // defender may ambush
  kCounterAmbush = 1,  // attacker may cancel it
  kAmbushHits = 2,     // attacker chooses buildings/tokens lost to the ambush
  kRoll = 3,           // chance: the dice
  kAttackerCards = 4,  // attacker may use Brutal Tactics / Armorers
  kDefenderCards = 5,  // defender may use Sappers / Armorers
  kDefenderHits = 6,   // defender chooses buildings/tokens to lose
  kAttackerHits = 7,   // attacker chooses buildings/tokens to lose
};

struct BattleState {
  bool active;
  BattleStage stage;
  int8_t attacker;  // seats
  int8_t defender;
  int8_t clearing;
  int8_t ambush_card;
  uint8_t roll_attacker;  // faces taken after the roll
  uint8_t roll_defender;
  uint8_t extra_attacker;  // extra hits dealt by the attacker
  uint8_t extra_defender;
  bool armor_attacker;  // Armorers: ignore rolled hits taken
  bool armor_defender;
  bool brutal_used;
  bool sappers_used;
  uint8_t hits_on_attacker;  // buildings/tokens still to remove
  uint8_t hits_on_defender;
  uint8_t removed_by_attacker;  // enemy buildings/tokens removed, for Despot
  uint8_t removed_by_defender;
  // A seat whose warriors fight on the attacker's side (the Vagabond's
  // Allied faction, seed 【放浪部族】「同盟」): bit per seat, at most one,
  // 0 for none; and while there is one, the hits the attacker's side took
  // on those warriors and on its own pieces or items (a faction's
  // ally_hits hook judges them when the battle ends).
  uint8_t allies;
  uint8_t hits_on_allies;
  uint8_t hits_on_own;
};

struct MarquiseBoard {
  int8_t keep;  // clearing, -1 when not on the map
  bool keep_removed;  // removed permanently (seed 城砦トークン)
  std::array<std::array<uint8_t, kNumClearings>, kNumCatBuildings> buildings;
  std::array<uint8_t, kNumCatBuildings> track;  // buildings left on the board
  std::array<uint8_t, kNumClearings> wood;
  uint8_t wood_supply;
  // This turn:
  uint8_t actions_left;
  uint8_t march_moves;  // second move of a march still available (0/1)
  bool recruited;
  bool crafting_open;  // no action taken yet this Daylight
  uint8_t setup_buildings;  // starting buildings placed (0..3)
  std::array<uint8_t, kNumClearingSuits> workshops_used;
  // Placed this turn at each clearing when the supply ran short: wood in
  // Birdsong, warriors while recruiting.
  std::array<uint8_t, kNumClearings> placed;
};

struct EyrieBoard {
  std::array<uint8_t, kNumClearings> roosts;
  uint8_t roost_track;  // roosts left on the board
  int8_t leader;        // Leader, -1 before the first choice
  uint8_t deposed;      // bit per leader face down
  std::array<uint64_t, kNumColumns> decree;  // bit per card (incl. viziers)
  uint64_t resolved;    // Decree cards resolved this Daylight
  uint8_t added_this_turn;  // cards added to the Decree this Birdsong
  bool bird_added;
  bool crafting_open;
  std::array<uint8_t, kNumClearingSuits> roosts_used;
};

struct AllianceBoard {
  // What the invariants read comes first (their memos compare these bytes:
  // verifier/root/invariants.cc), the turn's bookkeeping last.
  // A base stands in clearing c when bases[c] is 1; its suit is the
  // clearing's (a revolt places the base of the clearing's suit).
  std::array<uint8_t, kNumClearings> bases;
  uint16_t sympathy;    // bit per sympathetic clearing (at most one token each)
  uint8_t officers;     // warriors in the Officers box
  // A base has been removed this game: a stack of more than five built
  // while a base stood is kept when the last one leaves (the cap stops
  // additions; neither the seed nor facts 7 discards a standing stack).
  bool base_lost;
  uint64_t supporters;  // face-down cards in the Supporters stack
  // This turn:
  uint8_t ops_left;     // military operations left this Evening
  bool spread_started;  // Birdsong: no revolt after a spread
  std::array<uint8_t, kNumClearingSuits> sympathy_used;  // crafting
};

// The Vagabond (seed 【放浪部族】). Items by Item and ItemState; the tea,
// coins and bags tracks are not stored: items move freely between the
// satchel and the tracks (seed アイテムの配置場所), so a track holds every
// face-up undamaged item of its kind, up to kTrackSlots.
enum class ItemState : uint8_t {
  kUp = 0,             // face up, undamaged
  kExhausted = 1,      // face down, undamaged
  kDamagedUp = 2,      // in the damaged box, face up
  kDamagedExhausted = 3,
};
inline constexpr int kNumItemStates = 4;
// Where the pawn is: clearings 0..11, forest f at kForestAt + f, none -1.
inline constexpr int kForestAt = kNumClearings;

struct VagabondBoard {
  // What the invariants read comes first (verifier/root/invariants.cc).
  int8_t pawn;
  int8_t character;  // Character, -1 before the setup choice
  std::array<std::array<uint8_t, kNumItemStates>, kNumItems> items;
  std::array<uint8_t, kNumItems> removed;  // items out of the game
  std::array<uint8_t, kNumFactions> relation;  // Relation by faction
  // The zero row its BuildingRows name: it has no buildings.
  std::array<uint8_t, kNumClearings> no_buildings;
  // Its coalition partner's seat (seed 【圧倒カード】《共闘軍》), -1: none.
  int8_t coalition;
  // Face-up tea, coins and bags (in that order) damaged outside its own
  // turn since its last Evening: what the item limit held at that Evening
  // is read back from them (the item-limit invariant). Reset as its turn ends.
  std::array<uint8_t, 3> damaged_off_turn;
  // What seldom changes comes next, apart from what changes with each of
  // its actions (pawn, items): the quests and the ruins' items, whose
  // invariants have a memo group of their own (verifier/root/factions/vagabond.h).
  // Quests (seed 【放浪部族】 F:クエストアクション, facts 4.2): the deck, top
  // last; the three face up (-1: a slot left empty once the deck is out);
  // the completed ones, bit per quest.
  std::array<uint8_t, kNumQuests> quest_deck;
  uint8_t quest_deck_size;
  std::array<int8_t, kQuestsShown> quests_shown;
  uint16_t quests_done;
  // The Item under each ruin of the map, 4 bits per ruin in ascending
  // clearing order (MapDef::ruin; 0: explored, or not dealt yet), dealt by
  // the kRuinItems chance at its setup; hidden from every seat (facts 3,
  // seed 【放浪部族】 D:探索アクション). Packed: the State size budget.
  uint16_t under_ruins;
  // This turn:
  std::array<uint8_t, kNumFactions> aids;  // aids toward the next step
  uint8_t refresh_left;                    // Birdsong refreshes still allowed
  // Items a favor or a revolt still damages, one `damage_item` each (its
  // choice, while its bit is in State::decision_owed).
  uint8_t damage_owed;
};

// The Riverfolk Company (seed 001_8a55c0d6f11d58ff.txt 【河民商団】). The
// warriors on its board, of every faction, by owner (engine Faction) in
// four boxes: payments, funds, committed and the trade post rows (funds
// committed to crafts). `held` is their sum by owner, the view warrior
// conservation reads (FactionRules::warriors_held_at); only the helpers of
// factions/company/pieces.h change the boxes, and `held` with them.
struct CompanyBoard {
  // What the invariants read comes first (verifier/root/factions/company.h):
  // what the piece and building checks read (the posts, the zero row, the
  // rows, `held`), then the boxes, whose funds move with most of the
  // Company's actions, so that those moves leave the piece checks' bytes
  // unchanged.
  uint16_t posts;  // bit c: a trade post in clearing c (its suit is c's)
  // The zero row its BuildingRows name: trade posts are tokens.
  std::array<uint8_t, kNumClearings> no_buildings;
  // Spaces of each suit's trade post row covered by crafted funds; a row
  // space is free once its post has left the board (posts_placed).
  std::array<uint8_t, kNumClearingSuits> row_used;
  // Trade posts that have left the board, by suit: on the map, or removed
  // from it and out of the game (facts 9).
  std::array<uint8_t, kNumClearingSuits> posts_placed;
  std::array<uint8_t, kNumFactions> held;  // the four boxes by owner
  std::array<uint8_t, kNumFactions> payments;
  std::array<uint8_t, kNumFactions> funds;
  std::array<uint8_t, kNumFactions> committed;
  std::array<uint8_t, kNumFactions> crafted;
  std::array<uint8_t, kNumServices> price;  // by Service; 0 before setup
  uint8_t setup_warriors;  // starting warriors placed
  // Services bought by the turn seat in turn `service_turn` (turns_taken);
  // stale in any other turn, so nothing resets them.
  uint16_t service_turn;
  uint8_t bought;
  bool riverboats;
  // Mercenaries bought in `service_turn`: the Company's warriors count as
  // the buyer's in that turn's Daylight and Evening (company/services.h).
  bool mercenaries;
  // Funds a trade disruption still takes, which the Company chooses by
  // owner (one trade_disruption event, while its bit is in
  // State::decision_owed; facts 9).
  uint8_t funds_lost_owed;
};

// The Lizard Cult (seed 001 【蜥蜴教団】, facts 8).
struct LizardBoard {
  // What the invariants read comes first (verifier/root/invariants.cc).
  // Gardens per clearing; a garden's suit is its clearing's (it is built or
  // sanctified only in a clearing of its suit).
  std::array<uint8_t, kNumClearings> gardens;
  std::array<uint8_t, kNumClearingSuits> track;  // gardens left on the board, by suit
  uint8_t acolytes;     // warriors in the Acolytes box
  int8_t outcast;       // Suit of the outcast marker, -1 before setup
  bool hated;           // the marker's Hated Outcast face
  // The marker before the last Birdsong's count (-1 before the first), and
  // the Lost Souls that count saw: the outcast invariant recounts them.
  // The marker's fields and the count side by side, 16 bytes: that
  // invariant's own memo group (verifier/root/factions/lizard.h).
  int8_t prior_outcast;
  bool prior_hated;
  uint64_t counted;     // the Lost Souls of the last Birdsong (since discarded)
  uint64_t lost_souls;  // cards face up on the Lost Souls
  uint64_t revealed;    // cards revealed for rituals this Daylight (out of the hand)
  // This turn:
  uint8_t scored;  // bit per suit scored with a Score ritual
  std::array<uint8_t, kNumClearingSuits> gardens_used;  // crafting
};

// The Mechanical Marquise 1.0 (seed 001 【メカ野候国】, facts 10.1): an
// automa. Its orders are face-down cards in a row, left to right (row[0]
// leftmost); `orders` is the same cards as a uint64_t card mask (card
// conservation, FactionRules::card_sets, read with memcpy), kept as bytes
// so that the board has no alignment: 17 bytes, inside the State budget.
struct MechanicalBoard {
  // What the invariants read comes first (verifier/root/factions/mechanical.h).
  std::array<uint8_t, 8> orders;
  std::array<int8_t, kMechOrders> row;  // -1: empty
  // Items for Sale (facts 10.1.2 step 4): bit per item still there, in the
  // order of kMechForSale (sword, boot, bag, tea), all four from the supply
  // at setup.
  uint8_t for_sale;
  int8_t keep;        // clearing, -1 when not on the map
  bool keep_removed;  // removed permanently (seed 000 城砦トークン)
  // This turn: the orders revealed this Daylight (row[0..revealed-1]).
  uint8_t revealed;
  // The spy cards (seed 001 【スパイカード】, factions/mechanical/spies.h):
  // turns_taken + 1 of the turn of the last look, little-endian (0: none;
  // one look per turn), and the order looked at whose swap is due (-1: none).
  std::array<uint8_t, 2> spy_turn;
  int8_t spy_swap;
};
static_assert(alignof(MechanicalBoard) == 1 && sizeof(MechanicalBoard) == 20);

// VP by cause, so that the total can be checked against its parts.
enum class Score : uint8_t {
  kRemoval = 0,   // enemy buildings/tokens removed (+ Despot, Vagabond infamy)
  kCrafting = 1,
  // A faction's own scoring by board or map: Marquise track spaces
  // uncovered, Alliance sympathy, Lizard Cult Score ritual, Mechanical
  // Marquise Birdsong (2 per ruled clearing with three warriors).
  kBuilding = 2,
  kRoosts = 3,    // Eyrie Evening
  // Cards and cards changing hands: Brutal Tactics (defender), Royal Claim,
  // Stand and Deliver! and a steal (the victim), Vagabond aid and quests, a
  // card the Mechanical Marquise is given or would draw (《不器用》).
  kCards = 4,
  kTurmoil = 5,   // humiliation (negative)
  // The Riverfolk Company's (kinds from 6 on are digested only when some
  // seat scored them: engine/root/digest.cc).
  kDividends = 6,   // Birdsong, per two funds
  kTradePosts = 7,  // a trade post placed
};
inline constexpr int kNumScoreKinds = 8;
// The kinds every digest holds, as before the Company's.
inline constexpr int kDigestedScoreKinds = 6;

struct State {
  // Configuration.
  MapSide map;
  uint8_t players;
  std::array<Faction, kMaxSeats> faction;  // by seat
  std::array<int8_t, kNumFactions> seat_of;  // -1 when not playing
  uint16_t turn_limit;
  uint16_t turns_taken;  // over the whole match
  uint8_t games;         // 1, or 2 for the two-game match
  uint8_t game_index;    // 0-based game being played
  std::array<int16_t, kMaxSeats> banked_vp;  // VP of the games already played
  std::array<int8_t, 2> game_winner;         // winner of each finished game

  // Map.
  std::array<Suit, kNumClearings> suit;
  std::array<bool, kNumClearings> ruin;
  std::array<uint8_t, kNumItems> ruin_items;
  std::array<uint8_t, kNumItems> item_supply;
  std::array<std::array<uint8_t, kNumItems>, kMaxSeats> items;  // crafted

  // Cards.
  std::array<uint8_t, kNumCards> deck;  // deck[deck_size - 1] is the top
  uint8_t deck_size;
  // Cards each seat has received from other seats outside its own turn
  // since its own last Evening (the Vagabond's aid): what its hand may hold
  // beyond the limit until then (the hand-limit invariant; between deck
  // and hands, in the card checks' bytes). Reset at the
  // end of its own turn.
  std::array<uint8_t, kMaxSeats> received;
  std::array<uint64_t, kMaxSeats> hand;
  std::array<uint64_t, kMaxSeats> play_area;  // persistent crafted cards
  uint64_t discard;
  uint64_t beside_map;  // available dominance cards
  uint64_t out_of_game; // dominance cards removed in a 2-player game
  uint64_t used_this_turn;  // once-per-turn card effects already used

  // Pieces.
  std::array<std::array<uint8_t, kNumClearings>, kNumFactions> warriors;
  std::array<uint8_t, kNumFactions> warrior_supply;
  MarquiseBoard marquise;
  EyrieBoard eyrie;
  AllianceBoard alliance;
  VagabondBoard vagabond;
  CompanyBoard company;
  LizardBoard lizard;
  MechanicalBoard mechanical;

  // Score.
  std::array<int16_t, kMaxSeats> vp;
  std::array<std::array<int16_t, kNumScoreKinds>, kMaxSeats> vp_by;

  // Progress.
  Phase phase;
  uint8_t step;       // SetupStep during setup; faction-defined otherwise
  uint8_t fstep;      // faction-defined sub-step
  uint8_t setup_index;  // faction setups done
  uint8_t turn_seat;
  int8_t winner;        // seat, -1
  bool ended_by_limit;
  bool steal_no_vp;   // the taking effect gives the robbed seat no VP (a special action)
  // What may be pending, side by side from draw_owed to battle.active, so
  // that NothingPending (board.h) answers with four loads what the reducer
  // asks at every step (callgrind: about 1% of a verification).
  std::array<uint8_t, kMaxSeats> draw_owed;
  // Cards to draw into a faction's own reserve (FactionRules::take_drawn).
  std::array<uint8_t, kMaxSeats> reserve_owed;
  // Removed warriors per clearing awaiting their faction's removal response
  // (FactionRules::removal_response: the Marquise's field hospitals).
  std::array<uint8_t, kNumClearings> removal_pending;
  bool need_shuffle;    // chance: the discard becomes the deck
  // Bit per seat: a decision its faction owes outside the turn's flow
  // (FactionRules::owed_decision: the Vagabond's items damaged by a favor or
  // a revolt), taken before anything else goes on.
  uint8_t decision_owed;
  // Outrage (seed 【森林連合】「蜂起」): clearings whose sympathy an enemy
  // entered or removed, the seat that owes a card for them (outrage_payer)
  // and the seat owed; bit mask 0 when none is pending.
  uint16_t outrage_at;
  // Random discards owed (engine/root/random_discard.h): how many cards, and
  // the seat (random_discard_seat), -1 when none.
  uint8_t random_discards;
  int8_t steal_from;  // Stand and Deliver!: seat whose card is being taken
  BattleState battle;
  // Start-of-phase card windows handled this turn (card_effects.h): bit per
  // Window, plus kAutoDone once Better Burrow Bank has drawn.
  uint8_t windows_done;
  int8_t outrage_payer;
  int8_t outrage_owed_to;
  int8_t random_discard_seat;
  std::array<int8_t, kMaxSeats> dominance;  // active dominance card, -1
};

static_assert(std::is_trivially_copyable_v<State>);
// 768 bytes held the factions up to the Company; the Vagabond's quests with
// the Company's board took it to 776, the Lizard Cult (per-faction rows and
// its board) to 848, the Mechanical Marquise (a seventh faction's rows and
// its 17-byte board) to 896, the Company's two score kinds (two more VP
// columns per seat) and its mercenaries to 920 (not measured on its own:
// README "Speed" has the merge's whole cost); a larger State is paid once
// per event (the reducer copies it), so grow it only with a benchmark run
// beside it.
static_assert(sizeof(State) <= 928, "State size budget (flat, copied per event)");

inline uint64_t Bit(int i) { return uint64_t{1} << i; }

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_STATE_H_
