#!/usr/bin/env bash
# sbxd lifecycle: background processes outlive their exec and die with
# DELETE or sbxd's shutdown; files survive a restart; output streams as it
# is produced; 64 concurrent streaming execs and big transfers all progress;
# token handling (generated 0600 file, SANDBOX_API_KEY, --no-auth).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

t_start_sbxd
A=lifea
tag=10$$
t_eq "generated token file is mode 0600" 600 "$(stat -c %a "$SBXD_STATE/token")"
t_check "generated token is 64 hex chars" grep -qxE '[0-9a-f]{64}' "$SBXD_STATE/token"

# ---- background process: survives its exec, visible later, killed by DELETE ----
start=$(date +%s%N)
sh_x $A "nohup sleep $tag >/dev/null 2>&1 &"
el=$(( ($(date +%s%N) - start) / 1000000 ))
t_check "exec starting a background process returns at once ($el ms)" test "$el" -lt 5000
sh_x $A 'ps ax -o args'
t_check "a later exec sees the background process" bash -c "[[ '$X_OUT' == *'sleep $tag'* ]]"
host_has_sleep() { pgrep -f -x "sleep $tag" >/dev/null; }
t_check "the process runs on the host" host_has_sleep
hc PUT /v1/sandbox/$A/file/workspace/f.txt --data-binary 'data'
hc DELETE /v1/sandbox/$A
t_eq "DELETE is 204" 204 "$H_STATUS"
t_check "DELETE killed the background process" t_wait_for 10 bash -c "! pgrep -f -x 'sleep $tag' >/dev/null"
sh_x $A 'ps ax -o args; ls -A /workspace'
t_check "a new sandbox with the same id starts empty" bash -c "[[ '$X_OUT' != *'sleep $tag'* && '$X_OUT' != *f.txt* ]]"
t_check "DELETE removed the files on the host" test ! -e "$SBXD_STATE/sandboxes/$A/workspace/f.txt"

# ---- streaming: output arrives as it is produced ----
mkjson '{}' bash -c 'for i in 1 2 3 4 5 6 7 8 9 10; do echo $i; sleep 0.2; done' >"$T_TMP/tick.json"
curl -sS -N -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" --data-binary @"$T_TMP/tick.json" \
  "$SBX_URL/v1/sandbox/$A/exec" | while IFS= read -r line; do
    [ "${line#event: }" != "$line" ] && echo "${EPOCHREALTIME/./} $line" # microseconds, no fork
  done >"$T_TMP/ticks"
n_ev=$(grep -c 'event: stdout' "$T_TMP/ticks")
t_check "a line every 200 ms arrives as its own event ($n_ev events)" test "$n_ev" -ge 8
max_gap=$(grep 'event: stdout' "$T_TMP/ticks" | awk 'NR>1 { g=($1-p)/1000; if (g>m) m=g } { p=$1 } END { printf "%d", m }')
spread=$(grep 'event: stdout' "$T_TMP/ticks" | awk 'NR==1{f=$1} {l=$1} END { printf "%d", (l-f)/1000 }')
t_check "events are spread over the run (first to last ${spread} ms), not batched" test "$spread" -ge 1400
t_check "no gap between events beyond 1000 ms (max ${max_gap} ms)" test "$max_gap" -le 1000

# ---- 64 concurrent streaming execs ----
mkjson '{}' bash -c 'for i in 1 2 3 4 5; do echo "n$i"; sleep 0.2; done' >"$T_TMP/five.json"
start=$(date +%s%N)
pids=()
for i in $(seq 1 64); do
  curl -sS -N -o "$T_TMP/c$i.sse" --max-time 120 -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" \
    --data-binary @"$T_TMP/five.json" "$SBX_URL/v1/sandbox/$A/exec" &
  pids+=($!)
done
for p in "${pids[@]}"; do t_wait_pid "$p" 150; done
el=$(( ($(date +%s%N) - start) / 1000000 ))
good=0
for i in $(seq 1 64); do
  [ "$(sse_data stdout "$T_TMP/c$i.sse" | tr '\n' ' ')" = "n1 n2 n3 n4 n5 " ] &&
    [ "$(sse_exit "$T_TMP/c$i.sse")" = 0 ] && good=$((good + 1))
done
t_eq "64 concurrent streaming execs all complete with full output" 64 "$good"
t_check "they ran concurrently ($el ms for 64 x 1 s)" test "$el" -lt 30000

# ---- a big transfer does not hold up a stream (and vice versa) ----
head -c 20000000 /dev/urandom >"$T_TMP/big.bin"
mkjson '{}' bash -c 'for i in $(seq 1 30); do echo $i; sleep 0.1; done' >"$T_TMP/long.json"
curl -sS -N -o "$T_TMP/long.sse" -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" \
  --data-binary @"$T_TMP/long.json" "$SBX_URL/v1/sandbox/$A/exec" &
