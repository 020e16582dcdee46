#!/usr/bin/env bash
# fs_posix.sh — workspace correctness (issue 11) against sbxd with its /fs
# extension: the suite of fs_posix.inc, then what only sbxd can show.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"
. "$(dirname "$0")/fs_posix.inc"

export XDG_STATE_HOME=$T_TMP/xdg
# sbxd's state on a small file system of its own, to fill it (root only)
SMALL=
if [ "$(id -u)" = 0 ]; then
  SMALL=$T_TMP/small
  mkdir -p "$SMALL"
  mount -t tmpfs -o size=48m,mode=0755 tmpfs "$SMALL" && SBXD_STATE=$SMALL/state || SMALL=
fi
posix_cleanup() {
  mountpoint -q "$MNT" 2>/dev/null && fusermount3 -u "$MNT"
  t_stop_sbxd
  [ -n "$SMALL" ] && umount -l "$SMALL"
  t_cleanup
}
trap posix_cleanup EXIT
# and a small disk per sandbox: where sbxd gives sandboxes disk images, the
# image (not the tmpfs under it) is what fills up
t_start_sbxd --max-disk 32
t_mount -o cache_timeout=30
ID=posix
mkdir "$MNT/$ID"
W=$MNT/$ID/workspace
fs_posix_suite

# An unlink of one name of several: sbxd's answer says what the others show
# now, so a stat of them asks nothing (git links each object it writes to
# its name, unlinks the temporary one and then looks the object up)
printf 'x\n' >"$W/lk1"
ln "$W/lk1" "$W/lk2"
ln "$W/lk1" "$W/lk3"
stat "$W/lk2" "$W/lk3" >/dev/null
rm "$W/lk1"
cp "$MNT/.sbxfs/stats" "$T_TMP/lk0"
out=$(stat -c '%h %a' "$W/lk2" "$W/lk3" | tr '\n' ' ')
t_eq "unlink of one of three names: the others show link count 2, asking nothing" \
  "2 644 2 644 |" "$out|$(fs_stats_diff "$T_TMP/lk0" "$MNT/.sbxfs/stats")"
t_eq "... the sandbox agrees" "2 2" "$(in_sbx 'stat -c %h /workspace/lk2 /workspace/lk3' | tr '\n' ' ' | sed 's/ $//')"

# A file whose name has %, ? or # (the bridge's URL decoding cannot say
# them): on sbxd it travels like any other, in one extents request with
# its name in ?path= (no temporary .sbx-part.* files, no rename that parts
# hard links or loses an owner: the exerciser's bugs B10, B17)
N='p%q?r#s'
cp "$MNT/.sbxfs/stats" "$T_TMP/ps0"
# (python: one descriptor; a shell's `>` dup2s and closes one more, and
# every close sends what was written so far)
python3 -c 'import sys; open(sys.argv[1], "w").write("one")' "$W/$N"
ln "$W/$N" "$W/$N.l"; chown 4321:4322 "$W/$N"
python3 -c 'import sys; open(sys.argv[1], "w").write("two!")' "$W/$N"
cp "$MNT/.sbxfs/stats" "$T_TMP/ps1"
t_eq "a name with %, ?, #: written twice, each in one extents request, no parts" "2 0 0" \
  "$(($(awk -v r=extents_put:write '$1 == r { print $2 }' "$T_TMP/ps1") - $(awk -v r=extents_put:write '$1 == r { print $2 }' "$T_TMP/ps0"))) $(grep -c '^file_put:write_part\|^exec:write_assemble' "$T_TMP/ps1") $(ls -a "$W" | grep -c '^\.sbx-part')"
t_eq "... the sandbox has the data, one inode for both names, and the owner stays" \
  "two! two! 2 4321:4322" \
  "$(in_sbx "cd /workspace && cat 'p%q?r#s' && echo -n ' ' && cat 'p%q?r#s.l' && echo -n ' ' && stat -c %h 'p%q?r#s'") $(stat -c %u:%g "$W/$N")"
