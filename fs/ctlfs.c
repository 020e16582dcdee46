/* ctlfs — the ctlfs_* entry points of fs/ctlfs.h: the control subtrees
 * below MOUNT/<id>/, each registered once with its operations table
 * (fs/ctlsub.h), and the dispatch of every call by the path's first
 * component (or, for an open file, by the file's own table):
 *
 *   ctl/ sessions/ processes/ ports/   fs/ctlnode.c and the modules it names
 *   contexts/                          fs/contexts.c
 *   terminals/                         fs/terminals.c
 *
 * No lock of its own: the table is filled at ctlfs_new and only read after.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contexts.h"
#include "ctlfile.h"
#include "ctlsub.h"
#include "terminals.h"

struct subtree {
	const struct ctlfs_subtree_ops *ops;
	void *sub;
};

enum { SUB_NODES, SUB_CONTEXTS, SUB_TERMINALS, SUB_COUNT };

/* The first components served, and by which subtree. */
static const struct {
	const char *name;
	int sub;
} tops[] = {
    {"ctl", SUB_NODES},	  {"sessions", SUB_NODES},    {"processes", SUB_NODES},
    {"ports", SUB_NODES}, {"contexts", SUB_CONTEXTS}, {"terminals", SUB_TERMINALS},
};

struct ctlfs {
	char *spool_dir;
	char *server_url;
	struct ctlfs_env env;
	struct subtree subs[SUB_COUNT];
};

/* Linux >= 6.14 can abort a FUSE connection whose request takes longer than
 * fs.fuse.{default,max}_request_timeout seconds (0: never, the default).
 * A read of ctl/out waiting for a silent command must stay under that, so
 * with a timeout configured a wait ends after half of it with EAGAIN
 * instead of taking the whole mount down. */
static long fuse_wait_cap_ms(void)
{
	static const char *const knobs[] = {"/proc/sys/fs/fuse/max_request_timeout",
					    "/proc/sys/fs/fuse/default_request_timeout"};
	long cap = -1;

	for (size_t i = 0; i < sizeof(knobs) / sizeof(knobs[0]); i++) {
		FILE *fp = fopen(knobs[i], "re");
		long v = 0;

		if (!fp)
			continue;
		if (fscanf(fp, "%ld", &v) == 1 && v > 0 && (cap < 0 || v * 500 < cap))
			cap = v * 500;
		fclose(fp);
	}
	return cap;
}

/* Which subtree serves rel (leading slashes allowed), or -1. */
static int top_of(const char *rel)
{
	rel = ctlpath_skip_slash(rel);
	for (size_t i = 0; rel && i < sizeof(tops) / sizeof(tops[0]); i++) {
		size_t n = strlen(tops[i].name);
		if (strncmp(rel, tops[i].name, n) == 0 && (rel[n] == 0 || rel[n] == '/'))
			return tops[i].sub;
	}
	return -1;
}

bool ctlfs_owns(const char *rel)
{
	return top_of(rel) >= 0;
}

/* Every path based call: the subtree's operation on rel without slashes. */
#define DISPATCH(ctl, rel, op, ...)                                                                \
	do {                                                                                       \
		int i_ = top_of(rel);                                                              \
		if (i_ < 0)                                                                        \
			return -ENOENT;                                                            \
		return ctl->subs[i_].ops->op(ctl->subs[i_].sub, __VA_ARGS__);                      \
	} while (0)

int ctlfs_getattr(struct ctlfs *ctl, const char *id, const char *rel, struct stat *st)
{
	DISPATCH(ctl, rel, getattr, id, ctlpath_skip_slash(rel), st);
}

int ctlfs_readdir(struct ctlfs *ctl, const char *id, const char *rel, ctlfs_fill_fn fill, void *arg)
{
	DISPATCH(ctl, rel, readdir, id, ctlpath_skip_slash(rel), fill, arg);
}

int ctlfs_open(struct ctlfs *ctl, const char *id, const char *rel, int flags,
	       struct ctlfs_file **out)
{
	DISPATCH(ctl, rel, open, id, ctlpath_skip_slash(rel), flags, out);
}

int ctlfs_create(struct ctlfs *ctl, const char *id, const char *rel, mode_t mode, int flags,
		 struct ctlfs_file **out)
{
	DISPATCH(ctl, rel, create, id, ctlpath_skip_slash(rel), mode, flags, out);
}

int ctlfs_truncate(struct ctlfs *ctl, const char *id, const char *rel, off_t size)
{
	DISPATCH(ctl, rel, truncate, id, ctlpath_skip_slash(rel), size);
}

int ctlfs_mkdir(struct ctlfs *ctl, const char *id, const char *rel, mode_t mode)
{
	DISPATCH(ctl, rel, mkdir, id, ctlpath_skip_slash(rel), mode);
}

