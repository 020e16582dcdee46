/* mount — the mount object and its lifecycle: configuration, the runtime
 * parts built at init, open handles, the server's sandbox list (mount.h).
 */
#include <errno.h>
#include <fuse.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cache.h"
#include "changes.h"
#include "ctlfs.h"
#include "filecache.h"
#include "inos.h"
#include "intr.h"
#include "kernel.h"
#include "sandbox_ids.h"
#include "links.h"
#include "log.h"
#include "mount.h"
#include "polls.h"
#include "owners.h"
#include "stats.h"
#include "tree.h"

void mount_log_err(const char *what, const char *path, int r)
{
	sbxfs_log("%s %s: %s%s%s", what, path ? path : "", strerror(-r),
		  sbx_last_error()[0] ? ": " : "", sbx_last_error());
}

struct sbxfs *mount_of_request(void)
{
	return fuse_get_context()->private_data;
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
	pthread_mutex_init(&fs->fh_lock, NULL);
	*out = fs;
	return 0;
}

int sbxfs_init_error(const struct sbxfs *fs)
{
	return fs->init_err;
}

void sbxfs_quiesce(struct sbxfs *fs)
{
	kernel_stop(fs->kernel);
}

/* Handles left open at the end of the session (open files' data is the
 * file cache's to send, see filecache_free). */
static void fh_free_all(struct sbxfs *fs)
{
	while (fs->fh_live) {
		struct fh *h = fs->fh_live;

		if (h->kind == FH_CTL)
			ctlfs_release(h->cf);
		else if (h->kind == FH_MEM)
			free(h->mem);
		mount_fh_free(fs, h);
	}
}

void sbxfs_free(struct sbxfs *fs)
{
	if (!fs)
		return;
	polls_free(fs->polls);
	fh_free_all(fs);
	ctlfs_free(fs->ctl);
	if (fs->client) /* (each unsent create goes with its own upload now) */
		sbx_client_set_before(fs->client, NULL, NULL);
	filecache_free(fs->files);
	changes_free(fs->changes);
	kernel_free(fs->kernel);
	cache_free(fs->cache);
	sandbox_ids_free(fs->ids);
	links_own_free(fs->own);
	inos_free(fs->inos);
	owners_free(fs->owners);
	sbx_client_free(fs->client);
	stats_free(fs->stats);
	sbx_strv_free(fs->srv_ids, fs->srv_n);
	pthread_mutex_destroy(&fs->srv_lock);
	pthread_mutex_destroy(&fs->fh_lock);
	free(fs->conf.url);
	free(fs->conf.token);
	free(fs->conf.cacert);
	free(fs->conf.mountpoint);
	free(fs->conf.known_file);
	free(fs->conf.spool_dir);
	free(fs->conf.mem_dir);
	free(fs->conf.recovered_dir);
	free(fs);
}

struct fh *mount_fh_new(struct sbxfs *fs, enum fh_kind kind)
{
	struct fh *h = calloc(1, sizeof(*h));

	if (!h)
		return NULL;
	h->kind = kind;
	pthread_mutex_lock(&fs->fh_lock);
	h->next = fs->fh_live;
	if (fs->fh_live)
		fs->fh_live->prev = h;
	fs->fh_live = h;
	pthread_mutex_unlock(&fs->fh_lock);
	return h;
}

void mount_fh_free(struct sbxfs *fs, struct fh *h)
{
	if (!h)
		return;
	pthread_mutex_lock(&fs->fh_lock);
	if (h->prev)
		h->prev->next = h->next;
	else
		fs->fh_live = h->next;
	if (h->next)
		h->next->prev = h->prev;
	pthread_mutex_unlock(&fs->fh_lock);
	free(h->path);
	free(h);
}

