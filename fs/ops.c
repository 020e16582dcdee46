/* ops — the fuse_operations table of sbxfs: every operation parses its path
 * (fs/tree.c) and dispatches on the node kind: the root (sandboxes), the
 * read-only .sbxfs/ files, sandbox directories, the workspace (metadata via
 * fs/cache.c, data via fs/filecache.c, both over libsbx), and the control
 * directories (fs/ctlfs.h).
 *
 * Why the high-level path API: every libsbx call takes a sandbox path, so
 * paths are what we need at each operation; libfuse's path layer gives us
 * the node table, hidden names for unlinked open files (see "unlinked open
 * files") and interruption checks (fuse_interrupted), leaving no inode
 * table to get wrong; inode numbers are the sandbox's own (use_ino). What the low-level API
 * would add — per-reply timeouts, kernel negative dentries, entry
 * notifications — we do not need, because we tell the kernel to cache no
 * metadata at all (entry/attr/negative timeouts 0): the one cache is ours
 * (fs/cache.c), a kernel round trip costs microseconds while a request
 * costs milliseconds, and invalidation is then just dropping our entries —
 * nothing the kernel holds can go stale. File data does use the kernel page
 * cache: keep_cache on open when the sandbox file's size and mtime are
 * those our spool was filled from. Writeback caching stays off, so every
 * write reaches the spool before write(2) returns.
 */
#include <errno.h>
#include <fcntl.h>
#include <fuse.h>
#include <limits.h>
#include <linux/fs.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cache.h"
#include "ctlfs.h"
#include "filecache.h"
#include "inos.h"
#include "intr.h"
#include "known.h"
#include "links.h"
#include "log.h"
#include "ops.h"
#include "stats.h"
#include "tree.h"

struct sbxfs {
	struct sbxfs_conf conf;
	struct sbx_client *client;
	struct cache *cache;
	struct filecache *fc;
	struct ctlfs *ctl;
	struct stats *stats;
	struct known *known;
	struct links_own *own; /* links the mount's user made (fs/links.h) */
	struct inos *inos;
	uid_t uid;
	gid_t gid;
	struct timespec start;
	int init_err;

	pthread_mutex_t own_lock; /* guards selves */
	struct self_owner *selves;

	pthread_mutex_t srv_lock; /* guards srv_* */
	int srv_list;		  /* 0 unknown, 1 the server lists sandboxes, -1 it cannot */
	double srv_time;	  /* monotonic time of srv_ids */
	char **srv_ids;
	size_t srv_n;
};

/* A sandbox's own user as its server numbers it (the owner of /workspace):
 * files it owns show as the mounting user's (see "ownership"). */
struct self_owner {
	struct self_owner *next;
	uid_t uid;
	gid_t gid;
	char id[SBX_ID_MAX + 1];
};

enum fh_kind { FH_FILE, FH_CTL, FH_MEM, FH_DIR };

struct fh {
	enum fh_kind kind;
	struct fc_node *node;
	struct ctlfs_file *cf;
	bool append;
	char *mem;
	size_t len;
	char *path;		/* FH_CTL, FH_MEM, FH_DIR: the path opened (fstat gets no path) */
	struct fh *prev, *next; /* fh_live */
};

/* Every open handle, so that sbxfs_free frees those whose release never
 * came (one the kernel still had queued when the mount went away). */
static pthread_mutex_t fh_lock = PTHREAD_MUTEX_INITIALIZER;
static struct fh *fh_live;
static void fh_free_all(void);

static struct sbxfs *ctx(void)
{
	return fuse_get_context()->private_data;
}

