// Living Forest's picture: the circle of spirits (the twelve rocks with
// their bonus, each seat's spirit, the fire on the Sacred Tree in the
// centre and who holds the Sacred Tree), the guardian display, and for each
// seat its forest board, help line, deck and discard sizes, fragments,
// extinguished fire and victory tiles. The deck is drawn face down: its
// order is never shown.
#include <cmath>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engine/living_forest/components.h"
#include "views/core/scene.h"
#include "views/core/svg.h"

namespace arbiter::living_forest {
namespace {

using views::Scene;
using views::SeatColour;
using views::Svg;

constexpr double kCircleX = 160, kCircleY = 165, kCircleR = 125;
constexpr double kDisplayX = 340;
constexpr double kCardW = 112, kCardH = 34;
constexpr double kPanelTop = 340, kPanelW = 520, kPanelH = 200;
constexpr double kCell = 30;

constexpr double kPi = 3.14159265358979323846;

absl::string_view RockLetter(RockBonus bonus) {
  switch (bonus) {
    case RockBonus::kPlant: return "plant";
    case RockBonus::kFragment: return "fragment";
    case RockBonus::kAttract: return "attract";
    case RockBonus::kExtinguish: return "fire";
  }
  return "?";
}

// Card kinds are proto enum values - 1; 0 is "no card".
std::string CardName(int proto_card) {
  if (proto_card <= 0 || proto_card > kNumCardKinds) return "";
  return std::string(CardInfo(static_cast<uint8_t>(proto_card - 1)).name);
}

std::string TreeLabel(int proto_tree) {
  if (proto_tree <= 0) return "";
  if (proto_tree - 1 == kStartTree) return "start";
  if (proto_tree - 1 > kStartTree) return "?";
  std::string name(TreeInfo(static_cast<uint8_t>(proto_tree - 1)).name);
  return name.substr(4);  // "Tree3A" -> "3A"
}

int Sum(const google::protobuf::RepeatedField<uint32_t>& values) {
  int total = 0;
  for (uint32_t v : values) total += static_cast<int>(v);
  return total;
}

void DrawCircle(const pb::living_forest::State& s, Svg& svg) {
  svg.Circle(kCircleX, kCircleY, kCircleR + 28, "#e7f0dc", "#7a9a5a", 2);
  for (int rock = 0; rock < kNumRocks; ++rock) {
    const double angle = -kPi / 2 + 2 * kPi * rock / kNumRocks;
    const double x = kCircleX + kCircleR * std::cos(angle);
    const double y = kCircleY + kCircleR * std::sin(angle);
    svg.BeginGroup(absl::StrCat("rock ", rock + 1, ": ", RockLetter(RockBonusAt(rock))));
    svg.Circle(x, y, 22, "#cfcac0", "#777");
    svg.Text(x, y - 6, absl::StrCat(rock + 1), {.size = 9, .anchor = "middle"});
    svg.Text(x, y + 5, RockLetter(RockBonusAt(rock)), {.size = 8, .anchor = "middle"});
    // The spirits on this rock, side by side.
    int here = 0;
    for (int seat = 0; seat < s.players_size(); ++seat) {
      if (static_cast<int>(s.players(seat).rock()) != rock) continue;
      svg.Circle(x - 9 + 9 * here, y + 14, 6, SeatColour(seat), "#222", 1.5);
      ++here;
    }
    svg.EndGroup();
  }
  // The Sacred Tree and the fire on it.
  svg.Circle(kCircleX, kCircleY, 58, "#5d8a3a", SeatColour(s.holder()), 5);
  svg.Text(kCircleX, kCircleY - 30, "Sacred Tree",
           {.size = 11, .anchor = "middle", .fill = "#fff", .bold = true});
  svg.Text(kCircleX, kCircleY - 16, absl::StrCat("held by seat ", s.holder()),
           {.size = 10, .anchor = "middle", .fill = "#fff"});
  const int fires = Sum(s.centre_fires());
  svg.Text(kCircleX, kCircleY + 6, absl::StrCat(fires, fires == 1 ? " fire" : " fires"),
           {.size = 13, .anchor = "middle", .fill = "#ffd27f", .bold = true});
  std::vector<std::string> by_value;
  for (int v = 0; v < s.centre_fires_size() && v < kNumFireValues; ++v) {
    if (s.centre_fires(v) > 0) by_value.push_back(absl::StrCat(s.centre_fires(v), "x", kFireValue[v]));
  }
  svg.Text(kCircleX, kCircleY + 22, absl::StrJoin(by_value, " "),
           {.size = 10, .anchor = "middle", .fill = "#fff"});
}

void DrawDisplay(const pb::living_forest::State& s, Svg& svg) {
  svg.Text(kDisplayX, 14, "guardians on offer (level 1, 2, 3)", {.size = 12, .bold = true});
  for (int level = 0; level < kNumLevels; ++level) {
    const double y = 24 + level * (kCardH + 8);
    for (int slot = 0; slot < kDisplayPerLevel; ++slot) {
      const int index = level * kDisplayPerLevel + slot;
      const int card = index < s.display_size() ? s.display(index) : 0;
      const double x = kDisplayX + slot * (kCardW + 6);
      if (card == 0) {
        svg.Rect(x, y, kCardW, kCardH, "none", "#bbb", 4);
        continue;
      }
      const CardData& data = CardInfo(static_cast<uint8_t>(card - 1));
      svg.BeginGroup(absl::StrCat(data.name, ", cost ", data.cost));
      svg.Rect(x, y, kCardW, kCardH, "#fffdf3", "#8a7a4a", 4);
      svg.Text(x + 5, y + 14, data.name, {.size = 11, .bold = true});
      svg.Text(x + 5, y + 28, absl::StrCat("cost ", data.cost, " sun"), {.size = 10});
      svg.EndGroup();
    }
    const int left = level < s.stacks_size() ? s.stacks(level).cards_size() : 0;
    svg.Text(kDisplayX + 4 * (kCardW + 6) + 4, y + 21, absl::StrCat(left, " in stack"),
             {.size = 10, .fill = "#555"});
  }
  std::vector<std::string> supply;
  for (int v = 0; v < s.fire_supply_size() && v < kNumFireValues; ++v) {
    supply.push_back(absl::StrCat(s.fire_supply(v), "x", kFireValue[v]));
  }
  svg.Text(kDisplayX, 180,
           absl::StrCat("round ", s.round(), "; fire cards left to burn ", s.burn_fire_cards(),
                        "; fragments in stock ", s.fragment_stock()),
           {.size = 12});
  svg.Text(kDisplayX, 198, absl::StrCat("fire tokens in supply: ", absl::StrJoin(supply, ", ")),
           {.size = 12});
  int trees = 0;
  for (uint32_t n : s.dispenser()) trees += static_cast<int>(n);
  svg.Text(kDisplayX, 216, absl::StrCat("protective trees left: ", trees), {.size = 12});
}

void DrawPlayer(const pb::living_forest::State& s, int seat, Svg& svg) {
  const auto& p = s.players(seat);
  const double x0 = (seat % 2) * (kPanelW + 16);
  const double y0 = kPanelTop + (seat / 2) * (kPanelH + 12);
  svg.Rect(x0, y0, kPanelW, kPanelH, "#ffffff", SeatColour(seat), 6, 3);
  svg.Text(x0 + 8, y0 + 18,
           absl::StrCat("seat ", seat, s.holder() == static_cast<uint32_t>(seat) ? " (Sacred Tree)" : "",
                        p.stopped() ? ": stopped revealing" : ""),
           {.size = 13, .fill = std::string(SeatColour(seat)), .bold = true});
  // Forest board, 3 x 5.
  for (int cell = 0; cell < kForestCells; ++cell) {
    const double x = x0 + 8 + (cell % kForestColumns) * kCell;
    const double y = y0 + 28 + (cell / kForestColumns) * kCell;
    const int tree = cell < p.forest_size() ? p.forest(cell) : 0;
    svg.Rect(x, y, kCell - 2, kCell - 2, tree ? "#9cc97a" : "#f1efe4", "#8a9a7a", 3);
    if (tree) svg.Text(x + (kCell - 2) / 2, y + 18, TreeLabel(tree), {.size = 9, .anchor = "middle"});
  }
  const double tx = x0 + 172;
  auto line = [&](int row, const std::string& text) {
    svg.Text(tx, y0 + 40 + 16 * row, text, {.size = 11});
  };
  line(0, absl::StrCat("deck ", p.deck_size(), " face down; discard ", p.discard_size()));
  line(1, absl::StrCat("fragments ", p.fragments(), "; fire put out ", Sum(p.fires())));
  const auto v = [&](int i) { return i < p.victory_size() ? p.victory(i) : 0u; };
  line(2, absl::StrCat("victory tiles: tree ", v(0), ", fire ", v(1), ", flower ", v(2)));
  line(3, absl::StrCat("spirit on rock ", p.rock() + 1, "; actions this round ", p.actions_done()));
  std::vector<std::string> names;
  for (int card : p.help_line()) names.push_back(CardName(card));
  svg.Text(x0 + 8, y0 + 134, absl::StrCat("help line (", names.size(), "):"),
           {.size = 11, .bold = true});
  // The help line wraps after six names per row.
  for (size_t row = 0; row * 6 < names.size() && row < 3; ++row) {
    std::vector<std::string> part(names.begin() + row * 6,
                                  names.begin() + std::min(names.size(), row * 6 + 6));
    svg.Text(x0 + 8, y0 + 150 + 15 * row, absl::StrJoin(part, ", "), {.size = 11});
  }
}

absl::StatusOr<Scene> DrawLivingForest(const pb::Snapshot& snapshot) {
  if (!snapshot.has_living_forest()) {
    return absl::InvalidArgumentError("not a Living Forest snapshot");
  }
  const pb::living_forest::State& s = snapshot.living_forest();
  Svg svg;
  DrawCircle(s, svg);
  DrawDisplay(s, svg);
  for (int seat = 0; seat < s.players_size(); ++seat) DrawPlayer(s, seat, svg);
  Scene scene;
  scene.width = 2 * kPanelW + 16;
  scene.height = kPanelTop + ((s.players_size() + 1) / 2) * (kPanelH + 12);
  scene.body = svg.Take();
  for (int seat = 0; seat < s.players_size(); ++seat) {
    scene.seats.push_back({absl::StrCat("seat ", seat), std::string(SeatColour(seat))});
  }
  return scene;
}

ARBITER_REGISTER_SCENE("living_forest", &DrawLivingForest);

}  // namespace
}  // namespace arbiter::living_forest
