/* contexts.c — MOUNT/<id>/contexts/, code contexts as files (contexts.h).
 *
 * A context lives in its sandbox (libsbx's sbx_ctx_*); this module adds only
 * what a file system needs around it:
 *
 *   - cells: a cell written to `run` runs on a thread of its own (one
 *     sbx_ctx_run, i.e. one exec), its stdout and stderr appended to spools
 *     as they arrive, so `cat out` streams and blocks until the cell ends.
 *     The latest cell of each context is kept for out, err and status; a
 *     descriptor opened O_RDWR on `run` is a channel, reading back the
 *     output of its own cells in order. Unmounting stops the transfers only:
 *     the cells finish in the sandbox. A read of out/err that is
 *     interrupted (Ctrl-C on a blocked `cat out`) interrupts the cell too,
 *     from a short-lived thread since the reading thread is being
 *     interrupted itself;
 *   - caches: whether a context exists (confirmed by a listing, a lookup, a
 *     mkdir) is trusted for EXIST_TTL seconds and a results listing for
 *     RESULTS_TTL (and dropped when a cell of this mount starts or ends),
 *     so that `ls -l contexts/py/results` costs one exec, not one per name.
 *     Another client's changes show after at most those delays.
 *
 * What this mount did not run has no output here (the sandbox keeps the
 * interpreter's state, not its past output): after a remount, out and err
 * are empty until the next cell, and status asks the sandbox.
 *
 * x->mu guards the per-sandbox records, the running list and the thread
 * count; it is never held across a network call. A cell's mutex guards its
 * state; a file's mutex guards the file.
 */
#include "contexts.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "spool.h"

#define EXIST_TTL 10.0		/* seconds a context is known to exist */
#define RESULTS_TTL 1.0		/* seconds a results listing is trusted */
#define CELL_MAX (8u << 20)	/* longest cell written to run */
#define LINE_TEXT_MAX 4096	/* lang and ctl text */
#define RESULT_MAX (256u << 20) /* largest result file read */
#define TEXT_MAX (1u << 20)	/* generated small files */
#define CHAN_MAX 64		/* unread cells queued on one run channel */
#define COMP_MAX 255

/* ---- cells ------------------------------------------------------------------ */

enum cell_state { CELL_RUNNING, CELL_DONE, CELL_FAILED };

struct cell {
	atomic_int refs;
	struct ctxfs *x;
	char id[SBX_ID_MAX + 1];
	char name[SBX_CTX_NAME_MAX + 1];
	char *code;
	size_t len;
	struct spool *out, *err;
	atomic_int cancel;
	struct cell *rnext, *rprev; /* x->running, under x->mu */
	pthread_mutex_t mu;	    /* guards state, outcome, error */
	enum cell_state state;
	enum sbx_cell_outcome outcome;
	int error;
};

/* ---- per-sandbox records ------------------------------------------------------- */

struct xctx {
	struct xctx *next;
	char name[SBX_CTX_NAME_MAX + 1];
	double seen;	     /* monotonic time it was last known to exist, 0: ask */
	char lang[16];	     /* "" when unknown */
	struct cell *latest; /* the latest cell of this mount, with a ref */
	struct sbx_ctx_result *res;
	size_t nres;
	double res_time; /* when res was listed, 0: no listing */
};

struct xsb {
	struct xsb *next;
	char id[SBX_ID_MAX + 1];
	struct xctx *ctxs;
};

struct ctxfs {
	struct ctxfs_opts opts;
	char *spool_dir;
	pthread_mutex_t mu; /* guards sbs, running, live */
	pthread_cond_t cv;  /* signalled when live drops */
	struct xsb *sbs;
	struct cell *running;
	int live; /* cell and interrupt threads */
};

