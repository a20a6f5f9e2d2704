#!/usr/bin/env bash
# Tests scripts/slurm_verify.sh on a real Slurm cluster of one node started
# here on loopback: installs Debian's slurm-wlm and munge when missing,
# starts munged, slurmctld and slurmd by hand (root; no systemd), submits the
# job array over the bundled corpus (plus two unreadable logs) as a folder
# and over the corpus as an LMDB store, and
# checks that every log was verified exactly once across the array and that
# the merged report equals a single-process run. The daemons are stopped on
# every exit path. Takes well under a minute once installed.
#
#   scripts/slurm_test.sh [BUILD_DIR]    # default build/ (scripts/setup.sh makes it)
#
# Environment: ARBITER_SLURM_TASKS (array size, default 4),
# ARBITER_SLURM_TIMEOUT (seconds per array, default 120), ARBITER_SLURM_KEEP=1
# keeps the temporary folder (configuration, daemon logs) for a post-mortem.
set -euo pipefail
cd "$(dirname "$0")/.."
root_dir=$PWD
build_dir=${1:-build}
arbiter="$root_dir/$build_dir/replay/arbiter"
tasks=${ARBITER_SLURM_TASKS:-4}
timeout_s=${ARBITER_SLURM_TIMEOUT:-120}

say() { echo "slurm_test: $*"; }
fail() {
  echo "slurm_test: FAIL: $*" >&2
  exit 1
}

[[ -x "$arbiter" ]] || fail "$arbiter is missing: run scripts/setup.sh first"
[[ $(id -u) -eq 0 ]] || fail "needs root (it installs packages and runs slurmctld, slurmd and munged as root)"

