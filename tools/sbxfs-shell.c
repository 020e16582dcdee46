/* sbxfs-shell — an interactive shell in a sandbox, through an sbxfs mount.
 *
 *   sbxfs-shell MOUNT/<id> [COMMAND...]
 *
 * Like `ssh host [command]`, but the way in is the mount's terminals/
 * directory (fs/terminals.h): it makes a terminal (mkdir
 * terminals/<name>, or COMMAND written to terminals/new), sends what is
 * typed to its `in`, copies its `out` to the screen, writes the window
 * size to `size` at start and on every SIGWINCH, and at the end exits with
 * the terminal's exit status (from `status`) and removes the terminal.
 *
 * The local terminal is put in raw mode, so Ctrl-C, Ctrl-Z, Ctrl-D and
 * every other key travel as bytes to the sandbox's terminal, whose line
 * discipline acts on them there. It is restored on every way out: the end
 * of the remote shell, SIGTERM/SIGHUP/SIGINT/SIGQUIT sent to this process
 * (which also end the remote terminal), and SIGTSTP (restored while
 * stopped, raw again after SIGCONT).
 *
 * No library: only files of the mount. The reader of `out` runs on its
 * own thread with every signal blocked, so that signals (SIGWINCH above
 * all) never interrupt its blocking read; the main thread polls standard
 * input and a self-pipe the signal handlers write to.
 *
 * With input that is not a terminal (a file, a pipe) and no COMMAND, the
 * remote shell is `bash -l -s`: it runs the input as a script and ends at
 * its end (the terminal's Ctrl-D), as `ssh host <file` does.
 *
 * Exit status: the remote command's (128+N when signal N ended it), 255
 * when sbxfs-shell itself failed (as ssh does), 128+N when signal N ended
 * sbxfs-shell.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

#define FAIL 255

static struct termios saved;
static volatile sig_atomic_t raw_on;
static int sigpipe_w = -1;
static char term_dir[PATH_MAX]; /* MOUNT/<id>/terminals/<name> */

/* dst = a "/" b; false when it does not fit. */
static bool join(char *dst, size_t size, const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);

	if (la + 1 + lb + 1 > size)
		return false;
	memcpy(dst, a, la);
	dst[la] = '/';
	memcpy(dst + la + 1, b, lb + 1);
	return true;
}

/* ---- the local terminal -------------------------------------------------------- */

/* Async-signal-safe (tcsetattr is). */
static void tty_restore(void)
{
	if (raw_on) {
		tcsetattr(STDIN_FILENO, TCSADRAIN, &saved);
		raw_on = 0;
	}
}

static int tty_raw(void)
{
	struct termios t;

	if (!isatty(STDIN_FILENO))
		return 0;
	if (!raw_on && tcgetattr(STDIN_FILENO, &saved) < 0)
		return -errno;
	t = saved;
	cfmakeraw(&t);
	if (tcsetattr(STDIN_FILENO, TCSADRAIN, &t) < 0)
		return -errno;
	raw_on = 1;
	return 0;
}

