#include "verifier/core/invariant.h"

#include <string>
#include <utility>
#include <vector>

#include "engine/core/rejection.h"

namespace arbiter {
namespace {

struct Catalogue {
  absl::string_view game_name;
  absl::Span<const Invariant> invariants;
  AllInvariantsHold fast_path;
};
using Catalogues = std::vector<Catalogue>;

Catalogues& Storage() {
  static auto* catalogues = new Catalogues();
  return *catalogues;
}

// The built-in catalogues are registered on first use, once, thread-safely.
Catalogues& AllCatalogues() {
  [[maybe_unused]] static const bool registered = [] {
    internal::RegisterBuiltinInvariants();
    return true;
  }();
  return Storage();
}

constexpr RuleRef kFastPathDisagrees{
    "core.invariant_fast_path",
    "verifier/core/invariant.h AllInvariantsHold (a bug in Arbiter)"};

}  // namespace

namespace internal {
bool RegisterInvariants(absl::string_view game_name,
                        absl::Span<const Invariant> catalogue,
                        AllInvariantsHold fast_path) {
  Storage().push_back({game_name, catalogue, fast_path});
  return true;
}
}  // namespace internal

absl::Span<const Invariant> InvariantsFor(absl::string_view game_name) {
  for (const Catalogue& c : AllCatalogues()) {
    if (c.game_name == game_name) return c.invariants;
  }
  return {};
}

AllInvariantsHold FastPathFor(absl::string_view game_name) {
  for (const Catalogue& c : AllCatalogues()) {
    if (c.game_name == game_name) return c.fast_path;
  }
  return nullptr;
}

absl::Status CheckInvariants(const Match& match) {
  absl::string_view game = match.game().info().name;
  return CheckInvariants(match, InvariantsFor(game), FastPathFor(game));
}

absl::Status NameBrokenInvariant(const Match& match,
                                 absl::Span<const Invariant> catalogue,
                                 bool fast_path_said_no) {
  for (const Invariant& invariant : catalogue) {
    absl::Status status = invariant.check(match);
    if (!status.ok()) {
      return MakeRejection(absl::StatusCode::kInternal,
                           {invariant.id, invariant.citation},
                           status.message());
    }
  }
  if (fast_path_said_no) {
    // The fused check and the single ones disagree: a bug of ours, reported
    // rather than trusted either way.
    return MakeRejection(absl::StatusCode::kInternal, kFastPathDisagrees,
                         "the fused invariant check failed but every single "
                         "invariant holds");
  }
  return absl::OkStatus();
}

}  // namespace arbiter
