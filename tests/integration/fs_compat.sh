#!/usr/bin/env bash
# fs_compat.sh — the workspace suite of fs_tools.sh against `sbxd
# --bridge-compat` (behaves like Cloudflare's bridge: no extensions, so
# libsbx falls back to exec for every POSIX operation and to plain file
# routes; no sandbox listing, so MOUNT shows only the ids this mount knows).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd --bridge-compat
t_mount -o cache_timeout=30
ID=compat
# The root on a server without listings (DESIGN.md): an id exists once this
# mount knows it, so the quick start's `mkdir MOUNT/<id> && ...` works.
t_eq "lookup of an unknown valid id: ENOENT (no listing on this server)" "ENOENT" \
  "$(fs_errno "os.stat('$MNT/$ID')")"
t_eq "... and ls MOUNT does not show it" "" "$(ls "$MNT" | grep -x $ID)"
t_eq "EACCES: a file in the root (not EISDIR: 'file' is a valid id)" "EACCES" \
  "$(fs_errno "open('$MNT/file', 'w')")"
t_eq "... and no sandbox 'file' appeared" "ENOENT" "$(fs_errno "os.stat('$MNT/file')")"
t_eq "mkdir MOUNT/<id> && echo > ctl/exec && cat ctl/out (the quick start)" "Linux" \
  "$(mkdir "$MNT/$ID" && echo 'uname -s' >"$MNT/$ID/ctl/exec" && cat "$MNT/$ID/ctl/out")"
t_check "... with its workspace" test -d "$MNT/$ID/workspace"
t_check "ls MOUNT lists the attached id" sh -c "ls '$MNT' | grep -qx $ID"
t_check "mkdir -p of a known id succeeds" mkdir -p "$MNT/$ID"
t_eq "mkdir of a known id: EEXIST" "EEXIST" "$(fs_errno "os.mkdir('$MNT/$ID')")"
fs_workspace_suite "$ID"
W=$MNT/$ID/workspace
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
echo "# git status (second, unchanged tree), bridge-compat: $((n1 - n0)) requests $(fs_stats_diff "$T_TMP/s0" "$T_TMP/s1")"
# git takes and drops .git/index.lock (O_EXCL): that must reach the sandbox
# (nothing is deferred), so another git there sees the lock; the exec
# fallback does not return .git's new attributes, so they are asked for
# again after each change (sbxd's /fs answers carry them: 2 requests in
# fs_tools.sh).
t_check "a second git status sends only index.lock's create and unlink, and lstats (<= 6)" \
  test "$((n1 - n0))" -le 6
t_umount
t_mount -o cache_timeout=30
t_check "a remembered id is listed by a new mount" sh -c "ls '$MNT' | grep -qx $ID"
# The exec path reads what a file held when the read began, and only a
# regular file: a sandbox swapping a file the mount still takes for one
# (cached) for a link to /dev/zero once streamed zeros into the host's
# spool without end. (sbx_run goes by the API, not through the mount.)
W=$MNT/$ID/workspace
sbx_run "$ID" 'echo hello > /workspace/swapped' >/dev/null
t_eq "a 6-byte file made in the sandbox, its attributes cached by the mount" "regular file 6" "$(stat -c '%F %s' "$W/swapped")"
sbx_run "$ID" 'ln -sfn /dev/zero /workspace/swapped' >/dev/null
t_eq "... swapped by the sandbox for a link to /dev/zero: reading it fails with EINVAL at once" EINVAL \
  "$(timeout 60 python3 -c 'import errno,sys
try: open(sys.argv[1], "rb").read(10); print("read")
except OSError as e: print(errno.errorcode[e.errno])' "$W/swapped")"
t_done