void mount_dirs_moved(struct sbxfs *fs, const char *from, const char *to, bool exchange)
{
	size_t flen = strlen(from), tlen = strlen(to);

	/* A handle follows its directory, not the name it was opened by (the
	 * path API hands readdir no path of its own: nullpath_ok). A path
	 * that cannot be made (no memory) goes dead rather than wrong. */
	pthread_mutex_lock(&fs->fh_lock);
	for (struct fh *h = fs->fh_live; h; h = h->next) {
		char *np;

		if (h->kind != FH_DIR || !h->path || h->gone)
			continue;
		if (tree_below(h->path, from, flen))
			np = tree_moved(h->path, flen, to);
		else if (exchange && tree_below(h->path, to, tlen))
			np = tree_moved(h->path, tlen, from);
		else if (tree_below(h->path, to, tlen))
			np = NULL, h->gone = true;
		else
			continue;
		free(h->path);
		h->path = np;
	}
	pthread_mutex_unlock(&fs->fh_lock);
}

void mount_files_hidden(struct sbxfs *fs, const char *id, const char *path)
{
	char nid[SBX_ID_MAX + 1], np[PATH_MAX];

	pthread_mutex_lock(&fs->fh_lock);
	for (struct fh *h = fs->fh_live; h; h = h->next) {
		if (h->kind != FH_FILE || !h->node)
			continue;
		filecache_node_name(fs->files, h->node, nid, np, sizeof(np));
		if (strcmp(nid, id) == 0 && strcmp(np, path) == 0)
			h->hidden_alias = true;
	}
	pthread_mutex_unlock(&fs->fh_lock);
}

const char *mount_dir_path(struct sbxfs *fs, struct fh *h, char *buf, size_t size)
{
	const char *r = NULL;

	pthread_mutex_lock(&fs->fh_lock);
	if (h->path && (size_t)snprintf(buf, size, "%s", h->path) < size)
		r = buf;
	pthread_mutex_unlock(&fs->fh_lock);
	return r;
}

