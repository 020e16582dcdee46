/* filecache — open-file data in local spool files.
 *
 * Why whole files: the bridge API reads and writes whole files (no ranges
 * on PUT), so a random write can only reach the sandbox as a new version of
 * the whole file. Downloading on open and uploading on close gives editors
 * and compilers local-disk speed between the two, and close-to-open
 * consistency, the NFS contract most tools already expect.
 *
 * Life of a node: created by the first open of a path, its spool filled by
 * a download (or empty for O_TRUNC and create). Writes mark it dirty;
 * flush (every close(2)), fsync and the last release upload it; only a
 * successful upload clears dirty, so a failed upload returns its errno to
 * close/fsync and leaves the data to be sent by the next flush (or by the
 * next open of the same path, which reuses the dirty spool rather than
 * downloading over it). After the last close a clean node stays as an idle
 * cache (its fd closed, spool file kept) remembering the sandbox version
 * (size, mtime) it equals; idle nodes beyond the byte/count budget are
 * evicted oldest first.
 *
 * Unlink and rename-over detach a node from its key: it stays usable for
 * descriptors still open (POSIX unlinked-open-file semantics) but is never
 * uploaded again.
 *
 * Crashes: while a node holds unsent data, a manifest next to its spool
 * file says what it is (fs/recover.h), so that the next mount can send or
 * hand over what a killed sbxfs could not. note_unsent() wherever a node
 * becomes dirty, note_sent() where it becomes clean; detach removes it.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "filecache.h"
#include "log.h"
#include "recover.h"
#include "tree.h"

#define IDLE_MAX_NODES 1024
#define FC_BUCKETS 4096 /* key -> node index (every FUSE op looks a path up) */

struct fc_node {
	/* Lock order: n->lock, then fc->lock. Code holding fc->lock only ever
	 * tries n->lock (pthread_mutex_trylock) and passes over busy nodes. */
	struct fc_node *next; /* table list, guarded by fc->lock */
	char *key;	      /* NULL once detached; guarded by fc->lock */
	int refs;	      /* open references; guarded by fc->lock */
	unsigned long use;    /* LRU stamp; guarded by fc->lock */
	/* On fc->pending (closed, maybe still dirty: for the flusher) and when
	 * it is due there; guarded by fc->lock. */
	struct fc_node *pnext;
	bool pending;
	double due;
	struct fc_node *hnext; /* key's hash bucket, guarded by fc->lock */

	pthread_mutex_t lock; /* guards everything below but fc and spool */
	struct filecache *fc; /* set at creation */
	char *spool;	      /* spool file path, set at creation */
	bool noted;	      /* a manifest records this dirty period (recover.h) */
	int fd;		      /* -1 while idle */
	bool valid;	      /* spool holds the file's data */
	bool dirty;	      /* local changes not yet acknowledged by the server */
	bool isnew;	      /* created here, never uploaded */
	mode_t create_mode;
	bool v_known; /* the sandbox version the clean spool equals */
	off_t v_size;
	struct timespec v_mtime;
	struct timespec l_mtime; /* time of the latest local change */
	/* l_mtime as last shown to a getattr: when the final one was seen
	 * (git fstat()s what it wrote before close), the upload stamps it
	 * on the sandbox file, so the mtime does not change under the
	 * caller's feet (git would see every file it wrote as modified). */
	struct timespec shown_mtime;
	bool shown;
	/* atime set by a utimens before the first upload (UTIME_OMIT: none) */
	struct timespec set_atime;
	double closed_at; /* monotonic time of the last release */
};

struct filecache {
	pthread_mutex_t lock; /* guards the node list and per-node key/refs/use, stop */
	pthread_cond_t wake;  /* with lock: a node joined pending, or stop */
	pthread_t flusher;
	bool flusher_started, stop;
	void (*uploaded)(void *arg, const char *key, const struct sbx_stat *st);
	void *uploaded_arg;
	struct sbx_client *client;
	char *dir;
	size_t idle_max;
	unsigned long clock, seq;
	struct fc_node *nodes;
	/* Closed nodes that may hold unsent data: all the flusher looks at. A
	 * node goes on it when its last close leaves it dirty; the flusher
	 * takes it off to send it and puts it back when the upload failed. */
	struct fc_node *pending;
	struct fc_node *tab[FC_BUCKETS];
};

/* The flusher: retries failed uploads of closed files, and sends new empty
 * files CREATE_DELAY seconds after their last close. git creates index.lock and removes it again on
 * every `git status`; sending it would cost two requests for a file nobody else ever sees. Anything
 * that needs the file on the server first (rename, chmod, utimens through filecache_flush_key)
 * sends it at once. */
