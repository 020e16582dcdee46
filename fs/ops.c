/* ops — the fuse_operations table of sbxfs: every operation parses its path
 * (fs/tree.c) and switches on the node kind: the root (sandboxes), the
 * read-only .sbxfs/ files (here), sandbox directories, the workspace
 * (fs/workspace.c) and the control directories (fs/ctlfs.h). The mount
 * object and its lifecycle are fs/mount.c; interruption is fs/intr.c; the
 * kernel's caches are fs/kernel.c.
 *
 * Why the high-level path API: every libsbx call takes a sandbox path, so
 * paths are what we need at each operation; libfuse's path layer gives us
 * the node table, hidden names for unlinked open files (fs/workspace.c)
 * and interruption checks (fuse_interrupted), leaving no inode table to
 * get wrong; inode numbers are the sandbox's own (use_ino). The kernel
 * caches entries and attributes for cache_timeout and is told precisely
 * what went stale by path (fs/kernel.h says what the path API cannot do).
 * File data uses the kernel page cache: keep_cache on open when the
 * sandbox file's size and mtime are those our spool was filled from.
 * Writeback caching stays off, so every write reaches the spool before
 * write(2) returns.
 */
#include <errno.h>
#include <poll.h>
#include <fcntl.h>
#include <fuse.h>
#include <linux/fs.h>
#include <linux/fuse.h> /* opcodes: what devio_opcode() answers */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlfs.h"
#include "devio.h"
#include "filecache.h"
#include "inos.h"
#include "intr.h"
#include "kernel.h"
#include "sandbox_ids.h"
#include "mount.h"
#include "ops.h"
#include "polls.h"
#include "stats.h"
#include "tree.h"
#include "workspace.h"

/* The handle of an operation that may come without one, or NULL. */
static struct fh *handle(struct fuse_file_info *fi)
{
	return fi ? (struct fh *)(uintptr_t)fi->fh : NULL;
}

/* The handle of an operation on an open file (read, write, flush...). */
static struct fh *open_handle(struct fuse_file_info *fi)
{
	return (struct fh *)(uintptr_t)fi->fh;
}

/* The path of an operation that may come with a handle instead (fchmod,
 * futimens, ftruncate with nullpath_ok): the open file's current name. A
 * hidden name that stands for another (ws_alias) gives that one. */
static const char *op_path(struct sbxfs *fs, const char *path, struct fuse_file_info *fi, char *buf,
			   size_t size)
{
	struct fh *h = handle(fi);

	if (path)
		return ws_alias(path, buf, size);
	if (!h)
		return NULL;
	if (h->kind != FH_FILE)
		return mount_dir_path(fs, h, buf, size); /* (a rename may move it) */
	return ws_handle_path(fs, h, buf, size);
}

/* ---- .sbxfs ----------------------------------------------------------- */

static int meta_content(struct sbxfs *fs, const char *name, char **text, size_t *len)
{
	char *s;

	if (strcmp(name, "stats") == 0)
		return stats_format(fs->stats, text, len);
	if (strcmp(name, "version") == 0) {
		if (asprintf(&s, "sbxfs %s\n", SBX_VERSION) < 0)
			return -ENOMEM;
	} else if (strcmp(name, "server") == 0) {
		if (asprintf(&s, "%s\n", fs->conf.url) < 0)
			return -ENOMEM;
	} else {
		return -ENOENT;
	}
	*text = s;
	*len = strlen(s);
	return 0;
}

/* .sbxfs/recovered: a link to the recovery folder, while it exists. */
static int recovered_stat(struct sbxfs *fs, struct stat *st)
{
	struct stat d;

	if (!fs->conf.recovered_dir || stat(fs->conf.recovered_dir, &d) != 0 || !S_ISDIR(d.st_mode))
		return -ENOENT;
	mount_dir_stat(fs, st, 0777);
	st->st_mode = S_IFLNK | 0777;
	st->st_nlink = 1;
	st->st_size = (off_t)strlen(fs->conf.recovered_dir);
	return 0;
}