static double mono(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void log_err(const char *what, const char *path, int r)
{
	sbxfs_log("%s %s: %s%s%s", what, path ? path : "", strerror(-r),
		  sbx_last_error()[0] ? ": " : "", sbx_last_error());
}

int sbxfs_new(const struct sbxfs_conf *conf, struct sbxfs **out)
{
	struct sbxfs *fs = calloc(1, sizeof(*fs));

	if (!fs)
		return -ENOMEM;
	fs->conf = *conf;
	fs->uid = getuid();
	fs->gid = getgid();
	if (links_own_new(&fs->own) < 0) {
		free(fs);
		return -ENOMEM;
	}
	pthread_mutex_init(&fs->srv_lock, NULL);
	pthread_mutex_init(&fs->own_lock, NULL);
	*out = fs;
	return 0;
}

int sbxfs_init_error(const struct sbxfs *fs)
{
	return fs->init_err;
}

void sbxfs_free(struct sbxfs *fs)
{
	if (!fs)
		return;
	fh_free_all();
	ctlfs_free(fs->ctl);
	filecache_free(fs->fc);
	cache_free(fs->cache);
	known_free(fs->known);
	links_own_free(fs->own);
	inos_free(fs->inos);
	sbx_client_free(fs->client);
	stats_free(fs->stats);
	sbx_strv_free(fs->srv_ids, fs->srv_n);
	pthread_mutex_destroy(&fs->srv_lock);
	while (fs->selves) {
		struct self_owner *o = fs->selves;

		fs->selves = o->next;
		free(o);
	}
	pthread_mutex_destroy(&fs->own_lock);
	free(fs->conf.url);
	free(fs->conf.token);
	free(fs->conf.cacert);
	free(fs->conf.mountpoint);
	free(fs->conf.known_file);
	free(fs->conf.spool_dir);
	free(fs->conf.recovered_dir);
	free(fs);
}

static struct fh *fh_new(enum fh_kind kind)
{
	struct fh *h = calloc(1, sizeof(*h));

	if (!h)
		return NULL;
	h->kind = kind;
	pthread_mutex_lock(&fh_lock);
	h->next = fh_live;
	if (fh_live)
		fh_live->prev = h;
	fh_live = h;
	pthread_mutex_unlock(&fh_lock);
	return h;
}

static void fh_free(struct fh *h)
{
	if (!h)
		return;
	pthread_mutex_lock(&fh_lock);
	if (h->prev)
		h->prev->next = h->next;
	else
		fh_live = h->next;
	if (h->next)
		h->next->prev = h->prev;
	pthread_mutex_unlock(&fh_lock);
	free(h);
}

/* Handles left open at the end of the session (open files' data is the
 * file cache's to send, see filecache_free). */
static void fh_free_all(void)
{
	while (fh_live) {
		struct fh *h = fh_live;

		if (h->kind == FH_CTL)
			ctlfs_release(h->cf);
		else if (h->kind == FH_MEM)
			free(h->mem);
		free(h->path);
		fh_free(h);
	}
}

/* The path of an operation that may come with a handle instead (fchmod,
 * futimens, ftruncate with nullpath_ok): the open file's current key. */
static const char *op_path(struct sbxfs *fs, const char *path, struct fuse_file_info *fi, char *buf,
			   size_t size)
{
	struct fh *h = fi ? (struct fh *)(uintptr_t)fi->fh : NULL;

	if (path)
		return path;
	if (!h)
		return NULL;
	if (h->kind != FH_FILE)
		return h->path;
	filecache_node_key(fs->fc, h->node, buf, size);
	return buf[0] ? buf : NULL;
}

/* ---- attributes ------------------------------------------------------- */

/* ---- ownership -------------------------------------------------------
 *
 * What a file's owner shows: the owner recorded with it (sbxd keeps the
 * uid/gid a chown through the mount set, or the host user who created it,
 * with the file: its sandbox runs as one user and cannot chown), else its
 * real owner in the sandbox, where the sandbox's own user (who owns
 * /workspace, and every file its commands make) shows as the mounting
 * user. So `ls -l` of a fresh workspace shows you, a chown shows and
 * persists, and with -o default_permissions the kernel checks access,
 * sticky directories and owner-only chmod against what is shown. On a
 * bridge (commands run as root) chown really chowns, the mounting user
 * standing for root there. */
static void self_learn(struct sbxfs *fs, const char *id, const struct sbx_stat *ws)
{
	struct self_owner *o;

	pthread_mutex_lock(&fs->own_lock);
	for (o = fs->selves; o && strcmp(o->id, id) != 0; o = o->next)
		;
	if (!o && (o = calloc(1, sizeof(*o)))) {
		snprintf(o->id, sizeof(o->id), "%s", id);
		o->next = fs->selves;
		fs->selves = o;
	}
	if (o) {
		o->uid = ws->uid;
		o->gid = ws->gid;
	}
	pthread_mutex_unlock(&fs->own_lock);
}

/* The sandbox's own user; asks the server once per sandbox. */
static bool self_owner(struct sbxfs *fs, const char *id, uid_t *uid, gid_t *gid)
{
	struct self_owner *o;
	struct sbx_stat ws;

	pthread_mutex_lock(&fs->own_lock);
	for (o = fs->selves; o && strcmp(o->id, id) != 0; o = o->next)
		;
	if (o) {
		*uid = o->uid;
		*gid = o->gid;
	}
	pthread_mutex_unlock(&fs->own_lock);
	if (o)
		return true;
	if (sbx_lstat(fs->client, id, "/workspace", &ws, NULL) < 0)
		return false;
	self_learn(fs, id, &ws);
	*uid = ws.uid;
	*gid = ws.gid;
	return true;
}

/* Names made from now on this thread belong to the process behind the
 * request (in a setgid directory: to the directory's group, as Linux
 * does), recorded where the server keeps owners. */
/* A directory's attributes, cached or (stale after a change in it) asked. */
static int parent_stat(struct sbxfs *fs, const char *dir, struct sbx_stat *ps)
{
	uint64_t gen = cache_gen(fs->cache);
	struct tree_node t;
	int r;

	if (cache_get(fs->cache, dir, ps, NULL) == CACHE_HIT)
		return 0;
	r = tree_parse(dir, &t);
	if (r < 0 || t.kind != TREE_WORKSPACE)
		return r < 0 ? r : -ENOENT;
	r = sbx_lstat(fs->client, t.id, t.rel, ps, NULL);
	if (r == 0)
		cache_put(fs->cache, gen, dir, ps, NULL);
	return r;
}

static void set_creator(struct sbxfs *fs, const char *path)
{
	const struct fuse_context *c = fuse_get_context();
	gid_t gid = c->gid;
	char dir[PATH_MAX];
	struct sbx_stat ps;

	if (tree_split(path, dir, sizeof(dir)) && parent_stat(fs, dir, &ps) == 0 &&
	    (ps.mode & S_ISGID))
		gid = ps.has_ogid ? ps.ogid : (gid_t)-1;
	sbx_thread_set_creator(c->uid, gid == (gid_t)-1 ? fs->gid : gid);
}

static void to_stat(struct sbxfs *fs, const char *id, const struct sbx_stat *s, struct stat *st)
{
	uid_t su = 0;
	gid_t sg = 0;
	bool self = id && (!s->has_ouid || !s->has_ogid) && self_owner(fs, id, &su, &sg);

	memset(st, 0, sizeof(*st));
	st->st_mode = s->mode;
	st->st_nlink = s->nlink ? s->nlink : 1;
	st->st_size = s->size;
	st->st_uid = s->has_ouid ? s->ouid : !self || s->uid == su ? fs->uid : s->uid;
	st->st_gid = s->has_ogid ? s->ogid : !self || s->gid == sg ? fs->gid : s->gid;
	st->st_atim = s->atime;
	st->st_mtim = s->mtime;
	st->st_ctim = s->ctime;
	st->st_blksize = 4096;
	/* what the file really uses where the server says (holes are free) */
	st->st_blocks = s->has_blocks ? s->blocks : (s->size + 511) / 512;
}

/* The inode number of dir/name (a readdir entry). */
static ino_t child_ino(struct sbxfs *fs, const char *dir, const char *name, const char *id,
		       ino_t server)
{
	char p[PATH_MAX];

	snprintf(p, sizeof(p), "%s/%s", strcmp(dir, "/") == 0 ? "" : dir, name);
	return id ? inos_shown(fs->inos, id, p, server) : inos_path(p);
}

static void dir_stat(const struct sbxfs *fs, struct stat *st, mode_t perm)
{
	memset(st, 0, sizeof(*st));
	st->st_mode = S_IFDIR | perm;
	st->st_nlink = 2;
	st->st_uid = fs->uid;
	st->st_gid = fs->gid;
	st->st_atim = st->st_mtim = st->st_ctim = fs->start;
	st->st_blksize = 4096;
}

/* Lists a workspace directory into the cache; *d (optional) keeps the result. */
static int list_dir(struct sbxfs *fs, const char *path, const struct tree_node *t,
		    struct sbx_dir *keep)
{
	uint64_t gen = cache_gen(fs->cache);
	struct sbx_dir d = {0};
	int r;

	r = sbx_listdir(fs->client, t->id, t->rel, &d);
	if (r < 0)
		return r;
	cache_put_dir(fs->cache, gen, path, &d);
	if (keep)
		*keep = d;
	else
		sbx_dir_release(&d);
	return 0;
}

/* Attributes of a workspace path: unlinked files still open here, then the
 * cache (priming it with one listing of the parent), then one
 * lstat. patch: show the size of an open file's local data. */
static int ws_stat(struct sbxfs *fs, const char *path, const struct tree_node *t,
		   struct sbx_stat *st, char **link, bool patch)
{
	enum cache_result cr;
	struct sbx_stat s;
	char *lk = NULL;
	int r;

	if (filecache_attr(fs->fc, path, &s, true) == FC_UNLINKED) {
		if (link)
			*link = NULL;
		*st = s;
		return 0;
	}
	cr = cache_get(fs->cache, path, &s, &lk);
	if (cr == CACHE_MISS && strcmp(t->rel, "/workspace") != 0 && fs->conf.cache_timeout > 0) {
		char parent[PATH_MAX];
		struct tree_node pt;

		if (tree_split(path, parent, sizeof(parent)) && !cache_has_dir(fs->cache, parent) &&
		    tree_parse(parent, &pt) == 0 && pt.kind == TREE_WORKSPACE) {
			r = list_dir(fs, parent, &pt, NULL);
			if (r == -ENOENT || r == -ENOTDIR)
				return -ENOENT;
			if (r == 0)
				cr = cache_get(fs->cache, path, &s, &lk);
		}
	}
	if (cr == CACHE_NEGATIVE)
		return -ENOENT;
	if (cr == CACHE_MISS) {
		uint64_t gen = cache_gen(fs->cache);

		r = sbx_lstat(fs->client, t->id, t->rel, &s, &lk);
		if (r == -ENOENT)
			cache_put_negative(fs->cache, gen, path);
		if (r < 0)
			return r;
		cache_put(fs->cache, gen, path, &s, lk);
	}
	if (strcmp(t->rel, "/workspace") == 0)
		self_learn(fs, t->id, &s);
	if (patch)
		filecache_attr(fs->fc, path, &s, false);
	if (link)
		*link = lk;
	else
		free(lk);
	*st = s;
	return 0;
}

/* ---- sandboxes -------------------------------------------------------- */

/* Refreshes the server's list of sandboxes when stale. Called without
 * srv_lock: the request runs unlocked, so that an operation waiting for the
 * list never waits behind another thread's request it cannot interrupt
 * (Ctrl-C); threads that find it stale at once may each ask, the last
 * answer wins. Returns the request's error only while no list was ever
 * had (whether the server lists is then unknown). */
static int srv_refresh(struct sbxfs *fs)
{
	double ttl = fs->conf.cache_timeout > 1 ? fs->conf.cache_timeout : 1;
	char **ids, **old = NULL;
	size_t n, old_n = 0;
	bool stale;
	int r;

	pthread_mutex_lock(&fs->srv_lock);
	stale = fs->srv_list == 0 || (fs->srv_list > 0 && mono() - fs->srv_time >= ttl);
	pthread_mutex_unlock(&fs->srv_lock);
	if (!stale)
		return 0;
	r = sbx_list_sandboxes(fs->client, &ids, &n);
	if (r < 0 && r != -ENOSYS) {
		pthread_mutex_lock(&fs->srv_lock);
		stale = fs->srv_list == 0;
		pthread_mutex_unlock(&fs->srv_lock);
		return stale ? r : 0; /* else keep what we had */
	}
	pthread_mutex_lock(&fs->srv_lock);
	if (r == -ENOSYS) {
		fs->srv_list = -1;
	} else {
		old = fs->srv_ids;
		old_n = fs->srv_n;
		fs->srv_ids = ids;
		fs->srv_n = n;
		fs->srv_list = 1;
		fs->srv_time = mono();
	}
	pthread_mutex_unlock(&fs->srv_lock);
	sbx_strv_free(old, old_n);
	return 0;
}

/* Whether MOUNT/<id> exists (DESIGN.md): the ids this mount knows —
 * attached by mkdir, remembered from earlier mounts — and the ids the
 * server lists where it can list. Any other id is absent on every server,
 * also on one that cannot list (a stock bridge, where the backend would
 * create any id on first use): a positive lookup would make the kernel
 * answer `mkdir MOUNT/<id>` with EEXIST itself, and `open(MOUNT/name, "w")`
 * with EISDIR, without asking us. 0 if it exists, -ENOENT if not, or why
 * the server's list could not be had (unreachable: not a plain ENOENT). */
static int sandbox_exists(struct sbxfs *fs, const char *id)
{
	bool found = false;
	int r;

	if (known_has(fs->known, id))
		return 0;
	r = srv_refresh(fs);
	if (r < 0)
		return r;
	pthread_mutex_lock(&fs->srv_lock);
	for (size_t i = 0; fs->srv_list > 0 && i < fs->srv_n && !found; i++)
		found = strcmp(fs->srv_ids[i], id) == 0;
	pthread_mutex_unlock(&fs->srv_lock);
	if (!found)
		return -ENOENT;
	known_add(fs->known, id, true);
	return 0;
}

static void srv_forget(struct sbxfs *fs, const char *id)
{
	pthread_mutex_lock(&fs->srv_lock);
	for (size_t i = 0; i < fs->srv_n; i++)
		if (strcmp(fs->srv_ids[i], id) == 0) {
			free(fs->srv_ids[i]);
			fs->srv_ids[i] = fs->srv_ids[fs->srv_n - 1];
			fs->srv_n--;
			break;
		}
	pthread_mutex_unlock(&fs->srv_lock);
}

static void on_invalidate(void *arg, const char *id)
{
	struct sbxfs *fs = arg;
	char prefix[SBX_ID_MAX + 2];

	snprintf(prefix, sizeof(prefix), "/%s", id);
	cache_drop_prefix(fs->cache, prefix);
}

static void on_replaced(void *arg, const char *key, ino_t old_ino, ino_t new_ino)
{
	struct sbxfs *fs = arg;
	struct tree_node t;

	if (tree_parse(key, &t) == 0 && t.kind == TREE_WORKSPACE)
		inos_replaced(fs->inos, t.id, key, old_ino, new_ino);
}

static void on_uploaded(void *arg, const char *key, const struct sbx_stat *st)
{
	struct sbxfs *fs = arg;

	cache_put(fs->cache, cache_gen(fs->cache), key, st, NULL);
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
	dir_stat(fs, st, 0777);
	st->st_mode = S_IFLNK | 0777;
	st->st_nlink = 1;
	st->st_size = (off_t)strlen(fs->conf.recovered_dir);
	return 0;
}

/* ---- unlinked open files ----------------------------------------------- */

/* POSIX lets an unlinked file live on while it is open: fstat shows nlink
 * 0, reads and writes work until the last close. The kernel sends fstat
 * (FUSE_GETATTR) without a file handle, and libfuse's path layer answers
 * ESTALE for a node that has no name any more (hard_remove), so we let
 * libfuse do what it does without hard_remove: on unlink (or a rename
 * over) of an open file it first renames it to ".fuse_hiddenXXXXXXXXYYYYYYYY"
 * in the same directory and unlinks that name after the last close. That
 * rename is ours to implement, and we do NOT do it on the server: the
 * hidden name lives only here (fs/filecache.c keeps the open data under
 * it, marked unlinked, never uploaded; fstat, fchmod, futimens of it are
 * answered locally), while the sandbox gets a plain unlink, so no hidden
 * file ever appears in the sandbox or is left behind by a crash. libfuse
 * also subtracts the hidden link from st_nlink, so fstat shows 0.
 *
 * The price, for a rename over a file that is open through the mount:
 * libfuse hides the target first, so the sandbox sees unlink(to) then
 * rename(from, to) rather than one atomic replace.
 *
 * How we know a rename is libfuse hiding a file, not a user's rename:
 * libfuse picks the name by asking getattr for it (it must not exist) on
 * the same thread just before the rename, and the source must be open
 * here. A user rename to exactly such a name, of an open file, right
 * after a failed lookup of it on the same worker thread, would be taken
 * for an unlink; we accept that. */
static __thread char hide_probe[PATH_MAX];

static bool hidden_name(const char *path)
{
	const char *b = strrchr(path, '/');

	if (!b || strncmp(b + 1, ".fuse_hidden", 12) != 0 || strlen(b + 13) != 16)
		return false;
	for (const char *p = b + 13; *p; p++)
		if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f')))
			return false;
	return true;
}

/* ---- interruption ----------------------------------------------------- */

/* Ctrl-C on a process blocked in an operation (a hung server, a slow
 * download): the kernel sends FUSE_INTERRUPT, libfuse marks the request
 * (fuse_interrupted()) and, with the intr setting fs_init turns on, signals
 * the worker thread (SIGUSR1 to our no-op handler) every second, which
 * wakes curl's poll at once. libsbx consults the thread's interrupt check
 * before each request and from its progress callback, and fails the request
 * with -EINTR, never retried. The check says yes only when the process is
 * told to end (fs/intr.h: a fatal signal, or SIGINT/TERM/HUP/QUIT even if
 * caught), so a signal it catches and carries on after (SIGCHLD, SIGWINCH)
 * never turns into a spurious EINTR. It is armed for exactly one operation
 * (OP_INTERRUPTIBLE: a cleanup-attribute scope), because between operations
 * the thread's fuse context points at a finished request. An upload cut
 * short leaves its data dirty: the release or the flusher sends it later
 * (fs/filecache.c), so close() may fail with EINTR but nothing is lost.
 *
 * The same scope makes the operation one libsbx operation
 * (sbx_thread_begin_op): all its requests, and the waits between them,
 * share one io_timeout, so a hung server fails it with ETIMEDOUT within
 * io_timeout in total. Release gets the deadline too (OP_DEADLINE), without
 * the interrupt check: nobody waits for it, but it holds the file's lock. */
static bool op_interrupted(void *arg)
{
	return fuse_interrupted() && intr_tid_ending(fuse_get_context()->pid);
}

static int op_begin(void)
{
	sbx_thread_set_interrupt(op_interrupted, NULL);
	sbx_thread_begin_op();
	return 0;
}

static void op_end(int *scope)
{
	sbx_thread_end_op();
	sbx_thread_set_interrupt(NULL, NULL);
	sbx_thread_set_creator((uid_t)-1, (gid_t)-1);
}

static int deadline_begin(void)
{
	sbx_thread_begin_op();
	return 0;
}

static void deadline_end(int *scope)
{
	sbx_thread_end_op();
}

static void on_intr_signal(int sig)
{
	/* nothing: its arrival alone ends the worker's blocking poll() */
}

static int set_intr_handler(int sig)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_intr_signal;
	sigemptyset(&sa.sa_mask);
	return sigaction(sig, &sa, NULL) == 0 ? 0 : -errno;
}

