// Where each of Rumble Nation's 11 areas sits on a picture of the map, for
// views/ (component data: one place, like the links in components.h).
// Coordinates are ours, laid out after the shape of Japan the areas' names
// and the links of facts B.3 describe (no published coordinates exist):
// Ryukyu far south-west, Kyushu and Shikoku west, Ezo north-east.
//
// Immutable constant data; any thread may read it.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_MAP_LAYOUT_H_
#define ARBITER_ENGINE_RUMBLE_NATION_MAP_LAYOUT_H_

#include <array>

#include "engine/rumble_nation/components.h"

namespace arbiter::rumble_nation {

struct AreaPosition {
  double x, y;  // centre, in a 760 x 560 frame
};

// By area index (components.h AreaName order).
inline constexpr std::array<AreaPosition, kNumAreas> kAreaPositions = {{
    {150, 400},  // USUKI (Kyushu)
    {280, 450},  // OKO (Shikoku)
    {70, 500},   // SHURI (Ryukyu)
    {250, 310},  // YOSHIDA (Chugoku)
    {380, 330},  // KYO
    {450, 240},  // INABAYAMA (Mino)
    {510, 380},  // KIYOSU (Owari)
    {560, 230},  // KASUGAYAMA (Echigo)
    {660, 170},  // YONEZAWA (Dewa)
    {650, 330},  // ODAWARA (Sagami)
    {720, 60},   // TOKUYAMA (Ezo)
}};
inline constexpr double kMapWidth = 760;
inline constexpr double kMapHeight = 560;

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_MAP_LAYOUT_H_
