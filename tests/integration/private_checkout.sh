#!/usr/bin/env bash
# private_checkout.sh — sbxd works wherever its binaries live that its user
# can reach: a checkout under a 0700 directory (root's /root/src, a mktemp
# dir as CI tools make them) starts sandboxes; a state dir the sandbox uid
# cannot reach is refused at start with the reason, not at the first request.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

P=$T_TMP/private/deep
mkdir -p "$P/build"
chmod 700 "$T_TMP/private"
cp "$SBX_BUILD/sbxd" "$SBX_BUILD/sbxd-init" "$P/build/"
SBX_BUILD=$P/build t_start_sbxd
sh_x pc 'id -u; echo hello from a private checkout'
t_eq "a command runs in a sandbox started from a 0700 checkout" "1000
hello from a private checkout 0" "$X_OUT $X_EXIT"
hc PUT /v1/sandbox/pc/file/workspace/f --data-binary 'data'
t_eq "files work too" 200 "$H_STATUS"
t_stop_sbxd

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$T_TMP/private/state"
  "$P/build/sbxd" --listen 127.0.0.1:0 --state-dir "$T_TMP/private/state" >"$T_TMP/refuse.log" 2>&1 &
  rp=$!
  T_PIDS+=("$rp")
  t_wait_pid "$rp" 20
  t_check "a state dir the sandbox uid cannot reach: sbxd refuses to start" test "$T_WAIT_RC" -ne 0
  t_check "... and says why" grep -q "cannot reach" "$T_TMP/refuse.log"
else
  t_skip "state dir reachability is checked only when sbxd runs as root"
  t_skip "... (as another user the sandbox runs as that user)"
fi
t_done
