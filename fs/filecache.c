/* filecache — open-file data in local spool files: the node table, opens,
 * reads and writes, uploads on close (filecache_paths.c: name changes;
 * flusher.c: retries).
 *
 * Why whole files: the bridge API reads and writes whole files (no ranges
 * on PUT), so a random write can only reach the sandbox as a new version of
 * the whole file. Downloading on open and uploading on close gives editors
 * and compilers local-disk speed between the two, and close-to-open
 * consistency, the NFS contract most tools already expect.
 *
 * Nothing the mount asks can miss what it did: every close(2) (FUSE flush)
 * uploads what is dirty before it returns, and a file created through the
 * mount exists in the sandbox before any later request: with O_EXCL (or
 * without O_TRUNC) before open(2) returns (fs/workspace.c creates it there
 * first); with O_TRUNC, where sbxd can fold it into the upload, the create
 * travels with the data in the one upload of its close
 * (filecache_create_unborn), and any request before that — rmdir of the
 * parent, a rename, a listing, a command, another file's upload — first
 * sends it on its own (filecache_drain, the client's `before` callback). So
 * no answer of the sandbox can differ from what a create at open would
 * have given; only a sandbox process not started through the mount (or
 * another mount) can see the name appear at the close rather than the
 * open. The only retries are of uploads that failed for a
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
 * name (fs/workspace.c) keeps that name as its path, marked unlinked, so fstat
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

#include "filecache_int.h"
#include "log.h"
#include "recover.h"

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

static void *spares_main(void *arg);

int filecache_new(struct sbx_client *client, const char *dir, size_t idle_max,
		  void (*uploaded)(void *arg, const char *id, const char *path,
				   const struct sbx_stat *st),
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
	pthread_mutex_init(&fc->recycle_lock, NULL);
	pthread_cond_init(&fc->wake, NULL);
	fc->client = client;
	fc->idle_max = idle_max;
	fc->max_files = FC_FILES_DEFAULT;
	fc->uploaded = uploaded;
	fc->uploaded_arg = arg;
	atomic_init(&fc->sends, 1); /* (0: "no node" in filecache_attr) */
	atomic_init(&fc->unborn, 0);
	atomic_init(&fc->mem_bytes, 0);
	pthread_cond_init(&fc->born_cv, NULL);
	pthread_cond_init(&fc->fence_cv, NULL);
	pthread_cond_init(&fc->spare_wake, NULL);
	fc->flusher_started = pthread_create(&fc->flusher, NULL, fc_flusher_main, fc) == 0;
	fc->spare_started = pthread_create(&fc->spare_thread, NULL, spares_main, fc) == 0;
	*out = fc;
	return 0;
}

void filecache_set_max_files(struct filecache *fc, size_t n)
{
	pthread_mutex_lock(&fc->lock);
	fc->max_files = n;
	pthread_mutex_unlock(&fc->lock);
}

void filecache_set_mem(struct filecache *fc, const char *dir, size_t max)
{
	fc->mem_dir = strdup(dir);
	fc->mem_max = fc->mem_dir ? max : 0;
}

long long filecache_mem_bytes(struct filecache *fc)
{
	return atomic_load(&fc->mem_bytes);
}

void filecache_on_replaced(struct filecache *fc,
			   void (*fn)(void *arg, const char *id, const char *path, ino_t old_ino,
				      ino_t new_ino, bool before, bool told),
			   void *arg)
{
	fc->replaced = fn;
	fc->replaced_arg = arg;
}

void filecache_on_born(struct filecache *fc,
		       void (*fn)(void *arg, const char *id, const char *path, ino_t fake,
				  const struct sbx_stat *st),
		       void *arg)
{
	fc->born = fn;
	fc->born_arg = arg;
}

void filecache_on_sent(struct filecache *fc,
		       void (*fn)(void *arg, const char *id, const char *path,
				  const struct sbx_stat *st),
		       void *arg)
{
	fc->sent = fn;
	fc->sent_arg = arg;
}

unsigned filecache_sends(struct filecache *fc)
{
	return atomic_load(&fc->sends);
}

/* Puts path (fd: its descriptor or -1, closed here) on the list v[0..*n)
 * of the spares thread, while *n, plus *also when given, stays below
 * FC_RECYCLED_MAX, and wakes the thread for the first one. False: no room
 * (the caller unlinks it). */
static bool to_spares(struct filecache *fc, char **v, int *n, const int *also, char *path, int fd)
{
	bool kept = false, first = false;

	if (fd >= 0)
		close(fd);
	pthread_mutex_lock(&fc->recycle_lock);
	if (*n + (also ? *also : 0) < FC_RECYCLED_MAX) {
		first = *n == 0; /* (the thread takes them all) */
		v[(*n)++] = path;
		kept = true;
	}
	pthread_mutex_unlock(&fc->recycle_lock);
	if (first) {
		pthread_mutex_lock(&fc->lock);
		fc->spare_want = true;
		pthread_cond_signal(&fc->spare_wake);
		pthread_mutex_unlock(&fc->lock);
	}
	return kept;
}

/* Keeps a freed node's spool file for a new node to take, once the spares
 * thread has emptied it (empty_freed): on ext4 without a journal (this
 * machine's root) making an inode passes over every one freed in the last
 * minutes (recently_deleted: half of sbxfs's CPU in 500 creates after an
 * rm -rf), and freeing one costs about what emptying it does, which an rm
 * then waited for (open, ftruncate, close: 8% of sbxfs's CPU in an
 * rm -rf). */
static bool recycle(struct filecache *fc, char *path, int fd)
{
	return to_spares(fc, fc->freed, &fc->nfreed, &fc->nrecycled, path, fd);
}

/* A freed node's memory-spool file, for the spares thread to unlink: tmpfs
 * frees its pages there, not in the request that freed it. */
static bool doom(struct filecache *fc, char *path, int fd)
{
	if (!fc->spare_started) { /* (nobody would) */
		if (fd >= 0)
			close(fd);
		return false;
	}
	return to_spares(fc, fc->doomed, &fc->ndoomed, NULL, path, fd);
}

/* The last of the paths v[0..*n) taken off (under recycle_lock), or NULL;
 * *taken (unless NULL) counts it in the same hold. */
static char *pop_path(struct filecache *fc, char **v, int *n, int *taken)
{
	char *p = NULL;

	pthread_mutex_lock(&fc->recycle_lock);
	if (*n > 0) {
		p = v[--*n];
		if (taken)
			++*taken;
	}
	pthread_mutex_unlock(&fc->recycle_lock);
	return p;
}

/* The spares thread: empties the freed spool files and pools them (those
 * it cannot empty, or that no longer are files, go). */
static void empty_freed(struct filecache *fc)
{
	for (char *p; (p = pop_path(fc, fc->doomed, &fc->ndoomed, NULL));) {
		unlink(p);
		free(p);
	}
	for (;;) {
		struct stat st;
		/* (one being emptied is counted: filecache_test_recycled) */
		char *p = pop_path(fc, fc->freed, &fc->nfreed, &fc->nemptying);
		bool empty;
		int fd;

		if (!p)
			return;
		fd = open(p, O_RDWR | O_CLOEXEC | O_NOFOLLOW);
		empty = fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
			(st.st_size == 0 || ftruncate(fd, 0) == 0);
		/* closed before anyone can take it: ext4 writes a file
		 * truncated to 0 out at its next close (auto_da_alloc), which
		 * must be this one, with nothing in it, not the next owner's */
		if (fd >= 0)
			close(fd);
		pthread_mutex_lock(&fc->recycle_lock);
		/* (room is checked here, not only at recycle(): one freed
		 * while this one was being emptied was let in on a count
		 * that did not hold this one, and the pool had to be full
		 * for that: it wrote one past its end) */
		if (empty && fc->nrecycled < FC_RECYCLED_MAX) {
			fc->recycled[fc->nrecycled++] = p;
			p = NULL;
			fc->nemptying--;
		}
		pthread_mutex_unlock(&fc->recycle_lock);
		if (p) {
			unlink(p);
			free(p);
			pthread_mutex_lock(&fc->recycle_lock);
			fc->nemptying--;
			pthread_mutex_unlock(&fc->recycle_lock);
		}
	}
}

/* A recycled spool file, open (its name in *path), or -1: none. */
static int reuse(struct filecache *fc, char **path)
{
	for (;;) {
		char *p = pop_path(fc, fc->recycled, &fc->nrecycled, NULL);
		int fd;

		if (!p)
			return -1;
		fd = open(p, O_RDWR | O_CLOEXEC | O_NOFOLLOW);
		if (fd >= 0) {
			*path = p;
			return fd;
		}
		unlink(p); /* (gone: the next) */
		free(p);
	}
}

int filecache_test_recycled(struct filecache *fc, bool emptied)
{
	int n;

	pthread_mutex_lock(&fc->recycle_lock);
	n = fc->nrecycled + (emptied ? 0 : fc->nfreed + fc->nemptying);
	pthread_mutex_unlock(&fc->recycle_lock);
	return n;
}

int filecache_test_unborn(struct filecache *fc)
{
	return atomic_load(&fc->unborn);
}

