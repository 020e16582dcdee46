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
t_done
