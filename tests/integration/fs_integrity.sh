#!/usr/bin/env bash
# fs_integrity.sh — data integrity through a real mount: 500 files (edge
# sizes 0 B .. 2 MiB around the page and 1 MiB boundaries, 40 random ones up to
# 2 MiB, the rest up to 256 KiB) and a 100 MiB file keep their SHA-256 through the
# mount, through a fresh mount (no local caches), and as the sandbox sees
# them; files the sandbox writes read back byte-equal through the mount.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
t_mount -o cache_timeout=2
ID=integrity
mkdir "$MNT/$ID"
W=$MNT/$ID/workspace
SRC=$T_TMP/src
mkdir -p "$SRC"

python3 - "$SRC" <<'PY'
import os, random, sys
random.seed(4242)
d = sys.argv[1]
for i in range(500):
    if i < 25:
        n = random.choice([0, 1, 4095, 4096, 4097])
    elif i < 32:
        n = [65535, 65536, 1048575, 1048576, 1048577, 2097151, 2097152][i - 25]
    elif i < 72:
        n = random.randint(0, 2 * 1024 * 1024)
    else:  # many small-to-middling files: the count matters, not the bytes
        n = random.randint(0, 256 * 1024)
    with open(os.path.join(d, "f%03d.bin" % i), "wb") as f:
        f.write(os.urandom(n))
PY
(cd "$SRC" && sha256sum -- *.bin) >"$T_TMP/want"

start=$(date +%s)
cp -r "$SRC" "$W/many"
t_check "500 files copied into the mount" test $? -eq 0
echo "# 500 files in: $(( $(date +%s) - start )) s"
t_eq "read back through the mount: equal SHA-256" "$(cat "$T_TMP/want")" \
  "$(cd "$W/many" && sha256sum -- *.bin)"
t_eq "8 parallel readers see equal SHA-256" "$(sort -k2 "$T_TMP/want")" \
  "$(cd "$W/many" && ls | xargs -P 8 -n 25 sha256sum -- | sort -k2)"
mkdir "$W/par"
(cd "$SRC" && ls | head -64 | xargs -P 8 -I{} cp {} "$W/par/{}")
t_eq "8 parallel writers: equal SHA-256" "$(cd "$SRC" && ls | head -64 | xargs sha256sum --)" \
  "$(cd "$W/par" && ls | xargs sha256sum --)"
t_eq "the sandbox sees equal SHA-256" "$(cat "$T_TMP/want")" \
  "$(sbx_run "$ID" 'cd /workspace/many && sha256sum -- *.bin')"

dd if=/dev/urandom of="$T_TMP/big" bs=1M count=100 status=none
want=$(sha256sum <"$T_TMP/big" | cut -d' ' -f1)
dd if="$T_TMP/big" of="$W/big" bs=1M status=none
t_check "100 MiB written with dd" test $? -eq 0
t_eq "100 MiB: size through the mount" "104857600" "$(stat -c %s "$W/big")"
t_eq "100 MiB: the sandbox's SHA-256" "$want" "$(sbx_run "$ID" 'sha256sum < /workspace/big' | cut -d' ' -f1)"

# sandbox -> mount
sbx_run "$ID" 'head -c 3000001 /dev/urandom > /workspace/fromsb && printf "\0\1\2\377" > /workspace/tiny' >/dev/null
sbx_sum=$(sbx_run "$ID" 'cat /workspace/fromsb /workspace/tiny | sha256sum' | cut -d' ' -f1)
t_wait_for 10 test -e "$W/fromsb"
t_eq "a file the sandbox wrote reads byte-equal through the mount" "$sbx_sum" \
  "$(cat "$W/fromsb" "$W/tiny" | sha256sum | cut -d' ' -f1)"

# a fresh mount has no local data: everything comes from the server
t_umount
t_mount -o cache_timeout=2
W=$MNT/$ID/workspace
t_eq "a fresh mount reads the 500 files equal" "$(cat "$T_TMP/want")" \
  "$(cd "$W/many" && sha256sum -- *.bin)"
