// The Lizard Cult's drawing: its warriors and gardens (buildings) on the
// map; its board says the gardens left per suit, the acolytes, the outcast
// and the face-up Lost Souls and revealed cards (seed 001 【蜥蜴教団】
// 《死せる魂の集い》: anyone may look at the Lost Souls).
#include "absl/strings/str_cat.h"
#include "views/root/faction_drawing.h"

namespace arbiter::root_views {
namespace {

constexpr int kIndex = static_cast<int>(root::Faction::kLizard);

void Pieces(const pb::root::State& s, int seat, absl::string_view colour, MapPieces& map) {
  if (kIndex < s.warriors_size()) AddWarriors(s.warriors(kIndex).clearing(), seat, colour, map);
  AddBuildings(s.lizard().gardens(), {"G", std::string(colour), "garden (Lizard Cult)"}, map);
}

std::string Ids(const google::protobuf::RepeatedField<uint32_t>& cards) {
  std::string out;
  for (uint32_t id : cards) absl::StrAppend(&out, out.empty() ? "" : ", ", "#", id);
  return out.empty() ? "-" : out;
}

std::vector<std::string> Board(const pb::root::State& s, int) {
  const pb::root::State::Lizard& z = s.lizard();
  std::vector<std::string> lines;
  std::string track = "gardens on the board:";
  static constexpr absl::string_view kSuits[3] = {"fox", "rabbit", "mouse"};
  for (int i = 0; i < z.track_size() && i < 3; ++i) absl::StrAppend(&track, " ", kSuits[i], " ", z.track(i));
  lines.push_back(track);
  lines.push_back(absl::StrCat("gardens: ", OnTheMap(z.gardens()), " on the map"));
  lines.push_back(absl::StrCat("acolytes: ", z.acolytes()));
  const int outcast = int(z.outcast()) - 1;
  lines.push_back(absl::StrCat("outcast: ", outcast >= 0 && outcast < 3 ? kSuits[outcast] : "-",
                               z.hated() ? " (hated)" : ""));
  lines.push_back(absl::StrCat("lost souls: ", Ids(z.lost_souls())));
  if (z.revealed_size() > 0) lines.push_back(absl::StrCat("revealed: ", Ids(z.revealed())));
  return lines;
}

constexpr FactionDrawing kLizardDrawing{"Lizard Cult", "#d4c02a", &Pieces, &Board};
ARBITER_REGISTER_ROOT_FACTION_DRAWING(pb::root::LIZARD, kLizardDrawing);

}  // namespace
}  // namespace arbiter::root_views