#define CREATE_DELAY 1.0
/* Closed files whose upload failed (server away) are retried this often,
 * so their data reaches the server once it is back, without a reopen. */
#define RETRY_DELAY 2.0

static double mono_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void *flusher_main(void *arg);

int filecache_new(struct sbx_client *client, const char *dir, size_t idle_max,
		  void (*uploaded)(void *arg, const char *key, const struct sbx_stat *st),
		  void *arg, struct filecache **out)
{
	struct filecache *fc = calloc(1, sizeof(*fc));

	if (!fc)
		return -ENOMEM;
	fc->dir = strdup(dir);
	if (!fc->dir) {
		free(fc);
		return -ENOMEM;
	}
	pthread_mutex_init(&fc->lock, NULL);
	pthread_cond_init(&fc->wake, NULL);
	fc->client = client;
	fc->idle_max = idle_max;
	fc->uploaded = uploaded;
	fc->uploaded_arg = arg;
	fc->flusher_started = pthread_create(&fc->flusher, NULL, flusher_main, fc) == 0;
	*out = fc;
	return 0;
}

static void node_free(struct fc_node *n, bool keep_file)
{
	if (n->fd >= 0)
		close(n->fd);
	if (n->spool && !keep_file) {
		unlink(n->spool);
		recover_manifest_remove(n->spool);
	}
	pthread_mutex_destroy(&n->lock);
	free(n->spool);
	free(n->key);
	free(n);
}

/* fc->lock held: n (closed, maybe dirty) is for the flusher at due. */
static void pending_add(struct filecache *fc, struct fc_node *n, double due)
{
	n->due = due;
	if (!n->pending) {
		n->pending = true;
		n->pnext = fc->pending;
		fc->pending = n;
	}
	pthread_cond_signal(&fc->wake);
}

/* fc->lock held: n leaves the pending list (before it is freed). */
static void pending_del(struct filecache *fc, struct fc_node *n)
{
	if (!n->pending)
		return;
	for (struct fc_node **pp = &fc->pending; *pp; pp = &(*pp)->pnext)
		if (*pp == n) {
			*pp = n->pnext;
			break;
		}
	n->pending = false;
}

static size_t key_bucket(const char *key)
{
	size_t h = 5381;

	for (const unsigned char *p = (const unsigned char *)key; *p; p++)
		h = h * 33 + *p;
	return h % FC_BUCKETS;
}

/* fc->lock held: n (with a key) joins the index. */
static void hash_add(struct filecache *fc, struct fc_node *n)
{
	size_t b = key_bucket(n->key);

	n->hnext = fc->tab[b];
	fc->tab[b] = n;
}

/* fc->lock held: n leaves the index, before its key is freed or changed. */
static void hash_del(struct filecache *fc, struct fc_node *n)
{
	if (!n->key)
		return;
	for (struct fc_node **pp = &fc->tab[key_bucket(n->key)]; *pp; pp = &(*pp)->hnext)
		if (*pp == n) {
			*pp = n->hnext;
			break;
		}
}

static bool below(const char *path, const char *prefix, size_t plen)
{
	return strncmp(path, prefix, plen) == 0 && (path[plen] == '\0' || path[plen] == '/');
}

/* n->lock held: n is dirty; make sure a manifest says so. base: the
 * sandbox version the data is based on, NULL: the one the spool was
 * filled from, if known. The key is read and the file written under
 * fc->lock, so a rename cannot slip in between (it rewrites manifests). */
static void note_unsent(struct fc_node *n, const struct sbx_stat *base)
{
	struct filecache *fc = n->fc;
	struct recover_manifest m = {0};
	int r = 0;

	if (n->noted)
		return;
	m.isnew = n->isnew;
	m.mode = n->create_mode;
	if (base) {
		m.base_known = true;
		m.base_size = base->size;
		m.base_mtime = base->mtime;
	} else if (n->v_known) {
		m.base_known = true;
		m.base_size = n->v_size;
		m.base_mtime = n->v_mtime;
	}
	pthread_mutex_lock(&fc->lock);
	if (n->key) {
		m.key = n->key;
		r = recover_manifest_write(n->spool, &m);
	}
	pthread_mutex_unlock(&fc->lock);
	if (r < 0)
		sbxfs_log("cannot record unsent data of %s (%s): a crash would lose it", n->spool,
			  strerror(-r));
	else
		n->noted = true;
}

/* n->lock held: n is clean again. */
static void note_sent(struct fc_node *n)
{
	if (!n->noted)
		return;
	recover_manifest_remove(n->spool);
	n->noted = false;
}

