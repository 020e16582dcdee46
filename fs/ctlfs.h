/* ctlfs — the virtual control files below MOUNT/<id>/: ctl/, sessions/,
 * processes/, ports/, contexts/ and terminals/ (DESIGN.md "The mounted
 * tree"); implemented by fs/ctlfs.c.
 *
 * This is the boundary between the FUSE layer (fs/ops.c, which owns inodes,
 * the workspace and the dispatch by node kind) and the control-file modules,
 * which know nothing of FUSE: ops.c calls ctlfs_* for any path whose first
 * component below the sandbox directory is "ctl", "sessions", "processes",
 * "ports", "contexts" or "terminals" (the directories themselves included),
 * and fs/ctlfs.c hands each call to the subtree that serves that directory
 * (fs/ctlsub.h: ctl/ sessions/ processes/ ports/ fs/ctlnode.c, contexts/
 * fs/contexts.c, terminals/ fs/terminals.c).
 *
 * `rel` is that path relative to MOUNT/<id>/, without leading slash:
 * "ctl", "ctl/exec", "sessions/build/out", "processes/123/log", "ports/8080".
 * All functions return 0 or a byte count on success and -errno on failure.
 * Control files are served direct_io (no page cache, sizes not known).
 */
#ifndef SBXFS_CTLFS_H
#define SBXFS_CTLFS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "sbx.h"

struct ctlfs;
struct ctlfs_file;

struct ctlfs_opts {
	struct sbx_client *client;
	const char *spool_dir;	/* private dir for output spool files (exists) */
	const char *server_url; /* for ctl/info */
	uid_t uid;		/* owner shown for every node */
	gid_t gid;
	/* Called after any command finished in sandbox `id` (commands change
	 * files): the FUSE layer drops that sandbox's cached metadata. */
	void (*invalidate)(void *arg, const char *id);
	void *invalidate_arg;
};

int ctlfs_new(const struct ctlfs_opts *opts, struct ctlfs **out);
/* Cancels running waits, frees everything; NULL ok. */
void ctlfs_free(struct ctlfs *cf);

/* True when rel's first component is one of the control directories. */
bool ctlfs_owns(const char *rel);

/* Attributes of a node: st_mode, st_size (0 for streams), st_nlink, times,
 * owner. -ENOENT for names that do not exist. */
int ctlfs_getattr(struct ctlfs *cf, const char *id, const char *rel, struct stat *st);

/* Lists a control directory; fill() returns non-zero to stop early. */
typedef int (*ctlfs_fill_fn)(void *arg, const char *name, const struct stat *st);
int ctlfs_readdir(struct ctlfs *cf, const char *id, const char *rel, ctlfs_fill_fn fill, void *arg);

/* Open an existing node (flags as open(2): O_RDONLY/O_WRONLY/O_RDWR,
 * O_TRUNC, O_APPEND). -EACCES/-EROFS for writes to read-only files. */
int ctlfs_open(struct ctlfs *cf, const char *id, const char *rel, int flags,
	       struct ctlfs_file **out);
/* Create a node (ports/<port>: exposes the port). -EINVAL for bad names,
 * -EPERM/-EACCES where creating makes no sense. */
int ctlfs_create(struct ctlfs *cf, const char *id, const char *rel, mode_t mode, int flags,
		 struct ctlfs_file **out);

/* Blocking reads wait for output while a command runs; they poll
 * interrupted(arg) at least every 100 ms and return -EINTR once it says so
 * (Ctrl-C on `cat ctl/out`). Returns 0 at EOF. A read returns as soon as
 * any output is there (short reads are normal: direct_io). When the kernel
 * has a FUSE request timeout configured (fs.fuse.*_request_timeout, Linux
 * >= 6.14; 0 = none, the default), a wait ends with -EAGAIN after half of
 * it rather than letting the kernel abort the connection. */
ssize_t ctlfs_read(struct ctlfs_file *f, char *buf, size_t size, off_t off,
		   bool (*interrupted)(void *arg), void *arg);
/* The same without a wait: -EAGAIN where ctlfs_read would wait (a read of
 * an O_NONBLOCK descriptor). */
ssize_t ctlfs_read_nowait(struct ctlfs_file *f, char *buf, size_t size, off_t off);
/* Whether a read at pos would return without waiting (data, EOF or an
 * error), for poll(2); files whose reads never wait are always ready. */
bool ctlfs_ready(struct ctlfs_file *f, off_t pos);
ssize_t ctlfs_write(struct ctlfs_file *f, const char *buf, size_t size, off_t off);
/* close(2) reaches the filesystem as flush: this is where a written
 * command starts, and its start failure is returned (close() fails). */
int ctlfs_flush(struct ctlfs_file *f);
int ctlfs_fsync(struct ctlfs_file *f);
/* Last close (FUSE release): flushes if needed and frees f. */
void ctlfs_release(struct ctlfs_file *f);
/* truncate/ftruncate on a control file (the shell's O_TRUNC path). */
int ctlfs_truncate(struct ctlfs *cf, const char *id, const char *rel, off_t size);

int ctlfs_mkdir(struct ctlfs *cf, const char *id, const char *rel, mode_t mode);
int ctlfs_rmdir(struct ctlfs *cf, const char *id, const char *rel);
int ctlfs_unlink(struct ctlfs *cf, const char *id, const char *rel);

/* The sandbox was destroyed (rmdir MOUNT/<id>): forget its sessions,
 * channels, ports. */
void ctlfs_forget_sandbox(struct ctlfs *cf, const char *id);

#endif
