#!/usr/bin/env bash
# sbxd_privacy.sh — identity and privacy of sandboxes on the host (sbxd as
# root): every sandbox runs as a host uid of its own, kept across restarts;
# its directories are private to that uid, so neither another local user nor
# another sandbox's uid can read its files or plant any in its /tmp; a
# sandbox made by an older sbxd (shared uid 65534, 0711 dir, 1777 tmp) is
# taken over; a uid range that belongs to someone is refused.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

if [ "$(id -u)" != 0 ]; then
  t_skip "sbxd_privacy needs root (per-sandbox uids exist only when sbxd runs as root)"
  t_done
fi

# A sandbox as an older sbxd left it: shared uid 65534, dir 0711, tmp 1777.
SBXD_STATE=$T_TMP/state
mkdir -p "$SBXD_STATE/sandboxes/legacy"/{workspace/sub,tmp,home}
echo "old data" >"$SBXD_STATE/sandboxes/legacy/workspace/sub/old.txt"
chown -R 65534:65534 "$SBXD_STATE/sandboxes/legacy"/{workspace,tmp,home}
chmod 0711 "$SBXD_STATE/sandboxes/legacy"; chmod 1777 "$SBXD_STATE/sandboxes/legacy/tmp"
chmod 0711 "$SBXD_STATE" "$SBXD_STATE/sandboxes"

t_start_sbxd
t_check "the start-up log says how sandboxes run" grep -q "limits per sandbox: .*uids [0-9]*\.\.[0-9]* (one per sandbox)" "$SBXD_LOG"
A=priva
B=privb
S=$SBXD_STATE/sandboxes

sh_x $A 'echo SECRET-A > /workspace/secret.txt; chmod 644 /workspace/secret.txt; echo tmp-a > /tmp/t.txt; id -u'
t_eq "sandbox A runs (uid 1000 inside)" "1000" "$X_OUT"
sh_x $B 'echo SECRET-B > /workspace/secret.txt'
uid_a=$(stat -c %u "$S/$A"); uid_b=$(stat -c %u "$S/$B")
t_check "A and B have different host uids ($uid_a, $uid_b)" test "$uid_a" != "$uid_b"
t_check "neither is root nor nobody" bash -c "[ $uid_a != 0 ] && [ $uid_b != 0 ] && [ $uid_a != 65534 ] && [ $uid_b != 65534 ]"
t_check "neither belongs to a user or group of the host" bash -c "! getent passwd $uid_a && ! getent passwd $uid_b && ! getent group $uid_a"
t_eq "A's files belong to A's uid" "$uid_a $uid_a" "$(stat -c '%u %g' "$S/$A/workspace/secret.txt")"

sh_x $A "nohup sleep 4343$$ >/dev/null 2>&1 &"
find_sleep() { hostpid=$(pgrep -f -x "sleep 4343$$" | head -1); [ -n "$hostpid" ]; }
hostpid=
t_wait_for 20 find_sleep
t_eq "A's processes run as A's uid on the host" "$uid_a" "$(ps -o uid= -p "${hostpid:-1}" | tr -d ' ')"

# ---- private on the host ----
t_eq "the root view is 0700, owned by its uid" "700 $uid_a" "$(stat -c '%a %u' "$S/$A")"
t_eq "its /tmp is not world-writable on the host" "700" "$(stat -c '%a' "$S/$A/tmp")"
t_check "STATE and STATE/sandboxes stay traversable only (0711)" \
  test "$(stat -c %a "$SBXD_STATE") $(stat -c %a "$S")" = "711 711"
t_check "another local user (nobody) cannot read A's file by path" \
  bash -c "! setpriv --reuid=65534 --regid=65534 --clear-groups cat '$S/$A/workspace/secret.txt' 2>/dev/null"
t_check "... nor list A's directories" bash -c "! setpriv --reuid=65534 --regid=65534 --clear-groups ls '$S/$A' '$S/$A/workspace' 2>/dev/null"
t_check "... nor plant a file in A's /tmp" bash -c "! setpriv --reuid=65534 --regid=65534 --clear-groups touch '$S/$A/tmp/planted' 2>/dev/null"
t_check "... nor in A's workspace" bash -c "! setpriv --reuid=65534 --regid=65534 --clear-groups touch '$S/$A/workspace/planted' 2>/dev/null"
t_check "B's uid cannot read A's files on the host either" bash -c "! setpriv --reuid=$uid_b --regid=$uid_b --clear-groups cat '$S/$A/workspace/secret.txt' 2>/dev/null"
t_check "nothing was planted" test ! -e "$S/$A/tmp/planted" -a ! -e "$S/$A/workspace/planted"
sh_x $A 'cat /tmp/t.txt; touch /tmp/new && echo can-write-tmp'
t_eq "inside, /tmp still works for the sandbox user" "tmp-a
can-write-tmp" "$X_OUT"
hc GET /v1/sandbox/$A/file/workspace/secret.txt
t_eq "sbxd itself still serves A's files" "200 SECRET-A" "$H_STATUS $H_BODY"

