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
#include "chains.h"
#include "tree.h"

enum estate { E_NONE, E_ATTR, E_NEG };

#define CACHE_SWEEP_AT 65536 /* entries before stale ones are swept */

/* MEMORY. A mount walking a large tree holds one entry per name for the
 * timeout (100k names: `find` over a big checkout), so entries are kept
 * small: the path lives inside the entry (one allocation), attributes are
 * packed (struct sbx_stat is 120 bytes, mostly 64-bit fields of 32-bit
 * values and padding), and only directories with a complete listing pay
 * for it. A listing stores each name once, in one buffer, with a sorted
 * array of offsets: not a strdup'd string and a pointer per name. */

/* struct sbx_stat, packed: lossless for what Linux can report (nlink,
 * mode, uids and nanoseconds are 32-bit in the kernel). */
struct pstat {
	int64_t size, blocks;
	uint64_t ino;
	int64_t sec[3]; /* atime, mtime, ctime */
	uint32_t nsec[3];
	uint32_t mode, nlink, uid, gid, ouid, ogid;
	uint8_t flags;
};
#define PS_BLOCKS 1
#define PS_OUID 2
#define PS_OGID 4

/* A complete listing: names[] in insertion order, NUL-terminated, in buf;
 * off[] sorted by strcmp of the names it points at. */
struct listing {
	double t;
	uint32_t *off;
	char *buf;
	size_t n, cap;		 /* offsets used, allocated */
	size_t used, size, dead; /* bytes of buf used, allocated, of removed names */
};

struct entry {
	struct entry *next;
	struct listing *dir; /* complete listing, NULL when none */
	char *link;
	double t_attr; /* when the state was learnt (with E_LOCAL: made here) */
	struct pstat st;
	struct entry *inext; /* the next entry of the same st.ino's slot (not 0) */
	uint32_t hash;
	uint8_t state; /* enum estate */
	uint8_t flags; /* E_STALE, E_LOCAL (flags, not times: a name's bytes) */
	char path[];
};
#define E_STALE 1 /* its attributes are old (its parent's mtime changed, say) */
#define E_LOCAL 2 /* created through the mount, not yet seen on the server */

/* How many entries lie below a path (for every path some entry lies
 * below): what lets a create, an unlink or a rename of a file skip the
 * visit of every entry that removing "everything below it" would be,
 * which cost 2-3 ms a file with 60k names cached. */
struct under {
	struct under *next;
	size_t n;
	uint32_t hash;
	char path[];
};

struct cache {
	pthread_mutex_t lock; /* guards everything below */
	double timeout;
	double (*now)(void);
	uint64_t gen;
	struct entry **tab;
	size_t nbuckets, count;
	size_t sweep_at; /* count at which the next sweep runs */
	struct under **utab;
	size_t unbuckets, ucount;
	bool under_lost; /* a count could not be made: every chain is visited */
	/* the entries by inode number: a hard link's other names without a
	 * visit of every entry (cache_forget_ino, for each link git makes) */
	struct entry **itab;
	size_t inbuckets, icount;
};

static bool fresh(const struct cache *c, double t);

static bool attr_fresh(const struct cache *c, const struct entry *e)
{
	return !(e->flags & E_STALE) && fresh(c, e->t_attr);
}

static void pack(struct pstat *p, const struct sbx_stat *s)
{
	const struct timespec *ts[3] = {&s->atime, &s->mtime, &s->ctime};

	p->size = s->size;
	p->blocks = s->blocks;
	p->ino = s->ino;
	for (int i = 0; i < 3; i++) {
		p->sec[i] = ts[i]->tv_sec;
		p->nsec[i] = (uint32_t)ts[i]->tv_nsec;
	}
	p->mode = s->mode;
	p->nlink = s->nlink > UINT32_MAX ? UINT32_MAX : (uint32_t)s->nlink;
	p->uid = s->uid;
	p->gid = s->gid;
	p->ouid = s->ouid;
	p->ogid = s->ogid;
	p->flags = (s->has_blocks ? PS_BLOCKS : 0) | (s->has_ouid ? PS_OUID : 0) |
		   (s->has_ogid ? PS_OGID : 0);
}

