#!/usr/bin/env bash
# sbxd_tunnel_flood: a server inside a sandbox that accepts every connection
# through its tunnel and never closes one. Each connection costs sbxd a
# thread and two descriptors (the sandbox: one descriptor), and the tunnel
# port takes connections without a token: without a bound, any local
# client (a browser polling the port) grew sbxd by a thread per connection
# for good, until it ran out of descriptors (/health failed).
#
# What must hold: at most 256 connections per tunnel at once (the rest are
# closed at once), and a connection the client closed ends in sbxd within
# a minute of silence from the server inside, even if that never closes.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/sbxd_common.bash"

t_start_sbxd
A=tfla
sh_x $A 'setsid nohup python3 -c "
import socket
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind((\"127.0.0.1\", 8080)); s.listen(1024); keep = []
open(\"/workspace/listening\", \"w\").close()
while True:
    keep.append(s.accept()[0])
" >/dev/null 2>&1 </dev/null &'
t_eq "the hoarding server was started" 200 "$H_STATUS"
listening() { curl -sf -o /dev/null -H "Authorization: Bearer $SANDBOX_API_KEY" "$SBX_URL/v1/sandbox/$A/file/workspace/listening"; }
t_check "it listens" t_wait_for 30 listening
hc POST /v1/sandbox/$A/tunnel/8080
port=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["url"].rsplit(":", 1)[1].strip("/"))' "$T_TMP/body")
t_check "a tunnel to it ($H_STATUS, port $port)" test "$H_STATUS" = 200 -a -n "$port"
threads0=$(ls /proc/$SBXD_PID/task | wc -l)

# 300 connections, held; the client reports how many sbxd closed at once
# (a reset or an end within 5 s), then waits for "close", closes them all
python3 - "$port" "$T_TMP/hold" >"$T_TMP/client.out" 2>&1 <<'PY' &
import os, socket, sys, time
port, hold = int(sys.argv[1]), sys.argv[2]
socks = []
for _ in range(300):
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    socks.append(s)
time.sleep(0.1)
closed = set()
end = time.monotonic() + 5
while time.monotonic() < end and len(closed) < 44:
    for i, s in enumerate(socks):
        if i in closed:
            continue
        s.setblocking(False)
        try:
            if s.recv(1) == b"":
                closed.add(i)
        except BlockingIOError:
            pass
        except OSError:
            closed.add(i)
    time.sleep(0.05)
print("closed_at_once %d" % len(closed), flush=True)
while not os.path.exists(hold):
    time.sleep(0.05)
for s in socks:
    s.close()
print("all_closed", flush=True)
PY
T_PIDS+=($!)
t_check "the client has its answer" t_wait_for 120 grep -q '^closed_at_once' "$T_TMP/client.out"
n=$(awk '/^closed_at_once/ { print $2 }' "$T_TMP/client.out")
t_check "of 300 connections, sbxd closed the 44 past 256 at once ($n)" test "${n:-0}" -ge 44
threads=$(ls /proc/$SBXD_PID/task | wc -l)
t_check "sbxd holds at most 256 connection threads for the tunnel ($((threads - threads0)) more)" \
  test $((threads - threads0)) -le 260
touch "$T_TMP/hold"
t_check "the client closed its connections" t_wait_for 30 grep -q '^all_closed' "$T_TMP/client.out"
gone() { [ $(($(ls /proc/$SBXD_PID/task | wc -l) - threads0)) -le 4 ]; }
t_check "... and sbxd let them go within 60 s of silence from the server inside" t_wait_for 120 gone
hc GET /health
t_eq "sbxd answers" 200 "$H_STATUS"
t_done
