/* fuse-floor DIR MOUNTPOINT [-s]: the cheapest FUSE file system we can
 * write on this machine, for `make bench` to measure what any FUSE mount
 * pays per request (the floor under sbxfs and sshfs alike).
 *
 * It copies DIR into memory at start and serves it read-only through the
 * low-level API with every kernel cache on and nothing to decide: entries
 * and attributes never expire, listings are kept by the kernel
 * (cache_readdir) and carry every child's attributes (readdirplus), file
 * data stays in the page cache (keep_cache) and a close sends nothing
 * (noflush). What such a mount still costs for find, grep and git status
 * is the kernel's round trips (open, release, a lookup of every name the
 * kernel has not seen yet, one read to fill each file's pages), which no
 * file system on top of FUSE avoids on this kernel and libfuse.
 *
 * Not a product: no writes, no forget bookkeeping (nodes live until exit),
 * no checks that DIR stays unchanged.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fuse_lowlevel.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct node {
	char *name;	/* last component ("" for the root) */
	struct stat st; /* the copied file's, inode number too (git compares it) */
	char *data;	/* file contents or a symlink's target */
	size_t *kids;	/* directories: node ids of the children */
	size_t nkids;
	size_t parent;
};

static struct node *nodes; /* nodes[0] unused: node id 1 is the root */
static size_t nnodes, cap;
static const double FOREVER = 86400.0 * 365;

static size_t add_node(const char *name, const struct stat *st, size_t parent)
{
	if (nnodes + 1 >= cap) {
		cap = cap ? cap * 2 : 1024;
		nodes = realloc(nodes, cap * sizeof(*nodes));
		if (!nodes) {
			perror("fuse-floor");
			exit(1);
		}
	}
	nnodes++;
	memset(&nodes[nnodes], 0, sizeof(nodes[nnodes]));
	nodes[nnodes].name = strdup(name);
	nodes[nnodes].st = *st;
	nodes[nnodes].parent = parent;
	return nnodes;
}

static char *slurp(int dirfd, const char *name, size_t size)
{
	char *buf = malloc(size + 1);
	int fd = openat(dirfd, name, O_RDONLY | O_CLOEXEC);
	size_t got = 0;

	if (!buf || fd < 0)
		goto fail;
	while (got < size) {
		ssize_t n = read(fd, buf + got, size - got);

		if (n <= 0)
			goto fail;
		got += (size_t)n;
	}
	close(fd);
	return buf;
fail:
	if (fd >= 0)
		close(fd);
	free(buf);
	return NULL;
}

