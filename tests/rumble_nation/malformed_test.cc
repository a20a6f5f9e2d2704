// Events that name something that does not exist (kInvalidArgument with a
// rumble_nation.event.* rule id): other game, no kind, seat, area, card,
// dice. Decoding happens before any rule, so these fail in any state.
#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tests/rumble_nation/rn_table.h"

namespace arbiter::rumble_nation::testing {
namespace {

namespace pbrn = ::arbiter::pb::rumble_nation;

void ExpectMalformed(Table& t, const pb::Event& event, const std::string& rule) {
  uint64_t before = t.match().Digest();
  absl::Status s = t.Apply(event);
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument) << s;
  EXPECT_EQ(RuleOf(s), rule) << s;
  EXPECT_EQ(t.match().Digest(), before);
}

TEST(RumbleNationMalformed, EventOfAnotherGame) {
  Table t(2);
  t.Setup();
  pb::Event other;
  other.mutable_living_forest();
  ExpectMalformed(t, other, "rumble_nation.event.other_game");
  ExpectMalformed(t, pb::Event(), "rumble_nation.event.other_game");  // no body
}

TEST(RumbleNationMalformed, EventWithoutAKind) {
  Table t(2);
  pb::Event empty;
  empty.mutable_rumble_nation()->set_seat(0);
  ExpectMalformed(t, empty, "rumble_nation.event.empty");
}

TEST(RumbleNationMalformed, SeatBeyondTheTable) {
  for (int players = 2; players <= 4; ++players) {
    Table t(players);
    t.Setup();
    ExpectMalformed(t, RollEvent(players), "rumble_nation.event.bad_seat");
    ExpectMalformed(t, RollEvent(99), "rumble_nation.event.bad_seat");
  }
}

TEST(RumbleNationMalformed, DiceFacesOutsideOneToSix) {
  Table t(2);
  t.Setup();
  ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
  ExpectMalformed(t, DiceEvent({0, 1, 2}), "rumble_nation.event.bad_dice");
  ExpectMalformed(t, DiceEvent({1, 7, 2}), "rumble_nation.event.bad_dice");
  ExpectMalformed(t, DiceEvent({1, 2}), "rumble_nation.event.bad_dice");
  ExpectMalformed(t, DiceEvent({1, 2, 3, 4}), "rumble_nation.event.bad_dice");
  EXPECT_TRUE(t.Apply(DiceEvent({1, 2, 3})).ok());
}

TEST(RumbleNationMalformed, AreaThatDoesNotExist) {
  Table t(2);
  t.Setup();
  ASSERT_TRUE(t.Apply(RollEvent(0)).ok());
  ASSERT_TRUE(t.Apply(DiceEvent({2, 4, 5})).ok());
  ExpectMalformed(t, PlaceEvent(0, -1, 3), "rumble_nation.event.bad_area");   // unset
  ExpectMalformed(t, PlaceEvent(0, 11, 3), "rumble_nation.event.bad_area");   // proto 12
  ExpectMalformed(t, CardEvent(0, Card::kMonomi, 20, kKyo),
                  "rumble_nation.event.bad_area");
  ExpectMalformed(t, TakesEvent(0, Card::kJoraku, {{-1, 1}}),
                  "rumble_nation.event.bad_area");
}

TEST(RumbleNationMalformed, TooManyTakes) {
  Table t(2);
  t.Setup();
  ExpectMalformed(t,
                  TakesEvent(0, Card::kTaikyaku,
                             {{kUsuki, 1}, {kOko, 1}, {kShuri, 1}, {kKyo, 1},
                              {kYoshida, 1}}),
                  "rumble_nation.event.bad_area");
}

TEST(RumbleNationMalformed, CardThatDoesNotExist) {
  Table t(2);
  t.Setup();
  ExpectMalformed(t, CardEvent(0, Card::kNone, kKyo, kOko),
                  "rumble_nation.event.bad_card");
  ExpectMalformed(t, CardEvent(0, static_cast<Card>(13), kKyo, kOko),
                  "rumble_nation.event.bad_card");
}

TEST(RumbleNationMalformed, OpponentBeyondTheTable) {
  Table t(3);
  t.Setup({Card::kTsuiho, Card::kMonomi, Card::kKasei, Card::kMuhon});
  ExpectMalformed(t, CardEvent(0, Card::kTsuiho, kKyo, kOko, 3),
                  "rumble_nation.event.bad_seat");
}

}  // namespace
}  // namespace arbiter::rumble_nation::testing
