/* changes — the one recorder of changes to the workspace (changes.h).
 *
 * What each change means for each cache:
 *   metadata (fs/cache.c): what the server said it left (sbx_last_after:
 *     sbxd's answers carry the attributes of the changed path and of the
 *     directories whose entries changed) is stored, so that nothing shown
 *     is a guess; what it did not say is marked stale and asked again.
 *   open files (fs/filecache.c): follow renames, detach on removal, learn
 *     the sandbox version after a metadata change.
 *   kernel: what the mount did itself the kernel has already applied to
 *     the inode it concerns; other names of a hard-linked file, and
 *     everything a command may have changed, are made stale there through
 *     the kernel_stale callback (fs/kernel.c).
 *
 * No lock of its own; the kernel callbacks run with no lock held (a kernel
 * notification may wait for an operation of this mount, which may need
 * any lock).
 */
#include <errno.h>
#include <limits.h>
#include <linux/fs.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cache.h"
#include "changes.h"
#include "filecache.h"
#include "links.h"
#include "tree.h"

struct changes {
	struct cache *cache;
	struct filecache *files;
	struct links_own *own;
	void (*kernel_stale)(void *arg, const char *path);
	void (*kernel_stale_below)(void *arg, const char *prefix);
	void (*kernel_stale_links)(void *arg, const char *prefix, ino_t ino, const char *except);
	bool (*kernel_seen)(void *arg, const char *path, ino_t *ino, nlink_t *nlink, mode_t *mode);
	void *kernel_arg;
};

int changes_new(struct cache *cache, struct filecache *files, struct links_own *own,
		struct changes **out)
{
	struct changes *ch = calloc(1, sizeof(*ch));

	if (!ch)
		return -ENOMEM;
	ch->cache = cache;
	ch->files = files;
	ch->own = own;
	*out = ch;
	return 0;
}

void changes_free(struct changes *ch)
{
	free(ch);
}

void changes_on_kernel(struct changes *ch, void (*stale)(void *arg, const char *path),
		       void (*stale_below)(void *arg, const char *prefix), void *arg)
{
	ch->kernel_stale = stale;
	ch->kernel_stale_below = stale_below;
	ch->kernel_arg = arg;
}

void changes_on_kernel_links(struct changes *ch,
			     void (*stale_links)(void *arg, const char *prefix, ino_t ino,
						 const char *except),
			     bool (*seen)(void *arg, const char *path, ino_t *ino, nlink_t *nlink,
					  mode_t *mode))
{
	ch->kernel_stale_links = stale_links;
	ch->kernel_seen = seen;
}

/* ---- names the cache cannot connect: hard links ---------------------- */

struct names {
	char **v;
	size_t n;
};

static void collect_name(void *arg, const char *path)
{
	struct names *nm = arg;
	char **nv = realloc(nm->v, (nm->n + 1) * sizeof(*nv));

	if (!nv)
		return;
	nm->v = nv;
	if ((nm->v[nm->n] = strdup(path)))
		nm->n++;
}

/* Tells the kernel each collected name is stale (no lock held), frees them. */
static void names_stale(struct changes *ch, struct names *nm)
{
	for (size_t i = 0; i < nm->n; i++) {
		if (ch->kernel_stale)
			ch->kernel_stale(ch->kernel_arg, nm->v[i]);
		free(nm->v[i]);
	}
	free(nm->v);
	nm->v = NULL;
	nm->n = 0;
}

/* The file of attributes *st (seen at path) changed its link count or
 * data: every other name of it in the same sandbox but except is asked
 * again, or, with now (the server's word on the file after the change),
 * shows that where the cache knew it fresh. */
static void links_changed(struct changes *ch, const char *path, const struct sbx_stat *st,
			  const char *except, const struct sbx_stat *now)
{
	struct names nm = {0};
	struct tree_node t;
	char prefix[SBX_ID_MAX + 2];

	if (!st->ino || tree_parse(path, &t) < 0)
		return;
	snprintf(prefix, sizeof(prefix), "/%s", t.id);
	cache_set_ino(ch->cache, prefix, st->ino, except, now,
		      ch->kernel_stale ? collect_name : NULL, &nm);
	names_stale(ch, &nm);
	/* names the kernel still holds that this cache has let go */
	if (ch->kernel_stale_links)
		ch->kernel_stale_links(ch->kernel_arg, prefix, st->ino, except);
}

