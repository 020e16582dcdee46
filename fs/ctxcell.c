/* ctxcell — the cells of contexts/ and what the mount remembers per context.
 *
 * A cell written to `run` runs on a thread of its own (one sbx_ctx_run, i.e.
 * one exec), its stdout and stderr appended to spools as they arrive, so
 * `cat out` streams and blocks until the cell ends. The latest cell of each
 * context is kept for out, err and status. A read of out/err that is
 * interrupted interrupts the cell too, from a short-lived thread
 * (ctx_interrupt_async) since the reading thread is being interrupted
 * itself. Per context the mount also remembers, briefly, that it exists
 * (EXIST_TTL) and its results listing (RESULTS_TTL). Locks: see ctxint.h.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ctxint.h"

struct cell *cell_ref(struct cell *c)
{
	if (c)
		atomic_fetch_add(&c->refs, 1);
	return c;
}

void cell_unref(struct cell *c)
{
	if (!c || atomic_fetch_sub(&c->refs, 1) != 1)
		return;
	spool_unref(c->out);
	spool_unref(c->err);
	free(c->code);
	pthread_mutex_destroy(&c->mu);
	free(c);
}

/* x->mu held. */
struct xsb *ctx_sb_get(struct ctxfs *x, const char *id, bool create)
{
	struct xsb *sb;

	for (sb = x->sbs; sb; sb = sb->next)
		if (!strcmp(sb->id, id))
			return sb;
	if (!create || strlen(id) > SBX_ID_MAX || !(sb = calloc(1, sizeof(*sb))))
		return NULL;
	memcpy(sb->id, id, strlen(id) + 1);
	sb->next = x->sbs;
	x->sbs = sb;
	return sb;
}

void ctx_record_free(struct xctx *c)
{
	cell_unref(c->latest);
	free(c->res);
	free(c);
}

/* x->mu held. */
struct xctx *ctx_get(struct ctxfs *x, const char *id, const char *name, bool create)
{
	struct xsb *sb = ctx_sb_get(x, id, create);
	struct xctx *c, **pp;

	if (!sb)
		return NULL;
	for (c = sb->ctxs; c; c = c->next)
		if (!strcmp(c->name, name))
			return c;
	if (!create || strlen(name) > SBX_CTX_NAME_MAX || !(c = calloc(1, sizeof(*c))))
		return NULL;
	memcpy(c->name, name, strlen(name) + 1);
	for (pp = &sb->ctxs; *pp && strcmp((*pp)->name, name) < 0; pp = &(*pp)->next)
		;
	c->next = *pp;
	*pp = c;
	return c;
}

/* x->mu held: forgets a context (deleted here or elsewhere). */
void ctx_drop(struct ctxfs *x, const char *id, const char *name)
{
	struct xsb *sb = ctx_sb_get(x, id, false);

	for (struct xctx **pp = sb ? &sb->ctxs : NULL; pp && *pp; pp = &(*pp)->next)
		if (!strcmp((*pp)->name, name)) {
			struct xctx *c = *pp;

			*pp = c->next;
			ctx_record_free(c);
			return;
		}
}

/* Records that a context exists (with its language when known). */
void ctx_seen(struct ctxfs *x, const char *id, const char *name, const char *lang)
{
	struct xctx *c;

	pthread_mutex_lock(&x->mu);
	c = ctx_get(x, id, name, true);
	if (c) {
		c->seen = sbx_now_s();
		if (lang)
			snprintf(c->lang, sizeof(c->lang), "%s", lang);
	}
	pthread_mutex_unlock(&x->mu);
}

/* 0 when context name exists in sandbox id (asking it unless known
 * recently), -ENOENT or the failure. */
int ctx_exists(struct ctxfs *x, const char *id, const char *name)
{
	struct sbx_ctx_info in;
	struct xctx *c;
	bool known;
	int rc;

	pthread_mutex_lock(&x->mu);
	c = ctx_get(x, id, name, false);
	known = c && c->seen > 0 && sbx_now_s() - c->seen < EXIST_TTL;
	pthread_mutex_unlock(&x->mu);
	if (known)
		return 0;
	rc = sbx_ctx_get(x->env.client, id, name, &in);
	if (rc == -ENOENT) {
		pthread_mutex_lock(&x->mu);
		ctx_drop(x, id, name);
		pthread_mutex_unlock(&x->mu);
	}
	if (rc < 0)
		return rc;
	ctx_seen(x, id, name, in.lang);
	sbx_ctx_info_release(&in);
	return 0;
}

void ctx_results_invalidate(struct ctxfs *x, const char *id, const char *name)
{
	struct xctx *c;

	pthread_mutex_lock(&x->mu);
	c = ctx_get(x, id, name, false);
	if (c)
		c->res_time = 0;
	pthread_mutex_unlock(&x->mu);
}

