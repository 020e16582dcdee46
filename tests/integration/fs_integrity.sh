#!/usr/bin/env bash
# fs_integrity.sh — data integrity through a real mount: 500 files (edge
# sizes 0 B .. 2 MiB around the page and 1 MiB boundaries, 40 random ones up to
# 2 MiB, the rest up to 256 KiB) and a 100 MiB file keep their SHA-256 through the
# mount, through a fresh mount (no local caches), and as the sandbox sees
# them; files the sandbox writes read back byte-equal through the mount.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/fs_common.inc"

export XDG_STATE_HOME=$T_TMP/xdg
t_start_sbxd
t_mount -o cache_timeout=2
ID=integrity
mkdir "$MNT/$ID"
W=$MNT/$ID/workspace
SRC=$T_TMP/src
mkdir -p "$SRC"

python3 - "$SRC" <<'PY'
import os, random, sys
random.seed(4242)
d = sys.argv[1]
for i in range(500):
    if i < 25:
        n = random.choice([0, 1, 4095, 4096, 4097])
    elif i < 32:
        n = [65535, 65536, 1048575, 1048576, 1048577, 2097151, 2097152][i - 25]
    elif i < 72:
        n = random.randint(0, 2 * 1024 * 1024)
    else:  # many small-to-middling files: the count matters, not the bytes
        n = random.randint(0, 256 * 1024)
    with open(os.path.join(d, "f%03d.bin" % i), "wb") as f:
        f.write(os.urandom(n))
PY
(cd "$SRC" && sha256sum -- *.bin) >"$T_TMP/want"

start=$(date +%s)
cp -r "$SRC" "$W/many"
t_check "500 files copied into the mount" test $? -eq 0
echo "# 500 files in: $(( $(date +%s) - start )) s"
t_eq "read back through the mount: equal SHA-256" "$(cat "$T_TMP/want")" \
  "$(cd "$W/many" && sha256sum -- *.bin)"
t_eq "8 parallel readers see equal SHA-256" "$(sort -k2 "$T_TMP/want")" \
  "$(cd "$W/many" && ls | xargs -P 8 -n 25 sha256sum -- | sort -k2)"
mkdir "$W/par"
(cd "$SRC" && ls | head -64 | xargs -P 8 -I{} cp {} "$W/par/{}")
t_eq "8 parallel writers: equal SHA-256" "$(cd "$SRC" && ls | head -64 | xargs sha256sum --)" \
  "$(cd "$W/par" && ls | xargs sha256sum --)"
t_eq "the sandbox sees equal SHA-256" "$(cat "$T_TMP/want")" \
  "$(sbx_run "$ID" 'cd /workspace/many && sha256sum -- *.bin')"

dd if=/dev/urandom of="$T_TMP/big" bs=1M count=100 status=none
want=$(sha256sum <"$T_TMP/big" | cut -d' ' -f1)
dd if="$T_TMP/big" of="$W/big" bs=1M status=none
t_check "100 MiB written with dd" test $? -eq 0
t_eq "100 MiB: size through the mount" "104857600" "$(stat -c %s "$W/big")"
t_eq "100 MiB: the sandbox's SHA-256" "$want" "$(sbx_run "$ID" 'sha256sum < /workspace/big' | cut -d' ' -f1)"

# sandbox -> mount
sbx_run "$ID" 'head -c 3000001 /dev/urandom > /workspace/fromsb && printf "\0\1\2\377" > /workspace/tiny' >/dev/null
sbx_sum=$(sbx_run "$ID" 'cat /workspace/fromsb /workspace/tiny | sha256sum' | cut -d' ' -f1)
t_wait_for 10 test -e "$W/fromsb"
t_eq "a file the sandbox wrote reads byte-equal through the mount" "$sbx_sum" \
  "$(cat "$W/fromsb" "$W/tiny" | sha256sum | cut -d' ' -f1)"

# a fresh mount has no local data: everything comes from the server
t_umount
t_mount -o cache_timeout=2
W=$MNT/$ID/workspace
t_eq "a fresh mount reads the 500 files equal" "$(cat "$T_TMP/want")" \
  "$(cd "$W/many" && sha256sum -- *.bin)"
t_eq "a fresh mount reads the 100 MiB file equal" "$want" "$(sha256sum <"$W/big" | cut -d' ' -f1)"
# overwrite in the middle of the big file, through the mount
printf 'PATCH' | dd of="$W/big" bs=1 seek=50000000 conv=notrunc status=none
printf 'PATCH' | dd of="$T_TMP/big" bs=1 seek=50000000 conv=notrunc status=none
t_eq "a 5-byte patch into 100 MiB reaches the sandbox" "$(sha256sum <"$T_TMP/big" | cut -d' ' -f1)" \
  "$(sbx_run "$ID" 'sha256sum < /workspace/big' | cut -d' ' -f1)"
t_done
