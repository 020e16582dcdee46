#!/usr/bin/env bash
# fs_sparse.sh — a sparse write is not an 8 GiB upload, and an upload cut
# short leaves nothing behind:
#  - a 1-byte write at offset 8 GiB through the mount completes at once,
#    sends about nothing (sbxfs's own byte counters, .sbxfs/stats) and
#    uses about no disk, in the sandbox (du) and on the host (its image),
#    against sbxd (extents extension) and sbxd --bridge-compat (parts);
#  - killing sbxd (SIGKILL) in the middle of an upload leaves no temp file
#    in the workspace, and the restarted sbxd removes the one it left in
#    the sandbox's private uploads/ directory.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

wchar() { awk '/^wchar:/ {print $2}' "/proc/$SBXFS_PID/io"; }
sbx_sh() { # ID 'command line' -> its stdout, through the mount
  echo "$2" >"$MNT/$1/ctl/exec" && cat "$MNT/$1/ctl/out"
}

# sparse_write LABEL: the 8 GiB + 1 file through the current mount
sparse_write() {
  local label=$1 id=sparse w0 w1 t0 t1 ms sent kb
  mkdir -p "$MNT/$id"
  w0=$(wchar); t0=$(date +%s%N)
  python3 -c "
import os
fd = os.open('$MNT/$id/workspace/huge.bin', os.O_CREAT | os.O_WRONLY, 0o644)
os.pwrite(fd, b'x', 8 << 30)
os.close(fd)"
  t1=$(date +%s%N); w1=$(wchar)
  ms=$(( (t1 - t0) / 1000000 )); sent=$(( (w1 - w0) / 1024 ))
  t_check "$label: a 1-byte write at 8 GiB closes quickly (${ms} ms)" test "$ms" -lt 10000
  t_check "$label: ... having sent about nothing (${sent} KiB)" test "$sent" -lt 1024
  t_eq "$label: the file has its size" "8589934593" "$(stat -c %s "$MNT/$id/workspace/huge.bin")"
  kb=$(sbx_sh $id 'du -k /workspace/huge.bin | cut -f1')
  t_check "$label: it uses about no disk in the sandbox (${kb} KiB)" test "${kb:-999999}" -lt 1024
  t_eq "$label: the byte is at its place, zeros before it" "x 0" \
    "$(sbx_sh $id 'tail -c 1 /workspace/huge.bin; echo -n " "; head -c 4096 /workspace/huge.bin | tr -d "\0" | wc -c')"
  grep -E 'extents_put|write_part|write_assemble' "$MNT/.sbxfs/stats" | sed "s/^/# $label: /"
}

# ---- against sbxd ----
t_start_sbxd
t_mount
sparse_write sbxd
t_check "sbxd: one sparse upload request, no parts" \
  bash -c "grep -q '^extents_put:write_sparse 1 ' '$MNT/.sbxfs/stats' && ! grep -q write_part '$MNT/.sbxfs/stats'"
kb=$(sbx_sh sparse "stat -c '%b %B' /workspace/huge.bin" | awk '{print int($1 * $2 / 1024)}')
t_eq "du through the mount agrees with the sandbox" "$kb" "$(du -k "$MNT/sparse/workspace/huge.bin" | cut -f1)"
if [ -e "$SBXD_STATE/disks/sparse.img" ]; then
  t_check "the host holds only a few MiB for it ($(du -k "$SBXD_STATE/disks/sparse.img" | cut -f1) KiB)" \
    test "$(du -k "$SBXD_STATE/disks/sparse.img" | cut -f1)" -lt $((16 * 1024))
else
  t_check "the host holds about nothing for it" test "$(du -k "$SBXD_STATE/sandboxes/sparse/workspace/huge.bin" | cut -f1)" -lt 1024
fi
# a sparse file that does not fit in the apparent size of the sandbox's
# disk still fits in its real space
t_check "cp --sparse=always of a 20 GiB sparse file into the mount works" bash -c "
  truncate -s 20G '$T_TMP/big.sparse' && echo end >>'$T_TMP/big.sparse' &&
  cp --sparse=always '$T_TMP/big.sparse' '$MNT/sparse/workspace/big.sparse'"
rm -f "$T_TMP/big.sparse"
# a fresh mount: the data of the file just written is not cached locally
t_umount
t_mount
t0=$(date +%s%N)
t_eq "... and reads back at the end" "end" "$(tail -c 4 "$MNT/sparse/workspace/big.sparse")"
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
t_check "reading it downloads its data, not its 20 GiB of holes (${ms} ms)" test "$ms" -lt 10000
t_check "... as one sparse read" grep -q '^extents_get:read_sparse [1-9]' "$MNT/.sbxfs/stats"
t_umount

