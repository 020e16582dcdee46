#!/usr/bin/env bash
# sbxd_limits.sh — a sandbox that exhausts its limits hurts only itself:
# a fork bomb gets EAGAIN, a memory hog is OOM-killed (or gets ENOMEM where
# only rlimits exist), a disk filler gets ENOSPC and the host's disk does
# not fill (nor through the descriptors of persist's and hydrate's tar,
# which it takes), a busy loop is held to its CPU share — while sbxd
# answers at once and another sandbox works normally. The limits and usage show in
# GET .../info and in MOUNT/<id>/ctl/info; the cgroups go when sbxd stops.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

t_start_sbxd --max-pids 48 --max-memory 96 --max-disk 48 --max-cpu 50
line=$(grep "limits per sandbox:" "$SBXD_LOG")
echo "# $line"
how() { # pids|memory|cpu|disk -> the mechanism named in the start-up line
  sed -En "s/.*[ :]$1 [0-9]+( MiB|%)? \(([^),]*)[),].*/\2/p" <<<"$line" | sed 's/ NPROC//; s/ DATA//'
}
t_check "the start-up log names every limit" bash -c "[[ '$line' == *'pids 48 ('* && '$line' == *'memory 96 MiB ('* && '$line' == *'cpu '* && '$line' == *'disk '* ]]"
PIDS_HOW=$(how pids) MEM_HOW=$(how memory) CPU_HOW=$(how cpu)
DISK_HOW=$(grep -q 'disk 48 MiB (ext4 image)' <<<"$line" && echo "ext4 image" || echo off)
echo "# pids: $PIDS_HOW, memory: $MEM_HOW, cpu: ${CPU_HOW:-off}, disk: $DISK_HOW"
if [ "$(id -u)" = 0 ]; then
  t_check "as root, pids and memory are limited (by cgroups or rlimits)" test -n "$PIDS_HOW" -a -n "$MEM_HOW"
fi
A=lima
B=limb
sh_x $B 'echo b-alive'
t_eq "sandbox B runs" "b-alive" "$X_OUT"

health_ms() { curl -sS -o /dev/null -m 5 -w '%{time_total}' "$SBX_URL/health" | awk '{printf "%d", $1 * 1000}'; }

# ---- fork bomb ----
cat >"$T_TMP/bomb.py" <<'EOF'
import errno, os, sys, time
kids, err = [], "none"
while len(kids) < 400:
    try:
        pid = os.fork()
    except OSError as e:
        err = errno.errorcode.get(e.errno, str(e.errno))
        break
    if pid == 0:
        while not os.path.exists("/workspace/release"):
            time.sleep(0.05)
        os._exit(0)
    kids.append(pid)
open("/workspace/bomb.tmp", "w").write("%d %s\n" % (len(kids), err))
os.rename("/workspace/bomb.tmp", "/workspace/bomb.out")
deadline = time.time() + 60
while not os.path.exists("/workspace/release") and time.time() < deadline:
    time.sleep(0.05)
for k in kids:
    os.waitpid(k, 0)
EOF

# fork_bomb LABEL: in sandbox $A, while B and sbxd are watched
fork_bomb() {
  local label=$1 bomb nkids berr ms
  hc PUT /v1/sandbox/$A/file/workspace/bomb.py --data-binary @"$T_TMP/bomb.py"
  ( sh_x $A 'rm -f /workspace/release /workspace/bomb.out; python3 /workspace/bomb.py; echo done' ) &
  bomb=$!
  got_bomb() { hc GET /v1/sandbox/$A/file/workspace/bomb.out; [ "$H_STATUS" = 200 ]; }
  t_check "$label: the fork bomb ran into its limit" t_wait_for 60 got_bomb
  read -r nkids berr <<<"$H_BODY"
  echo "# $label: fork bomb: $nkids children, then $berr"
  if [ -n "$PIDS_HOW" ]; then
    t_eq "$label: fork failed with EAGAIN inside the sandbox" "EAGAIN" "$berr"
    t_check "$label: after fewer children than the limit ($nkids < 48)" test "${nkids:-999}" -lt 48
  else
    ok "$label: no pids limit here: $nkids children"; ok "(not checked)"
  fi
  ms=$(health_ms)
  t_check "$label: sbxd answers /health at once meanwhile (${ms} ms)" test "${ms:-9999}" -lt 1000
  sh_x $B 'echo b-alive'
  [ "$X_OUT" = b-alive ] ||
    echo "# $label: B's exec: HTTP $H_STATUS, exit ${X_EXIT:-none}, stderr: $X_ERR, stream: $(head -c 300 "$T_TMP/sse" | tr '\n' ' ')"
  t_eq "$label: sandbox B runs commands meanwhile" "b-alive" "$X_OUT"
  hc PUT /v1/sandbox/$A/file/workspace/release --data-binary 'x'
  t_wait_pid "$bomb" 60
  sh_x $A 'echo a-recovered'
  t_eq "$label: A works again once its processes exit" "a-recovered" "$X_OUT"
}