static void unpack(struct sbx_stat *s, const struct pstat *p)
{
	struct timespec *ts[3] = {&s->atime, &s->mtime, &s->ctime};

	memset(s, 0, sizeof(*s));
	s->size = p->size;
	s->blocks = p->blocks;
	s->ino = p->ino;
	for (int i = 0; i < 3; i++) {
		ts[i]->tv_sec = p->sec[i];
		ts[i]->tv_nsec = p->nsec[i];
	}
	s->mode = p->mode;
	s->nlink = p->nlink;
	s->uid = p->uid;
	s->gid = p->gid;
	s->ouid = p->ouid;
	s->ogid = p->ogid;
	s->has_blocks = p->flags & PS_BLOCKS;
	s->has_ouid = p->flags & PS_OUID;
	s->has_ogid = p->flags & PS_OGID;
}

int cache_new(double timeout, double (*now)(void), struct cache **out)
{
	struct cache *c = calloc(1, sizeof(*c));

	if (!c)
		return -ENOMEM;
	c->nbuckets = 1024;
	c->tab = calloc(c->nbuckets, sizeof(*c->tab));
	c->unbuckets = 256;
	c->utab = calloc(c->unbuckets, sizeof(*c->utab));
	c->inbuckets = 1024;
	c->itab = calloc(c->inbuckets, sizeof(*c->itab));
	if (!c->tab || !c->utab || !c->itab) {
		free(c->tab);
		free(c->utab);
		free(c->itab);
		free(c);
		return -ENOMEM;
	}
	pthread_mutex_init(&c->lock, NULL);
	c->timeout = timeout;
	c->now = now ? now : sbx_now_s;
	c->gen = 1;
	c->sweep_at = CACHE_SWEEP_AT;
	*out = c;
	return 0;
}

static void names_free(struct entry *e)
{
	if (!e->dir)
		return;
	free(e->dir->off);
	free(e->dir->buf);
	free(e->dir);
	e->dir = NULL;
}

static void entry_free(struct entry *e)
{
	if (!e)
		return;
	names_free(e);
	free(e->link);
	free(e);
}

