/* extents.h — the body of a sparse upload (PUT .../extents/<path>).
 *
 * The body is a sequence of records, each a header line of two decimal
 * numbers, "<offset> <length>\n", followed by exactly <length> bytes that
 * belong at <offset> of the file; bytes no record covers are holes. The
 * file's size travels separately (?size=), so a file that ends in a hole
 * needs no record for it. A pure, incremental parser: it accepts the body
 * in pieces of any size, as they arrive from the network.
 */
#ifndef SBXD_EXTENTS_H
#define SBXD_EXTENTS_H

#include <stddef.h>
#include <stdint.h>

/* Receives the data of a record piece by piece; returns 0 or -errno (which
 * stops the parse and is returned by extents_feed). */
typedef int (*extents_write_fn)(void *arg, uint64_t off, const char *data, size_t len);

struct extents_parser {
	uint64_t size; /* the file's size: every record must lie within it */
	uint64_t off;  /* where the next data byte goes */
	uint64_t left; /* data bytes still due for the current record */
	char line[48]; /* header line being read */
	size_t line_len;
	int in_data;   /* reading data (1) or a header (0) */
	char err[128]; /* why the framing is bad (after -EINVAL) */
};

void extents_init(struct extents_parser *p, uint64_t size);
/* 0, -EINVAL for bad framing (message in p->err), or fn's error. */
int extents_feed(struct extents_parser *p, const char *data, size_t len, extents_write_fn fn,
		 void *arg);
/* At the end of the body: 0, or -EINVAL when a record is incomplete. */
int extents_finish(struct extents_parser *p);

#endif