#define OP_INTERRUPTIBLE() int op_scope_ __attribute__((cleanup(op_end), unused)) = op_begin()
#define OP_DEADLINE()                                                                              \
	int op_scope_ __attribute__((cleanup(deadline_end), unused)) = deadline_begin()

/* ---- operations ------------------------------------------------------- */

static void *fs_init(struct fuse_conn_info *conn, struct fuse_config *cfg)
{
	struct sbxfs *fs = ctx();
	struct sbx_client_opts co = {0};
	struct ctlfs_opts cto = {0};
	char ctldir[PATH_MAX], fcdir[PATH_MAX];
	int r;

	cfg->entry_timeout = 0;
	cfg->attr_timeout = 0;
	cfg->negative_timeout = 0;
	/* Our own inode numbers (fs/inos.h), so libfuse need not
	 * remember forgotten nodes to keep them stable: with `remember`,
	 * libfuse 3.14 asserts in unlink_node() when a rename lands on a name
	 * it remembers but the kernel forgot (a file a command deleted, then
	 * saved over by an editor): libfuse#589, an abort of the daemon. */
	cfg->use_ino = 1;
	/* Unlinked open files keep a (hidden) name in libfuse, so that fstat,
	 * which the kernel sends without a file handle, still finds them
	 * (see "unlinked open files" below). */
	cfg->hard_remove = 0;
	cfg->nullpath_ok = 1;
	cfg->remember = 0;
	cfg->kernel_cache = 0;
	cfg->auto_cache = 0;
	cfg->direct_io = 0;
	/* Interruptible operations (see "interruption" above). libfuse 3.14
	 * has no mount option for this: fuse_new installs the no-op handler
	 * for intr_signal only when intr was set before it, so we install our
	 * own, without SA_RESTART, before telling libfuse to send the signal
	 * (its default action would kill the daemon). */
	if (set_intr_handler(SIGUSR1) == 0) {
		cfg->intr = 1;
		cfg->intr_signal = SIGUSR1;
	}
	conn->want &= ~FUSE_CAP_WRITEBACK_CACHE;
	clock_gettime(CLOCK_REALTIME, &fs->start);

	co.url = fs->conf.url;
	co.token = fs->conf.token;
	co.cacert = fs->conf.cacert;
	co.insecure = fs->conf.insecure;
	co.io_timeout_ms = fs->conf.io_timeout_ms;
	co.stream_timeout_ms = fs->conf.stream_timeout_ms;
	co.retries = -1;
	snprintf(ctldir, sizeof(ctldir), "%s/ctl", fs->conf.spool_dir);
	snprintf(fcdir, sizeof(fcdir), "%s/files", fs->conf.spool_dir);
	if (mkdir(ctldir, 0700) != 0 && errno != EEXIST) {
		r = -errno;
		goto fail;
	}
	if (mkdir(fcdir, 0700) != 0 && errno != EEXIST) {
		r = -errno;
		goto fail;
	}
	r = stats_new(&fs->stats);
	if (r < 0)
		goto fail;
	r = sbx_client_new(&co, &fs->client);
	if (r < 0)
		goto fail;
	sbx_client_set_request_cb(fs->client, stats_record, fs->stats);
	r = cache_new(fs->conf.cache_timeout, NULL, &fs->cache);
	if (r < 0)
		goto fail;
	r = filecache_new(fs->client, fcdir, fs->conf.idle_cache_max, on_uploaded, fs, &fs->fc);
	if (r < 0)
		goto fail;
	r = inos_new(1 << 16, &fs->inos);
	if (r < 0)
		goto fail;
	filecache_on_replaced(fs->fc, on_replaced, fs);
	r = known_new(fs->conf.known_file, &fs->known);
	if (r < 0)
		goto fail;
	cto.client = fs->client;
	cto.spool_dir = ctldir;
	cto.server_url = fs->conf.url;
	cto.uid = fs->uid;
	cto.gid = fs->gid;
	cto.invalidate = on_invalidate;
	cto.invalidate_arg = fs;
	r = ctlfs_new(&cto, &fs->ctl);
	if (r < 0)
		goto fail;
	return fs;
fail:
	fs->init_err = r;
	log_err("init", NULL, r);
	fuse_exit(fuse_get_context()->fuse);
	return fs;
}

