#include "tests/rumble_nation/rn_games.h"

#include "gtest/gtest.h"

namespace arbiter::rumble_nation::testing {
namespace {

// Interleaves per-seat deployment lists into turn order (seats that ran out
// are skipped simply by having shorter lists).
std::vector<Table::Step> Interleave(
    const std::vector<std::vector<std::pair<int, int>>>& per_seat) {
  std::vector<Table::Step> steps;
  for (size_t turn = 0;; ++turn) {
    bool any = false;
    for (size_t seat = 0; seat < per_seat.size(); ++seat) {
      if (turn < per_seat[seat].size()) {
        any = true;
        steps.push_back({static_cast<int>(seat), per_seat[seat][turn].first,
                         per_seat[seat][turn].second});
      }
    }
    if (!any) return steps;
  }
}

}  // namespace

ScriptedGame ReinforcementCascade2p() {
  return {2,
          {Card::kKasei, Card::kMuhon, Card::kTaikyaku},
          Interleave({{{kUsuki, 1}, {kUsuki, 2}, {kOko, 3}, {kKyo, 3},
                       {kTokuyama, 3}, {kTokuyama, 3}, {kTokuyama, 3}},
                      {{kOko, 3}, {kKyo, 3}, {kInabayama, 3}, {kKiyosu, 3},
                       {kOdawara, 3}, {kOdawara, 3}}})};
}

ScriptedGame ReinforcementChoice3p() {
  return {3,
          {Card::kMonomi, Card::kBuntai, Card::kJoraku, Card::kOtori},
          Interleave({{{kUsuki, 3}, {kOko, 3}, {kYoshida, 3}, {kTokuyama, 3},
                       {kTokuyama, 3}, {kTokuyama, 3}},
                      {{kUsuki, 3}, {kYoshida, 3}, {kYoshida, 3}, {kKyo, 3},
                       {kKasugayama, 3}, {kKasugayama, 3}},
                      {{kOko, 3}, {kShuri, 3}, {kKyo, 3}, {kOdawara, 3},
                       {kOdawara, 3}, {kOdawara, 3}}})};
}

ScriptedGame FinalTieKatana2p() {
  return {2,
          {Card::kYamagoe, Card::kSuigun, Card::kShinobi},
          Interleave({{{kTokuyama, 1}, {kTokuyama, 3}, {kTokuyama, 3},
                       {kTokuyama, 3}, {kTokuyama, 3}, {kTokuyama, 3},
                       {kTokuyama, 3}},
                      {{kYoshida, 3}, {kYoshida, 3}, {kYoshida, 3},
                       {kInabayama, 3}, {kInabayama, 3}, {kInabayama, 3}}})};
}

ScriptedGame SecondPlaceTie3p() {
  return {3,
          {Card::kKasei, Card::kTsuiho, Card::kHitojichi, Card::kTaikyaku},
          Interleave({{{kKyo, 3}, {kKyo, 3}, {kTokuyama, 3}, {kTokuyama, 3},
                       {kTokuyama, 3}, {kTokuyama, 3}},
                      {{kKyo, 1}, {kKyo, 2}, {kOdawara, 3}, {kOdawara, 3},
                       {kOdawara, 3}, {kOdawara, 3}, {kOdawara, 3}},
                      {{kKyo, 3}, {kShuri, 3}, {kShuri, 3}, {kShuri, 3},
                       {kShuri, 3}, {kShuri, 3}}})};
}

ScriptedGame FourPlayers() {
  return {4,
          {Card::kMonomi, Card::kSuigun, Card::kKasei, Card::kOtori,
           Card::kTaikyaku},
          Interleave({{{kKyo, 3}, {kTokuyama, 3}, {kTokuyama, 3},
                       {kTokuyama, 3}, {kTokuyama, 3}, {kTokuyama, 3}},
                      {{kKyo, 3}, {kOdawara, 3}, {kOdawara, 3}, {kOdawara, 3},
                       {kOdawara, 3}, {kOdawara, 3}},
                      {{kKyo, 3}, {kShuri, 3}, {kShuri, 3}, {kShuri, 3},
                       {kShuri, 3}, {kShuri, 3}},
                      {{kKyo, 3}, {kOko, 3}, {kUsuki, 3}, {kUsuki, 3},
                       {kUsuki, 3}, {kUsuki, 3}}})};
}

void PlayMarch(const ScriptedGame& game, Table* table) {
  table->Setup(game.cards);
  absl::Status played = table->Play(game.march);
  ASSERT_TRUE(played.ok()) << played;
}

}  // namespace arbiter::rumble_nation::testing
