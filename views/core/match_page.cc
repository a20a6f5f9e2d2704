#include "views/core/match_page.h"

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "verifier/core/escape.h"
#include "views/core/svg.h"

namespace arbiter::views {
namespace {

// The page's look and behaviour. Kept here, one copy, rather than in a
// separate asset, so the binary needs no files beside it.
constexpr char kStyle[] = R"css(
body { font-family: "DejaVu Sans", Verdana, sans-serif; margin: 12px; background: #f3f1ea; color: #222; }
h1 { font-size: 18px; margin: 4px 0 8px; }
#controls { display: flex; gap: 6px; align-items: center; margin-bottom: 8px; }
#controls button { font-size: 14px; padding: 2px 10px; }
#slider { flex: 1; }
#info { font-size: 14px; margin: 6px 0; }
#rejection { display: none; background: #fde8e8; border: 1px solid #c0392b; color: #a01c10; padding: 6px; margin: 6px 0; }
#board svg { max-width: 100%; height: auto; border: 1px solid #ccc; background: #fff; }
)css";

constexpr char kScript[] = R"js(
(function () {
  var steps = window.ARBITER_STEPS;
  var shown = -1;
  var board = document.getElementById('board');
  var slider = document.getElementById('slider');
  slider.max = steps.length - 1;
  function text(id, value) { document.getElementById(id).textContent = value; }
  function show(i) {
    i = Math.max(0, Math.min(steps.length - 1, i | 0));
    var s = steps[i];
    board.innerHTML = s.parts.map(function (k) { return window.ARBITER_LINES[k]; }).join('\n');
    slider.value = i;
    text('position', 'state ' + i + ' of ' + (steps.length - 1));
    text('event', s.event || 'before the first event');
    text('decision', 'next: ' + s.next);
    text('scores', 'scores: ' + s.scores.join(', '));
    var r = document.getElementById('rejection');
    if (s.rejected) {
      r.style.display = 'block';
      text('rejection', 'REJECTED ' + s.rejected_event + ' | ' + s.rejected.rule +
           ': ' + s.rejected.reason + ' (' + s.rejected.citation + ')');
    } else {
      r.style.display = 'none';
      r.textContent = '';
    }
    shown = i;
    document.title = window.ARBITER_TITLE + ' - state ' + i;
    if (location.hash !== '#selftest') history.replaceState(null, '', '#event=' + i);
  }
  function fromHash() {
    var m = /event=(\d+)/.exec(location.hash);
    return m ? parseInt(m[1], 10) : 0;
  }
  document.getElementById('first').onclick = function () { show(0); };
  document.getElementById('prev').onclick = function () { show(shown - 1); };
  document.getElementById('next').onclick = function () { show(shown + 1); };
  document.getElementById('last').onclick = function () { show(steps.length - 1); };
  slider.oninput = function () { show(parseInt(slider.value, 10)); };
  document.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowRight') show(shown + 1);
    else if (e.key === 'ArrowLeft') show(shown - 1);
    else if (e.key === 'Home') show(0);
    else if (e.key === 'End') show(steps.length - 1);
  });
  window.addEventListener('hashchange', function () {
    if (location.hash !== '#selftest') show(fromHash());
  });
  show(fromHash());
  if (location.hash === '#selftest') {
    var out = [];
    var before = board.innerHTML;
    document.getElementById('next').click();
    out.push('button-next ' + (shown === 1 && board.innerHTML !== before ? 'changed' : 'same'));
    var afterButton = board.innerHTML;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    out.push('key-right ' + (shown === 2 && board.innerHTML !== afterButton ? 'changed' : 'same'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
    out.push('key-end ' + (shown === steps.length - 1 ? 'ok' : 'wrong'));
    out.push('svg ' + (board.querySelector('svg') ? 'present' : 'missing'));
    out.push('states ' + steps.length);
    out.push('errors ' + window.ARBITER_ERRORS.length);
    document.getElementById('selftest').textContent = 'SELFTEST ' + out.join('; ');
  }
})();
)js";

}  // namespace

