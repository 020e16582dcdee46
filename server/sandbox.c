/* sandbox.c — the table of sandboxes: creating it (state dir, uid map,
 * cgroup and disk managers), finding or creating a sandbox by id and
 * counting its references, listing, looking up, destroying, and reporting
 * its limits and usage. Starting and stopping one sandbox, and talking to
 * its init, are sandbox_start.c's.
 *
 * Locks: table->lock guards the list and every sandbox's refs/dead;
 * sb->lock guards the sandbox's running state (runtime.h). Order: sb->lock
 * may be held while table->lock is taken (ensure_running counts the running
 * sandboxes), never the other way round: nothing here takes sb->lock with
 * table->lock held. Starting a sandbox under sb->lock also takes the uid
 * map's lock (uids.c, a leaf). The registry of processes (procreg.c) and
 * the tunnels' own locks (tunnel.c) are never taken with sb->lock held.
 *
 * Layout on disk: STATE/sandboxes/<id>/ is the sandbox's "root view":
 * workspace/ (its /workspace), tmp/ (its /tmp), home/ (its $HOME), passwd
 * and group (its /etc/passwd and /etc/group). Files survive an sbxd
 * restart; processes do not (init dies with sbxd's socket).
 *
 * When sbxd runs as root, bubblewrap is started under an unprivileged host
 * uid of the sandbox's own (uids.c; or the one --sandbox-user for all): the
 * user namespace then maps the sandbox's uid 1000 to that uid, never to host
 * root (DESIGN.md's pitfall: root-owned host files stay unreadable). The
 * root view is 0700 and owned by that uid, so no other host user reaches a
 * sandbox's files (STATE and STATE/sandboxes are 0711: bubblewrap, running
 * as the sandbox's uid, resolves its bind sources by path and must traverse
 * them). Each sandbox runs in cgroups of its own (reslimits.c), and its root
 * view is the root of a disk image of its own (disk.c) where the host
 * allows.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/fsuid.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "disk.h"
#include "reslimits.h"
#include "procs.h"
#include "runtime.h"
#include "sys.h"
#include "uids.h"

static void empty_trash(const char *sandboxes_dir);

static __thread char errbuf[1024];

const char *sbxd_errmsg(void)
{
	return errbuf;
}

void sbxd_set_errmsg(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(errbuf, sizeof(errbuf), fmt, ap);
	va_end(ap);
}

static bool valid_id(const char *id)
{
	size_t n = strlen(id);
	if (n < 1 || n > 128)
		return false;
	for (size_t i = 0; i < n; i++)
		if (!((id[i] >= 'a' && id[i] <= 'z') || (id[i] >= '2' && id[i] <= '7')))
			return false;
	return true;
}

static char *path_join(const char *a, const char *b)
{
	char *p;
	if (asprintf(&p, "%s/%s", a, b) < 0)
		return NULL;
	return p;
}

int sandbox_table_new(const struct sbxd_config *cfg, struct sandbox_table **out)
{
	struct sandbox_table *t = calloc(1, sizeof(*t));
	if (!t)
		return -ENOMEM;
	t->cfg = *cfg;
	if (t->cfg.max_sandboxes <= 0)
		t->cfg.max_sandboxes = 64;
	t->as_root = geteuid() == 0;
	pthread_mutex_init(&t->lock, NULL);
	pthread_cond_init(&t->freed, NULL);
	pthread_cond_init(&t->destroyed, NULL);
	/* 0711: bubblewrap, running as the sandbox uid, must be able to
	 * traverse to the sandbox directories it binds (it resolves bind
	 * sources by path); nothing in here is listable or readable by it
	 * but its own sandbox's files, and the token file is 0600. */
	if (mkdir(cfg->state_dir, 0711) < 0 && errno != EEXIST) {
		sbxd_set_errmsg("cannot create state dir %s: %s", cfg->state_dir, strerror(errno));
		goto fail;
	}
	t->sandboxes_dir = path_join(cfg->state_dir, "sandboxes");
	if (!t->sandboxes_dir)
		goto fail;
	if (mkdir(t->sandboxes_dir, 0711) < 0 && errno != EEXIST) {
		sbxd_set_errmsg("cannot create %s: %s", t->sandboxes_dir, strerror(errno));
		goto fail;
	}
	if (t->as_root && (chmod(cfg->state_dir, 0711) < 0 || chmod(t->sandboxes_dir, 0711) < 0)) {
		sbxd_set_errmsg("cannot chmod %s: %s", cfg->state_dir, strerror(errno));
		goto fail;
	}
	empty_trash(t->sandboxes_dir);
	if (t->as_root && !cfg->shared_uid) {
		char why[512], *map = path_join(cfg->state_dir, "uids");
		int r = uid_range_check(cfg->uid_base, cfg->uid_count, why, sizeof(why));

		if (r < 0) {
			sbxd_set_errmsg("the sandbox uid range %lu..%lu is not free: %s (choose "
					"another with --uid-base/--uid-count)",
					(unsigned long)cfg->uid_base,
					(unsigned long)cfg->uid_base + cfg->uid_count - 1, why);
			free(map);
			goto fail;
		}
		r = map ? uid_map_open(map, cfg->uid_base, cfg->uid_count, &t->uids) : -ENOMEM;
		if (r < 0) {
			sbxd_set_errmsg("cannot read %s: %s", map ? map : "uids", strerror(-r));
			free(map);
			goto fail;
		}
		free(map);
	}
	if (t->as_root) {
		/* bubblewrap runs as the sandbox uid and finds its bind sources by
		 * path: say so now, not at the first request, when a parent of
		 * the state dir is not searchable for that uid (any uid of the
		 * range stands for all: none owns those parents). */
		uid_t u = cfg->shared_uid ? cfg->sandbox_uid : cfg->uid_base;
		gid_t g = cfg->shared_uid ? cfg->sandbox_gid : (gid_t)cfg->uid_base;
		setfsgid(g);
		setfsuid(u);
		int r = faccessat(AT_FDCWD, t->sandboxes_dir, X_OK, AT_EACCESS);
		setfsuid(0);
		setfsgid(0);
		if (r < 0) {
			sbxd_set_errmsg(
			    "the sandbox user (uid %u) cannot reach %s: a parent "
			    "directory is not searchable (chmod o+x it, or use a state dir "
			    "under /var/lib)",
			    (unsigned)u, t->sandboxes_dir);
			goto fail;
		}
	}
	t->locale_dir = sandbox_locale_prepare(cfg->state_dir);
	if (access(cfg->init_path, X_OK) < 0) {
		sbxd_set_errmsg("sbxd-init not found at %s: %s", cfg->init_path, strerror(errno));
		goto fail;
	}
	{
		/* the tag names sbxd's cgroups: one per state dir, so that
		 * several sbxd never share one and a restart finds its own */
		struct limits_config lc = {
		    .pids = cfg->max_pids, .memory = cfg->max_memory, .cpu = cfg->max_cpu};
		uint64_t h = 1469598103934665603ULL;
		char tag[24];

		for (const char *p = cfg->state_dir; *p; p++)
			h = (h ^ (unsigned char)*p) * 1099511628211ULL;
		snprintf(tag, sizeof(tag), "%016llx", (unsigned long long)h);
		if (limits_new(&lc, tag, t->as_root && !cfg->shared_uid, &t->limits) < 0 ||
		    disks_new(cfg->state_dir, cfg->max_disk, &t->disks) < 0) {
			sbxd_set_errmsg("out of memory");
			goto fail;
		}
	}
	*out = t;
	return 0;
