#!/usr/bin/env bash
# sbxd_next: the next bridge generation's routes (processes, process logs as
# server-sent events, kill, terminals over a real WebSocket client), the v1
# /pty WebSocket, pool and openapi routes, the v1 mismatches fixed against
# upstream (token white space, JS Number() ports, routing on the decoded
# path), and --bridge-compat=v1|next answering exactly one generation.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"
export PYTHONPATH=$(dirname "$0")${PYTHONPATH:+:$PYTHONPATH}

t_start_sbxd
A=nexta
F=nextfresh # never used: lookups must not start it

# jpy 'python expr on d' (the last JSON body); evpy 'expr on ev' (the last
# log's events); both allow an expression over several lines
jpy() { python3 -c 'import json,sys; d=json.load(open(sys.argv[2])); sys.exit(0 if eval("(" + sys.argv[1] + "\n)") else 1)' "$1" "$T_TMP/body" 2>/dev/null; }
post_json() { hc POST "$1" -H 'Content-Type: application/json' --data-binary "$2"; }
start_proc() { # ID BODY -> PID (process id) of a started process, body in $T_TMP/body
  post_json "/v1/sandbox/$1/processes" "$2"
  P_ID=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["id"])' "$T_TMP/body" 2>/dev/null)
}
proc_state() { hc GET "/v1/sandbox/$1/processes/$2"; python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["state"])' "$T_TMP/body" 2>/dev/null; }
wait_exited() { t_wait_for 20 sh -c "[ \"\$(curl -s -H 'Authorization: Bearer $SANDBOX_API_KEY' $SBX_URL/v1/sandbox/$1/processes/$2 | python3 -c 'import json,sys; print(json.load(sys.stdin)[\"state\"])')\" = exited ]"; }
# logs ID PID QUERY: the SSE body as one JSON event per line in $T_TMP/events
logs() {
  curl -sS -N -o "$T_TMP/sse" -D "$T_TMP/hdr" -H "Authorization: Bearer $SANDBOX_API_KEY" \
    "$SBX_URL/v1/sandbox/$1/processes/$2/logs$3"
  sed -n 's/^data: //p' "$T_TMP/sse" >"$T_TMP/events"
}
evpy() { python3 -c 'import json,sys,base64; ev=[json.loads(l) for l in open(sys.argv[2])]; sys.exit(0 if eval("(" + sys.argv[1] + "\n)") else 1)' "$1" "$T_TMP/events"; }
out_of() { python3 -c 'import json,sys,base64; sys.stdout.buffer.write(b"".join(base64.b64decode(e["data"]) for e in map(json.loads, open(sys.argv[1])) if e["type"]==sys.argv[2]))' "$T_TMP/events" "$1"; }

# ---- lookups never start a sandbox ----
hc GET /v1/sandbox/$F/processes
t_eq "processes of a sandbox that does not run: []" '200 []' "$H_STATUS $H_BODY"
hc GET /v1/sandbox/$F/processes/nope
t_err "a process of a sandbox that does not run: 404" 404 "Process not found" not_found
hc GET /v1/sandbox/$F/processes/nope/logs
t_err "logs of a sandbox that does not run: 404" 404 "Process not found" not_found
hc POST /v1/sandbox/$F/processes/nope/kill
t_err "kill in a sandbox that does not run: 404" 404 "Process not found" not_found
hc GET /v1/sandbox/$F/terminals
t_eq "terminals of a sandbox that does not run: []" '200 []' "$H_STATUS $H_BODY"
hc GET /v1/sandbox/$F/terminals/nope
t_err "a terminal of a sandbox that does not run: 404" 404 "Terminal not found" not_found
hc GET /v1/sandbox/$F/terminals/nope/connect
t_err "connect in a sandbox that does not run: 404 before the upgrade check" 404 "Terminal not found" not_found
hc POST /v1/sandbox/$F/terminals/nope/interrupt
t_err "interrupt in a sandbox that does not run: 404" 404 "Terminal not found" not_found
hc GET /v1/sandbox
t_check "none of those lookups started the sandbox" python3 -c '
import json,sys; d=json.load(open(sys.argv[1]))
assert all(s["id"] != sys.argv[2] or not s["running"] for s in d["sandboxes"]), d' "$T_TMP/body" $F
hc_noauth GET /v1/sandbox/$F/processes
t_err "processes needs the token" 401 Unauthorized unauthorized

# ---- POST /processes: validation, in the bridge's order ----
post_json /v1/sandbox/$A/processes ''
t_err "empty body is 400" 400 "Invalid JSON body" invalid_request
post_json /v1/sandbox/$A/processes '{"argv":'
t_err "malformed body is 400" 400 "Invalid JSON body" invalid_request
post_json /v1/sandbox/$A/processes 'null'
t_eq "null body is the bridge's 500 (TypeError)" "500 Internal Server Error" "$H_STATUS $H_BODY"
for body in '{}' '[]' '{"argv":[]}' '{"argv":"ls"}'; do
  post_json /v1/sandbox/$A/processes "$body"
  t_err "body $body is 400" 400 "argv must be a non-empty array" invalid_request
