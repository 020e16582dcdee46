#!/usr/bin/env bash
# ctl_poll.sh — event loops on streaming control files: poll(2)/select(2)
# on ctl/out, a process's log, a terminal's out and an exec channel say
# "readable" only once a read returns (output, the end), and wake the
# poller when it does; a read of an O_NONBLOCK descriptor (also one made
# non-blocking later with fcntl) fails with EAGAIN instead of waiting.
# Each stream is held open by a gate file the test creates, so "not yet
# readable" holds however slow the machine is.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/ctl_common.bash"

t_start_sbxd
t_mount -o io_timeout=30
ID=pollbox
D=$MNT/$ID
mkdir "$D" || t_bail "mkdir sandbox"
W=$D/workspace

# check_stream WHAT PATH GATE TEXT: PATH is open and silent until GATE
# exists in the workspace, then shows TEXT. Prints one word per step.
check_stream() {
  timeout 90 python3 - "$2" "$W/$3" "$4" <<'PY'
import errno, fcntl, os, select, sys, time
path, gate, text = sys.argv[1], sys.argv[2], sys.argv[3].encode()
out = []
fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
got = b""
# what is there already (a terminal's prompt, say), then nothing
while True:
    try:
        b = os.read(fd, 65536)
    except OSError as e:
        out.append("drain:" + errno.errorcode[e.errno])
        break
    if not b:
        out.append("drain:EOF")
        break
    got += b
p = select.poll()
p.register(fd, select.POLLIN)
out.append("poll-idle:" + ("readable" if p.poll(300) else "none"))
r, _, _ = select.select([fd], [], [], 0.3)
out.append("select-idle:" + ("readable" if r else "none"))
open(gate, "w").close()
ev = p.poll(30000)
out.append("poll-woken:" + ("readable" if ev and ev[0][1] & select.POLLIN else "none"))
deadline = time.time() + 30
while text not in got and time.time() < deadline:
    try:
        b = os.read(fd, 65536)
        if not b:
            break
        got += b
    except OSError as e:
        if e.errno != errno.EAGAIN:
            out.append("read:" + errno.errorcode[e.errno])
            break
        p.poll(1000)
out.append("text:" + ("seen" if text in got else "missing"))
os.close(fd)
print(" ".join(out))
PY
}
want_idle="drain:EAGAIN poll-idle:none select-idle:none poll-woken:readable text:seen"

echo 'while [ ! -e /workspace/g1 ]; do sleep 0.05; done; echo out-$((6*7))' >"$D/ctl/exec"
t_eq "ctl/out of a silent command: EAGAIN, not readable; wakes with its output" \
  "$want_idle" "$(check_stream out "$D/ctl/out" g1 out-42)"

echo 'while [ ! -e /workspace/g2 ]; do sleep 0.05; done; echo log-$((6*7))' >"$D/processes/spawn"
pid=$(cat "$D/processes/spawn")
t_eq "a process's log: the same" "$want_idle" "$(check_stream log "$D/processes/$pid/log" g2 log-42)"

mkdir "$D/terminals/t"
t_check "a terminal starts" out_has "$D/terminals/t/out" workspace
printf "bash -c 'while [ ! -e /workspace/g3 ]; do sleep 0.05; done; echo term-\$((6*7))'\r" >"$D/terminals/t/in"
# (its echo of the typed line is over once the command runs)
gate_waits() { ctl_run "$D/ctl" "pgrep -f 'g[$1]'" | grep -q .; }
t_check "... its command waits" t_wait_for 20 gate_waits 3
t_eq "a terminal's out: the same" "$want_idle" "$(check_stream term "$D/terminals/t/out" g3 term-42)"

# a descriptor made non-blocking after the open (fcntl), as event loops do
echo 'while [ ! -e /workspace/g5 ]; do sleep 0.05; done; echo late' >"$D/ctl/exec"
t_eq "fcntl(O_NONBLOCK) on an open ctl/out: EAGAIN" "EAGAIN" "$(timeout 30 python3 -c 'import errno, fcntl, os, sys
fd = os.open(sys.argv[1], os.O_RDONLY)
fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) | os.O_NONBLOCK)
try:
    print("read", len(os.read(fd, 100)))
except OSError as e:
    print(errno.errorcode[e.errno])' "$D/ctl/out")"
touch "$W/g5"
t_eq "... and the output comes to a blocking reader" "late" "$(cat "$D/ctl/out")"

