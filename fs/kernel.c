/* kernel — the kernel's caches and their exact invalidation (kernel.h).
 *
 * The kernel keeps what a getattr answered for `timeout` seconds. To make
 * it forget the attributes below a sandbox after a command, we must name
 * the paths: libfuse 3.14's path API offers no walk of its node table, so
 * this module remembers every workspace path a getattr answered within the
 * last timeout (older ones the kernel has dropped by itself). The set is
 * swept of expired paths as it grows, so it holds at most what the kernel
 * may hold.
 *
 * Lock order: k->lock is a leaf; notifications are sent without it.
 */
#include <errno.h>
#include <fuse.h>
#include <fuse_lowlevel.h>
#include <linux/fuse.h>
#include <pthread.h>
#include <stdio.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "chains.h"
#include "devio.h"
#include "kernel.h"
#include "log.h"
#include "sbx.h"
#include "tree.h"

#define BUCKETS_MIN 1024 /* the table grows with the set: chains stay short */
#define WAIT_MAX 0.5	 /* seconds a caller waits for its notification */
/* An answer's inode appears in the kernel once the requester runs again:
 * try every ms at first, then every 20 ms, for about 2 s in all. */
#define UNCACHED_TRIES 120
/* An answer is applied by the requesting task once it runs again; a
 * notification before that makes the kernel drop the answer (keeping its
 * old size): control files' attributes are invalidated this long after
 * each answer. */
#define UNCACHED_DELAY 0.005

/* One per path the kernel holds (100k after a `find` of a big tree):
 * packed, allocated to the end of its path (SEEN_SIZE), its hash kept
 * (chains are compared by hash, not by strcmp). */
struct seen {
	struct seen *next;
	struct seen *inext; /* the next record of the same ino's slot (not 0) */
	int64_t size;	    /* the attributes the kernel got */
	int64_t mtime_sec;
	uint64_t ino; /* the sandbox's inode, link count and type: its other names */
	uint32_t t;   /* when the kernel got them: ticks (kernel_new), rounded up */
	uint32_t mtime_nsec;
	uint32_t hash;
	uint16_t nlink; /* (65535 at most) */
	uint16_t mode;
	char path[];
};
#define SEEN_SIZE(len) (offsetof(struct seen, path) + (len) + 1)
/* 10 ms; ages are differences of uint32_t ticks taken as signed: a record
 * 248 days old that no sweep dropped may look fresh, which costs an extra
 * invalidation only */
#define TICKS_PER_SEC 100.0

/* waits that gave up after WAIT_MAX (kernel_late), for every mount */
static unsigned long late;

/* The file this thread uploaded at its close (kernel_flushing). */
static __thread const char *flushing;

/* One notification for the thread to send. */
struct job {
	struct job *next;
	/* 'i': a path's inode, 'e': the entry MOUNT/<path>, 'E': a new epoch;
	 * never queued, 'a': the attributes (only) of the inode of the
	 * request this thread answers (post_here) */
	char what;
	bool retry; /* uncached: until the kernel knows the inode */
	int tries;
	double due; /* not before (monotonic seconds) */
	unsigned long seq;
	char path[];
};

struct kernel {
	struct fuse *fuse;
	double timeout;
	double (*now)(void);
	double t0; /* now() at kernel_new: tick 0 */
	int (*notify)(void *arg, char what, const char *path);
	void *notify_arg;
	pthread_t thread;
	bool started, stop;
	int here;		  /* notifications being sent by their callers (post_here) */
	int answering;		  /* atomic: workspace getattrs being answered (kernel_answering) */
	pthread_mutex_t lock;	  /* guards everything below */
	pthread_cond_t wake;	  /* a job was queued, or stop */
	pthread_cond_t done;	  /* a job was sent */
	struct job *head, **tail; /* to send now, in order */
	struct job *later, **later_tail; /* control files' (kernel_uncached), by due */
	/* Sandboxes being removed through the mount (kernel_release_below):
	 * nobody waits for notifications below them (the rmdir holds the
	 * lock of the directory their entry is in until it returns); at
	 * most 8 at once, more wait as before. */
	char released[8][SBX_ID_MAX + 2];
	unsigned long queued, sent; /* jobs ever queued / sent, in order */
	unsigned long count, sweep_at;
	struct seen **tab;
	size_t nbuckets;
	/* the records by inode number: a hard link's other names without a
	 * visit of every record (kernel_stale_links, for each link git makes) */
	struct seen **itab;
	size_t inbuckets, icount;
};