/* ---- operations ------------------------------------------------------- */

static void *fs_init(struct fuse_conn_info *conn, struct fuse_config *cfg)
{
	struct sbxfs *fs = mount_of_request();

	mount_start(fs, conn, cfg);
	return fs;
}

static void fs_destroy(void *private_data)
{
	mount_stop(private_data);
}

static int getattr_path(struct sbxfs *fs, const char *path, const struct tree_node *t,
			struct stat *st)
{
	int r;

	switch (t->kind) {
	case TREE_ROOT:
		mount_dir_stat(fs, st, 0755);
		return 0;
	case TREE_META_DIR:
		mount_dir_stat(fs, st, 0555);
		return 0;
	case TREE_META_FILE:
		kernel_uncached(fs->kernel, path); /* .sbxfs/recovered comes and goes */
		if (strcmp(t->rel, TREE_META_RECOVERED) == 0)
			return recovered_stat(fs, st);
		mount_dir_stat(fs, st, 0444);
		st->st_mode = S_IFREG | 0444;
		st->st_nlink = 1;
		return 0;
	case TREE_SANDBOX:
		r = mount_sandbox_exists(fs, t->id);
		if (r < 0)
			return r;
		mount_dir_stat(fs, st, 0755);
		return 0;
	case TREE_WORKSPACE:
		return ws_getattr(fs, path, t, st);
	case TREE_CTL:
		r = ctlfs_getattr(fs->ctl, t->id, t->rel, st);
		st->st_ino = 0;
		/* control files change on their own: never believed later */
		if (r == 0)
			kernel_uncached(fs->kernel, path);
		return r;
	}
	return -ENOENT;
}

static int fs_getattr(const char *path, struct stat *st, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct fh *h = handle(fi);
	struct tree_node t;
	char kb[PATH_MAX], hb[PATH_MAX];
	const char *asked = path;
	bool aliased;
	uint32_t op = devio_opcode();
	int r;

	/* the kernel's own requests only: libfuse's getattr of a node it just
	 * made (after a create, mkdir, ...) is part of that request */
	if (op == FUSE_LOOKUP)
		stats_kernel(fs->stats, KOP_LOOKUP);
	else if (op == FUSE_GETATTR || op == 0)
		stats_kernel(fs->stats, KOP_GETATTR);
	path = op_path(fs, path, fi, kb, sizeof(kb));
	/* a hidden name, or a handle on the hidden node (lseek(SEEK_END)
	 * asks with the handle only, whose path is the real name) */
	aliased = asked ? path != asked
			: path && h && h->kind == FH_FILE && h->hidden_alias && ws_alias_real(path);
	if (!path && h && h->kind == FH_FILE) {
		ws_getattr_detached(fs, h, st);
		devio_uncached(); /* (may share its kernel inode with a new file) */
		return 0;
	}
	if (!path)
		return -ENOENT;
	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	r = getattr_path(fs, path, &t, st);
	if (r == 0 && h && h->kind == FH_FILE && !ws_handle_path(fs, h, hb, sizeof(hb))) {
		/* the answer found another file at the name: this one's
		 * descriptors keep theirs (filecache_seen) */
		ws_getattr_detached(fs, h, st);
		devio_uncached();
		return 0;
	}
	/* A file a command put in place of one still open here shares that
	 * one's kernel inode (one per name in the path API): neither's size
	 * may stay there, or it would cut the other's reads short. */
	if (r == 0 && t.kind == TREE_WORKSPACE && filecache_shadowed(fs->files, t.id, t.rel))
		devio_uncached();
	if ((r == -ENOENT || r == -ENOTDIR) && t.kind == TREE_WORKSPACE) {
		/* A command moved or removed the name an open file was opened
		 * by: its descriptors still have the file (fstat, and the
		 * kernel's getattr before a read, which fails otherwise). Not
		 * for a lookup: the name is gone. */
		if (h && h->kind == FH_FILE)
			r = ws_getattr_lost(fs, path, &t, h, st);
		else if (op == FUSE_GETATTR)
			r = ws_getattr_lost(fs, path, &t, NULL, st);
	}
	if (r == 0 && st->st_ino == 0)
		st->st_ino = inos_path(path);
	/* libfuse counts a hidden name out of st_nlink (not in its getattr
	 * answering a setattr): this one is the real name's, a link */
	if (r == 0 && aliased && op != FUSE_SETATTR)
		st->st_nlink++;
	return r;
}

