/* termfile — the open files of terminals/: new (a command line starts a
 * terminal; read back its name on O_RDWR), in (keystrokes, sent at once),
 * out (the output stream, per-descriptor cursor, blocking at its end while
 * the terminal runs), size (COLSxROWS, acted on per line), status.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "termint.h"

/* ---- files ------------------------------------------------------------------- */

int termfs_open(struct termfs *tf, const char *id, const char *rel, int flags,
		struct termfs_file **out)
{
	struct termfs_file *f;
	struct tpath p;
	struct term *t = NULL;
	int rc = term_parse(rel, &p), mode = flags & O_ACCMODE;

	if (rc < 0)
		return rc;
	if (p.node != N_DIR && p.node != N_NEW) {
		t = p.name_ok ? term_get(tf, id, p.name) : NULL;
		if (!t)
			return -ENOENT;
	}
	if (p.node == N_DIR || p.node == N_TERM)
		rc = -EISDIR;
	else if ((p.node == N_OUT || p.node == N_STATUS) && mode != O_RDONLY)
		rc = -EACCES;
	else if (p.node == N_IN && mode == O_RDONLY)
		rc = -EACCES;
	if (rc < 0 || strlen(id) > SBX_ID_MAX) {
		term_unref(t);
		return rc < 0 ? rc : -ENOENT;
	}
	f = calloc(1, sizeof(*f));
	if (!f) {
		term_unref(t);
		return -ENOMEM;
	}
	f->base.ops = &term_file_io;
	f->tf = tf;
	f->t = t;
	f->node = p.node;
	f->flags = flags;
	snprintf(f->id, sizeof(f->id), "%s", id);
	pthread_mutex_init(&f->mu, NULL);
	sbx_buf_init(&f->text, 4096);
	sbx_buf_init(&f->wbuf, p.node == N_NEW ? CMD_MAX + 1 : SIZE_MAX_TEXT + 1);
	if (p.node == N_NEW && mode != O_RDONLY && (flags & O_TRUNC))
		f->pending = true; /* `: > new` is an empty command: EINVAL at close */
	*out = f;
	return 0;
}

/* What creating rel (not existing) is answered: EACCES where its parent
 * directory exists (names there are fixed, or made by mkdir), else ENOENT. */
int term_refuse(struct termfs *tf, const char *id, const char *rel)
{
	char parent[TERM_NAME_MAX + 16];
	const char *slash;
	struct stat st;
	size_t n;

	while (*rel == '/')
		rel++;
	slash = strrchr(rel, '/');
	if (!slash)
		return -EACCES;
	n = (size_t)(slash - rel);
	if (n >= sizeof(parent))
		return -ENOENT;
	memcpy(parent, rel, n);
	parent[n] = 0;
	if (term_getattr(tf, id, parent, &st) < 0)
		return -ENOENT;
	return S_ISDIR(st.st_mode) ? -EACCES : -ENOTDIR;
}

int termfs_create(struct termfs *tf, const char *id, const char *rel, int flags,
		  struct termfs_file **out)
{
	struct stat st;
	int rc = term_getattr(tf, id, rel, &st);

	if (rc == 0)
		return (flags & O_EXCL) ? -EEXIST : termfs_open(tf, id, rel, flags, out);
	return term_refuse(tf, id, rel);
}

void term_file_free(struct termfs_file *f)
{
	term_unref(f->t);
	sbx_buf_release(&f->text);
	sbx_buf_release(&f->wbuf);
	pthread_mutex_destroy(&f->mu);
	free(f);
}

