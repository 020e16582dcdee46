# tests/integration/attacker.py — the client half of the sbxd_attacker*.sh
# scripts (a helper, not a test: tests/run runs only *.sh).
#
#   attacker.py hammer URL TOKEN ID SECONDS PATH...
#       for SECONDS, send every /fs operation and a file PUT/GET against each
#       PATH over one keep-alive connection (a client racing a link that the
#       sandbox swaps underneath); prints "requests N statuses {...}"
#   attacker.py conns PORT KIND N HOLD_FILE
#       open N connections of KIND and hold them until HOLD_FILE is removed:
#       idle (connect, send nothing), partial (half a request line),
#       slowloris (a header byte every second), halfclose (partial headers,
#       then shutdown(SHUT_WR)), body (GET /health headers announcing a body
#       that never comes), badte (headers with a bogus Transfer-Encoding);
#       prints "open N" once they are open, "all_closed SECONDS" if the
#       server closed every one, and "closed_by_server M of N" at the end
#   attacker.py keepalive URL TOKEN ID HOLD_FILE
#       an authenticated keep-alive connection: one request, then another on
#       the same socket once HOLD_FILE is gone ("first 200", "second 200",
#       "same_connection True")
#   attacker.py raw PORT TIMEOUT REQUEST
#       send REQUEST (Python escapes: \r\n) and print the status line of the
#       answer and the seconds it took, or "no answer"
import http.client
import json
import os
import resource
import socket
import sys
import time


def hammer(url, token, sid, seconds, paths):
    host, port = url.split("//", 1)[1].rsplit(":", 1)
    hdr = {"Authorization": "Bearer " + token, "Content-Type": "application/json"}
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    statuses = {}
    n = 0
    end = time.monotonic() + seconds

    def send(method, target, body):
        nonlocal conn, n
        try:
            conn.request(method, target, body=body, headers=hdr)
            r = conn.getresponse()
            r.read()
            st = r.status
        except (OSError, http.client.HTTPException):
            conn.close()
            conn = http.client.HTTPConnection(host, int(port), timeout=10)
            st = "err"
        statuses[st] = statuses.get(st, 0) + 1
        n += 1

    while time.monotonic() < end:
        for p in paths:
            for op in (
                {"op": "chmod", "path": p, "mode": 0o777},
                {"op": "truncate", "path": p, "size": 0},
                {"op": "utimens", "path": p, "atime": [1, 0], "mtime": [1, 0]},
                {"op": "lstat", "path": p},
                {"op": "list", "path": p},
                {"op": "readlink", "path": p},
                {"op": "statfs", "path": p},
                {"op": "mkdir", "path": p + "/pwn-dir", "mode": 0o777},
                {"op": "symlink", "path": p + "/pwn-link", "target": "/"},
                {"op": "rename", "path": p + "/victim", "to": "/workspace/stolen"},
                {"op": "unlink", "path": p + "/victim"},
                {"op": "rmdir", "path": p + "/victim-dir"},
            ):
                send("POST", "/v1/sandbox/%s/fs" % sid, json.dumps(op))
            send("PUT", "/v1/sandbox/%s/file%s" % (sid, p), b"PWNED-BY-PUT\n")
            send("PUT", "/v1/sandbox/%s/file%s/pwn-put" % (sid, p), b"PWNED-BY-PUT\n")
            send("GET", "/v1/sandbox/%s/file%s" % (sid, p), None)
    print("requests %d statuses %s" % (n, json.dumps(statuses, sort_keys=True, default=str)))


def conns(port, kind, count, hold_file):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = min(hard, count + 256)
    if soft < want:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
    socks = []
    for _ in range(count):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.settimeout(10)
        try:
            s.connect(("127.0.0.1", port))
        except OSError:
            s.close()
            continue
        s.setblocking(False)
        try:
            if kind == "partial":
                s.send(b"GET /hea")
            elif kind == "halfclose":
                s.send(b"GET /health HTTP/1.1\r\nHost: x\r\n")
                s.shutdown(socket.SHUT_WR)
            elif kind == "body":
                s.send(b"GET /health HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\nab")
            elif kind == "badte":
                s.send(b"POST /health HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: bogus\r\n\r\n")
            elif kind == "slowloris":
                s.send(b"GET /health HTTP/1.1\r\n")
        except OSError:
            pass
        socks.append(s)
    print("open %d" % len(socks), flush=True)
    closed = set()
    tick = 0
    t0 = time.monotonic()
    while os.path.exists(hold_file) and len(closed) < len(socks):
        time.sleep(0.2)
        tick += 1
        for i, s in enumerate(socks):
            if i in closed:
                continue
            try:
                if kind == "slowloris" and tick % 5 == 0:
                    s.send(b"X")
                d = s.recv(4096)
                if not d:
                    closed.add(i)
            except BlockingIOError:
                pass
            except OSError:
                closed.add(i)
        if len(closed) == len(socks):
            print("all_closed %.1f" % (time.monotonic() - t0), flush=True)
    print("closed_by_server %d of %d" % (len(closed), len(socks)), flush=True)
    for s in socks:
        s.close()


def keepalive(url, token, sid, hold_file):
    """One authenticated keep-alive connection: a request, then (after
    HOLD_FILE is removed) another on the same socket."""
    host, port = url.split("//", 1)[1].rsplit(":", 1)
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    hdr = {"Authorization": "Bearer " + token}
    for what in ("first", "second"):
        if what == "second":
            while os.path.exists(hold_file):
                time.sleep(0.1)
        try:
            conn.request("GET", "/v1/sandbox/%s/running" % sid, headers=hdr)
            r = conn.getresponse()
            r.read()
            print(what, r.status, flush=True)
        except (OSError, http.client.HTTPException) as e:
            print(what, "failed", type(e).__name__, flush=True)
            return
        if what == "first":
            sock = conn.sock
    print("same_connection", conn.sock is sock, flush=True)


def raw(port, timeout, request):
    data = request.encode().decode("unicode_escape").encode("latin1")
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    t = time.monotonic()
    s.sendall(data)
    try:
        r = s.recv(4096)
        line = r.split(b"\r\n", 1)[0].decode("latin1") if r else "closed"
        print("%s %.3f" % (line, time.monotonic() - t))
    except socket.timeout:
        print("no answer %.3f" % (time.monotonic() - t))
    s.close()


def main():
    cmd = sys.argv[1]
    if cmd == "hammer":
        hammer(sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5]), sys.argv[6:])
    elif cmd == "conns":
        conns(int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), sys.argv[5])
    elif cmd == "keepalive":
        keepalive(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5])
    elif cmd == "raw":
        raw(int(sys.argv[2]), float(sys.argv[3]), sys.argv[4])
    else:
        sys.exit("unknown command " + cmd)


if __name__ == "__main__":
    main()
