// Every rule the Rumble Nation reducer enforces: a stable id (append-only;
// logs and conformance cases name them) and the seed section it comes from.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_RULE_IDS_H_
#define ARBITER_ENGINE_RUMBLE_NATION_RULE_IDS_H_

#include "engine/core/rejection.h"

namespace arbiter::rumble_nation::rules {

// Events that name nothing real (kInvalidArgument).
inline constexpr RuleRef kEventEmpty{
    "rumble_nation.event.empty",
    "003_7755f114b63b7b37.txt ゲームのプレイ"};
inline constexpr RuleRef kEventOtherGame{
    "rumble_nation.event.other_game",
    "003_7755f114b63b7b37.txt ゲームのプレイ"};
inline constexpr RuleRef kEventBadSeat{
    "rumble_nation.event.bad_seat",
    "003_7755f114b63b7b37.txt ゲームの準備 兵コマ、マーカー"};
inline constexpr RuleRef kEventBadArea{
    "rumble_nation.event.bad_area",
    "003_7755f114b63b7b37.txt ゲームの準備 地図の見方"};
inline constexpr RuleRef kEventBadCard{
    "rumble_nation.event.bad_card",
    "003_7755f114b63b7b37.txt 軍略カードガイド"};
inline constexpr RuleRef kEventBadDice{
    "rumble_nation.event.bad_dice",
    "003_7755f114b63b7b37.txt 一.進軍フェイズ ① 兵コマを配置する"};
inline constexpr RuleRef kEventBadCastles{
    "rumble_nation.event.bad_castles",
    "003_7755f114b63b7b37.txt ゲームの準備 城チップ(大)"};

// Sequence: the event does not fit the point of the game.
inline constexpr RuleRef kGameOver{
    "rumble_nation.game_over",
    "003_7755f114b63b7b37.txt ゲームの終了と勝者"};
inline constexpr RuleRef kOutOfSequence{
    "rumble_nation.sequence.unexpected_event",
    "003_7755f114b63b7b37.txt ゲームのプレイ ゲームの流れ"};
inline constexpr RuleRef kNotYourTurn{
    "rumble_nation.sequence.not_your_turn",
    "003_7755f114b63b7b37.txt 一.進軍フェイズ"};

// Setup.
inline constexpr RuleRef kCastlesNotPermutation{
    "rumble_nation.setup.castles_not_permutation",
    "003_7755f114b63b7b37.txt ゲームの準備 城チップ(大)"};
inline constexpr RuleRef kDisplaySize{
    "rumble_nation.setup.display_size",
    "003_7755f114b63b7b37.txt ゲームの準備 軍略カード"};
inline constexpr RuleRef kDisplayDuplicate{
    "rumble_nation.setup.display_duplicate",
    "003_7755f114b63b7b37.txt ゲームの準備 軍略カード"};

// March phase.
inline constexpr RuleRef kSecondReroll{
    "rumble_nation.march.second_reroll",
    "003_7755f114b63b7b37.txt 一.進軍フェイズ ① 兵コマを配置する"};
inline constexpr RuleRef kPlaceAreaNotRolled{
    "rumble_nation.march.area_not_rolled",
    "003_7755f114b63b7b37.txt 一.進軍フェイズ ① 兵コマを配置する"};
inline constexpr RuleRef kPlaceWrongCount{
    "rumble_nation.march.wrong_soldier_count",
    "003_7755f114b63b7b37.txt 一.進軍フェイズ ① 兵コマを配置する"};
inline constexpr RuleRef kCardAfterRoll{
    "rumble_nation.march.card_after_roll",
    "003_7755f114b63b7b37.txt 一.進軍フェイズ ① 兵コマを配置する"};

// Strategy cards in general.
inline constexpr RuleRef kSecondCard{
    "rumble_nation.card.second_card",
    "003_7755f114b63b7b37.txt 一.進軍フェイズ ② 軍略カードを使う"};
inline constexpr RuleRef kCardNotDisplayed{
    "rumble_nation.card.not_face_up",
    "003_7755f114b63b7b37.txt 一.進軍フェイズ ② 軍略カードを使う"};
inline constexpr RuleRef kCardsClosed{
    "rumble_nation.card.after_someone_ran_out",
    "003_7755f114b63b7b37.txt 一.進軍フェイズ ② 軍略カードを使う"};

// Each card's effect (軍略カードガイド <card>).
inline constexpr RuleRef kMonomi{
    "rumble_nation.card.monomi",
    "003_7755f114b63b7b37.txt 軍略カードガイド 物見"};
inline constexpr RuleRef kYamagoe{
    "rumble_nation.card.yamagoe",
    "003_7755f114b63b7b37.txt 軍略カードガイド 山越え"};
inline constexpr RuleRef kSuigun{
    "rumble_nation.card.suigun",
    "003_7755f114b63b7b37.txt 軍略カードガイド 水軍"};
inline constexpr RuleRef kBuntai{
    "rumble_nation.card.buntai",
    "003_7755f114b63b7b37.txt 軍略カードガイド 分隊"};
inline constexpr RuleRef kShinobi{
    "rumble_nation.card.shinobi",
    "003_7755f114b63b7b37.txt 軍略カードガイド 忍び (facts B.6)"};
inline constexpr RuleRef kJoraku{
    "rumble_nation.card.joraku",
    "003_7755f114b63b7b37.txt 軍略カードガイド 上洛"};
inline constexpr RuleRef kKasei{
    "rumble_nation.card.kasei",
    "003_7755f114b63b7b37.txt 軍略カードガイド 加勢"};
inline constexpr RuleRef kMuhon{
    "rumble_nation.card.muhon",
    "003_7755f114b63b7b37.txt 軍略カードガイド 謀叛"};
inline constexpr RuleRef kTsuiho{
    "rumble_nation.card.tsuiho",
    "003_7755f114b63b7b37.txt 軍略カードガイド 追放"};
inline constexpr RuleRef kHitojichi{
    "rumble_nation.card.hitojichi",
    "003_7755f114b63b7b37.txt 軍略カードガイド 人質"};
inline constexpr RuleRef kOtori{
    "rumble_nation.card.otori",
    "003_7755f114b63b7b37.txt 軍略カードガイド 囮 (facts B.6)"};
inline constexpr RuleRef kTaikyaku{
    "rumble_nation.card.taikyaku",
    "003_7755f114b63b7b37.txt 軍略カードガイド 退却"};

// Battle phase.
inline constexpr RuleRef kNotYourTurnInBattle{
    "rumble_nation.battle.not_your_turn",
    "003_7755f114b63b7b37.txt 二.合戦フェイズ ③ 援軍コマを派遣する"};
inline constexpr RuleRef kReinforceTarget{
    "rumble_nation.battle.reinforce_target",
    "003_7755f114b63b7b37.txt 二.合戦フェイズ ③ 援軍コマを派遣する"};

}  // namespace arbiter::rumble_nation::rules

#endif  // ARBITER_ENGINE_RUMBLE_NATION_RULE_IDS_H_
