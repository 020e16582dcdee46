#!/usr/bin/env bash
# sbxfs-shell (issue 14): an interactive shell in a sandbox through the
# mount's terminals/, driven through a real pseudo-terminal by
# shell_pty.py: the prompt, the window size and a resize (SIGWINCH) seen by
# stty and tput, vim typed into and the file it saved read through the
# mount, Ctrl-C and Ctrl-Z as bytes to the remote job, `exit 3` -> exit
# status 3, the local terminal restored (also after SIGTERM), a command
# instead of a shell, input from a pipe. Against sbxd (terminal routes),
# sbxd --bridge-compat=v1 (the /pty WebSocket) and --bridge-compat=next.
. "$(dirname "$0")/../lib.sh"

[ -x "$SBX_BUILD/sbxfs-shell" ] || t_bail "build/sbxfs-shell missing: run make"
command -v vim >/dev/null || t_bail "vim is not installed (scripts/install-deps)"

round() { # LABEL [sbxd args]
  local L=$1; shift
  SBXD_STATE=$T_TMP/state-$L
  t_start_sbxd "$@"
  t_mount
  mkdir "$MNT/shellbox" || t_bail "mkdir sandbox"
  t_fold "$L: " python3 "$(dirname "$0")/shell_pty.py" "$SBX_BUILD/sbxfs-shell" "$MNT/shellbox" "$T_TMP"
  t_umount
  t_stop_sbxd
}

round sbxd
if [ "$(t_backend)" = sbxd ]; then
  round v1 --bridge-compat=v1
  round next --bridge-compat=next
fi
t_done