/* Copies directory dirfd (node id id) into memory, recursively. */
static int load(int dirfd, size_t id)
{
	DIR *d = fdopendir(dirfd);
	struct dirent *e;
	size_t kcap = 0;

	if (!d)
		return -1;
	while ((e = readdir(d))) {
		struct stat st;
		size_t k;

		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		if (fstatat(dirfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
			continue;
		k = add_node(e->d_name, &st, id);
		if (S_ISREG(st.st_mode)) {
			nodes[k].data = slurp(dirfd, e->d_name, (size_t)st.st_size);
			if (!nodes[k].data)
				return -1;
		} else if (S_ISLNK(st.st_mode)) {
			char t[PATH_MAX];
			ssize_t n = readlinkat(dirfd, e->d_name, t, sizeof(t) - 1);

			if (n < 0)
				return -1;
			t[n] = '\0';
			nodes[k].data = strdup(t);
		} else if (S_ISDIR(st.st_mode)) {
			int sub = openat(dirfd, e->d_name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

			if (sub < 0 || load(sub, k) != 0)
				return -1;
		}
		if (nodes[id].nkids == kcap) {
			kcap = kcap ? kcap * 2 : 16;
			nodes[id].kids = realloc(nodes[id].kids, kcap * sizeof(size_t));
			if (!nodes[id].kids)
				return -1;
		}
		nodes[id].kids[nodes[id].nkids++] = k;
	}
	closedir(d);
	return 0;
}

static struct node *get(fuse_ino_t ino)
{
	return ino >= 1 && ino <= nnodes ? &nodes[ino] : NULL;
}

static void entry_of(size_t k, struct fuse_entry_param *e)
{
	memset(e, 0, sizeof(*e));
	e->ino = k;
	e->attr = nodes[k].st;
	e->attr_timeout = FOREVER;
	e->entry_timeout = FOREVER;
}

static void op_init(void *u, struct fuse_conn_info *conn)
{
	conn->want |= conn->capable & (FUSE_CAP_CACHE_SYMLINKS | FUSE_CAP_READDIRPLUS);
	conn->want &= ~FUSE_CAP_READDIRPLUS_AUTO; /* every listing carries attributes */
}

static void op_lookup(fuse_req_t req, fuse_ino_t parent, const char *name)
{
	struct node *p = get(parent);
	struct fuse_entry_param e;

	if (!p || !S_ISDIR(p->st.st_mode)) {
		fuse_reply_err(req, ENOTDIR);
		return;
	}
	for (size_t i = 0; i < p->nkids; i++) {
		if (!strcmp(nodes[p->kids[i]].name, name)) {
			entry_of(p->kids[i], &e);
			fuse_reply_entry(req, &e);
			return;
		}
	}
	/* a negative entry kept as long as the others */
	memset(&e, 0, sizeof(e));
	e.entry_timeout = FOREVER;
	fuse_reply_entry(req, &e);
}

static void op_getattr(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
	struct node *n = get(ino);

	if (!n)
		fuse_reply_err(req, ENOENT);
	else
		fuse_reply_attr(req, &n->st, FOREVER);
}

static void op_readlink(fuse_req_t req, fuse_ino_t ino)
{
	struct node *n = get(ino);

	if (!n || !S_ISLNK(n->st.st_mode))
		fuse_reply_err(req, EINVAL);
	else
		fuse_reply_readlink(req, n->data);
}

static void op_open(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
	if ((fi->flags & O_ACCMODE) != O_RDONLY) {
		fuse_reply_err(req, EROFS);
		return;
	}
	fi->keep_cache = 1;
	fi->noflush = 1;
	fuse_reply_open(req, fi);
}

static void op_read(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
		    struct fuse_file_info *fi)
{
	struct node *n = get(ino);
	size_t len;

	if (!n || !S_ISREG(n->st.st_mode)) {
		fuse_reply_err(req, EISDIR);
		return;
	}
	if (off >= n->st.st_size) {
		fuse_reply_buf(req, NULL, 0);
		return;
	}
	len = (size_t)(n->st.st_size - off);
	fuse_reply_buf(req, n->data + off, len < size ? len : size);
}

static void op_opendir(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
	fi->cache_readdir = 1;
	fi->keep_cache = 1;
	fuse_reply_open(req, fi);
}

/* Entries from offset off on ("." and ".." first), as many as fit. */
static void list(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off, int plus)
{
	struct node *d = get(ino);
	char *buf;
	size_t used = 0;

	if (!d || !S_ISDIR(d->st.st_mode)) {
		fuse_reply_err(req, ENOTDIR);
		return;
	}
	buf = malloc(size);
	if (!buf) {
		fuse_reply_err(req, ENOMEM);
		return;
	}
	for (size_t i = (size_t)off; i < d->nkids + 2; i++) {
		size_t k = i == 0 ? ino : i == 1 ? (d->parent ? d->parent : ino) : d->kids[i - 2];
		const char *name = i == 0 ? "." : i == 1 ? ".." : nodes[k].name;
		size_t n;

		if (plus) {
			struct fuse_entry_param e;

			entry_of(k, &e);
			if (i < 2)
				e.ino = 0; /* the kernel takes no attributes for . and .. */
			n = fuse_add_direntry_plus(req, buf + used, size - used, name, &e,
						   (off_t)i + 1);
		} else {
			n = fuse_add_direntry(req, buf + used, size - used, name, &nodes[k].st,
					      (off_t)i + 1);
		}
		if (n > size - used)
			break;
		used += n;
	}
	fuse_reply_buf(req, buf, used);
	free(buf);
}

static void op_readdir(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
		       struct fuse_file_info *fi)
{
	list(req, ino, size, off, 0);
}

static void op_readdirplus(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
			   struct fuse_file_info *fi)
{
	list(req, ino, size, off, 1);
}

static const struct fuse_lowlevel_ops ops = {
    .init = op_init,
    .lookup = op_lookup,
    .getattr = op_getattr,
    .readlink = op_readlink,
    .open = op_open,
    .read = op_read,
    .opendir = op_opendir,
    .readdir = op_readdir,
    .readdirplus = op_readdirplus,
};

int main(int argc, char **argv)
{
	static char opt_o[] = "-o", opts[] = "fsname=fuse-floor,default_permissions";
	char *fargv[] = {argv[0], opt_o, opts, NULL};
	struct fuse_args args = FUSE_ARGS_INIT(3, fargv);
	struct fuse_session *se;
	struct stat st;
	int fd, single, r = 1;

	if (argc < 3 || argc > 4 || (argc == 4 && strcmp(argv[3], "-s") != 0)) {
		fprintf(stderr, "usage: fuse-floor DIR MOUNTPOINT [-s]\n");
		return 2;
	}
	single = argc == 4;
	fd = open(argv[1], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st) != 0) {
		perror(argv[1]);
		return 1;
	}
	add_node("", &st, 0);
	if (load(fd, 1) != 0) {
		fprintf(stderr, "fuse-floor: cannot copy %s\n", argv[1]);
		return 1;
	}
	se = fuse_session_new(&args, &ops, sizeof(ops), NULL);
	if (!se || fuse_set_signal_handlers(se) != 0 || fuse_session_mount(se, argv[2]) != 0)
		return 1;
	if (single) {
		r = fuse_session_loop(se);
	} else {
		/* as sbxfs runs (fs/main.c): one /dev/fuse descriptor, idle
		 * threads kept, up to 256 workers */
		struct fuse_loop_config *lc = fuse_loop_cfg_create();

		if (!lc)
			return 1;
		fuse_loop_cfg_set_clone_fd(lc, 0);
		fuse_loop_cfg_set_max_threads(lc, 256);
		r = fuse_session_loop_mt(se, lc);
		fuse_loop_cfg_destroy(lc);
	}
	fuse_session_unmount(se);
	fuse_remove_signal_handlers(se);
	fuse_session_destroy(se);
	return r ? 1 : 0;
}
