# tests/integration/ctl_common.bash — helpers shared by the ctl_*.sh scripts
# (control files, issue 5). Source after tests/lib.sh. Not a test itself.

# t_errno "what" EXPECTED OP ARGS...: runs one file-system operation through
# python3 (so that the exact errno is seen, which shell redirections hide)
# and checks that it prints EXPECTED ("ok" or "<step>:<ERRNO>").
t_errno() {
  local what=$1 want=$2; shift 2
  t_eq "$what" "$want" "$(ctl_op "$@")"
}

# ctl_op OP ARGS...: prints "ok" or "<step>:<ERRNO>".
#   read PATH | write PATH DATA | append PATH DATA | rdwr PATH DATA | create PATH
#   writeesc PATH DATA (DATA with backslash escapes: '\x00')
#   writen PATH NBYTES (writes NBYTES of 'x') | mkdir PATH | rmdir PATH |
#   unlink PATH | stat PATH | listdir PATH
ctl_op() {
  python3 - "$@" <<'PY'
import errno, os, sys
op, path = sys.argv[1], sys.argv[2]
arg = sys.argv[3] if len(sys.argv) > 3 else ''
step = op
def write_all(fd, data):
    global step
    step = 'write'
    view = memoryview(data)
    while len(view):
        n = os.write(fd, view)
        view = view[n:]
try:
    if op in ('read',):
        step = 'open'; fd = os.open(path, os.O_RDONLY)
        step = 'read'; os.read(fd, 65536)
        step = 'close'; os.close(fd)
    elif op in ('write', 'writeesc', 'append', 'writen', 'create', 'rdwr'):
        flags = {'write': os.O_WRONLY | os.O_TRUNC, 'writeesc': os.O_WRONLY | os.O_TRUNC,
                 'append': os.O_WRONLY | os.O_APPEND,
                 'writen': os.O_WRONLY | os.O_TRUNC, 'rdwr': os.O_RDWR,
                 'create': os.O_WRONLY | os.O_CREAT | os.O_TRUNC}[op]
        step = 'open'; fd = os.open(path, flags, 0o644)
        if op == 'writen':
            write_all(fd, b'x' * int(arg))
        elif op == 'writeesc':
            write_all(fd, arg.encode().decode('unicode_escape').encode('latin-1'))
        elif op != 'create':
            write_all(fd, arg.encode())
        if op == 'rdwr':
            step = 'read'; os.read(fd, 65536)
        step = 'close'; os.close(fd)
    elif op == 'mkdir': os.mkdir(path)
    elif op == 'rmdir': os.rmdir(path)
    elif op == 'unlink': os.unlink(path)
    elif op == 'stat': os.stat(path)
    elif op == 'listdir': os.listdir(path)
    else: raise SystemExit('bad op ' + op)
    print('ok')
except OSError as e:
    print('%s:%s' % (step, errno.errorcode.get(e.errno, e.errno)))
PY
}

# ctl_run DIR CMD: runs CMD through DIR/exec and prints its combined output
# (DIR is .../ctl or .../sessions/NAME).
ctl_run() {
  printf '%s\n' "$2" > "$1/exec" && cat "$1/out"
}

# now_ms: wall clock in milliseconds.
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

# out_has FILE TEXT: FILE (an out file) shows TEXT within 20 s (out blocks
# while the terminal runs, and a prompt ends without a newline).
out_has() {
  python3 - "$1" "$2" <<'PY'
import os, sys, threading
path, want = sys.argv[1], sys.argv[2].encode()
found = threading.Event()
def read():
    buf = b""
    with open(path, "rb", buffering=0) as f:
        while True:
            chunk = f.read(65536)
            if not chunk:
                return
            buf += chunk
            if want in buf:
                found.set()
                return
threading.Thread(target=read, daemon=True).start()
found.wait(20)
os._exit(0 if found.is_set() else 1)
PY
}
