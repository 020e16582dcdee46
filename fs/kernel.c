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
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "kernel.h"

#define BUCKETS 16384
#define WAIT_MAX 0.5 /* seconds a caller waits for its notification */
/* An answer's inode appears in the kernel once the requester runs again:
 * try every ms at first, then every 20 ms, for about 2 s in all. */
#define UNCACHED_TRIES 120
/* An answer is applied by the requesting task once it runs again; a
 * notification before that makes the kernel drop the answer (keeping its
 * old size): control files' attributes are invalidated this long after
 * each answer. */
#define UNCACHED_DELAY 0.005

struct seen {
	struct seen *next;
	double t;   /* when the kernel got them */
	off_t size; /* the attributes it got */
	struct timespec mtime;
	ino_t ino; /* the sandbox's inode, link count and type: its other names */
	nlink_t nlink;
	mode_t mode;
	char path[];
};

/* One notification for the thread to send. */
struct job {
	struct job *next;
	char what;  /* 'i': a path's inode, 'e': the entry MOUNT/<path> */
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
	int (*notify)(void *arg, char what, const char *path);
	void *notify_arg;
	pthread_t thread;
	bool started, stop;
	pthread_mutex_t lock;		 /* guards everything below */
	pthread_cond_t wake;		 /* a job was queued, or stop */
	pthread_cond_t done;		 /* a job was sent */
	struct job *head, **tail;	 /* to send now, in order */
	struct job *later, **later_tail; /* control files' (kernel_uncached), by due */
	unsigned long queued, sent;	 /* jobs ever queued / sent, in order */
	unsigned long count, sweep_at;
	struct seen *tab[BUCKETS];
};

static double mono_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

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

	if (what == 'e')
		return fuse_lowlevel_notify_inval_entry(fuse_get_session(f), FUSE_ROOT_ID, path,
							strlen(path));
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
	k->now = now ? now : mono_now;
	k->notify = f ? notify_fuse : NULL;
	k->notify_arg = f;
	k->sweep_at = 1024;
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
	for (size_t i = 0; i < BUCKETS; i++)
		while (k->tab[i]) {
			struct seen *s = k->tab[i];

			k->tab[i] = s->next;
			free(s);
		}
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
	now = mono_now();
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
			j->due = mono_now() + (j->tries < 20 ? 0.001 : 0.02);
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

/* Queues a notification; with wait, returns once it (and every one
 * queued before it) was sent, or after WAIT_MAX. Without a thread (tests,
 * or no kernel caching), sends it at once. */
static void post(struct kernel *k, char what, const char *path, bool retry, bool wait)
{
	size_t len = strlen(path);
	struct job *j;
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
	j = k->stop ? NULL : calloc(1, sizeof(*j) + len + 1);
	if (!j) { /* stopped, or no memory: the timeout still bounds it */
		pthread_mutex_unlock(&k->lock);
		return;
	}
	j->what = what;
	j->retry = retry;
	memcpy(j->path, path, len + 1);
	seq = 0;
	if (retry) {
		/* an answer's attributes: the kernel must have applied them
		 * first, or it would skip them (attr_version) and keep the
		 * size it had */
		j->due = mono_now() + UNCACHED_DELAY;
		add_later(k, j);
	} else {
		seq = j->seq = ++k->queued;
		*k->tail = j;
		k->tail = &j->next;
	}
	pthread_cond_signal(&k->wake);
	if (wait) {
		struct timespec until = realtime_in(WAIT_MAX);

		while (k->sent < seq && !k->stop)
			if (pthread_cond_timedwait(&k->done, &k->lock, &until) != 0)
				break;
	}
	pthread_mutex_unlock(&k->lock);
}

/* ---- the seen set ---------------------------------------------------- */

static size_t bucket(const char *path)
{
	size_t h = 5381;

	for (const unsigned char *p = (const unsigned char *)path; *p; p++)
		h = h * 33 + *p;
	return h % BUCKETS;
}

/* lock held: drop paths the kernel has let go of by itself. */
static void sweep(struct kernel *k, double now)
{
	for (size_t i = 0; i < BUCKETS; i++)
		for (struct seen **pp = &k->tab[i]; *pp;) {
			struct seen *s = *pp;

			if (now - s->t < k->timeout) {
				pp = &s->next;
				continue;
			}
			*pp = s->next;
			free(s);
			k->count--;
		}
	k->sweep_at = k->count * 2 > 1024 ? k->count * 2 : 1024;
}

