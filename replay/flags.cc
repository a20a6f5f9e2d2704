#include "replay/flags.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace arbiter {

std::string Args::StringOr(absl::string_view name, std::string fallback) const {
  auto it = values.find(name);
  return it == values.end() ? fallback : it->second;
}

absl::StatusOr<int64_t> Args::Int(absl::string_view name, int64_t fallback,
                                  int64_t min, int64_t max) const {
  auto it = values.find(name);
  if (it == values.end()) return fallback;
  int64_t value = 0;
  if (!absl::SimpleAtoi(it->second, &value) || value < min || value > max) {
    return absl::InvalidArgumentError(absl::StrFormat(
        "--%s %s: expected a whole number from %d to %d", name, it->second,
        min, max));
  }
  return value;
}

absl::StatusOr<Args> ParseArgs(const std::vector<std::string>& argv,
                               const FlagSpec& spec) {
  Args args;
  for (size_t i = 0; i < argv.size(); ++i) {
    const std::string& arg = argv[i];
    if (arg == "--") {
      args.positional.insert(args.positional.end(), argv.begin() + i + 1,
                             argv.end());
      break;
    }
    if (arg == "-h") {
      // The short spelling every command accepts (`-` alone is stdin).
      args.values["help"] = "";
      continue;
    }
    if (arg.size() > 1 && arg[0] == '-' && arg.rfind("--", 0) != 0) {
      return absl::InvalidArgumentError(absl::StrCat(
          "unknown option ", arg, " (only -h has a short form; see --help)"));
    }
    if (arg.size() < 3 || arg.rfind("--", 0) != 0) {
      args.positional.push_back(arg);
      continue;
    }
    std::string name = arg.substr(2);
    std::string value;
    bool inline_value = false;
    if (size_t eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      inline_value = true;
    }
    const FlagDef* def = nullptr;
    for (const FlagDef& d : spec.flags) {
      if (d.name == name) def = &d;
    }
    bool takes_value = def != nullptr ? def->takes_value : true;
    if (def == nullptr && !spec.pass_through_unknown) {
      return absl::InvalidArgumentError(
          absl::StrCat("unknown option --", name, " (see --help)"));
    }
    if (takes_value && !inline_value) {
      if (i + 1 >= argv.size()) {
        return absl::InvalidArgumentError(
            absl::StrCat("--", name, " needs a value"));
      }
      value = argv[++i];
    } else if (!takes_value && inline_value) {
      return absl::InvalidArgumentError(
          absl::StrCat("--", name, " takes no value"));
    }
    (def != nullptr ? args.values : args.extra)[name] = value;
  }
  return args;
}

}  // namespace arbiter
