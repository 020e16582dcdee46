#!/usr/bin/env bash
# bridge_next_ctl.sh — the control-file suites run whole through
# Cloudflare's own bridge code of the next generation (0.13.0-next routes,
# tests/bridge): no /exec, /session or /pty there, so every command, session
# and spawn of the mount goes through process resources. ctl_exec,
# ctl_sessions, ctl_processes, ctl_snapshot and ctl_ports, each with its own
# sbxd + bridge and mount; their checks are folded into this script's TAP
# as "[suite] what".
. "$(dirname "$0")/../lib.sh"

for s in ctl_exec ctl_sessions ctl_processes ctl_snapshot ctl_ports; do
  echo "# $s through the bridge (SBX_TEST_BACKEND=bridge-next)"
  SBX_TEST_BACKEND=bridge-next t_fold "[$s] " bash "$(dirname "$0")/$s.sh"
done
t_done
