/* intr — when an operation gives up: the one interrupt predicate and the
 * operation scope (intr.h).
 *
 * Interruption. Ctrl-C on a process blocked in an operation (a hung server,
 * a slow download): the kernel sends FUSE_INTERRUPT, libfuse marks the
 * request (fuse_interrupted()) and, with the intr setting mount.c turns on,
 * signals the worker thread (SIGUSR1 to our no-op handler) every second,
 * which wakes curl's poll at once. libsbx consults the thread's interrupt
 * check before each request and from its progress callback, and fails the
 * request with -EINTR, never retried. The check says yes only when the
 * process is told to end (a fatal signal, or SIGINT/TERM/HUP/QUIT even if
 * caught), so a signal it catches and carries on after (SIGCHLD, SIGWINCH)
 * never turns into a spurious EINTR. It is armed for exactly one operation
 * (OP_INTERRUPTIBLE: a cleanup-attribute scope), because between
 * operations the thread's fuse context points at a finished request. An
 * upload cut short leaves its data dirty: the release or the flusher sends
 * it later (fs/filecache.c), so close() may fail with EINTR but nothing is
 * lost. Blocking reads of control files wait with the same predicate.
 *
 * The same scope makes the operation one libsbx operation
 * (sbx_thread_begin_op): all its requests, and the waits between them,
 * share one io_timeout, so a hung server fails it with ETIMEDOUT within
 * io_timeout in total.
 */
#include <fuse.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "intr.h"
#include "sbx.h"

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

bool intr_request_ending(void *arg)
{
	return fuse_interrupted() && intr_tid_ending(fuse_get_context()->pid);
}

static void on_intr_signal(int sig)
{
	/* nothing: its arrival alone ends the worker's blocking poll() */
}

int intr_install_signal(int sig)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_intr_signal;
	sigemptyset(&sa.sa_mask);
	return sigaction(sig, &sa, NULL) == 0 ? 0 : -errno;
}

int intr_op_begin(void)
{
	sbx_thread_set_interrupt(intr_request_ending, NULL);
	sbx_thread_begin_op();
	return 0;
}

void intr_op_end(int *scope)
{
	sbx_thread_end_op();
	sbx_thread_set_interrupt(NULL, NULL);
	sbx_thread_set_creator((uid_t)-1, (gid_t)-1);
}

int intr_deadline_begin(void)
{
	sbx_thread_begin_op();
	return 0;
}

void intr_deadline_end(int *scope)
{
	sbx_thread_end_op();
}
