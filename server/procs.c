/* procs.c — managed processes of a sandbox (the next bridge's /processes):
 * their records, the reader thread of each, starting one, and queries (see
 * procs.h). The registry they share with terminals is procreg.c's.
 *
 * Starting: sbxd sends init an 'M' spawn with stdout/stderr pipes and a
 * status socket, then a reader thread owns those three descriptors: output
 * goes into the process's logstore as it arrives; the status socket brings
 * "P <pid>", "X <wait status>" when the leader exits and "G" when its
 * process group is empty. The process is over when the group is gone and
 * both pipes are closed (what the bridge waits for); then the terminal event
 * goes into the log and the record counts as exited. A timeout is enforced
 * by the same thread (SIGTERM to the group, SIGKILL a second later).
 *
 * The registry is created on first use; its lock guards the lists, the
 * counts and every record's reference count. Reader threads are detached
 * and counted, so procs_stop() can wait for all of them once the sandbox's
 * init is gone (which closes every pipe they read).
 *
 * Locks: reg->mu (the registry) and p->mu (one record's state) are never
 * held together: each is taken, used and released on its own; neither is
 * held while sb->lock is taken (sandbox_request) or while waiting on init.
 */
#include "procs_int.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "logstore.h"

#define START_WAIT_MS 10000
#define KILL_GRACE_MS 1000

struct mproc {
	struct procreg *reg;
	struct sandbox *sb;
	struct mproc *next; /* registry list, start order */
	int refs;	    /* reg->mu */
	bool listed;	    /* reg->mu: in reg->procs */
	bool counted;	    /* reg->mu: counted in reg->nrunning */
	bool ended;	    /* reg->mu: finish() ran */
	char id[40];
	char **argv;
	char *cwd;
	struct logstore *log;

	pthread_mutex_t mu; /* guards the state below */
	pthread_cond_t cv;
	int pid;
	bool started, done;
	bool abandoned; /* its start was given up: if it starts after all, it is killed */
	int start_err;
	struct timespec t_start, t_end;
	enum mstate state;
	int code, signal;
	bool timed_out;

	/* reader thread only */
	int out_fd, err_fd, st_fd;
	double timeout_ms;
	int64_t deadline, kill_at;
	int kill_stage;
	bool leader_exited;
	int wait_status;
	char stbuf[256];
	size_t stlen;
};

void procs_free(struct sandbox *sb)
{
	struct procreg *reg = sb->procs;
	struct mproc *p, *pn;

	if (!reg)
		return;
	procs_stop(sb);
	/* drop the registry's references; records still held elsewhere (a
	 * stream being answered) are freed by their last mproc_put */
	pthread_mutex_lock(&reg->mu);
	p = reg->procs;
	reg->procs = NULL;
	pthread_mutex_unlock(&reg->mu);
	for (; p; p = pn) {
		pn = p->next;
		p->listed = false;
		mproc_put(p);
	}
	terms_free_all(reg);
	pthread_mutex_lock(&reg->mu);
	while (reg->nheld > 0) /* records outliving us would use reg->mu */
		pthread_cond_wait(&reg->cv, &reg->mu);
	pthread_mutex_unlock(&reg->mu);
	close(reg->logs_fd);
	pthread_cond_destroy(&reg->cv);
	pthread_mutex_destroy(&reg->mu);
	free(reg);
	sb->procs = NULL;
}

/* ---- records ----------------------------------------------------------------- */

static void mproc_free(struct mproc *p)
{
	struct procreg *reg = p->reg;

	logstore_free(p->log);
	strv_free(p->argv);
	free(p->cwd);
	fd_close(&p->out_fd);
	fd_close(&p->err_fd);
	fd_close(&p->st_fd);
	pthread_cond_destroy(&p->cv);
	pthread_mutex_destroy(&p->mu);
	free(p);
	procs_record_gone(reg);
}

void mproc_put(struct mproc *p)
{
	bool last;

	if (!p)
		return;
	pthread_mutex_lock(&p->reg->mu);
	last = --p->refs == 0;
	pthread_mutex_unlock(&p->reg->mu);
	if (last)
		mproc_free(p);
}

