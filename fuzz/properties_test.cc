// RapidCheck properties over whole games, for every registered game.
// Events are picked as indices into the legal-event list; chance outcomes
// come from a generated seed and are written down like any other event.
#include <random>

#include "absl/strings/str_cat.h"
#include "engine/core/registry.h"
#include "engine/core/rejection.h"
#include "fuzz/reader_fuzz_targets.h"
#include "fuzz/verify_fuzz_target.h"
#include "gtest/gtest.h"
#include "rapidcheck.h"
#include "rapidcheck/gtest.h"
#include "replay/log_reader.h"
#include "verifier/core/invariant.h"
#include "verifier/core/verify.h"

namespace arbiter {
namespace {

struct Played {
  pb::MatchLog log;
  std::vector<uint64_t> digests;  // after each event
  bool ended = false;
};

// Plays one game choosing decision i with indices[i % n] and chance
// outcomes from `seed`; checks every invariant after every event.
Played PlayByIndices(const Game& game, int players, uint64_t seed,
                     const std::vector<uint32_t>& indices, int max_events) {
  Played played;
  PlayOptions options;
  options.players = players;
  options.seed = seed;
  absl::StatusOr<pb::Header> header = game.MakeHeader(options);
  RC_ASSERT(header.ok());
  *played.log.mutable_header() = *header;
  absl::StatusOr<std::unique_ptr<Match>> match = game.NewMatch(*header);
  RC_ASSERT(match.ok());
  std::mt19937_64 rng(seed);
  // Native events; only the chosen one is encoded, for the log.
  LegalEvents legal;
  size_t decision = 0;
  while (!(*match)->IsTerminal() && played.log.events_size() < max_events) {
    int chosen = 0;
    if ((*match)->Actor() == kChanceActor) {
      RC_ASSERT((*match)->SampleChance(rng, &legal).ok());
    } else {
      (*match)->ListLegal(&legal);
      RC_ASSERT(!legal.empty());
      // The generated indices steer the game; adding a draw from `seed`
      // keeps a short or constant index list from replaying one degenerate
      // line forever (a game that always takes the first option need not end).
      uint64_t pick = rng() + (indices.empty() ? 0 : indices[decision++ % indices.size()]);
      chosen = static_cast<int>(pick % static_cast<uint64_t>(legal.size()));
    }
    (*match)->EncodeLegal(legal, chosen, played.log.add_events());
    absl::Status applied = (*match)->ApplyLegal(legal, chosen);
    RC_ASSERT(applied.ok());
    absl::Status held = CheckInvariants(**match);
    if (!held.ok()) RC_FAIL(absl::StrCat(game.info().name, ": ", held.ToString()));
    played.digests.push_back((*match)->Digest());
  }
  played.ended = (*match)->IsTerminal();
  return played;
}

// Enough for a complete game of every registered game; a game that needs
// more is reported rather than truncated.
constexpr int kMaxEvents = 60000;

const Game& AnyGame(size_t i) {
  std::vector<const Game*> games = AllGames();
  return *games[i % games.size()];
}

int AnySeats(const Game& game, uint32_t i) {
  uint32_t span = game.info().max_seats - game.info().min_seats + 1;
  return game.info().min_seats + static_cast<int>(i % span);
}

RC_GTEST_PROP(Properties, RandomLegalGamesKeepInvariantsAndEnd,
              (uint32_t game_index, uint32_t seats, uint64_t seed,
               std::vector<uint32_t> indices)) {
  const Game& game = AnyGame(game_index);
  Played played = PlayByIndices(game, AnySeats(game, seats), seed, indices, kMaxEvents);
  RC_ASSERT(played.ended);
}

RC_GTEST_PROP(Properties, SerializeThenParseGivesTheSameDigest,
              (uint32_t game_index, uint32_t seats, uint64_t seed,
               std::vector<uint32_t> indices)) {
  const Game& game = AnyGame(game_index);
  Played played = PlayByIndices(game, AnySeats(game, seats), seed, indices, kMaxEvents);
  for (LogFormat format : {LogFormat::kBinary, LogFormat::kText, LogFormat::kJson}) {
    absl::StatusOr<pb::MatchLog> parsed =
        ParseLog(*SerializeLog(played.log, format), format);
    RC_ASSERT(parsed.ok());
    Report report = VerifyLog(*parsed, {});
    RC_ASSERT(report.ok());
    RC_ASSERT(report.final_digest == played.digests.back());
  }
}

RC_GTEST_PROP(Properties, ReplayIsDeterministicAndPrefixPlusRestEqualsWhole,
              (uint32_t game_index, uint32_t seats, uint64_t seed,
               std::vector<uint32_t> indices, uint32_t cut)) {
  const Game& game = AnyGame(game_index);
  Played played = PlayByIndices(game, AnySeats(game, seats), seed, indices, kMaxEvents);
  Report first = VerifyLog(played.log, {});
  Report second = VerifyLog(played.log, {});
  RC_ASSERT(first.ok());
  RC_ASSERT(first.final_digest == second.final_digest);
  int n = played.log.events_size();
  int k = static_cast<int>(cut % (n + 1));
  absl::StatusOr<std::unique_ptr<Match>> prefix = ReplayPrefix(played.log, k);
  RC_ASSERT(prefix.ok());
  // Snapshot at the cut, restore into a fresh match, then apply the rest.
  absl::StatusOr<std::unique_ptr<Match>> resumed = game.NewMatch(played.log.header());
  RC_ASSERT(resumed.ok());
  RC_ASSERT((*resumed)->RestoreSnapshot((*prefix)->ToSnapshot()).ok());
  for (int i = k; i < n; ++i) {
    RC_ASSERT((*prefix)->Apply(played.log.events(i)).ok());
    RC_ASSERT((*resumed)->Apply(played.log.events(i)).ok());
  }
  RC_ASSERT((*prefix)->Digest() == first.final_digest);
  RC_ASSERT((*resumed)->Digest() == first.final_digest);
}

RC_GTEST_PROP(Properties, EarlierStatesNeverChangeAfterLaterEvents,
              (uint32_t game_index, uint32_t seats, uint64_t seed,
               std::vector<uint32_t> indices)) {
  const Game& game = AnyGame(game_index);
  Played played = PlayByIndices(game, AnySeats(game, seats), seed, indices, kMaxEvents);
  absl::StatusOr<std::unique_ptr<Match>> match = game.NewMatch(played.log.header());
  RC_ASSERT(match.ok());
  std::vector<std::unique_ptr<Match>> kept;
  for (int i = 0; i < played.log.events_size(); ++i) {
    RC_ASSERT((*match)->Apply(played.log.events(i)).ok());
    if ((i & (i + 1)) == 0) kept.push_back((*match)->Clone());  // i = 2^k - 1
  }
  for (size_t j = 0; j < kept.size(); ++j) {
    size_t event = (size_t{1} << j) - 1;
    RC_ASSERT(kept[j]->Digest() == played.digests[event]);
  }
}

RC_GTEST_PROP(Properties, EveryMutationIsRejectedWithARuleIdOrIsAValidGame,
              (uint32_t game_index, uint32_t seats, uint64_t seed,
               std::vector<uint32_t> indices, uint32_t where, uint8_t how,
               uint32_t value)) {
  const Game& game = AnyGame(game_index);
  Played played = PlayByIndices(game, AnySeats(game, seats), seed, indices, kMaxEvents);
  pb::MatchLog log = played.log;
  int n = log.events_size();
  RC_PRE(n >= 2);
  int i = static_cast<int>(where % n);
  auto* events = log.mutable_events();
  switch (how % 4) {
    case 0:  // drop
      events->DeleteSubrange(i, 1);
      break;
    case 1:  // duplicate
      *events->Add() = events->Get(n - 1);
      for (int j = n; j > i; --j) events->SwapElements(j, j - 1);
      break;
    case 2:  // swap with the next
      events->SwapElements(i, (i + 1) % n);
      break;
    default: {  // change one byte of the serialized event
      std::string bytes = events->Get(i).SerializeAsString();
      if (bytes.empty()) break;
      bytes[value % bytes.size()] ^= static_cast<char>(1 + (value >> 8) % 255);
      pb::Event changed;
      if (changed.ParseFromString(bytes)) *events->Mutable(i) = changed;
      break;
    }
  }
  VerifyOptions options;
  options.check_consistency = true;
  Report report = VerifyLog(log, options);
  if (report.ok()) return;  // a valid (different) game
  RC_ASSERT(!report.failure->rule_id.empty());
  // kInternal would mean the reducer accepted something that broke an
  // invariant or its own consistency: a bug in Arbiter.
  if (report.failure->code == absl::StatusCode::kInternal) {
    RC_FAIL(absl::StrCat(report.failure->rule_id, ": ", report.failure->reason,
                         " at event ", report.failure->event_index));
  }
}

// Every game reads its event bytes (Match::ReadsEventBytes): a valid log is
// verified from them alone (replay/binary_verify.h), with the report of the
// parsed path.
RC_GTEST_PROP(Properties, ValidLogsStayOnTheBinaryFastPath,
              (uint32_t game_index, uint32_t seats, uint64_t seed,
               std::vector<uint32_t> indices)) {
  const Game& game = AnyGame(game_index);
  Played played = PlayByIndices(game, AnySeats(game, seats), seed, indices, kMaxEvents);
  pb::MatchLog events_only = played.log;
  events_only.clear_header();
  const std::string events = events_only.SerializeAsString();
  absl::string_view rest;
  std::optional<Report> fast =
      VerifyValidEventBytes(played.log.header(), events, kMaxEvents, {}, &rest);
  RC_ASSERT(fast.has_value());
  RC_ASSERT(rest.empty());
  Report slow = VerifyLog(played.log, {});
  RC_ASSERT(slow.ok());
  RC_ASSERT(fast->final_digest == slow.final_digest);
  RC_ASSERT(fast->scores == slow.scores);
  RC_ASSERT(fast->winners == slow.winners);
  RC_ASSERT(fast->complete == slow.complete);
}

// With bytes changed, dropped or inserted anywhere in a binary log, the fast
// path still decides exactly what parsing and verifying decide.
RC_GTEST_PROP(Properties, BinaryFastPathAgreesWithParsedVerification,
              (uint32_t game_index, uint32_t seats, uint64_t seed,
               std::vector<uint32_t> indices,
               std::vector<std::pair<uint32_t, uint8_t>> edits)) {
  const Game& game = AnyGame(game_index);
  Played played = PlayByIndices(game, AnySeats(game, seats), seed, indices, kMaxEvents);
  std::string bytes = played.log.SerializeAsString();
  for (const auto& [where, what] : edits) {
    if (bytes.empty()) break;
    const size_t at = where % bytes.size();
    switch (what % 3) {
      case 0: bytes[at] = static_cast<char>(bytes[at] ^ (1 + what / 3)); break;
      case 1: bytes.erase(at, 1); break;
      default: bytes.insert(at, 1, static_cast<char>(what)); break;
    }
  }
  VerifyOptions options;
  options.check_consistency = true;
  const std::string diff = fuzz::CompareBinaryPaths(bytes, ReadLimits{}, options);
  if (!diff.empty()) RC_FAIL(diff);
}

RC_GTEST_PROP(Properties, ArbitraryBytesNeverCrashTheVerifier,
              (std::vector<uint8_t> bytes)) {
  fuzz::VerifyBytes(bytes.data(), bytes.size());
}

RC_GTEST_PROP(Properties, ArbitraryDamageNeverCrashesTheStoresReadPath,
              (std::vector<uint8_t> bytes)) {
  fuzz::ReadDamagedStore(bytes.data(), bytes.size());
}

RC_GTEST_PROP(Properties, ArbitraryBytesNeverCrashTheTextAndJsonReaders,
              (std::vector<uint8_t> bytes)) {
  fuzz::ReadTextAndJson(bytes.data(), bytes.size());
}

}  // namespace
}  // namespace arbiter
