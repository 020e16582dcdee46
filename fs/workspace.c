/* workspace — the operations on MOUNT/<id>/workspace (workspace.h).
 *
 * Reads go through the metadata cache (fs/cache.c, primed with one listing
 * of the parent), then one request; opens through the file cache
 * (fs/filecache.c: download on open, upload on close). Every change goes
 * to the sandbox first and, once it said yes, to fs/changes.c, which
 * updates every cache. A dirty open file is uploaded before a metadata
 * change of its path (upload_before_change), so the change applies to
 * what was written; the uploads of open files at or below a name being
 * unlinked or renamed wait for that change (filecache_fence).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/fuse.h>
#include <linux/fs.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cache.h"
#include "changes.h"
#include "ctlfs.h"
#include "devio.h"
#include "filecache.h"
#include "inos.h"
#include "kernel.h"
#include "links.h"
#include "owners.h"
#include "workspace.h"

/* ---- attributes ------------------------------------------------------- */

/* Lists a workspace directory into the cache; *keep (optional) keeps the
 * result. */
static int list_dir(struct sbxfs *fs, const char *path, const struct tree_node *t,
		    struct sbx_dir *keep)
{
	uint64_t gen = cache_gen(fs->cache);
	struct sbx_dir d = {0};
	int r;

	r = sbx_listdir(fs->client, t->id, t->rel, &d);
	if (r < 0)
		return r;
	cache_put_dir(fs->cache, gen, path, &d);
	if (keep)
		*keep = d;
	else
		sbx_dir_release(&d);
	return 0;
}

/* Attributes of a workspace path: unlinked files still open here, then the
 * cache (priming it with one listing of the parent), then one
 * lstat. patch: show the size of an open file's local data. */
static int ws_stat(struct sbxfs *fs, const char *path, const struct tree_node *t,
		   struct sbx_stat *st, char **link, bool patch)
{
	enum cache_result cr;
	struct sbx_stat s;
	char *lk = NULL;
	unsigned sends;
	int r, tries = 0;

again:
	if (filecache_attr(fs->files, t->id, t->rel, &s, true, &sends) == FC_UNLINKED) {
		if (link)
			*link = NULL;
		*st = s;
		return 0;
	}
	cr = cache_get(fs->cache, path, &s, &lk);
	if (cr == CACHE_MISS && strcmp(t->rel, "/workspace") != 0 && fs->conf.cache_timeout > 0) {
		char parent[PATH_MAX];
		struct tree_node pt;

		if (tree_split(path, parent, sizeof(parent)) && !cache_has_dir(fs->cache, parent) &&
		    tree_parse(parent, &pt) == 0 && pt.kind == TREE_WORKSPACE) {
			r = list_dir(fs, parent, &pt, NULL);
			if (r == -ENOENT || r == -ENOTDIR)
				return -ENOENT;
			if (r == 0)
				cr = cache_get(fs->cache, path, &s, &lk);
		}
	}
	if (cr == CACHE_NEGATIVE)
		return -ENOENT;
	if (cr == CACHE_MISS) {
		uint64_t gen = cache_gen(fs->cache);

		r = sbx_lstat(fs->client, t->id, t->rel, &s, &lk);
		if (r == -ENOENT)
			cache_put_negative(fs->cache, gen, path);
		if (r < 0)
			return r;
		cache_put(fs->cache, gen, path, &s, lk);
	}
	if (strcmp(t->rel, "/workspace") == 0)
		owners_learn(fs->owners, t->id, &s);
	if (patch) {
		filecache_seen(fs->files, t->id, t->rel, &s, sends);
		filecache_attr(fs->files, t->id, t->rel, &s, false, NULL);
		/* an upload was answered since the cache was read (the file's,
		 * maybe): what it gave may predate that upload, and the node no
		 * longer patches what the upload carried (filecache_on_sent) */
		if (sends && filecache_sends(fs->files) != sends && ++tries < 4) {
			free(lk);
			lk = NULL;
			goto again;
		}
	}
	if (link)
		*link = lk;
	else
		free(lk);
	*st = s;
	return 0;
}

/* ---- unlinked open files ----------------------------------------------- */

/* POSIX lets an unlinked file live on while it is open: fstat shows nlink
 * 0, reads and writes work until the last close. The kernel sends fstat
 * (FUSE_GETATTR) without a file handle, and libfuse's path layer answers
 * ESTALE for a node that has no name any more (hard_remove), so we let
 * libfuse do what it does without hard_remove: on unlink (or a rename
 * over) of an open file it first renames it to ".fuse_hiddenXXXXXXXXYYYYYYYY"
 * in the same directory and unlinks that name after the last close. That
 * rename is ours to implement, and we do NOT do it on the server: the
 * hidden name lives only here (fs/filecache.c keeps the open data under
 * it, marked unlinked, never uploaded; fstat, fchmod, futimens of it are
 * answered locally), while the sandbox gets a plain unlink, so no hidden
 * file ever appears in the sandbox or is left behind by a crash. libfuse
 * also subtracts the hidden link from st_nlink, so fstat shows 0.
 *
 * A rename over a file that is open through the mount: libfuse hides the
 * target first, then renames; the sandbox gets the one rename (see
 * hide_from below).
 *
 * How we know a rename is libfuse hiding a file, not a user's rename:
 * libfuse picks the name by asking getattr for it (it must not exist) on
 * the same thread just before the rename. A user rename to exactly such a
 * name right after a failed lookup of it on the same worker thread would
 * be taken for an unlink; we accept that. */
static __thread char hide_probe[PATH_MAX];

/* A rename over an open file: libfuse hides the target, then asks for the
 * rename, both on this thread. The hide is put off until that rename
 * (hide_from, hide_to), which then decides: the sandbox gets one rename
 * (an atomic replace, not an unlink then a rename), or nothing at all when
 * the two names are one file (rename(2) then does nothing, and the open
 * file keeps both names and its writes). */
static __thread char hide_from[PATH_MAX], hide_to[PATH_MAX];
static __thread uint64_t hide_unique;

