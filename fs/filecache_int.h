/* filecache_int — the insides of the file cache shared by its three files:
 * filecache.c (the node table and the data of open files), filecache_paths.c
 * (what happens to a node when its name changes or is asked about) and
 * flusher.c (retries of uploads that failed transiently). Not for use
 * outside them.
 *
 * Lock order: n->lock, then fc->lock. Code holding fc->lock only ever
 * tries n->lock (pthread_mutex_trylock) and passes over busy nodes. No
 * request is sent under fc->lock; uploads and downloads run under their
 * node's lock only. An upload of a fenced node (filecache_fence) lets its
 * node's lock go while it waits on fc->fence_cv.
 */
#ifndef SBXFS_FILECACHE_INT_H
#define SBXFS_FILECACHE_INT_H

#include <stdatomic.h>
#include <pthread.h>
#include <stdbool.h>
#include <time.h>

#include "filecache.h"
#include "tree.h"

#define FC_BUCKETS 16384 /* (id, path) -> node index (every FUSE op looks a path up) */
#define KEY_MAX 4096

/* Closed files whose upload failed transiently (server away) are retried
 * after RETRY_DELAY, doubling up to RETRY_MAX, so their data reaches the
 * server once it is back, without a reopen. */
#define RETRY_DELAY 2.0
#define RETRY_MAX 60.0

struct fc_node {
	/* Lock order: n->lock, then fc->lock. Code holding fc->lock only ever
	 * tries n->lock (pthread_mutex_trylock) and passes over busy nodes. */
	struct fc_node *next, *prev; /* the node list, guarded by fc->lock */
	char id[SBX_ID_MAX + 1];     /* its sandbox, set at creation */
	char *path;		     /* in the sandbox; NULL once detached; fc->lock */
	bool unlinked;		     /* path is a hidden name: never uploaded; fc->lock */
	int refs;		     /* references; guarded by fc->lock */
	/* Of refs, those held for a moment by a lookup (fc_grab, fc_grab_link)
	 * or the flusher, not by an open: whether the file is open here is
	 * fc_opens(), never refs (a getattr of another thread grabbing an idle
	 * node made it look open: its stale spool stood for a hard link's
	 * data, a last close skipped its flush: exerciser B35). fc->lock. */
	int grabs;
	ino_t ino;   /* base.ino, copied under fc->lock for fc_grab_link */
	size_t acct; /* v_size when last counted into fc->idle_bytes (fc->lock) */
	/* Its manifest file exists (fc->lock): written (fc_note_unsent) and
	 * removed or rewritten (detach, rekey, fc_note_sent) under fc->lock,
	 * so that a clean file's removal costs no failed rename (two were a
	 * sixth of sbxfs's CPU in an rm -rf). */
	bool manifest;
	unsigned long use; /* LRU stamp; guarded by fc->lock */
	/* On fc->pending (closed, still dirty after a transient failure: for
	 * the flusher) and when it is due there; guarded by fc->lock. */
	struct fc_node *pnext;
	bool pending;
	double due;
	struct fc_node *hnext; /* (id, path)'s hash bucket, guarded by fc->lock */
	/* The key it had when another sandbox file took its name while it
	 * was open (fc_replaced): opens of that name meanwhile bypass the
	 * kernel's page cache, which the two files share (fc->lock). */
	char *was;
	/* On fc->active while referenced (open, grabbed, held) or pending:
	 * the only nodes that can be open, dirty or busy, so what a command's
	 * flush and a hard link's lookups visit (fc->lock; fc_active_sync). */
	struct fc_node *anext, *aprev;
	bool active;
	/* Namespace changes of its name (or a parent's) being sent to the
	 * sandbox (filecache_fence): an upload waits for them to end, then
	 * takes the name they left (fc->lock; fc->fence_cv). */
	unsigned fenced;

