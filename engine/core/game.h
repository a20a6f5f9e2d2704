// Game and Match: the one interface every game offers to the verifier, the
// command line, the fuzzers and the tests.
//
//   const Game* game = FindGame("rumble_nation");
//   absl::StatusOr<std::unique_ptr<Match>> match = game->NewMatch(log.header());
//   for (const pb::Event& event : log.events()) {
//     absl::Status applied = (*match)->Apply(event);  // rejection on failure
//   }
//
// A Game is immutable and shared: any number of threads may use one. A Match
// is one replay in progress and belongs to one thread at a time. Games
// implement both through TypedMatch (typed_match.h); nothing outside a game's
// folder names its concrete types except that game's invariants.
#ifndef ARBITER_ENGINE_CORE_GAME_H_
#define ARBITER_ENGINE_CORE_GAME_H_

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/random/bit_gen_ref.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "arbiter/log.pb.h"
#include "engine/core/legal_events.h"

namespace arbiter {

// The envelope version this build reads and writes (Header.format_version).
inline constexpr uint32_t kFormatVersion = 1;

// Actor values besides seats 0..players-1.
inline constexpr int kChanceActor = -1;    // the next event is a chance outcome
inline constexpr int kTerminalActor = -2;  // the game is over

struct GameInfo {
  absl::string_view name;      // registry key, header `game`, proto package
  absl::string_view cli_name;  // as typed on the command line: rumble-nation
  int min_seats;
  int max_seats;
  // Rules versions this build can verify, oldest to newest. New logs are
  // written with `rules_version`.
  uint32_t min_rules_version;
  uint32_t rules_version;
  absl::string_view seed_file;  // the rulebook summary it implements
};

// Options for generating a new match (arbiter play).
struct PlayOptions {
  int players = 0;  // 0: the game's default
  uint64_t seed = 0;
  // Game-specific flags as typed: {"factions", "marquise,eyrie"}, {"map", "winter"}.
  std::map<std::string, std::string, std::less<>> flags;
};

class Game;

// One match being replayed. Apply() is the only way its state changes.
class Match {
 public:
  virtual ~Match() = default;

  virtual const Game& game() const = 0;

  // Decodes `event` and applies it. On failure the state is unchanged and the
  // status carries a Rejection (rejection.h): kInvalidArgument when the event
  // names something that does not exist or belongs to another game,
  // kFailedPrecondition when the rules forbid it now (including any event
  // after the game ended).
  virtual absl::Status Apply(const pb::Event& event) = 0;

  // Apply() for a caller that discards the match whenever an event is
  // rejected (the verifier rebuilds the state before a failure by replaying
  // the prefix): the same verdict, but on failure the state is unspecified
  // and only destruction or assignment may follow. Lets a game apply the
  // event to its state directly, without the copy that keeps a rejected
  // event from changing it.
  virtual absl::Status ApplyWithoutRollback(const pb::Event& event) {
    return Apply(event);
  }

  // The verifier's fast path (replay/binary_verify.h): applies an event
  // given as the serialized body of its pb::Event, the field numbered
  // `body_field`, without building the message. True when the event was read
  // and applied, with the same result ApplyWithoutRollback() would give.
  // False for anything else, with the state unspecified as after a failed
  // ApplyWithoutRollback(): bytes the game does not read directly, another
  // game's body, or an event the rules reject. The caller then verifies the
  // log again from protobuf messages, which says why.
  virtual bool ReadsEventBytes() const { return false; }
  virtual bool ApplyEventBytesWithoutRollback(int body_field,
                                              absl::string_view body) {
    return false;
  }

  // Canonical digest of the state (digest.h); depends on the state alone.
  virtual uint64_t Digest() const = 0;
  // Writes into `buffer` the values Digest() mixes, in its order (a
  // recording DigestBuilder), so that the caller can finish several digests
  // at once, and returns how many; -1 when the game does not record them or
  // they do not fit (the caller then asks Digest()).
  virtual int RecordDigest(absl::Span<uint64_t> buffer) const { return -1; }

  virtual bool IsTerminal() const = 0;
  // True when the game was stopped by a limit declared in the header (a turn
  // limit), not by its rules. Implies IsTerminal().
  virtual bool EndedByLimit() const { return false; }

  // Seat that must decide next, kChanceActor, or kTerminalActor. Where
  // several seats may act in any order (Living Forest's guardian phase), the
  // first of them in turn order; the legal list then holds every such seat's
  // events and Apply accepts them in any order the rules allow.
  virtual int Actor() const = 0;
  // The seat an event speaks for, or kChanceActor; for reports.
  virtual int EventActor(const pb::Event& event) const = 0;
  virtual int players() const = 0;

