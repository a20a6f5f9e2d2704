#!/usr/bin/env bash
# Regenerates the golden corpus of random legal games for one game:
#   scripts/generate_corpus.sh rumble-nation 240 "2 3 4"
#   scripts/generate_corpus.sh root 240 "2" --factions marquise,eyrie --map autumn
# Seeds run 1..COUNT; player counts cycle through the list. Each log's
# `expect` holds its golden final digest, scores and winners, so
# `arbiter conform corpus/` fails when an engine change moves any of them.
# Rerun only for an intended change of behaviour, and bump the rules version
# if old logs should no longer verify.
set -euo pipefail
cd "$(dirname "$0")/.."
game=$1; count=$2; read -r -a player_counts <<< "${3:-2 3 4}"; shift 3 || shift $#
folder=corpus/${game//-/_}/generated
suffix=""
for a in "$@"; do suffix+="-${a#--}"; done
suffix=${suffix//,/+}
mkdir -p "$folder"
for ((seed = 1; seed <= count; seed++)); do
  players=${player_counts[$(( (seed - 1) % ${#player_counts[@]} ))]}
  build/replay/arbiter play "$game" --players "$players" --seed "$seed" "$@" \
    --out "$folder/p${players}${suffix}-s$(printf %04d "$seed").binpb" > /dev/null
done
echo "wrote $count games to $folder"
