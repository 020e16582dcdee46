/* ctlnode — the subtree of ctl/, sessions/, processes/ and ports/: parses a
 * path (fs/ctlpath.c), asks the owning directory's table (struct
 * ctl_dir_ops) whether the node exists and what mkdir/rmdir/create/unlink
 * do there, and opens a file with its kind's table (struct ctl_file_ops),
 * chosen by leaf below. What each directory and kind does is in its module
 * (see fs/ctlfile.h); this file holds the rules they share:
 *
 *   - read-only files (out, err, status, info, cwd, cmdline, log, the status
 *     of a process) refuse opens for writing with EACCES; processes/<pid>/ctl
 *     is write-only (EACCES for reading);
 *   - creating, removing or making directories where the tree has fixed
 *     names: EACCES; a name that can never be valid where creation is
 *     allowed (mkdir sessions/a..b, touch ports/80): EINVAL; lookups of
 *     names that do not exist: ENOENT;
 *   - a written command starts at flush (close), or for a descriptor opened
 *     O_RDWR at the first read after writing; a command that cannot start
 *     fails the close() (EINVAL empty, E2BIG too long, the server's errno)
 *     and becomes the "latest command", so ctl/err and ctl/status say why.
 *     E2BIG is also returned by write() as soon as the text is too long.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ctlfile.h"

static const struct ctl_dir_ops *const dir_ops[CTL_DIR_COUNT] = {
    [CTL_DIR_CTL] = &ctl_dir_ops,
    [CTL_DIR_SESSIONS] = &sessions_dir_ops,
    [CTL_DIR_PROCESSES] = &processes_dir_ops,
    [CTL_DIR_PORTS] = &ports_dir_ops,
};

static const struct ctl_file_ops *const leaf_ops[LEAF_COUNT] = {
    [LEAF_EXEC] = &exec_file_ops,	[LEAF_OUT] = &out_file_ops,
    [LEAF_ERR] = &err_file_ops,		[LEAF_STATUS] = &status_file_ops,
    [LEAF_INFO] = &info_file_ops,	[LEAF_SNAPSHOT] = &snapshot_file_ops,
    [LEAF_CWD] = &cwd_file_ops,		[LEAF_ENV] = &env_file_ops,
    [LEAF_CMDLINE] = &cmdline_file_ops, [LEAF_PROC_STATUS] = &proc_status_file_ops,
    [LEAF_LOG] = &log_file_ops,		[LEAF_PROC_CTL] = &proc_ctl_file_ops,
    [LEAF_SPAWN] = &spawn_file_ops,	[LEAF_PORT] = &port_file_ops,
};

/* Parses rel and checks that the node exists. */
static int lookup(struct ctl_tree *t, const char *id, const char *rel, struct ctl_path *p)
{
	int rc = ctlpath_parse(rel, p);

	return rc < 0 ? rc : dir_ops[p->dir]->exists(t, id, p);
}

void ctl_tree_changed(void *tree, const char *id)
{
	struct ctl_tree *t = tree;

	ctlreg_procs_invalidate(t->reg, id);
	if (t->env.invalidate)
		t->env.invalidate(t->env.invalidate_arg, id);
}

void ctl_fill_stat(struct ctl_tree *t, struct stat *st, bool dir, mode_t mode)
{
	struct timespec now;

	clock_gettime(CLOCK_REALTIME, &now);
	memset(st, 0, sizeof(*st));
	st->st_mode = dir ? (S_IFDIR | 0755) : (S_IFREG | mode);
	st->st_nlink = dir ? 2 : 1;
	st->st_uid = t->env.uid;
	st->st_gid = t->env.gid;
	st->st_size = 0;
	st->st_blksize = 4096;
	st->st_atim = now;
	st->st_mtim = now;
	st->st_ctim = now;
}

int ctl_fill_leaves(struct ctl_tree *t, const struct ctl_leaf_def *defs, ctlfs_fill_fn fill,
		    void *arg)
{
	struct stat st;

	for (; defs && defs->name; defs++) {
		ctl_fill_stat(t, &st, false, defs->mode);
		if (fill(arg, defs->name, &st))
			return 0;
	}
	return 0;
}