/* A copy of the results listing of a context (fresh or cached); free(). */
int ctx_results_get(struct ctxfs *x, const char *id, const char *name, struct sbx_ctx_result **out,
		    size_t *n)
{
	struct sbx_ctx_result *r = NULL;
	struct xctx *c;
	size_t k = 0;
	int rc = 1;

	pthread_mutex_lock(&x->mu);
	c = ctx_get(x, id, name, false);
	if (c && c->res_time > 0 && sbx_now_s() - c->res_time < RESULTS_TTL) {
		k = c->nres;
		r = malloc((k ? k : 1) * sizeof(*r));
		if (r) {
			if (k)
				memcpy(r, c->res, k * sizeof(*r));
			rc = 0;
		} else {
			rc = -ENOMEM;
		}
	}
	pthread_mutex_unlock(&x->mu);
	if (rc <= 0) {
		if (rc == 0) {
			*out = r;
			*n = k;
		}
		return rc;
	}
	rc = sbx_ctx_results(x->env.client, id, name, &r, &k);
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&x->mu);
	c = ctx_get(x, id, name, true);
	if (c) {
		struct sbx_ctx_result *copy = malloc((k ? k : 1) * sizeof(*copy));

		if (copy) {
			if (k)
				memcpy(copy, r, k * sizeof(*r));
			free(c->res);
			c->res = copy;
			c->nres = k;
			c->res_time = sbx_now_s();
			c->seen = sbx_now_s();
		}
	}
	pthread_mutex_unlock(&x->mu);
	*out = r;
	*n = k;
	return 0;
}

/* ---- running cells ------------------------------------------------------------ */

static int cell_output(void *arg, int stream, const void *data, size_t len)
{
	struct cell *c = arg;
	int rc = spool_append(stream == 2 ? c->err : c->out, data, len);

	if (rc < 0) {
		pthread_mutex_lock(&c->mu);
		c->error = rc;
		pthread_mutex_unlock(&c->mu);
		return 1; /* the output cannot be kept: stop */
	}
	return 0;
}

static void cell_finish(struct cell *c, enum cell_state st, enum sbx_cell_outcome oc, int err)
{
	pthread_mutex_lock(&c->mu);
	c->state = st;
	c->outcome = oc;
	c->error = err;
	pthread_mutex_unlock(&c->mu);
	if (err < 0) {
		/* cut short (the stream broke, or it never ran): readers get
		 * what came, then the error, as from ctl/out (cmdrun.c) */
		spool_fail(c->out, err);
		spool_fail(c->err, err);
	} else {
		spool_finish(c->out);
		spool_finish(c->err);
	}
}

static void thread_done(struct ctxfs *x)
{
	pthread_mutex_lock(&x->mu);
	x->live--;
	pthread_cond_broadcast(&x->cv);
	pthread_mutex_unlock(&x->mu);
}

static void *cell_main(void *arg)
{
	struct cell *c = arg;
	struct ctxfs *x = c->x;
	struct sbx_ctx_run_opts o = {.cancel = &c->cancel};
	enum sbx_cell_outcome oc = SBX_CELL_ERROR;
	int rc, err;

	rc = sbx_ctx_run(x->env.client, c->id, c->name, c->code, c->len, &o, cell_output, c, &oc);
	pthread_mutex_lock(&c->mu);
	err = c->error;
	pthread_mutex_unlock(&c->mu);
	if (err < 0 && rc == -ECANCELED)
		rc = err;
	if (rc < 0) {
		char line[1024];
		int n = snprintf(line, sizeof(line), "sbxfs: running the cell failed: %s%s%s\n",
				 strerror(-rc), *sbx_last_error() ? ": " : "", sbx_last_error());

		if (n > 0)
			spool_append(c->err, line,
				     (size_t)n < sizeof(line) ? (size_t)n : sizeof(line) - 1);
	}
	/* Before the spools end, so that a reader at EOF sees fresh state. */
	ctx_results_invalidate(x, c->id, c->name);
	if (x->env.invalidate)
		x->env.invalidate(x->env.invalidate_arg, c->id);
	cell_finish(c, rc < 0 ? CELL_FAILED : CELL_DONE, oc, rc < 0 ? rc : 0);
	pthread_mutex_lock(&x->mu);
	if (c->rprev)
		c->rprev->rnext = c->rnext;
	else
		x->running = c->rnext;
	if (c->rnext)
		c->rnext->rprev = c->rprev;
	pthread_mutex_unlock(&x->mu);
	cell_unref(c);
	thread_done(x);
	return NULL;
}

static struct cell *cell_alloc(struct ctxfs *x, const char *id, const char *name)
{
	struct cell *c = calloc(1, sizeof(*c));

	if (!c)
		return NULL;
	atomic_init(&c->refs, 1);
	atomic_init(&c->cancel, 0);
	pthread_mutex_init(&c->mu, NULL);
	c->x = x;
	snprintf(c->id, sizeof(c->id), "%s", id);
	snprintf(c->name, sizeof(c->name), "%s", name);
	if (spool_new(x->env.spool_dir, &c->out) < 0 || spool_new(x->env.spool_dir, &c->err) < 0) {
		cell_unref(c);
		return NULL;
	}
	return c;
}

