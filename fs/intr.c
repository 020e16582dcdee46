/* intr — is the process behind an interrupted request told to end? (intr.h) */
#include <dirent.h>
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

bool intr_status_stopping(const char *status)
{
	uint64_t stop = SIGBIT(SIGSTOP) | SIGBIT(SIGTSTP) | SIGBIT(SIGTTIN) | SIGBIT(SIGTTOU);
	uint64_t pending = mask_of(status, "SigPnd") | mask_of(status, "ShdPnd");

	return (pending & ~mask_of(status, "SigBlk") & stop) != 0;
}

/* The whole of a small /proc file into buf (NUL-terminated); false when it
 * cannot be read. */
static bool read_proc(const char *path, char *buf, size_t size)
{
	ssize_t n, got = 0;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return false;
	while ((size_t)got < size - 1) {
		n = read(fd, buf + got, size - 1 - (size_t)got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		got += n;
	}
	close(fd);
	buf[got] = '\0';
	return got > 0;
}

static bool read_status(pid_t tid, char *buf, size_t size)
{
	char path[64];

	if (tid <= 0)
		return false;
	snprintf(path, sizeof(path), "/proc/%ld/status", (long)tid);
	return read_proc(path, buf, size);
}

bool intr_tid_ending(pid_t tid)
{
	char buf[8192];

	return read_status(tid, buf, sizeof(buf)) && intr_status_ending(buf);
}

/* Whether a thread of process tgid is stopped: a group stop that another
 * thread took the signal for is under way. */
static bool group_stopped(long tgid)
{
	char path[320], buf[512];
	struct dirent *d;
	bool stopped = false;
	DIR *dir;

	snprintf(path, sizeof(path), "/proc/%ld/task", tgid);
	dir = opendir(path);
	if (!dir)
		return false;
	while (!stopped && (d = readdir(dir))) {
		const char *st;

		if (d->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "/proc/%ld/task/%s/stat", tgid, d->d_name);
		/* "pid (comm) S ...": the state follows the last ')' */
		if (read_proc(path, buf, sizeof(buf)) && (st = strrchr(buf, ')')) && st[1] == ' ')
			stopped = st[2] == 'T';
	}
	closedir(dir);
	return stopped;
}

bool intr_tid_returning(pid_t tid)
{
	char buf[8192];
	const char *tg;

	if (!read_status(tid, buf, sizeof(buf)))
		return false;
	if (intr_status_ending(buf) || intr_status_stopping(buf))
		return true;
	tg = strstr(buf, "\nTgid:");
	return tg && group_stopped(strtol(tg + 6, NULL, 10));
}
