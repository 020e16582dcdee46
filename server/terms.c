/* terms.c — terminals of a sandbox (see procs.h).
 *
 * sbxd asks init for a 'T' spawn: init opens a pty inside the sandbox (its
 * own devpts, so the command sees /dev/pts/N of the sandbox), starts the
 * command as a session leader with the pty as its controlling terminal, and
 * hands the master back over a SOCK_SEQPACKET status socket. sbxd keeps the
 * master: a reader thread copies the terminal's output into a bounded log
 * (the bridge keeps 256 KiB), input is written to it, TIOCSWINSZ resizes
 * it. Interrupts go through init ('I'), which looks up the terminal's
 * foreground process group in the sandbox's pid namespace.
 *
 * A terminal is over when its leader exited and the pty's slave side is
 * closed by everyone (read on the master fails with EIO), as in the bridge,
 * which waits for both the process and the terminal's end of output.
 *
 * Locks: t->wmu (one writer at a time on the master) may be held while
 * t->mu is taken (running()), never the other way round; reg->mu and t->mu
 * are never held together.
 */
#include "procs_int.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include "logstore.h"

#define OPEN_WAIT_MS 10000
#define TERM_GRACE_MS 500

struct mterm {
	struct procreg *reg;
	struct sandbox *sb;
	struct mterm *next;
	int refs;     /* reg->mu */
	bool listed;  /* reg->mu: in reg->terms */
	bool counted; /* reg->mu: counted in nterms_running */
	bool ended;   /* reg->mu */
	char id[40];
	char **argv;
	char *cwd;
	char *session; /* v1 /pty only */
	struct logstore *log;
	int master; /* O_NONBLOCK; closed when the record is freed */

	pthread_mutex_t mu; /* guards the state below */
	pthread_cond_t cv;
	int pid;
	bool done;
	struct timespec t_start, t_end;
	enum mstate state;
	int code, signal;

	pthread_mutex_t wmu; /* one input write at a time */

	/* reader thread only */
	int st_fd;
	bool leader_exited, master_eof;
	int wait_status;
};

static void mterm_free(struct mterm *t)
{
	struct procreg *reg = t->reg;

	logstore_free(t->log);
	strv_free(t->argv);
	free(t->cwd);
	free(t->session);
	fd_close(&t->master);
	fd_close(&t->st_fd);
	pthread_cond_destroy(&t->cv);
	pthread_mutex_destroy(&t->mu);
	pthread_mutex_destroy(&t->wmu);
	free(t);
	procs_record_gone(reg);
}

void mterm_put(struct mterm *t)
{
	bool last;

	if (!t)
		return;
	pthread_mutex_lock(&t->reg->mu);
	last = --t->refs == 0;
	pthread_mutex_unlock(&t->reg->mu);
	if (last)
		mterm_free(t);
}

void terms_free_all(struct procreg *reg)
{
	struct mterm *t, *tn;

	pthread_mutex_lock(&reg->mu);
	t = reg->terms;
	reg->terms = NULL;
	for (struct mterm *q = t; q; q = q->next)
		q->listed = false;
	pthread_mutex_unlock(&reg->mu);
	for (; t; t = tn) {
		tn = t->next;
		mterm_put(t);
	}
}

/* Caller holds reg->mu: unlist exited terminals past the limit (and every
 * exited v1 pty, which nobody can list); returns them for mterm_put. */
static struct mterm *retention_locked(struct procreg *reg)
{
	struct mterm *drop = NULL;
	size_t exited = 0;

	for (struct mterm **pp = &reg->terms; *pp;) {
		struct mterm *q = *pp;

		if (q->ended && q->session) {
			*pp = q->next;
			q->listed = false;
			q->next = drop;
			drop = q;
			continue;
		}
		exited += q->ended;
		pp = &q->next;
	}
	/* the list is in creation order, so the first exited is the oldest */
	for (struct mterm **pp = &reg->terms; *pp && exited > TERMS_RETAIN_EXITED;) {
		struct mterm *q = *pp;

		if (!q->ended) {
			pp = &q->next;
			continue;
		}
		*pp = q->next;
		q->listed = false;
		q->next = drop;
		drop = q;
		exited--;
	}
	return drop;
}

