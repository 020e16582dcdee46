#!/usr/bin/env bash
# `make install` (scripts/install) into a private prefix: the files land where
# documented, the installed sbxd (via its sbin symlink) finds sbxd-init, the
# mount(8) helper mounts as `mount -t fuse.sbxfs URL DIR -o OPTS` would call
# it (fstab-only options included), `make uninstall` removes everything; and
# every option that `sbxfs --help` / `sbxd --help` lists is documented in the
# man pages and README.
. "$(dirname "$0")/../lib.sh"

P=$T_TMP/prefix
BUILD_DIR=$SBX_BUILD
MOUNT_HELPER_DIR=$P/sbin "$SBX_SRC/scripts/install" "$BUILD_DIR" "" "$P" >"$T_TMP/install.log" 2>&1
t_eq "install exits 0" 0 "$?"
for f in bin/sbxfs bin/sbxfs-shell libexec/sbxd/sbxd libexec/sbxd/sbxd-init sbin/mount.fuse.sbxfs; do
  t_check "installed executable $f" test -x "$P/$f"
done
t_eq "sbin/sbxd is a relative symlink into libexec" "../libexec/sbxd/sbxd" "$(readlink "$P/sbin/sbxd")"
for f in share/man/man1/sbxfs.1 share/man/man1/sbxfs-shell.1 share/man/man8/sbxd.8 lib/systemd/system/sbxd.service \
  share/doc/sbxfs/README.md; do
  t_check "installed $f" test -s "$P/$f"
done
t_check "the unit runs the installed sbxd" grep -q "^ExecStart=$P/sbin/sbxd " \
  "$P/lib/systemd/system/sbxd.service"
for m in share/man/man1/sbxfs.1 share/man/man1/sbxfs-shell.1 share/man/man8/sbxd.8; do
  w=$(groff -t -man -Tutf8 -ww -z "$P/$m" 2>&1 | grep -v 'table wider than line width' |
    grep -v "^warning: file '.*', around line" || true)
  t_eq "$m renders without groff warnings" "" "$w"
done

# The installed sbxd, started through the sbin symlink, finds sbxd-init.
SBX_BUILD=$P/sbin t_start_sbxd
out=$(t_curl POST /v1/sandbox/inst/exec -d '{"argv":["echo","installed-ok"]}' 2>&1)
t_check "installed sbxd runs a command (sbxd-init found via the symlink)" \
  grep -q 'data: aW5zdGFsbGVkLW9rCg==' <<<"$out"

# mount(8) runs: mount.fuse.sbxfs SOURCE DIR -o OPTS
MNT=$T_TMP/helper-mnt
mkdir -p "$MNT"
T_MOUNTS+=("$MNT")
tokf=$T_TMP/token
printf '%s\n' "$SANDBOX_API_KEY" >"$tokf"
chmod 600 "$tokf"
env -u SBX_URL -u SANDBOX_API_KEY PATH=/usr/sbin:/usr/bin:/sbin:/bin \
  "$P/sbin/mount.fuse.sbxfs" "$SBX_URL" "$MNT" -o "rw,noauto,nofail,_netdev,token_file=$tokf" \
  >"$T_TMP/helper.log" 2>&1
rc=$?
t_eq "mount helper exits 0" 0 "$rc"
[ "$rc" -eq 0 ] || sed 's/^/#   /' "$T_TMP/helper.log"
t_check "the helper's mount is a fuse.sbxfs mount" \
  grep -q " $MNT fuse.sbxfs " /proc/self/mounts
mkdir -p "$MNT/inst" 2>/dev/null
echo 'echo helper-ok' >"$MNT/inst/ctl/exec" 2>/dev/null
t_eq "a command runs through the helper's mount" "helper-ok" \
  "$(timeout 20 cat "$MNT/inst/ctl/out" 2>/dev/null)"
fusermount3 -u "$MNT" 2>/dev/null
t_check "the helper's mount unmounts" eval '! mountpoint -q "$MNT"'

"$P/sbin/mount.fuse.sbxfs" ftp://x "$MNT" >/dev/null 2>&1
t_check "the helper rejects a source that is not an http(s) URL" test $? -ne 0

MOUNT_HELPER_DIR=$P/sbin "$SBX_SRC/scripts/install" --uninstall "$BUILD_DIR" "" "$P" >/dev/null 2>&1
t_eq "uninstall exits 0" 0 "$?"
t_eq "uninstall leaves no files" "" "$(find "$P" -type f -o -type l 2>/dev/null)"

# Documentation covers every option the programs list.
# sbxfs's own options: its usage text up to where libfuse's begin.
help=$("$BUILD_DIR/sbxfs" --help 2>&1 | sed '/^Standard FUSE/q')
for o in $(grep -oE -- '^ +-o [a-z_]+' <<<"$help" | awk '{print $2}' | sort -u); do
  t_check "sbxfs option $o is in docs/sbxfs.1" grep -q -- "$o" "$SBX_SRC/docs/sbxfs.1"
  t_check "sbxfs option $o is in README.md" grep -q -- "\`$o" "$SBX_SRC/README.md"
done
help=$("$BUILD_DIR/sbxd" --help 2>&1)
for o in $(grep -oE -- '--[a-z-]+' <<<"$help" | sort -u); do
  case $o in --help | --version) continue ;; esac
  t_check "sbxd option $o is in docs/sbxd.8" grep -q -- "${o//-/\\\\-}" "$SBX_SRC/docs/sbxd.8"
  t_check "sbxd option $o is in README.md" grep -q -- "\`$o" "$SBX_SRC/README.md"
done
t_done
