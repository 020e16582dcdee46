#!/usr/bin/env python3
"""shell_pty.py SBXFS_SHELL MOUNT/<id> TMPDIR — sbxfs-shell driven through a
real pseudo-terminal, as a person at a terminal would: TAP on stdout.

Every wait has a deadline and looks for output (never a bare sleep as the
synchronisation): the screen bytes sbxfs-shell writes to the pty are
collected and searched.
"""
import fcntl
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time

SHELL, SBX, TMP = sys.argv[1], sys.argv[2], sys.argv[3]
WS = os.path.join(SBX, "workspace")
TERMS = os.path.join(SBX, "terminals")
n = 0
failed = 0


def check(ok, what, note=None):
    global n, failed
    n += 1
    if not ok:
        failed += 1
    print("%s %d - %s" % ("ok" if ok else "not ok", n, what))
    if not ok and note:
        for line in note.splitlines()[-12:]:
            print("#   " + line)
    sys.stdout.flush()


def set_size(fd, rows, cols):
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))


class Pty:
    """A command on a new pty (24x80 from the start)."""

    def __init__(self, argv):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            try:
                set_size(0, 24, 80)
                os.execvp(argv[0], argv)
            finally:
                os._exit(127)
        self.buf = b""
        self.status = None

    def pump(self, timeout):
        r, _, _ = select.select([self.fd], [], [], timeout)
        if not r:
            return True
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # EIO: every slave is closed
            return False
        if not data:
            return False
        self.buf += data
        return True

    def wait_for(self, text, timeout=30, since=0):
        """True once text shows after offset since of the screen bytes."""
        text = text.encode() if isinstance(text, str) else text
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if text in self.buf[since:]:
                return True
            if not self.pump(0.1):
                return text in self.buf[since:]
        return False

    def type(self, keys):
        os.write(self.fd, keys.encode() if isinstance(keys, str) else keys)

    def mark(self):
        return len(self.buf)

    def wait_exit(self, timeout=30):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.pump(0.05)
            pid, st = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(st)
                return self.status
        return None

    def tail(self):
        return self.buf[-600:].decode("utf-8", "replace")


def terminals_left():
    return sorted(x for x in os.listdir(TERMS) if x != "new")


def wait_file(path, want, timeout=30):
    end = time.monotonic() + timeout
    got = None
    while time.monotonic() < end:
        try:
            with open(path, "rb") as f:
                got = f.read()
            if got == want:
                return True, got
        except OSError as e:
            got = repr(e)
        time.sleep(0.1)
    return False, got


def children(pid):
    try:
        with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
            return [int(x) for x in f.read().split()]
    except OSError:
        return []


# --- 1. an interactive session, wrapped in sh to see the local terminal before and after
before, after = os.path.join(TMP, "stty.before"), os.path.join(TMP, "stty.after")
for f in (before, after):
    if os.path.exists(f):
        os.unlink(f)
wrap = 'stty -g >"$1"; "$3" "$4"; echo "rc=$?."; stty -g >"$2"'
p = Pty(["sh", "-c", wrap, "sh", before, after, SHELL, SBX])
check(p.wait_for("/workspace$ "), "a login shell prompts in /workspace", p.tail())
check(os.path.exists(os.path.join(TERMS, "sh-%d" % children(p.pid)[0])) if children(p.pid) else False,
      "it runs on a terminal of the mount, terminals/sh-<pid>", repr(terminals_left()))
m = p.mark()
p.type("stty size\r")
check(p.wait_for("24 80", since=m), "the remote terminal has the local size (stty size: 24 80)", p.tail())
set_size(p.fd, 40, 132)  # the kernel sends SIGWINCH to sbxfs-shell
m = p.mark()
p.type("stty size\r")
check(p.wait_for("40 132", since=m), "a resize (SIGWINCH) reaches the remote terminal (stty size: 40 132)",
      p.tail())
m = p.mark()
p.type("tput cols; tput lines\r")
check(p.wait_for("132\r\n40", since=m), "... which programs see (tput)", p.tail())

# vim inside the sandbox, typed into
if os.path.exists(os.path.join(WS, "f.txt")):
    os.unlink(os.path.join(WS, "f.txt"))
m = p.mark()
p.type("vim -N -u NONE -i NONE f.txt\r")
check(p.wait_for('"f.txt"', since=m), "vim starts and shows the file name on its screen", p.tail())
m = p.mark()
p.type("ihello from vim")
check(p.wait_for("hello from vim", since=m), "the text typed in insert mode is echoed on the screen", p.tail())
m = p.mark()
p.type("\x1b:wq\r")
check(p.wait_for("written", since=m), "<Esc>:wq: vim says the file is written", p.tail())
check(p.wait_for("/workspace$ ", since=m), "... and the shell prompts again", p.tail())
ok, got = wait_file(os.path.join(WS, "f.txt"), b"hello from vim\n")
check(ok, "the file vim wrote is in the workspace, through the mount", repr(got))

# Ctrl-C and Ctrl-Z travel as bytes. The marker is printed by the job
# itself, which has the terminal by then: printed by the shell before it
# starts `sleep`, a ^C on a loaded machine could reach the shell first.
m = p.mark()
p.type("bash -c 'echo sleeping-$((50+50)); exec sleep 100'\r")
check(p.wait_for("sleeping-100", since=m), "sleep 100 runs", p.tail())
t0 = time.monotonic()
p.type("\x03")
p.type("echo rc=$?-after-int\r")
check(p.wait_for("rc=130-after-int", since=m, timeout=30), "Ctrl-C interrupts it (exit 130)", p.tail())
check(time.monotonic() - t0 < 20, "... at once, not after 100 s")
m = p.mark()
p.type("bash -c 'echo stopping-$((1+1)); exec sleep 200'\r")
p.wait_for("stopping-2", since=m)
p.type("\x1a")
check(p.wait_for("Stopped", since=m), "Ctrl-Z stops the remote job (the remote shell's job control)", p.tail())
m = p.mark()
p.type("kill %1; fg; echo jobs-done-$((2+2))\r")  # fg: bash sees it end before the next line
check(p.wait_for("jobs-done-4", since=m), "... which the remote shell can kill", p.tail())

