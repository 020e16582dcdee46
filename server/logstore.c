/* logstore.c — bounded sequenced event logs on disk (see logstore.h).
 *
 * Layout: up to two segment files "<id>.<n>" in the store's directory, each
 * a run of records (fixed header + data) in sequence order. Appends go to
 * the newer segment; when it would pass half the byte limit a new segment
 * starts and the older one is deleted, which moves the eviction boundary
 * (the first sequence still on disk) past everything it held. Readers locate
 * a sequence by scanning one segment (at most half the limit) and then read
 * on from the position they remember, so a follower costs one pread per
 * event. Nothing of a store lives in memory but this index.
 */
#include "logstore.h"
#include "base64.h"
#include "sys.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

struct rec_hdr {
	uint32_t len;
	uint8_t type;
	uint8_t pad[3];
	uint64_t seq;
	int64_t ts_ms;
};

struct segment {
	unsigned n; /* file name suffix */
	int fd;
	uint64_t first_seq, last_seq;
	off_t size;
};

#define LAG_MAX_MS 5000 /* a follower stuck this long no longer holds the writer */

struct logstore {
	pthread_mutex_t mu;	 /* guards everything below and the files */
	pthread_cond_t progress; /* a follower read on, or left */
	int dirfd;
	char *id;
	size_t max_bytes;
	struct segment seg[2]; /* seg[0] older; nseg of them in use */
	int nseg;
	unsigned next_n;
	uint64_t seq;	   /* last sequence assigned */
	uint64_t boundary; /* first sequence still stored */
	bool finished;
	bool warned;
	struct logsub *subs;
};

struct logsub {
	struct logstore *ls;
	struct logsub *next;
	int efd;
	uint64_t next_seq, end_seq;
	bool follow, truncated, done;
	bool pos_valid; /* seg_n/off locate the record of next_seq */
	unsigned seg_n;
	off_t off;
	unsigned char *buf;
	size_t cap;
};

static int64_t wall_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void seg_name(const struct logstore *ls, unsigned n, char *buf, size_t len)
{
	snprintf(buf, len, "%s.%u", ls->id, n);
}

static void seg_drop(struct logstore *ls, struct segment *sg)
{
	char name[256];

	if (sg->fd >= 0)
		close(sg->fd);
	sg->fd = -1;
	seg_name(ls, sg->n, name, sizeof(name));
	unlinkat(ls->dirfd, name, 0);
}

int logstore_new(int dirfd, const char *id, size_t max_bytes, struct logstore **out)
{
	struct logstore *ls;

	if (!id || !id[0] || strlen(id) > 128 || strchr(id, '/'))
		return -EINVAL;
	ls = calloc(1, sizeof(*ls));
	if (!ls)
		return -ENOMEM;
	ls->id = strdup(id);
	if (!ls->id) {
		free(ls);
		return -ENOMEM;
	}
	/* two segments must each hold at least one full record */
	if (max_bytes < 4 * (LOG_CHUNK_MAX + sizeof(struct rec_hdr)))
		max_bytes = 4 * (LOG_CHUNK_MAX + sizeof(struct rec_hdr));
	ls->max_bytes = max_bytes;
	ls->dirfd = dirfd;
	ls->boundary = 1;
	ls->seg[0].fd = ls->seg[1].fd = -1;
	pthread_mutex_init(&ls->mu, NULL);
	pthread_cond_init(&ls->progress, NULL);
	*out = ls;
	return 0;
}

void logstore_free(struct logstore *ls)
{
	if (!ls)
		return;
	for (int i = 0; i < ls->nseg; i++)
		seg_drop(ls, &ls->seg[i]);
	pthread_cond_destroy(&ls->progress);
	pthread_mutex_destroy(&ls->mu);
	free(ls->id);
	free(ls);
}

static void wake_locked(struct logstore *ls)
{
	uint64_t one = 1;

	for (struct logsub *s = ls->subs; s; s = s->next)
		(void)!write(s->efd, &one, sizeof(one));
}

