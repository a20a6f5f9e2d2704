// A small command-line parser for the `arbiter` subcommands.
//
//   FlagSpec spec = {{"jobs", true}, {"json", false}};
//   absl::StatusOr<Args> args = ParseArgs(argv_tail, spec);
//   int jobs = args->IntOr("jobs", 1);
//
// Accepts `--name value`, `--name=value` and bare `--name` for switches;
// everything else is positional; `--` ends the flags. Unknown flags are
// kInvalidArgument unless the spec allows passing them through (`play`
// hands game-specific flags to the game). Pure; allocates freely.
#ifndef ARBITER_REPLAY_FLAGS_H_
#define ARBITER_REPLAY_FLAGS_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace arbiter {

struct FlagDef {
  std::string name;
  bool takes_value;
};

struct FlagSpec {
  std::vector<FlagDef> flags;
  // Unknown `--name value` pairs land in Args::extra instead of failing.
  bool pass_through_unknown = false;
};

struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::string, std::less<>> values;  // incl. switches ("")
  std::map<std::string, std::string, std::less<>> extra;

  bool Has(absl::string_view name) const { return values.count(name) > 0; }
  std::string StringOr(absl::string_view name, std::string fallback) const;
  // kInvalidArgument naming the flag when the value is not a whole number in
  // [min, max].
  absl::StatusOr<int64_t> Int(absl::string_view name, int64_t fallback,
                              int64_t min, int64_t max) const;
};

absl::StatusOr<Args> ParseArgs(const std::vector<std::string>& argv,
                               const FlagSpec& spec);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_FLAGS_H_
