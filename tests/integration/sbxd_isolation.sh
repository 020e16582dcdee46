#!/usr/bin/env bash
# sbxd isolation: a sandbox cannot read the host (/root, /tmp, /etc/shadow,
# sbxd's state and token), other sandboxes' files, /tmp or processes, nor
# reach the host's loopback; symlinks planted in a workspace cannot make the
# file routes read or write outside it.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

ROOT_MARK=/root/sbx-marker-$$
TMP_MARK=/tmp/sbx-marker-$$
PWN=/tmp/sbx-pwn-$$
trap 'rm -f "$ROOT_MARK" "$TMP_MARK" "$PWN"; t_cleanup' EXIT
echo "SECRET-ROOT-$$" >"$ROOT_MARK" && chmod 644 "$ROOT_MARK"
echo "SECRET-TMP-$$" >"$TMP_MARK" && chmod 644 "$TMP_MARK"

t_start_sbxd
A=isoa
B=isob
port=${SBX_URL##*:}
shadow_sum=$(sha256sum /etc/shadow | cut -d' ' -f1)

sh_x $A "cat $ROOT_MARK; cat /root/*; ls /root"
t_check "host /root marker is not readable (exit $X_EXIT)" test "$X_EXIT" != 0 -a -n "$X_EXIT"
t_check "host /root marker content never appears" bash -c "! grep -q SECRET-ROOT '$T_TMP/sse' && [[ '$X_OUT' != *SECRET-ROOT* ]]"
sh_x $A "cat $TMP_MARK"
t_check "host /tmp marker is not visible" test "$X_EXIT" != 0 -a -z "$X_OUT"
sh_x $A 'cat /etc/shadow'
t_check "/etc/shadow is unreadable" test "$X_EXIT" != 0 -a -z "$X_OUT"
sh_x $A "cat '$SBXD_STATE/token'; ls '$SBXD_STATE'"
t_check "sbxd's token and state dir are not reachable" test "$X_EXIT" != 0 -a -z "$X_OUT"
sh_x $A "grep -rl '$SANDBOX_API_KEY' /workspace /tmp /home /etc 2>/dev/null | head -1"
t_eq "the token is nowhere in the sandbox's view" "" "$X_OUT"
sh_x $A 'ls /home; echo; id -u'
t_check "host /home is not visible" bash -c "[[ \"\$(ls /home 2>/dev/null)\" == '' || '$X_OUT' != *\"\$(ls /home | head -1)\"* ]]"

sh_x $A "nohup sleep 4242$$ >/dev/null 2>&1 &"
hostpid=""
find_host_sleep() { hostpid=$(pgrep -f -x "sleep 4242$$" | head -1); [ -n "$hostpid" ]; }
t_wait_for 20 find_host_sleep
t_check "sandbox commands run as a non-root host uid (uid $(ps -o uid= -p "${hostpid:-1}" 2>/dev/null | tr -d ' '))" \
  bash -c "[ -n '$hostpid' ] && [ \"\$(ps -o uid= -p '$hostpid' | tr -d ' ')\" != 0 ]"

sh_x $A "exec 3<>/dev/tcp/127.0.0.1/$port && echo connected"
t_check "the host's loopback (sbxd's port) is unreachable" test "$X_OUT" != connected

# ---- sandbox against sandbox ----
sh_x $A 'echo AAA-SECRET > /workspace/secret-a; echo tmp-a > /tmp/t-a'
sh_x $B 'echo BBB-SECRET > /workspace/secret-b'
sh_x $B "cat '$SBXD_STATE/sandboxes/$A/workspace/secret-a' /workspace/../$A/workspace/secret-a ../../$A/workspace/secret-a; ls /tmp"
t_check "B cannot read A's files by host or relative path" bash -c "[[ '$X_OUT' != *AAA-SECRET* ]]"
t_check "B's /tmp is not A's /tmp" bash -c "[[ '$X_OUT' != *t-a* ]]"
sh_x $B "find / -name secret-a -not -path '/proc/*' 2>/dev/null"
t_eq "A's file exists nowhere in B's view" "" "$X_OUT"
sh_x $A 'cat /tmp/t-a'
t_eq "A keeps its own /tmp between execs" "tmp-a" "$X_OUT"
sh_x $B 'ps ax -o args'
t_check "B cannot see A's processes" bash -c "[[ '$X_OUT' != *4242$$* ]]"
sh_x $A 'ps ax -o args'
t_check "A sees its own background process" bash -c "[[ '$X_OUT' == *4242$$* ]]"

# ---- symlink escapes through the file routes ----
sh_x $A "cd /workspace && ln -s /etc/shadow x && ln -s ../../$B/workspace/secret-b y && ln -s / rootlink && ln -s /root rl && ln -s ../../$B bdir && ln -s $TMP_MARK tl"
t_eq "symlinks planted" 0 "$X_EXIT"
hc GET /v1/sandbox/$A/file/workspace/x
t_check "GET through -> /etc/shadow returns no host data ($H_STATUS)" \
  bash -c "[ '$H_STATUS' != 200 ] && ! grep -q 'root:' '$T_TMP/body'"
hc GET /v1/sandbox/$A/file/workspace/y
t_check "GET through -> ../../<other sandbox> returns no data ($H_STATUS)" \
  bash -c "[ '$H_STATUS' != 200 ] && ! grep -q BBB-SECRET '$T_TMP/body'"
hc GET /v1/sandbox/$A/file/workspace/bdir/workspace/secret-b
t_check "GET through a directory link to another sandbox fails ($H_STATUS)" \
  bash -c "[ '$H_STATUS' != 200 ] && ! grep -q BBB-SECRET '$T_TMP/body'"
hc GET /v1/sandbox/$A/file/workspace/rootlink/etc/shadow
t_check "GET through -> / fails ($H_STATUS)" bash -c "[ '$H_STATUS' != 200 ] && ! grep -q 'root:' '$T_TMP/body'"
hc GET /v1/sandbox/$A/file/workspace/rl/sbx-marker-$$
t_check "GET through -> /root fails ($H_STATUS)" bash -c "! grep -q SECRET-ROOT '$T_TMP/body'"
hc GET /v1/sandbox/$A/file/workspace/tl
t_check "GET through -> host /tmp marker fails ($H_STATUS)" bash -c "! grep -q SECRET-TMP '$T_TMP/body'"
hc PUT /v1/sandbox/$A/file/workspace/y --data-binary 'overwritten'
sh_x $B 'cat /workspace/secret-b'
t_eq "PUT through a link to another sandbox leaves it untouched" "BBB-SECRET" "$X_OUT"
hc PUT /v1/sandbox/$A/file/workspace/rootlink$PWN --data-binary 'pwned'
t_check "PUT through -> / does not write the host ($H_STATUS)" test ! -e "$PWN"
hc PUT /v1/sandbox/$A/file/workspace/x --data-binary 'pwned'
t_eq "PUT over a link to /etc/shadow leaves the host file alone" "$shadow_sum" "$(sha256sum /etc/shadow | cut -d' ' -f1)"
hc PUT /v1/sandbox/$A/file/workspace/bdir/workspace/new-in-b --data-binary 'x'
sh_x $B 'ls /workspace'
t_check "PUT through a directory link cannot create files in another sandbox" \
  bash -c "[[ '$X_OUT' != *new-in-b* ]]"

# ---- the same through the fs extension ----
shadow_mode=$(stat -c %a /etc/shadow)
fs() { hc POST /v1/sandbox/$A/fs --data-binary "$1"; }
fs '{"op":"list","path":"rootlink/etc"}'
t_check "fs list through -> / shows no host /etc ($H_STATUS)" bash -c "! grep -q '\"shadow\"' '$T_TMP/body'"
fs '{"op":"lstat","path":"rl/sbx-marker-'$$'"}'
t_check "fs lstat through -> /root finds no host file ($H_STATUS)" test "$H_STATUS" != 200
fs '{"op":"chmod","path":"x","mode":438}'
t_eq "fs chmod through -> /etc/shadow leaves the host file alone" "$shadow_mode" "$(stat -c %a /etc/shadow)"
fs '{"op":"truncate","path":"y","size":0}'
fs '{"op":"unlink","path":"bdir/workspace/secret-b"}'
sh_x $B 'cat /workspace/secret-b'
t_eq "fs truncate/unlink through links cannot touch another sandbox" "BBB-SECRET" "$X_OUT"
fs '{"op":"rename","path":"bdir/workspace/secret-b","to":"stolen"}'
sh_x $B 'cat /workspace/secret-b'
t_eq "fs rename through a link cannot move another sandbox's file" "BBB-SECRET" "$X_OUT"
t_done