static void mproc_ref_locked(struct mproc *p)
{
	p->refs++;
}

/* Caller holds reg->mu: forget the oldest exited processes past the limit. */
static struct mproc *retention_locked(struct procreg *reg)
{
	struct mproc *drop = NULL;
	size_t exited = 0;

	for (struct mproc *p = reg->procs; p; p = p->next)
		exited += p->listed && p->ended;
	while (exited > PROCS_RETAIN_EXITED) {
		/* the one that ended first */
		struct mproc **best = NULL;

		for (struct mproc **pp = &reg->procs; *pp; pp = &(*pp)->next) {
			struct mproc *q = *pp;

			if (!q->ended)
				continue;
			if (!best || q->t_end.tv_sec < (*best)->t_end.tv_sec ||
			    (q->t_end.tv_sec == (*best)->t_end.tv_sec &&
			     q->t_end.tv_nsec < (*best)->t_end.tv_nsec))
				best = pp;
		}
		if (!best)
			break;
		{
			struct mproc *q = *best;

			*best = q->next;
			q->listed = false;
			q->next = drop; /* freed by the caller, outside the lock */
			drop = q;
		}
		exited--;
	}
	return drop;
}

static void put_list(struct mproc *drop)
{
	while (drop) {
		struct mproc *n = drop->next;

		mproc_put(drop);
		drop = n;
	}
}

/* ---- the reader thread ------------------------------------------------------------ */

static void parse_status(struct mproc *p)
{
	char *nl;

	while ((nl = memchr(p->stbuf, '\n', p->stlen))) {
		char kind = p->stbuf[0];
		long v;
		size_t used;

		*nl = '\0';
		v = strtol(p->stbuf + 1, NULL, 10);
		if (kind == 'P') {
			bool late;

			if (p->timeout_ms > 0)
				p->deadline = mono_ms() + (int64_t)p->timeout_ms;
			pthread_mutex_lock(&p->mu);
			p->pid = (int)v;
			p->started = true;
			late = p->abandoned;
			pthread_cond_broadcast(&p->cv);
			pthread_mutex_unlock(&p->mu);
			/* its start failed (ETIMEDOUT) and it is not counted: it
			 * must not run on, past the limit of running processes */
			if (late && v > 1)
				procs_signal(p->sb, (int)v, SIGKILL);
		} else if (kind == 'E') {
			pthread_mutex_lock(&p->mu);
			p->start_err = v > 0 ? (int)v : EIO;
			pthread_cond_broadcast(&p->cv);
			pthread_mutex_unlock(&p->mu);
		} else if (kind == 'X') {
			p->leader_exited = true;
			p->wait_status = (int)v;
		}
		used = (size_t)(nl - p->stbuf) + 1;
		memmove(p->stbuf, nl + 1, p->stlen - used);
		p->stlen -= used;
	}
}

/* One non-blocking read of fd into the log; false once it is closed. */
static bool pump(struct mproc *p, int *fd, enum log_type type, char *buf, size_t len)
{
	ssize_t n = read(*fd, buf, len);

	if (n > 0) {
		logstore_append(p->log, type, buf, (size_t)n);
		return true;
	}
	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return true;
	fd_close(fd);
	return false;
}

void procs_exit_json(char *buf, size_t len, int code, int sig, bool timed_out)
{
	if (sig)
		snprintf(buf, len,
			 "{\"state\":\"exited\",\"exit\":{\"code\":%d,\"signal\":%d,"
			 "\"timedOut\":%s}}",
			 code, sig, timed_out ? "true" : "false");
	else
		snprintf(buf, len, "{\"state\":\"exited\",\"exit\":{\"code\":%d,\"timedOut\":%s}}",
			 code, timed_out ? "true" : "false");
}