# ---- an older sandbox is taken over ----
sh_x legacy 'cat /workspace/sub/old.txt && echo new > /workspace/sub/new.txt && echo tmp > /tmp/x && echo ok'
t_eq "a sandbox of an older sbxd keeps its files and can write them" "old data
ok" "$X_OUT"
uid_l=$(stat -c %u "$S/legacy")
t_check "it got a uid of its own ($uid_l)" bash -c "[ '$uid_l' != 65534 ] && [ '$uid_l' != '$uid_a' ] && [ '$uid_l' != '$uid_b' ]"
t_eq "its old files were handed to that uid" "$uid_l" "$(stat -c %u "$S/legacy/workspace/sub/old.txt")"
t_eq "its dir and tmp were made private" "700 700" "$(stat -c %a "$S/legacy") $(stat -c %a "$S/legacy/tmp")"
if grep -q "disk [0-9]* MiB (ext4 image)" "$SBXD_LOG"; then
  t_check "its files were moved into a disk image of its own" mountpoint -q "$S/legacy"
  t_check "... and the old directory is gone" test ! -e "$S/.moving-legacy"
else
  t_check "no disk images here: it keeps its directory" bash -c "! mountpoint -q '$S/legacy'"
  ok "disk images are off here, stated at start: $(grep -o "disk off ([^)]*)" "$SBXD_LOG")"
fi

# ---- uids survive a restart ----
t_stop_sbxd
t_start_sbxd
sh_x $A 'cat /workspace/secret.txt; echo more >> /workspace/secret.txt && echo appended'
t_eq "after a restart A reads and writes its files" "SECRET-A
appended" "$X_OUT"
t_eq "A keeps its host uid across the restart" "$uid_a" "$(stat -c %u "$S/$A")"
sh_x $B 'nohup sleep 4344'"$$"' >/dev/null 2>&1 &'
find_sleep2() { hostpid=$(pgrep -f -x "sleep 4344$$" | head -1); [ -n "$hostpid" ]; }
hostpid=
t_wait_for 20 find_sleep2
t_eq "B's processes run as B's uid again" "$uid_b" "$(ps -o uid= -p "${hostpid:-1}" | tr -d ' ')"
t_check "the uid record lists both" bash -c "grep -qx '$A $uid_a' '$SBXD_STATE/uids' && grep -qx '$B $uid_b' '$SBXD_STATE/uids'"

# destroying gives the uid back; a new sandbox may get it, with no files of the old one
hc DELETE /v1/sandbox/$A
t_check "a destroyed sandbox's uid is released" bash -c "! grep -q '^$A ' '$SBXD_STATE/uids'"
t_check "... and its directory is gone" test ! -e "$S/$A"
t_stop_sbxd

# ---- the uid range must be free ----
rc=0
"$SBX_BUILD/sbxd" --listen 127.0.0.1:0 --state-dir "$T_TMP/state-bad" --uid-base 65530 --uid-count 10 \
  >"$T_TMP/bad.log" 2>&1 || rc=$?
t_check "a uid range holding a host user is refused at start (exit $rc)" test "$rc" != 0
t_check "... saying whose it is" grep -q "user nobody has uid 65534" "$T_TMP/bad.log"

# ---- --sandbox-user: one shared uid, as before ----
SBXD_STATE=$T_TMP/state-shared
t_start_sbxd --sandbox-user 65533:65533
sh_x shared 'echo hi > /workspace/f; id -u'
t_eq "--sandbox-user runs sandboxes as that one uid" "65533 1000" "$(stat -c %u "$SBXD_STATE/sandboxes/shared/workspace/f") $X_OUT"
t_check "the log says the uid is shared" grep -q "uid 65533 (--sandbox-user, shared)" "$SBXD_LOG"
t_stop_sbxd
t_done
