/* changes — the one place that records a change to the workspace: every
 * operation of the mount, the background flusher and every command run
 * through the mount report here what changed ("path created", "removed",
 * "renamed", "attributes changed", "uploaded", "sandbox changed by a
 * command"), and this module brings every cache up to date: the metadata
 * cache (fs/cache.h), the open files (fs/filecache.h), the links the user
 * made (fs/links.h) and the kernel's caches (a notify callback).
 *
 * The model is sshfs's cache.c, which wraps each operation and updates its
 * cache from what the operation did; here the operations stay plain calls
 * and report afterwards, because several answers carry the server's own
 * attributes of what changed (sbx_last_after), which are recorded as
 * facts rather than guessed.
 *
 * Paths are mount paths ("/<id>/workspace/a.c"). Thread-safe: it takes no
 * lock of its own around the caches' (each is thread-safe); the kernel
 * callback is called with none of them held.
 */
#ifndef SBXFS_CHANGES_H
#define SBXFS_CHANGES_H

#include <stdbool.h>

#include "sbx.h"

struct changes;
struct cache;
struct filecache;
struct links_own;

/* Borrows every part (none freed here). files and own may be NULL. */
int changes_new(struct cache *cache, struct filecache *files, struct links_own *own,
		struct changes **out);
void changes_free(struct changes *ch); /* NULL ok */
/* stale(arg, path): the kernel's attributes and data of path are stale;
 * stale_below(arg, prefix): of everything at or below prefix. Set by the
 * mount (fs/kernel.h); called without locks. */
void changes_on_kernel(struct changes *ch, void (*stale)(void *arg, const char *path),
		       void (*stale_below)(void *arg, const char *prefix), void *arg);
/* And the kernel's names of a hard-linked file that this cache let go;
 * seen(arg, path, ...): what the kernel was last told of path (its inode,
 * link count and mode), for a change the server answered without
 * attributes to a path the cache let go. */
void changes_on_kernel_links(struct changes *ch,
			     void (*stale_links)(void *arg, const char *prefix, ino_t ino,
						 const char *except),
			     bool (*seen)(void *arg, const char *path, ino_t *ino, nlink_t *nlink,
					  mode_t *mode));

/* ---- what the mount itself did (after the server said yes) ---------- */

/* path was created (st: its attributes when the caller knows them; link:
 * a new symlink's target). */
void changes_created(struct changes *ch, const char *path, const char *link,
		     const struct sbx_stat *st);
/* path (and everything below) was removed: unlink or rmdir. known (may
 * be NULL: what the cache knows) its attributes just before. */
void changes_removed(struct changes *ch, const char *path, const struct sbx_stat *known);
/* path was unlinked (the operation just done on this thread: its answer's
 * "left" gives a hard link's other names their attributes, else they are
 * forgotten, as changes_removed). */
void changes_unlinked(struct changes *ch, const char *path, const struct sbx_stat *known);
/* from moved to to (flags: RENAME_EXCHANGE swapped them). */
void changes_renamed(struct changes *ch, const char *from, const char *to, unsigned int flags);
/* An open file at from was unlinked in the sandbox and lives on under
 * hidden, a name only this mount knows (libfuse's hidden name). replaced:
 * by a rename over from, which changes_renamed then records (the server's
 * last answer is the rename's, not an unlink's). */
void changes_hidden(struct changes *ch, const char *from, const char *hidden, bool replaced);
/* to is a new hard link of from; known (may be NULL: what the cache or
 * the kernel knew) from's attributes just before. */
void changes_linked(struct changes *ch, const char *from, const char *to,
		    const struct sbx_stat *known);
/* path's attributes changed (chmod, chown, utimens, truncate). */
void changes_attrs(struct changes *ch, const char *path);
/* path's attributes are unknown now (a refused or unseen upload). */
void changes_attrs_unknown(struct changes *ch, const char *path);
/* path's data was uploaded; st: its new attributes, which changes_sent
 * stored when the upload was answered: the kernel and the other names of
 * a hard-linked file learn of it here. */
void changes_uploaded(struct changes *ch, const char *path, const struct sbx_stat *st);
/* An upload of path was answered (st), and the file cache still holds its
 * node's lock: only the metadata cache learns it (the one place it is
 * stored), the kernel is told by changes_uploaded afterwards. */
void changes_sent(struct changes *ch, const char *path, const struct sbx_stat *st);
/* A file open here (attributes *st) got new data or a new size through
 * path: when it is hard-linked, what is known of its other names is stale
 * (they show its local data, fs/filecache.c). */
void changes_data_linked(struct changes *ch, const char *path, const struct sbx_stat *st);
/* A hard-linked file (attributes *before, as last known) was uploaded
 * before an open of path: its attributes there (the cache's and the
 * kernel's) and under every other name are asked again. */
void changes_uploaded_linked(struct changes *ch, const char *path, const struct sbx_stat *before);

/* ---- what happened inside a sandbox --------------------------------- */

/* A command through the mount (ctl/exec, sessions, contexts, terminals,
 * a snapshot restore) may have changed anything in sandbox id. */
void changes_sandbox(struct changes *ch, const char *id);
/* Sandbox id was destroyed through the mount. */
void changes_sandbox_gone(struct changes *ch, const char *id);
/* An open found path's sandbox file changed (size or mtime) since the
 * kernel last saw it. */
void changes_seen_changed(struct changes *ch, const char *path);

#endif