static void fs_destroy(void *private_data)
{
	struct sbxfs *fs = private_data;

	/* Handles the kernel never released (a SIGTERM while a control file
	 * was open) go first: a control handle belongs to fs->ctl, freed next,
	 * and sbxfs_free would otherwise release it into freed memory. Then
	 * upload what is still dirty while the client still exists. */
	fh_free_all();
	ctlfs_free(fs->ctl);
	fs->ctl = NULL;
	filecache_free(fs->fc);
	fs->fc = NULL;
}

static int getattr_path(struct sbxfs *fs, const char *path, const struct tree_node *tn,
			struct stat *st);

static int fs_getattr(const char *path, struct stat *st, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node t;
	struct sbx_stat s;
	struct fh *h = fi ? (struct fh *)(uintptr_t)fi->fh : NULL;
	char kb[PATH_MAX];
	int r;

	path = op_path(fs, path, fi, kb, sizeof(kb));
	if (!path && h && h->kind == FH_FILE) {
		/* detached while open: what we hold locally */
		filecache_node_stat(fs->fc, h->node, &s);
		to_stat(fs, NULL, &s, st);
		st->st_nlink = 0;
		st->st_ino = s.ino ? s.ino : 2; /* no id left to mix in */
		return 0;
	}
	if (!path)
		return -ENOENT;
	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	r = getattr_path(fs, path, &t, st);
	if (r == 0 && st->st_ino == 0)
		st->st_ino = inos_path(path);
	return r;
}

static int getattr_path(struct sbxfs *fs, const char *path, const struct tree_node *tn,
			struct stat *st)
{
	struct tree_node t = *tn;
	struct sbx_stat s;
	int r;

	switch (t.kind) {
	case TREE_ROOT:
		dir_stat(fs, st, 0755);
		return 0;
	case TREE_META_DIR:
		dir_stat(fs, st, 0555);
		return 0;
	case TREE_META_FILE:
		if (strcmp(t.rel, TREE_META_RECOVERED) == 0)
			return recovered_stat(fs, st);
		dir_stat(fs, st, 0444);
		st->st_mode = S_IFREG | 0444;
		st->st_nlink = 1;
		return 0;
	case TREE_SANDBOX:
		r = sandbox_exists(fs, t.id);
		if (r < 0)
			return r;
		dir_stat(fs, st, 0755);
		return 0;
	case TREE_WORKSPACE:
		r = ws_stat(fs, path, &t, &s, NULL, true);
		if (r == -ENOENT && hidden_name(path))
			snprintf(hide_probe, sizeof(hide_probe), "%s", path);
		if (r < 0)
			return r;
		to_stat(fs, t.id, &s, st);
		st->st_ino = inos_shown(fs->inos, t.id, path, s.ino);
		return 0;
	case TREE_CTL:
		r = ctlfs_getattr(fs->ctl, t.id, t.rel, st);
		st->st_ino = 0;
		return r;
	}
	return -ENOENT;
}