# exit status, local terminal restored, remote terminal removed
m = p.mark()
p.type("exit 3\r")
check(p.wait_for("rc=3.", since=m), "exit 3 in the remote shell: sbxfs-shell exits 3", p.tail())
p.wait_exit()
try:
    with open(before) as f:
        b = f.read()
    with open(after) as f:
        a = f.read()
except OSError as e:
    b, a = "", repr(e)
check(b != "" and a == b, "the local terminal's settings are restored", "before %r\nafter  %r" % (b, a))
check(terminals_left() == [], "the terminal is removed from terminals/", repr(terminals_left()))

# --- 2. a command instead of a shell
p = Pty([SHELL, SBX, "echo", "cmd-$((40+2));", "exit", "5"])
check(p.wait_for("cmd-42"), "sbxfs-shell DIR COMMAND runs the command on a terminal", p.tail())
check(p.wait_exit() == 5, "... and exits with its status (5)", "status %r" % p.status)
check(terminals_left() == [], "... its terminal removed", repr(terminals_left()))

# --- 3. input that is not a terminal
r = subprocess.run([SHELL, SBX], input=b"echo piped-$((1+1))\nexit 4\n", stdout=subprocess.PIPE,
                   stderr=subprocess.PIPE, timeout=120)
check(b"piped-2" in r.stdout, "commands piped into sbxfs-shell run",
      r.stdout.decode("utf-8", "replace") + r.stderr.decode("utf-8", "replace"))
check(r.returncode == 4, "... with the exit status of the last (4)", "status %r" % r.returncode)
r = subprocess.run([SHELL, SBX], input=b"echo until-eof\n", stdout=subprocess.PIPE,
                   stderr=subprocess.PIPE, timeout=120)
check(r.stdout == b"until-eof\n" and r.returncode == 0,
      "the end of the input ends the remote shell; its output exactly, no echo (as ssh host <file)",
      "status %r, output %r" % (r.returncode, r.stdout))
r = subprocess.run([SHELL, SBX, "read -r x; echo got-$x"], input=b"line-in", stdout=subprocess.PIPE,
                   stderr=subprocess.PIPE, timeout=120)
check(r.stdout == b"got-line-in\n" and r.returncode == 0,
      "a command reads piped input, a last line without newline included",
      "status %r, output %r" % (r.returncode, r.stdout))

# --- 4. sbxfs-shell killed: the local terminal and the remote one are cleaned up
for f in (before, after):
    if os.path.exists(f):
        os.unlink(f)
p = Pty(["sh", "-c", wrap, "sh", before, after, SHELL, SBX])
check(p.wait_for("/workspace$ "), "another session prompts", p.tail())
kids = children(p.pid)
if kids:
    os.kill(kids[0], signal.SIGTERM)
check(p.wait_for("rc=143."), "SIGTERM ends sbxfs-shell (exit 143)", p.tail())
p.wait_exit()
try:
    with open(before) as f:
        b = f.read()
    with open(after) as f:
        a = f.read()
except OSError as e:
    b, a = "", repr(e)
check(b != "" and a == b, "... with the local terminal restored", "before %r\nafter  %r" % (b, a))
check(terminals_left() == [], "... and its remote terminal ended and removed", repr(terminals_left()))

# --- 5. a job of an interactive shell: stopped (SIGTSTP from outside, as a
# job-control shell does it) and continued with fg
p = Pty(["bash", "--norc", "--noprofile", "-i"])
p.type("PS1='local> '\r")
p.wait_for("local> ")
m = p.mark()
p.type("'%s' '%s'\r" % (SHELL, SBX))
check(p.wait_for("/workspace$ ", since=m), "sbxfs-shell runs as a job of a local shell", p.tail())
kids = children(p.pid)
if kids:
    os.kill(kids[0], signal.SIGTSTP)
check(p.wait_for("Stopped", since=m), "SIGTSTP stops sbxfs-shell: the local shell says so", p.tail())
m = p.mark()
p.type("echo local-$((3+3))\r")
check(p.wait_for("local-6", since=m), "... and has its terminal back", p.tail())
m = p.mark()
p.type("fg\r")
p.type("echo remote-$((4+4)) $PWD\r")
check(p.wait_for("remote-8 /workspace", since=m), "fg: the remote shell again", p.tail())
m = p.mark()
p.type("exit 6\r")
p.wait_for("local> ", since=m)
m = p.mark()
p.type("echo rc=$?\r")
check(p.wait_for("rc=6", since=m), "... whose exit status the local shell gets", p.tail())
p.type("exit\r")
p.wait_exit()
check(terminals_left() == [], "... its terminal removed", repr(terminals_left()))

# --- 6. not a sandbox directory
r = subprocess.run([SHELL, TMP], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=30)
check(r.returncode == 255 and b"not a sandbox directory" in r.stderr,
      "a directory that is not a sandbox of a mount: exit 255 and why", r.stderr.decode())

print("1..%d" % n)
sys.exit(1 if failed else 0)