void kernel_configure(double timeout, struct fuse_config *cfg)
{
	/* What the mount does itself the kernel applies at once (a create,
	 * an unlink, a rename, a setattr's answer); what it learns of from
	 * the sandbox it invalidates (changes.c). Negative entries stay off:
	 * a name a command creates must show after the command. */
	cfg->entry_timeout = timeout;
	cfg->attr_timeout = timeout;
	cfg->negative_timeout = 0;
	/* file data: keep_cache per open, decided by the file cache */
	cfg->kernel_cache = 0;
	cfg->auto_cache = 0;
}

static int notify_fuse(void *arg, char what, const char *path)
{
	struct fuse *f = arg;

	if (what == 'E') {
		devio_new_epoch();
		return 0;
	}
	if (what == 'e')
		return fuse_lowlevel_notify_inval_entry(fuse_get_session(f), FUSE_ROOT_ID, path,
							strlen(path));
	if (what == 'a') /* (offset -1: no page of it is touched) */
		return fuse_lowlevel_notify_inval_inode(fuse_get_session(f), devio_nodeid(), -1, 0);
	return fuse_invalidate_path(f, path);
}

static void *notifier_main(void *arg);

int kernel_new(struct fuse *f, double timeout, double (*now)(void), struct kernel **out)
{
	struct kernel *k = calloc(1, sizeof(*k));

	if (!k)
		return -ENOMEM;
	k->fuse = f;
	k->timeout = timeout;
	k->now = now ? now : sbx_now_s;
	k->t0 = k->now();
	k->notify = f ? notify_fuse : NULL;
	k->notify_arg = f;
	k->sweep_at = 1024;
	k->nbuckets = BUCKETS_MIN;
	k->tab = calloc(k->nbuckets, sizeof(*k->tab));
	k->inbuckets = BUCKETS_MIN;
	k->itab = calloc(k->inbuckets, sizeof(*k->itab));
	if (!k->tab || !k->itab) {
		free(k->tab);
		free(k->itab);
		free(k);
		return -ENOMEM;
	}
	k->tail = &k->head;
	k->later_tail = &k->later;
	pthread_mutex_init(&k->lock, NULL);
	pthread_cond_init(&k->wake, NULL);
	pthread_cond_init(&k->done, NULL);
	if (f && timeout > 0)
		k->started = pthread_create(&k->thread, NULL, notifier_main, k) == 0;
	*out = k;
	return 0;
}

void kernel_stop(struct kernel *k)
{
	bool join;

	if (!k)
		return;
	pthread_mutex_lock(&k->lock);
	join = k->started && !k->stop;
	k->stop = true;
	k->notify = NULL; /* the session is going away */
	pthread_cond_broadcast(&k->wake);
	pthread_cond_broadcast(&k->done);
	while (k->here > 0)
		pthread_cond_wait(&k->done, &k->lock);
	pthread_mutex_unlock(&k->lock);
	if (join)
		pthread_join(k->thread, NULL);
}

void kernel_free(struct kernel *k)
{
	if (!k)
		return;
	kernel_stop(k);
	while (k->head) {
		struct job *j = k->head;

		k->head = j->next;
		free(j);
	}
	while (k->later) {
		struct job *j = k->later;

		k->later = j->next;
		free(j);
	}
	FREE_CHAINS(k->tab, k->nbuckets, struct seen, next, free);
	free(k->itab); /* (its records are the table's) */
	pthread_cond_destroy(&k->done);
	pthread_cond_destroy(&k->wake);
	pthread_mutex_destroy(&k->lock);
	free(k);
}

void kernel_set_notify(struct kernel *k, int (*fn)(void *arg, char what, const char *path),
		       void *arg)
{
	pthread_mutex_lock(&k->lock);
	k->notify = fn;
	k->notify_arg = arg;
	pthread_mutex_unlock(&k->lock);
}

