#!/usr/bin/env bash
# fs_posix.sh — workspace correctness (issue 11) against sbxd with its /fs
# extension: the suite of fs_posix.inc, then what only sbxd can show.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"
. "$(dirname "$0")/fs_posix.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
t_mount -o cache_timeout=30
ID=posix
mkdir "$MNT/$ID"
W=$MNT/$ID/workspace
fs_posix_suite

# 8. a killed process leaves processes/ at once, not after the cache timeout
P=$MNT/$ID/processes
echo 'sleep 600' >"$P/spawn"
pid=$(cat "$P/spawn")
t_check "the spawned process is listed" t_wait_for 10 sh -c "ls '$P' | grep -qx '$pid'"
echo kill >"$P/$pid/ctl"
t_check "right after kill it is gone from processes/" sh -c "! ls '$P' | grep -qx '$pid'"
t_errno_py() { posix_py "print(en(os.stat, sys.argv[2]))" "$1"; }
t_eq "... and its status file too" "ENOENT" "$(t_errno_py "$P/$pid/status")"
echo 'trap "" TERM; exec sleep 600' >"$P/spawn"
pid=$(cat "$P/spawn")
t_check "a process ignoring TERM is listed" t_wait_for 10 sh -c "ls '$P' | grep -qx '$pid'"
t0=$(date +%s%N)
echo term >"$P/$pid/ctl"
t_check "term to a process that ignores it returns at once and the process stays" \
  sh -c "[ \$(( (\$(date +%s%N) - $t0) / 1000000 )) -lt 1500 ] && ls '$P' | grep -qx '$pid'"
echo kill >"$P/$pid/ctl"
t_check "kill ends it" sh -c "! ls '$P' | grep -qx '$pid'"
t_umount
t_done