static void finish(struct mterm *t)
{
	char json[160];
	struct mterm *drop;
	int code, sig = 0;

	if (t->leader_exited && WIFEXITED(t->wait_status)) {
		code = WEXITSTATUS(t->wait_status);
	} else if (t->leader_exited && WIFSIGNALED(t->wait_status)) {
		sig = WTERMSIG(t->wait_status);
		code = 128 + sig;
	} else {
		sig = SIGKILL;
		code = 128 + SIGKILL;
	}
	procs_exit_json(json, sizeof(json), code, sig, false);
	pthread_mutex_lock(&t->mu);
	clock_gettime(CLOCK_REALTIME, &t->t_end);
	t->code = code;
	t->signal = sig;
	t->state = MSTATE_EXITED;
	t->done = true;
	pthread_cond_broadcast(&t->cv);
	pthread_mutex_unlock(&t->mu);
	/* after the state: a reader of the terminal event finds it exited */
	logstore_finish(t->log, json, 0);
	pthread_mutex_lock(&t->reg->mu);
	t->ended = true;
	if (t->counted)
		t->reg->nterms_running--;
	t->counted = false;
	drop = retention_locked(t->reg);
	pthread_mutex_unlock(&t->reg->mu);
	while (drop) {
		struct mterm *n = drop->next;

		mterm_put(drop);
		drop = n;
	}
}