  // Legal events at this point, in canonical order. At a chance point this
  // lists every outcome when there are few (dice); outcomes too many to list
  // (shuffles) are drawn with SampleChance() and the list is empty.
  virtual int CountLegalEvents() const = 0;
  virtual void ListLegalEvents(std::vector<pb::Event>* out) const = 0;

  // Draws a chance outcome as an event to be written down.
  // kFailedPrecondition when the next event is not a chance outcome.
  virtual absl::StatusOr<pb::Event> SampleChance(absl::BitGenRef rng) const = 0;

  // The same lists and draws in the game's native events, for loops that
  // choose among them (random play, fuzzers, `replay --legal`): nothing is
  // encoded or rendered unless asked, and nothing allocates once `out` has
  // grown to the longest list (legal_events.h).
  //
  // ListLegal: replaces `out` with the events ListLegalEvents() lists, in the
  // same order (event i of one encodes to message i of the other).
  virtual void ListLegal(LegalEvents* out) const = 0;
  // SampleChance: replaces `out` with the one outcome SampleChance(rng)
  // would draw, drawing the same numbers from `rng`. kFailedPrecondition
  // (`out` emptied) when the next event is not a chance outcome.
  virtual absl::Status SampleChance(absl::BitGenRef rng, LegalEvents* out) const = 0;
  // Event i of `events`: applied as Apply() applies its encoding, encoded
  // into `*out` (cleared first), or as EventText() renders it.
  // `events` may come from any match of this game in any state: the event is
  // checked like any other. For an index out of range or a buffer filled by
  // another game, ApplyLegal returns kInvalidArgument (state unchanged), and
  // EncodeLegal and LegalEventText give an empty event and "".
  virtual absl::Status ApplyLegal(const LegalEvents& events, int i) = 0;
  virtual void EncodeLegal(const LegalEvents& events, int i, pb::Event* out) const = 0;
  virtual std::string LegalEventText(const LegalEvents& events, int i) const = 0;

  // Current score of each seat, in seat order.
  virtual std::vector<int64_t> Scores() const = 0;
  // Winning seats once terminal (several = shared win or draw); empty before.
  virtual std::vector<int> Winners() const = 0;

  // Readable renderings; these allocate and are for reports, not hot paths.
  virtual std::string StateText() const = 0;
  virtual std::string EventText(const pb::Event& event) const = 0;
  // The decision pending now, named as a player would ("battle in clearing
  // 5: the defender may play an ambush card"); empty when the game names
  // none beyond Actor().
  virtual std::string DecisionText() const { return ""; }
  // The state as seat `seat` saw it: its own hidden cards, others' as
  // counts, no deck order; what is hidden follows the game's seed (README
  // "Per-seat views"). kOutOfRange: no such seat. kUnimplemented: the game
  // has no seat view.
  virtual absl::StatusOr<std::string> SeatText(int seat) const {
    return absl::UnimplementedError("this game has no per-seat view");
  }
  // True when `seat` may not see what `event`, applied next in this state,
  // records (a shuffle's order, a card taken at random by another seat);
  // a seat's record (`arbiter redact`) then keeps only its actor and kind.
  // The default, for games that hide nothing in their events.
  virtual bool EventHiddenFrom(const pb::Event& event, int seat) const { return false; }

  // Recomputes derived views of the state from scratch and compares
  // (Stockfish's pos_is_ok); kInternal names the broken invariant id.
  virtual absl::Status CheckConsistency() const = 0;

  virtual pb::Snapshot ToSnapshot() const = 0;
  // Replaces the state with `snapshot`'s. kInvalidArgument (state unchanged)
  // when it is of another game or does not describe a reachable state shape.
  virtual absl::Status RestoreSnapshot(const pb::Snapshot& snapshot) = 0;

  virtual std::unique_ptr<Match> Clone() const = 0;

  // Identity of the concrete state type, for typed access by the game's own
  // invariants (typed_match.h StateOf). Not for anything else.
  virtual const void* state_type() const = 0;
  virtual const void* state_address() const = 0;
};

class Game {
 public:
  virtual ~Game() = default;

  virtual const GameInfo& info() const = 0;

  // Validates the header's configuration and returns the initial state.
  // kInvalidArgument: the configuration is not one this game accepts (seat
  // count, factions, options). kUnimplemented: a rules version this build
  // lacks. kNotFound never: the registry already matched the name.
  virtual absl::StatusOr<std::unique_ptr<Match>> NewMatch(
      const pb::Header& header) const = 0;

  // Builds the header of a new match from command-line options, without the
  // match id and provenance. kInvalidArgument names the bad option.
  virtual absl::StatusOr<pb::Header> MakeHeader(
      const PlayOptions& options) const = 0;
};

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_GAME_H_
