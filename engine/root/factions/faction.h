// The faction interface: what the common Root rules ask of a faction. Each
// faction implements one FactionRules in its own folder (factions/marquise,
// factions/eyrie; later the Alliance, the Vagabond, the Riverfolk factions)
// and is listed once in factions/table.cc. The core (reducer.cc) never names
// a faction's steps; it calls these hooks.
// Immutable function tables; thread-safe.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_FACTION_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_FACTION_H_

#include <array>
#include <cstdint>
#include <cstring>
#include <string>

#include "absl/functional/function_ref.h"
#include "absl/random/bit_gen_ref.h"
#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "arbiter/root.pb.h"
#include "engine/core/digest.h"
#include "engine/root/clearing_lanes.h"
#include "engine/root/event.h"
#include "engine/root/rule_ids.h"
#include "engine/root/state.h"

namespace arbiter::root {

using EventSink = absl::FunctionRef<void(const Event&)>;

enum class Progress : uint8_t {
  kWaiting,   // a decision of the faction's seat is pending
  kStepped,   // a forced step was taken; call again
  kTurnOver,  // Evening is finished
};

// Byte offsets in State of per-clearing count rows (uint8_t[kNumClearings]):
// the first `count` are counted; the unused ones repeat a counted row.
inline constexpr int kMaxBuildingRows = 3;
struct BuildingRows {
  uint8_t count;
  std::array<uint16_t, kMaxBuildingRows> at;
};
inline constexpr int16_t kNoneOffMap = -1;

// A decision the faction owning removed warriors may take about them (the
// Marquise's field hospitals, seed 「野戦病院」): the warriors wait in
// State::removal_pending[c] (put there by its warriors_removed hook) until
// its seat answers; the core routes every event to these hooks meanwhile.
// At most one faction of a game has a RemovalResponse (the core asks the
// first seat whose faction has one).
struct RemovalResponse {
  // Whether the faction can answer for clearing c now; if not, the core drops
  // the pending warriors without a decision.
  bool (*possible)(const State& s, int c);
  // The answer for clearing c (any event of its seat comes here).
  Verdict (*validate)(const State& s, const Event& e, int c);
  // REQUIRES validate allowed `e`; clears removal_pending[c].
  void (*execute)(State& s, const Event& e, int c);
  void (*legal)(const State& s, int c, int seat, EventSink sink);
  // The pending decision in a player's words (DecisionText).
  std::string (*text)(const State& s, int c, int seat);
};

// Services a faction sells to the others at the start of each of their
// Birdsongs (the Riverfolk Company, seed 001 【河民商団】「業務提供」): one
// purchase window per turn, opened by the core (engine/root/services.h)
// before the start-of-Birdsong card effects; the turn seat buys or passes.
// At most one faction of a game sells services.
struct ServiceWindow {
  // Whether the turn seat (another faction's) may buy a service now.
  bool (*open)(const State& s);
  // A purchase by the turn seat (any event but Pass, which the core takes).
  Verdict (*validate)(const State& s, const Event& e);
  void (*execute)(State& s, const Event& e);
  void (*legal)(const State& s, EventSink sink);
  // The pending decision in a player's words (DecisionText).
  std::string (*text)(const State& s);
};

// A decision a faction owes outside its turn's flow, after an effect of
// another's (the Vagabond choosing the items a favor or a revolt damages):
// its hooks set the seat's bit in State::decision_owed when a choice is due
// and clear it when it is made; meanwhile the core routes every event of
// that seat here, after any removal response and before anything else.
struct OwedDecision {
  Verdict (*validate)(const State& s, const Event& e);
  void (*execute)(State& s, const Event& e);
  void (*legal)(const State& s, EventSink sink);
  std::string (*text)(const State& s);
};

// Actions the turn seat (another faction's) takes on this faction during its
// own Daylight actions (the spy cards' looks at the automa's orders, seed
// 001 【スパイカード】). The core (engine/root/others_actions.h) routes to it
// the events of the kinds it claims, and every event of the turn seat while
// a follow-up is pending. At most one faction of a game has them.
struct OthersActions {
  bool (*claims)(EventKind kind);
  // A follow-up decision of the turn seat is due now (the swap).
  bool (*pending)(const State& s);
  Verdict (*validate)(const State& s, const Event& e);
  void (*execute)(State& s, const Event& e);
  // Its events legal now (the follow-up only, while pending).
  void (*legal)(const State& s, EventSink sink);
  // The pending follow-up in a player's words (DecisionText).
  std::string (*text)(const State& s);
  // True when seat `seat` may not see what event `e` (of a kind it claims,
  // played in `s`) records (the order card looked at).
  bool (*hidden_from)(const State& s, const Event& e, int seat);
  // The replay text of an event of a kind it claims, `who` its "seat N: ".
  std::string (*event_text)(const Event& e, const std::string& who);
};

// Byte offsets in State of uint64_t card masks; the first `count` are used.
inline constexpr int kMaxCardSets = 4;
struct CardSets {
  uint8_t count;
  std::array<uint16_t, kMaxCardSets> at;
};
// Card mask `at` of State `s` (a CardSets offset).
inline uint64_t CardSet(const State& s, uint16_t at) {
  uint64_t mask;
  std::memcpy(&mask, reinterpret_cast<const uint8_t*>(&s) + at, sizeof(mask));
  return mask;
}

// Row `at` of State `s` (a BuildingRows offset).
inline const uint8_t* ByteRow(const State& s, uint16_t at) {
  return reinterpret_cast<const uint8_t*>(&s) + at;
}

// Each faction's table names its fields (designated initializers, in
// declaration order); a hook it does not need is left out, so null, false
// or 0 (warriors_off_map_at: kNoneOffMap), and a hook added later needs no
// edit to the factions that do without it.
struct FactionRules {
  Faction faction;
  absl::string_view name;  // as in --factions: "marquise"
  int warriors;            // warriors in the box
  // Setup (seed 派閥ボード: in the order of factions/table.cc).
  void (*init)(State& s);                 // pieces onto the faction board
  bool (*setup_done)(const State& s);
  // Turn.
  void (*begin_turn)(State& s);
  Progress (*advance)(State& s);          // forced steps of its turn
  // Decisions of this faction's seat during its setup and its turn (not
  // battles or field hospitals, which the core routes itself).
  Verdict (*validate)(const State& s, const Event& e);
  void (*execute)(State& s, const Event& e);
  void (*legal)(const State& s, EventSink sink);
  // Crafting pieces in clearings of `suit` not yet used this turn.
  int (*crafting_pieces)(const State& s, Suit suit);
  void (*use_crafting_pieces)(State& s, Suit suit, int n);
  // VP of crafting an item worth `vp` (the Eyrie's Disdain for Trade).
  int (*craft_vp)(const State& s, int vp);
  // True while the faction makes its Daylight decisions (cards usable "in
  // Daylight", such as Tax Collector, may be used then).
  bool (*in_daylight_actions)(const State& s);