/* f->mu held. */
static int load_text(struct termfs_file *f)
{
	struct term *t = f->t;
	char line[128];
	int n = 0;

	if (f->loaded)
		return 0;
	switch (f->node) {
	case N_STATUS:
		pthread_mutex_lock(&t->mu);
		if (t->state == T_RUNNING)
			n = snprintf(line, sizeof(line), "running\n");
		else if (t->state == T_EXITED && t->code_known)
			n = snprintf(line, sizeof(line), "exited %d\n", t->code);
		else if (t->state == T_EXITED)
			n = snprintf(line, sizeof(line), "exited\n");
		else
			n = snprintf(line, sizeof(line), "error: %s\n", strerror(-t->err));
		pthread_mutex_unlock(&t->mu);
		break;
	case N_SIZE:
		pthread_mutex_lock(&t->mu);
		n = snprintf(line, sizeof(line), "%dx%d\n", t->cols, t->rows);
		pthread_mutex_unlock(&t->mu);
		break;
	case N_NEW:
		line[0] = 0;
		if ((f->flags & O_ACCMODE) == O_RDONLY) { /* the latest made through new */
			pthread_mutex_lock(&f->tf->mu);
			for (struct tbox *b = f->tf->boxes; b; b = b->next)
				if (strcmp(b->id, f->id) == 0 && b->last_new[0])
					snprintf(line, sizeof(line), "%s\n", b->last_new);
			pthread_mutex_unlock(&f->tf->mu);
			n = (int)strlen(line);
		}
		break;
	default:
		break;
	}
	if (n > 0 && sbx_buf_add(&f->text, line, (size_t)n) < 0)
		return -ENOMEM;
	f->loaded = true;
	return 0;
}

static ssize_t read_text(struct termfs_file *f, char *buf, size_t size, off_t off)
{
	int rc = load_text(f);

	if (rc < 0)
		return rc;
	if (off < 0 || (size_t)off >= f->text.len)
		return 0;
	if (size > f->text.len - (size_t)off)
		size = f->text.len - (size_t)off;
	memcpy(buf, f->text.data + off, size);
	return (ssize_t)size;
}

static void deadline_after(struct timespec *ts, long ms)
{
	clock_gettime(CLOCK_MONOTONIC, ts);
	ts->tv_sec += ms / 1000;
	ts->tv_nsec += (ms % 1000) * 1000000L;
	if (ts->tv_nsec >= 1000000000L) {
		ts->tv_sec++;
		ts->tv_nsec -= 1000000000L;
	}
}

static bool passed(const struct timespec *d)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return now.tv_sec > d->tv_sec || (now.tv_sec == d->tv_sec && now.tv_nsec >= d->tv_nsec);
}

/* out: from the descriptor's position (see the top of this file). */
static ssize_t read_out(struct termfs_file *f, char *buf, size_t size, off_t off,
			bool (*interrupted)(void *arg), void *arg)
{
	struct term *t = f->t;
	long cap = ctlfs_wait_cap(&f->tf->env);
	struct timespec deadline;
	struct spool *s;
	off_t pos, rel, oldest;
	ssize_t n;
	int i;

	if (size == 0)
		return 0;
	pthread_mutex_lock(&f->mu);
	pos = off == f->expect ? f->cur : off;
	pthread_mutex_unlock(&f->mu);
	if (cap >= 0)
		deadline_after(&deadline, cap);
	pthread_mutex_lock(&t->mu);
	for (;;) {
		struct timespec ts;

		oldest = t->seg[0] ? t->start[0] : t->start[1];
		if (pos < oldest)
			pos = oldest; /* dropped: go on with what is kept */
		if (pos < t->end)
			break;
		if (t->state != T_RUNNING || atomic_load(&t->stop)) {
			int err = t->state == T_FAILED ? t->err : 0;
			pthread_mutex_unlock(&t->mu);
			return err;
		}
		if (interrupted && interrupted(arg)) {
			pthread_mutex_unlock(&t->mu);
			return -EINTR;
		}
		if (cap >= 0 && passed(&deadline)) {
			pthread_mutex_unlock(&t->mu);
			return -EAGAIN;
		}
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += 100 * 1000 * 1000;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&t->cv, &t->mu, &ts);
	}
	i = t->seg[0] && pos < t->start[1] ? 0 : 1;
	s = spool_ref(t->seg[i]);
	rel = pos - t->start[i];
	pthread_mutex_unlock(&t->mu);
	n = spool_read(s, buf, size, rel, false, NULL, NULL);
	spool_unref(s);
	if (n > 0) {
		pthread_mutex_lock(&f->mu);
		f->cur = pos + n;
		f->expect = off + n;
		pthread_mutex_unlock(&f->mu);
	}
	return n == -EAGAIN ? 0 : n;
}