std::string ScriptString(const std::string& text) {
  // '<' escaped so that no "</script>" or "<!--" in a log's text can end the
  // script; a JSON string may spell any character as \uXXXX.
  return absl::StrReplaceAll(JsonQuote(text), {{"<", "\\u003c"}});
}

std::string MatchPage(const std::string& title,
                      const std::vector<PageStep>& steps) {
  std::string out = absl::StrCat(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<title>",
      XmlEscape(title), "</title>\n<style>", kStyle,
      "</style>\n<script>window.ARBITER_ERRORS = [];\n"
      "window.addEventListener('error', function (e) {\n"
      "  window.ARBITER_ERRORS.push(String(e.message));\n"
      "  var p = document.getElementById('selftest');\n"
      "  if (p) p.textContent += ' ERROR ' + e.message;\n"
      "});</script>\n</head>\n<body>\n<h1>",
      XmlEscape(title),
      "</h1>\n<div id=\"controls\">"
      "<button id=\"first\" title=\"Home\">|&lt;</button>"
      "<button id=\"prev\" title=\"left arrow\">&lt; prev</button>"
      "<input id=\"slider\" type=\"range\" min=\"0\" value=\"0\">"
      "<button id=\"next\" title=\"right arrow\">next &gt;</button>"
      "<button id=\"last\" title=\"End\">&gt;|</button>"
      "<span id=\"position\"></span></div>\n"
      "<div id=\"info\"><div id=\"event\"></div><div id=\"decision\"></div>"
      "<div id=\"scores\"></div></div>\n"
      "<div id=\"rejection\"></div>\n<div id=\"board\"></div>\n"
      "<pre id=\"selftest\"></pre>\n<script>\nwindow.ARBITER_TITLE = ",
      ScriptString(title), ";\n");
  // Pictures of successive states share most of their lines, so each line
  // is written once and every step lists its lines by number: a long match
  // stays a few megabytes instead of tens.
  absl::flat_hash_map<absl::string_view, int> line_ids;
  std::vector<absl::string_view> lines;
  std::string steps_json;
  for (size_t i = 0; i < steps.size(); ++i) {
    const PageStep& s = steps[i];
    std::vector<int> parts;
    for (absl::string_view line : absl::StrSplit(s.svg, '\n')) {
      auto [it, inserted] = line_ids.try_emplace(line, static_cast<int>(lines.size()));
      if (inserted) lines.push_back(line);
      parts.push_back(it->second);
    }
    absl::StrAppend(&steps_json, i == 0 ? "" : ",\n", "{\"parts\":[",
                    absl::StrJoin(parts, ","), "],\"event\":", ScriptString(s.event_text),
                    ",\"next\":", ScriptString(s.next), ",\"scores\":[",
                    absl::StrJoin(s.scores, ","), "]");
    if (s.rejected) {
      absl::StrAppend(&steps_json, ",\"rejected\":{\"rule\":",
                      ScriptString(s.rejected->rule_id),
                      ",\"reason\":", ScriptString(s.rejected->reason),
                      ",\"citation\":", ScriptString(s.rejected->citation),
                      "},\"rejected_event\":", ScriptString(s.rejected_event));
    }
    steps_json += "}";
  }
  out += "window.ARBITER_LINES = [\n";
  for (size_t i = 0; i < lines.size(); ++i) {
    absl::StrAppend(&out, i == 0 ? "" : ",\n", ScriptString(std::string(lines[i])));
  }
  absl::StrAppend(&out, "\n];\nwindow.ARBITER_STEPS = [\n", steps_json);
  absl::StrAppend(&out, "\n];\n", kScript, "</script>\n</body>\n</html>\n");
  return out;
}

}  // namespace arbiter::views
