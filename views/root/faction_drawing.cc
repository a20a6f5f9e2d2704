#include "views/root/faction_drawing.h"

#include <map>

namespace arbiter::root_views {
namespace {

std::map<int, const FactionDrawing*>& Drawings() {
  static auto* drawings = new std::map<int, const FactionDrawing*>();
  return *drawings;
}

}  // namespace

const FactionDrawing* FindFactionDrawing(pb::root::Faction faction) {
  auto it = Drawings().find(faction);
  return it == Drawings().end() ? nullptr : it->second;
}

void AddWarriors(const google::protobuf::RepeatedField<uint32_t>& count, int seat,
                 absl::string_view colour, MapPieces& map) {
  for (int c = 0; c < count.size() && c < root::kNumClearings; ++c) {
    if (count[c] == 0) continue;
    map[c].warriors.push_back({seat, static_cast<int>(count[c]), std::string(colour)});
  }
}

namespace {
void AddCopies(const google::protobuf::RepeatedField<uint32_t>& count, const Piece& piece,
               std::vector<Piece> ClearingPieces::*where, MapPieces& map) {
  for (int c = 0; c < count.size() && c < root::kNumClearings; ++c) {
    for (uint32_t i = 0; i < count[c]; ++i) (map[c].*where).push_back(piece);
  }
}
}  // namespace

void AddBuildings(const google::protobuf::RepeatedField<uint32_t>& count,
                  const Piece& piece, MapPieces& map) {
  AddCopies(count, piece, &ClearingPieces::buildings, map);
}

void AddTokens(const google::protobuf::RepeatedField<uint32_t>& count,
               const Piece& piece, MapPieces& map) {
  AddCopies(count, piece, &ClearingPieces::tokens, map);
}

int OnTheMap(const google::protobuf::RepeatedField<uint32_t>& count) {
  int total = 0;
  for (uint32_t n : count) total += static_cast<int>(n);
  return total;
}

namespace internal {
bool RegisterFactionDrawing(pb::root::Faction faction, const FactionDrawing* drawing) {
  Drawings()[faction] = drawing;
  return true;
}
}  // namespace internal

}  // namespace arbiter::root_views