done
post_json /v1/sandbox/$A/processes '{"argv":["ls",1]}'
t_err "a non-string argv item is 400" 400 "argv items must be strings" invalid_request
post_json /v1/sandbox/$A/processes '{"argv":[""]}'
t_err "an empty executable is 400" 400 "argv executable must be non-empty" invalid_request
for t in 0 -5 '"5"' null 1e999; do
  post_json /v1/sandbox/$A/processes "{\"argv\":[\"true\"],\"timeout\":$t}"
  t_err "timeout $t is 400" 400 "timeout must be a positive finite number" invalid_request
done
for c in '"/etc"' '"../x"' '"/workspace/../tmp"'; do
  post_json /v1/sandbox/$A/processes "{\"argv\":[\"true\"],\"cwd\":$c}"
  t_err "cwd $c is 403" 403 "cwd must resolve to a location within /workspace" invalid_request
done
for e in '[]' '"x"' 'null' '{"A":1}'; do
  post_json /v1/sandbox/$A/processes "{\"argv\":[\"true\"],\"env\":$e}"
  t_err "env $e is 400" 400 "env must be an object of strings" invalid_request
done
post_json /v1/sandbox/$A/processes '{"argv":["true"],"env":{"":"x"}}'
t_err "an empty env name is the container's 502" 502 "process launch failed: environment name is invalid" process_error
post_json /v1/sandbox/$A/processes '{"argv":["nosuchcmd"]}'
t_err "a missing executable is 502" 502 'process launch failed: Executable not found in $PATH: \"nosuchcmd\"' process_error
post_json /v1/sandbox/$A/processes '{"argv":["true"],"cwd":"nope"}'
t_err "a missing cwd is 502" 502 "process launch failed: ENOENT: no such file or directory, stat '/workspace/nope'" process_error

# ---- a process: status, list, logs ----
start_proc $A '{"argv":["bash","-c","echo out; echo err >&2; printf \"\\\\x00\\\\xff\"; exit 3"],"env":{"FOO":"bar"}}'
t_eq "POST /processes is 200" 200 "$H_STATUS"
t_check "the status is the bridge's ProcessStatus" jpy '
list(d)[:6] == ["id","pid","command","cwd","startedAt","state"] and __import__("re").fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", d["id"]) and
d["pid"] > 1 and d["command"][0] == "bash" and d["cwd"] == "/workspace" and d["state"] in ("running","exited") and
__import__("re").fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", d["startedAt"])'
P1=$P_ID
t_check "it exits" wait_exited $A $P1
hc GET /v1/sandbox/$A/processes/$P1
t_check "an exited status has exit and endedAt" jpy '
list(d) == ["id","pid","command","cwd","startedAt","state","exit","endedAt"] and d["state"] == "exited" and d["exit"] == {"code":3,"timedOut":False} and d["endedAt"] >= d["startedAt"]'
hc GET /v1/sandbox/$A/processes
t_check "the list holds it" jpy 'any(p["id"] == "'$P1'" for p in d)'
hc GET /v1/sandbox/$A/processes/no-such-id
t_err "an unknown process is 404" 404 "Process not found" not_found
logs $A $P1 ''
t_eq "logs are an event stream" "text/event-stream" "$(header Content-Type)"
t_eq "stdout of the log" "out" "$(out_of stdout | head -c 3)"
t_eq "stdout bytes are exact (base64)" "6f75740a00ff" "$(out_of stdout | od -An -tx1 | tr -d ' \n')"
t_eq "stderr is kept apart" "err" "$(out_of stderr)"
t_check "the stream ends with the terminal event" evpy '
ev[-1]["type"] == "terminal" and list(ev[-1]) == ["type","state","cursor","timestamp","exit"] and ev[-1]["state"] == "exited" and ev[-1]["exit"] == {"code":3,"timedOut":False}'
t_check "output events are {type, cursor, timestamp, data}" evpy 'all(list(e) == ["type","cursor","timestamp","data"] for e in ev[:-1])'
t_check "cursors are base64url of v1.<id>.<seq> (the bridge format)" evpy '
all(base64.urlsafe_b64decode(e["cursor"] + "=" * (-len(e["cursor"]) % 4)).decode().split(".")[0::2] == ["v1", str(i + 1)] for i, e in enumerate(ev))'
C1=$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["cursor"])' "$T_TMP/events")
N=$(wc -l <"$T_TMP/events")
logs $A $P1 "?since=$C1"
t_eq "since=<first cursor> replays the rest" $((N - 1)) "$(wc -l <"$T_TMP/events")"
logs $A $P1 "?replay=false"
t_eq "replay=false on an exited process: nothing" "" "$(cat "$T_TMP/sse")"
for bad in garbage "$C1"x '' 'djEuYWJjLjE'; do
  hc GET "/v1/sandbox/$A/processes/$P1/logs?since=$bad"
  t_eq "since=$(printf %q "${bad:0:12}") is the bridge's 500" "500 Internal Server Error" "$H_STATUS $H_BODY"
