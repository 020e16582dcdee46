#!/usr/bin/env bash
# fs_exerciser.sh — the model-based exerciser (tests/fs_exerciser.py) on real
# mounts: random operations applied to the workspace and to a local reference
# directory, every result, errno and the resulting tree compared, the
# sandbox's own view compared at sync points, unmount/mount again in between.
#
#   1. sbxd, one thread (with remounts)       FSX_OPS * 45 %
#   2. sbxd, 4 workers at once                FSX_OPS * 30 %  (a memory spool of
#                                                                256 KiB: files move
#                                                                to disk all along)
#   3. sbxd --bridge-compat, one thread       FSX_OPS * 15 %  (every op is a
#   4. sbxd --bridge-compat, 4 workers        FSX_OPS * 10 %   bash behind /exec)
#
# FSX_OPS (default 10000), FSX_SEED (default: fixed seeds, so that a run is
# repeatable; `make torture` passes a random one), FSX_SHRINK (seconds to
# shrink a failing sequence, default 0), FSX_LOGDIR (keep the operation logs
# and reproducers there; default: the test's temp dir), FSX_PROGRESS (a line
# every N operations), FSX_PARTS (the parts to run, e.g. "1 2"; default all: two
# `make torture PARTS=...` can run side by side). Inherent limits (README, "Editors and tools") and
# bugs found but not yet fixed (each described where it is listed) are the
# exerciser's known gaps (listed in tests/fs_exerciser.py, counted in the
# output), never failures.
. "$(dirname "$0")/../lib.sh"

FSX=$SBX_SRC/tests/fs_exerciser.py
OPS=${FSX_OPS:-10000}
SHRINK=${FSX_SHRINK:-0}
LOGDIR=${FSX_LOGDIR:-$T_TMP/logs}
mkdir -p "$LOGDIR"
export XDG_STATE_HOME=$T_TMP/xdg

# seed N: the run's seed for part N (fixed unless FSX_SEED is set)
seed() { if [ -n "${FSX_SEED:-}" ]; then echo $((FSX_SEED + $1)); else echo $((1000 + $1)); fi; }

# fsx NAME SEED OPS [exerciser args]: one exerciser run as one TAP line; its
# report (the mismatch, the operations before it, a replay command, the
# known gaps it skipped) goes to the log as comments.
part() { case " ${FSX_PARTS:-1 2 3 4} " in *" $1 "*) return 0 ;; esac; return 1; }

fsx() {
  local name=$1 seed=$2 ops=$3 mnt out rc
  shift 3
  mnt=$(mktemp -d "$T_TMP/mnt.XXXXXX")
  T_MOUNTS+=("$mnt")
  out=$T_TMP/fsx.out
  python3 "$FSX" --mnt "$mnt" --sbxfs "$SBX_BUILD/sbxfs" --sbxfs-log "$T_TMP/sbxfs.log" \
    --url "$SBX_URL" --id fsx --seed "$seed" --ops "$ops" --shrink "$SHRINK" \
    --log "$LOGDIR/$name.log" ${FSX_PROGRESS:+--progress "$FSX_PROGRESS"} "$@" 2>&1 |
    tee "$out" | sed -u 's/^\([^#]\)/# \1/'
  rc=${PIPESTATUS[0]}
  if [ $rc -ne 0 ] && grep -q 'sbxfs:.*Assert' "$T_TMP/sbxfs.log" 2>/dev/null; then
    echo "# sbxfs log:"; tail -n 5 "$T_TMP/sbxfs.log" | sed 's/^/#   /'
  fi
  t_check "$name: $ops random operations (seed $seed) match the local reference" test $rc -eq 0
  t_check "$name: nothing left mounted" sh -c "! mountpoint -q '$mnt'"
}

if part 1 || part 2; then
  t_start_sbxd
  part 1 && fsx sbxd-single "$(seed 1)" $((OPS * 45 / 100)) --sync-every 250
  part 2 && fsx sbxd-threads "$(seed 2)" $((OPS * 30 / 100)) --threads 4 --barrier-every 150 \
    --sbxfs-opts mem_spool_mb=0.25
  t_stop_sbxd
fi

if part 3 || part 4; then
  SBXD_STATE=$T_TMP/state-compat
  t_start_sbxd --bridge-compat
  part 3 && fsx compat-single "$(seed 3)" $((OPS * 15 / 100)) --sync-every 250
  part 4 && fsx compat-threads "$(seed 4)" $((OPS * 10 / 100)) --threads 4 --barrier-every 100
  t_stop_sbxd
fi
t_done
