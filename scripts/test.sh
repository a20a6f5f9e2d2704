#!/usr/bin/env bash
# Sets up and runs the whole test suite with CTest.
#   scripts/test.sh              # normal build
#   scripts/test.sh --sanitize   # AddressSanitizer + UndefinedBehaviorSanitizer build
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh "$@"
build_dir=build
[[ "${1:-}" == "--sanitize" ]] && build_dir=build-asan
ctest --test-dir "$build_dir" -j "$(nproc 2>/dev/null || echo 2)" --output-on-failure
