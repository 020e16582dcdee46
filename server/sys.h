/* sys.h — system calls every part of sbxd wraps the same way: the
 * monotonic clock in milliseconds (deadlines, timeouts, idle times), a
 * condition variable's deadline, closing a descriptor exactly once, and writing a whole buffer to a
 * blocking descriptor. */
#ifndef SBXD_SYS_H
#define SBXD_SYS_H

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>
#include <unistd.h>

static inline int64_t mono_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The CLOCK_REALTIME time ms from now: the deadline of a
 * pthread_cond_timedwait on a condition variable of the default clock. */
static inline struct timespec realtime_in_ms(int64_t ms)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec += ms / 1000;
	ts.tv_nsec += (long)(ms % 1000) * 1000000L;
	if (ts.tv_nsec >= 1000000000L) {
		ts.tv_sec++;
		ts.tv_nsec -= 1000000000L;
	}
	return ts;
}

/* Closes *fd when open and marks it closed (-1). */
static inline void fd_close(int *fd)
{
	if (*fd >= 0) {
		close(*fd);
		*fd = -1;
	}
}

/* Writes all of buf to fd (blocking), again after EINTR: 0 or -errno
 * (-EIO for a write that took nothing). */
static inline int write_all(int fd, const void *buf, size_t len)
{
	const char *p = buf;

	while (len > 0) {
		ssize_t w = write(fd, p, len);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return w < 0 ? -errno : -EIO;
		p += w;
		len -= (size_t)w;
	}
	return 0;
}

#endif
