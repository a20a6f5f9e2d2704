// Every Root rule the reducer enforces: stable id (append-only) and seed
// citation. Validators return a Verdict naming one of these; the reducer turns
// it into a Rejection (engine/core/rejection.h). Verdicts carry only static
// text, so that checking a candidate event never allocates (legal.cc checks
// hundreds per step).
#ifndef ARBITER_ENGINE_ROOT_RULE_IDS_H_
#define ARBITER_ENGINE_ROOT_RULE_IDS_H_

#include <cstdint>

#include "engine/core/rejection.h"

namespace arbiter::root {

// Seed file names, the first words of every citation (seed 000: the core
// and the four base factions; seed 001: the Riverfolk Company, the Lizard
// Cult, the Mechanical Marquise). The faction rule tables and the verifier
// cite through these.
#define ARBITER_ROOT_SEED "000_df3076681f727464.txt "
#define ARBITER_ROOT_SEED1 "001_8a55c0d6f11d58ff.txt "

// Two words, so that it is returned in registers: validators run several
// times per event. The rule's address carries in its lowest bit whether the
// event names something that does not exist (a RuleRef is at least
// 2-aligned, so that bit of its address is free).
class Verdict {
 public:
  Verdict() = default;
  Verdict(const RuleRef& rule, const char* why, bool malformed)
      : rule_(reinterpret_cast<uintptr_t>(&rule) | (malformed ? 1 : 0)), why_(why) {}
  bool ok() const { return rule_ == 0; }
  // REQUIRES !ok().
  const RuleRef& rule() const { return *reinterpret_cast<const RuleRef*>(rule_ & ~uintptr_t{1}); }
  const char* why() const { return why_; }
  bool malformed() const { return rule_ & 1; }

