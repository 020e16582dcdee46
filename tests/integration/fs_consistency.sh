#!/usr/bin/env bash
# fs_consistency.sh — what the cache promises (essay in fs/cache.c):
# changes made inside the sandbox show through the mount after the cache
# timeout (and at once after a command run through the mount); two mounts of
# one sandbox see each other's writes after close (+ timeout); created empty
# files reach the server.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
t_mount -o cache_timeout=1
A=$MNT
ID=consist
mkdir "$A/$ID"
WA=$A/$ID/workspace
echo before >"$WA/f"
ls -la "$WA" >/dev/null  # cache the listing and f

sbx_run "$ID" 'echo after > /workspace/f; echo new > /workspace/n; mkdir /workspace/nd' >/dev/null
t0=$(date +%s%N)
t_check "a change made in the sandbox shows within the timeout" \
  t_wait_for 10 sh -c "[ \"\$(cat '$WA/f')\" = after ]"
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
echo "# visible after ${ms} ms (cache_timeout=1)"
t_check "... and not much later than the timeout (< 5000 ms)" test "$ms" -lt 5000
t_check "a file created in the sandbox appears in ls" sh -c "ls '$WA' | grep -qx n"
t_check "a directory created in the sandbox appears" test -d "$WA/nd"
sbx_run "$ID" 'rm /workspace/n' >/dev/null
t_check "a file removed in the sandbox disappears" t_wait_for 15 test ! -e "$WA/n"
# (ls: the kernel keeps a workspace listing; it must drop it when the
# directory's mtime moved, after the timeout)
t_check "... from ls too" t_wait_for 15 sh -c "! ls '$WA' | grep -qx n"
ls "$WA" >/dev/null; ls "$WA" >/dev/null
sbx_run "$ID" 'echo z > /workspace/later' >/dev/null
t_check "a file created in the sandbox after two listings appears in ls" \
  t_wait_for 15 sh -c "ls '$WA' | grep -qx later"

# a shared mapping of an open file follows a command run through the mount
# at once, as read() does: a page fault reads without the getattr that
# makes the mount compare its copy with the sandbox's file
mm=$(python3 - "$WA/mm" "$A/$ID/ctl" <<'PY'
import mmap, os, sys
path, ctl = sys.argv[1], sys.argv[2]
with open(path, "wb") as f:
    f.write(b"A" * 8192)
fd = os.open(path, os.O_RDONLY)
m = mmap.mmap(fd, 8192, mmap.MAP_SHARED, mmap.PROT_READ)
before = m[:4]
with open(ctl + "/exec", "w") as f:
    f.write("printf BBBB | dd of=/workspace/mm conv=notrunc status=none")
open(ctl + "/out").read()
print(before.decode(), m[:4].decode(), m[4:8].decode())
PY
)
t_eq "a command's change shows at once in a MAP_SHARED mapping" "AAAA BBBB AAAA" "$mm"

# second mount of the same sandbox
t_mount -o cache_timeout=1
B=$MNT
WB=$B/$ID/workspace
t_eq "the second mount sees the file" "after" "$(cat "$WB/f")"
echo from-a >"$WA/f"
t_check "B sees A's write after close (+timeout)" \
  t_wait_for 15 sh -c "[ \"\$(cat '$WB/f')\" = from-a ]"
echo from-b >"$WB/g"
t_check "A sees B's new file" t_wait_for 15 sh -c "[ \"\$(cat '$WA/g' 2>/dev/null)\" = from-b ]"
rm "$WB/g"
t_check "A sees B's unlink" t_wait_for 15 test ! -e "$WA/g"
mv "$WA/f" "$WA/f2"
t_check "B sees A's rename" t_wait_for 15 sh -c "test ! -e '$WB/f' && [ \"\$(cat '$WB/f2')\" = from-a ]"

# an empty file created through the mount is on the server when touch
# returns (created there by open: see fs/filecache.c)
touch "$WA/empty"
t_check "touch creates the file on the server (the other mount sees it)" \
  t_wait_for 15 sh -c "ls '$WB' | grep -qx empty"
t_check "the sandbox sees the touched file as soon as touch returns" \
  sh -c "$(declare -f t_curl sbx_run); SBX_URL='$SBX_URL' SANDBOX_API_KEY='$SANDBOX_API_KEY' sbx_run $ID 'test -e /workspace/empty'"