static int fs_readlink(const char *path, char *buf, size_t size)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node t;
	struct sbx_stat s;
	char *lk = NULL, *out;
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
	r = ws_stat(fs, path, &t, &s, &lk, false);
	if (r < 0)
		return r;
	if (!S_ISLNK(s.mode)) {
		free(lk);
		return -EINVAL;
	}
	if (!lk) {
		r = sbx_readlink(fs->client, t.id, t.rel, &lk);
		if (r < 0)
			return r;
	}
	/* never the sandbox's text verbatim: a target leaving the workspace
	 * would resolve on the host (fs/links.h) */
	out =
	    links_to_mount(fs->conf.mountpoint, t.id, t.rel, lk, links_own_has(fs->own, path, lk));
	free(lk);
	if (!out)
		return -ENOMEM;
	snprintf(buf, size, "%s", out);
	free(out);
	return 0;
}

struct fill_ctx {
	struct sbxfs *fs;
	void *buf;
	fuse_fill_dir_t filler;
	const char *dir;
};

static int ctl_fill(void *arg, const char *name, const struct stat *st)
{
	struct fill_ctx *fc = arg;
	struct stat s = *st;

	s.st_ino = child_ino(fc->fs, fc->dir, name, NULL, 0);
	return fc->filler(fc->buf, name, &s, 0, 0);
}

static int fill_root(struct sbxfs *fs, void *buf, fuse_fill_dir_t filler)
{
	char **ids = NULL;
	size_t n = 0;
	struct stat st;
	int r;

	dir_stat(fs, &st, 0755);
	st.st_ino = child_ino(fs, "/", TREE_META_NAME, NULL, 0);
	filler(buf, TREE_META_NAME, &st, 0, 0);
	srv_refresh(fs);
	pthread_mutex_lock(&fs->srv_lock);
	for (size_t i = 0; i < fs->srv_n; i++)
		known_add(fs->known, fs->srv_ids[i], false);
	pthread_mutex_unlock(&fs->srv_lock);
	r = known_list(fs->known, &ids, &n);
	if (r < 0)
		return r;
	for (size_t i = 0; i < n; i++) {
		st.st_ino = child_ino(fs, "/", ids[i], NULL, 0);
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
	struct sbxfs *fs = ctx();
	struct tree_node t;
	struct stat st;
	int r;

	if (!path && fi && fi->fh)
		path = ((struct fh *)(uintptr_t)fi->fh)->path;
	if (!path)
		return -ENOENT;
	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	dir_stat(fs, &st, 0755);
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
			st.st_ino = child_ino(fs, path, *p, NULL, 0);
			filler(buf, *p, &st, 0, 0);
		}
		return 0;
	case TREE_SANDBOX:
		for (const char *const *p = tree_sandbox_names; *p; p++) {
			st.st_ino = child_ino(fs, path, *p, NULL, 0);
			filler(buf, *p, &st, 0, 0);
		}
		return 0;
	case TREE_CTL: {
		struct fill_ctx c = {fs, buf, filler, path};

		return ctlfs_readdir(fs->ctl, t.id, t.rel, ctl_fill, &c);
	}
	case TREE_WORKSPACE: {
		struct cache_listing l = {0};
		struct sbx_dir d = {0};

		if (cache_get_dir(fs->cache, path, &l) == CACHE_HIT) {
			for (size_t i = 0; i < l.n; i++) {
				struct sbx_stat s = {.mode = S_IFREG};

				if (l.have[i])
					s = l.st[i];
				to_stat(fs, t.id, &s, &st);
				st.st_ino = child_ino(fs, path, l.names[i], t.id, s.ino);
				if (filler(buf, l.names[i], &st, 0, 0))
					break;
			}
			cache_listing_release(&l);
			return 0;
		}
		r = list_dir(fs, path, &t, &d);
		if (r < 0)
			return r;
		for (size_t i = 0; i < d.n; i++) {
			to_stat(fs, t.id, &d.ents[i].st, &st);
			st.st_ino = child_ino(fs, path, d.ents[i].name, t.id, d.ents[i].st.ino);
			if (filler(buf, d.ents[i].name, &st, 0, 0))
				break;
		}
		sbx_dir_release(&d);
		return 0;
	}
	case TREE_META_FILE:
		return -ENOTDIR;
	}
	return -ENOENT;
}

/* Other names of a file whose link count or data changed: asked again. */
static void forget_links(struct sbxfs *fs, const char *id, const struct sbx_stat *st,
			 const char *except)
{
	char prefix[SBX_ID_MAX + 2];

	if (!st->ino)
		return;
	snprintf(prefix, sizeof(prefix), "/%s", id);
	cache_forget_ino(fs->cache, prefix, st->ino, except);
}

/* After a change of path (rename: from path to `to`), stores what the
 * server said it left (sbx_last_after: sbxd's answers carry the attributes
 * of the changed path and of the directories whose entries changed), so
 * that nothing shown is a guess: a new directory's inherited setgid bit, a
 * ctime that moved, a clamped time, a parent's mtime and link count. What
 * the server did not say is asked for again when needed (the cache marks
 * it stale); a new name whose attributes are unknown is added without
 * them. link: a new symlink's target. */
static void after_change(struct sbxfs *fs, const char *path, const char *to, const char *link,
			 bool created, const struct sbx_stat *known)
{
	const char *target = to ? to : path;
	struct sbx_after a;
	struct tree_node t;
	char dir[PATH_MAX];

	sbx_last_after(&a);
	if (!a.have_st && known) {
		a.st = *known;
		a.have_st = true;
	}
	if (created)
		cache_add(fs->cache, target, a.have_st ? &a.st : NULL, link);
	else if (a.have_st)
		cache_put(fs->cache, cache_gen(fs->cache), target, &a.st, link);
	else {
		struct sbx_stat old;

		/* the server said nothing: what we knew of it is stale, and so
		 * is every other name of a hard-linked file */
		if (cache_get(fs->cache, target, &old, NULL) == CACHE_HIT && old.nlink > 1 &&
		    !S_ISDIR(old.mode) && tree_parse(target, &t) == 0)
			forget_links(fs, t.id, &old, target);
		cache_invalidate(fs->cache, target);
	}
	if (a.have_st && S_ISREG(a.st.mode))
		filecache_set_version(fs->fc, target, &a.st);
	if (a.have_st && a.st.nlink > 1 && !S_ISDIR(a.st.mode) && tree_parse(target, &t) == 0)
		forget_links(fs, t.id, &a.st, target); /* every name of the inode changed */
	if (a.have_from_st)
		cache_put(fs->cache, cache_gen(fs->cache), path, &a.from_st, NULL);
	if (a.have_parent && tree_split(path, dir, sizeof(dir)))
		cache_put(fs->cache, cache_gen(fs->cache), dir, &a.parent, NULL);
	if (to && a.have_to_parent && tree_split(to, dir, sizeof(dir)))
		cache_put(fs->cache, cache_gen(fs->cache), dir, &a.to_parent, NULL);
}

/* Uploads a dirty open file at path before a metadata change of it. */
static int settle(struct sbxfs *fs, const char *path)
{
	struct sbx_stat s;
	bool up;
	int r;

	r = filecache_flush_key(fs->fc, path, &s, &up);
	if (r < 0) {
		log_err("upload", path, r);
		return r;
	}
	if (up)
		cache_put(fs->cache, cache_gen(fs->cache), path, &s, NULL);
	return 0;
}