  // ---- Pieces, as the common rules (rule, slots, battle, removal) see them.
  // Bit k: the faction owns PieceKind k.
  uint32_t pieces;
  // Where its buildings (they rule and fill slots) are counted: rows of
  // kNumClearings bytes in State, as data rather than a call so that rule,
  // asked several times per event, stays inline (board.h RulePresence).
  BuildingRows building_rows;
  // Tokens in c: they can be removed but rule nothing.
  int (*tokens)(const State& s, int c);
  // Rule override: wins every tie for rule it has a share of (the Eyrie's
  // Lords of the Forest, seed 【鷲巣王朝】「森の王者」).
  bool wins_rule_ties;
  // Pieces of one of its kinds in c, and the removal of one (back to its
  // track or supply; what removal does to the faction, like the keep leaving
  // the game). REQUIRES kind is one of `pieces` and, to remove, one is in c.
  int (*count_piece)(const State& s, PieceKind kind, int c);
  void (*remove_piece)(State& s, PieceKind kind, int c);
  // Optional (null: none). Whether this faction's pieces keep `placer`, some
  // other faction, from placing pieces in c (the Marquise's keep).
  bool (*bars_placement)(const State& s, Faction placer, int c);
  // Optional. n of its warriors in c were removed by an effect that allows
  // a response (the Marquise's field hospitals).
  void (*warriors_removed)(State& s, int c, int n);
  // ---- Battle modifiers (seed 【戦闘】). Optional (null: none).
  // Extra hits dealt once the dice are rolled (the Eyrie's Commander).
  int (*extra_hits)(const State& s, bool attacking);
  // VP after a battle in which it removed `removed` enemy buildings or
  // tokens (the Eyrie's Despot).
  int (*battle_bonus_vp)(const State& s, int removed);
  // Takes the higher die when defending (the Alliance's Guerrilla War).
  bool high_roll_defending;
  // ---- Outrage and reserves (seed 【森林連合】「蜂起」). Optional (null/0: none).
  // Clearings an enemy pays a card for entering (sympathetic clearings).
  uint16_t (*outrage_clearings)(const State& s);
  // Bit k: an enemy removing a PieceKind k piece pays a card (sympathy).
  uint32_t outrage_pieces;
  // A card given to or drawn for the faction's own reserve (supporters).
  void (*receive_card)(State& s, int card);
  // Text for the replay: the faction's board beyond its warriors, and what
  // it shows in clearing c (appended after the common parts; "" for none).
  // `show_hidden`: the viewer may see the faction's face-down cards (else
  // they are a count).
  std::string (*board_text)(const State& s, bool show_hidden);
  std::string (*clearing_text)(const State& s, int c);
  // ---- Hidden information. Optional (null: the faction's events hide
  // nothing). True when seat `seat` may not see what the faction's own
  // event `e`, played in `s`, records (a card put face down); a seat's
  // record then keeps only the event's kind (Match::EventHiddenFrom).
  bool (*event_hidden_from)(const State& s, const Event& e, int seat);

