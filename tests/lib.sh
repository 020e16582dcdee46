# tests/lib.sh — shared helpers for integration scripts (source it).
#
# Every script: `. "$(dirname "$0")/../lib.sh"`, then t_start_sbxd, maybe
# t_mount, then checks, then t_done.  Output is TAP ("ok N - what"), read by
# tests/run.  Everything started here is stopped by the EXIT trap, by the pid
# this script started (never by name); mounts are unmounted with fusermount3.
#
# Provided:
#   T_TMP                   private temp dir, removed at exit
#   t_start_sbxd [args]     start sbxd on a free loopback port; sets SBXD_PID,
#                           SBX_URL, SANDBOX_API_KEY, SBXD_STATE, SBXD_LOG
#   t_stop_sbxd             SIGTERM sbxd and wait for it
#   t_mount [sbxfs opts]    mount sbxfs on a new dir; sets MNT, SBXFS_PID
#   t_umount [dir]          unmount (default $MNT) and wait for the daemon
#   t_wait_for TIMEOUT_S cmd...   poll cmd until it succeeds (0.05 s steps)
#   t_wait_pid PID [TIMEOUT_S]    wait for a child to exit, at most TIMEOUT_S
#                           (default 30): 1 (and a note) when it did not;
#                           its exit status in T_WAIT_RC
#   ok/not_ok/t_check/t_eq/t_skip/t_done   TAP reporting
#   t_curl ARGS             curl with the token and base URL set ($SBX_URL prefix in path)
set -u
: "${SBX_BUILD:=$(cd "$(dirname "${BASH_SOURCE[0]}")/../build" && pwd)}"
: "${SBX_SRC:=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
export SBX_BUILD SBX_SRC
# Under tests/run, TMPDIR is the script's own directory, swept afterwards.
# It must be searchable by the sandbox uid (sbxd's state lives in it).
T_TMP=$(mktemp -d "${TMPDIR:-/tmp}/sbx-it.XXXXXX")
chmod 755 "$T_TMP"
T_N=0
T_FAILED=0
T_PIDS=()
T_MOUNTS=()

t_cleanup() {
  local m p
  for m in "${T_MOUNTS[@]}"; do
    mountpoint -q "$m" 2>/dev/null && { fusermount3 -u "$m" 2>/dev/null || fusermount3 -uz "$m" 2>/dev/null; }
  done
  for p in "${T_PIDS[@]}"; do
    kill -TERM "$p" 2>/dev/null
  done
  for p in "${T_PIDS[@]}"; do
    for _ in $(seq 1 100); do kill -0 "$p" 2>/dev/null || break; sleep 0.05; done
    kill -KILL "$p" 2>/dev/null
  done
  rm -rf "$T_TMP" 2>/dev/null || true
}
trap t_cleanup EXIT
trap 'exit 130' INT TERM

ok()     { T_N=$((T_N + 1)); echo "ok $T_N - $*"; }
not_ok() { T_N=$((T_N + 1)); T_FAILED=$((T_FAILED + 1)); echo "not ok $T_N - $*"; }
t_skip() { T_N=$((T_N + 1)); echo "ok $T_N - $* # SKIP"; }
# t_check "what" cmd args...   -> ok when cmd succeeds
t_check() { local d=$1; shift; if "$@"; then ok "$d"; else not_ok "$d"; fi; }
# t_eq "what" expected actual
t_eq() {
  if [ "$2" == "$3" ]; then ok "$1"; else
    not_ok "$1"; printf '#   expected: %q\n#   actual:   %q\n' "$2" "$3"; fi
}
t_done() { echo "1..$T_N"; [ "$T_FAILED" -eq 0 ]; exit $?; }
t_bail() { echo "Bail out! $*"; not_ok "$*"; exit 1; }

# t_wait_for SECONDS cmd...: poll until cmd succeeds; 1 on deadline.
t_wait_for() {
  local deadline=$(( $(date +%s%N) + ${1%.*} * 1000000000 )); shift
  while :; do
    "$@" && return 0
    [ "$(date +%s%N)" -gt "$deadline" ] && return 1
    sleep 0.05
  done
}

t_start_sbxd() {
  SBXD_STATE=${SBXD_STATE:-$T_TMP/state}
  mkdir -p "$SBXD_STATE"
  SBXD_LOG=$T_TMP/sbxd.log
  local urlfile=$T_TMP/sbxd.url
  rm -f "$urlfile"
  "$SBX_BUILD/sbxd" --listen 127.0.0.1:0 --state-dir "$SBXD_STATE" --url-file "$urlfile" "$@" \
    >>"$SBXD_LOG" 2>&1 &
  SBXD_PID=$!
  T_PIDS+=("$SBXD_PID")
  if ! t_wait_for 20 test -s "$urlfile"; then
    echo "# sbxd did not start; log:"; sed 's/^/#   /' "$SBXD_LOG"; t_bail "sbxd start"
  fi
  SBX_URL=$(cat "$urlfile")
  export SBX_URL
  if [ -z "${SANDBOX_API_KEY:-}" ] && [ -f "$SBXD_STATE/token" ]; then
    SANDBOX_API_KEY=$(cat "$SBXD_STATE/token")
  fi
  export SANDBOX_API_KEY
}

# t_wait_pid PID [SECONDS]: a bounded `wait`: a step whose killer never ran
# must not hang the script. Reaps the child when it exited.
t_wait_pid() {
  local p=$1 s=${2:-30}
  T_WAIT_RC=255
  if t_wait_for "$s" sh -c "! kill -0 $p 2>/dev/null || grep -q '^State:.*Z' /proc/$p/status 2>/dev/null"; then
    wait "$p" 2>/dev/null
    T_WAIT_RC=$?
    return 0
  fi
  echo "# pid $p did not exit within $s s"
  return 1
}

t_stop_sbxd() {
  [ -n "${SBXD_PID:-}" ] || return 0
  kill -TERM "$SBXD_PID" 2>/dev/null
  t_wait_pid "$SBXD_PID" 30 || kill -KILL "$SBXD_PID" 2>/dev/null
  SBXD_PID=
}

# t_mount [sbxfs -o options...]: sets MNT (new dir) and SBXFS_PID.
t_mount() {
  MNT=$(mktemp -d "$T_TMP/mnt.XXXXXX")
  # sbxfs remembers sandbox ids per server under $XDG_STATE_HOME: keep tests' private
  export XDG_STATE_HOME=${XDG_STATE_HOME:-$T_TMP/xdg-state}
  "$SBX_BUILD/sbxfs" -f "$@" "$MNT" >>"$T_TMP/sbxfs.log" 2>&1 &
  SBXFS_PID=$!
  T_PIDS+=("$SBXFS_PID")
  T_MOUNTS+=("$MNT")
  if ! t_wait_for 20 mountpoint -q "$MNT"; then
    echo "# sbxfs did not mount; log:"; sed 's/^/#   /' "$T_TMP/sbxfs.log"; t_bail "sbxfs mount"
  fi
}

t_umount() {
  local m=${1:-$MNT}
  fusermount3 -u "$m" 2>/dev/null || fusermount3 -uz "$m"
  if [ -n "${SBXFS_PID:-}" ]; then
    t_wait_pid "$SBXFS_PID" 60 || kill -KILL "$SBXFS_PID" 2>/dev/null
  fi
  return 0
}

# t_curl METHOD PATH [curl args...]: request against sbxd with the token.
t_curl() {
  local m=$1 p=$2; shift 2
  curl -sS -X "$m" -H "Authorization: Bearer $SANDBOX_API_KEY" "$@" "$SBX_URL$p"
}
