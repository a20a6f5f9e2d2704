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
echo "(per-log lines in .arbiter/conform.log)"
# Every log that does not behave as declared, then conform's own closing
# line "N passed, M failed", which stays the job's last line.
grep -v '^OK ' .arbiter/conform.log || true
exit "${status:-0}"
