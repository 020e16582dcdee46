#!/usr/bin/env bash
# Bad input to the control files: empty and oversized commands, writes to
# read-only files, invalid names in every control directory, a dead server
# (issue 5). Errnos are checked exactly through python3 (tests/integration/
# ctl_common.bash), since shell redirections ignore close() errors.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/ctl_common.bash"

t_start_sbxd
t_mount
ID=badbox
D=$MNT/$ID
mkdir "$D" || t_bail "mkdir sandbox"
C=$D/ctl

# --- commands --------------------------------------------------------------------
t_errno "an empty command fails close() with EINVAL" "close:EINVAL" write "$C/exec" ""
t_errno "a blank command fails close() with EINVAL" "close:EINVAL" write "$C/exec" $'  \n\t\n'
t_check "ctl/err says why the command did not start" grep -q "empty command" "$C/err"
t_eq "ctl/status of a command that did not start" "error: Invalid argument" "$(cat "$C/status")"
t_check "/bin/echo '' > ctl/exec reports the failure" bash -c "! /bin/echo '' > '$C/exec' 2>/dev/null"
t_errno "a 2 MiB command fails write() with E2BIG" "write:E2BIG" writen "$C/exec" $((2 * 1024 * 1024))
t_check "ctl/err says the command was too long" grep -q "command too long" "$C/err"
t_eq "ctl/status of a too-long command" "error: Argument list too long" "$(cat "$C/status")"
t_errno "a 100 KiB command still runs" "ok" write "$C/exec" "$(printf ': %0102400d\necho big-ok' 0)"
t_eq "the 100 KiB command's output" "big-ok" "$(cat "$C/out")"
t_errno "a command with a NUL byte fails with EINVAL" "close:EINVAL" writeesc "$C/exec" 'echo a\x00b'
t_errno "a blank command on a read-write descriptor fails the read with EINVAL" "read:EINVAL" rdwr "$C/exec" $' \n'
echo 'echo fine' > "$C/exec"
t_eq "after failures commands work again" "fine" "$(cat "$C/out")"
t_errno "an empty spawn fails with EINVAL" "close:EINVAL" write "$D/processes/spawn" ""

# --- read-only and write-only files ------------------------------------------------------
for f in out err status info; do
  t_errno "ctl/$f refuses writing (EACCES)" "open:EACCES" write "$C/$f" "x"
done
t_errno "truncate of ctl/out is refused" "open:EACCES" create "$C/out"
t_check "echo > ctl/status fails in the shell" bash -c "! { echo x > '$C/status'; } 2>/dev/null"
mkdir "$D/sessions/s1"
t_errno "sessions/s1/cwd refuses writing" "open:EACCES" write "$D/sessions/s1/cwd" "/tmp"
t_errno "sessions/s1/out refuses writing" "open:EACCES" write "$D/sessions/s1/out" "x"
t_errno "a bad line written to sessions/s1/env fails with EINVAL" "write:EINVAL" write "$D/sessions/s1/env" $'1BAD=x\n'
t_errno "a line without = written to env fails with EINVAL" "write:EINVAL" write "$D/sessions/s1/env" $'NOEQUALS\n'
t_errno "ctl/snapshot cannot be opened read-write" "open:EINVAL" rdwr "$C/snapshot" ""
# O_RDONLY|O_TRUNC asks for write access (Linux checks it so): every
# read-only control file, of every kind, refuses it as truncate(2) does
echo 'sleep 60' >"$D/processes/spawn"
mkdir "$D/terminals/t1"
mkdir "$D/contexts/py"
ro_trunc=$(python3 - "$D" <<'PY'
import errno, os, stat, sys
top, bad, n = sys.argv[1], [], 0
for dirpath, dirs, files in os.walk(top):
    if dirpath == top:
        dirs.remove("workspace")
    for f in files:
        p = os.path.join(dirpath, f)
        if os.stat(p).st_mode & 0o222:
            continue
        n += 1
        try:
            os.close(os.open(p, os.O_RDONLY | os.O_TRUNC | os.O_NONBLOCK))
            bad.append(p[len(top) + 1:] + ":opened")
        except OSError as e:
            if e.errno != errno.EACCES:
                bad.append(p[len(top) + 1:] + ":" + errno.errorcode[e.errno])
print(n, " ".join(bad) or "none")
PY
)
echo "# read-only control files tried: ${ro_trunc%% *}"
t_eq "O_RDONLY|O_TRUNC on each read-only control file: EACCES" "none" "${ro_trunc#* }"
t_check "... more than 15 of them tried" test "${ro_trunc%% *}" -gt 15
t_eq "... and their content is intact" "fine" "$(cat "$C/out")"
rmdir "$D/terminals/t1"

