#!/usr/bin/env bash
# sbxd's warm shell (server/spawn.c): a bash started ahead in each sandbox
# runs the next shell line whose last command is one of bash's own. What
# it does must be what a fresh `bash -c` does: seeded random lines run on a
# second sbxd started with --no-warm-shell give the same output, errors and
# status; and what a sandbox can do to the waiting bash (kill it, replace
# its directory) changes nothing of the next command.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

t_start_sbxd -v
WARM_URL=$SBX_URL
WARM_PID=$SBXD_PID
SBXD_STATE=$T_TMP/state-cold t_start_sbxd --no-warm-shell
COLD_URL=$SBX_URL
SBX_URL=$WARM_URL
A=warma

# A line runs in the warm shell when its process is the loader: its
# command line is `bash -c <loader>`, not `bash -c <the line>`.
in_warm() { # ID: the next `true`-ending line ran in a warm shell
  sh_x "$1" 'read -r -d "" _a _b < /proc/$$/cmdline; tr "\0" " " < /proc/$$/cmdline | grep -q "read -r -d" && echo warm; true'
  [ "$X_OUT" = warm ]
}
sh_x $A 'mkdir -p /workspace/d && echo ready'
t_eq "a first command runs" "ready" "$X_OUT"
t_check "the next shell line ending in a builtin runs in the warm shell" t_wait_for 10 in_warm $A
fds_warm() { # the descriptors of a line that ran in a warm shell
  sh_x $A 'rm -f /tmp/fds; tr "\0" " " </proc/$$/cmdline | grep -q "read -r -d" && ls /proc/$$/fd >/tmp/fds; true'
  sh_x $A 'tr "\n" " " </tmp/fds'
  [ -n "$X_OUT" ]
}
t_wait_for 10 fds_warm
t_eq "... with the descriptors of a fresh bash -c (nothing of the loader's left)" "0 1 2 " "$X_OUT"
sh_x $A 'cat /proc/$$/cmdline | tr "\0" " "'
t_check "a line ending in a program starts bash afresh (bash -c execs it)" \
  grep -q '^bash -c cat /proc/\$\$/cmdline' <<<"$X_OUT"

# SECONDS counts from the line's start, not from the loader's
t_wait_for 10 in_warm $A
t_eq "the waiting bash is there" "true" "$(in_warm $A && echo true)"
sh_x $A 'sleep 1.2'
sh_x $A 'echo $SECONDS'
t_eq "SECONDS starts at 0 for the line, however long the shell waited" "0" "$X_OUT"

# Killed from inside the sandbox: the next line still runs (in a fresh bash)
t_wait_for 10 in_warm $A
sh_x $A 'for p in /proc/[0-9]*; do tr "\0" " " < $p/cmdline 2>/dev/null | grep -q "^bash -c IFS= read" && [ "${p#/proc/}" != $$ ] && kill -9 ${p#/proc/} && echo killed; done; true'
t_eq "a sandbox command can kill the waiting bash" "killed" "$X_OUT"
sh_x $A 'echo after; true'
t_eq "... and the next line runs all the same" "after|0" "$X_OUT|$X_EXIT"

# Its directory replaced behind the waiting bash's back (through the
# files API, so that no command changes the warm shell's directory): the
# line runs in the directory now at the path.
xrun $A '{"cwd":"/workspace/d"}' bash -c 'true'
in_d() { xrun $A '{"cwd":"/workspace/d"}' bash -c 'tr "\0" " " < /proc/$$/cmdline | grep -q "read -r -d" && echo warm; true'; [ "$X_OUT" = warm ]; }
t_check "a warm shell waits in /workspace/d" t_wait_for 10 in_d
hc POST /v1/sandbox/$A/fs --data-binary '{"op":"rename","path":"/workspace/d","to":"/workspace/d-old"}'
hc POST /v1/sandbox/$A/fs --data-binary '{"op":"mkdir","path":"/workspace/d","mode":493}'
hc PUT /v1/sandbox/$A/file/workspace/d/new --data-binary x
xrun $A '{"cwd":"/workspace/d"}' bash -c 'echo *; true'
t_eq "a line runs in the directory at its cwd now, not in the one moved away" "new|0" "$X_OUT|$X_EXIT"

# Several at once: each line its own output and status
pids=()
for i in 1 2 3 4 5 6; do
  (T_TMP=$T_TMP/p$i && mkdir -p $T_TMP && sh_x $A "echo line $i; exit $i" && echo "$X_OUT|$X_EXIT" >$T_TMP/r) &
  pids+=($!)
done
for p in "${pids[@]}"; do t_wait_pid "$p" 60; done
t_eq "six lines at once each get their own output and status" \
  "line 1|1 line 2|2 line 3|3 line 4|4 line 5|5 line 6|6" "$(cat $T_TMP/p{1..6}/r | tr '\n' ' ' | sed 's/ $//')"

# Destroyed while a line runs: the line's end starts no warm shell, and
# so no sandbox again. The request after it on the same connection is
# read only once the exec's request is over (its end is where the next
# warm shell would start); the list of sandboxes is asked for once both
# it and the DELETE are done. (Not GET .../running: that starts a
# sandbox, as the bridge's does.)
B=warmb
sh_x $B 'true'
mkjson '{}' bash -c 'echo started; while :; do sleep 0.05; done; true' >"$T_TMP/long.json"
: >"$T_TMP/long.sse"
curl -sS -N -o "$T_TMP/long.sse" -X POST -H "Authorization: Bearer $SANDBOX_API_KEY" \
  -H 'Content-Type: application/json' --data-binary @"$T_TMP/long.json" \
  "$SBX_URL/v1/sandbox/$B/exec" --next -sS -o "$T_TMP/after" \
  -H "Authorization: Bearer $SANDBOX_API_KEY" "$SBX_URL/v1/sandbox" &
