// Random legal playouts: complete games chosen through LegalEvents, with
// every chance outcome drawn once and written down as an event.
//
//   absl::StatusOr<pb::MatchLog> log = PlayRandomGame(*game, options, {});
//   // the same log, cheaper, on an arena the result owns (arena_log.h):
//   absl::StatusOr<ArenaLog> played = PlayRandomGameOnArena(*game, options, {});
//   // or on the caller's arena, e.g. one whose first block is reused:
//   auto* on_arena = google::protobuf::Arena::CreateMessage<pb::MatchLog>(&arena);
//   absl::Status status = PlayRandomGame(*game, options, {}, on_arena);
//
// All three write the same log, byte for byte (tests/core/playout_test.cc).
//
// The random number generator (std::mt19937_64 seeded with options.seed)
// only chooses events; replaying the log never draws a number. The same
// seed gives the same log with the same build of the standard library.
// Thread-compatible: one call per thread.
#ifndef ARBITER_ENGINE_CORE_PLAYOUT_H_
#define ARBITER_ENGINE_CORE_PLAYOUT_H_

#include <cstdint>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "arbiter/log.pb.h"
#include "engine/core/arena_log.h"
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

// Plays one game. Choices are uniform over the legal list (Match::ListLegal)
// in its canonical order; only the chosen events are encoded. Errors: the
// header's (MakeHeader, NewMatch), kResourceExhausted past max_events,
// kInternal when the game breaks its own promises (an empty list at a
// decision, a listed event rejected).
absl::StatusOr<pb::MatchLog> PlayRandomGame(const Game& game,
                                            const PlayOptions& options,
                                            const PlayoutOptions& playout);
// The same game on an arena the returned ArenaLog owns: most of what the
// first overload adds to the game is a heap allocation and a free for each
// of the log's messages, which an arena makes a pointer bump and a few
// blocks (bench/random_play_bench.cc). Same errors.
absl::StatusOr<ArenaLog> PlayRandomGameOnArena(const Game& game,
                                               const PlayOptions& options,
                                               const PlayoutOptions& playout);
// The same game written into `*out` (cleared first), which may live on the
// caller's arena. On failure `*out` holds what was played so far.
absl::Status PlayRandomGame(const Game& game, const PlayOptions& options,
                            const PlayoutOptions& playout, pb::MatchLog* out);

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_PLAYOUT_H_
