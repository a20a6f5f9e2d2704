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
#include <string>

#include "absl/functional/function_ref.h"
#include "absl/strings/string_view.h"
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
// Row `at` of State `s` (a BuildingRows offset).
inline const uint8_t* ByteRow(const State& s, uint16_t at) {
  return reinterpret_cast<const uint8_t*>(&s) + at;
}

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
  // validate_hit / take_hit / list_hits judge, apply and list.
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
};

// Every implemented faction's rules, indexed by Faction (factions/table.cc).
extern const FactionRules* const kFactionRules[kNumFactions];
// The rules of `faction` (the Marquise's for a value out of range, as a
// corrupt state may hold). Inline: the reducer asks several times per event.
inline const FactionRules& RulesOf(Faction faction) {
  const unsigned f = static_cast<unsigned>(faction);
  return *kFactionRules[f < unsigned(kNumFactions) ? f : 0];
}
// Factions in setup order (seed 派閥ボード: 猫野候国→鷲巣王朝→森林連合→放浪部族).
extern const Faction kSetupOrder[kNumFactions];
// The names of the implemented factions, for messages: "marquise, eyrie".
std::string BuiltFactionNames();
// The faction named `name` ("marquise", "eyrie"), or false.
bool FactionByName(absl::string_view name, Faction* out);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_FACTION_H_
