#include "engine/core/playout.h"

#include <random>
#include <vector>

#include "absl/random/distributions.h"
#include "absl/strings/str_format.h"
#include "engine/core/legal_events.h"

namespace arbiter {

absl::StatusOr<pb::MatchLog> PlayRandomGame(const Game& game,
                                            const PlayOptions& options,
                                            const PlayoutOptions& playout) {
  pb::MatchLog log;
  absl::Status played = PlayRandomGame(game, options, playout, &log);
  if (!played.ok()) return played;
  return log;
}

absl::StatusOr<ArenaLog> PlayRandomGameOnArena(const Game& game,
                                               const PlayOptions& options,
                                               const PlayoutOptions& playout) {
  ArenaLog log;
  absl::Status played = PlayRandomGame(game, options, playout, log.mutable_log());
  if (!played.ok()) return played;
  return log;
}

absl::Status PlayRandomGame(const Game& game, const PlayOptions& options,
                            const PlayoutOptions& playout, pb::MatchLog* out) {
  out->Clear();
  absl::StatusOr<pb::Header> header = game.MakeHeader(options);
  if (!header.ok()) return header.status();
  pb::MatchLog& log = *out;
  *log.mutable_header() = *header;
  log.mutable_header()->set_match_id(absl::StrFormat(
      "%s-p%d-s%d", game.info().name, header->players(), options.seed));
  pb::Provenance* provenance = log.mutable_header()->mutable_provenance();
  provenance->set_source("arbiter play");
  provenance->set_generator_seed(options.seed);

  absl::StatusOr<std::unique_ptr<Match>> match = game.NewMatch(log.header());
  if (!match.ok()) return match.status();
  std::mt19937_64 rng(options.seed);
  // Choices are made among native events; only the chosen one is encoded.
  LegalEvents legal;
  // Events left before the next digest checkpoint.
  int until_checkpoint = playout.checkpoint_every;
  while (!(*match)->IsTerminal()) {
    if (log.events_size() >= playout.max_events) {
      return absl::ResourceExhaustedError(absl::StrFormat(
          "%s seed %d: no end after %d events", game.info().name, options.seed,
          playout.max_events));
    }
    int chosen = 0;
    if ((*match)->Actor() == kChanceActor) {
      absl::Status drawn = (*match)->SampleChance(rng, &legal);
      if (!drawn.ok()) return drawn;
    } else {
      (*match)->ListLegal(&legal);
      if (legal.empty()) {
        return absl::InternalError(absl::StrFormat(
            "%s seed %d event %d: no legal event at a decision point",
            game.info().name, options.seed, log.events_size()));
      }
      // size_t, as ever: the draw decides which games a seed gives.
      chosen = static_cast<int>(absl::Uniform<size_t>(rng, 0, legal.size()));
    }
    absl::Status applied = (*match)->ApplyLegal(legal, chosen);
    if (!applied.ok()) {
      return absl::InternalError(absl::StrFormat(
          "%s seed %d event %d: a chosen event was rejected: %s",
          game.info().name, options.seed, log.events_size(), applied.message()));
    }
    pb::Event* event = log.add_events();
    (*match)->EncodeLegal(legal, chosen, event);
    // A countdown, not events_size() % checkpoint_every: that division was
    // about 0.5% of a Living Forest playout's samples.
    if (playout.checkpoint_every > 0 && --until_checkpoint == 0) {
      until_checkpoint = playout.checkpoint_every;
      event->mutable_checkpoint()->set_digest((*match)->Digest());
    }
  }
  const uint64_t final_digest = (*match)->Digest();
  const std::vector<int64_t> final_scores = (*match)->Scores();
  if (log.events_size() > 0) {
    pb::Checkpoint* last = log.mutable_events(log.events_size() - 1)->mutable_checkpoint();
    last->set_digest(final_digest);
    last->set_legal_count((*match)->CountLegalEvents());
    for (int64_t score : final_scores) last->add_scores(score);
  }
  if (playout.golden) {
    pb::Expectation* expect = log.mutable_expect();
    expect->mutable_valid();
    expect->set_final_digest(final_digest);
    for (int64_t score : final_scores) expect->add_final_scores(score);
    for (int seat : (*match)->Winners()) expect->add_winners(seat);
    if ((*match)->EndedByLimit()) expect->set_ended_by_limit(true);
  }
  return absl::OkStatus();
}

}  // namespace arbiter
