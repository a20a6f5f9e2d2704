// Strategy cards (seed 003_7755f114b63b7b37.txt ② 軍略カードを使う and
// 軍略カードガイド): each of the twelve cards with a legal use and each way
// it can be illegal, plus the rules for cards in general.
//
// Boards are built by deployments; seat 0 then plays the card. Areas:
// KYO's neighbours are YOSHIDA, INABAYAMA, KIYOSU (land) and OKO (sea).
#include <initializer_list>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tests/rumble_nation/rn_table.h"

namespace arbiter::rumble_nation::testing {
namespace {

// A table whose display holds `card` (plus fillers), after `steps`.
Table Board(int players, Card card, const std::vector<Table::Step>& steps) {
  Table t(players);
  std::vector<Card> cards = {card};
  for (int n = 1; static_cast<int>(cards.size()) < players + 1; ++n) {
    if (static_cast<Card>(n) != card) cards.push_back(static_cast<Card>(n));
  }
  t.Setup(cards);
  absl::Status played = t.Play(steps);
  EXPECT_TRUE(played.ok()) << played;
  return t;
}

// The event is refused under `rule` with kFailedPrecondition and changes
// nothing.
void ExpectRefused(Table& t, const pb::Event& event, const std::string& rule) {
  uint64_t before = t.match().Digest();
  absl::Status s = t.Apply(event);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition) << s;
  EXPECT_EQ(RuleOf(s), rule) << s;
  EXPECT_EQ(t.match().Digest(), before);
}

void ExpectPlayed(Table& t, const pb::Event& event) {
  absl::Status s = t.Apply(event);
  ASSERT_TRUE(s.ok()) << s;
}

// ---- 物見: one own soldier to an adjacent area (land or sea).

TEST(RumbleNationCards, MonomiMovesOneSoldierToAnAdjacentArea) {
  for (int to : {kInabayama /*land*/, kOko /*sea*/}) {
    Table t = Board(2, Card::kMonomi, {{0, kKyo, 2}, {1, kYoshida, 1}});
    ExpectPlayed(t, CardEvent(0, Card::kMonomi, kKyo, to));
    EXPECT_EQ(t.state().soldiers[0][kKyo], 1);
    EXPECT_EQ(t.state().soldiers[0][to], 1);
    EXPECT_EQ(t.state().card_used[0], Card::kMonomi);
    EXPECT_EQ(t.state().to_move, 1);  // the card was the turn
  }
}

TEST(RumbleNationCards, MonomiIllegalUses) {
  const std::string rule = "rumble_nation.card.monomi";
  Table t = Board(2, Card::kMonomi, {{0, kKyo, 1}, {1, kYoshida, 1}});
  ExpectRefused(t, CardEvent(0, Card::kMonomi, kKyo, kUsuki), rule);   // not adjacent
  ExpectRefused(t, CardEvent(0, Card::kMonomi, kYoshida, kKyo), rule); // not own
  ExpectRefused(t, CardEvent(0, Card::kMonomi, kKyo, kKyo), rule);     // same area
  ExpectRefused(t, CardEvent(0, Card::kMonomi, kKyo), rule);           // no target
  EXPECT_EQ(t.state().display[0], Card::kMonomi);  // still face up
}

TEST(RumbleNationCards, MonomiNeedsASoldierOnTheMap) {
  Table t = Board(2, Card::kMonomi, {});
  ExpectRefused(t, CardEvent(0, Card::kMonomi, kKyo, kOko),
                "rumble_nation.card.monomi");
}

// ---- 山越え: two own soldiers from one area to one land-adjacent area.

TEST(RumbleNationCards, YamagoeMovesTwoByLandOnly) {
  Table t = Board(2, Card::kYamagoe, {{0, kKyo, 3}, {1, kYoshida, 1}});
  ExpectPlayed(t, CardEvent(0, Card::kYamagoe, kKyo, kInabayama));
  EXPECT_EQ(t.state().soldiers[0][kKyo], 1);
  EXPECT_EQ(t.state().soldiers[0][kInabayama], 2);
}

TEST(RumbleNationCards, YamagoeIllegalUses) {
  const std::string rule = "rumble_nation.card.yamagoe";
  Table t = Board(2, Card::kYamagoe,
                  {{0, kKyo, 2}, {1, kYoshida, 1}, {0, kOko, 1}, {1, kYoshida, 1}});
  ExpectRefused(t, CardEvent(0, Card::kYamagoe, kKyo, kOko), rule);          // sea
  ExpectRefused(t, CardEvent(0, Card::kYamagoe, kKyo, kKasugayama), rule);   // not adjacent
  ExpectRefused(t, CardEvent(0, Card::kYamagoe, kOko, kYoshida), rule);      // only 1 (and sea)
  ExpectRefused(t, CardEvent(0, Card::kYamagoe, kYoshida, kKyo), rule);      // not own
}

TEST(RumbleNationCards, YamagoeNeedsTwoInTheSameArea) {
  // One soldier each in KYO and YOSHIDA (land neighbours): nothing to move.
  Table t = Board(2, Card::kYamagoe,
                  {{0, kKyo, 1}, {1, kOko, 1}, {0, kInabayama, 1}, {1, kOko, 1}});
  ExpectRefused(t, CardEvent(0, Card::kYamagoe, kKyo, kInabayama),
                "rumble_nation.card.yamagoe");
}

// ---- 水軍: two own soldiers from one area to one sea-adjacent area.

TEST(RumbleNationCards, SuigunMovesTwoBySeaOnly) {
  Table t = Board(2, Card::kSuigun, {{0, kKyo, 2}, {1, kYoshida, 1}});
  ExpectPlayed(t, CardEvent(0, Card::kSuigun, kKyo, kOko));
  EXPECT_EQ(t.state().soldiers[0][kKyo], 0);
  EXPECT_EQ(t.state().soldiers[0][kOko], 2);
}

TEST(RumbleNationCards, SuigunIllegalUses) {
  const std::string rule = "rumble_nation.card.suigun";
  Table t = Board(2, Card::kSuigun,
                  {{0, kKyo, 2}, {1, kYoshida, 1}, {0, kUsuki, 1}, {1, kYoshida, 1}});
  ExpectRefused(t, CardEvent(0, Card::kSuigun, kKyo, kYoshida), rule);  // land
  ExpectRefused(t, CardEvent(0, Card::kSuigun, kKyo, kUsuki), rule);    // not adjacent
  ExpectRefused(t, CardEvent(0, Card::kSuigun, kUsuki, kOko), rule);    // only 1
}

// ---- 分隊: half (rounded down) of 2+ own soldiers to one adjacent area.

TEST(RumbleNationCards, BuntaiMovesHalfRoundedDown) {
  struct Case {
    std::vector<Table::Step> steps;
    int before, moved;
  };
  for (const Case& c : {Case{{{0, kKyo, 2}, {1, kUsuki, 1}}, 2, 1},
                        Case{{{0, kKyo, 3}, {1, kUsuki, 1}}, 3, 1},
                        Case{{{0, kKyo, 3}, {1, kUsuki, 1}, {0, kKyo, 2},
                              {1, kUsuki, 1}},
                             5, 2}}) {
    Table t = Board(2, Card::kBuntai, c.steps);
    ASSERT_EQ(t.state().soldiers[0][kKyo], c.before);
    ExpectPlayed(t, CardEvent(0, Card::kBuntai, kKyo, kOko));  // by sea
    EXPECT_EQ(t.state().soldiers[0][kKyo], c.before - c.moved);
    EXPECT_EQ(t.state().soldiers[0][kOko], c.moved);
  }
}

TEST(RumbleNationCards, BuntaiIllegalUses) {
  const std::string rule = "rumble_nation.card.buntai";
  Table t = Board(2, Card::kBuntai,
                  {{0, kKyo, 1}, {1, kUsuki, 1}, {0, kTokuyama, 3}, {1, kUsuki, 1}});
  ExpectRefused(t, CardEvent(0, Card::kBuntai, kKyo, kYoshida), rule);       // only 1
  ExpectRefused(t, CardEvent(0, Card::kBuntai, kTokuyama, kKyo), rule);      // not adjacent
  ExpectRefused(t, CardEvent(0, Card::kBuntai, kTokuyama, kTokuyama), rule); // same area
}

// ---- 忍び: one own soldier to any other area already holding own soldiers.

TEST(RumbleNationCards, ShinobiMovesOneToAnyOwnAreaWithoutAdjacency) {
  Table t = Board(2, Card::kShinobi,
                  {{0, kShuri, 1}, {1, kKyo, 1}, {0, kTokuyama, 1}, {1, kKyo, 1}});
  ExpectPlayed(t, CardEvent(0, Card::kShinobi, kShuri, kTokuyama));
  EXPECT_EQ(t.state().soldiers[0][kShuri], 0);
  EXPECT_EQ(t.state().soldiers[0][kTokuyama], 2);
}

TEST(RumbleNationCards, ShinobiIllegalUses) {
  const std::string rule = "rumble_nation.card.shinobi";
  Table t = Board(2, Card::kShinobi,
                  {{0, kShuri, 1}, {1, kKyo, 1}, {0, kTokuyama, 1}, {1, kKyo, 1}});
  ExpectRefused(t, CardEvent(0, Card::kShinobi, kShuri, kKyo), rule);  // no own soldier there
  ExpectRefused(t, CardEvent(0, Card::kShinobi, kShuri, kUsuki), rule); // empty area
  ExpectRefused(t, CardEvent(0, Card::kShinobi, kKyo, kShuri), rule);  // not own in from
  ExpectRefused(t, CardEvent(0, Card::kShinobi, kShuri, kShuri), rule); // same area
}

// ---- 上洛: any number of own soldiers from KYO's neighbours into KYO.

TEST(RumbleNationCards, JorakuGathersFromSeveralNeighboursIntoKyo) {
  Table t = Board(2, Card::kJoraku,
                  {{0, kYoshida, 2}, {1, kUsuki, 1}, {0, kOko, 1}, {1, kUsuki, 1}});
  ExpectPlayed(t, TakesEvent(0, Card::kJoraku, {{kYoshida, 2}, {kOko, 1}}));
  EXPECT_EQ(t.state().soldiers[0][kKyo], 3);
  EXPECT_EQ(t.state().soldiers[0][kYoshida], 0);
  EXPECT_EQ(t.state().soldiers[0][kOko], 0);
}

TEST(RumbleNationCards, JorakuMayLeaveSomeBehind) {
  Table t = Board(2, Card::kJoraku, {{0, kYoshida, 3}, {1, kUsuki, 1}});
  ExpectPlayed(t, TakesEvent(0, Card::kJoraku, {{kYoshida, 1}}));
  EXPECT_EQ(t.state().soldiers[0][kKyo], 1);
  EXPECT_EQ(t.state().soldiers[0][kYoshida], 2);
}

TEST(RumbleNationCards, JorakuIllegalUses) {
  const std::string rule = "rumble_nation.card.joraku";
  Table t = Board(2, Card::kJoraku,
                  {{0, kYoshida, 2}, {1, kUsuki, 1}, {0, kUsuki, 1}, {1, kOko, 1},
                   {0, kKyo, 1}, {1, kOko, 1}});
  ExpectRefused(t, TakesEvent(0, Card::kJoraku, {{kUsuki, 1}}), rule);    // not a neighbour
  ExpectRefused(t, TakesEvent(0, Card::kJoraku, {{kYoshida, 3}}), rule);  // more than there
  ExpectRefused(t, TakesEvent(0, Card::kJoraku, {}), rule);               // nothing moved
  ExpectRefused(t, TakesEvent(0, Card::kJoraku, {{kKyo, 1}}), rule);      // KYO itself
  ExpectRefused(t, TakesEvent(0, Card::kJoraku, {{kOko, 1}}), rule);      // opponent's
  ExpectRefused(t, TakesEvent(0, Card::kJoraku, {{kYoshida, 1}, {kYoshida, 1}}),
                rule);                                                    // twice
  ExpectRefused(t, TakesEvent(0, Card::kJoraku, {{kYoshida, 0}}), rule);  // zero
}

// ---- 加勢: one soldier from the supply into an area holding own soldiers.

TEST(RumbleNationCards, KaseiPlacesOneFromSupply) {
  Table t = Board(2, Card::kKasei, {{0, kShuri, 1}, {1, kKyo, 1}});
  ExpectPlayed(t, CardEvent(0, Card::kKasei, -1, kShuri));
  EXPECT_EQ(t.state().soldiers[0][kShuri], 2);
  EXPECT_EQ(t.state().supply[0], 16);
}

TEST(RumbleNationCards, KaseiIllegalUses) {
  const std::string rule = "rumble_nation.card.kasei";
  Table t = Board(2, Card::kKasei, {{0, kShuri, 1}, {1, kKyo, 1}});
  ExpectRefused(t, CardEvent(0, Card::kKasei, -1, kKyo), rule);    // opponent's area
  ExpectRefused(t, CardEvent(0, Card::kKasei, -1, kUsuki), rule);  // empty area
  ExpectRefused(t, CardEvent(0, Card::kKasei), rule);              // no target
  Table first = Board(2, Card::kKasei, {});
  ExpectRefused(first, CardEvent(0, Card::kKasei, -1, kKyo), rule);  // nothing on the map
}

// ---- 謀叛: replace one opponent soldier with one of one's own from supply.

TEST(RumbleNationCards, MuhonReplacesAnOpponentSoldier) {
  Table t = Board(2, Card::kMuhon, {{0, kShuri, 1}, {1, kKyo, 2}});
  ExpectPlayed(t, CardEvent(0, Card::kMuhon, kKyo, -1, /*opponent=*/1));
  EXPECT_EQ(t.state().soldiers[1][kKyo], 1);
  EXPECT_EQ(t.state().soldiers[0][kKyo], 1);
  EXPECT_EQ(t.state().supply[0], 16);
  // The replaced soldier is back in its owner's supply ...
  EXPECT_EQ(t.state().supply[1], 17);
  // ... and is placed again as usual.
  ASSERT_TRUE(t.Deploy(1, kOdawara, 3).ok());
  EXPECT_EQ(t.state().supply[1], 14);
}

TEST(RumbleNationCards, MuhonIllegalUses) {
  const std::string rule = "rumble_nation.card.muhon";
  Table t = Board(2, Card::kMuhon, {{0, kShuri, 1}, {1, kKyo, 2}});
  ExpectRefused(t, CardEvent(0, Card::kMuhon, kOko, -1, 1), rule);    // no opponent soldier there
  ExpectRefused(t, CardEvent(0, Card::kMuhon, kShuri, -1, 0), rule);  // own soldier
  ExpectRefused(t, CardEvent(0, Card::kMuhon, -1, -1, 1), rule);      // no area
  Table first = Board(2, Card::kMuhon, {});
  ExpectRefused(first, CardEvent(0, Card::kMuhon, kKyo, -1, 1), rule);  // empty map
}

TEST(RumbleNationCards, MuhonOnASeatNotAtTheTableIsMalformed) {
  Table t = Board(2, Card::kMuhon, {{0, kShuri, 1}, {1, kKyo, 2}});
  absl::Status s = t.Apply(CardEvent(0, Card::kMuhon, kKyo, -1, 2));
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(RuleOf(s), "rumble_nation.event.bad_seat");
}

// ---- 追放: push one opponent soldier out of an area shared with them into
// an adjacent area.

TEST(RumbleNationCards, TsuihoPushesAnOpponentSoldierOut) {
  Table t = Board(2, Card::kTsuiho, {{0, kKyo, 1}, {1, kKyo, 2}});
  ExpectPlayed(t, CardEvent(0, Card::kTsuiho, kKyo, kOko, 1));
  EXPECT_EQ(t.state().soldiers[1][kKyo], 1);
  EXPECT_EQ(t.state().soldiers[1][kOko], 1);
  EXPECT_EQ(t.state().soldiers[0][kKyo], 1);
}

TEST(RumbleNationCards, TsuihoIllegalUses) {
  const std::string rule = "rumble_nation.card.tsuiho";
  Table t = Board(2, Card::kTsuiho,
                  {{0, kKyo, 1}, {1, kKyo, 2}, {0, kYoshida, 1}, {1, kOko, 1}});
  ExpectRefused(t, CardEvent(0, Card::kTsuiho, kOko, kKyo, 1), rule);      // not shared
  ExpectRefused(t, CardEvent(0, Card::kTsuiho, kYoshida, kUsuki, 1), rule); // no opponent there
  ExpectRefused(t, CardEvent(0, Card::kTsuiho, kKyo, kUsuki, 1), rule);    // not adjacent
  ExpectRefused(t, CardEvent(0, Card::kTsuiho, kKyo, kOko, 0), rule);      // oneself
}

// ---- 人質: pull one opponent soldier from an adjacent area into an area
// holding own soldiers.

TEST(RumbleNationCards, HitojichiPullsAnOpponentSoldierIn) {
  Table t = Board(2, Card::kHitojichi, {{0, kKyo, 1}, {1, kYoshida, 2}});
  ExpectPlayed(t, CardEvent(0, Card::kHitojichi, kYoshida, kKyo, 1));
  EXPECT_EQ(t.state().soldiers[1][kYoshida], 1);
  EXPECT_EQ(t.state().soldiers[1][kKyo], 1);
}

TEST(RumbleNationCards, HitojichiIllegalUses) {
  const std::string rule = "rumble_nation.card.hitojichi";
  Table t = Board(2, Card::kHitojichi,
                  {{0, kKyo, 1}, {1, kYoshida, 2}, {0, kKyo, 1}, {1, kShuri, 1}});
  ExpectRefused(t, CardEvent(0, Card::kHitojichi, kShuri, kKyo, 1), rule);     // not adjacent
  ExpectRefused(t, CardEvent(0, Card::kHitojichi, kYoshida, kOko, 1), rule);   // no own soldier in to
  ExpectRefused(t, CardEvent(0, Card::kHitojichi, kInabayama, kKyo, 1), rule); // no opponent soldier
  ExpectRefused(t, CardEvent(0, Card::kHitojichi, kKyo, kKyo, 0), rule);       // oneself
}

// ---- 囮: one own soldier and two of ONE opponent's from the same area into
// one adjacent area.

TEST(RumbleNationCards, OtoriMovesOneOwnAndTwoOfOneOpponent) {
  Table t = Board(2, Card::kOtori, {{0, kKyo, 2}, {1, kKyo, 3}});
  ExpectPlayed(t, CardEvent(0, Card::kOtori, kKyo, kInabayama, 1));
  EXPECT_EQ(t.state().soldiers[0][kKyo], 1);
  EXPECT_EQ(t.state().soldiers[0][kInabayama], 1);
  EXPECT_EQ(t.state().soldiers[1][kKyo], 1);
  EXPECT_EQ(t.state().soldiers[1][kInabayama], 2);
}

TEST(RumbleNationCards, OtoriIllegalUses) {
  const std::string rule = "rumble_nation.card.otori";
  Table t = Board(2, Card::kOtori,
                  {{0, kKyo, 1}, {1, kKyo, 2}, {0, kOko, 1}, {1, kOko, 1},
                   {0, kUsuki, 1}, {1, kYoshida, 2}});
  ExpectRefused(t, CardEvent(0, Card::kOtori, kOko, kKyo, 1), rule);        // 1 opponent soldier
  ExpectRefused(t, CardEvent(0, Card::kOtori, kYoshida, kKyo, 1), rule);    // no own soldier
  ExpectRefused(t, CardEvent(0, Card::kOtori, kKyo, kUsuki, 1), rule);      // not adjacent
  ExpectRefused(t, CardEvent(0, Card::kOtori, kKyo, kKyo, 1), rule);        // same area
  ExpectRefused(t, CardEvent(0, Card::kOtori, kKyo, kYoshida, 0), rule);    // oneself
}

TEST(RumbleNationCards, OtoriTakesBothSoldiersFromTheSameOpponent) {
  // KYO: seat 0 has 1, seats 1 and 2 one each: no single opponent has two.
  Table t = Board(3, Card::kOtori, {{0, kKyo, 1}, {1, kKyo, 1}, {2, kKyo, 1}});
  ExpectRefused(t, CardEvent(0, Card::kOtori, kKyo, kOko, 1), "rumble_nation.card.otori");
  ExpectRefused(t, CardEvent(0, Card::kOtori, kKyo, kOko, 2), "rumble_nation.card.otori");
}

// ---- 退却: three own soldiers from the map back to the supply (the seed
// says three; facts B.6 says two: the seed wins).

TEST(RumbleNationCards, TaikyakuReturnsThreeSoldiersFromSeveralAreas) {
  Table t = Board(2, Card::kTaikyaku,
                  {{0, kKyo, 2}, {1, kUsuki, 1}, {0, kOko, 2}, {1, kUsuki, 1}});
  ExpectPlayed(t, TakesEvent(0, Card::kTaikyaku, {{kKyo, 2}, {kOko, 1}}));
  EXPECT_EQ(t.state().soldiers[0][kKyo], 0);
  EXPECT_EQ(t.state().soldiers[0][kOko], 1);
  EXPECT_EQ(t.state().supply[0], 17);
  // Returned soldiers are placed again as usual.
  ASSERT_TRUE(t.Deploy(1, kUsuki, 1).ok());
  ASSERT_TRUE(t.Deploy(0, kKyo, 3).ok());
  EXPECT_EQ(t.state().supply[0], 14);
}

TEST(RumbleNationCards, TaikyakuFromOneArea) {
  Table t = Board(2, Card::kTaikyaku, {{0, kKyo, 3}, {1, kUsuki, 1}});
  ExpectPlayed(t, TakesEvent(0, Card::kTaikyaku, {{kKyo, 3}}));
  EXPECT_EQ(t.state().OnBoard(0), 0);
  EXPECT_EQ(t.state().supply[0], 18);
}

TEST(RumbleNationCards, TaikyakuIllegalUses) {
  const std::string rule = "rumble_nation.card.taikyaku";
  Table t = Board(2, Card::kTaikyaku,
                  {{0, kKyo, 2}, {1, kUsuki, 1}, {0, kOko, 2}, {1, kUsuki, 1}});
  ExpectRefused(t, TakesEvent(0, Card::kTaikyaku, {{kKyo, 2}}), rule);            // two
  ExpectRefused(t, TakesEvent(0, Card::kTaikyaku, {{kKyo, 2}, {kOko, 2}}), rule); // four
  ExpectRefused(t, TakesEvent(0, Card::kTaikyaku, {{kKyo, 3}}), rule);            // more than there
  ExpectRefused(t, TakesEvent(0, Card::kTaikyaku, {{kUsuki, 3}}), rule);          // opponent's
  ExpectRefused(t, TakesEvent(0, Card::kTaikyaku, {}), rule);                     // none
}

TEST(RumbleNationCards, TaikyakuNeedsThreeSoldiersOnTheMap) {
  Table t = Board(2, Card::kTaikyaku, {{0, kKyo, 2}, {1, kUsuki, 1}});
  ExpectRefused(t, TakesEvent(0, Card::kTaikyaku, {{kKyo, 2}}),
                "rumble_nation.card.taikyaku");
}

// ---- ② 軍略カードを使う: cards in general.

TEST(RumbleNationCardRules, EachPlayerUsesOneCardPerGame) {
  Table t(2);
  t.Setup({Card::kKasei, Card::kMonomi, Card::kShinobi});
  ASSERT_TRUE(t.Play({{0, kKyo, 2}, {1, kUsuki, 1}}).ok());
  ExpectPlayed(t, CardEvent(0, Card::kKasei, -1, kKyo));
  ASSERT_TRUE(t.Deploy(1, kUsuki, 1).ok());
  ExpectRefused(t, CardEvent(0, Card::kMonomi, kKyo, kOko),
                "rumble_nation.card.second_card");
  // The other player still has their own use.
  ASSERT_TRUE(t.Deploy(0, kKyo, 1).ok());
  ExpectPlayed(t, CardEvent(1, Card::kMonomi, kUsuki, kOko));
}

TEST(RumbleNationCardRules, UsedCardLeavesTheDisplay) {
  Table t(2);
  t.Setup({Card::kKasei, Card::kMonomi, Card::kShinobi});
  ASSERT_TRUE(t.Play({{0, kKyo, 2}, {1, kUsuki, 1}}).ok());
  ExpectPlayed(t, CardEvent(0, Card::kKasei, -1, kKyo));
  EXPECT_EQ(t.state().display[0], Card::kNone);
  ExpectRefused(t, CardEvent(1, Card::kKasei, -1, kUsuki),
                "rumble_nation.card.not_face_up");
}

TEST(RumbleNationCardRules, OnlyFaceUpCardsMayBeUsed) {
  Table t(2);
  t.Setup({Card::kKasei, Card::kMonomi, Card::kShinobi});
  ASSERT_TRUE(t.Play({{0, kKyo, 2}, {1, kUsuki, 1}}).ok());
  // 物見 is face up; 山越え (not shown) would otherwise be legal here.
  ExpectRefused(t, CardEvent(0, Card::kYamagoe, kKyo, kInabayama),
                "rumble_nation.card.not_face_up");
}

TEST(RumbleNationCardRules, NoCardsOnceAnyoneRanOut) {
  Table t(2);
  t.Setup({Card::kKasei, Card::kMonomi, Card::kShinobi});
  // Seat 0 places 3 a turn and runs out after six turns; seat 1 places 1.
  for (int i = 0; i < 6; ++i) ASSERT_TRUE(t.Play({{0, kKyo, 3}, {1, kUsuki, 1}}).ok());
  ASSERT_EQ(t.state().katana[0], 2);
  ASSERT_EQ(t.state().to_move, 1);
  ExpectRefused(t, CardEvent(1, Card::kKasei, -1, kUsuki),
                "rumble_nation.card.after_someone_ran_out");
  ExpectRefused(t, CardEvent(1, Card::kMonomi, kUsuki, kOko),
                "rumble_nation.card.after_someone_ran_out");
  // Deploying goes on as usual.
  EXPECT_TRUE(t.Deploy(1, kUsuki, 3).ok());
}

TEST(RumbleNationCardRules, CardThatRunsThePlayerOutClosesTheCards) {
  // 加勢 with the last soldier of the supply: the player is out and takes
  // the katana chip at once; the other seat can no longer use a card.
  Table t(2);
  t.Setup({Card::kKasei, Card::kMonomi, Card::kShinobi});
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(t.Play({{0, kKyo, 3}, {1, kUsuki, 1}}).ok());
  ASSERT_TRUE(t.Play({{0, kKyo, 2}, {1, kUsuki, 1}}).ok());
  ASSERT_EQ(t.state().supply[0], 1);
  ExpectPlayed(t, CardEvent(0, Card::kKasei, -1, kKyo));
  EXPECT_EQ(t.state().supply[0], 0);
  EXPECT_EQ(t.state().katana[0], 2);
  ExpectRefused(t, CardEvent(1, Card::kMonomi, kUsuki, kOko),
                "rumble_nation.card.after_someone_ran_out");
}

}  // namespace
}  // namespace arbiter::rumble_nation::testing