static void finish(struct mproc *p)
{
	char json[160];
	struct mproc *drop;
	int code, sig = 0;

	if (p->leader_exited && WIFEXITED(p->wait_status)) {
		code = WEXITSTATUS(p->wait_status);
	} else if (p->leader_exited && WIFSIGNALED(p->wait_status)) {
		sig = WTERMSIG(p->wait_status);
		code = 128 + sig;
	} else { /* the sandbox stopped under it */
		sig = SIGKILL;
		code = 128 + SIGKILL;
	}
	pthread_mutex_lock(&p->mu);
	procs_exit_json(json, sizeof(json), code, sig, p->timed_out);
	pthread_mutex_unlock(&p->mu);
	pthread_mutex_lock(&p->mu);
	clock_gettime(CLOCK_REALTIME, &p->t_end);
	p->code = code;
	p->signal = sig;
	p->state = MSTATE_EXITED;
	p->done = true;
	pthread_cond_broadcast(&p->cv);
	pthread_mutex_unlock(&p->mu);
	/* after the state: a reader of the terminal event finds it exited */
	logstore_finish(p->log, json, 0);
	pthread_mutex_lock(&p->reg->mu);
	p->ended = true;
	if (p->counted)
		p->reg->nrunning--;
	p->counted = false;
	drop = retention_locked(p->reg);
	pthread_mutex_unlock(&p->reg->mu);
	put_list(drop);
}

static void *reader(void *arg)
{
	struct mproc *p = arg;
	struct procreg *reg = p->reg;
	char *buf = malloc(LOG_CHUNK_MAX);

	while (buf && (p->out_fd >= 0 || p->err_fd >= 0 || p->st_fd >= 0)) {
		struct pollfd pf[3];
		int n = 0, io = -1, ie = -1, is = -1, wait = -1, r;
		int64_t now = mono_ms();

		if (p->timeout_ms > 0 && p->kill_stage == 0 && p->started) {
			if (now >= p->deadline) {
				pthread_mutex_lock(&p->mu);
				p->timed_out = true;
				pthread_mutex_unlock(&p->mu);
				procs_signal(p->sb, p->pid, SIGTERM);
				p->kill_stage = 1;
				p->kill_at = now + KILL_GRACE_MS;
				continue;
			}
			wait = (int)(p->deadline - now);
		} else if (p->kill_stage == 1) {
			if (now >= p->kill_at) {
				procs_signal(p->sb, p->pid, SIGKILL);
				p->kill_stage = 2;
				continue;
			}
			wait = (int)(p->kill_at - now);
		}
		if (p->out_fd >= 0)
			io = n, pf[n++] = (struct pollfd){.fd = p->out_fd, .events = POLLIN};
		if (p->err_fd >= 0)
			ie = n, pf[n++] = (struct pollfd){.fd = p->err_fd, .events = POLLIN};
		if (p->st_fd >= 0)
			is = n, pf[n++] = (struct pollfd){.fd = p->st_fd, .events = POLLIN};
		r = poll(pf, (nfds_t)n, wait);
		if (r < 0 && errno != EINTR)
			break;
		if (r <= 0)
			continue;
		if (io >= 0 && pf[io].revents)
			pump(p, &p->out_fd, LOG_STDOUT, buf, LOG_CHUNK_MAX);
		if (ie >= 0 && pf[ie].revents)
			pump(p, &p->err_fd, LOG_STDERR, buf, LOG_CHUNK_MAX);
		if (is >= 0 && pf[is].revents) {
			ssize_t k =
			    read(p->st_fd, p->stbuf + p->stlen, sizeof(p->stbuf) - 1 - p->stlen);

			if (k > 0) {
				p->stlen += (size_t)k;
				parse_status(p);
			} else if (k == 0 || (errno != EINTR && errno != EAGAIN)) {
				fd_close(&p->st_fd);
			}
		}
	}
	free(buf);
	fd_close(&p->out_fd);
	fd_close(&p->err_fd);
	fd_close(&p->st_fd);
	if (p->started) {
		finish(p);
	} else {
		pthread_mutex_lock(&p->mu);
		if (!p->start_err)
			p->start_err = EIO; /* init went away before the command ran */
		p->done = true;
		pthread_cond_broadcast(&p->cv);
		pthread_mutex_unlock(&p->mu);
	}
	mproc_put(p);
	procs_thread_done(reg);
	return NULL;
}

/* ---- starting ------------------------------------------------------------------- */

