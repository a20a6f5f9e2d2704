// The invariant catalogue's part for the Lizard Cult (factions/checks.h):
// gardens conserved per suit (map + track = five), the outcast set as the
// last Birdsong's Lost Souls say, revealed cards only during its rituals
// (seed 001_8a55c0d6f11d58ff.txt 【蜥蜴教団】, facts 8). Its warriors in the
// Acolytes box, its Lost Souls and revealed cards are counted by the core's
// conservation checks (FactionRules warriors_off_map_at, card_sets).
#ifndef ARBITER_VERIFIER_ROOT_FACTIONS_LIZARD_H_
#define ARBITER_VERIFIER_ROOT_FACTIONS_LIZARD_H_

#include <bit>

#include "absl/strings/str_format.h"
#include "engine/root/factions/lizard/lizard.h"
#include "engine/root/rule_ids.h"
#include "verifier/root/factions/checks.h"

namespace arbiter::root {

struct LizardChecks {
  static constexpr Faction kFaction = Faction::kLizard;
  static constexpr size_t kAt = offsetof(State, lizard);
  // Gardens, tracks and acolytes: the first 16 bytes of its board.
  static constexpr ByteRange kBoardBytes{kAt, kAt + offsetof(LizardBoard, outcast)};
  static_assert(offsetof(LizardBoard, gardens) == 0 && offsetof(LizardBoard, track) < 16 &&
                    offsetof(LizardBoard, acolytes) < 16 && offsetof(LizardBoard, outcast) == 16,
                "kBoardBytes cover the gardens, tracks and acolytes");
  static constexpr std::array<ByteRange, 1> kPieceBytes = {{kBoardBytes}};
  static constexpr std::array<ByteRange, 1> kBuildingBytes = {{kBoardBytes}};
  // The marker, its prior face, the last count, the Lost Souls and the
  // revealed cards.
  static constexpr std::array<ByteRange, 1> kCardBytes = {{
      {kAt + offsetof(LizardBoard, outcast), kAt + offsetof(LizardBoard, revealed) + 8},
  }};
  static_assert(offsetof(LizardBoard, hated) < offsetof(LizardBoard, lost_souls) &&
                    offsetof(LizardBoard, prior_hated) < offsetof(LizardBoard, lost_souls) &&
                    offsetof(LizardBoard, counted) < offsetof(LizardBoard, revealed) &&
                    offsetof(LizardBoard, lost_souls) < offsetof(LizardBoard, revealed),
                "kCardBytes cover what the card checks read");
  // The outcast check's own group (factions/checks.h), inside the card
  // group: the marker and the last count, which change once a Birdsong,
  // where the card group reruns with every hand change. Recounting the
  // count's suits with each of those cost about 110 instructions a time,
  // 1.5 M of the 73.4 M verifying 30 four-seat games (callgrind, 2026-12-03).
  static constexpr std::array<ByteRange, 1> kOwnBytes = {{
      {kAt + offsetof(LizardBoard, outcast), kAt + offsetof(LizardBoard, counted) + 8},
  }};
  static_assert(offsetof(LizardBoard, outcast) < offsetof(LizardBoard, prior_hated) &&
                    offsetof(LizardBoard, hated) < offsetof(LizardBoard, counted) &&
                    offsetof(LizardBoard, prior_outcast) < offsetof(LizardBoard, counted),
                "kOwnBytes cover what the outcast check reads");
  static uint8_t OwnKey(const State&) { return 0; }
  // Whether the Cult is at its rituals (revealed cards may be out then).
  static bool AtRituals(const State& s) {
    const int seat = s.seat_of[int(kFaction)];
    return seat >= 0 && s.turn_seat == seat && s.fstep == uint8_t(LizardStep::kRituals) &&
           s.phase != Phase::kSetup;
  }
  // That, while a card is revealed: with none the check passes whatever
  // the step, and a key that flipped as each Daylight's rituals began and
  // ended reran the whole card group (6% of the Cult's games' events).
  static uint8_t CardKey(const State& s) { return uint8_t(s.lizard.revealed != 0 && AtRituals(s)); }

