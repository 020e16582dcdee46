#!/usr/bin/env python3
# sbx code-context driver for Python: a persistent interpreter in the sandbox.
#
# Shipped by libsbx (client/contexts.c embeds this file and installs it as
# /tmp/.sbx-contexts/driver-<hash>.py through the bridge's exec route).
# Standard library only. Two modes:
#
#   driver.py daemon CTXDIR     the interpreter of one context: listens on
#                               CTXDIR/sock and runs cells one at a time, in
#                               order of arrival, in one persistent namespace
#   driver.py run CTXDIR CODE   one cell: CODE is the cell's source in base64
#                               (or @FILE: a file holding it, removed once
#                               read); sends it to the daemon and writes the
#                               cell's output as its own stdout/stderr
#
# The exit status of `run` is the cell's outcome (libsbx relies on it):
#   0 ok, 1 the cell raised, 2 interrupted, 3 the interpreter died (or was
#   restarted or deleted) during the cell, 4 internal failure of the driver.
#
# Protocol on the socket, one connection per cell, JSON lines both ways:
#   client -> daemon   {"code": "<source>"}
#   daemon -> client   {"o": "<stdout text>"}  {"e": "<stderr text>"}
#                      {"r": ["1.png", "image/png", 12345]}   (a rich result)
#                      {"end": "ok" | "error" | "interrupted"} (last line)
#
# Files in CTXDIR (the layout is shared with the bash scripts of contexts.c):
#   lang     "python"                  pid     the daemon's pid (= its pgid)
#   sock     the socket                status  idle | running | ok | error
#   error    "Name: message" of the latest failed cell
#   results/ rich results of the latest cell: 1.png, 2.html ...
#   exit     the daemon's exit status (written by its supervisor, a bash)
#   ended    why it ended on purpose: restarted | deleted | reported
#
# Interrupt: SIGINT to the daemon's process group (libsbx sends it with
# `kill -INT -- -PID`), so children a cell started get it too, as with
# Ctrl-C in a terminal. The daemon raises KeyboardInterrupt in the running
# cell and ignores the signal between cells; its namespace survives.
import ast
import base64
import codecs
import importlib.abc
import importlib.util
import io
import json
import linecache
import os
import signal
import socket
import sys
import threading
import traceback
import types

EXIT_OK, EXIT_ERROR, EXIT_INTERRUPTED, EXIT_DIED, EXIT_INTERNAL = 0, 1, 2, 3, 4
DRIVER = os.path.abspath(__file__)
LOG_MAX = 1 << 20  # output nobody is reading (between cells) goes to the log, up to this


def write_atomic(path, data):
    tmp = "%s.tmp%d" % (path, os.getpid())
    with open(tmp, "w") as f:
        f.write(data)
    os.replace(tmp, path)


# ---- the client mode -------------------------------------------------------


def died_reason(ctx):
    """Why the daemon ended, from the files its supervisor and libsbx left."""
    if not os.path.isdir(ctx):
        return "the context was deleted"
    try:
        with open(os.path.join(ctx, "ended")) as f:
            ended = f.read().strip()
    except OSError:
        ended = ""
    if ended == "restarted":
        return "the python interpreter was restarted"
    if ended == "deleted":
        return "the context was deleted"
    try:
        with open(os.path.join(ctx, "exit")) as f:
            st = int(f.read().strip() or "-1")
    except (OSError, ValueError):
        return "the python interpreter died (reason unknown)"
    if st > 128:
        try:
            name = signal.Signals(st - 128).name
        except ValueError:
            name = "signal %d" % (st - 128)
        return "the python interpreter was killed by %s" % name
    return "the python interpreter exited with status %d" % st


def client(ctx, arg):
    import time

    if arg.startswith("@"):
        with open(arg[1:], "rb") as f:
            src = f.read()
        os.unlink(arg[1:])
    else:
        src = base64.b64decode(arg)
    code = src.decode("utf-8", "surrogateescape")
    out, err = sys.stdout.buffer, sys.stderr.buffer

    def put(stream, text):
        stream.write(text.encode("utf-8", "surrogateescape"))
        stream.flush()

    # A signal to this process (the exec's timeout, a cancelled command)
    # interrupts the cell; the daemon then ends it and we exit with its status.
    def forward(signum, frame):
        try:
            with open(os.path.join(ctx, "pid")) as f:
                os.killpg(int(f.read().strip()), signal.SIGINT)
        except (OSError, ValueError):
            pass

    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(s, forward)

    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        s.connect(os.path.join(ctx, "sock"))
        s.sendall(json.dumps({"code": code}).encode("ascii") + b"\n")
        for line in s.makefile("rb"):
            try:
                m = json.loads(line)
            except ValueError:
                continue
            if "o" in m:
                put(out, m["o"])
            elif "e" in m:
                put(err, m["e"])
            elif "r" in m:
                put(out, "[result %s %s %d bytes]\n" % tuple(m["r"]))
            elif "end" in m:
                return {"ok": EXIT_OK, "error": EXIT_ERROR}.get(m["end"], EXIT_INTERRUPTED)
    except OSError:
        pass
    # No end line: the daemon is gone. Its supervisor records why.
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and os.path.isdir(ctx):
        if os.path.exists(os.path.join(ctx, "exit")):
            break
        time.sleep(0.02)
    why = died_reason(ctx)
    try:
        if not os.path.exists(os.path.join(ctx, "ended")):
            write_atomic(os.path.join(ctx, "ended"), "reported\n")
    except OSError:
        pass
    put(err, "sbx-context: %s during this cell; its state is lost, the next run starts a fresh one\n" % why)
    return EXIT_DIED


