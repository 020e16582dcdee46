/* sparse.h — data extents and the extents wire format (sparse.c), private
 * to libsbx; files.c is the user, tests/test_sparse.c the other.
 */
#ifndef SBX_SPARSE_H
#define SBX_SPARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

struct sbx_extent {
	off_t off, len;
};

/* Data extents in file order; release with sbx_extents_release. */
struct sbx_extents {
	struct sbx_extent *v;
	size_t n, cap;
	off_t data; /* bytes in all extents */
};

/* Appends [off, off + len) (len <= 0: nothing); a hole of less than 64 KiB
 * after the last extent is merged into it (sent as zeros). -ENOMEM. */
int sbx_extents_add(struct sbx_extents *l, off_t off, off_t len);
/* The data extents of bytes [0, size) of fd (on a descriptor of its own, so
 * fd's offset stays); all of it where the file system cannot tell. */
int sbx_extents_find(int fd, off_t size, struct sbx_extents *l);
void sbx_extents_release(struct sbx_extents *l);

/* The upload body of l: for each extent "<off> <len>\n" and its bytes, taken
 * from data (the whole file in memory) or, when data is NULL, from fd. */
struct sbx_extents_body {
	const char *data;
	int fd;
	off_t base; /* fd's data of a record at off is at base + off (0 by init) */
	const struct sbx_extents *l;
	off_t *start; /* where record i begins; start[n] == len */
	off_t len;    /* of the whole body */
};
int sbx_extents_body_init(struct sbx_extents_body *b, const void *data, int fd,
			  const struct sbx_extents *l);
/* A body_fn for struct sbx_req: up to n bytes from position pos (> 0), or
 * -errno (-EIO: the file shrank under us). */
ssize_t sbx_extents_body_read(void *arg, off_t pos, char *buf, size_t n);
void sbx_extents_body_release(struct sbx_extents_body *b);

/* A sink for the download body: "<size>\n", then records "<off> <len>\n" +
 * data, written at base + off into fd; what no record covers stays a hole.
 * Zero-initialise, set fd and base. -EPROTO for a malformed body. */
struct sbx_sparse_sink {
	int fd;
	off_t base;
	int state; /* 0: the size line, 1: a record header, 2: record data */
	char line[48];
	size_t ll;
	off_t size, off, left;
};
int sbx_sparse_sink(void *arg, long status, const char *data, size_t len);
/* Whether the body ended where it may: after a whole record. */
bool sbx_sparse_sink_done(const struct sbx_sparse_sink *x);

#endif
