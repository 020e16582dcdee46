/* proclog — the followed logs behind processes/<pid>/log.
 *
 * A log is a spool (fs/spool.h) that the mount fills: at open, what the
 * process has logged so far, so that a reader and st_size see it at once;
 * then, while the process runs, a follower thread appends what it logs
 * next and finishes the spool when the process has ended. So `cat log`
 * streams and ends when the process exits, and `tail -f log` prints the
 * last lines, then follows.
 *
 * Two sources:
 *   - a process of the server (next generation): its log route, first what
 *     is logged now (no follow), then followed from the last cursor until
 *     the exit event; stdout and stderr in the order logged;
 *   - a log file in the sandbox (processes spawned through the mount on a
 *     v1 server, whose output goes there): read through exec from the byte
 *     the mount has up to the file's size at that moment, again every
 *     200 ms to 1 s while the process lives (a finished exec per look: no
 *     command is left behind in the sandbox when the reader goes).
 *
 * Opens of the same log share one spool and one follower; the last close
 * stops the follower (within a second) and drops the spool. A log is kept
 * on local disk while it is open, as ctl/out is. Thread-safe.
 */
#ifndef SBXFS_PROCLOG_H
#define SBXFS_PROCLOG_H

#include <stdbool.h>
#include <sys/types.h>

#include "sbx.h"
#include "spool.h"

struct proclogs;
struct proclog;

/* Where a process's log comes from: server_id or file (not both). */
struct proclog_src {
	int pid;	       /* the process in the sandbox */
	const char *server_id; /* the server's id of the process, or NULL */
	const char *file;      /* a log file in the sandbox, or NULL */
};

int proclogs_new(struct sbx_client *client, const char *spool_dir, struct proclogs **out);
/* Stops every follower and waits for them; NULL ok. No proclog may be
 * open any more. */
void proclogs_free(struct proclogs *pl);

/* Opens the log of src in sandbox id, or shares the one open already. On
 * return the spool holds what was logged up to now. -ENOENT when the
 * source has no such log; the server's errno otherwise. */
int proclog_open(struct proclogs *pl, const char *id, const struct proclog_src *src,
		 struct proclog **out);
/* Borrowed: valid until proclog_close. */
struct spool *proclog_spool(struct proclog *l);
void proclog_close(struct proclog *l); /* NULL ok */

/* The size of pid's log in sandbox id when one is open, else -1 (st_size
 * of processes/<pid>/log). */
off_t proclogs_size(struct proclogs *pl, const char *id, int pid);

/* The script run for one look at a log file (exposed for tests): $1 the
 * file, $2 the bytes the mount has, $3 the pid; prints the file's size, a
 * newline, and the bytes from $2 up to that size; exits 0 while the pid
 * lives (checked before the size is read, so nothing written before it
 * ended is missed), 1 once it does not, 3 when the file cannot be read. */
extern const char proclog_file_script[];

#endif
