#!/usr/bin/env bash
# fs_memspool.sh — small files' data spooled in tmpfs (-o mem_spool_mb,
# README "Options"): which files are spooled in memory, what moves to the
# disk spool (a file past 1 MiB, while it is being written and read; a
# sparse one; the memory spool past its budget; a full tmpfs under a write
# and under a download), that nothing is lost or changed on the way, and the
# memory roots sbxfs refuses (not tmpfs, not ours alone). Crash recovery of
# memory-spooled files: fs_recover.sh.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
ID=ms
t_start_sbxd

# the spool files holding data (f*, non-empty) below $1: their sizes
sizes_in() { find "$1" -name 'f*' -type f -size +0 -printf '%s\n' 2>/dev/null | sort -n | tr '\n' ' '; }
bytes_in() { find "$1" -name 'f*' -type f -printf '%s\n' 2>/dev/null | awk '{s += $1} END {print s + 0}'; }
log_has() { grep -qF -- "$1" "$T_TMP/sbxfs.log"; }
# mount_with RUNTIME_DIR [sbxfs options]: a mount whose memory root is there
mount_with() {
  local rt=$1 keep=$XDG_RUNTIME_DIR
  shift
  export XDG_RUNTIME_DIR=$rt
  : >"$T_TMP/sbxfs.log"
  t_mount "$@"
  export XDG_RUNTIME_DIR=$keep
  mkdir -p "$MNT/$ID"
  W=$MNT/$ID/workspace
  mapfile -t SP < <(t_spool_dirs)
  DISK=${SP[0]} MEM=${SP[1]:-}
}
# sha256 of pattern file: N chunks of 64 KiB, chunk i all of letter 65 + i % 26
pattern_sha() {
  python3 -c 'import sys; sys.stdout.buffer.write(b"".join(bytes([65 + i % 26]) * 65536 for i in range(int(sys.argv[1]))))' "$1" |
    sha256sum | cut -d' ' -f1
}
sandbox_sha() { sbx_run "$ID" "sha256sum < /workspace/$1" | cut -d' ' -f1; }
# a command through the mount (so that the mount learns what it made)
mnt_run() { echo "$1" >"$MNT/$ID/ctl/exec" && cat "$MNT/$ID/ctl/out" >/dev/null; }

mount_with "$XDG_RUNTIME_DIR"
t_check "the memory spool is a private directory in tmpfs below \$XDG_RUNTIME_DIR" \
  test "${MEM%/spool.*}" = "$XDG_RUNTIME_DIR/sbxfs" -a "$(stat -f -c %T "$MEM")" = tmpfs \
  -a "$(stat -c %a "$MEM")" = 700

# small files, new and existing: spooled in memory only
printf 'small\n' >"$W/new"
head -c 40000 /dev/urandom >"$T_TMP/r40k"
cp "$T_TMP/r40k" "$W/copied"
mnt_run 'head -c 3000 /dev/zero > /workspace/made'
cat "$W/made" >/dev/null
t_eq "three small files (one made in the sandbox): their data in memory" "6 3000 40000 " "$(sizes_in "$MEM")"
t_eq "... none on disk" "" "$(sizes_in "$DISK")"
t_check "... and what the sandbox has" test "$(sandbox_sha copied)" = "$(sha256sum <"$T_TMP/r40k" | cut -d' ' -f1)"

# a new file grows to 3 MiB in 64 KiB writes, read back whole through a
# second descriptor after every write: it moves to disk past 1 MiB, open
out=$(python3 - "$W/grown" <<'PY'
import sys
w = open(sys.argv[1], "wb", buffering=0)
r = open(sys.argv[1], "rb", buffering=0)
want = b""
for i in range(48):
    chunk = bytes([65 + i % 26]) * 65536
    w.write(chunk)
    want += chunk
    r.seek(0)
    got = r.read()
    if got != want:
        print("after write %d: read %d bytes, not the %d written" % (i, len(got), len(want)))
        sys.exit(0)
w.close(); r.close()
print("same")
PY
)
t_eq "a file written to 3 MiB reads back what was written after every write" "same" "$out"
t_check "... its data moved to the disk spool" sh -c "echo '$(sizes_in "$DISK")' | grep -qw 3145728"
t_check "... none of it is left in memory" test "$(bytes_in "$MEM")" -lt $((1 << 20))
t_eq "... and the sandbox has every byte" "$(pattern_sha 48)" "$(sandbox_sha grown)"

