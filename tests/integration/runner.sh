#!/usr/bin/env bash
# runner.sh — tests/run is strict: a script that ends early, prints a plan
# that does not match, is not executable, leaves a process or a mount
# behind, runs past its timeout or has a daemon crash fails, and nothing it
# started survives.
. "$(dirname "$0")/../lib.sh"

F=$T_TMP/fake
mkdir -p "$F/integration"
script() { # name body: an executable fake integration script
  printf '#!/usr/bin/env bash\n%s\n' "$2" >"$F/integration/$1.sh"
  chmod +x "$F/integration/$1.sh"
}
run() { # names... -> $T_TMP/out, rc in RUN_RC
  SBX_TEST_DIR=$F SBX_TEST_TIMEOUT=${TMO:-60} "$SBX_SRC/tests/run" --integration "$SBX_BUILD" "$@" \
    >"$T_TMP/out" 2>&1
  RUN_RC=$?
}

script good 'echo "ok 1 - fine"; echo "1..1"'
run good
t_eq "a good script passes" "0 total: 1 passed, 0 failed" "$RUN_RC $(tail -n 1 "$T_TMP/out")"

script early 'echo "ok 1 - first"; exit 0; echo "ok 2 - never"; echo "1..2"'
run early
t_check "a script that exits 0 before its plan fails" test "$RUN_RC" -ne 0
t_check "... and the runner says why" grep -q "no TAP plan" "$T_TMP/out"

script short 'echo "ok 1 - one"; echo "1..3"'
run short
t_check "a plan that does not match the results fails" grep -q "planned 3 tests, printed 1" "$T_TMP/out"
t_check "... with a failing total" grep -q "^total: 1 passed, 1 failed" "$T_TMP/out"

# A daemon that crashes once the checks are done (sbxd at its SIGTERM)
script crashy 'bash -c "kill -SEGV \$\$" & d=$!
echo "ok 1 - all checks done"; echo "1..1"
wait $d; exit 0'
run crashy
t_check "a script whose daemon crashed fails" test "$RUN_RC" -ne 0
t_check "... and the runner says so" grep -q "crashy: a process it started crashed" "$T_TMP/out"

script noexec 'echo "ok 1 - x"; echo "1..1"'
chmod -x "$F/integration/noexec.sh"
run noexec
t_check "a script that is not executable fails loudly" test "$RUN_RC" -ne 0
t_check "... naming it" grep -q "noexec.sh is not executable" "$T_TMP/out"
rm -f "$F/integration/noexec.sh"

# A daemon that left the script's process group (setsid), as sbxd or sbxfs
# would when a script dies before its cleanup.
script leaky 'setsid sleep 1000 </dev/null >/dev/null 2>&1 & p=$!; echo $p >"'"$T_TMP"'/leaked.pid"
until [ "$(ps -o sid= -p $p | tr -d " ")" = "$p" ]; do sleep 0.05; done   # it left the group
echo "ok 1 - leaks"; echo "1..1"'
run leaky
t_check "a script that leaves a process behind fails" test "$RUN_RC" -ne 0
t_check "... the runner names it" grep -q "left processes behind" "$T_TMP/out"
lp=$(cat "$T_TMP/leaked.pid")
t_check "... and ends it" t_wait_for 10 sh -c "! kill -0 $lp 2>/dev/null"

script mounty 'mkdir "$TMPDIR/m" && mount -t tmpfs none "$TMPDIR/m" && echo "$TMPDIR/m" >"'"$T_TMP"'/mnt.path"; echo "ok 1 - mounts"; echo "1..1"'
run mounty
t_check "a script that leaves a mount behind fails" grep -q "left a mount behind" "$T_TMP/out"
t_check "... and the runner unmounted it" sh -c "! mountpoint -q '$(cat "$T_TMP/mnt.path" 2>/dev/null)'"

script hang 'sleep 1000 & echo $! >"'"$T_TMP"'/child.pid"; echo "ok 1 - started"; wait; echo "1..1"'
TMO=2 run hang
t_check "a script past its timeout fails" grep -q "hang: timed out after 2 s" "$T_TMP/out"
cp=$(cat "$T_TMP/child.pid")
t_check "... and its whole process group is gone" t_wait_for 10 sh -c "! kill -0 $cp 2>/dev/null"

# The runner itself stopped (Ctrl-C, a CI job's timeout) while a script
# runs: the script's processes and mounts go with it.
script stopped 'mkdir "$TMPDIR/m" && mount -t tmpfs none "$TMPDIR/m" && echo "$TMPDIR/m" >"'"$T_TMP"'/smnt.path"
setsid sleep 1000 </dev/null >/dev/null 2>&1 & echo $! >"'"$T_TMP"'/sdaemon.pid"
sleep 1000 & echo $! >"'"$T_TMP"'/schild.pid"; echo "ok 1 - started"; wait; echo "1..1"'
rm -f "$T_TMP/schild.pid"
SBX_TEST_DIR=$F SBX_TEST_TIMEOUT=60 "$SBX_SRC/tests/run" --integration "$SBX_BUILD" stopped \
  >"$T_TMP/out" 2>&1 &
rp=$!
t_wait_for 20 test -s "$T_TMP/schild.pid"
t_wait_for 20 test -s "$T_TMP/sdaemon.pid"
kill -TERM "$rp"
t_wait_pid "$rp" 30
t_eq "a runner stopped by SIGTERM exits 143" "143" "$T_WAIT_RC"
t_check "... saying so" grep -q "stopped by a signal while stopped ran" "$T_TMP/out"
t_check "... the running script's process group is gone" \
  t_wait_for 10 sh -c "! kill -0 $(cat "$T_TMP/schild.pid") 2>/dev/null"
t_check "... a daemon it started in its own session too" \
  t_wait_for 10 sh -c "! kill -0 $(cat "$T_TMP/sdaemon.pid") 2>/dev/null"
t_check "... and its mount" sh -c "! mountpoint -q '$(cat "$T_TMP/smnt.path" 2>/dev/null)'"

script failing 'echo "not ok 1 - broken"; echo "1..1"; exit 1'
run good failing
t_eq "make test's closing line counts both" "total: 1 passed, 1 failed" "$(tail -n 1 "$T_TMP/out")"
t_check "... and the exit status is non-zero" test "$RUN_RC" -ne 0
t_done
