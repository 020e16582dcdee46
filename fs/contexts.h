/* contexts (ctxfs) — MOUNT/<id>/contexts/: code contexts as files.
 *
 *   contexts/                 ls lists the sandbox's contexts
 *     <name>/                 mkdir creates one (python); rmdir deletes it
 *       lang                  python | javascript; write before the first run
 *       run                   write a cell; close() starts it (per-descriptor
 *                             channel when opened O_RDWR, as ctl/exec)
 *       out                   the latest cell's stdout, then its value's text
 *       err                   its stderr (tracebacks, libsbx's notices)
 *       status                running | ok | error (the latest cell); new,
 *                             idle or dead when this mount ran none there
 *       ctl                   write `int` (interrupt) or `restart`
 *       results/              the latest cell's rich results: 1.png, 2.html ...
 *
 * The work is libsbx's (sbx_ctx_* in client/sbx.h); this module maps files
 * onto it and keeps what a file system needs: each cell of this mount runs
 * on a thread with its stdout and stderr spooled (fs/spool.c), so that
 * `cat out` streams and blocks until the cell ends, and Ctrl-C on that
 * `cat` interrupts the cell; plus short-lived caches of which contexts
 * exist and of result listings, so that `ls -l` costs one exec.
 *
 * fs/ctl.c hands it every path whose first component is "contexts" (rel
 * is relative to MOUNT/<id>/, no leading slash). Functions return 0 or a
 * byte count, or -errno.
 */
#ifndef SBXFS_CONTEXTS_H
#define SBXFS_CONTEXTS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "sbx.h"

struct ctxfs;
struct ctxfs_file;

struct ctxfs_opts {
	struct sbx_client *client;
	const char *spool_dir; /* private dir for output spools (exists) */
	uid_t uid;	       /* owner shown for every node */
	gid_t gid;
	long wait_cap_ms; /* longest blocking read wait, -1: unbounded (see ctlfs_read) */
	/* Called when a cell finished in sandbox id (cells change files). */
	void (*invalidate)(void *arg, const char *id);
	void *invalidate_arg;
};

int ctxfs_new(const struct ctxfs_opts *opts, struct ctxfs **out);
/* Stops waiting for running cells (they go on in the sandbox), frees all. */
void ctxfs_free(struct ctxfs *x);

/* True when rel is "contexts" or below it. */
bool ctxfs_owns(const char *rel);

int ctxfs_getattr(struct ctxfs *x, const char *id, const char *rel, struct stat *st);
typedef int (*ctxfs_fill_fn)(void *arg, const char *name, const struct stat *st);
int ctxfs_readdir(struct ctxfs *x, const char *id, const char *rel, ctxfs_fill_fn fill, void *arg);

int ctxfs_open(struct ctxfs *x, const char *id, const char *rel, int flags,
	       struct ctxfs_file **out);
/* O_CREAT of a name: opens it when it exists, else EACCES (fixed names). */
int ctxfs_create(struct ctxfs *x, const char *id, const char *rel, int flags,
		 struct ctxfs_file **out);
/* As ctlfs_read: blocking reads of a running cell's out/err poll
 * interrupted(arg) and return -EINTR once it says so — and then interrupt
 * the cell, as Ctrl-C does in a notebook. */
ssize_t ctxfs_read(struct ctxfs_file *f, char *buf, size_t size, off_t off,
		   bool (*interrupted)(void *arg), void *arg);
/* lang and ctl act on each complete line at write() (so that `echo x >`
 * sees the error); run keeps the cell until flush. */
ssize_t ctxfs_write(struct ctxfs_file *f, const char *buf, size_t size, off_t off);
/* Starts a written cell (its start failure is returned); applies a lang or
 * ctl line written without a newline. */
int ctxfs_flush(struct ctxfs_file *f);
void ctxfs_release(struct ctxfs_file *f); /* NULL ok */
int ctxfs_truncate(struct ctxfs *x, const char *id, const char *rel, off_t size);

int ctxfs_mkdir(struct ctxfs *x, const char *id, const char *rel, mode_t mode);
int ctxfs_rmdir(struct ctxfs *x, const char *id, const char *rel);
int ctxfs_unlink(struct ctxfs *x, const char *id, const char *rel);

/* The sandbox was destroyed: forget what is known of its contexts. */
void ctxfs_forget_sandbox(struct ctxfs *x, const char *id);

#endif
