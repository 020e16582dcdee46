#!/usr/bin/env bash
# terminals/: interactive terminals as files (issue 14) — mkdir makes a
# login shell on a pty, in takes keystrokes, out streams the screen's
# output (history first, then live, EOF at the end), size resizes, status
# tells running / exited N, rmdir hangs it up; terminals/new starts a
# command. Against sbxd (the next generation's terminal routes), sbxd
# --bridge-compat=v1 (the 0.12 /pty WebSocket of a session of its own) and
# --bridge-compat=next.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/ctl_common.bash"

# type_in DIR TEXT: keystrokes (printf escapes) to DIR/in
type_in() { printf "$2" >"$1/in"; }
# in_sandbox PATTERN: a process matching PATTERN (pgrep -f) runs in termbox
# (written so that the pattern does not match its own command line)
in_sandbox() { ctl_run "$MNT/termbox/ctl" "pgrep -f '$1'" | grep -q .; }
not_in_sandbox() { ! in_sandbox "$1"; }
# fd_pos PID PATH: the file offset of PID's descriptor of PATH
fd_pos() {
  local f
  for f in /proc/"$1"/fd/*; do
    [ "$(readlink "$f")" = "$2" ] && sed -n 's/^pos:[[:space:]]*//p' "/proc/$1/fdinfo/${f##*/}"
  done
}
fd_pos_is() { [ "$(fd_pos "$1" "$2")" = "$3" ]; }

