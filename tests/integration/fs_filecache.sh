#!/usr/bin/env bash
# fs_filecache.sh — the local copies of closed files (the file cache,
# README "Options": -o file_cache_mb=, file_cache_files=): what is kept
# stays within the budget in bytes and in files, the most recently used
# are the ones kept (a read of one sends nothing), and one let go is
# downloaded again, whole. Evictions come in batches so that a close does
# not visit every cached file: past the budget in bytes, down to 7/8 of
# it; past the file budget and an eighth, down to the budget (never fewer:
# a tree just under it read again and again stays cached).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
t_mount -o file_cache_mb=1
mkdir "$MNT/fc"
W=$MNT/fc/workspace
# (on disk and in memory: -o mem_spool_mb)
mapfile -t SPOOL < <(t_spool_dirs)
t_eq "the mount spools on disk and in memory" "2" "${#SPOOL[@]}"
# the spool files of cached files (f*: manifests and their free pool aside;
# freed ones are kept empty for new files)
spool_bytes() { find "${SPOOL[@]}" -name 'f*' -type f -printf '%s\n' | awk '{s += $1} END {print s + 0}'; }
spool_count() { find "${SPOOL[@]}" -name 'f*' -type f -size +0 | wc -l; }


# 40 files of 100 KiB written and closed (each uploaded at its close): 4 MB
# through a 1 MiB cache, checked after every close. The kernel sends a
# file's release after close(2) has returned, and a copy is let go only
# once its file is released, so right after a close the copy of the file
# just closed may still be held beside a full budget: each check polls
# (10 s deadline) for the kept bytes to come down to the budget.
over=$(python3 - "$W" "${SPOOL[@]}" <<'PY'
import os, sys, time
w, spools = sys.argv[1], sys.argv[2:]
def kept():
    s = 0
    for spool in spools:
        for n in os.listdir(spool):
            try:  # (an eviction may take one meanwhile)
                s += os.path.getsize(os.path.join(spool, n)) if n[0] == "f" else 0
            except FileNotFoundError:
                pass
    return s
over = []
for i in range(40):
    with open("%s/big%02d" % (w, i), "wb") as f:
        f.write(bytes([65 + i % 26]) * (100 * 1024))
    deadline = time.monotonic() + 10
    while (s := kept()) > 1 << 20 and time.monotonic() < deadline:
        time.sleep(0.01)
    if s > 1 << 20:
        over.append("%d:%d" % (i, s))
        break
print(" ".join(over) or "none")
PY
)
t_eq "40 files of 100 KiB through a 1 MiB file cache: never more than 1 MiB kept" "none" "$over"
b=$(spool_bytes)
t_check "... and still most of it ($b bytes kept)" [ "$b" -ge $((700 * 1024)) ]
# each file is 100 KiB of one letter: big00 A, ..., big39 N
content() { python3 -c 'import sys; d = open(sys.argv[1], "rb").read(); print("%s*%d" % (chr(d[0]) if d and d == d[:1] * len(d) else "?", len(d)))' "$1"; }
n=$(fs_stats_reads)
t_eq "the newest file is read from the cache: no download" "N*102400|$n" "$(content "$W/big39")|$(fs_stats_reads)"
t_eq "the oldest was let go: read again from the sandbox, whole" "A*102400" "$(content "$W/big00")"
t_check "... with a download" [ "$(fs_stats_reads)" -gt "$n" ]

# 3000 files written, then each read twice over: all stay cached (no
# download; the budget was 1024 files, and every grep -r of a larger tree
# downloaded all of it again)
# write_files DIR WORD N: DIR/<WORD's first letter>0000... saying "WORD i"
write_files() {
  mkdir "$1" && python3 - "$@" <<'PY'
import sys
d, word, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
for i in range(n):
    with open("%s/%s%04d" % (d, word[0], i), "w") as f:
        f.write("%s %d\n" % (word, i))
PY
}
write_files "$W/tree" tree 3000
n=$(fs_stats_reads)
t_eq "3000 files read twice after they were written: all from the cache" \
  "6000|$n" "$(cat "$W"/tree/t* "$W"/tree/t* | grep -c '^tree ')|$(fs_stats_reads)"
rm -rf "$W/tree" "$W"/big*
# (emptied by the cache's own thread, not by the rm: polled)
t_wait_for 10 eval '[ "$(spool_count)" -eq 0 ]'
t_eq "an rm of every file takes their copies with it" "0" "$(spool_count)"
t_umount

# -o file_cache_files=200: 300 small files: at most 225 kept (past an
# eighth more, a batch goes), at least 200, the newest among them
t_mount -o file_cache_files=200
mkdir -p "$MNT/fc"
W=$MNT/fc/workspace
mapfile -t SPOOL < <(t_spool_dirs)
t_eq "a second mount: one spool directory (and its memory spool)" "2" "${#SPOOL[@]}"
write_files "$W/small" small 300
# (the last file's release may still be on its way: polled as above)
t_wait_for 10 eval '[ "$(spool_count)" -le 225 ]'
c=$(spool_count)
t_check "300 small files: at most 225 kept, at least 200 ($c)" test "$c" -le 225 -a "$c" -ge 200
n=$(fs_stats_reads)
t_eq "the newest small file is read from the cache" "small 299|$n" "$(cat "$W/small/s0299")|$(fs_stats_reads)"
t_eq "the oldest was let go: read again from the sandbox" "small 0" "$(cat "$W/small/s0000")"
t_check "... with a download" [ "$(fs_stats_reads)" -gt "$n" ]
rm -rf "$W/small"
# (emptied by the cache's own thread, not by the rm: polled)
t_wait_for 10 eval '[ "$(spool_count)" -eq 0 ]'
t_eq "an rm of every file takes their copies with it" "0" "$(spool_count)"

t_umount
t_done
