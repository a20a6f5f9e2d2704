// The help of every command, once: `arbiter COMMAND --help` prints it and
// `arbiter help --man` turns the same texts into the troff man page that
// the build installs as arbiter.1.
// Thread-safe: pure functions over constant texts.
#ifndef ARBITER_REPLAY_HELP_H_
#define ARBITER_REPLAY_HELP_H_

#include <string>

#include "absl/strings/string_view.h"

namespace arbiter {

// The --help text of `command` ("verify", "corpus", ...), or empty.
absl::string_view HelpFor(absl::string_view command);

// The man page, section 1, in troff (man macros): the overview, then one
// subsection per command holding its --help text verbatim.
std::string ManPage();

}  // namespace arbiter

#endif  // ARBITER_REPLAY_HELP_H_