static int fs_mkdir(const char *path, mode_t mode)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node t;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return strchr(path + 1, '/') ? r : -EINVAL; /* MOUNT/<bad id> */
	switch (t.kind) {
	case TREE_SANDBOX:
		return known_add(fs->known, t.id, true);
	case TREE_WORKSPACE:
		set_creator(fs, path);
		r = sbx_mkdir(fs->client, t.id, t.rel, mode);
		if (r < 0)
			return r;
		after_change(fs, path, NULL, NULL, true, NULL);
		return 0;
	case TREE_CTL:
		return ctlfs_mkdir(fs->ctl, t.id, t.rel, mode);
	default:
		return -EEXIST;
	}
}

static int fs_rmdir(const char *path)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node t;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	switch (t.kind) {
	case TREE_SANDBOX:
		r = sbx_destroy(fs->client, t.id);
		if (r < 0)
			return r;
		ctlfs_forget_sandbox(fs->ctl, t.id);
		cache_drop_prefix(fs->cache, path);
		filecache_drop_prefix(fs->fc, path);
		known_remove(fs->known, t.id);
		srv_forget(fs, t.id);
		return 0;
	case TREE_WORKSPACE:
		if (strcmp(t.rel, "/workspace") == 0)
			return -EBUSY;
		r = sbx_rmdir(fs->client, t.id, t.rel);
		if (r < 0)
			return r;
		cache_remove(fs->cache, path);
		after_change(fs, path, NULL, NULL, false, NULL);
		return 0;
	case TREE_CTL:
		return ctlfs_rmdir(fs->ctl, t.id, t.rel);
	default:
		return -EACCES;
	}
}

static int fs_unlink(const char *path)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node t;
	struct sbx_stat s;
	bool linked;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	switch (t.kind) {
	case TREE_WORKSPACE:
		if (!fs->fc)
			return -ENOTCONN; /* libfuse's final cleanup, after destroy */
		if (filecache_attr(fs->fc, path, &s, true) == FC_UNLINKED) {
			/* the last close of an unlinked file: it was a local name */
			filecache_unlink(fs->fc, path);
			return 0;
		}
		linked = cache_get(fs->cache, path, &s, NULL) == CACHE_HIT && s.nlink > 1;
		r = sbx_unlink(fs->client, t.id, t.rel);
		if (r < 0)
			return r;
		if (linked)
			forget_links(fs, t.id, &s, path); /* the other names' link count */
		filecache_unlink(fs->fc, path);
		cache_remove(fs->cache, path);
		after_change(fs, path, NULL, NULL, false, NULL);
		return 0;
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
	struct sbxfs *fs = ctx();
	struct tree_node t;
	const char *tg;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	if (t.kind != TREE_WORKSPACE)
		return -EPERM;
	tg = links_from_mount(fs->conf.mountpoint, t.id, target);
	set_creator(fs, path);
	r = sbx_symlink(fs->client, t.id, tg, t.rel);
	if (r < 0)
		return r;
	links_own_add(fs->own, path, tg);
	after_change(fs, path, NULL, tg, true, NULL);
	return 0;
}

static int fs_rename(const char *from, const char *to, unsigned int flags)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node a, b;
	struct sbx_stat s, ms;
	bool replaced, moved;
	int r;

	r = tree_parse(from, &a);
	if (r == 0)
		r = tree_parse(to, &b);
	if (r < 0)
		return r;
	/* Between sandboxes' workspaces: EXDEV, so mv copies. Sandboxes
	 * themselves and control files cannot move. */
	if (a.kind != TREE_WORKSPACE || b.kind != TREE_WORKSPACE)
		return a.kind == TREE_WORKSPACE && b.kind == TREE_CTL ? -EXDEV : -EPERM;
	if (strcmp(a.id, b.id) != 0)
		return -EXDEV;
	if (strcmp(a.rel, "/workspace") == 0 || strcmp(b.rel, "/workspace") == 0)
		return -EBUSY;
	memset(&s, 0, sizeof(s));
	if (flags == 0 && hidden_name(to) && strcmp(hide_probe, to) == 0 &&
	    filecache_attr(fs->fc, from, &s, false) != FC_NONE) {
		/* libfuse hiding an open file it unlinks (see "unlinked open
		 * files"): the sandbox unlinks it, we keep it under `to` */
		bool have = cache_get(fs->cache, from, &s, NULL) == CACHE_HIT;
		bool linked = have && s.nlink > 1;

		hide_probe[0] = '\0';
		r = sbx_unlink(fs->client, a.id, a.rel);
		if (r < 0 && r != -ENOENT)
			return r;
		if (linked)
			forget_links(fs, a.id, &s, from); /* the other names' link count */
		filecache_hide(fs->fc, from, to);
		if (have) {
			mode_t m = s.mode; /* as it is now (a chmod since the open) */

			filecache_unlinked_setattr(fs->fc, to, &m, NULL);
		}
		cache_remove(fs->cache, from);
		after_change(fs, from, NULL, NULL, false, NULL);
		return 0;
	}
	hide_probe[0] = '\0';
	r = settle(fs, from);
	if (r < 0)
		return r;
	if (flags & RENAME_EXCHANGE) {
		r = settle(fs, to);
		if (r < 0)
			return r;
	}
	/* a linked file replaced (or swapped) loses a name or moves, a moved
	 * one moves: either way its ctime changed under its other names */
	replaced =
	    cache_get(fs->cache, to, &s, NULL) == CACHE_HIT && s.nlink > 1 && !S_ISDIR(s.mode);
	moved =
	    cache_get(fs->cache, from, &ms, NULL) == CACHE_HIT && ms.nlink > 1 && !S_ISDIR(ms.mode);
	r = sbx_rename(fs->client, a.id, a.rel, b.rel, flags);
	if (r < 0)
		return r;
	if (replaced)
		forget_links(fs, a.id, &s, NULL);
	if (moved)
		forget_links(fs, a.id, &ms, NULL);
	if (replaced && moved && s.ino == ms.ino) {
		/* two names of one file: rename(2) does nothing */
		cache_invalidate(fs->cache, from);
		cache_invalidate(fs->cache, to);
		return 0;
	}
	if (flags & RENAME_EXCHANGE) {
		/* Open files follow their data, both ways at once. */
		filecache_exchange(fs->fc, from, to);
		cache_drop_prefix(fs->cache, from);
		cache_drop_prefix(fs->cache, to);
		cache_add(fs->cache, from, NULL, NULL);
		cache_add(fs->cache, to, NULL, NULL);
		after_change(fs, from, to, NULL, false, NULL);
		return 0;
	}
	cache_rename(fs->cache, from, to);
	filecache_rename(fs->fc, from, to);
	links_own_rename(fs->own, from, to);
	after_change(fs, from, to, NULL, false, NULL);
	return 0;
}

static int fs_link(const char *from, const char *to)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node a, b;
	struct sbx_after af;
	int r;

	r = tree_parse(from, &a);
	if (r == 0)
		r = tree_parse(to, &b);
	if (r < 0)
		return r;
	if (a.kind != TREE_WORKSPACE || b.kind != TREE_WORKSPACE)
		return -EPERM;
	if (strcmp(a.id, b.id) != 0)
		return -EXDEV;
	/* the new name must show what was written through the old one */
	r = settle(fs, from);
	if (r < 0)
		return r;
	r = sbx_link(fs->client, a.id, a.rel, b.rel);
	if (r < 0)
		return r;
	sbx_last_after(&af);
	after_change(fs, to, NULL, NULL, true, NULL);
	if (af.have_st) {
		/* one inode, more names: every name's link count and ctime */
		forget_links(fs, a.id, &af.st, NULL);
		cache_put(fs->cache, cache_gen(fs->cache), from, &af.st, NULL);
		cache_put(fs->cache, cache_gen(fs->cache), to, &af.st, NULL);
	} else {
		struct sbx_stat s;

		/* (the exec fallback says nothing) its other names too */
		if (cache_get(fs->cache, from, &s, NULL) == CACHE_HIT)
			forget_links(fs, a.id, &s, NULL);
		cache_invalidate(fs->cache, from);
	}
	return 0;
}

