/* sink.h — the response-body sinks shared within libsbx (sink.c).
 *
 * An sbx_sink_fn (http.h) takes each piece of a 2xx body; these two are the
 * ones several modules need: into a descriptor, into a bounded buffer.
 */
#ifndef SBX_SINK_H
#define SBX_SINK_H

#include <stddef.h>
#include <sys/types.h>

#include "http.h"

/* Writes every byte to fd (retrying short writes and EINTR) and counts
 * them in written; -errno of a failed write. */
struct sbx_fd_sink {
	int fd;
	off_t written;
};
int sbx_fd_sink(void *arg, long status, const char *data, size_t len); /* arg: sbx_fd_sink */

/* Appends to a struct sbx_buf (arg); past its max: -EFBIG. */
int sbx_buf_sink(void *arg, long status, const char *data, size_t len);

#endif