static int fs_readlink(const char *path, char *buf, size_t size)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	if (t.kind == TREE_META_FILE && strcmp(t.rel, TREE_META_RECOVERED) == 0) {
		struct stat st;

		r = recovered_stat(fs, &st);
		if (r == 0)
			snprintf(buf, size, "%s", fs->conf.recovered_dir);
		return r;
	}
	if (t.kind != TREE_WORKSPACE)
		return -EINVAL;
	return ws_readlink(fs, path, &t, buf, size);
}

/* The inode number of dir/name outside the workspace. */
static ino_t child_ino(const char *dir, const char *name)
{
	char p[PATH_MAX];

	snprintf(p, sizeof(p), "%s/%s", strcmp(dir, "/") == 0 ? "" : dir, name);
	return inos_path(p);
}

struct ctl_fill_arg {
	void *buf;
	fuse_fill_dir_t filler;
	const char *dir;
};

static int ctl_fill(void *arg, const char *name, const struct stat *st)
{
	struct ctl_fill_arg *a = arg;
	struct stat s = *st;

	s.st_ino = child_ino(a->dir, name);
	return a->filler(a->buf, name, &s, 0, 0);
}

static int fill_root(struct sbxfs *fs, void *buf, fuse_fill_dir_t filler)
{
	char **ids = NULL;
	size_t n = 0;
	struct stat st;
	int r;

	mount_dir_stat(fs, &st, 0755);
	st.st_ino = child_ino("/", TREE_META_NAME);
	filler(buf, TREE_META_NAME, &st, 0, 0);
	r = mount_sandbox_list(fs, &ids, &n);
	if (r < 0)
		return r;
	for (size_t i = 0; i < n; i++) {
		st.st_ino = child_ino("/", ids[i]);
		if (filler(buf, ids[i], &st, 0, 0))
			break;
	}
	sbx_strv_free(ids, n);
	return 0;
}

static int fs_readdir(const char *path, void *buf, fuse_fill_dir_t filler, off_t off,
		      struct fuse_file_info *fi, enum fuse_readdir_flags flags)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	struct stat st;
	char kb[PATH_MAX];
	int r;

	stats_kernel(fs->stats, flags & FUSE_READDIR_PLUS ? KOP_READDIRPLUS : KOP_READDIR);
	if (!path && handle(fi))
		path = mount_dir_path(fs, handle(fi), kb, sizeof(kb));
	if (!path && handle(fi) && handle(fi)->gone)
		return 0; /* removed while open: empty, as on a local disk */
	if (!path)
		return -ENOENT;
	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	mount_dir_stat(fs, &st, 0755);
	st.st_ino = inos_path(path);
	filler(buf, ".", &st, 0, 0);
	filler(buf, "..", NULL, 0, 0);
	switch (t.kind) {
	case TREE_ROOT:
		return fill_root(fs, buf, filler);
	case TREE_META_DIR:
		for (const char *const *p = tree_meta_names; *p; p++) {
			st.st_mode = S_IFREG | 0444;
			if (strcmp(*p, TREE_META_RECOVERED) == 0 && recovered_stat(fs, &st) < 0)
				continue;
			st.st_ino = child_ino(path, *p);
			filler(buf, *p, &st, 0, 0);
		}
		return 0;
	case TREE_SANDBOX:
		for (const char *const *p = tree_sandbox_names; *p; p++) {
			st.st_ino = child_ino(path, *p);
			filler(buf, *p, &st, 0, 0);
		}
		return 0;
	case TREE_CTL: {
		struct ctl_fill_arg a = {buf, filler, path};

		return ctlfs_readdir(fs->ctl, t.id, t.rel, ctl_fill, &a);
	}
	case TREE_WORKSPACE:
		return ws_readdir(fs, path, &t, buf, filler);
	case TREE_META_FILE:
		return -ENOTDIR;
	}
	return -ENOENT;
}

