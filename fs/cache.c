/* cache — metadata cache of the workspace.
 *
 * Consistency, in one page.
 *
 * WHAT is cached: per mount path, the attributes (struct sbx_stat) and
 * symlink target of workspace nodes, "does not exist" answers, and complete
 * directory listings (the sorted names of a directory, obtained in ONE
 * sbx_listdir request that also brings every child's attributes). File data
 * is not here: open files live in local spool files (fs/filecache.c), and
 * the kernel's page cache is kept across opens only while the sandbox's
 * size and mtime are unchanged.
 *
 * FOR HOW LONG: every fact carries the monotonic time it was learnt and is
 * believed for `cache_timeout` seconds (mount option, 0 disables the cache:
 * every question goes to the server). A name absent from a fresh complete
 * listing is answered "no such file" locally: vim's swap probes and git's
 * lstat storms cost no requests. The kernel caches entries and attributes
 * for the same timeout (never negative entries); fs/changes.c, which makes
 * every invalidation here, also tells the kernel (fs/kernel.h).
 *
 * WHAT INVALIDATES: (1) time; (2) writes through this mount, which update
 * the cache with what they changed and nothing else: a create adds the name
 * to its parent's listing (a new directory starts with a complete empty
 * listing), unlink/rmdir remove it, rename moves a whole subtree, chmod and
 * utimens patch the fields they set, a file upload stores the attributes
 * the server reports afterwards; (3) any command run in a sandbox through
 * the mount (ctl/exec, sessions, spawn) drops every fact about that
 * sandbox, since a command may change any file (ctlfs invalidate callback);
 * (4) rmdir of a sandbox drops it.
 *
 * RACES: a reply that was in flight while the cache changed locally is
 * stale; every store takes the generation read before its request and is
 * discarded when a local change happened since (sshfs's write counter).
 * A listing fetched while a create through the mount was in flight may
 * lack the new name: such a listing keeps the names created here within
 * the timeout, and storing the attributes of a path (after its upload,
 * say) puts its name back into the parent's listing.
 *
 * WHAT IS NOT GUARANTEED: a change made in the sandbox by someone else (a
 * command not run through this mount, another mount) becomes visible only
 * after the timeout. Close-to-open holds for this mount's own writes; two
 * mounts see each other's writes after close plus the timeout.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cache.h"

enum estate { E_NONE, E_ATTR, E_NEG };

#define CACHE_SWEEP_AT 65536 /* entries before stale ones are swept */

struct entry {
	struct entry *next;
	char *path;
	size_t hash;
	enum estate state;
	double t_attr;
	double t_local; /* created through the mount, not yet seen on the server */
	struct sbx_stat st;
	char *link;
	bool listed;
	double t_list;
	char **names; /* sorted by strcmp */
	size_t n, cap;
};

struct cache {
	pthread_mutex_t lock; /* guards everything below */
	double timeout;
	double (*now)(void);
	uint64_t gen;
	struct entry **tab;
	size_t nbuckets, count;
};

static bool fresh(const struct cache *c, double t);

static double mono_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static size_t hash_str(const char *s)
{
	size_t h = 1469598103934665603ULL;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

int cache_new(double timeout, double (*now)(void), struct cache **out)
{
	struct cache *c = calloc(1, sizeof(*c));

	if (!c)
		return -ENOMEM;
	c->nbuckets = 1024;
	c->tab = calloc(c->nbuckets, sizeof(*c->tab));
	if (!c->tab) {
		free(c);
		return -ENOMEM;
	}
	pthread_mutex_init(&c->lock, NULL);
	c->timeout = timeout;
	c->now = now ? now : mono_now;
	c->gen = 1;
	*out = c;
	return 0;
}

static void names_free(struct entry *e)
{
	for (size_t i = 0; i < e->n; i++)
		free(e->names[i]);
	free(e->names);
	e->names = NULL;
	e->n = e->cap = 0;
	e->listed = false;
}

static void entry_free(struct entry *e)
{
	if (!e)
		return;
	names_free(e);
	free(e->link);
	free(e->path);
	free(e);
}

void cache_free(struct cache *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->nbuckets; i++) {
		struct entry *e = c->tab[i], *next;

		for (; e; e = next) {
			next = e->next;
			entry_free(e);
		}
	}
	free(c->tab);
	pthread_mutex_destroy(&c->lock);
	free(c);
}