/* Hidden names that stand for a name the sandbox still has: the file was
 * not removed (a rename between two names of one file, or a rename that
 * failed), but libfuse has moved its open node to the hidden name for
 * good. Operations on the hidden name go to the real one (ws_alias);
 * libfuse's unlink of it at the last close drops it (ws_alias_drop). A
 * rename through the mount moves both names; an unlink or replace of the
 * real name leaves the hidden one standing for an unlinked open file.
 * One mount a process: the table is the module's. */
struct alias {
	char *hidden, *real;
	bool kept; /* the kernel may still hold the real name as this node */
};
static pthread_mutex_t alias_lock = PTHREAD_MUTEX_INITIALIZER;
static struct alias *aliases;
static atomic_size_t naliases; /* (read without the lock: any at all?) */

static bool hidden_name(const char *path)
{
	const char *b = strrchr(path, '/');

	if (!b || strncmp(b + 1, ".fuse_hidden", 12) != 0 || strlen(b + 13) != 16)
		return false;
	for (const char *p = b + 13; *p; p++)
		if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f')))
			return false;
	return true;
}

/* kept: after a rename that failed, the kernel still holds the real
 * name as the node libfuse calls hidden, past its last close too: the
 * entry stays (at most one for each such rename). */
static void alias_add(const char *hidden, const char *real, bool kept)
{
	struct alias *v;
	char *h = strdup(hidden), *r = strdup(real);

	pthread_mutex_lock(&alias_lock);
	v = h && r ? realloc(aliases, (naliases + 1) * sizeof(*v)) : NULL;
	if (v) {
		aliases = v;
		aliases[naliases++] = (struct alias){h, r, kept};
		h = r = NULL;
	}
	pthread_mutex_unlock(&alias_lock);
	free(h); /* (out of memory: the open file shows as removed) */
	free(r);
}

/* alias_lock held: the entry whose hidden (or real) name is key, or -1. */
static ssize_t alias_find(bool by_real, const char *key)
{
	for (size_t i = 0; i < naliases; i++)
		if (strcmp(by_real ? aliases[i].real : aliases[i].hidden, key) == 0)
			return (ssize_t)i;
	return -1;
}

/* alias_lock held: entry i goes. */
static void alias_remove(size_t i)
{
	free(aliases[i].hidden);
	free(aliases[i].real);
	aliases[i] = aliases[--naliases];
}

/* Takes out an entry whose real name is real: true when there was one,
 * its hidden name in hidden. */
static bool alias_take(const char *real, char *hidden, size_t size)
{
	ssize_t i;

	pthread_mutex_lock(&alias_lock);
	i = alias_find(true, real);
	if (i >= 0) {
		snprintf(hidden, size, "%s", aliases[i].hidden);
		alias_remove((size_t)i);
	}
	pthread_mutex_unlock(&alias_lock);
	return i >= 0;
}

const char *ws_alias(const char *path, char *buf, size_t size)
{
	const char *out = path;
	ssize_t i;

	if (!path || !hidden_name(path))
		return path;
	pthread_mutex_lock(&alias_lock);
	i = alias_find(false, path);
	if (i >= 0 && (size_t)snprintf(buf, size, "%s", aliases[i].real) < size)
		out = buf;
	pthread_mutex_unlock(&alias_lock);
	return out;
}

bool ws_alias_drop(const char *path)
{
	ssize_t i;

	if (!hidden_name(path))
		return false;
	pthread_mutex_lock(&alias_lock);
	i = alias_find(false, path);
	if (i >= 0 && !aliases[i].kept)
		alias_remove((size_t)i);
	pthread_mutex_unlock(&alias_lock);
	return i >= 0;
}

/* Whether a hidden name stands for path. */
static bool alias_has_real(const char *path)
{
	bool found;

	pthread_mutex_lock(&alias_lock);
	found = alias_find(true, path) >= 0;
	pthread_mutex_unlock(&alias_lock);
	return found;
}

bool ws_alias_real(const char *path)
{
	return atomic_load(&naliases) && alias_has_real(path);
}

/* libfuse's hidden node of `to` (the open file) stays the file at `to`:
 * the hidden name stands for it, and the handles open there now are open
 * on that node, whose attributes libfuse shows with a link less. */
static void alias_open(struct sbxfs *fs, const char *hidden, const char *to, bool kept)
{
	struct tree_node t;

	if (tree_parse(to, &t) == 0 && t.kind == TREE_WORKSPACE)
		mount_files_hidden(fs, t.id, t.rel);
	alias_add(hidden, to, kept);
}

/* *name moved if at or below from (both ways for an exchange); kept as it
 * was when out of memory. */
static void moved_name(char **name, const char *from, size_t fl, const char *to, size_t tl,
		       unsigned int flags)
{
	char *m = NULL;

	if (tree_below(*name, from, fl))
		m = tree_moved(*name, fl, to);
	else if ((flags & RENAME_EXCHANGE) && tree_below(*name, to, tl))
		m = tree_moved(*name, tl, from);
	if (m) {
		free(*name);
		*name = m;
	}
}

/* A rename through the mount moves the names at or below its names: the
 * real ones, and the hidden ones (libfuse renames a directory's nodes,
 * hidden or not). */
static void aliases_renamed(const char *from, const char *to, unsigned int flags)
{
	size_t fl = strlen(from), tl = strlen(to);

	pthread_mutex_lock(&alias_lock);
	for (size_t i = 0; i < naliases; i++) {
		moved_name(&aliases[i].real, from, fl, to, tl, flags);
		moved_name(&aliases[i].hidden, from, fl, to, tl, flags);
	}
	pthread_mutex_unlock(&alias_lock);
}

/* The real name path went to a hidden name of its own (another open node
 * of it hidden, or the alias that stood for it taken): every hidden name
 * still standing for path stands for that one, an unlinked open file
 * answered here. */