term_checks() {
  local L=$1 D=$MNT/termbox T=$MNT/termbox/terminals A name size
  mkdir -p "$D" || t_bail "mkdir sandbox"
  t_eq "$L: terminals/ holds new" "new" "$(ls "$T")"
  t_check "$L: mkdir terminals/a starts a terminal" mkdir "$T/a"
  A=$T/a
  t_eq "$L: ls terminals lists it" "a new" "$(ls "$T" | tr '\n' ' ' | sed 's/ $//')"
  t_eq "$L: a terminal's files" "in out size status" "$(ls "$A" | tr '\n' ' ' | sed 's/ $//')"
  t_eq "$L: status: running" "running" "$(cat "$A/status")"
  t_eq "$L: size: 80x24 at first" "80x24" "$(cat "$A/size")"
  t_check "$L: the login shell prompts in /workspace" out_has "$A/out" "/workspace"
  type_in "$A" 'echo $((6 * 7))-answer\r'
  t_check "$L: keystrokes to in run in the shell, out shows the result" out_has "$A/out" "42-answer"
  t_eq "$L: stty sees a terminal of 80x24" "ok" "$(type_in "$A" 'echo tty=$(stty size | tr " " x)\r'; out_has "$A/out" "tty=24x80" && echo ok)"
  echo 132x40 >"$A/size"
  t_eq "$L: size takes COLSxROWS" "132x40" "$(cat "$A/size")"
  type_in "$A" 'echo tty=$(stty size | tr " " x)\r'
  t_check "$L: ... which the shell sees (stty size)" out_has "$A/out" "tty=40x132"
  t_errno "$L: a bad size: EINVAL" "write:EINVAL" write "$A/size" $'big\n'
  t_errno "$L: a size of 0: EINVAL" "write:EINVAL" write "$A/size" $'0x10\n'
  t_errno "$L: in cannot be read" "open:EACCES" read "$A/in"
  t_errno "$L: out cannot be written" "open:EACCES" write "$A/out" "x"
  t_errno "$L: status cannot be written" "open:EACCES" write "$A/status" "x"

  # history: every open of out starts at the beginning of what is kept
  t_check "$L: a new reader of out sees the earlier output too" out_has "$A/out" "42-answer"
  size=$(stat -c %s "$A/out")
  t_check "$L: out's size is the output so far ($size)" test "$size" -gt 100
  # only new output: tail -n0 -f
  tail -n0 -f "$A/out" >"$T_TMP/new.out" 2>&1 &
  local tpid=$!
  t_check "$L: tail -n0 -f out starts at the end" t_wait_for 10 fd_pos_is "$tpid" "$A/out" "$size"
  type_in "$A" 'echo fresh-$((100 + 23))\r'
  t_check "$L: tail -n0 -f out shows new output" t_wait_for 20 grep -q "fresh-123" "$T_TMP/new.out"
  t_check "$L: ... and not the old" bash -c "! grep -q 42-answer '$T_TMP/new.out'"
  kill "$tpid"; t_wait_pid "$tpid" 10

  # Ctrl-C and Ctrl-Z as bytes
  type_in "$A" 'echo go-sleep; sleep 300\r'
  out_has "$A/out" "go-sleep" >/dev/null
  t_check "$L: sleep runs in the terminal" t_wait_for 20 in_sandbox 'sleep [3]00'

  type_in "$A" '\003'
  type_in "$A" 'echo rc=$?-after\r'
  t_check "$L: Ctrl-C (\\003 written to in) interrupts it" out_has "$A/out" "rc=130-after"
  type_in "$A" 'sleep 301\r'
  t_check "$L: another sleep runs" t_wait_for 20 in_sandbox 'sleep [3]01'

  type_in "$A" '\032'
  t_check "$L: Ctrl-Z (\\032) stops it: the shell says so" out_has "$A/out" "Stopped"
  type_in "$A" 'kill %%1; fg; echo killed-$((1 + 1))\r' # fg: bash sees it end
  t_check "$L: job control works" out_has "$A/out" "killed-2"

  # exit: status, EOF, EPIPE
  cat "$A/out" >/dev/null &
  local cpid=$!
  type_in "$A" 'exit 7\r'
  t_check "$L: exit: a reader of out gets EOF" t_wait_pid "$cpid" 30
  t_eq "$L: status: exited 7" "exited 7" "$(cat "$A/status")"
  t_errno "$L: keystrokes to an exited terminal: EPIPE" "write:EPIPE" write "$A/in" "x"
  t_check "$L: its output stays readable" out_has "$A/out" "42-answer"
  t_check "$L: rmdir removes an exited terminal" rmdir "$A"
  t_eq "$L: ... gone from the listing" "new" "$(ls "$T")"
  t_errno "$L: ... and its files" "open:ENOENT" read "$A/status"

  # rmdir of a running terminal hangs it up
  mkdir "$T/b"
  type_in "$T/b" 'sleep 777\r'
  t_check "$L: a job runs in terminal b" t_wait_for 20 in_sandbox 'sleep [7]77'
  t_check "$L: rmdir ends a running terminal" rmdir "$T/b"
  t_check "$L: ... its shell and job are gone from the sandbox" t_wait_for 20 not_in_sandbox 'sleep [7]77' 
  t_eq "$L: ... and from terminals/" "new" "$(ls "$T")"

  # terminals/new: a command on a terminal, the name read back
  name=$(python3 - "$T/new" <<'PY'
import os, sys
fd = os.open(sys.argv[1], os.O_RDWR)
os.write(fd, b"echo from-new-$((2 * 21)); read -r line; echo got-$line; exit 5\n")
print(os.read(fd, 100).decode().strip())
os.close(fd)
PY
)
  t_check "$L: new gives back the terminal's name ($name)" test -n "$name" -a -d "$T/$name"
  t_eq "$L: reading new alone: the latest name" "$name" "$(cat "$T/new")"
  t_check "$L: the command runs on it" out_has "$T/$name/out" "from-new-42"
  type_in "$T/$name" 'typed\r'
  t_check "$L: ... reads what is typed" out_has "$T/$name/out" "got-typed"
  t_check "$L: ... and its exit status shows" t_wait_for 20 grep -qx "exited 5" "$T/$name/status"
  rmdir "$T/$name"
  t_errno "$L: an empty command to new: EINVAL (at close)" "close:EINVAL" write "$T/new" $'  \n'
  # Commands that end at once: the terminal has ended (and its output and
  # exit come in the same reads as the WebSocket's handshake) before the
  # mount connects to it.
  local quick="" q
  for q in 1 2 3 4 5 6 7 8 9 10; do
    name=$(python3 -c 'import os,sys; fd=os.open(sys.argv[1], os.O_RDWR); os.write(fd, b"echo quick-$((6*7)); exit 9\n"); print(os.read(fd, 100).decode().strip())' "$T/new" 2>&1)
    t_wait_for 20 grep -qx "exited 9" "$T/$name/status" 2>/dev/null && out_has "$T/$name/out" "quick-42" && quick+=ok
    rmdir "$T/$name" 2>/dev/null
  done
  t_eq "$L: 10 commands that end at once: each starts, shows its output and exit status" \
    "okokokokokokokokokok" "$quick"

  # names
  t_errno "$L: mkdir of an existing terminal: EEXIST" "mkdir:EEXIST" mkdir "$T/new"
  t_errno "$L: mkdir of a bad name: EINVAL" "mkdir:EINVAL" mkdir "$T/.hidden"
  t_errno "$L: ... a name over 64 characters: EINVAL" "mkdir:EINVAL" mkdir "$T/$(printf 'x%.0s' $(seq 65))"
  t_errno "$L: files cannot be made in terminals/: EACCES" "open:EACCES" create "$T/file"
  t_errno "$L: rmdir of an unknown terminal: ENOENT" "rmdir:ENOENT" rmdir "$T/nope"
  mkdir "$T/c"
  t_errno "$L: mkdir twice: EEXIST" "mkdir:EEXIST" mkdir "$T/c"
  t_errno "$L: nothing can be made inside a terminal: EACCES" "mkdir:EACCES" mkdir "$T/c/x"
  t_errno "$L: ... nor removed" "unlink:EACCES" unlink "$T/c/in"

  # output past what is kept (2 MiB): the reader goes on with the newest
  type_in "$T/c" 'head -c 3000000 /dev/zero | tr "\\\\0" y; echo; echo end-$((3 * 3)); exit\r'
  t_check "$L: a terminal that printed 3 MB ends" t_wait_for 60 grep -q exited "$T/c/status"
  size=$(timeout 20 cat "$T/c/out" | wc -c)
  t_check "$L: out keeps 1 to 2 MiB of it ($size bytes)" test "$size" -ge 1048576 -a "$size" -le 2300000
  t_check "$L: ... the newest: the end is there" out_has "$T/c/out" "end-9"
  rmdir "$T/c"

  # Terminals live while the mount holds them; destroying the sandbox lets go
  mkdir "$T/d"
  late=$(grep '^kernel:late' "$MNT/.sbxfs/stats")
  t_check "$L: rmdir of the sandbox with a terminal in it" rmdir "$D"
  t_check "$L: ... and it is gone" bash -c "! test -e '$D'"
  # the terminal's reader, ended by the destroy, told the mount without
  # waiting for the kernel, which the rmdir kept from being told (0.5 s)
  t_eq "$L: ... without a wait for the kernel that had to give up" \
    "$late" "$(grep '^kernel:late' "$MNT/.sbxfs/stats")"
}