# edge-triggered epoll, as Go's runtime reads every file it opens: after
# EAGAIN it waits for a notification only, so one must come with the
# output, and with the end, also when the file was ready when registered
echo 'echo et-1; while [ ! -e /workspace/g6 ]; do sleep 0.05; done; echo et-2' >"$D/ctl/exec"
out=$(timeout 90 python3 - "$D/ctl/out" "$W/g6" <<'PY'
import errno, os, select, sys, time
# et-1 is there before the registration: the file is ready then
with open(sys.argv[1], "rb", buffering=0) as f:
    f.read(4)
fd = os.open(sys.argv[1], os.O_RDONLY | os.O_NONBLOCK)
ep = select.epoll()
ep.register(fd, select.EPOLLIN | select.EPOLLET)
ep.poll(1)  # Go's poller takes the registration's event at once
got, res, gate = b"", [], False
end = time.time() + 60
while time.time() < end:
    try:
        b = os.read(fd, 65536)
    except OSError as e:
        if e.errno != errno.EAGAIN:
            res.append(errno.errorcode[e.errno])
            break
        if b"et-1" in got and not gate:
            open(sys.argv[2], "w").close()
            gate = True
        if not ep.poll(30):
            res.append("no-event")
            break
        continue
    if not b:
        res.append("EOF")
        break
    got += b
print(got.decode().replace("\n", " ").strip(), *res)
PY
)
t_eq "edge-triggered epoll on ctl/out: woken for the output and for the end" "et-1 et-2 EOF" "$out"

# a blocking reader is not turned into a non-blocking one by the above
echo 'echo plain' >"$D/ctl/exec"
t_eq "a plain blocking read still waits for the output" "plain" "$(cat "$D/ctl/out")"

# an exec channel (O_RDWR): its command's output
out=$(timeout 90 python3 - "$D/ctl/exec" "$W/g4" <<'PY'
import os, select, sys
fd = os.open(sys.argv[1], os.O_RDWR | os.O_NONBLOCK)
os.write(fd, b"while [ ! -e /workspace/g4 ]; do sleep 0.05; done; echo chan-42\n")
res = []
try:
    os.read(fd, 100)
    res.append("read:data")
except OSError as e:
    res.append("read:" + ("EAGAIN" if e.errno == 11 else str(e.errno)))
p = select.poll()
p.register(fd, select.POLLIN)
res.append("idle:" + ("readable" if p.poll(300) else "none"))
open(sys.argv[2], "w").close()
res.append("woken:" + ("readable" if p.poll(30000) else "none"))
got = b""
while b"chan-42" not in got and p.poll(30000):
    b = os.read(fd, 100)
    if not b:
        break
    got += b
res.append(got.decode().strip())
print(" ".join(res))
PY
)
t_eq "an exec channel (O_RDWR|O_NONBLOCK): EAGAIN, not readable, then its output" \
  "read:EAGAIN idle:none woken:readable chan-42" "$out"
# a command being started through a channel holds that file while the
# server does not answer (here: stopped, io_timeout 30 s); poll on any
# other control file still answers at once, and is not queued behind it
echo 'while [ ! -e /workspace/g7 ]; do sleep 0.05; done' >"$D/ctl/exec"
out=$(PYTHONPATH=$(dirname "$0") timeout 120 python3 - "$D/ctl/exec" "$D/ctl/out" "$SBXD_PID" <<'PY'
import os, select, signal, sys, threading, time
import procstop
a = os.open(sys.argv[1], os.O_RDWR | os.O_NONBLOCK)
os.write(a, b"while [ ! -e /workspace/g8 ]; do sleep 0.05; done\n")
try:
    os.read(a, 100)  # starts it
except BlockingIOError:
    pass
pa = select.poll(); pa.register(a, select.POLLIN)
pa.poll(50)  # not ready: the mount now looks at it every 0.1 s
os.write(a, b"echo second\n")  # started by the next read
pid = int(sys.argv[3])
procstop.stop(pid)
tid = []
def reader():
    tid.append(threading.get_native_id())
    try:
        os.read(a, 100)
    except OSError:
        pass
threading.Thread(target=reader, daemon=True).start()
end = time.time() + 10
while time.time() < end:
    try:
        if tid and "request_wait_answer" in open("/proc/self/task/%d/wchan" % tid[0]).read():
            break
    except OSError:
        pass
    time.sleep(0.01)
b = os.open(sys.argv[2], os.O_RDONLY | os.O_NONBLOCK)
pb = select.poll(); pb.register(b, select.POLLIN)
t0 = time.time()
for _ in range(5):
    pb.poll(100)
took = time.time() - t0
os.kill(pid, signal.SIGCONT)
print("fast" if took < 10 else "slow %.1f s" % took)
PY
)
touch "$W/g7" "$W/g8"
t_eq "poll on ctl/out while a command start through a channel hangs: answers at once" "fast" "$out"

# workspace files and plain control files are always ready, as on a disk
echo x >"$W/plain"
t_eq "poll on a workspace file and on ctl/status: readable at once" "1 1" \
  "$(python3 -c 'import select, sys
for f in sys.argv[1:]:
    fd = open(f, "rb")
    p = select.poll(); p.register(fd, select.POLLIN)
    print(p.poll(0)[0][1] & select.POLLIN, end=" ")' "$W/plain" "$D/ctl/status" | sed 's/ $//')"
t_done
