#include "engine/root/factions/alliance/pieces.h"

#include <bit>

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"
#include "engine/root/clearing_lanes.h"

namespace arbiter::root::alliance {

int BasesOnMap(const State& s) {
  // The twelve bytes summed at once (clearing_lanes.h): asked for every card
  // the Alliance receives, where the loop was about 40 instructions a card
  // (callgrind over 30 three-seat games, 2026-12-04).
  static_assert(std::tuple_size_v<decltype(s.alliance.bases)> == kNumClearings);
  return Sum12(s.alliance.bases.data());
}

bool BaseOnMap(const State& s, Suit suit) {
  for (int c = 0; c < kNumClearings; ++c)
    if (s.alliance.bases[c] && s.suit[c] == suit) return true;
  return false;
}

int SympathyPlaced(const State& s) { return std::popcount(unsigned(s.alliance.sympathy)); }

int Tokens(const State& s, int c) { return (s.alliance.sympathy >> c) & 1; }

int CountPiece(const State& s, PieceKind kind, int c) {
  return kind == PieceKind::kBase ? s.alliance.bases[c] : Tokens(s, c);
}

void RemovePiece(State& s, PieceKind kind, int c) {
  AllianceBoard& a = s.alliance;
  if (kind == PieceKind::kSympathy) {
    a.sympathy &= uint16_t(~(1u << c));
    return;
  }
  a.bases[c] = 0;
  a.base_lost = true;
  // root.alliance.base_removed: seed 【森林連合】《拠点タイルが取り除かれた場合》 —
  // every supporter of the base's suit, birds included, and half the
  // officers rounded up.
  for (uint64_t m = a.supporters; m; m &= m - 1) {
    const int card = std::countr_zero(m);
    if (PaysFor(kCards[card].suit, s.suit[c])) {
      a.supporters &= ~Bit(card);
      DiscardCard(s, SeatOf(s, Faction::kAlliance), card);
    }
  }
  const int lost = (a.officers + 1) / 2;
  a.officers = uint8_t(a.officers - lost);
  s.warrior_supply[Fi(Faction::kAlliance)] += lost;
}

uint16_t OutrageClearings(const State& s) { return s.alliance.sympathy; }

void ReceiveCard(State& s, int card) {
  AllianceBoard& a = s.alliance;
  // root.alliance.supporters: facts 7 — at most five while no base is on the map.
  if (BasesOnMap(s) == 0 && std::popcount(a.supporters) >= kSupportersWithoutBase) {
    DiscardCard(s, SeatOf(s, Faction::kAlliance), card);
    return;
  }
  a.supporters |= Bit(card);
}

std::string BoardText(const State& s, bool show_hidden) {
  const AllianceBoard& a = s.alliance;
  std::string out = absl::StrCat("  sympathy ", SympathyPlaced(s), " on the map, ",
                                 kSympathyTokens - SympathyPlaced(s), " on the board; bases");
  for (int suit = 0; suit < kNumClearingSuits; ++suit)
    absl::StrAppend(&out, " ", SuitName(Suit(suit)), BaseOnMap(s, Suit(suit)) ? " on the map" : " on the board",
                    suit + 1 < kNumClearingSuits ? "," : "");
  absl::StrAppend(&out, "; officers ", int(a.officers), "\n  supporters: ");
  if (show_hidden) {
    std::string cards;
    for (uint64_t m = a.supporters; m; m &= m - 1) {
      const int card = std::countr_zero(m);
      absl::StrAppend(&cards, cards.empty() ? "" : ", ", "#", card + 1, " ", kCards[card].name);
    }
    absl::StrAppend(&out, cards.empty() ? "-" : cards, "\n");
  } else {
    absl::StrAppend(&out, std::popcount(a.supporters), " face down\n");
  }
  return out;
}

std::string ClearingText(const State& s, int c) {
  std::string out;
  if (s.warriors[Fi(Faction::kAlliance)][c])
    absl::StrAppend(&out, " alliance ", s.warriors[Fi(Faction::kAlliance)][c]);
  if (s.alliance.bases[c]) absl::StrAppend(&out, " BASE");
  if ((s.alliance.sympathy >> c) & 1) absl::StrAppend(&out, " sympathy");
  return out;
}

}  // namespace arbiter::root::alliance
