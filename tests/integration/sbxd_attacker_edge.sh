#!/usr/bin/env bash
# sbxd_attacker_edge: a local client without the token tries to lock everyone
# out of sbxd's HTTP edge (issue 10): thousands of idle connections,
# slowloris header trickles, half-closed and half-sent requests, bodies that
# never come, bogus framing; plus the edge cases that used to hang or
# answer wrongly (Transfer-Encoding, a 100 KB URL, bad session bodies).
#
# What "responsive" means here, honestly on a shared 2-core machine: the
# attack this guards against made /health fail outright (connections
# refused once 4096 were held) or wait for the 300 s idle timeout. So every
# /health probe during the flood must answer 200 within 5 s, and once the
# flood is established (all its connections opened and held) the median of
# 20 probes must be under 100 ms and none over 1 s. A single probe over 100
# ms on a box where other suites run at the same time is the scheduler,
# not sbxd; a failure or a multi-second wait is the bug.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"
ATT=$(dirname "$0")/attacker.py

t_start_sbxd
port=${SBX_URL##*:}
A=edgea
hc GET /v1/sandbox/$A/running
t_eq "the sandbox runs" 200 "$H_STATUS"

probe() { curl -s -o /dev/null -m 5 -w '%{http_code} %{time_total}\n' "$SBX_URL/health"; }
# "median max" in ms of "code seconds" lines on stdin; "fail" when any probe failed
probe_stats() {
  python3 -c '
import sys
rows = [l.split() for l in sys.stdin if l.strip()]
if not rows or any(r[0] != "200" for r in rows):
    print("fail")
else:
    t = sorted(float(r[1]) * 1000 for r in rows)
    print("%d %d" % (t[(len(t) - 1) // 2], t[-1]))'
}

# a connection that sends nothing, opened first: the header timeout (10 s) must close it
touch "$T_TMP/hold-lone"
python3 "$ATT" conns "$port" idle 1 "$T_TMP/hold-lone" >"$T_TMP/lone.out" &
lone_pid=$!
T_PIDS+=("$lone_pid")

# ---- requests that used to hang or answer wrongly ----
raw() { python3 "$ATT" raw "$port" 10 "$1"; }
out=$(raw "POST /v1/sandbox/$A/exec HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer $SANDBOX_API_KEY\r\nTransfer-Encoding: bogus\r\n\r\n")
t_check "a bogus Transfer-Encoding is 400 at once ($out)" bash -c "[[ '$out' == 'HTTP/1.1 400 '* ]] && awk '{exit !(\$NF < 2)}' <<<'$out'"
out=$(raw "GET /health HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n")
t_check "... also on /health and for codings we do not decode ($out)" bash -c "[[ '$out' == 'HTTP/1.1 400 '* ]]"
out=$(raw "POST /v1/sandbox/$A/session HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer $SANDBOX_API_KEY\r\nTransfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n{}")
t_check "Transfer-Encoding together with Content-Length is 400 ($out)" bash -c "[[ '$out' == 'HTTP/1.1 400 '* ]]"
out=$(raw "POST /v1/sandbox/$A/session HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer $SANDBOX_API_KEY\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n")
t_check "a real chunked body still works ($out)" bash -c "[[ '$out' == 'HTTP/1.1 200 '* ]]"
out=$(raw "GET /v1/sandbox/$A/file/workspace/$(head -c 100000 /dev/zero | tr '\0' a) HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer $SANDBOX_API_KEY\r\n\r\n")
t_check "a 100 KB URL is 414 ($out)" bash -c "[[ '$out' == 'HTTP/1.1 414 '* ]]"
hc POST /v1/sandbox/$A/session --data-binary '{'
t_err "session create with body '{' is 400" 400 "Invalid JSON body" invalid_request
hc POST /v1/sandbox/$A/session --data-binary '{"id":123}'
t_err "session create with a numeric id is 400" 400 "id must be a string" invalid_request
hc POST /v1/sandbox/$A/session --data-binary '{"cwd":["/"]}'
t_err "session create with a non-string cwd is 400" 400 "cwd must be a string" invalid_request
hc POST /v1/sandbox/$A/session --data-binary '{"env":"A=1"}'
t_err "session create with a non-object env is 400" 400 "env must be an object" invalid_request
hc POST /v1/sandbox/$A/session --data-binary '[]'
t_err "session create with a JSON array is 400" 400 "Invalid JSON body" invalid_request
hc POST /v1/sandbox/$A/session
t_check "session create with an empty body still works ($H_BODY)" bash -c "[ '$H_STATUS' = 200 ] && [[ '$H_BODY' == *session-* ]]"
t_check "sbxd logged the 100 KB URL shortened, not whole" bash -c "[ \$(grep -c aaaaaaaaaa '$SBXD_LOG') -ge 1 ] && [ \$(awk '{ if (length(\$0) > m) m = length(\$0) } END { print m }' '$SBXD_LOG') -lt 2000 ]"

t_check "a connection that sent nothing was closed by sbxd" t_wait_for 30 grep -q '^all_closed' "$T_TMP/lone.out"
lone_secs=$(awk '/^all_closed/ { printf "%d", $2 }' "$T_TMP/lone.out")
t_check "... after the 10 s header timeout (${lone_secs} s after it connected), not the old 300 s" \
  bash -c "[ '$lone_secs' -ge 9 ] && [ '$lone_secs' -le 20 ]"

# an authenticated keep-alive client, connected before the flood
touch "$T_TMP/hold-ka"
python3 "$ATT" keepalive "$SBX_URL" "$SANDBOX_API_KEY" $A "$T_TMP/hold-ka" >"$T_TMP/ka.out" &
ka_pid=$!
T_PIDS+=("$ka_pid")
t_check "an authenticated keep-alive client is connected" t_wait_for 20 grep -q '^first 200' "$T_TMP/ka.out"

# ---- the flood: more idle connections than libmicrohttpd's limit (4096) ----
touch "$T_TMP/hold"
rm -f "$T_TMP/during"
python3 "$ATT" conns "$port" idle 4200 "$T_TMP/hold" >"$T_TMP/idle.out" &
T_PIDS+=($!)
for kind in slowloris partial halfclose body badte; do
  python3 "$ATT" conns "$port" $kind 100 "$T_TMP/hold" >"$T_TMP/$kind.out" &
  T_PIDS+=($!)
done
flood_open() {
  probe >>"$T_TMP/during"
  for k in idle slowloris partial halfclose body badte; do grep -q '^open' "$T_TMP/$k.out" || return 1; done
}
t_check "4200 idle + 500 slow/half-open connections are open" t_wait_for 240 flood_open
during=$(probe_stats <"$T_TMP/during")
t_check "while the flood was opening, every /health probe answered 200 within 5 s ($(wc -l <"$T_TMP/during") probes; median max ms: $during)" \
  test "$during" != fail
for i in $(seq 1 20); do probe; done >"$T_TMP/after"
read -r med max <<<"$(probe_stats <"$T_TMP/after")"
t_check "with the flood held: 20 /health probes answered, median ${med:-?} ms < 100, max ${max:-?} ms < 1000" \
  bash -c "[ -n '$max' ] && [ '$med' -lt 100 ] && [ '$max' -lt 1000 ]"
hc GET /v1/sandbox/$A/running
t_eq "a new authenticated client gets its answer during the flood" "200 {\"running\":true}" "$H_STATUS $H_BODY"
xrun $A '{}' echo still-serving
t_eq "a command runs during the flood" "still-serving" "$X_OUT"
threads=$(ls /proc/$SBXD_PID/task | wc -l)
t_check "sbxd holds a bounded number of connection threads ($threads), not one per flood connection" test "$threads" -lt 400
for k in slowloris halfclose body badte; do
  t_check "every $k connection was closed by sbxd" t_wait_for 60 grep -q '^all_closed' "$T_TMP/$k.out"
done
rm -f "$T_TMP/hold"
t_check "the flood's idle connections were closed by sbxd, not held (most of 4200)" \
  t_wait_for 60 bash -c "grep -q '^closed_by_server' '$T_TMP/idle.out' && [ \$(awk '/^closed_by_server/ {print \$2}' '$T_TMP/idle.out') -gt 4000 ]"
rm -f "$T_TMP/hold-ka"
t_check "the authenticated keep-alive connection survived the flood, on the same socket" \
  t_wait_for 20 bash -c "grep -q '^second 200' '$T_TMP/ka.out' && grep -q '^same_connection True' '$T_TMP/ka.out'"
for i in $(seq 1 5); do probe; done >"$T_TMP/end"
end=$(probe_stats <"$T_TMP/end")
t_check "after the flood every /health probe answers 200 within 5 s (median max ms: $end)" test "$end" != fail

t_stop_sbxd
SBXD_STATE=$T_TMP/state-compat t_start_sbxd --bridge-compat
# A lone slowloris on a server nobody else talks to: its trickle keeps
# libmicrohttpd's idle timeout from firing, and nothing else connects to
# close it "at the next accept", so only the header deadline's own clock
# can. It used to stay open for good (CI caught it once the flood's last
# accept came less than 10 s after its last slowloris).
touch "$T_TMP/hold-slow"
python3 "$ATT" conns "${SBX_URL##*:}" slowloris 1 "$T_TMP/hold-slow" >"$T_TMP/slow1.out" &
T_PIDS+=($!)
t_check "a lone slowloris on a quiet server was closed by sbxd" t_wait_for 40 grep -q '^all_closed' "$T_TMP/slow1.out"
slow_secs=$(awk '/^all_closed/ { printf "%d", $2 }' "$T_TMP/slow1.out")
t_check "... at the 10 s header deadline (${slow_secs} s after it connected)" \
  bash -c "[ '${slow_secs:-0}' -ge 9 ] && [ '${slow_secs:-99}' -le 20 ]"
rm -f "$T_TMP/hold-slow"
hc POST /v1/sandbox/$A/session --data-binary '{'
t_check "--bridge-compat: body '{' counts as {} as on the bridge ($H_STATUS $H_BODY)" \
  bash -c "[ '$H_STATUS' = 200 ] && [[ '$H_BODY' == *session-* ]]"
hc POST /v1/sandbox/$A/session --data-binary '{"id":123}'
t_check "--bridge-compat: a numeric id is ignored ($H_STATUS $H_BODY)" \
  bash -c "[ '$H_STATUS' = 200 ] && [[ '$H_BODY' == *session-* ]]"
t_done
