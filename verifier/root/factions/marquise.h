// The invariant catalogue's part for the Marquise (factions/checks.h): wood,
// buildings and the keep conserved; no other faction's building or token in
// the keep's clearing (seed 【猫野候国】「城砦トークン」).
#ifndef ARBITER_VERIFIER_ROOT_FACTIONS_MARQUISE_H_
#define ARBITER_VERIFIER_ROOT_FACTIONS_MARQUISE_H_

#include "absl/strings/str_format.h"
#include "verifier/root/factions/checks.h"

namespace arbiter::root {

struct MarquiseChecks {
  static constexpr Faction kFaction = Faction::kMarquise;
  static constexpr size_t kAt = offsetof(State, marquise);
  // The keep, buildings and track: what rule (the buildings) and the
  // buildings' conservation read. Not the wood, which no rule or building
  // check reads: it is the own group's, so that wood placed in Birdsong or
  // spent on a build does not rerun the piece checks (it did after 8% of
  // their recomputations in two-seat games, 2026-12-04).
  static constexpr std::array<ByteRange, 1> kPieceBytes = {{
      {kAt, kAt + offsetof(MarquiseBoard, wood)},
  }};
  static_assert(offsetof(MarquiseBoard, keep) == 0 &&
                    offsetof(MarquiseBoard, track) + kNumCatBuildings == offsetof(MarquiseBoard, wood),
                "kPieceBytes covers what the piece checks read");
  // The keep (the keep check reads the other factions' rows and tokens, in
  // their own kBuildingBytes), the buildings, and for GroupPieces, which
  // runs with the building group, the track.
  static constexpr std::array<ByteRange, 1> kBuildingBytes = kPieceBytes;
  static constexpr bool kPiecesAreBuildings = true;
  static constexpr std::array<ByteRange, 0> kCardBytes = {};
  static uint8_t CardKey(const State&) { return 0; }
  // The wood and its supply (with the track before them, to make the 16
  // bytes a range needs), for Own.
  static constexpr std::array<ByteRange, 1> kOwnBytes = {{
      {kAt + offsetof(MarquiseBoard, track), kAt + offsetof(MarquiseBoard, wood_supply) + 1},
  }};
  static_assert(offsetof(MarquiseBoard, wood) + kNumClearings == offsetof(MarquiseBoard, wood_supply),
                "kOwnBytes covers the wood and its supply");
  static uint8_t OwnKey(const State&) { return 0; }

  // Supply + board + map equals the box: 6+6+6 buildings, 8 wood, 1 keep.
  static absl::Status Pieces(const State& s) {
    absl::Status status = WoodConserved(s);
    if (status.ok()) status = GroupPieces(s);
    return status;
  }
  // Its parts: the wood (its own group), the buildings and the keep.
  static absl::Status WoodConserved(const State& s) {
    const MarquiseBoard& m = s.marquise;
    int wood = m.wood_supply + Sum12(m.wood.data());
    if (wood != kCatWood) return Broken(absl::StrFormat("%d wood tokens", wood));
    return absl::OkStatus();
  }
  static absl::Status GroupPieces(const State& s) {
    const MarquiseBoard& m = s.marquise;
    for (int t = 0; t < kNumCatBuildings; ++t) {
      int b = m.track[t] + Sum12(m.buildings[t].data());
      if (b != kCatTrackLength) return Broken(absl::StrFormat("%d Marquise buildings of type %d", b, t));
    }
    if (m.keep >= 0 && m.keep_removed) return Broken("the keep is both on the map and removed");
    return absl::OkStatus();
  }
  static absl::Status Own(const State& s) { return WoodConserved(s); }

  // No other faction has a building or token in the keep's clearing
  // (warriors may move in; only placing is forbidden).
  static absl::Status KeepClearingExclusive(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    const int keep = s.marquise.keep;
    // A keep outside the map is broken too (and reads no byte past a row).
    if (keep >= kNumClearings) return Broken("the keep is in no clearing");
    if (keep < 0) return absl::OkStatus();
    for (int f = 0; f < kNumFactions; ++f) {
      if (Faction(f) == kFaction || s.seat_of[f] < 0) continue;
      const FactionRules& fr = RulesOf(Faction(f));
      int pieces = fr.tokens(s, keep);
      for (int i = 0; i < fr.building_rows.count; ++i) pieces += ByteRow(s, fr.building_rows.at[i])[keep];
      if (pieces > 0)
        return Broken(absl::StrFormat("a building or token of the %s in the keep's clearing %d",
                                      FactionName(Faction(f)), keep + 1));
    }
    return absl::OkStatus();
  }
  static constexpr std::array<Invariant, 1> kBuildingInvariants = {{
      {"root.keep_exclusive", "no other faction's building or token in the keep's clearing",
       ARBITER_ROOT_SEED "【猫野候国】 「城砦トークン」", &CheckState<&KeepClearingExclusive>},
  }};
  static absl::Status Buildings(const State& s) { return KeepClearingExclusive(s); }

  static constexpr std::array<Invariant, 0> kCardInvariants = {};
  static absl::Status Cards(const State&) { return absl::OkStatus(); }
};

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_FACTIONS_MARQUISE_H_