# unmounting right after creating an empty file still creates it
touch "$WB/at-unmount"
t_umount "$B"
t_check "an empty file created just before unmount reaches the server" \
  sh -c "$(declare -f t_curl sbx_run); SBX_URL='$SBX_URL' SANDBOX_API_KEY='$SANDBOX_API_KEY' sbx_run $ID 'test -e /workspace/at-unmount'"

# a command run through the mount invalidates at once
if [ -e "$A/$ID/ctl/exec" ]; then
  cat "$WA/f2" >/dev/null
  echo 'echo via-ctl > /workspace/f2' >"$A/$ID/ctl/exec"
  t_wait_for 20 sh -c "[ \"\$(cat '$A/$ID/ctl/status')\" = 0 ]"
  t_eq "after a command through ctl/exec the change shows at once" "via-ctl" "$(cat "$WA/f2")"
  touch "$WA/marker"
  echo 'test -e /workspace/marker && echo seen' >"$A/$ID/ctl/exec"
  t_wait_for 20 sh -c "[ \"\$(cat '$A/$ID/ctl/status')\" != running ]"
  t_eq "a command sees a file touched through the mount just before" "seen" "$(cat "$A/$ID/ctl/out")"
else
  not_ok "ctl/exec exists (control files, issue 5)"
fi

# The kernel caches entries and attributes for cache_timeout (fs/kernel.h):
# with a long timeout, what the mount did and what a command through the
# mount did must still show at once (sbxfs tells the kernel what went stale).
t_mount -o cache_timeout=30
C=$MNT
WC=$C/$ID/workspace
run_ctl() {
  echo "$1" >"$C/$ID/ctl/exec"
  t_wait_for 20 sh -c "[ \"\$(cat '$C/$ID/ctl/status')\" != running ]"
}
echo one >"$WC/k"
stat "$WC/k" >/dev/null && ls -l "$WC" >/dev/null
run_ctl 'printf 0123456789 > /workspace/k'
t_eq "kernel cache: a file a command grew shows its new size at once" 10 "$(stat -c %s "$WC/k")"
t_eq "kernel cache: ... and reads whole" 0123456789 "$(cat "$WC/k")"
run_ctl 'rm /workspace/k'
t_check "kernel cache: a name a command removed is gone at once" test ! -e "$WC/k"
echo again >"$WC/k" # a plain O_CREAT of a name the kernel knew
t_eq "kernel cache: ... and is created again through the mount" again "$(cat "$WC/k")"
mkdir "$WC/t"
stat "$WC/t" >/dev/null
run_ctl 'rmdir /workspace/t && echo file > /workspace/t'
t_eq "kernel cache: a directory a command replaced by a file is a file at once" \
  "regular file" "$(stat -c %F "$WC/t" 2>&1)"
mkdir "$WC/here"
t_eq "kernel cache: a shell inside the workspace keeps its cwd across a command" \
  "$WC/here seen" "$(cd "$WC/here" && run_ctl 'touch /workspace/here/x' && test -e x &&
    echo "$(pwd) seen")"
chmod 600 "$WC/k"
t_eq "kernel cache: the mount's own chmod shows at once" 600 "$(stat -c %a "$WC/k")"
ln "$WC/k" "$WC/k2"
t_eq "kernel cache: a new hard link shows in the other name's link count" 2 \
  "$(stat -c %h "$WC/k")"
rm "$WC/k2"
t_eq "kernel cache: ... and its removal too" 1 "$(stat -c %h "$WC/k")"
# Lookups racing commands (fs/devio.h): a walker stats every name while
# each command changes every file's link count; once the command is done
# (the walker stopped), every name shows the command's count, not one a
# lookup answered before the command and the kernel kept for 30 s.
mkdir "$WC/lk" && for i in $(seq 40); do echo x >"$WC/lk/f$i"; done
bad=0
for t in $(seq 12); do
  (cd "$WC" && while :; do find lk -printf '%n\n' >/dev/null 2>&1; done) &
  walker=$!
  if [ $((t % 2)) = 1 ]; then
    run_ctl 'cd /workspace/lk && for i in $(seq 40); do ln -f f$i h$i; done'; want=2
  else
    run_ctl 'rm -f /workspace/lk/h*'; want=1
  fi
  kill "$walker"; wait "$walker" 2>/dev/null
  n=$(stat -c %h "$WC"/lk/f* | grep -vcx "$want")
  [ "$n" = 0 ] || { bad=$((bad + 1)); echo "# trial $t: $n names show a link count other than $want"; }