static int fs_chmod(const char *path, mode_t mode, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node t;
	struct sbx_stat s;
	char kb[PATH_MAX];
	int r;

	path = op_path(fs, path, fi, kb, sizeof(kb));
	if (!path)
		return fi ? 0 : -ENOENT; /* unlinked open file */
	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	if (t.kind != TREE_WORKSPACE)
		return -EPERM;
	/* An unlinked open file: its attributes are ours alone. */
	if (filecache_unlinked_setattr(fs->fc, path, &mode, NULL) == 0)
		return 0;
	/* Same mode as a fresh cached one: nothing to change (vim's fchmod). */
	if (cache_get(fs->cache, path, &s, NULL) == CACHE_HIT && !S_ISLNK(s.mode) &&
	    (s.mode & 07777) == (mode & 07777))
		return 0;
	r = settle(fs, path);
	if (r < 0)
		return r;
	r = sbx_chmod(fs->client, t.id, t.rel, mode & 07777);
	if (r < 0)
		return r;
	after_change(fs, path, NULL, NULL, false, NULL);
	return 0;
}

static int fs_chown(const char *path, uid_t uid, gid_t gid, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node t;
	struct sbx_stat s;
	char kb[PATH_MAX];
	int r;

	path = op_path(fs, path, fi, kb, sizeof(kb));
	if (!path)
		return fi ? 0 : -ENOENT; /* detached open file: nothing to record */
	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	if (t.kind != TREE_WORKSPACE)
		return -EPERM;
	if (filecache_unlinked_setattr(fs->fc, path, NULL, NULL) == 0)
		return 0; /* an unlinked open file: no sandbox file to record it on */
	/* What it already shows: nothing to change (tar and cp -a as root
	 * restore the owner of every file they write). */
	if (cache_get(fs->cache, path, &s, NULL) == CACHE_HIT) {
		struct stat cur;

		to_stat(fs, t.id, &s, &cur);
		if ((uid == (uid_t)-1 || uid == cur.st_uid) &&
		    (gid == (gid_t)-1 || gid == cur.st_gid))
			return 0;
	}
	r = sbx_chown(fs->client, t.id, t.rel, uid, gid, fs->uid, fs->gid);
	if (r < 0)
		log_err("chown", path, r);
	if (r < 0)
		return r;
	after_change(fs, path, NULL, NULL, false, NULL);
	return 0;
}

static int fs_truncate(const char *path, off_t size, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct fh *h = fi ? (struct fh *)(uintptr_t)fi->fh : NULL;
	struct tree_node t;
	struct sbx_stat s;
	int r;

	if (size < 0)
		return -EINVAL;
	if (h && h->kind == FH_FILE)
		return filecache_truncate(h->node, size);
	if (!path && h)
		path = h->path;
	if (!path)
		return -ENOENT;
	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	switch (t.kind) {
	case TREE_CTL:
		return ctlfs_truncate(fs->ctl, t.id, t.rel, size);
	case TREE_WORKSPACE:
		r = cache_get(fs->cache, path, &s, NULL) == CACHE_HIT ? 0 : -ENOENT;
		r = filecache_truncate_key(fs->fc, path, size, r == 0 ? &s : NULL);
		if (r != -ENOENT)
			return r;
		r = sbx_truncate(fs->client, t.id, t.rel, size);
		if (r < 0)
			return r;
		after_change(fs, path, NULL, NULL, false, NULL);
		return 0;
	case TREE_META_FILE:
		return -EACCES;
	default:
		return -EISDIR;
	}
}

static int fs_utimens(const char *path, const struct timespec ts[2], struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node t;
	char kb[PATH_MAX];
	int r;

	path = op_path(fs, path, fi, kb, sizeof(kb));
	if (!path)
		return fi ? 0 : -ENOENT; /* unlinked open file: nothing left to stamp */
	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	if (t.kind != TREE_WORKSPACE)
		return t.kind == TREE_CTL ? 0 : -EPERM;
	if (filecache_unlinked_setattr(fs->fc, path, NULL, ts) == 0)
		return 0;
	r = settle(fs, path);
	if (r < 0)
		return r;
	r = sbx_utimens(fs->client, t.id, t.rel, ts);
	if (r < 0)
		return r;
	after_change(fs, path, NULL, NULL, false, NULL);
	return 0;
}

static int open_ws(struct sbxfs *fs, const char *path, const struct tree_node *t,
		   struct fuse_file_info *fi, const mode_t *create_mode)
{
	struct sbx_stat s;
	struct fh *h;
	bool keep = false;
	int r;

	if (strcmp(t->rel, "/workspace") == 0)
		return create_mode ? -EEXIST : -EISDIR;
	h = fh_new(FH_FILE);
	if (!h)
		return -ENOMEM;
	if (create_mode) {
		/* The file exists in the sandbox before open(2) returns: every
		 * later operation (rmdir of its directory, a rename over it, a
		 * command) sees it, and O_EXCL is the sandbox's own. */
		set_creator(fs, path);
		r = sbx_create(fs->client, t->id, t->rel, *create_mode & 07777,
			       (fi->flags & O_EXCL) != 0, &s);
		if (r < 0)
			goto fail;
		if (!S_ISREG(s.mode)) {
			r = S_ISDIR(s.mode) ? -EISDIR : -EEXIST;
			goto fail;
		}
		after_change(fs, path, NULL, NULL, true, &s);
	} else {
		r = ws_stat(fs, path, t, &s, NULL, false);
		if (r < 0)
			goto fail;
		if (S_ISDIR(s.mode)) {
			r = -EISDIR;
			goto fail;
		}
		if (s.nlink > 1 && filecache_flush_link(fs->fc, path, &s) > 0) {
			cache_invalidate(fs->cache, path); /* the upload changed it */
			forget_links(fs, t->id, &s, path); /* and its other names */
			r = ws_stat(fs, path, t, &s, NULL, false);
			if (r < 0)
				goto fail;
		}
		if ((fi->flags & O_TRUNC) && s.size == 0) {
			/* no data to cut, but O_TRUNC of an existing file marks
			 * its mtime and ctime (POSIX; `: > stamp` in a Makefile),
			 * and nothing would be uploaded to do it */
			const struct timespec now[2] = {{0, UTIME_OMIT}, {0, UTIME_NOW}};

			r = sbx_utimens(fs->client, t->id, t->rel, now);
			if (r < 0)
				goto fail;
			after_change(fs, path, NULL, NULL, false, NULL);
			r = ws_stat(fs, path, t, &s, NULL, false);
			if (r < 0)
				goto fail;
		}
	}
	r = filecache_open(fs->fc, path, &s, fi->flags, &h->node, &keep);
	if (r < 0) {
		if (r != -ENOENT)
			log_err("download", path, r);
		goto fail;
	}
	h->append = (fi->flags & O_APPEND) != 0;
	fi->fh = (uintptr_t)h;
	fi->keep_cache = keep;
	fi->direct_io = 0;
	return 0;
fail:
	fh_free(h);
	return r;
}

/* A command may start through this control file: uploads of closed files
 * that failed for a transient reason (fs/filecache.c) are tried again
 * first, so the command sees them. Best effort: an unreachable server
 * fails the command itself with a precise error. */
static void before_command(struct sbxfs *fs, const char *id)
{
	char prefix[SBX_ID_MAX + 16];

	snprintf(prefix, sizeof(prefix), "/%s/workspace", id);
	filecache_flush_pending(fs->fc, prefix);
}