static int fs_mkdir(const char *path, mode_t mode)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return strchr(path + 1, '/') ? r : -EINVAL; /* MOUNT/<bad id> */
	switch (t.kind) {
	case TREE_SANDBOX:
		return sandbox_ids_add(fs->ids, t.id, true);
	case TREE_WORKSPACE:
		return ws_mkdir(fs, path, &t, mode);
	case TREE_CTL:
		return ctlfs_mkdir(fs->ctl, t.id, t.rel, mode);
	default:
		return -EEXIST;
	}
}

static int fs_rmdir(const char *path)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	switch (t.kind) {
	case TREE_SANDBOX:
		return ws_destroy_sandbox(fs, path, t.id);
	case TREE_WORKSPACE:
		return ws_rmdir(fs, path, &t);
	case TREE_CTL:
		return ctlfs_rmdir(fs->ctl, t.id, t.rel);
	default:
		return -EACCES;
	}
}

static int fs_unlink(const char *path)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	int r;

	if (ws_alias_drop(path))
		return 0; /* the last close of a hidden name that was not removed */
	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	switch (t.kind) {
	case TREE_WORKSPACE:
		return ws_unlink(fs, path, &t);
	case TREE_CTL:
		return ctlfs_unlink(fs->ctl, t.id, t.rel);
	case TREE_SANDBOX:
	case TREE_ROOT:
	case TREE_META_DIR:
		return -EISDIR;
	default:
		return -EACCES;
	}
}

static int fs_symlink(const char *target, const char *path)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	if (t.kind != TREE_WORKSPACE)
		return -EPERM;
	return ws_symlink(fs, target, path, &t);
}

static int fs_rename(const char *from, const char *to, unsigned int flags)
{
	OP_INTERRUPTIBLE();
	struct tree_node a, b;
	int r;

	r = tree_parse(from, &a);
	if (r == 0)
		r = tree_parse(to, &b);
	/* Between sandboxes' workspaces: EXDEV, so mv copies. Sandboxes
	 * themselves and control files cannot move. */
	if (r == 0 && (a.kind != TREE_WORKSPACE || b.kind != TREE_WORKSPACE))
		r = a.kind == TREE_WORKSPACE && b.kind == TREE_CTL ? -EXDEV : -EPERM;
	if (r == 0 && strcmp(a.id, b.id) != 0)
		r = -EXDEV;
	if (r < 0) {
		ws_rename_refused(mount_of_request(), to);
		return r;
	}
	r = ws_rename(mount_of_request(), from, &a, to, &b, flags);
	if (r == 0)
		mount_dirs_moved(mount_of_request(), from, to, flags & RENAME_EXCHANGE);
	return r;
}

static int fs_link(const char *from, const char *to)
{
	OP_INTERRUPTIBLE();
	struct tree_node a, b;
	char kb[PATH_MAX];
	int r;

	from = ws_alias(from, kb, sizeof(kb)); /* (linkat of /proc/PID/fd/N) */
	r = tree_parse(from, &a);
	if (r == 0)
		r = tree_parse(to, &b);
	if (r < 0)
		return r;
	if (a.kind != TREE_WORKSPACE || b.kind != TREE_WORKSPACE)
		return -EPERM;
	if (strcmp(a.id, b.id) != 0)
		return -EXDEV;
	return ws_link(mount_of_request(), from, &a, to, &b);
}

