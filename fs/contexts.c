/* contexts — the contexts/ subtree: its paths, attributes, listings,
 * mkdir/rmdir and lifecycle, registered with fs/ctlfs.c as one subtree
 * (ctxfs_subtree_ops). Cells run in fs/ctxcell.c, open files are
 * fs/ctxfile.c's (shared definitions: fs/ctxint.h).
 *
 * A context lives in its sandbox (libsbx's sbx_ctx_*); these files add only
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
 * Locks: see fs/ctxint.h.
 */
#include "contexts.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ctxint.h"

/* ---- paths ------------------------------------------------------------------ */

static const struct {
	const char *name;
	enum xleaf leaf;
	mode_t mode;
} LEAVES[] = {
    {"lang", L_LANG, 0644}, {"run", L_RUN, 0644},	{"out", L_OUT, 0444},
    {"err", L_ERR, 0444},   {"status", L_STATUS, 0444}, {"ctl", L_CTL, 0200},
};
#define NLEAVES (sizeof(LEAVES) / sizeof(LEAVES[0]))

const char *ctx_skip_slash(const char *rel)
{
	while (rel && *rel == '/')
		rel++;
	return rel;
}

bool ctxfs_owns(const char *rel)
{
	rel = ctx_skip_slash(rel);
	return rel && !strncmp(rel, "contexts", 8) && (rel[8] == '\0' || rel[8] == '/');
}

/* Syntax only; existence is checked by ctx_node_exists(). */
int ctx_parse(const char *rel, struct xpath *p)
{
	char c[4][COMP_MAX + 1];
	const char *s = ctx_skip_slash(rel);
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

bool ctx_is_dir(enum xkind k)
{
	return k == X_ROOT || k == X_CTX || k == X_RESULTS;
}

/* 0 when the node exists; *size gets a result file's size. */
int ctx_node_exists(struct ctxfs *x, const char *id, const struct xpath *p, off_t *size)
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
	rc = ctx_results_get(x, id, p->name, &r, &n);
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

void ctx_fill_stat(struct ctxfs *x, struct stat *st, bool dir, mode_t mode, off_t size)
{
	struct timespec now;

	clock_gettime(CLOCK_REALTIME, &now);
	memset(st, 0, sizeof(*st));
	st->st_mode = dir ? (S_IFDIR | 0755) : (S_IFREG | mode);
	st->st_nlink = dir ? 2 : 1;
	st->st_uid = x->env.uid;
	st->st_gid = x->env.gid;
	st->st_size = size;
	st->st_blksize = 4096;
	st->st_atim = now;
	st->st_mtim = now;
	st->st_ctim = now;
}

static int ctx_getattr(struct ctxfs *x, const char *id, const char *rel, struct stat *st)
{
	struct xpath p;
	off_t size = 0;
	int rc;

	if ((rc = ctx_parse(rel, &p)) < 0 || (rc = ctx_node_exists(x, id, &p, &size)) < 0)
		return rc;
	ctx_fill_stat(x, st, ctx_is_dir(p.kind), p.mode, size);
	return 0;
}

static int ctx_readdir(struct ctxfs *x, const char *id, const char *rel, ctlfs_fill_fn fill,
		       void *arg)
{
	struct sbx_ctx_info *v = NULL;
	struct sbx_ctx_result *r = NULL;
	struct stat st;
	struct xpath p;
	size_t n = 0;
	int rc;

	if ((rc = ctx_parse(rel, &p)) < 0)
		return rc;
	switch (p.kind) {
	case X_ROOT:
		rc = sbx_ctx_list(x->env.client, id, &v, &n);
		if (rc < 0)
			return rc;
		pthread_mutex_lock(&x->mu);
		{
			/* the listing is the truth: forget what it lacks */
			struct xsb *sb = ctx_sb_get(x, id, true);
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
					ctx_record_free(gone);
				}
			}
		}
		pthread_mutex_unlock(&x->mu);
		for (size_t i = 0; i < n; i++)
			ctx_seen(x, id, v[i].name, v[i].lang);
		for (size_t i = 0; i < n; i++) {
			ctx_fill_stat(x, &st, true, 0755, 0);
			if (fill(arg, v[i].name, &st))
				break;
		}
		sbx_ctx_list_free(v, n);
		return 0;
	case X_CTX:
		if ((rc = ctx_node_exists(x, id, &p, NULL)) < 0)
			return rc;
		for (size_t i = 0; i < NLEAVES; i++) {
			ctx_fill_stat(x, &st, false, LEAVES[i].mode, 0);
			if (fill(arg, LEAVES[i].name, &st))
				return 0;
		}
		ctx_fill_stat(x, &st, true, 0755, 0);
		fill(arg, "results", &st);
		return 0;
	case X_RESULTS:
		if ((rc = ctx_node_exists(x, id, &p, NULL)) < 0 ||
		    (rc = ctx_results_get(x, id, p.name, &r, &n)) < 0)
			return rc;
		for (size_t i = 0; i < n; i++) {
			ctx_fill_stat(x, &st, false, 0444, r[i].size);
			if (fill(arg, r[i].name, &st))
				break;
		}
		free(r);
		return 0;
	default:
		rc = ctx_node_exists(x, id, &p, NULL);
		return rc < 0 ? rc : -ENOTDIR;
	}
}

/* Why name cannot be created (mkdir, O_CREAT): it exists (EEXIST), its
 * parent is a directory of fixed names (EACCES), is missing (ENOENT) or is
 * a file (ENOTDIR). */
