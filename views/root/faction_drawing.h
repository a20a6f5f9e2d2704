// How each Root faction's pieces and board are drawn: one FactionDrawing per
// faction, registered from its own file under views/root/factions/, so the
// map picture (views/root/scene.cc) never names a faction and a new one adds
// only its file.
//
//   // views/root/factions/marquise.cc, inside an anonymous namespace:
//   ARBITER_REGISTER_ROOT_FACTION_DRAWING(pb::root::MARQUISE, kMarquiseDrawing);
//
// Registration runs during static initialisation; lookups are read-only.
#ifndef ARBITER_VIEWS_ROOT_FACTION_DRAWING_H_
#define ARBITER_VIEWS_ROOT_FACTION_DRAWING_H_

#include <array>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "arbiter/root.pb.h"
#include "engine/root/components.h"

namespace arbiter::root_views {

// One piece as drawn in a clearing: a building fills a slot, a token sits
// beside the warriors.
struct Piece {
  std::string label;   // one or two letters on the piece ("S", "K")
  std::string fill;    // the faction's colour, or the piece's own
  std::string title;   // tooltip: "sawmill (Marquise)"
};

struct Warriors {
  int seat = 0;
  int count = 0;
  std::string colour;
};

// What a clearing holds, as the factions' drawings fill it in.
struct ClearingPieces {
  std::vector<Piece> buildings;
  std::vector<Piece> tokens;
  std::vector<Warriors> warriors;
};
using MapPieces = std::array<ClearingPieces, root::kNumClearings>;

struct FactionDrawing {
  absl::string_view name;    // "Marquise de Cat"
  absl::string_view colour;  // CSS colour of its pieces
  // Adds the faction's warriors, buildings and tokens on the map (and any
  // pawn) for the faction played by `seat`.
  void (*pieces)(const pb::root::State& state, int seat, absl::string_view colour,
                 MapPieces& map);
  // Lines of the faction board: tracks, what is where, the faction's own
  // cards (decree), in words ("roosts: 2 on the map, 5 on the board").
  std::vector<std::string> (*board)(const pb::root::State& state, int seat);
};

// The drawing of `faction`, or nullptr when none is registered.
const FactionDrawing* FindFactionDrawing(pb::root::Faction faction);

// Adds `count[c]` warriors of `seat` to each clearing c (a helper for the
// factions whose warriors are a per-clearing count).
void AddWarriors(const google::protobuf::RepeatedField<uint32_t>& count, int seat,
                 absl::string_view colour, MapPieces& map);
// Adds `count[c]` copies of `piece` to clearing c's buildings or tokens.
void AddBuildings(const google::protobuf::RepeatedField<uint32_t>& count,
                  const Piece& piece, MapPieces& map);
void AddTokens(const google::protobuf::RepeatedField<uint32_t>& count,
               const Piece& piece, MapPieces& map);
// The sum of a per-clearing count.
int OnTheMap(const google::protobuf::RepeatedField<uint32_t>& count);

namespace internal {
bool RegisterFactionDrawing(pb::root::Faction faction, const FactionDrawing* drawing);
}  // namespace internal

#define ARBITER_ROOT_DRAWING_CONCAT_(a, b) a##b
#define ARBITER_ROOT_DRAWING_NAME_(line) \
  ARBITER_ROOT_DRAWING_CONCAT_(arbiter_root_drawing_registered_, line)
#define ARBITER_REGISTER_ROOT_FACTION_DRAWING(faction, drawing)       \
  [[maybe_unused]] const bool ARBITER_ROOT_DRAWING_NAME_(__LINE__) = \
      ::arbiter::root_views::internal::RegisterFactionDrawing(faction, &drawing)

}  // namespace arbiter::root_views

#endif  // ARBITER_VIEWS_ROOT_FACTION_DRAWING_H_