/* The lowest next sequence of a live follower still in the older segment,
 * or 0 when none needs it. */
static uint64_t lagging_locked(struct logstore *ls)
{
	uint64_t min = 0;

	if (ls->nseg < 2)
		return 0;
	for (struct logsub *s = ls->subs; s; s = s->next)
		if (s->follow && !s->done && s->next_seq <= ls->seg[0].last_seq &&
		    (!min || s->next_seq < min))
			min = s->next_seq;
	return min;
}

/* Caller holds mu. Before the older segment goes, a follower that is still
 * reading it gets time to catch up: the writer (and so, through its full
 * pipe, the process) waits while the follower makes progress, as a
 * command waits for a slow reader of its exec stream. A follower stuck
 * for LAG_MAX_MS is left behind (it will see "truncated"). */
static void wait_followers_locked(struct logstore *ls)
{
	uint64_t lag = lagging_locked(ls), seen = lag;
	struct timespec t0, now;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	while (lag) {
		struct timespec until = realtime_in_ms(100);

		pthread_cond_timedwait(&ls->progress, &ls->mu, &until);
		lag = lagging_locked(ls);
		clock_gettime(CLOCK_MONOTONIC, &now);
		if (lag != seen) {
			seen = lag;
			t0 = now;
		} else if ((now.tv_sec - t0.tv_sec) * 1000 + (now.tv_nsec - t0.tv_nsec) / 1000000 >
			   LAG_MAX_MS) {
			break;
		}
	}
}

/* Caller holds mu. Opens a new newest segment, evicting the oldest. */
static int seg_rotate_locked(struct logstore *ls)
{
	char name[256];
	struct segment sg = {.n = ls->next_n, .fd = -1};
	int fd;

	seg_name(ls, sg.n, name, sizeof(name));
	fd = openat(ls->dirfd, name, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd < 0)
		return -errno;
	ls->next_n++;
	sg.fd = fd;
	if (ls->nseg == 2)
		wait_followers_locked(ls);
	sg.first_seq = ls->seq + 1;
	sg.last_seq = ls->seq;
	if (ls->nseg == 2) {
		seg_drop(ls, &ls->seg[0]);
		ls->seg[0] = ls->seg[1];
		ls->nseg = 1;
		ls->boundary = ls->seg[0].first_seq;
	}
	ls->seg[ls->nseg++] = sg;
	return 0;
}

static int append_locked(struct logstore *ls, enum log_type type, const void *data, size_t len,
			 int64_t ts)
{
	struct rec_hdr h = {.len = (uint32_t)len, .type = (uint8_t)type, .ts_ms = ts};
	struct segment *cur = ls->nseg ? &ls->seg[ls->nseg - 1] : NULL;
	size_t need = sizeof(h) + len;
	struct iovec iov[2] = {{&h, sizeof(h)}, {(void *)data, len}};
	ssize_t w;
	int rc;

	if (!cur || (cur->size > 0 && (size_t)cur->size + need > ls->max_bytes / 2)) {
		rc = seg_rotate_locked(ls);
		if (rc < 0)
			return rc;
		cur = &ls->seg[ls->nseg - 1];
	}
	h.seq = ls->seq + 1;
	do
		w = pwritev(cur->fd, iov, 2, cur->size);
	while (w < 0 && errno == EINTR);
	if (w != (ssize_t)need) {
		/* disk full or similar: keep the writer going, lose this chunk */
		if (!ls->warned)
			fprintf(stderr, "sbxd: log %s: write failed: %s\n", ls->id,
				strerror(w < 0 ? errno : EIO));
		ls->warned = true;
		return w < 0 ? -errno : -EIO;
	}
	cur->size += (off_t)need;
	cur->last_seq = h.seq;
	ls->seq = h.seq;
	return 0;
}

