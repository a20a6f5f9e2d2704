// The Riverfolk Company's drawing: its warriors and trade posts (tokens);
// its board lists the funds by owner, the trade posts, the prices and the
// hand, which is public (seed 001 【河民商団】《売り出し中》).
#include "absl/strings/str_cat.h"
#include "views/root/faction_drawing.h"

namespace arbiter::root_views {
namespace {

constexpr int kIndex = static_cast<int>(root::Faction::kCompany);

void Pieces(const pb::root::State& s, int seat, absl::string_view colour, MapPieces& map) {
  if (kIndex < s.warriors_size()) AddWarriors(s.warriors(kIndex).clearing(), seat, colour, map);
  for (uint32_t c : s.company().posts())
    if (c >= 1 && c <= uint32_t(root::kNumClearings))
      map[c - 1].tokens.push_back({"T", std::string(colour), "trade post (Riverfolk Company)"});
}

std::string ByOwner(const google::protobuf::RepeatedField<uint32_t>& box) {
  std::string out;
  for (int f = 0; f < box.size() && f < root::kNumFactions; ++f)
    if (box.Get(f) > 0)
      absl::StrAppend(&out, out.empty() ? "" : ", ", root::FactionName(root::Faction(f)), " ", box.Get(f));
  return out.empty() ? "-" : out;
}

std::vector<std::string> Board(const pb::root::State& s, int seat) {
  const pb::root::State::Company& c = s.company();
  std::vector<std::string> lines;
  lines.push_back(absl::StrCat("payments: ", ByOwner(c.payments())));
  lines.push_back(absl::StrCat("funds: ", ByOwner(c.funds())));
  lines.push_back(absl::StrCat("committed: ", ByOwner(c.committed()), "; on the trade post rows: ",
                               ByOwner(c.crafted())));
  lines.push_back(absl::StrCat("trade posts: ", c.posts_size(), " on the map"));
  if (c.prices_size() == root::kNumServices)
    lines.push_back(absl::StrCat("prices: hand card ", c.prices(0), ", riverboats ", c.prices(1),
                                 ", mercenaries ", c.prices(2)));
  if (seat >= 0 && seat < s.seats_size()) {
    std::string hand;
    for (uint32_t card : s.seats(seat).hand()) absl::StrAppend(&hand, hand.empty() ? "#" : ", #", card);
    lines.push_back(absl::StrCat("hand for sale: ", hand.empty() ? "-" : hand));
  }
  return lines;
}

constexpr FactionDrawing kCompanyDrawing{"Riverfolk Company", "#2f7fb8", &Pieces, &Board};
ARBITER_REGISTER_ROOT_FACTION_DRAWING(pb::root::COMPANY, kCompanyDrawing);

}  // namespace
}  // namespace arbiter::root_views