/* The workspace node of a setattr that may come with a handle only: 0,
 * 1 when there is nothing to change (an unlinked open file), or -errno. */
static int setattr_node(struct sbxfs *fs, const char **path, struct fuse_file_info *fi, char *kb,
			size_t kbsize, struct tree_node *t)
{
	int r;

	*path = op_path(fs, *path, fi, kb, kbsize);
	if (!*path)
		return fi ? 1 : -ENOENT; /* unlinked open file */
	r = tree_parse(*path, t);
	return r < 0 ? r : 0;
}

static int fs_chmod(const char *path, mode_t mode, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	char kb[PATH_MAX];
	int r = setattr_node(fs, &path, fi, kb, sizeof(kb), &t);

	if (r != 0)
		return r < 0 ? r : 0;
	return t.kind == TREE_WORKSPACE ? ws_after_setattr(path, ws_chmod(fs, path, &t, mode))
					: -EPERM;
}

static int fs_chown(const char *path, uid_t uid, gid_t gid, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	char kb[PATH_MAX];
	int r = setattr_node(fs, &path, fi, kb, sizeof(kb), &t);

	if (r != 0)
		return r < 0 ? r : 0;
	return t.kind == TREE_WORKSPACE ? ws_after_setattr(path, ws_chown(fs, path, &t, uid, gid))
					: -EPERM;
}

static int fs_utimens(const char *path, const struct timespec ts[2], struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	char kb[PATH_MAX];
	int r = setattr_node(fs, &path, fi, kb, sizeof(kb), &t);

	if (r != 0)
		return r < 0 ? r : 0;
	if (t.kind != TREE_WORKSPACE)
		return t.kind == TREE_CTL ? 0 : -EPERM;
	return ws_after_setattr(path, ws_utimens(fs, path, &t, ts));
}

static int fs_truncate(const char *path, off_t size, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct fh *h = handle(fi);
	struct tree_node t;
	char ab[PATH_MAX];
	int r;

	if (size < 0)
		return -EINVAL;
	if (h && h->kind == FH_FILE) {
		char kb[PATH_MAX];

		return ws_after_setattr(op_path(fs, path, fi, kb, sizeof(kb)),
					ws_data_changed(fs, h, filecache_truncate(h->node, size)));
	}
	if (!path && h)
		path = h->path;
	if (!path)
		return -ENOENT;
	path = ws_alias(path, ab, sizeof(ab));
	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	switch (t.kind) {
	case TREE_CTL:
		return ctlfs_truncate(fs->ctl, t.id, t.rel, size);
	case TREE_WORKSPACE:
		return ws_after_setattr(path, ws_truncate(fs, path, &t, size));
	case TREE_META_FILE:
		return -EACCES;
	default:
		return -EISDIR;
	}
}

static int open_ctl(struct sbxfs *fs, const char *path, const struct tree_node *t,
		    struct fuse_file_info *fi, const mode_t *create_mode)
{
	struct fh *h = mount_fh_new(fs, FH_CTL);
	int r;

