// Test helper for the verifier's fast path: checks a game's wire decoder
// (Rules::DecodeWire, engine/core/typed_match.h) against protobuf's parser
// followed by Rules::Decode.
//
//   TEST(WireCodec, ReadsEveryCorpusEventAsProtobufDoes) {
//     CheckWireDecoderOnCorpus<LivingForestRules>("living_forest");
//   }
//
// The corpus is written by protobuf, so the decoder must read every body in
// it that Decode accepts (that is the fast path's hit rate) and nothing
// Decode refuses; on changed bytes, whatever it reads it must read as they
// do. Bodies come from corpus/<game>/{generated,valid,invalid}, each with
// the rules of its own log's header.
#ifndef ARBITER_TESTS_TESTING_WIRE_DECODER_CHECK_H_
#define ARBITER_TESTS_TESTING_WIRE_DECODER_CHECK_H_

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "arbiter/log.pb.h"
#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "gtest/gtest.h"
#include "replay/log_reader.h"

namespace arbiter::testing {

template <typename Rules>
class WireDecoderCheck {
 public:
  explicit WireDecoderCheck(const std::string& game) { Load(game); }

  bool empty() const { return bodies_.empty(); }

  // Every corpus body: read exactly when Decode accepts it, and alike.
  void CheckCorpus() const {
    int read = 0;
    for (const Body& body : bodies_) {
      std::optional<Event> ordinary = Ordinary(body);
      Event fast;
      const bool decoded = body.rules->DecodeWire(body.bytes, &fast);
      ASSERT_EQ(decoded, ordinary.has_value())
          << body.where << ": the fast path " << (decoded ? "reads" : "refuses")
          << " what protobuf and Decode " << (decoded ? "refuse" : "accept");
      if (!decoded) continue;
      ASSERT_TRUE(fast == *ordinary) << body.where << ": decoded differently";
      ++read;
    }
    EXPECT_GT(read, 0);
  }

  // Changed, cut, lengthened and doubled bodies: whatever the fast path
  // reads, protobuf and Decode read the same. Returns how many it read.
  int CheckMutations(int trials, uint64_t seed) const {
    std::mt19937_64 rng(seed);
    int read = 0;
    for (int trial = 0; trial < trials; ++trial) {
      Body body = bodies_[rng() % bodies_.size()];
      std::string& b = body.bytes;
      for (int edits = 1 + static_cast<int>(rng() % 3); edits > 0; --edits) {
        const size_t at = b.empty() ? 0 : rng() % (b.size() + 1);
        switch (rng() % 5) {
          case 0:
            if (at < b.size()) b[at] = static_cast<char>(b[at] ^ (1 + rng() % 255));
            break;
          case 1:
            if (at < b.size()) b.erase(at, 1);
            break;
          case 2: b.insert(at, 1, static_cast<char>(rng())); break;
          case 3: b += b.substr(0, std::min<size_t>(b.size(), 2 + rng() % 4)); break;
          default: b += bodies_[rng() % bodies_.size()].bytes; break;  // fields twice
        }
      }
      Event fast;
      if (!body.rules->DecodeWire(b, &fast)) continue;
      std::optional<Event> ordinary = Ordinary(body);
      if (!ordinary.has_value()) {
        ADD_FAILURE() << body.where << ": the fast path reads bytes protobuf or Decode refuse";
        return read;
      }
      if (!(fast == *ordinary)) {
        ADD_FAILURE() << body.where << ": changed bytes decoded differently";
        return read;
      }
      ++read;
    }
    return read;
  }

 private:
  using Event = typename Rules::Event;

  struct Body {
    std::string bytes;  // the serialized body field of a pb::Event
    const Rules* rules;
    std::string where;  // file and event index
  };

  static const google::protobuf::FieldDescriptor* BodyField() {
    return pb::Event::descriptor()->FindFieldByNumber(Rules::kEventBodyField);
  }

  std::optional<Event> Ordinary(const Body& body) const {
    pb::Event event;
    if (!event.GetReflection()->MutableMessage(&event, BodyField())->ParseFromString(body.bytes)) {
      return std::nullopt;
    }
    absl::StatusOr<Event> decoded = body.rules->Decode(event);
    if (!decoded.ok()) return std::nullopt;
    return *decoded;
  }

  void Load(const std::string& game) {
    const char* root = std::getenv("ARBITER_SOURCE_DIR");
    if (root == nullptr) return;
    for (const char* kind : {"generated", "valid", "invalid"}) {
      const auto dir = std::filesystem::path(root) / "corpus" / game / kind;
      if (!std::filesystem::exists(dir)) continue;
      for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        const std::string path = entry.path().string();
        if (!IsLogPath(path)) continue;
        absl::StatusOr<std::string> bytes = ReadFileCapped(path, 1 << 26);
        if (!bytes.ok()) continue;
        absl::StatusOr<pb::MatchLog> log = ParseLog(*bytes, FormatForPath(path));
        if (!log.ok()) continue;
        const Game* g = FindGame(log->header().game());
        if (g == nullptr) continue;
        absl::StatusOr<std::unique_ptr<Match>> match = g->NewMatch(log->header());
        if (!match.ok() || AsTyped<Rules>(**match) == nullptr) continue;  // header cases
        const Rules* rules = &AsTyped<Rules>(**match)->rules();
        matches_.push_back(*std::move(match));
        for (int i = 0; i < log->events_size(); ++i) {
          const pb::Event& event = log->events(i);
          if (!event.GetReflection()->HasField(event, BodyField())) continue;
          bodies_.push_back(
              Body{event.GetReflection()->GetMessage(event, BodyField()).SerializeAsString(),
                   rules, path + " event " + std::to_string(i)});
        }
      }
    }
  }

  std::vector<std::unique_ptr<Match>> matches_;  // owners of the rules
  std::vector<Body> bodies_;
};

}  // namespace arbiter::testing

#endif  // ARBITER_TESTS_TESTING_WIRE_DECODER_CHECK_H_