done
t_eq "kernel cache: lookups racing 12 commands leave no old link count" 0 "$bad"
# Names in use stay in the kernel across a command: a directory holding an
# open file, or a shell's cwd, keeps its dentry when MOUNT/<id> is dropped,
# and comes back with it; the kernel answered some calls from it without
# asking (an open for writing of a directory: EISDIR). The new epoch each
# command starts (fs/devio.h) makes the kernel look every such name up again.
# (Linux 6.16 and later; older kernels keep such names until the timeout.)
kv=$(uname -r)
if printf '6.16\n%s\n' "${kv%%-*}" | sort -V -C; then
  mkdir "$WC/held"; echo in >"$WC/held/f"
  exec {fd}<"$WC/held/f"
  run_ctl 'mv /workspace/held /workspace/held2'
  t_check "kernel cache: a directory holding an open file, moved away by a command: its old name takes a new file" \
    sh -c "echo new >'$WC/held' && [ \"\$(cat '$WC/held')\" = new ]"
  t_eq "kernel cache: ... and the open file still reads" in "$(cat <&$fd)"
  exec {fd}<&-
  mkdir "$WC/held3"; echo in >"$WC/held3/f"
  exec {fd}<"$WC/held3/f"
  run_ctl 'rm -r /workspace/held3 && echo file > /workspace/held3'
  t_eq "kernel cache: ... replaced by a file by a command: a file at once (no EIO)" \
    "regular file" "$(stat -c %F "$WC/held3" 2>&1)"
  exec {fd}<&-
  mkdir -p "$WC/mv1/sub"; echo in >"$WC/mv1/sub/f"
  exec {fd}<"$WC/mv1/sub/f"
  mv "$WC/mv1" "$WC/mv2" # the kernel moves its entry: kept under the new name
  run_ctl 'mv /workspace/mv2 /workspace/mv3'
  t_check "kernel cache: ... renamed through the mount first, then moved by a command: the name is free" \
    sh -c "echo x >'$WC/mv2' && ! test -d '$WC/mv2'"
  t_eq "kernel cache: ... and its new name shows the file" in "$(cat "$WC/mv3/sub/f")"
  exec {fd}<&-
  mkdir "$WC/cwd"
  t_eq "kernel cache: a directory a command moved from under a shell's cwd: its old name takes a new file" \
    "new" "$(cd "$WC/cwd" && run_ctl 'mv /workspace/cwd /workspace/cwd2' &&
      echo new >"$WC/cwd" && cat "$WC/cwd")"
else
  for _ in 1 2 3 4 5 6; do
    t_skip "kernel cache: names in use after a command (needs FUSE_NOTIFY_INC_EPOCH, Linux 6.16; this is $kv)"
  done
fi
# Files open here while a command changes them: the same file changed in
# place reads anew through the descriptors open on it (tail -f of a log a
# command appends to, with cache_timeout=30, past any timeout); a file put
# in its place by a rename leaves those descriptors the old one, whatever
# opens the name meanwhile (sed -i, editors and installers replace files
# so), as on a local disk.
echo start >"$WC/build.log"
tail -f -s 0.1 "$WC/build.log" >"$T_TMP/tail.out" 2>&1 &
tp=$!
T_PIDS+=("$tp")
t_check "tail -f prints the start" t_wait_for 10 grep -q start "$T_TMP/tail.out"
run_ctl 'echo appended-by-command >> /workspace/build.log'
t_check "tail -f of a log shows what a command appends to it" \
  t_wait_for 10 grep -q appended-by-command "$T_TMP/tail.out"
kill "$tp"
t_wait_pid "$tp" 10
# py_ctl: the python on stdin, with W (the workspace) and run(c) (a
# command through ctl/, to its end) defined
py_ctl() {
  python3 -c 'import os, sys
W, ctl = sys.argv[1], sys.argv[2]
def run(c):
    with open(ctl + "/exec", "w") as f:
        f.write(c)
    open(ctl + "/out").read()
exec(sys.stdin.read())' "$WC" "$C/$ID/ctl"
}
out=$(py_ctl <<'PY'
p = W + "/g"
open(p, "w").write("line1\n")
fd = os.open(p, os.O_RDONLY)
a = os.read(fd, 100)
run("echo line2 >> /workspace/g")
b = (os.fstat(fd).st_size, os.read(fd, 100), os.stat(p).st_size)
os.close(fd)
open(p, "wb").write(b"A" * 100000)
fd = os.open(p, os.O_RDONLY)
first = os.read(fd, 50000)
run("cd /workspace && head -c 100000 /dev/zero | tr '\\0' B > g.tmp && mv g.tmp g")
other = open(p, "rb").read()
rest = os.read(fd, 100000)
again = open(p, "rb").read(3)
print(a, b, "".join(sorted(set((first + rest).decode()))), len(first + rest),
      "".join(sorted(set(other.decode()))), again)
os.close(fd)
PY
)
t_eq "an open file a command appended to: fstat, read and stat see it; one a command replaced: its descriptor reads the old file whole, an open of the name the new" \
  "b'line1\\n' (12, b'line2\\n', 12) A 100000 B b'BBB'" "$out"
