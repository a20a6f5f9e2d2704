// VerifyLog applies events without rollback (Match::ApplyWithoutRollback)
// and rebuilds the match whenever something fails: the report must still
// show the state the failing event met, for every game.
#include "verifier/core/verify.h"

#include <string>

#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

// The first `n` events of `log` applied one by one with Apply().
uint64_t DigestAfter(const pb::MatchLog& log, int n) {
  absl::StatusOr<std::unique_ptr<Match>> match =
      FindGame(log.header().game())->NewMatch(log.header());
  EXPECT_TRUE(match.ok());
  for (int i = 0; i < n; ++i) EXPECT_TRUE((*match)->Apply(log.events(i)).ok());
  return (*match)->Digest();
}

// Repeats an event right after itself: most events are then out of turn or
// spent, so verification fails there, after applying the prefix without
// rollback; wherever it fails, the report holds the state before.
TEST(VerifyLogWithoutRollback, AFailureReportsTheStateTheFailingEventMet) {
  for (const Game* game : AllGames()) {
    SCOPED_TRACE(std::string(game->info().name));
    PlayOptions options;
    options.seed = 7;
    options.players = game->info().min_seats;
    absl::StatusOr<pb::MatchLog> played = PlayRandomGame(*game, options, {});
    ASSERT_TRUE(played.ok()) << played.status();
    int failures = 0;
    for (int k = 1; k < played->events_size(); k += 1 + played->events_size() / 40) {
      pb::MatchLog log = *played;
      log.mutable_events()->DeleteSubrange(k, log.events_size() - k);
      *log.add_events() = log.events(k - 1);
      log.mutable_events(k)->clear_checkpoint();
      Report report = VerifyLog(log, {});
      if (report.ok()) continue;
      ++failures;
      ASSERT_TRUE(report.failure.has_value());
      EXPECT_EQ(report.failure->event_index, k);
      EXPECT_EQ(report.events_applied, k);
      ASSERT_NE(report.match, nullptr);
      EXPECT_EQ(report.final_digest, DigestAfter(log, k));
      EXPECT_EQ(report.match->Digest(), DigestAfter(log, k));
      EXPECT_FALSE(report.failure->rule_id.empty());
    }
    EXPECT_GT(failures, 0) << "no repeated event was rejected";
  }
}

// core.incomplete names whoever was to move when the log stopped, for
// every game and every stopping point: a seat or a chance outcome.
TEST(VerifyLogRequireComplete, AnIncompleteLogNamesWhoWasToMove) {
  for (const Game* game : AllGames()) {
    SCOPED_TRACE(std::string(game->info().name));
    PlayOptions options;
    options.seed = 11;
    options.players = game->info().min_seats;
    absl::StatusOr<pb::MatchLog> played = PlayRandomGame(*game, options, {});
    ASSERT_TRUE(played.ok()) << played.status();
    bool saw_seat = false;
    for (int k = 1; k < played->events_size(); k += 1 + played->events_size() / 20) {
      pb::MatchLog log = *played;
      log.mutable_events()->DeleteSubrange(k, log.events_size() - k);
      absl::StatusOr<std::unique_ptr<Match>> match = game->NewMatch(log.header());
      ASSERT_TRUE(match.ok());
      for (const pb::Event& e : log.events()) ASSERT_TRUE((*match)->Apply(e).ok());
      const int to_move = (*match)->Actor();
      VerifyOptions verify;
      verify.require_complete = true;
      Report report = VerifyLog(log, verify);
      ASSERT_TRUE(report.failure.has_value());
      EXPECT_EQ(report.failure->rule_id, "core.incomplete");
      EXPECT_EQ(report.failure->actor, to_move);
      const std::string named = to_move == kChanceActor
                                    ? "a chance outcome was due"
                                    : "seat " + std::to_string(to_move) + " was to move";
      EXPECT_NE(report.failure->reason.find(named), std::string::npos)
          << report.failure->reason;
      saw_seat |= to_move >= 0;
    }
    EXPECT_TRUE(saw_seat);
  }
}

}  // namespace
}  // namespace arbiter