int ctl_fill_names(struct ctl_tree *t, struct ctl_names *l, bool dirs, mode_t mode,
		   ctlfs_fill_fn fill, void *arg)
{
	struct stat st;

	for (size_t i = 0; i < l->n; i++) {
		ctl_fill_stat(t, &st, dirs, mode);
		if (fill(arg, l->names[i], &st))
			break;
	}
	ctl_names_free(l);
	return 0;
}

int ctl_file_new(struct ctl_tree *t, const char *id, const struct ctl_path *p, int flags,
		 struct ctl_file **out)
{
	struct ctl_file *f;

	if (strlen(id) > SBX_ID_MAX || !leaf_ops[p->leaf])
		return -ENOENT;
	f = calloc(1, sizeof(*f));
	if (!f)
		return -ENOMEM;
	f->base.ops = &ctl_file_io;
	f->kind = leaf_ops[p->leaf];
	f->tree = t;
	memcpy(f->id, id, strlen(id) + 1);
	f->p = *p;
	f->flags = flags;
	pthread_mutex_init(&f->mu, NULL);
	sbx_buf_init(&f->text, CTL_TEXT_MAX);
	sbx_buf_init(&f->wbuf, CMDRUN_CMDLINE_MAX + 1);
	*out = f;
	return 0;
}

/* ---- the subtree's operations ------------------------------------------------- */

static int node_getattr(void *sub, const char *id, const char *rel, struct stat *st)
{
	struct ctl_tree *t = sub;
	const struct ctl_dir_ops *d;
	struct ctl_path p;
	struct stat s;
	int rc = lookup(t, id, rel, &p);

	if (rc < 0)
		return rc;
	d = dir_ops[p.dir];
	ctl_fill_stat(t, &s, ctlpath_is_dir(p.node), p.mode);
	if (!ctlpath_is_dir(p.node) && d->size) {
		off_t size = d->size(t, id, &p);
		if (size > 0)
			s.st_size = size;
	}
	*st = s;
	return 0;
}

static int node_readdir(void *sub, const char *id, const char *rel, ctlfs_fill_fn fill, void *arg)
{
	struct ctl_tree *t = sub;
	struct ctl_path p;
	int rc = lookup(t, id, rel, &p);

	if (rc < 0)
		return rc;
	if (!ctlpath_is_dir(p.node))
		return -ENOTDIR;
	return dir_ops[p.dir]->readdir(t, id, &p, fill, arg);
}

static int node_open(void *sub, const char *id, const char *rel, int flags, struct ctlfs_file **out)
{
	struct ctl_tree *t = sub;
	struct ctl_file *f;
	struct ctl_path p;
	int rc = lookup(t, id, rel, &p);

	if (rc < 0)
		return rc;
	if (ctlpath_is_dir(p.node))
		return -EISDIR;
	if (ctlpath_readonly(p.leaf) && ctl_accmode(flags) != O_RDONLY)
		return -EACCES;
	rc = ctl_file_new(t, id, &p, flags, &f);
	if (rc < 0)
		return rc;
	rc = f->kind->open ? f->kind->open(f) : 0;
	if (rc < 0) {
		ctl_file_free(f);
		return rc;
	}
	*out = &f->base;
	return 0;
}

/* What create/mkdir/unlink/rmdir answer for a path they cannot act on:
 * ENOENT when its parent does not exist, EEXIST when it exists already,
 * else EACCES (a directory with fixed names). */
static int refuse(struct ctl_tree *t, const char *id, const char *rel)
{
	char parent[3 * (CTLPATH_COMP_MAX + 1) + 1];
	const char *r = ctlpath_skip_slash(rel);
	const char *slash = strrchr(r, '/');
	struct ctl_path p;
	size_t len;

	if (lookup(t, id, r, &p) == 0)
		return -EEXIST;
	if (!slash)
		return -EACCES;
	len = (size_t)(slash - r);
	if (len >= sizeof(parent))
		return -ENOENT;
	memcpy(parent, r, len);
	parent[len] = 0;
	if (lookup(t, id, parent, &p) < 0)
		return -ENOENT;
	return ctlpath_is_dir(p.node) ? -EACCES : -ENOTDIR;
}