int filecache_test_active_wrong(struct filecache *fc)
{
	int wrong = 0, on = 0;

	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *n = fc->nodes; n; n = n->next) {
		wrong += n->active != (n->refs > 0 || n->pending);
		on += n->active;
	}
	for (struct fc_node *n = fc->active; n; n = n->anext)
		on--;
	pthread_mutex_unlock(&fc->lock);
	return wrong + (on < 0 ? -on : on);
}

void fc_node_free(struct fc_node *n, bool keep_file)
{
	/* one put off and never sent (detached with its sandbox): no longer
	 * for filecache_drain to look for */
	if (n->fc && n->born == FC_UNBORN)
		atomic_fetch_sub(&n->fc->unborn, 1);
	if (n->spool && !keep_file) {
		/* the manifest first: a crash in between leaves data without
		 * one (cache, reaped), never a manifest over emptied data */
		if (n->manifest)
			recover_manifest_remove(n->spool);
		if (n->mem && n->fc)
			atomic_fetch_sub(&n->fc->mem_bytes, n->mem_acct);
		/* (one in memory costs nothing to make: not recycled, but
		 * unlinked by the spares thread, which frees its pages) */
		if (n->fc &&
		    (n->mem ? doom(n->fc, n->spool, n->fd) : recycle(n->fc, n->spool, n->fd)))
			n->spool = NULL; /* (the pool's now) */
		else
			unlink(n->spool);
		n->fd = -1; /* (closed by recycle or doom) */
	}
	if (n->fd >= 0)
		close(n->fd);
	pthread_mutex_destroy(&n->lock);
	if (n->was && n->fc)
		atomic_fetch_sub(&n->fc->shadows, 1);
	free(n->was);
	free(n->spool);
	free(n->path);
	free(n);
}

static size_t bucket(const char *id, const char *path)
{
	size_t h = 5381;

	for (const unsigned char *p = (const unsigned char *)id; *p; p++)
		h = h * 33 + *p;
	for (const unsigned char *p = (const unsigned char *)path; *p; p++)
		h = h * 33 + *p;
	return h % FC_BUCKETS;
}

/* The name a recovery manifest gives a node: its mount path (recover.h). */
void fc_manifest_key(const char *id, const char *path, char *buf, size_t size)
{
	snprintf(buf, size, "/%s%s", id, path);
}

/* fc->lock held: n (with a key) joins the index. */
void fc_hash_add(struct filecache *fc, struct fc_node *n)
{
	size_t b = bucket(n->id, n->path);

	n->hnext = fc->tab[b];
	fc->tab[b] = n;
}

/* fc->lock held: n leaves the index, before its key is freed or changed. */
void fc_hash_del(struct filecache *fc, struct fc_node *n)
{
	if (!n->path)
		return;
	for (struct fc_node **pp = &fc->tab[bucket(n->id, n->path)]; *pp; pp = &(*pp)->hnext)
		if (*pp == n) {
			*pp = n->hnext;
			break;
		}
}

void fc_free_chain(struct fc_node *list)
{
	while (list) {
		struct fc_node *n = list;

		list = n->next;
		fc_node_free(n, false);
	}
}

/* fc->lock held: n joins the node list. */
void fc_list_add(struct filecache *fc, struct fc_node *n)
{
	n->prev = NULL;
	n->next = fc->nodes;
	if (fc->nodes)
		fc->nodes->prev = n;
	fc->nodes = n;
}

/* fc->lock held: n on fc->active or off it. */
static void active_set(struct filecache *fc, struct fc_node *n, bool on)
{
	if (on == n->active)
		return;
	if (on) {
		n->aprev = NULL;
		n->anext = fc->active;
		if (fc->active)
			fc->active->aprev = n;
		fc->active = n;
	} else {
		if (n->aprev)
			n->aprev->anext = n->anext;
		else
			fc->active = n->anext;
		if (n->anext)
			n->anext->aprev = n->aprev;
		n->anext = n->aprev = NULL;
	}
	n->active = on;
}

/* fc->lock held: n leaves the node list (it is about to be freed); a node
 * not on it is left alone. */
void fc_list_del(struct filecache *fc, struct fc_node *n)
{
	if (n->prev || fc->nodes == n) {
		if (n->prev)
			n->prev->next = n->next;
		else
			fc->nodes = n->next;
		if (n->next)
			n->next->prev = n->prev;
		n->next = n->prev = NULL;
	}
	fc_pending_del(fc, n);
	active_set(fc, n, false); /* (one freed still referenced: a destroy) */
}

void fc_active_sync(struct filecache *fc, struct fc_node *n)
{
	active_set(fc, n, n->refs > 0 || n->pending);
}

void fc_idle_note(struct filecache *fc, struct fc_node *n)
{
	n->acct = (size_t)n->v_size;
	fc->idle_count++;
	fc->idle_bytes += n->acct;
}

bool fc_is(const struct fc_node *n, const char *id, const char *path)
{
	return n->path && strcmp(n->path, path) == 0 && strcmp(n->id, id) == 0;
}

struct fc_node *fc_find(struct filecache *fc, const char *id, const char *path)
{
	for (struct fc_node *n = fc->tab[bucket(id, path)]; n; n = n->hnext)
		if (fc_is(n, id, path))
			return n;
	return NULL;
}

/* A new spool file (fc->lock not needed; seq: a number no other has). */
static int spool_make(const char *dir, unsigned long seq, char **path)
{
	int fd;

	if (asprintf(path, "%s/f%lu.XXXXXX", dir, seq) < 0) {
		*path = NULL;
		return -ENOMEM;
	}
	fd = mkostemp(*path, O_CLOEXEC);
	if (fd < 0) {
		int e = -errno;

		free(*path);
		*path = NULL;
		return e;
	}
	return fd;
}

/* Making a file is the slowest step of a create through the mount after
 * its request: ext4 without a journal (this machine's root) passes over
 * every inode freed in the last minutes to find a free one, 0.1-0.3 ms
 * after a test run or a build, holding the directory's lock, so every
 * other file operation in the spool directory (the manifests' renames)
 * waits too; node_new did it holding fc->lock besides. This thread keeps
 * up to FC_SPARES_MAX nameless files (O_TMPFILE: allocated without the
 * directory's lock) made ahead; a new node gives one a name (linkat: no
 * allocation). It starts at the first create and refills below
 * FC_SPARES_LOW; a failure (disk full, no O_TMPFILE) stops it until a
 * node asks again, and nodes make their files themselves meanwhile. A
 * crash leaves nothing of them: they have no name. */