echo 3 >/proc/sys/vm/drop_caches 2>/dev/null
t_eq "... and reads back through the mount" "two!" "$(cat "$W/$N.l")"

# 9. A create with O_TRUNC (a shell's `>`, open(..., "w")) travels with the
# data, in the one upload of its close; any request before that creates it
# first, so nothing the mount sends or asks can miss it.
route() { awk -v r="$1" '$1 == r { print $2 + 0; f = 1 } END { if (!f) print 0 }' "$MNT/.sbxfs/stats"; }
mkdir "$W/c9"
c0=$(route fs:create) u0=$(route extents_put:write) t0=$(fs_stats_total)
for i in 1 2 3 4 5 6 7 8 9 10; do echo "file $i" >"$W/c9/f$i"; done
: >"$W/c9/empty"
t_eq "ten \`echo > f\` and a \`: > f\`: eleven uploads, no create request, nothing else" \
  "0 11 11" "$(($(route fs:create) - c0)) $(($(route extents_put:write) - u0)) $(($(fs_stats_total) - t0))"
t_eq "... the sandbox has them, with their data, as the mount shows them" \
  "$(cd "$W/c9" && stat -c '%n %s %a' f3 f10 empty | tr '\n' ' ')" \
  "$(in_sbx 'cd /workspace/c9 && stat -c "%n %s %a" f3 f10 empty' | tr '\n' ' ')"
t_eq "... and f10 reads back" "file 10" "$(cat "$W/c9/f10")"
# held open while the sandbox is asked directly (not through the mount)
hold_open() { # FLAGS NAME: opens W/c9/NAME, says so, waits for the word
  rm -f "$T_TMP/held" "$T_TMP/go"
  python3 - "$W/c9/$2" "$T_TMP" "$1" <<'PY' &
import os, sys, time
fl = os.O_WRONLY | os.O_CREAT | (os.O_EXCL if sys.argv[3] == "excl" else os.O_TRUNC)
fd = os.open(sys.argv[1], fl, 0o600)
open(sys.argv[2] + "/held", "w").close()
end = time.time() + 60
while not os.path.exists(sys.argv[2] + "/go") and time.time() < end:
    time.sleep(0.02)
os.close(fd)
PY
  HOLDER=$!
  T_PIDS+=("$HOLDER")
  t_wait_for 20 test -e "$T_TMP/held"
}
c0=$(route fs:create)
hold_open excl lock
t_eq "O_EXCL (a lock file) is created at once: one create request, and the sandbox has it while it is open" \
  "1 there" "$(($(route fs:create) - c0)) $(in_sbx 'test -e /workspace/c9/lock && echo there || echo absent')"
touch "$T_TMP/go"; wait "$HOLDER"
hold_open trunc later
t_eq "O_TRUNC: the sandbox has it from its close (or the mount's next request) on" \
  "absent" "$(in_sbx 'test -e /workspace/c9/later && echo there || echo absent')"
touch "$T_TMP/go"; wait "$HOLDER"
t_eq "... and its close sends it before it returns (nothing written)" \
  "there" "$(in_sbx 'test -e /workspace/c9/later && echo there || echo absent')"
