#!/usr/bin/env bash
# contexts.sh — code contexts (libsbx's sbx_ctx_* and the drivers it installs
# in the sandbox) with real python3 and node inside a real sandbox. The
# checks are in tests/itest_contexts.c, which prints TAP; this script runs
# it against sbxd, then against sbxd --bridge-compat (every extension off:
# the normal exec route alone must do), folding its lines into one stream.
. "$(dirname "$0")/../lib.sh"
BIN=$SBX_BUILD/tests/itest_contexts

run_itest() {
  local line rc=
  while IFS= read -r line; do
    case $line in
      "ok "*"# SKIP"*) t_skip "${line#ok * - }" ;;
      "ok "*) ok "${line#ok * - }" ;;
      "not ok "*) not_ok "${line#not ok * - }" ;;
      "1.."*) ;;
      "ITEST-EXIT "*) rc=${line#ITEST-EXIT } ;;
      "#"*) echo "$line" ;;
      *) echo "#   $line" ;;
    esac
  done < <("$BIN" "$@" 2>&1; echo "ITEST-EXIT $?")
  [ "$rc" = 0 ] || { [ "$T_FAILED" -gt 0 ] || not_ok "itest_contexts $* exited ${rc:-?}"; }
}

for t in python3 node; do
  command -v "$t" >/dev/null || t_bail "$t is not installed (scripts/install-deps)"
done

t_start_sbxd
echo "# sbxd at $SBX_URL (pid $SBXD_PID)"
ITEST_ID=contexts run_itest
t_stop_sbxd

unset SANDBOX_API_KEY
SBXD_STATE=$T_TMP/state-compat t_start_sbxd --bridge-compat
echo "# sbxd --bridge-compat at $SBX_URL (pid $SBXD_PID)"
ITEST_ID=contextscompat run_itest
t_stop_sbxd
t_done