fail:
	uid_map_free(t->uids);
	limits_free(t->limits);
	disks_free(t->disks);
	free(t->sandboxes_dir);
	free(t->locale_dir);
	free(t);
	return -EIO;
}

void sandbox_limits_describe(struct sandbox_table *t, char *buf, size_t len)
{
	char l[1024], d[512], u[128];

	limits_describe(t->limits, l, sizeof(l));
	disks_describe(t->disks, d, sizeof(d));
	if (!t->as_root)
		snprintf(u, sizeof(u), "uid %lu (the user running sbxd)", (unsigned long)getuid());
	else if (t->cfg.shared_uid)
		snprintf(u, sizeof(u), "uid %lu (--sandbox-user, shared)",
			 (unsigned long)t->cfg.sandbox_uid);
	else
		snprintf(u, sizeof(u), "uids %lu..%lu (one per sandbox)",
			 (unsigned long)t->cfg.uid_base,
			 (unsigned long)t->cfg.uid_base + t->cfg.uid_count - 1);
	snprintf(buf, len, "%s, disk %s; %s", l, d, u);
}

static void sandbox_free(struct sandbox *sb)
{
	struct sandbox_table *t = sb->table;

	sandbox_shutdown(sb);
	procs_free(sb);
	if (sb->root_fd >= 0)
		close(sb->root_fd);
	pthread_mutex_destroy(&sb->lock);
	free(sb->dir);
	free(sb);
	pthread_mutex_lock(&t->lock);
	t->alive--;
	pthread_cond_broadcast(&t->freed);
	pthread_mutex_unlock(&t->lock);
}