# memory_hog LABEL
memory_hog() {
  local label=$1
  sh_x $A "python3 -c \"x = bytearray(400 << 20); x[::4096] = b'x' * len(x[::4096]); print('survived')\""
  echo "# $label: memory hog: exit $X_EXIT, stderr: $(tail -c 200 <<<"$X_ERR")"
  case $MEM_HOW in
    cgroup*) t_eq "$label: the memory hog was OOM-killed (exit 137)" "137" "$X_EXIT" ;;
    rlimit) t_check "$label: the memory hog got ENOMEM (MemoryError)" grep -q MemoryError <<<"$X_ERR" ;;
    *) ok "$label: no memory limit here (exit $X_EXIT)" ;;
  esac
  if [ -n "$MEM_HOW" ]; then
    t_check "$label: ... and did not get its memory" bash -c "[[ '$X_OUT' != *survived* ]]"
  else
    ok "$label: (nothing to check)"
  fi
  sh_x $B 'python3 -c "x = bytearray(32 << 20); print(len(x) >> 20)"'
  t_eq "$label: sandbox B allocates memory normally" "32" "$X_OUT"
}

fork_bomb "${PIDS_HOW:-off}"
memory_hog "${MEM_HOW:-off}"
hc GET /v1/sandbox/$A/info
echo "# info: $H_BODY"
if [[ $MEM_HOW == cgroup* ]]; then
  t_check "info counts the OOM kill" jpy 'd["limits"]["memory"]["oom_kills"] >= 1'
else
  ok "no OOM kills to count without a memory cgroup"
fi
t_check "info shows the limits as configured" jpy 'd["limits"]["pids"]["max"] == (48 if d["limits"]["pids"]["how"] != "off" else None) and d["limits"]["memory"]["max"] == (96 << 20 if d["limits"]["memory"]["how"] != "off" else None)'
t_check "info names the sandbox's host uid" jpy 'd["uid"] > 0 and d["id"] == "lima"'