uint64_t cache_gen(struct cache *c)
{
	uint64_t g;

	pthread_mutex_lock(&c->lock);
	g = c->gen;
	pthread_mutex_unlock(&c->lock);
	return g;
}

static bool fresh(const struct cache *c, double t)
{
	return c->timeout > 0 && c->now() - t < c->timeout;
}

static struct entry *find(struct cache *c, const char *path)
{
	size_t h = hash_str(path);

	for (struct entry *e = c->tab[h % c->nbuckets]; e; e = e->next)
		if (e->hash == h && strcmp(e->path, path) == 0)
			return e;
	return NULL;
}

static void grow(struct cache *c)
{
	size_t nb = c->nbuckets * 4;
	struct entry **tab = calloc(nb, sizeof(*tab));

	if (!tab)
		return; /* keep the longer chains */
	for (size_t i = 0; i < c->nbuckets; i++) {
		struct entry *e = c->tab[i], *next;

		for (; e; e = next) {
			next = e->next;
			e->next = tab[e->hash % nb];
			tab[e->hash % nb] = e;
		}
	}
	free(c->tab);
	c->tab = tab;
	c->nbuckets = nb;
}

/* Drops entries that no longer say anything fresh; keeps memory bounded by
 * what the timeout window can hold. */
static void sweep(struct cache *c)
{
	for (size_t i = 0; i < c->nbuckets; i++) {
		struct entry **pp = &c->tab[i];

		while (*pp) {
			struct entry *e = *pp;

			if (!fresh(c, e->t_attr) && !(e->listed && fresh(c, e->t_list))) {
				*pp = e->next;
				c->count--;
				entry_free(e);
			} else {
				pp = &e->next;
			}
		}
	}
}

static void insert(struct cache *c, struct entry *e)
{
	if (c->count >= CACHE_SWEEP_AT && c->count % 4096 == 0)
		sweep(c);
	if (c->count > c->nbuckets * 2)
		grow(c);
	e->hash = hash_str(e->path);
	e->next = c->tab[e->hash % c->nbuckets];
	c->tab[e->hash % c->nbuckets] = e;
	c->count++;
}

static struct entry *get_or_add(struct cache *c, const char *path)
{
	struct entry *e = find(c, path);

	if (e)
		return e;
	e = calloc(1, sizeof(*e));
	if (!e)
		return NULL;
	e->path = strdup(path);
	if (!e->path) {
		free(e);
		return NULL;
	}
	insert(c, e);
	return e;
}

/* The parent's path in buf and a pointer to the last component. */
static const char *split(const char *path, char *buf, size_t size)
{
	const char *slash = strrchr(path, '/');
	size_t len;

	if (!slash || slash == path)
		return NULL;
	len = (size_t)(slash - path);
	if (len >= size)
		return NULL;
	memcpy(buf, path, len);
	buf[len] = '\0';
	return slash + 1;
}

