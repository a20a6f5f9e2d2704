#!/usr/bin/env bash
# Sets up and runs the whole test suite with CTest.
#   scripts/test.sh              # normal build
#   scripts/test.sh --sanitize   # AddressSanitizer + UndefinedBehaviorSanitizer build
#   scripts/test.sh --portable   # the portable fallbacks of the SSE2 code
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh "$@"
case "${1:-}" in
  --sanitize) build_dir=build-asan ;;
  --portable) build_dir=build-portable ;;
  *) build_dir=build ;;
esac
ctest --test-dir "$build_dir" -j "$(nproc 2>/dev/null || echo 2)" --output-on-failure