void ctx_latest_set(struct ctxfs *x, const char *id, const char *name, struct cell *c)
{
	struct cell *old = NULL;
	struct xctx *xc;

	pthread_mutex_lock(&x->mu);
	xc = ctx_get(x, id, name, true);
	if (xc) {
		old = xc->latest;
		xc->latest = cell_ref(c);
		xc->res_time = 0;
	}
	pthread_mutex_unlock(&x->mu);
	cell_unref(old);
}

struct cell *ctx_latest_get(struct ctxfs *x, const char *id, const char *name)
{
	struct cell *c = NULL;
	struct xctx *xc;

	pthread_mutex_lock(&x->mu);
	xc = ctx_get(x, id, name, false);
	if (xc)
		c = cell_ref(xc->latest);
	pthread_mutex_unlock(&x->mu);
	return c;
}

/* A finished record of a cell that could not start: err says why. */
int cell_failed(struct ctxfs *x, const char *id, const char *name, int err, const char *msg)
{
	struct cell *c = cell_alloc(x, id, name);
	char line[1024];
	int n;

	if (!c)
		return -ENOMEM;
	n = snprintf(line, sizeof(line), "sbxfs: %s\n", msg);
	if (n > 0)
		spool_append(c->err, line, (size_t)n < sizeof(line) ? (size_t)n : sizeof(line) - 1);
	cell_finish(c, CELL_FAILED, SBX_CELL_ERROR, err);
	ctx_latest_set(x, id, name, c);
	cell_unref(c);
	return err;
}

/* Starts code as the latest cell of a context; *out (optional) gets a ref.
 * A cell that cannot start becomes the latest as a failure record. */
int cell_start(struct ctxfs *x, const char *id, const char *name, const char *code, size_t len,
	       struct cell **out)
{
	struct cell *c;
	pthread_t th;
	pthread_attr_t attr;
	int rc;

	if (memchr(code, '\0', len))
		return cell_failed(x, id, name, -EINVAL, "the cell contains a NUL byte");
	if (strspn(code, " \t\r\n") == len)
		return cell_failed(x, id, name, -EINVAL,
				   "empty cell (nothing but white space was written)");
	rc = ctx_exists(x, id, name);
	if (rc < 0)
		return rc;
	c = cell_alloc(x, id, name);
	if (!c || !(c->code = malloc(len + 1))) {
		cell_unref(c);
		return -ENOMEM;
	}
	memcpy(c->code, code, len);
	c->code[len] = '\0';
	c->len = len;
	c->state = CELL_RUNNING;
	cell_ref(c); /* the thread's */
	pthread_mutex_lock(&x->mu);
	x->live++;
	c->rnext = x->running;
	if (x->running)
		x->running->rprev = c;
	x->running = c;
	pthread_mutex_unlock(&x->mu);
	ctx_latest_set(x, id, name, c);
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	rc = pthread_create(&th, &attr, cell_main, c);
	pthread_attr_destroy(&attr);
	if (rc != 0) {
		/* cell_main's work, minus the run */
		cell_finish(c, CELL_FAILED, SBX_CELL_ERROR, -rc);
		pthread_mutex_lock(&x->mu);
		if (c->rprev)
			c->rprev->rnext = c->rnext;
		else
			x->running = c->rnext;
		if (c->rnext)
			c->rnext->rprev = c->rprev;
		pthread_mutex_unlock(&x->mu);
		cell_unref(c);
		thread_done(x);
		cell_unref(c);
		return -rc;
	}
	if (out)
		*out = c;
	else
		cell_unref(c);
	return 0;
}

struct intr_job {
	struct ctxfs *x;
	char id[SBX_ID_MAX + 1];
	char name[SBX_CTX_NAME_MAX + 1];
};

static void *intr_main(void *arg)
{
	struct intr_job *j = arg;

	sbx_ctx_interrupt(j->x->env.client, j->id, j->name);
	thread_done(j->x);
	free(j);
	return NULL;
}

/* Interrupts the cell from another thread (the caller's request is being
 * interrupted: its own requests would fail at once). */
void ctx_interrupt_async(struct ctxfs *x, const char *id, const char *name)
{
	struct intr_job *j = calloc(1, sizeof(*j));
	pthread_attr_t attr;
	pthread_t th;

	if (!j)
		return;
	j->x = x;
	snprintf(j->id, sizeof(j->id), "%s", id);
	snprintf(j->name, sizeof(j->name), "%s", name);
	pthread_mutex_lock(&x->mu);
	x->live++;
	pthread_mutex_unlock(&x->mu);
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	if (pthread_create(&th, &attr, intr_main, j) != 0) {
		thread_done(x);
		free(j);
	}
	pthread_attr_destroy(&attr);
}

bool cell_running(struct cell *c)
{
	bool r;

	pthread_mutex_lock(&c->mu);
	r = c->state == CELL_RUNNING;
	pthread_mutex_unlock(&c->mu);
	return r;
}