  // Pieces reads its building bytes and the suits only (factions/checks.h).
  static constexpr bool kPiecesAreBuildings = true;
  // Five gardens of each suit: on its track or in a clearing of its suit.
  static absl::Status Pieces(const State& s) {
    const LizardBoard& z = s.lizard;
    int placed[kNumClearingSuits] = {};
    for (int c = 0; c < kNumClearings; ++c) {
      if (z.gardens[c] == 0) continue;
      if (int(s.suit[c]) >= kNumClearingSuits) return Broken(absl::StrFormat("a garden in clearing %d, which has no suit", c + 1));
      placed[int(s.suit[c])] += z.gardens[c];
    }
    for (int suit = 0; suit < kNumClearingSuits; ++suit)
      if (placed[suit] + z.track[suit] != kGardensPerSuit)
        return Broken(absl::StrFormat("%d gardens of suit %d on the map and %d on the track", placed[suit], suit,
                                      z.track[suit]));
    if (z.acolytes > kLizardWarriors) return Broken("more acolytes than Cult warriors");
    return absl::OkStatus();
  }
  static constexpr std::array<Invariant, 0> kBuildingInvariants = {};
  static absl::Status Buildings(const State&) { return absl::OkStatus(); }

  // The marker is where the last Birdsong's count put it: the one suit with
  // most cards among those Lost Souls (birds aside) moves it, unhated; the
  // same suit again, or a tie, flips it to hated (seed 001 朝フェイズ
  // 《追放民の確認》; ties: facts 8). Before the first count it is where the
  // setup put it, unhated.
  static absl::Status OutcastMatchesCount(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    const LizardBoard& z = s.lizard;
    if (z.outcast < -1 || z.outcast >= kNumClearingSuits || z.prior_outcast < -1 ||
        z.prior_outcast >= kNumClearingSuits)
      return Broken("the outcast marker is on no suit");
    if (z.prior_outcast < 0) {
      if (z.counted != 0 || z.hated) return Broken("a hated outcast or a count before the first Birdsong");
      return absl::OkStatus();
    }
    int count[kNumClearingSuits] = {};
    for (uint64_t m = z.counted & ((uint64_t{1} << kNumCards) - 1); m; m &= m - 1) {
      const Suit suit = kCards[std::countr_zero(m)].suit;
      if (suit != Suit::kBird) ++count[int(suit)];
    }
    int most = -1, best = 0;
    for (int suit = 0; suit < kNumClearingSuits; ++suit) {
      if (count[suit] > best) most = suit, best = count[suit];
      else if (count[suit] == best) most = -1;
    }
    const int want = most >= 0 ? most : z.prior_outcast;
    const bool want_hated = most < 0 || most == z.prior_outcast;
    if (z.outcast != want || z.hated != want_hated)
      return Broken(absl::StrFormat("the outcast is %d%s; the last count (%d, %d, %d) after %d says %d%s",
                                    z.outcast, z.hated ? " hated" : "", count[0], count[1], count[2],
                                    z.prior_outcast, want, want_hated ? " hated" : ""));
    return absl::OkStatus();
  }
  // Revealed cards are out of the hand only while the rituals last (seed 001
  // 夜フェイズ《カードの回収》 returns them).
  static absl::Status RevealedOnlyInRituals(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    if (s.lizard.revealed != 0 && !AtRituals(s)) return Broken("revealed cards outside the Cult's Daylight");
    return absl::OkStatus();
  }
  static constexpr std::array<Invariant, 2> kCardInvariants = {{
      {"root.lizard.outcast_matches_count", "the outcast is the suit the last Birdsong's Lost Souls set",
       ARBITER_ROOT_SEED1 "【蜥蜴教団】朝フェイズ《追放民の確認》", &CheckState<&OutcastMatchesCount>},
      {"root.lizard.revealed_in_daylight", "revealed cards are out of the hand only during the Cult's Daylight",
       ARBITER_ROOT_SEED1 "【蜥蜴教団】昼フェイズ《儀式》, 夜フェイズ《カードの回収》",
       &CheckState<&RevealedOnlyInRituals>},
  }};
  // The revealed cards here, the outcast in Own().
  static absl::Status Cards(const State& s) { return RevealedOnlyInRituals(s); }
  static absl::Status Own(const State& s) { return OutcastMatchesCount(s); }
  // Its buildings rule their clearings outright (Pilgrims): the oracle of
  // root.ruler_matches_rule applies it for the factions that say so here,
  // a statement apart from FactionRules::buildings_rule_outright.
  static constexpr bool kBuildingsRuleOutright = true;
};

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_FACTIONS_LIZARD_H_