static void aliases_hidden(const char *path, const char *hidden)
{
	pthread_mutex_lock(&alias_lock);
	for (size_t i = 0; i < naliases; i++) {
		char *h;

		if (strcmp(aliases[i].real, path) != 0 || !(h = strdup(hidden)))
			continue;
		free(aliases[i].real);
		aliases[i].real = h;
	}
	pthread_mutex_unlock(&alias_lock);
}

/* The open file at path lives on under hidden alone, an unlinked open
 * file answered here (replaced: by a rename, see changes_hidden); the
 * hidden names that stood for path stand for it. */
static void hide_open(struct sbxfs *fs, const char *path, const char *hidden, bool replaced)
{
	changes_hidden(fs->changes, path, hidden, replaced);
	aliases_hidden(path, hidden);
}

/* path, removed or replaced through the mount, was the real name of a
 * hidden one: true, its open file hidden there (hide_open). */
static bool real_name_gone(struct sbxfs *fs, const char *path, bool replaced)
{
	char hidden[PATH_MAX];

	if (!alias_take(path, hidden, sizeof(hidden)))
		return false;
	hide_open(fs, path, hidden, replaced);
	return true;
}

/* libfuse subtracts the hidden name from st_nlink in its getattr (fstat of
 * an unlinked open file shows 0), but not in the getattr it makes on the
 * same thread right after a setattr to answer it (ftruncate, fchmod,
 * futimens of that file): with the kernel caching attributes, that answer
 * is what the next fstat shows. So a successful setattr of a hidden name
 * notes it here, and the getattr that follows subtracts it itself. */
static __thread char setattr_of[PATH_MAX];

int ws_after_setattr(const char *path, int rc)
{
	if (rc == 0 && path && hidden_name(path))
		snprintf(setattr_of, sizeof(setattr_of), "%s", path);
	return rc;
}

/* The target a link at path is shown with (malloc'd; NULL: no memory).
 * lk: what the sandbox has; NULL, then asked. */
static int shown_link(struct sbxfs *fs, const char *path, const struct tree_node *t, char **lk,
		      char **out)
{
	int r;

	if (!*lk && (r = sbx_readlink(fs->client, t->id, t->rel, lk)) < 0)
		return r;
	/* never the sandbox's text verbatim: a target leaving the workspace
	 * would resolve on the host (fs/links.h) */
	*out = links_to_mount(fs->conf.mountpoint, t->id, t->rel, *lk,
			      links_own_has(fs->own, path, *lk));
	return *out ? 0 : -ENOMEM;
}

/* A link's size is the length of what readlink gives (POSIX), the
 * rewritten target: tools size their readlink buffer by it (libarchive),
 * and would cut a target the mount made longer. */
static int shown_link_size(struct sbxfs *fs, const char *path, const struct tree_node *t, char **lk,
			   struct sbx_stat *s)
{
	char *out = NULL;
	int r = shown_link(fs, path, t, lk, &out);

	if (r == 0)
		s->size = (off_t)strlen(out);
	free(out);
	return r;
}

int ws_getattr(struct sbxfs *fs, const char *path, const struct tree_node *t, struct stat *st)
{
	bool reply = setattr_of[0] && strcmp(setattr_of, path) == 0;
	struct sbx_stat s;
	char *lk = NULL;
	int r;

	setattr_of[0] = '\0';
	kernel_answering(fs->kernel, 1);
	r = ws_stat(fs, path, t, &s, &lk, true);
	if (r == -ENOENT && hidden_name(path))
		snprintf(hide_probe, sizeof(hide_probe), "%s", path);
	if (r == 0 && S_ISLNK(s.mode))
		r = shown_link_size(fs, path, t, &lk, &s);
	free(lk);
	if (r == 0) {
		owners_to_stat(fs->owners, t->id, &s, st);
		if (reply && s.nlink > 0)
			st->st_nlink = s.nlink - 1;
		st->st_ino = inos_shown_linked(fs->inos, t->id, path, s.ino, s.nlink > 1);
		kernel_saw(fs->kernel, path, st, s.ino);
	}
	kernel_answering(fs->kernel, -1);
	return r;
}

int ws_data_changed(struct sbxfs *fs, struct fh *h, int rc)
{
	char buf[PATH_MAX];
	const char *path;
	struct sbx_stat s;

	if (rc < 0 || h->kind != FH_FILE)
		return rc;
	/* (not filecache_node_stat: a local mtime it reports counts as shown,
	 * and is then kept by a utimens after the upload) */
	filecache_node_base(fs->files, h->node, &s);
	if (s.nlink < 2 && !atomic_load(&naliases))
		return rc;
	path = ws_handle_path(fs, h, buf, sizeof(buf));
	if (path && s.nlink > 1)
		changes_data_linked(fs->changes, path, &s);
	/* written under a hidden name standing for path: the kernel holds
	 * path as another inode, whose size is now stale (whatever link
	 * count the node opened with) */
	if (path && ws_alias_real(path))
		changes_seen_changed(fs->changes, path);
	return rc;
}

int ws_getattr_lost(struct sbxfs *fs, const char *path, const struct tree_node *t, struct fh *h,
		    struct stat *st)
{
	struct sbx_stat s, now;
	uint64_t gen;
	char *lk = NULL;
	int r;

	if (h)
		filecache_node_stat(fs->files, h->node, &s);
	else if (!filecache_open_stat(fs->files, t->id, t->rel, &s))
		return -ENOENT;
	/* Whether the name is gone is the sandbox's to say, not a cached
	 * listing's, which can be older than the name (a create racing it):
	 * then the open file's attributes would stand in for the sandbox's. */
	gen = cache_gen(fs->cache);
	r = sbx_lstat(fs->client, t->id, t->rel, &now, &lk);
	if (r == 0) {
		cache_put(fs->cache, gen, path, &now, lk);
		free(lk);
		return ws_getattr(fs, path, t, st);
	}
	if (r != -ENOENT && r != -ENOTDIR)
		return r;
	owners_to_stat(fs->owners, t->id, &s, st);
	st->st_ino = inos_shown_linked(fs->inos, t->id, path, s.ino, s.nlink > 1);
	return 0;
}