/* f->mu held: acts on a complete line written to size. */
static int resize_now(struct termfs_file *f, const char *text, size_t len)
{
	struct term *t = f->t;
	int cols, rows, rc;

	rc = termfs_parse_size(text, len, &cols, &rows);
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&t->mu);
	rc = t->state == T_RUNNING ? 0 : -EPIPE;
	pthread_mutex_unlock(&t->mu);
	if (rc < 0)
		return rc;
	pthread_rwlock_rdlock(&t->conn_lock);
	rc = sbx_term_resize(t->conn, cols, rows);
	pthread_rwlock_unlock(&t->conn_lock);
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&t->mu);
	t->cols = cols;
	t->rows = rows;
	pthread_mutex_unlock(&t->mu);
	sbx_buf_release(&f->text);
	f->loaded = false;
	return 0;
}

/* f->mu held: starts what was written to new. */
static int new_now(struct termfs_file *f)
{
	struct sbx_buf b = f->wbuf;
	char name[TERM_NAME_MAX + 1], line[TERM_NAME_MAX + 2];
	bool blank = true;
	int rc = f->werr;

	f->pending = false;
	f->werr = 0;
	sbx_buf_init(&f->wbuf, CMD_MAX + 1);
	for (size_t i = 0; rc == 0 && i < b.len; i++) {
		if (b.data[i] == 0)
			rc = -EINVAL;
		else if (!strchr(" \t\r\n\v\f", b.data[i]))
			blank = false;
	}
	if (rc == 0 && blank)
		rc = -EINVAL;
	if (rc == 0)
		rc = term_create(f->tf, f->id, NULL, b.data, name);
	sbx_buf_release(&b);
	if (rc < 0)
		return rc;
	sbx_buf_release(&f->text);
	snprintf(line, sizeof(line), "%s\n", name);
	rc = sbx_buf_add(&f->text, line, strlen(line));
	f->loaded = rc == 0;
	f->cur = 0;
	return rc;
}

static ssize_t file_read(struct termfs_file *f, char *buf, size_t size, off_t off,
			 bool (*interrupted)(void *arg), void *arg)
{
	ssize_t n;
	int rc;

	if (!f)
		return -EBADF;
	if ((f->flags & O_ACCMODE) == O_WRONLY)
		return -EBADF;
	if (f->node == N_OUT)
		return read_out(f, buf, size, off, interrupted, arg);
	pthread_mutex_lock(&f->mu);
	if (f->node == N_NEW && (f->flags & O_ACCMODE) == O_RDWR) {
		/* the name of what this descriptor wrote, from the start */
		if (f->pending) {
			rc = new_now(f);
			if (rc < 0) {
				pthread_mutex_unlock(&f->mu);
				return rc;
			}
		}
		n = read_text(f, buf, size, f->cur);
		if (n > 0)
			f->cur += n;
	} else {
		n = read_text(f, buf, size, off);
	}
	pthread_mutex_unlock(&f->mu);
	return n;
}

