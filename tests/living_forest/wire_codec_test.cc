// The fast path's decoder (engine/living_forest/wire_codec.h) against
// protobuf plus DecodeEvent: it must read every event the corpus holds, and
// whatever it reads it must read as they do.
#include "engine/living_forest/wire_codec.h"

#include <string>

#include "arbiter/living_forest.pb.h"
#include "engine/living_forest/rules.h"
#include "gtest/gtest.h"
#include "tests/testing/wire_decoder_check.h"

namespace arbiter::living_forest {
namespace {

namespace lf = ::arbiter::pb::living_forest;

TEST(WireCodec, ReadsEveryCorpusEventAsProtobufDoes) {
  testing::WireDecoderCheck<LivingForestRules> check("living_forest");
  if (check.empty()) GTEST_SKIP() << "ARBITER_SOURCE_DIR not set";
  check.CheckCorpus();
}

TEST(WireCodec, NeverReadsChangedBytesOtherwiseThanProtobuf) {
  testing::WireDecoderCheck<LivingForestRules> check("living_forest");
  if (check.empty()) GTEST_SKIP() << "ARBITER_SOURCE_DIR not set";
  EXPECT_GT(check.CheckMutations(200000, 20261201), 1000);  // mutations reach read bytes too
}

std::string Serialized(const lf::Event& event) { return event.SerializeAsString(); }

TEST(WireCodec, LeavesAnythingButThePlainEncodingToProtobuf) {
  lf::Event plant;
  plant.set_seat(1);
  plant.mutable_plant()->set_tree(lf::Tree(3));
  plant.mutable_plant()->set_row(2);
  plant.mutable_plant()->set_column(4);
  Event e;
  ASSERT_TRUE(DecodeEventWire(Serialized(plant), 2, &e));
  EXPECT_EQ(e.cell, 2 * 5 + 4);

  const std::string plain = Serialized(plant);
  EXPECT_FALSE(DecodeEventWire(plain + plain, 2, &e)) << "every field twice";
  EXPECT_FALSE(DecodeEventWire(plain + std::string("\xf8\x01\x05", 3), 2, &e))
      << "unknown field 31";
  EXPECT_FALSE(DecodeEventWire(plain.substr(0, plain.size() - 1), 2, &e)) << "truncated";
  EXPECT_FALSE(DecodeEventWire(Serialized(plant), 1, &e)) << "seat beyond the players";

  lf::Event two_kinds = plant;
  two_kinds.mutable_plant();
  std::string both = Serialized(two_kinds) + std::string("\x7a\x00", 2);  // + stop {}
  EXPECT_FALSE(DecodeEventWire(both, 2, &e)) << "two kinds";

  lf::Event stop;
  stop.mutable_stop();
  std::string stop_bytes = Serialized(stop);
  ASSERT_TRUE(DecodeEventWire(stop_bytes, 2, &e));
  stop_bytes.back() = 2;  // Stop {} claiming two bytes of content
  EXPECT_FALSE(DecodeEventWire(stop_bytes + std::string("\x08\x01", 2), 2, &e))
      << "a field inside an empty message";

  lf::Event card;
  card.mutable_attract_card()->set_card(lf::Card(999));
  EXPECT_FALSE(DecodeEventWire(Serialized(card), 2, &e)) << "no such card";
  // A seat as a six-byte varint: protobuf would cut it to 32 bits.
  EXPECT_FALSE(DecodeEventWire(std::string("\x08\x80\x80\x80\x80\x80\x01\x7a\x00", 9), 2, &e));
  // Cards unpacked (one tag per card): valid protobuf, not the plain form.
  EXPECT_FALSE(DecodeEventWire(std::string("\x52\x04\x08\x01\x08\x02", 6), 2, &e));
}

}  // namespace
}  // namespace arbiter::living_forest