 private:
  static_assert(alignof(RuleRef) >= 2);
  uintptr_t rule_ = 0;
  const char* why_ = nullptr;
};
inline Verdict Allowed() { return {}; }
inline Verdict Forbid(const RuleRef& rule, const char* why) { return {rule, why, false}; }
inline Verdict Nonexistent(const RuleRef& rule, const char* why) { return {rule, why, true}; }

namespace rules {
// Envelope and turn structure.
inline constexpr RuleRef kGameOver{"root.game.over", ARBITER_ROOT_SEED "【ゲームの勝利方法】"};
inline constexpr RuleRef kMalformed{"root.event.malformed", ARBITER_ROOT_SEED "【ゲームのプレイ】"};
inline constexpr RuleRef kNotYourTurn{"root.turn.not_your_decision", ARBITER_ROOT_SEED "【ゲームのプレイ】 ゲームの流れ"};
inline constexpr RuleRef kWrongTime{"root.turn.not_now", ARBITER_ROOT_SEED "【ゲームのプレイ】 ゲームの流れ"};
inline constexpr RuleRef kConfig{"root.setup.config", ARBITER_ROOT_SEED "【ゲームの準備】 派閥の選択"};
inline constexpr RuleRef kShuffle{"root.cards.shuffle", ARBITER_ROOT_SEED "【ゲームの準備】 動物カード"};
inline constexpr RuleRef kSuitMarkers{"root.setup.winter_suit_markers", ARBITER_ROOT_SEED "冬マップ 冬マップの準備"};
inline constexpr RuleRef kDice{"root.battle.dice", ARBITER_ROOT_SEED "【戦闘】 ② ダイスを振る"};
inline constexpr RuleRef kCardNotInHand{"root.cards.not_in_hand", ARBITER_ROOT_SEED "【ゲームの準備】 《動物カードについて》"};
inline constexpr RuleRef kCardSuit{"root.cards.suit", ARBITER_ROOT_SEED "【ゲームの準備】 《動物カードについて》 ① アクションのコストとして使用する"};
inline constexpr RuleRef kHandLimit{"root.cards.hand_limit", ARBITER_ROOT_SEED "【猫野候国】 夜フェイズ"};
inline constexpr RuleRef kEndPhase{"root.turn.end_phase", ARBITER_ROOT_SEED "【ゲームのプレイ】 ゲームの流れ"};
inline constexpr RuleRef kPass{"root.turn.pass", ARBITER_ROOT_SEED "【ゲームのプレイ】 ゲームの流れ"};
// Map and movement.
inline constexpr RuleRef kNoSuchClearing{"root.map.no_such_clearing", ARBITER_ROOT_SEED "【ゲームの準備】 マップボード"};
inline constexpr RuleRef kMovePath{"root.move.path", ARBITER_ROOT_SEED "【移動】"};
inline constexpr RuleRef kMoveRule{"root.move.rule", ARBITER_ROOT_SEED "【移動】"};
inline constexpr RuleRef kMoveWarriors{"root.move.warriors", ARBITER_ROOT_SEED "【移動】"};
inline constexpr RuleRef kSlots{"root.map.building_slots", ARBITER_ROOT_SEED "【ゲームの準備】 《広場について》"};
inline constexpr RuleRef kKeepBlocks{"root.marquise.keep", ARBITER_ROOT_SEED "【猫野候国】 「城砦トークン」"};
// Battle.
// A seat's warriors on the attacker's side (the one faction with ally rules
// is the Vagabond; the citation is its rule).
inline constexpr RuleRef kBattleAlly{"root.battle.ally", ARBITER_ROOT_SEED "【放浪部族】 友好関係「同盟」 (facts 4.3 Allied)"};
inline constexpr RuleRef kBattleTarget{"root.battle.target", ARBITER_ROOT_SEED "【戦闘】 ① 広場と対象を選ぶ"};
inline constexpr RuleRef kAmbushSuit{"root.battle.ambush_suit", ARBITER_ROOT_SEED "【戦闘】 ● 奇襲"};
inline constexpr RuleRef kAmbushCard{"root.battle.ambush_card", ARBITER_ROOT_SEED "【戦闘】 ● 奇襲"};
inline constexpr RuleRef kBattleCard{"root.battle.card_effect", ARBITER_ROOT_SEED "【戦闘】 ● 追加ヒット"};
inline constexpr RuleRef kRemovePiece{"root.battle.remove_piece", ARBITER_ROOT_SEED "【戦闘】 ③ 配置物を取り除く"};
inline constexpr RuleRef kFieldHospital{"root.marquise.field_hospitals", ARBITER_ROOT_SEED "【猫野候国】 「野戦病院」"};
// Crafting.
inline constexpr RuleRef kCraftable{"root.craft.craftable", ARBITER_ROOT_SEED "【クラフト】"};
inline constexpr RuleRef kCraftPieces{"root.craft.pieces", ARBITER_ROOT_SEED "【クラフト】 クラフトツールは、1手番で1回のみ"};
inline constexpr RuleRef kCraftItem{"root.craft.item_supply", ARBITER_ROOT_SEED "【クラフト】 「即時効果」"};
inline constexpr RuleRef kCraftDuplicate{"root.craft.duplicate_persistent", ARBITER_ROOT_SEED "【クラフト】 「継続効果」"};
inline constexpr RuleRef kCraftTiming{"root.craft.timing", ARBITER_ROOT_SEED "【猫野候国】 昼フェイズ"};
inline constexpr RuleRef kCardEffect{"root.card.effect", ARBITER_ROOT_SEED "【クラフト】 「継続効果」"};
// Marquise.
inline constexpr RuleRef kCatSetup{"root.marquise.setup", ARBITER_ROOT_SEED "【ゲームの準備】 派閥ボード"};
inline constexpr RuleRef kCatActions{"root.marquise.actions", ARBITER_ROOT_SEED "【猫野候国】 昼フェイズ"};
inline constexpr RuleRef kCatRecruitOnce{"root.marquise.recruit_once", ARBITER_ROOT_SEED "【猫野候国】 昼フェイズ C:募兵アクション"};
inline constexpr RuleRef kCatBuildRule{"root.marquise.build_rule", ARBITER_ROOT_SEED "【猫野候国】 昼フェイズ D:建設アクション"};
inline constexpr RuleRef kCatBuildWood{"root.marquise.build_wood", ARBITER_ROOT_SEED "【猫野候国】 昼フェイズ D:建設アクション"};
inline constexpr RuleRef kCatBuildTrack{"root.marquise.build_track", ARBITER_ROOT_SEED "【猫野候国】 昼フェイズ D:建設アクション"};
inline constexpr RuleRef kCatRecruitChoice{"root.marquise.recruit_choice", ARBITER_ROOT_SEED "【猫野候国】 昼フェイズ C:募兵アクション"};
inline constexpr RuleRef kCatWood{"root.marquise.wood", ARBITER_ROOT_SEED "【猫野候国】 朝フェイズ"};
inline constexpr RuleRef kCatOverwork{"root.marquise.overwork", ARBITER_ROOT_SEED "【猫野候国】 昼フェイズ E:労働アクション"};
inline constexpr RuleRef kCatBird{"root.marquise.hawks_for_hire", ARBITER_ROOT_SEED "【猫野候国】 「鳥の手を借りる」"};
inline constexpr RuleRef kCatMarch{"root.marquise.march", ARBITER_ROOT_SEED "【猫野候国】 昼フェイズ B:行軍アクション"};
// Eyrie.
inline constexpr RuleRef kEyrieSetup{"root.eyrie.setup", ARBITER_ROOT_SEED "【ゲームの準備】 派閥ボード"};
inline constexpr RuleRef kEyrieLeader{"root.eyrie.leader", ARBITER_ROOT_SEED "【鷲巣王朝】 「内乱」 3.失脚"};
inline constexpr RuleRef kDecreeAdd{"root.eyrie.decree_add", ARBITER_ROOT_SEED "【鷲巣王朝】 朝フェイズ"};
inline constexpr RuleRef kDecreeTwoBirds{"root.eyrie.decree_one_bird", ARBITER_ROOT_SEED "【鷲巣王朝】 朝フェイズ トリの動物カードは2枚配置することはできません"};
inline constexpr RuleRef kNewRoost{"root.eyrie.new_roost", ARBITER_ROOT_SEED "【鷲巣王朝】 「止まり木確保」"};
inline constexpr RuleRef kDecreeOrder{"root.eyrie.decree_order", ARBITER_ROOT_SEED "【鷲巣王朝】 昼フェイズ"};
inline constexpr RuleRef kDecreeSuit{"root.eyrie.decree_suit", ARBITER_ROOT_SEED "【鷲巣王朝】 昼フェイズ 各カードごとに"};
inline constexpr RuleRef kDecreeRecruit{"root.eyrie.decree_recruit", ARBITER_ROOT_SEED "【鷲巣王朝】 昼フェイズ A:募兵アクション"};
inline constexpr RuleRef kDecreeBuild{"root.eyrie.decree_build", ARBITER_ROOT_SEED "【鷲巣王朝】 昼フェイズ D:建設アクション"};
inline constexpr RuleRef kTurmoilFalse{"root.eyrie.turmoil_false_claim", ARBITER_ROOT_SEED "【鷲巣王朝】 「内乱」"};
inline constexpr RuleRef kDominanceTake{"root.dominance.take", ARBITER_ROOT_SEED "【圧倒カード】 《使用するか捨てる場合》"};
inline constexpr RuleRef kDominanceActivate{"root.dominance.activate", ARBITER_ROOT_SEED "【圧倒カード】 《勝利条件の変更》"};
inline constexpr RuleRef kEyrieCraft{"root.eyrie.disdain_for_trade", ARBITER_ROOT_SEED "【鷲巣王朝】 「商業軽視」"};
// Woodland Alliance.
inline constexpr RuleRef kRevolt{"root.alliance.revolt", ARBITER_ROOT_SEED "【森林連合】 朝フェイズ 「反乱」"};
inline constexpr RuleRef kSpread{"root.alliance.spread_sympathy", ARBITER_ROOT_SEED "【森林連合】 朝フェイズ 「支持拡大」"};
inline constexpr RuleRef kMartialLaw{"root.alliance.martial_law", ARBITER_ROOT_SEED "【森林連合】 「支持拡大」 他プレイヤー1人のコマが3体以上"};
inline constexpr RuleRef kSupporters{"root.alliance.supporters", ARBITER_ROOT_SEED "【森林連合】 「支援者」"};
inline constexpr RuleRef kTrain{"root.alliance.train", ARBITER_ROOT_SEED "【森林連合】 昼フェイズ C:訓練アクション"};
inline constexpr RuleRef kOperations{"root.alliance.military_operations", ARBITER_ROOT_SEED "【森林連合】 夜フェイズ"};
inline constexpr RuleRef kAllianceRecruit{"root.alliance.recruit", ARBITER_ROOT_SEED "【森林連合】 夜フェイズ C:募兵アクション"};
inline constexpr RuleRef kOrganize{"root.alliance.organize", ARBITER_ROOT_SEED "【森林連合】 夜フェイズ D:組織アクション"};
inline constexpr RuleRef kOutrage{"root.alliance.outrage", ARBITER_ROOT_SEED "【森林連合】 「蜂起」"};
// The purchase window of the core (engine/root/services.h).
inline constexpr RuleRef kBattleLentHits{"root.battle.lent_hits", ARBITER_ROOT_SEED1 "【河民商団】 C:傭兵業務 (facts 9: hits split, the odd one on the borrower)"};
inline constexpr RuleRef kServiceWindow{"root.services.window", ARBITER_ROOT_SEED1 "【河民商団】 業務提供 朝フェイズの開始時"};
// The Vagabond (seed 【放浪部族】).
inline constexpr RuleRef kVbCharacter{"root.vagabond.character", ARBITER_ROOT_SEED "【放浪部族】 (facts 4.1: Thief, Tinker, Ranger)"};
inline constexpr RuleRef kVbPawn{"root.vagabond.pawn", ARBITER_ROOT_SEED "【放浪部族】「放浪者」"};
inline constexpr RuleRef kVbRefresh{"root.vagabond.refresh", ARBITER_ROOT_SEED "【放浪部族】 朝フェイズ「アイテムの復活」"};
inline constexpr RuleRef kVbSlip{"root.vagabond.slip", ARBITER_ROOT_SEED "【放浪部族】 朝フェイズ「潜入」"};
inline constexpr RuleRef kVbItem{"root.vagabond.item", ARBITER_ROOT_SEED "【放浪部族】 昼フェイズ 各種アイテムタイルを使用"};
inline constexpr RuleRef kVbMove{"root.vagabond.move", ARBITER_ROOT_SEED "【放浪部族】 昼フェイズ A:移動アクション"};
inline constexpr RuleRef kVbBattle{"root.vagabond.battle", ARBITER_ROOT_SEED "【放浪部族】 昼フェイズ B:戦闘アクション"};
inline constexpr RuleRef kVbStrike{"root.vagabond.strike", ARBITER_ROOT_SEED "【放浪部族】 昼フェイズ C:狙撃アクション"};
inline constexpr RuleRef kVbExplore{"root.vagabond.explore", ARBITER_ROOT_SEED "【放浪部族】 昼フェイズ D:探索アクション"};
inline constexpr RuleRef kVbAid{"root.vagabond.aid", ARBITER_ROOT_SEED "【放浪部族】 昼フェイズ E:援助アクション"};
inline constexpr RuleRef kVbCraft{"root.vagabond.craft", ARBITER_ROOT_SEED "【放浪部族】 昼フェイズ G:クラフトアクション"};
inline constexpr RuleRef kVbRepair{"root.vagabond.repair", ARBITER_ROOT_SEED "【放浪部族】 昼フェイズ H:修理アクション"};
inline constexpr RuleRef kVbSpecial{"root.vagabond.special", ARBITER_ROOT_SEED "【放浪部族】 昼フェイズ I:特殊アクション (facts 4.1)"};
inline constexpr RuleRef kVbItemLimit{"root.vagabond.item_limit", ARBITER_ROOT_SEED "【放浪部族】 夜フェイズ 上限は「6枚＋袋タイル1枚につき2枚」"};
inline constexpr RuleRef kVbAlly{"root.vagabond.ally", ARBITER_ROOT_SEED "【放浪部族】 友好関係「同盟」 (facts 4.3 Allied)"};
inline constexpr RuleRef kVbHits{"root.vagabond.battle_hits", ARBITER_ROOT_SEED "【放浪部族】 放浪部族の戦闘"};
inline constexpr RuleRef kVbRuins{"root.vagabond.ruins", ARBITER_ROOT_SEED "【放浪部族】 D:探索アクション 遺跡タイルの下の遺跡アイテムタイル (facts 3: R items)"};
inline constexpr RuleRef kVbQuestDeck{"root.vagabond.quest_deck", ARBITER_ROOT_SEED "【放浪部族】 F:クエストアクション (facts 4.2: 15 quests shuffled)"};
inline constexpr RuleRef kVbQuest{"root.vagabond.quest", ARBITER_ROOT_SEED "【放浪部族】 F:クエストアクション"};
inline constexpr RuleRef kVbCoalition{"root.vagabond.coalition", ARBITER_ROOT_SEED "【圧倒カード】《共闘軍》"};
}  // namespace rules

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_RULE_IDS_H_