void ws_getattr_detached(struct sbxfs *fs, struct fh *h, struct stat *st)
{
	char id[SBX_ID_MAX + 1], none[1];
	struct sbx_stat s;

	/* detached while open: what we hold locally, under the number it
	 * showed while it had a name (its sandbox is still the node's) */
	filecache_node_stat(fs->files, h->node, &s);
	filecache_node_name(fs->files, h->node, id, none, sizeof(none));
	owners_to_stat(fs->owners, NULL, &s, st);
	st->st_nlink = 0;
	st->st_ino = s.ino && id[0] ? inos_shown_linked(fs->inos, id, "", s.ino, true)
		     : s.ino	    ? s.ino
				    : 2;
}

const char *ws_handle_path(struct sbxfs *fs, struct fh *h, char *buf, size_t size)
{
	char id[SBX_ID_MAX + 1], path[PATH_MAX - SBX_ID_MAX - 2];

	filecache_node_name(fs->files, h->node, id, path, sizeof(path));
	if (!path[0] || (size_t)snprintf(buf, size, "/%s%s", id, path) >= size)
		return NULL;
	return buf;
}

int ws_readlink(struct sbxfs *fs, const char *path, const struct tree_node *t, char *buf,
		size_t size)
{
	struct sbx_stat s;
	char *lk = NULL, *out;
	int r;

	r = ws_stat(fs, path, t, &s, &lk, false);
	if (r < 0)
		return r;
	if (!S_ISLNK(s.mode)) {
		free(lk);
		return -EINVAL;
	}
	r = shown_link(fs, path, t, &lk, &out);
	free(lk);
	if (r < 0)
		return r;
	snprintf(buf, size, "%s", out);
	free(out);
	return 0;
}

/* The inode number of dir/name (a readdir entry). */
static ino_t child_ino(struct sbxfs *fs, const char *dir, const char *name, const char *id,
		       const struct sbx_stat *s)
{
	char p[PATH_MAX];

	snprintf(p, sizeof(p), "%s/%s", dir, name);
	return inos_shown_linked(fs->inos, id, p, s->ino, s->nlink > 1);
}

int ws_readdir(struct sbxfs *fs, const char *path, const struct tree_node *t, void *buf,
	       fuse_fill_dir_t filler)
{
	struct cache_listing l = {0};
	struct sbx_dir d = {0};
	struct stat st;
	int r;

	if (cache_get_dir(fs->cache, path, &l) == CACHE_HIT) {
		for (size_t i = 0; i < l.n; i++) {
			struct sbx_stat s = {.mode = S_IFREG};

			if (l.have[i])
				s = l.st[i];
			owners_to_stat(fs->owners, t->id, &s, &st);
			st.st_ino = child_ino(fs, path, l.names[i], t->id, &s);
			if (filler(buf, l.names[i], &st, 0, 0))
				break;
		}
		cache_listing_release(&l);
		return 0;
	}
	r = list_dir(fs, path, t, &d);
	if (r < 0)
		return r;
	for (size_t i = 0; i < d.n; i++) {
		owners_to_stat(fs->owners, t->id, &d.ents[i].st, &st);
		st.st_ino = child_ino(fs, path, d.ents[i].name, t->id, &d.ents[i].st);
		if (filler(buf, d.ents[i].name, &st, 0, 0))
			break;
	}
	sbx_dir_release(&d);
	return 0;
}

/* ---- changes ------------------------------------------------------------ */

/* Uploads a dirty open file at path (t) before a metadata change of it. */
static int upload_before_change(struct sbxfs *fs, const char *path, const struct tree_node *t)
{
	struct sbx_stat s;
	bool up;
	int r;

	r = filecache_flush_path(fs->files, t->id, t->rel, &s, &up);
	if (r < 0) {
		mount_log_err("upload", path, r);
		return r;
	}
	if (up)
		changes_uploaded(fs->changes, path, &s);
	return 0;
}

/* path (attributes *s) is a name of a hard-linked file open and written
 * under another name here: that data goes to the sandbox now, which
 * changes path and its other names (filecache_flush_link's answer: 1 when
 * it uploaded). */
static int upload_other_name(struct sbxfs *fs, const char *path, const struct tree_node *t,
			     const struct sbx_stat *s)
{
	int r = filecache_flush_link(fs->files, t->id, t->rel, s);

	if (r > 0)
		changes_uploaded_linked(fs->changes, path, s);
	return r;
}

int ws_mkdir(struct sbxfs *fs, const char *path, const struct tree_node *t, mode_t mode)
{
	int r;

	owners_set_creator(fs->owners, fs->cache, path);
	r = sbx_mkdir(fs->client, t->id, t->rel, mode);
	if (r < 0)
		return r;
	changes_created(fs->changes, path, NULL, NULL);
	return 0;
}

int ws_rmdir(struct sbxfs *fs, const char *path, const struct tree_node *t)
{
	int r;

	if (strcmp(t->rel, "/workspace") == 0)
		return -EBUSY;
	r = sbx_rmdir(fs->client, t->id, t->rel);
	if (r < 0)
		return r;
	changes_removed(fs->changes, path, NULL);
	return 0;
}

int ws_destroy_sandbox(struct sbxfs *fs, const char *path, const char *id)
{
	char prefix[SBX_ID_MAX + 2];
	int r;

	/* before the destroy: it ends the sandbox's terminals, whose
	 * readers then tell the mount, and one that began to tell it just
	 * before (a terminal that ended by itself) may be waiting already:
	 * neither waits for the kernel, which cannot drop MOUNT/<id> before
	 * this rmdir returns (kernel.h) */
	snprintf(prefix, sizeof(prefix), "/%s", id);
	kernel_release_below(fs->kernel, prefix, true);
	r = sbx_destroy(fs->client, id);
	if (r == 0) {
		ctlfs_forget_sandbox(fs->ctl, id);
		changes_sandbox_gone(fs->changes, id);
		mount_sandbox_forget(fs, id);
	}
	kernel_release_below(fs->kernel, prefix, false);
	return r;
}