	pthread_mutex_t lock; /* guards everything below but fc and spool */
	struct filecache *fc; /* set at creation */
	/* spool file path, set at creation; changed only by fc_spill, under
	 * both locks */
	char *spool;
	bool mem;	/* spool is in fc->mem_dir (changed as spool) */
	off_t mem_acct; /* mem: its size as counted into fc->mem_bytes */
	bool noted;	/* a manifest records this dirty period (recover.h) */
	/* noted, but the mode and times it records are no longer the pending
	 * ones (p_mode...): fc_note_unsent rewrites it */
	bool attrs_stale;
	int fd;	    /* -1 while idle; closed only with no open left (see release) */
	bool valid; /* spool holds the file's data */
	/* The sandbox refused an upload: the spool holds data it does not
	 * have, so every use of the data first takes the sandbox's again
	 * (fc_refetch), for the descriptors still open. */
	bool refetch;
	/* A command ran in the sandbox since the data was last compared with
	 * the sandbox's (filecache_sandbox_changed): the next read looks at
	 * the file first (fc_verify). A page fault of a shared mapping reads
	 * without the getattr that makes filecache_seen look. Set without
	 * n->lock (fc->lock is held then), taken under it. */
	atomic_bool verify;
	/* The sandbox refused unsent data err_seq times, the last with err:
	 * each descriptor open then is told at its next close or fsync
	 * (filecache_flush), as Linux tells a writeback error to every file
	 * open on it (errseq), not only to the one whose flush met it. */
	unsigned err_seq;
	int err;
	bool dirty; /* local changes not yet acknowledged by the server */
	/* >= 0: every change since the spool last equalled the sandbox file
	 * (app_from bytes, clean and valid) appended bytes through O_APPEND
	 * descriptors: the upload sends only those, to the sandbox file's
	 * end (fc_touch sets -1; filecache_write keeps or sets it) */
	off_t app_from;
	/* the spool's size when it last equalled the sandbox file (filled,
	 * or uploaded whole), -1 since any other change: where an append
	 * after it starts (a download may bring more than the stat at open
	 * told, when the sandbox appends meanwhile) */
	off_t clean_size;
	/* Opened for appending only (O_WRONLY|O_APPEND, filecache_open):
	 * nothing was downloaded, and the spool's bytes below clean_size
	 * are a hole, not the file's. Only appends use the spool as it is;
	 * every other use first sends them and takes the sandbox's data
	 * (fc_refetch), and the upload never sends the file whole. */
	bool hollow;
	int writers;  /* open descriptors that can write */
	bool v_known; /* the sandbox version the clean spool equals */
	off_t v_size;
	struct timespec v_mtime;
	ino_t v_ino;		   /* 0: not told */
	struct timespec v_ctime;   /* 0: not told */
	atomic_bool v_ctime_moved; /* renamed here since (fc->lock): v_ctime is not the file's */
	struct timespec l_mtime;   /* time of the latest local change */
	/* l_mtime as last shown to a getattr: when the final one was seen
	 * (git fstat()s what it wrote before close), the upload stamps it
	 * on the sandbox file, so the mtime does not change under the
	 * caller's feet (git would see every file it wrote as modified). */
	struct timespec shown_mtime;
	bool shown;
	struct sbx_stat base; /* the sandbox's attributes as of open/upload */
	/* A chmod/utimens of the file while it holds unsent data (tar's and
	 * cp -a's fchmod/futimens before close): kept in base.mode,
	 * base.atime and l_mtime, sent with the data in the one upload
	 * request (fc_local_setattr). l_ctime: when that happened. */
	bool p_mode, p_atime, p_mtime;
	struct timespec l_ctime;
	double retry_delay; /* flusher backoff after transient failures */

	/* A file created here whose create the sandbox has not had yet
	 * (filecache_create_unborn): folded into its first upload, or sent
	 * on its own before any other request (filecache_drain). fc->lock,
	 * but for those set at creation (cmode, creator, fake_ino). */
	unsigned char born; /* enum fc_born */
	bool born_fold;	    /* FC_SENDING: by its own upload, not a drain */
	bool born_have;	    /* a drain made it: born_st is the new file's */
	/* its create was refused (n->lock): the name is not in the sandbox,
	 * so no stat by name answers for it (filecache_open_stat) until an
	 * upload makes it */
	bool name_refused;
	int born_err; /* FC_REFUSED: the create's errno */
	struct sbx_stat born_st;
	mode_t cmode;
	bool has_creator;
	uid_t cuid;
	gid_t cgid;
	ino_t fake_ino; /* the number it shows until the sandbox gives one */
};

enum fc_born {
	FC_BORN,    /* the sandbox has it (or it was never put off) */
	FC_UNBORN,  /* not sent */
	FC_SENDING, /* being created, by a drain or its own upload */
	FC_REFUSED, /* a drain's create was refused: its next flush says so */
};
/* Inode numbers of unborn files (fake_ino): above any ext4 or tmpfs
 * number, below the 40 bits fs/inos.c keeps of a sandbox number. */
#define FC_FAKE_INO 0xfe00000000ULL

/* Spool files made ahead of need (filecache.c, spares_main). */
#define FC_SPARES_LOW 8
#define FC_SPARES_MAX 32
/* Freed nodes' spool files kept, emptied, for new nodes (recycle). */
#define FC_RECYCLED_MAX 2048