done
start_proc $A '{"argv":["printenv","FOO","HOME"],"env":{"FOO":"bar"}}'
P2=$P_ID
wait_exited $A $P2
logs $A $P2 ''
t_eq "env reaches the process over the sandbox's own" "bar /home/user" "$(out_of stdout | tr '\n' ' ' | sed 's/ $//')"
hc GET "/v1/sandbox/$A/processes/$P2/logs?since=$C1"
t_eq "a cursor of another process is 500" "500" "$H_STATUS"

# follow: lines arrive as they are written, the stream ends at the exit
start_proc $A '{"argv":["bash","-c","for i in 1 2 3; do echo line$i; sleep 0.3; done"]}'
P3=$P_ID
logs $A $P3 '?follow=true'
t_eq "follow streams until the exit" "line1 line2 line3" "$(out_of stdout | tr '\n' ' ' | sed 's/ $//')"
t_check "follow ended with the terminal event" evpy 'ev[-1]["type"] == "terminal" and ev[-1]["exit"]["code"] == 0'
# no timing: the process writes "late" until the test lets it end
start_proc $A '{"argv":["bash","-c","echo early; until [ -e /tmp/go ]; do echo late; sleep 0.1; done"]}'
P4=$P_ID
t_wait_for 20 sh -c "curl -s -H 'Authorization: Bearer $SANDBOX_API_KEY' '$SBX_URL/v1/sandbox/$A/processes/$P4/logs' | grep -q stdout"
curl -sS -N -o "$T_TMP/sse4" -H "Authorization: Bearer $SANDBOX_API_KEY" \
  "$SBX_URL/v1/sandbox/$A/processes/$P4/logs?follow=true&replay=false" &
CURL=$!
t_wait_for 20 grep -q stdout "$T_TMP/sse4"
sh_x $A 'touch /tmp/go'
t_wait_pid $CURL 20
sed -n 's/^data: //p' "$T_TMP/sse4" >"$T_TMP/events"
t_eq "follow without replay gets only what comes after" "late" "$(out_of stdout | sort -u)"
t_check "and the end" evpy 'ev[-1]["type"] == "terminal"'
start_proc $A '{"argv":["bash","-c","echo a; sleep 30"]}'
P5=$P_ID
t_wait_for 10 sh -c "curl -s -H 'Authorization: Bearer $SANDBOX_API_KEY' '$SBX_URL/v1/sandbox/$A/processes/$P5/logs' | grep -q stdout"
logs $A $P5 ''
t_check "without follow a running process's log ends at once, no terminal event" evpy 'len(ev) == 1 and ev[0]["type"] == "stdout"'

# ---- kill ----
hc POST /v1/sandbox/$A/processes/$P5/kill
t_eq "kill is 204" 204 "$H_STATUS"
wait_exited $A $P5
hc GET /v1/sandbox/$A/processes/$P5
t_check "kill without a body is SIGTERM (143, signal 15)" jpy 'd["exit"] == {"code":143,"signal":15,"timedOut":False}'
hc POST /v1/sandbox/$A/processes/$P5/kill
t_eq "kill of an exited process is 204" 204 "$H_STATUS"
start_proc $A '{"argv":["sleep","30"]}'
P6=$P_ID
for b in '{"signal":0}' '{"signal":65}' '{"signal":1.5}' '{"signal":"9"}'; do
  post_json /v1/sandbox/$A/processes/$P6/kill "$b"
  t_err "kill $b is 400" 400 "signal must be an integer between 1 and 64" invalid_request
done
post_json /v1/sandbox/$A/processes/$P6/kill '[9]'
t_err "a kill body that is no object is 400" 400 "Request body must be an object" invalid_request
post_json /v1/sandbox/$A/processes/$P6/kill '{nope'
t_err "a malformed kill body is 400" 400 "Invalid JSON body" invalid_request
hc POST /v1/sandbox/$A/processes/$P6/kill -H 'Content-Type:' --data-binary '{nope'
t_eq "without Content-Type the body is not read (SIGTERM)" 204 "$H_STATUS"
start_proc $A '{"argv":["sleep","30"]}'
P7=$P_ID
post_json /v1/sandbox/$A/processes/$P7/kill '{"signal":9}'
wait_exited $A $P7
hc GET /v1/sandbox/$A/processes/$P7
t_check "kill {signal:9} ends it with 137" jpy 'd["exit"] == {"code":137,"signal":9,"timedOut":False}'
hc POST /v1/sandbox/$A/processes/nope/kill
t_err "kill of an unknown process is 404" 404 "Process not found" not_found

