// The fast path's decoder (engine/rumble_nation/wire_codec.h) against
// protobuf plus DecodeEvent: it must read every event the corpus holds, and
// whatever it reads it must read as they do.
#include "engine/rumble_nation/wire_codec.h"

#include <string>

#include "arbiter/rumble_nation.pb.h"
#include "engine/rumble_nation/rules.h"
#include "gtest/gtest.h"
#include "tests/testing/wire_decoder_check.h"

namespace arbiter::rumble_nation {
namespace {

namespace pbrn = ::arbiter::pb::rumble_nation;

TEST(WireCodec, ReadsEveryCorpusEventAsProtobufDoes) {
  testing::WireDecoderCheck<RumbleNationRules> check("rumble_nation");
  if (check.empty()) GTEST_SKIP() << "ARBITER_SOURCE_DIR not set";
  check.CheckCorpus();
}

TEST(WireCodec, NeverReadsChangedBytesOtherwiseThanProtobuf) {
  testing::WireDecoderCheck<RumbleNationRules> check("rumble_nation");
  if (check.empty()) GTEST_SKIP() << "ARBITER_SOURCE_DIR not set";
  EXPECT_GT(check.CheckMutations(200000, 20261201), 1000);  // mutations reach read bytes too
}

std::string Serialized(const pbrn::Event& event) { return event.SerializeAsString(); }

TEST(WireCodec, ReadsOnlyTheFieldsACardUses) {
  pbrn::Event kasei;  // 加勢 uses `to` only
  kasei.set_seat(1);
  kasei.mutable_play_card()->set_card(pbrn::KASEI);
  kasei.mutable_play_card()->set_to(pbrn::KYO);
  kasei.mutable_play_card()->set_from(pbrn::Area(99));  // ignored, as DecodeEvent does
  Event e;
  ASSERT_TRUE(DecodeEventWire(Serialized(kasei), 2, &e));
  EXPECT_EQ(e.to, pbrn::KYO - 1);
  EXPECT_EQ(e.from, kNoArea);

  pbrn::Event joraku;  // 上洛 uses takes, given once per area
  joraku.set_seat(0);
  joraku.mutable_play_card()->set_card(pbrn::JORAKU);
  for (int area : {pbrn::KYO, pbrn::OKO}) {
    pbrn::AreaCount* take = joraku.mutable_play_card()->add_takes();
    take->set_area(pbrn::Area(area));
    take->set_count(300);  // saturates at 255, as DecodeEvent does
  }
  ASSERT_TRUE(DecodeEventWire(Serialized(joraku), 2, &e));
  EXPECT_EQ(e.take_count, 2);
  EXPECT_EQ(e.takes[1].count, 255);
  for (int extra = 0; extra < 3; ++extra) joraku.mutable_play_card()->add_takes()->set_area(pbrn::KYO);
  EXPECT_FALSE(DecodeEventWire(Serialized(joraku), 2, &e)) << "more takes than any card";
}

TEST(WireCodec, LeavesAnythingButThePlainEncodingToProtobuf) {
  pbrn::Event place;
  place.set_seat(1);
  place.mutable_place()->set_area(pbrn::KYO);
  place.mutable_place()->set_soldiers(3);
  const std::string plain = Serialized(place);
  Event e;
  ASSERT_TRUE(DecodeEventWire(plain, 2, &e));
  EXPECT_FALSE(DecodeEventWire(plain + plain, 2, &e)) << "every field twice";
  EXPECT_FALSE(DecodeEventWire(plain + std::string("\xf8\x01\x05", 3), 2, &e))
      << "unknown field 31";
  EXPECT_FALSE(DecodeEventWire(plain.substr(0, plain.size() - 1), 2, &e)) << "truncated";
  EXPECT_FALSE(DecodeEventWire(plain, 1, &e)) << "seat beyond the players";
  EXPECT_FALSE(DecodeEventWire(plain + std::string("\x62\x00", 2), 2, &e)) << "+ roll {}: two kinds";

  pbrn::Event dice;  // chance: its seat is ignored, but three faces 1..6 are not
  dice.set_seat(7);
  for (int face : {1, 6, 3}) dice.mutable_dice()->add_faces(face);
  ASSERT_TRUE(DecodeEventWire(Serialized(dice), 2, &e));
  dice.mutable_dice()->add_faces(2);
  EXPECT_FALSE(DecodeEventWire(Serialized(dice), 2, &e)) << "four dice";
  dice.mutable_dice()->mutable_faces()->RemoveLast();
  dice.mutable_dice()->set_faces(0, 7);
  EXPECT_FALSE(DecodeEventWire(Serialized(dice), 2, &e)) << "a face of 7";
}

}  // namespace
}  // namespace arbiter::rumble_nation
