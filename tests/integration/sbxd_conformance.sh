#!/usr/bin/env bash
# sbxd conformance: every route of the Sandbox Bridge API and its documented
# error cases, over real HTTP against a real sbxd (exact status, code, body).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

t_start_sbxd
A=confa
B=confb

# ---- health, create, routing, check order, auth ----
hc_noauth GET /health
t_eq "health answers without a token" '200 {"ok":true}' "$H_STATUS $H_BODY"
t_eq "health is JSON" "application/json" "$(header Content-Type)"

hc POST /v1/sandbox
t_check "POST /v1/sandbox returns a 26-char base32 id" \
  grep -qE '^\{"id":"[a-z2-7]{26}"\}$' "$T_TMP/body"
hc_noauth POST /v1/sandbox
t_err "POST /v1/sandbox without a token is 401" 401 Unauthorized unauthorized

hc GET /no/such/route
t_eq "unknown route is 404 plain text" "404 404 Not Found" "$H_STATUS $H_BODY"
hc GET /v1/sandbox/$A/nosuch
t_eq "unknown sandbox sub-route is 404" "404 404 Not Found" "$H_STATUS $H_BODY"
hc GET /v1/sandbox/$A/exec
t_eq "wrong method on exec is 404" "404" "$H_STATUS"

hc_noauth GET /v1/sandbox/BAD-ID/running
t_err "invalid id is 400 even without a token" 400 "Invalid sandbox ID format" invalid_request
hc GET /v1/sandbox/abc1/running
t_err "id with a digit outside 2-7 is 400" 400 "Invalid sandbox ID format" invalid_request
hc_noauth GET /v1/sandbox/$A/running
t_err "valid id without a token is 401" 401 Unauthorized unauthorized
hc_noauth GET /v1/sandbox/$A/running -H "Authorization: Bearer wrong$SANDBOX_API_KEY"
t_err "wrong token is 401" 401 Unauthorized unauthorized
hc_noauth GET /v1/sandbox/$A/running -H "Authorization: Bearer ${SANDBOX_API_KEY:1}"
t_err "token prefix is 401" 401 Unauthorized unauthorized
hc_noauth GET /v1/sandbox/$A/running -H "Authorization: Basic $SANDBOX_API_KEY"
t_err "other auth scheme is 401" 401 Unauthorized unauthorized
hc_noauth GET /v1/sandbox/$A/running -H "Authorization: bearer $SANDBOX_API_KEY"
t_eq "lowercase bearer scheme is accepted" '200 {"running":true}' "$H_STATUS $H_BODY"
hc_noauth GET /v1/sandbox/$A/nosuch
t_err "unknown sub-route without a token is 401 (auth before routing)" 401 Unauthorized unauthorized

hc GET /v1/sandbox/$A/running
t_eq "running is true once used" '200 {"running":true}' "$H_STATUS $H_BODY"

# ---- exec ----
xrun $A '{}' echo hi
t_eq "exec SSE stream is exact" "$(printf 'event: stdout\ndata: aGkK\n\nevent: exit\ndata: {"exit_code":0}\n\n' | sha256sum)" \
  "$(sha256sum <"$T_TMP/sse")"
t_eq "exec content type" "text/event-stream" "$(header Content-Type)"
t_eq "exec status 200" 200 "$H_STATUS"

sh_x $A 'echo out; echo err >&2; exit 7'
t_eq "exec stdout" "out" "$X_OUT"
t_eq "exec stderr" "err" "$X_ERR"
t_eq "exec exit code" "7" "$X_EXIT"
t_eq "exactly one terminal event" 1 "$(grep -cE '^event: (exit|error)$' "$T_TMP/sse")"

sh_x $A 'head -c 1000 /dev/urandom > /tmp/rand.bin; cat /tmp/rand.bin'
sse_data stdout "$T_TMP/sse" >"$T_TMP/rand.bin"
mine=$(sha256sum <"$T_TMP/rand.bin" | cut -d' ' -f1)
sh_x $A 'sha256sum < /tmp/rand.bin'
t_eq "binary output is byte exact (base64 per chunk)" "${X_OUT%% *}" "$mine"
t_eq "binary output length" 1000 "$(stat -c %s "$T_TMP/rand.bin")"

start=$(date +%s%N)
xrun $A '{"timeout_ms":300}' sleep 30
el=$(( ($(date +%s%N) - start) / 1000000 ))
t_eq "timeout_ms gives exit 124" 124 "$X_EXIT"
t_eq "timeout_ms writes the stderr line" "Command timed out after 300ms" "$X_ERR"
t_check "timeout_ms stops the command promptly ($el ms)" test "$el" -lt 6000

