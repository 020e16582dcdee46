/* filecache — open-file data in local spool files.
 *
 * Why whole files: the bridge API reads and writes whole files (no ranges
 * on PUT), so a random write can only reach the sandbox as a new version of
 * the whole file. Downloading on open and uploading on close gives editors
 * and compilers local-disk speed between the two, and close-to-open
 * consistency, the NFS contract most tools already expect.
 *
 * Nothing is deferred: a file created through the mount exists in the
 * sandbox before open(2) returns (fs/ops.c creates it there first), and
 * every close(2) (FUSE flush) uploads what is dirty before it returns, so
 * a later operation — rmdir of the parent, a rename over it, a command in
 * the sandbox, another mount — never gets an answer that a pending upload
 * would have changed. The only retries are of uploads that failed for a
 * transient reason (server unreachable, timeout, 503): the flusher thread
 * sends them once the server is back.
 *
 * Life of a node: created by the first open of a path, its spool filled by
 * a download (none for an empty sandbox file or O_TRUNC). Writes mark it
 * dirty; flush (every close(2)), fsync and the last release upload it; a
 * successful upload clears dirty. A failed one returns its errno to
 * close/fsync; transient failures keep the data dirty for the next flush,
 * the next open of the same path (which reuses the dirty spool rather than
 * downloading over it) or the flusher; permanent ones (the sandbox said no:
 * EACCES, ENOSPC, ...) drop it after reporting, as a local file system
 * drops pages it could not write back. After the last close a clean node
 * stays as an idle cache (its fd closed, spool file kept) remembering the
 * sandbox version (size, mtime) it equals; idle nodes beyond the
 * byte/count budget are evicted oldest first.
 *
 * Unlink and rename-over detach a node from its key: it stays usable for
 * descriptors still open (POSIX unlinked-open-file semantics) but is never
 * uploaded again. An unlinked node that libfuse keeps under its hidden
 * name (fs/ops.c) keeps that name as its key, marked unlinked, so fstat
 * and fchmod of the open file still find it.
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
#define KEY_MAX 4096

struct fc_node {
	/* Lock order: n->lock, then fc->lock. Code holding fc->lock only ever
	 * tries n->lock (pthread_mutex_trylock) and passes over busy nodes. */
	struct fc_node *next; /* table list, guarded by fc->lock */
	char *key;	      /* NULL once detached; guarded by fc->lock */
	bool unlinked;	      /* key is a hidden name: never uploaded; fc->lock */
	int refs;	      /* open references; guarded by fc->lock */
	unsigned long use;    /* LRU stamp; guarded by fc->lock */
	/* On fc->pending (closed, still dirty after a transient failure: for
	 * the flusher) and when it is due there; guarded by fc->lock. */
	struct fc_node *pnext;
	bool pending;
	double due;
	struct fc_node *hnext; /* key's hash bucket, guarded by fc->lock */

	pthread_mutex_t lock; /* guards everything below but fc and spool */
	struct filecache *fc; /* set at creation */
	char *spool;	      /* spool file path, set at creation */
	bool noted;	      /* a manifest records this dirty period (recover.h) */
	int fd;		      /* -1 while idle; closed only with refs 0 (see release) */
	bool valid;	      /* spool holds the file's data */
	bool dirty;	      /* local changes not yet acknowledged by the server */
	bool v_known;	      /* the sandbox version the clean spool equals */
	off_t v_size;
	struct timespec v_mtime;
	struct timespec l_mtime; /* time of the latest local change */
	/* l_mtime as last shown to a getattr: when the final one was seen
	 * (git fstat()s what it wrote before close), the upload stamps it
	 * on the sandbox file, so the mtime does not change under the
	 * caller's feet (git would see every file it wrote as modified). */
	struct timespec shown_mtime;
	bool shown;
	struct sbx_stat base; /* the sandbox's attributes as of open/upload */
	double retry_delay;   /* flusher backoff after transient failures */
};