# a sparse file: one byte at 8 GiB goes to disk at once, its hole a hole
python3 -c 'import os, sys; fd = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT, 0o644); os.pwrite(fd, b"Z", 8 << 30); os.close(fd)' "$W/sparse"
sp=$(find "$DISK" -name 'f*' -type f -size +8G -printf '%s %b\n')
t_eq "a byte at 8 GiB: spooled on disk" "$(((8 << 30) + 1))" "${sp% *}"
t_check "... as a sparse file (${sp#* } blocks)" test "${sp#* }" -lt 2048
t_eq "... and it reads back" "Z" "$(tail -c 1 "$W/sparse")"
t_eq "... in the sandbox too" "$(((8 << 30) + 1)) Z" "$(sbx_run "$ID" 'echo $(stat -c %s /workspace/sparse) $(tail -c 1 /workspace/sparse)')"

# an existing file past 1 MiB is downloaded to disk
mnt_run 'head -c 2000000 /dev/zero | tr "\0" x > /workspace/big'
t_eq "a 2 MB file made in the sandbox reads whole" "2000000" "$(wc -c <"$W/big")"
t_check "... from the disk spool" sh -c "echo '$(sizes_in "$DISK")' | grep -qw 2000000"

# an rm of cached small files gives their memory back (the spares thread
# unlinks their spool files, off the rm's requests), and only theirs
mem_files() { find "$MEM" -name 'f*' ! -name '*.unsent' -type f 2>/dev/null | wc -l; }
before=$(mem_files)
mkdir "$W/many" && for i in $(seq 300); do echo "f$i" >"$W/many/f$i"; done
t_eq "300 small files: 300 files more in memory" "$((before + 300))" "$(mem_files)"
rm -rf "$W/many"
mem_back() { [ "$(mem_files)" -eq "$before" ]; }
t_check "... after their rm, their memory files are gone" t_wait_for 20 mem_back
t_eq "... the others are intact" "small $(sha256sum <"$T_TMP/r40k" | cut -d' ' -f1)" \
  "$(cat "$W/new") $(sha256sum <"$W/copied" | cut -d' ' -f1)"
for i in $(seq 200); do echo "g$i" >"$W/g$i"; done
rm -f "$W"/g*
t_umount
t_check "a clean unmount removes the memory spool (also right after an rm of 200 files)" test ! -e "$MEM"

# -o mem_spool_mb=1: 8 files of 300 KiB; the memory spool never holds more
# than 1 MiB after a close, the rest is on disk, every file intact
mount_with "$XDG_RUNTIME_DIR" -o mem_spool_mb=1
over=
for i in 1 2 3 4 5 6 7 8; do
  python3 -c 'import sys; open(sys.argv[1], "wb").write(bytes([64 + int(sys.argv[2])]) * 307200)' "$W/b$i" "$i"
  b=$(bytes_in "$MEM")
  [ "$b" -le $((1 << 20)) ] || over="$over $i:$b"
done
t_eq "-o mem_spool_mb=1: 8 files of 300 KiB, never more than 1 MiB in memory" "" "$over"
t_check "... the rest on disk" test "$(bytes_in "$DISK")" -ge $((4 * 307200))
bad=
for i in 1 2 3 4 5 6 7 8; do
  want=$(python3 -c 'import sys; sys.stdout.buffer.write(bytes([64 + int(sys.argv[1])]) * 307200)' "$i" | sha256sum | cut -d' ' -f1)
  [ "$(sandbox_sha "b$i")" = "$want" ] && [ "$(sha256sum <"$W/b$i" | cut -d' ' -f1)" = "$want" ] || bad="$bad b$i"
done
t_eq "... each of them whole, in the mount and in the sandbox" "" "$bad"
t_umount

mount_with "$XDG_RUNTIME_DIR" -o mem_spool_mb=0
t_eq "-o mem_spool_mb=0: no memory spool" "1" "${#SP[@]}"
printf 'x\n' >"$W/zero"
t_eq "... a small file is spooled on disk" "2 " "$(sizes_in "$DISK")"
t_umount
t_check "-o mem_spool_mb=-1 is refused" sh -c "! '$SBX_BUILD/sbxfs' -f -o mem_spool_mb=-1 '$T_TMP' 2>'$T_TMP/bad.err'"
t_check "... saying why" grep -q "bad mem_spool_mb '-1'" "$T_TMP/bad.err"

# a stop signal right after the unmount (a service manager's) does not cut
# the exit short: nothing is left on disk or in memory
mount_with "$XDG_RUNTIME_DIR"
mkdir "$W/many"
for ((i = 0; i < 1500; i++)); do echo "$i" >"$W/many/f$i"; done
D=${DISK%/files}
fusermount3 -u "$MNT"
kill -TERM "$SBXFS_PID"
t_wait_pid "$SBXFS_PID" 30
t_eq "a TERM right after the unmount: the exit ends well" "0" "$T_WAIT_RC"
t_check "... and removes the spool" test ! -e "$D"
t_check "... and the memory spool" test ! -e "$MEM"

