// The invariant catalogue: named statements every reachable state satisfies.
//
//   // verifier/rumble_nation/invariants.cc
//   const Invariant kInvariants[] = {
//       {"rumble_nation.soldiers_conserved", "supply + map = 18 per player",
//        "003_7755f114b63b7b37.txt ゲームの準備", &SoldiersConserved},
//   };
//   ARBITER_REGISTER_INVARIANTS("rumble_nation", kInvariants);
//   // or, with a fused check of the whole catalogue (see AllInvariantsHold):
//   ARBITER_REGISTER_INVARIANTS("rumble_nation", kInvariants, &AllHold);
//
// Invariants are written apart from the reducer's bookkeeping so that they can
// catch it. Each check returns OK or kInternal with a reason; the verifier
// adds the id. Checks run after every event, so they must be cheap and must
// not allocate on success. Registration is explicit (first lookup), as the
// game registry's is; lookups are thread-safe.
#ifndef ARBITER_VERIFIER_CORE_INVARIANT_H_
#define ARBITER_VERIFIER_CORE_INVARIANT_H_

#include "absl/strings/string_view.h"

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "engine/core/game.h"

namespace arbiter {

struct Invariant {
  absl::string_view id;         // stable, append-only: "<game>.<name>"
  absl::string_view statement;  // one line
  absl::string_view citation;   // "<seed file> <section heading>"
  // REQUIRES: `match` is of the game the catalogue is registered for.
  absl::Status (*check)(const Match& match);
};

// Optional, per game: true when every invariant of the catalogue holds,
// computed in one pass over the state (one typed lookup, the checks inlined
// together) instead of one call per invariant. It must decide exactly what
// the single checks decide; they still name the broken one, because they run
// whenever the fast path says false. Checked against them by tests.
using AllInvariantsHold = bool (*)(const Match& match);

// The catalogue registered for `game_name`; empty when there is none.
absl::Span<const Invariant> InvariantsFor(absl::string_view game_name);

// The fast path registered for `game_name`, or nullptr.
AllInvariantsHold FastPathFor(absl::string_view game_name);

// Runs every invariant of the match's game; returns the first violation as
// kInternal with a Rejection payload whose rule id is the invariant id.
// Uses the game's fast path first when it has one.
absl::Status CheckInvariants(const Match& match);

// Runs the single checks and names the first broken invariant; when none is
// broken although `fast_path_said_no`, reports the disagreement as
// core.invariant_fast_path (our bug). For CheckInvariants below.
absl::Status NameBrokenInvariant(const Match& match,
                                 absl::Span<const Invariant> catalogue,
                                 bool fast_path_said_no);

// The same as CheckInvariants(match), for a caller that looked the catalogue
// up once (per log). Inline: it runs after every event.
inline absl::Status CheckInvariants(const Match& match,
                                    absl::Span<const Invariant> catalogue,
                                    AllInvariantsHold fast_path) {
  if (fast_path != nullptr && fast_path(match)) return absl::OkStatus();
  return NameBrokenInvariant(match, catalogue, fast_path != nullptr);
}

namespace internal {
bool RegisterInvariants(absl::string_view game_name,
                        absl::Span<const Invariant> catalogue,
                        AllInvariantsHold fast_path = nullptr);
// Calls each built-in game's RegisterBuiltinInvariants() (generated:
// verifier/builtin_invariants.cc.in), as the game registry does for games.
void RegisterBuiltinInvariants();
}  // namespace internal

// Defines RegisterBuiltinInvariants() in the game's namespace
// arbiter::<game>, outside any anonymous namespace; the first catalogue
// lookup calls it. Explicit for the reason engine/core/registry.h gives.
#define ARBITER_REGISTER_INVARIANTS(game_name, ...) \
  void RegisterBuiltinInvariants() {                \
    ::arbiter::internal::RegisterInvariants(game_name, __VA_ARGS__); \
  }

}  // namespace arbiter

#endif  // ARBITER_VERIFIER_CORE_INVARIANT_H_
