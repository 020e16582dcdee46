#!/usr/bin/env bash
# fs_interrupt.sh — Ctrl-C on processes blocked in operations on a hung
# server (sbxd SIGSTOPped; default io_timeout of 30 s): `cat` of a file being
# downloaded, `ls` and `stat` of uncached paths and a close() whose upload
# hangs all end within a deadline far below io_timeout, and so do the
# closes of a shell's exit when Ctrl-C hit it in a write; a signal the
# process catches does not fail its operation; once sbxd resumes the mount
# works again and the data whose upload was interrupted reaches the sandbox.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
DEADLINE_MS=3000 # it takes milliseconds (a signal wakes the worker); room for a loaded machine
t_start_sbxd
t_mount
ID=intr
mkdir "$MNT/$ID"
W=$MNT/$ID/workspace
mkdir -p "$W/dir/sub" "$W/other"
echo y >"$W/dir/sub/y"
head -c 300000 /dev/urandom >"$W/file"
sum=$(sha256sum <"$W/file")
t_umount

# intr_run CMD_JSON [PID]: starts each argv of the JSON list with SIGINT at
# its default action (a background job of this shell would ignore it), waits
# until all are blocked in the kernel on a FUSE request (and PID, if given,
# is stopped: a process that stops sbxd itself is otherwise caught in one of
# its quick requests before, on a loaded machine), sends each SIGINT
# and prints "blocked 0|1" then "<rc> <ms>" per process: its exit status
# (-2: killed by SIGINT) and the time from SIGINT to its end.
intr_run() {
  PYTHONPATH=$(dirname "$0") python3 - "$1" "${2:-}" <<'PY'
import json, os, signal, subprocess, sys, time
import procstop
cmds = json.loads(sys.argv[1])
spid = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2] else 0
def stopped():  # every thread of spid
    return not spid or procstop.stopped(spid)
dfl = lambda: signal.signal(signal.SIGINT, signal.SIG_DFL)
ps = [subprocess.Popen(c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       preexec_fn=dfl) for c in cmds]
def where(p):  # the wait channel, and the kernel stack where it is readable (root)
    w = ""
    for f in ("wchan", "stack"):
        try:
            w += open("/proc/%d/%s" % (p.pid, f)).read() + " "
        except OSError:
            pass
    return w
# blocked in a FUSE request: its wait, or (a page lock of a read, an inode
# lock) a wait under a FUSE operation, which the stack shows; one CI run saw
# both processes end on SIGINT in 5 ms with neither wait channel listed here
def waiting(p):
    w = where(p)
    return p.poll() is None and ("request_wait_answer" in w or "fuse" in w
                                 or "d_alloc_parallel" in w)
end = time.time() + 15
while time.time() < end and not (stopped() and all(waiting(p) for p in ps)):
    time.sleep(0.02)
blocked = stopped() and all(waiting(p) for p in ps)
print("blocked", int(blocked))
diag = [] if blocked else [
    "# not blocked: %s: %s" % (" ".join(p.args), " | ".join([w for w in where(p).split() if not w.startswith("[<")][:6]))
    for p in ps if not waiting(p)]
t0 = time.time()
for p in ps:
    p.send_signal(signal.SIGINT)
done = {}
while len(done) < len(ps) and time.time() < t0 + 60:
    for i, p in enumerate(ps):
        if i not in done and p.poll() is not None:
            done[i] = "%d %d" % (p.returncode, (time.time() - t0) * 1000)
    time.sleep(0.005)
for i in range(len(ps)):
    print(done.get(i, "running 60000"))
    if i not in done:
        ps[i].kill()
for d in diag:
    print(d)
PY
}