void mount_dir_stat(const struct sbxfs *fs, struct stat *st, mode_t perm)
{
	memset(st, 0, sizeof(*st));
	st->st_mode = S_IFDIR | perm;
	st->st_nlink = 2;
	st->st_uid = fs->uid;
	st->st_gid = fs->gid;
	st->st_atim = st->st_mtim = st->st_ctim = fs->start;
	st->st_blksize = 4096;
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
	stale = fs->srv_list == 0 || (fs->srv_list > 0 && sbx_now_s() - fs->srv_time >= ttl);
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
		fs->srv_time = sbx_now_s();
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
 * with EISDIR, without asking us. */
int mount_sandbox_exists(struct sbxfs *fs, const char *id)
{
	bool found = false;
	int r;

	if (sandbox_ids_has(fs->ids, id))
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
	sandbox_ids_add(fs->ids, id, true);
	return 0;
}

void mount_sandbox_forget(struct sbxfs *fs, const char *id)
{
	sandbox_ids_remove(fs->ids, id);
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

int mount_sandbox_list(struct sbxfs *fs, char ***ids, size_t *n)
{
	srv_refresh(fs);
	pthread_mutex_lock(&fs->srv_lock);
	for (size_t i = 0; i < fs->srv_n; i++)
		sandbox_ids_add(fs->ids, fs->srv_ids[i], false);
	pthread_mutex_unlock(&fs->srv_lock);
	return sandbox_ids_list(fs->ids, ids, n);
}

/* ---- what the runtime parts tell each other ----------------------------- */

/* A command ran in sandbox id (ctlfs's invalidate callback). */
static void on_command(void *arg, const char *id)
{
	struct sbxfs *fs = arg;

	changes_sandbox(fs->changes, id);
}

static void on_replaced(void *arg, const char *id, const char *path, ino_t old_ino, ino_t new_ino,
			bool before, bool told)
{
	struct sbxfs *fs = arg;
	char mp[PATH_MAX], prefix[SBX_ID_MAX + 2];

	snprintf(mp, sizeof(mp), "/%s%s", id, path);
	snprintf(prefix, sizeof(prefix), "/%s", id);
	/* A server that does not say which file the data replaced (a bridge):
	 * the opened file's number under another name the kernel holds means
	 * a command moved it there, and the file written is a new one (as
	 * sbxd's answer would have said) */
	if (!before && !told && new_ino && kernel_seen_elsewhere(fs->kernel, prefix, old_ino, mp))
		new_ino = 0;
	if (before)
		inos_replacing(fs->inos, id, mp, old_ino);
	else
		inos_replaced(fs->inos, id, mp, old_ino, new_ino);
}

/* The flusher sent a closed file's data. */
static void on_uploaded(void *arg, const char *id, const char *path, const struct sbx_stat *st)
{
	struct sbxfs *fs = arg;
	char mp[PATH_MAX];

	snprintf(mp, sizeof(mp), "/%s%s", id, path);
	changes_uploaded(fs->changes, mp, st);
	changes_seen_changed(fs->changes, mp); /* the kernel saw it before */
	if (!st->mode)			       /* (a sandbox command removed it right after) */
		changes_attrs_unknown(fs->changes, mp);
}

/* An upload was answered; the file still counts as unsent
 * (filecache_on_sent). */
static void on_sent(void *arg, const char *id, const char *path, const struct sbx_stat *st)
{
	struct sbxfs *fs = arg;
	char mp[PATH_MAX];

	snprintf(mp, sizeof(mp), "/%s%s", id, path);
	changes_sent(fs->changes, mp, st);
}

/* A create put off for the upload was sent on its own (filecache_drain),
 * or refused. */
static void on_born(void *arg, const char *id, const char *path, ino_t fake,
		    const struct sbx_stat *st)
{
	struct sbxfs *fs = arg;
	char mp[PATH_MAX];

	snprintf(mp, sizeof(mp), "/%s%s", id, path);
	if (st) {
		/* the new file shows the number the unborn one did; and the
		 * times the mount showed stay (the sandbox's ctime is when
		 * this request came, which nothing of the file's user did: its
		 * upload at the close moves them as every upload does) */
		inos_replaced(fs->inos, id, mp, fake, st->ino);
	} else {
		cache_remove(fs->cache, mp); /* never made: its close says why */
	}
}

/* Before every request: the creates put off until then. */
static int before_request(void *arg)
{
	struct sbxfs *fs = arg;

	return fs->files ? filecache_drain(fs->files) : 0;
}

/* ---- init and destroy ---------------------------------------------------- */

static void configure(struct sbxfs *fs, struct fuse_conn_info *conn, struct fuse_config *cfg)
{
	kernel_configure(fs->conf.cache_timeout, cfg);
	/* Our own inode numbers (fs/inos.h), so libfuse need not
	 * remember forgotten nodes to keep them stable: with `remember`,
	 * libfuse 3.14 asserts in unlink_node() when a rename lands on a name
	 * it remembers but the kernel forgot (a file a command deleted, then
	 * saved over by an editor): libfuse#589, an abort of the daemon. */
	cfg->use_ino = 1;
	/* Unlinked open files keep a (hidden) name in libfuse, so that fstat,
	 * which the kernel sends without a file handle, still finds them
	 * (fs/workspace.c "unlinked open files"). */
	cfg->hard_remove = 0;
	cfg->nullpath_ok = 1;
	cfg->remember = 0;
	cfg->direct_io = 0;
	/* Interruptible operations (fs/intr.c). libfuse 3.14 has no mount
	 * option for this: fuse_new installs the no-op handler for
	 * intr_signal only when intr was set before it, so we install our
	 * own, without SA_RESTART, before telling libfuse to send the signal
	 * (its default action would kill the daemon). */
	if (intr_install_signal(SIGUSR1) == 0) {
		cfg->intr = 1;
		cfg->intr_signal = SIGUSR1;
	}
	conn->want &= ~FUSE_CAP_WRITEBACK_CACHE;
	clock_gettime(CLOCK_REALTIME, &fs->start);
}

static int make_dir(const char *path)
{
	return mkdir(path, 0700) != 0 && errno != EEXIST ? -errno : 0;
}

void mount_start(struct sbxfs *fs, struct fuse_conn_info *conn, struct fuse_config *cfg)
{
	struct sbx_client_opts co = {0};
	struct ctlfs_opts cto = {0};
	char ctldir[PATH_MAX], fcdir[PATH_MAX];
	int r;

	configure(fs, conn, cfg);
	co.url = fs->conf.url;
	co.token = fs->conf.token;
	co.cacert = fs->conf.cacert;
	co.insecure = fs->conf.insecure;
	co.io_timeout_ms = fs->conf.io_timeout_ms;
	co.stream_timeout_ms = fs->conf.stream_timeout_ms;
	co.retries = -1;
	snprintf(ctldir, sizeof(ctldir), "%s/ctl", fs->conf.spool_dir);
	snprintf(fcdir, sizeof(fcdir), "%s/files", fs->conf.spool_dir);
	if ((r = make_dir(ctldir)) < 0 || (r = make_dir(fcdir)) < 0)
		goto fail;
	if ((r = stats_new(&fs->stats)) < 0 || (r = sbx_client_new(&co, &fs->client)) < 0)
		goto fail;
	sbx_client_set_request_cb(fs->client, stats_record, fs->stats);
	if ((r = cache_new(fs->conf.cache_timeout, NULL, &fs->cache)) < 0)
		goto fail;
	r = filecache_new(fs->client, fcdir, fs->conf.idle_cache_max, on_uploaded, fs, &fs->files);
	if (r < 0 || (r = inos_new(1 << 16, &fs->inos)) < 0)
		goto fail;
	filecache_set_max_files(fs->files, fs->conf.idle_files_max);
	if (fs->conf.mem_dir && fs->conf.mem_max > 0)
		filecache_set_mem(fs->files, fs->conf.mem_dir, fs->conf.mem_max);
	filecache_on_replaced(fs->files, on_replaced, fs);
	filecache_on_sent(fs->files, on_sent, fs);
	filecache_on_born(fs->files, on_born, fs);
	sbx_client_set_before(fs->client, before_request, fs);
	if ((r = owners_new(fs->client, fs->uid, fs->gid, &fs->owners)) < 0 ||
	    (r = sandbox_ids_new(fs->conf.known_file, &fs->ids)) < 0 ||
	    (r = changes_new(fs->cache, fs->files, fs->own, &fs->changes)) < 0 ||
	    (r = kernel_new(fuse_get_context()->fuse, fs->conf.cache_timeout, NULL, &fs->kernel)) <
		0)
		goto fail;
	changes_on_kernel(fs->changes, kernel_stale, kernel_stale_below, fs->kernel);
	changes_on_kernel_links(fs->changes, kernel_stale_links, kernel_seen_file);
	cto.client = fs->client;
	cto.spool_dir = ctldir;
	cto.server_url = fs->conf.url;
	cto.uid = fs->uid;
	cto.gid = fs->gid;
	cto.invalidate = on_command;
	cto.invalidate_arg = fs;
	if ((r = ctlfs_new(&cto, &fs->ctl)) < 0 || (r = polls_new(&fs->polls)) < 0)
		goto fail;
	return;
fail:
	fs->init_err = r;
	mount_log_err("init", NULL, r);
	fuse_exit(fuse_get_context()->fuse);
}

void mount_stop(struct sbxfs *fs)
{
	/* libfuse has freed its node table before it calls destroy: nothing
	 * may be notified from here on (commands started below still end). */
	kernel_stop(fs->kernel);
	polls_free(fs->polls);
	fs->polls = NULL;
	/* Handles the kernel never released (a SIGTERM while a control file
	 * was open) go first: a control handle belongs to fs->ctl, freed next,
	 * and sbxfs_free would otherwise release it into freed memory. Then
	 * upload what is still dirty while the client still exists. */
	fh_free_all(fs);
	ctlfs_free(fs->ctl);
	fs->ctl = NULL;
	sbx_client_set_before(fs->client, NULL, NULL);
	filecache_free(fs->files);
	fs->files = NULL;
}