sh_x $A 'mkdir -p /workspace/sub/deeper'
xrun $A '{"cwd":"sub"}' pwd
t_eq "relative cwd is under /workspace" "/workspace/sub" "$X_OUT"
xrun $A '{"cwd":"/workspace/sub/deeper/.."}' pwd
t_eq "cwd is normalised" "/workspace/sub" "$X_OUT"
xrun $A '{}' pwd
t_eq "default cwd is /workspace" "/workspace" "$X_OUT"
xrun $A '{"cwd":"../etc"}' pwd
t_err "cwd outside /workspace is 403" 403 "cwd must resolve to a location within /workspace" invalid_request
xrun $A '{"cwd":"/tmp"}' pwd
t_err "absolute cwd outside /workspace is 403" 403 "cwd must resolve to a location within /workspace" invalid_request

toks=("a b" "it's" 'dq"x' $'l1\nl2' '$HOME' '`id`' '\' $'t\tt' '*' '' 'ü' "--flag=1" '; rm -rf /' $'cr\rx')
xrun $A '{}' printf '%s|\n' "${toks[@]}"
t_eq "hostile argv tokens arrive exactly" "$(printf '%s|\n' "${toks[@]}")" "$X_OUT"
# [bash, -c, X, args...] (what sbxfs sends): sbxd runs bash -c X itself,
# without the outer bash that `bash -c <argv quoted>` would start only to
# exec this one; what the command sees is the same
xrun $A '{}' bash -c 'printf "%s|\n" "$0" "$@"' "${toks[@]}"
t_eq "bash -c with hostile arguments: \$0 and \$@ arrive exactly" "$(printf '%s|\n' "${toks[@]}")" "$X_OUT"
xrun $A '{}' bash -c 'echo -n "$_|$0|$SHLVL|$PPID "; env | sort | tr "\n" " "'
t_eq "bash -c: \$_, \$0, SHLVL, a child of init, environment as under the outer bash" \
  "/usr/bin/bash|bash|1|1 HOME=/home/user HOSTNAME=sandbox LANG=C.UTF-8 LOGNAME=user PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin PWD=/workspace SHELL=/bin/bash SHLVL=1 USER=user _=/usr/bin/env " \
  "$X_OUT"
xrun $A '{}' bash -c $'echo "$_|$0|$SHLVL|$PPID"; : \001'
t_eq "... and so it is through the outer bash (a \\001 byte keeps it)" "/usr/bin/bash|bash|1|1" "$X_OUT"
xrun $A '{}' bash -c 'kill -TERM $$'
t_eq "bash -c killed by a signal: 128+N" "143" "$X_EXIT"

# A lone simple command (one line of plain words: nothing quoted, expanded,
# redirected or separated, not a builtin or keyword) runs without bash, as
# that bash would have exec'd it (sbxd-init, SPAWN_SIMPLE). The proof that
# it did: `env` sees the environment in sbxd's order, not bash's.
xrun $A '{}' bash -c $'env\n'
t_eq "a lone simple command runs without bash: its environment, in sbxd's order" \
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/home/user USER=user LOGNAME=user SHELL=/bin/bash LANG=C.UTF-8 HOSTNAME=sandbox PWD=/workspace SHLVL=0 _=/usr/bin/env" \
  "$(echo $X_OUT)"
# ... and it sees what bash would have given it: `\word` is the same line
# for bash, which runs it itself. Seeded random lines, each run both ways
# (stdout, stderr, exit status, from several cwds; the signal mask,
# dispositions, umask, ids and descriptors a program starts with, as grep
# and ls see their own), plain ones and ones bash must keep (quotes,
# expansions, comments, pipes).
sh_x $A 'cd /workspace && mkdir -p simple/dir && cd simple &&
  printf "#!/bin/sh\n[ \$PPID = 1 ] && p=init || p=other; echo \"\$0|\$*|\$(pwd -P)|\$p\"; env | sort; ls /proc/\$\$/fd\n" >show &&
  chmod +x show && cp show dir/show && echo "echo noshebang \"\$@\"" >nosb && chmod +x nosb &&
  printf "#!/nonexistent\n" >badi && chmod +x badi && echo x >noexec && echo tee > sq'
SEED=${SBX_TEST_SEED:-$(date +%s)}
echo "# simple-command seed $SEED (SBX_TEST_SEED reproduces it)"
PYTHONPATH=$(dirname "$0") python3 - "$SEED" "$A" >"$T_TMP/simple.out" 2>&1 <<'PY'
import os, random, sys
from sbxd_exec import Exec, same
seed, sid = int(sys.argv[1]), sys.argv[2]
run = Exec(os.environ["SBX_URL"], sid).run
r = random.Random(seed)
first = ["./show", "/workspace/simple/show", "dir/show", "show", "./nosb", "./badi", "./noexec",
         "./dir", "nonexist", "./nonexist", "cat", "ls", "id", "basename", "/usr/bin/printf", "true",
         "false", "echo", "pwd", "kill", "test", ":", ".", "printf", "wc", "sort", "head", "uname",
         "ls /proc/self/fd", "grep -e Sig -e Umask -e Uid -e Gid -e Cap -e NoNew /proc/self/status"]
args = ["a", "b=c", "-s", "--x=1", "1:2", "@h", "%p", "+z", "./show", "/workspace/simple/dir",
        ",", ".", "--version", "--help", "-c", "/proc/self/limits", "dir", "sq", "--"]
kept = ["$HOME", "~", "'q r'", '"q"', "s*", "#c", "| wc -c", "; echo x", "a\\ b", "$(echo s)",
        "${PWD}", "{a,b}", "> /dev/null", "&& echo y", "\nls"]
bad = 0
for i in range(150):
    words = [r.choice(first)] + [r.choice(args) for _ in range(r.randrange(4))]
    if r.random() < 0.2:
        words.insert(r.randrange(1, len(words) + 1), r.choice(kept))
    blanks = [r.choice([" ", "\t", "  "]) for _ in words]
    lead = r.choice(["", "", " ", "\t"])
    tail = r.choice(["", "\n", "\n", " \n", "\t"])
    line = lead + "".join(w + b for w, b in zip(words, blanks))[:-1] + tail
    cwd = r.choice(["/workspace/simple", "/workspace/simple", "/workspace/simple/dir"])
    a, b = run(line, cwd), run(lead + "\\" + line[len(lead):], cwd)
    if not same(line, a, b):
        bad += 1
        print("differs: %r in %s:\n  %r\n  %r" % (line, cwd, a, b))
print("bad %d" % bad)
PY
t_eq "150 seeded command lines: without bash exactly as with it (seed $SEED)" "bad 0" "$(tail -1 "$T_TMP/simple.out")"
[ "$(tail -1 "$T_TMP/simple.out")" = "bad 0" ] || sed 's/^/# /' "$T_TMP/simple.out" | head -40
# The builtins that are also programs on the PATH are where a missing name
# in sbxd-init's list would show: each, with an argument the two take
# differently, runs as bash's builtin.
sh_x $A 'for b in $(compgen -b); do [ -n "$(type -P -- "$b")" ] && echo "$b"; done'
twins=$X_OUT
bad=""
for b in $twins; do
  xrun $A '{}' bash -c "$b --version"
  o1="$X_OUT|$X_ERR|$X_EXIT"
  xrun $A '{}' bash -c "\\$b --version"
  [ "$o1" = "$X_OUT|$X_ERR|$X_EXIT" ] || bad="$bad $b"
done
t_eq "builtins with a program of the same name ($(echo $twins)) stay builtins" "" "$bad"
xrun $A '{}' bash -c 'time true'
t_check "... and keywords keywords (time)" grep -q '^real' <<<"$X_ERR"

# ---- files ----
hc PUT /v1/sandbox/$A/file/workspace/hello.txt --data-binary 'hello world'
t_eq "PUT file" '200 {"ok":true}' "$H_STATUS $H_BODY"
hc GET /v1/sandbox/$A/file/workspace/hello.txt
t_eq "GET file" "200 hello world" "$H_STATUS $H_BODY"
t_eq "GET file content type" "application/octet-stream" "$(header Content-Type)"
hc PUT /v1/sandbox/$A/file/workspace/hello.txt --data-binary 'bye'
hc GET /v1/sandbox/$A/file/workspace/hello.txt
t_eq "PUT overwrites" "200 bye" "$H_STATUS $H_BODY"
hc PUT /v1/sandbox/$A/file/workspace/new/dir/f.txt --data-binary 'x'
sh_x $A 'cat /workspace/new/dir/f.txt'
t_eq "PUT creates parent directories" "200 x" "$H_STATUS $X_OUT"
hc PUT /v1/sandbox/$A/file/workspace/empty -H 'Content-Type:' --data-binary ''
sh_x $A 'stat -c %s /workspace/empty'
t_eq "empty PUT makes an empty file" "0" "$X_OUT"
hc GET /v1/sandbox/$A/file/workspace/missing.txt
t_err "GET missing file is 404" 404 "File not found: /workspace/missing.txt" workspace_read_not_found
hc GET /v1/sandbox/$A/file/workspace/new
t_eq "GET of a directory is 502 exec_transport_error" "502 exec_transport_error" \
  "$H_STATUS $(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["code"])' "$T_TMP/body")"
t_check "GET of a directory says read failed" grep -q '"error":"read failed: ' "$T_TMP/body"

head -c 3000000 /dev/urandom >"$T_TMP/big.bin"
hc PUT /v1/sandbox/$A/file/workspace/big.bin --data-binary @"$T_TMP/big.bin"
t_eq "PUT 3 MB binary" 200 "$H_STATUS"
hc GET /v1/sandbox/$A/file/workspace/big.bin
t_check "GET binary is byte exact" cmp -s "$T_TMP/big.bin" "$T_TMP/body"
sh_x $A 'sha256sum /workspace/big.bin'
t_eq "uploaded binary is exact inside the sandbox" "$(sha256sum <"$T_TMP/big.bin" | cut -d' ' -f1)" "${X_OUT%% *}"

hc GET /v1/sandbox/$A/file/workspace/big.bin -H 'Range: bytes=10-19'
t_eq "Range request is 206 (extension)" 206 "$H_STATUS"
t_eq "Range Content-Range" "bytes 10-19/3000000" "$(header Content-Range)"
t_check "Range body is the slice" cmp -s <(tail -c +11 "$T_TMP/big.bin" | head -c 10) "$T_TMP/body"
hc GET /v1/sandbox/$A/file/workspace/big.bin -H 'Range: bytes=-5'
t_check "suffix Range is the last bytes" cmp -s <(tail -c 5 "$T_TMP/big.bin") "$T_TMP/body"
hc GET /v1/sandbox/$A/file/workspace/big.bin -H 'Range: bytes=3000000-'
t_eq "unsatisfiable Range is 416" "416 bytes */3000000" "$H_STATUS $(header Content-Range)"

hc PUT "/v1/sandbox/$A/file/workspace/a%20b.txt" --data-binary 'space'
sh_x $A 'cat "/workspace/a b.txt"'
t_eq "%20 decodes to a space" "200 space" "$H_STATUS $X_OUT"
hc PUT "/v1/sandbox/$A/file/workspace/caf%C3%A9.txt" --data-binary 'utf8'
sh_x $A 'cat /workspace/café.txt'
t_eq "UTF-8 escapes decode" "200 utf8" "$H_STATUS $X_OUT"
hc PUT "/v1/sandbox/$A/file/workspace/x%2Fy" --data-binary 'slash'
sh_x $A 'cat /workspace/x%2Fy'
t_eq "%2F stays literal in the name" "200 slash" "$H_STATUS $X_OUT"
hc PUT "/v1/sandbox/$A/file/workspace/p%25q" --data-binary 'pct'
sh_x $A 'cat /workspace/p%25q'
t_eq "%25 stays literal in the name" "200 pct" "$H_STATUS $X_OUT"
hc PUT "/v1/sandbox/$A/file/workspace/k:@+&=\$,;.txt" --data-binary 'raw'
sh_x $A 'cat "/workspace/k:@+&=\$,;.txt"'
t_eq "raw reserved characters are kept" "200 raw" "$H_STATUS $X_OUT"
hc GET "/v1/sandbox/$A/file/workspace/sub/../hello.txt"
t_eq "dot segments resolve before routing" "200 bye" "$H_STATUS $H_BODY"

hc GET "/v1/sandbox/$A/file/workspace/%2e%2e/etc/passwd"
t_err "%2e%2e traversal is 403" 403 "path must resolve to a location within /workspace" invalid_request
hc GET "/v1/sandbox/$A/file/workspace/a/../../etc/passwd"
t_err ".. traversal is 403" 403 "path must resolve to a location within /workspace" invalid_request
hc GET "/v1/sandbox/$A/file/etc/passwd"
t_err "absolute path outside /workspace is 403" 403 "path must resolve to a location within /workspace" invalid_request
hc PUT "/v1/sandbox/$A/file/tmp/x" --data-binary 'x'
t_err "PUT outside /workspace is 403" 403 "path must resolve to a location within /workspace" invalid_request
hc GET "/v1/sandbox/$A/file/"
t_err "empty file path is 400" 400 "file path must not be empty" invalid_request
hc GET "/v1/sandbox/$A/file/workspace/hello.txt" -H 'Session-Id: bad..id'
t_err "file route checks Session-Id" 400 "Invalid session ID format" invalid_request

head -c $((33554432 + 1)) /dev/zero >"$T_TMP/toobig"
hc PUT /v1/sandbox/$A/file/workspace/toobig --data-binary @"$T_TMP/toobig"
t_err "PUT of 32 MiB + 1 is 413" 413 "payload too large: 33554433 bytes exceeds the 33554432-byte limit" payload_too_large
hc GET /v1/sandbox/$A/file/workspace/toobig
t_eq "refused upload left no file" 404 "$H_STATUS"

# ---- sessions ----
hc POST /v1/sandbox/$A/session -d '{"id":"s1","cwd":"sub","env":{"FOO":"bar baz"}}'
t_eq "session create" '200 {"id":"s1"}' "$H_STATUS $H_BODY"
XH=(-H 'Session-Id: s1')
sh_x $A 'pwd; echo "$FOO"'
t_eq "session create cwd and env apply" $'/workspace/sub\nbar baz' "$X_OUT"
ev_x $A 'cd /tmp && export CARRY=yes'
ev_x $A 'pwd; echo "$CARRY"'
t_eq "cd and export carry to the next exec of the session" $'/tmp\nyes' "$X_OUT"
XH=(-H 'Session-Id: implicit1')
ev_x $A 'export IMP=1'
ev_x $A 'echo "$IMP"; pwd'
t_eq "unknown Session-Id creates a session implicitly" $'1\n/workspace' "$X_OUT"
XH=()
sh_x $A 'echo "[$CARRY]"; pwd'
t_eq "sessionless exec does not see session state" $'[]\n/workspace' "$X_OUT"
XH=(-H 'Session-Id: bad/id')
sh_x $A 'true'
t_err "invalid Session-Id on exec is 400" 400 "Invalid session ID format" invalid_request
XH=()
hc POST /v1/sandbox/$A/session -d '{"id":"s1"}'
t_err "duplicate session is 502" 502 "session create failed: Session 's1' already exists" session_error
hc POST /v1/sandbox/$A/session
t_check "session without body gets session-<ms>" grep -qE '^\{"id":"session-[0-9]{13}"\}$' "$T_TMP/body"
hc DELETE /v1/sandbox/$A/session/s1
t_check "session delete answers success JSON" grep -qE \
  '^\{"success":true,"sessionId":"s1","timestamp":"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z"\}$' \
  "$T_TMP/body"
t_eq "session delete status" 200 "$H_STATUS"
hc DELETE /v1/sandbox/$A/session/s1
t_err "deleting a missing session is 502" 502 "session delete failed: Session 's1' not found" session_error

# ---- tunnels ----
for bad in 80 1023 3000 65536 abc 8080x; do
  hc POST /v1/sandbox/$A/tunnel/$bad
  t_err "tunnel port $bad is 400" 400 "Invalid port" invalid_request
done
hc DELETE /v1/sandbox/$A/tunnel/3000
t_err "tunnel delete checks the port" 400 "Invalid port" invalid_request
hc POST /v1/sandbox/$A/tunnel/8080 -d '{"name":"Bad_Name"}'
t_eq "invalid tunnel name is 400" "400 invalid_request" \
  "$H_STATUS $(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["code"])' "$T_TMP/body")"
hc POST /v1/sandbox/$A/tunnel/8080 -d '{"name":5}'
t_err "non-string tunnel name is 400" 400 "name must be a string when provided" invalid_request
hc POST /v1/sandbox/$A/tunnel/8080 -d '{nope'
t_err "malformed tunnel body is 400" 400 "Invalid JSON body" invalid_request

for s in $A $B; do
  hc PUT /v1/sandbox/$s/file/workspace/www/index.html --data-binary "served by $s"
  sh_x $s 'cd /workspace/www && nohup python3 -m http.server 8080 >/tmp/http.log 2>&1 &'
done
hc POST /v1/sandbox/$A/tunnel/8080 -d '{"name":"web-a"}'
t_check "tunnel JSON has id, port, url, hostname, createdAt, name" python3 -c '
import json,sys,re
d=json.load(open(sys.argv[1]))
assert d["port"]==8080 and d["name"]=="web-a" and d["id"]
assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", d["url"]), d
assert d["hostname"]=="127.0.0.1:"+d["url"].split(":")[2].rstrip("/")
assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", d["createdAt"])' "$T_TMP/body"
url_a=$(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["url"])' "$T_TMP/body")
hc POST /v1/sandbox/$A/tunnel/8080
url_a2=$(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["url"])' "$T_TMP/body")
t_eq "tunnel open is idempotent per port" "$url_a" "$url_a2"
hc POST /v1/sandbox/$B/tunnel/8080
url_b=$(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["url"])' "$T_TMP/body")
t_check "two sandboxes get different tunnel URLs" test "$url_a" != "$url_b"
fetch_ok() { [ "$(curl -s --max-time 2 "$1index.html")" = "$2" ]; }
t_check "tunnel of sandbox A reaches A's server" t_wait_for 15 fetch_ok "$url_a" "served by $A"
t_check "tunnel of sandbox B reaches B's server" t_wait_for 15 fetch_ok "$url_b" "served by $B"
hc DELETE /v1/sandbox/$A/tunnel/8080
t_eq "tunnel delete is 204" "204" "$H_STATUS"
t_check "deleted tunnel no longer forwards" t_wait_for 15 bash -c "! curl -s --max-time 1 -o /dev/null '$url_a'"
hc DELETE /v1/sandbox/$A/tunnel/9999
t_eq "deleting an absent tunnel is 204" "204" "$H_STATUS"

# ---- persist / hydrate ----
sh_x $A 'mkdir -p /workspace/node_modules/m /workspace/keep && echo k >/workspace/keep/k.txt && echo m >/workspace/node_modules/m/x'
hc POST "/v1/sandbox/$A/persist?excludes=node_modules,big.bin"
t_eq "persist is 200" 200 "$H_STATUS"
cp "$T_TMP/body" "$T_TMP/snap.tar"
members=$(tar tf "$T_TMP/snap.tar" | sort)
t_check "persist members start with ./" bash -c "tar tf '$T_TMP/snap.tar' | grep -qx './keep/k.txt'"
t_check "persist honours excludes" bash -c "! tar tf '$T_TMP/snap.tar' | grep -qE '^\./(node_modules|big\.bin)'"
hc POST "/v1/sandbox/$A/persist?excludes=a/../b"
t_err "exclude with .. is 400" 400 'exclude paths must not contain \"..\"' invalid_request
hc POST "/v1/sandbox/$A/persist?excludes=keep/k.txt"
t_eq "exclude with / is 400" 400 "$H_STATUS"
hc POST /v1/sandbox/$B/hydrate --data-binary @"$T_TMP/snap.tar" -H 'Content-Type: application/x-tar'
t_eq "hydrate is 200" '200 {"ok":true}' "$H_STATUS $H_BODY"
sh_x $B 'cat /workspace/keep/k.txt /workspace/hello.txt; cat /workspace/www/index.html; test -e /workspace/node_modules && echo LEAK'
t_eq "hydrate merges the archive into /workspace" $'k\nbyeserved by '$A "$X_OUT"
gzip -c "$T_TMP/snap.tar" >"$T_TMP/snap.tgz"
sh_x $B 'rm -rf /workspace/keep'
hc POST /v1/sandbox/$B/hydrate --data-binary @"$T_TMP/snap.tgz"
t_eq "hydrate accepts gzip" '200 {"ok":true}' "$H_STATUS $H_BODY"
sh_x $B 'cat /workspace/keep/k.txt'
t_eq "gzip hydrate extracted the files" "k" "$X_OUT"
for z in "bzip2 -c" "xz -c" "zstd -q -c" "cat"; do
  $z "$T_TMP/snap.tar" >"$T_TMP/snap.z"
  sh_x $B 'rm -rf /workspace/keep'
  hc POST /v1/sandbox/$B/hydrate --data-binary @"$T_TMP/snap.z"
  got="$H_STATUS $H_BODY"
  sh_x $B 'cat /workspace/keep/k.txt'
  t_eq "hydrate of an archive through ${z%% *}: extracted" '200 {"ok":true} k' "$got $X_OUT"
done
# a truncated archive (an upload cut short) is refused whole: nothing of
# it is extracted
python3 - "$T_TMP/cut.tar" <<'PY'
import io, sys, tarfile
b = io.BytesIO()
with tarfile.open(fileobj=b, mode="w") as t:
    for n in ("cut-a", "cut-b"):
        d = (n * 100000).encode()
        i = tarfile.TarInfo("./" + n)
        i.size = len(d)
        t.addfile(i, io.BytesIO(d))
open(sys.argv[1], "wb").write(b.getvalue()[:700000])
PY
hc POST /v1/sandbox/$B/hydrate --data-binary @"$T_TMP/cut.tar"
got=$H_STATUS
sh_x $B 'ls /workspace | grep -c cut-'
t_eq "a truncated archive: 502, and none of its files extracted" "502 0" "$got $X_OUT"
hc POST /v1/sandbox/$B/hydrate -H 'Content-Type:' --data-binary ''
t_err "empty hydrate is 400" 400 "Empty tar payload" invalid_request
hc POST /v1/sandbox/$B/hydrate --data-binary 'not a tar at all'
t_eq "garbage hydrate is 502 workspace_archive_write_error" "502 workspace_archive_write_error" \
  "$H_STATUS $(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["code"])' "$T_TMP/body")"
hc POST /v1/sandbox/$B/hydrate --data-binary @"$T_TMP/toobig"
t_err "hydrate over 32 MiB is 400" 400 "tar payload too large: 33554433 bytes exceeds the 33554432-byte limit" invalid_request

# ---- POST /fs (extension: native POSIX ops) ----
fs() { hc POST /v1/sandbox/$A/fs --data-binary "$1"; }
fs '{"op":"mkdir","path":"fsd","mode":488}'
t_eq "fs mkdir" 200 "$H_STATUS"
t_check "fs mkdir answers the new directory's and its parent's attributes" \
  jpy 'd["ok"] and d["stat"]["mode"] == 0o040750 and d["stat"]["nlink"] == 2 and d["parent"]["mode"] & 0o170000 == 0o040000'
fs '{"op":"create","path":"fsd/new","mode":384,"excl":true}'
t_check "fs create makes a file of exactly that mode" jpy 'd["ok"] and d["stat"]["mode"] == 0o100600 and d["stat"]["size"] == 0'
fs '{"op":"create","path":"fsd/new","mode":384,"excl":true}'
t_check "fs create with excl of an existing name is EEXIST" jpy 'd["errno"] == "EEXIST"'
fs '{"op":"unlink","path":"fsd/new"}'
t_check "fs unlink answers the parent's attributes (and no \"left\": a file with one name)" \
  jpy 'd["ok"] and "parent" in d and "left" not in d'
fs '{"op":"create","path":"fsd/h1","mode":416,"excl":true,"owner":[4321,8765]}'
fs '{"op":"link","path":"fsd/h1","to":"fsd/h2"}'
fs '{"op":"link","path":"fsd/h1","to":"fsd/h3"}'
t_check "fs link: three names" jpy 'd["stat"]["nlink"] == 3'
ino=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["stat"]["ino"])' "$T_TMP/body")
fs '{"op":"unlink","path":"fsd/h1"}'
t_check "fs unlink of one of three names: \"left\" is the file as the others show it" \
  jpy "d['left']['ino'] == $ino and d['left']['nlink'] == 2 and d['left']['mode'] == 0o100640 and d['left'].get('owner') == [4321, 8765]"