/* Uploads n (locked by the caller) to the sandbox path named by key. */
static int upload(struct filecache *fc, struct fc_node *n, const char *key, struct sbx_stat *st)
{
	struct tree_node t;
	struct sbx_stat s;
	struct stat lst;
	int r;

	r = tree_parse(key, &t);
	if (r < 0 || t.kind != TREE_WORKSPACE)
		return -EIO;
	if (fstat(n->fd, &lst) != 0 || lseek(n->fd, 0, SEEK_SET) < 0)
		return -errno;
	r = sbx_file_write_fd(fc->client, t.id, t.rel, n->fd, lst.st_size);
	if (r < 0)
		return r;
	n->dirty = false;
	note_sent(n);
	if (n->shown && n->shown_mtime.tv_sec == n->l_mtime.tv_sec &&
	    n->shown_mtime.tv_nsec == n->l_mtime.tv_nsec) {
		struct timespec ts[2] = {n->set_atime, n->l_mtime};

		/* best effort: on failure the server's own mtime stands */
		sbx_utimens(fc->client, t.id, t.rel, ts);
	} else if (n->set_atime.tv_nsec != UTIME_OMIT) {
		struct timespec ts[2] = {n->set_atime, {.tv_nsec = UTIME_OMIT}};

		sbx_utimens(fc->client, t.id, t.rel, ts);
	}
	n->shown = false;
	n->set_atime.tv_nsec = UTIME_OMIT;
	r = sbx_lstat(fc->client, t.id, t.rel, &s, NULL);
	if (r < 0) {
		/* Uploaded; we only lack its exact attributes: report what we
		 * know (the size above all), and that the spool's version is
		 * unknown (the next open downloads). */
		memset(&s, 0, sizeof(s));
		s.mode = S_IFREG | (n->isnew ? n->create_mode & 07777 : 0644);
		s.nlink = 1;
		s.size = lst.st_size;
		s.atime = s.mtime = s.ctime = n->l_mtime;
		n->isnew = false;
		n->v_known = false;
		*st = s;
		return 0;
	}
	if (n->isnew && (s.mode & 07777) != (n->create_mode & 07777)) {
		if (sbx_chmod(fc->client, t.id, t.rel, n->create_mode & 07777) == 0)
			s.mode = (s.mode & S_IFMT) | (n->create_mode & 07777);
	}
	n->isnew = false;
	n->v_known = true;
	n->v_size = s.size;
	n->v_mtime = s.mtime;
	*st = s;
	return 0;
}

