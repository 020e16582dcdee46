/* inos — shown inode numbers: sandbox numbers mixed with the sandbox id,
 * path hashes for everything else, and the replacements our own uploads
 * made (see inos.h). Two small chained hash maps over mixed numbers:
 * `pin` (replacement N -> the number O it shows) and `target` (O -> how
 * many replacements show it), plus a FIFO of pins for the bound (doubly
 * linked: a pin leaves it from anywhere in O(1), as every upload over a
 * number the sandbox reused makes one do; a scan of up to `max` pins per
 * upload was a tenth of sbxfs's time for small files after a while). */
#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "inos.h"

#define NBUCKETS 4096
#define BUSY_WAIT_MAX 120 /* s: longer than any upload's own deadline */

struct pin {
	uint64_t from, to;
	struct pin *hnext;	   /* bucket chain in pins */
	struct pin *qnext, *qprev; /* FIFO, oldest first */
};

struct target {
	uint64_t ino;
	unsigned count;
	struct target *hnext;
};

/* An upload in flight over the sandbox file at path, inode `ino` (mixed):
 * the sandbox may free that number before we learn the new one. */
struct busy {
	uint64_t ino;
	char *path;
	struct busy *next;
};

struct inos {
	pthread_mutex_t lock; /* guards everything below */
	pthread_cond_t done;  /* a busy entry went */
	struct busy *busy;
	size_t max, n;
	uint64_t fresh; /* numbers given to reused sandbox numbers */
	struct pin *pins[NBUCKETS];
	struct target *targets[NBUCKETS];
	struct pin *qhead, *qtail;
};

