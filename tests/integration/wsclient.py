#!/usr/bin/env python3
"""wsclient.py — a small RFC 6455 client on the Python standard library, for
the terminal tests (sbxd_next.sh). Not a test itself: imported by the inline
Python the scripts run (sys.path gets this directory).

    ws = WS.connect(url, path, token)      # raises Refused(status, body) on non-101
    ws.send_text('{"type":"resize","cols":100,"rows":30}')
    ws.send_binary(b"echo hi\\r")
    kind, data = ws.recv(timeout)           # ("text", str) / ("binary", bytes) /
                                            # ("close", (code, reason)) / ("timeout", None)
    ws.close()

Frames from the client are masked, as the RFC requires; pings are answered.
"""
import base64
import os
import select
import socket
import struct
import time
import urllib.parse


class Refused(Exception):
    def __init__(self, status, headers, body):
        super().__init__(f"HTTP {status}: {body!r}")
        self.status, self.headers, self.body = status, headers, body


class WS:
    def __init__(self, sock, extra=b""):
        self.sock = sock
        self.buf = bytearray(extra)
        self.closed = False

    @classmethod
    def connect(cls, base_url, path, token=None, headers=None, key=None, timeout=10):
        u = urllib.parse.urlsplit(base_url)
        sock = socket.create_connection((u.hostname, u.port or 80), timeout=timeout)
        key = key if key is not None else base64.b64encode(os.urandom(16)).decode()
        lines = [f"GET {path} HTTP/1.1", f"Host: {u.hostname}:{u.port}",
                 "Upgrade: websocket", "Connection: Upgrade",
                 "Sec-WebSocket-Version: 13"]
        if key:
            lines.append(f"Sec-WebSocket-Key: {key}")
        if token:
            lines.append(f"Authorization: Bearer {token}")
        for k, v in (headers or {}).items():
            lines.append(f"{k}: {v}")
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        data = b""
        deadline = time.monotonic() + timeout
        while b"\r\n\r\n" not in data:
            if time.monotonic() > deadline:
                raise TimeoutError("no HTTP response")
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
        head, _, rest = data.partition(b"\r\n\r\n")
        status_line, *hdr_lines = head.decode("latin-1").split("\r\n")
        status = int(status_line.split()[1]) if status_line else 0
        hdrs = {}
        for line in hdr_lines:
            k, _, v = line.partition(":")
            hdrs[k.strip().lower()] = v.strip()
        if status != 101:
            # the error body: Content-Length bytes
            n = int(hdrs.get("content-length", "0") or 0)
            while len(rest) < n and time.monotonic() < deadline:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                rest += chunk
            sock.close()
            raise Refused(status, hdrs, rest[:n].decode("utf-8", "replace"))
        want = base64.b64encode(__import__("hashlib").sha1(
            (key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()).decode()
        if hdrs.get("sec-websocket-accept") != want:
            sock.close()
            raise ValueError(f"bad Sec-WebSocket-Accept {hdrs.get('sec-websocket-accept')!r}")
        sock.settimeout(None)
        return cls(sock, rest)

    def _send(self, opcode, payload, fin=True):
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([(0x80 if fin else 0) | opcode])
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 65536:
            head += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack(">Q", n)
        body = bytes(b ^ mask[i & 3] for i, b in enumerate(payload))
        self.sock.sendall(head + mask + body)

    def send_text(self, s):
        self._send(1, s.encode())

    def send_binary(self, b):
        self._send(2, bytes(b))

    def send_raw(self, data):
        self.sock.sendall(data)

    def close(self, code=1000):
        if not self.closed:
            try:
                self._send(8, struct.pack(">H", code))
            except OSError:
                pass
            self.closed = True
        self.sock.close()

    def _fill(self, deadline):
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        r, _, _ = select.select([self.sock], [], [], left)
        if not r:
            return False
        chunk = self.sock.recv(65536)
        if not chunk:
            raise EOFError("connection closed")
        self.buf += chunk
        return True

    def _frame(self, deadline):
        """One raw frame: (fin, opcode, payload) or None on timeout."""
        while True:
            b = self.buf
            if len(b) >= 2:
                n = b[1] & 0x7F
                off = 2
                if n == 126 and len(b) >= 4:
                    n = struct.unpack(">H", b[2:4])[0]
                    off = 4
                elif n == 127 and len(b) >= 10:
                    n = struct.unpack(">Q", b[2:10])[0]
                    off = 10
                elif n >= 126:
                    n = None
                if b[1] & 0x80:
                    raise ValueError("server frames must not be masked")
                if n is not None and len(b) >= off + n:
                    fin, op = bool(b[0] & 0x80), b[0] & 0x0F
                    payload = bytes(b[off:off + n])
                    del self.buf[:off + n]
                    return fin, op, payload
            if not self._fill(deadline):
                return None

    def recv(self, timeout=10):
        deadline = time.monotonic() + timeout
        parts, first_op = [], None
        while True:
            f = self._frame(deadline)
            if f is None:
                return ("timeout", None)
            fin, op, payload = f
            if op == 9:
                self._send(10, payload)
                continue
            if op == 10:
                continue
            if op == 8:
                code = struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else 1005
                return ("close", (code, payload[2:].decode("utf-8", "replace")))
            if op in (1, 2):
                first_op = op
            parts.append(payload)
            if fin:
                data = b"".join(parts)
                return ("text", data.decode()) if first_op == 1 else ("binary", data)