int ws_unlink(struct sbxfs *fs, const char *path, const struct tree_node *t)
{
	struct fc_held f = {0};
	struct sbx_stat s;
	bool known;
	int r;

	if (!fs->files)
		return -ENOTCONN; /* libfuse's final cleanup, after destroy */
	if (filecache_attr(fs->files, t->id, t->rel, &s, true, NULL) == FC_UNLINKED) {
		/* the last close of an unlinked file: it was a local name */
		filecache_unlink(fs->files, t->id, t->rel);
		return 0;
	}
	/* its link count and inode tell its other names (a command may have
	 * emptied the cache since the kernel looked it up: then one lstat) */
	known = ws_stat(fs, path, t, &s, NULL, false) == 0;
	/* (a close of it under way must not bring it back: filecache_fence) */
	filecache_fence(fs->files, t->id, t->rel, false, &f);
	r = sbx_unlink(fs->client, t->id, t->rel);
	if (r == 0 && !real_name_gone(fs, path, false))
		changes_unlinked(fs->changes, path, known ? &s : NULL);
	filecache_unfence(fs->files, &f);
	return r < 0 ? r : 0;
}

int ws_symlink(struct sbxfs *fs, const char *target, const char *path, const struct tree_node *t)
{
	char nb[PATH_MAX];
	const char *tg;
	int r;

	tg = links_from_mount(fs->conf.mountpoint, t->id, target, nb, sizeof(nb));
	owners_set_creator(fs->owners, fs->cache, path);
	r = sbx_symlink(fs->client, t->id, tg, t->rel);
	if (r < 0)
		return r;
	links_own_add(fs->own, path, tg);
	changes_created(fs->changes, path, tg, NULL);
	return 0;
}

/* Whether from and to are two names of one file (any but a directory: a
 * FIFO or a symlink can have hard links too, B39). What the cache
 * does not know is asked: the kernel caches entries too, so it renames
 * names whose attributes our cache has let go (after a link through the
 * exec fallback, say), and a server's rename script need not know the rule. */
static bool same_file(struct sbxfs *fs, const char *from, const struct tree_node *a, const char *to,
		      const struct tree_node *b)
{
	struct sbx_stat sa, sb;

	if (cache_get(fs->cache, to, &sb, NULL) == CACHE_HIT && sb.nlink < 2)
		return false;
	if (cache_get(fs->cache, from, &sa, NULL) == CACHE_HIT && sa.nlink < 2)
		return false;
	if (ws_stat(fs, to, b, &sb, NULL, false) < 0 || S_ISDIR(sb.mode) || sb.nlink < 2 ||
	    ws_stat(fs, from, a, &sa, NULL, false) < 0)
		return false;
	return sa.ino == sb.ino && sa.ino != 0;
}

/* A rename in the sandbox: 0 (nothing to do), 1 (renamed), or -errno.
 * hidden: libfuse has hidden the open file at `to` (empty: none). */
static int rename_over(struct sbxfs *fs, const char *from, const struct tree_node *a,
		       const char *to, const struct tree_node *b, unsigned int flags,
		       const char *hidden)
{
	struct sbx_stat s;
	struct fc_held f = {0};
	int r;

	if (flags == 0 && same_file(fs, from, a, to, b))
		return 0; /* two names of one file: rename(2) does nothing */
	memset(&s, 0, sizeof(s));
	/* what is renamed must be known to the cache (changes_renamed: a
	 * hard-linked file's other names are told its new ctime); after a
	 * change the server answered without attributes it is not */
	if (cache_get(fs->cache, from, &s, NULL) != CACHE_HIT)
		ws_stat(fs, from, a, &s, NULL, false);
	r = upload_before_change(fs, from, a);
	if (r == 0 && (flags & RENAME_EXCHANGE))
		r = upload_before_change(fs, to, b);
	if (r < 0)
		return r;
	/* the uploads of files open at or below either name wait for the
	 * rename and go to the names it gives them (filecache_fence) */
	filecache_fence(fs->files, a->id, a->rel, true, &f);
	filecache_fence(fs->files, b->id, b->rel, true, &f);
	r = sbx_rename(fs->client, a->id, a->rel, b->rel, flags);
	if (r == 0) {
		/* the open file replaced: kept here, under its hidden name */
		if (hidden[0])
			hide_open(fs, to, hidden, true);
		else if (!(flags & RENAME_EXCHANGE))
			real_name_gone(fs, to, true);
		changes_renamed(fs->changes, from, to, flags);
		aliases_renamed(from, to, flags);
	}
	filecache_unfence(fs->files, &f);
	return r < 0 ? r : 1;
}

/* The hide this request put off for the rename to `to` (hide_from): true,
 * with its hidden name. Taken once. */
static bool take_hide(const char *to, char *hidden, size_t size)
{
	bool mine = hide_from[0] && hide_unique == devio_unique() && strcmp(hide_from, to) == 0;

	if (mine)
		snprintf(hidden, size, "%s", hide_to);
	hide_from[0] = '\0';
	return mine;
}