static void forget_links(struct changes *ch, const char *path, const struct sbx_stat *st,
			 const char *except)
{
	links_changed(ch, path, st, except, NULL);
}

/* The open files of a workspace path: its node's name in the file cache
 * (sandbox id, path in the sandbox), when there is a file cache. */
static bool file_name(struct changes *ch, const char *path, struct tree_node *t)
{
	return ch->files && tree_parse(path, t) == 0 && t->kind == TREE_WORKSPACE;
}

static bool linked(const struct sbx_stat *st)
{
	return st->nlink > 1 && !S_ISDIR(st->mode);
}

/* What is known of path before a change: the cache, else what the kernel
 * was last told (a command emptied the cache since the kernel looked the
 * name up, and the answer to the change says nothing: B38). */
static bool known_before(struct changes *ch, const char *path, struct sbx_stat *st)
{
	ino_t ino;
	nlink_t nlink;
	mode_t mode;

	if (cache_get(ch->cache, path, st, NULL) == CACHE_HIT)
		return true;
	if (!ch->kernel_seen || !ch->kernel_seen(ch->kernel_arg, path, &ino, &nlink, &mode))
		return false;
	memset(st, 0, sizeof(*st));
	st->ino = ino;
	st->nlink = nlink;
	st->mode = mode;
	return true;
}

/* The directories whose entries a change of path (rename: to `to`)
 * changed: what the server said they are now. */
static void record_parents(struct changes *ch, const struct sbx_after *a, const char *path,
			   const char *to)
{
	char dir[PATH_MAX];

	if (a->have_parent && tree_split(path, dir, sizeof(dir)))
		cache_put_changed(ch->cache, dir, &a->parent, NULL);
	if (to && a->have_to_parent && tree_split(to, dir, sizeof(dir)))
		cache_put_changed(ch->cache, dir, &a->to_parent, NULL);
}

/* After a change of path (rename: from path to `to`): stores what the
 * server said it left; what it did not say is asked for again when needed
 * (the cache marks it stale); a new name whose attributes are unknown is
 * added without them. link: a new symlink's target. */
static void record_after(struct changes *ch, const char *path, const char *to, const char *link,
			 bool created, const struct sbx_stat *known)
{
	const char *target = to ? to : path;
	struct sbx_after a;
	struct tree_node t;

	sbx_last_after(&a);
	if (!a.have_st && known) {
		a.st = *known;
		a.have_st = true;
	}
	if (created) {
		cache_add(ch->cache, target, a.have_st ? &a.st : NULL, link);
	} else if (a.have_st) {
		cache_put_changed(ch->cache, target, &a.st, link);
	} else {
		struct sbx_stat old;

		/* the server said nothing: what we knew of it is stale, and so
		 * is every other name of a hard-linked file */
		if (known_before(ch, target, &old) && linked(&old))
			forget_links(ch, target, &old, target);
		cache_invalidate(ch->cache, target);
		if (file_name(ch, target, &t))
			filecache_version_unknown(ch->files, t.id, t.rel);
	}
	if (a.have_st && S_ISREG(a.st.mode) && file_name(ch, target, &t))
		filecache_set_version(ch->files, t.id, t.rel, &a.st);
	if (a.have_st && linked(&a.st))
		forget_links(ch, target, &a.st, target); /* every name of the inode changed */
	if (a.have_from_st)
		cache_put_changed(ch->cache, path, &a.from_st, NULL);
	record_parents(ch, &a, path, to);
}

/* ---- what the mount did ------------------------------------------------ */

void changes_created(struct changes *ch, const char *path, const char *link,
		     const struct sbx_stat *st)
{
	record_after(ch, path, NULL, link, true, st);
}

