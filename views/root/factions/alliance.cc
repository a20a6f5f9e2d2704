// The Woodland Alliance's drawing: its warriors, bases (buildings) and
// sympathy tokens; its board says which bases are on the map, the sympathy
// left, the officers and how many supporters lie face down (never which:
// seed 【森林連合】「支援者」 keeps them hidden from the other players).
#include "absl/strings/str_cat.h"
#include "views/root/faction_drawing.h"

namespace arbiter::root_views {
namespace {

constexpr int kIndex = static_cast<int>(root::Faction::kAlliance);

void Pieces(const pb::root::State& s, int seat, absl::string_view colour, MapPieces& map) {
  if (kIndex < s.warriors_size()) AddWarriors(s.warriors(kIndex).clearing(), seat, colour, map);
  const pb::root::State::Alliance& a = s.alliance();
  AddBuildings(a.bases(), {"B", std::string(colour), "base (Alliance)"}, map);
  for (uint32_t c : a.sympathy())
    if (c >= 1 && c <= uint32_t(root::kNumClearings))
      map[c - 1].tokens.push_back({"S", std::string(colour), "sympathy (Alliance)"});
}

std::vector<std::string> Board(const pb::root::State& s, int) {
  const pb::root::State::Alliance& a = s.alliance();
  std::vector<std::string> lines;
  lines.push_back(absl::StrCat("bases: ", OnTheMap(a.bases()), " on the map, ",
                               3 - OnTheMap(a.bases()), " on the board"));
  lines.push_back(absl::StrCat("sympathy: ", a.sympathy_size(), " on the map, ",
                               root::kSympathyTokens - a.sympathy_size(), " on the board"));
  lines.push_back(absl::StrCat("officers: ", a.officers()));
  lines.push_back(absl::StrCat("supporters: ", a.supporters_size(), " face down"));
  return lines;
}

constexpr FactionDrawing kAllianceDrawing{"Woodland Alliance", "#3c9a4a", &Pieces, &Board};
ARBITER_REGISTER_ROOT_FACTION_DRAWING(pb::root::ALLIANCE, kAllianceDrawing);

}  // namespace
}  // namespace arbiter::root_views
