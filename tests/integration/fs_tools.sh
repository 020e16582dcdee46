#!/usr/bin/env bash
# fs_tools.sh — real tools on a real sbxfs mount against a real sbxd: the
# shared workspace suite (fs_common.inc), then what a user action costs in
# requests (.sbxfs/stats): git status twice, a vim save. The C program is
# built on the host through the mount (host make + cc on workspace files).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
t_mount -o cache_timeout=60
ID=tools
mkdir "$MNT/$ID"
t_check "mkdir MOUNT/<id> attaches" test -d "$MNT/$ID/workspace"
t_check "ls MOUNT lists it" sh -c "ls '$MNT' | grep -qx $ID"
t_eq ".sbxfs/server" "$SBX_URL" "$(cat "$MNT/.sbxfs/server")"
t_check ".sbxfs/version" grep -q '^sbxfs ' "$MNT/.sbxfs/version"

fs_workspace_suite "$ID"

W=$MNT/$ID/workspace
ino1=$(stat -c %i "$W/v.txt" "$W/repo")
if [ -w /proc/sys/vm/drop_caches ]; then
  echo 2 >/proc/sys/vm/drop_caches # the kernel forgets its inodes and dentries
fi
t_eq "inode numbers survive the kernel forgetting them" "$ino1" "$(stat -c %i "$W/v.txt" "$W/repo")"

# --- request counts ---
# git's racy-timestamp rule: while files and the index share the current
# second, every status rewrites the index (on any file system). Leave it.
t_wait_for 5 sh -c "[ \$(date +%s) -gt \$(stat -c %Y '$W/repo/.git/index') ]"
# A command run through ctl/ drops every cached fact about the sandbox, so
# the first status learns them all afresh and none expires (cache_timeout)
# between the two statuses, however long the suite above took.
echo true >"$MNT/$ID/ctl/exec" && cat "$MNT/$ID/ctl/out" >/dev/null
t_wait_for 20 sh -c "[ \"\$(cat '$MNT/$ID/ctl/status')\" = 0 ]"
(cd "$W/repo" && git status >/dev/null)
n0=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s0"
(cd "$W/repo" && git status >/dev/null)
n1=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s1"
echo "# git status (second, unchanged tree): $((n1 - n0)) requests $(fs_stats_diff "$T_TMP/s0" "$T_TMP/s1")"
# git takes and drops .git/index.lock (O_EXCL): that must reach the sandbox
# (nothing is deferred), so another git there sees the lock; nothing else.
t_eq "a second git status sends only index.lock's create and unlink" "2" "$((n1 - n0))"

printf 'a\nb\nc\n' >"$W/cost.txt"
ls "$W" >/dev/null
n0=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s0"
vim -es -N -i NONE -u DEFAULTS -c '%s/b/B/' -c 'wq' "$W/cost.txt" </dev/null
n1=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s1"
echo "# vim save (defaults): $((n1 - n0)) requests: $(fs_stats_diff "$T_TMP/s0" "$T_TMP/s1")"
t_check "a vim save costs a handful of requests (<= 16)" test $((n1 - n0)) -le 16
n0=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s0"
vim -es -N -i NONE -u DEFAULTS -c 'set swapfile directory=.' -c '%s/B/b/' -c 'wq' "$W/cost.txt" </dev/null
n1=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s1"
echo "# vim save with a swap file: $((n1 - n0)) requests: $(fs_stats_diff "$T_TMP/s0" "$T_TMP/s1")"
t_check "a vim save with swap file stays small (<= 20)" test $((n1 - n0)) -le 20

# tar sets each file's mode and times through its descriptor before close
# (fchmod, futimens): they travel in the file's one upload request
mkdir -p "$T_TMP/tarsrc/d"
for i in $(seq 1 20); do echo "file $i" >"$T_TMP/tarsrc/d/f$i"; chmod 0$((i % 2 + 6))$((i % 3 + 4))4 "$T_TMP/tarsrc/d/f$i"; done
touch -d '2001-02-03 04:05:06' "$T_TMP/tarsrc/d"/f*
(cd "$T_TMP/tarsrc" && tar cf "$T_TMP/t.tar" d)
mkdir "$W/tarx"; ls "$W/tarx" >/dev/null
n0=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s0"
(cd "$W/tarx" && tar xf "$T_TMP/t.tar")
n1=$(fs_stats_total); cp "$MNT/.sbxfs/stats" "$T_TMP/s1"
echo "# tar x of 20 files in a directory: $((n1 - n0)) requests: $(fs_stats_diff "$T_TMP/s0" "$T_TMP/s1")"
t_check "tar x: a create and one upload per file, the directory's mkdir, chmod, utimens (<= 43)" \
  test $((n1 - n0)) -le 43
delta() { echo $(($(awk -v r="$1" '$1 == r { print $2 }' "$T_TMP/s1") + 0 - $(awk -v r="$1" '$1 == r { print $2 }' "$T_TMP/s0") - 0)); }
t_eq "... no chmod, utimens or lstat per file (only the directory's)" "1 1 0 20 20" \
  "$(delta fs:chmod) $(delta fs:utimens) $(delta fs:lstat) $(delta fs:create) $(delta extents_put:write)"
t_eq "... the sandbox has every file's mode, mtime and data" \
  "$(cd "$T_TMP/tarsrc" && stat -c '%n %a %Y %s' d/f* | sort)" \
  "$(sbx_run "$ID" 'cd /workspace/tarx && stat -c "%n %a %Y %s" d/f* | sort')"