static void *spares_main(void *arg)
{
	struct filecache *fc = arg;

	pthread_mutex_lock(&fc->lock);
	while (!fc->stop) {
		if (!fc->spare_want) {
			pthread_cond_wait(&fc->spare_wake, &fc->lock);
			continue;
		}
		fc->spare_want = false;
		pthread_mutex_unlock(&fc->lock);
		empty_freed(fc);
		pthread_mutex_lock(&fc->lock);
		while (fc->nspares < FC_SPARES_MAX && !fc->stop) {
			int fd;

			pthread_mutex_unlock(&fc->lock);
			fd = open(fc->dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
			pthread_mutex_lock(&fc->lock);
			if (fd < 0)
				break;
			fc->spare_fd[fc->nspares++] = fd;
		}
	}
	pthread_mutex_unlock(&fc->lock);
	return NULL;
}

/* fc->lock held: a spare spool file, named (*path), or -1. Asks for more
 * when they run low. */
static int spare_take(struct filecache *fc, char **path)
{
	int fd = -1;

	if (fc->nspares > 0) {
		char proc[64];

		fd = fc->spare_fd[--fc->nspares];
		snprintf(proc, sizeof(proc), "/proc/self/fd/%d", fd);
		/* the name is the mount's own (its spool directory, seq) */
		if (asprintf(path, "%s/f%lu.sp", fc->dir, ++fc->seq) < 0) {
			*path = NULL;
		} else if (linkat(AT_FDCWD, proc, AT_FDCWD, *path, AT_SYMLINK_FOLLOW) != 0) {
			free(*path);
			*path = NULL;
		}
		if (!*path) {
			close(fd);
			fd = -1;
		}
	}
	if (fc->spare_started && fc->nspares < FC_SPARES_LOW && !fc->spare_want) {
		fc->spare_want = true;
		pthread_cond_signal(&fc->spare_wake);
	}
	return fd;
}

/* Whether a file of size bytes goes to the memory spool. */
static bool mem_room(struct filecache *fc, off_t size)
{
	return fc->mem_dir && size >= 0 && size <= FC_MEM_FILE_MAX &&
	       atomic_load(&fc->mem_bytes) + size <= (long long)fc->mem_max;
}

/* fc->lock held: a new disk spool file (named *path), or -errno. */
static int disk_spool(struct filecache *fc, char **path)
{
	int fd = reuse(fc, path);

	if (fd < 0)
		fd = spare_take(fc, path);
	if (fd < 0)
		fd = spool_make(fc->dir, ++fc->seq, path);
	return fd;
}

/* fc->lock held. expect: the size its data will have (< 0: unknown), for
 * where to spool it. */
static int node_new(struct filecache *fc, const char *id, const char *path, off_t expect,
		    struct fc_node **out)
{
	struct fc_node *n = calloc(1, sizeof(*n));
	int fd = -1;

	if (!n)
		return -ENOMEM;
	n->fd = -1;
	n->app_from = n->clean_size = -1;
	n->fc = fc;
	pthread_mutex_init(&n->lock, NULL);
	snprintf(n->id, sizeof(n->id), "%s", id);
	n->path = strdup(path);
	if (!n->path) {
		fc_node_free(n, false);
		return -ENOMEM;
	}
	if (mem_room(fc, expect)) {
		fd = spool_make(fc->mem_dir, ++fc->seq, &n->spool);
		n->mem = fd >= 0;
	}
	if (fd < 0)
		fd = disk_spool(fc, &n->spool);
	if (fd < 0) {
		fc_node_free(n, false);
		return fd;
	}
	n->fd = fd;
	*out = n;
	return 0;
}

/* n->lock held: n is dirty; make sure a manifest says so. base: the
 * sandbox version the data is based on, NULL: the one the spool was
 * filled from (or last uploaded), if known. The key is read and the file
 * written under fc->lock, so a rename cannot slip in between (it rewrites
 * manifests). */
/* n->lock held: the mode and times n's upload would carry (upload())
 * into m's set_* fields. */
static void pending_attrs(const struct fc_node *n, struct recover_manifest *m)
{
	/* what only appended: recovery appends it (a hollow spool has no
	 * data before app_from to send whole) */
	m->append = n->app_from >= 0;
	m->append_from = n->app_from;
	m->hollow = n->hollow;
	m->set_mode = n->p_mode;
	m->set_mode_bits = n->base.mode & 07777;
	m->set_atime = n->p_atime;
	m->atime = n->base.atime;
	m->set_mtime = n->p_mtime;
	m->mtime = n->l_mtime;
}

/* n->lock held: n's manifest gets its pending mode and times again (a
 * chmod/utimens of the dirty file, or a write after a utimens): a crash
 * loses nothing the close would have sent. One rewrite per such change,
 * never per write. */
static void note_attrs(struct fc_node *n)
{
	struct filecache *fc = n->fc;
	struct recover_manifest m = {0};
	int r = 0;

	pending_attrs(n, &m);
	pthread_mutex_lock(&fc->lock);
	if (n->manifest && n->path && !n->unlinked)
		r = recover_manifest_set_attrs(n->spool, &m);
	pthread_mutex_unlock(&fc->lock);
	if (r < 0)
		sbxfs_log("cannot record the mode and times of unsent %s (%s): a crash would "
			  "lose them",
			  n->spool, strerror(-r));
	else
		n->attrs_stale = false;
}

void fc_note_unsent(struct fc_node *n, const struct sbx_stat *base)
{
	struct filecache *fc = n->fc;
	struct recover_manifest m = {0};
	int r = 0;

	if (n->noted) {
		if (n->attrs_stale)
			note_attrs(n);
		return;
	}
	pending_attrs(n, &m);
	if (n->hollow) {
		; /* (base unknown: no sbxfs before appends uploads it whole) */
	} else if (base) {
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
	if (n->born != FC_BORN) { /* the lost close would have created it */
		m.isnew = true;
		m.mode = n->cmode;
	}
	if (n->path && !n->unlinked) {
		char key[KEY_MAX];

		fc_manifest_key(n->id, n->path, key, sizeof(key));
		m.key = key;
		r = recover_manifest_write(n->spool, &m);
		n->manifest = n->manifest || r == 0;
	}
	pthread_mutex_unlock(&fc->lock);
	if (r < 0) {
		sbxfs_log("cannot record unsent data of %s (%s): a crash would lose it", n->spool,
			  strerror(-r));
	} else {
		n->noted = true;
		n->attrs_stale = false;
	}
}

/* n->lock held: n is clean again. */
void fc_note_sent(struct fc_node *n)
{
	bool had;

	if (!n->noted)
		return;
	/* cleared first: a rename meanwhile no longer rewrites it */
	pthread_mutex_lock(&n->fc->lock);
	had = n->manifest;
	n->manifest = false;
	pthread_mutex_unlock(&n->fc->lock);
	if (had)
		recover_manifest_remove(n->spool);
	n->noted = false;
	n->attrs_stale = false;
}

/* n->lock held: the other names' clean copies of the file of sandbox inode
 * ino (hard links in n's sandbox, n just sent it) no longer equal the
 * sandbox file, even where size and mtime say so (an mtime of the same
 * clock tick): their next open downloads. A node busy right now is skipped
 * (best effort; lock order n->lock, then fc->lock, then only trylock). */
static void forget_siblings(struct filecache *fc, struct fc_node *n, ino_t ino)
{
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *m = fc->nodes; m; m = m->next) {
		if (m == n || strcmp(m->id, n->id) != 0 || pthread_mutex_trylock(&m->lock) != 0)
			continue;
		if (m->base.ino == ino && !m->dirty)
			m->v_known = false;
		pthread_mutex_unlock(&m->lock);
	}
	pthread_mutex_unlock(&fc->lock);
}

/* n's bytes from n->app_from to size, appended to the sandbox file at its
 * end (sbx_file_append_fd), SBX_APPEND_MAX at a time (each one write
 * there; the mode and times with the last); *same: the spool now equals
 * the sandbox file (they landed where the spool has them, and nothing came
 * after). A hollow node's app_from moves past each part sent, so that a
 * retry sends only the rest. */
static int append_tail(struct filecache *fc, struct fc_node *n, const char *path,
		       const struct sbx_file_attrs *a, off_t size, struct sbx_stat *st, bool *same)
{
	off_t from = n->app_from, at = -1;
	int r;

	*same = true;
	do {
		size_t len = size - from < SBX_APPEND_MAX ? (size_t)(size - from) : SBX_APPEND_MAX;
		bool last = from + (off_t)len == size;

		r = sbx_file_append_fd(fc->client, n->id, path, n->fd, from, len, last ? a : NULL,
				       st, &at);
		if (r < 0)
			break;
		*same = *same && at == from && st->mode;
		from += (off_t)len;
		if (n->hollow && !last) {
			n->app_from = from;
			n->attrs_stale = n->noted; /* (its manifest says where) */
			fc_note_unsent(n, NULL);
		}
	} while (from < size);
	*same = r == 0 && *same && st->size == size;
	return r;
}

/* Uploads n (locked by the caller) to path in its sandbox: one request on
 * sbxd, carrying the mode and times set while the data was unsent and
 * answering the new attributes (what was write + chmod + utimens + lstat). */
static int upload(struct filecache *fc, struct fc_node *n, const char *path, bool fold,
		  struct sbx_stat *st)
{
	struct timespec ts[2] = {{.tv_nsec = UTIME_OMIT}, {.tv_nsec = UTIME_OMIT}};
	struct sbx_file_attrs a = {.mode = n->p_mode ? (long)(n->base.mode & 07777) : -1,
				   .create = fold,
				   .create_mode = n->cmode,
				   .has_creator = n->has_creator,
				   .creator_uid = n->cuid,
				   .creator_gid = n->cgid};
	ino_t now;
	struct sbx_stat s;
	struct stat lst;
	bool same = true, appended = false;
	int r;

	if (fstat(n->fd, &lst) != 0 || lseek(n->fd, 0, SEEK_SET) < 0)
		return -errno;
	if (n->p_atime)
		ts[0] = n->base.atime;
	/* an mtime set, or the local one a caller saw (git fstat()s what it
	 * wrote): the sandbox file gets it, so it does not change under the
	 * caller's feet */
	if (n->p_mtime || (n->shown && n->shown_mtime.tv_sec == n->l_mtime.tv_sec &&
			   n->shown_mtime.tv_nsec == n->l_mtime.tv_nsec))
		ts[1] = n->l_mtime;
	if (ts[0].tv_nsec != UTIME_OMIT || ts[1].tv_nsec != UTIME_OMIT)
		a.times = ts;
	if (fc->replaced && n->base.ino)
		fc->replaced(fc->replaced_arg, n->id, path, n->base.ino, 0, true, false);
	r = -ENOSYS;
	if (!fold && n->app_from >= 0 && n->app_from <= lst.st_size) {
		r = append_tail(fc, n, path, &a, lst.st_size, &s, &same);
		appended = r == 0;
		/* a transient failure may have appended before the answer
		 * was lost: the retry writes the whole file, which may be
		 * sent twice (a hollow one has nothing else to send: it
		 * appends what is left, see append_tail) */
		if (r < 0 && filecache_transient(r) && !n->hollow)
			n->app_from = -1;
	} else if (n->hollow) {
		r = -EIO; /* (every other change unhollows first) */
	}
	/* the sandbox file gone (ENOENT: the whole file makes it again, as
	 * before), not writable (EACCES: replaced, as before), no append
	 * on this server (ENOSYS) ...: the whole file; never a hollow
	 * one's, whose spool has a hole for the file's data */
	if (r < 0 && !filecache_transient(r) && !n->hollow) {
		r = sbx_file_write_fd_attrs(fc->client, n->id, path, n->fd, lst.st_size, &a, &s);
		same = r == 0 && s.mode != 0; /* (0: removed again at once) */
	}
	/* The data took the place of another file than the one opened (a
	 * command moved that away, and maybe made a new one at the name): the
	 * written file is a new one and shows its own number; the one opened
	 * keeps showing its number under its new name (pinning the new file
	 * to it would show two files as one: cp -a, tar and du take that for
	 * a hard link). sbxd tells; on other servers the callback looks for
	 * the opened file's number under other names the kernel holds. */
	/* (a folded create replaced nothing: the file it made takes the
	 * number the unborn one showed) */
	if (r < 0)
		now = 0;
	else if (fold)
		now = s.has_replaced && s.replaced != 0 ? 0 : s.ino;
	else
		now = s.has_replaced && s.replaced != n->base.ino ? 0 : s.ino;
	if (fc->replaced && n->base.ino)
		fc->replaced(fc->replaced_arg, n->id, path, n->base.ino, now, false,
			     r == 0 && s.has_replaced);
	if (r < 0)
		return r;
	/* A stat between this node turning clean and the caller storing s
	 * would take an older answer from the metadata cache, unpatched (a
	 * chmod kept for the upload shown undone: exerciser B54): s goes
	 * there first, and fc->sends tells a stat that raced with it. */
	if (fc->sent && s.mode)
		fc->sent(fc->sent_arg, n->id, path, &s);
	atomic_fetch_add(&fc->sends, 1);
	n->dirty = false;
	n->p_mode = n->p_atime = n->p_mtime = false;
	n->l_ctime = (struct timespec){0};
	fc_note_sent(n);
	n->shown = false;
	if (s.nlink > 1 && s.ino)
		forget_siblings(fc, n, s.ino);
	if (s.mode)
		n->base = s;
	fc_version_of(n, &s);
	n->clean_size = lst.st_size;
	if (appended && (n->hollow || !same) && S_ISREG(s.mode) && ftruncate(n->fd, s.size) == 0) {
		/* appended to a file the spool does not hold whole, or no
		 * longer equals (a sandbox process appended too): a hole of
		 * the sandbox file's size now (hollow), so that the next
		 * appends (a logger's write + fsync per line) download
		 * nothing either, and any other use takes the sandbox's
		 * data first, as refetch would */
		n->hollow = true;
		n->valid = true;
		n->refetch = false;
		n->v_known = false;
		n->clean_size = s.size;
		fc_fit(fc, n, 0);
		same = true;
	} else if (n->hollow) {
		n->hollow = false;
		same = false;
	}
	if (!same) {
		/* the appended bytes went after others (a sandbox process
		 * appended too) or the file is gone: the spool is not the
		 * sandbox file, and every use takes the sandbox's first */
		n->refetch = true;
		n->valid = false;
		n->v_known = false;
		n->clean_size = -1;
	}
	*st = s;
	return 0;
}

void fc_note_ino(struct filecache *fc, struct fc_node *n)
{
	pthread_mutex_lock(&fc->lock);
	n->ino = n->base.ino;
	pthread_mutex_unlock(&fc->lock);
}

int fc_reopen(struct fc_node *n)
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

static bool ts_same(struct timespec a, struct timespec b)
{
	return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec;
}

/* Size and mtime, and what changes anyway when a file is replaced or
 * rewritten with both put back: its inode number (a tar extracted over the
 * tree: npm's and reproducible archives give every file one mtime) and its
 * ctime, where the server tells them. Not the ctime after a rename here,
 * which changes it and not the data. */
bool fc_same_version(const struct fc_node *n, const struct sbx_stat *st)
{
	return n->v_known && n->v_size == st->size && ts_same(n->v_mtime, st->mtime) &&
	       (!n->v_ino || !st->ino || n->v_ino == st->ino) &&
	       (!n->v_ctime.tv_sec || !st->ctime.tv_sec || atomic_load(&n->v_ctime_moved) ||
		ts_same(n->v_ctime, st->ctime));
}

void fc_version_of(struct fc_node *n, const struct sbx_stat *st)
{
	n->v_known = true;
	n->v_size = st->size;
	n->v_mtime = st->mtime;
	n->v_ino = st->ino;
	n->v_ctime = st->ctime;
	atomic_store(&n->v_ctime_moved, false);
}

/* The spool now equals the sandbox file of attributes *remote. n->lock held. */
static void set_clean_version(struct fc_node *n, const struct sbx_stat *remote)
{
	struct stat st;

	n->clean_size = fstat(n->fd, &st) == 0 ? st.st_size : -1;
	n->hollow = false;
	n->valid = true;
	n->refetch = false;
	fc_version_of(n, remote);
}

/* Empties a spool file unless it is empty already. */
static int spool_cut(int fd)
{
	struct stat st;

	if (fstat(fd, &st) != 0)
		return -1;
	return st.st_size == 0 ? 0 : ftruncate(fd, 0);
}

/* n->lock held, n->fd open: the spool, emptied, takes the sandbox file's
 * data; one in memory that the download finds full moves to disk and
 * downloads again. */
static int download(struct filecache *fc, struct fc_node *n, const char *path)
{
	for (bool again = true;; again = false) {
		int r;

		if (spool_cut(n->fd) != 0 || lseek(n->fd, 0, SEEK_SET) < 0)
			return -errno;
		r = sbx_file_read_fd(fc->client, n->id, path, n->fd, NULL);
		if (!again || r != -ENOSPC || fc_fit(fc, n, r) != -EAGAIN)
			return r;
	}
}

static int unhollow(struct filecache *fc, struct fc_node *n);
static void touch_app(struct fc_node *n, off_t app);

/* Whether the server will take n's appends to path (an open need not
 * download for them): known, or asked with an append of nothing, once
 * per mount (an sbxd before appends would lose a hollow file's data). */
static bool appends(struct filecache *fc, struct fc_node *n, const char *path)
{
	struct sbx_stat st;
	off_t at;
	int k = sbx_client_appends(fc->client, path);

	if (k == 0) {
		sbx_file_append_buf(fc->client, n->id, path, "", 0, NULL, &st, &at);
		k = sbx_client_appends(fc->client, path);
	}
	return k > 0;
}

int filecache_open(struct filecache *fc, const char *id, const char *path,
		   const struct sbx_stat *remote, int flags, struct fc_node **out, bool *keep_cache)
{
	struct fc_node *n = NULL;
	bool shared, keep = false, left;
	bool append_only =
	    (flags & O_ACCMODE) == O_WRONLY && (flags & O_APPEND) && !(flags & O_TRUNC);
	int r;

	if (!remote)
		return -EINVAL;
again:
	pthread_mutex_lock(&fc->lock);
	n = fc_find(fc, id, path);
	if (!n) {
		r = node_new(fc, id, path, flags & O_TRUNC ? 0 : remote->size, &n);
		if (r < 0 || !n) {
			pthread_mutex_unlock(&fc->lock);
			return r;
		}
		fc_list_add(fc, n);
		fc_hash_add(fc, n);
	}
	shared = fc_opens(n) > 0;
	n->refs++;
	fc_active_sync(fc, n);
	n->use = ++fc->clock;
	pthread_mutex_unlock(&fc->lock);

	/* From here the node cannot lose its fd: release closes it only
	 * when no reference is left, deciding so under both locks. */
	pthread_mutex_lock(&n->lock);
	if (shared) {
		/* another file took the name since the open ones read it (a
		 * command's `mv new f`): they keep theirs, this one gets the
		 * new (downloading over theirs tore what they read) */
		pthread_mutex_lock(&fc->lock);
		left = fc_replaced(fc, n, remote);
		pthread_mutex_unlock(&fc->lock);
		if (left) {
			pthread_mutex_unlock(&n->lock);
			filecache_release(fc, n);
			goto again;
		}
	}
	r = fc_reopen(n);
	if (r < 0)
		goto fail;
	/* a descriptor that reads, truncates or writes anywhere needs the
	 * data an append-only one did not download */
	if (n->hollow && !append_only && (r = unhollow(fc, n)) < 0)
		goto fail;
	if (!n->dirty) {
		n->base = *remote;
		fc_note_ino(fc, n);
	}
	if (n->valid && (n->dirty || fc_same_version(n, remote))) {
		/* unsent local data, or the spool equals the sandbox file */
		keep = true;
	} else if (append_only && (!shared || n->hollow) && remote->size > 0 &&
		   remote->nlink <= 1 && S_ISREG(remote->mode) && appends(fc, n, path)) {
		/* `>> log`: nothing is downloaded, and what is written goes
		 * to the sandbox file's end (append_tail); a file its owner
		 * may write but not read (0200) can be appended to. The
		 * spool is a hole of the file's size until then (hollow).
		 * Shared with descriptors of a hollow node: append-only ones
		 * (any other unhollows it), none of which reads it (the last
		 * `>>`'s release, which comes after its close returned). */
		if (spool_cut(n->fd) != 0 || ftruncate(n->fd, remote->size) != 0)
			goto fail_errno;
		n->valid = true;
		n->refetch = false;
		n->v_known = false;
		n->hollow = true;
		n->clean_size = remote->size;
	} else if (((flags & O_TRUNC) && !shared) || (remote->size == 0 && !(shared && n->valid))) {
		/* nothing to download: the file is (about to be) empty. Not
		 * when other descriptors read the spool: a size told by an
		 * answer older than their last upload would empty their data
		 * (B31), so the sandbox is asked (one download). (No ftruncate
		 * of an empty spool: on ext4 a truncate to 0 makes the next
		 * close write the file out at once.) */
		if (spool_cut(n->fd) != 0)
			goto fail_errno;
		if (remote->size == 0)
			set_clean_version(n, remote);
		else
			n->valid = false;
	} else {
		n->valid = false;
		r = download(fc, n, path);
		if (r < 0) {
			/* what came of it is no use, and may be a host disk
			 * filled by a sandbox's file (a hole the server sent
			 * as zeros): given back now, not at eviction */
			spool_cut(n->fd);
			goto fail;
		}
		set_clean_version(n, remote);
	}
	if (flags & O_TRUNC) {
		struct stat st;

		if (fstat(n->fd, &st) != 0 || (st.st_size != 0 && ftruncate(n->fd, 0) != 0))
			goto fail_errno;
		n->refetch = false; /* (nothing of the refused data is left) */
		/* (an empty dirty one too: O_TRUNC marks its times) */
		if (st.st_size != 0 || !n->valid || remote->size != 0 || n->dirty) {
			fc_touch(n);
			fc_note_unsent(n, remote);
		}
		n->valid = true;
	}
	if ((flags & O_ACCMODE) != O_RDONLY)
		n->writers++;
	fc_fit(fc, n, 0); /* (what it downloaded, or cut) */
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

/* Copies the data of from (size bytes) into the empty file to, holes left
 * holes. */
static int copy_sparse(int from, int to, off_t size)
{
	enum { CHUNK = 128 * 1024 };
	char *buf = malloc(CHUNK);
	off_t off = 0;
	int r = 0;

	if (!buf)
		return -ENOMEM;
	while (off < size && r == 0) {
		off_t d = lseek(from, off, SEEK_DATA), h;

		if (d < 0) {
			r = errno == ENXIO ? 0 : -errno; /* ENXIO: a hole is left */
			break;
		}
		h = lseek(from, d, SEEK_HOLE);
		if (h < 0 || h > size)
			h = size;
		for (off = d; off < h && r == 0;) {
			ssize_t k =
			    pread(from, buf, (size_t)(h - off < CHUNK ? h - off : CHUNK), off);

			if (k <= 0 || pwrite(to, buf, (size_t)k, off) != k)
				r = k == 0 ? -EIO : -errno;
			else
				off += k;
		}
	}
	free(buf);
	if (r == 0 && ftruncate(to, size) != 0)
		r = -errno;
	return r;
}

/* n->lock held, n->fd open: n's spool moves from memory to a disk spool
 * file, with its manifest (a file that outgrew the memory spool). The
 * spool path changes under both locks (its readers hold one). */
static int fc_spill(struct filecache *fc, struct fc_node *n)
{
	char *path = NULL, *old = NULL;
	struct stat st;
	int fd, r;

	if (fstat(n->fd, &st) != 0)
		return -errno;
	pthread_mutex_lock(&fc->lock);
	fd = disk_spool(fc, &path);
	pthread_mutex_unlock(&fc->lock);
	if (fd < 0)
		return fd;
	r = copy_sparse(n->fd, fd, st.st_size);
	pthread_mutex_lock(&fc->lock);
	if (r == 0 && n->manifest)
		r = recover_manifest_move(n->spool, path);
	if (r == 0) {
		old = n->spool;
		n->spool = path;
		n->mem = false;
	}
	pthread_mutex_unlock(&fc->lock);
	if (r < 0) {
		close(fd);
		unlink(path);
		free(path);
		return r;
	}
	close(n->fd);
	n->fd = fd;
	unlink(old);
	free(old);
	atomic_fetch_sub(&fc->mem_bytes, n->mem_acct);
	n->mem_acct = 0;
	return 0;
}

int fc_fit(struct filecache *fc, struct fc_node *n, int err)
{
	struct stat st;
	long long total;
	off_t d;

	if (!n->mem || fstat(n->fd, &st) != 0)
		return err;
	d = st.st_size - n->mem_acct;
	n->mem_acct = st.st_size;
	total = atomic_fetch_add(&fc->mem_bytes, d) + d;
	if (err == 0 && st.st_size <= FC_MEM_FILE_MAX && total <= (long long)fc->mem_max)
		return 0;
	if (err != 0 && err != -ENOSPC)
		return err;
	if (fc_spill(fc, n) == 0)
		return err == -ENOSPC ? -EAGAIN : 0; /* -EAGAIN: moved, try again */
	if (err == 0)
		sbxfs_log("cannot move %s to the disk spool: it stays in memory", n->spool);
	return err;
}

static int flush_locked(struct filecache *fc, struct fc_node *n, struct sbx_stat *st,
			bool *uploaded);

/* n->lock held, n->hollow: its appends go to the sandbox now, and the
 * spool takes the sandbox's data at its next use (refetch): a read, a
 * write elsewhere than at the end, a truncate or another open needs the
 * bytes it never downloaded. */
static int unhollow(struct filecache *fc, struct fc_node *n)
{
	struct sbx_stat st;
	bool up;
	int r = n->dirty ? flush_locked(fc, n, &st, &up) : 0;

	if (r < 0 && n->dirty) /* (transient: kept, hollow, for a retry) */
		return r;
	n->hollow = false;
	n->refetch = true;
	n->valid = false;
	n->v_known = false;
	n->clean_size = -1;
	return r;
}

void fc_name_now(struct filecache *fc, struct fc_node *n, char path[KEY_MAX])
{
	pthread_mutex_lock(&fc->lock);
	snprintf(path, KEY_MAX, "%s", n->path && !n->unlinked ? n->path : "");
	pthread_mutex_unlock(&fc->lock);
}

int fc_refetch(struct filecache *fc, struct fc_node *n)
{
	char path[KEY_MAX];
	struct sbx_stat st = {0};
	int r;

	if (n->hollow && n->fd >= 0 && (r = unhollow(fc, n)) < 0)
		return r;
	if (!n->refetch || n->fd < 0)
		return 0;
	fc_name_now(fc, n, path);
	r = path[0] ? sbx_lstat(fc->client, n->id, path, &st, NULL) : -ENOENT;
	if (r == 0)
		r = download(fc, n, path);
	if (r == -ENOENT) /* (a create refused with its data: no file) */
		r = spool_cut(n->fd) != 0 ? -errno : 0;
	if (r < 0) {
		spool_cut(n->fd);
		return r;
	}
	n->refetch = false;
	n->valid = true;
	n->clean_size = -1;
	if (st.mode) { /* (else the file is not there: shown empty) */
		n->base = st;
		set_clean_version(n, &st);
	}
	fc_fit(fc, n, 0);
	return 0;
}

ssize_t filecache_read(struct fc_node *n, char *buf, size_t size, off_t off)
{
	ssize_t r;

	pthread_mutex_lock(&n->lock);
	fc_verify(n->fc, n);
	r = fc_refetch(n->fc, n);
	if (r == 0) {
		r = pread(n->fd, buf, size, off);
		if (r < 0)
			r = -errno;
	}
	pthread_mutex_unlock(&n->lock);
	return r;
}

ssize_t filecache_write(struct fc_node *n, const char *buf, size_t size, off_t off)
{
	bool append = off < 0;
	off_t app;
	ssize_t r;

	pthread_mutex_lock(&n->lock);
	r = append && n->hollow ? 0 : fc_refetch(n->fc, n);
	if (r < 0) {
		pthread_mutex_unlock(&n->lock);
		return r;
	}
	if (off < 0) {
		struct stat st;

		off = fstat(n->fd, &st) == 0 ? st.st_size : 0;
	}
	/* an O_APPEND write: the upload may send only the appended bytes,
	 * when nothing else changed since the spool equalled the sandbox */
	if (!append)
		app = -1;
	else if (n->dirty)
		app = n->app_from;
	else
		app = n->valid && !n->refetch && n->clean_size == off ? off : -1;
	r = pwrite(n->fd, buf, size, off);
	if (r < 0 && fc_fit(n->fc, n, -errno) == -EAGAIN)
		r = pwrite(n->fd, buf, size, off); /* (moved out of a full tmpfs) */
	if (r < 0) {
		r = -errno;
	} else {
		touch_app(n, app);
		fc_note_unsent(n, NULL);
		fc_fit(n->fc, n, 0);
	}
	pthread_mutex_unlock(&n->lock);
	return r;
}

int filecache_truncate(struct fc_node *n, off_t size)
{
	ino_t linked = 0;
	int r = 0;

	pthread_mutex_lock(&n->lock);
	if ((r = fc_refetch(n->fc, n)) < 0) {
		; /* (what it would cut is not there yet) */
	} else if (ftruncate(n->fd, size) != 0) {
		r = -errno;
	} else {
		fc_touch(n);
		fc_note_unsent(n, NULL);
		fc_fit(n->fc, n, 0);
		if (n->base.nlink > 1 && S_ISREG(n->base.mode))
			linked = n->base.ino;
	}
	pthread_mutex_unlock(&n->lock);
	/* under its other open names too (see filecache_truncate_path) */
	if (linked)
		filecache_truncate_links(n->fc, n, linked, size);
	return r;
}

/* fc_touch, by a change that leaves the node appended to after app (-1:
 * any other change) */
static void touch_app(struct fc_node *n, off_t app)
{
	n->dirty = true;
	if (n->app_from != app && n->noted) /* (its manifest says where) */
		n->attrs_stale = true;
	n->app_from = app;
	n->clean_size = -1;
	clock_gettime(CLOCK_REALTIME, &n->l_mtime);
	if (n->p_mtime) /* a write after a utimens: the mtime is now */
		n->attrs_stale = true;
	n->p_mtime = false;
}

void fc_touch(struct fc_node *n)
{
	touch_app(n, -1);
}

struct timespec fc_later(struct timespec a, struct timespec b)
{
	return a.tv_sec > b.tv_sec || (a.tv_sec == b.tv_sec && a.tv_nsec >= b.tv_nsec) ? a : b;
}

void fc_local_setattr(struct fc_node *n, const mode_t *mode, const struct timespec ts[2])
{
	struct timespec now;

	clock_gettime(CLOCK_REALTIME, &now);
	if (mode) {
		n->base.mode = (n->base.mode & S_IFMT) | (*mode & 07777);
		n->p_mode = true;
		n->attrs_stale = true;
	}
	for (int i = 0; ts && i < 2; i++) {
		struct timespec *dst = i ? &n->base.mtime : &n->base.atime;

		if (ts[i].tv_nsec == UTIME_OMIT)
			continue;
		*dst = ts[i].tv_nsec == UTIME_NOW ? now : ts[i];
		if (i)
			n->p_mtime = true;
		else
			n->p_atime = true;
		n->attrs_stale = true;
	}
	if (ts && ts[1].tv_nsec != UTIME_OMIT)
		n->l_mtime = n->base.mtime;
	n->base.ctime = n->l_ctime = now;
}

/* n->lock held: the attributes an fstat of the open node shows. */
void fc_local_stat(struct fc_node *n, struct sbx_stat *st)
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
		st->mtime = n->l_mtime;
		/* (a change the sandbox made since, by path: a chmod, a link,
		 * moved it later still) */
		st->ctime = fc_later(st->ctime, fc_later(n->l_mtime, n->l_ctime));
		n->shown_mtime = n->l_mtime;
		n->shown = true;
	}
}

