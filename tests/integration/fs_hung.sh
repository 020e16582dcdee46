#!/usr/bin/env bash
# fs_hung.sh — a server that hangs (sbxd stopped with SIGSTOP: connections
# are accepted by its kernel, nothing answers). Every user-visible operation
# fails with ETIMEDOUT within one io_timeout in total, although each makes
# several requests or the kernel repeats it (a failed revalidation is
# followed by a fresh lookup; `touch` tries open, then utimensat); the
# data of a close that failed reaches the sandbox once the server is back.
# Output streams: a silent command on a healthy sbxd outlives the stream
# limit (its keepalives prove the server alive), a hung sbxd ends `cat
# ctl/out` with an error within the limit, and a server without keepalives
# (--bridge-compat, like Cloudflare's bridge) is never cut for silence.
# A process's log and a terminal's out fail the same way on a hung server.
#
# Bounds are "io_timeout + 2 s" (and "stream limit + 2 s"): the checks must
# hold on a loaded 2-core machine, and libcurl looks at an idle transfer
# about once a second.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"
. "$(dirname "$0")/ctl_common.bash"

export XDG_STATE_HOME=$T_TMP/xdg
IO=3
BOUND_MS=$(( (IO + 2) * 1000 ))
t_start_sbxd --keepalive 1
# cache_timeout=0: every operation asks the server, none is answered from
# a cache however slow the machine is
t_mount -o cache_timeout=0,io_timeout=$IO,stream_timeout=3
ID=hung
mkdir "$MNT/$ID"
W=$MNT/$ID/workspace
mkdir "$W/d"
for i in 1 2 3 4 5 6 7 8; do echo "$i" >"$W/d/f$i"; done
echo old >"$W/f"

# stop_sbxd: SIGSTOP, and wait until every thread of sbxd is stopped (the
# signal is delivered asynchronously: a thread on another CPU may still
# answer a request for a moment)
stop_sbxd() {
  kill -STOP "$SBXD_PID"
  t_wait_for 10 sh -c "! grep -hv '^[0-9]* ([^)]*) T' /proc/$SBXD_PID/task/*/stat | grep -q ." ||
    echo "# sbxd did not stop"
}

# timed NAME CMD...: runs CMD with sbxd stopped, prints "RC MS" and keeps
# CMD's stderr in $T_TMP/err; resumes sbxd and waits until the mount
# answers again (so that each case starts from a server that was fine).
timed() {
  local t0 rc
  stop_sbxd
  t0=$(date +%s%N)
  "$@" >/dev/null 2>"$T_TMP/err"
  rc=$?
  echo "$rc $(( ($(date +%s%N) - t0) / 1000000 ))"
  kill -CONT "$SBXD_PID"
  t_wait_for 30 ls "$W/d" >/dev/null 2>&1 || echo "# the mount did not recover" >&2
}

