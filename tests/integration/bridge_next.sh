#!/usr/bin/env bash
# bridge_next.sh — Cloudflare's own bridge code, next generation: the routes
# of @cloudflare/sandbox 0.13.0-next (no /exec, /session, /pty; process and
# terminal resources instead) run by Node in front of sbxd, as in
# bridge_v1.sh (tests/bridge/README.md).
#  1. What works without exec, straight over HTTP: file routes (with the
#     runtime's text re-encoding and aborted bodies), running, persist and
#     hydrate, processes (launch, logs with since/replay/follow, kill).
#  2. sbxfs on that bridge: the workspace suite, the control files and
#     sessions (libsbx runs commands as processes there).
export SBX_TEST_BACKEND=bridge-next
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"
. "$(dirname "$0")/ctl_common.bash"
. "$(dirname "$0")/bridge_common.inc"

t_start_sbxd
B=/v1/sandbox/cfnext
code() { t_curl "$@" -o "$T_TMP/body" -w '%{http_code}'; }
json() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$T_TMP/body" "$1"; }

# --- 1. over HTTP ---------------------------------------------------------------
t_eq "/running of a sandbox never used: false, without starting it" '{"running":false}' "$(t_curl GET "$B/running")"
t_eq "the v1 /exec route is gone" "404" "$(code POST "$B/exec" -H 'Content-Type: application/json' -d '{"argv":["true"]}')"
t_eq "... and /session" "404" "$(code POST "$B/session" -d '{}')"
head -c 5000 /dev/urandom >"$T_TMP/bin"
t_eq "PUT a binary file" "200" "$(code PUT "$B/file/workspace/d/x.bin" --data-binary @"$T_TMP/bin")"
t_eq "GET gives the same bytes" "$(sha256sum <"$T_TMP/bin")" "$(t_curl GET "$B/file/workspace/d/x.bin" | sha256sum)"
t_eq "/running once used: true" '{"running":true}' "$(t_curl GET "$B/running")"
printf 'caf\351\n' >"$T_TMP/l1"
t_curl PUT "$B/file/workspace/l1.txt" --data-binary @"$T_TMP/l1" >/dev/null
t_eq "a text-typed file is re-encoded as UTF-8 on read (inherent: the runtime's rule)" \
  "636166efbfbd0a" "$(t_curl GET "$B/file/workspace/l1.txt" | od -An -tx1 | tr -d ' \n')"
t_curl GET "$B/file/workspace/missing" -o /dev/null -D "$T_TMP/hdr" 2>/dev/null
t_eq "a missing file: 200, then the body is cut (curl: partial transfer)" "200:18" \
  "$(sed -n '1s/^HTTP\/1.1 \([0-9]*\).*/\1/p' "$T_TMP/hdr" | tr -d '\r'):$(t_curl GET "$B/file/workspace/missing" -o /dev/null 2>/dev/null; echo $?)"

t_curl POST "$B/persist" -o "$T_TMP/snap.tar"
t_eq "persist: a tar of /workspace" "./d/x.bin" "$(tar tf "$T_TMP/snap.tar" | grep -x './d/x.bin')"
t_eq "hydrate into another sandbox" '{"ok":true}' \
  "$(t_curl POST /v1/sandbox/cfother/hydrate --data-binary @"$T_TMP/snap.tar")"
t_eq "... which then has the file" "$(sha256sum <"$T_TMP/bin")" \
  "$(t_curl GET /v1/sandbox/cfother/file/workspace/d/x.bin | sha256sum)"

t_eq "launch a process" "200" "$(code POST "$B/processes" -H 'Content-Type: application/json' \
  -d '{"argv":["bash","-c","printf \"A\\377\\000B\"; echo err >&2; exit 3"],"env":{"X":"1"}}')"
pid=$(json 'd["id"]')
t_eq "... its status: running or exited, argv as given" "bash" "$(json 'd["command"][0]')"
t_curl GET "$B/processes/$pid/logs?follow=true" -N >"$T_TMP/logs"
t_eq "logs: stdout bytes exact (base64 at the bridge), stderr, then the exit" "stdout:Qf8AQg==|stderr:ZXJyCg==|terminal:3" \
  "$(python3 -c '
import json, sys
out = []
for line in open(sys.argv[1]):
    if line.startswith("data: "):
        e = json.loads(line[6:])
        out.append("%s:%s" % (e["type"], e["data"] if "data" in e else e["exit"]["code"]))
print("|".join(out))' "$T_TMP/logs")"
cur=$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline()[6:])["cursor"])' "$T_TMP/logs")
t_eq "logs since the first cursor: the rest" "2" "$(t_curl GET "$B/processes/$pid/logs?since=$cur" | grep -c '^data: ')"
t_eq "logs with an invalid cursor: the route throws and Hono answers 500 (upstream has no handler)" "500" \
  "$(code GET "$B/processes/$pid/logs?since=bogus")"
t_eq "listed" "1" "$(t_curl GET "$B/processes" | python3 -c 'import json,sys; print(sum(1 for p in json.load(sys.stdin) if p["id"] == sys.argv[1]))' "$pid")"
code POST "$B/processes" -H 'Content-Type: application/json' -d '{"argv":["sleep","60"]}' >/dev/null
sp=$(json 'd["id"]')
t_eq "kill a running process" "204" "$(code POST "$B/processes/$sp/kill")"
t_check "... it exits" t_wait_for 20 sh -c "curl -s -H 'Authorization: Bearer $SANDBOX_API_KEY' '$SBX_URL$B/processes/$sp' | grep -q '\"state\":\"exited\"'"
t_eq "an unknown process: 404" "404" "$(code GET "$B/processes/proc-nope")"

# --- 2. sbxfs on the next bridge ---------------------------------------------------
t_mount -o cache_timeout=30,io_timeout=10
mkdir -p "$MNT/cfnext"
t_check "the mount lists a workspace on a next-only bridge" timeout 60 ls "$MNT/cfnext/workspace"
bridge_files cfnext
bridge_ctl cfnext
bridge_sessions cfnext
t_umount
t_done
