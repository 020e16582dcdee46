#!/usr/bin/env bash
# fs_posix_compat.sh — the suite of fs_posix.inc against `sbxd
# --bridge-compat`: every operation through libsbx's exec fallback.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"
. "$(dirname "$0")/fs_posix.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd --bridge-compat
t_mount -o cache_timeout=30
ID=posixcompat
W=$MNT/$ID/workspace
mkdir "$MNT/$ID"
t_check "the sandbox attaches" test -d "$W"
fs_posix_suite
t_umount
t_done