long=$!
t_wait_for 20 grep -q 'event: stdout' "$T_TMP/long.sse"
hc DELETE /v1/sandbox/$B
t_wait_pid $long 30
hc GET /v1/sandbox
t_check "a sandbox destroyed while its line ran is not started again when it ends" \
  python3 -c 'import json,sys; l=json.load(open(sys.argv[1])); sys.exit(0 if sys.argv[2] not in json.dumps(l) and "warma" in json.dumps(l) else 1)' "$T_TMP/body" "$B"
[ -f "$T_TMP/body" ] && sed 's/^/# /' "$T_TMP/body"

# The same lines with and without the warm shell.
SEED=${SBX_TEST_SEED:-$(date +%s)}
echo "# warm-shell seed $SEED (SBX_TEST_SEED reproduces it)"
PYTHONPATH=$(dirname "$0") python3 - "$SEED" "$WARM_URL" "$COLD_URL" >"$T_TMP/lines.out" 2>&1 <<'PY'
import random, sys
from sbxd_exec import Exec, same
seed, warm_url, cold_url = int(sys.argv[1]), sys.argv[2], sys.argv[3]
# (Exec: one kept-alive connection each, so a line comes once the warm
# shell for it has started)
ex = {u: Exec(u, "cmpbox") for u in (warm_url, cold_url)}
def run(url, line, cwd):
    return ex[url].run(line, cwd)
r = random.Random(seed)
setup = "mkdir -p /workspace/t/sub && cd /workspace/t && echo data > f && chmod 600 f"
for url in (warm_url, cold_url):
    run(url, setup, "/workspace")
# what the shell shows of itself, and commands that fail in every way
shows = ["echo $_", "echo $?", "echo $LINENO", 'echo "$BASH_EXECUTION_STRING"', "echo $- $0 $#",
         "echo $SHLVL $PWD ${OLDPWD-unset} $PPID", "echo $SECONDS", "echo ${BASH_LINENO[@]} ${FUNCNAME[@]}x",
         "declare -p | grep -v -e BASH_EXECUTION_STRING -e PIPESTATUS -e RANDOM -e EPOCH -e BASHPID -e SECONDS -e '^declare -[-a-zA-Z]* _=' | md5sum",
         "env | sort | md5sum", "set -o | md5sum", "shopt | md5sum", "umask", "ulimit -n", "pwd -P",
         "type ls cd", "trap -p", "jobs", "dirs",
         "echo ~ ~/x", "printf '%q\\n' \"$IFS\"", "test -w f && echo w", "[ -r nosuch ] || echo no",
         "read -r x < f; echo \"$x\"", "cd sub && pwd", "cd nosuch", "echo >/nosuch/x", "return 3",
         "exit 7", "false", "nosuchprogram", "ls nosuch", "kill -0 $$ && echo alive", "echo a >&2",
         "wait", "shift", "getopts ab o -a; echo $o $OPTIND", "let x=2+3; echo $x",
         "mapfile -t l < f; echo ${#l[@]}", "export Q=1; env | grep -c '^Q='", "unset PATH; ls",
         "echo $'\\101'", "x=1; echo $x", "echo {1..3}", "echo *", "echo f*", "printf '%s|' a 'b c'",
         "cat f", "wc -c < f", "ls | sort", "true | false", "echo x | read y; echo \"$y\"",
         "exit", "cd -", "echo $OLDPWD", "ls -d .", "sleep 0.01", "echo done"]
seps = ["; ", " && ", " || ", "\n", " | "]
lasts = ["true", "echo end", "echo $?", "exit 5", "false", ":", "printf x", "pwd", "cd /", "test -e f",
         "echo $_", "echo $LINENO", "return", "[ -n \"$x\" ]", "export A=1", "umask 077", "echo err >&2"]
bad = taken = 0
for i in range(200):
    while True:
        n = r.randrange(4)
        parts = [r.choice(shows) for _ in range(n)]
        line = ""
        for p in parts:
            line += p + r.choice(seps)
        line += r.choice(lasts) + r.choice(["", "\n", " "])
        # after a pipeline $_ is a pid of its own: no two runs agree
        if "|" not in line or "$_" not in line.split("|", 1)[1]:
            break
    cwd = r.choice(["/workspace/t", "/workspace/t", "/workspace/t/sub"])
    a, b = run(warm_url, line, cwd), run(cold_url, line, cwd)
    if not same(line, a, b):
        bad += 1
        print("differs: %r in %s:\n  warm %r\n  cold %r" % (line, cwd, a, b))
print("bad %d" % bad)
PY
t_eq "200 seeded lines: the warm shell does what a fresh bash -c does (seed $SEED)" "bad 0" "$(tail -1 "$T_TMP/lines.out")"
[ "$(tail -1 "$T_TMP/lines.out")" = "bad 0" ] || sed 's/^/# /' "$T_TMP/lines.out" | head -40
warm=$(grep -c '^sbxd: cmpbox: the warm shell runs the line' "$SBXD_LOG")
echo "# $warm of the 200 lines ran in a warm shell"
t_check "... at least 60 of them in a warm shell (each in the previous one's directory)" [ "$warm" -ge 60 ]

t_done
