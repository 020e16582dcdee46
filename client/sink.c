/* sink.c — response bodies into a descriptor or a bounded buffer.
 *
 * Persist streams a tar into the caller's descriptor, files.c streams a
 * file into its spool descriptor, scripts collect their output in memory:
 * the same two sinks serve all of them.
 */
#include <errno.h>
#include <unistd.h>

#include "sink.h"

int sbx_fd_sink(void *arg, long status, const char *data, size_t len)
{
	struct sbx_fd_sink *x = arg;

	while (len > 0) {
		ssize_t w = write(x->fd, data, len);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		data += w;
		len -= (size_t)w;
		x->written += w;
	}
	return 0;
}

int sbx_buf_sink(void *arg, long status, const char *data, size_t len)
{
	int rc = sbx_buf_add(arg, data, len);

	return rc == -E2BIG ? -EFBIG : rc;
}