/* Waits until every sandbox record is freed, for at most ms; the number
 * still held then. */
static size_t wait_all_freed(struct sandbox_table *t, int ms)
{
	struct timespec until = realtime_in_ms(ms);
	size_t left;

	pthread_mutex_lock(&t->lock);
	while (t->alive > 0 && pthread_cond_timedwait(&t->freed, &t->lock, &until) == 0)
		;
	left = t->alive;
	pthread_mutex_unlock(&t->lock);
	return left;
}

void sandbox_table_free(struct sandbox_table *t)
{
	struct sandbox **list;
	size_t n;
	DIR *d;

	if (!t)
		return;
	pthread_mutex_lock(&t->lock);
	list = t->list, n = t->n;
	t->list = NULL, t->n = t->cap = 0;
	for (size_t i = 0; i < n; i++)
		list[i]->dead = true;
	pthread_mutex_unlock(&t->lock);
	/* Every sandbox stops first (its processes killed, their pipes
	 * closed): then the threads still holding a reference (the drain of
	 * a command whose client went away, which refills the warm shell)
	 * end and let go of it, and the last reference frees the record.
	 * Freeing the records under them crashed sbxd at SIGTERM. */
	for (size_t i = 0; i < n; i++)
		sandbox_shutdown(list[i]);
	for (size_t i = 0; i < n; i++)
		sandbox_put(list[i]); /* the table's reference */
	free(list);
	if ((n = wait_all_freed(t, 10000)) > 0) {
		/* a thread still uses one: leave the table to the exit */
		fprintf(stderr, "sbxd: %zu sandboxes still in use at exit\n", n);
		return;
	}
	/* Unmount every disk image, also those of sandboxes that did not run
	 * this time (left mounted by an sbxd that was killed). */
	d = opendir(t->sandboxes_dir);
	for (struct dirent *e; d && (e = readdir(d));) {
		char *p;

		if (!valid_id(e->d_name) || !(p = path_join(t->sandboxes_dir, e->d_name)))
			continue;
		if (disk_detach(p) < 0)
			fprintf(stderr, "sbxd: %s\n", sbxd_errmsg());
		free(p);
	}
	if (d)
		closedir(d);
	free(t->sandboxes_dir);
	free(t->locale_dir);
	uid_map_free(t->uids);
	limits_free(t->limits);
	disks_free(t->disks);
	pthread_cond_destroy(&t->freed);
	pthread_cond_destroy(&t->destroyed);
	pthread_mutex_destroy(&t->lock);
	free(t);
}

/* ---- table --------------------------------------------------------------- */