void filecache_node_stat(struct filecache *fc, struct fc_node *n, struct sbx_stat *st)
{
	pthread_mutex_lock(&n->lock);
	fc_refetch(fc, n); /* (failed: the refused data's size, until it works) */
	fc_local_stat(n, st);
	pthread_mutex_unlock(&n->lock);
}

void filecache_node_base(struct filecache *fc, struct fc_node *n, struct sbx_stat *st)
{
	pthread_mutex_lock(&n->lock);
	*st = n->base;
	pthread_mutex_unlock(&n->lock);
}

void filecache_node_name(struct filecache *fc, struct fc_node *n, char id[SBX_ID_MAX + 1],
			 char *path, size_t size)
{
	snprintf(id, SBX_ID_MAX + 1, "%s", n->id);
	pthread_mutex_lock(&fc->lock);
	snprintf(path, size, "%s", n->path ? n->path : "");
	pthread_mutex_unlock(&fc->lock);
}

/* ---- creates put off until the upload (or the next request) ---------- */

/* The thread's own folded create, if it is in one: what its own request's
 * drain must not wait for (the thread is that create). */
static __thread struct fc_node *folding;

int filecache_create_unborn(struct filecache *fc, const char *id, const char *path, mode_t mode,
			    const uid_t *uid, const gid_t *gid, int flags, struct sbx_stat *st,
			    struct fc_node **out)
{
	struct fc_node *n;
	struct timespec now;
	int r;

