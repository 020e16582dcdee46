/* processes — the helpers of processes/ that other modules use: signal names, pid names,
 * the text of processes/<pid>/status, and where spawned processes log.
 *
 * These are pure (unit-tested in tests/test_processes.c); fs/processes.c
 * also implements the directory (its tables are declared in fs/ctlfile.h),
 * with the ps caches and the pid -> log map of fs/ctlreg.c.
 */
#ifndef SBXFS_PROCESSES_H
#define SBXFS_PROCESSES_H

#include <stdbool.h>
#include <stddef.h>

#include "sbx.h"

/* Directory in the sandbox holding the logs of processes started through
 * processes/spawn. */
#define PROCESSES_LOG_DIR "/tmp/.sbxfs/logs"

/* What processes/<pid>/ctl accepts: term, kill, int, hup, stop, cont, quit,
 * usr1, usr2 (any case, optional "sig" prefix) or a number 1..64; leading
 * and trailing white space ignored. -EINVAL otherwise. */
int processes_parse_signal(const char *text, size_t len, int *sig);

/* A decimal pid without sign or leading zero, 1..4194304; -ENOENT otherwise
 * (such a name can never exist under processes/). */
int processes_parse_pid(const char *name, int *pid);

/* "pid: N\nppid: N\nstate: S (sleeping)\nstart_time: <ISO-8601 UTC>\n
 *  start_epoch: N\ncmdline: ...\n" */
int processes_status_text(const struct sbx_proc *p, struct sbx_buf *out);

#endif