int kernel_test_start(struct kernel *k)
{
	pthread_mutex_lock(&k->lock);
	if (!k->started)
		k->started = pthread_create(&k->thread, NULL, notifier_main, k) == 0;
	pthread_mutex_unlock(&k->lock);
	return k->started ? 0 : -EAGAIN;
}

/* ---- the notifier ---------------------------------------------------- */

/* An absolute CLOCK_REALTIME time secs from now (for timed waits). */
static struct timespec realtime_in(double secs)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec += (time_t)secs;
	ts.tv_nsec += (long)((secs - (double)(time_t)secs) * 1e9);
	if (ts.tv_nsec >= 1000000000L) {
		ts.tv_sec++;
		ts.tv_nsec -= 1000000000L;
	}
	return ts;
}

/* lock held: the next job to send now, taken off its list; NULL: none is
 * due (*wait: seconds until one is, < 0: none queued). Jobs to send now
 * never wait behind control files' delayed ones. */
static struct job *next_job(struct kernel *k, double *wait)
{
	struct job *j = k->head;
	double now;

	if (j) {
		k->head = j->next;
		if (!k->head)
			k->tail = &k->head;
		return j;
	}
	*wait = -1;
	j = k->later;
	if (!j)
		return NULL;
	now = sbx_now_s();
	if (j->due > now) {
		*wait = j->due - now;
		return NULL;
	}
	k->later = j->next;
	if (!k->later)
		k->later_tail = &k->later;
	return j;
}

/* lock held: j goes (back) on the delayed list. */
static void add_later(struct kernel *k, struct job *j)
{
	j->next = NULL;
	*k->later_tail = j;
	k->later_tail = &j->next;
}

static void *notifier_main(void *arg)
{
	struct kernel *k = arg;

	pthread_mutex_lock(&k->lock);
	while (!k->stop) {
		int (*fn)(void *, char, const char *) = k->notify;
		void *fn_arg = k->notify_arg;
		double wait;
		struct job *j = next_job(k, &wait);
		int r;

		if (!j) {
			if (wait < 0) {
				pthread_cond_wait(&k->wake, &k->lock);
			} else {
				struct timespec until = realtime_in(wait);

				pthread_cond_timedwait(&k->wake, &k->lock, &until);
			}
			continue;
		}
		pthread_mutex_unlock(&k->lock);
		/* kernel_stop waits for this to return before libfuse goes */
		r = fn ? fn(fn_arg, j->what, j->path) : 0;
		pthread_mutex_lock(&k->lock);
		if (r == -ENOENT && j->retry && ++j->tries < UNCACHED_TRIES) {
			/* the kernel has not made the inode of the answer yet */
			j->due = sbx_now_s() + (j->tries < 20 ? 0.001 : 0.02);
			add_later(k, j);
			continue;
		}
		if (!j->retry && j->seq > k->sent)
			k->sent = j->seq;
		pthread_cond_broadcast(&k->done);
		free(j);
	}
	pthread_mutex_unlock(&k->lock);
	return NULL;
}

/* lock held, the thread started: queues a notification for the thread;
 * its sequence number (0: a retried one, or none queued). */
static unsigned long queue_locked(struct kernel *k, char what, const char *path, bool retry)
{
	size_t len = strlen(path);
	struct job *j = k->stop ? NULL : calloc(1, sizeof(*j) + len + 1);

	if (!j) /* stopped, or no memory: the timeout still bounds it */
		return 0;
	j->what = what;
	j->retry = retry;
	memcpy(j->path, path, len + 1);
	pthread_cond_signal(&k->wake);
	if (retry) {
		/* an answer's attributes: the kernel must have applied them
		 * first, or it would skip them (attr_version) and keep the
		 * size it had */
		j->due = sbx_now_s() + UNCACHED_DELAY;
		add_later(k, j);
		return 0;
	}
	/* answers to requests read before this go with zero timeouts
	 * (devio.h), but for the one this thread answers; a control file's
	 * (retry, above) races no answer that matters */
	devio_stale();
	j->seq = ++k->queued;
	*k->tail = j;
	k->tail = &j->next;
	return j->seq;
}

/* lock held: whether prefix ("/<id>", or NULL) is one kernel_release_below
 * let go of. */