	pthread_mutex_lock(&fc->lock);
	if (fc_find(fc, id, path)) {
		pthread_mutex_unlock(&fc->lock);
		return -EEXIST;
	}
	r = node_new(fc, id, path, 0, &n);
	if (r < 0) {
		pthread_mutex_unlock(&fc->lock);
		return r;
	}
	fc_list_add(fc, n);
	fc_hash_add(fc, n);
	n->refs++;
	fc_active_sync(fc, n);
	n->use = ++fc->clock;
	n->born = FC_UNBORN;
	n->cmode = mode & 07777;
	n->has_creator = uid && gid;
	n->cuid = uid ? *uid : 0;
	n->cgid = gid ? *gid : 0;
	n->fake_ino = (ino_t)(FC_FAKE_INO | ++fc->fake_seq);
	atomic_fetch_add(&fc->unborn, 1);
	pthread_mutex_unlock(&fc->lock);

	clock_gettime(CLOCK_REALTIME, &now);
	memset(st, 0, sizeof(*st));
	st->ino = n->fake_ino;
	st->mode = S_IFREG | (mode & 07777);
	st->nlink = 1;
	st->atime = st->mtime = st->ctime = now;
	st->has_ouid = st->has_ogid = n->has_creator;
	st->ouid = n->cuid;
	st->ogid = n->cgid;
	pthread_mutex_lock(&n->lock);
	n->base = *st;
	n->valid = true; /* (a new node's spool file is empty) */
	fc_touch(n);	 /* dirty: its close sends it, even empty */
	n->l_mtime = now;
	fc_note_unsent(n, NULL);
	if ((flags & O_ACCMODE) != O_RDONLY)
		n->writers++;
	pthread_mutex_unlock(&n->lock);
	fc_note_ino(fc, n);
	*out = n;
	return 0;
}