# ---- disk filler ----
img=$SBXD_STATE/disks/$A.img
sh_x $A 'dd if=/dev/zero of=/workspace/fill bs=1M count=200 2>&1; echo "rc=$?"; dd if=/dev/zero of=/tmp/fill2 bs=1M count=200 2>&1; echo "rc=$?"'
echo "# disk filler: $(tr '\n' ' ' <<<"$X_OUT")"
if [ "$DISK_HOW" = "ext4 image" ]; then
  t_check "the disk filler got ENOSPC in /workspace" grep -q "No space left on device" <<<"$X_OUT"
  t_check "... and in /tmp (same disk)" bash -c "[ \$(grep -c 'No space left on device' <<<'$X_OUT') -ge 2 ]"
  real_kb=$(du -k "$img" | cut -f1)
  t_check "the image holds at most its size in real blocks ($real_kb KiB)" test "$real_kb" -le $((48 * 1024 + 1024))
  # (df of the host would count other jobs' files too: sbxd's whole state
  # dir, two sandboxes' images included, is what this sandbox can grow)
  state_kb=$(du -sk -x "$SBXD_STATE" | cut -f1)
  t_check "all of sbxd's state on the host stays within A's 48 MiB + B's image (${state_kb} KiB)" \
    test "$state_kb" -lt $((48 * 1024 + 12 * 1024))
  head -c 1048576 /dev/urandom >"$T_TMP/1m"
  hc PUT /v1/sandbox/$A/file/workspace/more.bin --data-binary @"$T_TMP/1m"
  t_check "an upload to the full sandbox fails ($H_STATUS)" test "$H_STATUS" != 200
  t_check "... saying why" grep -q "No space left on device" <<<"$H_BODY"
  { printf '0 1048576\n'; cat "$T_TMP/1m"; } >"$T_TMP/ext"
  hc PUT "/v1/sandbox/$A/extents/workspace/more.bin?size=1048576" --data-binary @"$T_TMP/ext"
  t_eq "a sparse upload to the full sandbox is ENOSPC" "409 ENOSPC" "$H_STATUS $(jpy 'd["errno"] == "ENOSPC"' && echo ENOSPC)"
  sh_x $A 'rm -f /workspace/fill /tmp/fill2; sync; echo gone'
  shrunk() { [ "$(du -k "$img" | cut -f1)" -lt $((16 * 1024)) ]; }
  t_check "deleting gives the blocks back to the host (discard)" t_wait_for 30 shrunk
  sh_x $A 'echo writable > /workspace/after && cat /workspace/after'
  t_eq "the sandbox can write again" "writable" "$X_OUT"
  # persist writes its archive on the host, outside the image: a hole
  # costs the sandbox nothing and must cost the host nothing either
  sh_x $A 'rm -f /workspace/after; truncate -s 4G /workspace/holes && echo tail >> /workspace/holes && echo made'
  hc POST /v1/sandbox/$A/persist
  t_eq "persist of a 4 GiB sparse file answers 200" 200 "$H_STATUS"
  t_check "... with an archive of kilobytes, not gigabytes ($(stat -c %s "$T_TMP/body") bytes)" \
    test "$(stat -c %s "$T_TMP/body")" -lt 1048576
  t_eq "... that holds the file's size and its tail" "4294967301 tail" \
    "$(tar -xOf "$T_TMP/body" ./holes | python3 -c 'import sys; d = sys.stdin.buffer.read(); print(len(d), d[-5:].decode().strip())')"
  # Hard links with names of ~250 bytes: 2.5 KiB of archive apiece (GNU
  # long-name headers for the name and the name it links to, every name
  # long) for a few
  # hundred bytes of the image, so a 48 MiB disk can make an archive of
  # hundreds of MiB; capped at twice the image + 64 MiB (160 MiB here).
  # (ext4 allows 65000 links a file: two files)
  sh_x $A 'rm -f /workspace/holes; mkdir -p /workspace/links && cd /workspace/links && python3 -c "
