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
#                           (with SBX_TEST_BACKEND=bridge-v1|bridge-next: sbxd
#                           plus Cloudflare's bridge code in front of it, below)
#   t_stop_sbxd             SIGTERM sbxd (and the bridge) and wait for them
#   t_backend               prints the backend: sbxd, bridge-v1, bridge-next, compat-v1, compat-next
#   t_generation            the bridge generation it speaks: v1, next or both
#   t_mount [sbxfs opts]    mount sbxfs on a new dir; sets MNT, SBXFS_PID
#   t_umount [dir]          unmount (default $MNT) and wait for the daemon
#   t_spool_dirs            the directories that hold the spool files of the
#                           mounts' spools: each files/ and memory spool
#   t_wait_for TIMEOUT_S cmd...   poll cmd until it succeeds (0.05 s steps)
#   t_wait_pid PID [TIMEOUT_S]    wait for a child to exit, at most TIMEOUT_S
#                           (default 30): 1 (and a note) when it did not;
#                           its exit status in T_WAIT_RC
#   ok/not_ok/t_check/t_eq/t_skip/t_done   TAP reporting
#   t_todo_eq WHY "what" expected actual   a check of a known, recorded bug
#                           (WHY says where): "not ok ... # TODO WHY" while it
#                           fails, which tests/run lists but does not count
#   t_curl ARGS             curl with the token and base URL set ($SBX_URL prefix in path)
#   t_fold PREFIX CMD...    run a TAP producer, its results folded into ours
#   t_itest MODE            run build/tests/itest_client MODE (libsbx's C
#                           checks) against SBX_URL, its TAP folded into ours
set -u
: "${SBX_BUILD:=$(cd "$(dirname "${BASH_SOURCE[0]}")/../build" && pwd)}"
: "${SBX_SRC:=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
export SBX_BUILD SBX_SRC
# Under tests/run, TMPDIR is the script's own directory, swept afterwards.
# It must be searchable by the sandbox uid (sbxd's state lives in it).
T_TMP=$(mktemp -d "${TMPDIR:-/tmp}/sbx-it.XXXXXX")
chmod 755 "$T_TMP"
# sbxfs spools small files in tmpfs (-o mem_spool_mb), below
# $XDG_RUNTIME_DIR: each script has its own, removed with T_TMP.
T_RUNTIME=$(mktemp -d "${SBX_TEST_SHM:-/dev/shm}/sbx-it.XXXXXX" 2>/dev/null) &&
  export XDG_RUNTIME_DIR=$T_RUNTIME || T_RUNTIME=
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
  rm -rf "$T_TMP" ${T_RUNTIME:+"$T_RUNTIME"} 2>/dev/null || true
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
t_todo_eq() {
  T_N=$((T_N + 1))
  if [ "$3" == "$4" ]; then echo "ok $T_N - $2 # TODO $1"; else
    echo "not ok $T_N - $2 # TODO $1"; printf '#   expected: %q\n#   actual:   %q\n' "$3" "$4"; fi
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

t_backend() { echo "${SBX_TEST_BACKEND:-sbxd}"; }
# t_generation: the bridge generation the backend speaks (v1, next), or
# "both" for plain sbxd
t_generation() {
  case $(t_backend) in
  *-v1) echo v1 ;;
  *-next) echo next ;;
  *) echo both ;;
  esac
}

# SBX_TEST_BACKEND selects what a script's t_start_sbxd puts behind SBX_URL:
#   sbxd (default)  sbxd itself, with the script's options
#   bridge-v1       Cloudflare's bridge Worker from @cloudflare/sandbox 0.12.x
#   bridge-next     the same from 0.13.0-next (processes and terminals)
#   compat-v1       sbxd --bridge-compat=v1 (the script's own --bridge-compat
#   compat-next     options replaced): sbxd imitating one generation
# A bridge backend runs the npm package's own route code under Node
# (tests/bridge, installed by scripts/install-deps) in front of a plain sbxd
# that the harness's stand-in Sandbox object forwards to; --bridge-compat
# options are dropped (the bridge code is the real thing). SBX_URL and
# SANDBOX_API_KEY are the bridge's; SBXD_URL and SBXD_TOKEN sbxd's own.
t_start_sbxd() {
  local backend a args=()
  backend=$(t_backend)
  case $backend in
  sbxd) args=("$@") ;;
  bridge-v1 | bridge-next | compat-v1 | compat-next)
    for a in "$@"; do [[ $a == --bridge-compat* ]] || args+=("$a"); done ;;
  *) t_bail "SBX_TEST_BACKEND=$backend: unknown (sbxd, bridge-v1, bridge-next, compat-v1, compat-next)" ;;
  esac
  case $backend in compat-*) args+=("--bridge-compat=${backend#compat-}"); backend=sbxd ;; esac
  SBXD_STATE=${SBXD_STATE:-$T_TMP/state}
  mkdir -p "$SBXD_STATE"
  SBXD_LOG=$T_TMP/sbxd.log
  local urlfile=$T_TMP/sbxd.url
  rm -f "$urlfile"
  if [ "$backend" = sbxd ]; then
    "$SBX_BUILD/sbxd" --listen 127.0.0.1:0 --state-dir "$SBXD_STATE" --url-file "$urlfile" "${args[@]}" \
      >>"$SBXD_LOG" 2>&1 &
  else
    # sbxd keeps its own generated token; the bridge has another
    env -u SANDBOX_API_KEY "$SBX_BUILD/sbxd" --listen 127.0.0.1:0 --state-dir "$SBXD_STATE" \
      --url-file "$urlfile" "${args[@]}" >>"$SBXD_LOG" 2>&1 &
  fi
  SBXD_PID=$!
  T_PIDS+=("$SBXD_PID")
  if ! t_wait_for 20 test -s "$urlfile"; then
    echo "# sbxd did not start; log:"; sed 's/^/#   /' "$SBXD_LOG"; t_bail "sbxd start"
  fi
  SBX_URL=$(cat "$urlfile")
  export SBX_URL
  if [ "$backend" != sbxd ]; then
    SBXD_URL=$SBX_URL
    SBXD_TOKEN=$(cat "$SBXD_STATE/token")
    export SBXD_URL SBXD_TOKEN
    t_start_bridge "${backend#bridge-}"
    return
  fi
  if [ -z "${SANDBOX_API_KEY:-}" ] && [ -f "$SBXD_STATE/token" ]; then
    SANDBOX_API_KEY=$(cat "$SBXD_STATE/token")
  fi
  export SANDBOX_API_KEY
}

