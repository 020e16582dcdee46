#!/usr/bin/env bash
# fs_memory.sh — what a large tree costs the mount (issue 13: "sbxfs RSS
# <= 64 MiB with 100k cached entries"): a walk that lstats 100k names made
# in the sandbox (100 directories, as `make bench` does) keeps every name
# cached (a second walk asks the server nothing) in at most 64 MiB of
# resident memory at its peak. Each name costs a cache entry (fs/cache.c
# MEMORY), a record of what the kernel holds (fs/kernel.c) and libfuse's
# node; README "Memory" has the figures.
. "$(dirname "$0")/../lib.sh"

N=100000
PER=1000
LIMIT=65536 # KiB of VmHWM (the peak of VmRSS)

t_start_sbxd
t_mount -o cache_timeout=600 # nothing expires during the test: no sweeps
ID=mem
mkdir "$MNT/$ID" || t_bail "mkdir sandbox"
W=$MNT/$ID/workspace
CTL=$MNT/$ID/ctl

rss_kib() { awk -v k="${1:-VmRSS}:" '$1 == k { print $2 }' "/proc/$SBXFS_PID/status"; }
requests() { awk '$1 == "total" { print $2 }' "$MNT/.sbxfs/stats"; }
# lstat of every name below $1 (os.walk: a listing per directory, then
# an lstat per name): prints "names bytes", bytes the sum of the files' sizes
walk() {
  python3 -c 'import os, sys
n = b = 0
for d, dirs, files in os.walk(sys.argv[1]):
    for name in dirs + files:
        st = os.lstat(os.path.join(d, name))
        n += 1
        b += st.st_size if name in files else 0
print(n, b)' "$1"
}

# each file holds its own name and a newline: a wrong or mixed-up cached
# size shows in the sum
printf '%s\n' "cd /workspace && mkdir many && cd many && for d in \$(seq 1 $((N / PER))); do mkdir d\$d && (cd d\$d && for i in \$(seq 1 $PER); do echo f\$i > f\$i; done) || exit 1; done" >"$CTL/exec"
cat "$CTL/out" >/dev/null
t_eq "the sandbox made $N files" 0 "$(cat "$CTL/status")"
expect_bytes=$(( N / PER * $(seq 1 $PER | awk '{ s += length("f" $1) + 1 } END { print s }') ))

ls "$W" >/dev/null
before=$(rss_kib)
got=$(walk "$W/many")
after=$(rss_kib)
t_eq "the walk saw every name with its size" "$((N + N / PER)) $expect_bytes" "$got"
peak=$(rss_kib VmHWM)
per=$(( (after - before) * 1024 / (N + N / PER) ))
echo "# VmRSS ${before} -> ${after} KiB (peak $peak KiB): $per bytes per cached name"
if grep -q __asan_init "$SBX_BUILD/sbxfs"; then
  ok "memory with $N cached names: not measured in an ASan build (peak $peak KiB with its shadow memory)"
else
  t_check "memory with $N cached names peaks at most at $((LIMIT / 1024)) MiB ($peak KiB)" \
    test "$peak" -le "$LIMIT"
fi

r0=$(requests)
got=$(walk "$W/many")
r1=$(requests)
t_eq "a second walk sees the same" "$((N + N / PER)) $expect_bytes" "$got"
t_eq "a second walk asks the server nothing (every listing and attribute cached)" 0 "$((r1 - r0))"

# the cache stays exact: a file changed through the mount shows its new
# size in the next walk, one removed is gone from it
echo "a longer content" >"$W/many/d3/f5"
rm "$W/many/d7/f9"
got=$(walk "$W/many")
t_eq "after a write and an unlink through the mount the walk shows both" \
  "$((N + N / PER - 1)) $((expect_bytes + 17 - 3 - 3))" "$got"

echo 'rm -rf /workspace/many' >"$CTL/exec"
cat "$CTL/out" >/dev/null
t_eq "the sandbox removed the tree" 0 "$(cat "$CTL/status")"
t_check "after that command the tree is gone through the mount at once" test ! -e "$W/many"
t_done