	if (!h)
		return -ENOMEM;
	/* O_TRUNC asks for write access, even with O_RDONLY (as Linux checks
	 * it): a read-only control file refuses it, as truncate(2) does */
	if ((fi->flags & O_TRUNC) && (fi->flags & O_ACCMODE) == O_RDONLY && !create_mode) {
		struct stat st;

		r = ctlfs_getattr(fs->ctl, t->id, t->rel, &st);
		if (r == 0 && !(st.st_mode & 0222))
			r = -EACCES;
		if (r < 0) {
			mount_fh_free(fs, h);
			return r;
		}
	}
	/* a command may start through this file: it must see every upload */
	if ((fi->flags & O_ACCMODE) != O_RDONLY)
		ws_before_command(fs, t->id);
	if (create_mode)
		r = ctlfs_create(fs->ctl, t->id, t->rel, *create_mode, fi->flags, &h->cf);
	else
		r = ctlfs_open(fs->ctl, t->id, t->rel, fi->flags, &h->cf);
	if (r < 0) {
		mount_fh_free(fs, h);
		return r;
	}
	h->opener = intr_tgid(fuse_get_context()->pid);
	h->acc = fi->flags & O_ACCMODE;
	h->path = strdup(path);
	if (!h->path) {
		ctlfs_release(h->cf);
		mount_fh_free(fs, h);
		return -ENOMEM;
	}
	fi->fh = (uintptr_t)h;
	fi->direct_io = 1;
	/* A control file acts on what was written to it, at close: a
	 * read-only close has nothing to do, and without the flush the kernel
	 * saves `cat ctl/out` and `cat ctl/status` a round trip each. */
	fi->noflush = (fi->flags & O_ACCMODE) == O_RDONLY && !(fi->flags & O_TRUNC);
	return 0;
}

static int open_meta(struct sbxfs *fs, const char *path, const struct tree_node *t,
		     struct fuse_file_info *fi)
{
	struct fh *h;
	int r;

	if ((fi->flags & O_ACCMODE) != O_RDONLY)
		return -EACCES;
	h = mount_fh_new(fs, FH_MEM);
	if (!h)
		return -ENOMEM;
	r = meta_content(fs, t->rel, &h->mem, &h->len);
	if (r == 0 && !(h->path = strdup(path))) {
		free(h->mem);
		r = -ENOMEM;
	}
	if (r < 0) {
		mount_fh_free(fs, h);
		return r;
	}
	fi->fh = (uintptr_t)h;
	fi->direct_io = 1;
	fi->noflush = 1; /* read-only text made at open */
	return 0;
}

static int fs_open(const char *path, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	char ab[PATH_MAX];
	const char *asked = path;
	int r;

	stats_kernel(fs->stats, KOP_OPEN);
	path = op_path(fs, path, NULL, ab, sizeof(ab)); /* (/proc/PID/fd/N) */
	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	switch (t.kind) {
	case TREE_WORKSPACE:
		r = ws_open(fs, path, &t, fi, NULL);
		if (r == 0 && path != asked) /* opened on the hidden node */
			open_handle(fi)->hidden_alias = true;
		return r;
	case TREE_CTL:
		return open_ctl(fs, path, &t, fi, NULL);
	case TREE_META_FILE:
		return open_meta(fs, path, &t, fi);
	default:
		return -EISDIR;
	}
}

static int fs_create(const char *path, mode_t mode, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	int r;

	stats_kernel(fs->stats, KOP_CREATE);
	r = tree_parse(path, &t);
	if (r < 0)
		return strchr(path + 1, '/') ? r : -EACCES;
	switch (t.kind) {
	case TREE_WORKSPACE:
		if (!S_ISREG(mode) && (mode & S_IFMT) != 0)
			return -EPERM;
		return ws_open(fs, path, &t, fi, &mode);
	case TREE_CTL:
		return open_ctl(fs, path, &t, fi, &mode);
	default:
		return -EACCES;
	}
}

static int fs_mknod(const char *path, mode_t mode, dev_t rdev)
{
	OP_INTERRUPTIBLE();
	struct tree_node t;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	if (t.kind != TREE_WORKSPACE)
		return -EACCES;
	return ws_mknod(mount_of_request(), path, &t, mode);
}