int logstore_append(struct logstore *ls, enum log_type type, const void *data, size_t len)
{
	const unsigned char *p = data;
	int64_t ts = wall_ms();
	int rc = 0;

	pthread_mutex_lock(&ls->mu);
	if (ls->finished) {
		rc = -EPIPE;
		goto out;
	}
	while (len > 0 && rc == 0) {
		size_t n = len < LOG_CHUNK_MAX ? len : LOG_CHUNK_MAX;

		rc = append_locked(ls, type, p, n, ts);
		p += n;
		len -= n;
	}
	wake_locked(ls);
out:
	pthread_mutex_unlock(&ls->mu);
	return rc;
}

int logstore_finish(struct logstore *ls, const char *json, int64_t ts_ms)
{
	int rc;

	if (ts_ms == 0)
		ts_ms = wall_ms();
	pthread_mutex_lock(&ls->mu);
	if (ls->finished) {
		pthread_mutex_unlock(&ls->mu);
		return -EPIPE;
	}
	rc = append_locked(ls, LOG_TERMINAL, json, strlen(json), ts_ms);
	if (rc < 0) {
		/* The outcome must reach readers even when output could not be
		 * stored: drop every segment and write it into a fresh one. */
		while (ls->nseg > 0)
			seg_drop(ls, &ls->seg[--ls->nseg]);
		ls->boundary = ls->seq + 1;
		rc = append_locked(ls, LOG_TERMINAL, json, strlen(json), ts_ms);
	}
	ls->finished = true;
	wake_locked(ls);
	pthread_mutex_unlock(&ls->mu);
	return rc;
}

bool logstore_finished(struct logstore *ls)
{
	bool f;

	pthread_mutex_lock(&ls->mu);
	f = ls->finished;
	pthread_mutex_unlock(&ls->mu);
	return f;
}

uint64_t logstore_last_seq(struct logstore *ls)
{
	uint64_t s;

	pthread_mutex_lock(&ls->mu);
	s = ls->seq;
	pthread_mutex_unlock(&ls->mu);
	return s;
}

/* ---- cursors ----------------------------------------------------------------- */

void logstore_cursor(const struct logstore *ls, uint64_t seq, char *buf, size_t len)
{
	char idb[180], inner[256];
	int n;

	idb[base64url_encode((const unsigned char *)ls->id, strlen(ls->id), idb)] = '\0';
	n = snprintf(inner, sizeof(inner), "v1.%s.%llu", idb, (unsigned long long)seq);
	if (n < 0 || (size_t)n >= sizeof(inner) || len < ((size_t)n + 2) / 3 * 4 + 1) {
		if (len)
			buf[0] = '\0';
		return;
	}
	buf[base64url_encode((const unsigned char *)inner, (size_t)n, buf)] = '\0';
}

/* Whether s (len bytes) is the canonical base64url of its own decoding. */
static ssize_t canonical_decode(const char *s, size_t len, unsigned char *out, size_t outsz)
{
	char re[LOG_CURSOR_MAX * 2];
	ssize_t n;

	if (len == 0 || len >= sizeof(re) || (len / 4 + 1) * 3 > outsz)
		return -1;
	n = base64url_decode(s, len, out);
	if (n < 0)
		return -1;
	if (base64url_encode(out, (size_t)n, re) != len || memcmp(re, s, len) != 0)
		return -1;
	return n;
}

static bool utf8_ok(const unsigned char *p, size_t n)
{
	for (size_t i = 0; i < n;) {
		unsigned char b = p[i];
		size_t k = b < 0x80		    ? 0
			   : b >= 0xc2 && b <= 0xdf ? 1
			   : b >= 0xe0 && b <= 0xef ? 2
			   : b >= 0xf0 && b <= 0xf4 ? 3
						    : 4;

		if (k == 4 || (k > 0 && i + k >= n))
			return false;
		for (size_t j = 1; j <= k; j++)
			if ((p[i + j] & 0xc0) != 0x80)
				return false;
		i += k + 1;
	}
	return true;
}

