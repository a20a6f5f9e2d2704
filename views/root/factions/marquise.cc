// The Marquise de Cat's drawing: cat warriors, sawmills, workshops and
// recruiters in their slots, wood and the keep as tokens; her board says
// how many of each building are on the map and still on the board.
#include "absl/strings/str_cat.h"
#include "views/root/faction_drawing.h"

namespace arbiter::root_views {
namespace {

// Engine Faction index of the Marquise (warriors are kept per faction).
constexpr int kIndex = static_cast<int>(root::Faction::kMarquise);

void Pieces(const pb::root::State& s, int seat, absl::string_view colour, MapPieces& map) {
  const std::string fill(colour);
  if (kIndex < s.warriors_size()) AddWarriors(s.warriors(kIndex).clearing(), seat, colour, map);
  const pb::root::State::Marquise& m = s.marquise();
  AddBuildings(m.sawmills(), {"S", fill, "sawmill (Marquise)"}, map);
  AddBuildings(m.workshops(), {"W", fill, "workshop (Marquise)"}, map);
  AddBuildings(m.recruiters(), {"R", fill, "recruiter (Marquise)"}, map);
  AddTokens(m.wood(), {"w", "#b07a3a", "wood (Marquise)"}, map);
  if (m.keep() >= 0 && m.keep() < root::kNumClearings) {
    map[m.keep()].tokens.push_back({"K", fill, "the keep (Marquise)"});
  }
}

std::vector<std::string> Board(const pb::root::State& s, int seat) {
  const pb::root::State::Marquise& m = s.marquise();
  const auto left = [&](int t) { return t < m.track_size() ? static_cast<int>(m.track(t)) : 0; };
  std::vector<std::string> lines;
  lines.push_back(absl::StrCat("sawmills: ", OnTheMap(m.sawmills()), " on the map, ", left(0),
                               " on the board"));
  lines.push_back(absl::StrCat("workshops: ", OnTheMap(m.workshops()), " on the map, ", left(1),
                               " on the board"));
  lines.push_back(absl::StrCat("recruiters: ", OnTheMap(m.recruiters()), " on the map, ",
                               left(2), " on the board"));
  lines.push_back(absl::StrCat("wood: ", OnTheMap(m.wood()), " on the map, ", m.wood_supply(),
                               " in the supply"));
  lines.push_back(m.keep() >= 0 ? absl::StrCat("keep in clearing ", m.keep() + 1)
                                : std::string(m.keep_removed() ? "keep removed" : "keep not placed"));
  return lines;
}

constexpr FactionDrawing kMarquiseDrawing{"Marquise de Cat", "#e07b1f", &Pieces, &Board};
ARBITER_REGISTER_ROOT_FACTION_DRAWING(pb::root::MARQUISE, kMarquiseDrawing);

}  // namespace
}  // namespace arbiter::root_views
