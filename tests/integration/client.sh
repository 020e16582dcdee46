#!/usr/bin/env bash
# client.sh — libsbx (client/) against a real sbxd. The checks are in the C
# program tests/itest_client.c, which prints TAP; this script starts and
# stops sbxd around it and renumbers its lines into one TAP stream:
#   1. every call against sbxd (extensions available)
#   2. the POSIX + file suite with SBX_NO_EXTENSIONS=1 (the plain exec paths);
#      byte-exact reads of text-typed files (itest_client exact) both ways
#   3. a stopped sbxd (SIGSTOP): ETIMEDOUT within the bound
#   4. the POSIX + file suite (40 and 100 MiB included) against sbxd --bridge-compat
#   5. a gone sbxd: ECONNREFUSED within the bound
#   6. the POSIX + file suite against sbxd --bridge-compat=next: exec runs on
#      processes (detected from the first /exec 404), sessions are the client's
. "$(dirname "$0")/../lib.sh"
t_start_sbxd
echo "# sbxd at $SBX_URL (pid $SBXD_PID)"
ITEST_ID=clientall t_itest all
SBX_NO_EXTENSIONS=1 ITEST_ID=clientnoext t_itest posix
ITEST_ID=clientexact t_itest exact
SBX_NO_EXTENSIONS=1 ITEST_ID=clientexactnoext t_itest exact

kill -STOP "$SBXD_PID"
ITEST_ID=clientall t_itest stalled
kill -CONT "$SBXD_PID"
t_stop_sbxd

unset SANDBOX_API_KEY
SBXD_STATE=$T_TMP/state-compat t_start_sbxd --bridge-compat
echo "# sbxd --bridge-compat at $SBX_URL (pid $SBXD_PID)"
ITEST_COMPAT=1 ITEST_ID=clientcompat t_itest posix-big
t_stop_sbxd
ITEST_ID=clientcompat t_itest refused

SBXD_STATE=$T_TMP/state-next t_start_sbxd --bridge-compat=next
echo "# sbxd --bridge-compat=next at $SBX_URL (pid $SBXD_PID)"
ITEST_COMPAT=1 ITEST_ID=clientnext t_itest posix
t_stop_sbxd
t_done
