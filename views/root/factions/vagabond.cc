// The Vagabond's drawing: its pawn as a token in its clearing (in a forest
// it is named on the board, which has no room for pieces there), and its
// board: character, items by state, tracks and relationships.
#include "absl/strings/str_cat.h"
#include "engine/root/state.h"
#include "views/root/faction_drawing.h"

namespace arbiter::root_views {
namespace {

void Pieces(const pb::root::State& s, int, absl::string_view colour, MapPieces& map) {
  const int pawn = s.vagabond().pawn();
  if (pawn >= 0 && pawn < root::kNumClearings)
    map[pawn].tokens.push_back({"V", std::string(colour), "pawn (Vagabond)"});
}

std::vector<std::string> Board(const pb::root::State& s, int) {
  const pb::root::State::Vagabond& v = s.vagabond();
  std::vector<std::string> lines;
  const int character = v.character();
  lines.push_back(absl::StrCat(
      "character: ", character >= 0 && character < root::kNumCharacters
                         ? root::CharacterName(root::Character(character))
                         : "not chosen"));
  const int pawn = v.pawn();
  lines.push_back(pawn < 0 ? "pawn: not placed"
                  : pawn < root::kForestAt
                      ? absl::StrCat("pawn: clearing ", pawn + 1)
                      : absl::StrCat("pawn: forest ", pawn - root::kForestAt + 1));
  static constexpr absl::string_view kStates[root::kNumItemStates] = {
      "face up", "exhausted", "damaged", "damaged, exhausted"};
  std::string items = "items:";
  for (int i = 1; i < root::kNumItems; ++i)
    for (int st = 0; st < root::kNumItemStates; ++st) {
      const int k = i * root::kNumItemStates + st;
      if (k < v.items_size() && v.items(k) > 0)
        absl::StrAppend(&items, " ", v.items(k), " ", root::ItemName(root::Item(i)), " (", kStates[st], ")");
    }
  lines.push_back(items);
  std::string relations = "relationships:";
  for (int seat = 0; seat < s.factions_size(); ++seat) {
    const int f = int(s.factions(seat)) - 1;
    if (f == int(root::Faction::kVagabond) || f < 0 || f >= v.relation_size()) continue;
    absl::StrAppend(&relations, " ", root::FactionName(root::Faction(f)), " ",
                    root::RelationName(root::Relation(v.relation(f))));
  }
  lines.push_back(relations);
  return lines;
}

constexpr FactionDrawing kVagabondDrawing{"Vagabond", "#6b6b6b", &Pieces, &Board};
ARBITER_REGISTER_ROOT_FACTION_DRAWING(pb::root::VAGABOND, kVagabondDrawing);

}  // namespace
}  // namespace arbiter::root_views
