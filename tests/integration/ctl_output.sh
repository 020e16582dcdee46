#!/usr/bin/env bash
# ctl_output.sh — what a sandbox prints costs the host's disk (command
# output is spooled there so that `cat ctl/out` can read it again): a
# bounded amount. Past -o output_max_mb the rest of a command's output is
# not kept and the record says so; a command that a newer one replaced,
# whose output nobody can read any more, keeps nothing.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
t_mount -o output_max_mb=2
ID=outbox
mkdir "$MNT/$ID" || t_bail "mkdir sandbox"
C=$MNT/$ID/ctl
W=$MNT/$ID/workspace

# bytes held by sbxfs in its command-output spool files (unlinked files
# below the mount's ctl/ spool directory, seen through its descriptors)
ctl_dir=$(dirname "$(t_spool_dirs | head -1)")/ctl
held() {
  local f l n=0
  for f in /proc/"$SBXFS_PID"/fd/*; do
    l=$(readlink "$f" 2>/dev/null) || continue
    [[ $l == "$ctl_dir"/* ]] || continue
    n=$((n + $(stat -L -c '%b * %B' "$f" 2>/dev/null || echo 0)))
  done
  echo "$n"
}
t_check "the mount's command-output spool directory exists" test -d "$ctl_dir"

# ---- past the limit ----
echo 'head -c 5000000 /dev/zero | tr "\0" a; echo; echo after-output > /workspace/ran-on' >"$C/exec"
out_bytes=$(cat "$C/out" 2>/dev/null | wc -c)
t_check "a command printing 5 MB keeps about 2 MiB of it and a line ($out_bytes bytes)" \
  test "$out_bytes" -ge $(((2 << 20) - (256 << 10))) -a "$out_bytes" -le $(((2 << 20) + 400))
t_check "... whose last line says why" sh -c "cat '$C/out' 2>/dev/null | tail -c 300 | grep -q 'passed -o output_max_mb, the rest is not kept'"
t_eq "... then reading fails with EFBIG (cat says so)" "cat: $C/out: File too large" "$(cat "$C/out" 2>&1 >/dev/null)"
t_eq "... and the status says the output was cut" "error: File too large" "$(cat "$C/status")"
t_check "the command itself went on in the sandbox" t_wait_for 30 test -e "$W/ran-on"
echo 'echo small' >"$C/exec"
t_eq "the next command's output is whole" small "$(cat "$C/out")"

# ---- a command nobody can read any more ----
# A waits for a go, then prints 1.5 MiB (within the limit) and waits; B
# replaces it before the go: what A prints is then nobody's.
echo 'while [ ! -e /workspace/go ]; do sleep 0.05; done; head -c 1500000 /dev/zero; touch /workspace/a-printed; while [ ! -e /workspace/a-stop ]; do sleep 0.05; done' >"$C/exec"
echo 'echo b' >"$C/exec"
t_eq "a newer command's output" b "$(cat "$C/out")"
touch "$W/go"
t_check "the replaced command printed all of its output" t_wait_for 30 test -e "$W/a-printed"
kept=$(held)
t_check "... and the mount keeps none of it ($kept bytes in output spools)" test "$kept" -lt 1000000
touch "$W/a-stop"

# ---- readers that wait ----
# A reader of a running command's output holds one of libfuse's workers
# while it waits: with libfuse's default of 10, ten of them stopped every
# other operation of the mount (-o max_threads was not applied either).
echo 'while [ ! -e /workspace/readers-done ]; do sleep 0.1; done' >"$C/exec"
rpids=()
for i in $(seq 1 16); do cat "$C/out" >/dev/null 2>&1 & rpids+=($!); done
T_PIDS+=("${rpids[@]}")
t_check "16 readers of a running command's output wait in the mount (a worker each)" \
  t_wait_for 30 sh -c "[ \$(ls /proc/$SBXFS_PID/task | wc -l) -ge 17 ]"
t_check "... and the mount still answers: a listing" timeout 10 ls "$MNT/$ID"
t_eq "... the command's status" running "$(timeout 10 cat "$C/status")"
t_check "... a file" timeout 10 touch "$W/readers-done"
t_check "... and the readers end with the command" t_wait_for 30 sh -c "for p in ${rpids[*]}; do kill -0 \$p 2>/dev/null && exit 1; done; exit 0"

# ---- commands that never end ----
# Each running command holds a thread and an HTTP stream in the mount,
# also once a newer one replaced it: at most 256 of the mount's run at
# once, and the next start fails at its close with EAGAIN.
out=$(python3 -c 'import errno, sys
n = 0
for i in range(300):
    f = open(sys.argv[1], "w")
    f.write("sleep 600")
    try:
        f.close()
    except OSError as e:
        print(n, errno.errorcode[e.errno]); sys.exit(0)
    n += 1
print(n, "no error")' "$C/exec")
t_eq "256 never-ending commands run; the 257th start fails with EAGAIN" "256 EAGAIN" "$out"
t_eq "... which ctl/status says" "error: Resource temporarily unavailable" "$(cat "$C/status")"
t_done
