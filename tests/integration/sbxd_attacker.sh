#!/usr/bin/env bash
# sbxd_attacker: play the hostile sandbox against sbxd (issue 10).
#
# A sandbox plants symlinks to host files (owned by root, by the sandbox uid,
# by another local user) and to another sandbox's files, then every /fs
# operation and the file routes are sent through them, once and then while
# a loop inside the sandbox swaps the links underneath (TOCTOU). Afterwards
# nothing outside the sandbox may have changed: same content, mode, owner
# and mtime of every marker, no new names. Links that stay inside the
# sandbox keep working the way the sandbox sees them (chmod, truncate, GET,
# PUT follow them, resolved inside the sandbox root).
#
# Then the sandbox goes after its pid 1 (sbxd-init): stealing descriptors
# with pidfd_getfd, reading /proc/1, ptrace (python and gdb), signals. init
# must hold nothing of the host's and survive everything; sbxd's log must
# not be writable from inside.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"
ATT=$(dirname "$0")/attacker.py
XH=(--max-time 120) # a hung exec fails the step instead of the whole script

t_start_sbxd
A=attacka
B=attackb
# sandbox A's own host uid (sbxd gives each sandbox one; --sandbox-user
# would share one): a marker it owns is what an escape could most easily reach
sh_x $A true
SBX_UID=$(stat -c %u "$SBXD_STATE/sandboxes/$A")
t_check "sandbox A runs as a host uid of its own ($SBX_UID)" test "$SBX_UID" -ne 0 -a "$SBX_UID" -ne 65534
OTHER_UID=4242
MK=$T_TMP/host # host markers; searchable by everyone, so an escape would reach them
mkdir -p "$MK/sbx-dir/victim-dir"
chmod 755 "$MK"
echo ROOT-MARK >"$MK/root-marker" && chmod 644 "$MK/root-marker"
echo SBX-MARK >"$MK/sbx-marker" && chmod 640 "$MK/sbx-marker"
echo USER-MARK >"$MK/user-marker" && chmod 644 "$MK/user-marker"
echo SBX-VICTIM >"$MK/sbx-dir/victim"
chown "$SBX_UID:$SBX_UID" "$MK/sbx-marker"
chown -R "$SBX_UID:$SBX_UID" "$MK/sbx-dir"
chown "$OTHER_UID:$OTHER_UID" "$MK/user-marker"
touch -d '2001-01-01' "$MK"/*-marker "$MK/sbx-dir/victim"

port=${SBX_URL##*:}
BW=$SBXD_STATE/sandboxes/$B/workspace

sh_x $B 'echo B-SECRET > secret-b && chmod 600 secret-b && echo B-VICTIM > victim && mkdir victim-dir && touch -d 2001-01-01 secret-b victim'
t_eq "sandbox B has its files" 0 "$X_EXIT"

# Everything an escape could change, outside sandbox A.
fingerprint() {
  find "$MK" "$BW" -printf '%p %y %m %U %G %s %T@\n' | sort
  find "$MK" "$BW" -type f -exec sha256sum {} + | sort
}
BEFORE=$(fingerprint)
unchanged() { # what
  local now
  now=$(fingerprint)
  if [ "$now" == "$BEFORE" ]; then ok "$1"; else
    not_ok "$1"; diff <(echo "$BEFORE") <(echo "$now") | sed 's/^/#   /' | head -20
  fi
}

# ---- links planted by the sandbox --------------------------------------------
sh_x $A "cd /workspace && echo harmless > harmless && echo TARGET-DATA > target.txt && mkdir -p rdreal/victim-dir && echo ws-victim > rdreal/victim &&
  ln -s $MK/root-marker l_root && ln -s $MK/sbx-marker l_sbx && ln -s $MK/user-marker l_user &&
  ln -s $BW/secret-b l_b && ln -s ../../../../../../../../../../..$MK/sbx-marker l_rel &&
  ln -s $MK/sbx-dir d_host && ln -s $BW d_b && ln -s ../../../../../../../../../../..$MK/sbx-dir d_rel &&
  ln -s /workspace/target.txt in_abs && ln -s target.txt in_rel"
t_eq "links to host files and to another sandbox planted" 0 "$X_EXIT"

fs() { hc POST /v1/sandbox/$A/fs --data-binary "$1"; }
LINKS="l_root l_sbx l_user l_b l_rel"
DIRS="d_host d_b d_rel"

for l in $LINKS; do fs '{"op":"chmod","path":"'$l'","mode":511}'; done
unchanged "chmod through links to host files / another sandbox changes nothing outside"
for l in $LINKS; do fs '{"op":"truncate","path":"'$l'","size":0}'; done
unchanged "truncate through those links changes nothing outside"
for l in $LINKS; do fs '{"op":"utimens","path":"'$l'","atime":[1,0],"mtime":[1,0]}'; done
unchanged "utimens through those links changes nothing outside"
leak=""
for l in $LINKS; do
  hc GET /v1/sandbox/$A/file/workspace/$l
  grep -qE 'MARK|B-SECRET' "$T_TMP/body" && leak="$leak $l"
  hc PUT /v1/sandbox/$A/file/workspace/$l --data-binary PWNED
done
t_eq "GET through those links returns no outside data" "" "$leak"
unchanged "PUT through those links writes nothing outside"
for d in $DIRS; do
  fs '{"op":"chmod","path":"'$d'/victim","mode":511}'
  fs '{"op":"truncate","path":"'$d'/victim","size":0}'
  fs '{"op":"utimens","path":"'$d'/victim","atime":"now","mtime":"now"}'
  fs '{"op":"rename","path":"'$d'/victim","to":"stolen"}'
  fs '{"op":"rename","path":"harmless","to":"'$d'/planted"}'
  fs '{"op":"unlink","path":"'$d'/victim"}'
  fs '{"op":"rmdir","path":"'$d'/victim-dir"}'
  fs '{"op":"mkdir","path":"'$d'/pwn-dir"}'
  fs '{"op":"symlink","path":"'$d'/pwn-link","target":"/"}'
  hc PUT /v1/sandbox/$A/file/workspace/$d/pwn-put --data-binary PWNED
  hc PUT /v1/sandbox/$A/file/workspace/$d/victim --data-binary PWNED
  hc PUT /v1/sandbox/$A/file/workspace/$d/new/dir/pwn --data-binary PWNED
done
unchanged "every /fs op and PUT through directory links changes nothing outside"
listed=""
for d in $DIRS; do
  fs '{"op":"list","path":"'$d'"}'
  grep -qE 'victim|secret-b' "$T_TMP/body" && listed="$listed $d"
  fs '{"op":"lstat","path":"'$d'/victim"}'
  [ "$H_STATUS" = 200 ] && listed="$listed $d/victim"
  fs '{"op":"statfs","path":"'$d'"}'
done
t_eq "list/lstat through directory links show nothing outside" "" "$listed"
sh_x $A 'cat /workspace/harmless'
t_eq "a rename 'into' a host directory link stayed in the sandbox or failed" "harmless" "$X_OUT"

sh_x $A 'ln /etc/hostname /workspace/hl; ln /usr/bin/id /workspace/hl2; ls /workspace/hl /workspace/hl2'
t_check "hard links to host files cannot be made from inside (exit $X_EXIT)" test "$X_EXIT" != 0 -a -z "$X_OUT"

# ---- links that stay inside: followed as the sandbox sees them ---------------
fs '{"op":"chmod","path":"in_abs","mode":384}'
sh_x $A 'stat -c %a /workspace/target.txt'
t_eq "chmod through an absolute in-sandbox link changes its target (as chmod(2) does)" "600" "$X_OUT"
fs '{"op":"chmod","path":"in_rel","mode":420}'
sh_x $A 'stat -c %a /workspace/target.txt'
t_eq "chmod through a relative in-sandbox link too" "644" "$X_OUT"
hc GET /v1/sandbox/$A/file/workspace/in_abs
t_eq "GET through an in-sandbox link reads its target" "TARGET-DATA" "$H_BODY"
fs '{"op":"truncate","path":"in_abs","size":3}'
t_eq "truncate through an in-sandbox link succeeds" 200 "$H_STATUS"
sh_x $A 'cat /workspace/target.txt; echo; test -L /workspace/in_abs && echo still-a-link'
t_eq "... and truncates its target, leaving the link" "$(printf 'TAR\nstill-a-link')" "$X_OUT"
hc PUT /v1/sandbox/$A/file/workspace/in_rel --data-binary NEW-DATA
sh_x $A 'cat /workspace/target.txt; echo; test -L /workspace/in_rel && echo still-a-link'
t_eq "PUT through an in-sandbox link writes its target" "$(printf 'NEW-DATA\nstill-a-link')" "$X_OUT"
fs '{"op":"utimens","path":"in_abs","atime":[1000,0],"mtime":[1000,0]}'
sh_x $A 'stat -c %Y /workspace/target.txt; stat -c %Y /workspace/in_abs'
t_check "utimens never follows: the link's own time changes, not the target's" \
  bash -c "[ \"\$(echo '$X_OUT' | head -1)\" != 1000 ] && [ \"\$(echo '$X_OUT' | tail -1)\" = 1000 ]"
sh_x $A 'mkfifo /workspace/fifo && ln -s /workspace/fifo /workspace/to_fifo'
start=$(date +%s%N)
hc PUT /v1/sandbox/$A/file/workspace/to_fifo --max-time 10 --data-binary x
t_check "PUT through a link to a FIFO fails at once instead of blocking a thread ($H_STATUS)" \
  bash -c "[ '$H_STATUS' != 200 ] && [ '$H_STATUS' != 000 ] && [ $(( ($(date +%s%N) - start) / 1000000 )) -lt 5000 ]"
fs '{"op":"truncate","path":"to_fifo","size":0}'
t_check "truncate through a link to a FIFO fails at once ($H_STATUS)" test "$H_STATUS" = 409
unchanged "(nothing outside changed so far)"

# ---- races: the sandbox swaps links while the client hammers -----------------
sh_x $A "cd /workspace && mkdir -p rdreal && nohup bash -c 'while :; do
    ln -sfn harmless race; ln -sfn $MK/sbx-marker race
    ln -sfn ../../../../../../../..$MK/sbx-marker rrace; ln -sfn target.txt rrace
    ln -sfn $MK/sbx-dir rd; ln -sfn rdreal rd
    ln -sfn $BW rdb; ln -sfn rdreal rdb
  done' >/dev/null 2>&1 & echo \$!"
swapper=$X_OUT
t_check "a link-swapping loop runs in the sandbox (pid $swapper)" bash -c "[[ '$swapper' =~ ^[0-9]+$ ]]"
out=$(python3 "$ATT" hammer "$SBX_URL" "$SANDBOX_API_KEY" $A 4 /workspace/race /workspace/rrace /workspace/rd /workspace/rdb)
echo "# hammer: $out"
t_check "the client hammered every op through the swapping links" bash -c "[[ '$out' == *'\"200\"'* ]]"
sh_x $A "kill $swapper"
unchanged "after the race nothing outside the sandbox changed"

# ---- the sandbox swaps the file an upload writes in place ------------------
# An upload over an existing regular file writes that file (same inode):
# opened without following a link or blocking, and only when it is still a
# regular file; a link, a FIFO or a directory put there between the look
# and the open makes sbxd look again or fail. Every PUT answers in time.
sh_x $A "cd /workspace && echo plain > sw && nohup bash -c 'while [ ! -e sw.stop ]; do
    echo plain > sw.tmp; mv -fT sw.tmp sw; ln -sfn $MK/sbx-marker sw.l; mv -fT sw.l sw
    rm -f sw; mkfifo sw; rm -f sw; mkdir sw; rmdir sw; ln -sfn $MK/root-marker sw
  done; touch sw.stopped' >/dev/null 2>&1 &"
statuses=""
for i in $(seq 1 40); do
  hc PUT /v1/sandbox/$A/file/workspace/sw --max-time 10 --data-binary "PUT-$i"
  statuses="$statuses $H_STATUS"
  printf '0 4\nEXT%d' "$((i % 10))" >"$T_TMP/ext"
  hc PUT "/v1/sandbox/$A/extents/workspace/sw?size=8" --max-time 10 \
    -H 'Content-Type: application/x-sbx-extents' --data-binary @"$T_TMP/ext"
  statuses="$statuses $H_STATUS"
  hc POST "/v1/sandbox/$A/extents/workspace/sw?size=4" --max-time 10 \
    -H 'Content-Type: application/x-sbx-extents' --data-binary @"$T_TMP/ext"
  statuses="$statuses $H_STATUS"
done
sh_x $A 'touch /workspace/sw.stop'
swapper_stopped() { sh_x $A 'test -e /workspace/sw.stopped'; [ "$X_EXIT" = 0 ]; }
t_wait_for 20 swapper_stopped
echo "# statuses:$(echo $statuses | tr ' ' '\n' | sort | uniq -c | tr '\n' ' ')"
t_check "120 uploads and appends while the sandbox swaps the file for links, a FIFO, a directory: each answers in time" \
  bash -c "[[ ' $statuses ' != *' 000 '* ]] && [[ ' $statuses ' == *' 200 '* ]]"
unchanged "... and nothing outside the sandbox changed"
sh_x $A 'cd /workspace && rm -rf sw sw.tmp sw.l sw.stop sw.stopped; echo keep > sw && stat -c %i sw'
ino=$X_OUT
hc PUT /v1/sandbox/$A/file/workspace/sw --data-binary NEW
sh_x $A 'cd /workspace && stat -c %i sw; cat sw'
t_eq "a PUT over a regular file writes it in place (inode $ino)" "$ino
NEW" "$X_OUT"
t_eq "... leaving no temp file in uploads/" "" "$(ls -A "$SBXD_STATE/sandboxes/$A/uploads")"

# ---- appends (POST .../extents): the existing file's end, nothing else -----
printf '0 4\nMORE' >"$T_TMP/ext"
errno_of() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("errno", ""))' "$T_TMP/body" 2>/dev/null; }
app() { hc POST "/v1/sandbox/$A/extents/workspace/$1?size=${2:-4}" --max-time 10 \
  -H 'Content-Type: application/x-sbx-extents' --data-binary @"$T_TMP/ext"; }
app sw
t_check "an append answers 200 and where it landed (at 3, after NEW)" \
  jpy 'd["ok"] is True and d["at"] == 3 and d["stat"]["size"] == 7'
sh_x $A 'cd /workspace && stat -c %i sw; cat sw'
t_eq "... into the same file (inode $ino)" "$ino
NEWMORE" "$X_OUT"
app nothere
t_eq "an append to a missing file: 409 ENOENT, and no file made" "409 ENOENT no" \
  "$H_STATUS $(errno_of) $(sh_x $A 'test -e /workspace/nothere && echo yes || echo no'; echo "$X_OUT")"
sh_x $A "cd /workspace && mkfifo afifo && mkdir adir && ln -s $MK/sbx-marker alink && ln -s ../../../../..$MK/root-marker alink2"
app afifo
t_eq "an append to a FIFO nobody reads: 409 EINVAL at once" "409 EINVAL" "$H_STATUS $(errno_of)"
app adir
t_eq "an append to a directory: 409 EISDIR" "409 EISDIR" "$H_STATUS $(errno_of)"
app alink
t_eq "an append through a link to a host path resolves inside the sandbox (409 ENOENT)" \
  "409 ENOENT" "$H_STATUS $(errno_of)"
app alink2
t_eq "... and through one climbing out with ../ (409 ENOENT)" "409 ENOENT" "$H_STATUS $(errno_of)"
app sw 99999999
t_eq "an append of more than 16 MiB: 400 before anything is read" "400" "$H_STATUS"
printf '0 9\nTOOLONG' >"$T_TMP/ext"
app sw
t_eq "a record beyond the append's size: 400, and the file keeps its data" "400 NEWMORE" \
  "$H_STATUS $(sh_x $A 'cat /workspace/sw'; echo "$X_OUT")"
unchanged "... and nothing outside the sandbox changed"
sh_x $A 'cd /workspace && rm -rf afifo adir alink alink2'

# ---- sandbox against its init (pid 1) ----------------------------------------
hc PUT /v1/sandbox/$A/file/workspace/probe.py --data-binary @- <<'PY'
import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
SYS_pidfd_open, SYS_pidfd_getfd = 434, 438
got = []
pidfd = libc.syscall(SYS_pidfd_open, 1, 0)
print("pidfd_open", "ok" if pidfd >= 0 else os.strerror(ctypes.get_errno()))
if pidfd >= 0:
    for n in range(0, 21):
        fd = libc.syscall(SYS_pidfd_getfd, pidfd, n, 0)
        if fd >= 0:
            got.append("%d->%s" % (n, os.readlink("/proc/self/fd/%d" % fd)))
            try:
                os.write(fd, b"sbxd: PWNED-FROM-SANDBOX\n")
                os.ftruncate(fd, 0)
            except OSError:
                pass
print("stolen", " ".join(got) if got else "none")
for p in ("/proc/1/environ", "/proc/1/fd", "/proc/1/mem", "/proc/1/cwd", "/proc/1/root"):
    try:
        if p.endswith("fd"):
            r = os.listdir(p)
        elif p.endswith(("cwd", "root")):
            r = os.readlink(p)
        else:
            r = open(p, "rb").read(16)
        print("readable", p, r)
    except OSError as e:
        pass
for n in range(0, 21):
    try:
        with open("/proc/1/fd/%d" % n, "ab") as f:
            f.write(b"sbxd: PWNED-FROM-SANDBOX\n")
        print("wrote", n)
    except OSError:
        pass
PTRACE_ATTACH, PTRACE_SEIZE = 16, 0x4206
for req in (PTRACE_ATTACH, PTRACE_SEIZE):
    r = libc.ptrace(req, 1, 0, 0)
    print("ptrace", req, "ok" if r == 0 else os.strerror(ctypes.get_errno()))
PY
log_size=$(stat -c %s "$SBXD_LOG")
log_head=$(head -c "$log_size" "$SBXD_LOG" | sha256sum)
sh_x $A "nohup sleep 31337$$ >/dev/null 2>&1 & /usr/bin/python3 /workspace/probe.py"
echo "$X_OUT" | sed 's/^/# probe: /'
t_eq "pidfd_getfd(pidfd_open(1), 0..20) steals no descriptor of init" "stolen none" "$(echo "$X_OUT" | grep '^stolen')"
t_eq "/proc/1/environ, fd, mem, cwd, root are unreadable and its fds unwritable" "" "$(echo "$X_OUT" | grep -E '^(readable|wrote)')"
t_eq "ptrace attach and seize of pid 1 are refused" "$(printf 'ptrace 16 Operation not permitted\nptrace 16902 Operation not permitted')" "$(echo "$X_OUT" | grep '^ptrace')"
sh_x $A 'gdb -p 1 -batch -ex "info registers rip" 2>&1 | grep -ciE "ptrace: Operation not permitted|Could not attach|Couldn.t get registers" ; gdb -p 1 -batch -ex "info registers rip" 2>&1 | grep -c "^rip"'
t_eq "gdb -p 1 cannot attach" "$(printf '1\n0')" "$X_OUT"
sh_x $A 'for s in KILL TERM INT HUP QUIT USR1 USR2 STOP SEGV ABRT; do kill -$s 1; done; true'
sh_x $A "pgrep -f -x 'sleep 31337$$' >/dev/null && echo still-running"
t_eq "signals to pid 1 leave the sandbox running: its background process survives" "still-running" "$X_OUT"
sh_x $A 'cat /proc/1/status | grep -E "^(State|PPid):" | tr -s "\t " " "'
# (sleeping, or running when it answers this very command; not stopped, not
# dead)
echo "# pid 1: $X_OUT"
t_check "pid 1 is still sbxd-init, running" bash -c "[[ '$X_OUT' =~ State:\ [SRD] ]]"
t_check "sbxd's log was not written by the sandbox" bash -c "! grep -q PWNED '$SBXD_LOG'"
t_eq "sbxd's log was not truncated (its earlier bytes are intact)" "$log_head" "$(head -c "$log_size" "$SBXD_LOG" | sha256sum)"

# ---- a directory planted to make one listing cost the host ----
# Listings are built whole in memory: long link targets are left out of
# them (readlink gives them), and one past 32 MiB of text is refused
# (EFBIG) instead of costing sbxd (and the mount) gigabytes.
jval() { python3 -c 'import json,sys; d=json.load(open(sys.argv[2])); print(eval(sys.argv[1]))' "$1" "$T_TMP/body" 2>/dev/null; }
sh_x $A 'mkdir -p /workspace/big/links && cd /workspace/big/links && python3 -c "
import os
t = \"/workspace/\" + \"t\" * 3000
for i in range(50):
    os.symlink(t, \"l%02d\" % i)
print(\"made\")"'
t_eq "the sandbox made 50 links with 3 KB targets" made "$X_OUT"
fs '{"op":"list","path":"/workspace/big/links"}'
t_eq "a listing leaves long link targets out" "200 50 0" \
  "$H_STATUS $(jval 'len(d["entries"])') $(jval 'sum(1 for e in d["entries"] if "link" in e)')"
fs '{"op":"readlink","path":"/workspace/big/links/l07"}'
t_eq "... and readlink gives one whole" "200 3011" "$H_STATUS $(jval 'len(d["target"])')"
sh_x $A 'mkdir -p /workspace/big/many && cd /workspace/big/many && python3 -c "
import os
n = 0
for f in range(3):
    first = \"x\" * 240 + \"-%d\" % f
    open(first, \"w\").close()
    for i in range(30000):
        os.link(first, \"%s-%d-%06d\" % (\"y\" * 240, f, i)); n += 1
print(n)"'
t_eq "the sandbox made 90000 long names" 90000 "$X_OUT"
rss0=$(awk '/VmHWM/ {print $2}' /proc/$SBXD_PID/status)
fs '{"op":"list","path":"/workspace/big/many"}'
rss1=$(awk '/VmHWM/ {print $2}' /proc/$SBXD_PID/status)
t_eq "a listing past 32 MiB of text is refused with EFBIG" "409 EFBIG" "$H_STATUS $(jval 'd.get("errno")')"
if grep -q __asan_init "$SBX_BUILD/sbxd"; then
  ok "... (sbxd's memory not measured: an ASan build keeps what it frees)"
else
  t_check "... having cost sbxd about that ($(( (rss1 - rss0) / 1024 )) MiB more at its peak)" \
    test $((rss1 - rss0)) -lt $((128 * 1024))
fi
sh_x $A 'rm -rf /workspace/big; echo gone'

# The sandbox cuts a file while sbxd sends it (plain GET): the answer ends
# at once, cut (the client sees the error), instead of stalling until the
# client gives up, holding sbxd's connection until its idle timeout.
sh_x $A 'head -c 60000000 /dev/zero > /workspace/shrinks; echo made' >/dev/null
curl -s --limit-rate 2M --max-time 60 -o /dev/null -w '%{size_download}' \
  -H "Authorization: Bearer $SANDBOX_API_KEY" "$SBX_URL/v1/sandbox/$A/file/workspace/shrinks" \
  >"$T_TMP/shrink.got" 2>/dev/null &
cp=$!
T_PIDS+=("$cp")
t_check "a plain GET of a 60 MB file is under way" \
  t_wait_for 30 sh -c "ls /proc/$cp >/dev/null 2>&1 && [ -n \"\$(ss -tnp 2>/dev/null | grep -w 'pid=$cp')\" ]"
sh_x $A ': > /workspace/shrinks' >/dev/null
t0=$(date +%s)
t_wait_pid "$cp" 45
echo "# the GET ended $(( $(date +%s) - t0 )) s after the cut, curl exit $T_WAIT_RC, $(cat "$T_TMP/shrink.got") bytes"
t_eq "the sandbox truncates it meanwhile: the answer is cut (curl: partial file), not left hanging" \
  18 "$T_WAIT_RC"
sh_x $A 'rm -f /workspace/shrinks' >/dev/null

unchanged "in the end, nothing outside the sandbox changed"
t_done