# ---- timeout, process groups ----
start_proc $A '{"argv":["sleep","30"],"timeout":300}'
P8=$P_ID
t_check "a timeout stops the process" wait_exited $A $P8
hc GET /v1/sandbox/$A/processes/$P8
t_check "a timed-out process: SIGTERM, timedOut true" jpy 'd["exit"] == {"code":143,"signal":15,"timedOut":True}'
start_proc $A '{"argv":["bash","-c","(until [ -e /tmp/bgdone ]; do sleep 0.1; done) & echo bg"]}'
P9=$P_ID
t_wait_for 20 sh -c "curl -s -H 'Authorization: Bearer $SANDBOX_API_KEY' '$SBX_URL/v1/sandbox/$A/processes/$P9/logs' | grep -q stdout"
t_eq "a background job keeps the process running (its group lives)" running "$(proc_state $A $P9)"
sh_x $A 'touch /tmp/bgdone'
t_check "it ends when its whole group is gone" wait_exited $A $P9

# ---- logs live in sbxd's state dir, bounded, not in the sandbox ----
t_check "the log is a file in the sandbox's state dir" test -f "$SBXD_STATE/sandboxes/$A/logs/$P1.0"
sh_x $A "find / -xdev -name '$P1*' 2>/dev/null | wc -l"
t_eq "the sandbox cannot see the log files" "0" "$X_OUT"
start_proc $A '{"argv":["bash","-c","head -c 3000000 /dev/zero | tr \"\\\\0\" x; echo; echo tail-end"]}'
P10=$P_ID
wait_exited $A $P10
t_check "a 3 MB log keeps at most 1 MiB on disk" test "$(cat "$SBXD_STATE/sandboxes/$A/logs/$P10".* | wc -c)" -le 1100000
logs $A $P10 ''
t_check "a replay of an evicted log starts with a truncated event" evpy 'ev[0] == {"type":"truncated","timestamp":ev[0]["timestamp"]}'
t_eq "and ends with the latest output" "tail-end" "$(out_of stdout | tail -1)"

# ---- terminals: validation ----
for body in '' '{nope'; do
  post_json /v1/sandbox/$A/terminals "$body"
  t_err "terminal body $(printf %q "$body") is 400" 400 "Invalid JSON body" invalid_request
done
for body in '[]' 'null' '5'; do
  post_json /v1/sandbox/$A/terminals "$body"
  t_err "terminal body $body is 400" 400 "Request body must be an object" invalid_request
done
for body in '{}' '{"argv":[]}' '{"argv":[1]}'; do
  post_json /v1/sandbox/$A/terminals "$body"
  t_err "terminal $body is 400" 400 "argv must be a non-empty string array" invalid_request
done
post_json /v1/sandbox/$A/terminals '{"argv":["bash"],"cwd":5}'
t_err "terminal cwd not a string is 400" 400 "cwd must be a string" invalid_request
post_json /v1/sandbox/$A/terminals '{"argv":["bash"],"env":[]}'
t_err "terminal env not an object is 400" 400 "env must be an object" invalid_request
post_json /v1/sandbox/$A/terminals '{"argv":["bash"],"env":{"A":1}}'
t_err "terminal env value not a string is 400" 400 "env values must be strings" invalid_request
for c in 0 1.5 '"80"' -3; do
  post_json /v1/sandbox/$A/terminals "{\"argv\":[\"bash\"],\"cols\":$c}"
  t_err "terminal cols $c is 400" 400 "cols must be a positive integer" invalid_request
done
post_json /v1/sandbox/$A/terminals '{"argv":["bash"],"rows":0}'
t_err "terminal rows 0 is 400" 400 "rows must be a positive integer" invalid_request
post_json /v1/sandbox/$A/terminals '{"argv":[""]}'
t_err "an empty terminal command is 502" 502 "terminal failed: Terminal command must include an executable" exec_transport_error
post_json /v1/sandbox/$A/terminals '{"argv":["bash"],"cwd":"/nope"}'
t_err "a missing terminal cwd is 502" 502 "terminal failed: ENOENT: no such file or directory, stat '/nope'" exec_transport_error
post_json /v1/sandbox/$A/terminals '{"argv":["bash"],"cwd":"/etc/passwd"}'
t_err "a terminal cwd that is a file is 502" 502 "terminal failed: cwd is not a directory" exec_transport_error
post_json /v1/sandbox/$A/terminals '{"argv":["sleep","30"],"cwd":"/home/user"}'
t_check "a terminal may start in any directory of the sandbox (its home)" jpy 'd["cwd"] == "/home/user" and d["status"] == "running"'
TH=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["id"])' "$T_TMP/body")
hc POST /v1/sandbox/$A/terminals/$TH/terminate
hc GET /v1/sandbox/$A/terminals/a..b
t_err "an invalid terminal id is 400" 400 "Invalid terminal ID format" invalid_request
hc GET /v1/sandbox/$A/terminals/nope
t_err "an unknown terminal is 404" 404 "Terminal not found" not_found
hc POST /v1/sandbox/$A/terminals/nope/terminate
t_err "terminate of an unknown terminal is 404" 404 "Terminal not found" not_found

