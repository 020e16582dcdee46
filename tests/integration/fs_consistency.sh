#!/usr/bin/env bash
# fs_consistency.sh — what the cache promises (essay in fs/cache.c):
# changes made inside the sandbox show through the mount after the cache
# timeout (and at once after a command run through the mount); two mounts of
# one sandbox see each other's writes after close (+ timeout); created empty
# files reach the server.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
t_mount -o cache_timeout=1
A=$MNT
ID=consist
mkdir "$A/$ID"
WA=$A/$ID/workspace
echo before >"$WA/f"
ls -la "$WA" >/dev/null  # cache the listing and f

sbx_run "$ID" 'echo after > /workspace/f; echo new > /workspace/n; mkdir /workspace/nd' >/dev/null
t0=$(date +%s%N)
t_check "a change made in the sandbox shows within the timeout" \
  t_wait_for 10 sh -c "[ \"\$(cat '$WA/f')\" = after ]"
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
echo "# visible after ${ms} ms (cache_timeout=1)"
t_check "... and not much later than the timeout (< 5000 ms)" test "$ms" -lt 5000
t_check "a file created in the sandbox appears in ls" sh -c "ls '$WA' | grep -qx n"
t_check "a directory created in the sandbox appears" test -d "$WA/nd"
sbx_run "$ID" 'rm /workspace/n' >/dev/null
t_check "a file removed in the sandbox disappears" t_wait_for 15 test ! -e "$WA/n"
# (ls: the kernel keeps a workspace listing; it must drop it when the
# directory's mtime moved, after the timeout)
t_check "... from ls too" t_wait_for 15 sh -c "! ls '$WA' | grep -qx n"
ls "$WA" >/dev/null; ls "$WA" >/dev/null
sbx_run "$ID" 'echo z > /workspace/later' >/dev/null
t_check "a file created in the sandbox after two listings appears in ls" \
  t_wait_for 15 sh -c "ls '$WA' | grep -qx later"

# second mount of the same sandbox
t_mount -o cache_timeout=1
B=$MNT
WB=$B/$ID/workspace
t_eq "the second mount sees the file" "after" "$(cat "$WB/f")"
echo from-a >"$WA/f"
t_check "B sees A's write after close (+timeout)" \
  t_wait_for 15 sh -c "[ \"\$(cat '$WB/f')\" = from-a ]"
echo from-b >"$WB/g"
t_check "A sees B's new file" t_wait_for 15 sh -c "[ \"\$(cat '$WA/g' 2>/dev/null)\" = from-b ]"
rm "$WB/g"
t_check "A sees B's unlink" t_wait_for 15 test ! -e "$WA/g"
mv "$WA/f" "$WA/f2"
t_check "B sees A's rename" t_wait_for 15 sh -c "test ! -e '$WB/f' && [ \"\$(cat '$WB/f2')\" = from-a ]"

# an empty file created through the mount is on the server when touch
# returns (created there by open: see fs/filecache.c)
touch "$WA/empty"
t_check "touch creates the file on the server (the other mount sees it)" \
  t_wait_for 15 sh -c "ls '$WB' | grep -qx empty"
t_check "the sandbox sees the touched file as soon as touch returns" \
  sh -c "$(declare -f t_curl sbx_run); SBX_URL='$SBX_URL' SANDBOX_API_KEY='$SANDBOX_API_KEY' sbx_run $ID 'test -e /workspace/empty'"

# unmounting right after creating an empty file still creates it
touch "$WB/at-unmount"
t_umount "$B"
t_check "an empty file created just before unmount reaches the server" \
  sh -c "$(declare -f t_curl sbx_run); SBX_URL='$SBX_URL' SANDBOX_API_KEY='$SANDBOX_API_KEY' sbx_run $ID 'test -e /workspace/at-unmount'"

# a command run through the mount invalidates at once
if [ -e "$A/$ID/ctl/exec" ]; then
  cat "$WA/f2" >/dev/null
  echo 'echo via-ctl > /workspace/f2' >"$A/$ID/ctl/exec"
  t_wait_for 20 sh -c "[ \"\$(cat '$A/$ID/ctl/status')\" = 0 ]"
  t_eq "after a command through ctl/exec the change shows at once" "via-ctl" "$(cat "$WA/f2")"
  touch "$WA/marker"
  echo 'test -e /workspace/marker && echo seen' >"$A/$ID/ctl/exec"
  t_wait_for 20 sh -c "[ \"\$(cat '$A/$ID/ctl/status')\" != running ]"
  t_eq "a command sees a file touched through the mount just before" "seen" "$(cat "$A/$ID/ctl/out")"
else
  not_ok "ctl/exec exists (control files, issue 5)"
fi

# The kernel caches entries and attributes for cache_timeout (fs/kernel.h):
# with a long timeout, what the mount did and what a command through the
# mount did must still show at once (sbxfs tells the kernel what went stale).
t_mount -o cache_timeout=30
C=$MNT
WC=$C/$ID/workspace
run_ctl() {
  echo "$1" >"$C/$ID/ctl/exec"
  t_wait_for 20 sh -c "[ \"\$(cat '$C/$ID/ctl/status')\" != running ]"
}
echo one >"$WC/k"
stat "$WC/k" >/dev/null && ls -l "$WC" >/dev/null
run_ctl 'printf 0123456789 > /workspace/k'
t_eq "kernel cache: a file a command grew shows its new size at once" 10 "$(stat -c %s "$WC/k")"
t_eq "kernel cache: ... and reads whole" 0123456789 "$(cat "$WC/k")"
run_ctl 'rm /workspace/k'
t_check "kernel cache: a name a command removed is gone at once" test ! -e "$WC/k"
echo again >"$WC/k" # a plain O_CREAT of a name the kernel knew
t_eq "kernel cache: ... and is created again through the mount" again "$(cat "$WC/k")"
mkdir "$WC/t"
stat "$WC/t" >/dev/null
run_ctl 'rmdir /workspace/t && echo file > /workspace/t'
t_eq "kernel cache: a directory a command replaced by a file is a file at once" \
  "regular file" "$(stat -c %F "$WC/t" 2>&1)"
mkdir "$WC/here"
t_eq "kernel cache: a shell inside the workspace keeps its cwd across a command" \
  "$WC/here seen" "$(cd "$WC/here" && run_ctl 'touch /workspace/here/x' && test -e x &&
    echo "$(pwd) seen")"
chmod 600 "$WC/k"
t_eq "kernel cache: the mount's own chmod shows at once" 600 "$(stat -c %a "$WC/k")"
ln "$WC/k" "$WC/k2"
t_eq "kernel cache: a new hard link shows in the other name's link count" 2 \
  "$(stat -c %h "$WC/k")"
rm "$WC/k2"
t_eq "kernel cache: ... and its removal too" 1 "$(stat -c %h "$WC/k")"
t_umount "$C"
t_done
