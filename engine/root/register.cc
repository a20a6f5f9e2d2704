// Registers Root as "root" (cli "root"): the Game that validates a header's
// configuration and builds matches, and that turns `arbiter play` flags
// (--factions marquise,eyrie --map autumn|winter --turn-limit N --games 1|2) into a header.
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/root/codec.h"
#include "engine/root/rules.h"

namespace arbiter::root {
namespace {

constexpr GameInfo kInfo{
    /*name=*/"root",
    /*cli_name=*/"root",
    /*min_seats=*/2,
    // Two to four distinct factions (seed 派閥の組み合わせ), as far as the
    // built ones reach.
    /*max_seats=*/kNumFactions < kMaxSeats ? kNumFactions : kMaxSeats,
    // 2: a recruit places one warrior per recruiter clearing, as the seed says
    // (1 placed one per recruiter). 3: a field hospitals decision follows each
    // removal, even within a battle (2 took one after the battle, for every
    // warrior it removed in a clearing). Older logs are refused: their events
    // come in another order.
    /*min_rules_version=*/3,
    /*rules_version=*/3,
    /*seed_file=*/"000_df3076681f727464.txt",
};

class RootGame final : public Game {
 public:
  const GameInfo& info() const override { return kInfo; }

  absl::StatusOr<std::unique_ptr<Match>> NewMatch(const pb::Header& header) const override {
    if (header.rules_version() < kInfo.min_rules_version ||
        header.rules_version() > kInfo.rules_version)
      return absl::UnimplementedError(
          absl::StrCat("root: rules_version ", header.rules_version(),
                       " not supported (this build reads ", kInfo.min_rules_version, " to ",
                       kInfo.rules_version, "; regenerate or re-record older logs)"));
    absl::StatusOr<MatchSetup> setup = DecodeConfig(header);
    if (!setup.ok()) return setup.status();
    auto rules = std::make_shared<const RootRules>(*setup);
    return std::make_unique<TypedMatch<RootRules>>(*this, rules, rules->Initial());
  }

  absl::StatusOr<pb::Header> MakeHeader(const PlayOptions& options) const override {
    // A misspelt option must not be dropped silently (--turn-limt 5 would
    // otherwise play to the default limit).
    for (const auto& [name, value] : options.flags) {
      if (name != "factions" && name != "map" && name != "turn-limit" &&
          name != "turn_limit" && name != "games")
        return absl::InvalidArgumentError(absl::StrCat(
            "root: unknown option --", name,
            " (root takes --factions, --map, --turn-limit, --games)"));
    }
    pb::Header header;
    header.set_format_version(kFormatVersion);
    header.set_rules_version(kInfo.rules_version);
    header.set_game("root");
    pb::root::Config* cfg = header.mutable_root();
    // Without --factions: the first --players factions in the seed's setup
    // order (marquise,eyrie for two).
    std::string factions;
    const int wanted = options.players != 0 ? options.players : 2;
    if (wanted > kNumFactions && options.flags.find("factions") == options.flags.end())
      return absl::InvalidArgumentError(absl::StrCat(
          "--players ", wanted, ": this build has ", kNumFactions, " factions (", BuiltFactionNames(),
          "), one per seat"));
    // A faction that stands in for an earlier one (FactionRules::replaces)
    // or is not playable yet (no advance) is skipped.
    for (int i = 0, taken = 0; taken < wanted && i < kNumFactions; ++i) {
      const FactionRules& fr = RulesOf(kSetupOrder[i]);
      if (fr.replaces >= 0 || fr.advance == nullptr) continue;
      absl::StrAppend(&factions, taken++ ? "," : "", fr.name);
    }
    if (auto it = options.flags.find("factions"); it != options.flags.end()) factions = it->second;
    for (absl::string_view name : absl::StrSplit(factions, ',')) {
      Faction f;
      if (!FactionByName(name, &f)) {
        return absl::InvalidArgumentError(absl::StrCat("--factions: '", name,
                                                       "' is not a faction this build implements (built: ",
                                                       BuiltFactionNames(), ")"));
      }
      cfg->add_factions(pb::root::Faction(int(f) + 1));
    }
    if (options.players != 0 && options.players != cfg->factions_size())
      return absl::InvalidArgumentError("--players differs from the number of --factions");
    cfg->set_map(pb::root::AUTUMN);
    if (auto it = options.flags.find("map"); it != options.flags.end()) {
      if (it->second == "winter") {
        cfg->set_map(pb::root::WINTER);
      } else if (it->second != "autumn") {
        return absl::InvalidArgumentError("--map: autumn or winter");
      }
    }
    cfg->set_turn_limit(kDefaultTurnLimit);
    for (const char* key : {"turn_limit", "turn-limit"}) {
      if (auto it = options.flags.find(key); it != options.flags.end()) {
        uint32_t limit;
        if (!absl::SimpleAtoi(it->second, &limit) || limit == 0 || limit > 10000)
          return absl::InvalidArgumentError("--turn-limit: 1..10000");
        cfg->set_turn_limit(limit);
      }
    }
    if (auto it = options.flags.find("games"); it != options.flags.end()) {
      if (it->second == "2") {
        cfg->set_games(2);
      } else if (it->second != "1") {
        return absl::InvalidArgumentError("--games: 1 or 2 (the two-player match)");
      }
    }
    header.set_players(uint32_t(cfg->factions_size()));
    for (int i = 0; i < cfg->factions_size(); ++i)
      header.add_seats()->set_name(std::string(RulesOf(Faction(cfg->factions(i) - 1)).name));
    // Validate the result the way NewMatch will.
    absl::StatusOr<MatchSetup> setup = DecodeConfig(header);
    if (!setup.ok()) return setup.status();
    return header;
  }
};

}  // namespace

ARBITER_REGISTER_GAME(RootGame);
}  // namespace arbiter::root
