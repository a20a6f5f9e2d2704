// `arbiter render LOG [--at N] --out F.svg|F.html`: a picture of one state,
// or the match viewer page stepping through every state.
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/input_flags.h"
#include "replay/log_reader.h"
#include "replay/log_source.h"
#include "views/core/match_page.h"
#include "views/core/picture.h"
#include "views/core/walk.h"

namespace arbiter {
namespace {

// The page holds every state's picture while it is built (a few tens of
// kilobytes each before shared lines are merged); past this many events a
// page would take gigabytes, so it is refused with a way out.
constexpr int64_t kMaxPageEvents = 5000;

}  // namespace

// The help text, shared with `arbiter help --man` (help.cc).
extern const char kRenderHelp[] =
    R"(usage: arbiter render LOG [--at N] [--format F] --out FILE.svg
       arbiter render LOG [--format F] --out FILE.html

FILE.svg: a picture of the state after the first N events of LOG (default:
all of them): the board with every seat's pieces in its colour, a legend
with the scores, the event that led here and whose decision is next.
FILE.html: one self-contained page (no network, no external scripts or
fonts) that steps through the whole match: buttons, the left and right
arrow keys, Home and End, a slider, and #event=N in the address. Each state
shows its picture, the event text and the scores so far. Logs of more than
5000 events are refused (draw single states instead).
Every rule is checked on the way. If an event is rejected, the picture (and
the page's last state) is the state it was played in, with the rule id, the
reason and the rulebook citation, and the exit code is 1.
LOG `-` is standard input; --format binary|text|json names its format when
its bytes should not tell it.
)";

int RunRender(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"at", true}, {"out", true}, kFormatFlag, {"help", false}}};
  absl::StatusOr<Args> args = ParseArgs(argv, spec);
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("help")) {
    out << kRenderHelp;
    return kExitOk;
  }
  if (args->positional.size() != 1) {
    return UsageError(err, absl::InvalidArgumentError(
                               "render takes exactly one LOG (see --help)"));
  }
  const std::string path = args->StringOr("out", "");
  const bool html = absl::EndsWith(path, ".html") || absl::EndsWith(path, ".htm");
  if (!html && !absl::EndsWith(path, ".svg")) {
    return UsageError(err, absl::InvalidArgumentError(
                               "--out must name a .svg or an .html file"));
  }
  if (html && args->Has("at")) {
    return UsageError(err, absl::InvalidArgumentError(
                               "--at is for pictures; the page shows every state "
                               "(open it at #event=N)"));
  }
  absl::StatusOr<CollectOptions> collect = CollectOptionsFrom(*args);
  if (!collect.ok()) return UsageError(err, collect.status());
  absl::StatusOr<pb::MatchLog> log = LoadOneLog(args->positional[0], *collect);
  if (!log.ok()) return UsageError(err, log.status());
  const int64_t total = log->events_size();
  if (html && total > kMaxPageEvents) {
    return UsageError(err, absl::InvalidArgumentError(absl::StrFormat(
                               "%s has %d events; a page holds at most %d (draw single "
                               "states with --at N --out F.svg)",
                               args->positional[0], total, kMaxPageEvents)));
  }
  absl::StatusOr<int64_t> at = args->Int("at", total, 0, int64_t{1} << 40);
  if (!at.ok()) return UsageError(err, at.status());
  if (*at > total) {
    return UsageError(err, absl::OutOfRangeError(absl::StrFormat(
                               "--at %d: the log has only %d events", *at, total)));
  }

  bool rejected = false;
  std::string svg;
  std::vector<views::PageStep> steps;
  absl::Status walked = views::WalkLog(
      *log, html ? 0 : *at, *at, [&](const Match& match, const views::Frame& frame) {
        absl::StatusOr<std::string> picture = views::DrawPicture(match, frame);
        if (!picture.ok()) return picture.status();
        rejected = rejected || frame.rejected.has_value();
        if (!html) {
          svg = *std::move(picture);
          return absl::OkStatus();
        }
        views::PageStep& step = steps.emplace_back();
        step.svg = *std::move(picture);
        if (frame.index > 0) {
          step.event_text = absl::StrCat("event ", frame.index - 1, ": ", frame.last_event);
        }
        step.next = views::NextToDecide(match, {});
        step.scores = match.Scores();
        step.rejected = frame.rejected;
        step.rejected_event = frame.rejected_event;
        return absl::OkStatus();
      });
  if (!walked.ok()) return UsageError(err, walked);
  absl::Status written =
      html ? WriteFileAtomically(path, views::MatchPage(
                                 absl::StrCat(log->header().game(), " match ",
                                              log->header().match_id()),
                                 steps))
           : WriteFileAtomically(path, svg);
  if (!written.ok()) return UsageError(err, written);
  if (rejected) {
    err << "arbiter: the log breaks a rule; the "
        << (html ? "page ends at" : "picture shows") << " the state the rejected event was played in\n";
  }
  return rejected ? kExitInvalid : kExitOk;
}

}  // namespace arbiter
