#include "engine/root/factions/lizard/pieces.h"

#include <bit>

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"
#include "engine/root/random_discard.h"

namespace arbiter::root::lizard {

int GardensPlaced(const State& s, Suit suit) {
  return kGardensPerSuit - s.lizard.track[int(suit)];
}

int EveningDraw(const State& s) {
  // seed 001 【蜥蜴教団】夜フェイズ《カードの補充》 —
  // 1 + the icons uncovered (facts 8: fox space 2, rabbit 3, mouse 4).
  int n = 1;
  for (int suit = 0; suit < kNumClearingSuits; ++suit)
    if (GardensPlaced(s, Suit(suit)) >= kGardenDrawSpace[suit]) ++n;
  return n;
}

int ScoreVp(const State& s, Suit suit) {
  const int k = GardensPlaced(s, suit);
  return k > 0 ? kGardenVp[k - 1] : 0;
}

int Tokens(const State&, int) { return 0; }

int CountPiece(const State& s, PieceKind, int c) { return s.lizard.gardens[c]; }

void RemovePiece(State& s, PieceKind, int c) {
  LizardBoard& z = s.lizard;
  --z.gardens[c];
  // A removed garden goes back to its track, covering its space again (facts 8).
  ++z.track[int(s.suit[c])];
  // root.lizard.fear_of_the_faithful: seed 001 【蜥蜴教団】《棄教への恐怖》 —
  // each garden removed costs a random card of the Cult's hand.
  OweRandomDiscard(s, SeatOf(s, kCult));
}

void PlaceGarden(State& s, int c) {
  ++s.lizard.gardens[c];
  --s.lizard.track[int(s.suit[c])];
}

bool CardDiscarded(State& s, int seat, int card) {
  // root.lizard.lost_souls: seed 001 【蜥蜴教団】《死せる魂の集い》 — what other
  // factions spend or discard; the Cult's own cards go to the discard.
  // Dominance cards keep their place beside the map (seed 000 【圧倒カード】).
  if (seat == SeatOf(s, kCult) || kCards[card].effect == CardEffect::kDominance) return false;
  s.lizard.lost_souls |= Bit(card);
  return true;
}

void WarriorsRemoved(State& s, int c, int n) {
  // root.lizard.revenge: seed 001 【蜥蜴教団】《復讐者》 — warriors removed while
  // the Cult defends in battle go to the Acolytes box, not the supply.
  const BattleState& b = s.battle;
  if (!b.active || b.defender != SeatOf(s, kCult) || b.clearing != c) return;
  s.warrior_supply[Fi(kCult)] = uint8_t(s.warrior_supply[Fi(kCult)] - n);
  s.lizard.acolytes = uint8_t(s.lizard.acolytes + n);
}

namespace {

std::string Cards(uint64_t mask) {
  std::string out;
  for (uint64_t m = mask; m; m &= m - 1) {
    const int card = std::countr_zero(m);
    absl::StrAppend(&out, out.empty() ? "" : ", ", "#", card + 1, " ", kCards[card].name);
  }
  return out.empty() ? "-" : out;
}

}  // namespace

std::string BoardHeadline(const State& s) {
  return absl::StrCat("; acolytes ", int(s.lizard.acolytes));
}

std::string BoardText(const State& s, bool) {
  const LizardBoard& z = s.lizard;
  std::string out = "  gardens on the board:";
  for (int suit = 0; suit < kNumClearingSuits; ++suit)
    absl::StrAppend(&out, " ", SuitName(Suit(suit)), " ", int(z.track[suit]), suit + 1 < kNumClearingSuits ? "," : "");
  absl::StrAppend(&out, "; outcast ",
                  z.outcast >= 0 ? absl::StrCat(z.hated ? "hated " : "", SuitName(Suit(z.outcast))) : "-", "\n");
  // The Lost Souls are face up (《死せる魂の集い》: anyone may look), and the
  // revealed cards are shown on the table.
  absl::StrAppend(&out, "  lost souls: ", Cards(z.lost_souls), "\n");
  if (z.revealed != 0) absl::StrAppend(&out, "  revealed: ", Cards(z.revealed), "\n");
  return out;
}

std::string ClearingText(const State& s, int c) {
  std::string out;
  if (s.warriors[Fi(kCult)][c]) absl::StrAppend(&out, " lizard ", s.warriors[Fi(kCult)][c]);
  if (s.lizard.gardens[c]) absl::StrAppend(&out, " GARDEN", s.lizard.gardens[c] > 1 ? absl::StrCat("x", s.lizard.gardens[c]) : "");
  return out;
}

}  // namespace arbiter::root::lizard
