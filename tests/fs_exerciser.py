#!/usr/bin/env python3
"""fs_exerciser — a model-based random test of the sbxfs workspace.

fsx for whole trees: a seeded stream of random operations (open with
O_CREAT/O_EXCL/O_TRUNC/O_APPEND, writes at offsets and past the end, reads,
truncate/ftruncate, rename with and without RENAME_NOREPLACE/EXCHANGE, unlink,
mkdir, rmdir, link, symlink, readlink, chmod, chown, utimensat with ns, NOW,
OMIT and dates after 2038, fstat of open and unlinked files, listings, a shell
command through MOUNT/<id>/ctl/exec, unmount and mount again) is applied to
the mount (MOUNT/<id>/workspace/<sub>) and to a local reference directory.
The local file system is the model: every return value and errno must be the
same, and after every operation so must the tree (names, types, sizes, modes,
nlink, link targets, contents, owners; times where the mount promises them:
times set by utimensat round-trip exactly, and no time changes that the
reference did not change). At sync points the sandbox's own view (find and
sha256sum run through the HTTP exec API, around the mount) must match too.

Why Python: the cost of an operation is the FUSE round trip, not the
interpreter; os/ctypes reach every syscall used here with its errno, the
reproducers it prints are Python too, and python3 is on every CI machine.

Reproducible: a run is fixed by its seed (single-threaded mode); every
operation is logged (--log, JSON lines) with everything needed to replay it
(--replay LOG), on failure the last operations are printed as a standalone
Python script, and --shrink reduces a failing sequence (delta debugging).

Threads mode (--threads N): N workers at once, each with a private subtree
and private names in one shared directory (so the shared parent's listing,
nlink and cache are hammered concurrently), all appending records to one
shared O_APPEND file. Each worker's operation stream depends only on its own
names, so its results are deterministic and compared operation by operation;
the shared file is compared as a multiset of records; at barriers (all
workers paused) the whole tree and the sandbox's view are compared.

Known gaps (KNOWN_GAPS below): inherent limits the README states, and bugs
found but not yet fixed (each described in its entry; "B<n>" is the number
the commit messages and the README give it), are skipped or a
known difference ignored (counted, printed at the end) so the suite runs
clean; --enable-gap NAME (or all) turns each one on.

What is compared, and what is left out on purpose (the mount's contract):
- commands: the same shell line runs in the sandbox (ctl/exec) and in the
  reference directory; exit code and stdout must match. Open descriptors are
  fsync'ed first (close-to-open: the sandbox sees what was flushed), and a
  command never touches a file that is open or a directory above one (files
  are cached whole while open, so the open copy would overwrite it);
- after each operation, what it can have changed (its paths' directories and
  subtrees) is compared; the whole tree every --full-every operations and
  after every command, remount and sync point;
- the reference runs as the caller (root in CI), the sandbox as its own user:
  modes that take rights away from the owner, and set-id file modes, are a
  known gap rather than a comparison of root with an unprivileged user;
  commands copy with --no-preserve=ownership (the sandbox's user cannot);
- the mount's contract for times: a written file's ctime is when its data
  reached the sandbox (close, fsync, a metadata change or another open of
  it, a read through another descriptor), so an upload may move it; a
  chmod/chown to what a file has is not sent, so its ctime may stay;
- directory sizes, st_blocks, inode numbers and atime after reads differ
  between any two file systems and are not compared.
"""

import argparse
import base64
import ctypes
import errno
import hashlib
import json
import os
import random
import shlex
import shutil
import stat
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

# ---------------------------------------------------------------------------
# Known gaps: name -> (what is skipped, where it is tracked). Keep it short;
# each entry must name the issue item or the note that describes the bug.
# Run with --enable-gap NAME to check whether a gap is closed.
# gaps of the stock bridge API that sbxd does not have (part-files: sbxd's
# extents routes take any name in ?path=, so nothing goes through parts)
BRIDGE_ONLY_GAPS = {"part-files"}
KNOWN_GAPS = {
    # -- inherent limits (README, "Editors and tools"): they stay --
    "owner-denied": ("(inherent) modes that deny the owner rw (files) or rwx (dirs): host root "
                     "bypasses them on the reference, the sandbox's one user does not",
                     "README: Editors and tools (root vs. the sandbox user)"),
    "suid-clear": ("(inherent) file modes with S_ISUID/S_ISGID: truncate(2) through the mount and "
                   "commands run as the sandbox user (no CAP_FSETID) and clear them; root's "
                   "writes on the reference keep them", "README: Editors and tools; bug B4"),
    "fstat-removed-dir": ("(inherent) fstat/futimens of an open directory after its rmdir, of an "
                          "unlinked open file after the rmdir of its directory, or of an open FIFO "
                          "after its name is removed: ESTALE (libfuse keeps no name for it)", "README: Editors and tools"),
    "chown-bridge": ("(inherent) chown on a server without sbxd's /fs extension whose sandbox "
                     "does not run as root (sbxd --bridge-compat): EINVAL", "README: Editors and tools"),
    "time-clamp": ("(inherent) times after 2446 (ext4's limit): the sandbox's disk clamps them",
                   "README: Editors and tools; bug B6"),
    "link-names-open": ("(inherent) two names of one hard-linked file open at once: each is "
                        "cached whole under its name, writes through one reach the other at close",
                        "README: Editors and tools"),
    "owner-setgid-cmd": ("(inherent) a command making a file in a setgid directory whose group was "
                         "set through the mount: the sandbox's one group (shown as the mounting "
                         "user's), root on the reference takes the directory's",
                         "README: Editors and tools (commands run as the sandbox's one user)"),
    "sock-bridge-long": ("(inherent) a UNIX socket with a name over 107 bytes on the exec fallback "
                         "(made by bind(2)): ENAMETOOLONG", "README: Editors and tools"),
    # -- bugs found by this exerciser, not fixed (B<n>: the bug's number in commits and README) --
    "part-files": ("(on sbxd fixed by the extents routes' ?path=) paths with %, ?, # are uploaded by an exec through visible .sbx-part.* files "
                   "that replaces the file: other processes list the temporaries, the owner set "
                   "with chown is lost, hard links are parted (skipped: chown/links of such paths, "
                   "moving owned or linked files under one; ignored: the temporaries)",
                   "bug B10, B17"),
    "upload-dir-mtime": ("(a check) a directory's mtime/ctime move when a file in it is uploaded "
                         "(the server replaces files by rename); the mount shows it when it asks "
                         "again (up to cache_timeout later)", "bug B15"),
    "thread-mtime": ("(a check, threads mode) a file's mtime shown by the mount later changes to "
                     "the server's when other workers run commands", "bug B11"),
    "ctime-unchanged": ("(a check) a change the reference's ctime shows, the mount's does not (yet): "
                        "e.g. truncate(2) through one name of a linked file open under another",
                        "bug B19"),
    "unlinked-link-open": ("unlink (or rename of another file over) a name of a hard-linked file that is open: "
                           "what is written through the open descriptor never reaches the other "
                           "names", "bug B16"),
}

ERRNO_EQUIV = [{"ENOTEMPTY", "EEXIST"}]  # POSIX allows either for rmdir/rename of a non-empty dir

AT_FDCWD = -100
AT_SYMLINK_NOFOLLOW = 0x100
RENAME_NOREPLACE = 1
RENAME_EXCHANGE = 2
UTIME_NOW = (1 << 30) - 1
UTIME_OMIT = (1 << 30) - 2

_libc = ctypes.CDLL(None, use_errno=True)


class Timespec(ctypes.Structure):
    _fields_ = [("tv_sec", ctypes.c_long), ("tv_nsec", ctypes.c_long)]


def _check(r):
    if r != 0:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))
    return r


def renameat2(src, dst, flags):
    _check(_libc.renameat2(AT_FDCWD, os.fsencode(src), AT_FDCWD, os.fsencode(dst),
                           ctypes.c_uint(flags)))


def _ts(spec):
    """spec: [sec, nsec], "now" or "omit"."""
    if spec == "now":
        return Timespec(0, UTIME_NOW)
    if spec == "omit":
        return Timespec(0, UTIME_OMIT)
    return Timespec(spec[0], spec[1])


def utimensat(path, atime, mtime, nofollow):
    ts = (Timespec * 2)(_ts(atime), _ts(mtime))
    _check(_libc.utimensat(AT_FDCWD, os.fsencode(path), ts,
                           AT_SYMLINK_NOFOLLOW if nofollow else 0))


def futimens(fd, atime, mtime):
    ts = (Timespec * 2)(_ts(atime), _ts(mtime))
    _check(_libc.futimens(fd, ts))


def statx_sync(path):
    """(size, nlink, mode) as sbxfs answers now: AT_STATX_FORCE_SYNC makes
    the kernel ask it, past the attributes it keeps."""
    buf = ctypes.create_string_buffer(256)
    _check(_libc.statx(AT_FDCWD, os.fsencode(path), AT_SYMLINK_NOFOLLOW | 0x2000,
                       ctypes.c_uint(0x7ff), buf))
    return (int.from_bytes(buf.raw[40:48], "little", signed=True),
            int.from_bytes(buf.raw[16:20], "little"), int.from_bytes(buf.raw[28:30], "little"))


def data_for(seed, i, n):
    """Deterministic bytes of operation i: a 32-byte block per op, repeated, with
    the offset mixed in every 4 KiB so shifted copies do not compare equal."""
    out = bytearray()
    blk = 0
    while len(out) < n:
        out += hashlib.sha256(b"%d:%d:%d" % (seed, i, blk)).digest() * 128
        blk += 1
    return bytes(out[:n])


def sha(b):
    return hashlib.sha256(b).hexdigest()[:16]


def errname(e):
    return errno.errorcode.get(e, str(e))


# ---------------------------------------------------------------------------
# Tree snapshots

TYPE_CH = {stat.S_IFREG: "f", stat.S_IFDIR: "d", stat.S_IFLNK: "l",
           stat.S_IFIFO: "p", stat.S_IFSOCK: "s", stat.S_IFCHR: "c", stat.S_IFBLK: "b"}


class Entry:
    __slots__ = ("type", "mode", "size", "nlink", "uid", "gid", "ino",
                 "atime", "mtime", "ctime", "target")

    def __init__(self, st, target=None):
        self.type = TYPE_CH.get(stat.S_IFMT(st.st_mode), "?")
        self.mode = stat.S_IMODE(st.st_mode)
        self.size = st.st_size
        self.nlink = st.st_nlink
        self.uid, self.gid, self.ino = st.st_uid, st.st_gid, st.st_ino
        self.atime, self.mtime, self.ctime = st.st_atime_ns, st.st_mtime_ns, st.st_ctime_ns
        self.target = target

    def desc(self):
        s = "%s %04o n%d" % (self.type, self.mode, self.nlink)
        if self.type != "d":
            s += " %dB" % self.size
        if self.target is not None:
            s += " ->%s" % self.target
        return s


def walk(root, keep=None):
    """rel path -> Entry for everything below root ("." is root itself).
    Each entry is lstat'ed before it is listed (listing may touch atime).
    Names are looked up relative to an open descriptor of their directory:
    one FUSE lookup per name instead of one per path component.
    keep(rel) -> False leaves a name (and what is below it) out."""
    out = {".": Entry(os.lstat(root))}
    errs = {}

    def rec(rel, dfd):
        try:
            names = os.listdir(dfd)
        except OSError as e:
            errs[rel] = errname(e.errno)
            return
        for n in names:
            r = n if rel == "." else rel + "/" + n
            if keep and not keep(r):
                continue
            try:
                st = os.lstat(n, dir_fd=dfd)
                tgt = os.readlink(n, dir_fd=dfd) if stat.S_ISLNK(st.st_mode) else None
            except OSError as e:
                errs[r] = "listed, but lstat: " + errname(e.errno)
                continue
            out[r] = Entry(st, tgt)
            if stat.S_ISDIR(st.st_mode):
                try:
                    cfd = os.open(n, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=dfd)
                except OSError as e:
                    errs[r] = "open: " + errname(e.errno)
                    continue
                try:
                    rec(r, cfd)
                finally:
                    os.close(cfd)

    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    try:
        rec(".", fd)
    finally:
        os.close(fd)
    return out, errs


def walk_part(root, dirs, roots, keep=None):
    """Like walk, for part of the tree: each of dirs itself and its children,
    each of roots and everything below it. Names that do not exist are
    left out (the other side's snapshot shows whether they should)."""
    out, errs = {}, {}

    def add(rel):
        if rel in out:
            return out[rel]
        try:
            st = os.lstat(root + "/" + rel if rel != "." else root)
            tgt = os.readlink(root + "/" + rel) if stat.S_ISLNK(st.st_mode) else None
        except OSError as e:
            if e.errno not in (errno.ENOENT, errno.ENOTDIR, errno.ENAMETOOLONG, errno.ELOOP):
                errs[rel] = errname(e.errno)
            return None
        out[rel] = Entry(st, tgt)
        return out[rel]

    for d in sorted(dirs):
        e = add(d)
        if e is None or e.type != "d":
            continue
        try:
            names = os.listdir(root + "/" + d if d != "." else root)
        except OSError as ex:
            errs[d] = errname(ex.errno)
            continue
        for n in names:
            r = n if d == "." else d + "/" + n
            if not keep or keep(r):
                add(r)
    for r in sorted(roots):
        e = add(r)
        if e is not None and e.type == "d":
            sub, serrs = walk(root + "/" + r, keep=(lambda x, r=r: keep(r + "/" + x)) if keep else None)
            for k, v in sub.items():
                if k != ".":
                    out[r + "/" + k] = v
            for k, v in serrs.items():
                errs[r + "/" + k] = v
    return out, errs