import os
n = 0
try:
    for d in range(10):
        os.mkdir(\"d%d\" % d)
        first = \"d%d/%sfirst\" % (d - d % 5, \"x\" * 240)
        if d % 5 == 0:
            open(first, \"w\").close()
        for i in range(9000):
            os.link(first, \"d%d/%s%06d\" % (d, \"x\" * 240, i)); n += 1
except OSError as e:
    if e.errno != 28: raise
print(n)
" 2>&1 | tail -1'
  # (about 79000 fit in the image; 70000 make an archive of 179 MB: each
  # link's name and the first name it links to are long)
  t_check "the sandbox made at least 70000 long-named links within its disk ($X_OUT)" test "${X_OUT:-0}" -ge 70000
  hc POST /v1/sandbox/$A/persist
  t_eq "a persist whose archive would pass the cap fails with 502, tar killed" \
    "502 tar failed: its output passed the cap of 167772160 bytes: killed" \
    "$H_STATUS $(grep -o 'tar failed: its output passed the cap of [0-9]* bytes: killed' <<<"$H_BODY")"
  t_check "... and sbxd holds no archive afterwards (state $(du -sk -x "$SBXD_STATE" | cut -f1) KiB)" \
    test "$(du -sk -x "$SBXD_STATE" | cut -f1)" -lt $((48 * 1024 + 12 * 1024))
  sh_x $A 'rm -rf /workspace/links; echo gone'
  # persist's and hydrate's tar run as the sandbox's user: any process of
  # the sandbox can take their descriptors (pidfd_getfd). The archive's
  # must be a pipe sbxd copies, never a host file (a temp file in the
  # state dir would let the sandbox write the host's disk full past its
  # image; the upload's memfd would pin host memory): a thief takes tar's
  # stdout during a persist and its stdin during a hydrate, and tries to
  # put 1 GiB through each.
  cat >"$T_TMP/thief.py" <<'PY'
import ctypes, errno, os, signal, stat, sys, time
libc = ctypes.CDLL(None, use_errno=True)
libc.fallocate.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_long, ctypes.c_long]
want, report = int(sys.argv[1]), sys.argv[2]  # tar's fd to take; where to say what it got
me, fd = os.getpid(), -1
while fd < 0:
    for p in os.listdir("/proc"):
        if not p.isdigit() or int(p) == me:
            continue
        try:
            if open("/proc/%s/comm" % p).read().strip() != "tar":
                continue
            pfd = libc.syscall(434, int(p), 0)                  # pidfd_open
            if pfd < 0:
                continue
            os.kill(int(p), signal.SIGSTOP)
            fd = libc.syscall(438, pfd, want, 0)                # pidfd_getfd
            os.kill(int(p), signal.SIGCONT)
            os.close(pfd)
        except OSError:
            continue
        if fd >= 0:
            break
    else:
        time.sleep(0.002)  # (a poll interval: tar runs far longer)
open(report + ".seen", "w").close()
mode = os.fstat(fd).st_mode
kind = "fifo" if stat.S_ISFIFO(mode) else "file" if stat.S_ISREG(mode) else "mode-%o" % mode
name = lambda e: errno.errorcode.get(e, str(e))
r = libc.fallocate(fd, 0, 0, 1 << 30)
falloc = "ok" if r == 0 else name(ctypes.get_errno())
wrote, chunk, werr = 0, b"x" * (1 << 20), "none"
try:
    while wrote < 1 << 30:
        wrote += os.write(fd, chunk)
except OSError as e:
    werr = name(e.errno)
open(report + ".tmp", "w").write("%s fallocate=%s wrote=%d (%s)\n" % (kind, falloc, wrote >> 20, werr))
os.rename(report + ".tmp", report)
while True:
    signal.pause()  # holds the descriptor until killed
PY
  hc PUT /v1/sandbox/$A/file/workspace/thief.py --data-binary @"$T_TMP/thief.py"
  host_free() { python3 -c 'import os, sys; s = os.statvfs(sys.argv[1]); print(s.f_bavail * s.f_frsize)' "$SBXD_STATE"; }
  cap=$(( (2 * 48 + 64) << 20 ))
  # steal WHAT FD REQUEST...: arms the thief for tar's FD, repeats the
  # request until the thief took it (tar must be running when it looks);
  # sets THIEF (its report), H_STATUS of the request it took, DROP (host's
  # free space lost meanwhile)
  steal() {
    local what=$1 fd=$2 try pid free0 status
    shift 2
    sh_x $A "rm -f /tmp/thief.out*; setsid nohup python3 /workspace/thief.py $fd /tmp/thief.out >/dev/null 2>&1 & echo \$!"
    pid=$X_OUT
    free0=$(host_free)
    for try in 1 2 3 4 5 6 7 8 9 10; do
      "$@"
      status=$H_STATUS
      STOLEN_ERR=
      [ "$status" = 200 ] || STOLEN_ERR=$(grep -o '"error":"[^"]*' "$T_TMP/body")
      sh_x $A 'test -e /tmp/thief.out.seen && echo seen'
      [ "$X_OUT" = seen ] && break
    done
    t_check "$what: the thief took tar's fd $fd (try $try)" test "$X_OUT" = seen
    got() { sh_x $A 'cat /tmp/thief.out 2>/dev/null'; [ -n "$X_OUT" ]; }
    t_wait_for 60 got
    THIEF=$X_OUT
    DROP=$(( free0 - $(host_free) ))
    H_STATUS=$status
    sh_x $A "kill $pid; echo killed"
  }
  sh_x $A 'mkdir -p /workspace/many && cd /workspace/many && seq 1 3000 | xargs touch && head -c 20000000 /dev/urandom > /workspace/blob && echo made'
  steal "persist" 1 hc POST /v1/sandbox/$A/persist
  echo "# persist's thief: $THIEF; persist: $H_STATUS $STOLEN_ERR"
  t_check "persist: what it took is a pipe, no host file ($THIEF)" bash -c '[[ $1 == "fifo "* ]]' _ "$THIEF"
  t_check "... the persist ended, with the archive or at the cap ($H_STATUS)" \
    bash -c '[ "$1" = 200 ] || [[ $2 == *"its output passed the cap"* ]]' _ "$H_STATUS" "$STOLEN_ERR"
  t_check "... and the host lost no more than the cap meanwhile ($(( DROP >> 20 )) MiB)" test "$DROP" -lt "$cap"
  sh_x $A 'rm -rf /workspace/many /workspace/blob; echo gone'
  mkdir -p "$T_TMP/hyd/many" && (cd "$T_TMP/hyd/many" && seq 1 3000 | xargs touch)
  head -c 20000000 /dev/urandom >"$T_TMP/hyd/blob"
  tar -cf "$T_TMP/hyd.tar" -C "$T_TMP/hyd" . && rm -rf "$T_TMP/hyd"
  steal "hydrate" 0 hc POST /v1/sandbox/$A/hydrate --data-binary @"$T_TMP/hyd.tar"
  echo "# hydrate's thief: $THIEF; hydrate: $H_STATUS $STOLEN_ERR"
  t_check "hydrate: what it took is a pipe, no host memfd ($THIEF)" bash -c '[[ $1 == "fifo "* ]]' _ "$THIEF"
  t_check "... which it cannot write ($THIEF)" bash -c '[[ $1 == *"wrote=0 (EBADF)" ]]' _ "$THIEF"
  status=$H_STATUS
  sh_x $A 'stat -c %s /workspace/blob'
  t_eq "... and the hydrate restores the archive" "200 20000000" "$status $X_OUT"
  t_check "... the host lost no more than the cap meanwhile ($(( DROP >> 20 )) MiB)" test "$DROP" -lt "$cap"
  sh_x $A 'rm -rf /workspace/many /workspace/blob /workspace/thief.py; echo gone'
  rm -f "$T_TMP/hyd.tar"
  sh_x $B 'df -k /workspace | tail -1 | awk "{print \$2}"'
  t_check "B sees its own 48 MiB disk, not A's or the host's ($X_OUT KiB)" test "${X_OUT:-0}" -gt 30000 -a "${X_OUT:-999999}" -le 49152
else
  ok "no disk images here ($(grep -o 'disk off ([^)]*)' <<<"$line")): not checked"
fi
rm -f "$T_TMP/ext" "$T_TMP/1m"

# ---- CPU ----
if [ -n "$CPU_HOW" ]; then
  hc GET /v1/sandbox/$A/info
  cpu0=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["limits"]["cpu"]["usage_usec"] or 0)' "$T_TMP/body")
  t0=$(date +%s%N)
  sh_x $A 'timeout 2 sh -c "while :; do :; done & while :; do :; done"; true'
  t1=$(date +%s%N)
  hc GET /v1/sandbox/$A/info
  cpu1=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["limits"]["cpu"]["usage_usec"] or 0)' "$T_TMP/body")
  used=$(( (cpu1 - cpu0) / 1000 )); wall=$(( (t1 - t0) / 1000000 ))
  echo "# two busy loops for ${wall} ms used ${used} ms of CPU"
  t_check "two busy loops get at most about half a CPU (${used} ms in ${wall} ms)" \
    test "$used" -le $(( wall * 65 / 100 + 100 ))