/* An id whose DELETE is under way (on the destroying thread's stack). */
struct destroying {
	const char *id;
	struct destroying *next;
};

/* t->lock held: whether id is being destroyed. */
static bool destroying_locked(struct sandbox_table *t, const char *id)
{
	for (struct destroying *d = t->destroying; d; d = d->next)
		if (strcmp(d->id, id) == 0)
			return true;
	return false;
}

static struct sandbox *find_locked(struct sandbox_table *t, const char *id)
{
	for (size_t i = 0; i < t->n; i++)
		if (strcmp(t->list[i]->id, id) == 0)
			return t->list[i];
	return NULL;
}

int sandbox_get(struct sandbox_table *t, const char *id, struct sandbox **out)
{
	if (!valid_id(id)) {
		sbxd_set_errmsg("Invalid sandbox ID format");
		return -EINVAL;
	}
	pthread_mutex_lock(&t->lock);
	while (destroying_locked(t, id)) /* (it starts empty once that is done) */
		pthread_cond_wait(&t->destroyed, &t->lock);
	struct sandbox *sb = find_locked(t, id);
	if (!sb) {
		if (t->n == t->cap) {
			size_t cap = t->cap ? t->cap * 2 : 16;
			struct sandbox **l = realloc(t->list, cap * sizeof(*l));
			if (!l) {
				pthread_mutex_unlock(&t->lock);
				return -ENOMEM;
			}
			t->list = l;
			t->cap = cap;
		}
		sb = calloc(1, sizeof(*sb));
		if (!sb || !(sb->dir = path_join(t->sandboxes_dir, id))) {
			free(sb);
			pthread_mutex_unlock(&t->lock);
			return -ENOMEM;
		}
		sb->table = t;
		snprintf(sb->id, sizeof(sb->id), "%s", id);
		sb->root_fd = -1;
		sb->ctl_fd = -1;
		sb->warm_ctl = -1;
		sb->refs = 1; /* the table's */
		pthread_mutex_init(&sb->lock, NULL);
		t->list[t->n++] = sb;
		t->alive++;
	}
	sb->refs++;
	pthread_mutex_unlock(&t->lock);

	pthread_mutex_lock(&sb->lock);
	int rc = sandbox_ensure_running_locked(sb);
	pthread_mutex_unlock(&sb->lock);
	if (rc < 0) {
		sandbox_put(sb);
		return rc;
	}
	*out = sb;
	return 0;
}

void sandbox_put(struct sandbox *sb)
{
	if (!sb)
		return;
	struct sandbox_table *t = sb->table;
	pthread_mutex_lock(&t->lock);
	bool last = --sb->refs == 0;
	pthread_mutex_unlock(&t->lock);
	if (last)
		sandbox_free(sb);
}

const char *sandbox_id(const struct sandbox *sb)
{
	return sb->id;
}

bool sandbox_is_running(struct sandbox_table *t, const char *id)
{
	pthread_mutex_lock(&t->lock);
	struct sandbox *sb = find_locked(t, id);
	bool r = sb && sb->running;
	pthread_mutex_unlock(&t->lock);
	return r;
}

/* Removal walks at most this deep; a directory below is moved up beside
 * the tree and removed from there (a sandbox can nest directories as deep
 * as it likes: 4096 left a chain, and its files, behind). */
#define REMOVE_DEPTH 128

/* Names sbxd gives what it moves aside in the sandboxes directory: no id
 * matches them (sandbox_list passes them over), and the table's creation
 * removes those an earlier sbxd left (empty_trash). */
#define TRASH_PREFIX ".trash-" /* a destroyed sandbox's tree */
#define DEEP_PREFIX ".deep-"   /* a directory moved up by tree_remove_at */

/* A fresh name "<prefix><what>-<pid>-<n>" for something moved aside. */
static void aside_name(char *buf, size_t size, const char *prefix, const char *what)
{
	static atomic_uint seq;

	snprintf(buf, size, "%s%s-%d-%u", prefix, what, (int)getpid(), atomic_fetch_add(&seq, 1));
}

