/* sparse.c — a file's data extents and the extents wire format, both ways.
 *
 * sbxd's extents routes (fsext.c) move a file as its data only: the body is
 * "<offset> <length>\n" + data per extent (PUT; the size travels in the
 * query), or "<size>\n" and then such records (GET). Here: finding the
 * data extents of a descriptor (SEEK_DATA/SEEK_HOLE, short holes merged),
 * producing the upload body from them piece by piece (at any position, as
 * a retry may rewind), and writing a download body into a descriptor at
 * its offsets, holes left holes. Strict on what it reads: a record past the
 * announced size, a number that does not parse or a line too long is
 * -EPROTO.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sparse.h"

/* Holes shorter than this are sent as zeros: fewer, longer extents. */
#define HOLE_MIN (64 * 1024)

/* ---- the data extents of a file --------------------------------------------------- */

int sbx_extents_add(struct sbx_extents *l, off_t off, off_t len)
{
	if (len <= 0)
		return 0;
	if (l->n && off - (l->v[l->n - 1].off + l->v[l->n - 1].len) < HOLE_MIN) {
		struct sbx_extent *e = &l->v[l->n - 1];
		off_t end = off + len;

		l->data += end - (e->off + e->len);
		e->len = end - e->off;
		return 0;
	}
	if (l->n == l->cap) {
		size_t cap = l->cap ? l->cap * 2 : 16;
		struct sbx_extent *v = realloc(l->v, cap * sizeof(*v));

		if (!v)
			return -ENOMEM;
		l->v = v;
		l->cap = cap;
	}
	l->v[l->n].off = off;
	l->v[l->n].len = len;
	l->n++;
	l->data += len;
	return 0;
}

/* The data extents of bytes [0, size) of fd (SEEK_DATA/SEEK_HOLE, on a
 * descriptor of its own so that fd's offset stays); all of it where the
 * file system cannot tell. */
int sbx_extents_find(int fd, off_t size, struct sbx_extents *l)
{
	char proc[64];
	struct stat st;
	off_t off = 0;
	int rfd, rc = 0;

	/* blocks for every byte: no hole to find (one fstat, where the search
	 * costs an open, two seeks and a close: every small file's upload) */
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_blocks > 0 &&
	    st.st_blocks >= (size + 511) / 512)
		return sbx_extents_add(l, 0, size);
	snprintf(proc, sizeof(proc), "/proc/self/fd/%d", fd);
	rfd = open(proc, O_RDONLY | O_CLOEXEC);
	if (rfd < 0)
		return sbx_extents_add(l, 0, size);
	while (off < size && rc == 0) {
		off_t d = lseek(rfd, off, SEEK_DATA), h;

		if (d < 0) {
			if (errno != ENXIO) /* ENXIO: only a hole is left */
				rc = sbx_extents_add(l, off, size - off);
			break;
		}
		if (d >= size)
			break;
		h = lseek(rfd, d, SEEK_HOLE);
		if (h < 0 || h > size)
			h = size;
		rc = sbx_extents_add(l, d, h - d);
		off = h;
	}
	close(rfd);
	return rc;
}

void sbx_extents_release(struct sbx_extents *l)
{
	free(l->v);
	l->v = NULL;
	l->n = l->cap = 0;
	l->data = 0;
}

/* ---- the upload body -------------------------------------------------------------- */

static int ext_header(const struct sbx_extent *e, char *buf, size_t len)
{
	return snprintf(buf, len, "%jd %jd\n", (intmax_t)e->off, (intmax_t)e->len);
}

ssize_t sbx_extents_body_read(void *arg, off_t pos, char *buf, size_t n)
{
	struct sbx_extents_body *b = arg;
	size_t lo = 0, hi = b->l->n;
	const struct sbx_extent *e;
	char h[64];
	off_t rel;
	int hl;

	while (hi - lo > 1) { /* the record holding pos */
		size_t mid = (lo + hi) / 2;

		if (b->start[mid] <= pos)
			lo = mid;
		else
			hi = mid;
	}
	e = &b->l->v[lo];
	rel = pos - b->start[lo];
	hl = ext_header(e, h, sizeof(h));
	if (rel < hl) {
		size_t k = (size_t)(hl - rel) < n ? (size_t)(hl - rel) : n;

		memcpy(buf, h + rel, k);
		return (ssize_t)k;
	}
	rel -= hl;
	if ((off_t)n > e->len - rel)
		n = (size_t)(e->len - rel);
	if (b->data) {
		memcpy(buf, b->data + e->off + rel, n);
		return (ssize_t)n;
	}
	for (;;) {
		ssize_t got = pread(b->fd, buf, n, b->base + e->off + rel);

		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			return -errno;
		return got > 0 ? got : -EIO; /* 0: the file shrank under us */
	}
}

int sbx_extents_body_init(struct sbx_extents_body *b, const void *data, int fd,
			  const struct sbx_extents *l)
{
	char h[64];
	off_t len = 0;

	b->data = data;
	b->fd = fd;
	b->base = 0;
	b->l = l;
	b->start = calloc(l->n + 1, sizeof(*b->start));
	if (!b->start)
		return -ENOMEM;
	for (size_t i = 0; i < l->n; i++) {
		b->start[i] = len;
		len += ext_header(&l->v[i], h, sizeof(h)) + l->v[i].len;
	}
	b->start[l->n] = len;
	b->len = len;
	return 0;
}

void sbx_extents_body_release(struct sbx_extents_body *b)
{
	free(b->start);
	b->start = NULL;
}

/* ---- the download body ------------------------------------------------------------ */

static int sparse_line(struct sbx_sparse_sink *x)
{
	long long a, b;
	char *end;

	x->line[x->ll] = '\0';
	x->ll = 0;
	errno = 0;
	a = strtoll(x->line, &end, 10);
	if (errno || end == x->line || a < 0)
		return -EPROTO;
	if (x->state == 0) {
		if (*end)
			return -EPROTO;
		x->size = a;
		x->state = 1;
		return 0;
	}
	if (*end != ' ' || (b = strtoll(end + 1, &end, 10)) < 0 || *end || a > x->size ||
	    b > x->size - a)
		return -EPROTO;
	x->off = a;
	x->left = b;
	x->state = x->left ? 2 : 1;
	return 0;
}

int sbx_sparse_sink(void *arg, long status, const char *data, size_t len)
{
	struct sbx_sparse_sink *x = arg;

	while (len > 0) {
		if (x->state == 2) {
			size_t k = (off_t)len < x->left ? len : (size_t)x->left;
			ssize_t w = pwrite(x->fd, data, k, x->base + x->off);

			if (w < 0 && errno == EINTR)
				continue;
			if (w <= 0)
				return w < 0 ? -errno : -EIO;
			x->off += w;
			x->left -= w;
			data += w;
			len -= (size_t)w;
			if (x->left == 0)
				x->state = 1;
			continue;
		}
		if (*data == '\n') {
			int rc = sparse_line(x);

			if (rc < 0)
				return rc;
		} else if (x->ll + 1 >= sizeof(x->line)) {
			return -EPROTO;
		} else {
			x->line[x->ll++] = *data;
		}
		data++;
		len--;
	}
	return 0;
}
bool sbx_sparse_sink_done(const struct sbx_sparse_sink *x)
{
	return x->state == 1 && !x->ll;
}
