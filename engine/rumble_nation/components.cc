#include "engine/rumble_nation/components.h"

namespace arbiter::rumble_nation {
namespace {

// Facts B.2: areas by castle name, in proto enum order.
constexpr std::array<absl::string_view, kNumAreas> kAreaNames = {
    "USUKI",  "OKO",        "SHURI",    "YOSHIDA", "KYO",      "INABAYAMA",
    "KIYOSU", "KASUGAYAMA", "YONEZAWA", "ODAWARA", "TOKUYAMA"};
constexpr AreaIndex kKyoto = 4;

struct LinkData {
  AreaIndex a, b;
  Link type;
};
// Facts B.3: 10 land links and 6 sea links ("thick lines", seed 地図の見方).
constexpr LinkData kLinks[] = {
    {3, 4, Link::kLand},  {4, 5, Link::kLand},  {4, 6, Link::kLand},
    {5, 6, Link::kLand},  {5, 7, Link::kLand},  {6, 7, Link::kLand},
    {6, 9, Link::kLand},  {7, 8, Link::kLand},  {7, 9, Link::kLand},
    {8, 9, Link::kLand},  {0, 1, Link::kSea},   {0, 2, Link::kSea},
    {0, 3, Link::kSea},   {1, 3, Link::kSea},   {1, 4, Link::kSea},
    {8, 10, Link::kSea},
};

// Seed 軍略カードガイド; 忍び and 囮 are named from facts B.6.
constexpr std::array<CardInfo, kNumCards + 1> kCards = {{
    {"none", ""},
    {"monomi", "物見"},
    {"yamagoe", "山越え"},
    {"suigun", "水軍"},
    {"buntai", "分隊"},
    {"shinobi", "忍び"},
    {"joraku", "上洛"},
    {"kasei", "加勢"},
    {"muhon", "謀叛"},
    {"tsuiho", "追放"},
    {"hitojichi", "人質"},
    {"otori", "囮"},
    {"taikyaku", "退却"},
}};

Components Build(int players) {
  Components c;
  c.players = players;
  c.display_size = players + 1;
  // 2 players: chips 2 and 1; 3 players: 3, 2, 1; 4 players: 4..1.
  c.katana_count = players;
  for (int i = 0; i < players; ++i) c.katana_chips[i] = players - i;
  c.small_chips = players >= 3;
  c.reinforcements = players >= 3 ? 2 : 1;
  c.kyoto = kKyoto;
  for (const LinkData& l : kLinks) {
    c.link[l.a][l.b] = l.type;
    c.link[l.b][l.a] = l.type;
  }
  return c;
}

}  // namespace

const Components& Components::ForPlayers(int players) {
  static const std::array<Components, 3> kByCount = {Build(2), Build(3),
                                                     Build(4)};
  return kByCount[players - kMinPlayers];
}

absl::string_view AreaName(int area) {
  if (area < 0 || area >= kNumAreas) return "?";
  return kAreaNames[area];
}

const CardInfo& GetCardInfo(Card card) {
  int i = static_cast<int>(card);
  return kCards[i >= 0 && i <= kNumCards ? i : 0];
}

}  // namespace arbiter::rumble_nation
