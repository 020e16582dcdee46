#!/usr/bin/env bash
# sbxd bad input: malformed and hostile requests get the documented error
# (or a clean close), and sbxd keeps serving afterwards.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

t_start_sbxd
A=bada
healthy() { [ "$(curl -s --max-time 5 "$SBX_URL/health")" = '{"ok":true}' ]; }
E=/v1/sandbox/$A/exec

for body in '{"argv":' 'null' '' '{"argv":["true"]} x' 'nul' '{"argv":["a"],}' "{'argv':['x']}"; do
  hc POST $E -H 'Content-Type: application/json' --data-binary "$body"
  t_err "exec body $(printf %q "$body") is 400 Invalid JSON body" 400 "Invalid JSON body" invalid_request
done
for body in '[]' '{}' '{"argv":"ls"}' '{"argv":[]}' '{"argv":{"0":"ls"}}' '"x"' '42'; do
  hc POST $E --data-binary "$body"
  t_err "exec body $body is 400 argv error" 400 "argv must be a non-empty array" invalid_request
done
hc POST $E --data-binary '{"argv":["echo",1]}'
t_err "non-string argv item is 400 naming it" 400 "argv[1] must be a string" invalid_request
hc POST $E --data-binary '{"argv":[null]}'
t_err "null argv item is 400" 400 "argv[0] must be a string" invalid_request
hc POST $E --data-binary '{"argv":["echo",["x"]]}'
t_err "nested array argv item is 400" 400 "argv[1] must be a string" invalid_request
xrun $A '{"timeout_ms":"100","cwd":5}' echo fine
t_eq "non-number timeout_ms and non-string cwd are ignored" "fine 0" "$X_OUT $X_EXIT"

python3 -c 'import json; print(json.dumps({"argv":["true","x"*(5*1024*1024)]}))' >"$T_TMP/huge.json"
hc POST $E --data-binary @"$T_TMP/huge.json"
t_eq "5 MiB JSON body is 413" "413 payload_too_large" \
  "$H_STATUS $(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["code"])' "$T_TMP/body")"
hc POST $E -H 'Transfer-Encoding: chunked' --data-binary @"$T_TMP/huge.json"
t_eq "5 MiB chunked JSON body is 413" 413 "$H_STATUS"
t_check "still healthy after oversized bodies" healthy

for id in ABC a-b abc1 "$(printf 'a%.0s' $(seq 129))" '%61' 'a.b' 'a_b' 'ab%20'; do
  hc_noauth POST "/v1/sandbox/$id/exec" --data-binary '{"argv":["true"]}'
  t_err "invalid sandbox id $(printf %q "${id:0:20}") is 400" 400 "Invalid sandbox ID format" invalid_request
done
for port in 0 -1 1.5 99999 3000 '%33000' '%2e5' 0x1f90a 1e5 0b; do
  hc POST "/v1/sandbox/$A/tunnel/$port"
  t_err "invalid port $(printf %q "$port") is 400" 400 "Invalid port" invalid_request
done
for sid in 'a..b' 'a/b' "$(printf 's%.0s' $(seq 129))" 'a b' 'é' '..'; do
  XH=(-H "Session-Id: $sid")
  xrun $A '{}' true
  t_err "invalid Session-Id $(printf %q "${sid:0:20}") is 400" 400 "Invalid session ID format" invalid_request
done
XH=()
hc POST /v1/sandbox/$A/session --data-binary '{not json'
t_err "session create with a malformed body is 400 (as every route; --bridge-compat acts as {})" \
  400 "Invalid JSON body" invalid_request
hc POST /v1/sandbox/$A/session --data-binary '{"id":"bad id"}'
t_err "session create with an invalid id is 502 session_error" 502 "session create failed: Invalid session ID format" session_error
hc DELETE "/v1/sandbox/$A/session/no%2Fsuch"
t_err "session delete of an odd id is 502 not found" 502 "session delete failed: Session 'no/such' not found" session_error

# ---- oversized uploads, chunked (no Content-Length) ----
head -c $((33554432 + 1)) /dev/zero >"$T_TMP/toobig"
hc PUT /v1/sandbox/$A/file/workspace/chunked -H 'Transfer-Encoding: chunked' --data-binary @"$T_TMP/toobig"
t_err "chunked PUT over 32 MiB is 413" 413 "payload too large: 33554433 bytes exceeds the 33554432-byte limit" payload_too_large
hc GET /v1/sandbox/$A/file/workspace/chunked
t_eq "no partial file after a refused chunked PUT" 404 "$H_STATUS"
hc POST /v1/sandbox/$A/hydrate -H 'Transfer-Encoding: chunked' --data-binary @"$T_TMP/toobig"
t_err "chunked hydrate over 32 MiB is 400" 400 "tar payload too large: 33554433 bytes exceeds the 33554432-byte limit" invalid_request
head -c 1000000 /dev/urandom >"$T_TMP/chunk.bin"
hc PUT /v1/sandbox/$A/file/workspace/chunk.bin -H 'Transfer-Encoding: chunked' --data-binary @"$T_TMP/chunk.bin"
hc GET /v1/sandbox/$A/file/workspace/chunk.bin
t_check "chunked PUT within the limit is byte exact" cmp -s "$T_TMP/chunk.bin" "$T_TMP/body"