/* Index of name in e's sorted names, or -(insertion point) - 1. */
static long name_index(const struct entry *e, const char *name)
{
	size_t lo = 0, hi = e->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int r = strcmp(e->names[mid], name);

		if (r == 0)
			return (long)mid;
		if (r < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -(long)lo - 1;
}

static void listing_add(struct entry *e, const char *name)
{
	long i = name_index(e, name);
	size_t at;
	char *dup;

	if (i >= 0)
		return;
	at = (size_t)(-i - 1);
	if (e->n == e->cap) {
		size_t cap = e->cap ? e->cap * 2 : 8;
		char **v = realloc(e->names, cap * sizeof(*v));

		if (!v) {
			names_free(e); /* the listing is no longer complete */
			return;
		}
		e->names = v;
		e->cap = cap;
	}
	dup = strdup(name);
	if (!dup) {
		names_free(e);
		return;
	}
	memmove(e->names + at + 1, e->names + at, (e->n - at) * sizeof(*e->names));
	e->names[at] = dup;
	e->n++;
}

static void listing_del(struct entry *e, const char *name)
{
	long i = name_index(e, name);

	if (i < 0)
		return;
	free(e->names[i]);
	memmove(e->names + i, e->names + i + 1, (e->n - (size_t)i - 1) * sizeof(*e->names));
	e->n--;
}

static void set_attr(struct cache *c, struct entry *e, const struct sbx_stat *st, const char *link)
{
	char *l = link ? strdup(link) : NULL;

	free(e->link);
	e->link = l;
	e->st = *st;
	e->state = E_ATTR;
	e->t_attr = c->now();
	e->t_local = 0;
	if (!S_ISDIR(st->mode))
		names_free(e);
}

enum cache_result cache_get(struct cache *c, const char *path, struct sbx_stat *st, char **link)
{
	enum cache_result r = CACHE_MISS;
	char pbuf[4096];
	const char *name;
	struct entry *e, *p = NULL;
	double t_self = -1;

	pthread_mutex_lock(&c->lock);
	e = find(c, path);
	if (e && e->state != E_NONE && fresh(c, e->t_attr))
		t_self = e->t_attr;
	name = split(path, pbuf, sizeof(pbuf));
	if (name)
		p = find(c, pbuf);
	/* The parent's fresh listing wins over an older fact about the entry. */
	if (p && p->listed && fresh(c, p->t_list) && p->t_list >= t_self &&
	    name_index(p, name) < 0) {
		r = CACHE_NEGATIVE;
		goto out;
	}
	if (t_self < 0)
		goto out;
	if (e->state == E_NEG) {
		r = CACHE_NEGATIVE;
		goto out;
	}
	if (link) {
		char *l = NULL;

		if (e->link && !(l = strdup(e->link)))
			goto out;
		*link = l;
	}
	if (st)
		*st = e->st;
	r = CACHE_HIT;
out:
	pthread_mutex_unlock(&c->lock);
	return r;
}

/* lock held: stores st (and link) for path. */
static void put_locked(struct cache *c, const char *path, const struct sbx_stat *st,
		       const char *link)
{
	struct entry *e, *p;
	char pbuf[4096];
	const char *name;

	if (c->timeout <= 0)
		return;
	e = get_or_add(c, path);
	if (!e)
		return;
	set_attr(c, e, st, link);
	/* it exists: a complete listing of its parent names it (a listing
	 * fetched before the file reached the server may not) */
	name = split(path, pbuf, sizeof(pbuf));
	if (name && (p = find(c, pbuf)) && p->listed)
		listing_add(p, name);
}

void cache_put(struct cache *c, uint64_t gen, const char *path, const struct sbx_stat *st,
	       const char *link)
{
	pthread_mutex_lock(&c->lock);
	if (gen == c->gen)
		put_locked(c, path, st, link);
	pthread_mutex_unlock(&c->lock);
}

void cache_put_changed(struct cache *c, const char *path, const struct sbx_stat *st,
		       const char *link)
{
	pthread_mutex_lock(&c->lock);
	/* an answer still in flight was read before this change (B31) */
	c->gen++;
	put_locked(c, path, st, link);
	pthread_mutex_unlock(&c->lock);
}

void cache_put_negative(struct cache *c, uint64_t gen, const char *path)
{
	struct entry *e;

	pthread_mutex_lock(&c->lock);
	if (gen != c->gen || c->timeout <= 0)
		goto out;
	e = get_or_add(c, path);
	if (!e)
		goto out;
	free(e->link);
	e->link = NULL;
	names_free(e);
	e->state = E_NEG;
	e->t_attr = c->now();
	e->t_local = 0;
out:
	pthread_mutex_unlock(&c->lock);
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* path/name was created through the mount within the timeout and has not
 * been seen on the server since. */
static bool local_child(struct cache *c, const char *path, size_t plen, const char *name)
{
	char buf[4096];
	size_t nlen = strlen(name);
	struct entry *ce;

	if (plen + nlen + 2 > sizeof(buf))
		return false;
	memcpy(buf, path, plen);
	buf[plen] = '/';
	memcpy(buf + plen + 1, name, nlen + 1);
	ce = find(c, buf);
	return ce && ce->state == E_ATTR && ce->t_local > 0 && fresh(c, ce->t_local);
}

void cache_put_dir(struct cache *c, uint64_t gen, const char *path, const struct sbx_dir *d)
{
	struct entry *e;
	char **names = NULL;
	size_t plen = strlen(path), n = 0;

	pthread_mutex_lock(&c->lock);
	if (gen != c->gen || c->timeout <= 0)
		goto out;
	names = calloc(d->n ? d->n : 1, sizeof(*names));
	if (!names)
		goto out;
	for (size_t i = 0; i < d->n; i++) {
		const struct sbx_dirent *de = &d->ents[i];
		size_t nlen = strlen(de->name);
		char *cp = malloc(plen + nlen + 2);
		struct entry *ce;

		names[n++] = strdup(de->name);
		if (!names[i] || !cp) {
			free(cp);
			goto fail;
		}
		memcpy(cp, path, plen);
		cp[plen] = '/';
		memcpy(cp + plen + 1, de->name, nlen + 1);
		ce = get_or_add(c, cp);
		free(cp);
		if (!ce)
			goto fail;
		set_attr(c, ce, &de->st, de->link);
	}
	e = get_or_add(c, path);
	if (!e)
		goto fail;
	/* names created here that the server does not show yet (RACES above);
	 * those it shows had their t_local cleared by set_attr just now */
	if (e->listed) {
		size_t extra = 0;
		char **v;

		for (size_t i = 0; i < e->n; i++)
			extra += local_child(c, path, plen, e->names[i]);
		if (extra) {
			v = realloc(names, (n + extra) * sizeof(*names));
			if (!v)
				goto fail;
			names = v;
			for (size_t i = 0; i < e->n && n < d->n + extra; i++)
				if (local_child(c, path, plen, e->names[i]) &&
				    !(names[n++] = strdup(e->names[i])))
					goto fail;
		}
	}
	qsort(names, n, sizeof(*names), cmp_names);
	names_free(e);
	e->names = names;
	e->n = e->cap = n;
	e->listed = true;
	e->t_list = c->now();
	goto out;
fail:
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
out:
	pthread_mutex_unlock(&c->lock);
}

enum cache_result cache_get_dir(struct cache *c, const char *path, struct cache_listing *out)
{
	struct cache_listing l = {0};
	enum cache_result r = CACHE_MISS;
	struct entry *e;
	size_t plen = strlen(path);
	char *cp = NULL;
	size_t cpsize = 0;

	pthread_mutex_lock(&c->lock);
	e = find(c, path);
	if (!e || !e->listed || !fresh(c, e->t_list))
		goto out;
	l.names = calloc(e->n + 1, sizeof(*l.names));
	l.st = calloc(e->n + 1, sizeof(*l.st));
	l.have = calloc(e->n + 1, sizeof(*l.have));
	if (!l.names || !l.st || !l.have)
		goto fail;
	for (size_t i = 0; i < e->n; i++) {
		size_t nlen = strlen(e->names[i]);
		struct entry *ce;

		if (plen + nlen + 2 > cpsize) {
			char *nb = realloc(cp, plen + nlen + 64);

			if (!nb)
				goto fail;
			cp = nb;
			cpsize = plen + nlen + 64;
		}
		memcpy(cp, path, plen);
		cp[plen] = '/';
		memcpy(cp + plen + 1, e->names[i], nlen + 1);
		l.names[i] = strdup(e->names[i]);
		if (!l.names[i])
			goto fail;
		l.n = i + 1;
		ce = find(c, cp);
		if (ce && ce->state == E_ATTR) {
			l.st[i] = ce->st;
			l.have[i] = true;
		}
	}
	l.n = e->n;
	*out = l;
	r = CACHE_HIT;
	goto out;
fail:
	cache_listing_release(&l);
out:
	pthread_mutex_unlock(&c->lock);
	free(cp);
	return r;
}

bool cache_has_dir(struct cache *c, const char *path)
{
	struct entry *e;
	bool r;

	pthread_mutex_lock(&c->lock);
	e = find(c, path);
	r = e && e->listed && fresh(c, e->t_list);
	pthread_mutex_unlock(&c->lock);
	return r;
}

void cache_listing_release(struct cache_listing *l)
{
	if (!l)
		return;
	for (size_t i = 0; i < l->n; i++)
		free(l->names[i]);
	free(l->names);
	free(l->st);
	free(l->have);
	memset(l, 0, sizeof(*l));
}

/* The parent directory changed: its listing gains or loses name, and its
 * own attributes (mtime, ctime, link count) are no longer known: the
 * server's come with the operation's answer (fs/changes.c stores them) or with
 * the next lookup. Never guessed: a guess would move later with no
 * operation, when the server's value replaces it. */
static void parent_change(struct cache *c, const char *path, bool add)
{
	char pbuf[4096];
	const char *name = split(path, pbuf, sizeof(pbuf));
	struct entry *p;

	if (!name || !(p = find(c, pbuf)))
		return;
	if (p->listed) {
		if (add)
			listing_add(p, name);
		else
			listing_del(p, name);
	}
	if (p->state == E_ATTR)
		p->t_attr = -1e18; /* stale; the listing stays */
}

static bool below(const char *path, const char *prefix, size_t plen)
{
	return strncmp(path, prefix, plen) == 0 && (path[plen] == '\0' || path[plen] == '/');
}

/* Removes every entry at or below prefix. */
static void drop_below(struct cache *c, const char *prefix)
{
	size_t plen = strlen(prefix);

	for (size_t i = 0; i < c->nbuckets; i++) {
		struct entry **pp = &c->tab[i];

		while (*pp) {
			struct entry *e = *pp;

			if (below(e->path, prefix, plen)) {
				*pp = e->next;
				c->count--;
				entry_free(e);
			} else {
				pp = &e->next;
			}
		}
	}
}

void cache_add(struct cache *c, const char *path, const struct sbx_stat *st, const char *link)
{
	struct entry *e;

	pthread_mutex_lock(&c->lock);
	c->gen++;
	drop_below(c, path);
	parent_change(c, path, true);
	if (!st || c->timeout <= 0)
		goto out;
	e = get_or_add(c, path);
	if (!e)
		goto out;
	set_attr(c, e, st, link);
	e->t_local = e->t_attr;
	if (S_ISDIR(st->mode)) {
		e->listed = true; /* a new directory is empty */
		e->t_list = e->t_attr;
	}
out:
	pthread_mutex_unlock(&c->lock);
}

/* path is known not to exist (it was just removed or renamed away). */
static void mark_gone(struct cache *c, const char *path)
{
	struct entry *e;

	if (c->timeout <= 0 || !(e = get_or_add(c, path)))
		return;
	e->state = E_NEG;
	e->t_attr = c->now();
	e->t_local = 0;
}

void cache_remove(struct cache *c, const char *path)
{
	pthread_mutex_lock(&c->lock);
	c->gen++;
	drop_below(c, path);
	parent_change(c, path, false);
	mark_gone(c, path);
	pthread_mutex_unlock(&c->lock);
}

void cache_rename(struct cache *c, const char *from, const char *to)
{
	size_t flen = strlen(from), tlen = strlen(to);
	struct entry *moved = NULL;

	pthread_mutex_lock(&c->lock);
	c->gen++;
	if (strcmp(from, to) == 0)
		goto out;
	drop_below(c, to);
	/* Unhook everything below `from`, re-key it under `to`, re-insert. */
	for (size_t i = 0; i < c->nbuckets; i++) {
		struct entry **pp = &c->tab[i];

		while (*pp) {
			struct entry *e = *pp;

			if (below(e->path, from, flen)) {
				*pp = e->next;
				c->count--;
				e->next = moved;
				moved = e;
			} else {
				pp = &e->next;
			}
		}
	}
	while (moved) {
		struct entry *e = moved;
		size_t rest = strlen(e->path) - flen;
		char *np = malloc(tlen + rest + 1);

		moved = e->next;
		if (!np) {
			entry_free(e);
			continue;
		}
		memcpy(np, to, tlen);
		memcpy(np + tlen, e->path + flen, rest + 1);
		free(e->path);
		e->path = np;
		insert(c, e);
	}
	parent_change(c, from, false);
	parent_change(c, to, true);
	mark_gone(c, from);
out:
	pthread_mutex_unlock(&c->lock);
}

void cache_invalidate(struct cache *c, const char *path)
{
	struct entry *e;

	pthread_mutex_lock(&c->lock);
	c->gen++;
	e = find(c, path);
	if (e && e->state != E_NONE) {
		e->state = E_NONE;
		names_free(e);
	}
	pthread_mutex_unlock(&c->lock);
}

void cache_forget_ino(struct cache *c, const char *prefix, ino_t ino, const char *except,
		      void (*each)(void *arg, const char *path), void *arg)
{
	size_t plen = strlen(prefix);

	pthread_mutex_lock(&c->lock);
	c->gen++;
	for (size_t i = 0; i < c->nbuckets; i++)
		for (struct entry *e = c->tab[i]; e; e = e->next)
			if (e->state == E_ATTR && e->st.ino == ino &&
			    below(e->path, prefix, plen) &&
			    (!except || strcmp(e->path, except) != 0)) {
				e->t_attr = -1e18;
				if (each)
					each(arg, e->path);
			}
	pthread_mutex_unlock(&c->lock);
}

void cache_drop_prefix(struct cache *c, const char *prefix)
{
	pthread_mutex_lock(&c->lock);
	c->gen++;
	drop_below(c, prefix);
	pthread_mutex_unlock(&c->lock);
}