int ws_rename(struct sbxfs *fs, const char *from, const struct tree_node *a, const char *to,
	      const struct tree_node *b, unsigned int flags)
{
	struct fc_held f = {0};
	char hidden[PATH_MAX];
	struct sbx_stat before, now;
	bool have;
	int r;

	if (strcmp(a->rel, "/workspace") == 0 || strcmp(b->rel, "/workspace") == 0) {
		ws_rename_refused(fs, to);
		return -EBUSY;
	}
	/* (not asking whether the file cache still has it open: libfuse
	 * counts the open until after our release returns, and hides a file
	 * whose last close is being released right then) */
	if (flags == 0 && hidden_name(to) && strcmp(hide_probe, to) == 0) {
		uint32_t op = devio_opcode();

		hide_probe[0] = '\0';
		if ((op == FUSE_RENAME || op == FUSE_RENAME2) && devio_unique()) {
			/* the rename that follows decides (hide_from) */
			snprintf(hide_from, sizeof(hide_from), "%s", from);
			snprintf(hide_to, sizeof(hide_to), "%s", to);
			hide_unique = devio_unique();
			return 0;
		}
		/* libfuse hiding an open file it unlinks (see "unlinked open
		 * files"): the sandbox unlinks it, we keep it under `to` */
		filecache_fence(fs->files, a->id, a->rel, false, &f);
		r = sbx_unlink(fs->client, a->id, a->rel);
		if (r == 0 || r == -ENOENT)
			hide_open(fs, from, to, false);
		filecache_unfence(fs->files, &f);
		return r < 0 && r != -ENOENT ? r : 0;
	}
	hide_probe[0] = '\0';
	if (!take_hide(to, hidden, sizeof(hidden))) {
		r = rename_over(fs, from, a, to, b, flags, "");
		return r < 0 ? r : 0;
	}
	have = ws_stat(fs, to, b, &before, NULL, false) == 0;
	r = rename_over(fs, from, a, to, b, flags, hidden);
	if (r == 1)
		return 0;
	/* The target was not removed: its open node, which libfuse moved
	 * to the hidden name, is still the file at `to`. Unless a rename
	 * that failed (timed out, cut short) was done after all, which the
	 * sandbox shows as another file at `to`: the open file's data then
	 * must not go over it. (Not asked, or no answer: most likely not
	 * done, the server being out of reach or the thread interrupted.) */
	if (r == 0 || !have || sbx_lstat(fs->client, b->id, b->rel, &now, NULL) < 0 ||
	    now.ino == before.ino) {
		alias_open(fs, hidden, to, r < 0);
	} else {
		hide_open(fs, to, hidden, true);
		changes_sandbox(fs->changes, b->id); /* (what it did is unknown) */
	}
	return r;
}

void ws_rename_refused(struct sbxfs *fs, const char *to)
{
	char hidden[PATH_MAX];

	if (take_hide(to, hidden, sizeof(hidden)))
		alias_open(fs, hidden, to, true);
}

int ws_link(struct sbxfs *fs, const char *from, const struct tree_node *a, const char *to,
	    const struct tree_node *b)
{
	struct sbx_stat s;
	bool known;
	int r;

	/* the new name must show what was written through the old one */
	r = upload_before_change(fs, from, a);
	if (r < 0)
		return r;
	/* what it was (the exec fallback answers nothing): its other names
	 * and its open node learn of the new one from it (B33, B43) */
	known = ws_stat(fs, from, a, &s, NULL, false) == 0;
	r = sbx_link(fs->client, a->id, a->rel, b->rel);
	if (r < 0)
		return r;
	changes_linked(fs->changes, from, to, known ? &s : NULL);
	return 0;
}

int ws_chmod(struct sbxfs *fs, const char *path, const struct tree_node *t, mode_t mode)
{
	struct sbx_stat s;
	int r;

	/* An unlinked open file: its attributes are ours alone; one with
	 * unsent data: they go with it. */
	if (filecache_setattr_local(fs->files, t->id, t->rel, &mode, NULL, true) == 0)
		return 0;
	/* Same mode as a fresh cached one: nothing to change (vim's fchmod). */
	if (cache_get(fs->cache, path, &s, NULL) == CACHE_HIT && !S_ISLNK(s.mode) &&
	    (s.mode & 07777) == (mode & 07777))
		return 0;
	r = upload_before_change(fs, path, t);
	if (r < 0)
		return r;
	r = sbx_chmod(fs->client, t->id, t->rel, mode & 07777);
	if (r < 0)
		return r;
	changes_attrs(fs->changes, path);
	return 0;
}

int ws_chown(struct sbxfs *fs, const char *path, const struct tree_node *t, uid_t uid, gid_t gid)
{
	struct sbx_stat s;
	int r;

	/* an unlinked open file: no sandbox file to record it on, the open
	 * one shows it */
	if (filecache_chown_unlinked(fs->files, t->id, t->rel, uid, gid) == 0)
		return 0;
	/* What it already shows: nothing to change (tar and cp -a as root
	 * restore the owner of every file they write). */
	if (cache_get(fs->cache, path, &s, NULL) == CACHE_HIT) {
		struct stat cur;

		owners_to_stat(fs->owners, t->id, &s, &cur);
		if ((uid == (uid_t)-1 || uid == cur.st_uid) &&
		    (gid == (gid_t)-1 || gid == cur.st_gid))
			return 0;
	}
	/* Unsent data (and a chmod or utimens kept with it) goes first, as
	 * for chmod: the sandbox then applies the chown to that file (and
	 * clears its setuid bits as a local chown does); sent after, it would
	 * bring back the mode the file had (a chmod then a chown lost the
	 * chmod). */
	r = upload_before_change(fs, path, t);
	if (r < 0)
		return r;
	r = sbx_chown(fs->client, t->id, t->rel, uid, gid, fs->uid, fs->gid);
	if (r < 0) {
		mount_log_err("chown", path, r);
		return r;
	}
	changes_attrs(fs->changes, path);
	return 0;
}

int ws_truncate(struct sbxfs *fs, const char *path, const struct tree_node *t, off_t size)
{
	struct sbx_stat s, up;
	bool own;
	int r;

	/* Its attributes say whether another name of it is open here, whose
	 * data is then the file's: asked of the server when the cache lost
	 * them (a hard link made or opened since), or the truncate would go
	 * to the sandbox and the open name keep showing its old data (B32). */
	r = ws_stat(fs, path, t, &s, NULL, false);
	if (r < 0)
		return r;
	r = filecache_truncate_path(fs->files, t->id, t->rel, size, &s, &up, &own);
	if (r == 0 && up.mode && own)
		changes_uploaded(fs->changes, path, &up);
	else if (r == 0 && up.mode)
		changes_uploaded_linked(fs->changes, path, &s);
	else if (r == 0)
		changes_data_linked(fs->changes, path, &s); /* its other names */
	if (r != -ENOENT)
		return r;
	r = sbx_truncate(fs->client, t->id, t->rel, size);
	if (r < 0)
		return r;
	changes_attrs(fs->changes, path);
	return 0;
}