int ctlfs_rmdir(struct ctlfs *ctl, const char *id, const char *rel)
{
	DISPATCH(ctl, rel, rmdir, id, ctlpath_skip_slash(rel));
}

int ctlfs_unlink(struct ctlfs *ctl, const char *id, const char *rel)
{
	DISPATCH(ctl, rel, unlink, id, ctlpath_skip_slash(rel));
}

/* ---- open files: their own table ------------------------------------------------ */

ssize_t ctlfs_read(struct ctlfs_file *f, char *buf, size_t size, off_t off,
		   bool (*interrupted)(void *arg), void *arg)
{
	return f ? f->ops->read(f, buf, size, off, interrupted, arg) : -EBADF;
}

/* Set while this thread serves ctlfs_read_nowait: the subtrees' reads
 * take their wait cap from ctlfs_wait_cap, so no read path needs a flag. */
static _Thread_local bool read_nowait;

long ctlfs_wait_cap(const struct ctlfs_env *env)
{
	return read_nowait ? 0 : env->wait_cap_ms;
}

ssize_t ctlfs_read_nowait(struct ctlfs_file *f, char *buf, size_t size, off_t off)
{
	ssize_t n;

	read_nowait = true;
	n = ctlfs_read(f, buf, size, off, NULL, NULL);
	read_nowait = false;
	return n;
}

bool ctlfs_ready(struct ctlfs_file *f, off_t pos)
{
	return !f || !f->ops->ready || f->ops->ready(f, pos);
}

ssize_t ctlfs_write(struct ctlfs_file *f, const char *buf, size_t size, off_t off)
{
	return f ? f->ops->write(f, buf, size, off) : -EBADF;
}

int ctlfs_flush(struct ctlfs_file *f)
{
	return f ? f->ops->flush(f) : 0;
}

int ctlfs_fsync(struct ctlfs_file *f)
{
	return ctlfs_flush(f);
}

void ctlfs_release(struct ctlfs_file *f)
{
	if (f)
		f->ops->release(f);
}

/* ---- lifecycle ---------------------------------------------------------------- */

int ctlfs_new(const struct ctlfs_opts *opts, struct ctlfs **out)
{
	struct ctl_tree *nodes = NULL;
	struct ctxfs *ctx = NULL;
	struct termfs *terms = NULL;
	struct ctlfs *ctl;

	if (!opts || !opts->client || !opts->spool_dir)
		return -EINVAL;
	ctl = calloc(1, sizeof(*ctl));
	if (!ctl)
		return -ENOMEM;
	ctl->spool_dir = strdup(opts->spool_dir);
	ctl->server_url = strdup(opts->server_url ? opts->server_url : "");
	if (!ctl->spool_dir || !ctl->server_url)
		goto fail;
	ctl->env = (struct ctlfs_env){
	    .client = opts->client,
	    .spool_dir = ctl->spool_dir,
	    .server_url = ctl->server_url,
	    .uid = opts->uid,
	    .gid = opts->gid,
	    .wait_cap_ms = fuse_wait_cap_ms(),
	    .invalidate = opts->invalidate,
	    .invalidate_arg = opts->invalidate_arg,
	};
	if (ctl_tree_new(&ctl->env, &nodes) < 0)
		goto fail;
	ctl->subs[SUB_NODES] = (struct subtree){&ctl_tree_subtree_ops, nodes};
	if (ctxfs_new(&ctl->env, &ctx) < 0)
		goto fail;
	ctl->subs[SUB_CONTEXTS] = (struct subtree){&ctxfs_subtree_ops, ctx};
	if (termfs_new(&ctl->env, &terms) < 0)
		goto fail;
	ctl->subs[SUB_TERMINALS] = (struct subtree){&termfs_subtree_ops, terms};
	*out = ctl;
	return 0;
fail:
	ctlfs_free(ctl);
	return -ENOMEM;
}

void ctlfs_free(struct ctlfs *ctl)
{
	if (!ctl)
		return;
	/* contexts and terminals first: they may still call invalidate */
	for (int i = SUB_COUNT - 1; i >= 0; i--)
		if (ctl->subs[i].ops)
			ctl->subs[i].ops->free(ctl->subs[i].sub);
	free(ctl->spool_dir);
	free(ctl->server_url);
	free(ctl);
}

void ctlfs_forget_sandbox(struct ctlfs *ctl, const char *id)
{
	if (!ctl || !id)
		return;
	for (int i = SUB_COUNT - 1; i >= 0; i--)
		if (ctl->subs[i].ops)
			ctl->subs[i].ops->forget_sandbox(ctl->subs[i].sub, id);
}