t_eq "a fresh mount reads the 100 MiB file equal" "$want" "$(sha256sum <"$W/big" | cut -d' ' -f1)"
# overwrite in the middle of the big file, through the mount
printf 'PATCH' | dd of="$W/big" bs=1 seek=50000000 conv=notrunc status=none
printf 'PATCH' | dd of="$T_TMP/big" bs=1 seek=50000000 conv=notrunc status=none
t_eq "a 5-byte patch into 100 MiB reaches the sandbox" "$(sha256sum <"$T_TMP/big" | cut -d' ' -f1)" \
  "$(sbx_run "$ID" 'sha256sum < /workspace/big' | cut -d' ' -f1)"
# ---- a write through the mount keeps the sandbox's file (in place) ----------
# sbxd writes an existing file in place, as a local disk does: the same
# inode, so a sandbox process holding it open, its xattrs and a read-only
# directory around it are all unaffected (it wrote a new file and renamed
# it over the old one).
sbx_run "$ID" 'mkdir -p /workspace/inpl && cd /workspace/inpl && : > log' >/dev/null
# (a) the sandbox appends through one open descriptor, the host with >>,
# taking turns: each waits for the other's line (a sandbox writer cut off
# from the file by the host's write never shows its next line)
sbx_run "$ID" 'cd /workspace/inpl && nohup python3 -c "
import time
f = open(\"log\", \"a\", buffering=1)
for i in range(4):
    f.write(\"sbx %d\n\" % i)
    end = time.time() + 60
    while \"host %d\n\" % i not in open(\"log\").read() and time.time() < end:
        time.sleep(0.05)
f.write(\"sbx end\n\")
" >/dev/null 2>&1 &' >/dev/null
turns=ok
for i in 0 1 2 3; do
  t_wait_for 20 grep -qx "sbx $i" "$W/inpl/log" || { turns="sbx $i never came"; break; }
  echo "host $i" >>"$W/inpl/log" || { turns="host $i: append failed"; break; }
done
t_eq "a sandbox process appending through an open descriptor and host appends (>>) take turns" \
  ok "$turns"
want_log=$(printf 'sbx %s\nhost %s\n' 0 0 1 1 2 2 3 3; echo 'sbx end')
t_wait_for 20 grep -qx "sbx end" "$W/inpl/log"
t_eq "... every line of both is in the file, in order (mount | sandbox)" \
  "$want_log | $want_log" "$(cat "$W/inpl/log") | $(sbx_run "$ID" 'cat /workspace/inpl/log')"

# (b) a writable file in a read-only directory
sbx_run "$ID" 'cd /workspace/inpl && mkdir ro && echo old > ro/f && chmod 644 ro/f && chmod 555 ro' >/dev/null
t_wait_for 10 test -e "$W/inpl/ro/f" # (the mount's cache of inpl/ may predate it)
t_eq "a 0644 file in a 0555 directory rewritten through the mount: close succeeds" "closed" \
  "$(python3 -c 'import sys
f = open(sys.argv[1], "w"); f.write("new\n"); f.close(); print("closed")' "$W/inpl/ro/f" 2>&1)"
t_eq "... and the sandbox has the new data" "new" "$(sbx_run "$ID" 'cat /workspace/inpl/ro/f; chmod 755 /workspace/inpl/ro')"

# (c) xattrs the sandbox set (setfattr -n user.x -v 1, through python:
# attr's tools may be missing), (d) the inode number
x=$(sbx_run "$ID" 'cd /workspace/inpl && echo one > xa && python3 -c "import os
os.setxattr(\"xa\", \"user.x\", b\"1\"); print(os.getxattr(\"xa\", \"user.x\").decode())" 2>&1 | tail -1; stat -c %i xa')
ino=$(echo "$x" | tail -1)
t_wait_for 10 test -e "$W/inpl/xa"
echo two >>"$W/inpl/xa"
printf 'three\n' >"$W/inpl/xa"
if [ "$(echo "$x" | head -1)" != 1 ]; then
  t_skip "a write through the mount keeps the file's xattrs (no user xattrs in the sandbox: $x)"
else
  t_eq "an append and a rewrite through the mount keep the xattrs the sandbox set (user.x)" "1" \
    "$(sbx_run "$ID" 'python3 -c "import os; print(os.getxattr(\"/workspace/inpl/xa\", \"user.x\").decode())" 2>&1 | tail -1')"
fi
t_eq "... and its inode number in the sandbox ($ino)" "$ino three" \
  "$(sbx_run "$ID" 'stat -c %i /workspace/inpl/xa; cat /workspace/inpl/xa' | tr '\n' ' ' | sed 's/ $//')"

# ---- appends from both sides at once lose nothing --------------------------
# (e) a sandbox loop and a host loop both append lines with >> (an open
# and close per line) at the same time: on a local disk O_APPEND keeps
# every line of both. The mount sends only what a >> appended, to the
# sandbox file's end (sbxd's append); a whole-file upload from the copy
# taken at open wrote over the lines the sandbox added meanwhile.
sbx_run "$ID" ': > /workspace/inpl/shared; rm -f /workspace/inpl/s.done
nohup sh -c "for i in \$(seq 300); do echo S\$i >> /workspace/inpl/shared; sleep 0.002; done; touch /workspace/inpl/s.done" >/dev/null 2>&1 &' >/dev/null
# the host appends for as long as the sandbox does (and a little after:
# the mount learns of s.done within its cache timeout)
cp "$MNT/.sbxfs/stats" "$T_TMP/st0"
n=0
while [ ! -e "$W/inpl/s.done" ] && [ "$n" -lt 20000 ]; do
  n=$((n + 1))
  echo "H$n" >>"$W/inpl/shared"
done
cp "$MNT/.sbxfs/stats" "$T_TMP/st1"
s_done() { [ "$(sbx_run "$ID" 'test -e /workspace/inpl/s.done && echo y')" = y ]; }
t_check "... (the sandbox loop ended)" t_wait_for 60 s_done
got=$(sbx_run "$ID" 'cd /workspace/inpl; grep -c "^S" shared; grep -c "^H" shared; grep "^S" shared | tr -d S | sort -nc && grep "^H" shared | tr -d H | sort -nc && echo ordered' | tr '\n' ' ')
t_eq "host >> and sandbox >> at once: all 300 lines of the sandbox, all $n of the host, each side in order" \
  "300 $n ordered " "$got"
d=$(fs_stats_diff "$T_TMP/st0" "$T_TMP/st1")
t_eq "... each host >> sent its line alone ($n appends, no whole-file upload)" "+$n|" \
  "$(grep -o 'extents_append:append +[0-9]*' <<<"$d" | cut -d' ' -f2)|$(grep -o 'extents_put:[a-z_]* +[0-9]*' <<<"$d")"
t_eq "... and the mount shows what the sandbox has" \
  "$(sbx_run "$ID" 'sha256sum < /workspace/inpl/shared')" "$(sha256sum <"$W/inpl/shared")"
# (f) one descriptor opened with O_APPEND writes, the sandbox appends, it
# writes again: each write goes to the end as it is then (H1 S1 H2), and
# the still open descriptor reads the sandbox's file
export -f sbx_run
got=$(python3 - "$W/inpl/one" "$ID" <<'PY'
import os, subprocess, sys
path, sid = sys.argv[1:3]
def run(cmd):
    subprocess.run(["bash", "-c", 'sbx_run "$@"', "-", sid, cmd], check=True,
                   stdout=subprocess.DEVNULL)
open(path, "w").close()
fd = os.open(path, os.O_RDWR | os.O_APPEND)
os.write(fd, b"H1\n"); os.fsync(fd)
run("echo S1 >> /workspace/inpl/one")
os.write(fd, b"H2\n"); os.fsync(fd)
os.lseek(fd, 0, 0)
print(os.read(fd, 100).decode().replace("\n", " "))
os.close(fd)
PY
)
t_eq "an O_APPEND descriptor's writes around a sandbox append land after it; it reads all three" \
  "H1 S1 H2 " "$got"
t_eq "... in the sandbox too" "H1 S1 H2 " "$(sbx_run "$ID" 'cat /workspace/inpl/one' | tr '\n' ' ')"
# (g) a descriptor opened O_WRONLY|O_APPEND downloads nothing (sbxd): a
# `>>` to a 20 MB log sends its line alone, and a file its owner may write
# but not read (0200) takes it, as on a local disk. A reader opened while
# such a descriptor holds unsent bytes reads them after the file's data;
# the descriptor's next write lands after them.
sbx_run "$ID" 'cd /workspace/inpl; echo one > wo; chmod 200 wo; head -c 20000000 /dev/urandom > big; sha256sum < big > big.sum' >/dev/null
t_wait_for 10 test -e "$W/inpl/big.sum"
ls -l "$W/inpl" >/dev/null
cp "$MNT/.sbxfs/stats" "$T_TMP/st0"
echo two >>"$W/inpl/wo"
rc_wo=$?
echo tail >>"$W/inpl/big"
cp "$MNT/.sbxfs/stats" "$T_TMP/st1"
t_eq ">> to a 0200 file succeeds, and the sandbox has both lines" "0 one two " \
  "$rc_wo $(sbx_run "$ID" 'cd /workspace/inpl; chmod 600 wo; cat wo' | tr '\n' ' ')"
t_eq ">> to a 20 MB file downloads nothing" "+0" "+$(( $(fs_stats_reads_of "$T_TMP/st1") - $(fs_stats_reads_of "$T_TMP/st0") ))"
t_eq "... and the sandbox has the file, then the line" "ok tail 20000005" \
  "$(sbx_run "$ID" 'cd /workspace/inpl; head -c 20000000 big | sha256sum | diff -q - big.sum >/dev/null && echo ok; tail -c 5 big; stat -c %s big' | tr '\n' ' ' | sed 's/ $//')"
got=$(python3 - "$W/inpl/big" <<'PY'
import os, sys
p = sys.argv[1]
a = os.open(p, os.O_WRONLY | os.O_APPEND)
os.write(a, b"AAA\n")
r = os.open(p, os.O_RDONLY)
data = os.read(r, 30000000)
os.write(a, b"BBB\n")
os.close(a)
print(len(data), data[-9:].decode().replace("\n", " "))
PY
)
t_eq "a reader opened while an append-only descriptor holds unsent bytes reads them" \
  "20000009 tail AAA " "$got"
t_eq "... and that descriptor's next write lands after them" "tail AAA BBB 20000013" \
  "$(sbx_run "$ID" 'cd /workspace/inpl; tail -c 13 big; stat -c %s big' | tr '\n' ' ' | sed 's/ $//')"
# a logger: write + fsync per line, a sandbox process appending between
# them; still nothing downloaded, every line where O_APPEND puts it
cp "$MNT/.sbxfs/stats" "$T_TMP/st0"
python3 - "$W/inpl/big" "$ID" <<'PY'
import os, subprocess, sys
a = os.open(sys.argv[1], os.O_WRONLY | os.O_APPEND)
for i in range(3):
    os.write(a, b"L%d\n" % i); os.fsync(a)
    subprocess.run(["bash", "-c", 'sbx_run "$@"', "-", sys.argv[2],
                    "echo S%d >> /workspace/inpl/big" % i], check=True, stdout=subprocess.DEVNULL)
os.close(a)
PY
cp "$MNT/.sbxfs/stats" "$T_TMP/st1"
t_eq "a logger's write+fsync per line between sandbox appends: each line after the one before" \
  "L0 S0 L1 S1 L2 S2 20000031|+0" \
  "$(sbx_run "$ID" 'cd /workspace/inpl; tail -c 18 big; stat -c %s big' | tr '\n' ' ' | sed 's/ $//')|+$(( $(fs_stats_reads_of "$T_TMP/st1") - $(fs_stats_reads_of "$T_TMP/st0") ))"
t_done