int ws_utimens(struct sbxfs *fs, const char *path, const struct tree_node *t,
	       const struct timespec ts[2])
{
	struct sbx_stat s;
	int r;

	if (filecache_setattr_local(fs->files, t->id, t->rel, NULL, ts, true) == 0)
		return 0;
	r = upload_before_change(fs, path, t);
	if (r < 0)
		return r;
	/* A hard link written under another name here: its data goes first,
	 * or its upload at that close would move the mtime set now (the
	 * exerciser: a utimens of one name while the other was open). */
	if (ws_stat(fs, path, t, &s, NULL, false) == 0 &&
	    (r = upload_other_name(fs, path, t, &s)) < 0)
		return r;
	r = sbx_utimens(fs->client, t->id, t->rel, ts);
	if (r < 0)
		return r;
	changes_attrs(fs->changes, path);
	return 0;
}

int ws_mknod(struct sbxfs *fs, const char *path, const struct tree_node *t, mode_t mode)
{
	struct sbx_stat s;
	int r;

	owners_set_creator(fs->owners, fs->cache, path);
	if (S_ISREG(mode)) {
		r = sbx_create(fs->client, t->id, t->rel, mode & 07777, true, &s);
		if (r < 0)
			return r;
		changes_created(fs->changes, path, NULL, &s);
		return 0;
	}
	/* FIFOs and UNIX sockets are made in the sandbox, where its processes
	 * use them; no device nodes in a sandbox */
	if (!S_ISFIFO(mode) && !S_ISSOCK(mode))
		return -EPERM;
	r = sbx_mknod(fs->client, t->id, t->rel, mode);
	if (r < 0)
		return r;
	changes_created(fs->changes, path, NULL, NULL);
	return 0;
}

/* ---- open files ---------------------------------------------------------- */

int ws_open(struct sbxfs *fs, const char *path, const struct tree_node *t,
	    struct fuse_file_info *fi, const mode_t *create_mode)
{
	struct sbx_stat s;
	struct fh *h;
	bool keep = false;
	int r;

	if (strcmp(t->rel, "/workspace") == 0)
		return create_mode ? -EEXIST : -EISDIR;
	h = mount_fh_new(fs, FH_FILE);
	if (!h)
		return -ENOMEM;
	if (create_mode && (fi->flags & O_TRUNC) && !(fi->flags & O_EXCL) &&
	    fs->conf.cache_timeout > 0 && sbx_client_folds_creates(fs->client, t->rel)) {
		/* `> file`, open(..., "w"): the create travels with the data,
		 * in the one upload of its close (sbxd), and the file shows
		 * in the sandbox from then on. Every request sent before that
		 * (a command, an rmdir of its directory, a rename, a listing,
		 * another file's upload) creates it first (filecache_drain), so
		 * nothing the mount asks or does can miss it; what the sandbox
		 * decides is the same as for a create at open, as O_TRUNC
		 * drops whatever a file of that name had. O_EXCL (lock files)
		 * and a create without O_TRUNC are sent at once, below; so is
		 * every create with cache_timeout=0, where the getattr that
		 * follows each create asks the sandbox anyway. */
		uid_t cu;
		gid_t cg;
		bool writable;

		/* (only where the sandbox will let it: a create it refuses
		 * must fail the open, not a close that `>` never checks) */
		owners_creator(fs->owners, fs->cache, path, &cu, &cg, &writable);
		r = writable
			? filecache_create_unborn(fs->files, t->id, t->rel, *create_mode & 07777,
						  &cu, &cg, fi->flags, &s, &h->node)
			: -EEXIST;
		if (r == 0) {
			cache_add_unsent(fs->cache, path, &s);
			goto opened;
		}
		if (r != -EEXIST)
			goto fail;
	}
	if (create_mode) {
		/* The file exists in the sandbox before open(2) returns: every
		 * later operation (rmdir of its directory, a rename over it, a
		 * command) sees it, and O_EXCL is the sandbox's own. */
		owners_set_creator(fs->owners, fs->cache, path);
		r = sbx_create(fs->client, t->id, t->rel, *create_mode & 07777,
			       (fi->flags & O_EXCL) != 0, &s);
		if (r < 0)
			goto fail;
		if (!S_ISREG(s.mode)) {
			r = S_ISDIR(s.mode) ? -EISDIR : -EEXIST;
			goto fail;
		}
		changes_created(fs->changes, path, NULL, &s);
	} else {
		r = ws_stat(fs, path, t, &s, NULL, false);
		if (r < 0)
			goto fail;
		if (S_ISDIR(s.mode)) {
			r = -EISDIR;
			goto fail;
		}
		if (upload_other_name(fs, path, t, &s) > 0) {
			r = ws_stat(fs, path, t, &s, NULL, false);
			if (r < 0)
				goto fail;
		}
		if ((fi->flags & O_TRUNC) && s.size == 0) {
			/* no data to cut, but O_TRUNC of an existing file marks
			 * its mtime and ctime (POSIX; `: > stamp` in a Makefile),
			 * and nothing would be uploaded to do it */
			const struct timespec now[2] = {{0, UTIME_OMIT}, {0, UTIME_NOW}};

			r = sbx_utimens(fs->client, t->id, t->rel, now);
			if (r < 0)
				goto fail;
			changes_attrs(fs->changes, path);
			r = ws_stat(fs, path, t, &s, NULL, false);
			if (r < 0)
				goto fail;
		}
	}
	r = filecache_open(fs->files, t->id, t->rel, &s, fi->flags, &h->node, &keep);
	if (r < 0) {
		if (r != -ENOENT)
			mount_log_err("download", path, r);
		goto fail;
	}
	h->err_seen = filecache_err_seq(h->node);
	if ((fi->flags & O_TRUNC) && s.nlink > 1) {
		/* cut under its other names too */
		filecache_truncate_links(fs->files, h->node, s.ino, 0);
		ws_data_changed(fs, h, 0);
	}
	/* the sandbox file changed since the kernel was told its attributes:
	 * its size bounds what reads return, so it must ask again */
	if (!create_mode && kernel_differs(fs->kernel, path, s.size, &s.mtime))
		changes_seen_changed(fs->changes, path);
opened:
	h->append = (fi->flags & O_APPEND) != 0;
	h->writes = (fi->flags & O_ACCMODE) != O_RDONLY;
	fi->fh = (uintptr_t)h;
	fi->keep_cache = keep;
	fi->direct_io = filecache_shadowed(fs->files, t->id, t->rel);
	/* Every close(2) flushes, a read-only one too (no FOPEN_NOFLUSH): it
	 * sends what other descriptors of the file left unsent. Without that,
	 * reading another name of a hard-linked file (linked after this open)
	 * got the sandbox's old data while a writer held unsent data (the
	 * exerciser's threads, seed 4244, about 1 run in 10: B50, whose gap in
	 * filecache_flush_link is not found yet). grep -r is 147 ms with the
	 * flush and 122 ms without it (README: "Performance"). */
	return 0;
fail:
	mount_fh_free(fs, h);
	if (r == -ENOENT && !create_mode) {
		/* The kernel opened a name it holds, and the sandbox removed
		 * it meanwhile (a command's rm). FUSE_OPEN does not say
		 * O_CREAT (the kernel drops it), and `echo x > f` must not
		 * fail with ENOENT: ESTALE makes the kernel walk the path
		 * again, asking (LOOKUP_REVAL), and then create the file or
		 * answer ENOENT itself, as NFS clients do. */
		changes_attrs_unknown(fs->changes, path);
		r = -ESTALE;
	}
	return r;
}

