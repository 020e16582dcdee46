#!/usr/bin/env bash
# processes/: spawn a server, see it in ls, read its log, signal it through
# its ctl file, see it gone (issue 5). Logs follow (issue 14): `cat log`
# gets what was written, blocks for more while the process runs and ends
# when it exits; `tail -f` prints the last lines and follows; Ctrl-C ends a
# blocked reader — against sbxd, sbxd --bridge-compat=v1 (logs of spawned
# processes, kept in the sandbox) and --bridge-compat=next (the server's
# logs, also of processes started by other clients).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/ctl_common.bash"

t_start_sbxd
t_mount
ID=procbox
D=$MNT/$ID
mkdir "$D" || t_bail "mkdir sandbox"
P=$D/processes

in_ls() { ls "$P" | grep -qx "$1"; }

t_check "ls processes works and shows spawn" bash -c "ls '$P' | grep -qx spawn"
echo 'cd /workspace && exec python3 -u -m http.server 8123' > "$P/spawn"
pid=$(cat "$P/spawn")
t_check "processes/spawn gives back the new pid ($pid)" bash -c "[[ '$pid' =~ ^[0-9]+$ ]]"
t_check "the spawned process is listed in processes/" t_wait_for 10 in_ls "$pid"
t_check "cmdline shows the command" grep -q "http.server 8123" "$P/$pid/cmdline"
st=$(cat "$P/$pid/status")
t_check "status has state, parent and start time" \
  bash -c '[[ "$1" == *"state: "[RSD]* && "$1" == *"ppid: "[0-9]* && "$1" == *"start_time: 20"* ]]' _ "$st"
t_eq "a process directory lists its files" "cmdline ctl log status" "$(ls "$P/$pid" | tr '\n' ' ' | sed 's/ $//')"
t_check "its log shows the server's output" t_wait_for 10 grep -q "Serving HTTP on" "$P/$pid/log"
echo 'curl -s http://127.0.0.1:8123/ >/dev/null || python3 -c "import urllib.request; urllib.request.urlopen(\"http://127.0.0.1:8123/\")"' > "$D/ctl/exec"
cat "$D/ctl/out" >/dev/null
t_check "the log grows while it runs (request line)" t_wait_for 10 grep -q '"GET / HTTP/1.1" 200' "$P/$pid/log"
t_errno "processes/<pid>/cmdline is read-only" "open:EACCES" write "$P/$pid/cmdline" "x"
t_errno "processes/<pid>/ctl cannot be read" "open:EACCES" read "$P/$pid/ctl"
t_errno "a bad signal name: EINVAL" "write:EINVAL" write "$P/$pid/ctl" $'bogus\n'
t_errno "signal 0 and 65 are refused: EINVAL" "write:EINVAL" write "$P/$pid/ctl" $'65\n'
t_check "the server survived the bad writes" in_ls "$pid"

echo stop > "$P/$pid/ctl"
t_check "stop: the process is stopped (state T)" t_wait_for 10 grep -q "state: T" "$P/$pid/status"
echo cont > "$P/$pid/ctl"
t_check "cont: it runs again" t_wait_for 10 bash -c "! grep -q 'state: T' '$P/$pid/status'"
echo term > "$P/$pid/ctl"
t_check "term: the process is gone from ls" t_wait_for 10 bash -c "! ls '$P' | grep -qx '$pid'"
t_check "its log is still readable after it exited" grep -q "Serving HTTP on" "$P/$pid/log"
t_errno "its status is gone (ENOENT)" "open:ENOENT" read "$P/$pid/status"
t_errno "an unknown pid: ENOENT" "open:ENOENT" read "$P/999999/status"

# numbers and the per-descriptor pid
pid2=$(python3 - "$P/spawn" <<'PY'
import os, sys
fd = os.open(sys.argv[1], os.O_RDWR)
os.write(fd, b"sleep 300\n")
print(os.read(fd, 100).decode().strip())
os.close(fd)
PY
)
t_check "O_RDWR on spawn reads back the pid on the same descriptor ($pid2)" bash -c "[[ '$pid2' =~ ^[0-9]+$ && '$pid2' != '$pid' ]]"
t_check "that process runs" t_wait_for 10 in_ls "$pid2"
echo 9 > "$P/$pid2/ctl"
t_check "a signal number (9) works" t_wait_for 10 bash -c "! ls '$P' | grep -qx '$pid2'"

# a process started by a plain command (not spawn) is listed and has no log
echo 'sleep 300 & echo $!' > "$D/ctl/exec"
bg=$(cat "$D/ctl/out")
t_check "a background process of a command is listed ($bg)" t_wait_for 10 in_ls "$bg"
t_errno "it has no log" "stat:ENOENT" stat "$P/$bg/log"
echo kill > "$P/$bg/ctl"
t_check "kill ends it" t_wait_for 10 bash -c "! ls '$P' | grep -qx '$bg'"


