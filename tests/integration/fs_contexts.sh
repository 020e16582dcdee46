#!/usr/bin/env bash
# contexts/ on the mount (fs/contexts.c over libsbx's code contexts): real
# python3 and node in a real sandbox, driven with shell tools — against sbxd
# as is, then against `sbxd --bridge-compat` (no extension: the normal exec
# route alone). The library side has its own suite (contexts.sh).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/ctl_common.bash"

# cell DIR CODE: runs CODE in the context DIR, prints its out.
cell() {
  printf '%s\n' "$2" > "$1/run" && cat "$1/out"
}

context_checks() { # $1: label
  local L=$1 D=$MNT/ctxbox P J pid
  mkdir -p "$D" || t_bail "mkdir sandbox"
  t_eq "$L: the sandbox directory lists contexts" "contexts" "$(ls "$D" | grep -x contexts)"
  t_eq "$L: no context yet" "" "$(ls "$D/contexts")"
  t_check "$L: mkdir contexts/py" mkdir "$D/contexts/py"
  P=$D/contexts/py
  t_eq "$L: ls contexts lists it" "py" "$(ls "$D/contexts")"
  t_eq "$L: a context holds its files" "ctl err lang out results run status" \
    "$(ls "$P" | tr '\n' ' ' | sed 's/ $//')"
  t_eq "$L: python by default" "python" "$(cat "$P/lang")"
  t_eq "$L: status before any cell" "new" "$(cat "$P/status")"

  t_eq "$L: a cell with no value prints nothing" "" "$(cell "$P" 'import math; x = 41')"
  t_eq "$L: x + 1 -> 42 (state persists)" "42" "$(cell "$P" 'x + 1')"
  t_eq "$L: status ok" "ok" "$(cat "$P/status")"
  t_eq "$L: stdout, then the value" "a
'b'" "$(cell "$P" "print('a')
'b'")"
  t_eq "$L: run reads back the latest cell" "print('a')
'b'" "$(cat "$P/run")"

  t_eq "$L: an exception: out has what came before" "before" \
    "$(cell "$P" "print('before')
def f():
    return 1 / 0
f()")"
  t_eq "$L: status error" "error" "$(cat "$P/status")"
  t_check "$L: err has Name: message" grep -qx "ZeroDivisionError: division by zero" "$P/err"
  t_check "$L: err has the traceback" grep -q "line 3, in f" "$P/err"
  t_eq "$L: a syntax error" "error" "$(cell "$P" 'x = (' >/dev/null; cat "$P/status")"
  t_check "$L: ... named in err" grep -q "SyntaxError" "$P/err"
  t_eq "$L: x survived the errors" "41" "$(cell "$P" 'x')"

  # interrupt: the cell prints, then spins; `echo int > ctl` stops it
  printf "keep = 'kept'\nprint('spinning', flush=True)\nwhile True: pass\n" > "$P/run"
  t_check "$L: the spinning cell streams its first line" t_wait_for 60 grep -q spinning "$P/out"
  t_eq "$L: status running" "running" "$(cat "$P/status")"
  t_check "$L: echo int > ctl" sh -c "echo int > '$P/ctl'"
  t_check "$L: the cell ends" t_wait_for 60 sh -c "[ \"\$(cat '$P/status')\" = error ]"
  t_check "$L: err says KeyboardInterrupt" grep -q KeyboardInterrupt "$P/err"
  t_eq "$L: the interrupt kept every variable" "('kept', 41)" "$(cell "$P" 'keep, x')"

  # Ctrl-C on a blocked `cat out` interrupts the cell too (a background job
  # of a script ignores SIGINT: cat gets the default action back first)
  printf "print('waiting', flush=True)\nimport time\ntime.sleep(3600)\n" > "$P/run"
  python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execvp("cat", ["cat", sys.argv[1]])' \
    "$P/out" > "$T_TMP/ctrlc.out" &
  pid=$!
  t_check "$L: cat out blocks on the sleeping cell" t_wait_for 60 grep -q waiting "$T_TMP/ctrlc.out"
  kill -INT "$pid"
  if t_wait_pid "$pid" 30; then
    t_eq "$L: cat ends on SIGINT" "130" "$T_WAIT_RC"
  else
    not_ok "$L: cat ends on SIGINT"
    kill -KILL "$pid"
    echo int > "$P/ctl"
  fi
  t_check "$L: SIGINT to the blocked cat interrupts the cell" \
    t_wait_for 60 sh -c "[ \"\$(cat '$P/status')\" = error ] && grep -q KeyboardInterrupt '$P/err'"
  t_eq "$L: ... state kept" "41" "$(cell "$P" 'x')"

  # a channel: O_RDWR on run reads back this descriptor's own cell
  t_eq "$L: run opened read-write is a channel" "ok:43" \
    "$(python3 -c "
import os, sys
fd = os.open(sys.argv[1], os.O_RDWR)
os.write(fd, b'x + 2\n')
out = b''
while True:
    b = os.read(fd, 4096)
    if not b: break
    out += b
print('ok:' + out.decode().strip())" "$P/run")"

  # results
  # (the sandbox's python3 is the host's /usr/bin/python3: ask it there)
  echo "python3 -c 'import matplotlib'" > "$D/ctl/exec"
  if [ "$(cat "$D/ctl/out" >/dev/null; cat "$D/ctl/status")" = 0 ]; then
    printf 'import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.show()\n' > "$P/run"
    t_check "$L: out announces the figure" grep -qE '^\[result 1\.png image/png [0-9]+ bytes\]$' "$P/out"
    t_eq "$L: ls results" "1.png" "$(ls "$P/results")"
    t_eq "$L: 1.png starts with the PNG signature" "89504e470d0a1a0a" "$(head -c 8 "$P/results/1.png" | xxd -p)"
    t_eq "$L: its size is the one announced" "$(sed -n 's/^\[result 1\.png image\/png \([0-9]*\) bytes\]$/\1/p' "$P/out")" \
      "$(stat -c %s "$P/results/1.png")"
    t_check "$L: cp copies it whole" cp "$P/results/1.png" "$T_TMP/fig.png"
    t_eq "$L: ... the same bytes" "$(cat "$P/results/1.png" | sha256sum)" "$(sha256sum < "$T_TMP/fig.png")"
  else
    echo "# ***** matplotlib is absent (scripts/install-deps installs it): PNG checks SKIPPED *****"
    t_skip "$L: a matplotlib figure as results/1.png"
  fi
  cell "$P" "class H:
    def _repr_html_(self): return '<b>hi</b>'
H()" >/dev/null
  t_eq "$L: results are the latest cell's" "1.html" "$(ls "$P/results")"
  t_eq "$L: 1.html" "<b>hi</b>" "$(cat "$P/results/1.html")"
  t_errno "$L: results are read-only" "open:EACCES" write "$P/results/1.html" "x"
  t_errno "$L: a missing result" "open:ENOENT" read "$P/results/9.png"

  # a second context, another language
  t_check "$L: mkdir contexts/js" mkdir "$D/contexts/js"
  J=$D/contexts/js
  t_check "$L: echo javascript > lang" sh -c "echo javascript > '$J/lang'"
  t_eq "$L: lang says so" "javascript" "$(cat "$J/lang")"
  t_errno "$L: an unknown language is EINVAL at write" "write:EINVAL" write "$J/lang" "cobol
"
  t_eq "$L: javascript state persists" "42" "$(cell "$J" 'let x = 41' >/dev/null; cell "$J" 'x + 1')"
  t_eq "$L: top-level await" "10" "$(cell "$J" 'const r = await Promise.resolve(5); r * 2')"
  t_eq "$L: two contexts do not share state" "'undefined'" "$(cell "$J" 'typeof keep')"
  t_errno "$L: lang of a running interpreter is EBUSY" "write:EBUSY" write "$J/lang" "python
"
  t_check "$L: echo restart > ctl" sh -c "echo restart > '$J/ctl'"
  t_eq "$L: a fresh interpreter after restart" "'undefined'" "$(cell "$J" 'typeof x')"
  t_errno "$L: ctl refuses unknown words" "write:EINVAL" write "$J/ctl" "explode
"
  t_eq "$L: ls contexts lists both" "js py" "$(ls "$D/contexts" | tr '\n' ' ' | sed 's/ $//')"

  # errors of the tree
  t_errno "$L: mkdir with a bad name is EINVAL" "mkdir:EINVAL" mkdir "$D/contexts/a b"
  t_errno "$L: mkdir of an existing context is EEXIST" "mkdir:EEXIST" mkdir "$P"
  t_errno "$L: out is read-only" "open:EACCES" write "$P/out" "x"
  t_errno "$L: ctl is write-only" "open:EACCES" read "$P/ctl"
  t_errno "$L: no new files in a context" "open:EACCES" create "$P/newfile"
  t_errno "$L: an empty cell is EINVAL at close" "close:EINVAL" write "$P/run" "   
"
  t_errno "$L: a missing context" "open:ENOENT" write "$D/contexts/nope/run" "1"

  # a killed interpreter
  cell "$P" 'import os, signal; os.kill(os.getpid(), signal.SIGKILL)' >/dev/null
  t_check "$L: a killed interpreter: err says so" grep -q "killed by SIGKILL" "$P/err"
  t_eq "$L: ... status error" "error" "$(cat "$P/status")"
  t_eq "$L: the next run starts fresh" "False" "$(cell "$P" "'x' in globals()")"

  t_check "$L: rmdir deletes a context" rmdir "$J"
  t_eq "$L: ls no longer lists it" "py" "$(ls "$D/contexts")"
  t_errno "$L: its files are gone" "open:ENOENT" write "$J/run" "1"
}

t_start_sbxd
t_mount
context_checks "sbxd"

# A context outlives the mount: a new mount finds it, with its state.
cell "$MNT/ctxbox/contexts/py" 'kept_across = 7' >/dev/null
t_umount
t_mount
t_eq "after a remount, ls contexts shows the context" "py" "$(ls "$MNT/ctxbox/contexts")"
t_eq "... its interpreter's state is there" "7" "$(cell "$MNT/ctxbox/contexts/py" 'kept_across')"
# A result is read whole into memory at open, and the sandbox makes them
# as large as it likes (a sparse file costs it nothing): past 32 MiB the
# open fails with EFBIG instead of costing the host that per descriptor.
echo 'd=$(find /tmp/.sbx-contexts -type d -path "*ctx/py/results" | head -1); truncate -s 250M "$d/1.png" && echo made' >"$MNT/ctxbox/ctl/exec"
t_eq "the sandbox makes a 250 MB result" made "$(cat "$MNT/ctxbox/ctl/out")"
t_eq "... whose open fails with EFBIG" EFBIG "$(python3 -c 'import errno,os,sys
try: os.open(sys.argv[1], os.O_RDONLY); print("opened")
except OSError as e: print(errno.errorcode[e.errno])' "$MNT/ctxbox/contexts/py/results/1.png")"
rmdir "$MNT/ctxbox/contexts/py"
t_umount
t_stop_sbxd

SBXD_STATE=$T_TMP/state-compat
t_start_sbxd --bridge-compat
t_mount
context_checks "bridge-compat"
# The server stops while a cell runs: out gives what came, then fails (as
# ctl/out does); it used to end as if the cell were complete
P=$MNT/ctxbox/contexts/py
printf 'import time\nprint("a", flush=True)\ntime.sleep(120)\n' >"$P/run"
t_check "a long cell printed its first line" t_wait_for 30 grep -q '^a' "$P/out"
t_stop_sbxd
out=$(timeout 60 cat "$P/out" 2>/dev/null)
rc=$?
t_eq "... then the server stopped: out gives what came, then cat fails" "a 1" "$out $rc"
t_umount
t_done
