#!/usr/bin/env bash
# Installs what Arbiter needs from Debian packages (only what is missing),
# then configures and builds. Idempotent: a second run installs nothing and
# rebuilds only what changed.
#
#   scripts/setup.sh                 # build/ (Release: -O3, the binary and benchmarks
#                                    # linked with -flto, Arbiter's code optimized with
#                                    # a profile from scripts/pgo_train.sh under GCC;
#                                    # what the speed figures use; ARBITER_PGO=0 leaves
#                                    # the profile out)
#   scripts/setup.sh --sanitize      # build-asan/ with AddressSanitizer + UBSan (-O1)
#   scripts/setup.sh --portable      # build-portable/ (-O1): the portable fallbacks
#                                    # of the SSE2 code, compiled on x86-64 too
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  g++ make cmake
  libprotobuf-dev protobuf-compiler
  libabsl-dev
  librapidcheck-dev
  libgtest-dev libgmock-dev
  liblmdb-dev
  libbenchmark-dev
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

build_dir=build
cmake_args=(-DCMAKE_BUILD_TYPE=Release)
# The sanitizer and portable builds exist to run the tests, not to be fast:
# at -O1 they compile in about half the time of -O3 (ASan, verifier/root/
# invariants.cc: 23.8 s -> 11.4 s), which keeps CI (.ci/run builds all
# three) well inside its time limit.
test_only_flags=(-DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG")
case "${1:-}" in
  "") ;;
  --sanitize)
    build_dir=build-asan
    # Benchmarks measure nothing useful under sanitizers.
    cmake_args+=(-DARBITER_SANITIZE=ON -DARBITER_BUILD_BENCH=OFF "${test_only_flags[@]}")
    ;;
  --portable)
    build_dir=build-portable
    cmake_args+=(-DARBITER_PORTABLE_SIMD=ON -DARBITER_BUILD_BENCH=OFF "${test_only_flags[@]}")
    ;;
  *) echo "setup: unknown option $1 (use --sanitize or --portable)" >&2; exit 2 ;;
esac
if [[ $build_dir == build ]]; then
  # Profile-guided optimization needs GCC (CMakeLists.txt ARBITER_PGO_USE).
  # A training that fails (the engine broken by a change) must not keep
  # the tests, which say what broke, from being built.
  profile_dir=$PWD/build-pgo-profile
  if [[ ${ARBITER_PGO:-1} != 0 ]] &&
     [[ $("${CXX:-c++}" --version 2>/dev/null) == *"Free Software Foundation"* ]] &&
     { scripts/pgo_train.sh "$profile_dir" ||
       { echo "setup: the profile's training failed; building without it" >&2; false; }; }; then
    cmake_args+=(-DARBITER_PGO_USE="$profile_dir")
  else
    cmake_args+=(-DARBITER_PGO_USE=)
  fi
fi
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B "$build_dir" "${cmake_args[@]}" > "$build_dir.configure.log" 2>&1 ||
  { cat "$build_dir.configure.log"; exit 1; }
cmake --build "$build_dir" -j "$jobs"