static void removed(struct changes *ch, const char *path, const struct sbx_stat *known,
		    const struct sbx_stat *left)
{
	struct sbx_after a;
	struct sbx_stat s;
	struct tree_node t;

	/* the other names' link count (what the caller or the cache knew
	 * before) */
	if (known)
		s = *known;
	if ((known || known_before(ch, path, &s)) && linked(&s)) {
		bool told = left && left->ino == s.ino && !S_ISDIR(left->mode);

		links_changed(ch, path, &s, path, told ? left : NULL);
	}
	if (file_name(ch, path, &t))
		filecache_unlink(ch->files, t.id, t.rel);
	cache_remove(ch->cache, path);
	/* The name is known gone and its other names are told: only its
	 * directory is left to record (record_after would take the name for
	 * one the server said nothing of: tell the kernel of every other name
	 * a second time, each a wait for the notifier, and unlearn that the
	 * name is gone). */
	sbx_last_after(&a);
	record_parents(ch, &a, path, NULL);
}

void changes_removed(struct changes *ch, const char *path, const struct sbx_stat *known)
{
	removed(ch, path, known, NULL);
}

void changes_unlinked(struct changes *ch, const char *path, const struct sbx_stat *known)
{
	struct sbx_after af;

	/* sbxd says what a hard link's other names show after the unlink:
	 * they keep attributes (git links every object it writes to its
	 * name, unlinks the temp name and then looks each object up: one
	 * lstat per object when they were forgotten) */
	sbx_last_after(&af);
	removed(ch, path, known, af.have_left ? &af.left : NULL);
}

void changes_renamed(struct changes *ch, const char *from, const char *to, unsigned int flags)
{
	struct sbx_stat s, ms;
	struct tree_node a, b;
	bool files = file_name(ch, from, &a) && file_name(ch, to, &b);
	/* a linked file replaced (or swapped) loses a name or moves, a moved
	 * one moves: either way its ctime changed under its other names */
	bool replaced = known_before(ch, to, &s) && linked(&s);
	bool from_known = known_before(ch, from, &ms);
	bool moved = from_known && linked(&ms);
	bool nondir = from_known && (ms.mode & S_IFMT) && !S_ISDIR(ms.mode);

	if (replaced)
		forget_links(ch, to, &s, NULL);
	if (moved)
		forget_links(ch, from, &ms, NULL);
	/* (the cache's word only: the kernel's may be older than a change) */
	if (replaced && moved && s.ino == ms.ino &&
	    cache_get(ch->cache, to, &s, NULL) == CACHE_HIT &&
	    cache_get(ch->cache, from, &ms, NULL) == CACHE_HIT && s.ino == ms.ino) {
		/* two names of one file: rename(2) does nothing */
		cache_invalidate(ch->cache, from);
		cache_invalidate(ch->cache, to);
		return;
	}
	if (flags & RENAME_EXCHANGE) {
		/* open files follow their data, both ways at once */
		if (files)
			filecache_exchange(ch->files, a.id, a.rel, b.rel);
		cache_drop_prefix(ch->cache, from);
		cache_drop_prefix(ch->cache, to);
		cache_add(ch->cache, from, NULL, NULL);
		cache_add(ch->cache, to, NULL, NULL);
		record_after(ch, from, to, NULL, false, NULL);
		return;
	}
	cache_rename(ch->cache, from, to);
	if (files)
		filecache_rename(ch->files, a.id, a.rel, b.rel, nondir);
	if (ch->own)
		links_own_rename(ch->own, from, to);
	record_after(ch, from, to, NULL, false, NULL);
}

void changes_hidden(struct changes *ch, const char *from, const char *hidden, bool replaced)
{
	struct tree_node a, b;
	struct sbx_stat s;
	bool have = cache_get(ch->cache, from, &s, NULL) == CACHE_HIT;

	if ((have || known_before(ch, from, &s)) && linked(&s))
		forget_links(ch, from, &s, from); /* the other names' link count */
	if (file_name(ch, from, &a) && file_name(ch, hidden, &b)) {
		if (have) /* with a mode or times kept for its upload */
			filecache_attr(ch->files, a.id, a.rel, &s, false, NULL);
		filecache_hide(ch->files, a.id, a.rel, b.rel);
		if (have) {
			mode_t m = s.mode; /* as it is now (a chmod since the open) */

			filecache_setattr_local(ch->files, b.id, b.rel, &m, NULL, false);
		}
	}
	cache_remove(ch->cache, from);
	if (!replaced)
		record_after(ch, from, NULL, NULL, false, NULL);
}

