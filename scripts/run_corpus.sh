#!/usr/bin/env bash
# The main job: set up, ingest the bundled corpus into an LMDB store, then
# verify every log in the store and check it against its declaration
# (valid with golden results, or rejected at a given event by a given rule).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
db=.arbiter/corpus
mkdir -p .arbiter
build/replay/arbiter corpus ingest corpus --db "$db"
build/replay/arbiter conform "$db" --jobs "$(nproc 2>/dev/null || echo 2)" > .arbiter/conform.log || status=$?
grep -v '^OK ' .arbiter/conform.log || true
echo "(per-log lines in .arbiter/conform.log)"
exit "${status:-0}"
