// DecodeEventWire (engine/root/wire_codec.h) against the slow path it stands
// in for (protobuf parses the body, then DecodeEvent): on the canonical bytes
// of every corpus event both agree (and the fast path takes every generated
// event); on mutated bytes the fast path never returns an event the slow path
// would not; named non-canonical or out-of-range forms fall back.
#include "engine/root/wire_codec.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "arbiter/log.pb.h"
#include "arbiter/root.pb.h"
#include "engine/core/wire_reader.h"
#include "engine/root/codec.h"
#include "engine/root/factions/codecs.h"
#include "engine/root/notation.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "rapidcheck.h"
#include "rapidcheck/gtest.h"
#include "replay/log_reader.h"

namespace arbiter::root {
namespace {

namespace rp = ::arbiter::pb::root;

// ---- The slow path and the property

// What the verifier does when the fast path declines: protobuf parses the
// body as the `root` field of a pb::Event, then DecodeEvent. nullopt when
// either refuses.
std::optional<Event> SlowDecode(absl::string_view body) {
  pb::Event outer;
  if (!outer.mutable_root()->ParseFromArray(body.data(), static_cast<int>(body.size())))
    return std::nullopt;
  absl::StatusOr<Event> e = DecodeEvent(outer);
  if (!e.ok()) return std::nullopt;
  return *e;
}

// True when `body` is exactly what protobuf writes for what it parses from
// it, with no unknown fields: the fast path must then take it whenever the
// slow path accepts it.
bool IsCanonical(absl::string_view body) {
  rp::Event msg;
  if (!msg.ParseFromArray(body.data(), static_cast<int>(body.size()))) return false;
  msg.DiscardUnknownFields();
  return msg.SerializeAsString() == body;
}

// How one byte string fared.
enum class Outcome { kFellBack, kAgreed };

// The property: when the fast path says true, the slow path accepts the same
// bytes and gives the same event; on canonical bytes the slow path accepting
// means the fast path does too. Returns a failure description or "".
std::string Disagreement(absl::string_view body, Outcome* outcome = nullptr) {
  Event fast;
  const bool took = DecodeEventWire(body, &fast);
  const std::optional<Event> slow = SlowDecode(body);
  if (outcome != nullptr) *outcome = took ? Outcome::kAgreed : Outcome::kFellBack;
  if (took && !slow.has_value()) return "fast path took bytes the slow path refuses";
  if (took && !(fast == *slow)) {
    return absl::StrCat("events differ: fast \"", EventText(fast), "\" slow \"",
                        EventText(*slow), "\"");
  }
  if (took && EventText(fast) != EventText(*slow)) return "texts differ";
  if (!took && slow.has_value() && IsCanonical(body))
    return absl::StrCat("fast path declined canonical bytes of \"", EventText(*slow), "\"");
  return "";
}

std::string Hex(absl::string_view bytes) {
  std::string out;
  for (unsigned char c : bytes) absl::StrAppend(&out, c < 16 ? "0" : "", absl::Hex(c), " ");
  return out;
}

// ---- The corpus

struct CorpusEvent {
  std::string where;  // file and event index
  bool generated;
  pb::Event event;
};

const std::vector<CorpusEvent>& CorpusEvents() {
  static const std::vector<CorpusEvent>* events = [] {
    auto* out = new std::vector<CorpusEvent>;
    const char* root = std::getenv("ARBITER_SOURCE_DIR");
    if (root == nullptr) return out;
    for (const char* sub : {"generated", "valid", "invalid"}) {
      const std::filesystem::path dir = std::filesystem::path(root) / "corpus" / "root" / sub;
      if (!std::filesystem::exists(dir)) continue;
      std::vector<std::string> paths;
      for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (IsLogPath(entry.path().string())) paths.push_back(entry.path().string());
      std::sort(paths.begin(), paths.end());
      for (const std::string& path : paths) {
        absl::StatusOr<std::string> bytes = ReadFileCapped(path, 1 << 24);
        if (!bytes.ok()) continue;
        absl::StatusOr<pb::MatchLog> log = ParseLog(*bytes, FormatForPath(path));
        if (!log.ok()) continue;
        for (int i = 0; i < log->events_size(); ++i) {
          out->push_back({absl::StrCat(path, " event ", i), std::string(sub) == "generated",
                          log->events(i)});
        }
      }
    }
    return out;
  }();
  return *events;
}

// The distinct canonical bodies of the corpus, in a fixed order.
const std::vector<std::string>& DistinctBodies() {
  static const std::vector<std::string>* bodies = [] {
    std::set<std::string> set;
    for (const CorpusEvent& c : CorpusEvents()) set.insert(c.event.root().SerializeAsString());
    return new std::vector<std::string>(set.begin(), set.end());
  }();
  return *bodies;
}

TEST(RootWireCodec, WireDecodeMatchesProtobufOnCorpus) {
  const std::vector<CorpusEvent>& events = CorpusEvents();
  ASSERT_FALSE(events.empty()) << "ARBITER_SOURCE_DIR unset or no corpus";
  int generated = 0, fast = 0, failures = 0;
  for (const CorpusEvent& c : events) {
    const std::string body = c.event.root().SerializeAsString();
    Event e;
    const bool took = DecodeEventWire(body, &e);
    const std::optional<Event> slow = SlowDecode(body);
    if (c.generated) {
      ++generated;
      // Every generated event is a valid one: the fast path's hit rate.
      if (!slow.has_value() || !took) {
        if (++failures <= 10) ADD_FAILURE() << c.where << ": not taken: " << Hex(body);
        continue;
      }
    }
    fast += took;
    if (took != slow.has_value() || (took && !(e == *slow)) ||
        (took && EventText(e) != EventText(*slow))) {
      if (++failures <= 10) {
        ADD_FAILURE() << c.where << ": fast " << (took ? EventText(e) : "declined") << ", slow "
                      << (slow ? EventText(*slow) : "refused") << ": " << Hex(body);
      }
    }
  }
  EXPECT_EQ(failures, 0);
  EXPECT_GT(generated, 0);
  std::printf("%zu corpus events (%d generated), %d taken by the fast path\n", events.size(),
              generated, fast);
}

// ---- Mutations

// A field of a message as raw bytes: [begin, end) of the whole field and, for
// a length-delimited one, where its payload starts.
struct RawField {
  size_t begin, end;
  uint32_t number, type;
  size_t payload = 0;
};

// The fields of `bytes` as the permissive core reader sees them; nullopt when
// it cannot split them.
std::optional<std::vector<RawField>> Split(absl::string_view bytes) {
  std::vector<RawField> out;
  WireReader in(bytes);
  while (!in.AtEnd()) {
    RawField f;
    f.begin = bytes.size() - in.remaining();
    if (!in.ReadTag(&f.number, &f.type)) return std::nullopt;
    if (f.type == kWireLen) {
      absl::string_view payload;
      if (!in.ReadLen(&payload)) return std::nullopt;
      f.payload = static_cast<size_t>(payload.data() - bytes.data());
    } else if (!in.Skip(f.type)) {
      return std::nullopt;
    }
    f.end = bytes.size() - in.remaining();
    out.push_back(f);
  }
  return out;
}

std::string Varint(uint64_t v) {
  std::string out;
  while (v >= 0x80) {
    out.push_back(static_cast<char>((v & 0x7f) | 0x80));
    v >>= 7;
  }
  out.push_back(static_cast<char>(v));
  return out;
}
std::string Tag(uint32_t number, uint32_t type) { return Varint(uint64_t{number} << 3 | type); }
std::string VarintField(uint32_t number, uint64_t v) { return Tag(number, kWireVarint) + Varint(v); }
std::string LenField(uint32_t number, absl::string_view payload) {
  return Tag(number, kWireLen) + Varint(payload.size()) + std::string(payload);
}

// A field of any wire type with a value drawn from `r`.
std::string AnyField(uint32_t number, uint32_t r) {
  switch (r % 4) {
    case 0: return VarintField(number, r >> 2);
    case 1: return Tag(number, kWireFixed64) + std::string(8, static_cast<char>(r));
    case 2: return LenField(number, std::string(r % 3, '\x08'));
    default: return Tag(number, kWireFixed32) + std::string(4, static_cast<char>(r));
  }
}

// One mutation step: `kind` picks what, `at` and `value` steer it. Steps that
// need structure (a field to repeat, a body to reach into) leave the bytes
// unchanged when there is none.
struct Mutation {
  uint8_t kind;
  uint16_t at;
  uint8_t value;
};

// Applies `m` to the top-level bytes, or (kinds 8 and up) inside the last
// length-delimited field, re-encoding its length so the change reaches the
// body's own checks.
std::string Mutate(const std::string& bytes, const Mutation& m, int depth = 0) {
  const size_t n = bytes.size();
  std::string out = bytes;
  switch (m.kind % 12) {
    case 0:  // flip one bit
      if (n > 0) out[m.at % n] = static_cast<char>(out[m.at % n] ^ (1 << (m.value % 8)));
      return out;
    case 1:  // overwrite a byte
      if (n > 0) out[m.at % n] = static_cast<char>(m.value);
      return out;
    case 2:  // insert a byte
      out.insert(out.begin() + static_cast<long>(m.at % (n + 1)), static_cast<char>(m.value));
      return out;
    case 3:  // delete a byte
      if (n > 0) out.erase(m.at % n, 1);
      return out;
    case 4:  // truncate
      out.resize(m.at % (n + 1));
      return out;
    case 5: {  // repeat a field right after itself or at the end
      std::optional<std::vector<RawField>> fields = Split(bytes);
      if (!fields || fields->empty()) return out;
      const RawField& f = (*fields)[m.at % fields->size()];
      const std::string copy = bytes.substr(f.begin, f.end - f.begin);
      out.insert(m.value % 2 == 0 ? f.end : n, copy);
      return out;
    }
    case 6: {  // swap two fields
      std::optional<std::vector<RawField>> fields = Split(bytes);
      if (!fields || fields->size() < 2) return out;
      const RawField& a = (*fields)[0];
      const RawField& b = (*fields)[1];
      return bytes.substr(b.begin, b.end - b.begin) + bytes.substr(a.begin, a.end - a.begin) +
             bytes.substr(b.end);
    }
    case 7:  // append a field of a small or an unknown number, any wire type
      return out + AnyField(m.value % 2 == 0 ? 1 + m.at % 6 : 32 + m.at % 40, m.value);
    default: {  // mutate inside the last length-delimited field
      std::optional<std::vector<RawField>> fields = Split(bytes);
      if (!fields || depth > 1) return out;
      for (auto f = fields->rbegin(); f != fields->rend(); ++f) {
        if (f->type != kWireLen) continue;
        const std::string payload = bytes.substr(f->payload, f->end - f->payload);
        const Mutation inner{static_cast<uint8_t>(m.at % 8), static_cast<uint16_t>(m.at >> 3),
                             m.value};
        return bytes.substr(0, f->begin) + LenField(f->number, Mutate(payload, inner, depth + 1)) +
               bytes.substr(f->end);
      }
      return out;
    }
  }
}

RC_GTEST_PROP(RootWireCodec, WireDecodeNeverDisagreesWithProtobuf,
              (size_t pick, std::vector<std::tuple<uint8_t, uint16_t, uint8_t>> steps)) {
  const std::vector<std::string>& bodies = DistinctBodies();
  RC_PRE(!bodies.empty());
  std::string bytes = bodies[pick % bodies.size()];
  RC_ASSERT(Disagreement(bytes).empty());
  for (const auto& [kind, at, value] : steps) {
    bytes = Mutate(bytes, {kind, at, value});
    const std::string why = Disagreement(bytes);
    if (!why.empty()) RC_FAIL(absl::StrCat(why, ": ", Hex(bytes)));
  }
}

// Every single mutation of every distinct corpus body, for a fixed set of
// steering values; the property must hold, and some mutants that differ from
// their body must still be taken (the check is not vacuous).
TEST(RootWireCodec, WireDecodeNeverDisagreesOnSystematicMutations) {
  const std::vector<std::string>& bodies = DistinctBodies();
  ASSERT_FALSE(bodies.empty()) << "ARBITER_SOURCE_DIR unset or no corpus";
  std::mt19937 rng(20240611);
  int64_t checked = 0, taken = 0;
  int failures = 0;
  for (const std::string& body : bodies) {
    for (uint8_t kind = 0; kind < 12; ++kind) {
      for (uint16_t at = 0; at < 24; ++at) {
        const uint8_t value = static_cast<uint8_t>(rng());
        const std::string mutant = Mutate(body, {kind, at, value});
        if (mutant == body) continue;
        Outcome outcome;
        const std::string why = Disagreement(mutant, &outcome);
        ++checked;
        taken += outcome == Outcome::kAgreed;
        if (!why.empty() && ++failures <= 10)
          ADD_FAILURE() << why << ": " << Hex(mutant) << " from " << Hex(body);
      }
    }
  }
  EXPECT_EQ(failures, 0);
  EXPECT_GT(taken, 0);
  std::printf("%zu bodies, %lld mutants, %lld taken by the fast path\n", bodies.size(),
              static_cast<long long>(checked), static_cast<long long>(taken));
}

// ---- Named cases

// The canonical bytes of a Root event written in text format.
std::string Body(const std::string& text) {
  rp::Event e;
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(text, &e)) << text;
  return e.SerializeAsString();
}

// The fast path takes `body` and gives the slow path's event.
void ExpectTaken(const std::string& body) {
  SCOPED_TRACE(Hex(body));
  Event fast;
  ASSERT_TRUE(DecodeEventWire(body, &fast));
  const std::optional<Event> slow = SlowDecode(body);
  ASSERT_TRUE(slow.has_value());
  EXPECT_TRUE(fast == *slow) << EventText(fast) << " vs " << EventText(*slow);
}

// The fast path declines `body` (and the property holds for it).
void ExpectFallsBack(const std::string& body) {
  SCOPED_TRACE(Hex(body));
  Event fast;
  EXPECT_FALSE(DecodeEventWire(body, &fast));
  EXPECT_EQ(Disagreement(body), "");
}

constexpr uint32_t kSeat = rp::Event::kSeatFieldNumber;
constexpr uint32_t kMove = rp::Event::kMoveFieldNumber;

TEST(RootWireCodec, EveryKindIsTaken) {
  for (const char* text : {
           "deck_shuffle { cards: [3, 1, 54] }", "deck_shuffle {}",
           "suit_markers { suits: [1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3] }",
           "seat: 1 dice { first: 3 second: 0 }", "place_keep { clearing: 12 }",
           "place_starting_building { building: RECRUITER clearing: 1 }",
           "seat: 1 place_starting_roost { clearing: 3 }", "choose_leader { leader: DESPOT }",
           "end_phase {}", "seat: 3 pass {}", "discard { card: 54 }",
           "move { from: 1 to: 12 warriors: 100 }", "move { from: 1 to: 2 decree_card: 56 }",
           "battle { clearing: 5 defender: 3 decree_card: 1 }", "ambush { card: 1 }",
           "counter_ambush { card: 2 }", "battle_card { card: 3 }",
           "remove_piece { piece: ROOST }", "field_hospital { card: 7 }",
           "craft { card: 9 pieces_fox: 12 pieces_mouse: 1 }", "recruit {}",
           "recruit { clearing: 4 decree_card: 55 }",
           "build { building: SAWMILL clearing: 2 wood_from: [1, 2, 3, 4] }",
           "build { building: ROOST clearing: 2 decree_card: 10 }",
           "overwork { card: 5 clearing: 6 }", "spend_bird { card: 1 }",
           "add_to_decree { card: 4 column: COL_BUILD }", "new_roost { clearing: 8 }",
           "turmoil {}", "use_card { card: 20 }", "use_card { card: 20 clearing: 3 target: 1 }",
           "seat: 2 random_card { card: 30 }", "take_dominance { card: 40 spend: 41 }",
           "activate_dominance { card: 40 }", "place_wood { clearing: 11 }",
           "choose_character { character: RANGER }", "place_pawn { forest: 8 }",
           "refresh { item { item: TORCH exhausted: true damaged: true } }",
           "slip { to { forest: 2 } }", "slip { to { clearing: 12 } }", "vagabond_move { to: 3 }", "vagabond_move { to: 3 ally: 0 warriors: 2 }",
           "explore { found: HAMMER }", "strike { target: 3 piece: SYMPATHY }", "strike { target: 1 }",
           "repair { item { item: BAG damaged: true } }",
           "aid { target: 1 card: 54 spent: BOOT take: TEA }", "aid { target: 0 card: 1 spent: TORCH }",
           "special { target: 1 }", "special { card: 3 }",
           "special { repaired { item: BOOT damaged: true } repaired { item: SWORD exhausted: true damaged: true } }",
           "discard_item { item { item: COINS exhausted: true damaged: true } }",
           "damage_item { item { item: CROSSBOW exhausted: true } }"}) {
    SCOPED_TRACE(text);
    ExpectTaken(Body(text));
  }
}

TEST(RootWireCodec, ChanceEventsIgnoreTheSeatButNotItsRange) {
  Event e;
  ASSERT_TRUE(DecodeEventWire(Body("seat: 3 dice { first: 1 second: 2 }"), &e));
  EXPECT_EQ(e.seat, 0);
  ExpectFallsBack(Body("seat: 4 dice { first: 1 second: 2 }"));
}

TEST(RootWireCodec, ExplicitZerosReadAsProtobufReadsThem) {
  ExpectTaken(VarintField(kSeat, 0) + LenField(rp::Event::kPassFieldNumber, ""));
  ExpectTaken(LenField(rp::Event::kDiceFieldNumber, VarintField(1, 0) + VarintField(2, 0)));
  ExpectTaken(LenField(rp::Event::kRecruitFieldNumber, VarintField(1, 0)));
  // An optional field set to zero is present: decree card 0 names nothing.
  ExpectFallsBack(Body("move { from: 1 to: 2 decree_card: 0 }"));
}

TEST(RootWireCodec, UnknownFieldFallsBack) {
  const std::string move = Body("seat: 1 move { from: 1 to: 2 warriors: 3 }");
  ExpectTaken(move);
  ExpectFallsBack(move + VarintField(40, 1));
  ExpectFallsBack(move + VarintField(rp::Event::kPlaceWoodFieldNumber + 1, 1));
  ExpectFallsBack(VarintField(kSeat, 1) +
                  LenField(kMove, VarintField(1, 1) + VarintField(2, 2) + VarintField(9, 1)));
  ExpectFallsBack(LenField(rp::Event::kPassFieldNumber, VarintField(1, 1)));  // in an empty one
  ExpectFallsBack(LenField(0, ""));
}

TEST(RootWireCodec, FieldGivenTwiceFallsBack) {
  const std::string move = LenField(kMove, VarintField(1, 1) + VarintField(2, 2));
  ExpectFallsBack(VarintField(kSeat, 1) + VarintField(kSeat, 0) + move);  // protobuf: the last
  ExpectFallsBack(move + move);                                            // protobuf: merged
  ExpectFallsBack(LenField(kMove, VarintField(1, 1) + VarintField(2, 2) + VarintField(1, 3)));
  ExpectFallsBack(Body("build { building: SAWMILL clearing: 2 }") +
                  LenField(rp::Event::kBuildFieldNumber, LenField(3, "\x01")));
}

// Inside a body any order reads as protobuf reads it; the event itself must
// be the seat, then the body, as writers put it.
TEST(RootWireCodec, BodyFieldsInAnyOrderSeatFirst) {
  ExpectTaken(LenField(kMove, VarintField(2, 2) + VarintField(1, 1)));
  ExpectFallsBack(LenField(kMove, VarintField(1, 1) + VarintField(2, 2)) + VarintField(kSeat, 1));
}

TEST(RootWireCodec, TwoBodyKindsFallBack) {
  ExpectFallsBack(Body("move { from: 1 to: 2 }") + Body("battle { clearing: 3 }"));
  ExpectFallsBack(Body("pass {}") + Body("end_phase {}"));
}

TEST(RootWireCodec, UnpackedRepeatedFallsBack) {
  ExpectTaken(Body("build { building: SAWMILL clearing: 2 wood_from: [1, 2] }"));
  ExpectFallsBack(LenField(rp::Event::kBuildFieldNumber,
                           VarintField(1, rp::SAWMILL) + VarintField(2, 2) + VarintField(3, 1) +
                               VarintField(3, 2)));
  ExpectFallsBack(LenField(rp::Event::kDeckShuffleFieldNumber, VarintField(1, 3)));
}

TEST(RootWireCodec, WrongWireTypeFallsBack) {
  ExpectFallsBack(
      LenField(rp::Event::kDiceFieldNumber, Tag(1, kWireFixed32) + std::string("\1\0\0\0", 4)));
  ExpectFallsBack(Tag(kSeat, kWireFixed64) + std::string(8, '\0') + Body("pass {}"));
  ExpectFallsBack(VarintField(rp::Event::kPassFieldNumber, 0));
}

TEST(RootWireCodec, OutOfRangeValuesFallBack) {
  // Each pair: the last value in range is taken, the first beyond falls back.
  ExpectTaken(Body("seat: 3 pass {}"));
  ExpectFallsBack(Body("seat: 4 pass {}"));
  for (const char* text :
       {"place_keep { clearing: 0 }", "place_keep { clearing: 13 }", "discard { card: 0 }",
        "discard { card: 55 }", "move { from: 1 to: 2 decree_card: 57 }",
        "move { from: 1 to: 2 warriors: 101 }", "battle { clearing: 1 defender: 4 }",
        "use_card { card: 1 target: 4 }", "use_card { card: 1 clearing: 13 }",
        "dice { first: 4 }", "craft { card: 1 pieces_rabbit: 13 }",
        "remove_piece { piece: 99 }", "remove_piece {}", "choose_leader { leader: 5 }",
        "add_to_decree { card: 1 column: 5 }", "take_dominance { card: 40 spend: 55 }",
        "suit_markers { suits: [1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 4] }",
        "suit_markers { suits: [1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2] }",
        "suit_markers { suits: [1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1] }",
        "build { building: SAWMILL clearing: 2 wood_from: [1, 2, 3, 4, 5] }",
        "build { building: SAWMILL clearing: 2 wood_from: [13] }"}) {
    SCOPED_TRACE(text);
    ExpectFallsBack(Body(text));
  }
  std::string deck = "deck_shuffle { cards: [";
  for (int i = 0; i < kNumCards; ++i) absl::StrAppend(&deck, i == 0 ? "" : ", ", i + 1);
  ExpectTaken(Body(deck + "] }"));
  ExpectFallsBack(Body(deck + ", 1] }"));
  // A negative enum (a ten-byte varint) and a uint32 above any range.
  ExpectFallsBack(LenField(rp::Event::kRemovePieceFieldNumber, VarintField(1, ~uint64_t{0})));
  ExpectFallsBack(LenField(rp::Event::kDiscardFieldNumber, VarintField(1, UINT32_MAX)));
}

TEST(RootWireCodec, PaddedVarintsReadAsProtobufReadsThemLongOnesFallBack) {
  const std::string pass = Body("pass {}");
  // Padded: seat 1 in six bytes and in two, a tag, a length, a packed element.
  ExpectTaken(Tag(kSeat, kWireVarint) + std::string("\x81\x80\x80\x80\x80\x00", 6) + pass);
  ExpectTaken(Tag(kSeat, kWireVarint) + std::string("\x81\x00", 2) + pass);
  ExpectTaken(std::string("\x88\x00\x01", 3) + pass);
  ExpectTaken(Tag(rp::Event::kPassFieldNumber, kWireLen) + std::string("\x80\x00", 2));
  ExpectTaken(LenField(rp::Event::kDeckShuffleFieldNumber,
                       Tag(1, kWireLen) + "\x02" + std::string("\x81\x00", 2)));
  // 2^35, which protobuf truncates to 0 in a uint32 field.
  ExpectFallsBack(VarintField(kSeat, uint64_t{1} << 35) + pass);
}

TEST(RootWireCodec, TruncatedBytesFallBack) {
  for (const char* text : {"seat: 1 move { from: 1 to: 2 warriors: 3 decree_card: 56 }",
                           "build { building: SAWMILL clearing: 2 wood_from: [1, 2, 3] }",
                           "seat: 1 use_card { card: 20 clearing: 3 target: 1 }"}) {
    const std::string body = Body(text);
    ExpectTaken(body);
    for (size_t n = 0; n < body.size(); ++n) ExpectFallsBack(body.substr(0, n));
  }
}

// FactionCodec::wire_fields (the core asks a faction's codec only for its
// own fields): no two codecs share a field, and on every distinct body of
// the corpus, asked for every field of the event oneof, a codec's
// decode_wire takes only fields in its list (the plain dispatch asked each
// codec in turn, which took whatever any of them took).
TEST(RootWireCodec, WireFieldsAreEachCodecsOwn) {
  const absl::Span<const FactionCodec> codecs = FactionCodecs();
  for (size_t i = 0; i < codecs.size(); ++i)
    for (size_t j = i + 1; j < codecs.size(); ++j)
      for (uint32_t field = 1; field < 128; ++field)
        EXPECT_FALSE(codecs[i].wire_fields.Has(field) && codecs[j].wire_fields.Has(field))
            << "codecs " << i << " and " << j << " share field " << field;
  int taken = 0;
  for (const std::string& body : DistinctBodies()) {
    // The body's own message: the last length-delimited field.
    WireReader in(body);
    absl::string_view m;
    uint32_t field, type;
    while (!in.AtEnd() && in.ReadTag(&field, &type)) {
      if (type == kWireLen) {
        if (!in.ReadLen(&m)) break;
      } else if (!in.Skip(type)) {
        break;
      }
    }
    const google::protobuf::OneofDescriptor* oneof = rp::Event::descriptor()->FindOneofByName("body");
    ASSERT_NE(oneof, nullptr);
    for (int k = 0; k < oneof->field_count(); ++k) {
      const uint32_t number = uint32_t(oneof->field(k)->number());
      for (size_t i = 0; i < codecs.size(); ++i) {
        Event e;
        if (!codecs[i].decode_wire(number, m, e)) continue;
        ++taken;
        EXPECT_TRUE(codecs[i].wire_fields.Has(number))
            << "codec " << i << " takes field " << number << " outside its wire_fields: " << Hex(body);
      }
    }
  }
  EXPECT_GT(taken, 0);
}

}  // namespace
}  // namespace arbiter::root
