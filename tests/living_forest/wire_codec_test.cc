// The fast path's decoder (engine/living_forest/wire_codec.h) against
// protobuf plus DecodeEvent: it must read every event the corpus holds, and
// whatever it reads it must read as they do.
#include "engine/living_forest/wire_codec.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "arbiter/living_forest.pb.h"
#include "engine/living_forest/codec.h"
#include "gtest/gtest.h"
#include "replay/log_reader.h"

namespace arbiter::living_forest {
namespace {

namespace lf = ::arbiter::pb::living_forest;

struct Body {
  std::string bytes;  // a serialized lf::Event
  int players;
};

// Every event body of corpus/living_forest, as protobuf writes it.
std::vector<Body> CorpusBodies() {
  std::vector<Body> bodies;
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  if (root == nullptr) return bodies;
  for (const char* kind : {"generated", "valid", "invalid"}) {
    const auto dir = std::filesystem::path(root) / "corpus" / "living_forest" / kind;
    if (!std::filesystem::exists(dir)) continue;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
      const std::string path = entry.path().string();
      if (!IsLogPath(path)) continue;
      absl::StatusOr<std::string> bytes = ReadFileCapped(path, 1 << 26);
      if (!bytes.ok()) continue;
      absl::StatusOr<pb::MatchLog> log = ParseLog(*bytes, FormatForPath(path));
      if (!log.ok()) continue;
      for (const pb::Event& event : log->events()) {
        if (!event.has_living_forest()) continue;
        bodies.push_back(Body{event.living_forest().SerializeAsString(),
                              static_cast<int>(log->header().players())});
      }
    }
  }
  return bodies;
}

// What the ordinary path makes of `body`: nullopt when protobuf cannot parse
// it or DecodeEvent rejects it.
std::optional<Event> Ordinary(const std::string& body, int players) {
  pb::Event event;
  if (!event.mutable_living_forest()->ParseFromString(body)) return std::nullopt;
  absl::StatusOr<Event> decoded = DecodeEvent(event, players);
  if (!decoded.ok()) return std::nullopt;
  return *decoded;
}

TEST(WireCodec, ReadsEveryCorpusEventAsProtobufDoes) {
  std::vector<Body> bodies = CorpusBodies();
  if (bodies.empty()) GTEST_SKIP() << "ARBITER_SOURCE_DIR not set";
  int read = 0;
  for (const Body& body : bodies) {
    std::optional<Event> ordinary = Ordinary(body.bytes, body.players);
    Event fast;
    const bool decoded = DecodeEventWire(body.bytes, body.players, &fast);
    // The corpus is written by protobuf: the fast path must read all of it
    // that DecodeEvent accepts, and nothing else.
    ASSERT_EQ(decoded, ordinary.has_value());
    if (decoded) {
      ASSERT_TRUE(fast == *ordinary);
      ++read;
    }
  }
  EXPECT_GT(read, 100000);
}

TEST(WireCodec, NeverReadsChangedBytesOtherwiseThanProtobuf) {
  std::vector<Body> bodies = CorpusBodies();
  if (bodies.empty()) GTEST_SKIP() << "ARBITER_SOURCE_DIR not set";
  std::mt19937_64 rng(20261201);
  int agreed = 0;
  for (int trial = 0; trial < 200000; ++trial) {
    Body body = bodies[rng() % bodies.size()];
    std::string& b = body.bytes;
    for (int edits = 1 + static_cast<int>(rng() % 3); edits > 0; --edits) {
      const size_t at = b.empty() ? 0 : rng() % (b.size() + 1);
      switch (rng() % 5) {
        case 0: if (at < b.size()) b[at] = static_cast<char>(b[at] ^ (1 + rng() % 255)); break;
        case 1: if (at < b.size()) b.erase(at, 1); break;
        case 2: b.insert(at, 1, static_cast<char>(rng())); break;
        case 3: b += b.substr(0, std::min<size_t>(b.size(), 2 + rng() % 4)); break;
        default: b += bodies[rng() % bodies.size()].bytes; break;  // fields twice
      }
    }
    Event fast;
    if (!DecodeEventWire(b, body.players, &fast)) continue;
    std::optional<Event> ordinary = Ordinary(b, body.players);
    ASSERT_TRUE(ordinary.has_value()) << "read bytes protobuf or DecodeEvent refuse";
    ASSERT_TRUE(fast == *ordinary);
    ++agreed;
  }
  EXPECT_GT(agreed, 1000);  // the mutations also reach accepted bytes
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
