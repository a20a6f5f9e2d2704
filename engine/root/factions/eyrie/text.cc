#include "engine/root/factions/eyrie/text.h"

#include <bit>
#include <numeric>

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"

namespace arbiter::root::eyrie {
namespace {

int OnMap(const std::array<uint8_t, kNumClearings>& per_clearing) {
  return std::accumulate(per_clearing.begin(), per_clearing.end(), 0);
}

std::string CardsText(uint64_t mask) {
  std::string out;
  for (uint64_t m = mask; m; m &= m - 1) {
    const int card = std::countr_zero(m);
    absl::StrAppend(&out, out.empty() ? "" : ", ", "#", card + 1, " ", kCards[card].name);
  }
  return out.empty() ? "-" : out;
}

}  // namespace

std::string BoardHeadline(const State& s) {
  return absl::StrCat("; roosts ", OnMap(s.eyrie.roosts), " on the map, ", s.eyrie.roost_track,
                      " on the board; leader ",
                      s.eyrie.leader >= 0 ? LeaderName(Leader(s.eyrie.leader)) : "-");
}

std::string BoardText(const State& s, bool /*show_hidden: the Decree is open*/) {
  std::string out;
  for (int col = 0; col < kNumColumns; ++col)
    absl::StrAppend(&out, "  decree ", ColumnName(Column(col)), ": ",
                    CardsText(s.eyrie.decree[col] & ((uint64_t{1} << kNumCards) - 1)),
                    (s.eyrie.decree[col] >> kVizierCard0) ? " + vizier" : "", "\n");
  return out;
}

std::string ClearingText(const State& s, int c) {
  std::string out;
  if (s.warriors[Fi(Faction::kEyrie)][c])
    absl::StrAppend(&out, " birds ", s.warriors[Fi(Faction::kEyrie)][c]);
  if (s.eyrie.roosts[c]) absl::StrAppend(&out, " roost");
  return out;
}

}  // namespace arbiter::root::eyrie
