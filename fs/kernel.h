/* kernel — the kernel's caches of the mount: how long it may keep entries,
 * attributes and file data, which workspace paths it holds, and telling it
 * precisely what went stale.
 *
 * Why the high-level (path) libfuse API still: every change sbxfs learns
 * of names a path, and libfuse's node table maps a path to the kernel's
 * inode (fuse_invalidate_path). What the path API hides is node ids, so a
 * dentry (FUSE_NOTIFY_INVAL_ENTRY needs the parent's node id) can be
 * dropped only below the one node id it does give away, the root's: after
 * a command, MOUNT/<id> is invalidated as a whole (every name below it is
 * looked up again), and the attributes of the paths still in use below it
 * (a shell's cwd, open files) are invalidated one by one. Names in use
 * keep their dentries through that drop and come back with MOUNT/<id>;
 * a new kernel epoch (devio.h, Linux 6.16+), sent with it when the kernel
 * may hold a workspace name there, makes the kernel look each of them up
 * again at its next use. The other thing
 * the path API cannot do is choose a timeout per node, so control files
 * are cached like the workspace and their attributes are invalidated just
 * after each answer (kernel_uncached).
 *
 * Notifications are sent by one thread of this module, never from a FUSE
 * request (the kernel may wait for one of our requests while it applies
 * them); a caller that needs it done waits a bounded time.
 *
 * Thread-safe: one lock (a leaf) for the set of seen paths and the queue.
 */
#ifndef SBXFS_KERNEL_H
#define SBXFS_KERNEL_H

#include <stdbool.h>
#include <sys/stat.h>
#include <time.h>

struct fuse;
struct fuse_config;
struct kernel;

/* Entry and attribute timeouts for a metadata cache of timeout seconds
 * (0: the kernel caches nothing), no negative entries. */
void kernel_configure(double timeout, struct fuse_config *cfg);
/* f: the session to notify (NULL: notify nobody, for tests: then every
 * notification is made at once on the caller's thread). timeout as above;
 * now: a monotonic clock in seconds (NULL: CLOCK_MONOTONIC). */
int kernel_new(struct fuse *f, double timeout, double (*now)(void), struct kernel **out);
/* Sends nothing more (the session ends): stops the thread. NULL ok. */
void kernel_stop(struct kernel *k);
void kernel_free(struct kernel *k); /* NULL ok; stops first */
/* For tests: fn(arg, 'i', path) instead of invalidating path's inode,
 * fn(arg, 'e', name) instead of dropping MOUNT/name. */
void kernel_set_notify(struct kernel *k, int (*fn)(void *arg, char what, const char *path),
		       void *arg);
/* For tests: starts the notifier thread of a kernel made without a
 * session, as one with a session has it. */
int kernel_test_start(struct kernel *k);

/* The kernel now holds path's attributes *st (a workspace getattr); ino:
 * the sandbox's inode number of the file. */
void kernel_saw(struct kernel *k, const char *path, const struct stat *st, ino_t ino);
/* A workspace getattr starts (+1) or ends (-1) answering: from before it
 * reads the metadata cache until kernel_saw (an answer in between counts
 * as held when a command ends: kernel_stale_below). */
void kernel_answering(struct kernel *k, int delta);
/* Whether the kernel may hold other attributes of path than this size
 * and mtime (an open found the sandbox file changed). */
bool kernel_differs(struct kernel *k, const char *path, off_t size, const struct timespec *mtime);
/* path's attributes were just answered but must not stay cached (a
 * control file): invalidated right after the kernel applied them (a few
 * ms later; earlier, it would drop the answer and keep an old size). */
void kernel_uncached(struct kernel *k, const char *path);
/* The kernel's attributes and data of path are stale (k: struct kernel);
 * returns once it was told (or after a bounded wait). */
void kernel_stale(void *k, const char *path);
/* This thread has uploaded path, the file whose FUSE_FLUSH (a close) it
 * answers (NULL: no longer): the kernel holds its data as sent, so a
 * kernel_stale of path meanwhile invalidates its attributes only, and
 * sends that itself. */
void kernel_flushing(const char *path);
/* Everything below prefix ("/<id>": a command ran in sandbox id) is
 * stale: its names, and the attributes and data of every path the kernel
 * may hold there. Returns once told (bounded wait). */
void kernel_stale_below(void *k, const char *prefix);
/* Sandbox prefix ("/<id>") is being removed through the mount (on), or
 * no longer (off): a kernel_stale_below of it stops waiting at once (the
 * rmdir holds the lock of the mount's root, which the invalidation of
 * MOUNT/<id> needs, until it returns: a terminal's reader, ended by the
 * destroy, waited 0.5 s for it). */
void kernel_release_below(void *k, const char *prefix, bool on);

/* The data or size of a hard-linked file changed through one name (except,
 * under prefix "/<id>"): the attributes the kernel holds of its other
 * names (the sandbox's inode ino), each a node of its own in the path API,
 * are stale (k: struct kernel). Returns once told (bounded wait). */
void kernel_stale_links(void *k, const char *prefix, ino_t ino, const char *except);

/* What the kernel was last told of path within the timeout (k: struct
 * kernel): the sandbox's inode, the link count and the mode; false when
 * nothing. (The metadata cache may have let it go: a command.) */
bool kernel_seen_file(void *k, const char *path, ino_t *ino, nlink_t *nlink, mode_t *mode);

/* Whether the kernel may hold, within the timeout, a name below prefix
 * other than except whose file is the sandbox's inode ino (k: struct
 * kernel). */
bool kernel_seen_elsewhere(void *k, const char *prefix, ino_t ino, const char *except);

/* Paths remembered (tests). */
unsigned long kernel_seen_count(struct kernel *k);
/* How many callers stopped waiting for their notification after WAIT_MAX
 * (the bound that keeps a cycle through the kernel from hanging): each may
 * have let a stale attribute be seen. .sbxfs/stats: kernel:late. */
unsigned long kernel_late(void);
/* Tests: whether every record is in its inode number's slot, once. */
bool kernel_check(struct kernel *k);

#endif
