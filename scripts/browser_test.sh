#!/usr/bin/env bash
# Installs headless Chromium (Debian package `chromium`) when it is missing,
# then runs the browser test of the pictures and the match viewer, which
# must not be skipped here. Called from .ci/run after scripts/test.sh (which
# builds build/). Screenshots: build/browser-screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."
status=$(dpkg-query -W -f='${Status}' chromium 2>/dev/null || true)
if [[ "$status" != "install ok installed" ]]; then
  echo "browser_test: installing chromium"
  sudo=""
  if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends chromium
fi
ARBITER_REQUIRE_BROWSER=1 ctest --test-dir build -R '^browser_views$' --output-on-failure
