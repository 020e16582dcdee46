#!/usr/bin/env bash
# ctl/snapshot: reading gives a tar of /workspace, writing a tar restores
# it; round trip workspace -> tar -> new sandbox -> equal tree (issue 5).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/ctl_common.bash"

t_start_sbxd
t_mount
mkdir "$MNT/snapsrc" "$MNT/snapdst" || t_bail "mkdir sandboxes"
S=$MNT/snapsrc/ctl
T=$MNT/snapdst/ctl

cat > "$T_TMP/mk.sh" <<'SH'
mkdir -p src/lib "dir with space/inner" empty
printf 'int main(void) { return 0; }\n' > src/main.c
printf 'echo run\n' > src/run.sh && chmod 755 src/run.sh
head -c 300000 /dev/urandom > src/lib/blob.bin
printf 'x' > "dir with space/inner/f"
ln -s src/main.c link-to-main
: > empty-file
SH
cat "$T_TMP/mk.sh" > "$S/exec"
t_eq "source tree made" "0" "$(cat "$S/out"; cat "$S/status")"
# A description of the tree: type, mode, size, link target and content hash.
describe='find . -mindepth 1 | LC_ALL=C sort | while IFS= read -r p; do
  if [ -L "$p" ]; then echo "$p l $(readlink "$p")"
  elif [ -d "$p" ]; then echo "$p d $(stat -c %a "$p")"
  else echo "$p f $(stat -c "%a %s" "$p") $(sha256sum < "$p" | cut -c1-16)"; fi
done'
echo "$describe" > "$S/exec"
src=$(cat "$S/out")
t_check "the description covers the tree" bash -c "[[ \$(wc -l <<< '$src') -ge 10 ]]"

cat "$S/snapshot" > "$T_TMP/ws.tar"
t_check "reading ctl/snapshot gives a tar" bash -c "tar tf '$T_TMP/ws.tar' >/dev/null"
t_check "the tar has the workspace's files" bash -c "tar tf '$T_TMP/ws.tar' | grep -q 'src/lib/blob.bin'"
t_check "reading it again gives the same tar listing" bash -c "diff <(tar tf '$T_TMP/ws.tar' | sort) <(tar tf '$S/snapshot' | sort)"

t_check "writing the tar to the new sandbox's ctl/snapshot succeeds" bash -c "cat '$T_TMP/ws.tar' > '$T/snapshot'"
echo "$describe" > "$T/exec"
t_eq "the new sandbox has an equal tree" "$src" "$(cat "$T/out")"
t_check "and the mount shows the same files" diff -r "$MNT/snapsrc/workspace/src" "$MNT/snapdst/workspace/src"

t_errno "a tar written with python (open/write/close) works too" "ok" create "$T/snapshot"
printf 'this is not a tar archive at all, not even close\n%.0s' $(seq 20) > "$T_TMP/bad.tar"
t_errno "a broken tar fails close() with an error" "close:EIO" write "$T/snapshot" "$(cat "$T_TMP/bad.tar")"
# Past 32 MiB (what one hydrate request takes, the bridge's limit) the
# archive goes into the sandbox as a file and is extracted there: any
# size restores, byte for byte, compressed or not; one cut short restores
# nothing; the temporary file leaves no trace.
python3 - "$T_TMP" <<'PY'
import gzip, hashlib, io, os, sys, tarfile
d = sys.argv[1]
def mk(name, members, mode="w", **kw):
    with tarfile.open(os.path.join(d, name), mode, **kw) as t:
        for n, size in members:
            data = os.urandom(size)
            i = tarfile.TarInfo("./" + n)
            i.size = len(data)
            i.mode = 0o640
            t.addfile(i, io.BytesIO(data))
            with open(os.path.join(d, n + ".sum"), "w") as f:
                f.write(hashlib.sha256(data).hexdigest())
mk("big.tar", [("big-a", 20 << 20), ("big-b", 20 << 20), ("big-small", 1000)])
mk("bigz.tar.gz", [("bigz-a", 34 << 20)], "w:gz", compresslevel=1)
mk("cut.tar", [("cut-a", 30 << 20), ("cut-b", 10 << 20)])
with open(os.path.join(d, "cut.tar"), "r+b") as f:
    f.truncate(36 << 20)   # the second member cut in its middle
PY
# written as cat does, 128 KiB at a time, and as python does, 1 MiB
py_copy='import errno, sys
f = open(sys.argv[2], "wb", buffering=0)
w = "ok"
try:
    with open(sys.argv[1], "rb") as s:
        while True:
            b = s.read(1 << 20)
            if not b:
                break
            f.write(b)
except OSError as e:
    w = errno.errorcode[e.errno]
try:
    f.close(); c = "ok"
except OSError as e:
    c = errno.errorcode[e.errno]
print(w, c)'
t_check "a 40 MiB tar written to ctl/snapshot (cat) restores" bash -c "cat '$T_TMP/big.tar' > '$T/snapshot'"
echo 'cd /workspace && for f in big-a big-b big-small; do printf "%s %s %s\n" $f $(stat -c %a $f) $(sha256sum < $f | cut -d" " -f1); done' >"$T/exec"
t_eq "... every member byte for byte, with its mode" \
  "$(for f in big-a big-b big-small; do echo "$f 640 $(cat "$T_TMP/$f.sum")"; done)" "$(cat "$T/out")"
t_eq "... and the mount shows it at once" "$((20 << 20))" "$(stat -c %s "$MNT/snapdst/workspace/big-b")"
t_eq "a 34 MiB gzip-compressed tar (python, 1 MiB writes) restores" "ok ok" \
  "$(python3 -c "$py_copy" "$T_TMP/bigz.tar.gz" "$T/snapshot")"
echo 'sha256sum < /workspace/bigz-a | cut -d" " -f1' >"$T/exec"
t_eq "... byte for byte" "$(cat "$T_TMP/bigz-a.sum")" "$(cat "$T/out")"
t_eq "a 36 MiB tar cut in its second member: close fails with EIO" "ok EIO" \
  "$(python3 -c "$py_copy" "$T_TMP/cut.tar" "$T/snapshot")"
echo 'cd /workspace && ls -a | grep -c "^cut-\|^\.sbx-"' >"$T/exec"
t_eq "... and restores nothing, not even its whole first member, and leaves no temporary file" \
  "0" "$(cat "$T/out")"
rm -f "$T_TMP"/big* "$T_TMP"/cut*

t_umount
t_done
