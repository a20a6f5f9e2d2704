// The Mechanical Marquise's rules (seed 001_8a55c0d6f11d58ff.txt 【メカ野候国】
// and 【スパイカード】, facts 10.1): stable ids (append-only) and citations.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_RULE_IDS_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_RULE_IDS_H_

#include "engine/root/rule_ids.h"

namespace arbiter::root::rules {

inline constexpr RuleRef kMechNoMarquise{"root.mechanical.no_marquise", ARBITER_ROOT_SEED1 "【メカ野候国】《オートマ》"};
inline constexpr RuleRef kMechSetup{"root.mechanical.setup", ARBITER_ROOT_SEED1 "【メカ野候国】ゲームの準備 ④ (facts 10.1.2)"};
inline constexpr RuleRef kMechOrdersDealt{"root.mechanical.orders_dealt", ARBITER_ROOT_SEED1 "【メカ野候国】ゲームの準備 ②"};
inline constexpr RuleRef kMechItemsForSale{"root.mechanical.items_for_sale", ARBITER_ROOT_SEED1 "【メカ野候国】ゲームの準備 ③"};
inline constexpr RuleRef kMechSpies{"root.mechanical.spies_in_deck", ARBITER_ROOT_SEED1 "【メカ野候国】ゲームの準備 ②, 【スパイカード】"};
inline constexpr RuleRef kMechNoHand{"root.mechanical.no_hand", ARBITER_ROOT_SEED1 "【メカ野候国】《不器用》"};
inline constexpr RuleRef kMechHatesSurprises{"root.mechanical.hates_surprises", ARBITER_ROOT_SEED1 "【メカ野候国】《奇襲嫌い》"};
inline constexpr RuleRef kMechBirdsong{"root.mechanical.birdsong_vp", ARBITER_ROOT_SEED1 "【メカ野候国】朝フェイズ《勝利点の獲得》"};
inline constexpr RuleRef kMechBattle{"root.mechanical.battle", ARBITER_ROOT_SEED1 "【メカ野候国】昼フェイズ 1.戦闘"};
inline constexpr RuleRef kMechMove{"root.mechanical.move", ARBITER_ROOT_SEED1 "【メカ野候国】昼フェイズ 2.移動"};
inline constexpr RuleRef kMechRecruit{"root.mechanical.recruit", ARBITER_ROOT_SEED1 "【メカ野候国】昼フェイズ 3.募兵"};
inline constexpr RuleRef kMechNoCost{"root.mechanical.no_cost", ARBITER_ROOT_SEED1 "【メカ野候国】昼フェイズ《クラフト欄がない場合》"};
inline constexpr RuleRef kMechRefill{"root.mechanical.refill", ARBITER_ROOT_SEED1 "【メカ野候国】夜フェイズ《実行命令の補充》"};
inline constexpr RuleRef kMechSpyVictory{"root.mechanical.spy_no_victory", ARBITER_ROOT_SEED1 "【スパイカード】 (勝利条件の変更能力のみがありません)"};
inline constexpr RuleRef kMechSpyLook{"root.mechanical.spy_look", ARBITER_ROOT_SEED1 "【スパイカード】 (昼フェイズ中にスパイカードを公開)"};
inline constexpr RuleRef kMechSpyOnce{"root.mechanical.spy_once_per_turn", ARBITER_ROOT_SEED1 "【スパイカード】 (1手番につき1枚まで)"};
inline constexpr RuleRef kMechSpySwap{"root.mechanical.spy_swap", ARBITER_ROOT_SEED1 "【スパイカード】 (一致しなかった場合…位置を入れ替えます)"};
inline constexpr RuleRef kMechNoServices{"root.mechanical.no_services", ARBITER_ROOT_SEED1 "【メカ野候国】朝フェイズ (its Birdsong is 《勝利点の獲得》 alone; 【河民商団】「業務提供」 is a player's purchase: README)"};
inline constexpr RuleRef kMechAidTakesForSale{"root.mechanical.aid_for_sale", ARBITER_ROOT_SEED1 "【メカ野候国】ゲームの準備 ③ (how items leave the box is not printed: facts 10.1.6, README)"};

}  // namespace arbiter::root::rules

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_MECHANICAL_RULE_IDS_H_