static bool released_locked(struct kernel *k, const char *prefix)
{
	for (size_t i = 0; prefix && i < sizeof(k->released) / sizeof(k->released[0]); i++)
		if (k->released[i][0] && strcmp(k->released[i], prefix) == 0)
			return true;
	return false;
}

/* lock held: returns once notification seq (and every one queued before
 * it) was sent, or after WAIT_MAX, or once what is below prefix (if not
 * NULL) is let go of (kernel_release_below). */
static void wait_sent_locked(struct kernel *k, unsigned long seq, const char *prefix)
{
	struct timespec until = realtime_in(WAIT_MAX);

	while (k->sent < seq && !k->stop && !released_locked(k, prefix))
		if (pthread_cond_timedwait(&k->done, &k->lock, &until) != 0) {
			if (k->sent < seq && !k->stop && !released_locked(k, prefix)) {
				__atomic_add_fetch(&late, 1, __ATOMIC_RELAXED);
				sbxfs_log(
				    "kernel: stopped waiting for an invalidation after %.1f s "
				    "(FUSE opcode %u)",
				    WAIT_MAX, (unsigned)devio_opcode());
			}
			break;
		}
}

void kernel_release_below(void *arg, const char *prefix, bool on)
{
	struct kernel *k = arg;
	size_t n = sizeof(k->released) / sizeof(k->released[0]);

	if (!k || strlen(prefix) >= sizeof(k->released[0]))
		return;
	pthread_mutex_lock(&k->lock);
	for (size_t i = 0; i < n; i++) {
		if (on ? !k->released[i][0] : strcmp(k->released[i], prefix) == 0) {
			snprintf(k->released[i], sizeof(k->released[i]), "%s", on ? prefix : "");
			break;
		}
	}
	pthread_cond_broadcast(&k->done);
	pthread_mutex_unlock(&k->lock);
}

unsigned long kernel_late(void)
{
	return __atomic_load_n(&late, __ATOMIC_RELAXED);
}

/* Queues a notification; with wait, returns once it (and every one
 * queued before it) was sent, or after WAIT_MAX. Without a thread (tests,
 * or no kernel caching), sends it at once. */
static void post(struct kernel *k, char what, const char *path, bool retry, bool wait,
		 const char *below)
{
	unsigned long seq;

	pthread_mutex_lock(&k->lock);
	if (!k->started) { /* tests: at once, on this thread */
		int (*fn)(void *, char, const char *) = k->notify;
		void *fn_arg = k->notify_arg;

		pthread_mutex_unlock(&k->lock);
		if (fn)
			fn(fn_arg, what, path);
		return;
	}
	seq = queue_locked(k, what, path, retry);
	if (wait)
		wait_sent_locked(k, seq, below);
	pthread_mutex_unlock(&k->lock);
}

/* ---- the seen set ---------------------------------------------------- */

/* lock held: path's record, NULL when none. */
static struct seen *lookup(struct kernel *k, const char *path, uint32_t h)
{
	struct seen *s = k->tab[h % k->nbuckets];

	while (s && (s->hash != h || strcmp(s->path, path) != 0))
		s = s->next;
	return s;
}

/* now in ticks, rounded down (up: a record's time, so that a record's age
 * is never overestimated: one held a little longer only costs an extra
 * invalidation, one let go early would leave the kernel's copy stale). */
static uint32_t ticks(const struct kernel *k, double now, bool up)
{
	double t = (now - k->t0) * TICKS_PER_SEC;
	uint64_t n = t > 0 ? (uint64_t)t : 0;

	if (up && (double)n < t)
		n++;
	return (uint32_t)n;
}

/* The kernel may still hold s's attributes at now. The age is signed: a
 * record's time is rounded up, so just after kernel_saw it lies ahead. */
static bool held(const struct kernel *k, const struct seen *s, double now)
{
	int32_t age = (int32_t)(ticks(k, now, false) - s->t);

	return age < 0 || age / TICKS_PER_SEC < k->timeout;
}

#define INO_SLOT(node, n) ino_slot((node)->ino, (n))

