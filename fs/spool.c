/* spool — output spooled to an unlinked file in the mount's spool directory.
 *
 * The file is unlinked right after it is created, so nothing is left on
 * disk when sbxfs dies; the descriptor is the only handle. Data is written
 * with pwrite and read with pread, so the writer and readers never share a
 * file offset. `size` (guarded by mu) is the number of bytes that readers may
 * see: it only grows after the bytes are in the file. Blocked readers wait on
 * cv with a 100 ms timeout so that they can poll their interruption flag.
 */
#include "spool.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

struct spool {
	atomic_int refs;
	int fd;		    /* -1 until the first write of a lazy spool (set under mu) */
	char *dir;	    /* a lazy spool's directory, until its file is made */
	pthread_mutex_t mu; /* guards fd while -1, size, limit, finished, error */
	pthread_cond_t cv;  /* signalled when size grows or finished is set */
	off_t size;
	off_t limit;
	bool finished;
	int error; /* finished broken: what readers get at the end, or 0 */
};

static _Atomic off_t default_limit; /* spool_set_default_limit */

void spool_set_default_limit(off_t max)
{
	atomic_store(&default_limit, max);
}

/* An unlinked file in dir: its descriptor, or -errno. */
static int open_file(const char *dir)
{
	int fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);

	if (fd < 0 && (errno == EOPNOTSUPP || errno == EISDIR || errno == ENOENT)) {
		char path[PATH_MAX];
		int n = snprintf(path, sizeof(path), "%s/spool.XXXXXX", dir);
		if (n < 0 || (size_t)n >= sizeof(path))
			return -ENAMETOOLONG;
		fd = mkostemp(path, O_CLOEXEC);
		if (fd >= 0)
			unlink(path);
	}
	return fd < 0 ? -errno : fd;
}

static int make(const char *dir, bool lazy, struct spool **out)
{
	struct spool *s = calloc(1, sizeof(*s));

	if (!s)
		return -ENOMEM;
	s->fd = lazy ? -1 : open_file(dir);
	if (s->fd < 0 && (!lazy || !(s->dir = strdup(dir)))) {
		int rc = lazy ? -ENOMEM : s->fd;

		free(s);
		return rc;
	}
	atomic_init(&s->refs, 1);
	s->limit = atomic_load(&default_limit);
	pthread_mutex_init(&s->mu, NULL);
	{
		pthread_condattr_t ca;
		pthread_condattr_init(&ca);
		pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
		pthread_cond_init(&s->cv, &ca);
		pthread_condattr_destroy(&ca);
	}
	*out = s;
	return 0;
}

int spool_new(const char *dir, struct spool **out)
{
	return make(dir, false, out);
}

int spool_new_lazy(const char *dir, struct spool **out)
{
	return make(dir, true, out);
}

struct spool *spool_ref(struct spool *s)
{
	if (s)
		atomic_fetch_add(&s->refs, 1);
	return s;
}

void spool_unref(struct spool *s)
{
	if (!s || atomic_fetch_sub(&s->refs, 1) != 1)
		return;
	if (s->fd >= 0)
		close(s->fd);
	free(s->dir);
	pthread_mutex_destroy(&s->mu);
	pthread_cond_destroy(&s->cv);
	free(s);
}

void spool_set_limit(struct spool *s, off_t max)
{
	pthread_mutex_lock(&s->mu);
	s->limit = max;
	pthread_mutex_unlock(&s->mu);
}

int spool_write_at(struct spool *s, off_t off, const void *data, size_t len)
{
	const char *p = data;
	size_t done = 0;
	off_t limit;

	if (off < 0)
		return -EINVAL;
	pthread_mutex_lock(&s->mu);
	limit = s->limit;
	if (limit > 0 && (off > limit || (off_t)len > limit - off)) {
		pthread_mutex_unlock(&s->mu);
		return -EFBIG;
	}
	if (s->fd < 0 && (len > 0 || off > s->size) && (s->fd = open_file(s->dir)) < 0) {
		int rc = s->fd;

		s->fd = -1;
		pthread_mutex_unlock(&s->mu);
		return rc;
	}
	pthread_mutex_unlock(&s->mu);
	while (done < len) {
		ssize_t n = pwrite(s->fd, p + done, len - done, off + (off_t)done);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		done += (size_t)n;
	}
	pthread_mutex_lock(&s->mu);
	if (off + (off_t)len > s->size) {
		s->size = off + (off_t)len;
		pthread_cond_broadcast(&s->cv);
	}
	pthread_mutex_unlock(&s->mu);
	return 0;
}