# check_hung WHAT "RC MS": failed with ETIMEDOUT within the bound
check_hung() {
  local rc=${2% *} ms=${2#* }
  echo "# $1 with sbxd stopped: exit $rc after $ms ms: $(head -c 200 "$T_TMP/err")"
  t_check "$1 fails (exit $rc)" test "$rc" -ne 0
  t_check "... with ETIMEDOUT" grep -q "Connection timed out" "$T_TMP/err"
  t_check "... within io_timeout + 2 s ($ms ms)" test "$ms" -le "$BOUND_MS"
}

check_hung "ls of a directory" "$(timed ls "$W/d")"
check_hung "stat of a file" "$(timed stat "$W/f")"
check_hung "touch of a new file" "$(timed touch "$W/new")"
check_hung "touch of an existing file" "$(timed touch "$W/f")"
check_hung "stat of eight files (one command)" \
  "$(timed stat "$W/d/f1" "$W/d/f2" "$W/d/f3" "$W/d/f4" "$W/d/f5" "$W/d/f6" "$W/d/f7" "$W/d/f8")"
check_hung "mkdir" "$(timed mkdir "$W/newdir")"

# close() of a written file: open and write while the server is fine, the
# close hangs; the data must not be lost
cat >"$T_TMP/close.py" <<'PY'
import errno, sys, time
import procstop
f = open(sys.argv[1], "w")
f.write("written while hung\n")
f.flush()
procstop.stop(int(sys.argv[2]))
t0 = time.time()
try:
    f.close()
    r = "OK"
except OSError as e:
    r = errno.errorcode.get(e.errno, str(e.errno))
print(r, int((time.time() - t0) * 1000))
PY
r=$(PYTHONPATH=$(dirname "$0") python3 "$T_TMP/close.py" "$W/unsent" "$SBXD_PID")
kill -CONT "$SBXD_PID"
echo "# close() with sbxd stopped: $r"
t_eq "close() of a written file: ETIMEDOUT" "ETIMEDOUT" "${r% *}"
t_check "... within io_timeout + 2 s (${r#* } ms)" test "${r#* }" -le "$BOUND_MS"
unsent_there() { [ "$(sbx_run "$ID" 'cat /workspace/unsent 2>/dev/null')" = "written while hung" ]; }
t_check "... and its data reaches the sandbox once sbxd resumes" t_wait_for 30 unsent_there
t_check "the mount works again" sh -c "ls '$W/d' | grep -qx f8"

# timed_cat PATH: cat PATH (stderr too) into OUT, its status in RC, the
# milliseconds it took in MS
timed_cat() {
  local t0
  t0=$(date +%s%N)
  OUT=$(cat "$1" 2>&1)
  RC=$?
  MS=$(( ($(date +%s%N) - t0) / 1000000 ))
}

# streams: a silent command on a healthy server (keepalives every second)
# outlives the 3 s stream limit
echo 'sleep 6; echo done' >"$MNT/$ID/ctl/exec"
timed_cat "$MNT/$ID/ctl/out"
echo "# cat ctl/out of a 6 s silent command: exit $RC after $MS ms"
t_eq "a silent command's output arrives after 6 s (stream limit 3 s)" "0 done" "$RC $OUT"
t_check "... the read waited for it (${MS} ms)" test "$MS" -ge 5000

# ... and on a server that hangs while the command runs, `cat` ends with an
# error within the limit (3 s; at least two keepalive intervals + 1 s)
echo 'sleep 120; echo never' >"$MNT/$ID/ctl/exec"
t_wait_for 10 sh -c "grep -qx running '$MNT/$ID/ctl/status'"
cat "$MNT/$ID/ctl/out" >"$T_TMP/out" 2>"$T_TMP/out.err" &
cp=$!
t_wait_for 10 sh -c "grep -q request_wait_answer /proc/$cp/wchan 2>/dev/null" ||
  echo "# cat did not block (wchan: $(cat /proc/$cp/wchan 2>/dev/null))"
stop_sbxd
t0=$(date +%s%N)
t_wait_pid "$cp" 60
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
echo "# cat ctl/out with sbxd stopped: exit $T_WAIT_RC after $ms ms: $(cat "$T_TMP/out.err")"
t_check "cat ctl/out on a hung server fails (exit $T_WAIT_RC)" test "$T_WAIT_RC" -ne 0
t_check "... with ETIMEDOUT" grep -q "Connection timed out" "$T_TMP/out.err"
# (the limit runs from the last keepalive, up to a second before the stop)
t_check "... within the stream limit + 3 s ($ms ms)" test "$ms" -le 6000
t_check "... and out says why" grep -q "no data and no keepalive" "$T_TMP/out"
t_eq "ctl/status says the stream broke" "error: Connection timed out" "$(cat "$MNT/$ID/ctl/status")"
kill -CONT "$SBXD_PID"
t_check "the mount works again" t_wait_for 30 sh -c "ls '$W/d' | grep -qx f8"

# The same for a process's log and a terminal's out, which follow a
# process for as long as it runs: quiet on a healthy server they wait
# (log: keepalives; terminal: pings answered), on a hung one they fail.
# The terminal's bound adds one reconnect, which times out in io_timeout.
P=$MNT/$ID/processes
echo 'sleep 5; echo quiet-done' >"$P/spawn"
qpid=$(cat "$P/spawn")
timed_cat "$P/$qpid/log"
echo "# cat log of a 5 s silent process: exit $RC after $MS ms"
t_eq "a silent process's log arrives after 5 s (stream limit 3 s)" "0 quiet-done" "$RC $OUT"
echo 'sleep 120' >"$P/spawn"
qpid=$(cat "$P/spawn")
T=$MNT/$ID/terminals
mkdir "$T/q"
t_check "a terminal starts" out_has "$T/q/out" workspace
printf 'sleep 5; echo after$((1+1))quiet\r' >"$T/q/in"
t_check "a terminal quiet for 5 s stays connected (stream limit 3 s)" out_has "$T/q/out" after2quiet
t_eq "... and running" "running" "$(cat "$T/q/status")"
hung_reader() { # PATH OUT: cat PATH in the background, blocked in the kernel
  cat "$1" >"$2" 2>"$2.err" &
  HPID=$!
  t_wait_for 10 sh -c "grep -q request_wait_answer /proc/$HPID/wchan 2>/dev/null" ||
    echo "# cat $1 did not block (wchan: $(cat /proc/$HPID/wchan 2>/dev/null))"
}
hung_reader "$P/$qpid/log" "$T_TMP/log"
lpid=$HPID
hung_reader "$T/q/out" "$T_TMP/term"
tpid=$HPID
stop_sbxd
t0=$(date +%s%N)
t_wait_pid "$lpid" 60
lrc=$T_WAIT_RC lms=$(( ($(date +%s%N) - t0) / 1000000 ))
t_wait_pid "$tpid" 60
trc=$T_WAIT_RC tms=$(( ($(date +%s%N) - t0) / 1000000 ))
echo "# with sbxd stopped: cat log exit $lrc after $lms ms: $(cat "$T_TMP/log.err")"
echo "# with sbxd stopped: cat out exit $trc after $tms ms: $(cat "$T_TMP/term.err")"
t_check "cat of a process log on a hung server fails (exit $lrc)" test "$lrc" -ne 0
t_check "... with ETIMEDOUT" grep -q "Connection timed out" "$T_TMP/log.err"
t_check "... within the stream limit + 3 s ($lms ms)" test "$lms" -le 6000
t_check "cat of a terminal's out on a hung server fails (exit $trc)" test "$trc" -ne 0
t_check "... with ETIMEDOUT" grep -q "Connection timed out" "$T_TMP/term.err"
t_check "... within the stream limit + io_timeout + 3 s ($tms ms)" test "$tms" -le 9000
kill -CONT "$SBXD_PID"
t_check "the mount works again" t_wait_for 30 sh -c "ls '$W/d' | grep -qx f8"
t_umount
t_stop_sbxd

# a server without keepalives (as Cloudflare's bridge): silence is no sign
# of death there, so the limit never cuts a stream
SBXD_STATE=$T_TMP/state-compat t_start_sbxd --bridge-compat
t_mount -o cache_timeout=0,io_timeout=$IO,stream_timeout=2
mkdir "$MNT/compat"
echo 'sleep 5; echo done' >"$MNT/compat/ctl/exec"
timed_cat "$MNT/compat/ctl/out"
echo "# bridge-compat: cat ctl/out of a 5 s silent command: exit $RC after $MS ms"
t_eq "no keepalives: a 5 s silent command outlives a 2 s stream limit" "0 done" "$RC $OUT"
t_umount
[ "$T_FAILED" -gt 0 ] && tail -n 30 "$T_TMP/sbxfs.log" | sed 's/^/# sbxfs log: /'
t_done
