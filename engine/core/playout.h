// Random legal playouts: complete games chosen through LegalEvents, with
// every chance outcome drawn once and written down as an event.
//
//   absl::StatusOr<pb::MatchLog> log = PlayRandomGame(*game, options, {});
//
// The random number generator (std::mt19937_64 seeded with options.seed)
// only chooses events; replaying the log never draws a number. The same
// seed gives the same log with the same build of the standard library.
// Thread-compatible: one call per thread.
#ifndef ARBITER_ENGINE_CORE_PLAYOUT_H_
#define ARBITER_ENGINE_CORE_PLAYOUT_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"
#include "engine/core/game.h"

namespace arbiter {

struct PlayoutOptions {
  // A digest checkpoint every this many events (0: none). The last event
  // always carries digest, legal count and scores.
  int checkpoint_every = 64;
  // Safety net against a game that never ends; the result is then
  // kResourceExhausted rather than a silently truncated log.
  int max_events = 200000;
  // Fill log.expect with the golden final digest, scores and winners.
  bool golden = true;
};

absl::StatusOr<pb::MatchLog> PlayRandomGame(const Game& game,
                                            const PlayOptions& options,
                                            const PlayoutOptions& playout);

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_PLAYOUT_H_
