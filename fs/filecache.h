/* filecache — the data of open workspace files. Each file open through the
 * mount is backed by one local spool file (shared by all opens of the same
 * path): downloaded whole on open, read and written locally, uploaded whole
 * on flush/fsync/release when dirty. Spools of closed, clean files are kept
 * (bounded) so that reopening an unchanged file needs no download and the
 * kernel may keep its page cache.
 *
 * Keys are mount paths ("/<id>/workspace/a.c"). Thread-safe: a table lock
 * for the set of nodes, one lock per node for its data (held across its
 * transfers, so a flush never races a write of the same file).
 */
#ifndef SBXFS_FILECACHE_H
#define SBXFS_FILECACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "sbx.h"

struct filecache;
struct fc_node;

/* dir: a private existing directory for spool files. idle_max: bytes of
 * closed clean spools kept for reuse. uploaded (may be NULL): told the new
 * attributes of a file the background flusher sent (a retried upload, or a
 * new empty file), from the flusher thread. */
int filecache_new(struct sbx_client *client, const char *dir, size_t idle_max,
		  void (*uploaded)(void *arg, const char *key, const struct sbx_stat *st),
		  void *arg, struct filecache **out);
/* Uploads what is still dirty; a spool that cannot be uploaded is left in
 * dir and named on stderr (never silently dropped). NULL ok. */
void filecache_free(struct filecache *fc);

/* Opens key. remote: the sandbox file's attributes (NULL when the file is
 * being created: it starts empty, dirty, with mode create_mode). flags as
 * open(2) (O_TRUNC honoured). *keep_cache: the spool equals what the kernel
 * may have cached (same sandbox size and mtime as when it was filled). */
int filecache_open(struct filecache *fc, const char *key, const struct sbx_stat *remote, int flags,
		   mode_t create_mode, struct fc_node **out, bool *keep_cache);
ssize_t filecache_read(struct fc_node *n, char *buf, size_t size, off_t off);
/* off < 0: append at the end of the spool. */
ssize_t filecache_write(struct fc_node *n, const char *buf, size_t size, off_t off);
int filecache_truncate(struct fc_node *n, off_t size);
/* Uploads when dirty. On an upload, *st gets the file's new attributes and
 * *uploaded is set. On failure the data stays dirty for the next try. */
int filecache_flush(struct filecache *fc, struct fc_node *n, struct sbx_stat *st, bool *uploaded);
/* As flush, for fsync: also sends a new empty file, which flush defers to
 * the next flush or release (a shell's `>` closes a dup before writing). */
int filecache_sync(struct filecache *fc, struct fc_node *n, struct sbx_stat *st, bool *uploaded);
/* Drops one open reference (the last close: tries an upload when dirty,
 * returns its error, the node then stays dirty for a later retry; 1 when
 * it uploaded, so the caller's cached attributes are stale). */
int filecache_release(struct filecache *fc, struct fc_node *n);
/* Local attributes of an open node (regular file, its size, local times). */
void filecache_node_stat(struct fc_node *n, struct sbx_stat *st);
/* The node's current key ("" once unlinked) into buf. */
void filecache_node_key(struct filecache *fc, struct fc_node *n, char *buf, size_t size);

/* Attributes as this mount sees them. FC_FULL: key is a file created here
 * and not yet uploaded, *st filled. FC_PATCHED: key is open or dirty, its
 * size and (when dirty) mtime were patched into *st. FC_NONE: untouched. */
enum fc_attr { FC_NONE, FC_PATCHED, FC_FULL };
enum fc_attr filecache_attr(struct filecache *fc, const char *key, struct sbx_stat *st,
			    bool full_only);
/* Key has a node that is open or holds unsent data. */
bool filecache_busy(struct filecache *fc, const char *key);
/* Uploads key's node if dirty (before chmod/rename/utimens of the path). */
int filecache_flush_key(struct filecache *fc, const char *key, struct sbx_stat *st, bool *uploaded);
/* If key is a file created here and not yet uploaded, its mode becomes
 * mode (applied by the upload) and 0 is returned; else -ENOENT. */
int filecache_set_create_mode(struct filecache *fc, const char *key, mode_t mode);
/* Sends now the new files below prefix that were closed but not yet sent
 * (empty files wait CREATE_DELAY for the flusher): before a command runs
 * in the sandbox, so it sees every file closed through the mount. Returns
 * the first error (the data stays for the flusher). */
int filecache_flush_pending(struct filecache *fc, const char *prefix);
/* If key is a file created here and not yet uploaded, its times (as
 * utimensat; UTIME_NOW is not taken) are applied by the upload (tar stamps
 * every file before its first close) and 0 is returned; else -ENOENT. */
int filecache_set_create_times(struct filecache *fc, const char *key, const struct timespec ts[2]);
/* Truncates an open node of key; -ENOENT when key is not open. */
int filecache_truncate_key(struct filecache *fc, const char *key, off_t size);
/* The sandbox file changed behind our back (or we changed its metadata):
 * if key's node is clean, its sandbox version becomes (size, mtime). */
void filecache_set_version(struct filecache *fc, const char *key, const struct sbx_stat *st);
/* key was unlinked: its node (if any) is detached (stays readable while
 * open, never uploaded). */
void filecache_unlink(struct filecache *fc, const char *key);
/* from (and everything below) moved to to; what was at to is detached. */
void filecache_rename(struct filecache *fc, const char *from, const char *to);
/* Detach every node at or below prefix (the sandbox was destroyed). */
void filecache_drop_prefix(struct filecache *fc, const char *prefix);

#endif
