#!/usr/bin/env bash
# fs_errors.sh — precise errnos, hostile file names, and a server that goes
# away: operations fail within the client's bound, unsent data is kept and
# sent later, and the mount recovers when sbxd returns on the same port.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
t_mount -o cache_timeout=1,io_timeout=5
ID=errs
mkdir "$MNT/$ID"
W=$MNT/$ID/workspace
mkdir -p "$W/dir/sub"; echo x >"$W/file"; echo y >"$W/dir/sub/y"

t_eq "ENOENT: open a missing file" "ENOENT" "$(fs_errno "open('$W/missing')")"
t_eq "ENOENT: stat in a missing dir" "ENOENT" "$(fs_errno "os.stat('$W/nodir/x')")"
t_eq "EEXIST: mkdir an existing dir" "EEXIST" "$(fs_errno "os.mkdir('$W/dir')")"
t_eq "EEXIST: O_EXCL on an existing file" "EEXIST" "$(fs_errno "os.open('$W/file', os.O_CREAT | os.O_EXCL | os.O_WRONLY)")"
t_eq "ENOTEMPTY: rmdir a non-empty dir" "ENOTEMPTY" "$(fs_errno "os.rmdir('$W/dir')")"
t_eq "EISDIR: open a dir for writing" "EISDIR" "$(fs_errno "open('$W/dir', 'w')")"
t_eq "ENOTDIR: a file used as a directory" "ENOTDIR" "$(fs_errno "os.listdir('$W/file')")"
t_eq "ENOTDIR: rmdir a file" "ENOTDIR" "$(fs_errno "os.rmdir('$W/file')")"
t_eq "EISDIR: unlink a directory" "EISDIR" "$(fs_errno "os.unlink('$W/dir')")"
t_eq "EINVAL: mkdir with an invalid sandbox id" "EINVAL" "$(fs_errno "os.mkdir('$MNT/Bad_Id')")"
t_eq "ENOENT: lookup of an invalid sandbox id" "ENOENT" "$(fs_errno "os.stat('$MNT/Bad_Id')")"
mkdir "$MNT/other"
t_eq "EXDEV: rename across sandboxes (mv then copies)" "EXDEV" \
  "$(fs_errno "os.rename('$W/file', '$MNT/other/workspace/file')")"
t_eq "EPERM: renaming a sandbox" "EPERM" "$(fs_errno "os.rename('$MNT/other', '$MNT/other2')")"
t_eq "EACCES: writing .sbxfs/stats" "EACCES" "$(fs_errno "open('$MNT/.sbxfs/stats', 'w')")"
t_eq "EACCES: a file in the root" "EACCES" "$(fs_errno "open('$MNT/file', 'w')")"

# rmdir MOUNT/<id> destroys the sandbox
mkdir "$MNT/doomed"; echo bye >"$MNT/doomed/workspace/f"
t_eq "the doomed sandbox has its file" "bye" "$(sbx_run doomed 'cat /workspace/f')"
t_check "rmdir MOUNT/<id> destroys it" rmdir "$MNT/doomed"
t_check "... and it is gone from ls" sh -c "! ls '$MNT' | grep -qx doomed"
t_eq "... and its files are gone" "" "$(sbx_run doomed 'ls -A /workspace')"

# hostile names
mkdir "$W/h"
python3 - "$W/h" <<'PY'
import os, sys
names = ["a b", "new\nline", "quote'\"", "dollar$HOME", "-leading", "ünïcødé-日本",
         "percent%20x", "q?x#y", "back\\slash", "tab\tx", "semi;c&a=b+c,d@e:f", "x...y", " "]
for i, n in enumerate(names):
    with open(os.path.join(sys.argv[1], n), "w") as f:
        f.write("%d\n" % i)
