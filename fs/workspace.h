/* workspace — the operations on MOUNT/<id>/workspace/...: a peer of the
 * control files (fs/ctlfs.h). Metadata comes from fs/cache.c (filled from
 * libsbx), file data from fs/filecache.c, and every change is reported to
 * fs/changes.c. fs/ops.c dispatches here for TREE_WORKSPACE nodes; each
 * function takes the parsed path (t) and returns 0 or -errno.
 */
#ifndef SBXFS_WORKSPACE_H
#define SBXFS_WORKSPACE_H

#include <fuse.h>
#include <sys/stat.h>

#include "mount.h"
#include "tree.h"

/* The name the sandbox has for path, a hidden name libfuse moved an open
 * file to although the file was not removed (a rename between two names
 * of one file over the open one: see workspace.c); otherwise path itself.
 * buf: where the other name goes. */
const char *ws_alias(const char *path, char *buf, size_t size);
/* Whether a hidden name stands for path (the other way round). */
bool ws_alias_real(const char *path);
/* libfuse's unlink of the hidden name path at its last close: true when
 * it stands for another name (nothing to remove in the sandbox); the entry
 * goes, unless the kernel may still hold the real name as that node (a
 * rename that failed). */
bool ws_alias_drop(const char *path);
/* Returns rc; a successful setattr (rc 0) of a hidden name makes the getattr
 * that answers it count the name out (see workspace.c). */
int ws_after_setattr(const char *path, int rc);
int ws_getattr(struct sbxfs *fs, const char *path, const struct tree_node *t, struct stat *st);
/* Returns rc; after a write or truncate through h (rc >= 0), the other
 * names of a hard-linked file are told (changes_data_linked). */
int ws_data_changed(struct sbxfs *fs, struct fh *h, int rc);
void ws_getattr_detached(struct sbxfs *fs, struct fh *h, struct stat *st);
/* A getattr of path, a file open here (through h, or any descriptor when
 * h is NULL: fstat names none) whose name the sandbox says is gone: a
 * command moved or removed it. Answers what the open file has (or, when
 * the sandbox has the name after all, its attributes); -ENOENT when path
 * is not open here. */
int ws_getattr_lost(struct sbxfs *fs, const char *path, const struct tree_node *t, struct fh *h,
		    struct stat *st);
int ws_readlink(struct sbxfs *fs, const char *path, const struct tree_node *t, char *buf,
		size_t size);
int ws_readdir(struct sbxfs *fs, const char *path, const struct tree_node *t, void *buf,
	       fuse_fill_dir_t filler);
int ws_mkdir(struct sbxfs *fs, const char *path, const struct tree_node *t, mode_t mode);
int ws_rmdir(struct sbxfs *fs, const char *path, const struct tree_node *t);
/* MOUNT/<id> removed: the sandbox is destroyed. */
int ws_destroy_sandbox(struct sbxfs *fs, const char *path, const char *id);
int ws_unlink(struct sbxfs *fs, const char *path, const struct tree_node *t);
int ws_symlink(struct sbxfs *fs, const char *target, const char *path, const struct tree_node *t);
/* Both in the same sandbox's workspace (checked by the caller). */
int ws_rename(struct sbxfs *fs, const char *from, const struct tree_node *a, const char *to,
	      const struct tree_node *b, unsigned int flags);
/* A rename to `to` refused before ws_rename: libfuse may have hidden an
 * open file at `to` for it already, which then still is the file there. */
void ws_rename_refused(struct sbxfs *fs, const char *to);
int ws_link(struct sbxfs *fs, const char *from, const struct tree_node *a, const char *to,
	    const struct tree_node *b);
int ws_chmod(struct sbxfs *fs, const char *path, const struct tree_node *t, mode_t mode);
int ws_chown(struct sbxfs *fs, const char *path, const struct tree_node *t, uid_t uid, gid_t gid);
int ws_truncate(struct sbxfs *fs, const char *path, const struct tree_node *t, off_t size);
int ws_utimens(struct sbxfs *fs, const char *path, const struct tree_node *t,
	       const struct timespec ts[2]);
/* open, or create with *create_mode: fi->fh gets an FH_FILE handle. */
int ws_open(struct sbxfs *fs, const char *path, const struct tree_node *t,
	    struct fuse_file_info *fi, const mode_t *create_mode);
int ws_mknod(struct sbxfs *fs, const char *path, const struct tree_node *t, mode_t mode);
/* close(2) and fsync of an FH_FILE: uploads what is dirty. */
int ws_flush(struct sbxfs *fs, struct fh *h, bool at_close);
/* The last release of an FH_FILE (h freed by the caller). */
void ws_release(struct sbxfs *fs, struct fh *h);
/* Uploads of closed files that failed transiently, before a command in
 * sandbox id runs (best effort). */
void ws_before_command(struct sbxfs *fs, const char *id);
/* The current mount path of an open file into buf; NULL once unlinked. */
const char *ws_handle_path(struct sbxfs *fs, struct fh *h, char *buf, size_t size);

#endif