struct filecache {
	pthread_mutex_t lock; /* guards the node list and per-node key/refs/use, stop */
	pthread_cond_t wake;  /* with lock: a node joined pending, or stop */
	pthread_t flusher;
	bool flusher_started, stop;
	/* Empty nameless (O_TMPFILE) spool files ready for new nodes, made
	 * by their own thread; with lock. */
	pthread_cond_t spare_wake; /* with lock: spare_want set, or stop */
	pthread_t spare_thread;
	bool spare_started, spare_want;
	int nspares, spare_fd[FC_SPARES_MAX];
	/* Spool files of freed nodes, emptied, that new nodes take before
	 * any spare (filecache.c, recycle), and those still to be emptied
	 * by the spares thread (an rm does not wait for that). A leaf lock
	 * of its own: nodes are freed under fc->lock and without it. */
	pthread_mutex_t recycle_lock;
	char *recycled[FC_RECYCLED_MAX];
	int nrecycled;
	char *freed[FC_RECYCLED_MAX];
	int nfreed;
	int nemptying; /* taken off freed, not yet on recycled or gone */
	/* Memory-spool files of freed nodes (closed), for the spares thread
	 * to unlink: tmpfs frees their pages there, off the request (a
	 * tenth of sbxfs's time in an rm -rf of files it had cached). */
	char *doomed[FC_RECYCLED_MAX];
	int ndoomed;
	void (*uploaded)(void *arg, const char *id, const char *path, const struct sbx_stat *st);
	void *uploaded_arg;
	void (*replaced)(void *arg, const char *id, const char *path, ino_t old_ino, ino_t new_ino,
			 bool before, bool told);
	void *replaced_arg;
	void (*sent)(void *arg, const char *id, const char *path, const struct sbx_stat *st);
	void *sent_arg;
	atomic_uint sends; /* uploads answered, from 1 (filecache_attr, filecache_sends) */
	/* Unborn nodes (FC_UNBORN or FC_SENDING): filecache_drain's fast
	 * path; born_cv (with lock): one of them was born or refused. */
	atomic_int unborn;
	atomic_int shadows; /* nodes with a `was` (filecache_shadowed's fast path) */
	pthread_cond_t born_cv;
	pthread_cond_t fence_cv; /* (with lock) a node's fenced count fell */
	unsigned fake_seq;	 /* (lock) */
	void (*born)(void *arg, const char *id, const char *path, ino_t fake,
		     const struct sbx_stat *st);
	void *born_arg;
	struct sbx_client *client;
	char *dir;
	/* Small files' spool in tmpfs (filecache_set_mem): making and
	 * removing a file there costs no disk inode, which on ext4 was the
	 * largest share of sbxfs's CPU in an untar; NULL: none. */
	char *mem_dir;
	size_t mem_max;
	atomic_llong mem_bytes;
	size_t idle_max;
	size_t max_files; /* idle clean files kept (filecache_set_max_files) */
	unsigned long clock, seq;
	struct fc_node *nodes;
	/* Upper bounds of the idle clean nodes' count and bytes (fc->lock):
	 * every event that can make a node idle and clean adds it (a
	 * release, an upload or a drop of unsent data of a closed node); an
	 * eviction pass sets them from what it saw. evict() looks only when
	 * one is past its high mark, and then evicts a batch: a close costs
	 * no visit of every node (it did, twice past the budget). */
	size_t idle_count, idle_bytes;
	struct fc_cand *cand; /* evict()'s array, kept between passes */
	size_t cand_cap;
	/* Closed nodes holding unsent data: all the flusher looks at. A node
	 * goes on it when its last close failed transiently; the flusher
	 * takes it off to send it and puts it back when that failed too. */
	struct fc_node *pending;
	struct fc_node *active; /* referenced or pending nodes (anext) */
	struct fc_node *tab[FC_BUCKETS];
};

/* n->lock held, n->fd open, after n's data changed: its new size counts
 * into the memory spool's (n->mem); past the limits, it moves to disk.
 * err: the change failed with it (ENOSPC: the tmpfs is full), so that it
 * is tried again on disk: -EAGAIN once moved, else err. */
int fc_fit(struct filecache *fc, struct fc_node *n, int err);
/* n->lock held, n->fd open: if n->refetch, the spool takes what the
 * sandbox has now (nothing, when the file is not there). 0 or -errno. */
int fc_refetch(struct filecache *fc, struct fc_node *n);
/* n's sandbox path as it is now into path ("" once unlinked): a rename
 * changes it under fc->lock, which this takes. */
void fc_name_now(struct filecache *fc, struct fc_node *n, char path[KEY_MAX]);
/* n->lock held: n->verify taken; where the sandbox's file changed since,
 * n->refetch (filecache_paths.c). */
void fc_verify(struct filecache *fc, struct fc_node *n);

/* n->lock held: the clean spool is known to equal the sandbox file of
 * attributes *st (same size and mtime as when it was filled, and the same
 * inode number and ctime where both are told; filecache.c). */
bool fc_same_version(const struct fc_node *n, const struct sbx_stat *st);
/* The clean spool (or the upload just answered) is the sandbox file of
 * attributes st. n->lock held. */
void fc_version_of(struct fc_node *n, const struct sbx_stat *st);