PY
want=$(cd "$W/h" && printf '%s\0' * | base64 -w0)
t_eq "hostile names: 13 files listed through the mount" "13" "$(cd "$W/h" && printf '%s\0' * | tr -cd '\0' | wc -c)"
t_eq "hostile names: the sandbox has the same names" "$want" \
  "$(sbx_run "$ID" 'cd /workspace/h && printf "%s\0" * | base64 -w0')"
t_umount
t_mount -o cache_timeout=1,io_timeout=5
W=$MNT/$ID/workspace
t_eq "hostile names: a fresh mount lists them" "$want" "$(cd "$W/h" && printf '%s\0' * | base64 -w0)"
t_eq "hostile names: contents read back" "$(seq 0 12 | sort)" "$(cat "$W/h"/* | sort)"

# the server goes away, while a file is open for writing
echo keep >"$W/dir/k"
r=$(python3 - "$W/unsent" "$SBXD_PID" "${SBX_URL##*:}" <<'PY'
import errno, os, signal, socket, sys, time
f = open(sys.argv[1], "w")
g = open(sys.argv[1] + "2", "w")  # for the command below
os.kill(int(sys.argv[2]), signal.SIGTERM)
deadline = time.time() + 20
while time.time() < deadline:          # until sbxd no longer accepts
    try:
        socket.create_connection(("127.0.0.1", int(sys.argv[3])), 0.2).close()
        time.sleep(0.05)
    except OSError:
        break
f.write("precious")
g.write("precious2")
try:
    g.close()
except OSError:
    pass
t0 = time.time()
try:
    f.close()
    print("OK", 0)
except OSError as e:
    print(errno.errorcode.get(e.errno, e.errno), int(time.time() - t0))
PY
)
t_wait_pid "$SBXD_PID" 30 || kill -KILL "$SBXD_PID" 2>/dev/null
echo "# close of a written file with sbxd down: $r s"
t_check "close() reports the failed upload" test "${r% *}" != OK
t_check "... within the bound (io_timeout 5 s + retries)" test "${r#* }" -le 40
t0=$(date +%s)
r=$(fs_errno "os.listdir('$W/dir/sub')")
dt=$(( $(date +%s) - t0 ))
echo "# listdir with sbxd down: $r after ${dt} s"
t_check "with sbxd stopped, an operation fails" test "$r" != OK
t_check "... within the bound" test "$dt" -le 40

