#!/usr/bin/env bash
# compat_next.sh — the mount's suites against `sbxd --bridge-compat=next`,
# sbxd behaving exactly like the next generation of Cloudflare's bridge (no
# /exec, /session, /pty; processes and terminals; no extensions): the
# workspace suite of fs_tools.sh, then the control-file suites, each with its
# own sbxd and mount, their checks folded in as "[suite] what". (The same
# suites run against the v1 imitation in fs_compat.sh and bridge_v1*.sh, and
# against the real bridge code of both generations in bridge_*.sh.)
export SBX_TEST_BACKEND=compat-next
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
t_mount
ID=cnext
t_eq "lookup of an unknown id: ENOENT (no listing in this generation either)" "ENOENT" \
  "$(fs_errno "os.stat('$MNT/$ID')")"
t_eq "mkdir MOUNT/<id> && echo > ctl/exec && cat ctl/out (the quick start)" "Linux" \
  "$(mkdir "$MNT/$ID" && echo 'uname -s' >"$MNT/$ID/ctl/exec" && cat "$MNT/$ID/ctl/out")"
fs_workspace_suite "$ID"
t_umount
t_stop_sbxd

for s in ctl_exec ctl_sessions ctl_processes ctl_snapshot ctl_ports ctl_terminals; do
  echo "# $s against sbxd --bridge-compat=next"
  t_fold "[$s] " bash "$(dirname "$0")/$s.sh"
done
t_done