/* n->lock and fc->lock held: n is open, clean and read only, and the
 * sandbox file of its name is now another (attributes *st): n leaves the
 * name, as a file a rename replaced does, for the descriptors still open
 * on it. False when that does not hold (nothing done). */
bool fc_replaced(struct filecache *fc, struct fc_node *n, const struct sbx_stat *st);

/* n->lock held: base.ino changed (fc_grab_link reads the copy). */
void fc_note_ino(struct filecache *fc, struct fc_node *n);

/* (struct fc_held, nodes held for a moment: filecache.h) */
/* fc->lock held: holds nd and appends it to h; -ENOMEM (not held). */
int fc_hold(struct fc_held *h, struct fc_node *nd);

/* fc->lock held: the open references of n (see grabs). */
static inline int fc_opens(const struct fc_node *n)
{
	return n->refs - n->grabs;
}

/* ---- the node table (filecache.c); fc->lock held unless said ---- */
/* Frees n (its spool file too unless keep_file); no lock needed: nobody
 * else can reach it. Never under fc->lock once n has a spool file: its
 * recycling wakes the spares thread under that lock. */
void fc_node_free(struct fc_node *n, bool keep_file);
/* Frees nodes chained by next that nobody can reach any more (taken out
 * under fc->lock, freed after it is let go). */
void fc_free_chain(struct fc_node *list);
/* n (with a path) joins / leaves the index. */
void fc_hash_add(struct filecache *fc, struct fc_node *n);
void fc_hash_del(struct filecache *fc, struct fc_node *n);
/* n joins / leaves the node list (leaving: it is about to be freed). */
void fc_list_add(struct filecache *fc, struct fc_node *n);
void fc_list_del(struct filecache *fc, struct fc_node *n);
/* fc->lock held: n's place on fc->active after its refs or pending
 * changed. */
void fc_active_sync(struct filecache *fc, struct fc_node *n);
/* fc->lock and n->lock held: n may have become idle and clean (closed,
 * sent): it counts toward the idle bounds above. */
void fc_idle_note(struct filecache *fc, struct fc_node *n);
bool fc_is(const struct fc_node *n, const char *id, const char *path);
struct fc_node *fc_find(struct filecache *fc, const char *id, const char *path);
/* The name a recovery manifest gives a node: its mount path (recover.h). */
void fc_manifest_key(const char *id, const char *path, char *buf, size_t size);
/* A live node of (id, path), reference taken, or NULL (no lock held);
 * busy_only: only one that is open or holds unsent data. */
struct fc_node *fc_grab(struct filecache *fc, const char *id, const char *path, bool busy_only);
/* A busy node of another name of the same sandbox file (same sandbox,
 * same inode), reference taken; NULL when none (no lock held). */
struct fc_node *fc_grab_link(struct filecache *fc, const char *id, ino_t ino);
/* Drops a reference taken by grab (no lock held). */
void fc_ungrab(struct filecache *fc, struct fc_node *n);
/* Drops a reference; a node detached meanwhile goes with its last
 * reference (returned: free it unlocked). */
struct fc_node *fc_unref_locked(struct filecache *fc, struct fc_node *n);
/* n->lock held: the attributes an fstat of the open node shows. */
void fc_local_stat(struct fc_node *n, struct sbx_stat *st);
/* The later of two times. */
struct timespec fc_later(struct timespec a, struct timespec b);
/* n->lock held: marks n changed by a write or truncate now. */
void fc_touch(struct fc_node *n);
/* n->lock held: applies mode (unless NULL) and times (unless NULL;
 * UTIME_NOW, UTIME_OMIT as utimensat) to n's local attributes. */
void fc_local_setattr(struct fc_node *n, const mode_t *mode, const struct timespec ts[2]);
/* n->lock held: opens the spool again if idle. */
int fc_reopen(struct fc_node *n);

/* ---- uploads and crash manifests (filecache.c); n->lock held ---- */
void fc_note_unsent(struct fc_node *n, const struct sbx_stat *base);
void fc_note_sent(struct fc_node *n);
/* Uploads n when dirty. A permanent failure drops the data (after
 * logging it); the caller reports the error. */
int fc_flush_locked(struct filecache *fc, struct fc_node *n, struct sbx_stat *st, bool *uploaded);

/* ---- the flusher (flusher.c) ---- */
/* fc->lock held: n (closed, dirty) is for the flusher at due. */
void fc_pending_add(struct filecache *fc, struct fc_node *n, double due);
/* fc->lock held: n leaves the pending list (before it is freed). */
void fc_pending_del(struct filecache *fc, struct fc_node *n);
/* The flusher thread (started by filecache_new, stopped by fc_flusher_stop). */
void *fc_flusher_main(void *arg);
void fc_flusher_stop(struct filecache *fc);

#endif