port=${SBX_URL##*:}
"$SBX_BUILD/sbxd" --listen "127.0.0.1:$port" --state-dir "$SBXD_STATE" >>"$SBXD_LOG" 2>&1 &
SBXD_PID=$!
T_PIDS+=("$SBXD_PID")
t_check "sbxd is back on the same port" t_wait_for 20 curl -sf "$SBX_URL/health" -o /dev/null
# a command through the mount sends what a failed close kept first (the
# background retries have backed off to seconds by now)
echo 'cat /workspace/unsent2' >"$MNT/$ID/ctl/exec"
t_eq "a command at once after: sees the data of a close that failed" "precious2" \
  "$(cat "$MNT/$ID/ctl/out")"
t_check "the mount recovers" t_wait_for 30 sh -c "ls '$W/dir/sub' | grep -qx y"
t_eq "the unsent data was kept locally" "precious" "$(cat "$W/unsent" 2>&1)"
python3 -c "open('$W/unsent', 'a').close()"
t_check "the next close sends it" test $? -eq 0
t_eq "the sandbox has the data written while sbxd was down" "precious" \
  "$(sbx_run "$ID" 'cat /workspace/unsent')"
echo after >"$W/dir/k"
t_eq "writes work again" "after" "$(sbx_run "$ID" 'cat /workspace/dir/k')"
# a server that hangs (stopped, connection open): ETIMEDOUT within the bound;
# Ctrl-C on a process blocked on it ends it within the same bound.
# The directories it asks for were made by a command run through the mount:
# its end drops everything the mount cached about the sandbox, and nothing
# looks them up before the server hangs, so no answer can come from a cache
# (whatever the machine's speed; a dir listed a moment earlier could).
echo 'mkdir -p /workspace/unseen/sub && echo y > /workspace/unseen/sub/y' >"$MNT/$ID/ctl/exec"
cat "$MNT/$ID/ctl/out" >/dev/null
t_eq "the command made the unseen dirs" 0 "$(cat "$MNT/$ID/ctl/status")"
kill -STOP "$SBXD_PID"
t0=$(date +%s)
r=$(fs_errno "os.listdir('$W/unseen')")
dt=$(( $(date +%s) - t0 ))
echo "# listdir with sbxd hung: $r after ${dt} s"
t_eq "a hung server: ETIMEDOUT" "ETIMEDOUT" "$r"
t_check "... within the bound (io_timeout 5 s, retries)" test "$dt" -le 40
ls "$W/unseen/sub" >/dev/null 2>&1 &
lp=$!
t_check "ls blocks on the hung server" t_wait_for 2 sh -c "! kill -0 $lp 2>/dev/null || test -d /proc/$lp"
t0=$(date +%s)
kill -INT "$lp"
t_wait_pid "$lp" 60
dt=$(( $(date +%s) - t0 ))
echo "# SIGINT to a blocked ls: ended after ${dt} s"
t_check "Ctrl-C on a blocked process ends it within the bound" test "$dt" -le 40
kill -CONT "$SBXD_PID"
t_check "the mount works again after the server resumes" t_wait_for 30 sh -c "ls '$W/dir/sub' | grep -qx y"
# sbxd dies while a command's output streams: the connection was lost
# mid-request, ENOTCONN (libcurl calls the cut chunked body a partial file)
mkdir "$MNT/$ID/terminals/lost"
python3 - "$MNT/$ID/terminals/lost/out" >"$T_TMP/lost.term" <<'PY' &
import errno, os, sys
f = os.open(sys.argv[1], os.O_RDONLY)
try:
    while os.read(f, 4096):
        pass
    print("EOF")
except OSError as e:
    print(errno.errorcode[e.errno])
PY
tp=$!
echo 'echo started; sleep 300' >"$MNT/$ID/ctl/exec"
python3 - "$MNT/$ID/ctl/out" "$T_TMP/started" >"$T_TMP/lost" <<'PY' &
import errno, sys
f = open(sys.argv[1], "rb", buffering=0)
try:
    got = f.read(4096)
    open(sys.argv[2], "w").write(got.decode())
    while f.read(4096):
        pass
    print("EOF")
except OSError as e:
    print(errno.errorcode[e.errno])
PY
rp=$!
t_check "the command's output streams" t_wait_for 30 grep -q started "$T_TMP/started"
kill -KILL "$SBXD_PID"
t_wait_pid "$rp" 60
t_eq "sbxd killed while ctl/out streams: the read fails with ENOTCONN" ENOTCONN "$(cat "$T_TMP/lost")"
t_eq "... and ctl/status says the connection was lost" "error: Transport endpoint is not connected" \
  "$(cat "$MNT/$ID/ctl/status")"
t_wait_pid "$tp" 60
t_eq "... and so does a read of a terminal's output" ENOTCONN "$(cat "$T_TMP/lost.term")"
# (a restart on the same state dir also clears what the killed one left
# mounted there)
"$SBX_BUILD/sbxd" --listen "127.0.0.1:$port" --state-dir "$SBXD_STATE" >>"$SBXD_LOG" 2>&1 &
SBXD_PID=$!
T_PIDS+=("$SBXD_PID")
t_check "sbxd is back" t_wait_for 20 curl -sf "$SBX_URL/health" -o /dev/null
t_eq "... and commands run again" back "$(sbx_run "$ID" 'echo back')"
[ "$T_FAILED" -gt 0 ] && tail -n 30 "$T_TMP/sbxfs.log" | sed 's/^/# sbxfs log: /'
t_done
