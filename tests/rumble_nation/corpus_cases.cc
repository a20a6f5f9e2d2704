#include "tests/rumble_nation/corpus_cases.h"

#include <memory>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "engine/core/registry.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tests/rumble_nation/rn_games.h"

namespace arbiter::rumble_nation::testing {
namespace {

using Steps = std::vector<Table::Step>;

const std::string kSeed = "003_7755f114b63b7b37.txt ";
std::string Sec(absl::string_view section) { return absl::StrCat(kSeed, section); }

// Setup with `cards` face up (empty: the first players + 1 by number), then
// the deployments `steps`.
std::function<void(Table&)> Prefix(std::vector<Card> cards, Steps steps) {
  return [cards, steps](Table& t) {
    t.Setup(cards);
    absl::Status s = t.Play(steps);
    ASSERT_TRUE(s.ok()) << s;
  };
}

// As Prefix, then `more` events that must all apply.
std::function<void(Table&)> PrefixThen(std::vector<Card> cards, Steps steps,
                                       std::vector<pb::Event> more) {
  return [cards, steps, more](Table& t) {
    Prefix(cards, steps)(t);
    for (const pb::Event& e : more) {
      absl::Status s = t.Apply(e);
      ASSERT_TRUE(s.ok()) << s;
    }
  };
}

std::function<void(Table&)> Nothing() {
  return [](Table&) {};
}

std::function<void(Table&)> Scripted(ScriptedGame (*game)(),
                                     std::vector<pb::Event> more = {}) {
  return [game, more](Table& t) {
    PlayMarch(game(), &t);
    for (const pb::Event& e : more) {
      absl::Status s = t.Apply(e);
      ASSERT_TRUE(s.ok()) << s;
    }
  };
}

std::vector<uint32_t> Castles() {
  return std::vector<uint32_t>(kTestCastles.begin(), kTestCastles.end());
}

CorpusCase Valid(std::string name, std::string issue, std::string note,
                 int players, std::function<void(Table&)> play) {
  CorpusCase c;
  c.name = std::move(name);
  c.issue = Sec(issue);
  c.note = std::move(note);
  c.players = players;
  c.play = std::move(play);
  return c;
}

CorpusCase Invalid(std::string name, std::string issue, std::string note,
                   int players, std::function<void(Table&)> play, pb::Event bad,
                   std::string rule) {
  CorpusCase c = Valid(std::move(name), std::move(issue), std::move(note),
                       players, std::move(play));
  c.bad = std::move(bad);
  c.rule = std::move(rule);
  return c;
}

CorpusCase Full(CorpusCase c, std::vector<int64_t> scores,
                std::vector<uint32_t> winners) {
  c.scores = std::move(scores);
  c.winners = std::move(winners);
  return c;
}

// Cards used below.
constexpr Card kMonomi = Card::kMonomi, kYamagoe = Card::kYamagoe,
               kSuigun = Card::kSuigun, kBuntai = Card::kBuntai,
               kShinobi = Card::kShinobi, kJoraku = Card::kJoraku,
               kKasei = Card::kKasei, kMuhon = Card::kMuhon,
               kTsuiho = Card::kTsuiho, kHitojichi = Card::kHitojichi,
               kOtori = Card::kOtori, kTaikyaku = Card::kTaikyaku;

void AddSetupCases(std::vector<CorpusCase>* out) {
  out->push_back(Valid(
      "setup_2p_castles_and_three_cards", "ゲームの準備 城チップ(大)",
      "2 players: a shuffled castle deal (a permutation of 2..12) and 3 "
      "face-up cards; seat 0 (the start player) then takes the first turn",
      2, [](Table& t) {
        ASSERT_TRUE(t.Apply(DealEvent({7, 2, 12, 5, 9, 3, 11, 4, 10, 6, 8})).ok());
        ASSERT_TRUE(t.Apply(RevealEvent({kOtori, kMonomi, kTaikyaku})).ok());
        ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
      }));
  out->push_back(Valid("setup_3p_four_cards", "ゲームの準備 軍略カード",
                       "3 players show 4 strategy cards", 3,
                       Prefix({kShinobi, kJoraku, kKasei, kMuhon}, {})));
  out->push_back(Valid("setup_4p_five_cards", "ゲームの準備 軍略カード",
                       "4 players show 5 strategy cards", 4,
                       Prefix({kTsuiho, kHitojichi, kOtori, kTaikyaku, kYamagoe}, {})));
  std::vector<uint32_t> repeated = Castles();
  repeated[10] = 2;
  out->push_back(Invalid("setup_castles_not_permutation", "ゲームの準備 城チップ(大)",
                         "castle 2 dealt twice and 12 missing", 2, Nothing(),
                         DealEvent(repeated),
                         "rumble_nation.setup.castles_not_permutation"));
  std::vector<uint32_t> thirteen = Castles();
  thirteen[0] = 13;
  out->push_back(Invalid("setup_castle_value_13", "ゲームの準備 城チップ(大)",
                         "a castle chip 13 does not exist (malformed)", 2,
                         Nothing(), DealEvent(thirteen),
                         "rumble_nation.event.bad_castles"));
  out->push_back(Invalid(
      "setup_display_too_small_3p", "ゲームの準備 軍略カード",
      "3 players must show 4 cards, not 3", 3,
      [](Table& t) { ASSERT_TRUE(t.Apply(DealEvent(Castles())).ok()); },
      RevealEvent({kMonomi, kKasei, kMuhon}), "rumble_nation.setup.display_size"));
  out->push_back(Invalid(
      "setup_display_too_large_2p", "ゲームの準備 軍略カード",
      "2 players must show 3 cards, not 4", 2,
      [](Table& t) { ASSERT_TRUE(t.Apply(DealEvent(Castles())).ok()); },
      RevealEvent({kMonomi, kKasei, kMuhon, kOtori}),
      "rumble_nation.setup.display_size"));
  out->push_back(Invalid(
      "setup_display_duplicate", "ゲームの準備 軍略カード",
      "the display holds each card once (the 12 cards are all different)", 2,
      [](Table& t) { ASSERT_TRUE(t.Apply(DealEvent(Castles())).ok()); },
      RevealEvent({kMuhon, kKasei, kMuhon}),
      "rumble_nation.setup.display_duplicate"));
  out->push_back(Invalid("setup_roll_before_setup", "ゲームのプレイ ゲームの流れ",
                         "no turn before the castles and cards are out", 2,
                         Nothing(), RollEvent(0),
                         "rumble_nation.sequence.unexpected_event"));
}

void AddMarchCases(std::vector<CorpusCase>* out) {
  out->push_back(Valid(
      "march_dice_split_area_and_count", "一.進軍フェイズ ① 兵コマを配置する",
      "3 players in clockwise order; each split of the dice is a choice: the "
      "pair's sum names the castle, the single die gives 1-2:1, 3-4:2, 5-6:3",
      3, [](Table& t) {
        t.Setup();
        // Seat 0: dice 1 2 6 -> 1+2=3 (OKO) with the 6: 3 soldiers.
        ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
        ASSERT_TRUE(t.Apply(DiceEvent({1, 2, 6})).ok());
        ASSERT_TRUE(t.Apply(PlaceEvent(0, kOko, 3)).ok());
        // Seat 1: the same dice, 2+6=8 (KIYOSU) with the 1: 1 soldier.
        ASSERT_TRUE(t.Apply(RollEvent(1)).ok());
        ASSERT_TRUE(t.Apply(DiceEvent({1, 2, 6})).ok());
        ASSERT_TRUE(t.Apply(PlaceEvent(1, kKiyosu, 1)).ok());
        // Seat 2: dice 4 3 3 -> 3+3=6 (KYO) with the 4: 2 soldiers.
        ASSERT_TRUE(t.Apply(RollEvent(2)).ok());
        ASSERT_TRUE(t.Apply(DiceEvent({4, 3, 3})).ok());
        ASSERT_TRUE(t.Apply(PlaceEvent(2, kKyo, 2)).ok());
        // Back to seat 0: 6+6=12 (TOKUYAMA) with the 2: 1 soldier.
        ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
        ASSERT_TRUE(t.Apply(DiceEvent({6, 2, 6})).ok());
        ASSERT_TRUE(t.Apply(PlaceEvent(0, kTokuyama, 1)).ok());
      }));
  out->push_back(Valid(
      "march_one_reroll", "一.進軍フェイズ ① 兵コマを配置する",
      "one re-roll of all three dice per turn; the new dice decide; the next "
      "player may re-roll again",
      2, [](Table& t) {
        t.Setup();
        ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
        ASSERT_TRUE(t.Apply(DiceEvent({2, 4, 5})).ok());
        ASSERT_TRUE(t.Apply(RerollEvent(0)).ok());
        ASSERT_TRUE(t.Apply(DiceEvent({1, 1, 1})).ok());
        ASSERT_TRUE(t.Apply(PlaceEvent(0, kUsuki, 1)).ok());
        ASSERT_TRUE(t.Apply(RollEvent(1)).ok());
        ASSERT_TRUE(t.Apply(DiceEvent({1, 1, 1})).ok());
        ASSERT_TRUE(t.Apply(RerollEvent(1)).ok());
        ASSERT_TRUE(t.Apply(DiceEvent({6, 6, 3})).ok());
        ASSERT_TRUE(t.Apply(PlaceEvent(1, kTokuyama, 2)).ok());
      }));
  Steps to17;
  for (int i = 0; i < 5; ++i) {
    to17.push_back({0, kTokuyama, 3});
    to17.push_back({1, kUsuki, 3});
  }
  to17.push_back({0, kTokuyama, 2});
  to17.push_back({1, kUsuki, 2});
  out->push_back(Valid(
      "march_short_supply", "一.進軍フェイズ ① 兵コマを配置する",
      "seat 0 has 1 soldier left and rolls a 5 as the single die: it places "
      "the 1 it has, runs out and takes the 2-sword katana chip",
      2,
      PrefixThen({}, to17,
                 {RollEvent(0), DiceEvent({6, 6, 5}), PlaceEvent(0, kTokuyama, 1)})));
  out->push_back(Invalid(
      "march_short_supply_claims_full_count", "一.進軍フェイズ ① 兵コマを配置する",
      "with 1 soldier left the die's 3 cannot be placed", 2,
      PrefixThen({}, to17, {RollEvent(0), DiceEvent({6, 6, 5})}),
      PlaceEvent(0, kTokuyama, 3), "rumble_nation.march.wrong_soldier_count"));
  out->push_back(Invalid(
      "march_too_many_soldiers", "一.進軍フェイズ ① 兵コマを配置する",
      "dice 2 4 1: 2+4=6 names KYO, the single 1 places 1 soldier, not 3", 2,
      PrefixThen({}, {}, {RollEvent(0), DiceEvent({2, 4, 1})}),
      PlaceEvent(0, kKyo, 3), "rumble_nation.march.wrong_soldier_count"));
  out->push_back(Invalid(
      "march_too_few_soldiers", "一.進軍フェイズ ① 兵コマを配置する",
      "dice 2 4 6: the 6 places 3 soldiers; placing fewer is not allowed", 2,
      PrefixThen({}, {}, {RollEvent(0), DiceEvent({2, 4, 6})}),
      PlaceEvent(0, kKyo, 2), "rumble_nation.march.wrong_soldier_count"));
  out->push_back(Invalid(
      "march_area_not_rolled", "一.進軍フェイズ ① 兵コマを配置する",
      "dice 1 2 6 make 3, 7 or 8; TOKUYAMA (12) is not among them", 2,
      PrefixThen({}, {}, {RollEvent(0), DiceEvent({1, 2, 6})}),
      PlaceEvent(0, kTokuyama, 1), "rumble_nation.march.area_not_rolled"));
  out->push_back(Invalid(
      "march_old_dice_after_reroll", "一.進軍フェイズ ① 兵コマを配置する",
      "after the re-roll only the new dice count", 2,
      PrefixThen({}, {},
                 {RollEvent(0), DiceEvent({2, 4, 6}), RerollEvent(0),
                  DiceEvent({1, 1, 1})}),
      PlaceEvent(0, kKyo, 3), "rumble_nation.march.area_not_rolled"));
  out->push_back(Invalid(
      "march_second_reroll", "一.進軍フェイズ ① 兵コマを配置する",
      "a second re-roll in the same turn", 2,
      PrefixThen({}, {},
                 {RollEvent(0), DiceEvent({2, 4, 6}), RerollEvent(0),
                  DiceEvent({1, 1, 1})}),
      RerollEvent(0), "rumble_nation.march.second_reroll"));
  out->push_back(Invalid(
      "march_card_after_roll", "一.進軍フェイズ ① 兵コマを配置する",
      "after rolling, the player may not stop and use a card instead", 2,
      PrefixThen({}, {{0, kKyo, 3}, {1, kYoshida, 3}},
                 {RollEvent(0), DiceEvent({1, 1, 1})}),
      CardEvent(0, kMonomi, kKyo, kInabayama), "rumble_nation.march.card_after_roll"));
  out->push_back(Invalid(
      "march_card_after_reroll", "一.進軍フェイズ ① 兵コマを配置する",
      "nor after a re-roll", 2,
      PrefixThen({}, {{0, kKyo, 3}, {1, kYoshida, 3}},
                 {RollEvent(0), DiceEvent({1, 1, 1}), RerollEvent(0),
                  DiceEvent({1, 1, 2})}),
      CardEvent(0, kMonomi, kKyo, kInabayama), "rumble_nation.march.card_after_roll"));
  out->push_back(Invalid("march_out_of_turn_roll", "一.進軍フェイズ",
                         "seat 0 starts; seat 1 may not roll first", 3,
                         Prefix({}, {}), RollEvent(1),
                         "rumble_nation.sequence.not_your_turn"));
  out->push_back(Invalid(
      "march_out_of_turn_place", "一.進軍フェイズ",
      "seat 0 rolled; seat 2 places", 3,
      PrefixThen({}, {}, {RollEvent(0), DiceEvent({2, 4, 5})}),
      PlaceEvent(2, kKyo, 3), "rumble_nation.sequence.not_your_turn"));
  out->push_back(Invalid(
      "march_not_clockwise", "一.進軍フェイズ",
      "after seat 0 comes seat 1, not seat 2", 3, Prefix({}, {{0, kKyo, 3}}),
      RollEvent(2), "rumble_nation.sequence.not_your_turn"));
  out->push_back(Invalid("march_dice_without_roll", "一.進軍フェイズ ① 兵コマを配置する",
                         "dice must follow a roll", 2, Prefix({}, {}),
                         DiceEvent({1, 2, 3}),
                         "rumble_nation.sequence.unexpected_event"));
}

// Seat 1 runs out first in a 3-player game (seats 0 and 2 begin with a
// 1-soldier turn).
Steps SeatOneRunsOutFirst() {
  Steps steps = {{0, kTokuyama, 1}, {1, kUsuki, 3}, {2, kKyo, 1}};
  for (int round = 1; round < 6; ++round) {
    steps.push_back({0, kTokuyama, 3});
    steps.push_back({1, kUsuki, 3});
    steps.push_back({2, kKyo, 3});
  }
  return steps;
}

void AddRunningOutCases(std::vector<CorpusCase>* out) {
  out->push_back(Full(
      Valid("running_out_katana_and_skip", "一.進軍フェイズ",
            "3 players: seat 1 runs out first and takes the 3-sword chip, then "
            "is skipped (0, 2, 0, ...); seat 0 takes 2, seat 2 takes 1. Each "
            "seat holds one province alone: USUKI 2 (s1), KYO 6 (s2), TOKUYAMA "
            "12 (s0); no reinforcement target anywhere",
            3, PrefixThen({}, SeatOneRunsOutFirst(),
                          {RollEvent(0), DiceEvent({6, 6, 5}),
                           PlaceEvent(0, kTokuyama, 2), RollEvent(2),
                           DiceEvent({3, 3, 4}), PlaceEvent(2, kKyo, 2)})),
      {12, 2, 6}, {0}));
  out->push_back(Invalid("running_out_skipped_player_rolls", "一.進軍フェイズ",
                         "seat 1 ran out; its turns are skipped", 3,
                         PrefixThen({}, SeatOneRunsOutFirst(),
                                    {RollEvent(0), DiceEvent({6, 6, 5}),
                                     PlaceEvent(0, kTokuyama, 2)}),
                         RollEvent(1), "rumble_nation.sequence.not_your_turn"));
}

void AddCardCases(std::vector<CorpusCase>* out) {
  const std::string g = "軍略カードガイド ";
  // One legal use per card.
  out->push_back(Valid("card_monomi", g + "物見",
                       "seat 0 moves 1 soldier KYO -> OKO (a sea link)", 2,
                       PrefixThen({kMonomi, kKasei, kMuhon},
                                  {{0, kKyo, 2}, {1, kYoshida, 1}},
                                  {CardEvent(0, kMonomi, kKyo, kOko)})));
  out->push_back(Valid("card_yamagoe", g + "山越え",
                       "seat 0 moves 2 soldiers KYO -> INABAYAMA by land", 2,
                       PrefixThen({kYamagoe, kKasei, kMuhon},
                                  {{0, kKyo, 3}, {1, kYoshida, 1}},
                                  {CardEvent(0, kYamagoe, kKyo, kInabayama)})));
  out->push_back(Valid("card_suigun", g + "水軍",
                       "seat 0 moves 2 soldiers KYO -> OKO across the sea", 2,
                       PrefixThen({kSuigun, kKasei, kMuhon},
                                  {{0, kKyo, 2}, {1, kYoshida, 1}},
                                  {CardEvent(0, kSuigun, kKyo, kOko)})));
  out->push_back(Valid("card_buntai", g + "分隊",
                       "seat 0 has 5 in KYO and moves half (2) to YOSHIDA", 2,
                       PrefixThen({kBuntai, kKasei, kMuhon},
                                  {{0, kKyo, 3}, {1, kUsuki, 1}, {0, kKyo, 2},
                                   {1, kUsuki, 1}},
                                  {CardEvent(0, kBuntai, kKyo, kYoshida)})));
  out->push_back(Valid("card_shinobi", "軍略カードガイド (忍び, facts B.6)",
                       "seat 0 moves 1 soldier SHURI -> TOKUYAMA (not adjacent; "
                       "seat 0 already has a soldier there)",
                       2,
                       PrefixThen({kShinobi, kKasei, kMuhon},
                                  {{0, kShuri, 1}, {1, kKyo, 1},
                                   {0, kTokuyama, 1}, {1, kKyo, 1}},
                                  {CardEvent(0, kShinobi, kShuri, kTokuyama)})));
  out->push_back(Valid("card_joraku", g + "上洛",
                       "seat 0 moves 2 from YOSHIDA and 1 from OKO into KYO", 2,
                       PrefixThen({kJoraku, kKasei, kMuhon},
                                  {{0, kYoshida, 2}, {1, kUsuki, 1}, {0, kOko, 1},
                                   {1, kUsuki, 1}},
                                  {TakesEvent(0, kJoraku, {{kYoshida, 2}, {kOko, 1}})})));
  out->push_back(Valid("card_kasei", g + "加勢",
                       "seat 0 places 1 soldier from its supply into SHURI", 2,
                       PrefixThen({kKasei, kMonomi, kMuhon},
                                  {{0, kShuri, 1}, {1, kKyo, 1}},
                                  {CardEvent(0, kKasei, -1, kShuri)})));
  out->push_back(Valid(
      "card_muhon", g + "謀叛",
      "seat 0 replaces one of seat 1's soldiers in KYO with its own; seat 1 "
      "gets it back in supply and places it again as usual (its supply goes "
      "16 -> 17 -> 14)",
      2,
      PrefixThen({kMuhon, kKasei, kMonomi}, {{0, kShuri, 1}, {1, kKyo, 2}},
                 {CardEvent(0, kMuhon, kKyo, -1, 1), RollEvent(1),
                  DiceEvent({5, 6, 6}), PlaceEvent(1, kOdawara, 3)})));
  out->push_back(Valid("card_tsuiho", g + "追放",
                       "seat 0 shares KYO with seat 1 and pushes one of seat 1's "
                       "soldiers into OKO",
                       2,
                       PrefixThen({kTsuiho, kKasei, kMuhon},
                                  {{0, kKyo, 1}, {1, kKyo, 2}},
                                  {CardEvent(0, kTsuiho, kKyo, kOko, 1)})));
  out->push_back(Valid("card_hitojichi", g + "人質",
                       "seat 0 pulls one of seat 1's soldiers from YOSHIDA into "
                       "KYO, where seat 0 has a soldier",
                       2,
                       PrefixThen({kHitojichi, kKasei, kMuhon},
                                  {{0, kKyo, 1}, {1, kYoshida, 2}},
                                  {CardEvent(0, kHitojichi, kYoshida, kKyo, 1)})));
  out->push_back(Valid("card_otori", "軍略カードガイド (囮, facts B.6)",
                       "seat 0 moves 1 own and 2 of seat 1's soldiers KYO -> "
                       "INABAYAMA",
                       2,
                       PrefixThen({kOtori, kKasei, kMuhon},
                                  {{0, kKyo, 2}, {1, kKyo, 3}},
                                  {CardEvent(0, kOtori, kKyo, kInabayama, 1)})));
  out->push_back(Valid(
      "card_taikyaku", g + "退却",
      "seat 0 returns 3 soldiers (2 from KYO, 1 from OKO) to its supply - the "
      "seed says three (facts B.6 says two; the seed wins) - and places "
      "again later",
      2,
      PrefixThen({kTaikyaku, kKasei, kMuhon},
                 {{0, kKyo, 2}, {1, kUsuki, 1}, {0, kOko, 2}, {1, kUsuki, 1}},
                 {TakesEvent(0, kTaikyaku, {{kKyo, 2}, {kOko, 1}}), RollEvent(1),
                  DiceEvent({1, 1, 1}), PlaceEvent(1, kUsuki, 1), RollEvent(0),
                  DiceEvent({2, 4, 5}), PlaceEvent(0, kKyo, 3)})));
  out->push_back(Valid(
      "card_one_each", "一.進軍フェイズ ② 軍略カードを使う",
      "each player uses one card; a card used is the whole turn", 3,
      PrefixThen({kKasei, kMonomi, kShinobi, kMuhon},
                 {{0, kKyo, 2}, {1, kUsuki, 1}, {2, kOko, 1}},
                 {CardEvent(0, kKasei, -1, kKyo), CardEvent(1, kMonomi, kUsuki, kShuri),
                  CardEvent(2, kMuhon, kKyo, -1, 0), RollEvent(0)})));

  // General misuse.
  out->push_back(Invalid(
      "card_second_card", "一.進軍フェイズ ② 軍略カードを使う",
      "seat 0 used 加勢 and tries 物見 on a later turn", 2,
      PrefixThen({kKasei, kMonomi, kShinobi}, {{0, kKyo, 2}, {1, kUsuki, 1}},
                 {CardEvent(0, kKasei, -1, kKyo), RollEvent(1),
                  DiceEvent({1, 1, 1}), PlaceEvent(1, kUsuki, 1)}),
      CardEvent(0, kMonomi, kKyo, kOko), "rumble_nation.card.second_card"));
  out->push_back(Invalid(
      "card_not_face_up", "一.進軍フェイズ ② 軍略カードを使う",
      "山越え is not among the face-up cards", 2,
      Prefix({kKasei, kMonomi, kShinobi}, {{0, kKyo, 2}, {1, kUsuki, 1}}),
      CardEvent(0, kYamagoe, kKyo, kInabayama), "rumble_nation.card.not_face_up"));
  out->push_back(Invalid(
      "card_already_taken", "一.進軍フェイズ ② 軍略カードを使う",
      "seat 0 took 加勢; it left the display, so seat 1 cannot use it", 2,
      PrefixThen({kKasei, kMonomi, kShinobi}, {{0, kKyo, 2}, {1, kUsuki, 1}},
                 {CardEvent(0, kKasei, -1, kKyo)}),
      CardEvent(1, kKasei, -1, kUsuki), "rumble_nation.card.not_face_up"));
  Steps seat0_out;
  for (int i = 0; i < 6; ++i) {
    seat0_out.push_back({0, kKyo, 3});
    seat0_out.push_back({1, kUsuki, 1});
  }
  out->push_back(Invalid(
      "card_after_someone_ran_out", "一.進軍フェイズ ② 軍略カードを使う",
      "seat 0 has placed all 18; from then on nobody may use a card", 2,
      Prefix({kKasei, kMonomi, kShinobi}, seat0_out),
      CardEvent(1, kKasei, -1, kUsuki), "rumble_nation.card.after_someone_ran_out"));

  // Each card's misuse.
  struct Misuse {
    const char* name;
    const char* section;
    const char* note;
    int players;
    Card card;
    Steps steps;
    pb::Event bad;
    const char* rule;
  };
  const std::vector<Misuse> misuses = {
      {"card_monomi_not_adjacent", "物見", "KYO and USUKI are not adjacent", 2,
       kMonomi, {{0, kKyo, 1}, {1, kYoshida, 1}},
       CardEvent(0, kMonomi, kKyo, kUsuki), "rumble_nation.card.monomi"},
      {"card_monomi_no_own_soldier", "物見", "seat 0 has no soldier in YOSHIDA", 2,
       kMonomi, {{0, kKyo, 1}, {1, kYoshida, 1}},
       CardEvent(0, kMonomi, kYoshida, kKyo), "rumble_nation.card.monomi"},
      {"card_yamagoe_by_sea", "山越え", "KYO -> OKO is a sea link", 2, kYamagoe,
       {{0, kKyo, 2}, {1, kYoshida, 1}}, CardEvent(0, kYamagoe, kKyo, kOko),
       "rumble_nation.card.yamagoe"},
      {"card_yamagoe_one_soldier", "山越え", "only 1 soldier in KYO", 2, kYamagoe,
       {{0, kKyo, 1}, {1, kYoshida, 1}}, CardEvent(0, kYamagoe, kKyo, kInabayama),
       "rumble_nation.card.yamagoe"},
      {"card_suigun_by_land", "水軍", "KYO -> YOSHIDA is a land link", 2, kSuigun,
       {{0, kKyo, 2}, {1, kUsuki, 1}}, CardEvent(0, kSuigun, kKyo, kYoshida),
       "rumble_nation.card.suigun"},
      {"card_suigun_one_soldier", "水軍", "only 1 soldier in KYO", 2, kSuigun,
       {{0, kKyo, 1}, {1, kUsuki, 1}}, CardEvent(0, kSuigun, kKyo, kOko),
       "rumble_nation.card.suigun"},
      {"card_buntai_one_soldier", "分隊", "分隊 needs 2 or more soldiers in the area",
       2, kBuntai, {{0, kKyo, 1}, {1, kUsuki, 1}},
       CardEvent(0, kBuntai, kKyo, kYoshida), "rumble_nation.card.buntai"},
      {"card_buntai_not_adjacent", "分隊", "TOKUYAMA and KYO are not adjacent", 2,
       kBuntai, {{0, kTokuyama, 3}, {1, kUsuki, 1}},
       CardEvent(0, kBuntai, kTokuyama, kKyo), "rumble_nation.card.buntai"},
      {"card_shinobi_to_area_without_own", "忍び (facts B.6)",
       "忍び only moves to an area already holding the player's soldiers", 2,
       kShinobi, {{0, kShuri, 1}, {1, kKyo, 1}},
       CardEvent(0, kShinobi, kShuri, kKyo), "rumble_nation.card.shinobi"},
      {"card_joraku_not_adjacent", "上洛", "USUKI is not adjacent to KYO", 2,
       kJoraku, {{0, kUsuki, 1}, {1, kOko, 1}},
       TakesEvent(0, kJoraku, {{kUsuki, 1}}), "rumble_nation.card.joraku"},
      {"card_joraku_more_than_present", "上洛", "seat 0 has 2 in YOSHIDA, not 3",
       2, kJoraku, {{0, kYoshida, 2}, {1, kOko, 1}},
       TakesEvent(0, kJoraku, {{kYoshida, 3}}), "rumble_nation.card.joraku"},
      {"card_kasei_area_without_own", "加勢",
       "加勢 places only where the player already has soldiers", 2, kKasei,
       {{0, kShuri, 1}, {1, kKyo, 1}}, CardEvent(0, kKasei, -1, kKyo),
       "rumble_nation.card.kasei"},
      {"card_muhon_no_opponent_soldier", "謀叛", "no opponent soldier in OKO", 2,
       kMuhon, {{0, kShuri, 1}, {1, kKyo, 2}},
       CardEvent(0, kMuhon, kOko, -1, 1), "rumble_nation.card.muhon"},
      {"card_muhon_own_soldier", "謀叛", "謀叛 replaces another player's soldier",
       2, kMuhon, {{0, kShuri, 1}, {1, kKyo, 2}},
       CardEvent(0, kMuhon, kShuri, -1, 0), "rumble_nation.card.muhon"},
      {"card_tsuiho_not_shared", "追放",
       "seat 0 has no soldier in OKO, where seat 1's soldier is", 2, kTsuiho,
       {{0, kKyo, 1}, {1, kOko, 1}}, CardEvent(0, kTsuiho, kOko, kKyo, 1),
       "rumble_nation.card.tsuiho"},
      {"card_tsuiho_not_adjacent", "追放", "KYO and USUKI are not adjacent", 2,
       kTsuiho, {{0, kKyo, 1}, {1, kKyo, 2}},
       CardEvent(0, kTsuiho, kKyo, kUsuki, 1), "rumble_nation.card.tsuiho"},
      {"card_hitojichi_not_into_own_area", "人質",
       "seat 0 has no soldier in OKO to pull the hostage into", 2, kHitojichi,
       {{0, kKyo, 1}, {1, kYoshida, 2}},
       CardEvent(0, kHitojichi, kYoshida, kOko, 1), "rumble_nation.card.hitojichi"},
      {"card_hitojichi_not_adjacent", "人質", "SHURI and KYO are not adjacent", 2,
       kHitojichi, {{0, kKyo, 1}, {1, kShuri, 2}},
       CardEvent(0, kHitojichi, kShuri, kKyo, 1), "rumble_nation.card.hitojichi"},
      {"card_otori_one_opponent_soldier", "囮 (facts B.6)",
       "seat 1 has only 1 soldier in KYO", 2, kOtori,
       {{0, kKyo, 1}, {1, kKyo, 1}}, CardEvent(0, kOtori, kKyo, kOko, 1),
       "rumble_nation.card.otori"},
      {"card_otori_two_opponents", "囮 (facts B.6)",
       "the two soldiers must be one opponent's; seats 1 and 2 have 1 each", 3,
       kOtori, {{0, kKyo, 1}, {1, kKyo, 1}, {2, kKyo, 1}},
       CardEvent(0, kOtori, kKyo, kOko, 1), "rumble_nation.card.otori"},
      {"card_taikyaku_two_soldiers", "退却", "退却 returns three soldiers, not two",
       2, kTaikyaku, {{0, kKyo, 2}, {1, kUsuki, 1}, {0, kOko, 2}, {1, kUsuki, 1}},
       TakesEvent(0, kTaikyaku, {{kKyo, 2}}), "rumble_nation.card.taikyaku"},
      {"card_taikyaku_four_soldiers", "退却", "three soldiers, not four", 2,
       kTaikyaku, {{0, kKyo, 2}, {1, kUsuki, 1}, {0, kOko, 2}, {1, kUsuki, 1}},
       TakesEvent(0, kTaikyaku, {{kKyo, 2}, {kOko, 2}}),
       "rumble_nation.card.taikyaku"},
  };
  for (const Misuse& m : misuses) {
    std::vector<Card> cards = {m.card};
    for (Card filler : {kKasei, kMuhon, kMonomi}) {
      if (static_cast<int>(cards.size()) == m.players + 1) break;
      if (filler != m.card) cards.push_back(filler);
    }
    out->push_back(Invalid(m.name, g + m.section, m.note, m.players,
                           Prefix(cards, m.steps), m.bad, m.rule));
  }
}

void AddBattleCases(std::vector<CorpusCase>* out) {
  out->push_back(Full(
      Valid("battle_reinforcement_cascade_2p", "二.合戦フェイズ ③ 援軍コマを派遣する",
            "2 players, full game. Order 2..12; strength = soldiers + "
            "reinforcements; 1 reinforcement per won province (2 players); "
            "each time a single candidate, placed without an event. USUKI(2) "
            "s0 -> +1 OKO; OKO(3) s0 4 vs 3 -> +1 KYO; KYO(6) s0 4 vs 3 "
            "(a 3-3 tie would have gone to s1's 2 swords); INABAYAMA(7) s1 -> "
            "+1 KIYOSU(8) s1 -> +1 ODAWARA(11) s1; TOKUYAMA(12) s0. No small "
            "chips with 2 players. s0 2+3+6+12=23, s1 7+8+11=26: s1 wins",
            2, Scripted(&ReinforcementCascade2p)),
      {23, 26}, {1}));
  out->push_back(Full(
      Valid("battle_reinforcement_choice_3p_yoshida",
            "二.合戦フェイズ ③ 援軍コマを派遣する",
            "3 players, full game. USUKI(2) 3-3 tie s0/s1 -> s0 (3 swords), "
            "s1 small 1; s0 chooses YOSHIDA over OKO for its 2 pieces. OKO(3) "
            "3-3 s0/s2 -> s0, s2 small 1, the only candidate YOSHIDA gets 2 "
            "more; SHURI(4) s2 alone (no small chip); YOSHIDA(5) s0 3+4 vs s1 "
            "6 -> s0, s1 small 2; KYO(6) 3-3 s1/s2 -> s1, s2 small 3; "
            "KASUGAYAMA(9) s1; ODAWARA(11) s2; TOKUYAMA(12) s0. "
            "s0 22, s1 18, s2 19",
            3, Scripted(&ReinforcementChoice3p, {ReinforceEvent(0, kYoshida)})),
      {22, 18, 19}, {0}));
  out->push_back(Full(
      Valid("battle_reinforcement_choice_3p_oko", "二.合戦フェイズ ③ 援軍コマを派遣する",
            "the same march, s0 chooses OKO: OKO s0 5 vs 3; then YOSHIDA "
            "(only candidate) gets 2: s0 3+2 loses to s1 6, s0 small 2; s1's "
            "only candidate KYO gets 2: s1 5 vs s2 3. s0 19, s1 21, s2 19",
            3, Scripted(&ReinforcementChoice3p, {ReinforceEvent(0, kOko)})),
      {19, 21, 19}, {1}));
  out->push_back(Full(
      Valid("battle_second_place_tie_3p", "二.合戦フェイズ ① 順位を判定する",
            "3 players, full game; seat 2 runs out before seat 1 (katana 3, "
            "1, 2 for seats 0, 1, 2). KYO: s0 6, s1 3, s2 3: the tie for "
            "second goes to s2's 2 swords: small chip 3. s0 6+12=18, s1 "
            "11, s2 4+3=7",
            3, Scripted(&SecondPlaceTie3p)),
      {18, 11, 7}, {0}));
  out->push_back(Full(
      Valid("battle_4p_small_chip_and_two_reinforcements",
            "二.合戦フェイズ ② 城チップを獲得する",
            "4 players, full game; katana 4, 3, 2, 1 in seat order. USUKI(2) "
            "s3 alone -> 2 pieces to OKO (only candidate); OKO(3) s3 3+2 alone "
            "(no small chip) -> 2 to KYO; KYO(6) s3 3+2 beats 3, 3, 3 and the "
            "three-way tie for second goes to s0 (4 swords): small chip 3. "
            "SHURI(4) s2, ODAWARA(11) s1, TOKUYAMA(12) s0. s0 3+12=15, s1 11, "
            "s2 4, s3 2+3+6=11",
            4, Scripted(&FourPlayers)),
      {15, 11, 4, 11}, {0}));
  out->push_back(Full(
      Valid("end_tie_goes_to_more_swords", "ゲームの終了と勝者",
            "2 players, full game, 12 points each: seat 1 ran out first (2 "
            "swords) and wins. Seat 0's last die asks for 3 with 2 left: 2 "
            "placed",
            2, Scripted(&FinalTieKatana2p)),
      {12, 12}, {1}));
  out->push_back(Invalid(
      "battle_reinforce_target_without_soldiers", "二.合戦フェイズ ③ 援軍コマを派遣する",
      "SHURI is adjacent to USUKI and keeps its chip but holds none of s0's "
      "soldiers",
      3, Scripted(&ReinforcementChoice3p), ReinforceEvent(0, kShuri),
      "rumble_nation.battle.reinforce_target"));
  out->push_back(Invalid(
      "battle_reinforce_target_not_adjacent", "二.合戦フェイズ ③ 援軍コマを派遣する",
      "TOKUYAMA holds s0's soldiers but is not adjacent to USUKI", 3,
      Scripted(&ReinforcementChoice3p), ReinforceEvent(0, kTokuyama),
      "rumble_nation.battle.reinforce_target"));
  out->push_back(Invalid(
      "battle_reinforce_target_already_won", "二.合戦フェイズ ③ 援軍コマを派遣する",
      "USUKI's own large chip was just taken; it is no target", 3,
      Scripted(&ReinforcementChoice3p), ReinforceEvent(0, kUsuki),
      "rumble_nation.battle.reinforce_target"));
  out->push_back(Invalid(
      "battle_reinforce_by_second_place", "二.合戦フェイズ ③ 援軍コマを派遣する",
      "only the winner of USUKI (seat 0) sends reinforcements", 3,
      Scripted(&ReinforcementChoice3p), ReinforceEvent(1, kYoshida),
      "rumble_nation.battle.not_your_turn"));
  out->push_back(Invalid("end_event_after_game_over", "ゲームの終了と勝者",
                         "the game ended after TOKUYAMA(12); nothing may follow",
                         2, Scripted(&FinalTieKatana2p), RollEvent(0),
                         "rumble_nation.game_over"));
}

void AddMalformedCases(std::vector<CorpusCase>* out) {
  auto after_roll = PrefixThen({}, {}, {RollEvent(0), DiceEvent({2, 4, 5})});
  out->push_back(Invalid("malformed_area", "ゲームの準備 地図の見方",
                         "area 12 does not exist (11 areas)", 2, after_roll,
                         PlaceEvent(0, 11, 3), "rumble_nation.event.bad_area"));
  out->push_back(Invalid("malformed_card", "軍略カードガイド",
                         "card 13 does not exist (12 cards)", 2, Prefix({}, {}),
                         CardEvent(0, static_cast<Card>(13), kKyo, kOko),
                         "rumble_nation.event.bad_card"));
  out->push_back(Invalid("malformed_seat", "ゲームの準備 兵コマ、マーカー",
                         "seat 2 in a 2-player game", 2, Prefix({}, {}),
                         RollEvent(2), "rumble_nation.event.bad_seat"));
  out->push_back(Invalid("malformed_dice", "一.進軍フェイズ ① 兵コマを配置する",
                         "a die shows 1..6, not 7", 2,
                         PrefixThen({}, {}, {RollEvent(0)}), DiceEvent({1, 7, 2}),
                         "rumble_nation.event.bad_dice"));
  out->push_back(Invalid("malformed_two_dice", "一.進軍フェイズ ① 兵コマを配置する",
                         "three dice are rolled, not two", 2,
                         PrefixThen({}, {}, {RollEvent(0)}), DiceEvent({3, 3}),
                         "rumble_nation.event.bad_dice"));
  pb::Event other;
  other.mutable_living_forest();
  out->push_back(Invalid("malformed_other_game", "ゲームのプレイ",
                         "an event of another game in a rumble_nation log", 2,
                         Prefix({}, {}), other, "rumble_nation.event.other_game"));
  pb::Event empty;
  empty.mutable_rumble_nation()->set_seat(0);
  out->push_back(Invalid("malformed_no_kind", "ゲームのプレイ",
                         "a rumble_nation event without a kind", 2, Prefix({}, {}),
                         empty, "rumble_nation.event.empty"));
}

// Text format with UTF-8 kept readable (the seed sections are Japanese).
std::string PrintText(const google::protobuf::Message& message) {
  google::protobuf::TextFormat::Printer printer;
  printer.SetUseUtf8StringEscaping(true);
  std::string out;
  printer.PrintToString(message, &out);
  // A single quote needs no escape inside a double-quoted string.
  return absl::StrReplaceAll(out, {{"\\'", "'"}});
}

std::string Indent(const std::string& text) {
  std::string out;
  for (absl::string_view line : absl::StrSplit(text, '\n', absl::SkipEmpty())) {
    absl::StrAppend(&out, "  ", line, "\n");
  }
  return out;
}

}  // namespace

std::vector<CorpusCase> AllCorpusCases() {
  std::vector<CorpusCase> cases;
  AddSetupCases(&cases);
  AddMarchCases(&cases);
  AddRunningOutCases(&cases);
  AddCardCases(&cases);
  AddBattleCases(&cases);
  AddMalformedCases(&cases);
  return cases;
}

pb::MatchLog BuildCaseLog(const CorpusCase& c) {
  Table t(c.players);
  c.play(t);
  pb::MatchLog log = t.ToLog(absl::StrCat("rn-conformance-", c.name));
  log.mutable_header()->mutable_provenance()->set_note(c.note);
  pb::Expectation* expect = log.mutable_expect();
  expect->set_issue(c.issue);
  if (c.bad.has_value()) {
    expect->mutable_invalid()->set_event_index(log.events_size());
    expect->mutable_invalid()->set_rule_id(c.rule);
    *log.add_events() = *c.bad;
  } else {
    expect->mutable_valid();
    for (int64_t s : c.scores) expect->add_final_scores(s);
    for (uint32_t w : c.winners) expect->add_winners(w);
  }
  return log;
}

std::string CommentedText(const CorpusCase& c, const pb::MatchLog& log) {
  std::string out = absl::StrCat(
      "# proto-file: proto/arbiter/log.proto\n# proto-message: arbiter.pb.MatchLog\n#\n",
      "# ", c.name, (c.bad.has_value() ? " (invalid)" : " (valid)"), "\n");
  std::string note = c.note;
  while (!note.empty()) {
    size_t cut = note.size() <= 74 ? note.size() : note.rfind(' ', 74);
    if (cut == std::string::npos || cut == 0) cut = std::min<size_t>(74, note.size());
    absl::StrAppend(&out, "#   ", note.substr(0, cut), "\n");
    note = note.substr(std::min(note.size(), cut + 1));
  }
  absl::StrAppend(&out, "# Seed: ", c.issue, "\n",
                  "# Castles (test deal unless the case deals its own): USUKI=2 OKO=3 "
                  "SHURI=4 YOSHIDA=5 KYO=6\n#   INABAYAMA=7 KIYOSU=8 KASUGAYAMA=9 "
                  "YONEZAWA=10 ODAWARA=11 TOKUYAMA=12.\n",
                  "# Written by tests/rumble_nation/corpus_gen_test.cc "
                  "(corpus_cases.cc), then reviewed.\n\n");
  absl::StrAppend(&out, "header {\n", Indent(PrintText(log.header())), "}\n\n");

  const Game* game = FindGame("rumble_nation");
  std::unique_ptr<Match> match = *game->NewMatch(log.header());
  google::protobuf::TextFormat::Printer line;
  line.SetSingleLineMode(true);
  for (int i = 0; i < log.events_size(); ++i) {
    const pb::Event& e = log.events(i);
    std::string body;
    line.PrintToString(e, &body);
    bool is_bad = c.bad.has_value() && i == log.events_size() - 1;
    absl::StrAppend(&out, "# [", i, "] ", match->EventText(e),
                    is_bad ? "   <-- must be rejected" : "", "\n");
    absl::StrAppend(&out, "events { ", absl::StripTrailingAsciiWhitespace(body),
                    " }\n");
    if (!is_bad) match->Apply(e).IgnoreError();  // the prefix applies (checked)
  }
  absl::StrAppend(&out, "\nexpect {\n", Indent(PrintText(log.expect())), "}\n");
  return out;
}

}  // namespace arbiter::rumble_nation::testing