# ---- a PUT over the empty file a create made (every new file through the
# mount): sbxd writes it in place, like any upload over an existing file ----
hc POST /v1/sandbox/repl/fs -H 'Content-Type: application/json' \
  -d '{"op":"create","path":"/workspace/new.txt","mode":384,"owner":[4321,8765]}'
t_eq "create: an empty file" "200" "$H_STATUS"
ino0=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["stat"]["ino"])' "$T_TMP/body")
printf '0 5\nhello' >"$T_TMP/ext5"
hc PUT "/v1/sandbox/repl/extents/workspace/new.txt?size=5" \
  -H 'Content-Type: application/x-sbx-extents' --data-binary @"$T_TMP/ext5"
t_eq "a PUT over it succeeds" "200" "$H_STATUS"
t_check "... answering the new file: 5 bytes, the create's mode 0600, its owner record" \
  jpy 'd["stat"]["size"] == 5 and d["stat"]["mode"] & 0o7777 == 0o600 and d["stat"]["owner"] == [4321, 8765]'
ino1=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["stat"]["ino"])' "$T_TMP/body")
sh_x repl 'cat /workspace/new.txt; echo; stat -c "%a %i %h" /workspace/new.txt; ls -A /workspace'
t_eq "... which the sandbox sees under that name, and nothing else" \
  "hello
600 $ino1 1
new.txt" "$X_OUT"
t_check "... written in place: the empty one's inode ($ino0 -> $ino1)" test "$ino0" = "$ino1"
t_check "... and says so (replaced: $ino0)" jpy "d['replaced'] == $ino0"
t_eq "... leaving no temp file in the sandbox's uploads/" "" \
  "$(ls -A "$SBXD_STATE/sandboxes/repl/uploads")"
hc PUT "/v1/sandbox/repl/extents/workspace/new.txt?size=5&mode=640" \
  -H 'Content-Type: application/x-sbx-extents' --data-binary @"$T_TMP/ext5"
t_check "a second PUT (over data: in place) with mode=640" \
  jpy 'd["stat"]["size"] == 5 and d["stat"]["mode"] & 0o7777 == 0o640 and d["stat"]["owner"] == [4321, 8765]'
t_check "... replaced: the file itself ($ino1)" jpy "d['replaced'] == $ino1 and d['stat']['ino'] == $ino1"
hc PUT "/v1/sandbox/repl/extents/workspace/fresh.txt?size=5" \
  -H 'Content-Type: application/x-sbx-extents' --data-binary @"$T_TMP/ext5"
t_check "a PUT to a free name: replaced 0" jpy 'd["replaced"] == 0 and d["stat"]["size"] == 5'
hc POST /v1/sandbox/repl/fs -H 'Content-Type: application/json' -d '{"op":"unlink","path":"/workspace/fresh.txt"}'
# an empty file with a second name is written in place: both names show it
hc POST /v1/sandbox/repl/fs -H 'Content-Type: application/json' \
  -d '{"op":"create","path":"/workspace/two.txt","mode":420}'
hc POST /v1/sandbox/repl/fs -H 'Content-Type: application/json' \
  -d '{"op":"link","path":"/workspace/two.txt","to":"/workspace/other.txt"}'
hc PUT "/v1/sandbox/repl/extents/workspace/two.txt?size=5" \
  -H 'Content-Type: application/x-sbx-extents' --data-binary @"$T_TMP/ext5"
sh_x repl 'cat /workspace/other.txt; echo; stat -c %h /workspace/two.txt; ls -A /workspace | wc -l'
t_check "... in place: replaced is the file itself" \
  jpy 'd["replaced"] == d["stat"]["ino"] and d["stat"]["nlink"] == 2'
t_eq "an empty file with two names: the data shows under both, still linked" \
  "hello
2
3" "$X_OUT"
t_eq "... and no temp file is left" "" "$(ls -A "$SBXD_STATE/sandboxes/repl/uploads")"

# ---- an upload over a file with data writes it in place: what the new data
# leaves out (its holes) reads as zeros whatever the order of the extents,
# the old data's blocks are freed, and the file is cut to the new size ----
sh_x repl 'cd /workspace && head -c 3145728 /dev/zero | tr "\0" Q > holes.bin && stat -c %i holes.bin'
ino=$X_OUT
{ printf '2097152 4\nLAST'; printf '1048576 3\nMID'; } >"$T_TMP/exth"
hc PUT "/v1/sandbox/repl/extents/workspace/holes.bin?size=2621440" \
  -H 'Content-Type: application/x-sbx-extents' --data-binary @"$T_TMP/exth"