/* fc->lock held: n's manifest says its data is based on the sandbox file
 * of attributes *base. */
static void manifest_based_locked(struct fc_node *n, const struct sbx_stat *base)
{
	struct recover_manifest m = {0};
	char key[KEY_MAX];

	fc_manifest_key(n->id, n->path, key, sizeof(key));
	/* (the mode and times it records stay: still to be sent) */
	if (recover_manifest_rebase(n->spool, key, base->size, base->mtime) == 0)
		return;
	m.key = key;
	m.base_known = true;
	m.base_size = base->size;
	m.base_mtime = base->mtime;
	if (recover_manifest_write(n->spool, &m) < 0)
		sbxfs_log("cannot record unsent data of %s: a crash would lose it", n->spool);
}

/* n->lock held, before n's upload: 1 when the upload is to create the file
 * (n is n's own FC_SENDING now), 0 when the sandbox has it, or the errno a
 * drain's create of it was refused with (said once). */
static int born_begin(struct filecache *fc, struct fc_node *n)
{
	struct sbx_stat made;
	bool have = false;
	int r = 0;

	pthread_mutex_lock(&fc->lock);
	while (n->born == FC_SENDING) /* a drain is making it (it takes no node lock) */
		pthread_cond_wait(&fc->born_cv, &fc->lock);
	if (n->born == FC_UNBORN) {
		n->born = FC_SENDING;
		n->born_fold = true;
		folding = n;
		r = 1;
	} else if (n->born == FC_REFUSED) {
		n->born = FC_BORN;
		r = n->born_err;
	}
	if (n->born_have) {
		made = n->born_st;
		n->born_have = false;
		have = true;
	}
	pthread_mutex_unlock(&fc->lock);
	if (have) { /* the file the drain made is what the upload replaces */
		n->base.ino = made.ino;
		n->base.nlink = made.nlink;
	}
	return r;
}

/* Makes n's file, empty, with its create's mode and creator (set at its
 * creation: no lock needed); 0 with its attributes in *s. */
static int create_empty(struct filecache *fc, struct fc_node *n, const char *path,
			struct sbx_stat *s)
{
	int r;

	if (n->has_creator)
		sbx_thread_set_creator(n->cuid, n->cgid);
	r = sbx_create(fc->client, n->id, path, n->cmode, false, s);
	if (r == 0 && !S_ISREG(s->mode))
		r = S_ISDIR(s->mode) ? -EISDIR : -EEXIST;
	return r;
}

/* n->lock held: n's folded create ended with r. Refused: the file is
 * made empty now, as open(2) promised it (a local disk keeps a file its
 * write could not fill: only the data was refused, ENOSPC or EFBIG);
 * true when it was. */
static bool born_end(struct filecache *fc, struct fc_node *n, const char *path, int r)
{
	bool gone = r < 0 && !filecache_transient(r);
	struct sbx_stat s;
	int made = -1;

	if (gone) /* (still folding: the drain before it skips this node) */
		made = create_empty(fc, n, path, &s);
	pthread_mutex_lock(&fc->lock);
	folding = NULL;
	n->born_fold = false;
	n->born = r < 0 && !gone ? FC_UNBORN : FC_BORN;
	if (made == 0) {
		n->born_have = true;
		n->born_st = s;
	}
	if (n->born == FC_BORN)
		atomic_fetch_sub(&fc->unborn, 1);
	pthread_cond_broadcast(&fc->born_cv);
	pthread_mutex_unlock(&fc->lock);
	/* told either way: made (its attributes), or not (the name the mount
	 * showed is not in the sandbox) */
	if (gone && fc->born)
		fc->born(fc->born_arg, n->id, path, n->fake_ino, made == 0 ? &s : NULL);
	return made == 0;
}

/* fc->lock held: a create another thread is sending that this thread's
 * request must wait for (its own fold's drain waits for no other fold:
 * two folds waiting for each other would never end). */
static bool sending_other(struct filecache *fc)
{
	for (struct fc_node *nd = fc->active; nd; nd = nd->anext)
		if (nd->born == FC_SENDING && nd != folding && !(folding && nd->born_fold))
			return true;
	return false;
}

