// The Eyrie Dynasties' drawing: bird warriors and roosts; their board says
// how many roosts are on the map and on the board, the leader and the
// Decree column by column.
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "views/root/faction_drawing.h"

namespace arbiter::root_views {
namespace {

constexpr int kIndex = static_cast<int>(root::Faction::kEyrie);

void Pieces(const pb::root::State& s, int seat, absl::string_view colour, MapPieces& map) {
  if (kIndex < s.warriors_size()) AddWarriors(s.warriors(kIndex).clearing(), seat, colour, map);
  AddBuildings(s.eyrie().roosts(), {"R", std::string(colour), "roost (Eyrie)"}, map);
}

std::string CardNames(const pb::root::State::Eyrie::DecreeColumn& column) {
  std::vector<std::string> names;
  for (uint32_t card : column.cards()) {
    if (card >= 1 && card <= root::kNumCards) {
      names.push_back(std::string(root::kCards[card - 1].name));
    } else {
      names.push_back("Loyal Vizier");
    }
  }
  return names.empty() ? "-" : absl::StrJoin(names, ", ");
}

std::vector<std::string> Board(const pb::root::State& s, int seat) {
  const pb::root::State::Eyrie& e = s.eyrie();
  std::vector<std::string> lines;
  lines.push_back(absl::StrCat("roosts: ", OnTheMap(e.roosts()), " on the map, ", e.roost_track(),
                               " on the board"));
  const int leader = static_cast<int>(e.leader()) - 1;
  lines.push_back(absl::StrCat(
      "leader: ", leader >= 0 && leader < root::kNumLeaders
                      ? root::LeaderName(root::Leader(leader))
                      : absl::string_view("none (to be chosen)")));
  for (int col = 0; col < e.decree_size() && col < root::kNumColumns; ++col) {
    lines.push_back(absl::StrCat("decree ", root::ColumnName(root::Column(col)), ": ",
                                 CardNames(e.decree(col))));
  }
  return lines;
}

constexpr FactionDrawing kEyrieDrawing{"Eyrie Dynasties", "#2f6db5", &Pieces, &Board};
ARBITER_REGISTER_ROOT_FACTION_DRAWING(pb::root::EYRIE, kEyrieDrawing);

}  // namespace
}  // namespace arbiter::root_views
