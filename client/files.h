/* files.h — the pure parts of files.c, private to libsbx (for tests).
 *
 * The public calls (sbx_file_read_*, sbx_file_write_*) are in sbx.h.
 */
#ifndef SBX_FILES_H
#define SBX_FILES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "http.h"

/* The exec read's probe on a server that may text-decode GET bodies: the
 * script prints "B" and the file (small enough), or "H<size>\n". The sink
 * passes a "B" body on to sink; -EIO for another first byte or an overlong
 * head. Zero-initialise but for sink and arg. */
struct sbx_probe {
	sbx_sink_fn sink;
	void *arg;
	char mode; /* 0 nothing yet, 'B' content follows, 'H' a size */
	char head[32];
	size_t hlen;
};
int sbx_probe_sink(void *arg, long status, const char *data, size_t len);
/* The size an "H" answer gave: 0, or -EIO when the answer was no size. */
int sbx_probe_size(struct sbx_probe *p, long long *size);

/* Passes a GET body on to sink and judges whether the bridge's runtime can
 * have text-decoded it (see files.c). Zero-initialise but for sink, arg. */
struct sbx_verify {
	sbx_sink_fn sink;
	void *arg;
	off_t n;
	int need;      /* continuation bytes still expected */
	uint32_t last; /* the last three bytes */
	bool not_utf8, fffd;
};
int sbx_verify_sink(void *arg, long status, const char *data, size_t len);
/* Whether the body seen is the file's bytes for a file of size bytes. */
bool sbx_verify_exact(const struct sbx_verify *v, off_t size);

/* A restore past one hydrate's limit (sbx_hydrate_fd): bytes [0, size) of
 * fd go into the sandbox as a file, and a tar there extracts them. */
int sbx_hydrate_file(struct sbx_client *c, const char *id, int fd, off_t size);

#endif
