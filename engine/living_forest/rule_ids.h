// Living Forest rule references: every id the reducer and decoder can reject
// with, and the seed section it comes from. Ids are stable and append-only:
// logs and conformance cases name them.
#ifndef ARBITER_ENGINE_LIVING_FOREST_RULE_IDS_H_
#define ARBITER_ENGINE_LIVING_FOREST_RULE_IDS_H_

#include "engine/core/rejection.h"

namespace arbiter::living_forest::rules {

#define ARBITER_LF_SEED "002_4c65461fc39b03da.txt "

// Decoding: the event names something that does not exist.
inline constexpr RuleRef kMissingBody{"living_forest.event.missing_body",
    ARBITER_LF_SEED "ラウンドの流れ"};
inline constexpr RuleRef kWrongGame{"living_forest.event.wrong_game",
    ARBITER_LF_SEED "ラウンドの流れ"};
inline constexpr RuleRef kBadSeat{"living_forest.event.bad_seat",
    ARBITER_LF_SEED "準備"};
inline constexpr RuleRef kBadCard{"living_forest.event.bad_card",
    ARBITER_LF_SEED "内容物"};
inline constexpr RuleRef kBadLevel{"living_forest.event.bad_level",
    ARBITER_LF_SEED "準備"};
inline constexpr RuleRef kBadTree{"living_forest.event.bad_tree",
    ARBITER_LF_SEED "内容物"};
inline constexpr RuleRef kBadCell{"living_forest.event.bad_cell",
    ARBITER_LF_SEED "2.アクションフェイズ 護りの木を植える"};
inline constexpr RuleRef kBadCount{"living_forest.event.bad_count",
    ARBITER_LF_SEED "内容物"};
inline constexpr RuleRef kBadVictory{"living_forest.event.bad_victory_tile",
    ARBITER_LF_SEED "内容物"};

inline constexpr RuleRef kGameOver{"living_forest.game.over",
    ARBITER_LF_SEED "ゲームの終了"};
inline constexpr RuleRef kWrongPhase{"living_forest.phase.wrong_phase",
    ARBITER_LF_SEED "ラウンドの流れ"};

// Setup.
inline constexpr RuleRef kSetupOrder{"living_forest.setup.order",
    ARBITER_LF_SEED "準備"};
inline constexpr RuleRef kSetupDeck{"living_forest.setup.deck_contents",
    ARBITER_LF_SEED "準備"};
inline constexpr RuleRef kSetupStack{"living_forest.setup.stack_contents",
    ARBITER_LF_SEED "準備"};

// Guardian phase.
inline constexpr RuleRef kStopped{"living_forest.guardian.already_stopped",
    ARBITER_LF_SEED "1.守護獣フェイズ"};
inline constexpr RuleRef kMustStop{"living_forest.guardian.must_stop",
    ARBITER_LF_SEED "1.守護獣フェイズ"};
inline constexpr RuleRef kNothingToDraw{"living_forest.guardian.nothing_to_draw",
    ARBITER_LF_SEED "1.守護獣フェイズ"};
inline constexpr RuleRef kReshufflePending{
    "living_forest.guardian.reshuffle_pending",
    ARBITER_LF_SEED "1.守護獣フェイズ"};
inline constexpr RuleRef kReshuffleNotDue{
    "living_forest.guardian.reshuffle_not_due",
    ARBITER_LF_SEED "1.守護獣フェイズ"};
inline constexpr RuleRef kReshuffleContents{
    "living_forest.guardian.reshuffle_contents",
    ARBITER_LF_SEED "1.守護獣フェイズ"};
inline constexpr RuleRef kSendAwayNoFragment{
    "living_forest.guardian.send_away_no_fragment",
    ARBITER_LF_SEED "1.守護獣フェイズ"};
inline constexpr RuleRef kSendAwayNotJustRevealed{
    "living_forest.guardian.send_away_not_just_revealed",
    ARBITER_LF_SEED "1.守護獣フェイズ"};

// Action phase.
inline constexpr RuleRef kTurnOrder{"living_forest.action.turn_order",
    ARBITER_LF_SEED "2.アクションフェイズ"};
inline constexpr RuleRef kSameTwice{"living_forest.action.same_twice",
    ARBITER_LF_SEED "2.アクションフェイズ"};
inline constexpr RuleRef kBonusPending{"living_forest.action.bonus_pending",
    ARBITER_LF_SEED "2.アクションフェイズ 精霊の環の上を進む"};
inline constexpr RuleRef kFragmentStockEmpty{
    "living_forest.fragment.stock_empty",
    ARBITER_LF_SEED "2.アクションフェイズ 欠片トークンを取る"};
inline constexpr RuleRef kNotAttracting{"living_forest.attract.not_attracting",
    ARBITER_LF_SEED "2.アクションフェイズ 守護獣を招き入れる"};
inline constexpr RuleRef kAttractOpen{"living_forest.attract.in_progress",
    ARBITER_LF_SEED "2.アクションフェイズ 守護獣を招き入れる"};
inline constexpr RuleRef kNotDisplayed{"living_forest.attract.not_displayed",
    ARBITER_LF_SEED "2.アクションフェイズ 守護獣を招き入れる"};
inline constexpr RuleRef kAttractOverBudget{"living_forest.attract.over_budget",
    ARBITER_LF_SEED "2.アクションフェイズ 守護獣を招き入れる"};
inline constexpr RuleRef kNotInCentre{"living_forest.extinguish.not_in_centre",
    ARBITER_LF_SEED "2.アクションフェイズ 炎を消す"};
inline constexpr RuleRef kExtinguishOverBudget{
    "living_forest.extinguish.over_budget",
    ARBITER_LF_SEED "2.アクションフェイズ 炎を消す"};
inline constexpr RuleRef kMoveNoSteps{"living_forest.move.no_steps",
    ARBITER_LF_SEED "2.アクションフェイズ 精霊の環の上を進む"};
inline constexpr RuleRef kMoveOverWind{"living_forest.move.over_wind",
    ARBITER_LF_SEED "2.アクションフェイズ 精霊の環の上を進む"};
inline constexpr RuleRef kStealCount{"living_forest.move.steal_count",
    ARBITER_LF_SEED "2.アクションフェイズ 精霊の環の上を進む"};
inline constexpr RuleRef kStealNotHeld{"living_forest.move.steal_not_held",
    ARBITER_LF_SEED "2.アクションフェイズ 精霊の環の上を進む"};
inline constexpr RuleRef kPlantNoneLeft{"living_forest.plant.none_left",
    ARBITER_LF_SEED "2.アクションフェイズ 護りの木を植える"};
inline constexpr RuleRef kPlantOverBudget{"living_forest.plant.over_budget",
    ARBITER_LF_SEED "2.アクションフェイズ 護りの木を植える"};
inline constexpr RuleRef kPlantOccupied{"living_forest.plant.occupied",
    ARBITER_LF_SEED "2.アクションフェイズ 護りの木を植える"};
inline constexpr RuleRef kPlantNotAdjacent{"living_forest.plant.not_adjacent",
    ARBITER_LF_SEED "2.アクションフェイズ 護りの木を植える"};

#undef ARBITER_LF_SEED

}  // namespace arbiter::living_forest::rules

#endif  // ARBITER_ENGINE_LIVING_FOREST_RULE_IDS_H_