void cache_free(struct cache *c)
{
	if (!c)
		return;
	FREE_CHAINS(c->tab, c->nbuckets, struct entry, next, entry_free);
	FREE_CHAINS(c->utab, c->unbuckets, struct under, next, free);
	free(c->itab); /* (its entries are the table's) */
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

static bool listed(const struct entry *e)
{
	return e->dir != NULL;
}

static struct entry *find(struct cache *c, const char *path)
{
	uint32_t h = fnv_path(path);

	for (struct entry *e = c->tab[h % c->nbuckets]; e; e = e->next)
		if (e->hash == h && strcmp(e->path, path) == 0)
			return e;
	return NULL;
}

/* The count of the first len bytes of path (hash h), or NULL. */
static struct under *under_find(struct cache *c, const char *path, size_t len, uint32_t h)
{
	for (struct under *u = c->utab[h % c->unbuckets]; u; u = u->next)
		if (u->hash == h && strncmp(u->path, path, len) == 0 && u->path[len] == '\0')
			return u;
	return NULL;
}

static void under_grow(struct cache *c)
{
	REHASH(c->utab, c->unbuckets, struct under, next, HASH_SLOT);
}

/* An entry at path came (delta 1) or went (-1): every path above it (each
 * prefix ending before a '/', "" for the root) counts it. Without memory
 * for a new count the entries below that path count as unknown forever
 * (chains_at_or_below gives all: the slow, exact visit). */
static void count_under(struct cache *c, const char *path, int delta)
{
	uint32_t h = FNV_BASIS;

	for (size_t len = 0; path[len]; h = FNV_STEP(h, path[len]), len++) {
		struct under *u, **pp;

		if (path[len] != '/')
			continue;
		u = under_find(c, path, len, h);
		if (!u && delta > 0) {
			if (c->ucount > c->unbuckets * 2)
				under_grow(c);
			u = calloc(1, sizeof(*u) + len + 1);
			if (!u) {
				c->under_lost = true;
				continue;
			}
			memcpy(u->path, path, len);
			u->hash = h;
			u->next = c->utab[h % c->unbuckets];
			c->utab[h % c->unbuckets] = u;
			c->ucount++;
		}
		if (!u)
			continue;
		u->n += (size_t)(ssize_t)delta;
		if (u->n)
			continue;
		for (pp = &c->utab[h % c->unbuckets]; *pp != u; pp = &(*pp)->next)
			;
		*pp = u->next;
		c->ucount--;
		free(u);
	}
}

/* The chains [*lo, *hi) that may hold prefix or an entry below it: every
 * chain when some entry may lie below prefix, else prefix's own (a file's
 * path, most often: a create, an unlink, a rename of it). */
static void chains_at_or_below(struct cache *c, const char *prefix, size_t *lo, size_t *hi)
{
	uint32_t h = fnv_path(prefix);

	if (c->under_lost || under_find(c, prefix, strlen(prefix), h)) {
		*lo = 0;
		*hi = c->nbuckets;
	} else {
		*lo = h % c->nbuckets;
		*hi = *lo + 1;
	}
}

#define INO_SLOT(node, n) ino_slot((node)->st.ino, (n))

static void ino_grow(struct cache *c)
{
	REHASH(c->itab, c->inbuckets, struct entry, inext, INO_SLOT);
}

/* e (in the table) joins its inode number's slot; ino_unindex leaves it. */
static void ino_index(struct cache *c, struct entry *e)
{
	size_t i;

	if (!e->st.ino)
		return;
	if (c->icount > c->inbuckets * 8) /* (short chains: a visit is rare, memory is not) */
		ino_grow(c);
	i = ino_slot(e->st.ino, c->inbuckets);
	e->inext = c->itab[i];
	c->itab[i] = e;
	c->icount++;
}

static void ino_unindex(struct cache *c, struct entry *e)
{
	if (!e->st.ino)
		return;
	for (struct entry **pp = &c->itab[ino_slot(e->st.ino, c->inbuckets)]; *pp;
	     pp = &(*pp)->inext)
		if (*pp == e) {
			*pp = e->inext;
			c->icount--;
			return;
		}
}

/* Unhooked from the table (the caller took it off its chain). */
static void unhooked(struct cache *c, struct entry *e)
{
	c->count--;
	count_under(c, e->path, -1);
	ino_unindex(c, e);
}

static void grow(struct cache *c)
{
	REHASH(c->tab, c->nbuckets, struct entry, next, HASH_SLOT);
}

/* Drops entries that no longer say anything fresh; keeps memory bounded by
 * what the timeout window can hold (and a quarter more: sweeps cost one
 * visit of every entry, so they run once a quarter of what stayed was
 * added again, which is a few visits per insert however large the cache). */
static void sweep(struct cache *c)
{
	for (size_t i = 0; i < c->nbuckets; i++) {
		struct entry **pp = &c->tab[i];

		while (*pp) {
			struct entry *e = *pp;

			if (!attr_fresh(c, e) && !(listed(e) && fresh(c, e->dir->t))) {
				*pp = e->next;
				unhooked(c, e);
				entry_free(e);
			} else {
				pp = &e->next;
			}
		}
	}
	c->sweep_at = c->count + (c->count / 4 > 4096 ? c->count / 4 : 4096);
	if (c->sweep_at < CACHE_SWEEP_AT)
		c->sweep_at = CACHE_SWEEP_AT;
}

/* e->path set: hooks e into the table. */
static void insert(struct cache *c, struct entry *e)
{
	if (c->count >= c->sweep_at)
		sweep(c);
	if (c->count > c->nbuckets * 2)
		grow(c);
	e->hash = fnv_path(e->path);
	e->next = c->tab[e->hash % c->nbuckets];
	c->tab[e->hash % c->nbuckets] = e;
	c->count++;
	count_under(c, e->path, 1);
	ino_index(c, e);
}

static struct entry *get_or_add(struct cache *c, const char *path)
{
	struct entry *e = find(c, path);
	size_t len;

	if (e)
		return e;
	len = strlen(path);
	e = calloc(1, sizeof(*e) + len + 1);
	if (!e)
		return NULL;
	memcpy(e->path, path, len + 1);
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

static const char *name_at(const struct listing *l, size_t i)
{
	return l->buf + l->off[i];
}

/* Index of name in l's sorted names, or -(insertion point) - 1. */
static long name_index(const struct listing *l, const char *name)
{
	size_t lo = 0, hi = l->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int r = strcmp(name_at(l, mid), name);

		if (r == 0)
			return (long)mid;
		if (r < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -(long)lo - 1;
}

/* Room for one more name of len bytes (with its NUL); false: no memory. */
static bool listing_reserve(struct listing *l, size_t len)
{
	if (l->n == l->cap) {
		size_t cap = l->cap ? l->cap * 2 : 8;
		uint32_t *v = realloc(l->off, cap * sizeof(*v));

		if (!v)
			return false;
		l->off = v;
		l->cap = cap;
	}
	if (l->used + len > l->size) {
		size_t size = l->size ? l->size * 2 : 64;
		char *b;

		while (size < l->used + len)
			size *= 2;
		if (size > UINT32_MAX)
			return false;
		b = realloc(l->buf, size);
		if (!b)
			return false;
		l->buf = b;
		l->size = size;
	}
	return true;
}

/* Rewrites buf without the bytes of removed names. */
static void listing_compact(struct listing *l)
{
	char *b = malloc(l->used - l->dead);
	size_t at = 0;

	if (!b)
		return; /* keeps the garbage */
	for (size_t i = 0; i < l->n; i++) {
		size_t len = strlen(name_at(l, i)) + 1;

		memcpy(b + at, name_at(l, i), len);
		l->off[i] = (uint32_t)at;
		at += len;
	}
	free(l->buf);
	l->buf = b;
	l->used = l->size = at;
	l->dead = 0;
}

static void listing_add(struct entry *e, const char *name)
{
	struct listing *l = e->dir;
	long i = name_index(l, name);
	size_t at, len = strlen(name) + 1;

	if (i >= 0)
		return;
	if (!listing_reserve(l, len)) {
		names_free(e); /* the listing is no longer complete */
		return;
	}
	at = (size_t)(-i - 1);
	memcpy(l->buf + l->used, name, len);
	memmove(l->off + at + 1, l->off + at, (l->n - at) * sizeof(*l->off));
	l->off[at] = (uint32_t)l->used;
	l->used += len;
	l->n++;
}

static void listing_del(struct entry *e, const char *name)
{
	struct listing *l = e->dir;
	long i = name_index(l, name);

	if (i < 0)
		return;
	l->dead += strlen(name) + 1;
	memmove(l->off + i, l->off + i + 1, (l->n - (size_t)i - 1) * sizeof(*l->off));
	l->n--;
	if (l->dead > 4096 && l->dead > l->used / 2)
		listing_compact(l);
}

static void set_attr(struct cache *c, struct entry *e, const struct sbx_stat *st, const char *link)
{
	char *l = link ? strdup(link) : NULL;
	bool renumbered = e->st.ino != st->ino;

	free(e->link);
	e->link = l;
	if (renumbered)
		ino_unindex(c, e);
	pack(&e->st, st);
	if (renumbered)
		ino_index(c, e);
	e->state = E_ATTR;
	e->t_attr = c->now();
	e->flags = 0;
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
	if (e && e->state != E_NONE && attr_fresh(c, e))
		t_self = e->t_attr;
	name = split(path, pbuf, sizeof(pbuf));
	if (name)
		p = find(c, pbuf);
	/* The parent's fresh listing wins over an older fact about the entry. */
	if (p && listed(p) && fresh(c, p->dir->t) && p->dir->t >= t_self &&
	    name_index(p->dir, name) < 0) {
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
		unpack(st, &e->st);
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
	if (name && (p = find(c, pbuf)) && listed(p))
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
	e->flags = 0;
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
	return ce && ce->state == E_ATTR && (ce->flags & E_LOCAL) && fresh(c, ce->t_attr);
}

/* A listing of the n names (sorted here), copied into one buffer. */
static struct listing *listing_of(const char **names, size_t n)
{
	struct listing *l = calloc(1, sizeof(*l));
	size_t bytes = 0;

	if (!l)
		return NULL;
	qsort(names, n, sizeof(*names), cmp_names);
	for (size_t i = 0; i < n; i++)
		bytes += strlen(names[i]) + 1;
	if (bytes > UINT32_MAX)
		goto fail;
	l->off = malloc((n ? n : 1) * sizeof(*l->off));
	l->buf = malloc(bytes ? bytes : 1);
	if (!l->off || !l->buf)
		goto fail;
	for (size_t i = 0; i < n; i++) {
		size_t len = strlen(names[i]) + 1;

		memcpy(l->buf + l->used, names[i], len);
		l->off[i] = (uint32_t)l->used;
		l->used += len;
	}
	l->n = l->cap = n;
	l->size = bytes ? bytes : 1;
	return l;
fail:
	free(l->off);
	free(l->buf);
	free(l);
	return NULL;
}

void cache_put_dir(struct cache *c, uint64_t gen, const char *path, const struct sbx_dir *d)
{
	struct entry *e;
	struct listing *l;
	const char **names = NULL;
	size_t plen = strlen(path), n = 0, extra = 0;
	char *cp = NULL;
	size_t cpsize = 0;

	pthread_mutex_lock(&c->lock);
	if (gen != c->gen || c->timeout <= 0)
		goto out;
	for (size_t i = 0; i < d->n; i++) {
		const struct sbx_dirent *de = &d->ents[i];
		size_t nlen = strlen(de->name);
		struct entry *ce;

		if (plen + nlen + 2 > cpsize) {
			char *nb = realloc(cp, plen + nlen + 64);

			if (!nb)
				goto out;
			cp = nb;
			cpsize = plen + nlen + 64;
		}
		memcpy(cp, path, plen);
		cp[plen] = '/';
		memcpy(cp + plen + 1, de->name, nlen + 1);
		ce = get_or_add(c, cp);
		if (!ce)
			goto out;
		set_attr(c, ce, &de->st, de->link);
	}
	e = get_or_add(c, path);
	if (!e)
		goto out;
	/* names created here that the server does not show yet (RACES above);
	 * those it shows had their E_LOCAL cleared by set_attr just now */
	if (listed(e))
		for (size_t i = 0; i < e->dir->n; i++)
			extra += local_child(c, path, plen, name_at(e->dir, i));
	names = malloc((d->n + extra + 1) * sizeof(*names));
	if (!names)
		goto out;
	for (size_t i = 0; i < d->n; i++)
		names[n++] = d->ents[i].name;
	if (extra)
		for (size_t i = 0; i < e->dir->n && n < d->n + extra; i++)
			if (local_child(c, path, plen, name_at(e->dir, i)))
				names[n++] = name_at(e->dir, i);
	l = listing_of(names, n); /* copies the names before the old listing goes */
	if (!l)
		goto out;
	names_free(e);
	e->dir = l;
	l->t = c->now();
out:
	pthread_mutex_unlock(&c->lock);
	free(names);
	free(cp);
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
	if (!e || !listed(e) || !fresh(c, e->dir->t))
		goto out;
	l.names = calloc(e->dir->n + 1, sizeof(*l.names));
	l.st = calloc(e->dir->n + 1, sizeof(*l.st));
	l.have = calloc(e->dir->n + 1, sizeof(*l.have));
	if (!l.names || !l.st || !l.have)
		goto fail;
	for (size_t i = 0; i < e->dir->n; i++) {
		const char *name = name_at(e->dir, i);
		size_t nlen = strlen(name);
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
		memcpy(cp + plen + 1, name, nlen + 1);
		l.names[i] = strdup(name);
		if (!l.names[i])
			goto fail;
		l.n = i + 1;
		ce = find(c, cp);
		if (ce && ce->state == E_ATTR) {
			unpack(&l.st[i], &ce->st);
			l.have[i] = true;
		}
	}
	l.n = e->dir->n;
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
	r = e && listed(e) && fresh(c, e->dir->t);
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
/* touched (NULL: none): the parent's mtime and ctime are now that time,
 * as far as the mount knows, rather than unknown. */
static void parent_change(struct cache *c, const char *path, bool add,
			  const struct timespec *touched)
{
	char pbuf[4096];
	const char *name = split(path, pbuf, sizeof(pbuf));
	struct entry *p;

	if (!name || !(p = find(c, pbuf)))
		return;
	if (listed(p)) {
		if (add)
			listing_add(p, name);
		else
			listing_del(p, name);
	}
	if (p->state == E_ATTR && touched && !(p->flags & E_STALE)) {
		for (int i = 1; i <= 2; i++) {
			p->st.sec[i] = touched->tv_sec;
			p->st.nsec[i] = (uint32_t)touched->tv_nsec;
		}
	} else if (p->state == E_ATTR) {
		p->flags |= E_STALE; /* the listing stays */
	}
}

/* Removes every entry at or below prefix. */
static void drop_below(struct cache *c, const char *prefix)
{
	size_t plen = strlen(prefix), lo, hi;

	chains_at_or_below(c, prefix, &lo, &hi);
	for (size_t i = lo; i < hi; i++) {
		struct entry **pp = &c->tab[i];

		while (*pp) {
			struct entry *e = *pp;

			if (tree_below(e->path, prefix, plen)) {
				*pp = e->next;
				unhooked(c, e);
				entry_free(e);
			} else {
				pp = &e->next;
			}
		}
	}
}

static void add(struct cache *c, const char *path, const struct sbx_stat *st, const char *link,
		const struct timespec *touched)
{
	struct entry *e;

	pthread_mutex_lock(&c->lock);
	c->gen++;
	drop_below(c, path);
	parent_change(c, path, true, touched);
	if (!st || c->timeout <= 0)
		goto out;
	e = get_or_add(c, path);
	if (!e)
		goto out;
	set_attr(c, e, st, link);
	e->flags |= E_LOCAL;
	if (S_ISDIR(st->mode)) {
		const char *none = NULL;

		names_free(e);
		e->dir = listing_of(&none, 0); /* a new directory is empty */
		if (e->dir)
			e->dir->t = e->t_attr;
	}
out:
	pthread_mutex_unlock(&c->lock);
}

void cache_add(struct cache *c, const char *path, const struct sbx_stat *st, const char *link)
{
	add(c, path, st, link, NULL);
}

void cache_add_unsent(struct cache *c, const char *path, const struct sbx_stat *st)
{
	add(c, path, st, NULL, &st->mtime);
}

/* path is known not to exist (it was just removed or renamed away). */
static void mark_gone(struct cache *c, const char *path)
{
	struct entry *e;

	if (c->timeout <= 0 || !(e = get_or_add(c, path)))
		return;
	e->state = E_NEG;
	e->t_attr = c->now();
	e->flags = 0;
}

void cache_remove(struct cache *c, const char *path)
{
	pthread_mutex_lock(&c->lock);
	c->gen++;
	drop_below(c, path);
	parent_change(c, path, false, NULL);
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
	size_t lo, hi;

	chains_at_or_below(c, from, &lo, &hi);
	for (size_t i = lo; i < hi; i++) {
		struct entry **pp = &c->tab[i];

		while (*pp) {
			struct entry *e = *pp;

			if (tree_below(e->path, from, flen)) {
				*pp = e->next;
				unhooked(c, e);
				e->next = moved;
				moved = e;
			} else {
				pp = &e->next;
			}
		}
	}
	while (moved) {
		struct entry *e = moved, *ne;
		size_t rest = strlen(e->path) - flen;

		moved = e->next;
		/* the path lives in the entry: the tail first, then the head */
		if (tlen > flen) {
			ne = realloc(e, sizeof(*e) + tlen + rest + 1);
			if (!ne) {
				entry_free(e);
				continue;
			}
			e = ne;
		}
		memmove(e->path + tlen, e->path + flen, rest + 1);
		memcpy(e->path, to, tlen);
		insert(c, e);
	}
	parent_change(c, from, false, NULL);
	parent_change(c, to, true, NULL);
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
	cache_set_ino(c, prefix, ino, except, NULL, each, arg);
}

/* lock held: e, whose attributes are of st's inode, takes st; false when
 * it may not (only a name known now: one whose attributes had expired may
 * name another file by now, a sandbox process having renamed it; and only
 * one of st's type) or cannot (no memory). */
static bool set_fresh(struct cache *c, struct entry *e, const struct sbx_stat *st)
{
	uint8_t local = e->flags & E_LOCAL;
	double t = e->t_attr;
	char *link;

	if (!attr_fresh(c, e) || (e->st.mode & S_IFMT) != (st->mode & S_IFMT))
		return false;
	link = e->link ? strdup(e->link) : NULL;
	if (e->link && !link)
		return false;
	/* (set_attr re-indexes an entry only when its number changes: st
	 * has this one, so the chain the caller walks stays as it is) */
	set_attr(c, e, st, link);
	/* The name's tie to the inode is only as young as the entry: it keeps
	 * its age, or each unlink of another name would make a name that a
	 * sandbox process has since replaced fresh again, past the timeout. */
	e->t_attr = t;
	e->flags |= local;
	free(link);
	return true;
}

void cache_set_ino(struct cache *c, const char *prefix, ino_t ino, const char *except,
		   const struct sbx_stat *st, void (*each)(void *arg, const char *path), void *arg)
{
	size_t plen = strlen(prefix);

	pthread_mutex_lock(&c->lock);
	c->gen++;
	for (struct entry *e = ino ? c->itab[ino_slot(ino, c->inbuckets)] : NULL; e; e = e->inext)
		if (e->state == E_ATTR && e->st.ino == ino && tree_below(e->path, prefix, plen) &&
		    (!except || strcmp(e->path, except) != 0)) {
			if (!st || !set_fresh(c, e, st))
				e->flags |= E_STALE;
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

bool cache_check(struct cache *c, size_t *hits)
{
	size_t total = 0, counted = 0, fresh_attrs = 0, numbered = 0;
	bool ok = true;

	pthread_mutex_lock(&c->lock);
	for (size_t i = 0; i < c->nbuckets; i++)
		for (struct entry *e = c->tab[i]; e; e = e->next) {
			bool indexed = !e->st.ino;

			for (const char *s = e->path; *s; s++)
				total += *s == '/'; /* the paths above it */
			fresh_attrs += e->state == E_ATTR && attr_fresh(c, e);
			for (struct entry *o = c->itab[ino_slot(e->st.ino, c->inbuckets)];
			     o && !indexed; o = o->inext)
				indexed = o == e;
			ok = ok && indexed;
			numbered += e->st.ino != 0;
		}
	ok = ok && numbered == c->icount;
	if (hits)
		*hits = fresh_attrs;
	for (size_t i = 0; i < c->unbuckets && ok; i++)
		for (struct under *u = c->utab[i]; u && ok; u = u->next) {
			size_t n = 0, plen = strlen(u->path);

			for (size_t k = 0; k < c->nbuckets; k++)
				for (struct entry *e = c->tab[k]; e; e = e->next)
					n += tree_below(e->path, u->path, plen) && e->path[plen];
			ok = n == u->n && u->hash == fnv_path(u->path);
			counted += u->n;
		}
	ok = ok && (c->under_lost || counted == total);
	pthread_mutex_unlock(&c->lock);
	return ok;
}

size_t cache_count(struct cache *c)
{
	size_t n;

	pthread_mutex_lock(&c->lock);
	n = c->count;
	pthread_mutex_unlock(&c->lock);
	return n;
}