int logstore_parse_cursor(struct logstore *ls, const char *cursor, uint64_t *seq, const char **why)
{
	static const char invalid[] = "Invalid byte log cursor";
	unsigned char dec[LOG_CURSOR_MAX], idd[LOG_CURSOR_MAX];
	size_t len = strlen(cursor);
	char *p1, *p2, *end;
	ssize_t n, in;
	unsigned long long v;

	*why = invalid;
	for (size_t i = 0; i < len; i++)
		if (!base64_is_char(cursor[i], true))
			return -EINVAL;
	n = canonical_decode(cursor, len, dec, sizeof(dec) - 1);
	if (n < 0 || !utf8_ok(dec, (size_t)n) || memchr(dec, 0, (size_t)n))
		return -EINVAL;
	dec[n] = '\0';
	p1 = strchr((char *)dec, '.');
	p2 = p1 ? strchr(p1 + 1, '.') : NULL;
	if (!p1 || !p2 || strchr(p2 + 1, '.') || p1 - (char *)dec != 2 || memcmp(dec, "v1", 2) != 0)
		return -EINVAL;
	*p2 = '\0';
	in = p1[1] ? canonical_decode(p1 + 1, strlen(p1 + 1), idd, sizeof(idd) - 1) : 0;
	if (in < 0 || !utf8_ok(idd, (size_t)in))
		return -EINVAL;
	idd[in] = '\0';
	if ((size_t)in != strlen(ls->id) || memcmp(idd, ls->id, (size_t)in) != 0) {
		*why = "Byte log cursor belongs to another run or store";
		return -EXDEV;
	}
	/* String(Number(text)) === text with a safe integer >= 1 */
	p2++;
	if (!*p2 || *p2 == '0' || strlen(p2) > 16)
		return -EINVAL;
	for (const char *c = p2; *c; c++)
		if (*c < '0' || *c > '9')
			return -EINVAL;
	errno = 0;
	v = strtoull(p2, &end, 10);
	if (errno || *end || v > 9007199254740991ULL)
		return -EINVAL;
	if (v > logstore_last_seq(ls)) {
		*why = "Byte log cursor is from the future";
		return -ERANGE;
	}
	*seq = v;
	return 0;
}

/* ---- subscriptions ----------------------------------------------------------- */

int logstore_subscribe(struct logstore *ls, uint64_t after, bool replay, bool follow,
		       struct logsub **out)
{
	struct logsub *s = calloc(1, sizeof(*s));

	if (!s)
		return -ENOMEM;
	s->efd = eventfd(1, EFD_NONBLOCK | EFD_CLOEXEC);
	if (s->efd < 0) {
		int e = -errno;

		free(s);
		return e;
	}
	s->ls = ls;
	pthread_mutex_lock(&ls->mu);
	s->next_seq = replay ? after + 1 : ls->seq + 1;
	s->follow = follow && !ls->finished;
	s->end_seq = s->follow ? UINT64_MAX : ls->seq;
	s->next = ls->subs;
	ls->subs = s;
	pthread_mutex_unlock(&ls->mu);
	*out = s;
	return 0;
}

int logsub_fd(const struct logsub *s)
{
	return s->efd;
}

void logsub_free(struct logsub *s)
{
	if (!s)
		return;
	pthread_mutex_lock(&s->ls->mu);
	for (struct logsub **pp = &s->ls->subs; *pp; pp = &(*pp)->next)
		if (*pp == s) {
			*pp = s->next;
			break;
		}
	pthread_cond_broadcast(&s->ls->progress);
	pthread_mutex_unlock(&s->ls->mu);
	close(s->efd);
	free(s->buf);
	free(s);
}

static struct segment *seg_by_n(struct logstore *ls, unsigned n)
{
	for (int i = 0; i < ls->nseg; i++)
		if (ls->seg[i].n == n)
			return &ls->seg[i];
	return NULL;
}