static int reopen(struct fc_node *n)
{
	if (n->fd >= 0)
		return 0;
	n->fd = open(n->spool, O_RDWR | O_CLOEXEC);
	if (n->fd < 0) {
		n->valid = false;
		n->fd = open(n->spool, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
		if (n->fd < 0)
			return -errno;
	}
	return 0;
}

static struct fc_node *find(struct filecache *fc, const char *key)
{
	for (struct fc_node *n = fc->tab[key_bucket(key)]; n; n = n->hnext)
		if (n->key && strcmp(n->key, key) == 0)
			return n;
	return NULL;
}

static int node_new(struct filecache *fc, const char *key, struct fc_node **out)
{
	struct fc_node *n = calloc(1, sizeof(*n));
	int fd;

	if (!n)
		return -ENOMEM;
	n->fd = -1;
	n->fc = fc;
	n->set_atime.tv_nsec = UTIME_OMIT;
	pthread_mutex_init(&n->lock, NULL);
	n->key = strdup(key);
	if (!n->key || asprintf(&n->spool, "%s/f%lu.XXXXXX", fc->dir, ++fc->seq) < 0) {
		n->spool = NULL;
		node_free(n, false);
		return -ENOMEM;
	}
	fd = mkostemp(n->spool, O_CLOEXEC);
	if (fd < 0) {
		int e = -errno;

		free(n->spool);
		n->spool = NULL;
		node_free(n, false);
		return e;
	}
	n->fd = fd;
	*out = n;
	return 0;
}

static bool same_version(const struct fc_node *n, const struct sbx_stat *st)
{
	return n->v_known && n->v_size == st->size && n->v_mtime.tv_sec == st->mtime.tv_sec &&
	       n->v_mtime.tv_nsec == st->mtime.tv_nsec;
}

int filecache_open(struct filecache *fc, const char *key, const struct sbx_stat *remote, int flags,
		   mode_t create_mode, struct fc_node **out, bool *keep_cache)
{
	struct fc_node *n = NULL;
	struct tree_node t;
	bool shared, keep = false;
	int r;

	r = tree_parse(key, &t);
	if (r < 0 || t.kind != TREE_WORKSPACE)
		return -EINVAL;
	pthread_mutex_lock(&fc->lock);
	n = find(fc, key);
	if (!n) {
		r = node_new(fc, key, &n);
		if (r < 0 || !n) {
			pthread_mutex_unlock(&fc->lock);
			return r;
		}
		n->next = fc->nodes;
		fc->nodes = n;
		hash_add(fc, n);
	}
	shared = n->refs > 0;
	n->refs++;
	n->use = ++fc->clock;
	pthread_mutex_unlock(&fc->lock);

	pthread_mutex_lock(&n->lock);
	r = reopen(n);
	if (r < 0)
		goto fail;
	if (!remote) {
		/* create: a new empty file, sent by the first flush */
		if (ftruncate(n->fd, 0) != 0)
			goto fail_errno;
		n->valid = n->dirty = n->isnew = true;
		n->create_mode = create_mode;
		n->set_atime.tv_nsec = UTIME_OMIT;
		n->v_known = false;
		clock_gettime(CLOCK_REALTIME, &n->l_mtime);
		n->noted = false; /* a new file: a new manifest */
		note_unsent(n, NULL);
	} else if (n->valid && (n->dirty || same_version(n, remote))) {
		/* unsent local data, or the spool equals the sandbox file */
		keep = true;
	} else if ((flags & O_TRUNC) && !shared) {
		n->valid = false;
	} else {
		if (ftruncate(n->fd, 0) != 0 || lseek(n->fd, 0, SEEK_SET) < 0)
			goto fail_errno;
		n->valid = false;
		r = sbx_file_read_fd(fc->client, t.id, t.rel, n->fd, NULL);
		if (r < 0)
			goto fail;
		n->valid = true;
		n->v_known = true;
		n->v_size = remote->size;
		n->v_mtime = remote->mtime;
	}
	if (flags & O_TRUNC) {
		struct stat st;

		if (fstat(n->fd, &st) != 0 || ftruncate(n->fd, 0) != 0)
			goto fail_errno;
		if (st.st_size != 0 || !n->valid || (remote && remote->size != 0)) {
			n->dirty = true;
			clock_gettime(CLOCK_REALTIME, &n->l_mtime);
			note_unsent(n, remote);
		}
		n->valid = true;
	}
	pthread_mutex_unlock(&n->lock);
	*out = n;
	*keep_cache = keep;
	return 0;
fail_errno:
	r = -errno;
fail:
	pthread_mutex_unlock(&n->lock);
	filecache_release(fc, n);
	return r;
}

ssize_t filecache_read(struct fc_node *n, char *buf, size_t size, off_t off)
{
	ssize_t r;

	pthread_mutex_lock(&n->lock);
	r = pread(n->fd, buf, size, off);
	if (r < 0)
		r = -errno;
	pthread_mutex_unlock(&n->lock);
	return r;
}

ssize_t filecache_write(struct fc_node *n, const char *buf, size_t size, off_t off)
{
	ssize_t r;

	pthread_mutex_lock(&n->lock);
	if (off < 0) {
		struct stat st;

		off = fstat(n->fd, &st) == 0 ? st.st_size : 0;
	}
	r = pwrite(n->fd, buf, size, off);
	if (r < 0) {
		r = -errno;
	} else {
		n->dirty = true;
		clock_gettime(CLOCK_REALTIME, &n->l_mtime);
		note_unsent(n, NULL);
	}
	pthread_mutex_unlock(&n->lock);
	return r;
}

int filecache_truncate(struct fc_node *n, off_t size)
{
	int r = 0;

	pthread_mutex_lock(&n->lock);
	if (ftruncate(n->fd, size) != 0) {
		r = -errno;
	} else {
		n->dirty = true;
		clock_gettime(CLOCK_REALTIME, &n->l_mtime);
		note_unsent(n, NULL);
	}
	pthread_mutex_unlock(&n->lock);
	return r;
}

void filecache_node_stat(struct fc_node *n, struct sbx_stat *st)
{
	struct stat lst;

	memset(st, 0, sizeof(*st));
	pthread_mutex_lock(&n->lock);
	st->mode = S_IFREG | (n->isnew ? n->create_mode & 07777 : 0644);
	if (n->fd >= 0 && fstat(n->fd, &lst) == 0)
		st->size = lst.st_size;
	st->atime = st->mtime = st->ctime = n->l_mtime;
	n->shown_mtime = n->l_mtime;
	n->shown = true;
	pthread_mutex_unlock(&n->lock);
}

void filecache_node_key(struct filecache *fc, struct fc_node *n, char *buf, size_t size)
{
	pthread_mutex_lock(&fc->lock);
	snprintf(buf, size, "%s", n->key ? n->key : "");
	pthread_mutex_unlock(&fc->lock);
}

/* n->lock held. */
static int flush_locked(struct filecache *fc, struct fc_node *n, struct sbx_stat *st,
			bool *uploaded)
{
	char key[4096];
	struct sbx_stat s;
	int r;

	*uploaded = false;
	if (!n->dirty)
		return 0;
	filecache_node_key(fc, n, key, sizeof(key));
	if (!key[0]) {
		n->dirty = false; /* unlinked: nothing to send */
		note_sent(n);
		return 0;
	}
	r = upload(fc, n, key, &s);
	if (r < 0) {
		note_unsent(n, NULL); /* (already, unless a dirtying path missed it) */
		return r;
	}
	*st = s;
	*uploaded = true;
	return 0;
}

int filecache_flush(struct filecache *fc, struct fc_node *n, struct sbx_stat *st, bool *uploaded)
{
	struct stat lst;
	int r = 0;

	pthread_mutex_lock(&n->lock);
	/* A shell's `> file` closes a dup of the new, still empty file before
	 * writing: creating it on the server then would cost a request for
	 * nothing. An empty new file is sent by the next flush or release. */
	*uploaded = false;
	if (n->isnew && fstat(n->fd, &lst) == 0 && lst.st_size == 0)
		goto out;
	r = flush_locked(fc, n, st, uploaded);
out:
	pthread_mutex_unlock(&n->lock);
	return r;
}

int filecache_sync(struct filecache *fc, struct fc_node *n, struct sbx_stat *st, bool *uploaded)
{
	int r;

	pthread_mutex_lock(&n->lock);
	r = flush_locked(fc, n, st, uploaded);
	pthread_mutex_unlock(&n->lock);
	return r;
}

/* Whether n is idle and clean (no references, nothing unsent); its spool
 * size in *bytes. fc->lock held, so n->lock may only be tried (the lock
 * order is n->lock, then fc->lock): a busy node is simply not idle. */
static bool idle_clean(struct fc_node *n, size_t *bytes)
{
	bool r;

	if (n->refs > 0 || pthread_mutex_trylock(&n->lock) != 0)
		return false;
	r = !n->dirty;
	*bytes = (size_t)n->v_size;
	pthread_mutex_unlock(&n->lock);
	return r;
}

/* fc->lock held: evict idle clean nodes beyond the budget, oldest first. */
static void evict(struct filecache *fc)
{
	for (;;) {
		size_t bytes = 0, count = 0, b;
		struct fc_node **oldest = NULL, *victim;

		for (struct fc_node **pp = &fc->nodes; *pp; pp = &(*pp)->next) {
			struct fc_node *n = *pp;

			if (!idle_clean(n, &b))
				continue;
			count++;
			bytes += b;
			if (!oldest || n->use < (*oldest)->use)
				oldest = pp;
		}
		if (!oldest || (bytes <= fc->idle_max && count <= IDLE_MAX_NODES))
			return;
		victim = *oldest;
		*oldest = victim->next;
		hash_del(fc, victim);
		pending_del(fc, victim);
		node_free(victim, false);
	}
}

int filecache_release(struct filecache *fc, struct fc_node *n)
{
	struct sbx_stat st;
	bool up = false, last, dirty = true;
	double due = mono_now() + CREATE_DELAY; /* not the last close: look soon */
	int r = 0;

	pthread_mutex_lock(&fc->lock);
	last = n->refs == 1;
	pthread_mutex_unlock(&fc->lock);
	if (last) {
		struct stat lst;

		pthread_mutex_lock(&n->lock);
		n->closed_at = mono_now();
		/* A new empty file (a lock file, `touch`) is sent by the
		 * flusher CREATE_DELAY after this, unless unlinked first. */
		if (!(n->isnew && n->dirty && n->fd >= 0 && fstat(n->fd, &lst) == 0 &&
		      lst.st_size == 0))
			r = flush_locked(fc, n, &st, &up);
		if (r == 0 && up)
			r = 1;
		if (n->fd >= 0 && !n->dirty) {
			close(n->fd);
			n->fd = -1;
		}
		dirty = n->dirty;
		due = n->closed_at + (n->isnew ? CREATE_DELAY : RETRY_DELAY);
		pthread_mutex_unlock(&n->lock);
	}
	pthread_mutex_lock(&fc->lock);
	n->refs--;
	if (n->refs == 0 && n->key && dirty)
		pending_add(fc, n, due);
	if (n->refs == 0 && !n->key) {
		/* detached and closed: gone */
		for (struct fc_node **pp = &fc->nodes; *pp; pp = &(*pp)->next)
			if (*pp == n) {
				*pp = n->next;
				break;
			}
		pending_del(fc, n);
		node_free(n, false);
	}
	evict(fc);
	pthread_mutex_unlock(&fc->lock);
	return r;
}

/* A live node of key (ref taken), or NULL. */
static struct fc_node *grab(struct filecache *fc, const char *key, bool busy_only)
{
	struct fc_node *n;

	pthread_mutex_lock(&fc->lock);
	n = find(fc, key);
	if (n)
		n->refs++;
	pthread_mutex_unlock(&fc->lock);
	if (n && busy_only) {
		bool busy;

		pthread_mutex_lock(&fc->lock);
		busy = n->refs > 1;
		pthread_mutex_unlock(&fc->lock);
		pthread_mutex_lock(&n->lock);
		busy = busy || n->dirty;
		pthread_mutex_unlock(&n->lock);
		if (!busy) {
			pthread_mutex_lock(&fc->lock);
			n->refs--;
			pthread_mutex_unlock(&fc->lock);
			return NULL;
		}
	}
	return n;
}

static void ungrab(struct filecache *fc, struct fc_node *n)
{
	pthread_mutex_lock(&fc->lock);
	n->refs--;
	pthread_mutex_unlock(&fc->lock);
}

enum fc_attr filecache_attr(struct filecache *fc, const char *key, struct sbx_stat *st,
			    bool full_only)
{
	struct fc_node *n = grab(fc, key, true);
	enum fc_attr r = FC_NONE;
	struct stat lst;

	if (!n)
		return FC_NONE;
	pthread_mutex_lock(&n->lock);
	if (n->fd < 0 || fstat(n->fd, &lst) != 0)
		goto out;
	if (n->isnew) {
		memset(st, 0, sizeof(*st));
		st->mode = S_IFREG | (n->create_mode & 07777);
		st->nlink = 1;
		st->atime = st->mtime = st->ctime = n->l_mtime;
		st->size = lst.st_size;
		n->shown_mtime = n->l_mtime;
		n->shown = true;
		r = FC_FULL;
	} else if (!full_only) {
		st->size = lst.st_size;
		if (n->dirty) {
			st->mtime = st->ctime = n->l_mtime;
			n->shown_mtime = n->l_mtime;
			n->shown = true;
		}
		r = FC_PATCHED;
	}
out:
	pthread_mutex_unlock(&n->lock);
	ungrab(fc, n);
	return r;
}

bool filecache_busy(struct filecache *fc, const char *key)
{
	struct fc_node *n = grab(fc, key, true);

	if (n)
		ungrab(fc, n);
	return n != NULL;
}

int filecache_flush_key(struct filecache *fc, const char *key, struct sbx_stat *st, bool *uploaded)
{
	struct fc_node *n = grab(fc, key, false);
	int r;

	*uploaded = false;
	if (!n)
		return 0;
	pthread_mutex_lock(&n->lock);
	if (n->dirty && n->fd < 0)
		reopen(n);
	r = n->fd >= 0 ? flush_locked(fc, n, st, uploaded) : 0;
	pthread_mutex_unlock(&n->lock);
	ungrab(fc, n);
	return r;
}

int filecache_set_create_mode(struct filecache *fc, const char *key, mode_t mode)
{
	struct fc_node *n = grab(fc, key, true);
	int r = -ENOENT;

	if (!n)
		return r;
	pthread_mutex_lock(&n->lock);
	if (n->isnew) {
		n->create_mode = mode & 07777;
		if (n->noted) { /* the manifest carries the mode */
			n->noted = false;
			note_unsent(n, NULL);
		}
		r = 0;
	}
	pthread_mutex_unlock(&n->lock);
	ungrab(fc, n);
	return r;
}

int filecache_set_create_times(struct filecache *fc, const char *key, const struct timespec ts[2])
{
	struct fc_node *n;
	int r = -ENOENT;

	if (ts[0].tv_nsec == UTIME_NOW || ts[1].tv_nsec == UTIME_NOW)
		return r;
	n = grab(fc, key, true);
	if (!n)
		return r;
	pthread_mutex_lock(&n->lock);
	if (n->isnew && n->dirty) {
		if (ts[1].tv_nsec != UTIME_OMIT)
			n->l_mtime = ts[1];
		if (ts[0].tv_nsec != UTIME_OMIT)
			n->set_atime = ts[0];
		/* the upload stamps l_mtime while no write came after */
		n->shown_mtime = n->l_mtime;
		n->shown = true;
		r = 0;
	}
	pthread_mutex_unlock(&n->lock);
	ungrab(fc, n);
	return r;
}

int filecache_truncate_key(struct filecache *fc, const char *key, off_t size)
{
	struct fc_node *n = grab(fc, key, true);
	int r = -ENOENT;

	if (!n)
		return r;
	pthread_mutex_lock(&n->lock);
	if (n->fd >= 0) {
		if (ftruncate(n->fd, size) != 0) {
			r = -errno;
		} else {
			r = 0;
			n->dirty = true;
			clock_gettime(CLOCK_REALTIME, &n->l_mtime);
			note_unsent(n, NULL);
		}
	}
	pthread_mutex_unlock(&n->lock);
	ungrab(fc, n);
	return r;
}

void filecache_set_version(struct filecache *fc, const char *key, const struct sbx_stat *st)
{
	struct fc_node *n = grab(fc, key, false);

	if (!n)
		return;
	pthread_mutex_lock(&n->lock);
	if (!n->dirty && n->valid && n->v_known && n->v_size == st->size)
		n->v_mtime = st->mtime;
	else if (!n->dirty)
		n->v_known = false;
	pthread_mutex_unlock(&n->lock);
	ungrab(fc, n);
}

/* fc->lock held: detach n from its key (freed now when idle). */
static void detach(struct filecache *fc, struct fc_node **pp)
{
	struct fc_node *n = *pp;

	hash_del(fc, n);
	free(n->key);
	n->key = NULL;
	recover_manifest_remove(n->spool); /* its data is never to be sent */
	if (n->refs == 0) {
		*pp = n->next;
		pending_del(fc, n);
		node_free(n, false);
	}
}

void filecache_unlink(struct filecache *fc, const char *key)
{
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node **pp = &fc->nodes; *pp;) {
		struct fc_node *n = *pp;

		if (n->key && strcmp(n->key, key) == 0) {
			detach(fc, pp);
			if (*pp != n)
				continue;
		}
		pp = &(*pp)->next;
	}
	pthread_mutex_unlock(&fc->lock);
}