# ---- the daemon --------------------------------------------------------------


class Conn:
    """The client of the running cell; sends never raise (a client that went
    away leaves the cell running, its output dropped)."""

    def __init__(self, sock):
        self.sock = sock
        self.lock = threading.Lock()
        self.alive = True

    def send(self, obj):
        data = json.dumps(obj).encode("ascii") + b"\n"
        with self.lock:
            if not self.alive:
                return
            try:
                self.sock.sendall(data)
            except OSError:
                self.alive = False


class Daemon:
    def __init__(self, ctx):
        self.ctx = ctx
        self.results = os.path.join(ctx, "results")
        self.cur = None  # Conn of the running cell, or None
        self.running = False  # SIGINT raises KeyboardInterrupt only while True
        self.cell = 0
        self.nresult = 0
        self.seq = 0
        self.cv = threading.Condition()
        self.synced = {1: 0, 2: 0}
        self.logged = 0
        self.token = base64.b32encode(os.urandom(10)).decode("ascii")
        self.magic = ("\x00\x1b[sbx:%s:" % self.token).encode("ascii")
        self.loop = None
        mod = types.ModuleType("__main__")
        mod.__dict__["__builtins__"] = __builtins__
        mod.__dict__["display"] = self.display
        sys.modules["__main__"] = mod
        self.ns = mod.__dict__

    # -- output: fds 1 and 2 are pipes read by two threads, so that output of
    # child processes is captured with Python's own, in order. Control
    # records travel in the same pipes (ordering a result among the prints):
    # MAGIC payload NUL, where MAGIC holds a random token.

    def log(self, data):
        data = data[: LOG_MAX - self.logged]
        if not data:
            return
        self.logged += len(data)
        try:
            os.write(self.logfd, data)
        except OSError:
            pass

    def control(self, fd, payload):
        os.write(fd, self.magic + payload.encode("utf-8", "backslashreplace") + b"\x00")

    def reader(self, fd, stream, key):
        dec = codecs.getincrementaldecoder("utf-8")("surrogateescape")
        magic = self.magic
        buf = b""

        def emit(data, final=False):
            text = dec.decode(data, final)
            if not text:
                return
            cur = self.cur
            if cur is not None:
                cur.send({key: text})
            else:
                self.log(text.encode("utf-8", "surrogateescape"))

        while True:
            try:
                chunk = os.read(fd, 65536)
            except InterruptedError:
                continue
            if not chunk:
                return
            buf += chunk
            while buf:
                i = buf.find(magic)
                if i < 0:
                    keep = 0  # a tail that may begin the magic waits for more
                    for k in range(min(len(magic) - 1, len(buf)), 0, -1):
                        if buf.endswith(magic[:k]):
                            keep = k
                            break
                    emit(buf[: len(buf) - keep])
                    buf = buf[len(buf) - keep :]
                    break
                emit(buf[:i])
                j = buf.find(b"\x00", i + len(magic))
                if j < 0:
                    buf = buf[i:]
                    break
                rec = buf[i + len(magic) : j].decode("utf-8", "replace")
                buf = buf[j + 1 :]
                verb, _, rest = rec.partition(" ")
                if verb == "sync":
                    emit(b"", True)
                    with self.cv:
                        self.synced[stream] = int(rest)
                        self.cv.notify_all()
                elif verb == "result" and self.cur is not None:
                    name, mime, size = rest.split(" ")
                    self.cur.send({"r": [name, mime, int(size)]})

    def sync(self):
        """Waits until everything written to fds 1 and 2 so far was forwarded."""
        for s in (sys.stdout, sys.stderr):
            try:
                s.flush()
            except Exception:
                pass
        self.seq += 1
        for fd in (1, 2):
            try:
                self.control(fd, "sync %d" % self.seq)
            except OSError:
                pass
        with self.cv:
            self.cv.wait_for(lambda: min(self.synced.values()) >= self.seq, timeout=5)

    # -- rich results

    def add_result(self, data, ext, mime):
        if isinstance(data, str):
            data = data.encode("utf-8", "surrogateescape")
        self.nresult += 1
        name = "%d.%s" % (self.nresult, ext)
        path = os.path.join(self.results, name)
        with open(path + ".tmp", "wb") as f:
            f.write(data)
        os.replace(path + ".tmp", path)
        sys.stdout.flush()
        self.control(1, "result %s %s %d" % (name, mime, len(data)))

    REPRS = (
        ("_repr_png_", "png", "image/png"),
        ("_repr_jpeg_", "jpeg", "image/jpeg"),
        ("_repr_svg_", "svg", "image/svg+xml"),
        ("_repr_html_", "html", "text/html"),
        ("_repr_markdown_", "md", "text/markdown"),
        ("_repr_latex_", "tex", "text/latex"),
        ("_repr_json_", "json", "application/json"),
    )

    def rich(self, obj):
        """Writes obj's rich representations (IPython's _repr_*_ protocol) as
        results; returns how many."""
        n = 0
        if isinstance(obj, type):
            return 0
        for attr, ext, mime in self.REPRS:
            meth = getattr(obj, attr, None)
            if not callable(meth):
                continue
            try:
                data = meth()
            except Exception:
                continue
            if isinstance(data, tuple):  # (data, metadata)
                data = data[0]
            if data is None:
                continue
            if ext == "json" and not isinstance(data, (str, bytes)):
                data = json.dumps(data)
            if isinstance(data, (str, bytes)):
                self.add_result(data, ext, mime)
                n += 1
        return n

    def display(self, *objs):
        """display(obj, ...): rich results of each object, or its text form
        when it has none (the builtin `display` of every cell)."""
        for obj in objs:
            if not self.rich(obj):
                print(repr(obj))

    def capture_figures(self):
        plt = sys.modules.get("matplotlib.pyplot")
        if plt is None:
            return
        for num in plt.get_fignums():
            fig = plt.figure(num)
            buf = io.BytesIO()
            fig.savefig(buf, format="png", bbox_inches="tight")
            self.add_result(buf.getvalue(), "png", "image/png")
        plt.close("all")

    def patch_pyplot(self, plt):
        def show(*args, **kwargs):
            self.capture_figures()

        plt.show = show

    # -- running a cell

    def run_code(self, code, fname):
        flags = ast.PyCF_ALLOW_TOP_LEVEL_AWAIT
        tree = ast.parse(code, fname, "exec")
        last = None
        # As in IPython, a trailing ';' silences the value.
        if tree.body and isinstance(tree.body[-1], ast.Expr) and not code.rstrip().endswith(";"):
            last = ast.Expression(tree.body.pop().value)
        body = compile(tree, fname, "exec", flags=flags, dont_inherit=True)
        self.evaluate(body)
        if last is None:
            return
        value = self.evaluate(compile(last, fname, "eval", flags=flags, dont_inherit=True))
        if value is None:
            return
        self.ns["_"] = value
        print(repr(value))
        self.rich(value)

    def evaluate(self, code):
        value = eval(code, self.ns)
        if code.co_flags & 0x80:  # CO_COROUTINE: the cell used top-level await
            if self.loop is None:
                import asyncio

                self.loop = asyncio.new_event_loop()
                asyncio.set_event_loop(self.loop)
            value = self.loop.run_until_complete(value)
        return value

    def print_error(self, e):
        """The traceback without the driver's own frames (the cell's code
        starts at the top; a KeyboardInterrupt raised by our handler ends at
        the line the cell was running)."""
        te = traceback.TracebackException(type(e), e, e.__traceback__)
        seen = set()
        t = te
        while t is not None and id(t) not in seen:
            seen.add(id(t))
            t.stack = traceback.StackSummary.from_list([f for f in t.stack if f.filename != DRIVER])
            t = t.__cause__ or t.__context__
        sys.stderr.write("".join(te.format()))

    def set_status(self, status, error=None):
        try:
            if error is not None:
                write_atomic(os.path.join(self.ctx, "error"), error)
            write_atomic(os.path.join(self.ctx, "status"), status + "\n")
        except OSError:
            pass

    def cell_run(self, conn, code):
        self.cell += 1
        self.nresult = 0
        fname = "<cell %d>" % self.cell
        linecache.cache[fname] = (len(code), None, code.splitlines(True), fname)
        try:  # a cell may have removed the directory
            os.makedirs(self.results, exist_ok=True)
            for name in os.listdir(self.results):
                os.unlink(os.path.join(self.results, name))
        except OSError:
            pass
        self.set_status("running")
        self.cur = conn
        status, error = "ok", None
        try:
            try:
                self.running = True
                self.run_code(code, fname)
            finally:
                self.running = False
        except KeyboardInterrupt as e:
            status, error = "interrupted", "KeyboardInterrupt"
            self.print_error(e)
        except BaseException as e:  # SystemExit too: the interpreter stays
            status = "error"
            error = ("%s: %s" % (type(e).__name__, e)).replace("\n", " ")[:1000]
            self.print_error(e)
        try:
            self.capture_figures()
        except Exception as e:
            self.print_error(e)
        self.sync()
        self.cur = None
        self.set_status("error" if status == "interrupted" else status, error)
        conn.send({"end": status})

    def serve(self):
        ctx = self.ctx
        os.makedirs(self.results, exist_ok=True)
        self.logfd = os.dup(2)
        os.set_inheritable(self.logfd, False)
        rout, wout = os.pipe()
        rerr, werr = os.pipe()
        os.dup2(wout, 1)
        os.dup2(werr, 2)
        os.close(wout)
        os.close(werr)
        sys.stdout = io.TextIOWrapper(
            io.FileIO(1, "w", closefd=False), encoding="utf-8", errors="backslashreplace", write_through=True
        )
        sys.stderr = io.TextIOWrapper(
            io.FileIO(2, "w", closefd=False), encoding="utf-8", errors="backslashreplace", write_through=True
        )
        # SIGINT must reach the main thread (the cell), not the readers.
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        for fd, stream, key in ((rout, 1, "o"), (rerr, 2, "e")):
            threading.Thread(target=self.reader, args=(fd, stream, key), daemon=True).start()
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})

        def on_sigint(signum, frame):
            if self.running:
                raise KeyboardInterrupt

        signal.signal(signal.SIGINT, on_sigint)

        sockpath = os.path.join(ctx, "sock")
        try:
            os.unlink(sockpath)
        except FileNotFoundError:
            pass
        srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        srv.bind(sockpath)
        srv.listen(64)
        self.set_status("idle")
        write_atomic(os.path.join(ctx, "pid"), "%d\n" % os.getpid())
        while True:
            try:
                sock, _ = srv.accept()
            except KeyboardInterrupt:
                continue
            try:
                self.handle(sock)
            except KeyboardInterrupt:
                pass
            except Exception:  # the driver's own failure: log it, serve on
                self.cur = None
                self.log(traceback.format_exc().encode("utf-8", "replace"))
            finally:
                sock.close()

    def handle(self, sock):
        sock.settimeout(30)  # the client sends its cell right after connecting
        f = sock.makefile("rb")
        try:
            line = f.readline(1 << 30)
            req = json.loads(line)
            code = req["code"]
        except (OSError, ValueError, KeyError, TypeError):
            return
        sock.settimeout(None)
        self.cell_run(Conn(sock), code)


