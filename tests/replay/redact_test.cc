// `arbiter redact` and seat records (replay/seat_record.h): what a seat saw,
// written for that player, shown by replay and refused by every command
// that checks rules. Spec: issue 20, "Per-seat views".
#include <memory>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "engine/root/rules.h"
#include "engine/root/state.h"
#include "gtest/gtest.h"
#include "replay/log_reader.h"
#include "replay/seat_record.h"
#include "tests/replay/cli_fixture.h"

namespace arbiter {
namespace {

pb::MatchLog Played(absl::string_view game, uint64_t seed, int players) {
  PlayOptions options;
  options.seed = seed;
  options.players = players;
  absl::StatusOr<pb::MatchLog> log = PlayRandomGame(*FindGame(game), options, {});
  EXPECT_TRUE(log.ok()) << log.status();
  return *log;
}

pb::MatchLog ReadBack(const std::string& path) {
  absl::StatusOr<std::string> bytes = ReadFileCapped(path, 1 << 28);
  EXPECT_TRUE(bytes.ok()) << bytes.status();
  ReadLimits limits;
  limits.allow_seat_record = true;
  absl::StatusOr<pb::MatchLog> log = ParseLog(*bytes, FormatForPath(path), limits);
  EXPECT_TRUE(log.ok()) << log.status();
  return *log;
}

using RedactCommand = CliFixture;

TEST_F(RedactCommand, RecordHoldsEachEventWithTheSeatsViewAfterIt) {
  for (const arbiter::Game* game : AllGames()) {
    SCOPED_TRACE(std::string(game->info().name));
    const pb::MatchLog log = Played(game->info().name, 7, game->info().min_seats);
    const std::string in = Write("game.binpb", log);
    const std::string out = (dir_ / "seat1.binpb").string();
    const Result redacted = Arbiter({"redact", "--seat", "1", in, out});
    ASSERT_EQ(redacted.code, kExitOk) << redacted.err;
    const pb::SeatRecord record = ReadBack(out).seat_record();
    ASSERT_EQ(record.steps_size(), log.events_size());
    EXPECT_EQ(record.source_events(), static_cast<uint32_t>(log.events_size()));

    std::unique_ptr<Match> match = *game->NewMatch(log.header());
    EXPECT_EQ(record.initial_view(), *match->SeatText(1));
    std::string view = record.initial_view();
    for (int i = 0; i < log.events_size(); ++i) {
      const pb::SeatRecord::Step& step = record.steps(i);
      EXPECT_EQ(step.hidden(), match->EventHiddenFrom(log.events(i), 1)) << "event " << i;
      EXPECT_EQ(step.has_event(), !step.hidden()) << "event " << i;
      ASSERT_TRUE(match->Apply(log.events(i)).ok());
      absl::StatusOr<std::string> next = SeatViewAfterStep(view, step);
      ASSERT_TRUE(next.ok()) << next.status();
      view = *std::move(next);
      ASSERT_EQ(view, *match->SeatText(1)) << "event " << i;
    }
    // replay shows the record as it is, at any point.
    const int at = log.events_size() / 2;
    const Result shown = Arbiter({"replay", out, "--at", absl::StrCat(at), "--last", "2"});
    ASSERT_EQ(shown.code, kExitOk) << shown.err;
    EXPECT_TRUE(absl::StrContains(shown.out, "record")) << shown.out;
    EXPECT_TRUE(absl::StrContains(shown.out, record.steps(at - 1).text())) << shown.out;
    EXPECT_TRUE(absl::EndsWith(shown.out, *SeatViewAfter(record, at))) << shown.out;
  }
}

// A view changes in a few lines per event: the record keeps those lines,
// and so is several times smaller than the same views kept whole.
TEST_F(RedactCommand, RecordKeepsOnlyTheChangedLinesOfEachView) {
  for (const arbiter::Game* game : AllGames()) {
    SCOPED_TRACE(std::string(game->info().name));
    const pb::MatchLog log = Played(game->info().name, 9, game->info().max_seats);
    absl::StatusOr<pb::MatchLog> made = MakeSeatRecord(log, 0);
    ASSERT_TRUE(made.ok()) << made.status();
    size_t whole_views = 0, edited = 0;
    std::string view = made->seat_record().initial_view();
    for (const pb::SeatRecord::Step& step : made->seat_record().steps()) {
      view = *SeatViewAfterStep(view, step);
      whole_views += view.size();
      edited += step.view().empty() ? 1 : 0;
    }
    EXPECT_GT(edited, size_t(made->seat_record().steps_size()) * 9 / 10);
    EXPECT_LT(made->ByteSizeLong() * 4, whole_views)
        << "record " << made->ByteSizeLong() << " bytes, views " << whole_views;
  }
}

// A forged or damaged record: edits past the view, or out of order, are an
// unreadable input (exit 2) naming the step, never a crash.
TEST_F(RedactCommand, ReplayRefusesARecordWhoseEditsDoNotFit) {
  const pb::MatchLog log = Played("rumble-nation", 3, 2);
  absl::StatusOr<pb::MatchLog> made = MakeSeatRecord(log, 0);
  ASSERT_TRUE(made.ok()) << made.status();
  int edited = 0;
  while (edited < made->seat_record().steps_size() &&
         made->seat_record().steps(edited).view_edits().empty())
    ++edited;
  ASSERT_LT(edited, made->seat_record().steps_size());
  for (int forgery = 0; forgery < 2; ++forgery) {
    pb::MatchLog bad = *made;
    pb::SeatRecord::Step& step = *bad.mutable_seat_record()->mutable_steps(edited);
    if (forgery == 0) {
      step.mutable_view_edits(0)->set_at(1u << 30);
    } else {
      *step.add_view_edits() = step.view_edits(0);  // the same lines twice
    }
    const std::string in = Write("bad.binpb", bad);
    const Result shown = Arbiter({"replay", in});
    EXPECT_EQ(shown.code, kExitInputError) << shown.out << shown.err;
    EXPECT_TRUE(absl::StrContains(shown.err, absl::StrCat("step ", edited))) << shown.err;
  }
}

// One huge view kept by many steps would be rebuilt once per step: replay
// refuses such a record at once instead of copying for hours.
TEST_F(RedactCommand, ReplayRefusesARecordTooCostlyToRebuild) {
  absl::StatusOr<pb::MatchLog> forged = MakeSeatRecord(Played("rumble-nation", 3, 2), 0);
  ASSERT_TRUE(forged.ok()) << forged.status();
  pb::SeatRecord& record = *forged->mutable_seat_record();
  record.clear_steps();
  pb::SeatRecord::Step& first = *record.add_steps();
  first.add_view_edits()->add_added(std::string(4 << 20, 'x') + "\n");
  for (int i = 0; i < 100; ++i) record.add_steps();  // views unchanged
  record.set_source_events(101);
  absl::StatusOr<std::string> view = SeatViewAfter(record, 101);
  EXPECT_EQ(view.status().code(), absl::StatusCode::kResourceExhausted) << view.status();
  const Result shown = Arbiter({"replay", Write("forged.binpb", *forged)});
  EXPECT_EQ(shown.code, kExitInputError) << shown.out << shown.err;
  EXPECT_TRUE(absl::StrContains(shown.err, "256 MB")) << shown.err;
}

TEST_F(RedactCommand, ShuffleOrdersSeedAndCheckpointsAreLeftOut) {
  pb::MatchLog log = Played("root", 11, 2);
  log.mutable_header()->mutable_provenance()->set_generator_seed(11);
  {  // A true checkpoint, as a service may write one.
    std::unique_ptr<Match> match = *FindGame("root")->NewMatch(log.header());
    for (int i = 0; i <= 5; ++i) ASSERT_TRUE(match->Apply(log.events(i)).ok());
    log.mutable_events(5)->mutable_checkpoint()->set_digest(match->Digest());
  }
  const std::string in = Write("root.binpb", log);
  const std::string out = (dir_ / "seat0.textproto").string();
  ASSERT_EQ(Arbiter({"redact", "--seat", "0", in, out}).code, kExitOk);
  const pb::MatchLog record = ReadBack(out);
  EXPECT_EQ(record.header().provenance().generator_seed(), 0u);
  EXPECT_EQ(record.events_size(), 0);
  // Root's first event is the setup shuffle: hidden from every seat.
  ASSERT_TRUE(log.events(0).root().has_deck_shuffle());
  EXPECT_TRUE(record.seat_record().steps(0).hidden());
  EXPECT_FALSE(record.seat_record().steps(0).has_event());
  EXPECT_EQ(record.seat_record().steps(0).text(), "deck_shuffle (hidden from seat 0)");
  for (const pb::SeatRecord::Step& step : record.seat_record().steps()) {
    EXPECT_FALSE(step.event().has_checkpoint());
  }
}

TEST_F(RedactCommand, RecordOfABrokenLogStopsBeforeTheRefusedEvent) {
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  ASSERT_NE(root, nullptr);
  const std::string in =
      absl::StrCat(root, "/corpus/root/invalid/build_without_wood.textproto");
  const pb::MatchLog log = ReadBack(in);
  ASSERT_TRUE(log.expect().has_invalid());
  const std::string out = (dir_ / "seat0.binpb").string();
  const Result redacted = Arbiter({"redact", "--seat", "0", in, out});
  EXPECT_EQ(redacted.code, kExitInvalid);
  EXPECT_TRUE(absl::StrContains(redacted.err, log.expect().invalid().rule_id())) << redacted.err;
  const pb::SeatRecord record = ReadBack(out).seat_record();
  EXPECT_EQ(record.steps_size(), static_cast<int>(log.expect().invalid().event_index()));
  EXPECT_EQ(record.failed_rule_id(), log.expect().invalid().rule_id());
}

TEST_F(RedactCommand, EveryCommandThatChecksRulesRefusesARecord) {
  const std::string in = Write("game.binpb", Game(3));
  const std::string record = (dir_ / "record.json").string();
  ASSERT_EQ(Arbiter({"redact", "--seat", "2", in, record}).code, kExitOk);
  const std::string store = (dir_ / "store").string();
  for (const std::vector<std::string>& command :
       std::vector<std::vector<std::string>>{{"verify", record},
                                             {"conform", record},
                                             {"diff", record, in},
                                             {"render", record, "--out", (dir_ / "r.svg").string()},
                                             {"redact", "--seat", "0", record, (dir_ / "again.json").string()},
                                             {"corpus", "ingest", record, "--db", store}}) {
    SCOPED_TRACE(command[0]);
    const Result refused = Arbiter(command);
    EXPECT_EQ(refused.code, kExitInputError) << refused.out << refused.err;
    EXPECT_TRUE(absl::StrContains(refused.out + refused.err, "record")) << refused.out << refused.err;
  }
  // convert keeps it a record.
  const std::string binary = (dir_ / "record.binpb").string();
  ASSERT_EQ(Arbiter({"convert", record, binary}).code, kExitOk);
  EXPECT_EQ(ReadBack(binary).seat_record().seat(), 2u);
}

TEST_F(RedactCommand, MisuseExitsTwoWithTheReason) {
  const std::string in = Write("game.binpb", Game(3, 3));
  const std::string out = (dir_ / "out.binpb").string();
  const Result no_seat = Arbiter({"redact", in, out});
  EXPECT_EQ(no_seat.code, kExitInputError);
  EXPECT_TRUE(absl::StrContains(no_seat.err, "--seat")) << no_seat.err;
  const Result no_such_seat = Arbiter({"redact", "--seat", "3", in, out});
  EXPECT_EQ(no_such_seat.code, kExitInputError);
  EXPECT_TRUE(absl::StrContains(no_such_seat.err, "seats 0 to 2")) << no_such_seat.err;
  const Result no_format = Arbiter({"redact", "--seat", "0", in, (dir_ / "out.dat").string()});
  EXPECT_EQ(no_format.code, kExitInputError);
  EXPECT_FALSE(std::filesystem::exists(out));
  ASSERT_EQ(Arbiter({"redact", "--seat", "1", in, out}).code, kExitOk);
  const Result legal = Arbiter({"replay", out, "--legal"});
  EXPECT_EQ(legal.code, kExitInputError);
  const Result other_seat = Arbiter({"replay", out, "--seat", "0"});
  EXPECT_EQ(other_seat.code, kExitInputError);
  EXPECT_TRUE(absl::StrContains(other_seat.err, "seat 1's record")) << other_seat.err;
}

TEST_F(RedactCommand, ReplayAsASeatNamesAHiddenRefusedEventByItsKindOnly) {
  pb::MatchLog log = Played("root", 5, 2);
  auto* cards = log.mutable_events(0)->mutable_root()->mutable_deck_shuffle()->mutable_cards();
  (*cards)[1] = (*cards)[0];  // a card twice: the shuffle is refused
  const std::string in = Write("bad.textproto", log);
  const Result full = Arbiter({"replay", in});
  ASSERT_EQ(full.code, kExitInvalid);
  ASSERT_TRUE(absl::StrContains(full.out, "digest")) << full.out;
  const Result seat = Arbiter({"replay", in, "--seat", "0"});
  EXPECT_EQ(seat.code, kExitInvalid);
  EXPECT_TRUE(absl::StrContains(seat.out, "deck_shuffle (hidden from seat 0)")) << seat.out;
  // Neither the order, nor a digest or legal count that depends on it.
  EXPECT_FALSE(absl::StrContains(seat.out, "digest")) << seat.out;
  EXPECT_FALSE(absl::StrContains(seat.out, "legal events")) << seat.out;
  std::unique_ptr<Match> match = *FindGame("root")->NewMatch(log.header());
  const std::string event_text = match->EventText(log.events(0));
  ASSERT_TRUE(absl::StrContains(full.out, event_text.substr(0, 40))) << full.out;
  EXPECT_FALSE(absl::StrContains(seat.out, event_text.substr(0, 40))) << seat.out;
}

// facts §2 Stand and Deliver!: the card taken at random is seen by the two
// seats it passes between, not by a third.
TEST(RootEventVisibility, RandomCardSeenOnlyByTheTwoSeatsItPassesBetween) {
  root::State state{};
  state.turn_seat = 0;
  state.steal_from = 2;
  root::Event take;
  take.kind = root::EventKind::kRandomCard;
  take.card = 4;
  const root::RootRules rules(root::MatchSetup{});
  EXPECT_FALSE(rules.EventHiddenFrom(state, take, 0));
  EXPECT_FALSE(rules.EventHiddenFrom(state, take, 2));
  EXPECT_TRUE(rules.EventHiddenFrom(state, take, 1));
  EXPECT_TRUE(rules.EventHiddenFrom(state, take, 3));
  root::Event shuffle;
  shuffle.kind = root::EventKind::kDeckShuffle;
  for (int seat = 0; seat < 4; ++seat) EXPECT_TRUE(rules.EventHiddenFrom(state, shuffle, seat));
}

// seed 【森林連合】「支援者」「蜂起」: a card put among the supporters is
// face down: a Mobilize is seen by the Alliance alone, an outrage card by
// the payer and the Alliance.
TEST(RootEventVisibility, SupporterCardsSeenOnlyByWhoeverHandledThem) {
  int mobilized = 0, outraged = 0;
  for (uint64_t seed = 1; seed < 40 && (mobilized == 0 || outraged == 0); ++seed) {
    const pb::MatchLog log = Played("root", seed, 3);  // Marquise, Eyrie, Alliance
    std::unique_ptr<Match> match = *FindGame("root")->NewMatch(log.header());
    for (const pb::Event& event : log.events()) {
      const pb::root::Event& e = event.root();
      for (int seat = 0; seat < 3; ++seat) {
        if (e.has_mobilize()) {
          EXPECT_EQ(match->EventHiddenFrom(event, seat), seat != 2) << event.ShortDebugString();
        } else if (e.has_outrage() && e.outrage().has_card()) {
          const bool handled = uint32_t(seat) == e.seat() || seat == 2;
          EXPECT_EQ(match->EventHiddenFrom(event, seat), !handled) << event.ShortDebugString();
        }
      }
      mobilized += e.has_mobilize();
      outraged += e.has_outrage() && e.outrage().has_card();
      ASSERT_TRUE(match->Apply(event).ok());
    }
  }
  EXPECT_GT(mobilized, 0);
  EXPECT_GT(outraged, 0);
}

// 002 準備: decks and guardian stacks are shuffled face down, and a
// reshuffled discard pile too: no seat, the owner included, sees an order.
TEST(LivingForestEventVisibility, EveryShuffleIsHiddenFromEverySeat) {
  const pb::MatchLog log = Played("living_forest", 5, 2);
  std::unique_ptr<Match> match = *FindGame("living_forest")->NewMatch(log.header());
  int shuffles = 0;
  for (const pb::Event& event : log.events()) {
    const auto& lf = event.living_forest();
    const bool orders = lf.has_shuffle_deck() || lf.has_shuffle_stack() || lf.has_reshuffle();
    shuffles += orders;
    for (int seat = 0; seat < 2; ++seat) {
      EXPECT_EQ(match->EventHiddenFrom(event, seat), orders) << event.ShortDebugString();
    }
    ASSERT_TRUE(match->Apply(event).ok());
  }
  EXPECT_GT(shuffles, 2);
}

}  // namespace
}  // namespace arbiter
