/* ctlsub — the interface between fs/ctlfs.c (which serves the ctlfs_*
 * entry points of fs/ctlfs.h) and the subtrees below MOUNT/<id>/ that it
 * dispatches to by first path component:
 *
 *   ctl/ sessions/ processes/ ports/   fs/ctlnode.c (grammar fs/ctlpath.c)
 *   contexts/                          fs/contexts.c
 *   terminals/                         fs/terminals.c
 *
 * A subtree registers one struct ctlfs_subtree_ops; an open file of any
 * subtree begins with a struct ctlfs_file whose ops table serves its I/O.
 * `rel` is relative to MOUNT/<id>/ without leading slash, as in ctlfs.h;
 * every function returns 0 or a byte count, or -errno.
 */
#ifndef SBXFS_CTLSUB_H
#define SBXFS_CTLSUB_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "ctlfs.h"

/* How an open file of a subtree does I/O (see ctlfs_read & co. in ctlfs.h
 * for the contract of each). */
struct ctlfs_file_ops {
	ssize_t (*read)(struct ctlfs_file *f, char *buf, size_t size, off_t off,
			bool (*interrupted)(void *arg), void *arg);
	ssize_t (*write)(struct ctlfs_file *f, const char *buf, size_t size, off_t off);
	int (*flush)(struct ctlfs_file *f);
	/* Last close: frees f. */
	void (*release)(struct ctlfs_file *f);
	/* ctlfs_ready; NULL: always ready. Never waits: a file whose lock a
	 * request holds (a command being started through it) is not ready. */
	bool (*ready)(struct ctlfs_file *f, off_t pos);
};

/* The first member of every subtree's open-file struct. */
struct ctlfs_file {
	const struct ctlfs_file_ops *ops;
};

/* What a subtree serves; `sub` is its own state. */
struct ctlfs_subtree_ops {
	int (*getattr)(void *sub, const char *id, const char *rel, struct stat *st);
	int (*readdir)(void *sub, const char *id, const char *rel, ctlfs_fill_fn fill, void *arg);
	int (*open)(void *sub, const char *id, const char *rel, int flags, struct ctlfs_file **out);
	int (*create)(void *sub, const char *id, const char *rel, mode_t mode, int flags,
		      struct ctlfs_file **out);
	int (*truncate)(void *sub, const char *id, const char *rel, off_t size);
	int (*mkdir)(void *sub, const char *id, const char *rel, mode_t mode);
	int (*rmdir)(void *sub, const char *id, const char *rel);
	int (*unlink)(void *sub, const char *id, const char *rel);
	/* The sandbox was destroyed: forget what is known of it. */
	void (*forget_sandbox)(void *sub, const char *id);
	void (*free)(void *sub);
};

/* What every subtree is built with (fs/ctlfs.c fills it from ctlfs_opts). */
struct ctlfs_env {
	struct sbx_client *client;
	const char *spool_dir;	/* private dir for output spools (exists) */
	const char *server_url; /* for ctl/info */
	uid_t uid;		/* owner shown for every node */
	gid_t gid;
	long wait_cap_ms; /* longest blocking read wait, -1: unbounded (see ctlfs_read);
			   * read it through ctlfs_wait_cap */
	/* Called when commands may have changed files in sandbox id: drops the
	 * sandbox's cached metadata in the FUSE layer. */
	void (*invalidate)(void *arg, const char *id);
	void *invalidate_arg;
};

/* The longest the current read may wait: env's cap, or 0 in ctlfs_read_nowait. */
long ctlfs_wait_cap(const struct ctlfs_env *env);

#endif
