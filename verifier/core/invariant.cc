#include "verifier/core/invariant.h"

#include <string>
#include <utility>
#include <vector>

#include "engine/core/rejection.h"

namespace arbiter {
namespace {

using Catalogues =
    std::vector<std::pair<absl::string_view, absl::Span<const Invariant>>>;

Catalogues& AllCatalogues() {
  static auto* catalogues = new Catalogues();
  return *catalogues;
}

}  // namespace

namespace internal {
bool RegisterInvariants(absl::string_view game_name,
                        absl::Span<const Invariant> catalogue) {
  AllCatalogues().emplace_back(game_name, catalogue);
  return true;
}
}  // namespace internal

absl::Span<const Invariant> InvariantsFor(absl::string_view game_name) {
  for (const auto& [name, catalogue] : AllCatalogues()) {
    if (name == game_name) return catalogue;
  }
  return {};
}

absl::Status CheckInvariants(const Match& match) {
  for (const Invariant& invariant : InvariantsFor(match.game().info().name)) {
    absl::Status status = invariant.check(match);
    if (!status.ok()) {
      return MakeRejection(absl::StatusCode::kInternal,
                           {invariant.id, invariant.citation},
                           status.message());
    }
  }
  return absl::OkStatus();
}

}  // namespace arbiter