static void *reader(void *arg)
{
	struct mterm *t = arg;
	struct procreg *reg = t->reg;
	char *buf = malloc(LOG_CHUNK_MAX);

	while (buf && (!t->master_eof || t->st_fd >= 0)) {
		struct pollfd pf[2];
		int n = 0, im = -1, is = -1;

		if (!t->master_eof)
			im = n, pf[n++] = (struct pollfd){.fd = t->master, .events = POLLIN};
		if (t->st_fd >= 0)
			is = n, pf[n++] = (struct pollfd){.fd = t->st_fd, .events = POLLIN};
		if (poll(pf, (nfds_t)n, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (im >= 0 && pf[im].revents) {
			ssize_t k = read(t->master, buf, LOG_CHUNK_MAX);

			if (k > 0)
				logstore_append(t->log, LOG_DATA, buf, (size_t)k);
			else if (k == 0 || (errno != EINTR && errno != EAGAIN))
				t->master_eof = true; /* EIO: every slave fd is closed */
		}
		if (is >= 0 && pf[is].revents) {
			char msg[64];
			ssize_t k = recv(t->st_fd, msg, sizeof(msg) - 1, 0);

			if (k > 0) {
				msg[k] = '\0';
				if (msg[0] == 'X') {
					t->leader_exited = true;
					t->wait_status = (int)strtol(msg + 1, NULL, 10);
				}
			} else if (k == 0 || (errno != EINTR && errno != EAGAIN)) {
				fd_close(&t->st_fd);
			}
		}
		/* the leader is gone and nothing of the sandbox holds the
		 * terminal: done, even when init is still up */
		if (t->master_eof && t->leader_exited)
			break;
	}
	free(buf);
	fd_close(&t->st_fd);
	finish(t);
	mterm_put(t);
	procs_thread_done(reg);
	return NULL;
}

/* Receives one packet of the status socket, with a descriptor if any. */
static int recv_packet(int fd, char *msg, size_t len, int *passed, int timeout_ms)
{
	union {
		char buf[CMSG_SPACE(sizeof(int))];
		struct cmsghdr align;
	} u;
	struct iovec iov = {.iov_base = msg, .iov_len = len - 1};
	struct msghdr mh = {.msg_iov = &iov,
			    .msg_iovlen = 1,
			    .msg_control = u.buf,
			    .msg_controllen = sizeof(u.buf)};
	struct pollfd p = {.fd = fd, .events = POLLIN};
	ssize_t n;
	int r = poll(&p, 1, timeout_ms);

	if (r <= 0)
		return r == 0 ? -ETIMEDOUT : -errno;
	n = recvmsg(fd, &mh, MSG_CMSG_CLOEXEC);
	if (n <= 0)
		return n == 0 ? -EPIPE : -errno;
	msg[n] = '\0';
	for (struct cmsghdr *c = CMSG_FIRSTHDR(&mh); c; c = CMSG_NXTHDR(&mh, c))
		if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
			int got;

			memcpy(&got, CMSG_DATA(c), sizeof(int));
			if (passed && *passed < 0)
				*passed = got;
			else
				close(got);
		}
	return 0;
}

int sandbox_term_create(struct sandbox *sb, const struct mterm_spec *spec, struct mterm **out)
{
	struct procreg *reg;
	struct mterm *t;
	char **env = NULL, msg[64];
	int st[2] = {-1, -1}, payload = -1, rc;

	rc = procs_reg(sb, &reg);
	if (rc < 0)
		return rc;
	/* the cwd may be any directory of the sandbox: init checks it there */
	t = calloc(1, sizeof(*t));
	if (!t)
		return -ENOMEM;
	t->reg = reg;
	t->sb = sb;
	t->master = t->st_fd = -1;
	pthread_mutex_init(&t->mu, NULL);
	pthread_mutex_init(&t->wmu, NULL);
	pthread_cond_init(&t->cv, NULL);
	t->refs = 1;
	pthread_mutex_lock(&reg->mu);
	reg->nheld++;
	pthread_mutex_unlock(&reg->mu);
	procs_uuid(t->id);
	t->argv = strv_dup(spec->argv);
	t->cwd = strdup(spec->cwd);
	t->session = spec->session ? strdup(spec->session) : NULL;
	env = procs_env(spec->env, "TERM=xterm-256color");
	if (!t->argv || !t->cwd || !env || (spec->session && !t->session)) {
		rc = -ENOMEM;
		goto fail;
	}
	rc = logstore_new(reg->logs_fd, t->id, TERMS_LOG_MAX, &t->log);
	if (rc < 0)
		goto fail;
	payload = sandbox_make_payload(spec->cwd, spec->argv, (const char *const *)env);
	if (payload < 0) {
		rc = payload;
		goto fail;
	}
	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, st) < 0) {
		rc = -errno;
		goto fail;
	}
	pthread_mutex_lock(&reg->mu);
	if (reg->stopped) {
		rc = -ESRCH;
	} else if (reg->nterms_running >= TERMS_MAX_RUNNING) {
		sbxd_set_errmsg("too many terminals (%d running)", TERMS_MAX_RUNNING);
		rc = -EAGAIN;
	} else {
		reg->nterms_running++;
		t->counted = true;
	}
	pthread_mutex_unlock(&reg->mu);
	if (rc < 0)
		goto fail;
	snprintf(msg, sizeof(msg), "T %d %d", spec->cols, spec->rows);
	{
		int fds[2] = {payload, st[1]};

		rc = sandbox_request(sb, msg, fds, 2);
	}
	fd_close(&payload);
	fd_close(&st[1]);
	if (rc < 0)
		goto fail;
	rc = recv_packet(st[0], msg, sizeof(msg), &t->master, OPEN_WAIT_MS);
	if (rc == 0 && (msg[0] != 'T' || strtol(msg + 1, NULL, 10) != 0 || t->master < 0)) {
		long e = msg[0] == 'T' ? strtol(msg + 1, NULL, 10) : EIO;

		rc = -(e > 0 ? (int)e : EIO);
		if (strstr(msg, " cwd")) /* the container's words for its stat() */
			procs_cwd_errmsg(rc, spec->cwd);
		else if (rc == -ENOENT && !strchr(spec->argv[0], '/'))
			sbxd_set_errmsg("Executable not found in $PATH: \"%s\"", spec->argv[0]);
		else
			sbxd_set_errmsg("%s: %s, posix_spawn '%s'", procs_errno_name(-rc),
					strerror(-rc), spec->argv[0]);
	}
	if (rc == 0)
		rc = recv_packet(st[0], msg, sizeof(msg), NULL, OPEN_WAIT_MS);
	if (rc == 0 && msg[0] == 'P')
		t->pid = (int)strtol(msg + 1, NULL, 10);
	else if (rc == 0)
		rc = -EIO;
	if (rc < 0)
		goto fail;
	fcntl(t->master, F_SETFL, fcntl(t->master, F_GETFL) | O_NONBLOCK);
	t->st_fd = st[0];
	st[0] = -1;
	clock_gettime(CLOCK_REALTIME, &t->t_start);
	pthread_mutex_lock(&reg->mu);
	t->refs += 2; /* the reader thread's and the registry's */
	t->listed = true;
	{
		struct mterm **pp = &reg->terms;

		while (*pp)
			pp = &(*pp)->next;
		*pp = t;
	}
	pthread_mutex_unlock(&reg->mu);
	rc = procs_thread_start(reg, reader, t);
	if (rc < 0) {
		/* cannot follow it: stop it and forget it */
		procs_signal(sb, t->pid, SIGKILL);
		pthread_mutex_lock(&reg->mu);
		for (struct mterm **pp = &reg->terms; *pp; pp = &(*pp)->next)
			if (*pp == t) {
				*pp = t->next;
				break;
			}
		t->listed = false;
		if (t->counted)
			reg->nterms_running--;
		t->counted = false;
		t->refs -= 2;
		pthread_mutex_unlock(&reg->mu);
		goto fail;
	}
	strv_free(env);
	*out = t;
	return 0;
