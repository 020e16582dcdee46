#!/usr/bin/env bash
# fs_recover.sh — unsent data left by an sbxfs that died (SIGKILL) while the
# server was down, so that no upload can have happened: the spool stays
# under the state directory with a manifest per unsent file; the next mount
# of the same server says "found N unsent files from a previous run",
# uploads what is safe (the sandbox file unchanged since, or a new file
# still absent), moves the rest to the recovery folder (.sbxfs/recovered)
# without touching what the sandbox has now, and reaps the dead spool. A
# mount that cannot ask the server (delay_connect) keeps them for later; a
# clean unmount that could not upload keeps its data for the next mount; a
# clean unmount leaves no spool at all. A mode and times set on a file while
# its data was unsent are recovered with it; a sandbox destroyed between the
# crash and the next mount is not re-created: its data goes to the recovery
# folder.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
PORT=${SBX_URL##*:}
ROOT=$XDG_STATE_HOME/sbxfs/spool/http_127.0.0.1_$PORT
REC=$XDG_STATE_HOME/sbxfs/recovered/http_127.0.0.1_$PORT
ID=rec

start_sbxd_again() {
  "$SBX_BUILD/sbxd" --listen "127.0.0.1:$PORT" --state-dir "$SBXD_STATE" >>"$SBXD_LOG" 2>&1 &
  SBXD_PID=$!
  T_PIDS+=("$SBXD_PID")
  t_wait_for 20 curl -sf "$SBX_URL/health" -o /dev/null
}
spools() { find "$ROOT" -mindepth 1 -maxdepth 1 -type d 2>/dev/null | sort; }
# (find -L: a spool's memory spool, its "mem" link, too)
manifests() { find -L "$ROOT" -name '*.unsent' 2>/dev/null | wc -l; }
# memory spools (tmpfs: tests/lib.sh), and the manifests in spool $1's
memspools() { find "$XDG_RUNTIME_DIR/sbxfs" -mindepth 1 -maxdepth 1 -type d 2>/dev/null | sort; }
mem_manifests() { find "$(readlink "$1/mem")" -name '*.unsent' 2>/dev/null | wc -l; }
log_has() { grep -qF -- "$1" "$T_TMP/sbxfs.log"; }

t_mount -o cache_timeout=0,io_timeout=3
mkdir "$MNT/$ID"
W=$MNT/$ID/workspace
printf 'old-a\n' >"$W/a"
printf 'old-b\n' >"$W/b"
t_eq "this mount spools in its own directory below the state dir" \
  "$ROOT/$SBXFS_PID" "$(spools | sed 's/\.[^.]*$//')"

# Files open and written (a, b: existing; c: new), one written and closed
# after sbxd went away (d: new, its close fails); then sbxfs is killed.
# (Everything is opened while sbxd is up: with cache_timeout=0 even a
# create asks the server first.)
rm -f "$T_TMP/ready"
python3 - "$W" "$T_TMP/ready" "$SBXD_PID" "$PORT" <<'PY' &
import os, signal, socket, sys, time
w, ready = sys.argv[1], sys.argv[2]
fa = open(w + "/a", "r+"); fa.write("new-a\n"); fa.flush()
fb = open(w + "/b", "r+"); fb.write("new-b\n"); fb.flush()
fc = open(w + "/c", "w"); fc.write("new-c\n"); fc.flush()
# (past the memory spool's 1 MiB a file: moved to the disk spool)
fg = open(w + "/g", "wb")
for i in range(48): fg.write(bytes([65 + i % 26]) * 65536); fg.flush()
fd = open(w + "/d", "w")
os.kill(int(sys.argv[3]), signal.SIGTERM)
end = time.time() + 20
while time.time() < end:           # until sbxd no longer accepts
    try:
        socket.create_connection(("127.0.0.1", int(sys.argv[4])), 0.2).close()
        time.sleep(0.05)
    except OSError:
        break
fd.write("new-d\n")
try:
    fd.close()
    r = "OK"
except OSError as e:
    r = e.strerror
open(ready, "w").write(r + "\n")
time.sleep(600)
PY
writer=$!
t_check "the writer is done (sbxd is down)" t_wait_for 30 test -s "$T_TMP/ready"
t_wait_pid "$SBXD_PID" 30 || kill -KILL "$SBXD_PID"
t_check "... the close of d failed (nothing can be uploaded)" sh -c "! grep -qx OK '$T_TMP/ready'"
kill -KILL "$SBXFS_PID"
t_wait_pid "$SBXFS_PID" 30
kill -KILL "$writer" 2>/dev/null
t_wait_pid "$writer" 30
fusermount3 -u "$MNT" 2>/dev/null || fusermount3 -uz "$MNT"
DEAD=$(spools)
t_eq "the killed mount left its spool" "1" "$(spools | wc -l)"
t_eq "... with a manifest per unsent file" "5" "$(manifests)"
t_eq "... the small files' in its memory spool (tmpfs outlives sbxfs)" "4" "$(mem_manifests "$DEAD")"
t_eq "... the big one's on disk" "1" "$(find "$DEAD/files" -name '*.unsent' | wc -l)"

# a mount that may not ask the server (delay_connect; sbxd is still down)
: >"$T_TMP/sbxfs.log"
t_mount -o cache_timeout=0,io_timeout=3,delay_connect
t_check "an offline mount reports them" log_has "found 5 unsent files from a previous run"
t_check "... keeps them for the next mount" log_has "not checked (delay_connect)"
t_eq "... and their manifests" "5" "$(manifests)"
t_umount
t_eq "its clean unmount removed its own spool only" "$DEAD" "$(spools)"
t_eq "... and its own memory spool only" "$(readlink "$DEAD/mem")" "$(memspools)"

# sbxd is back; b is changed in the sandbox meanwhile
start_sbxd_again
t_eq "the sandbox still has the old a" "old-a" "$(sbx_run "$ID" 'cat /workspace/a')"
sbx_run "$ID" 'echo changed-b > /workspace/b'
: >"$T_TMP/sbxfs.log"
t_mount -o cache_timeout=0,io_timeout=3
W=$MNT/$ID/workspace
sed 's/^/# sbxfs log: /' "$T_TMP/sbxfs.log"
t_check "the next mount says what it found" log_has "found 5 unsent files from a previous run"
t_eq "a (unchanged in the sandbox since): uploaded" "new-a" "$(sbx_run "$ID" 'cat /workspace/a')"
t_eq "c (new, still absent): uploaded" "new-c" "$(sbx_run "$ID" 'cat /workspace/c')"
t_eq "d (new, closed while the server was down): uploaded" "new-d" "$(cat "$W/d")"
t_eq "g (new, 3 MiB, moved out of memory): uploaded, every byte" \
  "$(python3 -c 'import sys; sys.stdout.buffer.write(b"".join(bytes([65 + i % 26]) * 65536 for i in range(48)))' | sha256sum)" \
  "$(sbx_run "$ID" 'sha256sum < /workspace/g')"
t_eq "b (changed in the sandbox since): the sandbox keeps its version" "changed-b" \
  "$(sbx_run "$ID" 'cat /workspace/b')"
t_check "... and says where ours went" log_has "/$ID/workspace/b: not uploaded (the sandbox file changed since)"
t_check ".sbxfs/recovered links to the recovery folder" test "$(readlink "$MNT/.sbxfs/recovered")" = "$REC"
t_eq "... which holds our b under <time>/<id>/workspace/b" "new-b" \
  "$(cat "$MNT/.sbxfs/recovered"/*/"$ID"/workspace/b)"
t_check "the dead spool was reaped" test ! -e "$DEAD"
t_eq "only this mount's spool is left" "1" "$(spools | wc -l)"
t_eq "... and its memory spool" "1" "$(memspools | wc -l)"
t_umount
t_eq "a clean unmount leaves no spool" "" "$(spools)"
t_eq "... and no memory spool" "" "$(memspools)"

# a clean unmount that cannot upload keeps the data for the next mount
t_mount -o cache_timeout=0,io_timeout=3
W=$MNT/$ID/workspace
python3 - "$W/e" "$SBXD_PID" "$PORT" <<'PY'
import os, signal, socket, sys, time
f = open(sys.argv[1], "w")
os.kill(int(sys.argv[2]), signal.SIGTERM)
end = time.time() + 20
while time.time() < end:           # until sbxd no longer accepts
    try:
        socket.create_connection(("127.0.0.1", int(sys.argv[3])), 0.2).close()
        time.sleep(0.05)
    except OSError:
        break
f.write("new-e\n")
try:
    f.close()
except OSError:
    pass
PY
t_wait_pid "$SBXD_PID" 30
t_umount
t_eq "an unmount with the server down keeps the unsent file" "1" "$(manifests)"
t_check "... and says so" log_has "its data is kept in"
start_sbxd_again
: >"$T_TMP/sbxfs.log"
t_mount -o cache_timeout=0,io_timeout=3
t_check "the next mount finds it" log_has "found 1 unsent file from a previous run"
t_eq "... and uploads it" "new-e" "$(sbx_run "$ID" 'cat /workspace/e')"
t_umount
t_eq "no spool is left" "" "$(spools)"
t_eq "... in memory either" "" "$(memspools)"

# sbxfs killed (SIGKILL, server up) while files hold unsent data, $2's
# python run in a writer that writes $T_TMP/ready when done; the writer
# goes too, the dead mount is unmounted
crash_with() {
  rm -f "$T_TMP/ready"
  python3 - "$1" "$T_TMP/ready" <<<"$2" &
  local writer=$!
  t_check "the writer is done" t_wait_for 30 test -s "$T_TMP/ready"
  kill -KILL "$SBXFS_PID"
  t_wait_pid "$SBXFS_PID" 30
  kill -KILL "$writer" 2>/dev/null
  t_wait_pid "$writer" 30
  fusermount3 -u "$MNT" 2>/dev/null || fusermount3 -uz "$MNT"
}

# A mode and times set while the data was unsent (fchmod/futimens, as tar
# and cp -a do before close, and a chmod by name) returned 0: recovery
# sends them with the data, as the lost close would have. A write after a
# utimens makes the mtime that of the write again.
t_mount -o cache_timeout=0,io_timeout=3
W=$MNT/$ID/workspace
printf 'old-p\n' >"$W/p"
crash_with "$W" '
import os, sys, time
w = sys.argv[1]
fp = open(w + "/p", "r+"); fp.write("secret\n"); fp.flush()
os.fchmod(fp.fileno(), 0o600)                       # made private
os.utime(fp.fileno(), ns=(1000000000123456789, 1000000000123456789))
fs = open(w + "/s", "w"); fs.write("#!/bin/sh\necho hi\n"); fs.flush()
os.fchmod(fs.fileno(), 0o700); os.chmod(w + "/s", 0o755)  # a new script
os.utime(fs.fileno(), (1500000000, 1500000000))
fq = open(w + "/q", "w"); fq.write("q1\n"); fq.flush()
os.utime(fq.fileno(), (1000000000, 1000000000))
fq.write("q2\n"); fq.flush()                       # after the utimens
st = lambda n: os.stat(w + "/" + n)
open(sys.argv[2], "w").write("p %o %d s %o %d q %o\n" % (
    st("p").st_mode & 0o7777, st("p").st_mtime_ns, st("s").st_mode & 0o7777,
    st("s").st_mtime, st("q").st_mode & 0o7777))
time.sleep(600)
'
t_eq "... the mount showed the mode and times at once" \
  "p 600 1000000000123456789 s 755 1500000000 q 644" "$(cat "$T_TMP/ready")"
t_eq "... their manifests record them" "2" \
  "$(find -L "$ROOT" -name '*.unsent' -exec grep -l '^chmod ' {} + | wc -l)"
: >"$T_TMP/sbxfs.log"
start=$(sbx_run "$ID" 'date +%s')
t_mount -o cache_timeout=0,io_timeout=3
t_check "the next mount uploads them" log_has "3 uploaded, 0 moved"
t_eq "p: the data, private, with the mtime set (to the ns)" \
  "secret 600 1000000000.123456789" \
  "$(sbx_run "$ID" 'cd /workspace; echo "$(cat p) $(stat -c "%a %.9Y" p)"')"
t_eq "s (new): the data, executable, with its mtime" "hi 755 1500000000" \
  "$(sbx_run "$ID" 'cd /workspace; echo "$(sh s) $(stat -c "%a %Y" s)"')"
t_eq "q: written after its utimens: the data, and an mtime of now" "q1 q2 644 1" \
  "$(sbx_run "$ID" "cd /workspace; echo \$(cat q) \$(stat -c %a q) \$(( \$(stat -c %Y q) >= $start ))")"
t_umount

# Appends unsent at the crash, through descriptors opened O_WRONLY|O_APPEND
# (nothing of the files was downloaded: the spools' heads are holes):
# recovery appends them to the sandbox file as it is now (the sandbox
# appended a line meanwhile), never the spool whole; for a file removed
# since, the appended bytes alone go to the recovery folder.
t_mount -o cache_timeout=0,io_timeout=3
W=$MNT/$ID/workspace
sbx_run "$ID" 'cd /workspace; head -c 3000000 /dev/urandom > lg; sha256sum < lg > lg.sum; echo keep > rmd' >/dev/null
crash_with "$W" '
import os, sys, time
w = sys.argv[1]
a = os.open(w + "/lg", os.O_WRONLY | os.O_APPEND); os.write(a, b"APPENDED-1\n")
b = os.open(w + "/rmd", os.O_WRONLY | os.O_APPEND); os.write(b, b"LOST-TAIL\n")
open(sys.argv[2], "w").write("ok\n")
time.sleep(600)
'
t_eq "... their manifests say: appended to a file not downloaded" "2" \
  "$(find -L "$ROOT" -name '*.unsent' -exec grep -l '^append [0-9]* 1$' {} + | wc -l)"
sbx_run "$ID" 'cd /workspace; echo SANDBOX-LINE >> lg; rm rmd' >/dev/null
: >"$T_TMP/sbxfs.log"
t_mount -o cache_timeout=0,io_timeout=3
t_check "the next mount appends the unsent bytes" log_has "lg: unsent appended data appended (11 bytes)"
t_eq "lg: its data, the sandbox's line, then the appended one" "ok SANDBOX-LINE APPENDED-1 3000024" \
  "$(sbx_run "$ID" 'cd /workspace; head -c 3000000 lg | sha256sum | diff -q - lg.sum >/dev/null && echo ok; tail -c 24 lg; stat -c %s lg' | tr '\n' ' ' | sed 's/ $//')"
t_eq "rmd (removed since): the recovery folder holds the appended bytes alone" "LOST-TAIL" \
  "$(cat "$REC"/*/"$ID"/workspace/rmd)"
t_umount

# A sandbox destroyed between the crash and the next mount is not started
# again by recovery (sbxd starts one on first use): the unsent data goes to
# the recovery folder, byte for byte, and the log says why.
GONE=gone
unlisted() { ! t_curl GET /v1/sandbox | grep -qF "\"$1\""; }
t_mount -o cache_timeout=0,io_timeout=3
mkdir "$MNT/$GONE"
printf 'old-x\n' >"$MNT/$GONE/workspace/x"
head -c 300000 /dev/urandom >"$T_TMP/gone-y"
crash_with "$MNT/$GONE/workspace" '
import os, sys, time
w = sys.argv[1]
fx = open(w + "/x", "r+"); fx.write("new-x\n"); fx.flush()
fy = open(w + "/y", "wb"); fy.write(open(os.path.dirname(sys.argv[2]) + "/gone-y", "rb").read()); fy.flush()
open(sys.argv[2], "w").write("x\n")
time.sleep(600)
'
t_eq "the sandbox is destroyed after the crash" "204" \
  "$(t_curl DELETE "/v1/sandbox/$GONE" -o /dev/null -w '%{http_code}')"
t_check "... and no longer listed" unlisted "$GONE"
: >"$T_TMP/sbxfs.log"
t_mount -o cache_timeout=0,io_timeout=3
sed 's/^/# sbxfs log: /' "$T_TMP/sbxfs.log"
t_check "recovery did not re-create it (GET /v1/sandbox)" unlisted "$GONE"
t_check "... nor does the mount show it" sh -c "! ls '$MNT' | grep -qx '$GONE'"
t_check "the log says the sandbox was destroyed" \
  log_has "/$GONE/workspace/y: not uploaded (its sandbox was destroyed since"
t_check "... and where the data is" log_has "the unsent version is in $REC/"
t_eq "the recovery folder holds x" "new-x" "$(cat "$REC"/*/"$GONE"/workspace/x)"
t_check "... and y, byte for byte" cmp -s "$T_TMP/gone-y" "$(ls -d "$REC"/*/"$GONE"/workspace/y)"
t_umount
t_eq "no spool is left" "" "$(spools)"

[ "$T_FAILED" -gt 0 ] && sed 's/^/# sbxfs log: /' "$T_TMP/sbxfs.log"
t_done
