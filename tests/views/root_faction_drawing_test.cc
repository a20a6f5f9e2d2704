// Every faction the engine plays has a drawing, so a new faction cannot
// reach the pictures undrawn.
#include "absl/strings/str_cat.h"
#include "engine/root/components.h"
#include "gtest/gtest.h"
#include "views/root/faction_drawing.h"

namespace arbiter::root_views {
namespace {

TEST(RootFactionDrawingTest, EveryImplementedFactionIsDrawn) {
  for (int f = 0; f < root::kNumFactions; ++f) {
    // Proto faction values are engine Faction + 1.
    const FactionDrawing* drawing = FindFactionDrawing(static_cast<pb::root::Faction>(f + 1));
    ASSERT_NE(drawing, nullptr) << root::FactionName(root::Faction(f));
    EXPECT_FALSE(drawing->name.empty());
    EXPECT_FALSE(drawing->colour.empty());
  }
}

TEST(RootFactionDrawingTest, BoardSaysWhereThePiecesAre) {
  pb::root::State state;
  state.add_factions(pb::root::MARQUISE);
  state.add_factions(pb::root::EYRIE);
  for (int c = 0; c < root::kNumClearings; ++c) state.mutable_eyrie()->add_roosts(c < 2 ? 1 : 0);
  state.mutable_eyrie()->set_roost_track(5);
  const std::vector<std::string> lines = FindFactionDrawing(pb::root::EYRIE)->board(state, 1);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines[0], "roosts: 2 on the map, 5 on the board");
  MapPieces map;
  FindFactionDrawing(pb::root::EYRIE)->pieces(state, 1, "#00f", map);
  EXPECT_EQ(map[0].buildings.size(), 1u);
  EXPECT_EQ(map[1].buildings.size(), 1u);
  EXPECT_TRUE(map[2].buildings.empty());
}

}  // namespace
}  // namespace arbiter::root_views