# t_start_bridge v1|next: the bridge Worker under Node in front of the sbxd
# at SBXD_URL (see tests/bridge/README.md); sets BRIDGE_PID, BRIDGE_LOG and
# points SBX_URL and SANDBOX_API_KEY at it.
t_start_bridge() {
  local gen=$1 dir="$SBX_SRC/tests/bridge" urlfile=$T_TMP/bridge.url
  if ! command -v node >/dev/null || [ ! -d "$dir/node_modules/cf-sandbox-$gen" ]; then
    t_bail "the bridge harness is not installed (node, $dir/node_modules): run scripts/install-deps"
  fi
  BRIDGE_LOG=$T_TMP/bridge.log
  rm -f "$urlfile"
  SANDBOX_API_KEY=bridge-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
  (cd "$dir" && exec env SBXD_URL="$SBXD_URL" SBXD_TOKEN="$SBXD_TOKEN" SANDBOX_API_KEY="$SANDBOX_API_KEY" \
    node --import ./register.mjs server.mjs --generation "$gen" --listen 127.0.0.1:0 \
    --url-file "$urlfile") >>"$BRIDGE_LOG" 2>&1 &
  BRIDGE_PID=$!
  T_PIDS+=("$BRIDGE_PID")
  if ! t_wait_for 30 test -s "$urlfile"; then
    echo "# the bridge did not start; log:"; sed 's/^/#   /' "$BRIDGE_LOG"; t_bail "bridge start"
  fi
  SBX_URL=$(cat "$urlfile")
  export SBX_URL SANDBOX_API_KEY
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
  if [ -n "${BRIDGE_PID:-}" ]; then
    kill -TERM "$BRIDGE_PID" 2>/dev/null
    t_wait_pid "$BRIDGE_PID" 30 || kill -KILL "$BRIDGE_PID" 2>/dev/null
    BRIDGE_PID=
  fi
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

t_spool_dirs() {
  local d
  for d in "$XDG_STATE_HOME"/sbxfs/spool/*/*/; do
    [ -d "$d/files" ] && echo "${d}files"
    [ -L "$d/mem" ] && readlink "$d/mem"
  done
  return 0
}

t_umount() {
  local m=${1:-$MNT} late
  # a wait for an invalidation that gave up may have shown an old
  # attribute (README, .sbxfs/stats): say so in the log of every test
  late=$(timeout 5 grep '^kernel:late' "$m/.sbxfs/stats" 2>/dev/null)
  case $late in
    "kernel:late 0" | "") ;;
    *) echo "# $late ($m)"; grep -h 'stopped waiting' "$T_TMP/sbxfs.log" 2>/dev/null | tail -3 | sed 's/^/#   /' ;;
  esac
  fusermount3 -u "$m" 2>/dev/null || fusermount3 -uz "$m"
  if [ -n "${SBXFS_PID:-}" ]; then
    t_wait_pid "$SBXFS_PID" 60 || kill -KILL "$SBXFS_PID" 2>/dev/null
  fi
  return 0
}

# t_curl METHOD PATH [curl args...]: request against sbxd with the token.
# t_fold PREFIX CMD...: runs CMD, a TAP producer (an itest program, another
# integration script), folding its results into ours as "PREFIX what"; its
# comments pass through, other lines become comments. A failure to finish
# (no success exit) is a failure of ours when it reported none.
t_fold() {
  local pre=$1 line rc= f0=$T_FAILED; shift
  while IFS= read -r line; do
    case $line in
      "ok "*) ok "$pre${line#ok * - }" ;;
      "not ok "*) not_ok "$pre${line#not ok * - }" ;;
      "T-FOLD-EXIT "*) rc=${line#T-FOLD-EXIT } ;;
      "1.."*) ;;
      "#"*) echo "$line" ;;
      *) echo "#   $line" ;;
    esac
  done < <("$@" 2>&1; echo "T-FOLD-EXIT $?")
  [ "$rc" = 0 ] || [ "$T_FAILED" -gt "$f0" ] || not_ok "$pre$* exited ${rc:-?}"
}

# t_itest MODE: runs itest_client MODE (ITEST_ID and friends from the
# environment), folded into ours.
t_itest() { T_TMP=$T_TMP t_fold "" "$SBX_BUILD/tests/itest_client" "$@"; }

t_curl() {
  local m=$1 p=$2; shift 2
  curl -sS -X "$m" -H "Authorization: Bearer $SANDBOX_API_KEY" "$@" "$SBX_URL$p"
}