fail:
	pthread_mutex_lock(&reg->mu);
	if (t->counted)
		reg->nterms_running--;
	t->counted = false;
	pthread_mutex_unlock(&reg->mu);
	fd_close(&st[0]);
	fd_close(&st[1]);
	fd_close(&payload);
	strv_free(env);
	mterm_put(t);
	return rc;
}

static int find(struct sandbox *sb, const char *id, const char *session, struct mterm **out)
{
	struct procreg *reg;
	struct mterm *found = NULL;

	reg = procs_reg_peek(sb);
	if (!reg)
		return -ENOENT;
	pthread_mutex_lock(&reg->mu);
	for (struct mterm *t = reg->terms; t; t = t->next) {
		if (id && !t->session && strcmp(t->id, id) == 0)
			found = t;
		else if (session && t->session && !t->ended && strcmp(t->session, session) == 0)
			found = t;
		if (found) {
			found->refs++;
			break;
		}
	}
	pthread_mutex_unlock(&reg->mu);
	if (!found)
		return -ENOENT;
	*out = found;
	return 0;
}

int sandbox_term_get(struct sandbox *sb, const char *id, struct mterm **out)
{
	return find(sb, id, NULL, out);
}

int sandbox_term_of_session(struct sandbox *sb, const char *session, struct mterm **out)
{
	return find(sb, NULL, session, out);
}

int sandbox_term_list(struct sandbox *sb, struct mterm ***out, size_t *n)
{
	struct procreg *reg;
	struct mterm **v;
	size_t cnt = 0, i = 0;

	reg = procs_reg_peek(sb);
	if (!reg) {
		*out = NULL;
		*n = 0;
		return 0;
	}
	pthread_mutex_lock(&reg->mu);
	for (struct mterm *t = reg->terms; t; t = t->next)
		cnt += !t->session;
	v = calloc(cnt ? cnt : 1, sizeof(*v));
	if (v)
		for (struct mterm *t = reg->terms; t; t = t->next)
			if (!t->session) {
				t->refs++;
				v[i++] = t;
			}
	pthread_mutex_unlock(&reg->mu);
	if (!v)
		return -ENOMEM;
	*out = v;
	*n = i;
	return 0;
}