static void die(const char *fmt, ...)
{
	va_list ap;

	tty_restore();
	fprintf(stderr, "sbxfs-shell: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(FAIL);
}

/* ---- signals --------------------------------------------------------------------- */

static void on_signal(int sig)
{
	int e = errno;
	char c = (char)sig;

	if (sig == SIGTSTP) {
		/* stop with the local terminal as it was; raw again on SIGCONT */
		struct termios keep = saved;
		bool was_raw = raw_on;
		sigset_t tstp;

		tty_restore();
		signal(SIGTSTP, SIG_DFL);
		/* blocked while its handler runs: unblock, or it would only
		 * come back here once this returns */
		sigemptyset(&tstp);
		sigaddset(&tstp, SIGTSTP);
		sigprocmask(SIG_UNBLOCK, &tstp, NULL);
		raise(SIGTSTP);
		/* continued */
		signal(SIGTSTP, on_signal);
		if (was_raw) {
			struct termios t = keep;

			cfmakeraw(&t);
			if (tcsetattr(STDIN_FILENO, TCSADRAIN, &t) == 0)
				raw_on = 1;
		}
		c = SIGWINCH; /* the window may have changed meanwhile */
	}
	if (write(sigpipe_w, &c, 1) < 0) {
		/* full: a resize or an end is pending anyway */
	}
	errno = e;
}

static void handle(int sig)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

/* ---- the mount's files ------------------------------------------------------------- */

static int write_all(int fd, const void *data, size_t len)
{
	const char *p = data;

	while (len > 0) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

static int put_file(const char *name, const char *text)
{
	char path[PATH_MAX];
	int fd, rc;

	if (!join(path, sizeof(path), term_dir, name))
		return -ENAMETOOLONG;
	fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	rc = write_all(fd, text, strlen(text));
	if (close(fd) < 0 && rc == 0)
		rc = -errno;
	return rc;
}

static void send_size(void)
{
	struct winsize ws;
	char text[32];

	if (ioctl(STDIN_FILENO, TIOCGWINSZ, &ws) < 0 || ws.ws_col == 0 || ws.ws_row == 0)
		return;
	snprintf(text, sizeof(text), "%ux%u\n", ws.ws_col, ws.ws_row);
	put_file("size", text); /* a failed resize is not worth ending the session */
}

/* The terminal's exit status from its status file; FAIL when unknown. */
static int exit_status(void)
{
	char path[PATH_MAX], buf[128];
	ssize_t n;
	int fd, code;

	if (!join(path, sizeof(path), term_dir, "status"))
		return FAIL;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return FAIL;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return FAIL;
	buf[n] = 0;
	if (sscanf(buf, "exited %d", &code) == 1 && code >= 0 && code <= 255)
		return code;
	if (strncmp(buf, "error: ", 7) == 0) {
		buf[strcspn(buf, "\n")] = 0;
		tty_restore();
		fprintf(stderr, "sbxfs-shell: the terminal broke: %s\n", buf + 7);
	}
	return FAIL;
}

/* Makes the terminal: a login shell (mkdir) or cmd (written to new). */
static void make_terminal(const char *terms, const char *cmd)
{
	char path[PATH_MAX], name[128];
	ssize_t n;
	int fd;

	if (cmd) {
		int rc;

		if (!join(path, sizeof(path), terms, "new"))
			die("path too long");
		fd = open(path, O_RDWR | O_CLOEXEC);
		if (fd < 0)
			die("%s: %s", path, strerror(errno));
		rc = write_all(fd, cmd, strlen(cmd));
		n = rc < 0 ? -1 : read(fd, name, sizeof(name) - 1);
		if (n <= 0)
			die("cannot start '%s': %s", cmd, n < 0 ? strerror(errno) : "no name");
		close(fd);
		name[n] = 0;
		name[strcspn(name, "\n")] = 0;
	} else {
		for (int i = 0;; i++) {
			if (i == 0)
				snprintf(name, sizeof(name), "sh-%d", (int)getpid());
			else
				snprintf(name, sizeof(name), "sh-%d-%d", (int)getpid(), i);
			if (!join(path, sizeof(path), terms, name))
				die("path too long");
			if (mkdir(path, 0755) == 0)
				break;
			if (errno != EEXIST || i == 100)
				die("mkdir %s: %s", path, strerror(errno));
		}
	}
	if (!join(term_dir, sizeof(term_dir), terms, name))
		die("path too long");
}

/* ---- output --------------------------------------------------------------------------- */

#define READY "sbxfs-shell-ready"

struct reader {
	int out_fd;
	int err;	 /* why the output ended early, or 0 */
	bool want_ready; /* the output starts with READY "\n": swallow it */
};

/* Swallows the ready line at the start of the output; then 'R' to the
 * self-pipe. Returns where the rest of buf starts, or n while waiting. */
static ssize_t ready_line(struct reader *r, char *buf, ssize_t n)
{
	char c = 'R';

	for (ssize_t i = 0; i < n; i++)
		if (buf[i] == '\n') {
			r->want_ready = false;
			if (write(sigpipe_w, &c, 1) < 0) {
			}
			return i + 1;
		}
	return n;
}

static void *reader_main(void *arg)
{
	struct reader *r = arg;
	char buf[65536], c = 0;
	sigset_t all;

	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, NULL);
	for (;;) {
		ssize_t n = read(r->out_fd, buf, sizeof(buf));

		if (n < 0 && (errno == EINTR || errno == EAGAIN))
			continue; /* a signal of ours, or the mount's wait bound */
		if (n < 0) {
			r->err = errno;
			break;
		}
		if (n == 0)
			break;
		if (r->want_ready) {
			ssize_t skip = ready_line(r, buf, n);

			memmove(buf, buf + skip, (size_t)(n - skip));
			n -= skip;
		}
		if (write_all(STDOUT_FILENO, buf, (size_t)n) < 0) {
			r->err = errno;
			break;
		}
	}
	if (write(sigpipe_w, &c, 1) < 0) { /* 0: the output ended */
	}
	return NULL;
}

/* ---- main ------------------------------------------------------------------------------ */

/* What the handlers and the reader wrote to the self-pipe. */
static void drain_signals(int fd, bool *done, int *ended_by, bool *ready)
{
	char sigs[64];
	ssize_t n;

	while ((n = read(fd, sigs, sizeof(sigs))) > 0)
		for (ssize_t i = 0; i < n; i++) {
			if (sigs[i] == 0)
				*done = true; /* the output ended */
			else if (sigs[i] == 'R')
				*ready = true; /* the remote side takes input now */
			else if (sigs[i] == SIGWINCH)
				send_size();
			else if (!*ended_by)
				*ended_by = sigs[i];
		}
}

static void usage(FILE *fp)
{
	fprintf(fp, "usage: sbxfs-shell MOUNT/<id> [COMMAND...]\n"
		    "  An interactive shell (or COMMAND) in sandbox <id> of an sbxfs mount,\n"
		    "  on a terminal of MOUNT/<id>/terminals/. Exits with its exit status.\n");
}

int main(int argc, char **argv)
{
	char terms[PATH_MAX], *cmd = NULL, path[PATH_MAX];
	struct reader rd = {0};
	struct stat st;
	pthread_t th;
	int pipefd[2], in_fd, status, ended_by = 0;
	bool stdin_open = true, done = false, line_end = true, ready;

	if (argc < 2 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
		usage(argc < 2 ? stderr : stdout);
		return argc < 2 ? FAIL : 0;
	}
	if (!join(terms, sizeof(terms), argv[1], "terminals"))
		die("path too long");
	if (stat(terms, &st) < 0 || !S_ISDIR(st.st_mode))
		die("%s is not a sandbox directory of an sbxfs mount (no terminals/ in it)",
		    argv[1]);
	if (argc > 2) { /* the words of the command, joined as ssh does */
		size_t len = 0;

		for (int i = 2; i < argc; i++)
			len += strlen(argv[i]) + 1;
		cmd = malloc(len + 1);
		if (!cmd)
			die("out of memory");
		len = 0;
		for (int i = 2; i < argc; i++) {
			size_t k = strlen(argv[i]);

			memcpy(cmd + len, argv[i], k);
			len += k;
			cmd[len++] = i + 1 < argc ? ' ' : '\n';
		}
		cmd[len] = 0;
	}
	if (!isatty(STDIN_FILENO)) {
		/* Input from a file or pipe: no echo of it, plain newlines, and
		 * a shell that runs it as a script (as `ssh host <file` does),
		 * whose input is a pipe (an interactive one's line editor would
		 * not take the end of input for one). The input waits for the
		 * marker, so that none of it comes before `stty -echo`. */
		char *c = NULL;

		if (asprintf(&c, "stty -echo -onlcr 2>/dev/null; printf '%%s\\n' %s; %s", READY,
			     cmd ? cmd : "cat | bash -l -s\n") < 0)
			die("out of memory");
		free(cmd);
		cmd = c;
		rd.want_ready = true;
	}

	if (pipe2(pipefd, O_CLOEXEC | O_NONBLOCK) < 0)
		die("pipe: %s", strerror(errno));
	sigpipe_w = pipefd[1];
	handle(SIGWINCH);
	handle(SIGTERM);
	handle(SIGHUP);
	handle(SIGINT);
	handle(SIGQUIT);
	handle(SIGTSTP);
	signal(SIGPIPE, SIG_IGN);

	make_terminal(terms, cmd);
	free(cmd);
	in_fd = join(path, sizeof(path), term_dir, "in") ? open(path, O_WRONLY | O_CLOEXEC) : -1;
	rd.out_fd =
	    join(path, sizeof(path), term_dir, "out") ? open(path, O_RDONLY | O_CLOEXEC) : -1;
	if (in_fd < 0 || rd.out_fd < 0) {
		int e = errno;

		rmdir(term_dir);
		die("%s: %s", path, strerror(e));
	}
	if (isatty(STDIN_FILENO))
		send_size();
	if (tty_raw() < 0) {
		rmdir(term_dir);
		die("cannot put the terminal in raw mode: %s", strerror(errno));
	}
	ready = !rd.want_ready;
	if (pthread_create(&th, NULL, reader_main, &rd) != 0) {
		rmdir(term_dir);
		die("cannot start a thread");
	}

	while (!done) {
		struct pollfd pf[2] = {
		    {.fd = pipefd[0], .events = POLLIN},
		    {.fd = stdin_open && ready ? STDIN_FILENO : -1, .events = POLLIN}};
		char buf[4096];
		ssize_t n;

		if (poll(pf, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (pf[0].revents) {
			drain_signals(pipefd[0], &done, &ended_by, &ready);
			if (ended_by)
				break;
		}
		if (pf[1].revents) {
			n = read(STDIN_FILENO, buf, sizeof(buf));
			if (n < 0 && (errno == EINTR || errno == EAGAIN))
				continue;
			if (n <= 0) {
				/* end of input (not a terminal): the remote side sees
				 * an end of file, Ctrl-D on its terminal */
				stdin_open = false;
				/* Ctrl-D ends a partial line, a second one the input */
				n = write_all(in_fd, "\004\004", line_end ? 1 : 2);
				continue;
			}
			/* a resize signalled before these keys were read goes
			 * first (`stty size` typed after a resize sees it) */
			drain_signals(pipefd[0], &done, &ended_by, &ready);
			if (ended_by)
				break;
			line_end = buf[n - 1] == '\n';
			if (write_all(in_fd, buf, (size_t)n) < 0) {
				if (errno == EPIPE)
					continue; /* it has exited: the output ends next */
				rd.err = errno;
				break;
			}
		}
	}

	if (ended_by) {
		/* a signal ends this session: the remote terminal too (as a
		 * hangup would); the reader may still be blocked, exit ends it */
		tty_restore();
		rmdir(term_dir);
		return 128 + ended_by;
	}
	if (!done)
		rmdir(term_dir); /* input broke: end the terminal, so the reader ends */
	pthread_join(th, NULL);
	tty_restore();
	status = rd.err ? FAIL : exit_status();
	if (rd.err)
		fprintf(stderr, "sbxfs-shell: %s: %s\n", term_dir, strerror(rd.err));
	close(in_fd);
	close(rd.out_fd);
	rmdir(term_dir);
	return status;
}
