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
t_errno "a tar over 32 MiB fails write() with EFBIG" "write:EFBIG" writen "$T/snapshot" $((33 * 1024 * 1024))
# ... and its first 32 MiB are not restored: a real tar of 40 MiB, written
# as cat does, fails, and close says so again without touching the sandbox
python3 - "$T_TMP/big.tar" <<'PY'
import io, os, sys, tarfile
with tarfile.open(sys.argv[1], "w") as t:
    for n in ("big-a", "big-b"):
        d = os.urandom(20 << 20)
        i = tarfile.TarInfo("./" + n)
        i.size = len(d)
        t.addfile(i, io.BytesIO(d))
PY
out=$(python3 - "$T_TMP/big.tar" "$T/snapshot" <<'PY'
import errno, sys
src, dst = sys.argv[1], sys.argv[2]
f = open(dst, "wb", buffering=0)
w = "ok"
try:
    with open(src, "rb") as s:
        while True:
            b = s.read(1 << 20)
            if not b:
                break
            f.write(b)
except OSError as e:
    w = errno.errorcode[e.errno]
try:
    f.close()
    c = "ok"
except OSError as e:
    c = errno.errorcode[e.errno]
print(w, c)
PY
)
echo 'ls /workspace | grep -c "^big-"' >"$T/exec"
t_eq "a 40 MiB tar written to ctl/snapshot: write and close fail with EFBIG, nothing of it restored" \
  "EFBIG EFBIG 0" "$out $(cat "$T/out")"
rm -f "$T_TMP/big.tar"

t_umount
t_done
