#!/usr/bin/env bash
# sbxd_fuzz: the libFuzzer targets (tests/fuzz/) for a bounded time each:
# raw connections into sbxd's HTTP server and routes (fuzz_http), and the
# path rules checked against their contracts (fuzz_paths). A crash, a
# sanitizer report, a hang or a broken invariant fails. `make fuzz` runs
# them longer (FUZZ_SECONDS, default 300).
. "$(dirname "$0")/../lib.sh"

secs=${SBX_FUZZ_SECONDS:-12}
if [ ! -x "$SBX_BUILD/fuzz/fuzz_http" ] || [ ! -x "$SBX_BUILD/fuzz/fuzz_paths" ]; then
  make -s -C "$SBX_SRC" BUILD="$SBX_BUILD" fuzz-build >"$T_TMP/build.log" 2>&1 ||
    { sed 's/^/# /' "$T_TMP/build.log" | tail -20; t_bail "the fuzz targets do not build (clang, libclang-rt-14-dev)"; }
fi
for name in http paths; do
  out=$(TMPDIR=$T_TMP "$SBX_SRC/tests/fuzz/run" "$SBX_BUILD" "$secs" "$T_TMP/corpus" $name)
  echo "$out" | sed 's/^/# /'
  t_check "fuzz_$name ran $secs s without a crash, hang or broken invariant" \
    bash -c "[[ '$(echo "$out" | head -1)' == 'fuzz_$name: ok'* ]]"
done
t_check "the harness left no sandbox state behind" bash -c "! ls -d '$T_TMP'/sbxd-fuzz.* 2>/dev/null"
t_done
