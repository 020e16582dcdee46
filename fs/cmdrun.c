/* cmdrun — background execution of one command with its output spooled.
 *
 * The thread calls sbx_exec() and appends every chunk to the spools as it
 * arrives, so readers of ctl/out stream the output live and output of any
 * size only costs disk space. The order at the end matters: first the
 * done callback (the FUSE layer drops cached metadata, since the command may
 * have changed files), then the exit state, then the spools are finished —
 * so a reader that saw EOF also sees the exit code and fresh metadata. A
 * stream that broke (the server hung or went away, the output could not be
 * kept) is not an end of output: readers get the message line, then the
 * error instead of EOF, so `cat ctl/out` fails rather than looking
 * complete.
 *
 * Locks: the pool's p->mu (running list, thread count) and a command's
 * r->mu (its state) are never held together, nor across a request; callers
 * may hold their own locks (an open file's f->mu) when they call in.
 */
#include "cmdrun.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum cmdrun_state { CMDRUN_RUNNING, CMDRUN_EXITED, CMDRUN_FAILED };

struct cmdrun {
	atomic_int refs;
	struct cmdrun_pool *pool; /* NULL for failed records */
	struct sbx_client *client;
	char id[SBX_ID_MAX + 1];
	char *session;
	char **argv; /* argc entries and a NULL (sbx_strv_free) */
	size_t argc;
	char *text;
	struct spool *out, *err;
	atomic_int cancel;
	cmdrun_done_fn done;
	void *done_arg;
	pthread_mutex_t mu; /* guards state, exit_code, error */
	pthread_cond_t cv;  /* signalled when state leaves RUNNING */
	enum cmdrun_state state;
	bool started; /* the server took the command */
	int exit_code;
	int error;
	struct cmdrun *next, *prev; /* in pool->head while running (pool->mu) */
};

void cmdrun_pool_init(struct cmdrun_pool *p)
{
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->cv, NULL);
	p->live = 0;
	p->head = NULL;
}

void cmdrun_pool_cancel(struct cmdrun_pool *p, const char *id)
{
	pthread_mutex_lock(&p->mu);
	for (struct cmdrun *r = p->head; r; r = r->next)
		if (!id || strcmp(r->id, id) == 0)
			atomic_store(&r->cancel, 1);
	pthread_mutex_unlock(&p->mu);
}

void cmdrun_pool_release(struct cmdrun_pool *p)
{
	cmdrun_pool_cancel(p, NULL);
	pthread_mutex_lock(&p->mu);
	while (p->live > 0)
		pthread_cond_wait(&p->cv, &p->mu);
	pthread_mutex_unlock(&p->mu);
	pthread_mutex_destroy(&p->mu);
	pthread_cond_destroy(&p->cv);
}

static struct cmdrun *run_alloc(const char *spool_dir, const char *text)
{
	struct cmdrun *r = calloc(1, sizeof(*r));

	if (!r)
		return NULL;
	atomic_init(&r->refs, 1);
	atomic_init(&r->cancel, 0);
	pthread_mutex_init(&r->mu, NULL);
	pthread_cond_init(&r->cv, NULL);
	r->text = strdup(text ? text : "");
	if (!r->text || spool_new_lazy(spool_dir, &r->out) < 0 ||
	    spool_new_lazy(spool_dir, &r->err) < 0) {
		cmdrun_unref(r);
		return NULL;
	}
	return r;
}

struct cmdrun *cmdrun_ref(struct cmdrun *r)
{
	if (r)
		atomic_fetch_add(&r->refs, 1);
	return r;
}

void cmdrun_unref(struct cmdrun *r)
{
	if (!r || atomic_fetch_sub(&r->refs, 1) != 1)
		return;
	spool_unref(r->out);
	spool_unref(r->err);
	sbx_strv_free(r->argv, r->argc);
	free(r->session);
	free(r->text);
	pthread_mutex_destroy(&r->mu);
	pthread_cond_destroy(&r->cv);
	free(r);
}

static void set_state(struct cmdrun *r, enum cmdrun_state st, int code, int err)
{
	pthread_mutex_lock(&r->mu);
	r->state = st;
	r->exit_code = code;
	r->error = err;
	pthread_cond_broadcast(&r->cv);
	pthread_mutex_unlock(&r->mu);
}

int cmdrun_new_failed(const char *spool_dir, const char *text, int err, const char *msg,
		      struct cmdrun **out)
{
	struct cmdrun *r = run_alloc(spool_dir, text);
	char line[1024];
	int n, e_out = 0, e_err = 0;