# ---- abrupt clients ----
mkjson '{}' bash -c 'for i in $(seq 1 100); do echo line $i; sleep 0.1; done' >"$T_TMP/loop.json"
curl -sS -N --max-time 4 -o "$T_TMP/partial" -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" \
  --data-binary @"$T_TMP/loop.json" "$SBX_URL$E" 2>/dev/null
t_eq "client gave up mid-stream (curl timeout)" 28 "$?"
t_check "partial stream carried output" grep -q '^event: stdout' "$T_TMP/partial"
t_check "sbxd still healthy after a mid-stream disconnect" healthy
aborted_logged() { grep -q "POST $E 200 .*(aborted)" "$SBXD_LOG"; }
t_check "sbxd noticed the disconnect of a chatty stream" t_wait_for 10 aborted_logged

before=$(grep -c "(aborted)" "$SBXD_LOG")
mkjson '{}' sleep 60 >"$T_TMP/quiet.json"
curl -sS -N --max-time 3 -o /dev/null -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" \
  --data-binary @"$T_TMP/quiet.json" "$SBX_URL$E" 2>/dev/null
more_aborted() { [ "$(grep -c "(aborted)" "$SBXD_LOG")" -gt "$before" ]; }
t_check "sbxd notices a disconnect while the command is silent" t_wait_for 10 more_aborted

# the client leaves once the command has started (its first line arrived),
# not after a fixed time that a slow machine might not even start it in
mkjson '{}' bash -c 'echo started; sleep 3; echo finished > /workspace/after-disconnect' >"$T_TMP/later.json"
curl -sS -N -o "$T_TMP/later.sse" --max-time 60 -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" \
  --data-binary @"$T_TMP/later.json" "$SBX_URL$E" 2>/dev/null &
lp=$!
t_wait_for 20 grep -q '^event: stdout' "$T_TMP/later.sse"
kill "$lp"; t_wait_pid "$lp" 30
t_check "the client left before the command ended" test ! -e "$SBXD_STATE/sandboxes/$A/workspace/after-disconnect"
file_done() { hc GET /v1/sandbox/$A/file/workspace/after-disconnect; [ "$H_BODY" = finished ]; }
t_check "a client disconnect does not cancel the command" t_wait_for 10 file_done

exec 3<>/dev/tcp/127.0.0.1/"${SBX_URL##*:}"
printf 'POST %s HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Length: 1000\r\n\r\n{"argv":["tr' "$E" "$SANDBOX_API_KEY" >&3
exec 3>&- 3<&-
t_check "still healthy after a request cut off mid-body" healthy
exec 3<>/dev/tcp/127.0.0.1/"${SBX_URL##*:}"
printf 'GARBAGE\r\n\r\n' >&3
timeout 5 cat <&3 >/dev/null
exec 3>&- 3<&-
t_check "still healthy after a garbage request line" healthy
head -c 4000000 /dev/urandom >"$T_TMP/slow.bin"
curl -sS --max-time 1 --limit-rate 500k -o /dev/null -X PUT -H "Authorization: Bearer $SANDBOX_API_KEY" \
  --data-binary @"$T_TMP/slow.bin" "$SBX_URL/v1/sandbox/$A/file/workspace/slow.bin" 2>/dev/null
t_check "still healthy after an upload cut off midway" healthy
hc GET /v1/sandbox/$A/file/workspace/slow.bin
t_eq "an interrupted upload leaves no file" 404 "$H_STATUS"

# the extents upload's attributes (an extension): a malformed ?mode=,
# ?atime=, ?mtime=, ?create_mode= or ?owner= is 400 naming it, and nothing
# is written
U=/v1/sandbox/$A/extents/workspace/attrs.txt
for q in mode=8 mode=10000 mode= mode=-1 mode=0x1 mode=7a atime=1.5 atime=abc \
  atime=1.1234567890 mtime=- mtime=1e9 mtime=+5 mtime=1. mtime=99999999999999999999 mtime=NOW \
  create_mode=8 create_mode= create_mode=77777 owner=1 owner= owner=a:b owner=1:2:3 \
  owner=-1:0 owner=1:-1 owner=4294967295:0 owner=:1 owner=1: owner=0x1:1; do
  hc PUT "$U?size=1&$q" --data-binary $'0 1\nx'
  case $q in
  mode* | create_mode*) msg="${q%%=*} must be an octal number from 0 to 7777" ;;
  owner*) msg="owner must be UID:GID (decimal numbers)" ;;
  *) msg="${q%%=*} must be SECONDS, SECONDS.NANOSECONDS (9 digits) or now" ;;
  esac
  t_err "extents upload with ?$q is 400" 400 "$msg" invalid_request
