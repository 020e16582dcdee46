#!/usr/bin/env bash
# client_next.sh — libsbx against sbxd in each bridge generation: the C
# program tests/itest_next.c (TAP) runs against
#   1. sbxd (both generations: exec on /exec, processes, terminals, /pty)
#   2. sbxd --bridge-compat=v1 (no processes or terminals: ENOSYS)
#   3. sbxd --bridge-compat=next (exec, sessions, spawn on processes; no /pty)
# with the same exec checks in every mode.
. "$(dirname "$0")/../lib.sh"
BIN=$SBX_BUILD/tests/itest_next
export T_TMP

run_itest() {
  local line rc=
  while IFS= read -r line; do
    case $line in
      "ok "*) ok "${line#ok * - }" ;;
      "not ok "*) not_ok "${line#not ok * - }" ;;
      "1.."*) ;;
      "ITEST-EXIT "*) rc=${line#ITEST-EXIT } ;;
      "#"*) echo "$line" ;;
      *) echo "#   $line" ;;
    esac
  done < <("$BIN" "$@" 2>&1; echo "ITEST-EXIT $?")
  [ "$rc" = 0 ] || { [ "$T_FAILED" -gt 0 ] || not_ok "itest_next $* exited ${rc:-?}"; }
}

for mode in both v1 next; do
  case $mode in
    both) SBXD_STATE=$T_TMP/state-$mode t_start_sbxd ;;
    *) SBXD_STATE=$T_TMP/state-$mode t_start_sbxd --bridge-compat=$mode ;;
  esac
  echo "# sbxd ($mode) at $SBX_URL (pid $SBXD_PID)"
  ITEST_ID=clientnext${mode/1/one} run_itest $mode
  t_stop_sbxd
done
t_done