# --- logs follow ---------------------------------------------------------------
# follow_checks LABEL: on the mount at $MNT.
follow_checks() {
  local L=$1 D=$MNT/follow P=$MNT/follow/processes fpid cpid tpid apid bg
  mkdir -p "$D" || t_bail "mkdir sandbox"
  local idle=idle$(tr -dc a-z <<<"$L") # (ids are base32: no 0, 1, 8, 9)
  mkdir "$MNT/$idle"
  t_eq "$L: an idle sandbox lists its init alone (not sbxfs's own listing, nor its wrapper)" \
    "1 spawn" "$(ls "$MNT/$idle/processes" | tr '\n' ' ' | sed 's/ $//')"
  rmdir "$MNT/$idle"
  rm -f "$D/workspace/go1" "$D/workspace/go2" "$D/workspace/go3"
  # a process that prints, then waits for a file we make, prints again and exits
  echo 'echo start; while [ ! -e /workspace/go1 ]; do sleep 0.1; done; echo after-go; exit 5' >"$P/spawn"
  fpid=$(cat "$P/spawn")
  cat "$P/$fpid/log" >"$T_TMP/cat.out" 2>"$T_TMP/cat.err" &
  cpid=$!
  t_check "$L: cat log prints what the process wrote so far" t_wait_for 20 grep -qx start "$T_TMP/cat.out"
  t_check "$L: ... and blocks for more while it runs" kill -0 "$cpid"
  tail -n 1 -f "$P/$fpid/log" >"$T_TMP/tail.out" 2>&1 &
  tpid=$!
  t_check "$L: tail -f prints the last line" t_wait_for 20 grep -qx start "$T_TMP/tail.out"
  t_eq "$L: stat shows the size logged so far (what tail starts from)" "6" "$(stat -c %s "$P/$fpid/log")"
  : >"$D/workspace/go1"
  t_check "$L: cat ends when the process exits" t_wait_pid "$cpid" 30
  t_eq "$L: ... with everything it wrote" "start|after-go" "$(tr '\n' '|' <"$T_TMP/cat.out" | sed 's/|$//')"
  t_check "$L: tail -f follows the output that came after it started" t_wait_for 20 grep -qx after-go "$T_TMP/tail.out"
  t_check "$L: ... and keeps following after the process ended (it is tail -f)" kill -0 "$tpid"
  kill "$tpid"; t_wait_pid "$tpid" 10
  t_eq "$L: the log of the ended process reads whole at once" "start|after-go" "$(timeout 20 cat "$P/$fpid/log" | tr '\n' '|' | sed 's/|$//')"

  # Ctrl-C (SIGINT) on a reader blocked at the end of a running process's log
  echo 'echo waiting; while [ ! -e /workspace/go2 ]; do sleep 0.1; done' >"$P/spawn"
  fpid=$(cat "$P/spawn")
  t_eq "$L: Ctrl-C ends a blocked cat at once" "waiting|-2|fast" "$(python3 - "$P/$fpid/log" <<'PY'
import signal, subprocess, sys, time
p = subprocess.Popen(["cat", sys.argv[1]], stdout=subprocess.PIPE,
                     preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
line = p.stdout.readline().decode().strip()
time.sleep(0.3)  # let cat block in its next read (not a synchronisation: it blocks anyway)
t0 = time.monotonic()
p.send_signal(signal.SIGINT)
rc = p.wait(timeout=30)
print("%s|%d|%s" % (line, rc, "fast" if time.monotonic() - t0 < 5 else "slow"))
PY
)"
  : >"$D/workspace/go2"

  # output of some size (under the 1 MiB a next server keeps), streamed
  echo 'seq 1 100000; while [ ! -e /workspace/go3 ]; do sleep 0.1; done; seq 100001 100010' >"$P/spawn"
  fpid=$(cat "$P/spawn")
  cat "$P/$fpid/log" >"$T_TMP/big.out" &
  cpid=$!
  t_check "$L: a large log streams" t_wait_for 30 grep -qx 100000 "$T_TMP/big.out"
  : >"$D/workspace/go3"
  t_wait_pid "$cpid" 30
  t_eq "$L: ... whole and in order" "$(seq 1 100010 | sha256sum)" "$(sha256sum <"$T_TMP/big.out")"

  # a character the process wrote in two pieces, the log read between
  # them: the bytes as written (the v1 runtime decodes each command's output
  # as UTF-8: two halves read as text became two U+FFFD)
  rm -f "$D/workspace/go4"
  echo "exec python3 -c 'import os, sys, time
o = sys.stdout.buffer
o.write(b\"caf\\xc3\"); o.flush()
while not os.path.exists(\"/workspace/go4\"): time.sleep(0.05)
o.write(b\"\\xa9 \\xff ok\\n\"); o.flush()'" >"$P/spawn"
  fpid=$(cat "$P/spawn")
  t_eq "$L: the first half of a character reads as written" "63 61 66 c3" \
    "$(timeout 20 head -c 4 "$P/$fpid/log" | od -An -tx1 | xargs)"
  : >"$D/workspace/go4"
  t_eq "$L: ... and the whole log too, bytes UTF-8 cannot carry included" \
    "63 61 66 c3 a9 20 ff 20 6f 6b 0a" "$(timeout 20 cat "$P/$fpid/log" | od -An -tx1 | xargs)"

  # a background process of a command is neither spawned nor the server's
  echo 'sleep 300 & echo $!' >"$D/ctl/exec"
  bg=$(cat "$D/ctl/out")
  t_check "$L: a background process of a command is listed ($bg)" t_wait_for 10 in_ls "$bg"
  t_errno "$L: ... and has no log" "stat:ENOENT" stat "$P/$bg/log"
  echo kill >"$P/$bg/ctl"
  if [ "$L" = v1 ] || [ "$(t_backend)" = bridge-v1 ]; then
    return # v1: the server has no processes of its own
  fi
  # A process another client started through the server's process routes.
  rm -f "$D/workspace/go4"
  t_curl POST /v1/sandbox/follow/processes -H 'Content-Type: application/json' -o "$T_TMP/proc.json" \
    -d '{"argv":["bash","-c","echo from-api; echo err-api >&2; while [ ! -e /workspace/go4 ]; do sleep 0.1; done; echo done-api"]}'
  apid=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["pid"])' "$T_TMP/proc.json")
  t_check "$L: a process started by another client is listed ($apid)" t_wait_for 10 in_ls "$apid"
  t_eq "$L: ... with its files, log included" "cmdline ctl log status" "$(ls "$P/$apid" | tr '\n' ' ' | sed 's/ $//')"
  cat "$P/$apid/log" >"$T_TMP/api.out" &
  cpid=$!
  t_check "$L: its log shows stdout and stderr so far" t_wait_for 20 grep -qx err-api "$T_TMP/api.out"
  t_check "$L: ... and follows it" kill -0 "$cpid"
  : >"$D/workspace/go4"
  t_check "$L: ... to its end" t_wait_pid "$cpid" 30
  t_eq "$L: ... whole" "from-api|err-api|done-api" "$(tr '\n' '|' <"$T_TMP/api.out" | sed 's/|$//')"
  t_check "$L: after it exited it is gone from ls" t_wait_for 10 bash -c "! ls '$P' | grep -qx '$apid'"
  t_eq "$L: ... but its log is still there" "from-api|err-api|done-api" "$(tr '\n' '|' <"$P/$apid/log" | sed 's/|$//')"
}

# The sandbox's processes choose their command lines: 60 of 1.2 MB each
# once put the listing past its bound and hid every process (EFBIG). Each
# is shown to its first 4096 characters.
cat >"$D/ctl/exec" <<'SH'
a=$(head -c 120000 /dev/zero | tr '\0' x)
for i in $(seq 60); do
  setsid bash -c 'sleep 100001; :' _ $a $a $a $a $a $a $a $a $a $a </dev/null >/dev/null 2>&1 &
done
echo started
SH
t_eq "the sandbox starts 60 processes with 1.2 MB command lines" started "$(cat "$D/ctl/out")"
# (the statuses' command lines of 4000 characters or more)
long_lines() { cat "$P"/*/status 2>/dev/null | awk '/^cmdline: bash -c sleep 100001/ && length($0) > 4000 { n++; if (length($0) > m) m = length($0) } END { print n + 0, m + 0 }'; }
t_check "processes/ lists them, and their status reads" t_wait_for 60 sh -c "[ \"\$(cat '$P'/*/status 2>/dev/null | grep -c '^cmdline: bash -c sleep 100001')\" -ge 60 ]"
got=$(long_lines)
t_eq "... each command line cut to 4096 characters (60 lines of 9 + 4096)" "60 4105" "$got"
echo 'pkill -f "sleep 100001"; echo done' >"$D/ctl/exec"
cat "$D/ctl/out" >/dev/null

# remount_checks LABEL: a process spawned through one mount keeps its log
# in the next (v1: the pid -> log link it left in the sandbox; sbxd and
# next: the server's process)
remount_checks() {
  local L=$1 P=$MNT/follow/processes pid
  echo 'echo first; while [ ! -e /workspace/rm.go ]; do sleep 0.1; done; echo second' >"$P/spawn"
  pid=$(cat "$P/spawn")
  t_check "$L: a spawned process logs (pid $pid)" \
    t_wait_for 20 sh -c "timeout 5 head -n1 '$P/$pid/log' | grep -qx first"
  t_umount
  t_mount
  mkdir -p "$MNT/follow"
  P=$MNT/follow/processes
  t_eq "$L: after a remount the process is listed and its log reads" "$pid first" \
    "$(ls "$P" | grep -x "$pid") $(timeout 10 head -n1 "$P/$pid/log" 2>&1)"
  touch "$MNT/follow/workspace/rm.go"
  t_check "$L: ... to its end" t_wait_for 20 sh -c "timeout 5 cat '$P/$pid/log' | grep -qx second"
  rm -f "$MNT/follow/workspace/rm.go"
}

follow_checks sbxd
remount_checks sbxd
t_umount
if [ "$(t_backend)" = sbxd ]; then
  for mode in v1 next; do
    t_stop_sbxd
    SBXD_STATE=$T_TMP/state-$mode
    t_start_sbxd --bridge-compat=$mode
    t_mount
    follow_checks "$mode"
    remount_checks "$mode"
    t_umount
  done
fi
t_done