# check_ended WHAT "rc ms": ended by the signal (or failing), within the deadline
check_ended() {
  local rc=${2% *} ms=${2#* }
  echo "# $1: exit $rc after $ms ms"
  t_check "$1 ends on SIGINT (exit $rc)" test "$rc" != 0 -a "$rc" != running
  t_check "... within ${DEADLINE_MS} ms (took $ms ms; io_timeout is 30 s)" test "$ms" -le "$DEADLINE_MS"
}

# 1. a fresh mount (nothing cached): cat, ls and stat block on lookups and listings
t_mount
W=$MNT/$ID/workspace
kill -STOP "$SBXD_PID"
out=$(intr_run "[[\"cat\", \"$W/file\"], [\"ls\", \"$W/dir/sub\"], [\"stat\", \"$W/other\"],
                [\"ls\", \"$MNT\"]]")
t_eq "cat, ls and stat block on the hung server" "blocked 1" "$(sed -n 1p <<<"$out")"
grep "^# not blocked" <<<"$out" || true
check_ended "cat of an uncached file" "$(sed -n 2p <<<"$out")"
check_ended "ls of an uncached dir" "$(sed -n 3p <<<"$out")"
check_ended "stat of an uncached path" "$(sed -n 4p <<<"$out")"
check_ended "ls of the mount root (the list of sandboxes)" "$(sed -n 5p <<<"$out")"
kill -CONT "$SBXD_PID"
t_check "the mount works again when sbxd resumes" t_wait_for 20 sh -c "ls '$W/dir/sub' | grep -qx y"
t_eq "... the same worker threads download the file" "$sum" "$(sha256sum <"$W/file")"

# 2. metadata cached, data not: cat blocks in the download itself
t_umount
t_mount -o cache_timeout=60
W=$MNT/$ID/workspace
ls -l "$W" >/dev/null
kill -STOP "$SBXD_PID"
out=$(intr_run "[[\"cat\", \"$W/file\"], [\"sh\", \"-c\", \"echo true > $MNT/$ID/ctl/exec\"]]")
t_eq "cat and a close() of ctl/exec block on the hung server" "blocked 1" "$(sed -n 1p <<<"$out")"
grep "^# not blocked" <<<"$out" || true
check_ended "cat of a file being downloaded" "$(sed -n 2p <<<"$out")"
check_ended "close() of ctl/exec, waiting for the command to start" "$(sed -n 3p <<<"$out")"

# 3. a signal the process catches and carries on after is no interruption:
# the operation waits for the server (still stopped) and succeeds
r=$(python3 - "$W/dir/sub/y" "$SBXD_PID" <<'PY'
import ctypes, errno, os, signal, sys, time
signal.signal(signal.SIGUSR2, lambda *a: None)
libc = ctypes.CDLL(None, use_errno=True)
pid = os.fork()
if pid == 0:                  # the helper: signal the parent, then resume sbxd
    ppid = os.getppid()
    end = time.time() + 15
    while time.time() < end:  # until the parent is blocked on the FUSE request
        try:
            if "request_wait_answer" in open("/proc/%d/wchan" % ppid).read():
                break
        except OSError:
            pass
        time.sleep(0.02)
    os.kill(ppid, signal.SIGUSR2)
    time.sleep(1.5)           # a second and a half: long after any interrupt
    os.kill(int(sys.argv[2]), signal.SIGCONT)
    os._exit(0)
fd = libc.open(sys.argv[1].encode(), os.O_RDONLY)  # no EINTR retry, unlike os.open
e = ctypes.get_errno()
os.waitpid(pid, 0)
print("OK" if fd >= 0 else errno.errorcode.get(e, e))
PY
)
t_eq "a caught signal (SIGUSR2) does not fail a blocked open" "OK" "$r"
kill -CONT "$SBXD_PID"

# 4. close() whose upload hangs, in a Python program (which catches SIGINT
# as KeyboardInterrupt): Ctrl-C ends it, and the data is sent later
cat >"$T_TMP/writer.py" <<'PY'
import sys
import procstop
f = open(sys.argv[1], "w")
f.write("precious\n")
f.flush()                    # written (locally) before the server hangs
procstop.stop(int(sys.argv[2]))
f.close()
PY
out=$(intr_run "[[\"python3\", \"$T_TMP/writer.py\", \"$W/up\", \"$SBXD_PID\"]]" "$SBXD_PID")
t_eq "close() blocks on the upload" "blocked 1" "$(sed -n 1p <<<"$out")"
grep "^# not blocked" <<<"$out" || true
check_ended "close() of a written file (SIGINT caught by Python)" "$(sed -n 2p <<<"$out")"
kill -CONT "$SBXD_PID"
up_sent() { [ "$(sbx_run "$ID" 'cat /workspace/up 2>/dev/null')" = precious ]; }
t_check "the interrupted upload reaches the sandbox" t_wait_for 40 up_sent
t_eq "... and reads back through the mount" "precious" "$(cat "$W/up" 2>&1)"
t_eq "writes work again" "again" "$(echo again >"$W/up2" && sbx_run "$ID" 'cat /workspace/up2')"

# 5. Ctrl-C that lands in a shell's write (dash catches SIGINT, lets the
# write finish, then dies of it): its exit closes the file, with nothing
# pending any more, so no FUSE_INTERRUPT comes and even SIGKILL cannot end
# the kernel's wait for that flush (CI: 30 s of io_timeout, when the first
# part's Ctrl-C met `sh -c "echo true > ctl/exec"` in its write). The
# flush of a closer dying of a signal gives up all the same; the command
# is cancelled, the data is sent later. dying_run TARGET prints the shell's
# exit status and the ms from sbxfs's resumption to its end.
dying_run() {
  local fifo=$T_TMP/go.fifo ready=$T_TMP/go.ready
  rm -f "$fifo" "$ready"
  mkfifo "$fifo"
  PYTHONPATH=$(dirname "$0") python3 - "$1" "$fifo" "$ready" "$SBXD_PID" "$SBXFS_PID" <<'PY'
import os, signal, subprocess, sys, time
from procstop import stopped  # every thread
target, fifo, ready, sbxd, sbxfs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
def poll(cond, what, limit=15):
    end = time.time() + limit
    while not cond():
        if time.time() > end:
            print("timeout 0 # waiting for " + what)
            sys.exit(0)
        time.sleep(0.01)
def proc(p, f):
    try:
        return open("/proc/%d/%s" % (p.pid, f)).read()
    except OSError:
        return ""
def sigint_pending(p):
    m = 0
    for l in proc(p, "status").splitlines():
        if l.startswith(("SigPnd:", "ShdPnd:")):
            m |= int(l.split()[1], 16)
    return m & 2
sh = subprocess.Popen(["sh", "-c", 'exec 3>"$1"; : >"$2"; read x <"$3"; echo data >&3',
                       "sh", target, ready, fifo],
                      preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
poll(lambda: os.path.exists(ready), "the open")
os.kill(sbxd, signal.SIGSTOP)
poll(lambda: stopped(sbxd), "sbxd to stop")
os.kill(sbxfs, signal.SIGSTOP)  # the write waits for sbxfs: Ctrl-C lands in it
poll(lambda: stopped(sbxfs), "sbxfs to stop")
with open(fifo, "w") as w:
    w.write("go\n")
poll(lambda: "request_wait_answer" in proc(sh, "wchan"), "the write")
sh.send_signal(signal.SIGINT)
poll(lambda: sigint_pending(sh), "SIGINT to be pending")
os.kill(sbxfs, signal.SIGCONT)
t0 = time.time()
try:
    rc = sh.wait(60)
except subprocess.TimeoutExpired:
    sh.kill()
    rc = "running"
print(rc, int((time.time() - t0) * 1000))
PY
}
check_dying() {
  echo "# $1: exit ${2% *} after ${2#* } ms"
  t_eq "$1: the shell dies of SIGINT" "-2" "${2% *}"
  t_check "... within ${DEADLINE_MS} ms of the write's end (took ${2#* } ms; io_timeout is 30 s)" \
    test "${2#* }" -le "$DEADLINE_MS"
  kill -CONT "$SBXD_PID"
}
check_dying "Ctrl-C in a write to ctl/exec" "$(dying_run "$MNT/$ID/ctl/exec")"
t_eq "... the command did not start: its status says so" "error: Operation canceled" \
  "$(cat "$MNT/$ID/ctl/status")"
echo old >"$W/dying"
check_dying "Ctrl-C in a write to a workspace file" "$(dying_run "$W/dying")"
dying_sent() { [ "$(sbx_run "$ID" 'cat /workspace/dying 2>/dev/null')" = data ]; }
t_check "... the data reaches the sandbox once sbxd is back" t_wait_for 40 dying_sent

# 6. A stop signal to sbxfs while readers wait for output that does not come
# (an idle terminal, a silent command) and an editor holds unsaved data:
# sbxfs exits, the readers get an error, the data reaches the sandbox, and
# the mount is gone (libfuse joins every worker: a wait that never ended
# held the exit, and left the mount unserved, for ever).
t_check "a terminal" mkdir "$MNT/$ID/terminals/t"
t_check "... with its output" test -e "$MNT/$ID/terminals/t/out"
echo 'echo started; sleep 1000' >"$MNT/$ID/ctl/exec"
readers=()
for f in "$MNT/$ID/terminals/t/out" "$MNT/$ID/ctl/out"; do
  python3 -c '
import os, sys
f = os.open(sys.argv[1], os.O_RDONLY)
open(sys.argv[2], "w").close()
try:
    while os.read(f, 65536): pass
    print("eof")
except OSError as e:
    print("error")' "$f" "$T_TMP/reader.${#readers[@]}.open" >"$T_TMP/reader.${#readers[@]}" 2>&1 &
  readers+=($!)
  T_PIDS+=($!)
done
t_check "two readers have opened their files" \
  t_wait_for 20 test -e "$T_TMP/reader.0.open" -a -e "$T_TMP/reader.1.open"
t_check "... the command wrote, and runs on" \
  t_wait_for 20 grep -q started "$MNT/$ID/ctl/out"
python3 - "$W/unsaved" "$T_TMP/unsaved.ready" <<'PY' &
import os, sys, time
f = open(sys.argv[1], "w")
f.write("unsaved\n")
f.flush()
open(sys.argv[2], "w").close()
time.sleep(600)
PY
holder=$!
T_PIDS+=("$holder")
t_check "an editor holds unsaved data" t_wait_for 20 test -e "$T_TMP/unsaved.ready"
kill -TERM "$SBXFS_PID"
t_check "SIGTERM ends sbxfs while two readers wait for output" t_wait_pid "$SBXFS_PID" 30
t_eq "... with exit status 0" "0" "$T_WAIT_RC"
for p in "${readers[@]}"; do t_wait_pid "$p" 20; done
t_eq "... the readers end (an error: the mount is going)" "error error" \
  "$(cat "$T_TMP/reader.0" "$T_TMP/reader.1" | tr '\n' ' ' | sed 's/ $//')"
t_eq "... and the unsaved data reached the sandbox" "unsaved" "$(sbx_run "$ID" 'cat /workspace/unsaved')"
kill "$holder" 2>/dev/null; t_wait_pid "$holder" 10
t_check "... and the mount is gone" sh -c "! mountpoint -q '$MNT'"
[ "$T_FAILED" -gt 0 ] && tail -n 30 "$T_TMP/sbxfs.log" | sed 's/^/# sbxfs log: /'
t_done