/* lock held: s (in the table) joins its ino's slot; ino_unindex leaves it. */
static void ino_index(struct kernel *k, struct seen *s)
{
	if (!s->ino)
		return;
	if (k->icount > k->inbuckets * 8) /* (as fs/cache.c) */
		REHASH(k->itab, k->inbuckets, struct seen, inext, INO_SLOT);
	s->inext = k->itab[ino_slot(s->ino, k->inbuckets)];
	k->itab[ino_slot(s->ino, k->inbuckets)] = s;
	k->icount++;
}

static void ino_unindex(struct kernel *k, struct seen *s)
{
	if (!s->ino)
		return;
	for (struct seen **pp = &k->itab[ino_slot(s->ino, k->inbuckets)]; *pp; pp = &(*pp)->inext)
		if (*pp == s) {
			*pp = s->inext;
			k->icount--;
			return;
		}
}

/* lock held: s is in the table, or about to be (ino 0 until then). */
static void record(struct kernel *k, struct seen *s, double now, const struct stat *st, ino_t ino)
{
	if (s->ino != ino) {
		ino_unindex(k, s);
		s->ino = ino;
		ino_index(k, s);
	}
	s->t = ticks(k, now, true);
	s->size = st->st_size;
	s->mtime_sec = st->st_mtim.tv_sec;
	s->mtime_nsec = (uint32_t)st->st_mtim.tv_nsec;
	s->nlink = st->st_nlink > 65535 ? 65535 : (uint16_t)st->st_nlink;
	s->mode = (uint16_t)st->st_mode;
}

/* lock held: a table four times as large (none: longer chains). */
static void grow(struct kernel *k)
{
	REHASH(k->tab, k->nbuckets, struct seen, next, HASH_SLOT);
}

/* lock held: drop paths the kernel has let go of by itself. */
static void sweep(struct kernel *k, double now)
{
	for (size_t i = 0; i < k->nbuckets; i++)
		for (struct seen **pp = &k->tab[i]; *pp;) {
			struct seen *s = *pp;

			if (held(k, s, now)) {
				pp = &s->next;
				continue;
			}
			*pp = s->next;
			ino_unindex(k, s);
			free(s);
			k->count--;
		}
	k->sweep_at = k->count * 2 > 1024 ? k->count * 2 : 1024;
}

void kernel_saw(struct kernel *k, const char *path, const struct stat *st, ino_t ino)
{
	double now;
	size_t len;
	uint32_t h;
	struct seen *s;

	if (!k || k->timeout <= 0)
		return;
	now = k->now();
	h = fnv_path(path);
	pthread_mutex_lock(&k->lock);
	s = lookup(k, path, h);
	if (s) {
		record(k, s, now, st, ino);
	} else {
		len = strlen(path);
		s = malloc(SEEN_SIZE(len));
		if (s) {
			memcpy(s->path, path, len + 1);
			s->hash = h;
			s->ino = 0;
			record(k, s, now, st, ino);
			s->next = k->tab[h % k->nbuckets];
			k->tab[h % k->nbuckets] = s;
			if (++k->count >= k->sweep_at)
				sweep(k, now);
			if (k->count > k->nbuckets * 2)
				grow(k);
		}
	}
	pthread_mutex_unlock(&k->lock);
}

bool kernel_differs(struct kernel *k, const char *path, off_t size, const struct timespec *mtime)
{
	bool differs = false;
	double now;
	struct seen *s;

	if (!k || k->timeout <= 0)
		return false;
	now = k->now();
	pthread_mutex_lock(&k->lock);
	s = lookup(k, path, fnv_path(path));
	if (s && held(k, s, now))
		differs = s->size != size || s->mtime_sec != mtime->tv_sec ||
			  s->mtime_nsec != (uint32_t)mtime->tv_nsec;
	pthread_mutex_unlock(&k->lock);
	return differs;
}

bool kernel_seen_file(void *arg, const char *path, ino_t *ino, nlink_t *nlink, mode_t *mode)
{
	struct kernel *k = arg;
	bool found = false;
	struct seen *s;
	double now;

	if (!k || k->timeout <= 0)
		return false;
	now = k->now();
	pthread_mutex_lock(&k->lock);
	s = lookup(k, path, fnv_path(path));
	if (s && held(k, s, now)) {
		*ino = s->ino;
		*nlink = s->nlink;
		*mode = s->mode;
		found = true;
	}
	pthread_mutex_unlock(&k->lock);
	return found;
}

