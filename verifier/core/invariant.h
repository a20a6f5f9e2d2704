// The invariant catalogue: named statements every reachable state satisfies.
//
//   // verifier/rumble_nation/invariants.cc
//   const Invariant kInvariants[] = {
//       {"rumble_nation.soldiers_conserved", "supply + map = 18 per player",
//        "003_7755f114b63b7b37.txt ゲームの準備", &SoldiersConserved},
//   };
//   ARBITER_REGISTER_INVARIANTS("rumble_nation", kInvariants);
//
// Invariants are written apart from the reducer's bookkeeping so that they can
// catch it. Each check returns OK or kInternal with a reason; the verifier
// adds the id. Checks run after every event, so they must be cheap and must
// not allocate on success. Registration happens at static initialisation;
// lookups afterwards are thread-safe.
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

// The catalogue registered for `game_name`; empty when there is none.
absl::Span<const Invariant> InvariantsFor(absl::string_view game_name);

// Runs every invariant of the match's game; returns the first violation as
// kInternal with a Rejection payload whose rule id is the invariant id.
absl::Status CheckInvariants(const Match& match);

namespace internal {
bool RegisterInvariants(absl::string_view game_name,
                        absl::Span<const Invariant> catalogue);
}  // namespace internal

#define ARBITER_INVARIANTS_CONCAT_(a, b) a##b
#define ARBITER_INVARIANTS_NAME_(line) \
  ARBITER_INVARIANTS_CONCAT_(arbiter_invariants_registered_, line)
#define ARBITER_REGISTER_INVARIANTS(game_name, catalogue)            \
  [[maybe_unused]] const bool ARBITER_INVARIANTS_NAME_(__LINE__) = \
      ::arbiter::internal::RegisterInvariants(game_name, catalogue)

}  // namespace arbiter

#endif  // ARBITER_VERIFIER_CORE_INVARIANT_H_
