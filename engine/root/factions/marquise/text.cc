#include "engine/root/factions/marquise/text.h"

#include <numeric>

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"

namespace arbiter::root::marquise {
namespace {

int OnMap(const std::array<uint8_t, kNumClearings>& per_clearing) {
  return std::accumulate(per_clearing.begin(), per_clearing.end(), 0);
}

}  // namespace

std::string BoardHeadline(const State& s) {
  return absl::StrCat("; wood ", OnMap(s.marquise.wood), " on the map, ", s.marquise.wood_supply,
                      " in the supply");
}

std::string BoardText(const State& s, bool /*show_hidden: nothing hidden*/) {
  const MarquiseBoard& m = s.marquise;
  std::string out;
  for (int t = 0; t < kNumCatBuildings; ++t)
    absl::StrAppend(&out, "  ", CatBuildingName(CatBuilding(t)), "s: ", OnMap(m.buildings[t]),
                    " on the map, ", m.track[t], " on the board\n");
  absl::StrAppend(&out, "  keep: ",
                  m.keep >= 0        ? absl::StrCat("in clearing ", m.keep + 1)
                  : m.keep_removed ? std::string("removed")
                                   : std::string("not placed"),
                  "\n");
  return out;
}

std::string ClearingText(const State& s, int c) {
  std::string out;
  if (s.warriors[Fi(Faction::kMarquise)][c])
    absl::StrAppend(&out, " cats ", s.warriors[Fi(Faction::kMarquise)][c]);
  for (int t = 0; t < kNumCatBuildings; ++t)
    if (s.marquise.buildings[t][c])
      absl::StrAppend(&out, " ", CatBuildingName(CatBuilding(t)), " ", s.marquise.buildings[t][c]);
  if (s.marquise.wood[c]) absl::StrAppend(&out, " wood ", s.marquise.wood[c]);
  if (s.marquise.keep == c) absl::StrAppend(&out, " KEEP");
  return out;
}

}  // namespace arbiter::root::marquise