struct remove_state {
	int top;      /* where deep directories are moved (the tree's parent) */
	char **moved; /* their names there, still to remove */
	size_t n, cap;
};

/* rm -rf below parent/name without following symlinks. A directory is
 * made searchable and writable for its owner first (sbxd is its owner, or
 * root): a sandbox's `chmod 000` on one of its directories must not keep
 * its files past its end. */
static int remove_tree_depth(struct remove_state *st, int parent, const char *name, int depth)
{
	if (unlinkat(parent, name, 0) == 0 || errno == ENOENT)
		return 0;
	if (errno != EISDIR && errno != EPERM)
		return -errno;
	if (depth >= REMOVE_DEPTH) {
		char tmp[64];

		if (st->n == st->cap) {
			size_t cap = st->cap ? st->cap * 2 : 8;
			char **v = realloc(st->moved, cap * sizeof(*v));

			if (!v)
				return -ENOMEM;
			st->moved = v;
			st->cap = cap;
		}
		aside_name(tmp, sizeof(tmp), DEEP_PREFIX, "dir");
		if (renameat(parent, name, st->top, tmp) < 0)
			return -errno;
		if (!(st->moved[st->n] = strdup(tmp)))
			return -ENOMEM;
		st->n++;
		return 0;
	}
	int fd = openat(parent, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	char self[40];
	snprintf(self, sizeof(self), "/proc/self/fd/%d", fd);
	/* (the directory itself, by its descriptor: no name to swap) */
	if (chmod(self, 0700) < 0 && errno != EPERM) {
		int e = errno;
		close(fd);
		return -e;
	}
	int dfd = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	close(fd);
	if (dfd < 0)
		return -errno;
	DIR *d = fdopendir(dfd);
	if (!d) {
		int e = errno;
		close(dfd);
		return -e;
	}
	struct dirent *e;
	int rc = 0;
	while ((e = readdir(d))) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		int r = remove_tree_depth(st, dirfd(d), e->d_name, depth + 1);
		if (r < 0)
			rc = r;
	}
	closedir(d);
	if (unlinkat(parent, name, AT_REMOVEDIR) < 0 && errno != ENOENT)
		rc = -errno;
	return rc;
}

int tree_remove_at(int parent, const char *name)
{
	struct remove_state st = {.top = parent};
	int rc = remove_tree_depth(&st, parent, name, 0);

	/* (each may move deeper ones up in turn) */
	for (size_t i = 0; i < st.n; i++) {
		int r = remove_tree_depth(&st, parent, st.moved[i], 0);

		if (r < 0 && rc == 0)
			rc = r;
	}
	for (size_t i = 0; i < st.n; i++)
		free(st.moved[i]);
	free(st.moved);
	return rc;
}

