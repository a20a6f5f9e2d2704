// `arbiter play GAME --players N --seed S --out FILE`: a random legal game.
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/format_sniff.h"
#include "replay/log_reader.h"

namespace arbiter {
// The help text, shared with `arbiter help --man` (help.cc).
extern const char kPlayHelp[] = R"(usage: arbiter play GAME --seed S --out FILE|- [--players N] [--to F]
                    [--checkpoint-every K] [game options]

Plays one complete random legal game of GAME: every decision is drawn
uniformly from the legal events, every chance outcome (shuffle, dice) is
drawn once and written down. The log's `expect` block holds the golden final
digest, scores and winners. The format follows FILE's extension (.binpb
binary, .textproto text, .json) or --to binary|text|json; --out - writes the
log to standard output (needs --to) and the summary line to stderr. An
option the game does not take is refused, naming it.

Games and their options:
  rumble-nation  --players 2..4 (default 4)
  living-forest  --players 2..4
  root           --factions marquise,eyrie (seat order) --map autumn|winter
                 --turn-limit N (faction turns; a game stopped by it is marked so)
                 --games 1|2 (2: the two-player match of two games, scores summed)
)";

namespace {

}  // namespace

int RunPlay(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"players", true},
                 {"seed", true},
                 {"out", true},
                 {"checkpoint-every", true},
                 {"to", true},
                 {"help", false}},
                /*pass_through_unknown=*/true};
  absl::StatusOr<Args> args = ParseArgs(argv, spec);
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("help")) {
    out << kPlayHelp;
    return kExitOk;
  }
  if (args->positional.size() != 1) {
    return UsageError(err, absl::InvalidArgumentError(
                               "play takes exactly one GAME (see --help)"));
  }
  const Game* game = FindGame(args->positional[0]);
  if (game == nullptr) {
    std::vector<std::string> names;
    for (const Game* g : AllGames()) names.emplace_back(g->info().cli_name);
    return UsageError(err, absl::NotFoundError(absl::StrFormat(
                               "no game \"%s\"; this build has %s",
                               args->positional[0], absl::StrJoin(names, ", "))));
  }
  if (!args->Has("out") || !args->Has("seed")) {
    return UsageError(err, absl::InvalidArgumentError(
                               "play needs --seed S and --out FILE"));
  }
  PlayOptions options;
  absl::StatusOr<int64_t> players = args->Int("players", 0, 1, 64);
  if (!players.ok()) return UsageError(err, players.status());
  options.players = static_cast<int>(*players);
  std::string seed_text = args->StringOr("seed", "0");
  if (!absl::SimpleAtoi(seed_text, &options.seed)) {
    return UsageError(err, absl::InvalidArgumentError(absl::StrCat(
                               "--seed ", seed_text, ": expected a whole number")));
  }
  for (const auto& [name, value] : args->extra) options.flags[name] = value;
  PlayoutOptions playout;
  absl::StatusOr<int64_t> every = args->Int("checkpoint-every", 64, 0, 1 << 30);
  if (!every.ok()) return UsageError(err, every.status());
  playout.checkpoint_every = static_cast<int>(*every);

  absl::StatusOr<ArenaLog> played = PlayRandomGameOnArena(*game, options, playout);
  if (!played.ok()) return UsageError(err, played.status());
  const pb::MatchLog* log = &played->log();
  std::string path = args->StringOr("out", "");
  LogFormat format = FormatForPath(path);
  if (args->Has("to")) {
    absl::StatusOr<LogFormat> named = ParseFormatName(args->StringOr("to", ""));
    if (!named.ok()) return UsageError(err, named.status());
    format = *named;
  } else if (!FormatFromExtension(path).has_value()) {
    return UsageError(err, absl::InvalidArgumentError(absl::StrCat(
                               "--out ", path,
                               ": the name says no format; use a .binpb, .textproto or "
                               ".json name, or --to binary|text|json")));
  }
  absl::StatusOr<std::string> bytes = SerializeLog(*log, format);
  if (!bytes.ok()) return UsageError(err, bytes.status());
  // With --out - the log is standard output, so the summary goes to stderr.
  std::ostream& summary = path == "-" ? err : out;
  if (path == "-") {
    out.write(bytes->data(), static_cast<std::streamsize>(bytes->size()));
    out.flush();
  } else if (absl::Status written = WriteFileAtomically(path, *bytes); !written.ok()) {
    return UsageError(err, written);
  }
  summary << absl::StrFormat("wrote %s: %s, %d players, %d events, scores %s, winners %s%s\n",
                         path, game->info().name, log->header().players(),
                         log->events_size(),
                         absl::StrJoin(log->expect().final_scores(), ","),
                         absl::StrJoin(log->expect().winners(), ","),
                         log->expect().ended_by_limit() ? " (ended by limit)" : "");
  return kExitOk;
}

}  // namespace arbiter
