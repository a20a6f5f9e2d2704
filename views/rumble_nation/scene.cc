// Rumble Nation's picture: the 11 provinces joined by land and sea links,
// each with its castle chip, the soldiers and reinforcements of every seat
// and who took the castle; below, the face-up strategy cards, the dice, and
// each seat's supply, katana chip and card used.
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engine/rumble_nation/components.h"
#include "engine/rumble_nation/map_layout.h"
#include "views/core/scene.h"
#include "views/core/svg.h"

namespace arbiter::rumble_nation {
namespace {

using views::Scene;
using views::SeatColour;
using views::Svg;

constexpr double kAreaRadius = 46;
constexpr double kPanelTop = kMapHeight + 20;

int At(const google::protobuf::RepeatedField<uint32_t>& field, int i) {
  return i < field.size() ? static_cast<int>(field[i]) : 0;
}
int At(const google::protobuf::RepeatedField<int32_t>& field, int i) {
  return i < field.size() ? field[i] : -1;
}

void DrawLinks(Svg& svg) {
  const Components& c = Components::ForPlayers(kMinPlayers);
  for (int a = 0; a < kNumAreas; ++a) {
    for (int b = a + 1; b < kNumAreas; ++b) {
      if (!c.Adjacent(a, b)) continue;
      const AreaPosition& p = kAreaPositions[a];
      const AreaPosition& q = kAreaPositions[b];
      if (c.SeaAdjacent(a, b)) {
        svg.Line(p.x, p.y, q.x, q.y, "#3a7bbf", 5, "10 6");
      } else {
        svg.Line(p.x, p.y, q.x, q.y, "#8a6d3b", 7);
      }
    }
  }
}

void DrawArea(const pb::rumble_nation::State& s, int area, Svg& svg) {
  const AreaPosition& p = kAreaPositions[area];
  const bool kyoto = area == Components::ForPlayers(kMinPlayers).kyoto;
  const int large = At(s.large_owner(), area);
  svg.BeginGroup(absl::StrCat(AreaName(area), kyoto ? " (Kyoto)" : ""));
  svg.Circle(p.x, p.y, kAreaRadius, kyoto ? "#f6e7c1" : "#eef3e2",
             large >= 0 ? std::string(SeatColour(large)) : "#555",
             large >= 0 ? 5 : 1.5);
  svg.Text(p.x, p.y - 26, AreaName(area),
           {.size = 11, .anchor = "middle", .bold = true});
  // The castle chip: its value, or the seats that took the large and small.
  const int value = At(s.castle_values(), area);
  svg.Rect(p.x - 13, p.y - 21, 26, 18, value > 0 ? "#fff8dc" : "#ddd", "#333", 3);
  svg.Text(p.x, p.y - 7, value > 0 ? absl::StrCat(value) : "?",
           {.size = 12, .anchor = "middle", .bold = true});
  const int small = At(s.small_owner(), area);
  if (small >= 0) {
    svg.Circle(p.x + 22, p.y - 12, 6, SeatColour(small), "#222");
  }
  // Soldiers (squares, with the count) and reinforcements (white squares).
  int shown = 0;
  for (int seat = 0; seat < s.seats_size(); ++seat) {
    const auto& player = s.seats(seat);
    const int soldiers = At(player.soldiers(), area);
    const int reinforcements = At(player.reinforcements(), area);
    if (soldiers + reinforcements == 0) continue;
    const double x = p.x - 36 + 24 * (shown % 3);
    const double y = p.y + 2 + 20 * (shown / 3);
    svg.Rect(x, y, 22, 17, SeatColour(seat), "#222", 2);
    svg.Text(x + 11, y + 13,
             reinforcements > 0 ? absl::StrCat(soldiers, "+", reinforcements)
                                : absl::StrCat(soldiers),
             {.size = 11, .anchor = "middle", .fill = "#fff", .bold = true});
    ++shown;
  }
  svg.EndGroup();
}

void DrawPanel(const pb::rumble_nation::State& s, Svg& svg) {
  std::vector<std::string> cards;
  for (int card : s.display()) {
    if (card == 0) continue;
    cards.push_back(std::string(GetCardInfo(Card(card)).id));
  }
  svg.Text(0, kPanelTop, absl::StrCat("face-up strategy cards: ",
                                       cards.empty() ? "none" : absl::StrJoin(cards, ", ")),
           {.size = 13});
  bool rolled = false;
  for (uint32_t face : s.dice()) rolled = rolled || face != 0;
  svg.Text(0, kPanelTop + 20,
           absl::StrCat("dice: ", rolled ? absl::StrJoin(s.dice(), " ") : "not rolled",
                        s.rerolled() ? " (re-rolled)" : ""),
           {.size = 13});
  for (int seat = 0; seat < s.seats_size(); ++seat) {
    const auto& player = s.seats(seat);
    int on_map = 0;
    for (uint32_t n : player.soldiers()) on_map += static_cast<int>(n);
    const double y = kPanelTop + 46 + 20 * seat;
    svg.Rect(0, y - 12, 14, 14, SeatColour(seat), "#222", 2);
    svg.Text(20, y,
             absl::StrCat("seat ", seat, ": ", player.supply(), " soldiers in supply, ",
                          on_map, " on the map; katana ",
                          player.katana() > 0 ? absl::StrCat(player.katana(), " swords")
                                              : std::string("none"),
                          "; card used ",
                          player.card_used() == 0
                              ? std::string("none")
                              : std::string(GetCardInfo(Card(player.card_used())).id)),
             {.size = 12});
  }
  svg.Text(0, kPanelTop + 46 + 20 * s.seats_size() + 6,
           "brown lines: land links; blue dashes: sea links; ring colour: "
           "large castle taken; dot: small castle",
           {.size = 11, .fill = "#555"});
}

absl::StatusOr<Scene> DrawRumbleNation(const pb::Snapshot& snapshot) {
  if (!snapshot.has_rumble_nation()) {
    return absl::InvalidArgumentError("not a Rumble Nation snapshot");
  }
  const pb::rumble_nation::State& s = snapshot.rumble_nation();
  Svg svg;
  svg.Rect(0, 0, kMapWidth, kMapHeight, "#dceef7", "#9ab", 8);
  DrawLinks(svg);
  for (int area = 0; area < kNumAreas; ++area) DrawArea(s, area, svg);
  DrawPanel(s, svg);
  Scene scene;
  scene.width = kMapWidth;
  scene.height = kPanelTop + 60 + 20 * s.seats_size();
  scene.body = svg.Take();
  for (int seat = 0; seat < s.seats_size(); ++seat) {
    scene.seats.push_back({absl::StrCat("seat ", seat), std::string(SeatColour(seat))});
  }
  return scene;
}

ARBITER_REGISTER_SCENE("rumble_nation", &DrawRumbleNation);

}  // namespace
}  // namespace arbiter::rumble_nation