lp=$!
hc PUT /v1/sandbox/$A/file/workspace/big.bin --data-binary @"$T_TMP/big.bin"
up=$H_STATUS
hc GET /v1/sandbox/$A/file/workspace/big.bin
t_check "20 MB upload and download complete while an exec streams" \
  bash -c "[ '$up' = 200 ] && kill -0 $lp 2>/dev/null && cmp -s '$T_TMP/big.bin' '$T_TMP/body'"
t_wait_pid "$lp" 60
t_eq "the stream completes too" 30 "$(sse_data stdout "$T_TMP/long.sse" | wc -l)"

# ---- restart: files survive, processes do not; SIGTERM exits 0 ----
hc PUT /v1/sandbox/$A/file/workspace/keep.txt --data-binary 'kept across restart'
sh_x $A "nohup sleep 2$tag >/dev/null 2>&1 &"
t_wait_for 20 pgrep -f -x "sleep 2$tag" >/dev/null
token_before=$(cat "$SBXD_STATE/token")
mkjson '{}' sleep 100 >"$T_TMP/quiet.json"
curl -sS -N -o /dev/null --max-time 60 -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" \
  --data-binary @"$T_TMP/quiet.json" "$SBX_URL/v1/sandbox/$A/exec" 2>/dev/null &
qp=$!
in_flight() { pgrep -f -x "sleep 100" >/dev/null; }
t_wait_for 10 in_flight
# and a command whose client went away: sbxd drains it on a thread of its
# own, which holds the sandbox (sbxd freed the sandbox under that thread at
# SIGTERM and died of SIGSEGV)
mkjson '{}' bash -c "sleep 3$tag" >"$T_TMP/gone.json"
curl -sS -N -o /dev/null --max-time 60 -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" \
  --data-binary @"$T_TMP/gone.json" "$SBX_URL/v1/sandbox/$A/exec" 2>/dev/null &
gp=$!
gone_running() { pgrep -f -x "sleep 3$tag" >/dev/null; }
t_wait_for 10 gone_running
aborted() { grep -c 'exec 200 .*(aborted)' "$SBXD_LOG"; }
n_aborted=$(aborted)
kill "$gp"
t_wait_pid "$gp" 10
more_aborted() { [ "$(aborted)" -gt "$n_aborted" ]; }
t_check "sbxd saw the client of the drained command go" t_wait_for 20 more_aborted
start=$(date +%s%N)
kill -TERM "$SBXD_PID"
t_wait_pid "$SBXD_PID" 30
t_eq "sbxd exits 0 on SIGTERM (also while it drains a command whose client left)" 0 "$T_WAIT_RC"
el=$(( ($(date +%s%N) - start) / 1000000 ))
t_check "shutdown with a silent stream open takes little time ($el ms)" test "$el" -lt 5000
t_wait_pid "$qp" 70
SBXD_PID=
t_check "shutdown killed the sandbox processes" t_wait_for 10 bash -c "! pgrep -f -x 'sleep 2$tag' >/dev/null"
drained_gone() { ! pgrep -f -x "sleep 3$tag" >/dev/null; }
t_check "... the drained command too" t_wait_for 10 drained_gone
t_start_sbxd
t_eq "the token file is reused" "$token_before" "$(cat "$SBXD_STATE/token")"
hc GET /v1/sandbox/$A/file/workspace/keep.txt
t_eq "files survive an sbxd restart" "200 kept across restart" "$H_STATUS $H_BODY"
hc GET /v1/sandbox
t_check "the restarted sbxd lists the sandbox" grep -q "\"$A\"" "$T_TMP/body"