static void spawn_errmsg(int err, const char *argv0)
{
	if (err == ENOENT && !strchr(argv0, '/'))
		sbxd_set_errmsg("Executable not found in $PATH: \"%s\"", argv0);
	else
		sbxd_set_errmsg("%s: %s, posix_spawn '%s'", procs_errno_name(err), strerror(err),
				argv0);
}

int sandbox_proc_start(struct sandbox *sb, const struct mproc_spec *spec, struct mproc **out)
{
	struct procreg *reg;
	struct mproc *p = NULL;
	char **env = NULL;
	int outp[2] = {-1, -1}, errp[2] = {-1, -1}, st[2] = {-1, -1};
	int payload = -1, in = -1, rc;
	int64_t until;

	rc = procs_reg(sb, &reg);
	if (rc < 0)
		return rc;
	rc = procs_check_cwd(sb, spec->cwd);
	if (rc < 0)
		return rc;
	p = calloc(1, sizeof(*p));
	if (!p)
		return -ENOMEM;
	p->reg = reg;
	p->sb = sb;
	p->out_fd = p->err_fd = p->st_fd = -1;
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->cv, NULL);
	p->refs = 1; /* the caller's */
	pthread_mutex_lock(&reg->mu);
	reg->nheld++;
	pthread_mutex_unlock(&reg->mu);
	procs_uuid(p->id);
	p->argv = strv_dup(spec->argv);
	p->cwd = strdup(spec->cwd);
	env = procs_env(spec->env, NULL);
	if (!p->argv || !p->cwd || !env) {
		rc = -ENOMEM;
		goto fail;
	}
	rc = logstore_new(reg->logs_fd, p->id, PROCS_LOG_MAX, &p->log);
	if (rc < 0)
		goto fail;
	payload = sandbox_make_payload(spec->cwd, spec->argv, (const char *const *)env);
	if (payload < 0) {
		rc = payload;
		goto fail;
	}
	in = open("/dev/null", O_RDONLY | O_CLOEXEC);
	if (in < 0 || pipe2(outp, O_CLOEXEC) < 0 || pipe2(errp, O_CLOEXEC) < 0 ||
	    socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, st) < 0) {
		rc = -errno;
		goto fail;
	}
	pthread_mutex_lock(&reg->mu);
	if (reg->stopped) {
		rc = -ESRCH;
	} else if (reg->nrunning >= PROCS_MAX_RUNNING) {
		sbxd_set_errmsg("too many processes (%d running)", PROCS_MAX_RUNNING);
		rc = -EAGAIN;
	} else {
		reg->nrunning++; /* reserved; given back if the start fails */
		p->counted = true;
	}
	pthread_mutex_unlock(&reg->mu);
	if (rc < 0)
		goto fail;
	{
		int fds[5] = {payload, in, outp[1], errp[1], st[1]};

		rc = sandbox_request(sb, "M", fds, 5);
	}
	fd_close(&payload);
	fd_close(&in);
	fd_close(&outp[1]);
	fd_close(&errp[1]);
	fd_close(&st[1]);
	if (rc < 0)
		goto fail_running;
	p->out_fd = outp[0];
	p->err_fd = errp[0];
	p->st_fd = st[0];
	outp[0] = errp[0] = st[0] = -1;
	fcntl(p->out_fd, F_SETFL, O_NONBLOCK);
	fcntl(p->err_fd, F_SETFL, O_NONBLOCK);
	p->timeout_ms = spec->timeout_ms;
	clock_gettime(CLOCK_REALTIME, &p->t_start);
	pthread_mutex_lock(&reg->mu);
	p->refs++; /* the reader thread's */
	pthread_mutex_unlock(&reg->mu);
	rc = procs_thread_start(reg, reader, p);
	if (rc < 0) {
		pthread_mutex_lock(&reg->mu);
		p->refs--;
		pthread_mutex_unlock(&reg->mu);
		goto fail_running;
	}
	/* wait for "P" (running) or "E" (could not start) */
	until = mono_ms() + START_WAIT_MS;
	pthread_mutex_lock(&p->mu);
	while (!p->started && !p->start_err && !p->done) {
		int64_t left = until - mono_ms();
		struct timespec ts;

		if (left <= 0)
			break;
		ts = realtime_in_ms(left);
		pthread_cond_timedwait(&p->cv, &p->mu, &ts);
	}
	if (!p->started) {
		rc = p->start_err ? -p->start_err : -ETIMEDOUT;
		p->abandoned = true;
		pthread_mutex_unlock(&p->mu);
		spawn_errmsg(-rc, spec->argv[0]);
		/* not listed: the reader thread ends on its own (its pipes close) */
		pthread_mutex_lock(&reg->mu);
		if (p->counted)
			reg->nrunning--;
		p->counted = false;
		pthread_mutex_unlock(&reg->mu);
		mproc_put(p);
		strv_free(env);
		return rc;
	}
	pthread_mutex_unlock(&p->mu);
	pthread_mutex_lock(&reg->mu);
	p->listed = true;
	p->refs++; /* the registry's */
	{
		struct mproc **pp = &reg->procs;

		while (*pp)
			pp = &(*pp)->next;
		*pp = p;
	}
	pthread_mutex_unlock(&reg->mu);
	strv_free(env);
	*out = p;
	return 0;