  // ---- Its own part of State in snapshots, digests and checks. A new
  // faction keeps its board in its own State struct and its own proto
  // message (root.proto State fields), present only when it plays.
  // True for the Marquise and the Eyrie alone: their sections are digested
  // and written whether or not they play, at the place they had before the
  // Alliance, so that old digests and snapshots stay valid. Every later
  // faction: false (its digest section comes after the core's, in Faction
  // order, only when it plays; its snapshot message only when it plays).
  bool always_in_state;
  // The largest fstep value of its turn and setup (snapshot range check).
  uint8_t last_step;
  // Optional. Sets its board to what it is before setup, called for every
  // faction whether or not it plays, before init (the keep "not placed").
  void (*reset)(State& s);
  // Its section of the snapshot: write when it plays or always_in_state;
  // read checks that the section is present exactly then, and every value's
  // range (a snapshot may be malicious).
  void (*write_snapshot)(const State& s, pb::root::State* out);
  absl::Status (*read_snapshot)(const pb::root::State& in, State& s);
  // Optional. Cross-checks once the whole snapshot is read (values that the
  // engine follows without checking, like the Eyrie's leader); called when
  // it plays or always_in_state, in Faction order.
  absl::Status (*check_snapshot)(const State& s);
  // Optional. Conservation of its buildings and tokens (box = map + board),
  // for CheckConsistency; called when it plays.
  absl::Status (*check_pieces)(const State& s);
  // Cards it holds outside hands and play areas (the Decree's columns, the
  // supporters): uint64_t card masks in State (bit c: card c; bits from
  // kNumCards on are no deck cards and not counted), for card conservation.
  CardSets card_sets;
  // Its board into the state digest (engine/root/digest.cc says when).
  void (*digest)(const State& s, DigestBuilder& d);
  // Warriors neither on the map nor in its supply (the Alliance's officers),
  // which piece conservation counts: the byte offset in State of that
  // uint8_t count, or kNoneOffMap. Data rather than a call, as the
  // invariants read it after most events.
  int16_t warriors_off_map_at = kNoneOffMap;
  // Optional. Appended to its replay line "<Name>: warriors N on the map, M
  // in the supply" ("; wood 3 on the map, 5 in the supply"), before the
  // newline and board_text.
  std::string (*board_headline)(const State& s);
  // Optional (null: removals never wait for it).
  const RemovalResponse* removal_response;
  // ---- Pieces that are not warriors, buildings or tokens (the Vagabond's
  // pawn, seed 【放浪部族】). Optional (null: none).
  // True when the faction has such a piece in c: it can be battled there
  // and it battles from there.
  bool (*pawn_in)(const State& s, int c);
  // Rolled hits it may deal in c on top of its warriors (undamaged swords);
  // a side with neither warriors nor strength is defenseless.
  int (*battle_strength)(const State& s, int c);
  // Hits left once its warriors, buildings and tokens are gone, taken on
  // what it has instead (items damaged): takes those that need no choice and
  // returns false while a choice is due, made with a kDamageItem event that
  // validate_hit / take_hit / list_hits judge, apply and list. When it
  // returns true, `hits` is left at those that found nothing to take them
  // (ignored), which the core then drops.
  bool (*absorb_hits)(State& s, uint8_t& hits);
  Verdict (*validate_hit)(const State& s, const Event& e);
  void (*take_hit)(State& s, const Event& e);
  void (*list_hits)(const State& s, EventSink sink);
  // An effect removed everything of every enemy in c (a favor, a revolt):
  // what such a faction loses instead of pieces.
  void (*removed_all)(State& s, int c);
  // Called on the remover: it removed `warriors` warriors (buildings and
  // tokens: `others`) of `victim`, by battle when `in_battle`.
  void (*removed_enemy)(State& s, Faction victim, int warriors, int others, bool in_battle);
  // A crafted item goes to the faction itself (its satchel) instead of its
  // crafted-items box.
  void (*gain_item)(State& s, Item item);
  // Rules no clearing, so it cannot win by activating dominance (the
  // Vagabond, seed 【圧倒カード】《共闘軍》); the activation is refused.
  bool no_dominance_victory;
  // ---- Items outside the supply, the ruins and the crafted-items boxes.
  // Optional (null: none). Adds, by kind, the items the faction holds (the
  // Vagabond's satchel and tracks, and those it removed from the game) to
  // `held`, and those it brought into the game (its character's starting
  // items) to `brought`, which item conservation adds on either side. All
  // kinds in one call: item conservation asks after every item change.
  void (*add_items)(const State& s, ItemCounts& held, ItemCounts& brought);
  // ---- The Riverfolk hooks (seed 001 【蜥蜴教団】). Optional (null/false: none).
  // A card another seat (or its own) spent or discarded, on its way to the
  // discard pile: true when the faction took it instead (the Lost Souls).
  // board.cc DiscardCard, the one route of every spend and discard.
  bool (*card_discarded)(State& s, int seat, int card);
  // Rules every clearing where it has a building, whatever the others have
  // there (the Cult's Pilgrims, seed 001 《巡礼》: above Lords of the Forest).
  // Data rather than a call, read by RulersOf (board.h) after most events.
  bool buildings_rule_outright;
  // Its home clearing once set up (the keep's, the starting roost's), or -1:
  // a later faction's setup keeps out of it (the Cult's corner, facts 8).
  int (*home_clearing)(const State& s);
  // The rule that makes it discard cards at random (random_discard.h), cited
  // when a chance outcome names a card its hand does not hold (the Cult's
  // Fear of the Faithful). Null: it never discards at random.
  const RuleRef* random_discard_rule;
  // Optional (null: none). The replay text of one of its own events ("seat
  // 2: slip to forest 3"), `who` its "seat N: " prefix; "" for a kind that
  // is not its own.
  std::string (*event_text)(const Event& e, const std::string& who);
  // ---- The Riverfolk expansion's hooks. Optional (kNoneOffMap/false/null:
  // none).
  // Warriors of every faction it holds on its board (the Company's
  // payments, funds...): the byte offset in State of uint8_t[kNumFactions]
  // by owner, which each owner's conservation counts (WarriorsOffMap).
  int16_t warriors_held_at = kNoneOffMap;
  // Its hand is public (the Company's For Sale): every seat's view shows it.
  bool public_hand;
  // Paths a move of `mover` from `from` has beyond the map's (bits into
  // *paths), and those of them on which the move needs no rule (*rule_free):
  // the Company's Swimmers and the riverboats it sells. Asked of every
  // faction in play.
  void (*move_paths)(const State& s, Faction mover, int from, uint16_t* paths, uint16_t* rule_free);
  // Services the other factions may buy (null: none).
  const ServiceWindow* services;
  // ---- Chance outcomes of its own during its setup (the Vagabond's quest
  // deck, facts 4.2). Optional (null: none). While setup_chance_due is true
  // its setup waits for chance: validate_chance judges every chance event,
  // execute_chance applies one, sample_chance draws one; its
  // event_hidden_from is asked about them.
  bool (*setup_chance_due)(const State& s);
  Verdict (*validate_chance)(const State& s, const Event& e);
  void (*execute_chance)(State& s, const Event& e);
  Event (*sample_chance)(const State& s, absl::BitGenRef rng);
  // Optional (null: none). A decision it may owe outside its turn.
  const OwedDecision* owed_decision;
  // Optional (null: none). The seat whose win it shares (the Vagabond's
  // coalition partner, seed 【圧倒カード】《共闘軍》), -1 for none.
  int (*shares_win_of)(const State& s);
  // ---- Allies in battle (the Vagabond's Allied factions, facts 4.3
  // Allied). Optional (null: it battles with its own pieces only). Whether,
  // attacking seat `defender` in c, it may count the warriors of seat `ally`
  // there on its side (Event kBattle's b): their warriors raise its rolled
  // hits' cap, and it may take hits on them (kAllyHit) as it chooses.
  Verdict (*battle_ally)(const State& s, int c, int defender, int ally);
  // Such a battle ended: the hits its side took on the ally's warriors and
  // on its own pieces or items (ignored hits are neither).
  void (*ally_hits)(State& s, int ally, int on_ally, int on_own);
  // ---- Warriors it lends (the Company's mercenaries, seed 001 【河民商団】
  // C:傭兵業務). Optional (null: it lends none). The seat that counts its
  // warriors as its own for rule and battle now, or -1: RulersOf (board.h)
  // counts them for that seat instead of for it, and that seat may battle
  // with them on its side (Event kBattle's b naming the lender's seat;
  // battle.cc splits the hits its side takes).
  int (*warriors_lent_to)(const State& s);
  // The lender's limits on a battle of `attacker` against `defender` in c,
  // with its warriors on the attacker's side when `with_lent` (asked of
  // every battle: the borrower may not battle the lender, and the warriors
  // fight only while lent).
  Verdict (*judge_lent_battle)(const State& s, int attacker, int c, int defender, bool with_lent);
  // ---- Paying for services with items instead of warriors (the
  // Vagabond, facts 9: one item exhausted per warrior of the price).
  // Optional (null: it pays with its own warriors). Its face-up undamaged
  // items of kind i, and one of them exhausted.
  int (*face_up_items)(const State& s, Item i);
  void (*exhaust_item)(State& s, Item i);
  // ---- Automa factions (the Mechanical Marquise, seed 001 【メカ野候国】).
  // Optional (-1/null: none).
  // The faction it stands in for: the two never play in one game (a header
  // naming both is refused; the default faction list skips it).
  int8_t replaces = -1;
  // Non-null: no ambush may be played against it when it attacks (Hates
  // Surprises); the rule cited when a log plays one.
  const RuleRef* ambush_refused_rule;
  // Non-null: it never buys services (a seat no person plays): the
  // purchase window (services.h) closes at once in its turn, and a purchase
  // recorded for it is refused citing this rule.
  const RuleRef* buys_no_services;
  // Optional (null: only its crafted items, State::items). Items of kind
  // `item` another seat's effect may take from it as from its crafted items
  // (the Vagabond's aid; the automa's Items for Sale), and one of them taken
  // (board.h TakeableItems / TakeItemFrom).
  int (*takeable_items)(const State& s, int item);
  void (*item_taken)(State& s, int item);
  // Optional (null: into its hand). A card seat `giver` gives it from its
  // hand (the Vagabond's aid), for a faction with no hand: it leaves the
  // giver's hand here (the automa: discarded, 1 VP to it).
  void (*card_given)(State& s, int giver, int card);
  // Optional (null: from its hand, at random, a chance outcome). An effect
  // takes a card from it for seat `taker` (Stand and Deliver!, the Thief's
  // steal), for a faction with no hand: it answers here instead (the
  // automa: the taker draws from the deck). Non-null: such an effect may
  // name it whether or not it holds a card (board.h CanTakeCardFrom).
  void (*card_taken)(State& s, int taker);
  // Optional (null: into its hand, from the deck). An effect makes it draw
  // `n` cards (Better Burrow Bank's other player), for a faction with no
  // hand: it answers here instead (the automa: 1 VP a card, nothing drawn).
  void (*cards_drawn)(State& s, int n);
  // Optional (null: none). Actions other seats take on it in their Daylight.
  const OthersActions* others_actions;
  // Optional (null: dominance cards as the seed has them). Non-null: in a
  // game with it, the dominance cards' ids are other cards treated as
  // dominance cards without their victory change (the spy cards, seed 001
  // 【スパイカード】): activating one, or forming a coalition with one, is
  // refused citing this rule.
  const RuleRef* dominance_without_victory;
};

// Every implemented faction's rules, indexed by Faction (factions/table.cc),
// and the Marquise's at every other value of its byte (a corrupt state's):
// RulesOf then reads them with no range test, asked several times per event
// (callgrind: about 1% of a verification).
inline constexpr int kFactionBytes = 256;
extern const std::array<const FactionRules*, kFactionBytes> kFactionRules;
// The rules of `faction` (the Marquise's for a value out of range, as a
// corrupt state may hold). Inline: the reducer asks several times per event.
inline const FactionRules& RulesOf(Faction faction) {
  static_assert(sizeof(Faction) == 1);
  return *kFactionRules[static_cast<uint8_t>(faction)];
}
// The factions whose rules have property `kHas` (bit f: faction f), worked
// out once per property: the paths asked after almost every event (the
// purchase window's seller, rule's lender and tie winners) walk only them
// instead of asking every faction's rules.
// The plain reading, every faction's rules asked (the oracle of the mask:
// faction_table_test RootFactions.FactionsWhereAsEveryFactionsRulesSay).
template <bool (*kHas)(const FactionRules&)>
uint32_t FactionsWhereAsked() {
  uint32_t m = 0;
  for (int f = 0; f < kNumFactions; ++f)
    if (kHas(RulesOf(Faction(f)))) m |= 1u << f;
  return m;
}
// Worked out at load time, not in a function-local static: its guard was
// tested on every call (three instructions, several calls an event). The
// rules themselves are constant-initialized (plain aggregates of constants
// and addresses), so the mask may be worked out before or after any other
// load-time initializer; it must not be asked by one (it may still be 0).
template <bool (*kHas)(const FactionRules&)>
inline const uint32_t kFactionsWhere = FactionsWhereAsked<kHas>();
template <bool (*kHas)(const FactionRules&)>
inline uint32_t FactionsWhere() {
  return kFactionsWhere<kHas>;
}
// Factions in setup order (seed 派閥ボード: 猫野候国→鷲巣王朝→森林連合→放浪部族).
extern const Faction kSetupOrder[kNumFactions];
// The names of the implemented factions, for messages: "marquise, eyrie".
std::string BuiltFactionNames();
// The faction named `name` ("marquise", "eyrie"), or false.
bool FactionByName(absl::string_view name, Faction* out);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_FACTION_H_
