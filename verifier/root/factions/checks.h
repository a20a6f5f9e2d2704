// What the Root invariant catalogue (verifier/root/invariants.cc) checks of
// each faction. A faction adds one header here, verifier/root/factions/<f>.h,
// with a struct of the shape below, and one line to factions/table.h:
//
//   struct LizardChecks {
//     static constexpr Faction kFaction = Faction::kLizard;
//     // The bytes of State its checks read, by memo group (see below).
//     static constexpr std::array<ByteRange, N> kPieceBytes = {...};
//     static constexpr std::array<ByteRange, M> kBuildingBytes = {...};
//     static constexpr std::array<ByteRange, K> kCardBytes = {...};
//     // One byte of small fields the card checks read beyond kCardBytes.
//     static uint8_t CardKey(const State& s);
//     // Its part of root.pieces_conserved (its buildings and tokens against
//     // the box); called only when it plays.
//     static absl::Status Pieces(const State& s);
//     // Optional, with an own group: the part of Pieces the piece (or
//     // building) group runs in the fast path, when its own group (Own)
//     // runs the rest (the Marquise's wood, which no rule check reads).
//     static absl::Status GroupPieces(const State& s);
//     // Optional: true when Pieces reads no more than kBuildingBytes and the
//     // clearings' suits and ruins (no warriors, supplies or phase). The
//     // fast path then runs it with the building group, which after most
//     // piece changes (moves, battles, recruits) is not recomputed.
//     static constexpr bool kPiecesAreBuildings = true;
//     // Optional: one byte of small fields Pieces reads beyond its bytes
//     // (whether setup is over: the automa's keep placed by then); not
//     // with kPiecesAreBuildings (the building group's memo has no key).
//     static uint8_t PieceKey(const State& s);
//     // Its own invariants, run with the building group (after
//     // root.building_slots) and with the card group (after
//     // root.vp_sum in the catalogue); each entry's check is the same test.
//     static constexpr std::array<Invariant, B> kBuildingInvariants = {...};
//     static absl::Status Buildings(const State& s);  // all of them at once
//     static constexpr std::array<Invariant, C> kCardInvariants = {...};
//     static absl::Status Cards(const State& s);
//     // Optional: checks that read only the faction's own board (and the
//     // configuration), in a memo group of their own so that they do not
//     // rerun with every hand change (the Eyrie's Decree, the Vagabond's
//     // board). Its invariants stay listed in kBuildingInvariants or
//     // kCardInvariants. When kOwnBytes lie inside the card group's bytes
//     // (the Decree, whose columns the card checks read as card sets) it
//     // runs inside the card group, and the fields OwnKey reads must be in
//     // CardKey too; else, when they lie inside the tally group's (the
//     // Vagabond, whose items the tally checks read), inside that group
//     // (its key takes in OwnKey); otherwise after the card group, alone.
//     static constexpr std::array<ByteRange, D> kOwnBytes = {...};
//     static uint8_t OwnKey(const State& s);  // small fields beyond kOwnBytes
//     static absl::Status Own(const State& s);
//     // Optional: a second group of its own, apart, for checks of fields
//     // that seldom change (the Vagabond's quests and ruins), so that they
//     // do not rerun with the own group's fields (its items, with every
//     // action). Its invariants stay listed too.
//     static constexpr std::array<ByteRange, E> kSeldomBytes = {...};
//     static uint8_t SeldomKey(const State& s);
//     static absl::Status Seldom(const State& s);
//     // Optional: checks that read small fields no memo group keys (the
//     // turn, the window, the battle: the Company's purchases and
//     // mercenaries), run after every event while the faction plays, so
//     // cheap to decide when nothing is wrong. Their invariants stay listed
//     // too.
//     static absl::Status Always(const State& s);
//     // Optional: the bytes read by the core's tally checks through its
//     // FactionRules (add_items).
//     static constexpr std::array<ByteRange, T> kTallyBytes = {...};
//   };
//
// The memo groups. After every event the fused fast path (AllHold) skips a
// group whose bytes equal those it last passed on. So every byte any check
// of the group reads must be in the group's ranges, or a changed byte is
// never checked: the trap for a new faction. The pieces group (rule,
// conservation) reads each faction's building rows, tokens and off-map
// warriors (FactionRules building_rows, tokens, warriors_off_map_at), the
// building group (slots, the keep) its building rows and tokens, the card
// group its card_sets and whatever its Cards() reads, its own group (if it
// has one) whatever its Own() reads. Put those bytes (and
// those of its own checks) in the ranges; keep turn bookkeeping out (it
// changes at every step and would make the memo useless).
// tests/root/invariants_test.cc (FastPathMemoNeverSkipsAChangedByte) changes
// every byte of every faction's building rows, card sets and off-map count
// and of its declared ranges, and fails when the fast path misses one.
//
// Ranges: at least 16 bytes each (they are compared 16 at a time; a range
// may take in padding or unread neighbours, which only costs a recompute).
#ifndef ARBITER_VERIFIER_ROOT_FACTIONS_CHECKS_H_
#define ARBITER_VERIFIER_ROOT_FACTIONS_CHECKS_H_

#include <array>
#include <cstddef>
#include <string>

#include "absl/status/status.h"
#include "engine/core/typed_match.h"
#include "engine/root/board.h"
#include "engine/root/clearing_lanes.h"
#include "engine/root/rule_ids.h"
#include "engine/root/rules.h"
#include "verifier/core/invariant.h"

namespace arbiter::root {

struct ByteRange {
  size_t begin, end;  // offsets into State; at least 16 bytes each
};

// Whether faction checks F have a memo group of their own (kOwnBytes).
template <typename F>
concept HasOwnGroup = requires { F::kOwnBytes; };
// Whether they have a second one, for fields that seldom change (kSeldomBytes).
template <typename F>
concept HasSeldomGroup = requires { F::kSeldomBytes; };

// Whether the faction of checks F plays. A faction that does not play is
// neither checked nor read: the catalogue skips its checks and the fast
// path its bytes, and no check reads another faction's board without
// asking whether it plays.
template <typename F>
inline bool Plays(const State& s) {
  return s.seat_of[int(F::kFaction)] >= 0;
}

inline const State& StateOf(const Match& match) { return AsTyped<RootRules>(match)->state(); }

inline absl::Status Broken(const std::string& why) { return absl::InternalError(why); }

// An invariant's check from a function of the state alone.
template <absl::Status (*F)(const State&)>
absl::Status CheckState(const Match& m) {
  return F(StateOf(m));
}

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_FACTIONS_CHECKS_H_
