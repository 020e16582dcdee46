#!/usr/bin/env bash
# fs_mount.sh — sbxfs's command line and mount lifecycle: --help documents
# every option, an unreachable server or a rejected token fail the mount
# with a clear message and a non-zero exit, delay_connect mounts anyway,
# SOURCE/fsname for mount(8), and .sbxfs/ facts.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

help=$("$SBX_BUILD/sbxfs" --help 2>&1)
for o in url= token_file= cache_timeout= io_timeout= file_cache_mb= file_cache_files= mem_spool_mb= cacert= insecure delay_connect; do
  t_check "--help documents -o $o" grep -q -- "-o $o" <<<"$help"
done
t_check "--help shows libfuse's options too" grep -q allow_other <<<"$help"
for v in file_cache_files=-1 file_cache_files=x file_cache_files= file_cache_files=2000000 file_cache_mb=-1 mem_spool_mb=x mem_spool_mb=; do
  out=$(timeout 60 "$SBX_BUILD/sbxfs" -f -o "$v" "$T_TMP" 2>&1); rc=$?
  t_check "-o $v is refused (exit 2, saying which): $out" test "$rc" -eq 2 -a -n "$(grep "bad ${v%%=*}" <<<"$out")"
done

t_start_sbxd
mnt=$T_TMP/m; mkdir "$mnt"
free_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
out=$(timeout 60 "$SBX_BUILD/sbxfs" -f -o "url=http://127.0.0.1:$free_port" "$mnt" 2>&1); rc=$?
t_check "unreachable server: non-zero exit" test "$rc" -ne 0
t_check "... with a clear message" grep -q "unreachable" <<<"$out"
t_check "... and nothing mounted" sh -c "! mountpoint -q '$mnt'"
out=$(SANDBOX_API_KEY=wrong timeout 60 "$SBX_BUILD/sbxfs" -f "$mnt" 2>&1); rc=$?
t_check "rejected token: non-zero exit" test "$rc" -ne 0
t_check "... with a clear message" grep -q "rejected the token" <<<"$out"
echo "$SANDBOX_API_KEY" >"$T_TMP/tok"
out=$(SANDBOX_API_KEY= timeout 60 "$SBX_BUILD/sbxfs" -o "token_file=$T_TMP/tok" "$SBX_URL" "$mnt" 2>&1); rc=$?
t_check "SOURCE URL + token_file: mounts (daemonized)" test "$rc" -eq 0
t_check "... shows fsname=URL and type fuse.sbxfs" grep -q "^$SBX_URL $mnt fuse.sbxfs " /proc/mounts
t_eq "... .sbxfs/server" "$SBX_URL" "$(cat "$mnt/.sbxfs/server")"
t_check "... .sbxfs/stats has a total line" grep -q '^total [0-9]' "$mnt/.sbxfs/stats"
fusermount3 -u "$mnt"
t_check "unmounted" t_wait_for 10 sh -c "! mountpoint -q '$mnt'"

t_mount -o "url=http://127.0.0.1:$free_port,delay_connect,io_timeout=2"
t_check "delay_connect mounts without a server" mountpoint -q "$MNT"
t_check "... .sbxfs/version is readable" grep -q '^sbxfs ' "$MNT/.sbxfs/version"
t_eq "... and a sandbox lookup fails cleanly" "ECONNREFUSED" "$(fs_errno "os.listdir('$MNT/abc/workspace')")"
t_umount

# The proxy variables of the environment are libcurl's (read once per
# mount, not per request): http_proxy is used, no_proxy bypasses it. The
# "proxy" records each request line and answers 502.
python3 - "$T_TMP/pport" "$T_TMP/plog" <<'PY' &
import socket, sys
s = socket.socket()
s.bind(("127.0.0.1", 0))
s.listen(8)
open(sys.argv[1] + ".tmp", "w").write(str(s.getsockname()[1]))
import os; os.rename(sys.argv[1] + ".tmp", sys.argv[1])
while True:
    c, _ = s.accept()
    with open(sys.argv[2], "ab") as f:
        f.write(c.makefile("rb").readline())
    c.sendall(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    c.close()
PY
T_PIDS+=($!)
t_wait_for 10 test -s "$T_TMP/pport"
proxy=http://127.0.0.1:$(cat "$T_TMP/pport")
pm=$(mktemp -d "$T_TMP/pm.XXXXXX")
out=$(http_proxy=$proxy timeout 60 "$SBX_BUILD/sbxfs" -f -o "url=$SBX_URL" "$pm" 2>&1); rc=$?
t_check "http_proxy: the mount's requests go through the proxy (which says 502: no mount)" \
  grep -q "^GET $SBX_URL/health HTTP/1.1" "$T_TMP/plog"
t_check "... and sbxfs says so" grep -q 'HTTP 502' <<<"$out"
: >"$T_TMP/plog"
no_proxy=127.0.0.1 http_proxy=$proxy t_mount -o "url=$SBX_URL"
mkdir "$MNT/proxybox"
t_check "no_proxy=127.0.0.1: the mount works without the proxy" test -d "$MNT/proxybox/workspace"
t_eq "... which saw no request" "0" "$(wc -l <"$T_TMP/plog")"
t_umount
t_done
