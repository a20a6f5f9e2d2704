#!/usr/bin/env bash
# Trains the profile that the default build (scripts/setup.sh) is optimized
# with: builds an instrumented `arbiter` in build-pgo-train/, plays fresh
# random games with it and verifies them, one job, and leaves the profile of
# that verification in PROFILE_DIR. Rebuilds and retrains only when
# the instrumented binary changed. README "Measured speed" says what it gains.
#
#   scripts/pgo_train.sh PROFILE_DIR   # (scripts/setup.sh calls it, with the
#                                      # folder it then builds with; GCC only)
#
# The training games are not the corpus's: their seeds start far above any
# in corpus/*/generated, so that the speed measured on the corpus is not
# measured on the games the profile was taken from.
set -euo pipefail
if (( $# != 1 )); then
  echo "usage: $0 PROFILE_DIR" >&2
  exit 2
fi
profile_dir=$(realpath -m "$1")  # before the cd: relative to the caller's folder
cd "$(dirname "$0")/.."

train_dir=build-pgo-train
arbiter=$train_dir/replay/arbiter
stamp=$profile_dir/.trained

# The training build needs neither tests nor benchmarks; it links with
# -flto like the build it trains, so that both compile the same code.
cmake -S . -B "$train_dir" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
  -DARBITER_PGO_GENERATE="$profile_dir" > "$train_dir.configure.log" 2>&1 ||
  { cat "$train_dir.configure.log"; exit 1; }
cmake --build "$train_dir" -j "$(nproc 2>/dev/null || echo 2)" --target arbiter
if [[ -f $stamp && ! $arbiter -nt $stamp ]]; then
  exit 0
fi

games=$(mktemp -d)
trap 'rm -rf "$games"' EXIT
seed=90001
# Plays one game: play GAME OPTIONS...
play() {
  "$arbiter" play "$@" --seed "$seed" --out "$games/$seed.binpb" > /dev/null
  seed=$((seed + 1))
}
for players in 2 3 4 2 3 4; do
  play rumble-nation --players "$players"
  play living-forest --players "$players"
done
# Every Root faction in two, three and four seats, both maps.
root_games=(
  "marquise,eyrie autumn" "eyrie,alliance winter" "vagabond,marquise winter"
  "lizard,eyrie autumn" "company,eyrie autumn" "mechanical,alliance winter"
  "eyrie,marquise,alliance winter" "alliance,vagabond,eyrie autumn"
  "lizard,marquise,company winter" "mechanical,vagabond,lizard autumn"
  "company,eyrie,vagabond autumn" "alliance,lizard,mechanical winter"
  "marquise,eyrie,alliance,vagabond autumn" "vagabond,lizard,company,eyrie winter"
  "alliance,mechanical,company,lizard autumn" "eyrie,vagabond,marquise,lizard winter"
  "company,alliance,mechanical,eyrie autumn" "marquise,company,alliance,vagabond winter"
)
for round in 1 2 3; do
  for g in "${root_games[@]}"; do
    read -r factions map <<< "$g"
    play root --factions "$factions" --map "$map"
  done
done

# The profile is what verification ran, not what playing ran.
rm -rf "$profile_dir"
mkdir -p "$profile_dir"
"$arbiter" verify --jobs 1 "$games" > "$games/verify.out" ||
  { tail -n 5 "$games/verify.out"; echo "pgo_train: the training games did not verify" >&2; exit 1; }
touch "$stamp"
echo "pgo_train: profile of $((seed - 90001)) games in $profile_dir"
