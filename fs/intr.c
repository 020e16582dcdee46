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
 * lost. A blocking read of a control file's stream waits with the second
 * predicate, intr_wait_returning (intr.h): it also returns when the reader
 * is being stopped, and when the mount is (a stop signal to sbxfs).
 *
 * The same scope makes the operation one libsbx operation
 * (sbx_thread_begin_op): all its requests, and the waits between them,
 * share one io_timeout, so a hung server fails it with ETIMEDOUT within
 * io_timeout in total.
 */
#include <fuse.h>
#include <fuse_lowlevel.h>
#include <errno.h>
#include <fcntl.h>
#include <dirent.h>
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

pid_t intr_tgid(pid_t tid)
{
	char buf[8192];
	const char *tg;

	if (!read_status(tid, buf, sizeof(buf)) || !(tg = strstr(buf, "\nTgid:")))
		return tid;
	return (pid_t)strtol(tg + 6, NULL, 10);
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

bool intr_wait_returning(void *arg)
{
	struct fuse_context *c = fuse_get_context();

	/* A stop signal ended the session: libfuse now joins every worker
	 * (they cannot be cancelled inside an operation), and a read waiting
	 * for output that may never come (an idle terminal, a silent
	 * command) would hold the exit, and the mount, unserved, for ever. */
	if (c && c->fuse && fuse_session_exited(fuse_get_session(c->fuse)))
		return true;
	return fuse_interrupted() && intr_tid_returning(c->pid);
}

bool intr_request_ending(void *arg)
{
	return fuse_interrupted() && intr_tid_ending(fuse_get_context()->pid);
}

bool intr_stat_dying(const char *stat)
{
	/* "pid (comm) state ppid ...": the fields after the last ')' start
	 * with the third; flags is the 9th, exit_code the 52nd */
	const char *p = stat ? strrchr(stat, ')') : NULL;
	unsigned long long flags = 0;
	long exit_code = 0;

	if (!p)
		return false;
	p++;
	for (int field = 3; field <= 52; field++) {
		char *end;

		while (*p == ' ')
			p++;
		if (!*p || *p == '\n')
			return false;
		if (field == 9)
			flags = strtoull(p, &end, 10);
		else if (field == 52)
			exit_code = strtol(p, &end, 10);
		while (*p && *p != ' ' && *p != '\n')
			p++;
	}
	return (flags & 0x4 /* PF_EXITING */) && (exit_code & 0x7f) != 0;
}

bool intr_tid_dying(pid_t tid)
{
	char path[64], buf[1024];

	if (tid <= 0)
		return false;
	snprintf(path, sizeof(path), "/proc/%ld/stat", (long)tid);
	return read_proc(path, buf, sizeof(buf)) && intr_stat_dying(buf);
}

/* The flush scope's own time (monotonic seconds): when the closer's exit
 * is looked at next. */
static __thread double flush_next;
/* The last closer seen dying: its other descriptors' flushes (each of a
 * dying process's descriptors of the file is closed, one flush each) look
 * at once, not after 100 ms and a wait for the request to notice. */
static pid_t last_dying;

/* A flush also gives up when its caller is already dying of a signal: its
 * exit closes the file (dash killed by Ctrl-C in a write to ctl/exec, any
 * process killed before its close), nothing is pending on it any more, so
 * no FUSE_INTERRUPT comes, and even SIGKILL cannot end the uninterruptible
 * wait of the kernel's flush: a hung server held the dying process for all
 * of io_timeout. /proc is read only once the flush has waited 100 ms, and
 * then at most every 100 ms: a close answered at once never pays for it. */
static bool intr_flush_ending(void *arg)
{
	double now;

	if (intr_request_ending(arg))
		return true;
	now = sbx_now_s();
	if (now < flush_next)
		return false;
	flush_next = now + 0.1;
	if (!intr_tid_dying(fuse_get_context()->pid))
		return false;
	__atomic_store_n(&last_dying, fuse_get_context()->pid, __ATOMIC_RELAXED);
	return true;
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

int intr_flush_begin(void)
{
	pid_t pid = fuse_get_context()->pid;

	flush_next =
	    pid && pid == __atomic_load_n(&last_dying, __ATOMIC_RELAXED) ? 0 : sbx_now_s() + 0.1;
	sbx_thread_set_interrupt(intr_flush_ending, NULL);
	sbx_thread_begin_op();
	return 0;
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