void kernel_answering(struct kernel *k, int delta)
{
	if (k)
		__atomic_add_fetch(&k->answering, delta, __ATOMIC_SEQ_CST);
}

void kernel_uncached(struct kernel *k, const char *path)
{
	if (k && k->timeout > 0)
		post(k, 'i', path, true, false, NULL);
}

/* Sends the invalidation of path's attributes on this thread, when none
 * is queued before it (they go in order); false when it is not sent here.
 * Waiting for the notifier instead costs a close that uploads two thread
 * switches, ~8% of `echo x > f` on a 2-core VM (measured). */
static bool post_here(struct kernel *k, const char *path)
{
	int (*fn)(void *, char, const char *);
	void *fn_arg;

	pthread_mutex_lock(&k->lock);
	if (!k->started || k->stop || k->head || k->sent != k->queued) {
		pthread_mutex_unlock(&k->lock);
		return false;
	}
	fn = k->notify;
	fn_arg = k->notify_arg;
	devio_stale(); /* as queue_locked: answers read before it go uncached */
	k->here++;
	pthread_mutex_unlock(&k->lock);
	if (fn)
		fn(fn_arg, 'a', path);
	pthread_mutex_lock(&k->lock);
	if (--k->here == 0 && k->stop)
		pthread_cond_broadcast(&k->done); /* kernel_stop waits for it */
	pthread_mutex_unlock(&k->lock);
	return true;
}

void kernel_stale(void *arg, const char *path)
{
	struct kernel *k = arg;

	if (!k || k->timeout <= 0)
		return;
	/* The file whose close (FUSE_FLUSH) this thread answers, after its
	 * upload: its attributes changed, not the data the kernel holds, so
	 * only they are invalidated, here. That takes no lock another request
	 * may hold: the whole invalidation ('i') locks each of the file's
	 * folios, so it waits for a READ of it in flight, which waits for a
	 * free libfuse worker (10 at most), and with the others busy (readers
	 * of ctl/out) nothing would ever answer it. Everything else goes
	 * through the notifier, whose wait is bounded (a READ holds its folio
	 * locked, a LOOKUP its directory). */
	if (flushing && strcmp(flushing, path) == 0 && devio_opcode() == FUSE_FLUSH &&
	    devio_nodeid() && post_here(k, path))
		return;
	post(k, 'i', path, false, true, NULL);
}

void kernel_flushing(const char *path)
{
	flushing = path;
}

/* Whether s names the sandbox's inode ino below prefix (plen long) under
 * another name than except (NULL: any). */
static bool other_name(const struct seen *s, ino_t ino, const char *prefix, size_t plen,
		       const char *except)
{
	return s->ino == ino && tree_below(s->path, prefix, plen) &&
	       !(except && strcmp(s->path, except) == 0);
}

void kernel_stale_links(void *arg, const char *prefix, ino_t ino, const char *except)
{
	struct kernel *k = arg;
	size_t plen = strlen(prefix), n = 0, cap = 0;
	char **names = NULL;

	if (!k || k->timeout <= 0 || !ino)
		return;
	pthread_mutex_lock(&k->lock);
	/* A record kernel_stale_below() took out is for a name whose
	 * invalidation it queued in the same hold of the lock: once that was
	 * sent, the kernel holds no attributes of it that no record names. */
	wait_sent_locked(k, k->queued, NULL);
	for (struct seen *s = k->itab[ino_slot(ino, k->inbuckets)]; s; s = s->inext) {
		char **nv;

		if (s->nlink <= 1 || !other_name(s, ino, prefix, plen, except))
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 4;
			nv = realloc(names, cap * sizeof(*names));
			if (!nv)
				break;
			names = nv;
		}
		names[n] = strdup(s->path);
		if (names[n])
			n++;
	}
	pthread_mutex_unlock(&k->lock);
	/* told outside the lock: post waits for the notifier */
	for (size_t i = 0; i < n; i++) {
		post(k, 'i', names[i], false, true, NULL);
		free(names[i]);
	}
	free(names);
}