# ---- terminals over a real WebSocket ----
post_json /v1/sandbox/$A/terminals '{"argv":["bash","--norc","--noprofile","-i"],"cols":90,"rows":33,"env":{"PS1":"$ ","LANG":"C"}}'
t_check "a terminal's snapshot" jpy 'list(d) == ["id","pid","command","cwd","status"] and d["status"] == "running" and d["cwd"] == "/workspace" and d["pid"] > 1'
T1=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["id"])' "$T_TMP/body")
hc GET /v1/sandbox/$A/terminals
t_check "the terminal is listed" jpy 'any(t["id"] == "'$T1'" for t in d)'
hc GET /v1/sandbox/$A/terminals/$T1/connect
t_err "connect without an upgrade is 400" 400 "WebSocket upgrade required" invalid_request
for q in 'cols=0' 'rows=x' 'cols=1.5'; do
  hc GET "/v1/sandbox/$A/terminals/$T1/connect?$q" -H 'Upgrade: websocket' -H 'Connection: Upgrade' \
    -H 'Sec-WebSocket-Version: 13' -H 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=='
  t_err "connect with $q is 400" 400 "${q%%=*} must be a positive integer" invalid_request
done

python3 - "$SBX_URL" "$SANDBOX_API_KEY" "$A" "$T1" >"$T_TMP/ws.tap" 2>&1 <<'EOF'
import json, sys, time, urllib.request
from wsclient import WS, Refused
url, tok, sb, tid = sys.argv[1:5]
n = 0
def check(what, cond):
    global n; n += 1
    print(("ok" if cond else "not ok"), n, "-", what, flush=True)

def collect(ws, until, secs=10):
    """Frames until until(out) holds; returns (bytes, [controls], close)."""
    out, ctl, close = b"", [], None
    t = time.monotonic() + secs
    pending = None
    while time.monotonic() < t:
        k, d = ws.recv(max(0.05, t - time.monotonic()))
        if k == "text":
            m = json.loads(d); ctl.append(m)
            if m.get("type") == "chunk": pending = m
        elif k == "binary":
            if pending is None or pending["byteLength"] != len(d):
                ctl.append({"type": "BAD-FRAMING", "len": len(d)})
            pending = None
            out += d
        elif k == "close":
            close = d; break
        elif k == "timeout":
            break
        if until(out, ctl): break
    return out, ctl, close

path = f"/v1/sandbox/{sb}/terminals/{tid}/connect"
ws = WS.connect(url, path + "?cols=120&rows=40", tok)
k, d = ws.recv(5)
check("the first message is ready", (k, json.loads(d) if k == "text" else d) == ("text", {"type": "ready"}))
ws.send_binary(b"stty size; tty; echo $TERM\r")
out, ctl, _ = collect(ws, lambda o, c: b"xterm-256color\r\n" in o)
check("connect's cols/rows size the terminal (stty size)", b"40 120\r\n" in out)
check("the terminal is the sandbox's own /dev/pts", b"/dev/pts/" in out)
check("TERM is xterm-256color", b"xterm-256color" in out)
check("every chunk message precedes a binary frame of its byteLength", all(m["type"] == "chunk" and m["cursor"] for m in ctl))
last_cursor = ctl[-1]["cursor"]
ws.send_text(json.dumps({"type": "resize", "cols": 70, "rows": 21}))
ws.send_binary(b"stty size\r")
out, _, _ = collect(ws, lambda o, c: b"21 70\r\n" in o)
check("a resize message resizes (stty size)", b"21 70\r\n" in out)
ws.send_text("not json")
out, ctl, _ = collect(ws, lambda o, c: any(m["type"] == "error" for m in c), 5)
check("an invalid control message gets an error", {"type": "error", "message": "Invalid control message"} in ctl)
ws.send_text(json.dumps({"type": "resize", "cols": 0, "rows": 5}))
out, ctl, _ = collect(ws, lambda o, c: any(m["type"] == "error" for m in c), 5)
check("a resize to 0 columns is invalid", {"type": "error", "message": "Invalid control message"} in ctl)
ws.send_binary(b"sleep 100; echo rc=$?\r")
time.sleep(0.5)
ws.send_text(json.dumps({"type": "interrupt"}))
out, _, _ = collect(ws, lambda o, c: b"$ " in o.split(b"sleep 100")[-1], 10)
check("interrupt stops the foreground sleep", b"$ " in out.split(b"sleep 100")[-1])
ws.send_binary(b"sleep 100\r")
time.sleep(0.5)
urllib.request.urlopen(urllib.request.Request(f"{url}/v1/sandbox/{sb}/terminals/{tid}/interrupt", method="POST", headers={"Authorization": "Bearer " + tok}))
out, _, _ = collect(ws, lambda o, c: b"$ " in o.split(b"sleep 100")[-1], 10)
check("POST interrupt stops it too", b"$ " in out.split(b"sleep 100")[-1])
ws.close()