int ctx_refuse(struct ctxfs *x, const char *id, const char *rel)
{
	char parent[3 * (COMP_MAX + 1)];
	const char *r = ctx_skip_slash(rel), *slash = strrchr(r, '/');
	struct xpath p;
	size_t len;

	if (ctx_parse(r, &p) == 0 && ctx_node_exists(x, id, &p, NULL) == 0)
		return -EEXIST;
	if (!slash)
		return -EACCES;
	len = (size_t)(slash - r);
	if (len >= sizeof(parent))
		return -ENOENT;
	memcpy(parent, r, len);
	parent[len] = '\0';
	if (ctx_parse(parent, &p) < 0 || ctx_node_exists(x, id, &p, NULL) < 0)
		return -ENOENT;
	return ctx_is_dir(p.kind) ? -EACCES : -ENOTDIR;
}

/* ---- directories ------------------------------------------------------------- */

static int ctx_mkdir(struct ctxfs *x, const char *id, const char *rel, mode_t mode)
{
	struct xpath p;
	int rc = ctx_parse(rel, &p);

	if (rc < 0 || p.kind != X_CTX)
		return ctx_refuse(x, id, rel);
	if (!p.name_ok)
		return -EINVAL;
	rc = sbx_ctx_create(x->env.client, id, p.name, NULL);
	if (rc == 0)
		ctx_seen(x, id, p.name, "python");
	return rc;
}

static int ctx_rmdir(struct ctxfs *x, const char *id, const char *rel)
{
	struct xpath p;
	int rc;

	if ((rc = ctx_parse(rel, &p)) < 0 || (rc = ctx_node_exists(x, id, &p, NULL)) < 0)
		return rc;
	if (p.kind != X_CTX)
		return ctx_is_dir(p.kind) ? -EACCES : -ENOTDIR;
	rc = sbx_ctx_delete(x->env.client, id, p.name);
	if (rc == 0 || rc == -ENOENT) {
		pthread_mutex_lock(&x->mu);
		ctx_drop(x, id, p.name);
		pthread_mutex_unlock(&x->mu);
	}
	return rc;
}

static int ctx_unlink(struct ctxfs *x, const char *id, const char *rel)
{
	struct xpath p;
	int rc;

	if ((rc = ctx_parse(rel, &p)) < 0 || (rc = ctx_node_exists(x, id, &p, NULL)) < 0)
		return rc;
	return ctx_is_dir(p.kind) ? -EISDIR : -EACCES;
}

/* ---- lifecycle ---------------------------------------------------------------- */

int ctxfs_new(const struct ctlfs_env *env, struct ctxfs **out)
{
	struct ctxfs *x;

	if (!env || !env->client || !env->spool_dir)
		return -EINVAL;
	x = calloc(1, sizeof(*x));
	if (!x)
		return -ENOMEM;
	x->env = *env;
	pthread_mutex_init(&x->mu, NULL);
	pthread_cond_init(&x->cv, NULL);
	*out = x;
	return 0;
}

void ctx_sb_free(struct xsb *sb)
{
	while (sb->ctxs) {
		struct xctx *c = sb->ctxs;

		sb->ctxs = c->next;
		ctx_record_free(c);
	}
	free(sb);
}

static void ctx_free(struct ctxfs *x)
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
		ctx_sb_free(sb);
	}
	pthread_mutex_destroy(&x->mu);
	pthread_cond_destroy(&x->cv);
	free(x);
}

static void ctx_forget_sandbox(struct ctxfs *x, const char *id)
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
		ctx_sb_free(sb);
}

/* ---- the subtree's table (fs/ctlsub.h) -------------------------------------------- */

static int sub_getattr(void *sub, const char *id, const char *rel, struct stat *st)
{
	return ctx_getattr(sub, id, rel, st);
}

static int sub_readdir(void *sub, const char *id, const char *rel, ctlfs_fill_fn fill, void *arg)
{
	return ctx_readdir(sub, id, rel, fill, arg);
}

static int sub_open(void *sub, const char *id, const char *rel, int flags, struct ctlfs_file **out)
{
	struct ctxfs_file *f;
	int rc = ctxfs_open(sub, id, rel, flags, &f);

	if (rc == 0)
		*out = &f->base;
	return rc;
}

static int sub_create(void *sub, const char *id, const char *rel, mode_t mode, int flags,
		      struct ctlfs_file **out)
{
	struct ctxfs_file *f;
	int rc = ctxfs_create(sub, id, rel, flags, &f);

	if (rc == 0)
		*out = &f->base;
	return rc;
}

static int sub_truncate(void *sub, const char *id, const char *rel, off_t size)
{
	return ctxfs_truncate(sub, id, rel, size);
}

static int sub_mkdir(void *sub, const char *id, const char *rel, mode_t mode)
{
	return ctx_mkdir(sub, id, rel, mode);
}

static int sub_rmdir(void *sub, const char *id, const char *rel)
{
	return ctx_rmdir(sub, id, rel);
}

static int sub_unlink(void *sub, const char *id, const char *rel)
{
	return ctx_unlink(sub, id, rel);
}

static void sub_forget_sandbox(void *sub, const char *id)
{
	ctx_forget_sandbox(sub, id);
}

static void sub_free(void *sub)
{
	ctx_free(sub);
}

const struct ctlfs_subtree_ops ctxfs_subtree_ops = {
    .getattr = sub_getattr,
    .readdir = sub_readdir,
    .open = sub_open,
    .create = sub_create,
    .truncate = sub_truncate,
    .mkdir = sub_mkdir,
    .rmdir = sub_rmdir,
    .unlink = sub_unlink,
    .forget_sandbox = sub_forget_sandbox,
    .free = sub_free,
};
