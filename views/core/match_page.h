// The match viewer: one self-contained HTML page (no network, no external
// scripts or fonts) that steps through a match, one picture per state, with
// buttons, the arrow keys, a slider and `#event=N` in the address, showing
// the event text, the scores so far and, at a rejected event, the rule id,
// reason and citation.
//
// Opening the page as `page.html#selftest` makes it press its own buttons
// and keys once and write what it saw into <pre id="selftest"> (used by the
// headless browser test, tests/browser/).
//
// Pure string building; thread-safe.
#ifndef ARBITER_VIEWS_CORE_MATCH_PAGE_H_
#define ARBITER_VIEWS_CORE_MATCH_PAGE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/rejection.h"

namespace arbiter::views {

struct PageStep {
  std::string svg;         // the picture (picture.h), one element a line
  std::string event_text;  // "event 12: ..." that led here; empty at 0
  std::string next;        // who decides next
  std::vector<int64_t> scores;
  std::optional<Rejection> rejected;
  std::string rejected_event;
};

// `title` names the match; `steps[i]` is the state after i events.
std::string MatchPage(const std::string& title,
                      const std::vector<PageStep>& steps);

// `text` as a JSON string literal that is also safe inside <script>.
std::string ScriptString(const std::string& text);

}  // namespace arbiter::views

#endif  // ARBITER_VIEWS_CORE_MATCH_PAGE_H_