int filecache_drain(struct filecache *fc)
{
	struct fc_held h = {0};
	int rc = 0;

	if (atomic_load(&fc->unborn) == 0)
		return 0;
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *nd = fc->active; nd; nd = nd->anext) /* (unborn ones are open
								     or pending) */
		if (nd->born == FC_UNBORN && fc_hold(&h, nd) == 0) {
			nd->born = FC_SENDING;
			nd->born_fold = false;
		}
	pthread_mutex_unlock(&fc->lock);
	for (size_t i = 0; i < h.n; i++) {
		struct fc_node *nd = h.v[i];
		char path[KEY_MAX];
		struct sbx_stat s;
		bool transient;
		int r;

		pthread_mutex_lock(&fc->lock);
		snprintf(path, sizeof(path), "%s", nd->path && !nd->unlinked ? nd->path : "");
		pthread_mutex_unlock(&fc->lock);
		if (!path[0]) {
			r = 0; /* detached: nothing to make (its data goes nowhere) */
		} else {
			r = create_empty(fc, nd, path, &s);
		}
		transient = r < 0 && filecache_transient(r);
		pthread_mutex_lock(&fc->lock);
		if (r == 0) {
			nd->born = FC_BORN;
			nd->born_have = path[0] != '\0';
			nd->born_st = s;
			/* the unsent data is now based on that empty file: a
			 * crash's next mount sends it while the sandbox still
			 * has it so (no longer "new, absent") */
			if (nd->manifest && nd->path && !nd->unlinked)
				manifest_based_locked(nd, &s);
		} else if (transient) {
			nd->born = FC_UNBORN;
			if (rc == 0)
				rc = r;
		} else {
			nd->born = FC_REFUSED;
			nd->born_err = r;
		}
		if (!transient)
			atomic_fetch_sub(&fc->unborn, 1);
		pthread_cond_broadcast(&fc->born_cv);
		pthread_mutex_unlock(&fc->lock);
		if (path[0] && !transient && fc->born)
			fc->born(fc->born_arg, nd->id, path, nd->fake_ino, r == 0 ? &s : NULL);
		fc_ungrab(fc, nd);
	}
	free(h.v);
	pthread_mutex_lock(&fc->lock);
	while (sending_other(fc))
		pthread_cond_wait(&fc->born_cv, &fc->lock);
	pthread_mutex_unlock(&fc->lock);
	return rc;
}

/* n->lock held: drop unsent data the sandbox refused for good; the next
 * open downloads what the sandbox has. */
static void drop_unsent(struct fc_node *n, int err)
{
	n->clean_size = -1;
	n->hollow = false;
	n->err = err;
	n->err_seq++;
	n->refetch = true;
	n->valid = false;
	n->dirty = false;
	n->p_mode = n->p_atime = n->p_mtime = false;
	n->l_ctime = (struct timespec){0};
	fc_note_sent(n);
	n->v_known = false;
	n->shown = false;
}

static int flush_locked(struct filecache *fc, struct fc_node *n, struct sbx_stat *st,
			bool *uploaded);

/* n->lock held: uploads n when dirty. A permanent failure drops the data
 * (after logging it); the caller reports the error. */
int fc_flush_locked(struct filecache *fc, struct fc_node *n, struct sbx_stat *st, bool *uploaded)
{
	bool was = n->dirty;
	int r = flush_locked(fc, n, st, uploaded);

	if (was && !n->dirty) { /* clean now: a closed node is idle */
		pthread_mutex_lock(&fc->lock);
		if (fc_opens(n) == 0) /* (an open one counts at its release) */
			fc_idle_note(fc, n);
		pthread_mutex_unlock(&fc->lock);
	}
	return r;
}

static int flush_locked(struct filecache *fc, struct fc_node *n, struct sbx_stat *st,
			bool *uploaded)
{
	char path[KEY_MAX];
	bool unlinked;
	struct sbx_stat s;
	int r, fold;

	*uploaded = false;
	if (!n->dirty)
		return 0;
	pthread_mutex_lock(&fc->lock);
	/* An unlink or rename of its name (or a parent's) is on its way to
	 * the sandbox (filecache_fence): sent now, the data would go to the
	 * old name after the change and make it again (sbxd makes missing
	 * parents: a renamed directory came back). It waits, without n->lock
	 * (the change's own updates take it), and then takes the name the
	 * change left, or none. libfuse orders no flush or release against
	 * a rename (no path lock with nullpath_ok). */
	while (n->fenced) {
		pthread_mutex_unlock(&fc->lock);
		pthread_mutex_unlock(&n->lock);
		pthread_mutex_lock(&fc->lock);
		while (n->fenced)
			pthread_cond_wait(&fc->fence_cv, &fc->lock);
		pthread_mutex_unlock(&fc->lock);
		pthread_mutex_lock(&n->lock);
		pthread_mutex_lock(&fc->lock);
	}
	if (!n->dirty) { /* (sent meanwhile) */
		pthread_mutex_unlock(&fc->lock);
		return 0;
	}
	snprintf(path, sizeof(path), "%s", n->path ? n->path : "");
	unlinked = n->unlinked;
	pthread_mutex_unlock(&fc->lock);
	if (!path[0] || unlinked) {
		n->dirty = false; /* unlinked: nothing to send */
		fc_note_sent(n);
		return 0;
	}
	fold = born_begin(fc, n);
	if (fold < 0) { /* a drain's create was refused: so is the data */
		sbxfs_log("create of %s:%s refused (%s); the unsent data is dropped", n->id, path,
			  strerror(-fold));
		drop_unsent(n, fold);
		n->name_refused = true;
		return fold;
	}
	r = upload(fc, n, path, fold == 1, &s);
	if (fold == 1 && born_end(fc, n, path, r))
		fold = 0; /* (refused, but the empty file is there) */
	/* (a release that follows a refused close comes after close(2)
	 * returned: a stat meanwhile must not find the open file) */
	if (r == 0)
		n->name_refused = false;
	else if (fold == 1 && !filecache_transient(r))
		n->name_refused = true;
	fc_note_ino(fc, n);
	if (r < 0) {
		if (!filecache_transient(r)) {
			sbxfs_log("upload of %s:%s refused (%s: %s); the unsent data is dropped",
				  n->id, path, strerror(-r), sbx_last_error());
			drop_unsent(n, r);
		} else {
			fc_note_unsent(n, NULL); /* (already, unless a dirtying path missed it) */
		}
		return r;
	}
	n->retry_delay = 0;
	*st = s;
	*uploaded = true;
	return 0;
}

bool filecache_unsent_new_empty(struct filecache *fc, struct fc_node *n)
{
	struct stat st;
	bool unborn, r;

	pthread_mutex_lock(&n->lock);
	pthread_mutex_lock(&fc->lock);
	unborn = n->born == FC_UNBORN;
	pthread_mutex_unlock(&fc->lock);
	r = unborn && !n->p_mode && !n->p_atime && !n->p_mtime && n->fd >= 0 &&
	    fstat(n->fd, &st) == 0 && st.st_size == 0;
	pthread_mutex_unlock(&n->lock);
	return r;
}

unsigned filecache_err_seq(struct fc_node *n)
{
	unsigned seq;

	pthread_mutex_lock(&n->lock);
	seq = n->err_seq;
	pthread_mutex_unlock(&n->lock);
	return seq;
}

int filecache_flush(struct filecache *fc, struct fc_node *n, unsigned *seen, struct sbx_stat *st,
		    bool *uploaded)
{
	int r;

	pthread_mutex_lock(&n->lock);
	r = fc_flush_locked(fc, n, st, uploaded);
	if (seen && *seen != n->err_seq) {
		/* this refusal (now told), or one another descriptor's
		 * flush met since this one looked */
		if (r == 0)
			r = n->err;
		*seen = n->err_seq;
	}
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
	/* (a hollow one holds a hole, not the file: a `>>` to a big log
	 * must not push the cached files out) */
	*bytes = n->hollow ? 0 : (size_t)n->v_size;
	pthread_mutex_unlock(&n->lock);
	return r;
}

struct fc_cand {
	struct fc_node *n;
	unsigned long use;
	size_t bytes;
};

static int older(const void *a, const void *b)
{
	const struct fc_cand *x = a, *y = b;

	return x->use < y->use ? -1 : x->use > y->use;
}

/* fc->lock held: past a high mark (by the bounds, fc->idle_count and
 * idle_bytes), takes idle clean nodes out, oldest first, down to a low
 * one, and sets the bounds from what it saw: every node that is closed
 * and could become clean without another event, busy or not. Files: past
 * fc->max_files and an eighth, down to fc->max_files (never fewer than
 * that once full: a tree of 1002 files read over and over must stay
 * cached; going down to 7/8 of it made grep -r download 841 of them).
 * Bytes, a bound the user sets: past it, down to 7/8 of it. Returns them
 * chained by next, for the caller to free without the lock (a batch of
 * spool files emptied under it would stall every open). */
static struct fc_node *evict(struct filecache *fc)
{
	struct fc_node *out = NULL;
	size_t n_max = fc->max_files, b_max = fc->idle_max - fc->idle_max / 8;
	size_t bytes = 0, bound_n = 0, bound_b = 0, nc = 0;