bool kernel_seen_elsewhere(void *arg, const char *prefix, ino_t ino, const char *except)
{
	struct kernel *k = arg;
	size_t plen = strlen(prefix);
	bool found = false;
	double now;

	if (!k || k->timeout <= 0 || !ino)
		return false;
	now = k->now();
	pthread_mutex_lock(&k->lock);
	for (struct seen *s = k->itab[ino_slot(ino, k->inbuckets)]; s && !found; s = s->inext)
		found = other_name(s, ino, prefix, plen, except) && held(k, s, now);
	pthread_mutex_unlock(&k->lock);
	return found;
}

void kernel_stale_below(void *arg, const char *prefix)
{
	struct kernel *k = arg;
	struct seen *out = NULL;
	size_t plen = strlen(prefix);
	bool whole = prefix[0] == '/' && !strchr(prefix + 1, '/'), started, epoch, seen = false;
	double now;

	if (!k || k->timeout <= 0)
		return;
	now = k->now();
	/* take them out (the next getattr records them again) */
	pthread_mutex_lock(&k->lock);
	started = k->started;
	for (size_t i = 0; i < k->nbuckets; i++)
		for (struct seen **pp = &k->tab[i]; *pp;) {
			struct seen *s = *pp;

			if (!tree_below(s->path, prefix, plen)) {
				pp = &s->next;
				continue;
			}
			*pp = s->next;
			k->count--;
			ino_unindex(k, s);
			s->next = out;
			out = s;
			seen = seen || held(k, s, now);
		}
	/* A new epoch when the kernel may hold a workspace name from before
	 * the command (a record within the timeout, or an answer read from
	 * the cache before the command's drop and not recorded yet): names
	 * in use keep their dentries through the drop of MOUNT/<id> and come
	 * back with it, and a lookup answered before the command may be
	 * applied after the drop; the kernel looks every name made before the
	 * epoch up again at its next use (devio.h). Not when it holds none
	 * (every name below MOUNT/<id> would be looked up again for nothing:
	 * a command's control files, two lookups more a round trip). */
	epoch = whole && (seen || __atomic_load_n(&k->answering, __ATOMIC_SEQ_CST) > 0);
	/* ... and queue their invalidations before anyone can look for the
	 * records and miss them (kernel_stale_links: a hard link's other
	 * name would show its old link count until these are sent).
	 * MOUNT/<id> as a whole: every name below it is looked up again;
	 * what stays in use there (a cwd, an open file) keeps its name: its
	 * attributes and data go stale one by one. */
	if (started) {
		if (epoch)
			queue_locked(k, 'E', prefix + 1, false);
		if (whole)
			queue_locked(k, 'e', prefix + 1, false);
		for (struct seen *s = out; s; s = s->next)
			if (held(k, s, now))
				queue_locked(k, 'i', s->path, false);
	}
	pthread_mutex_unlock(&k->lock);
	while (out) {
		struct seen *s = out;

		out = s->next;
		if (!started && held(k, s, now)) /* tests: at once */
			post(k, 'i', s->path, false, false, NULL);
		free(s);
	}
	if (!started && epoch)
		post(k, 'E', prefix + 1, false, false, NULL);
	if (!started && whole)
		post(k, 'e', prefix + 1, false, false, NULL);
	post(k, 'i', prefix, false, true, whole ? prefix : NULL); /* and wait for all of them */
}

bool kernel_check(struct kernel *k)
{
	size_t numbered = 0;
	bool ok = true;

	pthread_mutex_lock(&k->lock);
	for (size_t i = 0; i < k->nbuckets; i++)
		for (struct seen *s = k->tab[i]; s; s = s->next) {
			size_t in = 0;

			for (struct seen *o = k->itab[ino_slot(s->ino, k->inbuckets)]; o;
			     o = o->inext)
				in += o == s;
			ok = ok && in == (s->ino != 0);
			numbered += s->ino != 0;
		}
	ok = ok && numbered == k->icount;
	pthread_mutex_unlock(&k->lock);
	return ok;
}

unsigned long kernel_seen_count(struct kernel *k)
{
	unsigned long n;

	pthread_mutex_lock(&k->lock);
	n = k->count;
	pthread_mutex_unlock(&k->lock);
	return n;
}