void changes_linked(struct changes *ch, const char *from, const char *to,
		    const struct sbx_stat *known)
{
	struct sbx_after af;
	struct sbx_stat s;
	struct tree_node t;
	bool have;

	sbx_last_after(&af);
	record_after(ch, to, NULL, NULL, true, NULL);
	if (af.have_st) {
		/* one inode, more names: every name's link count and ctime */
		forget_links(ch, from, &af.st, NULL);
		cache_put_changed(ch->cache, from, &af.st, NULL);
		cache_put_changed(ch->cache, to, &af.st, NULL);
		s = af.st;
		have = true;
	} else {
		/* (the exec fallback says nothing) its other names too */
		if (known)
			s = *known;
		have = known || known_before(ch, from, &s);
		if (have)
			forget_links(ch, from, &s, NULL);
		cache_invalidate(ch->cache, from);
		s.nlink++; /* (at least: one more name) */
	}
	/* The file open here (under this name, or another: through a
	 * symlink): its writes must now make the new name's attributes
	 * stale, which they do when its node knows it is linked
	 * (ws_data_changed reads the link count it opened with: B33). */
	if (have && file_name(ch, from, &t)) {
		filecache_set_version(ch->files, t.id, t.rel, &s);
		filecache_set_links(ch->files, t.id, &s);
	}
	/* the kernel made the new name a node of its own: the old one's link
	 * count and ctime are its to forget (the cache may not have known it) */
	if (ch->kernel_stale)
		ch->kernel_stale(ch->kernel_arg, from);
}

void changes_attrs(struct changes *ch, const char *path)
{
	record_after(ch, path, NULL, NULL, false, NULL);
}

void changes_attrs_unknown(struct changes *ch, const char *path)
{
	cache_invalidate(ch->cache, path);
}

void changes_uploaded(struct changes *ch, const char *path, const struct sbx_stat *st)
{
	/* (st is in the metadata cache already: changes_sent, under the
	 * upload) the upload moved its ctime (and mtime, when nobody saw the local
	 * one): what the kernel holds from a stat while it was open is old */
	if (ch->kernel_stale)
		ch->kernel_stale(ch->kernel_arg, path);
	if (linked(st))
		forget_links(ch, path, st, path); /* the other names' size and times */
}

void changes_sent(struct changes *ch, const char *path, const struct sbx_stat *st)
{
	cache_put_changed(ch->cache, path, st, NULL);
}

void changes_data_linked(struct changes *ch, const char *path, const struct sbx_stat *st)
{
	if (linked(st))
		forget_links(ch, path, st, path);
}

void changes_uploaded_linked(struct changes *ch, const char *path, const struct sbx_stat *before)
{
	cache_invalidate(ch->cache, path);
	/* path too: a stat of it while the other name was open showed that
	 * open copy's local ctime, older than the upload's (exerciser B40) */
	if (ch->kernel_stale)
		ch->kernel_stale(ch->kernel_arg, path);
	forget_links(ch, path, before, path);
}

/* ---- what happened inside a sandbox ------------------------------------ */

void changes_sandbox(struct changes *ch, const char *id)
{
	char prefix[SBX_ID_MAX + 2];

	snprintf(prefix, sizeof(prefix), "/%s", id);
	cache_drop_prefix(ch->cache, prefix);
	if (ch->files)
		filecache_sandbox_changed(ch->files, id);
	if (ch->kernel_stale_below)
		ch->kernel_stale_below(ch->kernel_arg, prefix);
}

void changes_sandbox_gone(struct changes *ch, const char *id)
{
	char prefix[SBX_ID_MAX + 2];

	snprintf(prefix, sizeof(prefix), "/%s", id);
	cache_drop_prefix(ch->cache, prefix);
	if (ch->files)
		filecache_drop_sandbox(ch->files, id);
}

void changes_seen_changed(struct changes *ch, const char *path)
{
	if (ch->kernel_stale)
		ch->kernel_stale(ch->kernel_arg, path);
}