# ... by a smaller file, which a stat and an open of the name see, and
# then renamed through the mount: the old descriptor still reads all of
# the old file, and an open of the new name only the new one
out=$(py_ctl <<'PY'
p = W + "/h"
open(p, "wb").write(b"A" * 100000)
fd = os.open(p, os.O_RDONLY)
first = os.read(fd, 10)
run("cd /workspace && printf BBBBBBBBBB > h.tmp && mv h.tmp h")
size = os.stat(p).st_size
new = open(p, "rb").read()
os.rename(p, W + "/h2")
again = open(W + "/h2", "rb").read()
rest = os.read(fd, 200000)
print(size, new.decode(), again.decode(), len(first + rest), "".join(sorted(set((first + rest).decode()))))
os.close(fd)
PY
)
t_eq "one replaced by a smaller file: the name shows the new, the old descriptor reads its 100000 bytes, also after a rename through the mount" \
  "10 BBBBBBBBBB BBBBBBBBBB 100000 A" "$out"
# what a stat of such a file costs: no download (its next read takes the
# sandbox's data, once)
dl() { awk '/^extents_get:read_sparse /{n = $2} END {print n + 0}' "$C/.sbxfs/stats"; }
run_ctl 'head -c 3000000 /dev/urandom > /workspace/biglog'
exec {fd}<"$WC/biglog"
head -c 10 <&$fd >/dev/null
b=$(dl)
for i in 1 2 3 4 5; do
  run_ctl "echo line$i >> /workspace/biglog"
  stat -c %s "$WC/biglog" >/dev/null
done
a=$(dl)
t_eq "five appends by commands to an open file, each stat'ed: no download" 0 "$((a - b))"
tail -c 6 <&$fd >"$T_TMP/tail6"
t_eq "... its next read downloads it once and sees the last line" "1 line5" "$(($(dl) - a)) $(cat "$T_TMP/tail6")"
exec {fd}<&-
# A file a command replaced by one of the same size and mtime (a tar
# extracted over the tree: npm's and reproducible archives give every file
# one mtime), and one rewritten in place with its mtime put back: the mount
# reads the new bytes, though its copy matches both numbers.
rel() {
  run_ctl "cd /tmp && mkdir -p rel && echo 'version $1' > rel/VERSION &&
    tar --mtime=@1700000000 -C rel -cf rel.tar VERSION && tar -C /workspace -xf rel.tar"
}
rel 1.2.3
t_eq "a file extracted by a command reads through the mount" "version 1.2.3" "$(cat "$WC/VERSION")"
rel 1.2.4
t_eq "... and the next release's, same size and mtime, replaces it" "version 1.2.4" "$(cat "$WC/VERSION")"
echo AAAA >"$WC/same"
cat "$WC/same" >/dev/null
run_ctl 'cd /workspace && m=$(stat -c %y same) && echo BBBB > same && touch -d "$m" same'
t_eq "a file rewritten in place with its mtime put back reads anew" "BBBB" "$(cat "$WC/same")"
mv "$WC/same" "$WC/same2"
n=$(dl)
t_eq "a file renamed here reads from its copy (a rename changes the ctime, not the data)" \
  "BBBB 0" "$(cat "$WC/same2") $(($(dl) - n))"
t_check "kernel cache: .sbxfs/stats counts answers raced by an invalidation" \
  grep -q '^kernel:raced [0-9]' "$C/.sbxfs/stats"
t_check "kernel cache: .sbxfs/stats counts waits for an invalidation that gave up" \
  grep -q '^kernel:late [0-9]' "$C/.sbxfs/stats"
t_umount "$C"
t_done
