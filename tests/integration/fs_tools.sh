#!/usr/bin/env bash
# fs_tools.sh — real tools on a real sbxfs mount against a real sbxd: the
# shared workspace suite (fs_common.inc), then what a user action costs in
# requests (.sbxfs/stats): git status twice, a vim save. The C program is
# built on the host through the mount (host make + cc on workspace files).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
t_mount -o cache_timeout=60
ID=tools
mkdir "$MNT/$ID"
t_check "mkdir MOUNT/<id> attaches" test -d "$MNT/$ID/workspace"
t_check "ls MOUNT lists it" sh -c "ls '$MNT' | grep -qx $ID"
t_eq ".sbxfs/server" "$SBX_URL" "$(cat "$MNT/.sbxfs/server")"
t_check ".sbxfs/version" grep -q '^sbxfs ' "$MNT/.sbxfs/version"

fs_workspace_suite "$ID"

W=$MNT/$ID/workspace
ino1=$(stat -c %i "$W/v.txt" "$W/repo")
if [ -w /proc/sys/vm/drop_caches ]; then
  echo 2 >/proc/sys/vm/drop_caches # the kernel forgets its inodes and dentries
fi
t_eq "inode numbers survive the kernel forgetting them" "$ino1" "$(stat -c %i "$W/v.txt" "$W/repo")"

# --- request counts ---
# git's racy-timestamp rule: while files and the index share the current
# second, every status rewrites the index (on any file system). Leave it.
t_wait_for 5 sh -c "[ \$(date +%s) -gt \$(stat -c %Y '$W/repo/.git/index') ]"
# A command run through ctl/ drops every cached fact about the sandbox, so
# the first status learns them all afresh and none expires (cache_timeout)
# between the two statuses, however long the suite above took.
echo true >"$MNT/$ID/ctl/exec" && cat "$MNT/$ID/ctl/out" >/dev/null
t_wait_for 20 sh -c "[ \"\$(cat '$MNT/$ID/ctl/status')\" = 0 ]"
(cd "$W/repo" && git status >/dev/null)
n0=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s0"
(cd "$W/repo" && git status >/dev/null)
n1=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s1"
echo "# git status (second, unchanged tree): $((n1 - n0)) requests $(fs_stats_diff "$T_TMP/s0" "$T_TMP/s1")"
# git takes and drops .git/index.lock (O_EXCL): that must reach the sandbox
# (nothing is deferred), so another git there sees the lock; nothing else.
t_eq "a second git status sends only index.lock's create and unlink" "2" "$((n1 - n0))"

printf 'a\nb\nc\n' >"$W/cost.txt"
ls "$W" >/dev/null
n0=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s0"
vim -es -N -i NONE -u DEFAULTS -c '%s/b/B/' -c 'wq' "$W/cost.txt" </dev/null
n1=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s1"
echo "# vim save (defaults): $((n1 - n0)) requests: $(fs_stats_diff "$T_TMP/s0" "$T_TMP/s1")"
t_check "a vim save costs a handful of requests (<= 16)" test $((n1 - n0)) -le 16
n0=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s0"
vim -es -N -i NONE -u DEFAULTS -c 'set swapfile directory=.' -c '%s/B/b/' -c 'wq' "$W/cost.txt" </dev/null
n1=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s1"
echo "# vim save with a swap file: $((n1 - n0)) requests: $(fs_stats_diff "$T_TMP/s0" "$T_TMP/s1")"
t_check "a vim save with swap file stays small (<= 20)" test $((n1 - n0)) -le 20

# tar sets each file's mode and times through its descriptor before close
# (fchmod, futimens): they travel in the file's one upload request
mkdir -p "$T_TMP/tarsrc/d"
for i in $(seq 1 20); do echo "file $i" >"$T_TMP/tarsrc/d/f$i"; chmod 0$((i % 2 + 6))$((i % 3 + 4))4 "$T_TMP/tarsrc/d/f$i"; done
touch -d '2001-02-03 04:05:06' "$T_TMP/tarsrc/d"/f*
(cd "$T_TMP/tarsrc" && tar cf "$T_TMP/t.tar" d)
mkdir "$W/tarx"; ls "$W/tarx" >/dev/null
n0=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s0"
(cd "$W/tarx" && tar xf "$T_TMP/t.tar")
n1=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s1"
echo "# tar x of 20 files in a directory: $((n1 - n0)) requests: $(fs_stats_diff "$T_TMP/s0" "$T_TMP/s1")"
t_check "tar x: a create and one upload per file, the directory's mkdir, chmod, utimens (<= 43)" \
  test $((n1 - n0)) -le 43
delta() { echo $(($(awk -v r="$1" '$1 == r { print $2 }' "$T_TMP/s1") + 0 - $(awk -v r="$1" '$1 == r { print $2 }' "$T_TMP/s0") - 0)); }
t_eq "... no chmod, utimens or lstat per file (only the directory's)" "1 1 0 20 20" \
  "$(delta fs:chmod) $(delta fs:utimens) $(delta fs:lstat) $(delta fs:create) $(delta extents_put:write)"
t_eq "... the sandbox has every file's mode, mtime and data" \
  "$(cd "$T_TMP/tarsrc" && stat -c '%n %a %Y %s' d/f* | sort)" \
  "$(sbx_run "$ID" 'cd /workspace/tarx && stat -c "%n %a %Y %s" d/f* | sort')"

n0=$(fs_stats_total)
cat "$W/cost.txt" >/dev/null; cat "$W/cost.txt" >/dev/null
n1=$(fs_stats_total)
t_eq "re-reading an unchanged file costs nothing" "0" "$((n1 - n0))"

t_umount
t_check "unmount ends the daemon" sh -c "! kill -0 $SBXFS_PID 2>/dev/null"
t_done