# while the new file is open and nothing was sent: a command through the
# mount, an rmdir of its directory, a listing, a rename, an unlink
out=$(posix_py '
import subprocess
def ctl(cmd):
    open(sys.argv[2] + "/ctl/exec", "w").write(cmd)
    return open(sys.argv[2] + "/ctl/out").read().strip()
f = open(W + "/c9/open", "w"); f.write("data"); f.flush()
st = os.fstat(f.fileno())
print(ctl("stat -c %s /workspace/c9/open"))
print(en(os.rmdir, W + "/c9"))
f.close()
print(ctl("cat /workspace/c9/open"), os.stat(W + "/c9/open").st_ino == st.st_ino)
g = open(W + "/c9/moved", "w"); g.write("moved")
os.rename(W + "/c9/moved", W + "/c9/moved2"); g.close()
h = open(W + "/c9/gone", "w"); h.write("gone")
os.unlink(W + "/c9/gone"); h.close()
os.mkdir(W + "/c9/d"); k = open(W + "/c9/d/f", "w"); k.write("in d")
os.rename(W + "/c9/d", W + "/c9/d2"); k.close()
m = open(W + "/c9/mode", "w"); os.fchmod(m.fileno(), 0o640); m.write("m"); m.close()
print(ctl("cd /workspace/c9 && cat moved2 && echo; ls; cat d2/f; echo; stat -c %a mode"))
' "$MNT/$ID" | tr '\n' ' ')
t_eq "a new file still open: a command sees it, rmdir says ENOTEMPTY, its inode stays; rename, unlink, a directory's rename and fchmod reach the sandbox as they were done" \
  "0 ENOTEMPTY data True moved d2 empty f1 f10 f2 f3 f4 f5 f6 f7 f8 f9 later lock mode moved2 open in d 640 " "$out"

# 8. a killed process leaves processes/ at once, not after the cache timeout
P=$MNT/$ID/processes
echo 'sleep 600' >"$P/spawn"
pid=$(cat "$P/spawn")
t_check "the spawned process is listed" t_wait_for 10 sh -c "ls '$P' | grep -qx '$pid'"
echo kill >"$P/$pid/ctl"
t_check "right after kill it is gone from processes/" sh -c "! ls '$P' | grep -qx '$pid'"
t_errno_py() { posix_py "print(en(os.stat, sys.argv[2]))" "$1"; }
t_eq "... and its status file too" "ENOENT" "$(t_errno_py "$P/$pid/status")"
echo 'trap "" TERM; exec sleep 600' >"$P/spawn"
pid=$(cat "$P/spawn")
t_check "a process ignoring TERM is listed" t_wait_for 10 sh -c "ls '$P' | grep -qx '$pid'"
t0=$(date +%s%N)
echo term >"$P/$pid/ctl"
t_check "term to a process that ignores it returns at once and the process stays" \
  sh -c "[ \$(( (\$(date +%s%N) - $t0) / 1000000 )) -lt 1500 ] && ls '$P' | grep -qx '$pid'"
echo kill >"$P/$pid/ctl"
t_check "kill ends it" sh -c "! ls '$P' | grep -qx '$pid'"
# 6. a full disk: ENOSPC from close, not retried, nothing left that the
# sandbox does not have
if [ -n "$SMALL" ]; then
  # (a new file: its create travels with the data; refused, the data is
  # dropped and the file is made empty, as open(2) promised it: a local
  # disk keeps the file a write could not fill)
  out=$(posix_py '
f = open(W + "/big6", "wb")
f.write(b"x" * (64 << 20))
r = en(f.close)
print(r, os.stat(W + "/big6").st_size)')
  t_eq "a file larger than the free space: close() says ENOSPC; the file stays, empty" "ENOSPC 0" "$out"
  t_eq "... in the sandbox too" "0" "$(in_sbx 'stat -c %s /workspace/big6')"
  # the same with a second descriptor still open (as a release not yet
  # come after a close that returned): the refused data is gone at once,
  # by name and through that descriptor, and after its close
  out=$(posix_py '
p = W + "/big6b"
f = open(p, "wb")
g = os.dup(f.fileno())
f.write(b"x" * (64 << 20))
r = en(f.close)
print(r, os.stat(p).st_size, os.fstat(g).st_size)
os.close(g)')
  t_eq "... with a descriptor still open: empty by name and through it" "ENOSPC 0 0" "$out"
  t_eq "... in the sandbox too" "0" "$(in_sbx 'stat -c %s /workspace/big6b')"
  t_eq "... and after its close" "0" "$(stat -c %s "$W/big6b")"
  echo small >"$W/after6"
  t_eq "the mount works on after the refusal" "small" "$(in_sbx 'cat /workspace/after6')"
  t_check "a refused upload is not retried" sh -c "! grep -q 'will retry' '$T_TMP/sbxfs.log'"
else
  not_ok "a full disk (needs root to mount a small tmpfs)"
fi
t_umount
t_done