	if (!r)
		return -ENOMEM;
	n = snprintf(line, sizeof(line), "%s\n", msg && *msg ? msg : strerror(-err));
	if (n > 0) {
		size_t len = (size_t)n < sizeof(line) ? (size_t)n : sizeof(line) - 1;
		e_out = spool_append(r->out, line, len);
		e_err = spool_append(r->err, line, len);
	}
	set_state(r, CMDRUN_FAILED, -1, err);
	/* (a spool file that cannot be made: readers get its errno, not an
	 * empty record) */
	if (e_out < 0)
		spool_fail(r->out, e_out);
	else
		spool_finish(r->out);
	if (e_err < 0)
		spool_fail(r->err, e_err);
	else
		spool_finish(r->err);
	*out = r;
	return 0;
}

/* Output chunk from sbx_exec: combined stream first, stderr also alone. */
static int on_output(void *arg, int stream, const void *data, size_t len)
{
	struct cmdrun *r = arg;
	int rc;

	/* Only this thread holds the command any more: a newer one took its
	 * place and no descriptor reads it, so nobody can ever read what it
	 * prints; not kept (it runs on, and its end is still seen). */
	if (atomic_load(&r->refs) == 1)
		return 0;
	rc = spool_append(r->out, data, len);

	if (rc == 0 && stream == 2)
		rc = spool_append(r->err, data, len);
	if (rc < 0) {
		pthread_mutex_lock(&r->mu);
		r->error = rc;
		pthread_mutex_unlock(&r->mu);
		return 1; /* stop: the output cannot be kept */
	}
	return 0;
}

/* Takes a finished (or never started) command off the pool's running list
 * and wakes cmdrun_pool_release() waiting for the list to drain. */
static void pool_remove(struct cmdrun_pool *pool, struct cmdrun *r)
{
	pthread_mutex_lock(&pool->mu);
	if (r->prev)
		r->prev->next = r->next;
	else
		pool->head = r->next;
	if (r->next)
		r->next->prev = r->prev;
	pool->live--;
	pthread_cond_broadcast(&pool->cv);
	pthread_mutex_unlock(&pool->mu);
}

/* sbx_exec's started callback: cmdrun_wait_started() may return. */
static void on_started(void *arg)
{
	struct cmdrun *r = arg;

	pthread_mutex_lock(&r->mu);
	r->started = true;
	pthread_cond_broadcast(&r->cv);
	pthread_mutex_unlock(&r->mu);
}

static void *run_main(void *arg)
{
	struct cmdrun *r = arg;
	struct cmdrun_pool *pool = r->pool;
	struct sbx_exec_opts o = {
	    .session = r->session,
	    .cancel = &r->cancel,
	    .op = r->session ? "session_exec" : "ctl_exec",
	    .started = on_started,
	    .started_arg = r,
	};
	int code = -1, rc, spool_err;
	bool started;

	rc = sbx_exec(r->client, r->id, (const char *const *)r->argv, &o, on_output, r, &code);
	pthread_mutex_lock(&r->mu);
	spool_err = r->error;
	started = r->started;
	pthread_mutex_unlock(&r->mu);
	if (spool_err < 0)
		rc = spool_err;
	if (rc < 0) {
		char line[1024];
		const char *why = spool_err == -EFBIG
				      ? "its output passed -o output_max_mb, the rest is not kept "
					"(the command goes on in the sandbox)"
				  : spool_err < 0 ? "cannot spool output"
						  : sbx_last_error();
		int n = snprintf(line, sizeof(line), "sbxfs: %s: %s%s%s\n",
				 started ? "command failed" : "cannot start the command",
				 strerror(-rc), why && *why ? ": " : "", why ? why : "");
		if (n > 0) {
			size_t len = (size_t)n < sizeof(line) ? (size_t)n : sizeof(line) - 1;

			/* (past output_max_mb too: the line says why the rest is missing) */
			spool_set_limit(r->out, 0);
			spool_set_limit(r->err, 0);
			spool_append(r->out, line, len);
			spool_append(r->err, line, len);
		}
	}
	if (r->done)
		r->done(r->done_arg, r->id);
	if (rc < 0) {
		set_state(r, CMDRUN_FAILED, -1, rc);
		spool_fail(r->out, rc);
		spool_fail(r->err, rc);
	} else {
		set_state(r, CMDRUN_EXITED, code, 0);
		spool_finish(r->out);
		spool_finish(r->err);
	}

	pool_remove(pool, r);
	cmdrun_unref(r);
	return NULL;
}

