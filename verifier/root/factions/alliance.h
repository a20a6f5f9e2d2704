// The invariant catalogue's part for the Woodland Alliance
// (factions/checks.h): bases and sympathy within the box, at most one base
// per suit; the supporters' limit without a base (facts 7).
#ifndef ARBITER_VERIFIER_ROOT_FACTIONS_ALLIANCE_H_
#define ARBITER_VERIFIER_ROOT_FACTIONS_ALLIANCE_H_

#include <cstring>
#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
#include <emmintrin.h>
#endif

#include "absl/strings/str_format.h"
#include "verifier/root/factions/checks.h"

namespace arbiter::root {

struct AllianceChecks {
  static constexpr Faction kFaction = Faction::kAlliance;
  static constexpr size_t kAt = offsetof(State, alliance);
  // The bases, sympathy and officers (and whether a base was lost), read by
  // the piece and building checks, and with the supporters by the card
  // checks; all zero when it does not play. Not its turn bookkeeping, which
  // changes at every operation.
  static constexpr ByteRange kBoardBytes{kAt, kAt + offsetof(AllianceBoard, supporters)};
  static_assert(offsetof(AllianceBoard, bases) == 0 && offsetof(AllianceBoard, supporters) == 16 &&
                    offsetof(AllianceBoard, base_lost) < 16 && offsetof(AllianceBoard, officers) < 16 &&
                    offsetof(AllianceBoard, sympathy) < 16,
                "kBoardBytes cover what the checks read of the Alliance's board");
  // (The pieces check also reads the clearings' suits: the core's piece
  // bytes take them in, for every faction.)
  static constexpr std::array<ByteRange, 1> kPieceBytes = {{kBoardBytes}};
  static constexpr std::array<ByteRange, 1> kBuildingBytes = {{kBoardBytes}};
  static constexpr std::array<ByteRange, 1> kCardBytes = {{
      {kAt, kAt + offsetof(AllianceBoard, supporters) + 8},
  }};
  static uint8_t CardKey(const State&) { return 0; }

  // Pieces reads its building bytes and the suits only (factions/checks.h).
  static constexpr bool kPiecesAreBuildings = true;
  // At most one base per clearing and per suit; at most ten sympathy tokens.
  static absl::Status Pieces(const State& s) {
    const AllianceBoard& a = s.alliance;
    // Decided on the twelve counts at once, and on the clearings of each
    // suit as bit masks (two bases of a suit: two bits of one mask);
    // clearing by clearing only to say what is wrong. (With two or three
    // bases standing, as in most of a long three-seat game, the walk over
    // the clearings ran after every piece change: 142 instructions a call
    // over 30 four-seat games, 2026-12-02.)
    const Lanes bases = Load12(a.bases.data());
    static constexpr std::array<uint8_t, kNumClearings> kOnes = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    const uint16_t with_base = GreaterMask(bases, Load12(kNoCounts.data()));
    bool suits_clash = false;
    if ((with_base & (with_base - 1)) != 0) {
      for (int suit = 0; suit < kNumClearingSuits; ++suit) {
        const uint16_t here = with_base & SuitMask(s, Suit(suit));
        suits_clash |= (here & (here - 1)) != 0;
      }
    }
    if (GreaterMask(bases, Load12(kOnes.data())) != 0 || suits_clash) {
      int per_suit[kNumClearingSuits] = {};
      for (int c = 0; c < kNumClearings; ++c) {
        if (a.bases[c] > 1) return Broken(absl::StrFormat("%d bases in clearing %d", a.bases[c], c + 1));
        if (a.bases[c] && int(s.suit[c]) < kNumClearingSuits) ++per_suit[int(s.suit[c])];
      }
      for (int suit = 0; suit < kNumClearingSuits; ++suit)
        if (per_suit[suit] > 1) return Broken(absl::StrFormat("%d bases of suit %d", per_suit[suit], suit));
    }
    if ((a.sympathy >> kNumClearings) != 0 || Popcount(a.sympathy) > kSympathyTokens)
      return Broken("more sympathy tokens than the ten in the box");
    return absl::OkStatus();
  }

  // Bit c set where clearing c has suit `suit`.
  static uint16_t SuitMask(const State& s, Suit suit) {
    static_assert(kNumClearings == 12 && sizeof(Suit) == 1);
#if defined(__SSE2__) && !defined(ARBITER_NO_SIMD)
    uint64_t lo;
    uint32_t hi;
    std::memcpy(&lo, s.suit.data(), 8);
    std::memcpy(&hi, s.suit.data() + 8, 4);
    const __m128i suits = _mm_set_epi64x(int64_t{hi}, int64_t(lo));
    const __m128i same = _mm_cmpeq_epi8(suits, _mm_set1_epi8(char(suit)));
    return uint16_t(_mm_movemask_epi8(same) & 0x0FFF);
#else
    uint16_t mask = 0;
    for (int c = 0; c < kNumClearings; ++c) mask |= uint16_t(s.suit[c] == suit) << c;
    return mask;
#endif
  }

  static constexpr std::array<Invariant, 0> kBuildingInvariants = {};
  static absl::Status Buildings(const State&) { return absl::OkStatus(); }

  // While no base is on the map the supporters are at most five (facts 7);
  // only a stack built while a base stood may exceed it, after a base is lost.
  static absl::Status SupportersLimit(const State& s) {
    if (s.seat_of[int(kFaction)] < 0) return absl::OkStatus();
    const AllianceBoard& a = s.alliance;
    if (a.supporters == 0) return absl::OkStatus();
    if (!a.base_lost && Sum12(a.bases.data()) == 0 &&
        Popcount(a.supporters) > kSupportersWithoutBase)
      return Broken(absl::StrFormat("%d supporters without a base on the map",
                                    Popcount(a.supporters)));
    return absl::OkStatus();
  }
  static constexpr std::array<Invariant, 1> kCardInvariants = {{
      {"root.alliance.supporters_limit", "at most five supporters while no base has stood on the map",
       ARBITER_ROOT_SEED "【森林連合】 「支援者」 (facts 7)", &CheckState<&SupportersLimit>},
  }};
  static absl::Status Cards(const State& s) { return SupportersLimit(s); }
};

}  // namespace arbiter::root

#endif  // ARBITER_VERIFIER_ROOT_FACTIONS_ALLIANCE_H_