t_eq "a sparse PUT over 3 MiB of data (extents out of order)" 200 "$H_STATUS"
sh_x repl 'cd /workspace && stat -c "%i %s" holes.bin; python3 -c "
d = open(\"holes.bin\", \"rb\").read()
print(d.count(b\"Q\"), d[1048576:1048579].decode(), d[2097152:2097156].decode(), len(d) - d.count(0))
"; [ "$(du -k holes.bin | cut -f1)" -lt 1024 ] && echo freed'
t_eq "... same inode, new size; no old byte left, the data at its offsets, zeros elsewhere; blocks freed" \
  "$ino 2621440
0 MID LAST 7
freed" "$X_OUT"
# where the sandbox user may not write the file (0444) but may replace it,
# the upload replaces it as before
sh_x repl 'cd /workspace && echo old > ro.txt && chmod 444 ro.txt'
hc PUT /v1/sandbox/repl/file/workspace/ro.txt --data-binary new
sh_x repl 'cd /workspace && stat -c %a ro.txt; cat ro.txt; rm -f ro.txt holes.bin'
t_eq "a PUT over a 0444 file replaces it, keeping its mode" "200 444
new" "$H_STATUS $X_OUT"
t_eq "... and no temp file is left" "" "$(ls -A "$SBXD_STATE/sandboxes/repl/uploads")"

# ---- sbxd killed in the middle of uploads ----
head -c $((24 << 20)) /dev/urandom >"$T_TMP/24m"
U=$SBXD_STATE/sandboxes/cut/uploads
hc PUT /v1/sandbox/cut/file/workspace/keep.txt --data-binary 'kept'
curl -sS -o /dev/null --limit-rate 2M -X PUT -H "Authorization: Bearer $SANDBOX_API_KEY" \
  --data-binary @"$T_TMP/24m" "$SBX_URL/v1/sandbox/cut/file/workspace/big.bin" 2>/dev/null &
c1=$!
{ printf '0 %d\n' $((24 << 20)); cat "$T_TMP/24m"; } >"$T_TMP/ext"
curl -sS -o /dev/null --limit-rate 2M -X PUT -H "Authorization: Bearer $SANDBOX_API_KEY" \
  --data-binary @"$T_TMP/ext" "$SBX_URL/v1/sandbox/cut/extents/workspace/big2.bin?size=$((24 << 20))" 2>/dev/null &
c2=$!
two_temps() { [ "$(ls -A "$U" 2>/dev/null | wc -l)" -ge 2 ]; }
t_check "both uploads write temp files in the sandbox's private uploads/" t_wait_for 20 two_temps
kill -KILL "$SBXD_PID"
t_wait_pid "$SBXD_PID" 20
t_wait_pid "$c1" 20; t_wait_pid "$c2" 20
t_eq "the workspace holds no upload debris" "keep.txt" "$(ls -A "$SBXD_STATE/sandboxes/cut/workspace")"
t_check "the temp files are outside it" two_temps
SBXD_PID=
t_start_sbxd
hc GET /v1/sandbox/cut/file/workspace/keep.txt
t_eq "after a restart the sandbox works" "200 kept" "$H_STATUS $H_BODY"
t_eq "... and the stale temp files are gone" "" "$(ls -A "$U")"
sh_x cut 'ls -A /workspace'
t_eq "the sandbox sees no debris either" "keep.txt" "$X_OUT"
rm -f "$T_TMP/24m" "$T_TMP/ext"
t_stop_sbxd

# ---- against sbxd --bridge-compat (no extensions: parts at offsets) ----
SBXD_STATE=$T_TMP/state-compat
t_start_sbxd --bridge-compat
t_mount
sparse_write compat
t_check "compat: one failed probe of the extension, then one part and one assembly" \
  bash -c "grep -q '^file_put:write_part 1 0 ' '$MNT/.sbxfs/stats' && grep -q '^exec:write_assemble 1 0 ' '$MNT/.sbxfs/stats' && grep -q '^extents_put:write_sparse 1 1 ' '$MNT/.sbxfs/stats'"
t_eq "compat: no part files left" "huge.bin" "$(sbx_sh sparse 'ls -A /workspace')"
t_check "compat: ctl/info has no limit lines (no info extension)" \
  bash -c "grep -q '^running: ' '$MNT/sparse/ctl/info' && ! grep -qE '^(host_uid|pids|memory|disk):' '$MNT/sparse/ctl/info'"
t_umount
t_stop_sbxd
t_done
