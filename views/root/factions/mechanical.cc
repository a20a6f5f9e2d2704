// The Mechanical Marquise's drawing: its warriors and its keep on the map;
// its board says where the keep is, how many orders it holds and which of
// them are revealed (the others are face down to every seat, seed 001
// 【メカ野候国】), and its Items for Sale.
#include "absl/strings/str_cat.h"
#include "views/root/faction_drawing.h"

namespace arbiter::root_views {
namespace {

constexpr int kIndex = static_cast<int>(root::Faction::kMechanical);

void Pieces(const pb::root::State& s, int seat, absl::string_view colour, MapPieces& map) {
  if (kIndex < s.warriors_size()) AddWarriors(s.warriors(kIndex).clearing(), seat, colour, map);
  const uint32_t keep = s.mechanical().keep();  // 1..12, 0: not on the map
  if (keep >= 1 && keep <= uint32_t(root::kNumClearings))
    map[keep - 1].tokens.push_back({"K", std::string(colour), "the keep (Mechanical Marquise)"});
}

std::vector<std::string> Board(const pb::root::State& s, int) {
  const pb::root::State::Mechanical& b = s.mechanical();
  std::vector<std::string> lines;
  lines.push_back(b.keep() >= 1 ? absl::StrCat("keep in clearing ", b.keep())
                                : std::string(b.keep_removed() ? "keep removed" : "keep not placed"));
  std::string revealed;
  for (int i = 0; i < b.row_size() && i < int(b.revealed()); ++i)
    absl::StrAppend(&revealed, revealed.empty() ? "" : ", ", "#", b.row(i));
  lines.push_back(absl::StrCat("orders: ", b.row_size(), ", revealed ", revealed.empty() ? "-" : revealed));
  std::string for_sale;
  for (int i = 1; i < b.for_sale_size() && i < root::kNumItems; ++i)
    if (b.for_sale(i) > 0) absl::StrAppend(&for_sale, for_sale.empty() ? "" : ", ", root::ItemName(root::Item(i)));
  lines.push_back(absl::StrCat("items for sale: ", for_sale.empty() ? "-" : for_sale));
  return lines;
}

constexpr FactionDrawing kMechanicalDrawing{"Mechanical Marquise", "#9a6a3c", &Pieces, &Board};
ARBITER_REGISTER_ROOT_FACTION_DRAWING(pb::root::MECH_MARQUISE, kMechanicalDrawing);

}  // namespace
}  // namespace arbiter::root_views