# a second client resumes after a cursor: only what came later
ws = WS.connect(url, path + "?cursor=" + last_cursor, tok)
k, d = ws.recv(5)
check("ready echoes the cursor", json.loads(d) == {"type": "ready", "cursor": last_cursor})
out, ctl, _ = collect(ws, lambda o, c: b"21 70" in o, 5)
check("a resumed connection replays only output after the cursor", b"21 70" in out and b"40 120" not in out)
ws.send_binary(b"exit 7\r")
out, ctl, close = collect(ws, lambda o, c: False, 10)
ex = [m for m in ctl if m["type"] == "exit"]
check("the exit message carries the code", len(ex) == 1 and ex[0]["exit"] == {"code": 7, "timedOut": False} and ex[0]["cursor"])
check("then the server closes with 1000", close == (1000, "Terminal exited"))
ws.close()

ws = WS.connect(url, path + "?cursor=garbage", tok)
k, d = ws.recv(5)
k2, d2 = ws.recv(5)
check("a bad cursor: an error message, then close 1011", k == "text" and json.loads(d)["type"] == "error" and k2 == "close" and d2[0] == 1011)
ws.close()
# the terminate control message: the terminal's processes end, the exit follows
req = urllib.request.Request(f"{url}/v1/sandbox/{sb}/terminals", method="POST",
                             data=b'{"argv":["bash","-c","trap \'\' TERM; sleep 300"]}',
                             headers={"Authorization": "Bearer " + tok})
t3 = json.loads(urllib.request.urlopen(req).read())["id"]
ws = WS.connect(url, f"/v1/sandbox/{sb}/terminals/{t3}/connect", tok)
ws.recv(5)
ws.send_text(json.dumps({"type": "terminate"}))
out, ctl, close = collect(ws, lambda o, c: False, 15)
ex = [m for m in ctl if m["type"] == "exit"]
check("terminate (even of a command ignoring SIGTERM) ends it: exit message and close 1000",
      len(ex) == 1 and ex[0]["exit"]["code"] >= 128 and close == (1000, "Terminal exited"))
ws.close()
try:
    WS.connect(url, f"/v1/sandbox/{sb}/terminals/nope/connect", tok)
    check("connect to an unknown terminal is 404", False)
except Refused as e:
    check("connect to an unknown terminal is 404", e.status == 404 and json.loads(e.body) == {"error": "Terminal not found", "code": "not_found"})
print(f"1..{n}")
EOF
while IFS= read -r line; do
  case $line in
    "ok "*) ok "ws: ${line#ok * - }" ;;
    "not ok "*) not_ok "ws: ${line#not ok * - }" ;;
    "1.."*) ;;
    *) echo "#   $line" ;;
  esac
done <"$T_TMP/ws.tap"
grep -q '^1\.\.' "$T_TMP/ws.tap" || not_ok "the WebSocket client ran to its end"
hc GET /v1/sandbox/$A/terminals/$T1
t_check "the exited terminal's snapshot has its exit" jpy 'd["status"] == "exited" and d["exit"] == {"code":7,"timedOut":False}'

# terminate: hang up and kill, the 204 comes once it ended
post_json /v1/sandbox/$A/terminals '{"argv":["bash","--norc","-i","-c","sleep 300"]}'
T2=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["id"])' "$T_TMP/body")
hc POST /v1/sandbox/$A/terminals/$T2/terminate
t_eq "terminate is 204" 204 "$H_STATUS"
hc GET /v1/sandbox/$A/terminals/$T2
t_check "after terminate the terminal has exited" jpy 'd["status"] == "exited"'
sh_x $A 'pgrep -x sleep -a | grep -c " 300$"'
t_eq "its sleep is gone too" "0" "$X_OUT"