left_ctime=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["left"]["ctime"])' "$T_TMP/body")
fs '{"op":"lstat","path":"fsd/h2"}'
t_check "... its ctime is the one lstat gives now" jpy "d['stat']['ctime'] == $left_ctime and d['stat']['nlink'] == 2"
fs '{"op":"unlink","path":"fsd/h2"}'
fs '{"op":"unlink","path":"fsd/h3"}'
t_check "... and the last name's unlink says nothing of it" jpy 'd["ok"] and "left" not in d'
fs '{"op":"lstat","path":"/workspace/fsd"}'
t_check "fs lstat of a directory gives its mode" jpy 'd["ok"] and d["stat"]["mode"] & 0o170000 == 0o040000 and d["stat"]["mode"] & 0o7777 == 0o750'
hc PUT /v1/sandbox/$A/file/workspace/fsd/a.txt --data-binary 'hello'
fs '{"op":"list","path":"fsd"}'
t_check "fs list shows entries with stats" jpy '[(e["name"], e["stat"]["size"]) for e in d["entries"]] == [("a.txt", 5)]'
fs '{"op":"rename","path":"fsd/a.txt","to":"fsd/b.txt"}'
t_eq "fs rename" 200 "$H_STATUS"
fs '{"op":"lstat","path":"fsd/a.txt"}'
t_check "fs error is 409 fs_error with the errno name" jpy 'd == {"error": "No such file or directory", "code": "fs_error", "errno": "ENOENT"}'
t_eq "fs error status" 409 "$H_STATUS"
hc PUT /v1/sandbox/$A/file/workspace/fsd/c.txt --data-binary 'c'
fs '{"op":"rename","path":"fsd/c.txt","to":"fsd/b.txt","flags":"noreplace"}'
t_check "fs rename noreplace onto a file is EEXIST" jpy 'd["errno"] == "EEXIST"'
fs '{"op":"truncate","path":"fsd/b.txt","size":2}'
hc GET /v1/sandbox/$A/file/workspace/fsd/b.txt
t_eq "fs truncate" "200 he" "$H_STATUS $H_BODY"
fs '{"op":"chmod","path":"fsd/b.txt","mode":384}'
fs '{"op":"utimens","path":"fsd/b.txt","atime":null,"mtime":[1000000000,5]}'
fs '{"op":"lstat","path":"fsd/b.txt"}'
t_check "fs chmod and utimens apply" jpy 'd["stat"]["mode"] & 0o777 == 0o600 and d["stat"]["mtime"] == [1000000000, 5]'
fs '{"op":"symlink","path":"fsd/l","target":"b.txt"}'
fs '{"op":"readlink","path":"fsd/l"}'
t_eq "fs symlink + readlink" '200 {"target":"b.txt","ok":true}' "$H_STATUS $H_BODY"
fs '{"op":"rmdir","path":"fsd"}'
t_check "fs rmdir of a non-empty directory is ENOTEMPTY" jpy 'd["errno"] == "ENOTEMPTY"'
fs '{"op":"statfs","path":"/workspace"}'
t_check "fs statfs" jpy 'd["ok"] and d["statfs"]["bsize"] > 0 and d["statfs"]["namemax"] > 0'
fs '{"op":"lstat","path":"/etc/passwd"}'
t_err "fs path outside /workspace is 403" 403 "path must resolve to a location within /workspace" invalid_request
fs '{"op":"lstat","path":"fsd/l/../../../etc"}'
t_eq "fs path with .. outside is 403" 403 "$H_STATUS"
fs '{"op":"frobnicate","path":"fsd"}'
t_err "fs unknown op is 400" 400 "unknown op 'frobnicate'" invalid_request
fs '{nope'
t_err "fs malformed body is 400" 400 "Invalid JSON body" invalid_request
fs 'null'
t_eq "fs null body is 400" 400 "$H_STATUS"

