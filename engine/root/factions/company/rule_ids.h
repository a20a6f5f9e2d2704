// The Riverfolk Company's rules (seed 001_8a55c0d6f11d58ff.txt 【河民商団】):
// stable ids (append-only) and citations, beside the core's in rule_ids.h.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_RULE_IDS_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_RULE_IDS_H_

#include "engine/root/rule_ids.h"

namespace arbiter::root::rules {

inline constexpr RuleRef kCoSetup{"root.company.setup", ARBITER_ROOT_SEED1 "【河民商団】 (facts 9: 4 warriors on the river, 3 in payments, prices set)"};
inline constexpr RuleRef kCoFunds{"root.company.funds", ARBITER_ROOT_SEED1 "【河民商団】 昼フェイズ 資産ボックスの兵士コマを使用"};
inline constexpr RuleRef kCoCraft{"root.company.craft", ARBITER_ROOT_SEED1 "【河民商団】 昼フェイズ C:クラフトアクション"};
inline constexpr RuleRef kCoExport{"root.company.export", ARBITER_ROOT_SEED1 "【河民商団】 昼フェイズ C:クラフトアクション 輸出"};
inline constexpr RuleRef kCoRecruit{"root.company.recruit", ARBITER_ROOT_SEED1 "【河民商団】 昼フェイズ E:募兵アクション"};
inline constexpr RuleRef kCoTradePost{"root.company.trade_post", ARBITER_ROOT_SEED1 "【河民商団】 昼フェイズ F:守備隊&交易所設立アクション"};
inline constexpr RuleRef kCoGarrisonFunds{"root.company.garrison_funds", ARBITER_ROOT_SEED1 "【河民商団】 昼フェイズ F: その広場の支配者が本来所有する兵士"};
inline constexpr RuleRef kCoOnePost{"root.company.one_post_per_clearing", ARBITER_ROOT_SEED1 "【河民商団】 昼フェイズ F: 1つの広場に配置できる交易所トークンは1つだけ"};
inline constexpr RuleRef kCoPrices{"root.company.prices", ARBITER_ROOT_SEED1 "【河民商団】 夜フェイズ《業務コストの変更》 (facts 9: 1..4)"};
inline constexpr RuleRef kCoServiceLimit{"root.company.service_limit", ARBITER_ROOT_SEED1 "【河民商団】 業務提供 1回＋交易所トークンと自分の配置物がある広場の数"};
inline constexpr RuleRef kCoServicePay{"root.company.service_payment", ARBITER_ROOT_SEED1 "【河民商団】 業務提供 支払いは手元にある兵士コマ"};
inline constexpr RuleRef kCoHandCard{"root.company.hand_card", ARBITER_ROOT_SEED1 "【河民商団】 A:手札業務"};
inline constexpr RuleRef kCoRiverboats{"root.company.riverboats", ARBITER_ROOT_SEED1 "【河民商団】 B:河船業務"};
inline constexpr RuleRef kCoMercenaries{"root.company.mercenaries", ARBITER_ROOT_SEED1 "【河民商団】 C:傭兵業務"};
inline constexpr RuleRef kCoTradeDisruption{"root.company.trade_disruption", ARBITER_ROOT_SEED1 "【河民商団】 (the seed is silent; facts 9 Trade Disruption: half the funds, rounded up, its choice)"};

}  // namespace arbiter::root::rules

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_COMPANY_RULE_IDS_H_