class PyplotHook(importlib.abc.MetaPathFinder):
    """Patches matplotlib.pyplot.show when pyplot is first imported, so that
    each show() in a cell becomes PNG results (figures left open at the end of
    a cell are captured too). One-shot: it leaves sys.meta_path once used."""

    def __init__(self, daemon):
        self.daemon = daemon

    def find_spec(self, name, path, target=None):
        if name != "matplotlib.pyplot":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        orig = spec.loader.exec_module

        def exec_module(module):
            orig(module)
            self.daemon.patch_pyplot(module)

        spec.loader.exec_module = exec_module
        return spec


def daemon(ctx):
    # Headless plots: Agg in this process and in its children (which do not
    # know the hook).
    os.environ.setdefault("MPLBACKEND", "Agg")
    if os.path.isdir("/workspace"):
        os.chdir("/workspace")
    # The cell's view: '' (the working directory) first on the path, not
    # the driver's directory; no argv.
    sys.path[0] = ""
    sys.argv = [""]
    d = Daemon(ctx)
    sys.meta_path.insert(0, PyplotHook(d))
    d.serve()


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "daemon":
        daemon(os.path.abspath(sys.argv[2]))
        return 0
    if len(sys.argv) == 4 and sys.argv[1] == "run":
        try:
            return client(os.path.abspath(sys.argv[2]), sys.argv[3])
        except Exception as e:
            sys.stderr.write("sbx-context: driver failure: %s: %s\n" % (type(e).__name__, e))
            return EXIT_INTERNAL
    sys.stderr.write("usage: driver.py daemon CTXDIR | run CTXDIR CODE\n")
    return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