static void empty_trash(const char *sandboxes_dir)
{
	int dfd = open(sandboxes_dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	DIR *d = dfd < 0 ? NULL : fdopendir(dfd);

	if (!d) {
		if (dfd >= 0)
			close(dfd);
		return;
	}
	for (struct dirent *e; (e = readdir(d));) {
		if (strncmp(e->d_name, TRASH_PREFIX, strlen(TRASH_PREFIX)) != 0 &&
		    strncmp(e->d_name, DEEP_PREFIX, strlen(DEEP_PREFIX)) != 0)
			continue;
		int r = tree_remove_at(dirfd(d), e->d_name);
		if (r < 0)
			fprintf(stderr, "sbxd: cannot remove %s/%s: %s\n", sandboxes_dir, e->d_name,
				strerror(-r));
	}
	closedir(d);
}

static int destroy(struct sandbox_table *t, const char *id);

int sandbox_destroy(struct sandbox_table *t, const char *id)
{
	struct destroying me = {.id = id};
	int rc;

	if (!valid_id(id))
		return -EINVAL;
	/* One DELETE of an id at a time, and no start of it meanwhile
	 * (sandbox_get waits): a sandbox started while its old files were
	 * being detached and removed met them half gone ("Device or resource
	 * busy", then bwrap's "Can't find source path"). */
	pthread_mutex_lock(&t->lock);
	while (destroying_locked(t, id))
		pthread_cond_wait(&t->destroyed, &t->lock);
	me.next = t->destroying;
	t->destroying = &me;
	pthread_mutex_unlock(&t->lock);
	rc = destroy(t, id);
	pthread_mutex_lock(&t->lock);
	for (struct destroying **pp = &t->destroying; *pp; pp = &(*pp)->next)
		if (*pp == &me) {
			*pp = me.next;
			break;
		}
	pthread_cond_broadcast(&t->destroyed);
	pthread_mutex_unlock(&t->lock);
	return rc;
}

static int destroy(struct sandbox_table *t, const char *id)
{
	pthread_mutex_lock(&t->lock);
	struct sandbox *sb = find_locked(t, id);
	if (sb) {
		for (size_t i = 0; i < t->n; i++) {
			if (t->list[i] == sb) {
				t->list[i] = t->list[--t->n];
				break;
			}
		}
		sb->dead = true;
	}
	pthread_mutex_unlock(&t->lock);
	if (sb) {
		sandbox_shutdown(sb);
		sandbox_put(sb); /* the table's reference */
	}
	/* Unmount its disk image first: then removing is deleting one file,
	 * whatever the sandbox held. */
	char *dir = path_join(t->sandboxes_dir, id);
	if (!dir)
		return -ENOMEM;
	int rc = disk_detach(dir);
	free(dir);
	if (rc < 0) /* (then its files are removed one by one) */
		fprintf(stderr, "sbxd: %s\n", sbxd_errmsg());
	int dfd = open(t->sandboxes_dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd < 0)
		return -errno;
	/* Out of the id's way first: whatever removing it meets, a sandbox
	 * made later under the same id starts empty. */
	char trash[256];
	aside_name(trash, sizeof(trash), TRASH_PREFIX, id);
	if (renameat(dfd, id, dfd, trash) < 0) /* (removed where it is) */
		snprintf(trash, sizeof(trash), "%s", id);
	rc = tree_remove_at(dfd, trash);
	close(dfd);
	if (rc < 0)
		fprintf(stderr, "sbxd: destroy %s: %s (its files are left in %s/%s%s)\n", id,
			strerror(-rc), t->sandboxes_dir, trash,
			strcmp(trash, id) ? ", removed at the next start" : "");
	if (rc == 0)
		rc = disk_remove(t->disks, id);
	if (rc == 0 && t->uids)
		rc = uid_map_release(t->uids, id);
	return rc;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int sandbox_list(struct sandbox_table *t, char ***ids, size_t *n)
{
	DIR *d = opendir(t->sandboxes_dir);
	if (!d)
		return -errno;
	char **v = NULL;
	size_t cnt = 0, cap = 0;
	int rc = 0;
	struct dirent *e;
	while ((e = readdir(d))) {
		if (!valid_id(e->d_name))
			continue;
		if (cnt == cap) {
			cap = cap ? cap * 2 : 16;
			char **nv = realloc(v, cap * sizeof(*nv));
			if (!nv) {
				rc = -ENOMEM;
				break;
			}
			v = nv;
		}
		if (!(v[cnt] = strdup(e->d_name))) {
			rc = -ENOMEM;
			break;
		}
		cnt++;
	}
	closedir(d);
	if (rc < 0) {
		for (size_t i = 0; i < cnt; i++)
			free(v[i]);
		free(v);
		return rc;
	}
	if (cnt)
		qsort(v, cnt, sizeof(*v), cmp_str);
	*ids = v;
	*n = cnt;
	return 0;
}

/* ---- acting as the sandbox user ------------------------------------------- */

/* The sandboxes whose user this thread acts as, outermost first: each begin
 * pushes one, each end pops one and, when the user changes, goes back to
 * the one below (root below the last). Each setfsuid and setfsgid makes
 * new credentials in the kernel: a /fs create took twelve pairs of them,
 * an eighth of sbxd's time for it; a begin of the sandbox acted as already
 * costs none. Tokens: 0 nothing done; 1 pushed, same user; 2 pushed, user
 * changed; 3 user changed, not pushed (deeper than the stack). */
#define FS_NEST_MAX 16
static __thread struct sandbox *fs_stack[FS_NEST_MAX];
static __thread unsigned fs_depth;

static void fs_act_as(struct sandbox *sb)
{
	setfsgid(sb ? sb->gid : 0);
	setfsuid(sb ? sb->uid : 0);
}

int sandbox_fs_begin(struct sandbox *sb)
{
	struct sandbox_table *t = sb->table;
	bool same = fs_depth > 0 && fs_stack[fs_depth - 1] == sb;

	if (!t->as_root)
		return 0;
	if (!same)
		fs_act_as(sb);
	if (fs_depth == FS_NEST_MAX)
		return 3;
	fs_stack[fs_depth++] = sb;
	return same ? 1 : 2;
}

void sandbox_fs_end(struct sandbox *sb, int token)
{
	(void)sb;
	if (token == 1 || token == 2)
		fs_depth--;
	if (token == 2 || token == 3) {
		if (fs_depth > 0)
			fs_act_as(fs_stack[fs_depth - 1]);
		else
			fs_act_as(NULL);
	}
}

/* ---- limits and usage ------------------------------------------------------ */

int sandbox_info(struct sandbox *sb, struct sandbox_info *out)
{
	struct sandbox_table *t = sb->table;
	const struct limits_config *lc = limits_config(t->limits);
	struct limits_usage u;
	struct sandbox_info i;

	memset(&i, 0, sizeof(i));
	pthread_mutex_lock(&sb->lock);
	limits_group_usage(sb->cg, &u);
	i.uid = sb->uid;
	i.disk_max = UINT64_MAX;
	i.disk_used = UINT64_MAX;
	i.disk_how = "off";
	if (sb->disk_limited) {
		uint64_t used, total;

		if (disk_usage(sb->dir, &used, &total) == 0) {
			i.disk_used = used;
			i.disk_max = total;
		}
		i.disk_how = "ext4 image";
	}
	pthread_mutex_unlock(&sb->lock);
	i.pids_how = limits_how_name(limits_how_pids(t->limits));
	i.pids_max = limits_how_pids(t->limits) != LIMITS_OFF ? lc->pids : -1;
	i.pids = u.pids;
	i.memory_how = limits_how_name(limits_how_memory(t->limits));
	i.memory_max = limits_how_memory(t->limits) != LIMITS_OFF ? lc->memory : UINT64_MAX;
	i.memory = u.memory;
	i.oom_kills = u.oom_kills;
	i.cpu_how = limits_how_name(limits_how_cpu(t->limits));
	i.cpu_max = limits_how_cpu(t->limits) != LIMITS_OFF ? lc->cpu : -1;
	i.cpu_usec = u.cpu_usec;
	*out = i;
	return 0;
}

/* ---- for the bridge's lookup routes and for signals (procs.c) --------------- */

int sandbox_lookup(struct sandbox_table *t, const char *id, struct sandbox **out)
{
	struct sandbox *sb;

	if (!valid_id(id))
		return -EINVAL;
	pthread_mutex_lock(&t->lock);
	sb = find_locked(t, id);
	if (sb && sb->running && !sb->dead)
		sb->refs++;
	else
		sb = NULL;
	pthread_mutex_unlock(&t->lock);
	if (!sb)
		return -ESRCH;
	*out = sb;
	return 0;
}

int sandbox_table_max(const struct sandbox_table *t)
{
	return t->cfg.max_sandboxes;
}
