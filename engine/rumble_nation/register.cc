// Registers Rumble Nation with the game registry.
#include <memory>

#include "absl/strings/str_format.h"
#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/rumble_nation/rules.h"

namespace arbiter::rumble_nation {
namespace {

constexpr GameInfo kInfo{/*name=*/"rumble_nation",
                         /*cli_name=*/"rumble-nation",
                         /*min_seats=*/kMinPlayers,
                         /*max_seats=*/kMaxPlayers,
                         /*min_rules_version=*/1,
                         /*rules_version=*/1,
                         /*seed_file=*/"003_7755f114b63b7b37.txt"};

class RumbleNationGame : public Game {
 public:
  const GameInfo& info() const override { return kInfo; }

  absl::StatusOr<std::unique_ptr<Match>> NewMatch(
      const pb::Header& header) const override {
    if (header.game() != kInfo.name) {
      return absl::InvalidArgumentError(
          absl::StrFormat("header names game \"%s\", not rumble_nation",
                          header.game()));
    }
    if (header.rules_version() < kInfo.min_rules_version ||
        header.rules_version() > kInfo.rules_version) {
      return absl::UnimplementedError(absl::StrFormat(
          "rumble_nation rules version %d; this build verifies %d..%d",
          header.rules_version(), kInfo.min_rules_version, kInfo.rules_version));
    }
    if (header.config_case() != pb::Header::kRumbleNation &&
        header.config_case() != pb::Header::CONFIG_NOT_SET) {
      return absl::InvalidArgumentError(
          "header carries another game's configuration");
    }
    int players = static_cast<int>(header.players());
    if (players < kMinPlayers || players > kMaxPlayers) {
      return absl::InvalidArgumentError(absl::StrFormat(
          "rumble_nation is for 2 to 4 players, not %d", header.players()));
    }
    if (header.seats_size() != 0 && header.seats_size() != players) {
      return absl::InvalidArgumentError(absl::StrFormat(
          "header lists %d seats for %d players", header.seats_size(), players));
    }
    auto rules = std::make_shared<const RumbleNationRules>(players);
    return std::make_unique<TypedMatch<RumbleNationRules>>(*this, rules,
                                                           rules->Initial());
  }

  absl::StatusOr<pb::Header> MakeHeader(
      const PlayOptions& options) const override {
    if (!options.flags.empty()) {
      return absl::InvalidArgumentError(absl::StrFormat(
          "rumble-nation takes no option --%s", options.flags.begin()->first));
    }
    int players = options.players == 0 ? 4 : options.players;
    if (players < kMinPlayers || players > kMaxPlayers) {
      return absl::InvalidArgumentError(absl::StrFormat(
          "--players %d: rumble-nation is for 2 to 4 players", players));
    }
    pb::Header header;
    header.set_format_version(kFormatVersion);
    header.set_rules_version(kInfo.rules_version);
    header.set_game(std::string(kInfo.name));
    header.set_players(players);
    header.mutable_rumble_nation();
    return header;
  }
};

}  // namespace

ARBITER_REGISTER_GAME(RumbleNationGame);
}  // namespace arbiter::rumble_nation
