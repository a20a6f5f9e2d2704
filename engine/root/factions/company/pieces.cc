#include "engine/root/factions/company/pieces.h"

#include <algorithm>
#include <bit>

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"
#include "engine/root/factions/company/rule_ids.h"

namespace arbiter::root::company {

std::array<uint8_t, kNumFactions>& BoxOf(CompanyBoard& b, Box box) {
  switch (box) {
    case Box::kPayments: return b.payments;
    case Box::kFunds: return b.funds;
    case Box::kCommitted: return b.committed;
    default: return b.crafted;
  }
}
const std::array<uint8_t, kNumFactions>& BoxOf(const CompanyBoard& b, Box box) {
  return BoxOf(const_cast<CompanyBoard&>(b), box);
}

int BoxTotal(const CompanyBoard& b, Box box) {
  int n = 0;
  for (uint8_t v : BoxOf(b, box)) n += v;
  return n;
}

void FromSupply(State& s, Faction owner, Box box, int n) {
  s.warrior_supply[Fi(owner)] = uint8_t(s.warrior_supply[Fi(owner)] - n);
  BoxOf(s.company, box)[Fi(owner)] += uint8_t(n);
  s.company.held[Fi(owner)] += uint8_t(n);
}

void ToSupply(State& s, Box box, Faction owner, int n) {
  BoxOf(s.company, box)[Fi(owner)] = uint8_t(BoxOf(s.company, box)[Fi(owner)] - n);
  s.company.held[Fi(owner)] = uint8_t(s.company.held[Fi(owner)] - n);
  s.warrior_supply[Fi(owner)] += uint8_t(n);
}

void Shift(State& s, Box from, Box to, Faction owner, int n) {
  BoxOf(s.company, from)[Fi(owner)] = uint8_t(BoxOf(s.company, from)[Fi(owner)] - n);
  BoxOf(s.company, to)[Fi(owner)] += uint8_t(n);
}

int PostsOnMap(const State& s) { return std::popcount(unsigned(s.company.posts)); }

int PostsOnMap(const State& s, Suit suit) {
  int n = 0;
  for (int c = 0; c < kNumClearings; ++c) n += HasPost(s, c) && s.suit[c] == suit;
  return n;
}

void PlacePost(State& s, int c) {
  s.company.posts |= uint16_t(1u << c);
  ++s.company.posts_placed[int(s.suit[c])];
  // facts 9: every space of the trade post rows prints +2 VP.
  AddVp(s, SeatOf(s, kCo), kTradePostVp, Score::kTradePosts);
}

int Tokens(const State& s, int c) { return HasPost(s, c) ? 1 : 0; }

int CountPiece(const State& s, PieceKind kind, int c) {
  return kind == PieceKind::kTradePost ? Tokens(s, c) : 0;
}

namespace {

// Takes the owed funds at once when the Company has no choice: every fund
// goes, or all belong to one owner. Sets or clears its owed-decision bit.
void SettleDisruption(State& s) {
  CompanyBoard& b = s.company;
  const int seat = SeatOf(s, kCo);
  const int total = BoxTotal(b, Box::kFunds);
  int owners = 0;
  for (int f = 0; f < kNumFactions; ++f) owners += b.funds[f] > 0;
  if (b.funds_lost_owed > total) b.funds_lost_owed = uint8_t(total);
  if (b.funds_lost_owed == total || owners <= 1) {
    for (int f = 0; f < kNumFactions && b.funds_lost_owed > 0; ++f) {
      const int n = std::min<int>(b.funds_lost_owed, b.funds[f]);
      if (n > 0) ToSupply(s, Box::kFunds, Faction(f), n);
      b.funds_lost_owed = uint8_t(b.funds_lost_owed - n);
    }
  }
  if (seat < 0) return;
  if (b.funds_lost_owed > 0) {
    s.decision_owed |= uint8_t(1u << seat);
  } else {
    s.decision_owed &= uint8_t(~(1u << seat));
  }
}

}  // namespace

void RemovePiece(State& s, PieceKind, int c) {
  // The post leaves the game: posts_placed keeps counting it (facts 9).
  s.company.posts &= uint16_t(~(1u << c));
  // root.company.trade_disruption: facts 9 (the seed is silent) — half the
  // funds, rounded up, go back to their owners, the Company choosing which
  // (a trade_disruption event, its owed decision). A second post removed
  // before it chooses takes half of what the first leaves.
  const int left = BoxTotal(s.company, Box::kFunds) - s.company.funds_lost_owed;
  s.company.funds_lost_owed = uint8_t(s.company.funds_lost_owed + (left + 1) / 2);
  SettleDisruption(s);
}

Verdict ValidateDisruption(const State& s, const Event& e) {
  // root.company.trade_disruption: facts 9 — the Company decides at once.
  if (e.kind != EventKind::kTradeDisruption)
    return Forbid(rules::kCoTradeDisruption, "a trade post was removed: choose the funds lost (trade_disruption)");
  if (e.order_len != kNumFactions) return Nonexistent(rules::kMalformed, "the funds lost, by owner");
  int total = 0;
  for (int f = 0; f < kNumFactions; ++f) {
    if (e.order[f] > s.company.funds[f])
      return Forbid(rules::kCoTradeDisruption, "not that many funds of that faction to lose");
    total += e.order[f];
  }
  if (total != s.company.funds_lost_owed)
    return Forbid(rules::kCoTradeDisruption, "lose exactly the funds owed: half the funds, rounded up");
  return Allowed();
}

void TakeDisruption(State& s, const Event& e) {
  for (int f = 0; f < kNumFactions; ++f)
    if (e.order[f] > 0) ToSupply(s, Box::kFunds, Faction(f), e.order[f]);
  s.company.funds_lost_owed = 0;
  SettleDisruption(s);
}

namespace {
// Every split of `left` funds among owners f.. within their funds.
void ListSplits(const State& s, int f, int left, Event& e, EventSink sink) {
  if (f == kNumFactions) {
    if (left == 0) sink(e);
    return;
  }
  int after = 0;
  for (int g = f + 1; g < kNumFactions; ++g) after += s.company.funds[g];
  const int most = std::min<int>(left, s.company.funds[f]);
  for (int n = std::max(0, left - after); n <= most; ++n) {
    e.order[f] = uint8_t(n);
    ListSplits(s, f + 1, left - n, e, sink);
  }
  e.order[f] = 0;
}
}  // namespace

void ListDisruptions(const State& s, EventSink sink) {
  Event e;
  e.kind = EventKind::kTradeDisruption;
  e.seat = int8_t(SeatOf(s, kCo));
  e.order_len = kNumFactions;
  ListSplits(s, 0, s.company.funds_lost_owed, e, sink);
}

std::string DisruptionText(const State& s) {
  return absl::StrCat("seat ", SeatOf(s, kCo), ": a trade post was removed; choose ",
                      int(s.company.funds_lost_owed), " funds to lose, by owner (trade disruption)");
}

namespace {

std::string ByOwner(const std::array<uint8_t, kNumFactions>& box) {
  std::string out;
  for (int f = 0; f < kNumFactions; ++f)
    if (box[f] > 0) absl::StrAppend(&out, out.empty() ? "" : ", ", FactionName(Faction(f)), " ", box[f]);
  return out.empty() ? "-" : out;
}

}  // namespace

std::string BoardHeadline(const State& s) {
  return absl::StrCat("; trade posts ", PostsOnMap(s), " on the map");
}

std::string BoardText(const State& s, bool) {
  const CompanyBoard& b = s.company;
  std::string out = absl::StrCat("  payments ", ByOwner(b.payments), "; funds ", ByOwner(b.funds),
                                 "; committed ", ByOwner(b.committed), "; on the rows ", ByOwner(b.crafted),
                                 b.funds_lost_owed > 0
                                     ? absl::StrCat("; trade disruption: ", int(b.funds_lost_owed), " funds to lose")
                                     : "",
                                 "\n  trade posts:");
  for (int suit = 0; suit < kNumClearingSuits; ++suit)
    absl::StrAppend(&out, " ", SuitName(Suit(suit)), " ", PostsOnMap(s, Suit(suit)), " on the map, ",
                    PostsLeft(s, Suit(suit)), " on the board, row ", int(b.row_used[suit]), "/",
                    int(b.posts_placed[suit]), " covered", suit + 1 < kNumClearingSuits ? ";" : "");
  absl::StrAppend(&out, "\n  prices:");
  for (int k = 0; k < kNumServices; ++k)
    absl::StrAppend(&out, " ", ServiceName(Service(k)), " ", int(b.price[k]), k + 1 < kNumServices ? "," : "");
  // seed 001 【河民商団】《売り出し中》: the hand lies open on the board.
  absl::StrAppend(&out, "\n  hand for sale (public):");
  const int seat = SeatOf(s, kCo);
  std::string cards;
  for (uint64_t m = seat >= 0 ? s.hand[seat] : 0; m; m &= m - 1) {
    const int card = std::countr_zero(m);
    absl::StrAppend(&cards, cards.empty() ? " " : ", ", "#", card + 1, " ", kCards[card].name);
  }
  absl::StrAppend(&out, cards.empty() ? " -" : cards, "\n");
  return out;
}

std::string ClearingText(const State& s, int c) {
  std::string out;
  if (s.warriors[Fi(kCo)][c]) absl::StrAppend(&out, " company ", s.warriors[Fi(kCo)][c]);
  if (HasPost(s, c)) absl::StrAppend(&out, " TRADE-POST");
  return out;
}

}  // namespace arbiter::root::company