static int fs_read(const char *path, char *buf, size_t size, off_t off, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct fh *h = open_handle(fi);

	stats_kernel(mount_of_request()->stats, KOP_READ);
	switch (h->kind) {
	case FH_FILE:
		return (int)filecache_read(h->node, buf, size, off);
	case FH_CTL: {
		/* the same check as every request's: only a signal that ends the
		 * reader stops a blocking read (Go's SIGURG must not); the
		 * kernel sends the descriptor's flags as they are now (fcntl) */
		ssize_t n = fi->flags & O_NONBLOCK
				? ctlfs_read_nowait(h->cf, buf, size, off)
				: ctlfs_read(h->cf, buf, size, off, intr_wait_returning, NULL);

		if (n >= 0)
			atomic_store(&h->read_end, off + n);
		else if (n == -EAGAIN && (fi->flags & O_NONBLOCK))
			polls_arm(mount_of_request()->polls, h);
		return (int)n;
	}
	case FH_MEM:
		if (off < 0 || (size_t)off >= h->len)
			return 0;
		if (size > h->len - (size_t)off)
			size = h->len - (size_t)off;
		memcpy(buf, h->mem + off, size);
		return (int)size;
	case FH_DIR:
		return -EISDIR;
	}
	return -EBADF;
}

static int fs_write(const char *path, const char *buf, size_t size, off_t off,
		    struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct fh *h = open_handle(fi);

	stats_kernel(mount_of_request()->stats, KOP_WRITE);
	switch (h->kind) {
	case FH_FILE:
		return ws_data_changed(
		    mount_of_request(), h,
		    /* (a write-back of an mmap'ed page comes through any
		     * writable descriptor: at its own offset) */
		    (int)filecache_write(h->node, buf, size,
					 h->append && !fi->writepage ? -1 : off));
	case FH_CTL:
		return (int)ctlfs_write(h->cf, buf, size, off);
	default:
		return -EBADF;
	}
}

static int fs_flush(const char *path, struct fuse_file_info *fi)
{
	OP_FLUSH();
	struct sbxfs *fs = mount_of_request();
	struct fh *h = open_handle(fi);
	struct tree_node t;

	stats_kernel(fs->stats, KOP_FLUSH);
	switch (h->kind) {
	case FH_FILE:
		return ws_flush(fs, h, true);
	case FH_CTL:
		/* A control file acts on what was written at its close, but the
		 * kernel flushes at every close of a shared descriptor: `{ cat
		 * a.sh; cat b.sh; } > ctl/exec` would run a.sh alone when the
		 * first cat exits. So only the opener's closes act (release acts
		 * on anything left, as when the opener closed before a child
		 * that still wrote). */
		if (intr_tgid(fuse_get_context()->pid) != h->opener)
			return 0;
		if (h->path && tree_parse(h->path, &t) == 0)
			ws_before_command(fs, t.id);
		return ctlfs_flush(h->cf);
	default:
		return 0;
	}
}

static int fs_fsync(const char *path, int datasync, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct fh *h = open_handle(fi);

	switch (h->kind) {
	case FH_FILE:
		return ws_flush(fs, h, false);
	case FH_CTL:
		return ctlfs_fsync(h->cf);
	default:
		return 0;
	}
}

static int fs_release(const char *path, struct fuse_file_info *fi)
{
	OP_DEADLINE();
	struct sbxfs *fs = mount_of_request();
	struct fh *h = open_handle(fi);

	stats_kernel(fs->stats, KOP_RELEASE);
	switch (h->kind) {
	case FH_FILE:
		ws_release(fs, h);
		break;
	case FH_CTL:
		polls_forget(fs->polls, h);
		ctlfs_release(h->cf);
		break;
	case FH_MEM:
		free(h->mem);
		break;
	case FH_DIR:
		break;
	}
	mount_fh_free(fs, h);
	return 0;
}

/* access(2) and chdir. Without this operation (and without
 * default_permissions, which would judge by the shown owner what the
 * sandbox decides) the kernel allows every access() check: `test -x`,
 * `find -executable` and which(1) took any file for a program, which the
 * kernel then refuses to run. Read and write stay the sandbox's to decide
 * at the operation, as before; execute is what exec(2) itself checks here:
 * a regular file needs an x bit (directories are searched by the sandbox). */