# ---- requests that start a sandbox while its DELETE is under way ----
# GET .../running starts a sandbox. Sent while the same id was being
# destroyed, it started one on the old files half detached ("Device or
# resource busy", then bwrap's "Can't find source path"): now it waits for
# the DELETE and gets a new, empty sandbox. A command whose request got the
# old sandbox just before is refused (its stream's error event), never
# started on it.
R=racea
sh_x $R 'mkdir -p /workspace/t && cd /workspace/t && for i in $(seq 300); do echo $i > f$i; done; nohup sleep 4$tag >/dev/null 2>&1 & echo planted'
t_eq "a sandbox with files and a process to destroy" planted "$X_OUT"
log_at=$(wc -l <"$SBXD_LOG")
race=$(python3 - "$SBX_URL" "$SANDBOX_API_KEY" "$R" <<'PY'
import sys, threading, urllib.request
base, key, sid = sys.argv[1], sys.argv[2], sys.argv[3]
def req(method, path, body=None):
    r = urllib.request.Request(base + "/v1/sandbox/" + sid + path, method=method, data=body,
                               headers={"Authorization": "Bearer " + key,
                                        "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(r, timeout=60) as a:
            a.read()
            return a.status
    except urllib.error.HTTPError as e:
        return e.code
done = threading.Event()
codes = []
def starter():  # a start, then a command (which may have got the old sandbox)
    while not done.is_set():
        codes.append(req("GET", "/running"))
        codes.append(req("POST", "/exec", b'{"argv": ["bash", "-c", "true"]}'))
ts = [threading.Thread(target=starter) for _ in range(4)]
for t in ts:
    t.start()
d = req("DELETE", "")
done.set()
for t in ts:
    t.join()
print(d, "all-200" if codes and all(c == 200 for c in codes) else "codes " + " ".join(map(str, sorted(set(codes)))), len(codes))
PY
)
echo "# DELETE and starts meanwhile: $race"
t_eq "DELETE while four clients start the sandbox and run commands over and over: 204, every answer 200" \
  "204 all-200" "$(cut -d' ' -f1,2 <<<"$race")"
sh_x $R 'ls -A /workspace; echo end'
t_eq "... the sandbox works and starts empty" end "$X_OUT"
t_eq "... sbxd met nothing of the old one" "" \
  "$(tail -n +"$((log_at + 1))" "$SBXD_LOG" | grep -E 'busy|failed to start|Can.t find|destroy' || true)"
t_check "... whose process is gone" sh -c "! pgrep -f -x 'sleep 4$tag' >/dev/null"
t_stop_sbxd

# ---- command line ----
t_check "sbxd --version prints a version" bash -c "'$SBX_BUILD/sbxd' --version | grep -qE '^sbxd [0-9]'"
"$SBX_BUILD/sbxd" --listen nonsense --state-dir "$T_TMP/cli" >/dev/null 2>&1
t_eq "an invalid --listen exits 2" 2 "$?"
"$SBX_BUILD/sbxd" --no-such-option >/dev/null 2>&1
t_eq "an unknown option exits 2" 2 "$?"

# ---- token sources ----
SBXD_STATE=$T_TMP/state-env SANDBOX_API_KEY=from-env-$$ t_start_sbxd
hc GET /v1/sandbox/$A/running
t_eq "SANDBOX_API_KEY sets the token" 200 "$H_STATUS"
t_check "no token file is written when the key comes from the environment" test ! -e "$T_TMP/state-env/token"
t_stop_sbxd
SANDBOX_API_KEY=
SBXD_STATE=$T_TMP/state-noauth t_start_sbxd --no-auth
hc_noauth GET /v1/sandbox/$A/running
t_eq "--no-auth accepts requests without a token" '200 {"running":true}' "$H_STATUS $H_BODY"
t_stop_sbxd

# ---- a program sbxd runs in a sandbox for itself cannot be held ----
keep_state=$SBXD_STATE
# The sandbox's processes may signal persist's tar (same uid): one that
# stops it must not hold a request thread, a connection and a temp file
# for ever, nor sbxd's exit.
SBXD_STATE=$T_TMP/state-stop
t_start_sbxd
cat >"$T_TMP/stopper.py" <<'PY'
import os, signal
me = os.getpid()
while True:
    for p in os.listdir("/proc"):
        if p.isdigit() and int(p) != me:
            try:
                if open("/proc/%s/comm" % p).read().strip() == "tar":
                    os.kill(int(p), signal.SIGSTOP)
            except OSError:
                pass
PY
hc PUT /v1/sandbox/stopper/file/workspace/stopper.py --data-binary @"$T_TMP/stopper.py"
# (30000 names: a tar that runs long enough for the stopper to find it)
sh_x stopper 'mkdir /workspace/many && cd /workspace/many && seq 1 30000 | xargs touch
  setsid nohup python3 /workspace/stopper.py >/dev/null 2>&1 &
  echo armed'
t0=$(date +%s)
hc POST /v1/sandbox/stopper/persist -m 120
dt=$(( $(date +%s) - t0 ))
t_eq "persist whose tar a sandbox process stops fails after 30 s without progress (${dt} s)" \
  "502 tar failed: it made no progress for 30 s" "$H_STATUS $(grep -o 'tar failed: it made no progress for 30 s' "$T_TMP/body")"
t_check "... no sooner and not much later (${dt} s)" test "$dt" -ge 29 -a "$dt" -le 60
t_check "... and sbxd holds no archive for it" \
  bash -c "! ls -l /proc/$SBXD_PID/fd | grep -q '$SBXD_STATE.*(deleted)'"
curl -sS -o /dev/null -m 120 -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" "$SBX_URL/v1/sandbox/stopper/persist" &
cp_pid=$!
T_PIDS+=("$cp_pid")
t_check "a second stalled persist is under way" t_wait_for 20 sh -c "ls -l /proc/$SBXD_PID/fd | grep -q '$SBXD_STATE.*(deleted)'"
t0=$(date +%s)
kill -TERM "$SBXD_PID"
t_wait_pid "$SBXD_PID" 30
dt=$(( $(date +%s) - t0 ))
t_check "sbxd stops at once meanwhile (${dt} s)" test "$dt" -le 10
t_wait_pid "$cp_pid" 30
SBXD_STATE=$keep_state

# ---- a destroyed sandbox's files go, whatever it did to them ----
# Without a disk image (--max-disk 0, or sbxd not root) DELETE removes the
# tree file by file: a directory nested 4100 deep, or one the sandbox made
# unreadable (chmod 000), once kept its files, and a new sandbox with the
# same id got them back.
planted() {
  sh_x "$1" 'mkdir /workspace/keep && echo SECRET-1 > /workspace/keep/f && chmod 000 /workspace/keep &&
    python3 -c "
import os
os.chdir(\"/workspace\")
for i in range(4100):
    os.mkdir(\"d\"); os.chdir(\"d\")
open(\"secret\", \"w\").write(\"SECRET-2\")
print(\"planted\")"'
}
after_delete() {
  local id=$1 what=$2
  planted "$id"
  t_eq "$what: the sandbox planted an unreadable directory and a 4100-deep tree" planted "$X_OUT"
  hc DELETE /v1/sandbox/$id
  t_eq "$what: DELETE is 204" 204 "$H_STATUS"
  sh_x "$id" 'chmod 700 /workspace/keep 2>/dev/null; ls -A /workspace; cat /workspace/keep/f 2>/dev/null; echo end'
  t_eq "$what: a new sandbox with the same id starts empty" end "$X_OUT"
  t_eq "$what: nothing of it is left in the state dir" "$id" "$(ls -A "$SBXD_STATE/sandboxes" | tr '\n' ' ' | sed 's/ $//')"
}
SBXD_STATE=$T_TMP/state-nodisk
# what an earlier sbxd could not remove is removed at the next start
mkdir -p "$SBXD_STATE/sandboxes/.trash-old-1-1/a/b" && echo x >"$SBXD_STATE/sandboxes/.trash-old-1-1/a/b/f"
chmod 000 "$SBXD_STATE/sandboxes/.trash-old-1-1/a"
t_start_sbxd --max-disk 0
t_check "sbxd's start removes a destroyed sandbox's leftovers" test ! -e "$SBXD_STATE/sandboxes/.trash-old-1-1"
after_delete deepa "sbxd without disk images"
t_stop_sbxd
SBXD_STATE=$keep_state
if [ "$(id -u)" = 0 ]; then
  # sbxd as another user: the sandbox runs as sbxd's own uid there. Its
  # binaries and state go where that user can reach them (the checkout
  # may be below a directory only root may enter).
  NR=$(mktemp -d /tmp/sbx-nr.XXXXXX)
  chmod 755 "$NR"
  cp "$SBX_BUILD/sbxd" "$SBX_BUILD/sbxd-init" "$NR/"
  mkdir "$NR/state"
  chown 65534:65534 "$NR/state"
  # (without root the memory limit is an rlimit, which an ASan-built
  # sbxd-init's shadow memory cannot live under: see sbxd_limits)
  nr_mem=()
  grep -q __asan_init "$SBX_BUILD/sbxd-init" && nr_mem=(--max-memory 0)
  env -u SANDBOX_API_KEY setpriv --reuid=65534 --regid=65534 --clear-groups "$NR/sbxd" --listen 127.0.0.1:0 \
    --state-dir "$NR/state" --url-file "$NR/state/url" "${nr_mem[@]}" >"$T_TMP/nr.log" 2>&1 &
  nr_pid=$!
  T_PIDS+=("$nr_pid")
  t_check "sbxd runs as another user" t_wait_for 20 test -s "$NR/state/url"
  keep=("$SBX_URL" "$SANDBOX_API_KEY" "$SBXD_STATE")
  SBX_URL=$(cat "$NR/state/url") SANDBOX_API_KEY=$(cat "$NR/state/token") SBXD_STATE=$NR/state
  after_delete deepb "sbxd not root"
  SBX_URL=${keep[0]} SANDBOX_API_KEY=${keep[1]} SBXD_STATE=${keep[2]}
  kill -TERM "$nr_pid"
  t_wait_pid "$nr_pid" 30
  rm -rf "$NR"
else
  t_skip "sbxd not root: needs root to start one as another user"
fi
t_done