void filecache_rename(struct filecache *fc, const char *from, const char *to)
{
	size_t flen = strlen(from), tlen = strlen(to);

	if (strcmp(from, to) == 0)
		return;
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node **pp = &fc->nodes; *pp;) {
		struct fc_node *n = *pp;

		if (n->key && below(n->key, to, tlen) && !below(n->key, from, flen)) {
			detach(fc, pp);
			if (*pp != n)
				continue;
		}
		pp = &(*pp)->next;
	}
	for (struct fc_node *n = fc->nodes; n; n = n->next) {
		char *nk;
		size_t rest;

		if (!n->key || !below(n->key, from, flen))
			continue;
		rest = strlen(n->key) - flen;
		nk = malloc(tlen + rest + 1);
		hash_del(fc, n);
		if (!nk) {
			free(n->key);
			n->key = NULL; /* cannot follow: detach */
			continue;
		}
		memcpy(nk, to, tlen);
		memcpy(nk + tlen, n->key + flen, rest + 1);
		free(n->key);
		n->key = nk;
		hash_add(fc, n);
		recover_manifest_rekey(n->spool, nk); /* when it has one */
	}
	pthread_mutex_unlock(&fc->lock);
}

void filecache_drop_prefix(struct filecache *fc, const char *prefix)
{
	size_t plen = strlen(prefix);

	pthread_mutex_lock(&fc->lock);
	for (struct fc_node **pp = &fc->nodes; *pp;) {
		struct fc_node *n = *pp;

		if (n->key && below(n->key, prefix, plen)) {
			detach(fc, pp);
			if (*pp != n)
				continue;
		}
		pp = &(*pp)->next;
	}
	pthread_mutex_unlock(&fc->lock);
}