# ---- the v1 /pty WebSocket ----
hc GET "/v1/sandbox/$A/pty?cols=abc" -H 'Upgrade: websocket' -H 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=='
t_err "pty cols=abc is 400" 400 "cols and rows must be valid numbers" invalid_request
hc GET "/v1/sandbox/$A/pty" -H 'Upgrade: websocket' -H 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==' -H 'Session-Id: a..b'
t_err "pty with an invalid Session-Id is 400" 400 "Invalid session ID format" invalid_request
python3 - "$SBX_URL" "$SANDBOX_API_KEY" "$A" >"$T_TMP/pty.tap" 2>&1 <<'EOF'
import json, sys, time
from wsclient import WS
url, tok, sb = sys.argv[1:4]
n = 0
def check(what, cond):
    global n; n += 1
    print(("ok" if cond else "not ok"), n, "-", what, flush=True)
def until(ws, pred, secs=10):
    out, msgs, close = b"", [], None
    t = time.monotonic() + secs
    while time.monotonic() < t:
        k, d = ws.recv(max(0.05, t - time.monotonic()))
        if k == "binary": out += d
        elif k == "text": msgs.append(json.loads(d))
        elif k == "close": close = d; break
        else: break
        if pred(out, msgs): break
    return out, msgs, close
p = f"/v1/sandbox/{sb}/pty?cols=100&rows=30"
ws = WS.connect(url, p, tok, headers={"Session-Id": "ptysess"})
out, msgs, _ = until(ws, lambda o, m: {"type": "ready"} in m)
check("pty says ready", {"type": "ready"} in msgs)
ws.send_binary(b"export MARK=one; stty size\r")
out, _, _ = until(ws, lambda o, m: b"30 100" in o)
check("pty cols/rows apply", b"30 100" in out)
ws.send_text(json.dumps({"type": "resize", "cols": -1, "rows": 5}))
out, msgs, _ = until(ws, lambda o, m: any(x["type"] == "error" for x in m), 5)
check("a negative resize is refused with the 0.12 words", {"type": "error", "message": "Invalid dimensions: cols and rows must be positive"} in msgs)
ws.close()
ws = WS.connect(url, f"/v1/sandbox/{sb}/pty", tok, headers={"Session-Id": "ptysess"})
k, d = ws.recv(5)
check("reattaching replays the buffered output first, as one binary frame", k == "binary" and b"30 100" in d)
k, d = ws.recv(5)
check("then ready", (k, d) == ("text", '{"type":"ready"}'))
ws.send_binary(b"echo $MARK; exit 3\r")
out, msgs, close = until(ws, lambda o, m: False, 10)
check("the same shell (its variables) answers", b"one" in out)
check("sbxd reports the exit and closes", {"type": "exit", "code": 3} in msgs and close and close[0] == 1000)
print(f"1..{n}")
EOF
while IFS= read -r line; do
  case $line in
    "ok "*) ok "pty: ${line#ok * - }" ;;
    "not ok "*) not_ok "pty: ${line#not ok * - }" ;;
    "1.."*) ;;
    *) echo "#   $line" ;;
  esac
done <"$T_TMP/pty.tap"
grep -q '^1\.\.' "$T_TMP/pty.tap" || not_ok "the pty client ran to its end"

# ---- pool and openapi ----
hc GET /v1/pool/stats
t_check "pool stats" jpy 'd["warm"] == 0 and d["assigned"] >= 1 and d["assigned"] == d["total"] and d["config"] == {"warmTarget":0,"refreshInterval":10000} and d["maxInstances"] == 64'
hc_noauth GET /v1/pool/stats -H "Authorization: bearer $SANDBOX_API_KEY"
t_err "the pool routes' scheme is case-sensitive (bridge)" 401 Unauthorized unauthorized
hc_noauth GET /v1/pool/nosuch
t_err "any /v1/pool path needs the token first" 401 Unauthorized unauthorized
hc GET /v1/pool/nosuch
t_eq "then an unknown pool route is 404" 404 "$H_STATUS"
for r in shutdown-prewarmed prime; do
  hc POST /v1/pool/$r
  t_eq "POST /v1/pool/$r is ok" '200 {"ok":true}' "$H_STATUS $H_BODY"
done
hc_noauth GET "/v1/openapi.json?token=$SANDBOX_API_KEY"
t_check "openapi.json (token in the query) lists both generations by default" jpy '
"/v1/sandbox/{id}/exec" in d["paths"] and "/v1/sandbox/{id}/processes/{processId}/logs" in d["paths"] and "/v1/sandbox/{id}/fs" in d["paths"]'
hc_noauth GET /v1/openapi.json
t_err "openapi.json needs the token" 401 Unauthorized unauthorized
hc GET /v1/openapi
t_eq "the openapi page is HTML" "text/html; charset=utf-8" "$(header Content-Type)"

