#!/usr/bin/env bash
# sessions/: mkdir/rmdir, and cd/export persistence carried by sbxfs itself —
# against sbxd as is and against `sbxd --bridge-compat`, whose session execs
# run in fresh subshells like Cloudflare's deployment (issue 5).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/ctl_common.bash"

session_checks() { # $1: label
  local L=$1 D=$MNT/sessbox S
  mkdir -p "$D" || t_bail "mkdir sandbox"
  t_check "$L: mkdir sessions/build" mkdir "$D/sessions/build"
  t_eq "$L: ls sessions lists it" "build" "$(ls "$D/sessions")"
  t_eq "$L: a session directory holds its files" "cwd env err exec out status" "$(ls "$D/sessions/build" | tr '\n' ' ' | sed 's/ $//')"
  S=$D/sessions/build

  t_eq "$L: a session starts in /workspace" "/workspace" "$(ctl_run "$S" pwd)"
  t_eq "$L: cwd file before any cd" "/workspace" "$(cat "$S/cwd")"
  ctl_run "$S" 'mkdir -p sub/dir && cd sub/dir && export GREETING="hello world" MULTI="line1
line2"' >/dev/null
  t_eq "$L: cd persists to the next command" "/workspace/sub/dir" "$(ctl_run "$S" pwd)"
  t_eq "$L: export persists to the next command" "hello world" "$(ctl_run "$S" 'echo "$GREETING"')"
  t_eq "$L: a value with a newline survives" "line1
line2" "$(ctl_run "$S" 'printf "%s\n" "$MULTI"')"
  t_eq "$L: sessions/build/cwd shows the directory" "/workspace/sub/dir" "$(cat "$S/cwd")"
  t_check "$L: sessions/build/env shows the exported variable" grep -qx "GREETING=hello world" "$S/env"

  printf 'cd /tmp\nexport AFTER_EXIT=yes\nexit 4\n' > "$S/exec"
  cat "$S/out" >/dev/null
  t_eq "$L: exit code of a command that calls exit" "4" "$(cat "$S/status")"
  t_eq "$L: state is saved even when the command calls exit" "/tmp:yes" "$(ctl_run "$S" 'echo "$PWD:$AFTER_EXIT"')"
  # a command that sets its own EXIT trap (replacing sbxfs's) still has
  # its cd and export kept, its status, and its trap run
  printf 'mkdir -p /workspace/td && cd /workspace/td\nexport WITH_TRAP=kept\ntrap "echo trap-ran" EXIT\nfalse\n' > "$S/exec"
  t_eq "$L: a command with its own EXIT trap: the trap runs" "trap-ran" "$(cat "$S/out")"
  t_eq "$L: ... its status is its own" "1" "$(cat "$S/status")"
  t_eq "$L: ... and its cd and export are kept" "/workspace/td:kept" "$(ctl_run "$S" 'echo "$PWD:$WITH_TRAP"')"
  ctl_run "$S" 'unset WITH_TRAP; cd /workspace/sub/dir && cd /tmp' >/dev/null # (as the checks below expect)
  ctl_run "$S" 'unset GREETING; cd /workspace' >/dev/null
  t_eq "$L: unset persists too" "unset" "$(ctl_run "$S" 'echo "${GREETING-unset}"')"
  t_eq "$L: cd - goes to the previous directory" "/tmp" "$(ctl_run "$S" 'cd - >/dev/null; pwd')"

  printf 'FROM_ENV_FILE=42\nWITH_QUOTES=it'"'"'s "quoted"\n' > "$S/env"
  t_eq "$L: KEY=VALUE lines written to env set variables" "42|it's \"quoted\"" \
    "$(ctl_run "$S" 'echo "$FROM_ENV_FILE|$WITH_QUOTES"')"
  t_check "$L: the env file shows them" grep -qx "FROM_ENV_FILE=42" "$S/env"

  t_check "$L: mkdir a second session" mkdir "$D/sessions/other"
  t_eq "$L: sessions are independent" "/workspace:" "$(ctl_run "$D/sessions/other" 'echo "$PWD:${FROM_ENV_FILE-}"')"
  t_eq "$L: ctl/exec does not see session state" "/workspace:" "$(ctl_run "$D/ctl" 'echo "$PWD:${FROM_ENV_FILE-}"')"
  t_eq "$L: ls sessions lists both" "build other" "$(ls "$D/sessions" | tr '\n' ' ' | sed 's/ $//')"

  t_check "$L: rmdir deletes a session" rmdir "$D/sessions/other"
  t_eq "$L: ls no longer lists it" "build" "$(ls "$D/sessions")"
  t_errno "$L: its files are gone" "open:ENOENT" write "$D/sessions/other/exec" "true"
  t_check "$L: mkdir of the same name starts afresh" mkdir "$D/sessions/other"
  t_eq "$L: ... in /workspace again" "/workspace" "$(ctl_run "$D/sessions/other" pwd)"
  # a descriptor of exec opened before the rmdir runs nothing after it
  out=$(python3 - "$D/sessions/other" <<'PY'
import errno, os, sys
S = sys.argv[1]
fd = os.open(S + "/exec", os.O_WRONLY | os.O_TRUNC)
os.rmdir(S)
os.write(fd, b"touch /workspace/ran-after-rmdir\n")
try:
    os.close(fd)
    print("ok")
except OSError as e:
    print(errno.errorcode[e.errno])
PY
)
  t_eq "$L: exec of a session removed while open: close says ENOENT, nothing runs, no session comes back" \
    "ENOENT absent build" "$out $(test -e "$D/workspace/ran-after-rmdir" && echo ran || echo absent) $(ls "$D/sessions" | tr '\n' ' ' | sed 's/ $//')"
  # a command killed by a signal: its status says so, and nothing it did
  # not write appears (the shell above the wrapper reports the death,
  # quoting the wrapper, on stderr)
  mkdir "$D/sessions/sig"
  ctl_run "$D/sessions/sig" 'echo before; kill -SEGV $$' >/dev/null
  t_eq "$L: a session command killed by a signal: out, err, status" "before||139" \
    "$(cat "$D/sessions/sig/out")|$(cat "$D/sessions/sig/err")|$(cat "$D/sessions/sig/status")"
  t_eq "$L: ... and the session runs the next command" "next" "$(ctl_run "$D/sessions/sig" 'echo next')"
  rmdir "$D/sessions/sig"
  rmdir "$D/sessions/build"
  t_eq "$L: all sessions removed" "" "$(ls "$D/sessions")"
}

