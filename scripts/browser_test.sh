#!/usr/bin/env bash
# Installs headless Chromium (Debian package `chromium`) and a Japanese font
# when they are missing,
# then runs the browser test of the pictures and the match viewer, which
# must not be skipped here. Called from .ci/run after scripts/test.sh (which
# builds build/). Screenshots: build/browser-screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."
# A Japanese font so the screenshots show the seed citations (the pages
# embed no font and name none beyond the system's sans-serif).
packages=(chromium fonts-ipafont-gothic)
missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  if [[ "$status" != "install ok installed" ]]; then missing+=("$package"); fi
done
if [[ ${#missing[@]} -gt 0 ]]; then
  echo "browser_test: installing ${missing[*]}"
  sudo=""
  if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
ARBITER_REQUIRE_BROWSER=1 ctest --test-dir build -R '^browser_views$' --output-on-failure