n0=$(fs_stats_total)
cat "$W/cost.txt" >/dev/null; cat "$W/cost.txt" >/dev/null
n1=$(fs_stats_total)
t_eq "re-reading an unchanged file costs nothing" "0" "$((n1 - n0))"

# --- listings, and the kernel's requests (kernel:* in .sbxfs/stats) ---
# What a walk of a tree made by a command shows is what the sandbox has,
# and what a lookup of each name answers; kernel:flush counts closes.
# (made by a command through the mount, which then drops what it knew)
echo 'mkdir -p rdp/a rdp/b && cd rdp &&
  for i in $(seq 1 150); do head -c $i /dev/zero >a/f$i; ln -s f$i b/l$i; done &&
  chmod 600 a/f7 && chmod 4755 a/f8 && touch -d "2001-02-03 04:05:06.123456789" a/f9' \
  >"$MNT/$ID/ctl/exec" && cat "$MNT/$ID/ctl/out" >/dev/null
t_wait_for 20 sh -c "[ \"\$(cat '$MNT/$ID/ctl/status')\" = 0 ]"
g0=$(fs_kernel getattr)
(cd "$W/rdp" && find . -printf '%p %s %T@ %m %y %i %n\n' | sort) >"$T_TMP/rdp.find"
g1=$(fs_kernel getattr)
echo "# find over 302 entries the mount had never seen: $((g1 - g0)) getattr (lookups), $(wc -l <"$T_TMP/rdp.find") lines"
t_eq "... what find saw is what the sandbox has (size, mtime, mode, type, links)" \
  "$(sbx_run "$ID" 'cd /workspace/rdp && find . -printf "%p %s %T@ %m %y %n\n" | sort')" \
  "$(awk '{ print $1, $2, $3, $4, $5, $7 }' "$T_TMP/rdp.find")"
if [ -w /proc/sys/vm/drop_caches ]; then
  echo 2 >/proc/sys/vm/drop_caches # the kernel forgets: every stat is a lookup now
fi
t_eq "... and what a lookup of each answers (inode numbers too)" "$(cat "$T_TMP/rdp.find")" \
  "$(cd "$W/rdp" && find . -printf '%p %s %T@ %m %y %i %n\n' | sort)"
exec 5>"$W/rdp/a/open.txt" && printf 'twelve bytes' >&5 # not closed: not uploaded yet
t_eq "a listing shows an open file's unsent size" "12" \
  "$(python3 -c 'import os, sys; print([e.stat(follow_symlinks=False).st_size for e in os.scandir(sys.argv[1]) if e.name == "open.txt"][0])' "$W/rdp/a")"
exec 5>&-
# 152 entries: the kernel reads them in several requests
t_eq "telldir/seekdir/rewinddir over a directory read in several requests" "112 112 same 152 153" \
  "$(perl -e 'opendir(D, $ARGV[0]) or die; readdir D for 1 .. 40; my $p = telldir D;
    my @rest = readdir D; seekdir D, $p; my @again = readdir D; rewinddir D; my @all = readdir D;
    open(my $f, ">", "$ARGV[0]/new") or die; close $f; rewinddir D; my @now = readdir D;
    print join(" ", scalar @rest, scalar @again, "@rest" eq "@again" ? "same" : "differ",
      scalar @all, scalar @now), "\n"' "$W/rdp/b")"
t_eq "... no name twice" "" "$(ls -a "$W/rdp/b" | sort | uniq -d)"
f0=$(fs_kernel flush)
cat "$W/cost.txt" "$W/rdp/a/f5" >/dev/null
f1=$(fs_kernel flush)
t_eq "kernel:flush counts each close (cat of two files; reading stats adds none)" "2" "$((f1 - f0))"
f0=$(fs_kernel flush)
echo more >>"$W/cost.txt"
f1=$(fs_kernel flush)
t_check "... a write's close too" test $((f1 - f0)) -ge 1
t_eq "... and its data reached the sandbox at close" "more" "$(sbx_run "$ID" 'tail -n 1 /workspace/cost.txt')"
# (one process: a child that inherits the descriptor and exits would
# close it, and a close that flushes would send what truncate left)
t_eq "truncate(2) by name of a file open only for reading: the sandbox has it when it returns" \
  "2" "$(python3 - "$W/cost.txt" "$ID" <<'PYEOF'
import base64, json, os, sys, urllib.request
path, sid = sys.argv[1], sys.argv[2]
fd = os.open(path, os.O_RDONLY)
os.truncate(path, 2)
req = urllib.request.Request(
    os.environ["SBX_URL"] + "/v1/sandbox/" + sid + "/exec",
    data=json.dumps({"argv": ["stat", "-c", "%s", "/workspace/cost.txt"]}).encode(),
    headers={"Authorization": "Bearer " + os.environ["SANDBOX_API_KEY"],
             "Content-Type": "application/json"})
out, ev = b"", None
for line in urllib.request.urlopen(req):
    line = line.decode().rstrip("\n")
    if line.startswith("event: "):
        ev = line[7:]
    elif line.startswith("data: ") and ev == "stdout":
        out += base64.b64decode(line[6:])
print(out.decode().strip())
os.close(fd)
PYEOF
)"
t_eq "... and it stays so after the close" "2 2" \
  "$(stat -c %s "$W/cost.txt") $(sbx_run "$ID" 'stat -c %s /workspace/cost.txt')"

t_umount
t_check "unmount ends the daemon" sh -c "! kill -0 $SBXFS_PID 2>/dev/null"
t_done
