// The invariant catalogue's part for the Eyrie (factions/checks.h): roosts
// conserved; the Decree's composition (seed 【鷲巣王朝】 朝フェイズ).
#ifndef ARBITER_VERIFIER_ROOT_FACTIONS_EYRIE_H_
#define ARBITER_VERIFIER_ROOT_FACTIONS_EYRIE_H_

#include "absl/base/attributes.h"
#include "absl/strings/str_format.h"
#include "verifier/root/factions/checks.h"

namespace arbiter::root {

struct EyrieChecks {
  static constexpr Faction kFaction = Faction::kEyrie;
  static constexpr size_t kAt = offsetof(State, eyrie);
  // The roosts and roost track as one 16-byte block that ends with the
  // track: it starts before the roosts (in the padding after the Marquise's
  // board, or in the end of its `placed`, which changes only when the supply
  // runs short) rather than taking in the leader and deposed leaders, which
  // change at every turmoil (an unread byte in a block only costs a
  // recomputation, never a wrong yes).
  static constexpr size_t kRoostsEnd = kAt + offsetof(EyrieBoard, roost_track) + 1;
  static_assert(offsetof(EyrieBoard, roosts) == 0 &&
                    offsetof(EyrieBoard, roost_track) == offsetof(EyrieBoard, roosts) + kNumClearings &&
                    kRoostsEnd - 16 >= offsetof(State, marquise) + offsetof(MarquiseBoard, placed),
                "the roost block holds the roosts, the roost track and bytes before them");
  static constexpr std::array<ByteRange, 1> kPieceBytes = {{{kRoostsEnd - 16, kRoostsEnd}}};
  static constexpr std::array<ByteRange, 1> kBuildingBytes = {{{kRoostsEnd - 16, kRoostsEnd}}};
  // The leader, deposed leaders and Decree: the Decree's columns are card
  // sets (root.cards_in_one_place), and its composition is checked in the
  // Eyrie's own group on the same bytes, with cards added this turn in both
  // keys; it reads nothing the hands and play areas hold, so it does not
  // rerun when they change.
  static constexpr std::array<ByteRange, 1> kCardBytes = {{
      {kAt + offsetof(EyrieBoard, leader), kAt + offsetof(EyrieBoard, resolved)},
  }};
  static constexpr std::array<ByteRange, 1> kOwnBytes = kCardBytes;
  static_assert(offsetof(EyrieBoard, leader) < offsetof(EyrieBoard, deposed) &&
                    offsetof(EyrieBoard, decree) + sizeof(EyrieBoard::decree) ==
                        offsetof(EyrieBoard, resolved),
                "kCardBytes and kOwnBytes cover what the card and own checks read");
  static uint8_t CardKey(const State& s) { return s.eyrie.added_this_turn; }
  static uint8_t OwnKey(const State& s) { return s.eyrie.added_this_turn; }

  // Pieces reads its building bytes and the suits only (factions/checks.h).
  static constexpr bool kPiecesAreBuildings = true;
  // Supply + board + map equals the box: 7 roosts.
  static absl::Status Pieces(const State& s) {
    int r = s.eyrie.roost_track + Sum12(s.eyrie.roosts.data());
    if (r != kEyrieRoosts) return Broken(absl::StrFormat("%d roosts", r));
    return absl::OkStatus();
  }

  static constexpr std::array<Invariant, 0> kBuildingInvariants = {};
  static absl::Status Buildings(const State&) { return absl::OkStatus(); }

  // The Decree holds each Loyal Vizier once, in its leader's columns; at most
  // two cards are added in one Birdsong; decree cards are nowhere else.
  ABSL_ATTRIBUTE_ALWAYS_INLINE static absl::Status DecreeComposition(const State& s) {
    if (s.seat_of[int(kFaction)] < 0 || s.eyrie.leader < 0) return absl::OkStatus();
    const EyrieBoard& y = s.eyrie;
    if (y.leader >= kNumLeaders) return Broken("no such leader");
    // Columns holding each vizier, as 4-bit masks; each must be exactly its
    // leader's column.
    unsigned in_columns[2] = {0, 0};
    uint64_t seen = 0, twice = 0;
    for (int c = 0; c < kNumColumns; ++c) {
      in_columns[0] |= unsigned((y.decree[c] >> kVizierCard0) & 1) << c;
      in_columns[1] |= unsigned((y.decree[c] >> (kVizierCard0 + 1)) & 1) << c;
      twice |= seen & y.decree[c];
      seen |= y.decree[c];
    }
    for (int v = 0; v < 2; ++v) {
      const unsigned want = 1u << int(kLeaderViziers[y.leader][v]);
      if (in_columns[v] == want) continue;
      const int found = Popcount(in_columns[v]);
      if (found != 1) return Broken(absl::StrFormat("vizier %d in %d columns", v + 1, found));
      return Broken(absl::StrFormat("vizier %d not in its leader's column", v + 1));
    }
    if (y.added_this_turn > 2) return Broken("more than two cards added to the Decree");
    if (twice != 0) return Broken("a card in two Decree columns");
    if ((y.deposed >> y.leader) & 1) return Broken("the leader is face down");
    return absl::OkStatus();
  }
  static constexpr std::array<Invariant, 1> kCardInvariants = {{
      {"root.decree_composition", "viziers once each in the leader's columns; at most two cards added",
       ARBITER_ROOT_SEED "【鷲巣王朝】 朝フェイズ", &CheckState<&DecreeComposition>},
  }};
  static absl::Status Cards(const State&) { return absl::OkStatus(); }
  static absl::Status Own(const State& s) { return DecreeComposition(s); }
};

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_FACTIONS_EYRIE_H_
