// Registers Living Forest with the game registry (engine/core/registry.h).
#include <array>
#include <memory>

#include "absl/strings/str_cat.h"
#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/living_forest/rules.h"

namespace arbiter::living_forest {
namespace {

constexpr GameInfo kInfo{/*name=*/"living_forest", /*cli_name=*/"living-forest",
                         /*min_seats=*/kMinPlayers, /*max_seats=*/kMaxPlayers,
                         /*min_rules_version=*/1, /*rules_version=*/kRulesVersion,
                         /*seed_file=*/kSeedFile};

class LivingForestGame final : public Game {
 public:
  LivingForestGame() {
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
      rules_[n - kMinPlayers] = std::make_shared<const LivingForestRules>(n);
    }
  }

  const GameInfo& info() const override { return kInfo; }

  absl::StatusOr<std::unique_ptr<Match>> NewMatch(
      const pb::Header& header) const override {
    if (header.rules_version() < kInfo.min_rules_version ||
        header.rules_version() > kInfo.rules_version) {
      return absl::UnimplementedError(absl::StrCat(
          "living_forest: rules version ", header.rules_version(),
          " is not one this build verifies (1)"));
    }
    if (header.config_case() != pb::Header::kLivingForest &&
        header.config_case() != pb::Header::CONFIG_NOT_SET) {
      return absl::InvalidArgumentError(
          "living_forest: the header carries another game's configuration");
    }
    const uint32_t players = header.players();
    if (players < kMinPlayers || players > kMaxPlayers) {
      return absl::InvalidArgumentError(absl::StrCat(
          "living_forest: ", players, " players; the seed allows 2 to 4"));
    }
    const auto& rules = rules_[players - kMinPlayers];
    return std::unique_ptr<Match>(
        std::make_unique<TypedMatch<LivingForestRules>>(*this, rules, rules->Initial()));
  }

  absl::StatusOr<pb::Header> MakeHeader(const PlayOptions& options) const override {
    if (!options.flags.empty()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "living-forest takes no options; got --", options.flags.begin()->first));
    }
    const int players = options.players == 0 ? kMaxPlayers : options.players;
    if (players < kMinPlayers || players > kMaxPlayers) {
      return absl::InvalidArgumentError(absl::StrCat(
          "living-forest: --players ", players, " (2 to 4)"));
    }
    pb::Header header;
    header.set_format_version(kFormatVersion);
    header.set_rules_version(kRulesVersion);
    header.set_game(std::string(kInfo.name));
    header.set_players(static_cast<uint32_t>(players));
    header.mutable_living_forest();
    return header;
  }

 private:
  std::array<std::shared_ptr<const LivingForestRules>, 3> rules_;
};

}  // namespace

ARBITER_REGISTER_GAME(LivingForestGame);
}  // namespace arbiter::living_forest