done
hc GET /v1/sandbox/$A/file/workspace/attrs.txt
t_eq "... and none of them wrote the file" 404 "$H_STATUS"
# a create folded into the upload: ?create_mode= and ?owner= are what a new
# file gets (as /fs create with "owner"); an existing one keeps its own
hc PUT "$U?size=1&create_mode=604&owner=1234:5678" --data-binary $'0 1\nx'
t_eq "?create_mode= and ?owner= make a new file with that mode and creator" "200 388 1234 5678" \
  "$H_STATUS $(python3 -c 'import json,sys; s=json.loads(sys.argv[1])["stat"]; print(s["mode"] & 0o7777, *s["owner"])' "$H_BODY")"
hc PUT "$U?size=2&create_mode=600&owner=1:1" --data-binary $'0 2\nyz'
t_eq "... an existing file keeps its mode and creator" "200 388 1234 5678" \
  "$H_STATUS $(python3 -c 'import json,sys; s=json.loads(sys.argv[1])["stat"]; print(s["mode"] & 0o7777, *s["owner"])' "$H_BODY")"
hc PUT "$U?size=1&create_mode=600&mode=640" --data-binary $'0 1\nx'
t_eq "... whose ?mode= still applies" "200 416" \
  "$H_STATUS $(python3 -c 'import json,sys; s=json.loads(sys.argv[1])["stat"]; print(s["mode"] & 0o7777)' "$H_BODY")"
hc PUT "$U?size=1&mode=640&mtime=-1.500000000&atime=now" --data-binary $'0 1\nx'
t_eq "a well-formed one writes it and answers its stat" "200 416 -2 500000000" \
  "$H_STATUS $(python3 -c 'import json,sys; s=json.loads(sys.argv[1])["stat"]; print(s["mode"] & 0o7777, *s["mtime"])' "$H_BODY")"

# ?path= on the extents routes (an extension): any file name, fully
# percent-decoded; the same containment and the same refusals
X=/v1/sandbox/$A/extents
hc PUT "$X?path=%2Fworkspace%2Fa%25b%3Fc%23d%FF&size=2" --data-binary $'0 2\nhi'
t_eq "?path= writes a name with %, ?, # and a byte that is not UTF-8" "200" "$H_STATUS"
sh_x "$A" "cat /workspace/a%b\\?c#d\$'\\xff'"
t_eq "... which the sandbox has under exactly that name" "hi" "$X_OUT"
hc GET "$X?path=%2Fworkspace%2Fa%25b%3Fc%23d%FF"
t_eq "... and reads back through ?path=" "200 2" "$H_STATUS $(printf '%s' "$H_BODY" | head -1)"
hc PUT "$X?path=%2Fworkspace%2Fz%00y&size=1" --data-binary $'0 1\nx'
t_err "?path= with a NUL is 400" 400 "file path must be percent-encoded bytes, without NUL" invalid_request
hc PUT "$X?path=%2Fworkspace%2Fbad%ZZ&size=1" --data-binary $'0 1\nx'
t_err "?path= with a malformed escape is 400" 400 "file path must be percent-encoded bytes, without NUL" invalid_request
hc PUT "$X?path=&size=1" --data-binary $'0 1\nx'
t_err "an empty ?path= is 400" 400 "file path must not be empty" invalid_request
hc PUT "$X?path=%2Fworkspace%2F..%2F..%2Fetc%2Fpasswd&size=1" --data-binary $'0 1\nx'
t_err "?path= outside /workspace is 403" 403 "path must resolve to a location within /workspace" invalid_request
hc GET "$X?path=%2Fetc%2Fpasswd"
t_eq "... also for reads" "403" "$H_STATUS"

pids=()
for i in $(seq 1 40); do
  curl -s -o /dev/null --max-time 10 -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" \
    --data-binary '{"argv":' "$SBX_URL$E" &
  pids+=($!)
done
for p in "${pids[@]}"; do t_wait_pid "$p" 60; done
t_check "healthy after a burst of 40 malformed requests" healthy
sh_x $A 'echo still works'
t_eq "exec works after all of the above" "still works 0" "$X_OUT $X_EXIT"
t_done
