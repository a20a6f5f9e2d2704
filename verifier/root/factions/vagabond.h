// The invariant catalogue's part for the Vagabond (factions/checks.h): its
// board (seed 【放浪部族】, facts 4). Its items are counted by the core's
// root.items_conserved (FactionRules::items_held, items_brought), whose
// bytes it names in kTallyBytes.
#ifndef ARBITER_VERIFIER_ROOT_FACTIONS_VAGABOND_H_
#define ARBITER_VERIFIER_ROOT_FACTIONS_VAGABOND_H_

#include "absl/strings/str_format.h"
#include "verifier/root/factions/checks.h"

namespace arbiter::root {

struct VagabondChecks {
  static constexpr Faction kFaction = Faction::kVagabond;
  static constexpr size_t kAt = offsetof(State, vagabond);
  // The zero building row (FactionRules::building_rows), read by rule and
  // the slots.
  static constexpr ByteRange kNoBuildingsBytes{kAt + offsetof(VagabondBoard, no_buildings),
                                               kAt + offsetof(VagabondBoard, no_buildings) + 16};
  static_assert(offsetof(VagabondBoard, no_buildings) + 16 <= sizeof(VagabondBoard),
                "the building row's block stays in the Vagabond's board");
  static constexpr std::array<ByteRange, 1> kPieceBytes = {{kNoBuildingsBytes}};
  static constexpr std::array<ByteRange, 1> kBuildingBytes = {{kNoBuildingsBytes}};
  // No card check reads its board: root.vagabond.board runs in a memo group
  // of its own (factions/checks.h kOwnBytes), so that an item exhausted or
  // refreshed, or the pawn moved, no longer reruns the card checks (in 30
  // four-seat games the card group was recomputed after 59% of the events,
  // now 50%, 2026-12-02). Its bytes: the pawn and character (with the first
  // items, in the same 16 bytes), then the relationships and the building
  // row; all zero when it does not play. The setup phase it reads is its key.
  static constexpr std::array<ByteRange, 0> kCardBytes = {};
  static constexpr std::array<ByteRange, 2> kOwnBytes = {{
      {kAt, kAt + 16},
      {kAt + offsetof(VagabondBoard, relation), kAt + offsetof(VagabondBoard, aids)},
  }};
  static_assert(offsetof(VagabondBoard, relation) + sizeof(VagabondBoard::relation) ==
                        offsetof(VagabondBoard, no_buildings) &&
                    offsetof(VagabondBoard, aids) - offsetof(VagabondBoard, relation) >= 16,
                "kOwnBytes cover the relationships and the building row");
  static uint8_t OwnKey(const State& s) { return s.phase == Phase::kSetup; }
  // Its character, items and removed items, read by root.items_conserved,
  // and with them the relationships and the building row, which no tally
  // check reads: so that kOwnBytes lie inside the tally group's bytes and its
  // own group runs inside that group (verifier/root/invariants.cc NestOf).
  static constexpr std::array<ByteRange, 1> kTallyBytes = {{
      {kAt, kAt + offsetof(VagabondBoard, aids)},
  }};
  static_assert(offsetof(VagabondBoard, pawn) == 0 && offsetof(VagabondBoard, character) == 1 &&
                    offsetof(VagabondBoard, items) < offsetof(VagabondBoard, removed) &&
                    offsetof(VagabondBoard, removed) < offsetof(VagabondBoard, relation) &&
                    offsetof(VagabondBoard, relation) < offsetof(VagabondBoard, no_buildings) &&
                    offsetof(VagabondBoard, no_buildings) < offsetof(VagabondBoard, aids),
                "kOwnBytes and kTallyBytes cover what the checks read of the board");
  static uint8_t CardKey(const State&) { return 0; }

  // No pieces beyond the pawn; the warriors (none) are the core's.
  static absl::Status Pieces(const State&) { return absl::OkStatus(); }

  static constexpr std::array<Invariant, 0> kBuildingInvariants = {};
  static absl::Status Buildings(const State&) { return absl::OkStatus(); }

  // The pawn on exactly one clearing or forest once placed, a character
  // once chosen, each relationship marker in one box (none for itself or a
  // faction not in play), no buildings.
  static absl::Status BoardConsistent(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    const VagabondBoard& v = s.vagabond;
    const bool placed = v.pawn >= 0;
    if (v.pawn >= kForestAt + GetMap(s.map).num_forests)
      return Broken(absl::StrFormat("the pawn is at %d, no clearing or forest", v.pawn));
    if (v.character >= kNumCharacters) return Broken("no such character");
    if (placed && v.character < 0) return Broken("the pawn is placed before a character is chosen");
    if (s.phase != Phase::kSetup && !placed) return Broken("the pawn is not on the map after setup");
    for (int f = 0; f < kNumFactions; ++f) {
      if (v.relation[f] > uint8_t(Relation::kHostile))
        return Broken(absl::StrFormat("relationship marker of faction %d in no box", f));
      if ((f == int(kFaction) || s.seat_of[f] < 0) && v.relation[f] != 0)
        return Broken(
            absl::StrFormat("a relationship marker for faction %d, which is not another player", f));
    }
    for (uint8_t n : v.no_buildings)
      if (n != 0) return Broken("the Vagabond has buildings");
    return absl::OkStatus();
  }
  static constexpr std::array<Invariant, 1> kCardInvariants = {{
      {"root.vagabond.board",
       "the pawn on one clearing or forest, the character chosen, each relationship marker in one box",
       ARBITER_ROOT_SEED "【放浪部族】「放浪者」 友好関係 (facts 4.3)", &CheckState<&BoardConsistent>},
  }};
  static absl::Status Cards(const State&) { return absl::OkStatus(); }
  static absl::Status Own(const State& s) { return BoardConsistent(s); }
};

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_FACTIONS_VAGABOND_H_