fail_running:
	pthread_mutex_lock(&reg->mu);
	if (p->counted)
		reg->nrunning--;
	p->counted = false;
	pthread_mutex_unlock(&reg->mu);
fail:
	for (int i = 0; i < 2; i++) {
		fd_close(&outp[i]);
		fd_close(&errp[i]);
		fd_close(&st[i]);
	}
	fd_close(&payload);
	fd_close(&in);
	strv_free(env);
	mproc_put(p);
	return rc;
}

/* ---- queries ------------------------------------------------------------------- */

int sandbox_proc_get(struct sandbox *sb, const char *id, struct mproc **out)
{
	struct procreg *reg = procs_reg_peek(sb);
	struct mproc *found = NULL;

	if (!reg)
		return -ENOENT;
	pthread_mutex_lock(&reg->mu);
	for (struct mproc *p = reg->procs; p; p = p->next)
		if (strcmp(p->id, id) == 0) {
			mproc_ref_locked(p);
			found = p;
			break;
		}
	pthread_mutex_unlock(&reg->mu);
	if (!found)
		return -ENOENT;
	*out = found;
	return 0;
}

int sandbox_proc_list(struct sandbox *sb, struct mproc ***out, size_t *n)
{
	struct procreg *reg = procs_reg_peek(sb);
	struct mproc **v;
	size_t cnt = 0, i = 0;

	if (!reg) {
		*out = NULL;
		*n = 0;
		return 0;
	}
	pthread_mutex_lock(&reg->mu);
	for (struct mproc *p = reg->procs; p; p = p->next)
		cnt++;
	v = calloc(cnt ? cnt : 1, sizeof(*v));
	if (v)
		for (struct mproc *p = reg->procs; p; p = p->next) {
			mproc_ref_locked(p);
			v[i++] = p;
		}
	pthread_mutex_unlock(&reg->mu);
	if (!v)
		return -ENOMEM;
	*out = v;
	*n = i;
	return 0;
}

void mproc_status(struct mproc *p, struct mstatus *st)
{
	memset(st, 0, sizeof(*st));
	st->id = p->id;
	st->argv = (const char *const *)p->argv;
	st->cwd = p->cwd;
	pthread_mutex_lock(&p->mu);
	st->pid = p->pid;
	st->started = p->t_start;
	st->ended = p->t_end;
	st->state = p->state;
	st->code = p->code;
	st->signal = p->signal;
	st->timed_out = p->timed_out;
	pthread_mutex_unlock(&p->mu);
}

int mproc_kill(struct mproc *p, int sig)
{
	int pid, rc;
	bool running;

	pthread_mutex_lock(&p->mu);
	running = p->state == MSTATE_RUNNING && !p->done;
	pid = p->pid;
	pthread_mutex_unlock(&p->mu);
	if (!running)
		return 0;
	rc = procs_signal(p->sb, pid, sig);
	return rc == -ESRCH ? 0 : rc; /* the sandbox stopped: nothing runs */
}

struct logstore *mproc_log(struct mproc *p)
{
	return p->log;
}