void ws_before_command(struct sbxfs *fs, const char *id)
{
	filecache_flush_pending(fs->files, id);
}

/* Whether the process closing a descriptor of mount path `path` has
 * another descriptor of it (/proc/PID/fd links to MOUNTPOINT/path). False
 * when that cannot be read (another user's process, another mount
 * namespace): the close then counts as the last. */
static bool still_open_by_closer(struct sbxfs *fs, const char *path)
{
	const struct fuse_context *c = fuse_get_context();
	char dir[64], want[PATH_MAX], link[PATH_MAX], fdp[PATH_MAX];
	struct dirent *e;
	bool found = false;
	DIR *d;
	size_t ml = fs->conf.mountpoint ? strlen(fs->conf.mountpoint) : 0, pl = strlen(path);

	if (!c || c->pid <= 0 || !ml || ml + pl >= sizeof(want))
		return false;
	memcpy(want, fs->conf.mountpoint, ml);
	memcpy(want + ml, path, pl + 1);
	snprintf(dir, sizeof(dir), "/proc/%d/fd", (int)c->pid);
	d = opendir(dir);
	if (!d)
		return false;
	while (!found && (e = readdir(d))) {
		ssize_t n;

		if (e->d_name[0] == '.')
			continue;
		snprintf(fdp, sizeof(fdp), "%s/%s", dir, e->d_name);
		n = readlink(fdp, link, sizeof(link) - 1);
		if (n <= 0)
			continue;
		link[n] = '\0';
		found = strcmp(link, want) == 0;
	}
	closedir(d);
	return found;
}

/* Every close(2) and fsync: what is dirty goes to the sandbox now, and its
 * errno comes back to the caller. A refused upload is dropped (see
 * fs/filecache.c), so what we believe about the file is stale. */
int ws_flush(struct sbxfs *fs, struct fh *h, bool at_close)
{
	char key[PATH_MAX];
	struct sbx_stat s;
	bool up;
	int r;

	if (!ws_handle_path(fs, h, key, sizeof(key)))
		key[0] = '\0';
	/* A shell's `> f` closes the new file's first descriptor right after
	 * the dup2 that keeps it as stdout, before anything is written: that
	 * close has nothing to send, and sending the create alone would make
	 * `echo x > f` two requests again. Skipped only where it is certain
	 * not to be the last close (the closing process still has the file
	 * open), so that the last one always sends it before it returns. */
	if (at_close && key[0] && filecache_unsent_new_empty(fs->files, h->node) &&
	    still_open_by_closer(fs, key))
		return 0;
	r = filecache_flush(fs->files, h->node, &h->err_seen, &s, &up);
	if (r < 0) {
		mount_log_err("upload", key, r);
		if (!filecache_transient(r) && key[0]) {
			/* what the sandbox has: maybe nothing (a create put
			 * off with the data, refused with it) */
			changes_attrs_unknown(fs->changes, key);
			changes_seen_changed(fs->changes, key);
		}
		/* A reader's close sends what writers left unsent (see
		 * ws_open) but lost nothing of its own: the writers are
		 * told, each at its next close or fsync. */
		return at_close && !h->writes ? 0 : r;
	}
	/* (the name it was sent under: a rename may have moved it since) */
	if (up && ws_handle_path(fs, h, key, sizeof(key))) {
		/* (the kernel holds the data it sent: what changed is the
		 * file's attributes) */
		kernel_flushing(key);
		changes_uploaded(fs->changes, key, &s);
		kernel_flushing(NULL);
		if (!s.mode) /* (a sandbox command removed it right after) */
			changes_attrs_unknown(fs->changes, key);
	}
	return 0;
}

void ws_release(struct sbxfs *fs, struct fh *h)
{
	char key[PATH_MAX];
	int r;

	if (!ws_handle_path(fs, h, key, sizeof(key)))
		key[0] = '\0';
	if (h->writes)
		filecache_writer_closed(h->node);
	r = filecache_release(fs->files, h->node);
	if (r < 0)
		mount_log_err(filecache_transient(r) ? "upload (kept for retry)" : "upload", key,
			      r);
	if ((r > 0 || (r < 0 && !filecache_transient(r))) && key[0])
		changes_attrs_unknown(fs->changes, key);
}
