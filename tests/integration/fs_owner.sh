#!/usr/bin/env bash
# fs_owner.sh — ownership through the mount (issue 11, "POSIX the sandbox
# can give"): chown/chgrp persist and show, files show the host user who
# made them, and with -o allow_other,default_permissions the kernel then
# enforces sticky directories, owner-only chmod and chown, setuid clearing
# and plain access as on a local disk. Two host users act through setpriv
# (as root: CI runs as root). Against sbxd (owners kept with the files) and
# sbxd --bridge-compat (the exec fallback: real chown, which a sandbox that
# does not run as root refuses).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
if [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null; then
  not_ok "ownership tests need root and setpriv (util-linux)"
  t_done
fi
A=1234 B=1235
PY=/usr/bin/python3 # not a shim in root's home: the other users run it
as() { local u=$1; shift; setpriv --reuid="$u" --regid="$u" --clear-groups -- "$@"; }
# as_errno UID 'python statement': the errno name (or OK) as that user
as_errno() {
  as "$1" "$PY" -c "
import os, errno
try:
    $2
    print('OK')
except OSError as e:
    print(errno.errorcode.get(e.errno, e.errno))"
}

t_start_sbxd
t_mount -o cache_timeout=30,allow_other,default_permissions
ID=owner
mkdir "$MNT/$ID"
W=$MNT/$ID/workspace

t_eq "a fresh workspace shows the mounting user" "0 0" "$(stat -c '%u %g' "$W")"
echo x >"$W/f"
t_check "chown as root" chown "$A:$B" "$W/f"
t_eq "... shows at once" "$A $B" "$(stat -c '%u %g' "$W/f")"
echo more >>"$W/f"
mv "$W/f" "$W/f2"
t_eq "... and stays through a write (the file replaced) and a rename" "$A $B" "$(stat -c '%u %g' "$W/f2")"
t_check "chgrp" chgrp 0 "$W/f2"
t_eq "... changes the group only" "$A 0" "$(stat -c '%u %g' "$W/f2")"
ln "$W/f2" "$W/f3"
t_eq "a hard link shares the owner" "$A 0" "$(stat -c '%u %g' "$W/f3")"
ln -s f2 "$W/l"
chown -h "$B:$B" "$W/l"
t_eq "chown -h of a symlink: the link itself" "$B $B $A" "$(stat -c '%u %g' "$W/l") $(stat -L -c %u "$W/l")"
# A chmod of a file whose written data is not sent yet travels with that
# data; a chown in between must not bring back the old mode (it did: the
# chown's answer replaced the mode kept for the upload).
t_eq "a chmod, then a chown, of a file with unsent data: the mode stays" "0o600 $A $B" \
  "$("$PY" -c "
import os
p = '$W/cm'
fd = os.open(p, os.O_RDWR | os.O_CREAT, 0o1644)
os.write(fd, b'data')
os.chmod(p, 0o600)
os.chown(p, $A, $B)
st = os.stat(p)
print(oct(st.st_mode & 0o7777), st.st_uid, st.st_gid)
os.close(fd)")"
t_eq "... and reaches the sandbox with the data at close" "600 data" \
  "$(sbx_run "$ID" 'echo "$(stat -c %a /workspace/cm) $(cat /workspace/cm)"')"

mkdir "$W/pub"; chmod 1777 "$W/pub"
t_eq "a file made by a host user shows that user" "$A $A" \
  "$(as $A sh -c "echo a >'$W/pub/a' && stat -c '%u %g' '$W/pub/a'")"
as $A mkdir "$W/pub/ad"
t_eq "... a directory too" "$A" "$(stat -c %u "$W/pub/ad")"
t_eq "sticky directory: another user cannot remove it" "EPERM" "$(as_errno $B "os.unlink('$W/pub/a')")"
t_eq "... nor rename it" "EPERM" "$(as_errno $B "os.rename('$W/pub/a', '$W/pub/b')")"
t_eq "owner-only chmod" "EPERM" "$(as_errno $B "os.chmod('$W/pub/a', 0o777)")"
t_eq "only root gives a file away" "EPERM" "$(as_errno $A "os.chown('$W/pub/a', $B, -1)")"
as $A chmod 600 "$W/pub/a"
t_eq "another user cannot read a 600 file" "EACCES" "$(as_errno $B "open('$W/pub/a').read()")"
t_eq "... its owner can" "a" "$(as $A cat "$W/pub/a")"
as $A sh -c "printf '#!/bin/sh\n' >'$W/pub/s' && chmod 4755 '$W/pub/s'"
t_eq "a setuid file" "4755" "$(stat -c %a "$W/pub/s")"
as $A sh -c "echo '# x' >>'$W/pub/s'"
t_eq "a write by its (non-root) owner clears setuid" "755" "$(stat -c %a "$W/pub/s")"
t_eq "the owner removes it" "OK" "$(as_errno $A "os.unlink('$W/pub/a')")"

t_umount
# a sandbox can make a setuid-root file: the mount never honours it
t_mount -o cache_timeout=30,allow_other,default_permissions,suid,dev
W=$MNT/$ID/workspace
t_check "the mount is nosuid,nodev even when asked otherwise" \
  sh -c "findmnt -no OPTIONS '$MNT' | tr , '\n' | grep -qx nosuid && findmnt -no OPTIONS '$MNT' | tr , '\n' | grep -qx nodev"
t_eq "owners persist across a remount" "$A 0 $A" \
  "$(stat -c '%u %g' "$W/f2") $(stat -c %u "$W/pub/ad")"
t_eq "commands in the sandbox are unaffected (one sandbox user)" "x" \
  "$(sbx_run "$ID" 'head -1 /workspace/f2')"
t_umount
t_stop_sbxd

# the exec fallback: real ownership in the sandbox, whose user is not root
SBXD_STATE=$T_TMP/state-compat
t_start_sbxd --bridge-compat
t_mount -o cache_timeout=30,allow_other,default_permissions
ID=ownercompat
mkdir "$MNT/$ID"
W=$MNT/$ID/workspace
echo x >"$W/f"
t_eq "bridge: files show the mounting user" "0 0" "$(stat -c '%u %g' "$W/f")"
t_eq "bridge: chown to the mounting user works (nothing to change)" "OK" \
  "$(fs_errno "os.chown('$W/f', 0, 0)")"
# (a sandbox user namespace that maps one uid answers EINVAL, else EPERM)
out=$(fs_errno "os.chown('$W/f', $A, -1)")
t_check "bridge: giving a file away needs a sandbox that runs as root ($out)" \
  sh -c "[ '$out' = EPERM ] || [ '$out' = EINVAL ]"
t_eq "... and nothing changed" "0 0" "$(stat -c '%u %g' "$W/f")"
t_umount
t_done
