#!/usr/bin/env bash
# A Slurm job array that verifies one batch of logs: task I of N runs
# `arbiter verify --shard I/N --json` and writes OUT_DIR/shard-I-of-N.json;
# `arbiter merge-reports OUT_DIR/shard-*-of-N.json` then gives the report one
# process would print. Every node must see the inputs and OUT_DIR at the
# same paths (shared storage).
#
#   job=$(sbatch --parsable --array=0-7 --cpus-per-task=4 \
#           scripts/slurm_verify.sh reports/ /shared/corpus-store)
#   sbatch --dependency=afterok:$job --wrap \
#     "build/replay/arbiter merge-reports reports/shard-*-of-8.json > report.json"
#
# Arguments: OUT_DIR PATH... (files, folders or LMDB stores, as for verify).
# Environment (sbatch passes the submitting shell's environment on):
#   ARBITER          the arbiter binary (default: arbiter on PATH, else
#                    build/replay/arbiter under the folder sbatch ran in)
#   ARBITER_COMMAND  verify (default) or conform
#   ARBITER_ARGS     more flags for it, e.g. "--require-complete"
# --jobs follows --cpus-per-task. The array must be 0..N-1 in steps of 1.
# A task exits 0 once its complete report is written, whatever the logs'
# verdict (that is merge-reports' exit code), and 2 when it could not write
# one, so `afterok` runs the merge exactly when every shard is there.
#SBATCH --job-name=arbiter-verify
#SBATCH --cpus-per-task=1
set -uo pipefail

fail() {
  echo "slurm_verify: $*" >&2
  exit 2
}

(($# >= 2)) || fail "usage: sbatch --array=0-(N-1) $0 OUT_DIR PATH..."
[[ -n "${SLURM_ARRAY_TASK_ID:-}" ]] || fail "not a Slurm array task (submit with sbatch --array=0-(N-1))"
out_dir=$1
shift

min=${SLURM_ARRAY_TASK_MIN:-0}
max=${SLURM_ARRAY_TASK_MAX:-0}
step=${SLURM_ARRAY_TASK_STEP:-1}
((min == 0 && step == 1)) || fail "the array must be 0-(N-1) in steps of 1 (got ${min}-${max}:${step})"
count=${SLURM_ARRAY_TASK_COUNT:-$((max - min + 1))}
((count == max + 1)) || fail "the array must be 0-(N-1) with no gaps (got $count tasks up to $max)"
index=$SLURM_ARRAY_TASK_ID

arbiter=${ARBITER:-}
if [[ -z "$arbiter" ]]; then
  if command -v arbiter > /dev/null; then
    arbiter=arbiter
  else
    arbiter=${SLURM_SUBMIT_DIR:-.}/build/replay/arbiter
  fi
fi
command=${ARBITER_COMMAND:-verify}
[[ "$command" == verify || "$command" == conform ]] || fail "ARBITER_COMMAND must be verify or conform, not $command"
read -r -a extra <<< "${ARBITER_ARGS:-}"

mkdir -p "$out_dir" || fail "cannot create $out_dir"
report="$out_dir/shard-$index-of-$count.json"
partial="$report.partial.${SLURM_JOB_ID:-$$}"
"$arbiter" "$command" "$@" "${extra[@]}" --json --shard "$index/$count" \
  --jobs "${SLURM_CPUS_PER_TASK:-1}" > "$partial"
rc=$?
# Exit 0, 1 and 2 all end with the summary line when the batch was read; a
# usage error or a crash leaves none.
if ((rc > 2)) || [[ $(tail -n 1 "$partial") != *'"summary":true'* ]]; then
  rm -f "$partial"
  fail "shard $index/$count: $arbiter $command exited $rc without a complete report"
fi
mv -f "$partial" "$report" || fail "cannot write $report"
echo "slurm_verify: shard $index/$count: $(tail -n 1 "$report")"
exit 0
