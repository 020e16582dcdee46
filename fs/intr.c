/* intr — is the process behind an interrupted request told to end? (intr.h) */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "intr.h"

/* The hex mask on the line "<name>:" of status, or 0. */
static uint64_t mask_of(const char *status, const char *name)
{
	size_t len = strlen(name);
	const char *p = status;

	while (p) {
		if (strncmp(p, name, len) == 0 && p[len] == ':')
			return strtoull(p + len + 1, NULL, 16);
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	return 0;
}

#define SIGBIT(s) (UINT64_C(1) << ((s)-1))

bool intr_status_ending(const char *status)
{
	uint64_t ending =
	    SIGBIT(SIGKILL) | SIGBIT(SIGINT) | SIGBIT(SIGTERM) | SIGBIT(SIGHUP) | SIGBIT(SIGQUIT);
	uint64_t pending = mask_of(status, "SigPnd") | mask_of(status, "ShdPnd");

	return (pending & ~(mask_of(status, "SigBlk") & ~SIGBIT(SIGKILL)) & ending) != 0;
}

bool intr_tid_ending(pid_t tid)
{
	char path[64], buf[8192];
	ssize_t n, got = 0;
	int fd;

	if (tid <= 0)
		return false;
	snprintf(path, sizeof(path), "/proc/%ld/status", (long)tid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	while ((size_t)got < sizeof(buf) - 1) {
		n = read(fd, buf + got, sizeof(buf) - 1 - (size_t)got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		got += n;
	}
	close(fd);
	buf[got] = '\0';
	return intr_status_ending(buf);
}