static int node_create(void *sub, const char *id, const char *rel, mode_t mode, int flags,
		       struct ctlfs_file **out)
{
	struct ctl_tree *t = sub;
	const struct ctl_dir_ops *d;
	struct ctl_file *f;
	struct ctl_path p;
	int rc = ctlpath_parse(rel, &p);

	d = rc == 0 ? dir_ops[p.dir] : NULL;
	if (d && d->create && !ctlpath_is_dir(p.node)) {
		rc = d->create(t, id, &p, flags, &f);
		if (rc < 0)
			return rc;
		*out = &f->base;
		return 0;
	}
	if (d && !ctlpath_is_dir(p.node) && d->exists(t, id, &p) == 0)
		return (flags & O_EXCL) ? -EEXIST : node_open(sub, id, rel, flags, out);
	rc = refuse(t, id, rel);
	return rc == -EEXIST ? -EISDIR : rc;
}

static int node_truncate(void *sub, const char *id, const char *rel, off_t size)
{
	struct ctl_path p;
	int rc = lookup(sub, id, rel, &p);

	if (rc < 0)
		return rc;
	if (ctlpath_is_dir(p.node))
		return -EISDIR;
	if (ctlpath_readonly(p.leaf))
		return -EACCES;
	/* Writable control files have no stored content: truncating them (the
	 * shell's O_TRUNC) is a no-op. */
	return 0;
}

static int node_mkdir(void *sub, const char *id, const char *rel, mode_t mode)
{
	struct ctl_path p;
	int rc = ctlpath_parse(rel, &p);

	if (rc == 0 && dir_ops[p.dir]->mkdir) {
		rc = dir_ops[p.dir]->mkdir(sub, id, &p);
		if (rc != CTL_NOT_MINE)
			return rc;
	}
	return refuse(sub, id, rel);
}

static int node_rmdir(void *sub, const char *id, const char *rel)
{
	struct ctl_path p;
	int rc = ctlpath_parse(rel, &p);

	if (rc < 0)
		return rc;
	if (dir_ops[p.dir]->rmdir) {
		rc = dir_ops[p.dir]->rmdir(sub, id, &p);
		if (rc != CTL_NOT_MINE)
			return rc;
	}
	rc = dir_ops[p.dir]->exists(sub, id, &p);
	return rc < 0 ? rc : ctlpath_is_dir(p.node) ? -EACCES : -ENOTDIR;
}

static int node_unlink(void *sub, const char *id, const char *rel)
{
	struct ctl_path p;
	int rc = lookup(sub, id, rel, &p);

	if (rc < 0)
		return rc;
	if (dir_ops[p.dir]->unlink) {
		rc = dir_ops[p.dir]->unlink(sub, id, &p);
		if (rc != CTL_NOT_MINE)
			return rc;
	}
	return ctlpath_is_dir(p.node) ? -EISDIR : -EACCES;
}

static void node_forget_sandbox(void *sub, const char *id)
{
	struct ctl_tree *t = sub;

	cmdrun_pool_cancel(&t->pool, id);
	ctlreg_forget(t->reg, id);
}

static void node_free(void *sub)
{
	struct ctl_tree *t = sub;

	if (!t)
		return;
	cmdrun_pool_release(&t->pool);
	proclogs_free(t->logs);
	ctlreg_free(t->reg);
	free(t);
}

int ctl_tree_new(const struct ctlfs_env *env, struct ctl_tree **out)
{
	struct ctl_tree *t = calloc(1, sizeof(*t));

	if (!t)
		return -ENOMEM;
	t->env = *env;
	cmdrun_pool_init(&t->pool);
	atomic_init(&t->seq, 0);
	if (ctlreg_new(env->client, &t->reg) < 0 ||
	    proclogs_new(env->client, env->spool_dir, &t->logs) < 0) {
		node_free(t);
		return -ENOMEM;
	}
	*out = t;
	return 0;
}

const struct ctlfs_subtree_ops ctl_tree_subtree_ops = {
    .getattr = node_getattr,
    .readdir = node_readdir,
    .open = node_open,
    .create = node_create,
    .truncate = node_truncate,
    .mkdir = node_mkdir,
    .rmdir = node_rmdir,
    .unlink = node_unlink,
    .forget_sandbox = node_forget_sandbox,
    .free = node_free,
};