# ---- unsupported, list, destroy ----
hc POST /v1/sandbox/$A/mount -d '{}'
t_err "mount is 501" 501 "sbxd does not support bucket mounts yet" not_supported
hc POST /v1/sandbox/$A/unmount -d '{}'
t_eq "unmount is 501" 501 "$H_STATUS"
hc GET /v1/sandbox/$A/pty
t_err "pty without a WebSocket upgrade is 400" 400 "WebSocket upgrade required" invalid_request

hc GET /v1/sandbox
t_check "GET /v1/sandbox lists both sandboxes (extension)" python3 -c '
import json,sys
d=json.load(open(sys.argv[1]))
ids={s["id"]:s["running"] for s in d["sandboxes"]}
assert ids.get(sys.argv[2]) is True and ids.get(sys.argv[3]) is True, d' "$T_TMP/body" $A $B
hc_noauth GET /v1/sandbox
t_err "listing needs the token" 401 Unauthorized unauthorized

hc DELETE /v1/sandbox/$B
t_eq "DELETE sandbox is 204" "204 " "$H_STATUS $H_BODY"
hc GET /v1/sandbox
t_check "destroyed sandbox is not listed" bash -c "! grep -q '\"$B\"' '$T_TMP/body'"
hc GET /v1/sandbox/$B/file/workspace/keep/k.txt
t_eq "files are gone after DELETE (the id starts afresh)" 404 "$H_STATUS"
hc DELETE /v1/sandbox/neverused
t_eq "DELETE of an unknown sandbox is 204" 204 "$H_STATUS"

