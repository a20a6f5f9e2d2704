// Root's picture: the map (forests, paths, rivers, clearings in their suit
// colour with their building slots and ruins) with every faction's pieces,
// drawn through each faction's FactionDrawing, and below it one panel per
// seat: VP, hand size, crafted items and the faction board in words. Hands
// and the deck are shown as counts only: a picture is what the table sees.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engine/root/components.h"
#include "engine/root/map_layout.h"
#include "views/core/scene.h"
#include "views/core/svg.h"
#include "views/root/faction_drawing.h"

namespace arbiter::root_views {
namespace {

using root::ClearingPosition;
using root::kNumClearings;
using views::Scene;
using views::Svg;

constexpr double kClearingR = 44;
constexpr double kSlot = 16;
constexpr double kPanelTop = root::kMapPictureHeight + 14;
constexpr double kPanelW = 354, kPanelLine = 15;

absl::string_view SuitColour(int suit) {
  switch (suit) {
    case pb::root::FOX: return "#e8735a";
    case pb::root::RABBIT: return "#f2d36b";
    case pb::root::MOUSE: return "#e9a45b";
    default: return "#d8d8d8";  // Winter before the suit markers are dealt
  }
}

absl::string_view SuitLabel(int suit) {
  switch (suit) {
    case pb::root::FOX: return "fox";
    case pb::root::RABBIT: return "rabbit";
    case pb::root::MOUSE: return "mouse";
    default: return "suit not dealt";
  }
}

// A forest drawn as the face its bordering clearings enclose, corners in
// order of angle around their centre.
void DrawForests(const root::MapDef& map, const std::array<ClearingPosition, kNumClearings>& at,
                 Svg& svg) {
  for (int f = 0; f < map.num_forests; ++f) {
    std::vector<ClearingPosition> corners;
    for (int c = 0; c < kNumClearings; ++c) {
      if ((map.forest_clearings[f] >> c) & 1) corners.push_back(at[c]);
    }
    if (corners.size() < 3) continue;
    double cx = 0, cy = 0;
    for (const ClearingPosition& p : corners) cx += p.x, cy += p.y;
    cx /= static_cast<double>(corners.size());
    cy /= static_cast<double>(corners.size());
    std::sort(corners.begin(), corners.end(), [&](const ClearingPosition& a, const ClearingPosition& b) {
      return std::atan2(a.y - cy, a.x - cx) < std::atan2(b.y - cy, b.x - cx);
    });
    std::vector<std::string> points;
    for (const ClearingPosition& p : corners) {
      // Pulled a little towards the centre so forests stay apart.
      points.push_back(absl::StrCat(cx + 0.8 * (p.x - cx), ",", cy + 0.8 * (p.y - cy)));
    }
    svg.Polygon(absl::StrJoin(points, " "), "#b9d7a1", "#8fb878", 1);
  }
}

void DrawLinks(const root::MapDef& map, const std::array<ClearingPosition, kNumClearings>& at,
               Svg& svg) {
  for (int a = 0; a < kNumClearings; ++a) {
    for (int b = a + 1; b < kNumClearings; ++b) {
      if (map.Adjacent(a, b)) svg.Line(at[a].x, at[a].y, at[b].x, at[b].y, "#c9b48a", 10);
      if ((map.river[a] >> b) & 1) {
        svg.Line(at[a].x, at[a].y, at[b].x, at[b].y, "#4f8fd1", 6, "12 5");
      }
    }
  }
}

void DrawClearing(const pb::root::State& s, const root::MapDef& map, int c,
                  const ClearingPosition& p, const ClearingPieces& pieces, bool battle, Svg& svg) {
  const int suit = c < s.suits_size() ? s.suits(c) : 0;
  svg.BeginGroup(absl::StrCat("clearing ", c + 1, " (", SuitLabel(suit), ")"));
  svg.Circle(p.x, p.y, kClearingR, SuitColour(suit), battle ? "#c0392b" : "#6b5a3a",
             battle ? 5 : 2);
  svg.Text(p.x - kClearingR + 4, p.y - kClearingR + 10, absl::StrCat(c + 1),
           {.size = 13, .bold = true});
  svg.Text(p.x + kClearingR - 2, p.y - kClearingR + 10, SuitLabel(suit),
           {.size = 10, .anchor = "end", .fill = "#4a3a1a"});
  // Building slots across the top: buildings, then a ruin, then free slots.
  const int slots = map.slots[c];
  const bool ruin = c < s.ruins_size() && s.ruins(c);
  const double left = p.x - slots * (kSlot + 2) / 2;
  for (int i = 0; i < slots; ++i) {
    const double x = left + i * (kSlot + 2);
    const double y = p.y - 24;
    if (i < static_cast<int>(pieces.buildings.size())) {
      const Piece& b = pieces.buildings[i];
      svg.BeginGroup(b.title);
      svg.Rect(x, y, kSlot, kSlot, b.fill, "#222", 2);
      svg.Text(x + kSlot / 2, y + 12, b.label, {.size = 10, .anchor = "middle", .fill = "#fff", .bold = true});
      svg.EndGroup();
    } else if (ruin && i == static_cast<int>(pieces.buildings.size())) {
      svg.BeginGroup("ruin");
      svg.Rect(x, y, kSlot, kSlot, "#8c8c8c", "#222", 2);
      svg.Text(x + kSlot / 2, y + 12, "ruin", {.size = 5.5, .anchor = "middle", .fill = "#fff"});
      svg.EndGroup();
    } else {
      svg.Rect(x, y, kSlot, kSlot, "#ffffff", "#777", 2);
    }
  }
  // Warriors: a disc per faction with its count.
  for (size_t i = 0; i < pieces.warriors.size(); ++i) {
    const Warriors& w = pieces.warriors[i];
    const double x = p.x - 22 + 22 * static_cast<double>(i % 3);
    const double y = p.y + 8 + 20 * static_cast<double>(i / 3);
    svg.BeginGroup(absl::StrCat(w.count, " warriors of seat ", w.seat));
    svg.Circle(x, y, 10, w.colour, "#222", 1.5);
    svg.Text(x, y + 4, absl::StrCat(w.count), {.size = 11, .anchor = "middle", .fill = "#fff", .bold = true});
    svg.EndGroup();
  }
  // Tokens along the bottom.
  const double tleft = p.x - static_cast<double>(pieces.tokens.size()) * 7;
  for (size_t i = 0; i < pieces.tokens.size(); ++i) {
    const Piece& t = pieces.tokens[i];
    const double x = tleft + 14 * static_cast<double>(i);
    svg.BeginGroup(t.title);
    svg.Rect(x, p.y + 26, 12, 12, t.fill, "#222", 6);
    svg.Text(x + 6, p.y + 35.5, t.label, {.size = 8, .anchor = "middle", .fill = "#fff", .bold = true});
    svg.EndGroup();
  }
  svg.EndGroup();
}

std::vector<std::string> SeatLines(const pb::root::State& s, int seat) {
  std::vector<std::string> lines;
  if (seat >= s.seats_size()) return lines;
  const pb::root::State::Seat& st = s.seats(seat);
  std::vector<std::string> items;
  for (int i = 1; i < st.items_size() && i < root::kNumItems; ++i) {
    if (st.items(i) > 0) {
      items.push_back(absl::StrCat(st.items(i), " ", root::ItemName(root::Item(i))));
    }
  }
  lines.push_back(absl::StrCat(st.vp(), " VP", st.banked_vp() ? absl::StrCat(" (+", st.banked_vp(), " earlier)") : "",
                               "; ", st.hand_size(), st.hand_size() == 1 ? " card" : " cards",
                               " in hand; ",
                               st.play_area_size(), " crafted cards"));
  if (!items.empty()) lines.push_back(absl::StrCat("items: ", absl::StrJoin(items, ", ")));
  if (st.dominance() >= 1 && st.dominance() <= root::kNumCards) {
    lines.push_back(absl::StrCat("dominance: ", root::kCards[st.dominance() - 1].name));
  }
  return lines;
}

absl::StatusOr<Scene> DrawRoot(const pb::Snapshot& snapshot) {
  if (!snapshot.has_root()) return absl::InvalidArgumentError("not a Root snapshot");
  const pb::root::State& s = snapshot.root();
  const root::MapSide side = s.map() == pb::root::WINTER ? root::MapSide::kWinter : root::MapSide::kAutumn;
  const root::MapDef& map = root::GetMap(side);
  const auto& at = root::LayoutOf(side);

  Scene scene;
  MapPieces pieces;
  std::vector<const FactionDrawing*> drawings;
  for (int seat = 0; seat < s.factions_size(); ++seat) {
    const FactionDrawing* d = FindFactionDrawing(s.factions(seat));
    drawings.push_back(d);
    const std::string colour(d ? d->colour : views::SeatColour(seat));
    scene.seats.push_back({d ? std::string(d->name) : absl::StrCat("faction ", s.factions(seat)), colour});
    if (d) d->pieces(s, seat, colour, pieces);
  }

  Svg svg;
  svg.Rect(0, 0, root::kMapPictureWidth, root::kMapPictureHeight, "#efe6cf", "#a89a78", 8);
  svg.Text(root::kMapPictureWidth - 10, root::kMapPictureHeight - 10,
           side == root::MapSide::kWinter ? "Winter map" : "Autumn map",
           {.size = 12, .anchor = "end", .fill = "#6b5a3a"});
  DrawForests(map, at, svg);
  DrawLinks(map, at, svg);
  const int battle_clearing = s.battle().active() ? s.battle().clearing() : -1;
  for (int c = 0; c < kNumClearings; ++c) {
    // The battle's clearing is stored 1..12 in the snapshot.
    DrawClearing(s, map, c, at[c], pieces[c], battle_clearing == c + 1, svg);
  }

  double y_max = kPanelTop;
  for (int seat = 0; seat < s.factions_size(); ++seat) {
    std::vector<std::string> lines = SeatLines(s, seat);
    if (drawings[seat]) {
      for (std::string& line : drawings[seat]->board(s, seat)) lines.push_back(std::move(line));
    }
    const double x0 = (seat % 2) * (kPanelW + 12);
    const double y0 = kPanelTop + (seat / 2) * (kPanelLine * 9 + 34);
    const double h = 28 + kPanelLine * static_cast<double>(lines.size());
    svg.Rect(x0, y0, kPanelW, h, "#ffffff", scene.seats[seat].colour, 6, 3);
    svg.Text(x0 + 8, y0 + 18, absl::StrCat("seat ", seat, ": ", scene.seats[seat].name),
             {.size = 13, .fill = scene.seats[seat].colour, .bold = true});
    for (size_t i = 0; i < lines.size(); ++i) {
      svg.Text(x0 + 8, y0 + 34 + kPanelLine * static_cast<double>(i), lines[i], {.size = 11});
    }
    y_max = std::max(y_max, y0 + h);
  }
  std::vector<std::string> table;
  table.push_back(absl::StrCat("deck ", s.deck_size(), " cards face down; discard ", s.discard_size()));
  if (s.battle().active()) {
    table.push_back(absl::StrCat("battle in clearing ", s.battle().clearing(), ": seat ",
                                 s.battle().attacker(), " attacks seat ", s.battle().defender()));
  }
  svg.Text(0, y_max + 18, absl::StrJoin(table, "; "), {.size = 12});
  svg.Text(0, y_max + 36,
           "brown: paths; blue dashes: rivers; green: forests; squares: building slots; "
           "discs: warriors; small rounded: tokens",
           {.size = 10, .fill = "#555"});
  scene.width = std::max(root::kMapPictureWidth, 2 * kPanelW + 12);
  scene.height = y_max + 44;
  scene.body = svg.Take();
  return scene;
}

ARBITER_REGISTER_SCENE("root", &DrawRoot);

}  // namespace
}  // namespace arbiter::root_views