static ssize_t file_write(struct termfs_file *f, const char *buf, size_t size, off_t off)
{
	struct term *t = f ? f->t : NULL;
	int rc = 0;

	if (!f)
		return -EBADF;
	if ((f->flags & O_ACCMODE) == O_RDONLY)
		return -EBADF;
	switch (f->node) {
	case N_IN:
		pthread_mutex_lock(&t->mu);
		rc = t->state == T_RUNNING ? 0 : -EPIPE;
		pthread_mutex_unlock(&t->mu);
		if (rc < 0)
			return rc;
		pthread_rwlock_rdlock(&t->conn_lock);
		rc = sbx_term_write(t->conn, buf, size);
		pthread_rwlock_unlock(&t->conn_lock);
		return rc < 0 ? rc : (ssize_t)size;
	case N_SIZE:
	case N_NEW:
		pthread_mutex_lock(&f->mu);
		if (!f->pending) {
			sbx_buf_release(&f->wbuf);
			f->werr = 0;
		}
		f->pending = true;
		if (f->werr == 0) {
			rc = sbx_buf_add(&f->wbuf, buf, size);
			if (rc == -E2BIG)
				sbx_buf_release(&f->wbuf);
			if (rc < 0)
				f->werr = f->node == N_SIZE && rc == -E2BIG ? -EINVAL : rc;
		}
		rc = f->werr;
		if (rc == 0 && f->node == N_SIZE) {
			/* each complete line now, so `echo 100x30 > size` sees
			 * its error from write() (the shell ignores close's) */
			char *nl;
			while (rc == 0 && f->wbuf.len &&
			       (nl = memchr(f->wbuf.data, '\n', f->wbuf.len))) {
				size_t llen = (size_t)(nl - f->wbuf.data) + 1;
				bool blank = strspn(f->wbuf.data, " \t\r\n") >= llen;

				rc = blank ? 0 : resize_now(f, f->wbuf.data, llen);
				memmove(f->wbuf.data, f->wbuf.data + llen, f->wbuf.len - llen + 1);
				f->wbuf.len -= llen;
			}
			if (f->wbuf.len == 0)
				f->pending = false;
		}
		pthread_mutex_unlock(&f->mu);
		return rc < 0 ? rc : (ssize_t)size;
	default:
		return -EBADF;
	}
}

static int file_flush(struct termfs_file *f)
{
	int rc = 0;

	if (!f)
		return 0;
	pthread_mutex_lock(&f->mu);
	if (f->pending && f->node == N_NEW) {
		rc = new_now(f);
	} else if (f->pending && f->node == N_SIZE) {
		f->pending = false;
		rc = f->werr;
		f->werr = 0;
		if (rc == 0 && strspn(f->wbuf.data ? f->wbuf.data : "", " \t\r\n") < f->wbuf.len)
			rc = resize_now(f, f->wbuf.data, f->wbuf.len);
		sbx_buf_release(&f->wbuf);
	}
	pthread_mutex_unlock(&f->mu);
	return rc;
}

static void file_release(struct termfs_file *f)
{
	if (!f)
		return;
	file_flush(f); /* normally a no-op: flush came first */
	term_file_free(f);
}

int termfs_truncate(struct termfs *tf, const char *id, const char *rel, off_t size)
{
	struct stat st;
	struct tpath p;
	int rc = term_getattr(tf, id, rel, &st);

	if (rc < 0)
		return rc;
	term_parse(rel, &p);
	if (S_ISDIR(st.st_mode))
		return -EISDIR;
	if (p.node == N_OUT || p.node == N_STATUS)
		return -EACCES;
	return 0; /* in, size, new: nothing stored to truncate (the shell's O_TRUNC) */
}

/* ---- the open file's table (fs/ctlsub.h) -------------------------------------------- */

static ssize_t io_read(struct ctlfs_file *f, char *buf, size_t size, off_t off,
		       bool (*interrupted)(void *arg), void *arg)
{
	return file_read((struct termfs_file *)f, buf, size, off, interrupted, arg);
}

static ssize_t io_write(struct ctlfs_file *f, const char *buf, size_t size, off_t off)
{
	return file_write((struct termfs_file *)f, buf, size, off);
}

static int io_flush(struct ctlfs_file *f)
{
	return file_flush((struct termfs_file *)f);
}

static void io_release(struct ctlfs_file *f)
{
	file_release((struct termfs_file *)f);
}

/* out: output past pos, or the end; the other files never wait */
static bool io_ready(struct ctlfs_file *base, off_t off)
{
	struct termfs_file *f = (struct termfs_file *)base;
	struct term *t = f->t;
	off_t pos;
	bool r;

	if (f->node != N_OUT)
		return true;
	pthread_mutex_lock(&f->mu);
	pos = off == f->expect ? f->cur : off;
	pthread_mutex_unlock(&f->mu);
	pthread_mutex_lock(&t->mu);
	r = pos < t->end || t->state != T_RUNNING || atomic_load(&t->stop);
	pthread_mutex_unlock(&t->mu);
	return r;
}

const struct ctlfs_file_ops term_file_io = {
    .read = io_read,
    .write = io_write,
    .flush = io_flush,
    .release = io_release,
    .ready = io_ready,
};