struct filecache {
	pthread_mutex_t lock; /* guards the node list and per-node key/refs/use, stop */
	pthread_cond_t wake;  /* with lock: a node joined pending, or stop */
	pthread_t flusher;
	bool flusher_started, stop;
	void (*uploaded)(void *arg, const char *key, const struct sbx_stat *st);
	void *uploaded_arg;
	void (*replaced)(void *arg, const char *key, ino_t old_ino, ino_t new_ino);
	void *replaced_arg;
	struct sbx_client *client;
	char *dir;
	size_t idle_max;
	unsigned long clock, seq;
	struct fc_node *nodes;
	/* Closed nodes holding unsent data: all the flusher looks at. A node
	 * goes on it when its last close failed transiently; the flusher
	 * takes it off to send it and puts it back when that failed too. */
	struct fc_node *pending;
	struct fc_node *tab[FC_BUCKETS];
};

/* Closed files whose upload failed transiently (server away) are retried
 * after RETRY_DELAY, doubling up to RETRY_MAX, so their data reaches the
 * server once it is back, without a reopen. */
#define RETRY_DELAY 2.0
#define RETRY_MAX 60.0

static double mono_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

bool filecache_transient(int err)
{
	switch (-err) {
	case ECONNREFUSED:
	case ECONNRESET:
	case ECONNABORTED:
	case ENOTCONN:
	case ETIMEDOUT:
	case EAGAIN:
	case EINTR:
	case EHOSTUNREACH:
	case ENETUNREACH:
	case ENETDOWN:
	case ENOMEM:
		return true;
	default:
		return false;
	}
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

void filecache_on_replaced(struct filecache *fc,
			   void (*fn)(void *arg, const char *key, ino_t old_ino, ino_t new_ino),
			   void *arg)
{
	fc->replaced = fn;
	fc->replaced_arg = arg;
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

/* fc->lock held: n (closed, dirty) is for the flusher at due. */
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

/* fc->lock held: n leaves the node list (it is about to be freed). */
static void list_del(struct filecache *fc, struct fc_node *n)
{
	for (struct fc_node **pp = &fc->nodes; *pp; pp = &(*pp)->next)
		if (*pp == n) {
			*pp = n->next;
			break;
		}
	pending_del(fc, n);
}

static bool below(const char *path, const char *prefix, size_t plen)
{
	return strncmp(path, prefix, plen) == 0 && (path[plen] == '\0' || path[plen] == '/');
}

/* n->lock held: n is dirty; make sure a manifest says so. base: the
 * sandbox version the data is based on, NULL: the one the spool was
 * filled from (or last uploaded), if known. The key is read and the file
 * written under fc->lock, so a rename cannot slip in between (it rewrites
 * manifests). */
static void note_unsent(struct fc_node *n, const struct sbx_stat *base)
{
	struct filecache *fc = n->fc;
	struct recover_manifest m = {0};
	int r = 0;

	if (n->noted)
		return;
	if (base) {
		m.base_known = true;
		m.base_size = base->size;
		m.base_mtime = base->mtime;
	} else if (n->v_known) {
		m.base_known = true;
		m.base_size = n->v_size;
		m.base_mtime = n->v_mtime;
	} else if (n->base.ino) {
		m.base_known = true;
		m.base_size = n->base.size;
		m.base_mtime = n->base.mtime;
	}
	pthread_mutex_lock(&fc->lock);
	if (n->key && !n->unlinked) {
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
/* n->lock held: the other names' clean copies of the file of sandbox inode
 * ino (hard links, n just sent it) no longer equal the sandbox file, even
 * where size and mtime say so (an mtime of the same clock tick): their next
 * open downloads. A node busy right now is skipped (best effort). */
static void forget_siblings(struct filecache *fc, struct fc_node *n, ino_t ino)
{
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *m = fc->nodes; m; m = m->next) {
		if (m == n || pthread_mutex_trylock(&m->lock) != 0)
			continue;
		if (m->base.ino == ino && !m->dirty)
			m->v_known = false;
		pthread_mutex_unlock(&m->lock);
	}
	pthread_mutex_unlock(&fc->lock);
}

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
		struct timespec ts[2] = {{.tv_nsec = UTIME_OMIT}, n->l_mtime};

		/* best effort: on failure the server's own mtime stands */
		sbx_utimens(fc->client, t.id, t.rel, ts);
	}
	n->shown = false;
	r = sbx_lstat(fc->client, t.id, t.rel, &s, NULL);
	if (r < 0) {
		/* Uploaded; we only lack its exact attributes: report what we
		 * know (the size above all), and that the spool's version is
		 * unknown (the next open downloads). */
		s = n->base;
		if (!S_ISREG(s.mode))
			s.mode = S_IFREG | 0644;
		s.nlink = s.nlink ? s.nlink : 1;
		s.size = lst.st_size;
		s.mtime = s.ctime = n->l_mtime;
		n->v_known = false;
		*st = s;
		return 0;
	}
	if (fc->replaced && n->base.ino && s.ino != n->base.ino)
		fc->replaced(fc->replaced_arg, key, n->base.ino, s.ino);
	if (s.nlink > 1 && s.ino)
		forget_siblings(fc, n, s.ino);
	n->base = s;
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

/* The spool now equals the sandbox file of attributes *remote. n->lock held. */
static void set_clean_version(struct fc_node *n, const struct sbx_stat *remote)
{
	n->valid = true;
	n->v_known = true;
	n->v_size = remote->size;
	n->v_mtime = remote->mtime;
}

int filecache_open(struct filecache *fc, const char *key, const struct sbx_stat *remote, int flags,
		   struct fc_node **out, bool *keep_cache)
{
	struct fc_node *n = NULL;
	struct tree_node t;
	bool shared, keep = false;
	int r;

	r = tree_parse(key, &t);
	if (r < 0 || t.kind != TREE_WORKSPACE || !remote)
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

	/* From here the node cannot lose its fd: release closes it only
	 * when no reference is left, deciding so under both locks. */
	pthread_mutex_lock(&n->lock);
	r = reopen(n);
	if (r < 0)
		goto fail;
	if (!n->dirty)
		n->base = *remote;
	if (n->valid && (n->dirty || same_version(n, remote))) {
		/* unsent local data, or the spool equals the sandbox file */
		keep = true;
	} else if (((flags & O_TRUNC) && !shared) || remote->size == 0) {
		/* nothing to download: the file is (about to be) empty */
		if (ftruncate(n->fd, 0) != 0)
			goto fail_errno;
		if (remote->size == 0)
			set_clean_version(n, remote);
		else
			n->valid = false;
	} else {
		if (ftruncate(n->fd, 0) != 0 || lseek(n->fd, 0, SEEK_SET) < 0)
			goto fail_errno;
		n->valid = false;
		r = sbx_file_read_fd(fc->client, t.id, t.rel, n->fd, NULL);
		if (r < 0)
			goto fail;
		set_clean_version(n, remote);
	}
	if (flags & O_TRUNC) {
		struct stat st;

		if (fstat(n->fd, &st) != 0 || ftruncate(n->fd, 0) != 0)
			goto fail_errno;
		/* (an empty dirty one too: O_TRUNC marks its times) */
		if (st.st_size != 0 || !n->valid || remote->size != 0 || n->dirty) {
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

/* n->lock held: the attributes an fstat of the open node shows. */
static void local_stat(struct fc_node *n, struct sbx_stat *st)
{
	struct stat lst;

	*st = n->base;
	if (!S_ISREG(st->mode))
		st->mode = S_IFREG | (st->mode & 07777 ? st->mode & 07777 : 0644);
	if (st->nlink == 0)
		st->nlink = 1;
	if (n->fd >= 0 && fstat(n->fd, &lst) == 0)
		st->size = lst.st_size;
	if (n->dirty) {
		st->mtime = st->ctime = n->l_mtime;
		n->shown_mtime = n->l_mtime;
		n->shown = true;
	}
}

void filecache_node_stat(struct filecache *fc, struct fc_node *n, struct sbx_stat *st)
{
	pthread_mutex_lock(&n->lock);
	local_stat(n, st);
	pthread_mutex_unlock(&n->lock);
}

void filecache_node_key(struct filecache *fc, struct fc_node *n, char *buf, size_t size)
{
	pthread_mutex_lock(&fc->lock);
	snprintf(buf, size, "%s", n->key ? n->key : "");
	pthread_mutex_unlock(&fc->lock);
}

/* n->lock held: drop unsent data the sandbox refused for good; the next
 * open downloads what the sandbox has. */
static void drop_unsent(struct fc_node *n)
{
	n->dirty = false;
	note_sent(n);
	n->v_known = false;
	n->shown = false;
}

/* n->lock held: uploads n when dirty. A permanent failure drops the data
 * (after logging it); the caller reports the error. */
static int flush_locked(struct filecache *fc, struct fc_node *n, struct sbx_stat *st,
			bool *uploaded)
{
	char key[KEY_MAX];
	bool unlinked;
	struct sbx_stat s;
	int r;

	*uploaded = false;
	if (!n->dirty)
		return 0;
	pthread_mutex_lock(&fc->lock);
	snprintf(key, sizeof(key), "%s", n->key ? n->key : "");
	unlinked = n->unlinked;
	pthread_mutex_unlock(&fc->lock);
	if (!key[0] || unlinked) {
		n->dirty = false; /* unlinked: nothing to send */
		note_sent(n);
		return 0;
	}
	r = upload(fc, n, key, &s);
	if (r < 0) {
		if (!filecache_transient(r)) {
			sbxfs_log("upload of %s refused (%s: %s); the unsent data is dropped", key,
				  strerror(-r), sbx_last_error());
			drop_unsent(n);
		} else {
			note_unsent(n, NULL); /* (already, unless a dirtying path missed it) */
		}
		return r;
	}
	n->retry_delay = 0;
	*st = s;
	*uploaded = true;
	return 0;
}

int filecache_flush(struct filecache *fc, struct fc_node *n, struct sbx_stat *st, bool *uploaded)
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

	if (n->refs > 0 || n->unlinked || pthread_mutex_trylock(&n->lock) != 0)
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

/* Test hook (tests/test_filecache.c): runs in release between deciding
 * "last reference" and acting on it, to widen that window. */
static void (*release_hook)(void);

void filecache_test_release_hook(void (*fn)(void))
{
	release_hook = fn;
}

int filecache_release(struct filecache *fc, struct fc_node *n)
{
	struct sbx_stat st;
	bool up = false, last, gone = false;
	int r = 0;

	pthread_mutex_lock(&n->lock);
	pthread_mutex_lock(&fc->lock);
	last = n->refs == 1;
	pthread_mutex_unlock(&fc->lock);
	if (release_hook)
		release_hook();
	/* The last close sends what is still dirty. An open racing with us
	 * takes its reference under fc->lock and then waits for n->lock, so
	 * whether the fd may be closed is decided below, under both. */
	if (last && n->fd >= 0) {
		r = flush_locked(fc, n, &st, &up);
		if (r == 0 && up)
			r = 1;
	}
	pthread_mutex_lock(&fc->lock);
	n->refs--;
	if (n->refs == 0) {
		if (n->dirty && n->key && !n->unlinked) {
			/* a transient failure: the flusher retries */
			n->retry_delay = n->retry_delay > 0 ? n->retry_delay * 2 : RETRY_DELAY;
			if (n->retry_delay > RETRY_MAX)
				n->retry_delay = RETRY_MAX;
			pending_add(fc, n, mono_now() + n->retry_delay);
		} else if (n->fd >= 0) {
			close(n->fd);
			n->fd = -1;
		}
		if (!n->key) {
			/* detached and closed: gone (nobody can find it) */
			hash_del(fc, n);
			list_del(fc, n);
			gone = true;
		}
	}
	if (!gone)
		evict(fc);
	pthread_mutex_unlock(&fc->lock);
	pthread_mutex_unlock(&n->lock);
	if (gone)
		node_free(n, false);
	return r;
}

/* A live node of key (ref taken), or NULL. busy_only: only one that is
 * open or holds unsent data. */
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
		busy = n->refs > 1 || n->unlinked;
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

/* fc->lock held: drop a reference taken by grab or a scan; a node detached
 * meanwhile goes with its last reference (returned: free it unlocked). */
static struct fc_node *unref_locked(struct filecache *fc, struct fc_node *n)
{
	n->refs--;
	if (n->refs > 0 || n->key)
		return NULL;
	list_del(fc, n);
	return n;
}

static void ungrab(struct filecache *fc, struct fc_node *n)
{
	struct fc_node *dead;

	pthread_mutex_lock(&fc->lock);
	dead = unref_locked(fc, n);
	pthread_mutex_unlock(&fc->lock);
	if (dead)
		node_free(dead, false);
}

/* A busy node of another name of the same sandbox file (a hard link of
 * key: same sandbox, same inode), ref taken; NULL when none. */
static struct fc_node *grab_link(struct filecache *fc, const char *key, ino_t ino)
{
	const char *slash = strchr(key + 1, '/');
	size_t plen = slash ? (size_t)(slash - key) : 0;
	struct fc_node *found = NULL;

	if (!plen)
		return NULL;
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *n = fc->nodes; n && !found; n = n->next) {
		if (!n->key || n->unlinked || strncmp(n->key, key, plen) != 0 ||
		    n->key[plen] != '/' || pthread_mutex_trylock(&n->lock) != 0)
			continue;
		if (n->base.ino == ino && (n->dirty || n->refs > 0)) {
			found = n;
			n->refs++;
		}
		pthread_mutex_unlock(&n->lock);
	}
	pthread_mutex_unlock(&fc->lock);
	return found;
}

enum fc_attr filecache_attr(struct filecache *fc, const char *key, struct sbx_stat *st,
			    bool unlinked_only)
{
	struct fc_node *n = grab(fc, key, true);
	enum fc_attr r = FC_NONE;
	bool unlinked;
	struct stat lst;

	/* a hard link of a file open here shows that file's data too */
	if (!n && !unlinked_only && st->nlink > 1 && st->ino && !S_ISDIR(st->mode))
		n = grab_link(fc, key, st->ino);
	if (!n)
		return FC_NONE;
	pthread_mutex_lock(&fc->lock);
	unlinked = n->unlinked;
	pthread_mutex_unlock(&fc->lock);
	pthread_mutex_lock(&n->lock);
	if (unlinked) {
		local_stat(n, st);
		r = FC_UNLINKED;
	} else if (!unlinked_only && n->fd >= 0 && fstat(n->fd, &lst) == 0) {
		st->size = lst.st_size;
		if (n->dirty) {
			st->mtime = st->ctime = n->l_mtime;
			n->shown_mtime = n->l_mtime;
			n->shown = true;
		}
		r = FC_PATCHED;
	}
	pthread_mutex_unlock(&n->lock);
	ungrab(fc, n);
	return r;
}

int filecache_flush_link(struct filecache *fc, const char *key, const struct sbx_stat *st)
{
	struct fc_node *n;
	struct sbx_stat s;
	bool up;
	int r = 0;

	if (!st || st->nlink < 2 || !st->ino || !S_ISREG(st->mode))
		return 0;
	n = grab(fc, key, true);
	if (n) { /* key itself is open: its own data is what an open reads */
		ungrab(fc, n);
		return 0;
	}
	n = grab_link(fc, key, st->ino);
	if (!n)
		return 0;
	pthread_mutex_lock(&n->lock);
	if (n->dirty && n->fd >= 0 && (r = flush_locked(fc, n, &s, &up)) == 0 && up)
		r = 1;
	pthread_mutex_unlock(&n->lock);
	ungrab(fc, n);
	return r;
}

int filecache_flush_key(struct filecache *fc, const char *key, struct sbx_stat *st, bool *uploaded)
{
	struct fc_node *n = grab(fc, key, false);
	int r;

	*uploaded = false;
	if (!n)
		return 0;
	pthread_mutex_lock(&n->lock);
	r = 0;
	if (n->dirty && (r = reopen(n)) == 0)
		r = flush_locked(fc, n, st, uploaded);
	pthread_mutex_unlock(&n->lock);
	ungrab(fc, n);
	return r;
}

int filecache_unlinked_setattr(struct filecache *fc, const char *key, const mode_t *mode,
			       const struct timespec ts[2])
{
	struct fc_node *n = grab(fc, key, true);
	struct timespec now;
	bool unlinked;

	if (!n)
		return -ENOENT;
	pthread_mutex_lock(&fc->lock);
	unlinked = n->unlinked;
	pthread_mutex_unlock(&fc->lock);
	if (unlinked) {
		pthread_mutex_lock(&n->lock);
		clock_gettime(CLOCK_REALTIME, &now);
		if (mode)
			n->base.mode = (n->base.mode & S_IFMT) | (*mode & 07777);
		for (int i = 0; ts && i < 2; i++) {
			struct timespec *dst = i ? &n->base.mtime : &n->base.atime;

			if (ts[i].tv_nsec == UTIME_NOW)
				*dst = now;
			else if (ts[i].tv_nsec != UTIME_OMIT)
				*dst = ts[i];
		}
		if (ts && ts[1].tv_nsec != UTIME_OMIT)
			n->l_mtime = n->base.mtime;
		n->base.ctime = now;
		pthread_mutex_unlock(&n->lock);
	}
	ungrab(fc, n);
	return unlinked ? 0 : -ENOENT;
}

int filecache_truncate_key(struct filecache *fc, const char *key, off_t size,
			   const struct sbx_stat *st)
{
	struct fc_node *n = grab(fc, key, true);
	int r = -ENOENT;

	/* through another name of a file open here: that open file's data */
	if (!n && st && st->nlink > 1 && st->ino && S_ISREG(st->mode))
		n = grab_link(fc, key, st->ino);
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
	n->base = *st;
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

/* fc->lock held: n's key becomes nk (taken over; NULL: detach). */
static void rekey(struct filecache *fc, struct fc_node *n, char *nk)
{
	hash_del(fc, n);
	free(n->key);
	n->key = nk;
	if (nk)
		hash_add(fc, n);
	if (nk && !n->unlinked)
		recover_manifest_rekey(n->spool, nk); /* when it has one */
	else
		recover_manifest_remove(n->spool);
}

/* malloc'd to + (key after its prefix of length flen). */
static char *moved_key(const char *key, size_t flen, const char *to)
{
	size_t tlen = strlen(to), rest = strlen(key) - flen;
	char *nk = malloc(tlen + rest + 1);

	if (nk) {
		memcpy(nk, to, tlen);
		memcpy(nk + tlen, key + flen, rest + 1);
	}
	return nk;
}

void filecache_hide(struct filecache *fc, const char *key, const char *hidden)
{
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node **pp = &fc->nodes; *pp;) {
		struct fc_node *n = *pp;

		if (n->key && strcmp(n->key, hidden) == 0) {
			detach(fc, pp);
			if (*pp != n)
				continue;
		}
		pp = &(*pp)->next;
	}
	for (struct fc_node **pp = &fc->nodes; *pp; pp = &(*pp)->next) {
		struct fc_node *n = *pp;

		if (n->key && strcmp(n->key, key) == 0) {
			n->unlinked = true; /* first: rekey drops its manifest */
			rekey(fc, n, strdup(hidden));
			if (!n->key && n->refs == 0) {
				*pp = n->next;
				pending_del(fc, n);
				node_free(n, false);
			}
			break;
		}
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
	for (struct fc_node *n = fc->nodes; n; n = n->next)
		if (n->key && below(n->key, from, flen))
			rekey(fc, n, moved_key(n->key, flen, to)); /* NULL: cannot follow */
	pthread_mutex_unlock(&fc->lock);
}

void filecache_exchange(struct filecache *fc, const char *a, const char *b)
{
	size_t alen = strlen(a), blen = strlen(b);

	if (strcmp(a, b) == 0)
		return;
	/* One pass under one lock: every node below a goes below b and the
	 * other way round, each decided from its key before the swap. */
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *n = fc->nodes; n; n = n->next) {
		if (!n->key)
			continue;
		if (below(n->key, a, alen))
			rekey(fc, n, moved_key(n->key, alen, b));
		else if (below(n->key, b, blen))
			rekey(fc, n, moved_key(n->key, blen, a));
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

/* Sends a pending node (a reference held). Returns the upload's result. */
static int send_pending(struct filecache *fc, struct fc_node *n)
{
	struct sbx_stat st;
	bool up = false;
	char key[KEY_MAX];
	int e = 0;

	pthread_mutex_lock(&n->lock);
	filecache_node_key(fc, n, key, sizeof(key));
	if (n->dirty && (e = reopen(n)) < 0)
		sbxfs_log("spool of %s unusable (%s), will retry", key, strerror(-e));
	else if (n->dirty && (e = flush_locked(fc, n, &st, &up)) < 0 && filecache_transient(e))
		sbxfs_log("upload of %s failed (%s), will retry", key, sbx_last_error());
	if (e == 0 && up && fc->uploaded && key[0])
		fc->uploaded(fc->uploaded_arg, key, &st);
	pthread_mutex_lock(&fc->lock);
	if (n->dirty && n->key && !n->unlinked && filecache_transient(e)) {
		/* still dirty: retry after another delay, never drop it */
		n->retry_delay = n->retry_delay > 0 ? n->retry_delay * 2 : RETRY_DELAY;
		if (n->retry_delay > RETRY_MAX)
			n->retry_delay = RETRY_MAX;
		pending_add(fc, n, mono_now() + n->retry_delay);
	} else if (n->refs == 1 && n->fd >= 0) {
		close(n->fd); /* idle again (only our reference) */
		n->fd = -1;
	}
	pthread_mutex_unlock(&fc->lock);
	pthread_mutex_unlock(&n->lock);
	return e;
}

int filecache_flush_pending(struct filecache *fc, const char *prefix)
{
	size_t plen = strlen(prefix), n = 0, cap = 0;
	struct fc_node **v = NULL;
	int first = 0;

	/* Every closed node below prefix that may hold unsent data: those
	 * waiting for a retry, and those busy right now (the flusher may be
	 * sending one: waiting for its lock below waits for that upload). */
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *nd = fc->nodes; nd; nd = nd->next) {
		bool busy;

		if (!nd->key || nd->unlinked || nd->refs > 0 || !below(nd->key, prefix, plen))
			continue;
		busy = pthread_mutex_trylock(&nd->lock) != 0;
		if (!busy) {
			busy = nd->dirty;
			pthread_mutex_unlock(&nd->lock);
		}
		if (!busy && !nd->pending)
			continue;
		if (n == cap) {
			size_t nc = cap ? cap * 2 : 16;
			struct fc_node **nv = realloc(v, nc * sizeof(*nv));

			if (!nv) {
				first = -ENOMEM;
				break;
			}
			v = nv;
			cap = nc;
		}
		nd->refs++;
		v[n++] = nd;
	}
	pthread_mutex_unlock(&fc->lock);
	/* each once; a failure does not stop the others */
	for (size_t i = 0; i < n; i++) {
		struct fc_node *dead;
		int e = send_pending(fc, v[i]);

		if (e < 0 && !first)
			first = e;
		pthread_mutex_lock(&fc->lock);
		dead = unref_locked(fc, v[i]);
		pthread_mutex_unlock(&fc->lock);
		if (dead)
			node_free(dead, false);
	}
	free(v);
	return first;
}

static void *flusher_main(void *arg)
{
	struct filecache *fc = arg;

	pthread_mutex_lock(&fc->lock);
	while (!fc->stop) {
		struct timespec until;
		struct fc_node *due = NULL, *dead;
		double now = mono_now(), next = -1, wait;

		for (struct fc_node **pp = &fc->pending; *pp;) {
			struct fc_node *n = *pp;
			double at = n->due;

			if (!n->key || n->unlinked) {
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
			pthread_mutex_unlock(&fc->lock);
			send_pending(fc, due);
			pthread_mutex_lock(&fc->lock);
			dead = unref_locked(fc, due);
			if (dead) {
				pthread_mutex_unlock(&fc->lock);
				node_free(dead, false);
				pthread_mutex_lock(&fc->lock);
			}
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
		if (n->dirty && n->key && !n->unlinked) {
			int e;

			pthread_mutex_lock(&n->lock);
			if ((e = reopen(n)) == 0)
				e = flush_locked(fc, n, &st, &up);
			if (e < 0 && n->dirty) {
				sbxfs_log("could not upload %s (%s); its data is kept in %s for the "
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