missing=()
for p in slurm-wlm munge; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2> /dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
if ((${#missing[@]})); then
  say "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq > /dev/null || fail "apt-get update failed"
  apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null ||
    fail "apt-get install ${missing[*]} failed"
fi

tmp=$(mktemp -d /tmp/arbiter-slurm.XXXXXX)
pids=()
cleanup() {
  local rc=$?
  # Newest first: slurmd, slurmctld, then munged.
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    kill "${pids[i]}" 2> /dev/null || true
  done
  for pid in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2> /dev/null || true
    wait "$pid" 2> /dev/null || true
  done
  if ((rc != 0)); then
    for log in slurmctld slurmd munged; do
      [[ -f "$tmp/$log.log" ]] && { echo "--- last lines of $log.log" >&2; tail -n 15 "$tmp/$log.log" >&2; }
    done
  fi
  if [[ "${ARBITER_SLURM_KEEP:-0}" == 1 ]]; then say "kept $tmp"; else rm -rf "$tmp"; fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Two free TCP ports on loopback, away from Slurm's defaults.
port_free() { ! (exec 3<> "/dev/tcp/127.0.0.1/$1") 2> /dev/null; }
base=$((20000 + RANDOM % 20000))
while ! port_free "$base" || ! port_free $((base + 1)); do base=$((base + 2)); done
ctld_port=$base
slurmd_port=$((base + 1))

mkdir -p "$tmp/state" "$tmp/spool" "$tmp/munge" "$tmp/reports" "$tmp/task-logs"
chmod 0755 "$tmp/munge"
dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1024 count=1 status=none
chmod 0400 "$tmp/munge/munge.key"
munged --foreground --force --key-file="$tmp/munge/munge.key" \
  --socket="$tmp/munge/munge.sock" --pid-file="$tmp/munge/munged.pid" \
  --seed-file="$tmp/munge/munge.seed" > "$tmp/munged.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [[ -S "$tmp/munge/munge.sock" ]] && break; sleep 0.1; done
[[ -S "$tmp/munge/munge.sock" ]] || fail "munged did not open its socket"

# No `| head` under pipefail anywhere here: head exits after its lines and
# the writer's next write dies of SIGPIPE (exit 141), which failed CI once.
hardware=$(slurmd -C | sed -n '1{s/^NodeName=[^ ]* //;p;}')
[[ "$hardware" == *CPUs=* ]] || fail "slurmd -C printed no hardware line"
cat > "$tmp/slurm.conf" << CONF
ClusterName=arbitertest
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$tmp/munge/munge.sock
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
MailProg=/bin/true
MinJobAge=4
SchedulerParameters=batch_sched_delay=0
ReturnToService=2
NodeName=localhost NodeAddr=127.0.0.1 $hardware State=UNKNOWN
PartitionName=arbiter Nodes=localhost Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$tmp/slurm.conf"

slurmctld -D -i > /dev/null 2>&1 &
pids+=($!)
slurmd -D -N localhost > /dev/null 2>&1 &
pids+=($!)
state=""
for _ in $(seq 60); do
  state=$(timeout 5 sinfo -h -n localhost -o %t 2> /dev/null || true)
  [[ "$state" == idle* || "$state" == mix* ]] && break
  sleep 0.5
done
[[ "$state" == idle* || "$state" == mix* ]] || fail "the node did not come up (sinfo says '${state:-nothing}')"
say "one-node cluster up (slurmctld :$ctld_port, slurmd :$slurmd_port)"

# Runs the array with command $1 over the inputs after $2 (a label) and
# checks it against one process.
check_array() {
  local command=$1 what=$2
  shift 2
  local reports="$tmp/reports/$what"
  mkdir -p "$reports"
  local started=$SECONDS rc=0
  ARBITER="$arbiter" ARBITER_COMMAND="$command" \
    timeout "$timeout_s" sbatch --wait --quiet --array=0-$((tasks - 1)) --cpus-per-task=1 \
    --output="$tmp/task-logs/$what-%a.log" scripts/slurm_verify.sh "$reports" "$@" || rc=$?
  ((rc != 124)) || fail "$what: the array did not finish within ${timeout_s}s (squeue: $(squeue -h 2>&1 | sed -n 1,3p))"
  ((rc == 0)) || fail "$what: sbatch --wait exited $rc; task logs: $(cat "$tmp/task-logs/$what"-*.log 2> /dev/null | tail -n 5)"
  local files=()
  for ((i = 0; i < tasks; i++)); do
    local f="$reports/shard-$i-of-$tasks.json"
    [[ -s "$f" ]] || fail "$what: task $i wrote no report"
    files+=("$f")
  done
  local single_rc=0 merged_rc=0
  "$arbiter" "$command" "$@" --json --jobs 2 > "$tmp/$what.single.json" || single_rc=$?
  "$arbiter" merge-reports "${files[@]}" > "$tmp/$what.merged.json" 2> "$tmp/$what.merge.err" || merged_rc=$?
  [[ -s "$tmp/$what.merged.json" ]] || fail "$what: merge-reports failed: $(cat "$tmp/$what.merge.err")"
  # Every log exactly once: the shards' log lines, index dropped, are the
  # single run's lines as a multiset.
  cat "${files[@]}" | grep -v '"summary":true' | sed 's/^{"index":[0-9]*,/{/' | sort > "$tmp/$what.shards.sorted"
  grep -v '"summary":true' "$tmp/$what.single.json" | sort > "$tmp/$what.single.sorted"
  cmp -s "$tmp/$what.shards.sorted" "$tmp/$what.single.sorted" ||
    fail "$what: the shards' logs differ from a single run's ($(wc -l < "$tmp/$what.shards.sorted") vs $(wc -l < "$tmp/$what.single.sorted") lines)"
  cmp -s "$tmp/$what.merged.json" "$tmp/$what.single.json" ||
    fail "$what: the merged report differs from a single-process run"
  ((merged_rc == single_rc)) || fail "$what: merge-reports exited $merged_rc, one process $single_rc"
  local logs
  logs=$(grep -vc '"summary":true' "$tmp/$what.single.json")
  say "$what: $tasks tasks verified $logs logs exactly once in $((SECONDS - started))s; merged report equals one process (exit $single_rc): $(tail -n 1 "$tmp/$what.merged.json")"
}

# The bundled corpus plus two logs that cannot be read, so the merged
# report also carries failures and its exit code (2) is checked.
mkdir -p "$tmp/broken"
printf '\x0a\xff\xff not a log' > "$tmp/broken/garbage.binpb"
first_log=$(find "$root_dir/corpus/rumble_nation/generated" -name '*.binpb' | sort | sed -n 1p)
head -c 100 "$first_log" > "$tmp/broken/truncated.binpb"
check_array conform folder "$root_dir/corpus" "$tmp/broken"
"$arbiter" corpus ingest "$root_dir/corpus" --db "$tmp/store" > /dev/null ||
  fail "cannot ingest corpus/ into a store"
check_array verify store "$tmp/store"
say "passed"