int cmdrun_start(struct cmdrun_pool *pool, const struct cmdrun_spec *spec, struct cmdrun **out)
{
	struct cmdrun *r;
	pthread_attr_t attr;
	pthread_t th;
	size_t n = 0;
	int rc;

	if (strlen(spec->id) > SBX_ID_MAX)
		return -EINVAL;
	r = run_alloc(spec->spool_dir, spec->text);
	if (!r)
		return -ENOMEM;
	r->pool = pool;
	r->client = spec->client;
	memcpy(r->id, spec->id, strlen(spec->id) + 1);
	r->done = spec->done;
	r->done_arg = spec->done_arg;
	r->state = CMDRUN_RUNNING;
	if (spec->session && !(r->session = strdup(spec->session))) {
		rc = -ENOMEM;
		goto fail;
	}
	while (spec->argv[n])
		n++;
	r->argv = calloc(n + 1, sizeof(char *));
	if (!r->argv) {
		rc = -ENOMEM;
		goto fail;
	}
	r->argc = n;
	for (size_t i = 0; i < n; i++)
		if (!(r->argv[i] = strdup(spec->argv[i]))) {
			rc = -ENOMEM;
			goto fail;
		}

	pthread_mutex_lock(&pool->mu);
	if (pool->live >= CMDRUN_MAX_LIVE) {
		pthread_mutex_unlock(&pool->mu);
		rc = -EAGAIN;
		goto fail;
	}
	cmdrun_ref(r); /* the thread's reference */
	r->next = pool->head;
	if (pool->head)
		pool->head->prev = r;
	pool->head = r;
	pool->live++;
	pthread_mutex_unlock(&pool->mu);

	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	rc = -pthread_create(&th, &attr, run_main, r);
	pthread_attr_destroy(&attr);
	if (rc < 0) {
		pool_remove(pool, r);
		cmdrun_unref(r);
		goto fail;
	}
	*out = r;
	return 0;
fail:
	cmdrun_unref(r);
	return rc;
}

struct spool *cmdrun_out(struct cmdrun *r)
{
	return r->out;
}

struct spool *cmdrun_err(struct cmdrun *r)
{
	return r->err;
}

const char *cmdrun_text(const struct cmdrun *r)
{
	return r->text;
}

bool cmdrun_running(struct cmdrun *r)
{
	bool running;

	pthread_mutex_lock(&r->mu);
	running = r->state == CMDRUN_RUNNING;
	pthread_mutex_unlock(&r->mu);
	return running;
}

void cmdrun_status(struct cmdrun *r, char *buf, size_t size)
{
	pthread_mutex_lock(&r->mu);
	switch (r->state) {
	case CMDRUN_RUNNING:
		snprintf(buf, size, "running\n");
		break;
	case CMDRUN_EXITED:
		snprintf(buf, size, "%d\n", r->exit_code);
		break;
	case CMDRUN_FAILED:
		snprintf(buf, size, "error: %s\n", strerror(-r->error));
		break;
	}
	pthread_mutex_unlock(&r->mu);
}

int cmdrun_wait_started(struct cmdrun *r)
{
	int rc;

	pthread_mutex_lock(&r->mu);
	while (!r->started && r->state == CMDRUN_RUNNING) {
		struct timespec ts;

		/* the caller's interrupt check (Ctrl-C on a close() that waits
		 * for a hung server): give up, and cancel the request */
		if (sbx_thread_interrupted()) {
			pthread_mutex_unlock(&r->mu);
			atomic_store(&r->cancel, 1);
			return -EINTR;
		}
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += 100 * 1000 * 1000;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&r->cv, &r->mu, &ts);
	}
	rc = r->started || r->state == CMDRUN_EXITED ? 0 : r->error;
	pthread_mutex_unlock(&r->mu);
	return rc;
}

int cmdrun_wait(struct cmdrun *r, bool (*interrupted)(void *arg), void *arg)
{
	int rc;

	pthread_mutex_lock(&r->mu);
	while (r->state == CMDRUN_RUNNING) {
		struct timespec ts;

		if (interrupted && interrupted(arg)) {
			pthread_mutex_unlock(&r->mu);
			return -EINTR;
		}
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += 100 * 1000 * 1000;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&r->cv, &r->mu, &ts);
	}
	rc = r->state == CMDRUN_EXITED ? r->exit_code : r->error;
	pthread_mutex_unlock(&r->mu);
	return rc;
}

static bool plain_char(unsigned char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
	       strchr("@%+=:,./-", c) != NULL;
}

size_t cmdrun_quoted_len(const char *const *argv)
{
	size_t total = 0;

	for (size_t i = 0; argv[i]; i++) {
		const unsigned char *s = (const unsigned char *)argv[i];
		bool plain = *s != 0;
		size_t len = 0, esc = 0;

		for (; s[len]; len++) {
			if (!plain_char(s[len]))
				plain = false;
			if (strchr("\\'\n\r\t", s[len]))
				esc++;
		}
		total += (i ? 1 : 0) + (plain ? len : len + esc + 3);
	}
	return total;
}

int cmdrun_check(const char *text, size_t len, const char *const *argv)
{
	bool blank = true;

	for (size_t i = 0; i < len; i++) {
		if (text[i] == 0)
			return -EINVAL;
		if (!strchr(" \t\r\n\v\f", text[i]))
			blank = false;
	}
	if (blank)
		return -EINVAL;
	if (len > CMDRUN_CMDLINE_MAX || cmdrun_quoted_len(argv) > CMDRUN_CMDLINE_MAX)
		return -E2BIG;
	return 0;
}