# memory roots sbxfs must not use: on disk; a link to a directory
# elsewhere; a directory another user owns; one others may enter
mkdir -p "$T_TMP/disk"
mount_with "$T_TMP/disk"
t_check "a memory root on disk is not used" test -z "$MEM" -a ! -e "$T_TMP/disk/sbxfs/spool.*"
t_check "... and the log says why" log_has "no memory spool (its directory is not in tmpfs)"
printf 'ok\n' >"$W/ondisk"
t_eq "... files are spooled on disk" "ok" "$(cat "$W/ondisk")"
t_umount
EVIL=$(mktemp -d "$XDG_RUNTIME_DIR/evil.XXXXXX")
mkdir "$EVIL/rt" "$EVIL/victim"
ln -s "$EVIL/victim" "$EVIL/rt/sbxfs"
mount_with "$EVIL/rt"
t_check "a memory root that is a symbolic link is not followed" test -z "$MEM"
t_check "... the log says why" log_has "no memory spool (its directory is not ours alone)"
printf 'ok\n' >"$W/linked"
t_eq "... nothing is written where it points" "" "$(ls -A "$EVIL/victim")"
t_umount
rm "$EVIL/rt/sbxfs"
mkdir -m 755 "$EVIL/rt/sbxfs"
mount_with "$EVIL/rt"
t_check "a memory root others may enter is not used" test -z "$MEM" -a -z "$(ls -A "$EVIL/rt/sbxfs")"
t_umount
if [ "$(id -u)" = 0 ]; then
  rmdir "$EVIL/rt/sbxfs"
  mkdir -m 700 "$EVIL/rt/sbxfs"
  chown 65534:65534 "$EVIL/rt/sbxfs"
  mount_with "$EVIL/rt"
  t_check "a memory root another user owns is not used" test -z "$MEM" -a -z "$(ls -A "$EVIL/rt/sbxfs")"
  t_umount

  # a full tmpfs: a write and a download that fail there move to disk
  mkdir "$T_TMP/small"
  mount -t tmpfs -o size=2m,mode=700 sbx-it-small "$T_TMP/small" || t_bail "mount tmpfs"
  mount_with "$T_TMP/small"
  mnt_run 'head -c 300000 /dev/zero | tr "\0" y > /workspace/dl'
  free=$(($(stat -f -c '%a * %S' "$T_TMP/small")))
  head -c $((free - 100 * 1024)) /dev/zero >"$T_TMP/small/filler" 2>/dev/null
  python3 -c 'import sys; open(sys.argv[1], "wb").write(b"".join(bytes([65 + i % 26]) * 65536 for i in range(6)))' "$W/full"
  t_eq "a 384 KiB write into a full memory spool succeeds, every byte" "$(pattern_sha 6)" "$(sha256sum <"$W/full" | cut -d' ' -f1)"
  t_eq "... in the sandbox too" "$(pattern_sha 6)" "$(sandbox_sha full)"
  t_check "... spooled on disk" sh -c "echo '$(sizes_in "$DISK")' | grep -qw 393216"
  head -c 200000 /dev/zero >>"$T_TMP/small/filler" 2>/dev/null
  t_eq "a 300 KB download into a full memory spool reads whole" "300000 y" \
    "$(wc -c <"$W/dl") $(head -c 1 "$W/dl")"
  t_check "... from the disk spool" sh -c "echo '$(sizes_in "$DISK")' | grep -qw 300000"
  t_umount
  rm -f "$T_TMP/small/filler"
  # a download that fails (the spool's file system full: a sandbox file
  # larger than the host has room for) gives the room back at once, not
  # when the idle file is evicted: the host's disk is not left full
  keep_state=$XDG_STATE_HOME
  export XDG_STATE_HOME=$T_TMP/small/state
  mount_with "$T_TMP/small" -o mem_spool_mb=0
  export XDG_STATE_HOME=$keep_state
  mnt_run 'head -c 3000000 /dev/zero | tr "\0" z > /workspace/big'
  t_eq "opening a 3 MB file with 2 MiB for the spool fails with ENOSPC" ENOSPC \
    "$(fs_errno "open('$W/big', 'rb').read(1)")"
  t_check "... and leaves no partial download in the spool ($(bytes_in "$DISK") bytes)" \
    test "$(bytes_in "$DISK")" -eq 0
  t_eq "a small file opens there afterwards" small "$(printf small >"$W/after" && cat "$W/after")"
  t_umount
  umount "$T_TMP/small"
else
  t_skip "a memory root another user owns, and a full tmpfs (need root)"
fi
t_done