t_start_sbxd
t_mount
term_checks sbxd

# keys_flow LABEL: keystrokes a program leaves unread for a while (11 s,
# past the 10 s after which sbxd used to drop them, and past the mount's
# stream_timeout in the compat modes, where sbxd sends no keepalives and
# does not read the client's pings while the keystrokes wait) all reach
# it, in order, once it reads: 200 000 numbered bytes through a raw
# terminal, compared byte for byte.
keys_flow() {
  local L=$1 F=$MNT/flowbox name kpid
  mkdir "$F"
  python3 -c 'import sys; sys.stdout.write("".join("%07d\n" % i for i in range(25000)))' >"$T_TMP/keys"
  name=$(python3 - "$F/terminals/new" <<'PY'
import os, sys
fd = os.open(sys.argv[1], os.O_RDWR)
os.write(fd, b"stty raw -echo; sleep 11; head -c 200000 >/workspace/keys; echo got-$((6*7))\n")
print(os.read(fd, 100).decode().strip())
PY
)
  cat "$T_TMP/keys" >"$F/terminals/$name/in" 2>"$T_TMP/keys.err" &
  kpid=$!
  t_check "$L: 200 000 keystrokes to a program that does not read them yet: written" t_wait_pid "$kpid" 60
  t_eq "$L: ... without an error" "0 " "$T_WAIT_RC $(cat "$T_TMP/keys.err")"
  t_check "$L: ... the program reads them once it wakes" out_has "$F/terminals/$name/out" "got-42"
  t_check "$L: ... all of them, in order" cmp "$T_TMP/keys" "$F/workspace/keys"
  t_check "$L: ... and the terminal stayed connected: it exits 0" \
    t_wait_for 20 sh -c "[ \"\$(cat '$F/terminals/$name/status')\" = 'exited 0' ]"
  rmdir "$F"
}

keys_flow sbxd
t_umount
if [ "$(t_backend)" = sbxd ]; then
  for mode in v1 next; do
    t_stop_sbxd
    SBXD_STATE=$T_TMP/state-$mode
    t_start_sbxd --bridge-compat=$mode
    # (a short stream_timeout: quiet terminals live on answered pings)
    t_mount -o stream_timeout=3
    term_checks "$mode"
    keys_flow "$mode"
    # a terminal left running when the mount goes: the unmount does not wait for it
    mkdir -p "$MNT/termbox2/terminals/left"
    fusermount3 -u "$MNT"
    t_check "$mode: unmounting with a terminal running: sbxfs ends" t_wait_pid "$SBXFS_PID" 20
  done
fi
t_done