void kernel_saw(struct kernel *k, const char *path, const struct stat *st, ino_t ino)
{
	double now;
	size_t b, len;
	struct seen *s;

	if (!k || k->timeout <= 0)
		return;
	now = k->now();
	b = bucket(path);
	pthread_mutex_lock(&k->lock);
	for (s = k->tab[b]; s && strcmp(s->path, path) != 0; s = s->next)
		;
	if (s) {
		s->t = now;
		s->size = st->st_size;
		s->mtime = st->st_mtim;
		s->ino = ino;
		s->nlink = st->st_nlink;
		s->mode = st->st_mode;
	} else {
		len = strlen(path);
		s = malloc(sizeof(*s) + len + 1);
		if (s) {
			memcpy(s->path, path, len + 1);
			s->t = now;
			s->size = st->st_size;
			s->mtime = st->st_mtim;
			s->ino = ino;
			s->nlink = st->st_nlink;
			s->mode = st->st_mode;
			s->next = k->tab[b];
			k->tab[b] = s;
			if (++k->count >= k->sweep_at)
				sweep(k, now);
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
	for (s = k->tab[bucket(path)]; s && strcmp(s->path, path) != 0; s = s->next)
		;
	if (s && now - s->t < k->timeout)
		differs = s->size != size || s->mtime.tv_sec != mtime->tv_sec ||
			  s->mtime.tv_nsec != mtime->tv_nsec;
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
	for (s = k->tab[bucket(path)]; s && strcmp(s->path, path) != 0; s = s->next)
		;
	if (s && now - s->t < k->timeout) {
		*ino = s->ino;
		*nlink = s->nlink;
		*mode = s->mode;
		found = true;
	}
	pthread_mutex_unlock(&k->lock);
	return found;
}

void kernel_uncached(struct kernel *k, const char *path)
{
	if (k && k->timeout > 0)
		post(k, 'i', path, true, false);
}

void kernel_stale(void *arg, const char *path)
{
	struct kernel *k = arg;

	if (k && k->timeout > 0)
		post(k, 'i', path, false, true);
}

static bool below(const char *path, const char *prefix, size_t plen)
{
	return strncmp(path, prefix, plen) == 0 && (path[plen] == '\0' || path[plen] == '/');
}

void kernel_stale_links(void *arg, const char *prefix, ino_t ino, const char *except)
{
	struct kernel *k = arg;
	size_t plen = strlen(prefix), n = 0, cap = 0;
	char **names = NULL;

	if (!k || k->timeout <= 0 || !ino)
		return;
	pthread_mutex_lock(&k->lock);
	for (size_t i = 0; i < BUCKETS; i++)
		for (struct seen *s = k->tab[i]; s; s = s->next) {
			char **nv;

			if (s->ino != ino || s->nlink < 2 || !below(s->path, prefix, plen) ||
			    (except && strcmp(s->path, except) == 0))
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
		post(k, 'i', names[i], false, true);
		free(names[i]);
	}
	free(names);
}

void kernel_stale_below(void *arg, const char *prefix)
{
	struct kernel *k = arg;
	struct seen *out = NULL;
	size_t plen = strlen(prefix);
	double now;

	if (!k || k->timeout <= 0)
		return;
	now = k->now();
	/* take them out (the next getattr records them again) */
	pthread_mutex_lock(&k->lock);
	for (size_t i = 0; i < BUCKETS; i++)
		for (struct seen **pp = &k->tab[i]; *pp;) {
			struct seen *s = *pp;

			if (!below(s->path, prefix, plen)) {
				pp = &s->next;
				continue;
			}
			*pp = s->next;
			k->count--;
			s->next = out;
			out = s;
		}
	pthread_mutex_unlock(&k->lock);
	/* MOUNT/<id> as a whole: every name below it is looked up again */
	if (prefix[0] == '/' && !strchr(prefix + 1, '/'))
		post(k, 'e', prefix + 1, false, false);
	/* what stays in use there (a cwd, an open file) keeps its name: its
	 * attributes and data go stale one by one */
	while (out) {
		struct seen *s = out;

		out = s->next;
		if (now - s->t < k->timeout)
			post(k, 'i', s->path, false, false);
		free(s);
	}
	post(k, 'i', prefix, false, true); /* and wait for all of them */
}

unsigned long kernel_seen_count(struct kernel *k)
{
	unsigned long n;

	pthread_mutex_lock(&k->lock);
	n = k->count;
	pthread_mutex_unlock(&k->lock);
	return n;
}