static uint64_t fnv64(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

static uint64_t mix(const char *id, ino_t server)
{
	return ((fnv64(id) & 0x7fffffULL) << 40) | ((uint64_t)server & 0xffffffffffULL);
}

ino_t inos_path(const char *path)
{
	if (strcmp(path, "/") == 0)
		return 1;
	return (ino_t)(fnv64(path) | (1ULL << 63));
}

int inos_new(size_t max, struct inos **out)
{
	struct inos *in = calloc(1, sizeof(*in));

	if (!in)
		return -ENOMEM;
	pthread_condattr_t ca;

	pthread_mutex_init(&in->lock, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&in->done, &ca);
	pthread_condattr_destroy(&ca);
	in->max = max ? max : 1;
	*out = in;
	return 0;
}

void inos_free(struct inos *in)
{
	if (!in)
		return;
	for (size_t i = 0; i < NBUCKETS; i++) {
		struct target *t, *tn;

		for (t = in->targets[i]; t; t = tn) {
			tn = t->hnext;
			free(t);
		}
	}
	for (struct pin *p = in->qhead, *pn; p; p = pn) {
		pn = p->qnext;
		free(p);
	}
	for (struct busy *b = in->busy, *bn; b; b = bn) {
		bn = b->next;
		free(b->path);
		free(b);
	}
	pthread_cond_destroy(&in->done);
	pthread_mutex_destroy(&in->lock);
	free(in);
}

static struct pin **pin_slot(struct inos *in, uint64_t from)
{
	struct pin **pp = &in->pins[from % NBUCKETS];

	while (*pp && (*pp)->from != from)
		pp = &(*pp)->hnext;
	return pp;
}

static struct target **target_slot(struct inos *in, uint64_t ino)
{
	struct target **tp = &in->targets[ino % NBUCKETS];

	while (*tp && (*tp)->ino != ino)
		tp = &(*tp)->hnext;
	return tp;
}

static void target_add(struct inos *in, uint64_t ino, int delta)
{
	struct target **tp = target_slot(in, ino), *t = *tp;

	if (!t && delta > 0) {
		t = calloc(1, sizeof(*t));
		if (!t)
			return;
		t->ino = ino;
		*tp = t;
	}
	if (!t)
		return;
	if (delta > 0) {
		t->count++;
	} else if (--t->count == 0) {
		*tp = t->hnext;
		free(t);
	}
}

/* Unhooks p from its bucket and the FIFO (lock held); the caller frees. */
static void pin_unhook(struct inos *in, struct pin *p)
{
	struct pin **pp = pin_slot(in, p->from);

	if (*pp == p)
		*pp = p->hnext;
	if (p->qprev)
		p->qprev->qnext = p->qnext;
	else
		in->qhead = p->qnext;
	if (p->qnext)
		p->qnext->qprev = p->qprev;
	else
		in->qtail = p->qprev;
	p->qnext = p->qprev = NULL;
	target_add(in, p->to, -1);
	in->n--;
}

/* lock held: from now on `from` shows as `to` (the oldest pins go first
 * when the table is full) */
static void pin_add(struct inos *in, uint64_t from, uint64_t to)
{
	struct pin *p;

	if ((p = *pin_slot(in, from))) {
		pin_unhook(in, p);
		free(p);
	}
	while (in->n >= in->max && in->qhead) {
		p = in->qhead;
		pin_unhook(in, p);
		free(p);
	}
	p = calloc(1, sizeof(*p));
	if (!p)
		return;
	p->from = from;
	p->to = to;
	p->hnext = in->pins[from % NBUCKETS];
	in->pins[from % NBUCKETS] = p;
	p->qprev = in->qtail;
	if (in->qtail)
		in->qtail->qnext = p;
	else
		in->qhead = p;
	in->qtail = p;
	target_add(in, to, 1);
	in->n++;
}

/* lock held */
static uint64_t shown_locked(struct inos *in, const char *id, const char *path, ino_t server)
{
	uint64_t m;
	struct pin *p;

	if (!server)
		return inos_path(path);
	m = mix(id, server);
	p = *pin_slot(in, m);
	if (p)
		return p->to;
	if (*target_slot(in, m)) {
		/* a replaced number the sandbox reused: a number of its own,
		 * pinned, so that its other hard links show it too (a path's
		 * hash would repeat when another file later takes that path) */
		uint64_t h = (1ULL << 63) | (0x5bULL << 52) | (++in->fresh & 0xfffffffffffffULL);

		pin_add(in, m, h);
		return h;
	}
	return m;
}

/* lock held: another path's upload may be freeing number m */
static bool busy_elsewhere(const struct inos *in, uint64_t m, const char *path)
{
	for (const struct busy *b = in->busy; b; b = b->next)
		if (b->ino == m && strcmp(b->path, path) != 0)
			return true;
	return false;
}

ino_t inos_shown_linked(struct inos *in, const char *id, const char *path, ino_t server,
			bool linked)
{
	struct timespec until;
	uint64_t r;

	clock_gettime(CLOCK_MONOTONIC, &until);
	until.tv_sec += BUSY_WAIT_MAX;
	pthread_mutex_lock(&in->lock);
	/* Another name with the number of a file being uploaded, and only
	 * that one name: a new file that got the number the upload just freed
	 * (B44), or the file's last other name after a rename parted them.
	 * Which, only the upload's answer tells (inos_replaced), so wait for
	 * it; the bound only guards against a lost inos_replaced. (A name with
	 * other links is the same file: never kept waiting for an upload.) */
	while (server && !linked && busy_elsewhere(in, mix(id, server), path) &&
	       pthread_cond_timedwait(&in->done, &in->lock, &until) == 0)
		;
	r = shown_locked(in, id, path, server);
	pthread_mutex_unlock(&in->lock);
	return (ino_t)r;
}

ino_t inos_shown(struct inos *in, const char *id, const char *path, ino_t server)
{
	return inos_shown_linked(in, id, path, server, false);
}

void inos_replacing(struct inos *in, const char *id, const char *path, ino_t old_ino)
{
	struct busy *b;

	if (!old_ino || !(b = calloc(1, sizeof(*b))))
		return;
	if (!(b->path = strdup(path))) {
		free(b);
		return;
	}
	b->ino = mix(id, old_ino);
	pthread_mutex_lock(&in->lock);
	b->next = in->busy;
	in->busy = b;
	pthread_mutex_unlock(&in->lock);
}

/* lock held: the busy entry of the upload over m at path goes */
static void busy_end(struct inos *in, uint64_t m, const char *path)
{
	for (struct busy **bp = &in->busy, *b; (b = *bp); bp = &b->next)
		if (b->ino == m && strcmp(b->path, path) == 0) {
			*bp = b->next;
			free(b->path);
			free(b);
			pthread_cond_broadcast(&in->done);
			return;
		}
}

void inos_replaced(struct inos *in, const char *id, const char *path, ino_t old_ino, ino_t new_ino)
{
	uint64_t from, to;
	struct pin *p;

	if (!old_ino)
		return;
	pthread_mutex_lock(&in->lock);
	busy_end(in, mix(id, old_ino), path);
	if (!new_ino || old_ino == new_ino) {
		pthread_mutex_unlock(&in->lock);
		return;
	}
	from = mix(id, new_ino);
	/* the new number shows what the old one showed (itself pinned, or
	 * derived from the path), and the old one is dead */
	to = shown_locked(in, id, path, old_ino);
	if ((p = *pin_slot(in, mix(id, old_ino)))) {
		pin_unhook(in, p);
		free(p);
	}
	pin_add(in, from, to);
	pthread_mutex_unlock(&in->lock);
}
