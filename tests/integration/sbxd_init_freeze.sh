#!/usr/bin/env bash
# sbxd_init_freeze: a sandbox stops every process of its user, over and over
# (`kill -STOP -1` in a loop: it reaches everything of the sandbox's user
# but its init and the sender). A child of init between its start and its
# exec is such a process. Init used to start commands with vfork, which
# waits in the kernel until the child execs: a stopped child froze init,
# the sandbox's one reader of sbxd's requests, for good. Once the control
# socket was full, sbxd blocked in sendmsg holding the sandbox's lock, and
# DELETE of the sandbox, and sbxd's own shutdown, never ended.
#
# What must hold: the freeze costs that sandbox alone. It can be deleted,
# other sandboxes keep working, every command sent to it ends, sbxd stops
# on SIGTERM. (Init waits for a child's exec at most 5 s, then kills
# it; sbxd gives up a send to an init that read nothing for 10 s and
# starts the sandbox afresh.)
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

t_start_sbxd
A=frza
B=frzb
hc GET /v1/sandbox/$A/running
t_eq "the sandbox runs" 200 "$H_STATUS"
hc GET /v1/sandbox/$B/running
t_eq "another sandbox runs" 200 "$H_STATUS"

# the stopper starts a second after its exec ended (so that exec is not
# stopped itself), marks that it runs, and stops by itself after 90 s
sh_x $A 'setsid nohup bash -c "sleep 1; touch /workspace/stopping; while [ \$SECONDS -lt 90 ]; do kill -STOP -1 2>/dev/null; done" >/dev/null 2>&1 </dev/null &'
t_eq "the stopper was started" 200 "$H_STATUS"
stopping() { curl -sf -o /dev/null -H "Authorization: Bearer $SANDBOX_API_KEY" "$SBX_URL/v1/sandbox/$A/file/workspace/stopping"; }
t_check "the stopper runs" t_wait_for 30 stopping

# commands sent to the frozen sandbox (each given 2 s), more of them than
# the control socket holds (with 30 KB each, 7 did)
mkjson '{"timeout_ms":2000}' echo hi >"$T_TMP/small.json"
python3 -c 'import json; print(json.dumps({"argv": ["bash", "-c", "true # " + "x" * 30000], "timeout_ms": 2000}))' >"$T_TMP/big.json"
exec_bg() { # FILE OUT: an exec the client gives up after 300 s
  curl -s -N -m 300 -o "$2.body" -w '%{http_code}\n' -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" \
    -H 'Content-Type: application/json' --data-binary @"$1" "$SBX_URL/v1/sandbox/$A/exec" >"$2" 2>/dev/null
  echo "curl=$?" >>"$2"
}
threads0=$(ls /proc/$SBXD_PID/task | wc -l)
pids=()
for i in 1 2; do exec_bg "$T_TMP/small.json" "$T_TMP/res.small.$i" & pids+=($!); done
for i in $(seq 1 9); do exec_bg "$T_TMP/big.json" "$T_TMP/res.big.$i" & pids+=($!); done
T_PIDS+=("${pids[@]}")
# each request has its connection's thread in sbxd once it is in
t_check "the 11 requests reached sbxd" t_wait_for 60 sh -c "[ \$(ls /proc/$SBXD_PID/task | wc -l) -ge $((threads0 + 11)) ]"

# the other sandbox is not held up meanwhile
xrun $B '{"timeout_ms":20000}' echo other
t_eq "another sandbox runs commands while this one is frozen" "200 other" "$H_STATUS $X_OUT"

s=$(date +%s)
code=$(curl -s -m 120 -o /dev/null -w '%{http_code}' -X DELETE -H "Authorization: Bearer $SANDBOX_API_KEY" "$SBX_URL/v1/sandbox/$A")
t_check "the frozen sandbox can be deleted ($code, $(($(date +%s) - s)) s)" test "${code:0:1}" = 2
# Every command sent to it ends, each with its exit or error event. One
# whose start init gave up (ETIMEDOUT from its wait for the exec) used to
# read as "no output yet" for ever: the stream spun, sending keepalives.
streams_done() { for p in "${pids[@]}"; do kill -0 "$p" 2>/dev/null && return 1; done; return 0; }
t_check "every command sent to the frozen sandbox ends" t_wait_for 60 streams_done
ended=0
for f in "$T_TMP"/res.*.body; do grep -qE '^event: (exit|error)' "$f" && ended=$((ended + 1)); done
t_eq "... each with its exit or error event" 11 "$ended"
xrun $B '{"timeout_ms":20000}' echo still
t_eq "the other sandbox still runs commands" "200 still" "$H_STATUS $X_OUT"
pid=$SBXD_PID
kill -TERM "$pid"
t_check "sbxd stops on SIGTERM" t_wait_pid "$pid" 60
SBXD_PID=
t_done
