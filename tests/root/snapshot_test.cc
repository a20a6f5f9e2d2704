// Snapshots: the field-by-field form round-trips every state of random
// playouts (same digest, same snapshot again), and damaged or malicious
// snapshots are rejected as kInvalidArgument, never read past an array.
#include "engine/root/snapshot.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/root/digest.h"
#include "engine/root/rules.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "tests/root/fixture.h"

namespace arbiter::root {
namespace {

using ::arbiter::root::testing::Table;
using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::Reflection;

// Writes `s`, reads it back, and checks that nothing was lost.
void ExpectRoundTrip(const State& s, const std::string& where) {
  pb::Snapshot snap;
  WriteSnapshot(s, &snap);
  absl::StatusOr<State> back = ReadSnapshot(snap);
  ASSERT_TRUE(back.ok()) << where << ": " << back.status();
  EXPECT_EQ(StateDigest(*back), StateDigest(s)) << where;
  pb::Snapshot again;
  WriteSnapshot(*back, &again);
  EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(snap, again)) << where;
}

// Calls `visit` with the state after every event of a few seeded random games
// of each configuration (Autumn, Winter, the two-game match).
void ForEachPlayoutState(int games_per_config,
                         const std::function<void(const State&, const std::string&)>& visit) {
  const Game& game = *FindGame("root");
  const std::vector<std::map<std::string, std::string, std::less<>>> configs = {
      {{"map", "autumn"}},
      {{"map", "winter"}},
      {{"map", "autumn"}, {"games", "2"}},
      {{"map", "winter"}, {"factions", "eyrie,marquise"}},
  };
  for (const auto& flags : configs) {
    for (int g = 1; g <= games_per_config; ++g) {
      PlayOptions options;
      options.players = 2;
      options.seed = uint64_t(g);
      options.flags = flags;
      PlayoutOptions playout;
      playout.checkpoint_every = 0;
      playout.golden = false;
      absl::StatusOr<pb::MatchLog> log = PlayRandomGame(game, options, playout);
      ASSERT_TRUE(log.ok()) << log.status();
      auto match = game.NewMatch(log->header());
      ASSERT_TRUE(match.ok()) << match.status();
      const auto* typed = AsTyped<RootRules>(**match);
      visit(typed->state(), "initial");
      for (int i = 0; i < log->events_size(); ++i) {
        ASSERT_TRUE((*match)->Apply(log->events(i)).ok());
        visit(typed->state(), absl::StrCat("seed ", g, " event ", i));
      }
    }
  }
}

TEST(RootSnapshot, RoundTripKeepsEveryRandomPlayoutState) {
  int states = 0;
  ForEachPlayoutState(5, [&](const State& s, const std::string& where) {
    ++states;
    ExpectRoundTrip(s, where);
  });
  EXPECT_GT(states, 1000);
}

pb::Header RootHeader(pb::root::MapSide map) {
  pb::Header h;
  h.set_format_version(1);
  h.set_rules_version(3);
  h.set_game("root");
  h.set_players(2);
  h.mutable_root()->add_factions(pb::root::MARQUISE);
  h.mutable_root()->add_factions(pb::root::EYRIE);
  h.mutable_root()->set_map(map);
  return h;
}

TEST(RootSnapshot, MatchRestoresItsOwnSnapshot) {
  Table t;
  auto match = FindGame("root")->NewMatch(RootHeader(pb::root::AUTUMN));
  ASSERT_TRUE(match.ok()) << match.status();
  pb::Snapshot snap;
  WriteSnapshot(t.s, &snap);
  ASSERT_TRUE((*match)->RestoreSnapshot(snap).ok());
  EXPECT_EQ((*match)->Digest(), StateDigest(t.s));
}

TEST(RootSnapshot, SnapshotOfAnotherConfigurationIsRefused) {
  Table t;  // Autumn, Marquise then Eyrie
  pb::Snapshot snap;
  WriteSnapshot(t.s, &snap);
  auto winter = FindGame("root")->NewMatch(RootHeader(pb::root::WINTER));
  ASSERT_TRUE(winter.ok()) << winter.status();
  const uint64_t before = (*winter)->Digest();
  absl::Status status = (*winter)->RestoreSnapshot(snap);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
  EXPECT_EQ((*winter)->Digest(), before);
}

pb::Snapshot Good() {
  Table t;
  pb::Snapshot snap;
  WriteSnapshot(t.s, &snap);
  return snap;
}

void ExpectRejected(const std::function<void(pb::root::State&)>& damage, const char* what) {
  pb::Snapshot snap = Good();
  damage(*snap.mutable_root());
  absl::StatusOr<State> back = ReadSnapshot(snap);
  EXPECT_EQ(back.status().code(), absl::StatusCode::kInvalidArgument) << what;
}

TEST(RootSnapshot, DamagedSnapshotsAreInvalidArgument) {
  {
    pb::Snapshot other;
    other.mutable_rumble_nation();
    EXPECT_EQ(ReadSnapshot(other).status().code(), absl::StatusCode::kInvalidArgument);
  }
  ExpectRejected([](pb::root::State& s) { s.set_raw(std::string(16, '\0')); },
                 "the retired raw form");
  ExpectRejected([](pb::root::State& s) { s.set_format(kSnapshotFormat + 1); }, "format");
  ExpectRejected([](pb::root::State& s) { s.clear_format(); }, "no format");
  ExpectRejected([](pb::root::State& s) { s.set_map(pb::root::MapSide(7)); }, "map");
  ExpectRejected([](pb::root::State& s) { s.add_factions(pb::root::MARQUISE); }, "third seat");
  ExpectRejected([](pb::root::State& s) { s.set_factions(1, pb::root::MARQUISE); },
                 "a faction twice");
  ExpectRejected([](pb::root::State& s) { s.set_turn_seat(9); }, "turn seat");
  ExpectRejected([](pb::root::State& s) { s.set_winner(2); }, "winner");
  ExpectRejected([](pb::root::State& s) { s.set_phase(5); }, "phase");
  ExpectRejected([](pb::root::State& s) { s.set_fstep(200); }, "fstep");
  ExpectRejected([](pb::root::State& s) { s.set_games(3); }, "games");
  ExpectRejected([](pb::root::State& s) { s.set_game_index(1); }, "game index of a one-game match");
  ExpectRejected([](pb::root::State& s) { s.set_suits(0, pb::root::BIRD); },
                 "a bird clearing after setup");
  ExpectRejected([](pb::root::State& s) { s.mutable_suits()->RemoveLast(); }, "11 suits");
  ExpectRejected([](pb::root::State& s) { s.add_deck(0); }, "card 0");
  ExpectRejected([](pb::root::State& s) { s.add_deck(57); }, "card 57");
  ExpectRejected([](pb::root::State& s) { s.add_deck(s.deck(0)); }, "a card twice in the deck");
  ExpectRejected([](pb::root::State& s) { s.mutable_deck()->RemoveLast(); }, "a card lost");
  ExpectRejected([](pb::root::State& s) { s.mutable_seats(0)->add_hand(s.deck(0)); },
                 "a card in the deck and a hand");
  ExpectRejected([](pb::root::State& s) { s.mutable_seats(0)->set_dominance(3); },
                 "an active non-dominance card");
  ExpectRejected([](pb::root::State& s) { s.mutable_seats(0)->set_dominance(54); },
                 "dominance index 54");
  ExpectRejected([](pb::root::State& s) { s.mutable_seats(1)->set_vp(40000); }, "vp");
  ExpectRejected([](pb::root::State& s) { s.mutable_seats()->RemoveLast(); }, "one seat");
  ExpectRejected([](pb::root::State& s) { s.mutable_warriors(0)->set_clearing(0, 7); },
                 "a warrior out of nowhere");
  ExpectRejected([](pb::root::State& s) { s.mutable_warriors(1)->set_clearing(0, 200); },
                 "200 warriors");
  ExpectRejected([](pb::root::State& s) { s.mutable_marquise()->set_keep(12); }, "keep 12");
  ExpectRejected([](pb::root::State& s) { s.mutable_marquise()->set_keep(-2); }, "keep -2");
  ExpectRejected([](pb::root::State& s) { s.mutable_marquise()->set_wood(0, 9); }, "wood");
  ExpectRejected([](pb::root::State& s) { s.mutable_marquise()->mutable_track()->RemoveLast(); },
                 "track");
  ExpectRejected([](pb::root::State& s) { s.mutable_eyrie()->set_leader(pb::root::Leader(9)); },
                 "leader");
  ExpectRejected([](pb::root::State& s) { s.mutable_eyrie()->add_deposed(pb::root::Leader(0)); },
                 "deposed none");
  ExpectRejected([](pb::root::State& s) { s.mutable_eyrie()->mutable_decree(0)->add_cards(57); },
                 "decree card 57");
  ExpectRejected([](pb::root::State& s) { s.mutable_eyrie()->mutable_decree()->RemoveLast(); },
                 "three decree columns");
  ExpectRejected([](pb::root::State& s) { s.mutable_eyrie()->set_roosts(5, 2); }, "two roosts");
  ExpectRejected([](pb::root::State& s) { s.mutable_battle()->set_stage(8); }, "battle stage");
  ExpectRejected(
      [](pb::root::State& s) {
        s.mutable_battle()->set_active(true);
        s.mutable_battle()->set_clearing(-1);
      },
      "an active battle nowhere");
  ExpectRejected([](pb::root::State& s) { s.mutable_battle()->set_clearing(13); },
                 "battle clearing 13");
  ExpectRejected([](pb::root::State& s) { s.set_steal_from(5); }, "steal_from");
  ExpectRejected([](pb::root::State& s) { s.clear_battle(); }, "no battle message");
  ExpectRejected(
      [](pb::root::State& s) {
        s.mutable_marquise()->set_keep(-1);
        s.mutable_marquise()->set_keep_removed(true);
        s.set_hospital(4, 1);
      },
      "warriors for field hospitals with no keep");
  ExpectRejected([](pb::root::State& s) { s.mutable_marquise()->set_keep(-1); },
                 "no keep after setup, not removed");
  ExpectRejected(
      [](pb::root::State& s) { s.mutable_eyrie()->set_leader(pb::root::LEADER_UNSPECIFIED); },
      "no Eyrie leader after setup");
  ExpectRejected([](pb::root::State& s) { s.set_hospital(4, s.warriors(0).supply() + 1); },
                 "more warriors in hospital than in the supply");
  {
    // The keep removed with warriors pending is the one case above that
    // only the keep check rejects: the same snapshot with the keep kept reads.
    pb::Snapshot snap = Good();
    snap.mutable_root()->set_hospital(4, 1);
    EXPECT_TRUE(ReadSnapshot(snap).ok());
  }
}

// Every scalar in a good snapshot (and every element of its repeated
// fields), set in turn to values at and beyond the edges, must either read
// back into a state that passes CheckConsistency or be kInvalidArgument.
void Mutate(Message& root, Message& m, const std::function<void()>& check) {
  const Reflection* r = m.GetReflection();
  const auto* d = m.GetDescriptor();
  for (int i = 0; i < d->field_count(); ++i) {
    const FieldDescriptor* f = d->field(i);
    if (f->name() == "raw" || f->name() == "layout") continue;
    const int n = f->is_repeated() ? r->FieldSize(m, f) : 1;
    for (int k = 0; k < n; ++k) {
      switch (f->cpp_type()) {
        case FieldDescriptor::CPPTYPE_MESSAGE: {
          Message* sub = f->is_repeated() ? r->MutableRepeatedMessage(&m, f, k)
                                          : r->MutableMessage(&m, f);
          Mutate(root, *sub, check);
          break;
        }
        case FieldDescriptor::CPPTYPE_UINT32:
          for (uint32_t v : {0u, 1u, 2u, 12u, 13u, 54u, 55u, 56u, 57u, 255u, 256u, 65536u,
                             0xffffffffu}) {
            uint32_t old = f->is_repeated() ? r->GetRepeatedUInt32(m, f, k) : r->GetUInt32(m, f);
            f->is_repeated() ? r->SetRepeatedUInt32(&m, f, k, v) : r->SetUInt32(&m, f, v);
            check();
            f->is_repeated() ? r->SetRepeatedUInt32(&m, f, k, old) : r->SetUInt32(&m, f, old);
          }
          break;
        case FieldDescriptor::CPPTYPE_INT32:
          for (int32_t v : {-129, -2, -1, 0, 1, 2, 4, 12, 13, 54, 127, 128, 40000}) {
            int32_t old = f->is_repeated() ? r->GetRepeatedInt32(m, f, k) : r->GetInt32(m, f);
            f->is_repeated() ? r->SetRepeatedInt32(&m, f, k, v) : r->SetInt32(&m, f, v);
            check();
            f->is_repeated() ? r->SetRepeatedInt32(&m, f, k, old) : r->SetInt32(&m, f, old);
          }
          break;
        case FieldDescriptor::CPPTYPE_ENUM:
          for (int v : {0, 1, 2, 3, 4, 5, 9, -1}) {
            int old = f->is_repeated() ? r->GetRepeatedEnumValue(m, f, k) : r->GetEnumValue(m, f);
            f->is_repeated() ? r->SetRepeatedEnumValue(&m, f, k, v) : r->SetEnumValue(&m, f, v);
            check();
            f->is_repeated() ? r->SetRepeatedEnumValue(&m, f, k, old)
                             : r->SetEnumValue(&m, f, old);
          }
          break;
        case FieldDescriptor::CPPTYPE_BOOL: {
          bool old = f->is_repeated() ? r->GetRepeatedBool(m, f, k) : r->GetBool(m, f);
          f->is_repeated() ? r->SetRepeatedBool(&m, f, k, !old) : r->SetBool(&m, f, !old);
          check();
          f->is_repeated() ? r->SetRepeatedBool(&m, f, k, old) : r->SetBool(&m, f, old);
          break;
        }
        default:
          break;
      }
    }
  }
}

TEST(RootSnapshot, EveryFieldAtItsEdgesIsReadOrRejected) {
  // States of different kinds: setup, battles, and every 40th state.
  std::vector<State> states;
  int seen = 0;
  ForEachPlayoutState(2, [&](const State& s, const std::string&) {
    if (states.size() < 40 && (s.battle.active || s.phase == Phase::kSetup || ++seen % 40 == 0))
      states.push_back(s);
  });
  ASSERT_FALSE(states.empty());
  int rejected = 0;
  for (const State& s : states) {
    pb::Snapshot snap;
    WriteSnapshot(s, &snap);
    Mutate(snap, *snap.mutable_root(), [&] {
      absl::StatusOr<State> back = ReadSnapshot(snap);
      if (back.ok()) {
        EXPECT_TRUE(CheckConsistency(*back).ok());
        // Whatever was accepted must be safe to explore: list its events
        // and apply the first one.
        Event first;
        bool any = false;
        LegalEvents(*back, [&](const Event& e) {
          if (!any) first = e;
          any = true;
        });
        if (any) Apply(*back, first).status().IgnoreError();  // accepted or not: no crash
      } else {
        EXPECT_EQ(back.status().code(), absl::StatusCode::kInvalidArgument) << back.status();
        ++rejected;
      }
    });
  }
  EXPECT_GT(rejected, 100);
}

}  // namespace
}  // namespace arbiter::root
