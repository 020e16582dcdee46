"""sbxd_exec.py - runs `bash -c LINE` through sbxd's exec route and returns
what it did: (stdout bytes, stderr bytes, exit code). Imported by the
seeded comparisons of sbxd_conformance.sh and sbxd_warm.sh.

One kept-alive connection per Exec: sbxd reads a request only once the one
before it on the connection is over (its end is where sbxd starts the next
warm shell), so consecutive lines see what a client sending them one by
one sees."""
import base64
import http.client
import json
import os


class Exec:
    def __init__(self, url, sid):
        host, port = url.split("//", 1)[1].rsplit(":", 1)
        self.conn = http.client.HTTPConnection(host, int(port), timeout=60)
        self.path = "/v1/sandbox/%s/exec" % sid
        self.hdr = {"Authorization": "Bearer " + os.environ["SANDBOX_API_KEY"],
                    "Content-Type": "application/json"}

    def run(self, line, cwd):
        self.conn.request("POST", self.path, headers=self.hdr,
                          body=json.dumps({"argv": ["bash", "-c", line], "cwd": cwd}))
        out, err, code, ev = b"", b"", None, None
        for raw in self.conn.getresponse().read().splitlines():
            if raw.startswith(b"event: "):
                ev = raw[7:]
            elif raw.startswith(b"data: "):
                d = raw[6:]
                if ev == b"stdout":
                    out += base64.b64decode(d)
                elif ev == b"stderr":
                    err += base64.b64decode(d)
                elif ev == b"exit":
                    code = json.loads(d)["exit_code"]
        return out, err, code


def same(line, a, b):
    """Whether two runs of line, (out, err, code) each, did the same. A
    pipeline's programs write their errors at once: the order of the lines
    is the scheduler's, and a coreutils message is several write()s (name,
    ": ", text), so when two interleave even the lines mix: then their
    bytes, in any order, are what must match."""
    if a == b:
        return True
    if "|" not in line:
        return False
    return a[0] == b[0] and a[2] == b[2] and sorted(a[1]) == sorted(b[1])