/* fc->lock held: drop a reference taken by a scan; a node detached
 * meanwhile goes with its last reference. */
static void unref_locked(struct filecache *fc, struct fc_node *n)
{
	n->refs--;
	if (n->refs > 0 || n->key)
		return;
	for (struct fc_node **pp = &fc->nodes; *pp; pp = &(*pp)->next)
		if (*pp == n) {
			*pp = n->next;
			break;
		}
	pending_del(fc, n);
	node_free(n, false);
}

int filecache_flush_pending(struct filecache *fc, const char *prefix)
{
	size_t plen = strlen(prefix);

	for (;;) {
		struct fc_node *due = NULL;
		struct sbx_stat st;
		bool up = false;
		char key[4096];
		int e;

		pthread_mutex_lock(&fc->lock);
		for (struct fc_node *n = fc->pending; n && !due; n = n->pnext) {
			bool pending;

			if (!n->key || n->refs > 0 || !below(n->key, prefix, plen) ||
			    pthread_mutex_trylock(&n->lock) != 0)
				continue;
			pending = n->dirty && n->isnew;
			pthread_mutex_unlock(&n->lock);
			if (pending) {
				due = n;
				n->refs++;
			}
		}
		pthread_mutex_unlock(&fc->lock);
		if (!due)
			return 0;
		pthread_mutex_lock(&due->lock);
		filecache_node_key(fc, due, key, sizeof(key));
		e = reopen(due) == 0 ? flush_locked(fc, due, &st, &up) : -EIO;
		if (e == 0 && up && fc->uploaded && key[0])
			fc->uploaded(fc->uploaded_arg, key, &st);
		pthread_mutex_unlock(&due->lock);
		pthread_mutex_lock(&fc->lock);
		unref_locked(fc, due);
		pthread_mutex_unlock(&fc->lock);
		if (e < 0)
			return e; /* stays dirty for the flusher; the server is away */
	}
}

