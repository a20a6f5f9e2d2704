// Where Root's clearings sit on a picture of each map, for views/
// (component data, one place, beside the maps of components.h).
//
// No published coordinates exist in ../shared/facts/root.md: these are
// ours, laid out after the rows facts 1.1 and 1.2 give (Autumn: 1 5 2 on
// top, 10 below between 1 and 5, then 9 12 11 6, then 4 8 7 3; Winter:
// 1 5 6 2, 10 11 12 7, 4 9 8 3) and nudged so that no path or river passes
// through a clearing it does not join. Clearings are 0-based as in MapDef.
//
// Immutable constant data; any thread may read it.
#ifndef ARBITER_ENGINE_ROOT_MAP_LAYOUT_H_
#define ARBITER_ENGINE_ROOT_MAP_LAYOUT_H_

#include <array>

#include "engine/root/components.h"

namespace arbiter::root {

struct ClearingPosition {
  double x, y;  // centre, in a kMapPictureWidth x kMapPictureHeight frame
};

inline constexpr double kMapPictureWidth = 720;
inline constexpr double kMapPictureHeight = 580;

// Clearings 1..12 at index 0..11.
inline constexpr std::array<ClearingPosition, kNumClearings> kAutumnLayout = {{
    {70, 70},    // 1, top-left corner
    {650, 70},   // 2, top-right corner
    {650, 510},  // 3, bottom-right corner
    {70, 510},   // 4, bottom-left corner
    {380, 60},   // 5, top edge
    {650, 280},  // 6, right edge
    {470, 510},  // 7, bottom edge, right
    {250, 430},  // 8, bottom edge, left
    {70, 290},   // 9, left edge
    {230, 175},  // 10, upper centre
    {470, 290},  // 11, centre-right
    {280, 310},  // 12, centre-left
}};

inline constexpr std::array<ClearingPosition, kNumClearings> kWinterLayout = {{
    {70, 70},    // 1
    {650, 70},   // 2
    {650, 510},  // 3
    {70, 510},   // 4
    {270, 60},   // 5
    {450, 60},   // 6
    {650, 290},  // 7
    {450, 510},  // 8
    {270, 510},  // 9
    {70, 290},   // 10
    {270, 290},  // 11
    {450, 290},  // 12
}};

inline const std::array<ClearingPosition, kNumClearings>& LayoutOf(MapSide side) {
  return side == MapSide::kWinter ? kWinterLayout : kAutumnLayout;
}

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_MAP_LAYOUT_H_