void mterm_status(struct mterm *t, struct mstatus *st)
{
	memset(st, 0, sizeof(*st));
	st->id = t->id;
	st->argv = (const char *const *)t->argv;
	st->cwd = t->cwd;
	pthread_mutex_lock(&t->mu);
	st->pid = t->pid;
	st->started = t->t_start;
	st->ended = t->t_end;
	st->state = t->state;
	st->code = t->code;
	st->signal = t->signal;
	pthread_mutex_unlock(&t->mu);
}

static bool running(struct mterm *t)
{
	bool r;

	pthread_mutex_lock(&t->mu);
	r = !t->done;
	pthread_mutex_unlock(&t->mu);
	return r;
}

ssize_t mterm_write(struct mterm *t, const void *data, size_t len)
{
	const char *p = data;
	size_t done = 0;
	ssize_t rc = 0;

	if (!running(t))
		return -EPIPE;
	pthread_mutex_lock(&t->wmu);
	while (done < len) {
		ssize_t w = write(t->master, p + done, len - done);

		if (w > 0) {
			done += (size_t)w;
			continue;
		}
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && errno == EAGAIN)
			break; /* the program is not reading its input now */
		rc = w < 0 ? -errno : -EIO;
		break;
	}
	pthread_mutex_unlock(&t->wmu);
	return done ? (ssize_t)done : rc;
}

int mterm_input_fd(struct mterm *t)
{
	return t->master;
}

int mterm_resize(struct mterm *t, int cols, int rows)
{
	struct winsize ws = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};

	if (cols < 1 || rows < 1 || cols > 65535 || rows > 65535)
		return -EINVAL;
	if (!running(t))
		return -EPIPE;
	/* the kernel sends SIGWINCH to the foreground process group */
	return ioctl(t->master, TIOCSWINSZ, &ws) < 0 ? -errno : 0;
}

static int send_interrupt(struct mterm *t, int sig)
{
	char msg[32];

	snprintf(msg, sizeof(msg), "I %d", sig);
	return sandbox_request_running(t->sb, msg, &t->master, 1);
}

int mterm_interrupt(struct mterm *t)
{
	if (!running(t))
		return 0;
	send_interrupt(t, SIGINT);
	return 0;
}

/* Waits until the terminal ended or ms passed; whether it ended. */
static bool wait_done(struct mterm *t, int ms)
{
	int64_t until = mono_ms() + ms;
	bool done;

	pthread_mutex_lock(&t->mu);
	while (!t->done) {
		int64_t left = until - mono_ms();
		struct timespec ts;

		if (left <= 0)
			break;
		ts = realtime_in_ms(left);
		pthread_cond_timedwait(&t->cv, &t->mu, &ts);
	}
	done = t->done;
	pthread_mutex_unlock(&t->mu);
	return done;
}

int mterm_hangup(struct mterm *t)
{
	if (!running(t))
		return 0;
	/* a hangup first: an interactive shell ignores SIGTERM but passes a
	 * SIGHUP on to its jobs, as when a terminal window closes */
	send_interrupt(t, SIGHUP);
	procs_signal(t->sb, t->pid, SIGHUP);
	procs_signal(t->sb, t->pid, SIGTERM);
	return 0;
}

int mterm_kill(struct mterm *t)
{
	if (!running(t))
		return 0;
	send_interrupt(t, SIGKILL);
	procs_signal(t->sb, t->pid, SIGKILL);
	return 0;
}

int mterm_terminate(struct mterm *t)
{
	if (!running(t))
		return 0;
	mterm_hangup(t);
	if (wait_done(t, TERM_GRACE_MS))
		return 0;
	mterm_kill(t);
	wait_done(t, 5000);
	return 0;
}

struct logstore *mterm_log(struct mterm *t)
{
	return t->log;
}