else
  ok "no CPU limit without cgroups: not checked"
fi

# ---- ctl/info through a mount ----
t_mount
cat "$MNT/$A/ctl/info" >"$T_TMP/info.txt"
sed 's/^/# /' "$T_TMP/info.txt"
t_check "ctl/info names the host uid" grep -qE '^host_uid: [0-9]+$' "$T_TMP/info.txt"
t_check "ctl/info shows the pids limit and use" grep -qE "^pids: [0-9]+ in use, limit (48|none) \\(" "$T_TMP/info.txt"
t_check "ctl/info shows the memory limit" grep -qE "^memory: .* limit (100663296 bytes|none) \\(" "$T_TMP/info.txt"
t_check "ctl/info shows the disk" grep -qE "^disk: .* in use, limit .*\\((ext4 image|off)\\)" "$T_TMP/info.txt"
if [ "$DISK_HOW" = "ext4 image" ]; then
  err=$(python3 -c "
import errno, os
fd = os.open('$MNT/$A/workspace/toobig', os.O_CREAT | os.O_WRONLY, 0o644)
os.write(fd, os.urandom(64 << 20))
try:
    os.fsync(fd)
    print('fsync ok')
except OSError as e:
    print(errno.errorcode[e.errno])")
  t_eq "through the mount, a file larger than the disk fails with ENOSPC" "ENOSPC" "$err"
  rm -f "$MNT/$A/workspace/toobig"
  # The refusal reaches every descriptor open on the file (Linux's errseq),
  # not only the one whose flush met it: a reader (an indexer, a tail)
  # closing first must not take the writer's error away.
  echo old >"$MNT/$A/workspace/shared"
  r=$(python3 -c "
import errno, os, sys
def call(f, *a):
    try:
        f(*a); return 'OK'
    except OSError as e:
        return errno.errorcode[e.errno]
p = '$MNT/$A/workspace/shared'
w = os.open(p, os.O_WRONLY | os.O_TRUNC)
w2 = os.open(p, os.O_WRONLY)
os.write(w, b'\xaa' * (60 << 20))
r = os.open(p, os.O_RDONLY)
print('reader', call(os.close, r), 'writer', call(os.close, w), 'other-writer-fsync', call(os.fsync, w2),
      'then', call(os.fsync, w2), call(os.close, w2))")
  t_eq "a writer's data refused at a reader's close: the reader's close succeeds, the writer's fails, another writer's fsync too (once)" \
    "reader OK writer ENOSPC other-writer-fsync ENOSPC then OK OK" "$r"
  sh_x $A 'stat -c %s /workspace/shared'
  # sbxd writes an existing file in place (as a local disk does): a write
  # the disk refused leaves what fit, never the size it did not reach
  t_check "... and the sandbox has at most what fit of the refused data ($X_OUT of 62914560 bytes)" \
    test "${X_OUT:-x}" -lt 62914560
  rm -f "$MNT/$A/workspace/shared"
else
  ok "no disk images here: not checked"
  ok "no disk images here: not checked"
fi
t_umount

# ---- cgroups go with the sandboxes ----
groups() { find /sys/fs/cgroup -maxdepth 8 -type d \( -name "$A" -o -name "$B" \) -path '*sbxd-*' 2>/dev/null; }
if [[ $PIDS_HOW == cgroup* || $MEM_HOW == cgroup* ]]; then
  t_check "each sandbox has cgroups of its own while it runs" test -n "$(groups)"
else
  ok "no cgroups here"
fi
t_stop_sbxd
t_eq "sbxd removed its cgroups when it stopped" "" "$(groups)"
t_check "and unmounted the disk images" bash -c "! grep -q ' $SBXD_STATE/' /proc/mounts"

# ---- the same without cgroups: rlimits (what a host without them gets) ----
if [ "$(id -u)" = 0 ]; then
  # An ASan-built sbxd-init (make asan) maps terabytes of shadow memory,
  # which RLIMIT_DATA refuses: there the memory rlimit cannot be tried.
  asan=false
  grep -q __asan_init "$SBX_BUILD/sbxd-init" && asan=true
  SBXD_STATE=$T_TMP/state-rlimit
  SBXD_CGROUPS=off t_start_sbxd --max-pids 48 --max-memory "$($asan && echo 0 || echo 96)" --max-disk 0
  line=$(grep "limits per sandbox:" "$SBXD_LOG" | tail -1)
  echo "# $line"
  PIDS_HOW=$(how pids) MEM_HOW=$(how memory)
  t_eq "without cgroups: pids by RLIMIT_NPROC (per-sandbox uid)" "rlimit" "$PIDS_HOW"
  if $asan; then
    ok "memory by RLIMIT_DATA: not tried with an ASan-built sbxd-init"
  else
    t_eq "... memory by RLIMIT_DATA" "rlimit" "$MEM_HOW"
  fi
  t_check "... and the log says cpu and disk are not limited, and why" \
    bash -c "[[ '$line' == *'cpu off'* && '$line' == *'disk off (--max-disk 0)'* && '$line' == *'SBXD_CGROUPS=off'* ]]"
  sh_x $B 'echo b-alive'
  fork_bomb rlimit
  memory_hog rlimit
  t_stop_sbxd
fi
t_done