def read_file(path, noatime=False):
    flags = os.O_RDONLY | (os.O_NOATIME if noatime else 0)
    try:
        fd = os.open(path, flags)
    except PermissionError:
        fd = os.open(path, os.O_RDONLY)
    try:
        chunks = []
        while True:
            b = os.read(fd, 1 << 20)
            if not b:
                break
            chunks.append(b)
        return b"".join(chunks)
    finally:
        os.close(fd)


# ---------------------------------------------------------------------------
# Sides: where operations are applied

class Mismatch(Exception):
    pass


class Side:
    """A directory the operations are applied to, and its open descriptors."""

    def __init__(self, name, root):
        self.name = name
        self.root = root
        self.slots = {}  # slot -> fd
        self.shared_fd = None  # threads mode: the shared O_APPEND file
        self.last_err = ""  # stderr of the latest command

    def p(self, rel):
        return self.root if rel in (".", "") else self.root + "/" + rel

    def exec_cmd(self, cmd):
        raise NotImplementedError


class RefSide(Side):
    def exec_cmd(self, cmd):
        r = subprocess.run(["bash", "-c", cmd], cwd=self.root, stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           env=dict(os.environ, LC_ALL="C"), timeout=120)
        self.last_err = r.stderr.decode("utf-8", "replace")
        return r.returncode, r.stdout.decode("utf-8", "replace")


class MountSide(Side):
    """The workspace through the mount. Commands go through ctl/exec on a
    private channel (one descriptor: write the command, read its output)."""

    def __init__(self, name, root, ctl_exec, sandbox_root):
        super().__init__(name, root)
        self.ctl_exec = ctl_exec
        self.sandbox_root = sandbox_root  # the root as the sandbox sees it

    def exec_cmd(self, cmd):
        # stdout, then the exit code, then stderr (kept for the report only)
        line = ("cd %s || exit 99; export LC_ALL=C; e=$(mktemp); ( %s ) 2>$e; printf '\\n__rc=%%d\\n' $?; "
                "cat $e; rm -f $e\n") % (shlex.quote(self.sandbox_root), cmd)
        fd = os.open(self.ctl_exec, os.O_RDWR)
        try:
            os.write(fd, line.encode())
            out = b""
            while True:
                b = os.read(fd, 1 << 16)
                if not b:
                    break
                out += b
        finally:
            os.close(fd)
        text = out.decode("utf-8", "replace")
        head, sep, tail = text.rpartition("\n__rc=")
        if not sep:
            self.last_err = ""
            return 255, text
        rc, _, self.last_err = tail.partition("\n")
        return int(rc or 255), head


class TwinSide(RefSide):
    """A second local directory in place of the mount: checks the checker
    (a run against a twin must never report a mismatch)."""


# ---------------------------------------------------------------------------
# Mount lifecycle (for remount operations)

def mounted(path):
    """path is a mount point in /proc/self/mountinfo (alive or not)."""
    real = os.path.realpath(path)
    with open("/proc/self/mountinfo") as f:
        for line in f:
            mp = line.split()[4].replace("\\040", " ")
            if mp == real:
                return True
    return False


