#!/usr/bin/env bash
# Builds the libFuzzer targets with clang under ASan and UBSan and runs each
# for a bounded time (FUZZ_SECONDS, default 60), seeded from corpus/.
#   scripts/fuzz.sh
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
if ! command -v clang++ >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq clang >/dev/null
fi
# ccache only speeds up a developer's rebuilds; CI has none, and naming a
# missing launcher would fail the build.
launcher=()
if command -v ccache >/dev/null 2>&1; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
CXX=clang++ CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DARBITER_BUILD_FUZZERS=ON -DARBITER_SANITIZE=ON "${launcher[@]}" >/dev/null
cmake --build build-fuzz -j "$(nproc 2>/dev/null || echo 2)" \
  --target verify_fuzzer store_fuzzer readers_fuzzer
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for fuzzer in verify_fuzzer store_fuzzer readers_fuzzer; do
  mkdir -p "$work/$fuzzer"
  seeds=()
  case "$fuzzer" in
    verify_fuzzer|readers_fuzzer) seeds=(corpus/rumble_nation/valid corpus/root/valid) ;;
  esac
  # Inputs that once crashed this fuzzer start every run (and are replayed
  # by the FuzzRegressions ctest on every build).
  if [[ -d "fuzz/regressions/$fuzzer" ]]; then seeds+=("fuzz/regressions/$fuzzer"); fi
  # Inputs of a kind the corpus has none of (a seat's record from redact).
  if [[ -d "fuzz/seeds/$fuzzer" ]]; then seeds+=("fuzz/seeds/$fuzzer"); fi
  # Whole games with the Riverfolk Company: the first generated game of each
  # of its eight configurations (2-4 seats, both maps; five of them hold a
  # trade disruption choice), taken from the corpus as it is now so that a
  # regeneration never leaves a stale seed. Binary, so the verifier's wire
  # fast path is compared with protobuf on them too.
  if [[ "$fuzzer" == verify_fuzzer ]]; then
    mkdir -p "$work/company_games"
    cp corpus/root/generated/*company*-s0001.binpb "$work/company_games/"
    seeds+=("$work/company_games")
    # And with the Mechanical Marquise: the first game of each of its six
    # configurations (its derived steps, the spies, the Company's window).
    mkdir -p "$work/mechanical_games"
    cp corpus/root/generated/*mechanical*-s0001.binpb "$work/mechanical_games/"
    seeds+=("$work/mechanical_games")
  fi
  echo "fuzz: $fuzzer for ${seconds}s"
  "build-fuzz/fuzz/$fuzzer" -max_total_time="$seconds" -max_len=65536 -timeout=20 \
    -rss_limit_mb=4096 -print_final_stats=1 "$work/$fuzzer" "${seeds[@]}" \
    > "$work/$fuzzer.log" 2>&1 || { tail -n 60 "$work/$fuzzer.log"; exit 1; }
  grep -E "stat::number_of_executed_units" "$work/$fuzzer.log" || true
done
echo "fuzz: 3 passed, 0 failed"