static int open_ctl(struct sbxfs *fs, const char *path, const struct tree_node *t,
		    struct fuse_file_info *fi, const mode_t *create_mode)
{
	struct fh *h = fh_new(FH_CTL);
	int r;

	if (!h)
		return -ENOMEM;
	if ((fi->flags & O_ACCMODE) != O_RDONLY)
		before_command(fs, t->id);
	if (create_mode)
		r = ctlfs_create(fs->ctl, t->id, t->rel, *create_mode, fi->flags, &h->cf);
	else
		r = ctlfs_open(fs->ctl, t->id, t->rel, fi->flags, &h->cf);
	if (r < 0) {
		fh_free(h);
		return r;
	}
	h->path = strdup(path);
	if (!h->path) {
		ctlfs_release(h->cf);
		fh_free(h);
		return -ENOMEM;
	}
	fi->fh = (uintptr_t)h;
	fi->direct_io = 1;
	return 0;
}

static int fs_open(const char *path, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node t;
	struct fh *h;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	switch (t.kind) {
	case TREE_WORKSPACE:
		return open_ws(fs, path, &t, fi, NULL);
	case TREE_CTL:
		return open_ctl(fs, path, &t, fi, NULL);
	case TREE_META_FILE:
		if ((fi->flags & O_ACCMODE) != O_RDONLY)
			return -EACCES;
		h = fh_new(FH_MEM);
		if (!h)
			return -ENOMEM;
		r = meta_content(fs, t.rel, &h->mem, &h->len);
		if (r < 0) {
			fh_free(h);
			return r;
		}
		h->path = strdup(path);
		if (!h->path) {
			free(h->mem);
			fh_free(h);
			return -ENOMEM;
		}
		fi->fh = (uintptr_t)h;
		fi->direct_io = 1;
		return 0;
	default:
		return -EISDIR;
	}
}

static int fs_create(const char *path, mode_t mode, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node t;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return strchr(path + 1, '/') ? r : -EACCES;
	switch (t.kind) {
	case TREE_WORKSPACE:
		if (!S_ISREG(mode) && (mode & S_IFMT) != 0)
			return -EPERM;
		return open_ws(fs, path, &t, fi, &mode);
	case TREE_CTL:
		return open_ctl(fs, path, &t, fi, &mode);
	default:
		return -EACCES;
	}
}

static int fs_mknod(const char *path, mode_t mode, dev_t rdev)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct tree_node t;
	struct sbx_stat s;
	int r;

	r = tree_parse(path, &t);
	if (r < 0)
		return r;
	if (t.kind != TREE_WORKSPACE)
		return -EACCES;
	set_creator(fs, path);
	if (S_ISREG(mode)) {
		r = sbx_create(fs->client, t.id, t.rel, mode & 07777, true, &s);
		if (r < 0)
			return r;
		after_change(fs, path, NULL, NULL, true, &s);
		return 0;
	}
	/* FIFOs and UNIX sockets are made in the sandbox, where its processes
	 * use them; no device nodes in a sandbox */
	if (!S_ISFIFO(mode) && !S_ISSOCK(mode))
		return -EPERM;
	r = sbx_mknod(fs->client, t.id, t.rel, mode);
	if (r < 0)
		return r;
	after_change(fs, path, NULL, NULL, true, NULL);
	return 0;
}

static int fs_read(const char *path, char *buf, size_t size, off_t off, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct fh *h = (struct fh *)(uintptr_t)fi->fh;

	switch (h->kind) {
	case FH_FILE:
		return (int)filecache_read(h->node, buf, size, off);
	case FH_CTL:
		/* the same check as every request's: only a signal that ends the
		 * reader stops a blocking read (Go's SIGURG must not) */
		return (int)ctlfs_read(h->cf, buf, size, off, op_interrupted, NULL);
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
	struct fh *h = (struct fh *)(uintptr_t)fi->fh;

	switch (h->kind) {
	case FH_FILE:
		return (int)filecache_write(h->node, buf, size, h->append ? -1 : off);
	case FH_CTL:
		return (int)ctlfs_write(h->cf, buf, size, off);
	default:
		return -EBADF;
	}
}

/* Every close(2) and fsync: what is dirty goes to the sandbox now, and its
 * errno comes back to the caller. A refused upload is dropped (see
 * fs/filecache.c), so what we believe about the file is stale. */
static int flush_file(struct sbxfs *fs, struct fh *h)
{
	char key[PATH_MAX];
	struct sbx_stat s;
	bool up;
	int r;

	r = filecache_flush(fs->fc, h->node, &s, &up);
	filecache_node_key(fs->fc, h->node, key, sizeof(key));
	if (r < 0) {
		log_err("upload", key, r);
		if (!filecache_transient(r) && key[0])
			cache_invalidate(fs->cache, key);
		return r;
	}
	if (key[0] && up) {
		struct tree_node t;

		cache_put(fs->cache, cache_gen(fs->cache), key, &s, NULL);
		if (s.nlink > 1 && tree_parse(key, &t) == 0)
			forget_links(fs, t.id, &s, key); /* the other names' size and times */
	}
	return 0;
}

static int fs_flush(const char *path, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct fh *h = (struct fh *)(uintptr_t)fi->fh;

	switch (h->kind) {
	case FH_FILE:
		return flush_file(fs, h);
	case FH_CTL: {
		struct tree_node t;

		if (h->path && tree_parse(h->path, &t) == 0)
			before_command(fs, t.id);
		return ctlfs_flush(h->cf);
	}
	default:
		return 0;
	}
}

static int fs_fsync(const char *path, int datasync, struct fuse_file_info *fi)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
	struct fh *h = (struct fh *)(uintptr_t)fi->fh;

	switch (h->kind) {
	case FH_FILE:
		return flush_file(fs, h);
	case FH_CTL:
		return ctlfs_fsync(h->cf);
	default:
		return 0;
	}
}

static int fs_release(const char *path, struct fuse_file_info *fi)
{
	OP_DEADLINE();
	struct sbxfs *fs = ctx();
	struct fh *h = (struct fh *)(uintptr_t)fi->fh;
	char key[PATH_MAX];
	int r;

	switch (h->kind) {
	case FH_FILE:
		filecache_node_key(fs->fc, h->node, key, sizeof(key));
		r = filecache_release(fs->fc, h->node);
		if (r < 0)
			log_err(filecache_transient(r) ? "upload (kept for retry)" : "upload", key,
				r);
		if ((r > 0 || (r < 0 && !filecache_transient(r))) && key[0])
			cache_invalidate(fs->cache, key);
		break;
	case FH_CTL:
		ctlfs_release(h->cf);
		break;
	case FH_MEM:
		free(h->mem);
		break;
	case FH_DIR:
		break;
	}
	free(h->path);
	fh_free(h);
	return 0;
}

static int fs_statfs(const char *path, struct statvfs *sv)
{
	OP_INTERRUPTIBLE();
	struct sbxfs *fs = ctx();
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
	struct tree_node t;
	struct fh *h;

	if (!path || tree_parse(path, &t) < 0)
		return -ENOENT;
	h = fh_new(FH_DIR);
	if (!h || !(h->path = strdup(path))) {
		fh_free(h);
		return -ENOMEM;
	}
	fi->fh = (uintptr_t)h;
	return 0;
}

static int fs_releasedir(const char *path, struct fuse_file_info *fi)
{
	struct fh *h = (struct fh *)(uintptr_t)fi->fh;

	if (h)
		free(h->path);
	fh_free(h);
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
    .fsync = fs_fsync,
    .opendir = fs_opendir,
    .releasedir = fs_releasedir,
    .readdir = fs_readdir,
    .create = fs_create,
    .utimens = fs_utimens,
};