	if (fc->idle_count <= n_max + n_max / 8 && fc->idle_bytes <= fc->idle_max)
		return NULL;
	for (struct fc_node *n = fc->nodes; n; n = n->next) {
		size_t b;

		if (n->path && !n->unlinked && fc_opens(n) == 0) {
			bound_n++;
			bound_b += n->acct;
		}
		if (!idle_clean(n, &b))
			continue;
		if (nc == fc->cand_cap) {
			size_t cap = fc->cand_cap ? fc->cand_cap * 2 : 256;
			struct fc_cand *v = realloc(fc->cand, cap * sizeof(*v));

			/* (the bounds stay over: the next close tries again) */
			if (!v)
				return NULL;
			fc->cand = v;
			fc->cand_cap = cap;
		}
		fc->cand[nc++] = (struct fc_cand){n, n->use, b};
		bytes += b;
	}
	if (nc > n_max || bytes > b_max)
		qsort(fc->cand, nc, sizeof(*fc->cand), older);
	/* (nc - i: the idle clean nodes left) */
	for (size_t i = 0; i < nc && (nc - i > n_max || bytes > b_max); i++) {
		struct fc_node *victim = fc->cand[i].n;

		bytes -= fc->cand[i].bytes;
		bound_n--;
		bound_b -= victim->acct < bound_b ? victim->acct : bound_b;
		fc_hash_del(fc, victim);
		fc_list_del(fc, victim);
		victim->next = out;
		out = victim;
	}
	fc->idle_count = bound_n;
	fc->idle_bytes = bound_b;
	return out;
}

/* Test hook (tests/test_filecache.c): runs in release between deciding
 * "last reference" and acting on it, to widen that window. */
static void (*release_hook)(void);

void filecache_test_release_hook(void (*fn)(void))
{
	release_hook = fn;
}

void filecache_writer_closed(struct fc_node *n)
{
	pthread_mutex_lock(&n->lock);
	if (n->writers > 0)
		n->writers--;
	pthread_mutex_unlock(&n->lock);
}

int filecache_release(struct filecache *fc, struct fc_node *n)
{
	struct fc_node *evicted = NULL;
	struct sbx_stat st;
	bool up = false, last, gone = false;
	int r = 0;

	pthread_mutex_lock(&n->lock);
	pthread_mutex_lock(&fc->lock);
	last = fc_opens(n) == 1;
	pthread_mutex_unlock(&fc->lock);
	if (release_hook)
		release_hook();
	/* The last close sends what is still dirty. An open racing with us
	 * takes its reference under fc->lock and then waits for n->lock, so
	 * whether the fd may be closed is decided below, under both. */
	if (last && n->fd >= 0) {
		r = fc_flush_locked(fc, n, &st, &up);
		if (r == 0 && up)
			r = 1;
	}
	pthread_mutex_lock(&fc->lock);
	n->refs--;
	fc_idle_note(fc, n);
	if (fc_opens(n) == 0) {
		if (n->dirty && n->path && !n->unlinked) {
			/* a transient failure: the flusher retries */
			n->retry_delay = n->retry_delay > 0 ? n->retry_delay * 2 : RETRY_DELAY;
			if (n->retry_delay > RETRY_MAX)
				n->retry_delay = RETRY_MAX;
			fc_pending_add(fc, n, sbx_now_s() + n->retry_delay);
		} else if (n->fd >= 0) {
			close(n->fd);
			n->fd = -1;
		}
	}
	fc_active_sync(fc, n);
	if (n->refs == 0) {
		if (!n->path) {
			/* detached and closed: gone (nobody can find it) */
			fc_hash_del(fc, n);
			fc_list_del(fc, n);
			gone = true;
		}
	}
	if (!gone)
		evicted = evict(fc);
	pthread_mutex_unlock(&fc->lock);
	pthread_mutex_unlock(&n->lock);
	if (gone)
		fc_node_free(n, false);
	fc_free_chain(evicted);
	return r;
}

/* A live node of key (ref taken), or NULL. busy_only: only one that is
 * open or holds unsent data. */
struct fc_node *fc_grab(struct filecache *fc, const char *id, const char *path, bool busy_only)
{
	struct fc_node *n;

	pthread_mutex_lock(&fc->lock);
	n = fc_find(fc, id, path);
	if (n) {
		n->refs++;
		n->grabs++;
		fc_active_sync(fc, n);
	}
	pthread_mutex_unlock(&fc->lock);
	if (n && busy_only) {
		bool busy;

		pthread_mutex_lock(&fc->lock);
		busy = fc_opens(n) > 0 || n->unlinked;
		pthread_mutex_unlock(&fc->lock);
		pthread_mutex_lock(&n->lock);
		busy = busy || n->dirty;
		pthread_mutex_unlock(&n->lock);
		if (!busy) {
			fc_ungrab(fc, n);
			return NULL;
		}
	}
	return n;
}

/* fc->lock held: drop a reference taken by grab or a scan; a node detached
 * meanwhile goes with its last reference (returned: free it unlocked). */
struct fc_node *fc_unref_locked(struct filecache *fc, struct fc_node *n)
{
	n->refs--;
	fc_active_sync(fc, n);
	if (n->refs > 0 || n->path)
		return NULL;
	fc_list_del(fc, n);
	return n;
}

int fc_hold(struct fc_held *h, struct fc_node *nd)
{
	if (h->n == h->cap) {
		size_t nc = h->cap ? h->cap * 2 : 16;
		struct fc_node **nv = realloc(h->v, nc * sizeof(*nv));

		if (!nv)
			return -ENOMEM;
		h->v = nv;
		h->cap = nc;
	}
	nd->refs++;
	nd->grabs++;
	h->v[h->n++] = nd;
	fc_active_sync(nd->fc, nd);
	return 0;
}

void fc_ungrab(struct filecache *fc, struct fc_node *n)
{
	struct fc_node *dead;

	pthread_mutex_lock(&fc->lock);
	n->grabs--;
	dead = fc_unref_locked(fc, n);
	pthread_mutex_unlock(&fc->lock);
	if (dead)
		fc_node_free(dead, false);
}

/* A busy node of another name of the same sandbox file (a hard link:
 * same sandbox, same inode), ref taken; NULL when none. */
struct fc_node *fc_grab_link(struct filecache *fc, const char *id, ino_t ino)
{
	struct fc_held h = {0};
	struct fc_node *found = NULL;

	/* The inode and the dirtiness are n->lock's, taken only once fc->lock
	 * is let go (lock order): every candidate is held first, then
	 * looked at. (Trying n->lock under fc->lock passed over a node
	 * another thread was reading at that moment, and its other names
	 * showed the sandbox's old data: exerciser B35.) A node neither
	 * referenced nor pending is neither open nor dirty; the inode's copy
	 * (fc_note_ino) leaves out the other files. So only fc->active. */
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *nd = fc->active; nd; nd = nd->anext) {
		if (!nd->path || nd->unlinked || nd->ino != ino || strcmp(nd->id, id) != 0 ||
		    (nd->refs == 0 && !nd->pending))
			continue;
		if (fc_hold(&h, nd) < 0)
			break;
	}
	pthread_mutex_unlock(&fc->lock);
	for (size_t i = 0; i < h.n; i++) {
		struct fc_node *nd = h.v[i];
		bool match = false;

		if (!found) {
			pthread_mutex_lock(&nd->lock);
			if (nd->base.ino == ino) {
				pthread_mutex_lock(&fc->lock);
				match = nd->dirty || fc_opens(nd) > 0;
				pthread_mutex_unlock(&fc->lock);
			}
			pthread_mutex_unlock(&nd->lock);
		}
		if (match)
			found = nd;
		else
			fc_ungrab(fc, nd);
	}
	free(h.v);
	return found;
}

void filecache_free(struct filecache *fc)
{
	struct fc_node *n, *next;

	if (!fc)
		return;
	fc_flusher_stop(fc);
	pthread_mutex_lock(&fc->lock);
	fc->stop = true;
	pthread_cond_broadcast(&fc->spare_wake);
	pthread_mutex_unlock(&fc->lock);
	if (fc->spare_started)
		pthread_join(fc->spare_thread, NULL);
	while (fc->nspares > 0)
		close(fc->spare_fd[--fc->nspares]);
	for (n = fc->nodes; n; n = next) {
		struct sbx_stat st;
		bool up;
		bool keep = false;

		next = n->next;
		if (n->dirty && n->path && !n->unlinked) {
			int e;

			pthread_mutex_lock(&n->lock);
			if ((e = fc_reopen(n)) == 0)
				e = fc_flush_locked(fc, n, &st, &up);
			if (e < 0 && n->dirty) {
				sbxfs_log("could not upload %s:%s (%s); its data is kept in %s for "
					  "the next mount",
					  n->id, n->path, sbx_last_error(), n->spool);
				fc_note_unsent(n, NULL);
				keep = true;
			}
			pthread_mutex_unlock(&n->lock);
		}
		fc_node_free(n, keep);
	}
	pthread_cond_destroy(&fc->wake);
	pthread_cond_destroy(&fc->spare_wake);
	pthread_cond_destroy(&fc->born_cv);
	pthread_cond_destroy(&fc->fence_cv);
	/* (the spares thread is gone: what it did not empty goes too) */
	for (char *p; (p = pop_path(fc, fc->recycled, &fc->nrecycled, NULL)) ||
		      (p = pop_path(fc, fc->freed, &fc->nfreed, NULL)) ||
		      (p = pop_path(fc, fc->doomed, &fc->ndoomed, NULL));) {
		unlink(p);
		free(p);
	}
	pthread_mutex_destroy(&fc->recycle_lock);
	pthread_mutex_destroy(&fc->lock);
	free(fc->cand);
	free(fc->dir);
	free(fc->mem_dir);
	free(fc);
}