# ---- --bridge-compat ----
t_stop_sbxd
SBXD_STATE=$T_TMP/state-compat t_start_sbxd --bridge-compat
XH=(-H 'Session-Id: c1')
ev_x $A 'cd /tmp; export V=1'
ev_x $A 'pwd; echo "[$V]"'
t_eq "bridge-compat: cd/export do not carry" $'/workspace\n[]' "$X_OUT"
XH=()
hc POST /v1/sandbox/$A/session -d '{"id":"c2","cwd":"/tmp","env":{"E":"v"}}'
XH=(-H 'Session-Id: c2')
sh_x $A 'pwd; echo "$E"'
t_eq "bridge-compat: create-time cwd/env apply" $'/tmp\nv' "$X_OUT"
XH=()
hc GET /v1/sandbox
t_eq "bridge-compat: no listing extension" 404 "$H_STATUS"
hc POST /v1/sandbox/$A/fs --data-binary '{"op":"lstat","path":"/workspace"}'
t_eq "bridge-compat: no fs extension" "404 404 Not Found" "$H_STATUS $H_BODY"
hc PUT /v1/sandbox/$A/file/workspace/r.txt --data-binary '0123456789'
hc GET /v1/sandbox/$A/file/workspace/r.txt -H 'Range: bytes=2-3'
t_eq "bridge-compat: Range is ignored" "200 0123456789" "$H_STATUS $H_BODY"
t_stop_sbxd

# ---- start failures: capacity (503) and pool errors (502) ----
SBXD_STATE=$T_TMP/state-cap t_start_sbxd --max-sandboxes 1
sh_x $A 'true'
t_eq "first sandbox starts under --max-sandboxes 1" 0 "$X_EXIT"
sh_x $B 'true'
t_eq "a second running sandbox is 503 capacity_exceeded" "503 capacity_exceeded" \
  "$H_STATUS $(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["code"])' "$T_TMP/sse")"
hc DELETE /v1/sandbox/$A
sh_x $B 'true'
t_eq "capacity frees up after DELETE" "200 0" "$H_STATUS $X_EXIT"
t_stop_sbxd
SBXD_STATE=$T_TMP/state-broken t_start_sbxd --init /bin/true
sh_x $A 'true'
t_check "a sandbox that cannot start is 502 pool_error" \
  grep -qE '^\{"error":"pool error: [^"]+","code":"pool_error"\}$' "$T_TMP/sse"
t_eq "pool_error status" 502 "$H_STATUS"
hc GET /v1/sandbox/$A/running
t_eq "running is false when the sandbox cannot start" '200 {"running":false}' "$H_STATUS $H_BODY"
t_done
