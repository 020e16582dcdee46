#!/usr/bin/env bash
# processes/: spawn a server, see it in ls, read its log, signal it through
# its ctl file, see it gone (issue 5).
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

t_umount
t_done