static int fs_access(const char *path, int mask)
{
	struct stat st;
	int r;

	if (!(mask & X_OK))
		return 0;
	r = fs_getattr(path, &st, NULL);
	if (r < 0)
		return r;
	return S_ISREG(st.st_mode) && !(st.st_mode & 0111) ? -EACCES : 0;
}

/* Without this operation the kernel says every file is always readable,
 * and an event loop reading ctl/out blocks in read (or, with O_NONBLOCK,
 * spins). Workspace files are, as on a disk. */
static int fs_poll(const char *path, struct fuse_file_info *fi, struct fuse_pollhandle *ph,
		   unsigned *revents)
{
	struct sbxfs *fs = mount_of_request();
	struct fh *h = open_handle(fi);
	int acc = h->kind == FH_CTL ? h->acc : O_RDWR;
	unsigned out = acc != O_RDONLY ? POLLOUT | POLLWRNORM : 0;
	bool ready;

	if (h->kind != FH_CTL || acc == O_WRONLY) {
		*revents = (acc != O_WRONLY ? POLLIN | POLLRDNORM : 0) | out;
		if (ph)
			fuse_pollhandle_destroy(ph);
		return 0;
	}
	ready = ctlfs_ready(h->cf, atomic_load(&h->read_end));
	*revents = (ready ? POLLIN | POLLRDNORM : 0) | out;
	polls_asked(fs->polls, h, ph, ready);
	return 0;
}

static int fs_statfs(const char *path, struct statvfs *sv)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;

	if (path && tree_parse(path, &t) == 0 && t.kind == TREE_WORKSPACE)
		return sbx_statfs(fs->client, t.id, "/workspace", sv);
	memset(sv, 0, sizeof(*sv));
	sv->f_bsize = sv->f_frsize = 4096;
	sv->f_namemax = 255;
	return 0;
}

/* With nullpath_ok, readdir gets no path: the directory handle keeps it. */
static int fs_opendir(const char *path, struct fuse_file_info *fi)
{
	struct sbxfs *fs = mount_of_request();
	struct tree_node t;
	struct fh *h;

	stats_kernel(fs->stats, KOP_OPENDIR);
	if (!path || tree_parse(path, &t) < 0)
		return -ENOENT;
	h = mount_fh_new(fs, FH_DIR);
	if (!h || !(h->path = strdup(path))) {
		mount_fh_free(fs, h);
		return -ENOMEM;
	}
	fi->fh = (uintptr_t)h;
	/* Listings are not kept by the kernel (no cache_readdir): it would
	 * check a kept one against the directory's mtime only, and the mtime
	 * it holds can be newer than a listing sbxfs serves (a command ran
	 * between the two, or they came from the cache at different ages),
	 * so a file a command made could stay missing from ls. Each readdir
	 * is answered from sbxfs's cache instead, which a command empties. */
	return 0;
}

static int fs_releasedir(const char *path, struct fuse_file_info *fi)
{
	mount_fh_free(mount_of_request(), handle(fi));
	return 0;
}

const struct fuse_operations sbxfs_ops = {
    .init = fs_init,
    .destroy = fs_destroy,
    .getattr = fs_getattr,
    .readlink = fs_readlink,
    .mknod = fs_mknod,
    .mkdir = fs_mkdir,
    .unlink = fs_unlink,
    .rmdir = fs_rmdir,
    .symlink = fs_symlink,
    .rename = fs_rename,
    .link = fs_link,
    .chmod = fs_chmod,
    .chown = fs_chown,
    .truncate = fs_truncate,
    .open = fs_open,
    .read = fs_read,
    .write = fs_write,
    .statfs = fs_statfs,
    .flush = fs_flush,
    .release = fs_release,
    .poll = fs_poll,
    .access = fs_access,
    .fsync = fs_fsync,
    .opendir = fs_opendir,
    .releasedir = fs_releasedir,
    .readdir = fs_readdir,
    .create = fs_create,
    .utimens = fs_utimens,
};
