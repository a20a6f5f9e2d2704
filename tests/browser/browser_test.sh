#!/usr/bin/env bash
# The pictures and the match viewer in a real browser (headless Chromium):
# every game's SVG opens without an XML error, the page loads without a
# script error, its buttons and keys change what is shown (the page's own
# #selftest), #event=N opens state N, and one screenshot per game lands in
# SHOT_DIR for a person to look at.
#
#   tests/browser/browser_test.sh ARBITER_BINARY SOURCE_DIR SHOT_DIR
#
# Exits 77 (ctest: skipped) when chromium is not installed, unless
# ARBITER_REQUIRE_BROWSER=1 (scripts/browser_test.sh, CI), which fails.
set -euo pipefail
arbiter=$1
source_dir=$2
shot_dir=$3

browser=$(command -v chromium || command -v chromium-browser || true)
if [[ -z "$browser" ]]; then
  if [[ "${ARBITER_REQUIRE_BROWSER:-0}" == 1 ]]; then
    echo "FAIL: chromium is not installed" >&2
    exit 1
  fi
  echo "SKIPPED: chromium is not installed (apt-get install chromium, or run scripts/browser_test.sh)"
  exit 77
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$shot_dir"

run_browser() {
  # Its own profile per call, so parallel runs never share one; no sandbox
  # because CI runs as root.
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$work/profile-$RANDOM" "$@" 2>"$work/browser.err"
}

fail=0
check() {  # check DESCRIPTION COMMAND...
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what" >&2; fail=1; fi
}

for game in rumble_nation living_forest root; do
  logs=("$source_dir/corpus/$game/generated/"*.binpb)
  log=${logs[0]}
  events=$("$arbiter" replay "$log" --json | grep -o '"events":[0-9]*' | sed -n '1s/.*://p')
  at=$((events / 2))
  "$arbiter" render "$log" --at "$at" --out "$work/$game.svg"
  "$arbiter" render "$log" --out "$work/$game.html"

  run_browser --dump-dom "file://$work/$game.svg" >"$work/$game.svg.dom"
  check "$game picture parses as SVG" grep -q "<svg" "$work/$game.svg.dom"
  check "$game picture has no XML error" \
    bash -c "! grep -q parsererror '$work/$game.svg.dom'"

  run_browser --dump-dom "file://$work/$game.html#selftest" >"$work/$game.selftest"
  expected="SELFTEST button-next changed; key-right changed; key-end ok; svg present; states $((events + 1)); errors 0"
  check "$game page steps with buttons and keys, no script error" \
    grep -qF "$expected" "$work/$game.selftest"

  run_browser --dump-dom "file://$work/$game.html#event=$at" >"$work/$game.event"
  check "$game page opens #event=$at" grep -qF "state $at of $events" "$work/$game.event"

  run_browser --window-size=1100,1000 --screenshot="$shot_dir/$game-picture.png" \
    "file://$work/$game.svg" >/dev/null
  run_browser --window-size=1200,1100 --screenshot="$shot_dir/$game-page.png" \
    "file://$work/$game.html#event=$at" >/dev/null
  check "$game screenshots written" test -s "$shot_dir/$game-picture.png" -a -s "$shot_dir/$game-page.png"
done

if ((fail)); then
  echo "last browser messages:" >&2
  tail -5 "$work/browser.err" >&2 || true
  exit 1
fi
echo "screenshots in $shot_dir"
