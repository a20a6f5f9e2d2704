// The Lizard Cult's rules (seed 001_8a55c0d6f11d58ff.txt 【蜥蜴教団】): stable
// ids (append-only) and citations, beside the core's in engine/root/rule_ids.h.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_RULE_IDS_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_RULE_IDS_H_

#include "engine/root/rule_ids.h"

namespace arbiter::root::rules {

inline constexpr RuleRef kCultSetup{"root.lizard.setup", ARBITER_ROOT_SEED1 "【蜥蜴教団】 (facts 8: a corner not another's home)"};
// Pilgrims, Revenge and the Lost Souls are never refused (rule is computed;
// the other two are forced steps): their ids name them in citations.
inline constexpr RuleRef kPilgrims{"root.lizard.pilgrims", ARBITER_ROOT_SEED1 "【蜥蜴教団】《巡礼》"};
inline constexpr RuleRef kRevenge{"root.lizard.revenge", ARBITER_ROOT_SEED1 "【蜥蜴教団】《復讐者》"};
inline constexpr RuleRef kLostSouls{"root.lizard.lost_souls", ARBITER_ROOT_SEED1 "【蜥蜴教団】《死せる魂の集い》"};
inline constexpr RuleRef kFearOfTheFaithful{"root.lizard.fear_of_the_faithful", ARBITER_ROOT_SEED1 "【蜥蜴教団】《棄教への恐怖》"};
inline constexpr RuleRef kOutcast{"root.lizard.outcast", ARBITER_ROOT_SEED1 "【蜥蜴教団】朝フェイズ《追放民の確認》"};
inline constexpr RuleRef kCrusade{"root.lizard.crusade", ARBITER_ROOT_SEED1 "【蜥蜴教団】朝フェイズ A:聖戦"};
inline constexpr RuleRef kConvert{"root.lizard.convert", ARBITER_ROOT_SEED1 "【蜥蜴教団】朝フェイズ B:改宗"};
inline constexpr RuleRef kSanctify{"root.lizard.sanctify", ARBITER_ROOT_SEED1 "【蜥蜴教団】朝フェイズ C:聖域化"};
inline constexpr RuleRef kRitual{"root.lizard.ritual", ARBITER_ROOT_SEED1 "【蜥蜴教団】昼フェイズ《儀式》"};
inline constexpr RuleRef kHatredOfBirds{"root.lizard.hatred_of_birds", ARBITER_ROOT_SEED1 "【蜥蜴教団】昼フェイズ [鳥類蔑みの令]"};
inline constexpr RuleRef kCultBuild{"root.lizard.build", ARBITER_ROOT_SEED1 "【蜥蜴教団】昼フェイズ A:建設アクション"};
inline constexpr RuleRef kCultRecruit{"root.lizard.recruit", ARBITER_ROOT_SEED1 "【蜥蜴教団】昼フェイズ B:募兵アクション"};
inline constexpr RuleRef kSacrifice{"root.lizard.sacrifice", ARBITER_ROOT_SEED1 "【蜥蜴教団】昼フェイズ C:犠牲アクション"};
inline constexpr RuleRef kCultScore{"root.lizard.score", ARBITER_ROOT_SEED1 "【蜥蜴教団】昼フェイズ D:得点アクション"};
inline constexpr RuleRef kCultCraft{"root.lizard.craft", ARBITER_ROOT_SEED1 "【蜥蜴教団】夜フェイズ《クラフトアクション》"};

}  // namespace arbiter::root::rules

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_LIZARD_RULE_IDS_H_
