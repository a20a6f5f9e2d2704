#include "views/core/picture.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "views/core/scene.h"
#include "views/core/svg.h"

namespace arbiter::views {
namespace {

constexpr double kMargin = 16;
constexpr double kHeaderHeight = 78;
constexpr double kLegendRow = 22;
constexpr double kMinWidth = 820;
constexpr double kLegendWidth = 230;
// Long event texts are cut to what fits on one line of the header.
constexpr size_t kMaxLineChars = 130;

std::string Clip(absl::string_view text) {
  if (text.size() <= kMaxLineChars) return std::string(text);
  return absl::StrCat(text.substr(0, kMaxLineChars - 3), "...");
}

std::string SeatName(const std::vector<std::string>& names, int seat) {
  if (seat >= 0 && seat < static_cast<int>(names.size()) &&
      names[seat] != absl::StrCat("seat ", seat)) {
    return absl::StrCat("seat ", seat, " (", names[seat], ")");
  }
  return absl::StrCat("seat ", seat);
}

}  // namespace

std::string NextToDecide(const Match& match,
                         const std::vector<std::string>& seat_names) {
  int actor = match.Actor();
  if (actor == kTerminalActor) {
    std::vector<std::string> winners;
    for (int w : match.Winners()) winners.push_back(SeatName(seat_names, w));
    return absl::StrCat("nobody: the game is over",
                        match.EndedByLimit() ? " (declared limit)" : "",
                        winners.empty() ? "" : ", won by ",
                        absl::StrJoin(winners, ", "));
  }
  const std::string decision = match.DecisionText();
  const std::string who =
      actor == kChanceActor ? std::string("chance") : SeatName(seat_names, actor);
  return decision.empty() ? who : absl::StrCat(who, " - ", decision);
}

absl::StatusOr<std::string> DrawPicture(const Match& match, const Frame& frame) {
  const std::string game(match.game().info().name);
  SceneFunction scene_fn = FindScene(game);
  if (scene_fn == nullptr) {
    return absl::NotFoundError(absl::StrCat("no picture is drawn for ", game));
  }
  absl::StatusOr<Scene> scene = scene_fn(match.ToSnapshot());
  if (!scene.ok()) return scene.status();

  std::vector<std::string> names;
  for (const SeatLegend& seat : scene->seats) names.push_back(seat.name);
  const std::vector<int64_t> scores = match.Scores();
  const double width =
      std::max(kMinWidth, scene->width + 2 * kMargin + kLegendWidth + 16);
  const double legend_height =
      kLegendRow * static_cast<double>(scene->seats.size()) + 8;
  const double rejection_height = frame.rejected ? 66 : 0;
  const double board_top = kHeaderHeight + rejection_height;
  const double height =
      board_top + std::max(scene->height, legend_height) + kMargin;

  Svg svg;
  svg.Rect(0, 0, width, height, "#fbfaf6");
  svg.Text(kMargin, 24,
           absl::StrFormat("%s, match %s: after %d of %d events",
                           match.game().info().cli_name, frame.match_id,
                           frame.index, frame.total),
           {.size = 16, .bold = true});
  svg.Text(kMargin, 46,
           frame.index == 0
               ? std::string("before the first event")
               : Clip(absl::StrCat("event ", frame.index - 1, ": ",
                                   frame.last_event)),
           {.size = 13});
  svg.Text(kMargin, 66, Clip(absl::StrCat("next: ", NextToDecide(match, names))),
           {.size = 13, .bold = true});
  if (frame.rejected) {
    const Rejection& r = *frame.rejected;
    svg.Rect(kMargin - 6, kHeaderHeight - 4, width - 2 * kMargin + 12, 60,
             "#fde8e8", "#c0392b", 4);
    svg.Text(kMargin, kHeaderHeight + 14,
             Clip(absl::StrCat("REJECTED event ", frame.index, ": ",
                               frame.rejected_event)),
             {.size = 13, .fill = "#a01c10", .bold = true});
    svg.Text(kMargin, kHeaderHeight + 32,
             Clip(absl::StrCat(r.rule_id, ": ", r.reason)),
             {.size = 12, .fill = "#a01c10"});
    svg.Text(kMargin, kHeaderHeight + 48, Clip(r.citation),
             {.size = 11, .fill = "#a01c10"});
  }

  // Legend: one row per seat, right of the board.
  const double legend_x = width - kMargin - kLegendWidth + 8;
  svg.Rect(legend_x - 8, board_top, kLegendWidth, legend_height, "#ffffff",
           "#bbbbbb", 4);
  for (size_t seat = 0; seat < scene->seats.size(); ++seat) {
    const double y = board_top + 18 + kLegendRow * static_cast<double>(seat);
    svg.Rect(legend_x, y - 11, 14, 14, scene->seats[seat].colour, "#333", 2);
    std::string score = seat < scores.size() ? absl::StrCat(scores[seat]) : "-";
    svg.Text(legend_x + 20, y,
             absl::StrCat(SeatName(names, static_cast<int>(seat)), ": ", score),
             {.size = 12, .bold = match.Actor() == static_cast<int>(seat)});
  }

  std::string out = absl::StrFormat(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" "
      "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" "
      "font-family=\"DejaVu Sans, Verdana, sans-serif\">\n",
      width, height, width, height);
  absl::StrAppend(&out, svg.Take(),
                  absl::StrFormat("<g transform=\"translate(%.0f,%.0f)\">\n",
                                  kMargin, board_top),
                  scene->body, "</g>\n</svg>\n");
  return out;
}

}  // namespace arbiter::views