# ---- v1 mismatches, matched ----
hc_noauth GET /v1/sandbox/$A/running -H "Authorization: Bearer $SANDBOX_API_KEY   "
t_eq "trailing spaces after the token are accepted (fetch trims)" 200 "$H_STATUS"
hc_noauth GET /v1/sandbox/$A/running -H "Authorization: Bearer  $SANDBOX_API_KEY"
t_eq "two spaces before the token are not" 401 "$H_STATUS"
for port in +8080 8e3 '%208080' 0x1f90 8080.0 ' 8080'; do
  p=${port// /%20}
  hc POST "/v1/sandbox/$A/tunnel/$p"
  want=$( [ "$port" = 8e3 ] && echo 8000 || echo 8080)
  t_check "port $(printf %q "$port") is the number $want (JS Number)" jpy "d['port'] == $want"
done
hc DELETE /v1/sandbox/$A/tunnel/8e3
t_eq "tunnel 8e3 closes" 204 "$H_STATUS"
xrun $A '{}' true
hc POST /v1/sandbox/$A/%65xec -H 'Content-Type: application/json' --data-binary '{"argv":["echo","decoded"]}'
t_eq "routing uses the decoded path (%65xec is exec)" "200" "$H_STATUS"
hc GET /v1/s%61ndbox/$A/running
t_eq "/v1/s%61ndbox routes as /v1/sandbox" '200 {"running":true}' "$H_STATUS $H_BODY"
hc GET /v1/sandbox/%61bc/running
t_err "the sandbox id is checked as written (%61bc is invalid)" 400 "Invalid sandbox ID format" invalid_request

# ---- --bridge-compat=v1 and =next: exactly one generation ----
t_stop_sbxd
check_mode() { # MODE: every route of the other generation is 404
  local mode=$1
  SBXD_STATE=$T_TMP/state-$mode t_start_sbxd --bridge-compat${mode:+=$mode}
  local label=${mode:-v1 (plain --bridge-compat)}
  if [ "${mode:-v1}" = v1 ]; then
    for r in "POST /processes" "GET /processes" "GET /processes/x" "GET /processes/x/logs" "POST /processes/x/kill" \
             "POST /terminals" "GET /terminals" "GET /terminals/x" "GET /terminals/x/connect" \
             "POST /terminals/x/interrupt" "POST /terminals/x/terminate"; do
      hc ${r%% *} "/v1/sandbox/$A${r#* }" --data-binary '{}'
      t_eq "$label: ${r} is 404" "404 404 Not Found" "$H_STATUS $H_BODY"
    done
    xrun $A '{}' echo v1
    t_eq "$label: exec works" "v1" "$X_OUT"
    hc GET /v1/sandbox/$A/pty
    t_eq "$label: pty is there (400 without an upgrade)" 400 "$H_STATUS"
    hc POST /v1/sandbox
    t_check "$label: new ids have 26 characters" grep -qE '^\{"id":"[a-z2-7]{26}"\}$' "$T_TMP/body"
  else
    for r in "POST /exec" "POST /session" "DELETE /session/s" "GET /pty" "POST /fs"; do
      hc ${r%% *} "/v1/sandbox/$A${r#* }" --data-binary '{}'
      t_eq "$label: ${r} is 404" "404 404 Not Found" "$H_STATUS $H_BODY"
    done
    hc GET /v1/sandbox
    t_eq "$label: the listing extension is 404" 404 "$H_STATUS"
    hc GET /v1/sandbox/$A/running
    t_eq "$label: running does not start a sandbox" '200 {"running":false}' "$H_STATUS $H_BODY"
    start_proc $A '{"argv":["echo","next"]}'
    t_eq "$label: POST /processes starts it" 200 "$H_STATUS"
    hc GET /v1/sandbox/$A/running
    t_eq "$label: now it runs" '200 {"running":true}' "$H_STATUS $H_BODY"
    wait_exited $A "$P_ID"
    logs $A "$P_ID" ''
    t_eq "$label: its output" "next" "$(out_of stdout)"
    hc POST /v1/sandbox
    t_check "$label: new ids have 24 characters (15 bytes)" grep -qE '^\{"id":"[a-z2-7]{24}"\}$' "$T_TMP/body"
  fi
  hc GET /v1/openapi.json
  if [ "${mode:-v1}" = v1 ]; then
    t_check "$label: openapi lists exec, not processes" jpy '"/v1/sandbox/{id}/exec" in d["paths"] and "/v1/sandbox/{id}/processes" not in d["paths"] and "/v1/sandbox/{id}/fs" not in d["paths"]'
  else
    t_check "$label: openapi lists processes, not exec" jpy '"/v1/sandbox/{id}/exec" not in d["paths"] and "/v1/sandbox/{id}/processes" in d["paths"]'
  fi
  t_stop_sbxd
}
check_mode v1
check_mode next
check_mode ''

SBXD_STATE=$T_TMP/state-bad
"$SBX_BUILD/sbxd" --bridge-compat=v2 --state-dir "$SBXD_STATE" >/dev/null 2>&1
t_eq "--bridge-compat=v2 is refused (exit 2)" 2 "$?"
t_done