t_start_sbxd
t_mount
session_checks "sbxd"

# A session outlives the mount: a new mount finds it with its state.
mkdir "$MNT/sessbox/sessions/keep"
ctl_run "$MNT/sessbox/sessions/keep" 'cd /tmp && export KEPT=yes' >/dev/null
t_umount
t_mount
t_eq "after a remount, ls sessions shows the session again" "keep" "$(ls "$MNT/sessbox/sessions")"
t_eq "... with its cwd and variables" "/tmp:yes" "$(ctl_run "$MNT/sessbox/sessions/keep" 'echo "$PWD:$KEPT"')"
t_curl POST /v1/sandbox/sessbox/session -H 'Content-Type: application/json' -d '{"id":"fromapi"}' >/dev/null
t_check "mkdir adopts a session that exists on the server" mkdir "$MNT/sessbox/sessions/fromapi"
t_eq "... and it works" "/workspace" "$(ctl_run "$MNT/sessbox/sessions/fromapi" pwd)"
rmdir "$MNT/sessbox/sessions/keep" "$MNT/sessbox/sessions/fromapi"
t_umount
# A sandbox that plants thousands of session states has at most 1024 of
# them adopted by a new mount (each a sorted insert under the lock every
# sandbox's control files take)
t_mount
mkdir "$MNT/planter"
echo 'mkdir -p /tmp/.sbxfs/sessions && cd /tmp/.sbxfs/sessions && for i in $(seq 3000); do mkdir s$i; done; echo planted' >"$MNT/planter/ctl/exec"
t_eq "a sandbox plants 3000 session states" planted "$(cat "$MNT/planter/ctl/out")"
t_umount
t_mount
t_eq "a new mount adopts 1024 of them" 1024 "$(ls "$MNT/planter/sessions" | wc -l)"
t_umount
t_stop_sbxd

SBXD_STATE=$T_TMP/state-compat
t_start_sbxd --bridge-compat
t_mount
session_checks "bridge-compat"
t_umount
t_done
