#include "engine/core/playout.h"

#include <random>
#include <vector>

#include "absl/random/distributions.h"
#include "absl/strings/str_format.h"

namespace arbiter {

absl::StatusOr<pb::MatchLog> PlayRandomGame(const Game& game,
                                            const PlayOptions& options,
                                            const PlayoutOptions& playout) {
  absl::StatusOr<pb::Header> header = game.MakeHeader(options);
  if (!header.ok()) return header.status();
  pb::MatchLog log;
  *log.mutable_header() = *header;
  log.mutable_header()->set_match_id(absl::StrFormat(
      "%s-p%d-s%d", game.info().name, header->players(), options.seed));
  pb::Provenance* provenance = log.mutable_header()->mutable_provenance();
  provenance->set_source("arbiter play");
  provenance->set_generator_seed(options.seed);

  absl::StatusOr<std::unique_ptr<Match>> match = game.NewMatch(log.header());
  if (!match.ok()) return match.status();
  std::mt19937_64 rng(options.seed);
  std::vector<pb::Event> legal;
  while (!(*match)->IsTerminal()) {
    if (log.events_size() >= playout.max_events) {
      return absl::ResourceExhaustedError(absl::StrFormat(
          "%s seed %d: no end after %d events", game.info().name, options.seed,
          playout.max_events));
    }
    pb::Event event;
    if ((*match)->Actor() == kChanceActor) {
      absl::StatusOr<pb::Event> drawn = (*match)->SampleChance(rng);
      if (!drawn.ok()) return drawn.status();
      event = *std::move(drawn);
    } else {
      legal.clear();
      (*match)->ListLegalEvents(&legal);
      if (legal.empty()) {
        return absl::InternalError(absl::StrFormat(
            "%s seed %d event %d: no legal event at a decision point",
            game.info().name, options.seed, log.events_size()));
      }
      event = legal[absl::Uniform<size_t>(rng, 0, legal.size())];
    }
    absl::Status applied = (*match)->Apply(event);
    if (!applied.ok()) {
      return absl::InternalError(absl::StrFormat(
          "%s seed %d event %d: a chosen event was rejected: %s",
          game.info().name, options.seed, log.events_size(), applied.message()));
    }
    if (playout.checkpoint_every > 0 &&
        (log.events_size() + 1) % playout.checkpoint_every == 0) {
      event.mutable_checkpoint()->set_digest((*match)->Digest());
    }
    *log.add_events() = std::move(event);
  }
  if (log.events_size() > 0) {
    pb::Checkpoint* last = log.mutable_events(log.events_size() - 1)->mutable_checkpoint();
    last->set_digest((*match)->Digest());
    last->set_legal_count((*match)->CountLegalEvents());
    for (int64_t score : (*match)->Scores()) last->add_scores(score);
  }
  if (playout.golden) {
    pb::Expectation* expect = log.mutable_expect();
    expect->mutable_valid();
    expect->set_final_digest((*match)->Digest());
    for (int64_t score : (*match)->Scores()) expect->add_final_scores(score);
    for (int seat : (*match)->Winners()) expect->add_winners(seat);
    if ((*match)->EndedByLimit()) expect->set_ended_by_limit(true);
  }
  return log;
}

}  // namespace arbiter