# --- invalid names, per directory -------------------------------------------------------
t_errno "lookup of an unknown ctl/ name: ENOENT" "stat:ENOENT" stat "$C/nope"
t_errno "creating a file in ctl/: EACCES" "open:EACCES" create "$C/newfile"
t_errno "mkdir in ctl/: EACCES" "mkdir:EACCES" mkdir "$C/dir"
t_errno "unlink of ctl/exec: EACCES" "unlink:EACCES" unlink "$C/exec"
t_errno "rmdir of ctl/: EACCES" "rmdir:EACCES" rmdir "$C"
t_errno "mkdir sessions/a..b: EINVAL" "mkdir:EINVAL" mkdir "$D/sessions/a..b"
t_errno "mkdir sessions/'with space': EINVAL" "mkdir:EINVAL" mkdir "$D/sessions/with space"
t_errno "mkdir sessions/ with a 129-char name: EINVAL" "mkdir:EINVAL" mkdir "$D/sessions/$(printf 'a%.0s' $(seq 129))"
t_errno "mkdir of an existing session: EEXIST" "mkdir:EEXIST" mkdir "$D/sessions/s1"
t_errno "lookup of an unknown session: ENOENT" "stat:ENOENT" stat "$D/sessions/ghost"
t_errno "exec of an unknown session: ENOENT" "open:ENOENT" write "$D/sessions/ghost/exec" "true"
t_errno "creating a file in sessions/: EACCES" "open:EACCES" create "$D/sessions/file"
t_errno "creating a file in a session: EACCES" "open:EACCES" create "$D/sessions/s1/file"
t_errno "rmdir of an unknown session: ENOENT" "rmdir:ENOENT" rmdir "$D/sessions/ghost"
t_errno "lookup of processes/abc: ENOENT" "stat:ENOENT" stat "$D/processes/abc"
t_errno "lookup of an unknown pid: ENOENT" "stat:ENOENT" stat "$D/processes/4000000"
t_errno "mkdir in processes/: EACCES" "mkdir:EACCES" mkdir "$D/processes/123"
t_errno "creating a file in processes/: EACCES" "open:EACCES" create "$D/processes/file"
t_errno "unlink of processes/spawn: EACCES" "unlink:EACCES" unlink "$D/processes/spawn"
for p in 80 1023 3000 65536 70000 abc 08080 -1 8080x; do
  t_errno "touch ports/$p: EINVAL" "open:EINVAL" create "$D/ports/$p"
done
t_errno "lookup of a port that is not exposed: ENOENT" "stat:ENOENT" stat "$D/ports/8080"
t_errno "rm of a port that is not exposed: ENOENT" "unlink:ENOENT" unlink "$D/ports/8080"
t_errno "mkdir in ports/: EACCES" "mkdir:EACCES" mkdir "$D/ports/9000"

# --- a dead server ---------------------------------------------------------------------
t_stop_sbxd
t_check "with the server gone, close() of ctl/exec fails" bash -c "! /bin/echo true > '$C/exec' 2>/dev/null"
t_check "and ctl/err says that the command could not start" grep -q "cannot start the command" "$C/err"

t_umount
t_done
