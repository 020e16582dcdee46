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
  out=$(posix_py '
f = open(W + "/big6", "wb")
f.write(b"x" * (64 << 20))
r = en(f.close)
print(r, os.stat(W + "/big6").st_size)')
  t_eq "a file larger than the free space: close() says ENOSPC; the file shows what the sandbox has" \
    "ENOSPC $(in_sbx 'stat -c %s /workspace/big6')" "$out"
  echo small >"$W/after6"
  t_eq "the mount works on after the refusal" "small" "$(in_sbx 'cat /workspace/after6')"
  t_check "a refused upload is not retried" sh -c "! grep -q 'will retry' '$T_TMP/sbxfs.log'"
else
  not_ok "a full disk (needs root to mount a small tmpfs)"
fi
t_umount
t_done
