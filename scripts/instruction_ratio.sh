#!/usr/bin/env bash
# Counts the instructions of verifying some binary logs against those of
# parsing the same bytes, the repeatable form of verify_bench's
# BM_VerifyToParseRatio (README "Measured speed"):
#   scripts/instruction_ratio.sh build root corpus/root/generated/p3-*.binpb
# Verification is VerifyBinaryLog inclusive in `arbiter verify --jobs 1`;
# parsing is ParseAll in `verify_bench --benchmark_filter=BM_Parse/<game>$`,
# given the files as the only ones of a scratch ARBITER_SOURCE_DIR. Needs
# valgrind (apt-get install valgrind). Counts are the same from run to run
# whatever else the machine is doing, so two builds compare on them alone.
set -euo pipefail
if (( $# < 3 )); then
  echo "usage: $0 BUILD_DIR GAME LOG.binpb..." >&2
  exit 2
fi
build=$1; game=$2; shift 2
command -v valgrind > /dev/null || { echo "$0: valgrind is not installed" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/corpus/${game//-/_}/generated"
for f in "$@"; do ln -s "$(realpath "$f")" "$scratch/corpus/${game//-/_}/generated/"; done

# The total of one callgrind run, collected only inside functions matching $1.
count() {
  local pattern=$1; shift
  valgrind --tool=callgrind --toggle-collect="$pattern" --callgrind-out-file="$scratch/out" "$@" \
    > /dev/null 2>&1
  callgrind_annotate "$scratch/out" | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }'
}
parse=$(ARBITER_SOURCE_DIR=$scratch count '*ParseAll*' "$build/bench/verify_bench" \
  --benchmark_filter="BM_Parse/${game//-/_}\$" --benchmark_min_time=0)
verify=$(count '*VerifyBinaryLog*' "$build/replay/arbiter" verify --jobs 1 \
  "$scratch/corpus/${game//-/_}/generated")
awk -v p="$parse" -v v="$verify" -v n=$# \
  'BEGIN { printf "%d logs: parsing %d, verification %d instructions, verify / parse %.3f\n", n, p, v, v / p }'
