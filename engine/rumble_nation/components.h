// Rumble Nation (天下鳴動) component data: the map, the cards, the chips and
// the numbers that depend on the player count. Every number of the game
// lives here and nowhere else.
//
// Spec: ../shared/seeds/003_7755f114b63b7b37.txt (the seed wins);
// map and the two unnamed cards: ../shared/facts/living_forest_and_rumble_nation.md
// part B. Configuration: 2, 3 or 4 players; no options.
//
// Components are immutable after ForPlayers() builds them; any number of
// threads may read them.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_COMPONENTS_H_
#define ARBITER_ENGINE_RUMBLE_NATION_COMPONENTS_H_

#include <array>
#include <cstdint>

#include "absl/strings/string_view.h"

namespace arbiter::rumble_nation {

inline constexpr int kNumAreas = 11;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kNumDice = 3;
inline constexpr int kMinCastle = 2;   // castle chip values run 2..12
inline constexpr int kMaxCastle = 12;
inline constexpr int kMaxDisplay = kMaxPlayers + 1;
inline constexpr int kNumCards = 12;
// 上洛 takes from Kyo's neighbours; 退却 from up to three areas.
inline constexpr int kMaxTakes = 4;

// Areas are indexed 0..10; the proto enum value is index + 1.
using AreaIndex = int8_t;
inline constexpr AreaIndex kNoArea = -1;

enum class Link : uint8_t { kNone = 0, kLand = 1, kSea = 2 };

// Card values equal the proto enum values; kNone marks an empty slot.
enum class Card : uint8_t {
  kNone = 0,
  kMonomi = 1,     // 物見
  kYamagoe = 2,    // 山越え
  kSuigun = 3,     // 水軍
  kBuntai = 4,     // 分隊
  kShinobi = 5,    // 忍び
  kJoraku = 6,     // 上洛
  kKasei = 7,      // 加勢
  kMuhon = 8,      // 謀叛
  kTsuiho = 9,     // 追放
  kHitojichi = 10, // 人質
  kOtori = 11,     // 囮
  kTaikyaku = 12,  // 退却
};

struct CardInfo {
  absl::string_view id;        // ascii, as in notation
  absl::string_view japanese;  // as printed
};

struct Components {
  int players = 0;
  // Soldiers each player starts with (seed ゲームの準備 兵コマ; facts B.1: 18).
  int soldiers_per_player = 18;
  // Face-up strategy cards: players + 1 (seed ゲームの準備 軍略カード).
  int display_size = 0;
  // Katana chips in play, most swords first (seed ゲームの準備 刀チップ).
  std::array<uint8_t, kMaxPlayers> katana_chips{};
  int katana_count = 0;
  // Second place takes half the castle value with 3-4 players only
  // (seed 二.合戦フェイズ ② 城チップを獲得する).
  bool small_chips = false;
  // Reinforcement pieces per won province: 2 with 3-4 players, 1 with 2
  // (seed 二.合戦フェイズ ③ 援軍コマを派遣する).
  int reinforcements = 0;
  // The area of 京, target of 上洛.
  AreaIndex kyoto = 0;
  // link[a][b]: how a and b are joined (facts B.3, 16 links).
  std::array<std::array<Link, kNumAreas>, kNumAreas> link{};

  bool Adjacent(int a, int b) const { return link[a][b] != Link::kNone; }
  bool LandAdjacent(int a, int b) const { return link[a][b] == Link::kLand; }
  bool SeaAdjacent(int a, int b) const { return link[a][b] == Link::kSea; }

  // Soldiers a single die places: 1-2 -> 1, 3-4 -> 2, 5-6 -> 3
  // (seed 一.進軍フェイズ ① 兵コマを配置する).
  static int SoldiersForDie(int face) { return (face + 1) / 2; }

  // The components for `players` seats. REQUIRES: 2 <= players <= 4.
  static const Components& ForPlayers(int players);
};

// Castle name of an area (facts B.2), e.g. "KYO".
absl::string_view AreaName(int area);
const CardInfo& GetCardInfo(Card card);

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_COMPONENTS_H_