static double now_mono(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static struct cell *cell_ref(struct cell *c)
{
	if (c)
		atomic_fetch_add(&c->refs, 1);
	return c;
}

static void cell_unref(struct cell *c)
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
static struct xsb *sb_get(struct ctxfs *x, const char *id, bool create)
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

static void xctx_free(struct xctx *c)
{
	cell_unref(c->latest);
	free(c->res);
	free(c);
}

/* x->mu held. */
static struct xctx *ctx_get(struct ctxfs *x, const char *id, const char *name, bool create)
{
	struct xsb *sb = sb_get(x, id, create);
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
static void ctx_drop(struct ctxfs *x, const char *id, const char *name)
{
	struct xsb *sb = sb_get(x, id, false);

	for (struct xctx **pp = sb ? &sb->ctxs : NULL; pp && *pp; pp = &(*pp)->next)
		if (!strcmp((*pp)->name, name)) {
			struct xctx *c = *pp;

			*pp = c->next;
			xctx_free(c);
			return;
		}
}

/* Records that a context exists (with its language when known). */
static void ctx_seen(struct ctxfs *x, const char *id, const char *name, const char *lang)
{
	struct xctx *c;

	pthread_mutex_lock(&x->mu);
	c = ctx_get(x, id, name, true);
	if (c) {
		c->seen = now_mono();
		if (lang)
			snprintf(c->lang, sizeof(c->lang), "%s", lang);
	}
	pthread_mutex_unlock(&x->mu);
}

/* 0 when context name exists in sandbox id (asking it unless known
 * recently), -ENOENT or the failure. */
static int ctx_exists(struct ctxfs *x, const char *id, const char *name)
{
	struct sbx_ctx_info in;
	struct xctx *c;
	bool known;
	int rc;

	pthread_mutex_lock(&x->mu);
	c = ctx_get(x, id, name, false);
	known = c && c->seen > 0 && now_mono() - c->seen < EXIST_TTL;
	pthread_mutex_unlock(&x->mu);
	if (known)
		return 0;
	rc = sbx_ctx_get(x->opts.client, id, name, &in);
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

static void results_invalidate(struct ctxfs *x, const char *id, const char *name)
{
	struct xctx *c;

	pthread_mutex_lock(&x->mu);
	c = ctx_get(x, id, name, false);
	if (c)
		c->res_time = 0;
	pthread_mutex_unlock(&x->mu);
}

/* A copy of the results listing of a context (fresh or cached); free(). */
static int results_get(struct ctxfs *x, const char *id, const char *name,
		       struct sbx_ctx_result **out, size_t *n)
{
	struct sbx_ctx_result *r = NULL;
	struct xctx *c;
	size_t k = 0;
	int rc = 1;

	pthread_mutex_lock(&x->mu);
	c = ctx_get(x, id, name, false);
	if (c && c->res_time > 0 && now_mono() - c->res_time < RESULTS_TTL) {
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
	rc = sbx_ctx_results(x->opts.client, id, name, &r, &k);
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
			c->res_time = now_mono();
			c->seen = now_mono();
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
	spool_finish(c->out);
	spool_finish(c->err);
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

	rc = sbx_ctx_run(x->opts.client, c->id, c->name, c->code, c->len, &o, cell_output, c, &oc);
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
	results_invalidate(x, c->id, c->name);
	if (x->opts.invalidate)
		x->opts.invalidate(x->opts.invalidate_arg, c->id);
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
	if (spool_new(x->spool_dir, &c->out) < 0 || spool_new(x->spool_dir, &c->err) < 0) {
		cell_unref(c);
		return NULL;
	}
	return c;
}

static void latest_set(struct ctxfs *x, const char *id, const char *name, struct cell *c)
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

static struct cell *latest_get(struct ctxfs *x, const char *id, const char *name)
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
static int cell_failed(struct ctxfs *x, const char *id, const char *name, int err, const char *msg)
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
	latest_set(x, id, name, c);
	cell_unref(c);
	return err;
}

/* Starts code as the latest cell of a context; *out (optional) gets a ref.
 * A cell that cannot start becomes the latest as a failure record. */
static int cell_start(struct ctxfs *x, const char *id, const char *name, const char *code,
		      size_t len, struct cell **out)
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
	latest_set(x, id, name, c);
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

	sbx_ctx_interrupt(j->x->opts.client, j->id, j->name);
	thread_done(j->x);
	free(j);
	return NULL;
}

/* Interrupts the cell from another thread (the caller's request is being
 * interrupted: its own requests would fail at once). */
static void interrupt_async(struct ctxfs *x, const char *id, const char *name)
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

static bool cell_running(struct cell *c)
{
	bool r;

	pthread_mutex_lock(&c->mu);
	r = c->state == CELL_RUNNING;
	pthread_mutex_unlock(&c->mu);
	return r;
}

/* ---- paths ------------------------------------------------------------------ */

enum xkind { X_ROOT, X_CTX, X_FILE, X_RESULTS, X_RESULT };
enum xleaf { L_NONE, L_LANG, L_RUN, L_OUT, L_ERR, L_STATUS, L_CTL, L_RESULT };

static const struct {
	const char *name;
	enum xleaf leaf;
	mode_t mode;
} LEAVES[] = {
    {"lang", L_LANG, 0644}, {"run", L_RUN, 0644},	{"out", L_OUT, 0444},
    {"err", L_ERR, 0444},   {"status", L_STATUS, 0444}, {"ctl", L_CTL, 0200},
};
#define NLEAVES (sizeof(LEAVES) / sizeof(LEAVES[0]))

struct xpath {
	enum xkind kind;
	enum xleaf leaf;
	mode_t mode;
	char name[COMP_MAX + 1]; /* the context */
	bool name_ok;
	char result[COMP_MAX + 1];
};

static const char *skip_slash(const char *rel)
{
	while (rel && *rel == '/')
		rel++;
	return rel;
}

bool ctxfs_owns(const char *rel)
{
	rel = skip_slash(rel);
	return rel && !strncmp(rel, "contexts", 8) && (rel[8] == '\0' || rel[8] == '/');
}

/* Syntax only; existence is checked by node_exists(). */
static int parse(const char *rel, struct xpath *p)
{
	char c[4][COMP_MAX + 1];
	const char *s = skip_slash(rel);
	int n = 0;

	memset(p, 0, sizeof(*p));
	if (!s)
		return -ENOENT;
	while (*s) {
		const char *e = strchr(s, '/');
		size_t len = e ? (size_t)(e - s) : strlen(s);

		if (n == 4 || len == 0 || len > COMP_MAX)
			return -ENOENT;
		memcpy(c[n], s, len);
		c[n][len] = '\0';
		n++;
		s += len;
		while (*s == '/')
			s++;
	}
	if (n == 0 || strcmp(c[0], "contexts") != 0)
		return -ENOENT;
	if (n == 1) {
		p->kind = X_ROOT;
		return 0;
	}
	memcpy(p->name, c[1], strlen(c[1]) + 1);
	p->name_ok = sbx_ctx_valid_name(c[1]);
	if (n == 2) {
		p->kind = X_CTX;
		return 0;
	}
	if (!p->name_ok)
		return -ENOENT;
	if (!strcmp(c[2], "results")) {
		if (n == 3) {
			p->kind = X_RESULTS;
			return 0;
		}
		if (!sbx_ctx_valid_result(c[3]))
			return -ENOENT;
		p->kind = X_RESULT;
		p->leaf = L_RESULT;
		p->mode = 0444;
		memcpy(p->result, c[3], strlen(c[3]) + 1);
		return 0;
	}
	if (n != 3)
		return -ENOENT;
	for (size_t i = 0; i < NLEAVES; i++)
		if (!strcmp(c[2], LEAVES[i].name)) {
			p->kind = X_FILE;
			p->leaf = LEAVES[i].leaf;
			p->mode = LEAVES[i].mode;
			return 0;
		}
	return -ENOENT;
}

static bool is_dir(enum xkind k)
{
	return k == X_ROOT || k == X_CTX || k == X_RESULTS;
}

/* 0 when the node exists; *size gets a result file's size. */
static int node_exists(struct ctxfs *x, const char *id, const struct xpath *p, off_t *size)
{
	struct sbx_ctx_result *r = NULL;
	size_t n = 0;
	int rc;

	if (p->kind == X_ROOT)
		return 0;
	if (!p->name_ok)
		return -ENOENT;
	rc = ctx_exists(x, id, p->name);
	if (rc < 0 || p->kind != X_RESULT)
		return rc;
	rc = results_get(x, id, p->name, &r, &n);
	if (rc < 0)
		return rc;
	rc = -ENOENT;
	for (size_t i = 0; i < n; i++)
		if (!strcmp(r[i].name, p->result)) {
			if (size)
				*size = r[i].size;
			rc = 0;
		}
	free(r);
	return rc;
}

static void fill_stat(struct ctxfs *x, struct stat *st, bool dir, mode_t mode, off_t size)
{
	struct timespec now;

	clock_gettime(CLOCK_REALTIME, &now);
	memset(st, 0, sizeof(*st));
	st->st_mode = dir ? (S_IFDIR | 0755) : (S_IFREG | mode);
	st->st_nlink = dir ? 2 : 1;
	st->st_uid = x->opts.uid;
	st->st_gid = x->opts.gid;
	st->st_size = size;
	st->st_blksize = 4096;
	st->st_atim = now;
	st->st_mtim = now;
	st->st_ctim = now;
}

int ctxfs_getattr(struct ctxfs *x, const char *id, const char *rel, struct stat *st)
{
	struct xpath p;
	off_t size = 0;
	int rc;

	if ((rc = parse(rel, &p)) < 0 || (rc = node_exists(x, id, &p, &size)) < 0)
		return rc;
	fill_stat(x, st, is_dir(p.kind), p.mode, size);
	return 0;
}

int ctxfs_readdir(struct ctxfs *x, const char *id, const char *rel, ctxfs_fill_fn fill, void *arg)
{
	struct sbx_ctx_info *v = NULL;
	struct sbx_ctx_result *r = NULL;
	struct stat st;
	struct xpath p;
	size_t n = 0;
	int rc;

	if ((rc = parse(rel, &p)) < 0)
		return rc;
	switch (p.kind) {
	case X_ROOT:
		rc = sbx_ctx_list(x->opts.client, id, &v, &n);
		if (rc < 0)
			return rc;
		pthread_mutex_lock(&x->mu);
		{
			/* the listing is the truth: forget what it lacks */
			struct xsb *sb = sb_get(x, id, true);
			struct xctx **pp = sb ? &sb->ctxs : NULL;

			while (pp && *pp) {
				bool listed = false;

				for (size_t i = 0; i < n && !listed; i++)
					listed = !strcmp(v[i].name, (*pp)->name);
				if (listed) {
					pp = &(*pp)->next;
				} else {
					struct xctx *gone = *pp;

					*pp = gone->next;
					xctx_free(gone);
				}
			}
		}
		pthread_mutex_unlock(&x->mu);
		for (size_t i = 0; i < n; i++)
			ctx_seen(x, id, v[i].name, v[i].lang);
		for (size_t i = 0; i < n; i++) {
			fill_stat(x, &st, true, 0755, 0);
			if (fill(arg, v[i].name, &st))
				break;
		}
		sbx_ctx_list_free(v, n);
		return 0;
	case X_CTX:
		if ((rc = node_exists(x, id, &p, NULL)) < 0)
			return rc;
		for (size_t i = 0; i < NLEAVES; i++) {
			fill_stat(x, &st, false, LEAVES[i].mode, 0);
			if (fill(arg, LEAVES[i].name, &st))
				return 0;
		}
		fill_stat(x, &st, true, 0755, 0);
		fill(arg, "results", &st);
		return 0;
	case X_RESULTS:
		if ((rc = node_exists(x, id, &p, NULL)) < 0 ||
		    (rc = results_get(x, id, p.name, &r, &n)) < 0)
			return rc;
		for (size_t i = 0; i < n; i++) {
			fill_stat(x, &st, false, 0444, r[i].size);
			if (fill(arg, r[i].name, &st))
				break;
		}
		free(r);
		return 0;
	default:
		rc = node_exists(x, id, &p, NULL);
		return rc < 0 ? rc : -ENOTDIR;
	}
}

/* ---- files ------------------------------------------------------------------- */

struct ctxfs_file {
	struct ctxfs *x;
	char id[SBX_ID_MAX + 1];
	struct xpath p;
	int flags;
	pthread_mutex_t mu;  /* guards everything below */
	struct sbx_buf wbuf; /* written, not acted on yet */
	bool pending;
	int werr;	     /* sticky write error, reported again at flush */
	struct sbx_buf text; /* generated content (status, lang, run), result bytes */
	bool loaded;
	struct cell *cell; /* out, err: the cell read */
	struct cell *chan[CHAN_MAX];
	size_t nchan;
	off_t cursor; /* run O_RDWR: read position in chan[0]'s out */
};

static int accmode(int flags)
{
	return flags & O_ACCMODE;
}

static void file_free(struct ctxfs_file *f)
{
	sbx_buf_release(&f->wbuf);
	sbx_buf_release(&f->text);
	cell_unref(f->cell);
	for (size_t i = 0; i < f->nchan; i++)
		cell_unref(f->chan[i]);
	pthread_mutex_destroy(&f->mu);
	free(f);
}

static int load_result(struct ctxfs_file *f)
{
	sbx_buf_release(&f->text);
	return sbx_ctx_result_read(f->x->opts.client, f->id, f->p.name, f->p.result, RESULT_MAX,
				   &f->text);
}

int ctxfs_open(struct ctxfs *x, const char *id, const char *rel, int flags, struct ctxfs_file **out)
{
	struct ctxfs_file *f;
	struct xpath p;
	int rc, mode = accmode(flags);

	if ((rc = parse(rel, &p)) < 0 || (rc = node_exists(x, id, &p, NULL)) < 0)
		return rc;
	if (is_dir(p.kind))
		return -EISDIR;
	if (mode != O_RDONLY && !(p.mode & 0200))
		return -EACCES;
	if (mode != O_WRONLY && !(p.mode & 0400))
		return -EACCES;
	if (strlen(id) > SBX_ID_MAX || !(f = calloc(1, sizeof(*f))))
		return -ENOMEM;
	f->x = x;
	memcpy(f->id, id, strlen(id) + 1);
	f->p = p;
	f->flags = flags;
	pthread_mutex_init(&f->mu, NULL);
	sbx_buf_init(&f->wbuf, p.leaf == L_RUN ? CELL_MAX : LINE_TEXT_MAX);
	sbx_buf_init(&f->text, p.leaf == L_RESULT ? RESULT_MAX : TEXT_MAX);
	rc = 0;
	if (p.leaf == L_OUT || p.leaf == L_ERR)
		f->cell = latest_get(x, id, p.name);
	else if (p.leaf == L_RESULT)
		rc = load_result(f), f->loaded = rc == 0;
	else if (p.leaf == L_RUN && mode != O_RDONLY && (flags & O_TRUNC))
		f->pending = true; /* `: > run` writes an empty cell: close() says EINVAL */
	if (rc < 0) {
		file_free(f);
		return rc;
	}
	*out = f;
	return 0;
}

/* Why name cannot be created (mkdir, O_CREAT): it exists (EEXIST), its
 * parent is a directory of fixed names (EACCES), is missing (ENOENT) or is
 * a file (ENOTDIR). */
static int refuse(struct ctxfs *x, const char *id, const char *rel)
{
	char parent[3 * (COMP_MAX + 1)];
	const char *r = skip_slash(rel), *slash = strrchr(r, '/');
	struct xpath p;
	size_t len;

	if (parse(r, &p) == 0 && node_exists(x, id, &p, NULL) == 0)
		return -EEXIST;
	if (!slash)
		return -EACCES;
	len = (size_t)(slash - r);
	if (len >= sizeof(parent))
		return -ENOENT;
	memcpy(parent, r, len);
	parent[len] = '\0';
	if (parse(parent, &p) < 0 || node_exists(x, id, &p, NULL) < 0)
		return -ENOENT;
	return is_dir(p.kind) ? -EACCES : -ENOTDIR;
}

int ctxfs_create(struct ctxfs *x, const char *id, const char *rel, int flags,
		 struct ctxfs_file **out)
{
	struct xpath p;
	int rc;

	if (parse(rel, &p) == 0 && node_exists(x, id, &p, NULL) == 0) {
		if (is_dir(p.kind))
			return -EISDIR;
		return (flags & O_EXCL) ? -EEXIST : ctxfs_open(x, id, rel, flags, out);
	}
	rc = refuse(x, id, rel);
	return rc == -EEXIST ? -EACCES : rc;
}

/* lang and ctl: one line of text, trimmed; "" for a blank line. */
static void trim_line(const char *s, size_t len, char *out, size_t size)
{
	while (len && strchr(" \t\r\n", s[len - 1]))
		len--;
	while (len && strchr(" \t\r\n", *s))
		s++, len--;
	if (len >= size)
		len = size - 1; /* too long for any valid word: it stays invalid */
	memcpy(out, s, len);
	out[len] = '\0';
}

static int act_line(struct ctxfs_file *f, const char *s, size_t len)
{
	struct ctxfs *x = f->x;
	char word[64];
	int rc;

	trim_line(s, len, word, sizeof(word));
	if (!*word)
		return 0;
	if (f->p.leaf == L_LANG) {
		if ((rc = sbx_ctx_check_lang(word)) < 0)
			return rc;
		rc = sbx_ctx_set_lang(x->opts.client, f->id, f->p.name, word);
		if (rc == 0)
			ctx_seen(x, f->id, f->p.name, word);
		return rc;
	}
	if (!strcmp(word, "int") || !strcmp(word, "interrupt"))
		return sbx_ctx_interrupt(x->opts.client, f->id, f->p.name);
	if (!strcmp(word, "restart"))
		return sbx_ctx_restart(x->opts.client, f->id, f->p.name);
	return -EINVAL;
}

/* f->mu held. Acts on what was written: a cell starts, a last line of lang
 * or ctl without its newline applies. */
static int flush_pending(struct ctxfs_file *f)
{
	struct sbx_buf b = f->wbuf;
	int rc = 0, werr = f->werr;

	if (!f->pending)
		return 0;
	f->pending = false;
	f->werr = 0;
	sbx_buf_init(&f->wbuf, f->wbuf.max);
	if (werr < 0) {
		rc = werr;
		if (f->p.leaf == L_RUN && werr == -E2BIG)
			cell_failed(f->x, f->id, f->p.name, -E2BIG,
				    "the cell is too long (the limit is 8 MiB)");
	} else if (f->p.leaf == L_RUN) {
		struct cell *c = NULL;
		bool channel = accmode(f->flags) == O_RDWR;

		if (channel && f->nchan == CHAN_MAX) {
			rc = -EAGAIN; /* read the output of the earlier cells first */
		} else {
			rc = cell_start(f->x, f->id, f->p.name, b.data ? b.data : "", b.len,
					channel ? &c : NULL);
			if (rc < 0 && channel)
				c = latest_get(f->x, f->id, f->p.name); /* the failure record */
			if (channel && c) {
				if (f->nchan == 0)
					f->cursor = 0;
				f->chan[f->nchan++] = c;
			}
		}
	} else if (b.len) {
		rc = act_line(f, b.data, b.len);
	}
	sbx_buf_release(&b);
	return rc;
}

ssize_t ctxfs_write(struct ctxfs_file *f, const char *buf, size_t size, off_t off)
{
	int rc = 0;
	char *nl;

	if (!f || accmode(f->flags) == O_RDONLY)
		return -EBADF;
	pthread_mutex_lock(&f->mu);
	if (!f->pending) {
		sbx_buf_release(&f->wbuf);
		f->werr = 0;
	}
	f->pending = true;
	if (f->werr < 0) {
		rc = f->werr;
		goto out;
	}
	rc = sbx_buf_add(&f->wbuf, buf, size);
	if (rc == -E2BIG) {
		sbx_buf_release(&f->wbuf);
		f->werr = rc;
		goto out;
	}
	if (rc < 0 || f->p.leaf == L_RUN)
		goto out;
	/* lang, ctl: each complete line now */
	while (rc == 0 && f->wbuf.len && (nl = memchr(f->wbuf.data, '\n', f->wbuf.len))) {
		size_t llen = (size_t)(nl - f->wbuf.data) + 1;

		rc = act_line(f, f->wbuf.data, llen);
		memmove(f->wbuf.data, f->wbuf.data + llen, f->wbuf.len - llen + 1);
		f->wbuf.len -= llen;
	}
	if (f->wbuf.len == 0)
		f->pending = false;
out:
	pthread_mutex_unlock(&f->mu);
	return rc < 0 ? rc : (ssize_t)size;
}

int ctxfs_flush(struct ctxfs_file *f)
{
	int rc;

	if (!f)
		return 0;
	pthread_mutex_lock(&f->mu);
	rc = flush_pending(f);
	pthread_mutex_unlock(&f->mu);
	return rc;
}

void ctxfs_release(struct ctxfs_file *f)
{
	if (!f)
		return;
	ctxfs_flush(f);
	file_free(f);
}

/* f->mu held: the text of status, lang or run. */
static int load_text(struct ctxfs_file *f)
{
	struct ctxfs *x = f->x;
	struct sbx_ctx_info in;
	const char *s = NULL;
	struct cell *c;
	char lang[16] = "";
	int rc;

	sbx_buf_release(&f->text);
	switch (f->p.leaf) {
	case L_STATUS:
		c = latest_get(x, f->id, f->p.name);
		if (c) {
			pthread_mutex_lock(&c->mu);
			s = c->state == CELL_RUNNING				 ? "running\n"
			    : c->state == CELL_DONE && c->outcome == SBX_CELL_OK ? "ok\n"
										 : "error\n";
			pthread_mutex_unlock(&c->mu);
			cell_unref(c);
			return sbx_buf_add(&f->text, s, strlen(s));
		}
		/* nothing ran here: the sandbox knows */
		rc = sbx_ctx_get(x->opts.client, f->id, f->p.name, &in);
		if (rc < 0)
			return rc;
		s = sbx_ctx_state_name(in.state);
		rc = sbx_buf_add(&f->text, s, strlen(s));
		if (rc == 0)
			rc = sbx_buf_add(&f->text, "\n", 1);
		sbx_ctx_info_release(&in);
		return rc;
	case L_LANG:
		pthread_mutex_lock(&x->mu);
		{
			struct xctx *xc = ctx_get(x, f->id, f->p.name, false);

			if (xc && xc->seen > 0 && now_mono() - xc->seen < EXIST_TTL)
				snprintf(lang, sizeof(lang), "%s", xc->lang);
		}
		pthread_mutex_unlock(&x->mu);
		if (!*lang) {
			rc = sbx_ctx_get(x->opts.client, f->id, f->p.name, &in);
			if (rc < 0)
				return rc;
			snprintf(lang, sizeof(lang), "%s", in.lang);
			sbx_ctx_info_release(&in);
			ctx_seen(x, f->id, f->p.name, lang);
		}
		rc = sbx_buf_add(&f->text, lang, strlen(lang));
		return rc == 0 ? sbx_buf_add(&f->text, "\n", 1) : rc;
	case L_RUN:
		c = latest_get(x, f->id, f->p.name);
		rc = c && c->code ? sbx_buf_add(&f->text, c->code, c->len) : 0;
		cell_unref(c);
		return rc;
	default:
		return 0;
	}
}

static ssize_t read_text(struct ctxfs_file *f, char *buf, size_t size, off_t off)
{
	int rc;

	if (!f->loaded || off == 0) {
		rc = f->p.leaf == L_RESULT ? (f->loaded ? 0 : load_result(f)) : load_text(f);
		if (rc < 0)
			return rc;
		f->loaded = true;
	}
	if (off < 0 || (size_t)off >= f->text.len)
		return 0;
	if (size > f->text.len - (size_t)off)
		size = f->text.len - (size_t)off;
	memcpy(buf, f->text.data + off, size);
	return (ssize_t)size;
}

/* A read of a cell's spool; an interrupted wait interrupts the cell. */
static ssize_t read_cell(struct ctxfs_file *f, struct cell *c, bool err, char *buf, size_t size,
			 off_t off, bool (*interrupted)(void *arg), void *arg)
{
	ssize_t n = spool_read_wait(err ? c->err : c->out, buf, size, off, f->x->opts.wait_cap_ms,
				    interrupted, arg);

	if (n == -EINTR && cell_running(c))
		interrupt_async(f->x, c->id, c->name);
	return n;
}

/* run O_RDWR: this descriptor's cells' output, one after the other. */
static ssize_t read_channel(struct ctxfs_file *f, char *buf, size_t size,
			    bool (*interrupted)(void *arg), void *arg)
{
	for (;;) {
		struct cell *c;
		bool more;
		off_t off;
		ssize_t n;

		pthread_mutex_lock(&f->mu);
		if (f->nchan == 0) {
			pthread_mutex_unlock(&f->mu);
			return 0;
		}
		c = cell_ref(f->chan[0]);
		more = f->nchan > 1;
		off = f->cursor;
		pthread_mutex_unlock(&f->mu);
		n = read_cell(f, c, false, buf, size, off, interrupted, arg);
		pthread_mutex_lock(&f->mu);
		if (f->nchan > 0 && f->chan[0] == c) {
			if (n > 0) {
				f->cursor += n;
			} else if (n == 0 && more) {
				cell_unref(f->chan[0]);
				memmove(f->chan, f->chan + 1, (f->nchan - 1) * sizeof(f->chan[0]));
				f->nchan--;
				f->cursor = 0;
			}
		}
		pthread_mutex_unlock(&f->mu);
		cell_unref(c);
		if (n != 0 || !more)
			return n;
	}
}

ssize_t ctxfs_read(struct ctxfs_file *f, char *buf, size_t size, off_t off,
		   bool (*interrupted)(void *arg), void *arg)
{
	struct cell *c;
	ssize_t n;
	int rc;

	if (!f || accmode(f->flags) == O_WRONLY)
		return -EBADF;
	pthread_mutex_lock(&f->mu);
	if (f->p.leaf == L_RUN && accmode(f->flags) == O_RDWR) {
		rc = flush_pending(f);
		pthread_mutex_unlock(&f->mu);
		return rc < 0 ? rc : read_channel(f, buf, size, interrupted, arg);
	}
	if (f->p.leaf != L_OUT && f->p.leaf != L_ERR) {
		n = read_text(f, buf, size, off);
		pthread_mutex_unlock(&f->mu);
		return n;
	}
	c = cell_ref(f->cell);
	pthread_mutex_unlock(&f->mu);
	if (!c)
		return 0;
	n = read_cell(f, c, f->p.leaf == L_ERR, buf, size, off, interrupted, arg);
	cell_unref(c);
	return n;
}

int ctxfs_truncate(struct ctxfs *x, const char *id, const char *rel, off_t size)
{
	struct xpath p;
	int rc;

	if ((rc = parse(rel, &p)) < 0 || (rc = node_exists(x, id, &p, NULL)) < 0)
		return rc;
	if (is_dir(p.kind))
		return -EISDIR;
	/* writable files keep no content: the shell's O_TRUNC is a no-op */
	return (p.mode & 0200) ? 0 : -EACCES;
}

/* ---- directories ------------------------------------------------------------- */

int ctxfs_mkdir(struct ctxfs *x, const char *id, const char *rel, mode_t mode)
{
	struct xpath p;
	int rc = parse(rel, &p);

	if (rc < 0 || p.kind != X_CTX)
		return refuse(x, id, rel);
	if (!p.name_ok)
		return -EINVAL;
	rc = sbx_ctx_create(x->opts.client, id, p.name, NULL);
	if (rc == 0)
		ctx_seen(x, id, p.name, "python");
	return rc;
}

int ctxfs_rmdir(struct ctxfs *x, const char *id, const char *rel)
{
	struct xpath p;
	int rc;

	if ((rc = parse(rel, &p)) < 0 || (rc = node_exists(x, id, &p, NULL)) < 0)
		return rc;
	if (p.kind != X_CTX)
		return is_dir(p.kind) ? -EACCES : -ENOTDIR;
	rc = sbx_ctx_delete(x->opts.client, id, p.name);
	if (rc == 0 || rc == -ENOENT) {
		pthread_mutex_lock(&x->mu);
		ctx_drop(x, id, p.name);
		pthread_mutex_unlock(&x->mu);
	}
	return rc;
}

int ctxfs_unlink(struct ctxfs *x, const char *id, const char *rel)
{
	struct xpath p;
	int rc;

	if ((rc = parse(rel, &p)) < 0 || (rc = node_exists(x, id, &p, NULL)) < 0)
		return rc;
	return is_dir(p.kind) ? -EISDIR : -EACCES;
}

/* ---- lifecycle ---------------------------------------------------------------- */

int ctxfs_new(const struct ctxfs_opts *opts, struct ctxfs **out)
{
	struct ctxfs *x;

	if (!opts || !opts->client || !opts->spool_dir)
		return -EINVAL;
	x = calloc(1, sizeof(*x));
	if (!x)
		return -ENOMEM;
	x->opts = *opts;
	x->spool_dir = strdup(opts->spool_dir);
	if (!x->spool_dir) {
		free(x);
		return -ENOMEM;
	}
	x->opts.spool_dir = x->spool_dir;
	pthread_mutex_init(&x->mu, NULL);
	pthread_cond_init(&x->cv, NULL);
	*out = x;
	return 0;
}

static void sb_free(struct xsb *sb)
{
	while (sb->ctxs) {
		struct xctx *c = sb->ctxs;

		sb->ctxs = c->next;
		xctx_free(c);
	}
	free(sb);
}

void ctxfs_free(struct ctxfs *x)
{
	if (!x)
		return;
	pthread_mutex_lock(&x->mu);
	for (struct cell *c = x->running; c; c = c->rnext)
		atomic_store(&c->cancel, 1);
	while (x->live > 0)
		pthread_cond_wait(&x->cv, &x->mu);
	pthread_mutex_unlock(&x->mu);
	while (x->sbs) {
		struct xsb *sb = x->sbs;

		x->sbs = sb->next;
		sb_free(sb);
	}
	pthread_mutex_destroy(&x->mu);
	pthread_cond_destroy(&x->cv);
	free(x->spool_dir);
	free(x);
}

void ctxfs_forget_sandbox(struct ctxfs *x, const char *id)
{
	struct xsb *sb = NULL;

	if (!x || !id)
		return;
	pthread_mutex_lock(&x->mu);
	for (struct cell *c = x->running; c; c = c->rnext)
		if (!strcmp(c->id, id))
			atomic_store(&c->cancel, 1);
	for (struct xsb **pp = &x->sbs; *pp; pp = &(*pp)->next)
		if (!strcmp((*pp)->id, id)) {
			sb = *pp;
			*pp = sb->next;
			break;
		}
	pthread_mutex_unlock(&x->mu);
	if (sb)
		sb_free(sb);
}