class Mount:
    def __init__(self, sbxfs, url, mnt, opts, log):
        self.sbxfs, self.url, self.mnt, self.opts, self.logpath = sbxfs, url, mnt, opts, log
        self.proc = None
        self.count = 0

    def start(self):
        if mounted(self.mnt):
            raise RuntimeError("%s is already a mount point (a leftover? fusermount3 -uz it)" % self.mnt)
        args = [self.sbxfs, "-f"]
        if self.opts:
            args += ["-o", self.opts]
        args += [self.url, self.mnt]
        with open(self.logpath, "ab") as lf:
            self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=lf, stderr=lf)
        deadline = time.monotonic() + 20
        while not os.path.ismount(self.mnt):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("sbxfs did not mount (exit %s); see %s" % (self.proc.poll(), self.logpath))
            time.sleep(0.02)
        self.count += 1

    def stop(self):
        if not self.proc:
            return
        r = subprocess.run(["fusermount3", "-u", self.mnt], stderr=subprocess.PIPE)
        if r.returncode != 0:
            raise RuntimeError("unmount failed: %s" % r.stderr.decode().strip())
        try:
            self.proc.wait(60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            raise RuntimeError("sbxfs did not exit within 60 s of the unmount")
        self.proc = None

    def cleanup(self):
        if not self.proc:
            return
        if mounted(self.mnt):  # also a dead one (the daemon crashed: ENOTCONN)
            subprocess.run(["fusermount3", "-u", self.mnt], stderr=subprocess.DEVNULL)
            if mounted(self.mnt):
                subprocess.run(["fusermount3", "-uz", self.mnt], stderr=subprocess.DEVNULL)
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.proc = None


# ---------------------------------------------------------------------------
# The sandbox's own view, through the HTTP API (not through the mount)

def sandbox_exec(url, token, sid, argv, timeout=120):
    body = json.dumps({"argv": argv}).encode()
    req = urllib.request.Request(url.rstrip("/") + "/v1/sandbox/%s/exec" % sid, data=body,
                                 method="POST", headers={"Content-Type": "application/json"})
    if token:
        req.add_header("Authorization", "Bearer " + token)
    out, code, ev = b"", None, None
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        for line in resp:
            line = line.rstrip(b"\r\n")
            if line.startswith(b"event:"):
                ev = line[6:].strip().decode()
            elif line.startswith(b"data:"):
                d = line[5:].strip()
                if ev == "stdout":
                    out += base64.b64decode(d)
                elif ev == "exit":
                    code = json.loads(d)["exit_code"]
                elif ev == "error":
                    raise RuntimeError("sandbox exec: " + d.decode())
    return code, out


VIEW_SCRIPT = r"""cd "$1" || exit 99
find . -mindepth 1 -printf '%y\t%m\t%n\t%s\t%T@\t%l\t%P\0'
printf '\0--hashes--\0'
find . -type f -print0 | xargs -0r sha256sum -z --
"""


def sandbox_view(url, token, sid, root):
    """rel -> (type, mode, nlink, size, mtime_ns, target, hash) as the sandbox sees it."""
    code, out = sandbox_exec(url, token, sid, ["bash", "-c", VIEW_SCRIPT, "view", root])
    if code != 0:
        raise RuntimeError("sandbox view: exit %s" % code)
    listing, _, hashes = out.partition(b"\0--hashes--\0")
    view = {}
    for rec in listing.split(b"\0"):
        if not rec:
            continue
        t, m, n, s, tm, lnk, rel = rec.decode("utf-8", "surrogateescape").split("\t", 6)
        sec, _, frac = tm.partition(".")
        ns = int(sec) * 10**9 + int((frac + "000000000")[:9])  # find: floor seconds, then a positive fraction
        view[rel] = [t, int(m, 8), int(n), int(s), ns, lnk if t == "l" else None, None]
    for rec in hashes.split(b"\0"):
        if not rec:
            continue
        h, _, rel = rec.decode("utf-8", "surrogateescape").partition("  ")
        rel = rel[2:] if rel.startswith("./") else rel
        if rel in view:
            view[rel][6] = h[:16]
    return view


# ---------------------------------------------------------------------------
# Operations: generation (from the reference's state) and execution

NAMES = ["a", "b", "c", "d", "e", "f1", "sp ace", "\u00fc.bin", "p%q", "h#s", "q?x", ".hid", "x.txt", "-dash"]
FILE_MODES = [0o644, 0o600, 0o755, 0o700, 0o640, 0o666, 0o777, 0o4755, 0o2755, 0o1644, 0o604]
DIR_MODES = [0o755, 0o700, 0o750, 0o777, 0o1777, 0o2775, 0o711]
DENIED_FILE_MODES = [0o444, 0o400, 0o000, 0o200, 0o044]
DENIED_DIR_MODES = [0o555, 0o500, 0o000, 0o300, 0o644]
MAX_FILE = 4 << 20
TEMP_PREFIXES = (".sbx-part.", ".sbxd-put.")  # upload temporaries (B10)
EXT4_TIME_MAX = 0x37FFFFFFF  # 2446-05-10: ext4 (the sandbox's disk here) clamps later times
MAX_ENTRIES = 45
MAX_DEPTH = 4

OP_WEIGHTS = {
    "open": 12, "close": 8, "write": 12, "read": 6, "seek": 2, "ftruncate": 3, "fstat": 4,
    "fsync": 2, "futimens": 1, "truncate": 3, "mkdir": 6, "rmdir": 4, "unlink": 5, "rename": 10,
    "link": 3, "symlink": 3, "readlink": 2, "chmod": 3, "chown": 1, "utimens": 4, "stat": 3,
    "listdir": 3, "mkfifo": 1, "exec": 3, "remount": 0.15,
}


def flags_value(names):
    v = 0
    for n in names:
        v |= getattr(os, n)
    return v


class Worker:
    """One stream of operations on its own part of the tree (everything in
    single mode). Generates each operation from the reference's state."""

    def __init__(self, x, wid, seed, rel_root, own_prefix=None, max_slots=6):
        self.x = x
        self.wid = wid
        self.rng = random.Random(seed)
        self.rel_root = rel_root  # rel path (from the run's root) of the private subtree
        self.own_prefix = own_prefix  # (shared dir rel, name prefix) in threads mode
        self.max_slots = max_slots
        self.mount = x.new_mount_side(rel_root)
        self.ref = RefSide("ref", x.ref_root)
        self.mount.root = x.mount_root
        self.slot_paths = {}
        self.i = 0
        self.history = []  # (op, mount result, ref result)
        self.verified = {}  # rel -> content hash known equal
        self.pins = {}  # ref ino -> [atime or None, mtime or None]
        self.prev_ref, self.prev_mnt = {}, {}  # each path as last compared
        self.skipped = {}
        self.tolerated = {}
        self.dirty = set()  # reference inodes of open files with changes not yet sent
        # reference inode -> when an upload last moved its times (op index;
        # +0.5: by a compare's read, after that compare's walk)
        self.up_inos, self.up_dirs = {}, {}
        self.prev_at = {}  # rel -> op index of prev_ref/prev_mnt
        self.same_attr = None  # reference inode of a chmod/chown to what it has
        self.slot_dir = {}  # slot -> (directory rel, its inode) where its name last lived

    # -- what is mine --------------------------------------------------------
    def mine(self, rel):
        if self.rel_root == ".":
            return True
        if rel == self.rel_root or rel.startswith(self.rel_root + "/"):
            return True
        if self.own_prefix:
            d, pre = self.own_prefix
            if rel.startswith(d + "/"):
                return rel[len(d) + 1:].startswith(pre)
        return False

    def tolerate(self, name):
        """A difference of a known class: True (ignore it, count it) while the
        gap is active."""
        if name not in KNOWN_GAPS or name in self.x.enabled_gaps or not self.applies(name):
            return False
        self.tolerated[name] = self.tolerated.get(name, 0) + 1
        return True

    def applies(self, name):
        """Whether a gap exists on this server at all."""
        return name not in BRIDGE_ONLY_GAPS or self.x.bridge

    def gap(self, name):
        """True when the gap is active (the op must be skipped); counts it."""
        if name not in KNOWN_GAPS or name in self.x.enabled_gaps or not self.applies(name):
            return False
        self.skipped[name] = self.skipped.get(name, 0) + 1
        return True

    # -- reference state -------------------------------------------------------
    def ref_state(self):
        tree, _ = walk(self.x.ref_root, keep=self.keep)
        ents = {r: e for r, e in tree.items() if r not in (".", self.rel_root) and self.mine(r)}
        return tree, ents

    def keep(self, rel):
        """Which names this worker's compare sees."""
        if self.rel_root == "." or self.mine(rel):
            return True
        # ancestors of my subtree and the shared dir itself
        if (self.rel_root + "/").startswith(rel + "/"):
            return True
        if self.own_prefix and rel == self.own_prefix[0]:
            return True
        return False

    @staticmethod
    def norm(p):
        p = p.rstrip("/")
        return p[2:] if p.startswith("./") else p

    def open_paths(self):
        return {p for p in (self.slot_ref_path(s) for s in list(self.ref.slots)) if p}

    def slot_ref_path(self, slot, side=None):
        """The reference path now open in slot (None if unlinked); side: the
        path the mount's kernel has for the slot's descriptor instead."""
        side = side or self.ref
        fd = side.slots.get(slot)
        if fd is None:
            return None
        try:
            p = os.readlink("/proc/self/fd/%d" % fd)
        except OSError:
            return None
        if p.endswith(" (deleted)"):
            return None
        if p == side.root:
            return "."
        if p.startswith(side.root + "/"):
            return p[len(side.root) + 1:]
        return None

    # -- choosing names --------------------------------------------------------
    def choose(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def new_name(self, dirrel, ents):
        for _ in range(20):
            n = self.choose(NAMES)
            if self.own_prefix and dirrel == self.own_prefix[0]:
                n = self.own_prefix[1] + n
            r = n if dirrel == "." else dirrel + "/" + n
            if r not in ents:
                return r
        return (dirrel + "/" if dirrel != "." else "") + "n%d" % self.rng.randrange(1000)

    def dirs(self, ents):
        ds = [self.rel_root] + [r for r, e in ents.items() if e.type == "d" and r.count("/") < MAX_DEPTH]
        if self.own_prefix:
            ds.append(self.own_prefix[0])
        return ds

    def pick(self, ents, kind="any", weird=True):
        """An existing path (mostly), a new name in an existing dir, or an odd one."""
        r = self.rng.random()
        cand = [p for p, e in ents.items() if kind == "any" or e.type in kind]
        if cand and r < 0.62:
            return self.choose(sorted(cand))
        if r < 0.9 or not weird:
            return self.new_name(self.choose(sorted(self.dirs(ents))), ents)
        w = self.rng.randrange(6)
        files = sorted(p for p, e in ents.items() if e.type == "f")
        base = self.rel_root
        if w == 0:
            return base + "/nodir/x"
        if w == 1 and files:
            return self.choose(files) + "/x"  # ENOTDIR
        if w == 2 and files:
            return self.choose(files) + "/"
        if w == 3:
            return base + "/" + "L" * 255  # longest valid name
        if w == 4:
            # d/../name: d's parent must be mine too (threads: not the shared dir)
            ds = sorted(d for d in self.dirs(ents) if base == "." and d != "." or d.startswith(base + "/"))
            if not ds:
                return base + "/./" + self.choose(NAMES)
            return self.choose(ds) + "/../" + self.choose(NAMES)
        return base + "/" + "M" * 256  # ENAMETOOLONG

    def file_mode(self):
        if self.rng.random() < 0.1 and not self.gap("owner-denied"):
            return self.choose(DENIED_FILE_MODES)
        m = self.choose(FILE_MODES)
        if m & 0o6000 and self.gap("suid-clear"):
            m &= ~0o6000
        return m

    def dir_mode(self):
        if self.rng.random() < 0.1 and not self.gap("owner-denied"):
            return self.choose(DENIED_DIR_MODES)
        return self.choose(DIR_MODES)

    def time_spec(self):
        r = self.rng.random()
        if r < 0.4:
            return [self.rng.randrange(0, 2**31), self.rng.randrange(10**9)]
        if r < 0.6:
            t = self.rng.randrange(2**31, 2**34)
            if t > EXT4_TIME_MAX and self.gap("time-clamp"):
                t = self.rng.randrange(2**31, EXT4_TIME_MAX)
            return [t, self.rng.randrange(10**9)]
        if r < 0.65:
            return [self.rng.randrange(0, 2**31), 0]
        if r < 0.7:
            return [-self.rng.randrange(1, 2**31), self.rng.randrange(10**9)]
        if r < 0.85:
            return "now"
        return "omit"

    # -- generating ------------------------------------------------------------
    def generate(self):
        tree, ents = self.ref_state()
        if self.x.sync_every and self.i and self.i % self.x.sync_every == 0 and self.wid is None:
            return {"op": "sync"}
        for _ in range(100):
            op = self.gen_one(tree, ents)
            if op:
                return op
        return {"op": "listdir", "path": self.rel_root}

    def gen_one(self, tree, ents):
        weights = dict(OP_WEIGHTS)
        if self.wid is not None:
            weights["remount"] = 0
            weights["append_shared"] = 3
        if not self.x.can_remount:
            weights["remount"] = 0
        if len(ents) > MAX_ENTRIES:
            weights.update(mkdir=1, symlink=0.5, rmdir=8, unlink=10, exec=6)
        names = sorted(weights)
        op = self.rng.choices(names, [weights[n] for n in names])[0]
        return getattr(self, "gen_" + op)(tree, ents)

    def open_slots(self):
        return sorted(self.ref.slots)

    def free_slot(self):
        for s in range(self.max_slots):
            if s not in self.ref.slots:
                return s
        return None

    def gen_open(self, tree, ents):
        slot = self.free_slot()
        if slot is None:
            return {"op": "close", "slot": self.choose(self.open_slots())}
        path = self.pick(ents, "fdl")
        e = ents.get(path)
        if e is not None and e.type == "d":
            fl = ["O_RDONLY"] + (["O_DIRECTORY"] if self.rng.random() < 0.5 else [])
            if self.rng.random() < 0.1:
                fl = [self.choose(["O_WRONLY", "O_RDWR"])]
            return {"op": "open", "slot": slot, "path": path, "flags": fl, "mode": 0o644}
        if self.open_elsewhere(path) and self.gap("link-names-open"):
            return None
        # (through a symlink: its target is what is made and uploaded)
        if (any(self.unsafe(q) and (self.risky(q) or self.group_dir(q))
                for q in {path, self.resolved(path)}) and self.gap("part-files")):
            return None  # an upload through parts would lose its owner
        fl = [self.rng.choices(["O_RDONLY", "O_WRONLY", "O_RDWR"], [2, 3, 5])[0]]
        fl.append("O_NONBLOCK")  # opening a FIFO must not block the run
        for f, p in (("O_CREAT", 0.6), ("O_EXCL", 0.15), ("O_TRUNC", 0.2), ("O_APPEND", 0.2),
                     ("O_NOFOLLOW", 0.05), ("O_DIRECTORY", 0.03)):
            if self.rng.random() < p:
                fl.append(f)
        return {"op": "open", "slot": slot, "path": path, "flags": fl, "mode": self.file_mode()}

    def pick_slot(self):
        s = self.open_slots()
        return self.choose(s) if s else None

    def gen_close(self, tree, ents):
        s = self.pick_slot()
        return None if s is None else {"op": "close", "slot": s}

    def slot_size(self, slot):
        try:
            return os.fstat(self.ref.slots[slot]).st_size
        except OSError:
            return 0

    def slot_unlinked(self, slot):
        try:
            return os.fstat(self.ref.slots[slot]).st_nlink == 0
        except OSError:
            return False

    def slot_linked_unlinked(self, slot):
        """The name slot was opened by is gone, but the file has other names."""
        try:
            st = os.fstat(self.ref.slots[slot])
        except OSError:
            return False
        return stat.S_ISREG(st.st_mode) and st.st_nlink > 0 and self.slot_ref_path(slot) is None

    def slot_nameless(self, slot):
        """libfuse has no name for what slot holds: a removed directory, an
        unlinked file whose directory was removed too (its hidden name
        lived there), or a FIFO whose name was removed (the kernel opens FIFOs
        itself: libfuse never saw it open, so it did not hide it; B42)."""
        try:
            st = os.fstat(self.ref.slots[slot])
        except (OSError, KeyError):
            return False
        if stat.S_ISFIFO(st.st_mode):
            return self.slot_ref_path(slot) is None  # its name removed (unlink, rename over)
        if st.st_nlink > 0:
            return False
        if stat.S_ISDIR(st.st_mode):
            return True
        rec = self.slot_dir.get(slot)
        return rec is not None and self.path_ino(rec[0], False) != rec[1]

    def note_slot_dirs(self):
        """Where each open file's name lives (its directory's inode)."""
        for s in self.open_slots():
            p = self.slot_ref_path(s)
            if p and p != ".":
                d = p.rsplit("/", 1)[0] if "/" in p else "."
                self.slot_dir[s] = (d, self.path_ino(d, False))

    def open_linked(self, p):
        """p names a hard-linked file that is open in a slot (B16)."""
        try:
            st = os.lstat(self.ref.p(p))
        except OSError:
            return False
        if not stat.S_ISREG(st.st_mode) or st.st_nlink < 2:
            return False
        for s in self.open_slots():
            try:
                o = os.fstat(self.ref.slots[s])
            except OSError:
                continue
            if (o.st_dev, o.st_ino) == (st.st_dev, st.st_ino):
                return True
        return False

    def same_file(self, a, b):
        """a and b name one file on the reference (not followed)."""
        ino = self.path_ino(a, False)
        return ino is not None and ino == self.path_ino(b, False)

    def open_elsewhere(self, p):
        """p (followed) is a file open in a slot under another name."""
        try:
            st = os.stat(self.ref.p(p))
        except OSError:
            return False
        if not stat.S_ISREG(st.st_mode) or st.st_nlink < 2:
            return False
        rp = self.resolved(p)
        for s in self.open_slots():
            try:
                o = os.fstat(self.ref.slots[s])
            except OSError:
                continue
            # (the mount's name for it may differ: an exchange of two names
            # of one file does nothing on a disk, but swaps the kernel's two
            # FUSE inodes of them, and the descriptor with its inode)
            if (o.st_dev, o.st_ino) == (st.st_dev, st.st_ino) and (
                    self.slot_ref_path(s) != rp or self.slot_ref_path(s, self.mount) != rp):
                return True
        return False

    @staticmethod
    def unsafe(p):
        """Paths the file routes cannot carry: uploaded through parts (B10, B17)."""
        return any(c in p for c in "%?#")

    def risky(self, p):
        """p (or a file below it) has what an upload through parts loses: an
        owner other than the uploader's (root, as the reference runs) or
        other hard links."""
        a = self.ref.p(p)
        try:
            st = os.lstat(a)
        except OSError:
            return False
        def bad(st):
            return stat.S_ISREG(st.st_mode) and (st.st_nlink > 1 or st.st_uid or st.st_gid)
        if bad(st):
            return True
        if stat.S_ISDIR(st.st_mode):
            for dp, dns, fns in os.walk(a):
                for n in fns:
                    try:
                        if bad(os.lstat(os.path.join(dp, n))):
                            return True
                    except OSError:
                        pass
        return False

    def group_dir(self, p):
        """p's directory is setgid with a group other than root's: what is
        made in it takes that group (on the reference; on the mount when
        made through the mount, not by a command)."""
        d = p.rstrip("/").rsplit("/", 1)[0] if "/" in p.rstrip("/") else "."
        try:
            st = os.stat(self.ref.p(d))
        except OSError:
            return False
        return stat.S_ISDIR(st.st_mode) and bool(st.st_mode & stat.S_ISGID) and st.st_gid != 0

    def moves_risky(self, src, dst, both):
        """A rename would put an owned or linked file under an unsafe path."""
        if self.unsafe(dst) and self.risky(src):
            return True
        return both and self.unsafe(src) and self.risky(dst)

    def dirty_same_file(self, p):
        """truncate(2) of a name of an open file changes the open copy."""
        try:
            st = os.stat(self.ref.p(p))
        except OSError:
            return
        for s in self.open_slots():
            try:
                o = os.fstat(self.ref.slots[s])
            except OSError:
                continue
            if (o.st_dev, o.st_ino) == (st.st_dev, st.st_ino):
                self.dirty.add(o.st_ino)

    def gen_write(self, tree, ents):
        s = self.pick_slot()
        if s is None:
            return None
        size = self.slot_size(s)
        r = self.rng.random()
        n = (self.rng.randint(1, 64) if r < 0.4 else self.rng.randint(65, 4096) if r < 0.75
             else self.rng.randint(4097, 65536) if r < 0.95 else self.rng.randint(65537, 300000))
        r = self.rng.random()
        off = (self.rng.randint(0, size) if r < 0.6 else size if r < 0.75
               else size + self.rng.randint(1, 1 << 20) if r < 0.9 else 0)
        if off + n > MAX_FILE:
            off, n = 0, min(n, 4096)
        if self.slot_linked_unlinked(s) and self.gap("unlinked-link-open"):
            return None
        how = "pwrite" if self.rng.random() < 0.75 else "write"
        return {"op": "write", "slot": s, "off": off, "len": n, "how": how}

    def gen_read(self, tree, ents):
        s = self.pick_slot()
        if s is None:
            return None
        size = self.slot_size(s)
        return {"op": "read", "slot": s, "off": self.rng.randint(0, size + 100),
                "len": self.rng.choice([1, 100, 4096, 70000, 1 << 20]),
                "how": "pread" if self.rng.random() < 0.75 else "read"}

    def gen_seek(self, tree, ents):
        s = self.pick_slot()
        if s is None:
            return None
        if stat.S_ISDIR(os.fstat(self.ref.slots[s]).st_mode):
            return None  # directory offsets are each file system's own cookies
        wh = self.choose(["SEEK_SET", "SEEK_CUR", "SEEK_END"])
        off = self.rng.randint(0, 5000) if wh == "SEEK_SET" else self.rng.randint(-100, 5000)
        return {"op": "seek", "slot": s, "off": off, "whence": wh}

    def trunc_size(self, size):
        r = self.rng.random()
        if r < 0.02:
            return self.choose([-1, 2**63 - 1])
        return (0 if r < 0.2 else self.rng.randint(0, size) if r < 0.6
                else size + self.rng.randint(1, 1 << 20) if r < 0.9 else size)

    def gen_ftruncate(self, tree, ents):
        s = self.pick_slot()
        if s is None:
            return None
        if self.slot_linked_unlinked(s) and self.gap("unlinked-link-open"):
            return None
        return {"op": "ftruncate", "slot": s, "size": min(self.trunc_size(self.slot_size(s)), MAX_FILE)}

    def gen_fstat(self, tree, ents):
        s = self.pick_slot()
        if s is None:
            return None
        if self.slot_nameless(s) and self.gap("fstat-removed-dir"):
            return None
        return {"op": "fstat", "slot": s}

    def gen_fsync(self, tree, ents):
        s = self.pick_slot()
        return None if s is None else {"op": "fsync", "slot": s}

    def gen_futimens(self, tree, ents):
        s = self.pick_slot()
        if s is None:
            return None
        if self.slot_nameless(s) and self.gap("fstat-removed-dir"):
            return None
        if self.slot_linked_unlinked(s) and self.gap("unlinked-link-open"):
            return None
        return {"op": "futimens", "slot": s, "atime": self.time_spec(), "mtime": self.time_spec()}

    def gen_truncate(self, tree, ents):
        p = self.pick(ents, "fl")
        e = ents.get(p)
        return {"op": "truncate", "path": p,
                "size": min(self.trunc_size(e.size if e else 0), MAX_FILE)}

    def gen_mkdir(self, tree, ents):
        if len(ents) > MAX_ENTRIES:
            return None
        return {"op": "mkdir", "path": self.pick(ents, "d"), "mode": self.dir_mode()}

    def gen_rmdir(self, tree, ents):
        return {"op": "rmdir", "path": self.pick(ents, "d")}

    def gen_unlink(self, tree, ents):
        p = self.pick(ents, "flps")
        if self.open_linked(p) and self.gap("unlinked-link-open"):
            return None
        return {"op": "unlink", "path": p}

    def gen_rename(self, tree, ents):
        src = self.pick(ents, "any")
        if src.rstrip("/") == self.rel_root:
            return None
        r = self.rng.random()
        se = ents.get(src)
        if se is not None and se.type == "d" and r < 0.1:
            dst = src + "/" + self.choose(NAMES)  # into itself: EINVAL
        elif r < 0.15:
            dst = src
        elif r < 0.2 and "/" in src:
            dst = src.rsplit("/", 1)[0]  # over its own parent
            if dst == self.rel_root or not self.mine(dst):
                return None
        else:
            dst = self.pick(ents, "any")
            if dst.rstrip("/") == self.rel_root:
                return None
        fl = self.rng.random()
        flags = 0 if fl < 0.7 else RENAME_NOREPLACE if fl < 0.85 else RENAME_EXCHANGE
        # (a rename between two names of one file does nothing: the open
        # file keeps both, fs/workspace.c "hidden names that stand for...")
        if (flags != RENAME_EXCHANGE and self.open_linked(dst) and not self.same_file(src, dst)
                and self.gap("unlinked-link-open")):
            return None
        if self.moves_risky(src, dst, flags == RENAME_EXCHANGE) and self.gap("part-files"):
            return None
        return {"op": "rename", "src": src, "dst": dst, "flags": flags}

    def gen_link(self, tree, ents):
        src, dst = self.pick(ents, "fl"), self.pick(ents, "any")
        if (self.unsafe(src) or self.unsafe(dst)) and self.gap("part-files"):
            return None
        return {"op": "link", "src": src, "dst": dst}

    def gen_symlink(self, tree, ents):
        if len(ents) > MAX_ENTRIES:
            return None
        path = self.pick(ents, "any")
        d = path.rsplit("/", 1)[0] if "/" in path else "."
        # Targets never contain "..": however links move, they resolve inside the tree.
        r = self.rng.random()
        if r < 0.5:
            below = sorted(p[len(d) + 1:] for p in ents if p.startswith(d + "/"))
            tgt = self.choose(below) if below else self.choose(NAMES)
        elif r < 0.8:
            tgt = self.choose(NAMES)
        elif r < 0.9:
            tgt = path.rsplit("/", 1)[-1] or "x"  # a loop onto itself: ELOOP
        else:
            tgt = self.choose(NAMES) + "/" + self.choose(NAMES)
        return {"op": "symlink", "target": self.link_target(tgt), "path": path}

    def link_target(self, tgt):
        """Threads: a link target starts with the worker's prefix, so that
        wherever the link moves (its own subtree or the shared directory)
        it resolves to a name of this worker."""
        if self.own_prefix and not tgt.startswith(self.own_prefix[1]):
            first, sep, rest = tgt.partition("/")
            tgt = (self.own_prefix[1] + first)[:255] + sep + rest
        return tgt

    def gen_readlink(self, tree, ents):
        return {"op": "readlink", "path": self.pick(ents, "l")}

    def resolved(self, p, nofollow=False):
        """p with symlinks resolved on the reference, relative to the run's root."""
        a = self.ref.p(p)
        if nofollow:
            a = os.path.join(os.path.realpath(os.path.dirname(a.rstrip("/"))), os.path.basename(a.rstrip("/")))
        else:
            a = os.path.realpath(a)
        if a == self.x.ref_root:
            return "."
        return a[len(self.x.ref_root) + 1:] if a.startswith(self.x.ref_root + "/") else p

    def is_dir(self, p):
        """p resolves (following links) to a directory on the reference."""
        try:
            return stat.S_ISDIR(os.stat(self.ref.p(p)).st_mode)
        except OSError:
            return False

    def gen_chmod(self, tree, ents):
        p = self.pick(ents, "any")
        mode = self.dir_mode() if self.is_dir(p) else self.file_mode()
        return {"op": "chmod", "path": p, "mode": mode}

    def gen_chown(self, tree, ents):
        if self.x.bridge and self.gap("chown-bridge"):
            return None
        p, nofollow = self.pick(ents, "any"), self.rng.random() < 0.3
        if self.unsafe(self.resolved(p, nofollow)) and self.gap("part-files"):
            return None
        return {"op": "chown", "path": p, "uid": self.rng.randint(1000, 1003),
                "gid": self.rng.randint(1000, 1003), "nofollow": nofollow}

    def gen_utimens(self, tree, ents):
        p = self.pick(ents, "any")
        nofollow = self.rng.random() < 0.25
        return {"op": "utimens", "path": p, "atime": self.time_spec(), "mtime": self.time_spec(),
                "nofollow": nofollow}

    def gen_stat(self, tree, ents):
        return {"op": "stat", "path": self.pick(ents, "any"), "nofollow": self.rng.random() < 0.5}

    def gen_listdir(self, tree, ents):
        return {"op": "listdir", "path": self.pick(ents, "dl")}

    def gen_mkfifo(self, tree, ents):
        kind = "fifo" if self.rng.random() < 0.7 else "sock"
        path = self.pick(ents, "any")
        if (kind == "sock" and self.x.bridge and len(path.rsplit("/", 1)[-1].encode()) > 107
                and self.gap("sock-bridge-long")):
            return None
        return {"op": "mkfifo", "path": path, "kind": kind, "mode": 0o644}

    def gen_remount(self, tree, ents):
        return {"op": "remount"}

    def gen_append_shared(self, tree, ents):
        return {"op": "append_shared", "rec": "w%d #%d\n" % (self.wid, self.i)}

    # Commands through ctl/exec: never on a path open in a slot (or above one):
    # the open file's cached data would overwrite what the command wrote
    # (files are cached whole while open: an inherent limit).
    def busy(self, rel):
        rel = rel.rstrip("/")
        try:
            st = os.lstat(self.ref.p(rel))
        except OSError:
            st = None
        for s in self.open_slots():
            p = self.slot_ref_path(s)
            if p is None:
                continue
            if p == rel or p.startswith(rel + "/") or rel == ".":
                return True
            try:  # another name of an open file (hard links)
                o = os.fstat(self.ref.slots[s])
            except OSError:
                continue
            if st is not None and (o.st_dev, o.st_ino) == (st.st_dev, st.st_ino):
                return True
        return False

    def gen_exec(self, tree, ents):
        q = shlex.quote
        free = sorted(p for p in ents if not self.busy(p))
        files = [p for p in free if ents[p].type == "f"]
        dirs = [p for p in free if ents[p].type == "d"]
        anyp = free
        newp = self.new_name(self.choose(sorted(self.dirs(ents))), ents)
        if self.busy(newp):
            return None
        if self.group_dir(newp) and self.gap("owner-setgid-cmd"):
            return None
        t = self.rng.randrange(16)
        w = "w%d" % self.i
        if t == 0:
            c = "printf '%%s\\n' %s >> %s" % (w, q(self.choose(files) if files and self.rng.random() < 0.7 else newp))
        elif t == 1:
            c = ": > %s" % q(self.choose(files) if files and self.rng.random() < 0.7 else newp)
        elif t == 2:
            c = "mkdir -p %s" % q(newp + "/" + self.choose(NAMES[:5]))
        elif t == 3 and anyp:
            c = "rm -rf -- %s" % q(self.choose(anyp))
        elif t == 4 and anyp:
            src = self.choose(anyp)
            dst = newp if self.rng.random() < 0.6 else self.choose(anyp)
            if (self.unsafe(dst + "/" + src.rsplit("/", 1)[-1]) and self.risky(src)
                    and self.gap("part-files")):
                return None
            c = "mv -f -- %s %s" % (q(src), q(dst))
        elif t == 5 and anyp:
            src = self.choose(anyp)
            if newp.startswith(src + "/"):
                return None  # into itself: the result depends on readdir order
            if self.unsafe(newp) and self.risky(src) and self.gap("part-files"):
                return None
            # Commands run as the sandbox's one user: it cannot give a copy
            # another owner, root on the reference could (README).
            c = "cp -a --no-preserve=ownership -- %s %s" % (q(src), q(newp))
        elif t == 6:
            c = "ln -s -- %s %s" % (q(self.link_target(self.choose(NAMES))), q(newp))
        elif t == 7 and anyp:
            p = self.choose(anyp)
            m = self.dir_mode() if self.is_dir(p) else self.file_mode()
            c = "chmod %o -- %s" % (m, q(p))
        elif t == 8 and anyp:
            c = "touch -h -d @%d.%09d -- %s" % (self.rng.randrange(2**31), self.rng.randrange(10**9), q(self.choose(anyp)))
        elif t == 9 and files:
            c = "truncate -s %d -- %s" % (self.rng.randrange(0, 100000), q(self.choose(files)))
        elif t == 10 and files:
            c = "printf %s | dd of=%s bs=1 seek=%d conv=notrunc status=none" % (
                w, q(self.choose(files)), self.rng.randrange(0, 9000))
        elif t == 11:
            sel = ""
            if self.own_prefix:  # threads: only what is mine
                sel = r"\( -path %s -o -path %s -o -path %s \) " % (
                    q("./" + self.rel_root), q("./%s/*" % self.rel_root), q("./%s/%s*" % self.own_prefix))
            c = "find . %s-printf '%%y %%P %%m %%n\\n' | sort; find . %s-type f -printf '%%P %%s\\n' | sort" % (sel, sel)
        elif t == 12 and files:
            p = q(self.choose(files))
            c = "stat -c '%%n %%s %%a %%h %%F' -- %s; sha256sum -- %s" % (p, p)
        elif t == 13 and dirs:
            c = "ls -1A -- %s" % q(self.choose(dirs))
        elif t == 14 and files:
            src = self.choose(files)
            if (self.unsafe(src) or self.unsafe(newp)) and self.gap("part-files"):
                return None
            c = "ln -- %s %s" % (q(src), q(newp))
        elif t == 15:
            c = "mkfifo -- %s" % q(newp)
        else:
            return None
        return {"op": "exec", "cmd": "umask 022; " + c}

    # -- executing -------------------------------------------------------------
    def apply(self, side, op):
        """Run op on one side; the comparable result."""
        k = op["op"]
        try:
            v = self._apply(side, op, k)
            return ["ok", v]
        except OSError as e:
            return ["err", errname(e.errno)]

    def _apply(self, side, op, k):
        P = side.p
        S = side.slots
        if k == "open":
            if op["slot"] in S:  # a shrunk sequence lost the close: no leak
                os.close(S.pop(op["slot"]))
            fd = os.open(P(op["path"]), flags_value(op["flags"]), op["mode"])
            S[op["slot"]] = fd
            return None
        if k in ("close", "write", "read", "seek", "ftruncate", "fstat", "fsync", "futimens"):
            fd = S.get(op["slot"])
            if fd is None:
                return "no-slot"
            if k == "close":
                del S[op["slot"]]
                os.close(fd)
                return None
            if k == "write":
                d = data_for(self.x.seed, op.get("d", self.i), op["len"])
                if op["how"] == "pwrite":
                    return os.pwrite(fd, d, op["off"])
                return os.write(fd, d)
            if k == "read":
                b = os.pread(fd, op["len"], op["off"]) if op["how"] == "pread" else os.read(fd, op["len"])
                return [len(b), sha(b)]
            if k == "seek":
                return os.lseek(fd, op["off"], getattr(os, op["whence"]))
            if k == "ftruncate":
                os.ftruncate(fd, op["size"])
                return None
            if k == "fstat":
                st = os.fstat(fd)
                e = Entry(st)
                return [e.type, e.mode, e.size if e.type != "d" else None, e.nlink]
            if k == "fsync":
                os.fsync(fd)
                return None
            futimens(fd, op["atime"], op["mtime"])
            return None
        if k == "truncate":
            os.truncate(P(op["path"]), op["size"])
        elif k == "mkdir":
            os.mkdir(P(op["path"]), op["mode"])
        elif k == "rmdir":
            os.rmdir(P(op["path"]))
        elif k == "unlink":
            os.unlink(P(op["path"]))
        elif k == "rename":
            if op["flags"]:
                renameat2(P(op["src"]), P(op["dst"]), op["flags"])
            else:
                os.rename(P(op["src"]), P(op["dst"]))
        elif k == "link":
            os.link(P(op["src"]), P(op["dst"]), follow_symlinks=False)
        elif k == "symlink":
            os.symlink(op["target"], P(op["path"]))
        elif k == "readlink":
            return os.readlink(P(op["path"]))
        elif k == "chmod":
            os.chmod(P(op["path"]), op["mode"])
        elif k == "chown":
            os.chown(P(op["path"]), op["uid"], op["gid"], follow_symlinks=not op["nofollow"])
        elif k == "utimens":
            utimensat(P(op["path"]), op["atime"], op["mtime"], op["nofollow"])
        elif k == "stat":
            st = os.stat(P(op["path"]), follow_symlinks=not op["nofollow"])
            e = Entry(st)
            return [e.type, e.mode, e.size if e.type != "d" else None, e.nlink]
        elif k == "listdir":
            return sorted(n for n in os.listdir(P(op["path"])) if self.x.shows(op["path"], n, self))
        elif k == "mkfifo":
            if op["kind"] == "fifo":
                os.mkfifo(P(op["path"]), op["mode"])
            else:
                os.mknod(P(op["path"]), stat.S_IFSOCK | op["mode"])
        elif k == "exec":
            return list(side.exec_cmd(op["cmd"]))
        elif k == "append_shared":
            if side.shared_fd is None:
                side.shared_fd = os.open(side.p(self.x.shared_file), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            return os.write(side.shared_fd, op["rec"].encode())
        else:
            raise RuntimeError("unknown op %r" % k)
        return None

    def step(self, op):
        """Apply op to both sides, compare results and then trees."""
        self.i += 1
        op.setdefault("d", self.i)
        k = op["op"]
        self.same_attr = self.noop_change(op)
        if k == "sync":
            self.history.append((op, None, None))
            self.x.sync_point(self)
            return
        if k == "remount":
            res = self.close_all()
            self.history.append((op, res, res))
            self.x.remount()
            self.verified.clear()
            self.compare_trees(op)
            self.x.sync_point(self)
            return
        if k == "exec":
            # close-to-open: what is open is flushed before a command runs
            for s in self.open_slots():
                self.fsync_both(s, op)
        self.op_uploads(op)
        m = self.apply(self.mount, op)
        r = self.apply(self.ref, op)
        if r[0] == "ok" and (k in ("write", "ftruncate") or
                             (k == "open" and ("O_TRUNC" in op["flags"] or "O_CREAT" in op["flags"]))):
            self.mark_dirty(op["slot"])
        if r[0] == "ok" and k == "truncate":
            # a truncate(2) by path of a file open here (under any name) is
            # kept in that open file until it is sent, like a write
            ino = self.path_ino(op["path"])
            if ino is not None and any(self.slot_ino(s) == ino for s in self.open_slots()):
                self.dirty.add(ino)
        if k == "open" and (m[0] == "ok") != (r[0] == "ok"):
            # keep the sides' slots consistent before reporting
            for side, res in ((self.mount, m), (self.ref, r)):
                if res[0] == "ok":
                    os.close(side.slots.pop(op["slot"]))
        self.history.append((op, m, r))
        if not self.same_result(op, m, r):
            if k == "exec" and m[0] == r[0] == "ok":
                import difflib
                diff = difflib.unified_diff(r[1][1].splitlines(), m[1][1].splitlines(), "reference", "mount",
                                            lineterm="", n=1)
                self.fail(op, "command output differs (exit %d on the mount, %d on the reference):\n    %s"
                          "\n    stderr on the mount: %r\n    stderr on the reference: %r" % (
                              m[1][0], r[1][0], "\n    ".join(list(diff)[:30]),
                              self.mount.last_err[:300], self.ref.last_err[:300]))
            self.fail(op, "result differs: mount %s, reference %s" % (fmt_res(m), fmt_res(r)))
        if k == "exec":
            self.verified.clear()
        if k == "truncate" and r[0] == "ok":
            self.dirty_same_file(op["path"])
        self.note_pins(op, m)
        self.compare_trees(op)
        self.note_slot_dirs()

    def slot_ino(self, s):
        try:
            return os.fstat(self.ref.slots[s]).st_ino
        except (OSError, KeyError):
            return None

    def path_ino(self, p, follow=True):
        try:
            return os.stat(self.ref.p(p), follow_symlinks=follow).st_ino
        except OSError:
            return None

    def mark_dirty(self, s):
        ino = self.slot_ino(s)
        if ino is not None:
            self.dirty.add(ino)

    def uploads(self, ino, certain, at=None):
        """The mount sends (certain) or may send the open file of reference
        inode ino now, if it holds changes: its ctime becomes the time the
        data reached the sandbox (README: the ctime of a written file), and
        the server replaces the file by a rename in its directory, which
        moves the directory's mtime and ctime (B15)."""
        if ino is None or ino not in self.dirty:
            return
        if certain:
            self.dirty.discard(ino)
        at = self.i if at is None else at
        self.up_inos[ino] = at
        for s in self.open_slots():
            if self.slot_ino(s) != ino:
                continue
            p = self.slot_ref_path(s)
            if not p or p == ".":
                continue
            dino = self.path_ino(p.rsplit("/", 1)[0] if "/" in p else ".")
            if dino is None:
                continue
            self.up_dirs[dino] = at
            pin = self.pins.get(dino)
            if pin and pin[1] is not None and self.tolerate("upload-dir-mtime"):
                pin[1] = None

    def noop_change(self, op):
        """A chmod or chown that changes nothing is not sent (fs/ops.c
        fs_chmod, fs_chown: vim's fchmod, tar's chown of every file): its
        ctime may stay (README). The reference inode, or None."""
        k = op["op"]
        if k not in ("chmod", "chown"):
            return None
        try:
            st = os.stat(self.ref.p(op["path"]), follow_symlinks=not op.get("nofollow"))
        except OSError:
            return None
        if k == "chmod" and not stat.S_ISLNK(st.st_mode) and stat.S_IMODE(st.st_mode) == op["mode"]:
            return st.st_ino
        if k == "chown" and (st.st_uid, st.st_gid) == (op["uid"], op["gid"]):
            return st.st_ino
        return None

    def op_uploads(self, op):
        """Operations that send a dirty open file first (fs/ops.c settle):
        close and fsync always; chmod, utimens, rename, link and an open of
        another name of it when it has changes."""
        k = op["op"]
        if k == "close":
            # a close that is certainly not the last one (another slot
            # holds the file) of a new file nothing was written to sends
            # nothing (fs/workspace.c still_open_by_closer): it may
            # upload, and a later close or fsync certainly does
            ino = self.slot_ino(op["slot"])
            others = any(self.slot_ino(s) == ino for s in self.open_slots() if s != op["slot"])
            self.uploads(ino, not others)
        elif k == "fsync":
            self.uploads(self.slot_ino(op["slot"]), True)
        elif k == "futimens":
            self.uploads(self.slot_ino(op["slot"]), False)
        elif k in ("chmod", "utimens"):
            self.uploads(self.path_ino(op["path"], not op.get("nofollow")), False)
        elif k == "rename":
            self.uploads(self.path_ino(op["src"], False), False)
            self.uploads(self.path_ino(op["dst"], False), False)
        elif k in ("link", "open"):
            self.uploads(self.path_ino(op["src" if k == "link" else "path"]), False)

    def fsync_both(self, s, op):
        self.uploads(self.slot_ino(s), True)
        m = self.apply(self.mount, {"op": "fsync", "slot": s})
        r = self.apply(self.ref, {"op": "fsync", "slot": s})
        if not self.same_result(op, m, r):
            self.fail(op, "fsync of slot %d before the command: mount %s, reference %s" % (s, fmt_res(m), fmt_res(r)))

    def close_all(self):
        res = []
        for side in (self.mount, self.ref):
            if side.shared_fd is not None:
                os.close(side.shared_fd)
                side.shared_fd = None
        for s in sorted(self.ref.slots):
            self.uploads(self.slot_ino(s), True)
            m = self.apply(self.mount, {"op": "close", "slot": s})
            r = self.apply(self.ref, {"op": "close", "slot": s})
            res.append([s, m, r])
            if m != r:
                self.fail({"op": "close", "slot": s}, "close: mount %s, reference %s" % (fmt_res(m), fmt_res(r)))
        return res

    def same_result(self, op, m, r):
        if m == r:
            return True
        if op["op"] == "listdir" and m[0] == r[0] == "ok" and self.wid is not None:
            # threads: another worker's part upload is on its way (B10)
            mm = [n for n in m[1] if not (n.startswith(TEMP_PREFIXES) and self.tolerate("part-files"))]
            return sorted(mm) == r[1]
        if op["op"] in ("stat", "fstat") and m[0] == r[0] == "ok" and m[1][0] == r[1][0]:
            (t, mm, ms, mn), (_, rm, rs, rn) = m[1], r[1]
            return ms == rs and mm == rm and mn == rn
        if m[0] == r[0] == "err":
            for cls in ERRNO_EQUIV:
                if m[1] in cls and r[1] in cls:
                    return True
            if m[1] == "ELOOP" and r[1] == "EACCES" and self.sticky_symlink_create(op):
                return True
        return False

    def sticky_symlink_create(self, op):
        """open(O_CREAT|O_NOFOLLOW) of an existing symlink in a sticky,
        world-writable directory, the link owned neither by the directory's
        owner nor by us. A local disk refuses it with EACCES whatever the
        fs.protected_regular/protected_fifos sysctls say: may_create_in_sticky()
        (fs/namei.c) exempts only regular files and FIFOs when those are off,
        so a symlink (not followed) is refused before may_open()'s ELOOP. A
        FUSE mount without -o default_permissions leaves such owner checks
        to the file system, and the kernel answers ELOOP for the symlink
        without sending sbxfs anything (nothing to refuse there); mounted
        with default_permissions it answers EACCES like the local disk
        (README: "Mounted with -o allow_other,default_permissions ... sticky
        directories"). Both refuse and neither opens or makes anything, so
        on a mount without that option ELOOP counts as the reference's
        EACCES, in exactly that case (bug B37)."""
        if "default_permissions" in (self.x.args.sbxfs_opts or ""):
            return False
        fl = op.get("flags", [])
        if op["op"] != "open" or "O_CREAT" not in fl or "O_NOFOLLOW" not in fl or "O_EXCL" in fl:
            return False
        a = self.ref.p(op["path"]).rstrip("/")
        try:
            ls, ds = os.lstat(a), os.lstat(os.path.dirname(a))
        except OSError:
            return False
        return (stat.S_ISLNK(ls.st_mode) and ds.st_mode & stat.S_ISVTX and ds.st_mode & 0o002
                and ls.st_uid not in (ds.st_uid, os.geteuid()))

    # -- comparing trees -------------------------------------------------------
    def scope(self, op):
        """What an operation can have changed: (dirs to list, paths to walk),
        or None when only a walk of the whole tree will do (commands,
        symlinks or ".." on the way, every --full-every ops)."""
        k = op["op"]
        if k in ("exec", "remount", "sync", "start", "barrier", "close-all") or self.i % self.x.full_every == 0:
            return None
        paths = [op[f] for f in ("path", "src", "dst") if f in op]
        if "slot" in op:
            p = self.slot_ref_path(op["slot"]) if k != "open" else op["path"]
            if p is not None:
                paths.append(p)
        dirs, roots = set(), set()
        for p in paths:
            p = p.rstrip("/")
            parts = p.split("/")
            if ".." in parts or "." in parts[1:] or "" in parts:
                return None
            if parts[0] == ".":
                parts = parts[1:]
                p = "/".join(parts)
            if not p:
                return None
            parent = "/".join(parts[:-1]) or "."
            real = os.path.realpath(self.ref.p(p))
            if os.path.realpath(self.ref.p(parent)) != self.ref.p(parent).rstrip("/"):
                return None  # a symlink on the way
            dirs.add(parent)
            roots.add(p)
            if real != self.ref.p(p):  # the last name is a symlink: its target may change too
                if not real.startswith(self.x.ref_root + "/"):
                    return None
                t = real[len(self.x.ref_root) + 1:]
                dirs.add("/".join(t.split("/")[:-1]) or ".")
                roots.add(t)
        return dirs, roots

    def compare_trees(self, op, full=False):
        x = self.x
        sc = None if full else self.scope(op)
        if sc is None:
            ref_tree, rerrs = walk(x.ref_root, keep=self.keep)
            mnt_tree, merrs = walk(x.mount_root, keep=self.keep)
        else:
            ref_tree, rerrs = walk_part(x.ref_root, sc[0], sc[1], keep=self.keep)
            mnt_tree, merrs = walk_part(x.mount_root, sc[0], sc[1], keep=self.keep)
        probs, wrong = [], []
        for r, err in sorted(merrs.items()):
            # an upload's temporary listed, then gone before its lstat (B10)
            if r.rsplit("/", 1)[-1].startswith(TEMP_PREFIXES) and self.tolerate("part-files"):
                continue
            probs.append("mount: %s: %s" % (r, err))
        rk = {r for r in ref_tree if self.mine(r) or r == "."}
        mk = {r for r in mnt_tree if self.mine(r) or r == "."}
        if self.wid is not None:
            rk.discard(".")
            mk.discard(".")
            rk.add(self.rel_root)
            mk.add(self.rel_root)
            rk &= set(ref_tree)
            mk &= set(mnt_tree)
        for r in sorted(rk - mk):
            a = ref_tree[r]
            probs.append("%s: missing on the mount (reference: %s)" % (r, a.desc()))
        for r in sorted(mk - rk):
            if r.rsplit("/", 1)[-1].startswith(TEMP_PREFIXES) and self.tolerate("part-files"):
                continue
            probs.append("%s: on the mount only (%s)" % (r, mnt_tree[r].desc()))
        prev_ref, prev_mnt = self.prev_ref, self.prev_mnt
        for r in sorted(rk & mk):
            a, b = ref_tree[r], mnt_tree[r]
            d = []
            if a.type != b.type:
                d.append("type %s, reference %s" % (b.type, a.type))
            else:
                if a.mode != b.mode:
                    d.append("mode %04o, reference %04o" % (b.mode, a.mode))
                if a.type != "d" and a.size != b.size:
                    d.append("size %d, reference %d" % (b.size, a.size))
                if a.nlink != b.nlink and not (r == "." and self.wid is not None):
                    d.append("nlink %d, reference %d" % (b.nlink, a.nlink))
                if a.target != b.target:
                    d.append("link target %r, reference %r" % (b.target, a.target))
                if (a.uid, a.gid) != (b.uid, b.gid):
                    d.append("owner %d:%d, reference %d:%d" % (b.uid, b.gid, a.uid, a.gid))
                d += self.compare_times(r, a, b, prev_ref.get(r), prev_mnt.get(r))
                if a.type == "f" and not d:
                    d += self.compare_content(r, full, a.ino)
            if d:
                probs.append("%s: %s" % (r, "; ".join(d)))
                wrong.append(r)
        if not probs and sc is None:
            probs += self.compare_links(ref_tree, mnt_tree, rk)
        if sc is None:
            self.prev_ref, self.prev_mnt = ref_tree, mnt_tree
            self.prev_at = dict.fromkeys(ref_tree, self.i)
        else:
            self.prev_ref.update(ref_tree)
            self.prev_mnt.update(mnt_tree)
            self.prev_at.update(dict.fromkeys(ref_tree, self.i))
        if probs:
            self.fail(op, "tree differs after the operation:\n    " +
                      "\n    ".join(probs[:20] + self.views(wrong[:4])))

    def views(self, rels):
        """Who is wrong: what sbxfs answers now, past the kernel's cache, then
        what the sandbox has (a command, run last: it drops every cache). A
        stale kernel, a stale sbxfs cache and a real loss read differently."""
        out = []
        for r in rels:
            try:
                size, nlink, mode = statx_sync(self.mount.p(r))
                out.append("  %s: sbxfs now says size %d nlink %d mode %04o" %
                           (r, size, nlink, mode & 0o7777))
            except OSError as e:
                out.append("  %s: sbxfs now says %s" % (r, errno.errorcode.get(e.errno, e.errno)))
        if rels and isinstance(self.mount, MountSide):
            try:
                _, text = self.mount.exec_cmd(
                    "stat -c '  %%n: the sandbox has size %%s nlink %%h mode %%04a' -- %s" %
                    " ".join(shlex.quote(r) for r in rels))
                out += text.rstrip("\n").splitlines()
            except OSError as e:
                out.append("  (the sandbox's view: %s)" % e)
        return out

    def compare_content(self, r, full, ino):
        ra = self.x.ref_root + "/" + r
        ma = self.x.mount_root + "/" + r
        try:
            rd = read_file(ra, noatime=True)
        except OSError:
            return []  # unreadable on the reference: nothing to compare
        h = sha(rd)
        if not full and self.verified.get(r) == h:
            return []
        # reading it through the mount sends unsent data: opening another
        # name of it sends it first, and the reader's close is the last
        # one unless the same name is open in a slot, whose close sends it
        # later (a read of a name open elsewhere sends nothing: B40)
        same = any(self.slot_ref_path(s) == r for s in self.open_slots())
        self.uploads(ino, not same, at=self.i + 0.5)
        try:
            md = read_file(ma)
        except OSError as e:
            return ["read on the mount: %s" % errname(e.errno)]
        if md != rd:
            i = next((j for j in range(min(len(md), len(rd))) if md[j] != rd[j]), min(len(md), len(rd)))
            return ["contents differ (%d vs %d bytes, first difference at byte %d)" % (len(md), len(rd), i)]
        self.verified[r] = h
        return []

    def compare_times(self, r, a, b, pa, pb):
        """Times the mount promises: a utimensat'ed time reads back exactly
        (atime only right after it is set: reads move it), and a time the
        reference did not change does not change on the mount either."""
        d = []
        pin = self.pins.get(a.ino)
        if pin:
            if pin[1] is not None:
                if a.mtime != pin[1]:
                    pin[1] = None
                elif b.mtime != pin[1] and not (self.wid is not None and self.tolerate("thread-mtime")):
                    d.append("mtime %s, set to %s" % (fmt_ns(b.mtime), fmt_ns(pin[1])))
            if pin[0] is not None and not (self.wid is not None and a.type == "d") and a.type != "l":
                # (threads: other workers' commands walk the tree, and reading
                # a directory moves its atime, at other times on each side;
                # a symlink's: the mount's stat and listings read its target in
                # the sandbox, which moves it there (README, Editors and tools),
                # seen at the next fetch)
                if a.atime == pin[0] and b.atime != pin[0]:
                    d.append("atime %s, set to %s" % (fmt_ns(b.atime), fmt_ns(pin[0])))
                pin[0] = None
            if pin[0] is None and pin[1] is None:
                del self.pins[a.ino]
        if pa is not None and pb is not None and pa.ino == a.ino and pa.type == a.type and not self.x.loose_times:
            for what, ra, ma, rb, mb in (("mtime", pa.mtime, pb.mtime, a.mtime, b.mtime),
                                         ("ctime", pa.ctime, pb.ctime, a.ctime, b.ctime)):
                if ra == rb and ma != mb:
                    since = self.prev_at.get(r, -1)
                    if what == "ctime" and self.up_inos.get(a.ino, -1) > since:
                        continue  # the contract: when the data reached the sandbox
                    # (shown when the mount asks again: any time after)
                    if a.type == "d" and a.ino in self.up_dirs and self.tolerate("upload-dir-mtime"):
                        continue
                    if self.wid is not None and self.tolerate("thread-mtime"):
                        continue
                    d.append("%s changed %s -> %s, the reference's did not" % (what, fmt_ns(ma), fmt_ns(mb)))
                elif (ra != rb and ma == mb and what == "ctime" and self.x.fine_times
                      and a.ino != self.same_attr and not self.tolerate("ctime-unchanged")):
                    # needs fine-grained timestamps (Linux >= 6.13 multigrain): two
                    # changes within one clock tick look like one otherwise
                    d.append("ctime unchanged (%s), the reference's changed" % fmt_ns(ma))
        return d

    def note_pins(self, op, m):
        """After a successful utimens/futimens: remember what was set."""
        k = op["op"]
        if m[0] != "ok" or k not in ("utimens", "futimens"):
            return
        try:
            if k == "futimens":
                st = os.fstat(self.ref.slots[op["slot"]])
            else:
                st = os.stat(self.ref.p(op["path"]), follow_symlinks=not op["nofollow"])
        except (OSError, KeyError):
            return
        pin = self.pins.setdefault(st.st_ino, [None, None])
        for i, spec in ((0, op["atime"]), (1, op["mtime"])):
            if isinstance(spec, list):
                pin[i] = spec[0] * 10**9 + spec[1]
            elif spec == "now":
                pin[i] = None

    def compare_links(self, ref_tree, mnt_tree, keys):
        """Names that share an inode on the reference share one on the mount."""
        def groups(tree):
            g = {}
            for r in keys:
                e = tree.get(r)
                if e and e.type != "d":
                    g.setdefault(e.ino, set()).add(r)
            return sorted(sorted(v) for v in g.values() if len(v) > 1)
        a, b = groups(ref_tree), groups(mnt_tree)
        return [] if a == b else ["hard links: mount %s, reference %s" % (b, a)]

    def fail(self, op, msg):
        raise Mismatch("op #%d %s: %s" % (self.i, fmt_op(op), msg))


_RUN = None


def abbrev(text):
    """Long runs of one character (255-byte names) as L*255, for reading."""
    global _RUN
    if _RUN is None:
        import re
        _RUN = re.compile(r"(.)\1{19,}")
    return _RUN.sub(lambda m: "%s*%d" % (m.group(1), len(m.group(0))), text)


def fmt_ns(ns):
    return "%d.%09d" % divmod(ns, 10**9)


def fmt_res(r):
    if not r or r[0] not in ("ok", "err"):
        return "-" if not r else json.dumps(r)[:300]
    if r[0] == "err":
        return r[1]
    v = r[1]
    return "ok" if v is None else "ok %s" % (json.dumps(v)[:300],)


def fmt_op(op):
    return json.dumps({k: v for k, v in op.items() if k != "d"}, ensure_ascii=False)


# ---------------------------------------------------------------------------
# Reproducers: a failing sequence as a standalone Python script

REPRO_HEAD = '''#!/usr/bin/env python3
# Reproducer printed by tests/fs_exerciser.py. Run it twice: with R a new
# directory on the mount (MOUNT/<id>/workspace/repro) and with R a new local
# directory; the lines it prints must be the same.
import ctypes, os, subprocess, sys
R = sys.argv[1]
MOUNT_CTL = sys.argv[2] if len(sys.argv) > 2 else None  # MOUNT/<id>/ctl/exec, for commands
os.makedirs(R, exist_ok=True); os.umask(0o022)
libc = ctypes.CDLL(None, use_errno=True)
class TS(ctypes.Structure): _fields_ = [("s", ctypes.c_long), ("ns", ctypes.c_long)]
def ts(x): return TS(0, (1 << 30) - 1) if x == "now" else TS(0, (1 << 30) - 2) if x == "omit" else TS(*x)
def ck(r):
    if r: e = ctypes.get_errno(); raise OSError(e, os.strerror(e))
def renameat2(a, b, fl): ck(libc.renameat2(-100, a.encode(), -100, b.encode(), fl))
def utimensat(p, a, m, nf): ck(libc.utimensat(-100, p.encode(), (TS * 2)(ts(a), ts(m)), 0x100 if nf else 0))
def futimens(fd, a, m): ck(libc.futimens(fd, (TS * 2)(ts(a), ts(m))))
def data(n, i): import hashlib; return (hashlib.sha256(b"%d" % i).digest() * (n // 32 + 1))[:n]
def sh(cmd):
    if MOUNT_CTL and not R.startswith("/tmp"):
        fd = os.open(MOUNT_CTL, os.O_RDWR); os.write(fd, ("cd /workspace/" + R.split("/workspace/", 1)[1] + " && " + cmd + "\\n").encode())
        out = b""
        while True:
            b = os.read(fd, 65536)
            if not b: break
            out += b
        os.close(fd); return out.decode()
    return subprocess.run(["bash", "-c", cmd], cwd=R, capture_output=True, text=True).stdout
def P(p): return os.path.join(R, p)
fd = {}
def t(what, f, *a, **kw):
    try: r = f(*a, **kw); print(what, "->", r); return r
    except OSError as e: print(what, "->", __import__("errno").errorcode[e.errno])
    except TypeError: print(what, "-> no-slot")  # its open failed: fd[n] is None
'''


def repro_line(op):
    k = op["op"]
    q = repr
    s = op.get("slot")
    if k == "open":
        return "fd[%d] = t(%s, os.open, P(%s), %s, 0o%o)" % (s, q("open " + op["path"]), q(op["path"]),
                                                            "|".join("os." + f for f in op["flags"]), op["mode"])
    if k == "close":
        return "t('close %d', os.close, fd.pop(%d, None))" % (s, s)
    if k == "write":
        dat = "data(%d, %d)" % (op["len"], op["d"])
        if op["how"] == "pwrite":
            return "t('pwrite %d@%d', os.pwrite, fd.get(%d), %s, %d)" % (op["len"], op["off"], s, dat, op["off"])
        return "t('write %d', os.write, fd.get(%d), %s)" % (op["len"], s, dat)
    if k == "read":
        if op["how"] == "pread":
            return "t('pread', lambda: len(os.pread(fd.get(%d), %d, %d)))" % (s, op["len"], op["off"])
        return "t('read', lambda: len(os.read(fd.get(%d), %d)))" % (s, op["len"])
    if k == "seek":
        return "t('lseek', os.lseek, fd.get(%d), %d, os.%s)" % (s, op["off"], op["whence"])
    if k == "ftruncate":
        return "t('ftruncate', os.ftruncate, fd.get(%d), %d)" % (s, op["size"])
    if k == "fstat":
        return "t('fstat', lambda: (lambda st: (oct(st.st_mode), st.st_size, st.st_nlink))(os.fstat(fd.get(%d))))" % s
    if k == "fsync":
        return "t('fsync', os.fsync, fd.get(%d))" % s
    if k == "futimens":
        return "t('futimens', futimens, fd.get(%d), %r, %r)" % (s, op["atime"], op["mtime"])
    if k == "truncate":
        return "t('truncate', os.truncate, P(%s), %d)" % (q(op["path"]), op["size"])
    if k in ("mkdir",):
        return "t('mkdir', os.mkdir, P(%s), 0o%o)" % (q(op["path"]), op["mode"])
    if k in ("rmdir", "unlink", "readlink", "listdir"):
        f = "lambda p: sorted(os.listdir(p))" if k == "listdir" else "os." + k
        return "t(%s, %s, P(%s))" % (q(k + " " + op["path"]), f, q(op["path"]))
    if k == "rename":
        if op["flags"]:
            return "t('renameat2', renameat2, P(%s), P(%s), %d)" % (q(op["src"]), q(op["dst"]), op["flags"])
        return "t('rename', os.rename, P(%s), P(%s))" % (q(op["src"]), q(op["dst"]))
    if k == "link":
        return "t('link', os.link, P(%s), P(%s), follow_symlinks=False)" % (q(op["src"]), q(op["dst"]))
    if k == "symlink":
        return "t('symlink', os.symlink, %s, P(%s))" % (q(op["target"]), q(op["path"]))
    if k == "chmod":
        return "t('chmod', os.chmod, P(%s), 0o%o)" % (q(op["path"]), op["mode"])
    if k == "chown":
        return "t('chown', os.chown, P(%s), %d, %d, follow_symlinks=%s)" % (q(op["path"]), op["uid"], op["gid"], not op["nofollow"])
    if k == "utimens":
        return "t('utimensat', utimensat, P(%s), %r, %r, %s)" % (q(op["path"]), op["atime"], op["mtime"], op["nofollow"])
    if k == "stat":
        return "t('stat', lambda: (lambda st: (oct(st.st_mode), st.st_size, st.st_nlink))(os.stat(P(%s), follow_symlinks=%s)))" % (
            q(op["path"]), not op["nofollow"])
    if k == "mkfifo":
        return "t('mkfifo', os.mkfifo, P(%s))" % q(op["path"])
    if k == "exec":
        return "print(sh(%s))" % q(op["cmd"])
    if k == "remount":
        return "# remount here (close all fds, fusermount3 -u, mount again)"
    if k == "sync":
        return "# sync point: compare with the sandbox's own view"
    if k == "append_shared":
        return "# append %r to the shared file" % op["rec"]
    return "# " + fmt_op(op)


def repro_code(line):
    """Long runs inside the quoted names as 'L' * 255 (still valid Python)."""
    import re
    return re.sub(r"(.)\1{19,}", lambda m: "' + %r * %d + '" % (m.group(1), len(m.group(0))), line)


def repro_script(ops):
    tail = ("print({p: (oct(os.lstat(os.path.join(R, p)).st_mode), os.lstat(os.path.join(R, p)).st_size, "
            "os.lstat(os.path.join(R, p)).st_nlink) for p in sorted(os.listdir(R))})")
    return REPRO_HEAD + "\n".join(repro_code(repro_line(o)) for o in ops) + "\n" + tail + "\n"


# ---------------------------------------------------------------------------
# The run

def fine_timestamps(d):
    """Does a change right after another one move ctime (multigrain
    timestamps, Linux >= 6.13)? Then a ctime the reference changed must
    change on the mount too; else two changes in one tick look like one."""
    p = os.path.join(d, ".probe")
    fd = os.open(p, os.O_WRONLY | os.O_CREAT, 0o644)
    os.close(fd)
    try:
        for i in range(5):
            a = os.stat(p).st_ctime_ns
            os.chmod(p, 0o600 if i % 2 else 0o644)
            if os.stat(p).st_ctime_ns == a:
                return False
        return True
    finally:
        os.unlink(p)


class Exerciser:
    def __init__(self, args, mount=None):
        self.args = args
        self.seed = args.seed
        self.enabled_gaps = set(KNOWN_GAPS) | EXTRA_GAPS if "all" in args.enable_gap else set(args.enable_gap)
        self.sync_every = args.sync_every
        self.full_every = args.full_every
        self.loose_times = args.loose_times
        self.sub = args.sub or "fsx-%d" % self.seed
        self.twin = args.twin
        self.token = os.environ.get("SANDBOX_API_KEY", "")
        if args.token_file:
            with open(args.token_file) as f:
                self.token = f.read().strip()
        self.mount = mount  # shared by shrink attempts, owned by the first
        self.owns_mount = mount is None
        self.can_remount = bool(args.sbxfs) and not self.twin
        self.workers = []
        self.bridge = False
        self.fine_times = False
        self.shared_file = "shared.log"

    # paths
    def setup(self):
        a = self.args
        self.ref_base = tempfile.mkdtemp(prefix="fsx-ref.", dir=a.ref_dir)
        self.ref_root = os.path.realpath(self.ref_base) + "/" + self.sub
        os.mkdir(self.ref_root)
        self.fine_times = fine_timestamps(self.ref_base)
        if self.twin:
            self.mount_root = os.path.realpath(self.twin) + "/" + self.sub
            os.mkdir(self.mount_root)
            self.ctl_exec = None
            return
        if a.sbxfs and self.mount is None:
            self.mount = Mount(a.sbxfs, a.url, a.mnt, a.sbxfs_opts, a.sbxfs_log)
            self.mount.start()
        self.ws = "%s/%s/workspace" % (os.path.abspath(a.mnt), a.id)
        self.mount_root = self.ws + "/" + self.sub
        self.ctl_exec = "%s/%s/ctl/exec" % (a.mnt, a.id)
        if not os.path.isdir(self.ws):
            os.mkdir("%s/%s" % (a.mnt, a.id))  # attaches (creates) the sandbox
        n = 1
        while os.path.lexists(self.mount_root):  # a fresh directory: never reuse an old run's
            n += 1
            self.sub = "%s.%d" % (a.sub or "fsx-%d" % self.seed, n)
            self.mount_root = self.ws + "/" + self.sub
        if self.sub != os.path.basename(self.ref_root):
            os.rename(self.ref_root, os.path.dirname(self.ref_root) + "/" + self.sub)
            self.ref_root = os.path.dirname(self.ref_root) + "/" + self.sub
        os.mkdir(self.mount_root)
        self.bridge = self.detect_bridge()

    def detect_bridge(self):
        """A server without sbxd's /fs extension (Cloudflare's bridge, sbxd
        --bridge-compat) answers it 404."""
        if not self.args.url:
            return False
        req = urllib.request.Request(self.args.url.rstrip("/") + "/v1/sandbox/%s/fs" % self.args.id,
                                     data=b'{"op":"lstat","path":"/workspace"}', method="POST",
                                     headers={"Content-Type": "application/json"})
        if self.token:
            req.add_header("Authorization", "Bearer " + self.token)
        try:
            with urllib.request.urlopen(req, timeout=30):
                return False
        except urllib.error.HTTPError as e:
            return e.code == 404

    def new_mount_side(self, rel_root):
        if self.twin:
            return TwinSide("twin", self.mount_root)
        return MountSide("mount", self.mount_root, self.ctl_exec, "/workspace/" + self.sub)

    def shows(self, dirrel, name, w):
        rel = name if dirrel in (".", "") else dirrel.rstrip("/") + "/" + name
        return w.keep(rel) or w.wid is None

    def remount(self):
        if self.mount is None:
            return  # a twin (or a mount we do not own): nothing to do
        self.mount.stop()
        self.mount.start()

    def sync_point(self, w):
        """Flush what is open, then compare the sandbox's own view (around the
        mount) with the reference."""
        # every worker's (all are paused at a barrier): another worker's
        # unsent writes must not depend on the comparison's own reads (a
        # read-only open and close of the file) to reach the sandbox
        for wk in self.workers:
            for s in wk.open_slots():
                wk.fsync_both(s, {"op": "sync"})
        if self.twin or not self.args.url:
            return
        view = sandbox_view(self.args.url, self.token, self.args.id, "/workspace/" + self.sub)
        ref, _ = walk(self.ref_root)
        probs = []
        for r in sorted(set(ref) - set(view) - {"."}):
            probs.append("%s: missing in the sandbox (reference: %s)" % (r, ref[r].desc()))
        for r in sorted(set(view) - set(ref)):
            if r.rsplit("/", 1)[-1].startswith(TEMP_PREFIXES) and w.tolerate("part-files"):
                continue
            probs.append("%s: in the sandbox only (%s)" % (r, view[r][:4]))
        for r in sorted(set(view) & set(ref)):
            a, v = ref[r], view[r]
            d = []
            if a.type != v[0]:
                d.append("type %s, reference %s" % (v[0], a.type))
            else:
                if a.mode != v[1]:
                    d.append("mode %04o, reference %04o" % (v[1], a.mode))
                if a.nlink != v[2]:
                    d.append("nlink %d, reference %d" % (v[2], a.nlink))
                if a.type != "d" and a.size != v[3]:
                    d.append("size %d, reference %d" % (v[3], a.size))
                if a.type == "l" and a.target != v[5]:
                    d.append("target %r, reference %r" % (v[5], a.target))
                pins = [p for p in (wk.pins.get(a.ino) for wk in self.workers) if p]
                if (pins and pins[0][1] is not None and a.mtime == pins[0][1] and v[4] != a.mtime
                        and not (self.args.threads and w.tolerate("thread-mtime"))):
                    d.append("mtime %s, set to %s" % (fmt_ns(v[4]), fmt_ns(a.mtime)))
                if a.type == "f" and v[6] is not None and r != self.shared_file:
                    try:
                        h = hashlib.sha256(read_file(self.ref_root + "/" + r, noatime=True)).hexdigest()[:16]
                        if h != v[6]:
                            d.append("contents differ")
                    except OSError:
                        pass
            if d:
                probs.append("%s: %s" % (r, "; ".join(d)))
        if probs:
            raise Mismatch("sync point after op #%d: the sandbox's view differs:\n    %s" % (w.i, "\n    ".join(probs[:20])))

    # -- single-threaded -------------------------------------------------------
    def run_single(self, ops=None, final=True):
        w = Worker(self, None, self.seed, ".")
        self.workers = [w]
        w.rel_root = "."
        t0 = time.monotonic()
        n = len(ops) if ops is not None else self.args.ops
        log = open(self.args.log, "w") if self.args.log else None
        if log:
            log.write(json.dumps({"header": vars(self.args)}, default=str) + "\n")
        try:
            w.compare_trees({"op": "start"})
            for j in range(n):
                op = dict(ops[j]) if ops is not None else w.generate()
                if log:
                    log.write(json.dumps(op, ensure_ascii=False) + "\n")
                w.step(op)
                if self.args.progress and (j + 1) % self.args.progress == 0:
                    print("# %d ops, %.1f s" % (j + 1, time.monotonic() - t0), flush=True)
            if final:
                w.step({"op": "sync"})
                w.close_all()
                w.compare_trees({"op": "close-all"}, full=True)
                self.sync_point(w)
        finally:
            if log:
                log.close()
        return w

    # -- threads -----------------------------------------------------------------
    def run_threads(self):
        nt = self.args.threads
        common = "common"
        os.mkdir(self.ref_root + "/" + common)
        os.mkdir(self.mount_root + "/" + common)
        self.workers = []
        for k in range(nt):
            rr = "t%d" % k
            os.mkdir(self.ref_root + "/" + rr)
            os.mkdir(self.mount_root + "/" + rr)
            w = Worker(self, k, self.seed * 1000 + k, rr, own_prefix=(common, "w%d_" % k), max_slots=4)
            self.workers.append(w)
        per = self.args.ops // nt
        rounds = max(1, per // max(1, self.args.barrier_every))
        errors = []
        barrier = threading.Barrier(nt + 1)
        stop = threading.Event()
        logs = [open(self.args.log + ".w%d" % k, "w") if self.args.log else None for k in range(nt)]

        def body(w, log):
            try:
                for rnd in range(rounds):
                    for _ in range(per // rounds):
                        if stop.is_set():
                            break
                        op = w.generate()
                        if log:
                            log.write(json.dumps(op, ensure_ascii=False) + "\n")
                        w.step(op)
                    barrier.wait()  # all paused: main compares
                    barrier.wait()  # main done
            except Mismatch as e:
                e.worker = w
                errors.append((w, e))
                stop.set()
                barrier.abort()
            except threading.BrokenBarrierError:
                pass
            except Exception as e:
                errors.append((w, e))
                stop.set()
                barrier.abort()

        ths = [threading.Thread(target=body, args=(w, logs[k])) for k, w in enumerate(self.workers)]
        for t in ths:
            t.start()
        try:
            for rnd in range(rounds):
                barrier.wait()
                try:
                    self.at_barrier(rnd, rounds)
                except Mismatch as e:
                    errors.append((None, e))
                    stop.set()
                    barrier.abort()
                    break
                barrier.wait()
        except threading.BrokenBarrierError:
            pass
        except BaseException:  # SIGTERM (SystemExit), ^C: the workers stop too
            stop.set()
            barrier.abort()
            for t in ths:
                t.join()
            raise
        for t in ths:
            t.join()
        for lg in logs:
            if lg:
                lg.close()
        if errors:
            w, e = errors[0]
            if isinstance(e, Mismatch):
                m = Mismatch(("worker %s: " % (w.wid if w else "main")) + str(e))
                m.worker = w
                raise m from None
            raise e
        for w in self.workers:
            w.close_all()
        self.at_barrier(rounds, rounds, final=True)
        return self.workers

    def at_barrier(self, rnd, rounds, final=False):
        """All workers paused: shared file as a multiset, every worker's tree,
        the sandbox's view; now and then a remount."""
        for w in self.workers:
            for side in (w.mount, w.ref):
                if side.shared_fd is not None:
                    os.fsync(side.shared_fd)
        # A command flushes what the mount holds back (new empty files) and
        # drops its caches: the comparison below is strict.
        self.workers[0].mount.exec_cmd("true")
        self.compare_shared()
        remount = self.can_remount and not final and self.args.remount_every and (rnd + 1) % self.args.remount_every == 0
        if remount:
            for w in self.workers:
                w.close_all()
            self.remount()
        for w in self.workers:
            w.verified.clear()
            w.compare_trees({"op": "barrier"}, full=True)
        self.sync_point(self.workers[0])

    def compare_shared(self):
        try:
            a = read_file(self.ref_root + "/" + self.shared_file)
        except FileNotFoundError:
            a = b""
        try:
            b = read_file(self.mount_root + "/" + self.shared_file)
        except FileNotFoundError:
            b = b""
        la, lb = sorted(a.splitlines()), sorted(b.splitlines())
        if la != lb:
            miss = sorted(set(la) - set(lb))[:5]
            extra = sorted(set(lb) - set(la))[:5]
            raise Mismatch("shared O_APPEND file: %d records on the mount, %d on the reference; missing %s, extra %s"
                           % (len(lb), len(la), miss, extra))

    def close_fds(self):
        for w in self.workers:
            for side in (w.mount, w.ref):
                fds = list(side.slots.values()) + ([side.shared_fd] if side.shared_fd is not None else [])
                side.slots.clear()
                side.shared_fd = None
                for fd in fds:
                    try:
                        os.close(fd)
                    except OSError:
                        pass

    def cleanup(self, unmount=True):
        self.close_fds()
        if self.mount and self.owns_mount and unmount:
            self.mount.cleanup()
        if not self.args.keep_ref and getattr(self, "ref_base", None):
            shutil.rmtree(self.ref_base, ignore_errors=True)


EXTRA_GAPS = set()  # gap names used in code beyond KNOWN_GAPS (collected below)


def _collect_gap_names():
    import re
    src = open(__file__, encoding="utf-8").read()
    return set(re.findall(r'(?:gap|tolerate)\("([a-z0-9-]+)"\)', src))


def print_gaps(workers, out=sys.stdout):
    skipped, tolerated = {}, {}
    for w in workers:
        for k, v in w.skipped.items():
            skipped[k] = skipped.get(k, 0) + v
        for k, v in w.tolerated.items():
            tolerated[k] = tolerated.get(k, 0) + v
    for name in sorted(set(skipped) | set(tolerated)):
        what, where = KNOWN_GAPS.get(name, ("", "?"))
        n = ("skipped %d ops" % skipped[name]) if name in skipped else ""
        if name in tolerated:
            n += (", " if n else "") + "ignored %d differences" % tolerated[name]
        print("# known gap %-18s %-34s (%s)" % (name, n, where), file=out)


READ_ONLY_OPS = {"read", "stat", "fstat", "listdir", "readlink", "sync"}


def shrink(ex_factory, history, signature, budget_s):
    """Shortens a failing sequence: first drop every operation that changed
    nothing (it failed on the reference, or only reads), then delta
    debugging (ddmin) on the rest; the failing operation stays last. Returns
    the shortest sequence found that still fails with the same signature
    (operation kind and kind of difference)."""
    deadline = time.monotonic() + budget_s
    attempt = [0]

    def fails(seq):
        attempt[0] += 1
        ex = ex_factory("shrink%d" % attempt[0])
        try:
            ex.setup()
            ex.run_single(ops=[dict(o) for o in seq], final=False)
            ok, why = False, "passes"
        except Mismatch as e:
            ok, why = sig(str(e)) == signature, sig(str(e))
        except Exception as e:
            ok, why = False, repr(e)
        finally:
            ex.cleanup()
        print("#   shrink attempt %d: %d ops: %s" % (attempt[0], len(seq), "fails the same way" if ok else why),
              flush=True)
        return ok

    ops = [op for op, _, _ in history]
    last = ops[-1]
    cur = ops[:-1]
    quiet = [op for op, m, r in history[:-1]
             if not (op["op"] in READ_ONLY_OPS or (op["op"] not in ("remount", "seek") and r and r[0] == "err"))]
    if len(quiet) < len(cur) and fails(quiet + [last]):
        cur = quiet
    n = 2
    while cur and time.monotonic() < deadline:
        chunk = max(1, len(cur) // n)
        removed = False
        for start in range(0, len(cur), chunk):
            if time.monotonic() > deadline:
                break
            cand = cur[:start] + cur[start + chunk:]
            if fails(cand + [last]):
                cur = cand
                n = max(n - 1, 2)
                removed = True
                break
        if not removed:
            if chunk == 1:
                break
            n = min(len(cur), n * 2)
    return cur + [last]


def sig(msg):
    # "op #N {json}: kind..." -> op name and the kind of difference
    try:
        j = msg.index("{")
        k = json.loads(msg[j:msg.index("}: ", j) + 1])["op"]
        rest = msg[msg.index("}: ", j) + 3:]
    except ValueError:
        return msg[:40]
    import re
    rest = re.sub(r"[0-9]+", "N", rest.split("\n")[0])[:40]
    return k + ":" + rest


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mnt", help="the sbxfs mount point")
    ap.add_argument("--id", default="fsx", help="sandbox id (default fsx)")
    ap.add_argument("--sbxfs", help="sbxfs binary: the exerciser mounts MNT itself and can remount")
    ap.add_argument("--sbxfs-opts", default="", help="-o options for sbxfs")
    ap.add_argument("--sbxfs-log", default="/dev/null")
    ap.add_argument("--url", default=os.environ.get("SBX_URL"), help="server URL (sync points ask the sandbox directly)")
    ap.add_argument("--token-file")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--ops", type=int, default=1000)
    ap.add_argument("--threads", type=int, default=0, help="N workers at once (0: single-threaded)")
    ap.add_argument("--barrier-every", type=int, default=200, help="threads: ops per worker between barriers")
    ap.add_argument("--remount-every", type=int, default=3, help="threads: remount every N barriers (0: never)")
    ap.add_argument("--sync-every", type=int, default=250, help="single: compare with the sandbox every N ops")
    ap.add_argument("--full-every", type=int, default=8,
                    help="compare the whole tree every N ops (and after commands); in between only "
                         "what each op can have changed")
    ap.add_argument("--sub", help="directory under the workspace (default fsx-SEED)")
    ap.add_argument("--ref-dir", default=None, help="where the reference directory is made (default $TMPDIR)")
    ap.add_argument("--keep-ref", action="store_true")
    ap.add_argument("--twin", help="a local directory in place of the mount (checks the checker)")
    ap.add_argument("--log", help="write every operation (JSON lines) here")
    ap.add_argument("--replay", help="run the operations of a log instead of generating")
    ap.add_argument("--shrink", type=float, default=0, metavar="SECONDS",
                    help="on a mismatch, shrink the sequence for at most this long")
    ap.add_argument("--context", type=int, default=20, help="operations shown before a mismatch")
    ap.add_argument("--enable-gap", action="append", default=[], metavar="NAME",
                    help="run what a known gap skips (repeatable; 'all' for every gap)")
    ap.add_argument("--list-gaps", action="store_true")
    ap.add_argument("--loose-times", action="store_true", help="don't check that unchanged times stay unchanged")
    ap.add_argument("--progress", type=int, default=0, metavar="N", help="print a line every N ops")
    args = ap.parse_args(argv)
    global EXTRA_GAPS
    EXTRA_GAPS = _collect_gap_names()
    if args.list_gaps:
        for name in sorted(EXTRA_GAPS | set(KNOWN_GAPS)):
            what, where = KNOWN_GAPS.get(name, ("(a hook, not a gap today: runs)", "-"))
            print("%-20s %s [%s]" % (name, what, where))
        return 0
    for g in args.enable_gap:
        if g != "all" and g not in EXTRA_GAPS | set(KNOWN_GAPS):
            ap.error("unknown gap %r (--list-gaps)" % g)
    ops = None
    if args.replay:
        with open(args.replay) as f:
            lines = [json.loads(x) for x in f if x.strip()]
        if lines and "header" in lines[0]:
            h = lines.pop(0)["header"]
            if args.seed is None:
                args.seed = h.get("seed")
            for key in ("sync_every", "enable_gap", "loose_times"):
                if key in h and getattr(args, key) == ap.get_default(key):
                    setattr(args, key, h[key])
        ops = lines
    if args.seed is None:
        args.seed = int.from_bytes(os.urandom(3), "big")
    if not args.twin and not args.mnt:
        ap.error("--mnt (or --twin) is required")
    os.umask(0o022)
    import signal

    def on_term(sig, frame):
        raise SystemExit(128 + sig)  # unmount and clean up on the way out
    signal.signal(signal.SIGTERM, on_term)
    signal.signal(signal.SIGHUP, on_term)
    mode = "threads=%d" % args.threads if args.threads else "single"
    target = args.twin or "%s/%s" % (args.mnt, args.id)
    print("# fs_exerciser: seed %d, %s ops, %s, on %s" % (args.seed, len(ops) if ops else args.ops, mode, target), flush=True)

    def replay_cmd():
        if args.replay:
            return "python3 tests/fs_exerciser.py --replay %s --mnt MOUNT [--sbxfs build/sbxfs --url URL]" % args.replay
        c = "python3 tests/fs_exerciser.py --seed %d --ops %d" % (args.seed, args.ops)
        if args.threads:
            c += " --threads %d --barrier-every %d" % (args.threads, args.barrier_every)
        for g in args.enable_gap:
            c += " --enable-gap " + g
        return c + " --mnt MOUNT [--sbxfs build/sbxfs --url URL]"

    ex = Exerciser(args)
    ex.ref_base = None
    t0 = time.monotonic()
    try:
        try:
            ex.setup()
            workers = ex.run_threads() if args.threads else [ex.run_single(ops)]
        except Mismatch as e:
            report_mismatch(args, ex, e, replay_cmd())
            return 1
        dt = time.monotonic() - t0
        n = sum(w.i for w in workers)
        print("# %d ops in %.1f s (%.0f ops/s), %s" % (n, dt, n / dt if dt else 0,
                                                     "remounts %d" % (ex.mount.count - 1) if ex.mount else "no remounts"))
        print_gaps(workers)
        return 0
    finally:
        ex.cleanup()


def report_mismatch(args, ex, e, replay):
    """The mismatch, the operations before it, a replay command, a shrunk
    sequence (--shrink) and a reproducer script."""
    print("not ok - fs_exerciser: mismatch")
    print("# " + abbrev(str(e)).replace("\n", "\n# "))
    workers = ex.workers
    ws = [w for w in workers if w.history]
    culprit = getattr(e, "worker", None)
    for w in ws:
        if culprit is None and ("op #%d " % w.i) in str(e):
            culprit = w
    culprit = culprit or (ws[0] if ws else None)
    if culprit:
        print("# last %d operations%s (mount result | reference result):" % (
            args.context, "" if culprit.wid is None else " of worker %d" % culprit.wid))
        hist = culprit.history[-args.context:]
        base = culprit.i - len(hist) + 1
        for j, (op, m, r) in enumerate(hist):
            print("#   %5d %s -> %s | %s" % (base + j, abbrev(fmt_op(op)), abbrev(fmt_res(m)), abbrev(fmt_res(r))))
        print("# replay: " + replay)
        if args.log:
            print("# log: %s%s  (--replay it)" % (args.log, "" if culprit.wid is None else ".w%d" % culprit.wid))
        seq = [op for op, _, _ in culprit.history]
        if args.shrink and culprit.wid is None:
            ex.cleanup(unmount=False)
            if ex.mount and ex.mount.proc and ex.mount.proc.poll() is not None:
                ex.mount.cleanup()
            if ex.mount and ex.mount.proc is None:
                ex.mount.start()

            def factory(tag):
                if ex.mount and ex.mount.proc and ex.mount.proc.poll() is not None:
                    ex.mount.cleanup()  # the last attempt crashed sbxfs: mount again
                    ex.mount.start()
                a2 = argparse.Namespace(**vars(args))
                a2.sub = "%s-%s" % (ex.sub, tag)
                a2.log = None
                a2.full_every = 1  # the difference shows right after the op that made it
                return Exerciser(a2, mount=ex.mount)
            seq = shrink(factory, culprit.history, sig(str(e)), args.shrink)
            print("# shrunk to %d operations:" % len(seq))
            for op in seq:
                print("#   " + abbrev(fmt_op(op)))
        rseq = seq if args.shrink else seq[-args.context:]
        script = repro_script(rseq)
        rpath = (args.log + ".repro.py") if args.log else os.path.join(
            tempfile.gettempdir(), "fsx-repro-%d.py" % args.seed)
        try:
            with open(rpath, "w") as f:
                f.write(script)
        except OSError:
            rpath = None
        print("# reproducer%s (the last %d ops; run it with R = a new dir on the mount, then a local one;"
              " compare the output):" % ((" " + rpath) if rpath else "", len(rseq)))
        for line in script.splitlines()[len(REPRO_HEAD.splitlines()):]:
            print("#   " + line)
    print_gaps(workers)


if __name__ == "__main__":
    sys.exit(main())
