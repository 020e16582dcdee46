#!/usr/bin/env bash
# fs_attacker: a hostile sandbox against the host user of the mount (issue 10).
#
# The sandbox plants symlinks whose targets leave its workspace (absolute,
# relative, and a relative one that climbs out through a link to a
# directory), then the host user cats, appends, copies over, edits with vim
# and follows them through the mount. Host markers (in /root, in $T_TMP,
# owned by root, the sandbox uid and another user) must be neither read nor
# changed; readlink must say where the sandbox points; links that stay
# inside the workspace must keep working. Also: the mount honours no
# setuid bits a sandbox sets, and pid 1 of the sandbox cannot be signalled
# through processes/1/ctl (it would report success and do nothing).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"
XH=(--max-time 120)

ROOT_MARK=/root/sbx-fs-marker-$$
MK=$T_TMP/host
trap 'rm -f "$ROOT_MARK"; t_cleanup' EXIT
mkdir -p "$MK" && chmod 755 "$MK"
echo ROOT-SECRET >"$ROOT_MARK" && chmod 600 "$ROOT_MARK"
echo TMP-SECRET >"$MK/root-marker" && chmod 644 "$MK/root-marker"
echo SBX-SECRET >"$MK/sbx-marker" && chown 65534:65534 "$MK/sbx-marker" && chmod 600 "$MK/sbx-marker"
echo USER-SECRET >"$MK/user-marker" && chown 4242:4242 "$MK/user-marker" && chmod 600 "$MK/user-marker"
fingerprint() {
  find "$ROOT_MARK" "$MK" -printf '%p %y %m %U %G %s %T@\n' | sort
  sha256sum "$ROOT_MARK" "$MK"/*
}
BEFORE=$(fingerprint)
unchanged() {
  local now
  now=$(fingerprint)
  if [ "$now" == "$BEFORE" ]; then ok "$1"; else
    not_ok "$1"; diff <(echo "$BEFORE") <(echo "$now") | sed 's/^/#   /' | head -20
  fi
}

t_start_sbxd
t_mount -o cache_timeout=0
A=fsattack
mkdir "$MNT/$A" || t_bail "mkdir sandbox"
W=$MNT/$A/workspace

# Where the mount lives decides how many ".." reach $MK from MNT/<id>/workspace:
# MNT is $T_TMP/mnt.XXXXXX, so workspace/.. = MNT/<id>, ../.. = MNT, ../../.. = $T_TMP.
sh_x $A "cd /workspace && mkdir -p a/b/c/d && echo inside > target.txt &&
  ln -s $ROOT_MARK notes.txt &&
  ln -s ../../../../../../../../../..$ROOT_MARK rel.txt &&
  ln -s $MK/root-marker tmp.txt && ln -s $MK/sbx-marker sbx.txt && ln -s $MK/user-marker user.txt &&
  ln -s /workspace/../../../../../../../..$MK/root-marker dotdot.txt &&
  ln -s ../../../host/root-marker up3.txt &&
  ln -s /workspace a/b/c/d/s && ln -s s/../../../host/root-marker a/b/c/d/via.txt &&
  ln -s $MK hostdir &&
  ln -s /workspace/target.txt in_abs && ln -s target.txt in_rel && ln -s a/b/../../target.txt in_odd &&
  ln -s ../workspace/target.txt in_up"
t_eq "the sandbox planted its links" 0 "$X_EXIT"
LEAVING="notes.txt rel.txt tmp.txt sbx.txt user.txt dotdot.txt up3.txt a/b/c/d/via.txt"

# ---- reading through the links ----
leaked=""
for l in $LEAVING; do
  out=$(cat "$W/$l" 2>/dev/null; head -c 100 "$W/$l" 2>/dev/null; python3 -c 'import sys; print(open(sys.argv[1]).read())' "$W/$l" 2>/dev/null)
  [[ "$out" == *SECRET* ]] && leaked="$leaked $l"
done
t_eq "cat/head/python through links leaving the workspace read no host file" "" "$leaked"
out=$(ls "$W/hostdir/" 2>/dev/null; cat "$W/hostdir/root-marker" 2>/dev/null)
t_check "a link to a host directory lists and reads nothing" bash -c "[[ '$out' != *marker* && '$out' != *SECRET* ]]"

# ---- writing through them ----
for l in $LEAVING; do
  { echo PWNED >>"$W/$l"; } 2>/dev/null
  printf 'PWNED\n' | tee -a "$W/$l" >/dev/null 2>&1
  cp /etc/hostname "$W/$l" 2>/dev/null
  python3 -c 'import sys; open(sys.argv[1], "a").write("PWNED\n")' "$W/$l" 2>/dev/null
  truncate -s 0 "$W/$l" 2>/dev/null
  touch "$W/$l" 2>/dev/null
  chmod 777 "$W/$l" 2>/dev/null
done
{ echo PWNED >"$W/hostdir/new-file"; } 2>/dev/null
mkdir "$W/hostdir/new-dir" 2>/dev/null
unchanged "echo >>, tee -a, cp over, python append, truncate, touch, chmod through them change no host file"
for l in notes.txt up3.txt a/b/c/d/via.txt; do
  timeout 60 vim -es -n -i NONE -u NONE -c 'normal GoPWNED-BY-VIM' -c 'wq' "$W/$l" </dev/null >/dev/null 2>&1
done
unchanged "vim editing them changes no host file"
t_check "vim wrote nothing in the host's directories either" bash -c "! grep -rqs PWNED-BY-VIM '$MK' /root/sbx-fs-marker-$$"

# ---- what readlink shows ----
t_eq "readlink of an absolute leaving link says where it points, under MOUNT/<id>/.outside-workspace:" \
  "$MNT/$A/.outside-workspace:$ROOT_MARK" "$(readlink "$W/notes.txt")"
t_eq "readlink of a relative leaving link, likewise" \
  "$MNT/$A/.outside-workspace:../../../host/root-marker" "$(readlink "$W/up3.txt")"
t_eq "following a leaving link gives ENOENT" "ENOENT" \
  "$(python3 -c 'import os,sys,errno
try: os.stat(sys.argv[1]); print("OK")
except OSError as e: print(errno.errorcode[e.errno])' "$W/notes.txt")"
t_check "MOUNT/<id>/.outside-workspace: itself does not exist and cannot be created" \
  bash -c "! stat '$MNT/$A/.outside-workspace:' 2>/dev/null && ! mkdir '$MNT/$A/.outside-workspace:' 2>/dev/null && ! stat '$MNT/$A/.outside-workspace:' 2>/dev/null"

# ---- links that stay inside keep working ----
t_eq "an absolute link into the workspace works through the mount" "inside" "$(cat "$W/in_abs")"
t_eq "... and is shown rewritten into the mount" "$W/target.txt" "$(readlink "$W/in_abs")"
t_eq "a relative link works and reads as written" "inside target.txt" "$(cat "$W/in_rel") $(readlink "$W/in_rel")"
t_eq "a relative link with .. after a name works, shown normalised" "inside target.txt" "$(cat "$W/in_odd") $(readlink "$W/in_odd")"
t_eq "a relative link that climbs to / and back into workspace works" "inside" "$(cat "$W/in_up")"
echo appended >>"$W/in_rel"
sh_x $A 'cat /workspace/target.txt'
t_eq "appending through an inside link writes the sandbox file" "$(printf 'inside\nappended')" "$X_OUT"
ln -s "$W/target.txt" "$W/made_here"
sh_x $A 'readlink /workspace/made_here'
t_eq "a link made through the mount to MOUNT/<id>/workspace/x is stored as /workspace/x" "/workspace/target.txt" "$X_OUT"
ln -s "$MK/root-marker" "$W/mine"
t_eq "a link the host user makes through the mount to a host file works for that user" "TMP-SECRET" "$(cat "$W/mine")"
t_eq "... and reads as written" "$MK/root-marker" "$(readlink "$W/mine")"
mv "$W/mine" "$W/mine2"
t_eq "... also after a rename through the mount" "TMP-SECRET" "$(cat "$W/mine2" 2>&1)"
sh_x $A "ln -sfn $ROOT_MARK /workspace/mine2"
t_check "once the sandbox changes its target, it is hidden like any other" \
  bash -c "! cat '$W/mine2' 2>/dev/null | grep -q SECRET && [[ \"\$(readlink '$W/mine2')\" == '$MNT/$A/.outside-workspace:'* ]]"
# POSIX: a link's st_size is the length readlink gives, here the shown
# (rewritten) target: tools size their readlink buffer by it (libarchive's
# bsdtar did, and archived a cut target)
t_eq "every link's lstat size is the length of its shown target (absolute inside, leaving, own, relative)" "" \
  "$(python3 -c 'import os,sys
for p in sys.argv[1:]:
    st, t = os.lstat(p).st_size, os.readlink(p)
    if st != len(os.fsencode(t)): print(p, st, len(t))' "$W/in_abs" "$W/notes.txt" "$W/up3.txt" "$W/mine2" "$W/in_odd" "$W/made_here")"
cp -a "$W/notes.txt" "$W/notes-copy"
sh_x $A 'readlink /workspace/notes-copy'
t_eq "cp -a of a leaving link inside the mount keeps the sandbox's target" "$ROOT_MARK" "$X_OUT"

# ---- the sandbox swaps a file for a link while the host reads and appends ----
sh_x $A "cd /workspace && nohup bash -c 'while :; do echo harmless > swap.tmp; mv -f swap.tmp swap.txt; ln -sfn $ROOT_MARK swap.txt; ln -sfn ../../../host/root-marker swap.txt; done' >/dev/null 2>&1 & echo \$!"
swapper=$X_OUT
leaked=0
for i in $(seq 1 150); do
  out=$(cat "$W/swap.txt" 2>/dev/null)
  [[ "$out" == *SECRET* ]] && leaked=$((leaked + 1))
  { echo PWNED >>"$W/swap.txt"; } 2>/dev/null
done
sh_x $A "kill $swapper"
t_eq "racing links: 150 reads through the mount leaked nothing" 0 "$leaked"
unchanged "racing links: 150 appends through the mount changed no host file"

# ---- the sandbox swaps a file the host is writing, before its close -------
# The close uploads the data, and sbxd writes an existing file in place:
# the name it finds a link (to a host file, or /etc/passwd, which inside
# the sandbox is the sandbox's own) or a FIFO by then, the write lands in a
# regular file inside the sandbox or fails, and the close returns.
passwd=$(sha256sum /etc/passwd)
mkfifo "$T_TMP/go"
swaps=""
for how in "ln -sfn $ROOT_MARK sw.txt" "ln -sfn /etc/passwd sw.txt" "rm sw.txt && mkfifo sw.txt"; do
  sh_x $A 'cd /workspace && rm -f sw.txt && echo before > sw.txt'
  : >"$T_TMP/res"
  timeout 30 python3 -c 'import os, sys
fd = os.open(sys.argv[1], os.O_WRONLY | os.O_TRUNC)
os.write(fd, b"HOST-DATA\n")
print("written", flush=True)
sys.stdin.readline()
try:
    os.close(fd); print("closed")
except OSError as e:
    print("close: " + e.strerror)' "$W/sw.txt" <"$T_TMP/go" >"$T_TMP/res" 2>&1 &
  py=$!
  exec 8>"$T_TMP/go"
  t_wait_for 10 grep -q written "$T_TMP/res"
  sh_x $A "cd /workspace && $how"
  echo go >&8
  exec 8>&-
  wait $py
  rc=$?
  sh_x $A 'cd /workspace && stat -c %F sw.txt; if [ -p sw.txt ]; then echo 0; else cat sw.txt 2>/dev/null | grep -c HOST-DATA; fi; rm -f sw.txt'
  echo "# $how: rc $rc, $(tail -1 "$T_TMP/res"); in the sandbox: $(echo $X_OUT)"
  [ "$rc" = 0 ] || swaps="$swaps [$how: rc $rc]"
  case "$(tail -1 "$T_TMP/res")" in
  closed) [[ "$X_OUT" == *$'\n'1 ]] || swaps="$swaps [$how: closed, but the data is nowhere]" ;;
  close:*) ;;
  *) swaps="$swaps [$how: $(tail -1 "$T_TMP/res")]" ;;
  esac
done
rm -f "$T_TMP/go"
t_eq "a file swapped for a link or a FIFO before the close: the close returns, the data in a regular file or an error" \
  "" "$swaps"
t_eq "... /etc/passwd unchanged" "$passwd" "$(sha256sum /etc/passwd)"
unchanged "... and no host marker changed"

# ---- setuid files and pid 1 ----
sh_x $A 'cp /usr/bin/id /workspace/suid && chmod 4755 /workspace/suid && stat -c %a /workspace/suid'
t_eq "the sandbox made a setuid file" 4755 "$X_OUT"
t_check "the mount is nosuid,nodev: a sandbox's setuid bit never runs as the mounting user" \
  bash -c "awk -v m='$MNT' '\$2 == m { print \$4 }' /proc/self/mounts | grep -q nosuid && awk -v m='$MNT' '\$2 == m { print \$4 }' /proc/self/mounts | grep -q nodev"
t_eq "echo kill > processes/1/ctl: EPERM (pid 1 is the sandbox's init)" "EPERM" \
  "$(python3 -c 'import os,sys,errno
try:
    fd = os.open(sys.argv[1], os.O_WRONLY | os.O_TRUNC); os.write(fd, b"kill\n"); os.close(fd); print("OK")
except OSError as e: print(errno.errorcode[e.errno])' "$MNT/$A/processes/1/ctl")"
t_check "the sandbox still runs commands afterwards" bash -c "echo 'echo alive' > '$MNT/$A/ctl/exec' && [ \"\$(cat '$MNT/$A/ctl/out')\" = alive ]"
unchanged "in the end, no host marker changed"
t_done
