#!/usr/bin/env bash
# bridge_v1.sh — sbxfs through Cloudflare's own bridge code, stable generation:
# the routes of @cloudflare/sandbox 0.12.x (its dist/bridge Hono app) run by
# Node in front of sbxd, the SDK's Sandbox object replaced by a stand-in that
# behaves like Cloudflare's container runtime (tests/bridge/README.md).
#   sbxfs -> bridge routes (upstream code) -> stand-in -> sbxd
# The workspace suite, the control files and sessions, and what the real
# bridge does on the way (text re-encoding, aborted bodies, URL decoding).
export SBX_TEST_BACKEND=bridge-v1
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"
. "$(dirname "$0")/ctl_common.bash"
. "$(dirname "$0")/bridge_common.inc"

t_start_sbxd
t_mount -o cache_timeout=30
t_eq "the bridge serves the stable routes (/exec answers, no /processes)" "404" \
  "$(t_curl GET /v1/sandbox/cfone/processes -o /dev/null -w '%{http_code}')"
bridge_files cfone
bridge_ctl cfone
bridge_sessions cfone
# libsbx's reads of text-typed files, whole and ranged, small and large
# (buffer, file, pipe), through the runtime's text decoding.
ITEST_ID=cfexact t_itest exact
t_umount
t_done
