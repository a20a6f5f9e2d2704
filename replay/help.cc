#include "replay/help.h"

#include <iterator>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/version.h"

namespace arbiter {

extern const char kHelpHelp[] = R"(usage: arbiter help [COMMAND] [--man]

Prints the help of COMMAND (the same as `arbiter COMMAND --help`), or the
overview. --man prints the manual page (troff, section 1) made from these
same texts; the build installs it as arbiter.1.
)";

namespace {

struct CommandHelp {
  const char* name;
  const char* text;
};

// In the order the overview lists them.
constexpr CommandHelp kCommands[] = {
    {"verify", kVerifyHelp}, {"conform", kConformHelp}, {"replay", kReplayHelp},
    {"play", kPlayHelp},     {"diff", kDiffHelp},       {"convert", kConvertHelp},
    {"render", kRenderHelp},  {"redact", kRedactHelp},
    {"corpus", kCorpusHelp}, {"merge-reports", kMergeReportsHelp},
    {"help", kHelpHelp},
};

// One line of help as troff text: backslashes spelt \e, and a line that
// would start with a control character (. or ') protected by \&.
std::string TroffLine(absl::string_view line) {
  std::string out;
  if (!line.empty() && (line[0] == '.' || line[0] == '\'')) out = "\\&";
  for (char c : line) {
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";  // a real minus, so options can be searched and pasted
    } else {
      out += c;
    }
  }
  return out;
}

// Verbatim (no filling), as the help is laid out for a terminal.
void AppendVerbatim(absl::string_view text, std::string* out) {
  absl::StrAppend(out, ".nf\n");
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    absl::StrAppend(out, TroffLine(line), "\n");
  }
  absl::StrAppend(out, ".fi\n");
}

}  // namespace

absl::string_view HelpFor(absl::string_view command) {
  for (const CommandHelp& c : kCommands) {
    if (c.name == command) return c.text;
  }
  return {};
}

std::string ManPage() {
  std::string page = absl::StrCat(".TH ARBITER 1 \"\" \"arbiter ", BuildVersion(),
                                  "\" \"User Commands\"\n");
  absl::StrAppend(&page,
                  ".SH NAME\narbiter \\- verify, replay and compare match logs of "
                  "Root, Living Forest and Rumble Nation\n.SH SYNOPSIS\n");
  AppendVerbatim(kArbiterHelp, &page);
  absl::StrAppend(&page, ".SH COMMANDS\n");
  for (const CommandHelp& c : kCommands) {
    absl::StrAppend(&page, ".SS ", c.name, "\n");
    AppendVerbatim(c.text, &page);
  }
  absl::StrAppend(&page,
                  ".SH EXIT STATUS\n0 every log valid (or the command succeeded), "
                  "1 a rule or a declaration broken, 2 an input could not be read "
                  "or the command was misused.\n");
  return page;
}

int RunHelp(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  absl::StatusOr<Args> args = ParseArgs(argv, {{{"man", false}, {"help", false}}});
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("man")) {
    out << ManPage();
    return kExitOk;
  }
  if (args->Has("help")) {
    out << kHelpHelp;
    return kExitOk;
  }
  if (args->positional.empty()) {
    out << kArbiterHelp;
    return kExitOk;
  }
  if (args->positional.size() > 1) {
    return UsageError(err, absl::InvalidArgumentError("help takes at most one COMMAND"));
  }
  absl::string_view text = HelpFor(args->positional[0]);
  if (text.empty()) {
    return UsageError(err, absl::InvalidArgumentError(absl::StrCat(
                               "no command \"", args->positional[0], "\" (see arbiter --help)")));
  }
  out << text;
  return kExitOk;
}

}  // namespace arbiter
