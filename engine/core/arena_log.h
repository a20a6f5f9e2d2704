// ArenaLog: a pb::MatchLog together with the protobuf arena its messages
// live on, so that a log can be returned by value without one heap
// allocation per message (PlayRandomGameOnArena, playout.h).
//
//   absl::StatusOr<ArenaLog> played = PlayRandomGameOnArena(*game, options, {});
//   const pb::MatchLog& log = played->log();
//
// A log of N events is 3N messages or more (pb::Event, the game's event, the
// kind's body). On the heap each is a malloc and a free; on the arena each is
// a pointer bump and the whole log is freed in a few blocks: a Living Forest
// playout with its log took 1.3-1.4 times the bare loop this way and
// 1.9-2.1 times with the log on the heap (bench/random_play_bench.cc).
//
// Movable, not copyable (copy the log() message itself for a heap copy).
// log() and every reference taken from it stay valid while this object
// lives; moving it keeps them valid (the arena does not move). A moved-from
// ArenaLog may only be destroyed or assigned to. Thread-compatible.
#ifndef ARBITER_ENGINE_CORE_ARENA_LOG_H_
#define ARBITER_ENGINE_CORE_ARENA_LOG_H_

#include <memory>

#include "arbiter/log.pb.h"
#include "google/protobuf/arena.h"

namespace arbiter {

class ArenaLog {
 public:
  // An empty log on a new arena of `options` (the default suits a playout:
  // ArenaLogOptions).
  explicit ArenaLog(const google::protobuf::ArenaOptions& options);
  ArenaLog();

  ArenaLog(ArenaLog&&) = default;
  ArenaLog& operator=(ArenaLog&&) = default;

  const pb::MatchLog& log() const { return *log_; }
  pb::MatchLog* mutable_log() { return log_; }

 private:
  std::unique_ptr<google::protobuf::Arena> arena_;
  pb::MatchLog* log_;  // owned by *arena_
};

// The blocks an ArenaLog asks for: 4 KiB first, doubling up to 64 KiB, so
// that a log holds memory in proportion to its size, from a small per-thread
// cache of the blocks earlier ArenaLogs freed (at most 1 MiB; none under
// AddressSanitizer), so that playing game after game reuses warm memory
// instead of asking malloc again.
google::protobuf::ArenaOptions ArenaLogOptions();

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_ARENA_LOG_H_