static int read_full(int fd, void *buf, size_t len, off_t off)
{
	size_t got = 0;

	while (got < len) {
		ssize_t r = pread(fd, (char *)buf + got, len - got, off + (off_t)got);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return r < 0 ? -errno : -EIO;
		got += (size_t)r;
	}
	return 0;
}

/* Caller holds mu. Positions s at the record of s->next_seq. */
static int locate_locked(struct logsub *s)
{
	struct logstore *ls = s->ls;

	if (s->pos_valid) {
		struct segment *sg = seg_by_n(ls, s->seg_n);

		if (sg && s->off < sg->size)
			return 0;
		if (sg && s->off == sg->size) {
			/* end of a segment: the next one starts at 0 */
			for (int i = 0; i + 1 < ls->nseg; i++)
				if (&ls->seg[i] == sg) {
					s->seg_n = ls->seg[i + 1].n;
					s->off = 0;
					return 0;
				}
		}
	}
	for (int i = 0; i < ls->nseg; i++) {
		struct segment *sg = &ls->seg[i];
		off_t off = 0;

		if (s->next_seq < sg->first_seq || s->next_seq > sg->last_seq)
			continue;
		while (off < sg->size) {
			struct rec_hdr h;
			int rc = read_full(sg->fd, &h, sizeof(h), off);

			if (rc < 0)
				return rc;
			if (h.seq == s->next_seq) {
				s->seg_n = sg->n;
				s->off = off;
				s->pos_valid = true;
				return 0;
			}
			off += (off_t)(sizeof(h) + h.len);
		}
	}
	return -EIO;
}

int logsub_next(struct logsub *s, struct log_event *ev)
{
	struct logstore *ls = s->ls;
	uint64_t drain;
	int rc;

	(void)!read(s->efd, &drain, sizeof(drain));
	if (s->done)
		return 0;
	pthread_mutex_lock(&ls->mu);
	if (s->next_seq < ls->boundary) {
		s->next_seq = ls->boundary;
		s->truncated = true;
		s->pos_valid = false;
	}
	if (s->truncated) {
		s->truncated = false;
		memset(ev, 0, sizeof(*ev));
		ev->type = LOG_TRUNCATED;
		ev->ts_ms = wall_ms();
		rc = 1;
		goto out;
	}
	if (s->next_seq <= ls->seq && s->next_seq <= s->end_seq) {
		struct rec_hdr h;
		struct segment *sg;

		rc = locate_locked(s);
		sg = rc == 0 ? seg_by_n(ls, s->seg_n) : NULL;
		if (!sg) {
			rc = rc < 0 ? rc : -EIO;
			goto out;
		}
		rc = read_full(sg->fd, &h, sizeof(h), s->off);
		if (rc == 0 && (h.seq != s->next_seq || h.len > LOG_CHUNK_MAX + 4096))
			rc = -EIO;
		if (rc < 0)
			goto out;
		if (h.len + 1 > s->cap) {
			unsigned char *nb = realloc(s->buf, h.len + 1);

			if (!nb) {
				rc = -ENOMEM;
				goto out;
			}
			s->buf = nb;
			s->cap = h.len + 1;
		}
		rc = read_full(sg->fd, s->buf, h.len, s->off + (off_t)sizeof(h));
		if (rc < 0)
			goto out;
		s->buf[h.len] = '\0';
		s->off += (off_t)(sizeof(h) + h.len);
		s->next_seq++;
		if (s->follow)
			pthread_cond_broadcast(&ls->progress);
		ev->type = (enum log_type)h.type;
		ev->seq = h.seq;
		ev->ts_ms = h.ts_ms;
		ev->data = s->buf;
		ev->len = h.len;
		if (h.type == LOG_TERMINAL)
			s->done = true;
		rc = 1;
		goto out;
	}
	if (!s->follow || ls->finished || s->next_seq > s->end_seq) {
		s->done = true;
		rc = 0;
		goto out;
	}
	rc = -EAGAIN;
out:
	pthread_mutex_unlock(&ls->mu);
	return rc;
}
