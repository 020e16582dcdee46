#!/usr/bin/env bash
# bridge_v1_ctl.sh — the control-file suites that bridge_v1.sh does not
# repeat, each run whole through Cloudflare's own bridge code (stable 0.12
# routes, tests/bridge): processes/, ports/, ctl/snapshot and sessions/.
# Each suite starts its own sbxd + bridge and mount; its checks are folded
# into this script's TAP as "[suite] what".
. "$(dirname "$0")/../lib.sh"

for s in ctl_processes ctl_ports ctl_snapshot ctl_sessions; do
  echo "# $s through the bridge (SBX_TEST_BACKEND=bridge-v1)"
  SBX_TEST_BACKEND=bridge-v1 t_fold "[$s] " bash "$(dirname "$0")/$s.sh"
done
t_done
