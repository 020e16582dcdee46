/* sys.h — two system calls every part of sbxd wraps the same way: the
 * monotonic clock in milliseconds (deadlines, timeouts, idle times), and
 * closing a descriptor exactly once. */
#ifndef SBXD_SYS_H
#define SBXD_SYS_H

#include <stdint.h>
#include <time.h>
#include <unistd.h>

static inline int64_t mono_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Closes *fd when open and marks it closed (-1). */
static inline void fd_close(int *fd)
{
	if (*fd >= 0) {
		close(*fd);
		*fd = -1;
	}
}

#endif
