/* mount — the mount object: its configuration, the runtime parts built when
 * libfuse starts it (client, caches, control files), the open handles, and
 * the server's list of sandboxes. fs/main.c fills struct sbxfs_conf from
 * the command line; mount_start builds the runtime parts after libfuse has
 * daemonized, so no thread or connection crosses fork().
 *
 * Lock order: the mount's locks (handles, sandbox list) are leaves: nothing
 * else is locked while either is held, and no request runs under them.
 */
#ifndef SBXFS_MOUNT_H
#define SBXFS_MOUNT_H

#include <pthread.h>
#include <stdbool.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>

#include "sbx.h"

struct fuse_conn_info;
struct fuse_config;

struct sbxfs_conf {
	char *url;
	char *token;
	char *cacert;
	bool insecure;
	double cache_timeout;	/* seconds, 0 disables */
	long io_timeout_ms;	/* 0: libsbx default */
	long stream_timeout_ms; /* 0: io_timeout_ms, < 0: none (sbx_client_opts) */
	char *mountpoint;	/* absolute */
	char *known_file;	/* remembered ids, NULL for none */
	char *spool_dir;	/* private, created by main */
	char *recovered_dir;	/* earlier mounts' unsent data (fs/recover.h) */
	size_t idle_cache_max;
	size_t idle_files_max; /* -o file_cache_files= */
	char *mem_dir;	       /* small files' spool in tmpfs (NULL: none; fs/recover.h) */
	size_t mem_max;	       /* bytes of it (-o mem_spool_mb=, capped) */
};

/* What a FUSE file handle (fi->fh) points to. */
enum fh_kind {
	FH_FILE, /* a workspace file: data in the file cache */
	FH_CTL,	 /* a control file (fs/ctlfs.h) */
	FH_MEM,	 /* a .sbxfs/ file: its text, made at open */
	FH_DIR,	 /* any directory: its path (readdir gets none) */
};

struct fh {
	enum fh_kind kind;
	struct fc_node *node;
	struct ctlfs_file *cf;
	bool append;
	bool writes;	   /* FH_FILE opened for writing (filecache_writer_closed) */
	unsigned err_seen; /* FH_FILE: filecache_err_seq as this one was told */
	char *mem;
	size_t len;
	char *path;		/* FH_CTL, FH_MEM, FH_DIR: the path opened (fstat gets no path) */
	bool gone;		/* FH_DIR: a rename put another directory in its place */
	pid_t opener;		/* FH_CTL: the process that opened it (fs_flush) */
	_Atomic off_t read_end; /* FH_CTL: where its latest read ended (fs/polls.h) */
	int acc;		/* FH_CTL: O_RDONLY, O_WRONLY or O_RDWR (poll gets no flags) */
	bool hidden_alias;	/* FH_FILE: open on libfuse's hidden node of a name that
				 * stays (ws_alias): its getattrs lose a link there */
	struct fh *prev, *next; /* the mount's live handles */
};

struct sbxfs {
	struct sbxfs_conf conf;
	struct sbx_client *client;
	struct cache *cache;	 /* workspace metadata (fs/cache.h) */
	struct filecache *files; /* open files' data (fs/filecache.h) */
	struct changes *changes; /* the one recorder of changes (fs/changes.h) */
	struct ctlfs *ctl;	 /* control files (fs/ctlfs.h) */
	struct stats *stats;	 /* .sbxfs/stats */
	struct sandbox_ids *ids; /* sandbox ids this mount knows (fs/sandbox_ids.h) */
	struct links_own *own;	 /* links the mount's user made (fs/links.h) */
	struct inos *inos;	 /* inode numbers shown (fs/inos.h) */
	struct owners *owners;	 /* who files show as owned by (fs/owners.h) */
	struct kernel *kernel;	 /* the kernel's caches (fs/kernel.h) */
	struct polls *polls;	 /* poll(2) on control files (fs/polls.h) */
	uid_t uid;
	gid_t gid;
	struct timespec start;
	int init_err;

	pthread_mutex_t fh_lock; /* guards fh_live */
	struct fh *fh_live;	 /* every open handle, freed at the end if never released */

	pthread_mutex_t srv_lock; /* guards srv_* */
	int srv_list;		  /* 0 unknown, 1 the server lists sandboxes, -1 it cannot */
	double srv_time;	  /* monotonic time of srv_ids */
	char **srv_ids;
	size_t srv_n;
};

/* The context handed to fuse_new(): owns conf (strings freed by
 * sbxfs_free). */
int sbxfs_new(const struct sbxfs_conf *conf, struct sbxfs **out);
void sbxfs_free(struct sbxfs *fs);
/* The runtime error of init, if any (0 when fine): main() checks it. */
int sbxfs_init_error(const struct sbxfs *fs);
/* The session loop ended: tell the kernel nothing more (fuse_destroy frees
 * libfuse's node table before the destroy operation runs). */
void sbxfs_quiesce(struct sbxfs *fs);

/* The mount serving the current FUSE request. */
struct sbxfs *mount_of_request(void);
/* The init operation: configures libfuse (timeouts, interruption) and
 * builds the runtime parts; on failure records init_err and ends the
 * session. */
void mount_start(struct sbxfs *fs, struct fuse_conn_info *conn, struct fuse_config *cfg);
/* The destroy operation: frees handles never released, then uploads what
 * is still dirty while the client still exists. */
void mount_stop(struct sbxfs *fs);

/* A handle of the mount (listed until mount_fh_free). */
struct fh *mount_fh_new(struct sbxfs *fs, enum fh_kind kind);
void mount_fh_free(struct sbxfs *fs, struct fh *h); /* NULL ok; frees h->path too */
/* A rename through the mount moved from to to (exchange: swapped them):
 * open directories below from list it at its new name, and ones below a
 * directory to replaced list nothing (gone, as a removed directory). */
void mount_dirs_moved(struct sbxfs *fs, const char *from, const char *to, bool exchange);
/* libfuse hid the open node of id's path, which stays the file's name
 * (ws_alias): every handle open there now is open on that hidden node. */
void mount_files_hidden(struct sbxfs *fs, const char *id, const char *path);
/* An open directory's (or control file's) path now, into buf: NULL when
 * it has none. */
const char *mount_dir_path(struct sbxfs *fs, struct fh *h, char *buf, size_t size);

/* Whether MOUNT/<id> exists: 0, -ENOENT, or why the server's list could not
 * be had. */
int mount_sandbox_exists(struct sbxfs *fs, const char *id);
/* id was destroyed through the mount. */
void mount_sandbox_forget(struct sbxfs *fs, const char *id);
/* Every id to list in the root (free with sbx_strv_free). */
int mount_sandbox_list(struct sbxfs *fs, char ***ids, size_t *n);

/* Attributes of a directory the mount makes up (root, .sbxfs, MOUNT/<id>). */
void mount_dir_stat(const struct sbxfs *fs, struct stat *st, mode_t perm);
/* One log line for a failed operation, with libsbx's last error. */
void mount_log_err(const char *what, const char *path, int r);

#endif