static void *flusher_main(void *arg)
{
	struct filecache *fc = arg;

	pthread_mutex_lock(&fc->lock);
	while (!fc->stop) {
		struct timespec until;
		struct fc_node *due = NULL;
		double now = mono_now(), next = -1, wait;

		for (struct fc_node **pp = &fc->pending; *pp;) {
			struct fc_node *n = *pp;
			double at = n->due;

			if (!n->key) {
				/* detached: never uploaded again */
				*pp = n->pnext;
				n->pending = false;
				continue;
			}
			if (n->refs == 0 && at <= now) {
				*pp = n->pnext;
				n->pending = false;
				due = n;
				n->refs++;
				break;
			}
			/* open again (its last close re-arms it) or held by a
			 * scan: look again after a retry delay at the latest */
			if (n->refs > 0 && at < now + RETRY_DELAY)
				at = now + RETRY_DELAY;
			if (next < 0 || at < next)
				next = at;
			pp = &n->pnext;
		}
		if (due) {
			struct sbx_stat st;
			bool up = false;
			char key[4096];
			int e;

			pthread_mutex_unlock(&fc->lock);
			pthread_mutex_lock(&due->lock);
			filecache_node_key(fc, due, key, sizeof(key));
			e = 0;
			if (due->dirty && (e = reopen(due)) < 0)
				sbxfs_log("spool of %s unusable (%s), will retry", key,
					  strerror(-e));
			else if (due->dirty && (e = flush_locked(fc, due, &st, &up)) < 0)
				sbxfs_log("upload of %s failed (%s), will retry", key,
					  sbx_last_error());
			if (e < 0) {
				due->closed_at = mono_now();
			} else if (up && fc->uploaded && key[0]) {
				fc->uploaded(fc->uploaded_arg, key, &st);
			}
			pthread_mutex_unlock(&due->lock);
			pthread_mutex_lock(&fc->lock);
			/* still dirty: retry after another delay, never drop it */
			if (e < 0 && due->key)
				pending_add(fc, due, mono_now() + RETRY_DELAY);
			unref_locked(fc, due);
			continue;
		}
		if (next < 0) {
			pthread_cond_wait(&fc->wake, &fc->lock);
			continue;
		}
		wait = next - now;
		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_sec += (time_t)wait;
		until.tv_nsec += (long)((wait - (double)(time_t)wait) * 1e9) + 1000000L;
		while (until.tv_nsec >= 1000000000L) {
			until.tv_sec++;
			until.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&fc->wake, &fc->lock, &until);
	}
	pthread_mutex_unlock(&fc->lock);
	return NULL;
}

void filecache_free(struct filecache *fc)
{
	struct fc_node *n, *next;

	if (!fc)
		return;
	if (fc->flusher_started) {
		pthread_mutex_lock(&fc->lock);
		fc->stop = true;
		pthread_cond_signal(&fc->wake);
		pthread_mutex_unlock(&fc->lock);
		pthread_join(fc->flusher, NULL);
	}
	for (n = fc->nodes; n; n = next) {
		struct sbx_stat st;
		bool up;
		bool keep = false;

		next = n->next;
		if (n->dirty && n->key) {
			pthread_mutex_lock(&n->lock);
			if (reopen(n) == 0 && flush_locked(fc, n, &st, &up) < 0) {
				sbxfs_log(
				    "could not upload %s (%s); its data is kept in %s for the "
				    "next mount",
				    n->key, sbx_last_error(), n->spool);
				note_unsent(n, NULL);
				keep = true;
			}
			pthread_mutex_unlock(&n->lock);
		}
		node_free(n, keep);
	}
	pthread_cond_destroy(&fc->wake);
	pthread_mutex_destroy(&fc->lock);
	free(fc->dir);
	free(fc);
}
