#!/usr/bin/env bash
# `make demo` / `make down` (scripts/demo) on a private state dir, mountpoint
# and port: up mounts and creates the demo sandbox, a second up reuses the
# running sbxd and mount, a command runs through ctl/exec, down unmounts and
# stops sbxd by its pid file.
. "$(dirname "$0")/../lib.sh"

export SBX_STATE=$T_TMP/state SBX_MNT=$T_TMP/mnt SBX_RUN=$T_TMP/run SBX_PORT=0 SBX_NO_BUILD=1
unset SBX_URL SANDBOX_API_KEY
T_MOUNTS+=("$SBX_MNT")
DEMO=$SBX_SRC/scripts/demo

# Let the EXIT trap stop whatever the demo started, by pid.
track() {
  local f
  for f in "$SBX_RUN/sbxd.pid" "$SBX_RUN/sbxfs.pid"; do
    [ -s "$f" ] && T_PIDS+=("$(cat "$f")")
  done
  return 0
}

"$DEMO" up >"$T_TMP/up1.log" 2>&1; rc=$?
track
t_eq "demo up exits 0" 0 "$rc"
[ "$rc" -eq 0 ] || sed 's/^/#   /' "$T_TMP/up1.log" "$SBX_RUN"/*.log 2>/dev/null
t_check "sbxfs is mounted at SBX_MNT" mountpoint -q "$SBX_MNT"
t_check "sandbox demo has a workspace" test -d "$SBX_MNT/demo/workspace"
t_check "up prints commands to try" grep -q 'ctl/exec' "$T_TMP/up1.log"
t_check "sbxd pid file names a live process" kill -0 "$(cat "$SBX_RUN/sbxd.pid" 2>/dev/null || echo 0)"
t_check "token file is private (0600)" test "$(stat -c %a "$SBX_STATE/token" 2>/dev/null)" = 600

pid1=$(cat "$SBX_RUN/sbxd.pid" 2>/dev/null)
"$DEMO" up >"$T_TMP/up2.log" 2>&1; rc=$?
t_eq "second demo up exits 0" 0 "$rc"
t_eq "second up reuses the running sbxd" "$pid1" "$(cat "$SBX_RUN/sbxd.pid" 2>/dev/null)"
t_check "second up says it reused sbxd" grep -q 'already running' "$T_TMP/up2.log"

echo 'echo demo-ok' >"$SBX_MNT/demo/ctl/exec" 2>/dev/null
t_eq "a command runs through ctl/exec" "demo-ok" "$(timeout 20 cat "$SBX_MNT/demo/ctl/out" 2>/dev/null)"

# Every printed command works when pasted in order (vim aside: it is
# interactive, so it runs as an ex script that saves the file).
sed -n '/^Try:/,/^$/p' "$T_TMP/up1.log" | sed '1d;/^$/d;s/^  //' >"$T_TMP/try.sh"
t_check "up printed seven commands to try" test "$(wc -l <"$T_TMP/try.sh")" -eq 7
i=0
while IFS= read -r line; do
  i=$((i + 1))
  case "$line" in vim\ *) line="vim -es -u NONE -c wq ${line#vim }";; esac
  out=$(cd "$T_TMP" && timeout 60 bash -c "$line" 2>&1 </dev/null); rc=$?
  t_eq "printed command $i works when pasted: ${line:0:60}" 0 "$rc"
  [ "$rc" -eq 0 ] || echo "# output: $out" | head -5
  echo "$out" >"$T_TMP/try$i.out"
done <"$T_TMP/try.sh"
t_check "... the first runs hello.py" grep -q "hello from the sandbox" "$T_TMP/try2.out"
t_check "... the session command shows its cwd" grep -qx "/tmp" "$T_TMP/try4.out"
t_check "... curl shows the sandbox's web server" grep -qi "<!DOCTYPE html" "$T_TMP/try6.out" || sed "s/^/# curl: /" "$T_TMP/try6.out"
# the last, sbxfs-shell, is interactive; pasted with no input it starts and
# ends at once (exit 0, checked above)

"$DEMO" down >"$T_TMP/down.log" 2>&1; rc=$?
t_eq "demo down exits 0" 0 "$rc"
t_check "down unmounted" eval '! mountpoint -q "$SBX_MNT"'
t_check "down stopped sbxd" eval '! kill -0 "$pid1" 2>/dev/null'
t_check "down removed the pid files" eval '[ ! -e "$SBX_RUN/sbxd.pid" ] && [ ! -e "$SBX_RUN/sbxfs.pid" ]'
"$DEMO" down >/dev/null 2>&1
t_eq "down twice is fine" 0 "$?"
t_done