int spool_append(struct spool *s, const void *data, size_t len)
{
	off_t off;

	/* One writer per spool appends, so reading size outside the write is
	 * race-free for the appender itself. */
	pthread_mutex_lock(&s->mu);
	off = s->size;
	pthread_mutex_unlock(&s->mu);
	return spool_write_at(s, off, data, len);
}

void spool_finish(struct spool *s)
{
	pthread_mutex_lock(&s->mu);
	s->finished = true;
	pthread_cond_broadcast(&s->cv);
	pthread_mutex_unlock(&s->mu);
}

void spool_fail(struct spool *s, int err)
{
	pthread_mutex_lock(&s->mu);
	s->finished = true;
	s->error = err < 0 ? err : -EIO;
	pthread_cond_broadcast(&s->cv);
	pthread_mutex_unlock(&s->mu);
}

bool spool_finished(struct spool *s)
{
	bool f;

	pthread_mutex_lock(&s->mu);
	f = s->finished;
	pthread_mutex_unlock(&s->mu);
	return f;
}

off_t spool_size(struct spool *s)
{
	off_t n;

	pthread_mutex_lock(&s->mu);
	n = s->size;
	pthread_mutex_unlock(&s->mu);
	return n;
}

int spool_fd(struct spool *s)
{
	return s->fd;
}

int spool_sync_size(struct spool *s)
{
	struct stat st;

	if (fstat(s->fd, &st) < 0)
		return -errno;
	pthread_mutex_lock(&s->mu);
	s->size = st.st_size;
	pthread_cond_broadcast(&s->cv);
	pthread_mutex_unlock(&s->mu);
	return 0;
}

bool spool_readable(struct spool *s, off_t off)
{
	bool r;

	if (!s)
		return true;
	pthread_mutex_lock(&s->mu);
	r = off < s->size || s->finished;
	pthread_mutex_unlock(&s->mu);
	return r;
}

ssize_t spool_read(struct spool *s, void *buf, size_t size, off_t off, bool block,
		   bool (*interrupted)(void *arg), void *arg)
{
	return spool_read_wait(s, buf, size, off, block ? -1 : 0, interrupted, arg);
}

ssize_t spool_read_wait(struct spool *s, void *buf, size_t size, off_t off, long max_wait_ms,
			bool (*interrupted)(void *arg), void *arg)
{
	struct timespec deadline;
	off_t avail;
	ssize_t n;
	int err;

	if (off < 0)
		return -EINVAL;
	if (size == 0)
		return 0;
	clock_gettime(CLOCK_MONOTONIC, &deadline);
	if (max_wait_ms > 0) {
		deadline.tv_sec += max_wait_ms / 1000;
		deadline.tv_nsec += (max_wait_ms % 1000) * 1000000L;
		if (deadline.tv_nsec >= 1000000000L) {
			deadline.tv_sec++;
			deadline.tv_nsec -= 1000000000L;
		}
	}
	pthread_mutex_lock(&s->mu);
	while (off >= s->size && !s->finished) {
		struct timespec ts;

		clock_gettime(CLOCK_MONOTONIC, &ts);
		if (max_wait_ms == 0 || (max_wait_ms > 0 && (ts.tv_sec > deadline.tv_sec ||
							     (ts.tv_sec == deadline.tv_sec &&
							      ts.tv_nsec >= deadline.tv_nsec)))) {
			pthread_mutex_unlock(&s->mu);
			return -EAGAIN;
		}
		if (interrupted && interrupted(arg)) {
			pthread_mutex_unlock(&s->mu);
			return -EINTR;
		}
		ts.tv_nsec += 100 * 1000 * 1000;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&s->cv, &s->mu, &ts);
	}
	avail = s->size - off;
	err = s->error;
	pthread_mutex_unlock(&s->mu);
	if (avail <= 0)
		return err;
	if ((off_t)size > avail)
		size = (size_t)avail;
	do {
		n = pread(s->fd, buf, size, off);
	} while (n < 0 && errno == EINTR);
	return n < 0 ? -errno : n;
}
