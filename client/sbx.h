/* libsbx — the C client for the Sandbox Bridge HTTP API v1.
 *
 * This is the one header fs/ (and tests, benchmarks) include. It offers:
 *   - a client object per server (thread-safe: libfuse calls it from many
 *     threads; each thread gets its own reused CURL handle),
 *   - typed calls for every bridge route,
 *   - POSIX file operations built on exec (stat, listdir, rename, ...), which
 *     work against a stock bridge; sbxd extensions are used only once detected.
 *
 * Conventions (../shared/STYLE.md):
 *   - every function returns 0 (or a positive count) on success and a
 *     negative errno on failure; out-parameters are written only on success;
 *   - the message behind the latest failure on the calling thread (the
 *     server's own words where it sent some) is in sbx_last_error();
 *   - sandbox paths are absolute sandbox paths ("/workspace/src/a.c");
 *   - whoever receives a pointer from an out-parameter frees it with the
 *     function named next to it; every _free/_release accepts NULL.
 */
#ifndef SBX_H
#define SBX_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/types.h>
#include <time.h>

#define SBX_VERSION "0.1.0"
#define SBX_ID_MAX 128		       /* [a-z2-7]{1,128} */
#define SBX_SESSION_MAX 128	       /* [a-zA-Z0-9._-]{1,128}, no ".." */
#define SBX_PUT_MAX (32 * 1024 * 1024) /* bridge request body limit */

struct sbx_client;

struct sbx_client_opts {
	const char *url;	 /* base URL without /v1: "http://127.0.0.1:8787" */
	const char *token;	 /* Bearer token, NULL for none */
	const char *cacert;	 /* CA bundle for https, NULL for the system's */
	bool insecure;		 /* skip TLS verification: for tests only */
	long connect_timeout_ms; /* 0: default 5000 */
	long io_timeout_ms;	 /* a transfer stalled this long fails; 0: default 30000 */
	int retries;		 /* retries of idempotent requests; <0: default 3 */
};

/* One request finished: route ("exec", "file_get", "file_put", ...), the
 * POSIX operation behind it or NULL ("lstat", "listdir", ...), the HTTP
 * status (0 when none arrived) and the wall time. Called on the requesting
 * thread; must be thread-safe. Feeds .sbxfs/stats. */
typedef void (*sbx_request_cb)(void *arg, const char *route, const char *op, int status,
			       double seconds);

/* Creates a client; no request is sent. Free with sbx_client_free(). */
int sbx_client_new(const struct sbx_client_opts *opts, struct sbx_client **out);
void sbx_client_free(struct sbx_client *c);
void sbx_client_set_request_cb(struct sbx_client *c, sbx_request_cb cb, void *arg);
const char *sbx_client_url(const struct sbx_client *c);

/* Message behind the latest failure on this thread ("" if none). Valid until
 * the next libsbx call on the same thread. */
const char *sbx_last_error(void);

/* Interrupting blocked calls. fn (NULL: none) is the calling thread's
 * interrupt check: each request made on this thread consults it before it
 * starts and while it waits (about once a second when no byte moves, at
 * once when a signal wakes the thread), and fails with -EINTR as soon as it
 * returns true; an interrupted request is never retried. Its connection is
 * closed; the thread's CURL handle stays usable. Thread-local: set it where
 * a thread starts a unit of work that may be interrupted (sbxfs: one FUSE
 * operation) and clear it after, since fn may only be valid meanwhile. */
typedef bool (*sbx_interrupt_fn)(void *arg);
void sbx_thread_set_interrupt(sbx_interrupt_fn fn, void *arg);

/* Pure helpers (unit-tested). */
bool sbx_valid_id(const char *id);
bool sbx_valid_session_id(const char *sid);
/* HTTP status + bridge error code ("capacity_exceeded"...) -> -errno. */
int sbx_status_to_errno(long status, const char *code);

/* ---- routes ---------------------------------------------------------- */

int sbx_health(struct sbx_client *c);
/* POST /v1/sandbox: a fresh id (26 chars). */
int sbx_create_id(struct sbx_client *c, char out[SBX_ID_MAX + 1]);
/* Extension GET /v1/sandbox: ids the server knows. -ENOSYS when the server
 * has no such route (stock bridge). Free with sbx_strv_free(). */
int sbx_list_sandboxes(struct sbx_client *c, char ***ids, size_t *n);
void sbx_strv_free(char **v, size_t n);
int sbx_running(struct sbx_client *c, const char *id, bool *running);
/* DELETE /v1/sandbox/:id — kills everything, removes its files. */
int sbx_destroy(struct sbx_client *c, const char *id);

/* exec: argv is run as one bash command (the bridge quotes each token).
 * Output arrives through cb as it is produced (stream 1 = stdout, 2 =
 * stderr); cb returning non-zero cancels (-ECANCELED). Setting *cancel to
 * non-zero from another thread cancels too. On success *exit_code is the
 * command's exit status; a stream that ends without its terminal event is
 * -EIO; an `error` event is -EIO with its message in sbx_last_error(). */
typedef int (*sbx_output_cb)(void *arg, int stream, const void *data, size_t len);
struct sbx_exec_opts {
	const char *session; /* Session-Id, NULL: sessionless */
	const char *cwd;     /* NULL: /workspace */
	long timeout_ms;     /* 0: none */
	atomic_int *cancel;  /* NULL or a flag another thread may set */
	const char *op;	     /* label for the request callback, may be NULL */
};
int sbx_exec(struct sbx_client *c, const char *id, const char *const argv[],
	     const struct sbx_exec_opts *opts, sbx_output_cb cb, void *arg, int *exit_code);

/* A bounded growable byte buffer (refuses to grow past max). */
struct sbx_buf {
	char *data; /* always NUL-terminated when non-NULL */
	size_t len;
	size_t max;
};
void sbx_buf_init(struct sbx_buf *b, size_t max);
int sbx_buf_add(struct sbx_buf *b, const void *data, size_t len); /* -E2BIG past max */
void sbx_buf_release(struct sbx_buf *b);

/* exec with stdout/stderr collected (each bounded by its buf's max; either
 * may be NULL to discard). */
int sbx_exec_capture(struct sbx_client *c, const char *id, const char *const argv[],
		     const struct sbx_exec_opts *opts, struct sbx_buf *out, struct sbx_buf *err,
		     int *exit_code);

/* Files. Reading: the whole file into fd (streamed, from fd's current
 * offset) or into a buffer of at most max bytes (-EFBIG past it). */
int sbx_file_read_fd(struct sbx_client *c, const char *id, const char *path, int fd, off_t *size);
int sbx_file_read_buf(struct sbx_client *c, const char *id, const char *path, size_t max,
		      struct sbx_buf *out);
/* Up to len bytes at off, without downloading the whole file. Returns the
 * byte count (0 at EOF). */
ssize_t sbx_file_read_range(struct sbx_client *c, const char *id, const char *path, off_t off,
			    void *buf, size_t len);
/* Writes create or replace the whole file. A file larger than
 * SBX_PUT_MAX is sent in parts and assembled atomically in the sandbox. The
 * file's mode is kept when it already exists. sbx_file_write_fd sends
 * bytes [0, size) of fd, read with pread (the fd's offset is unchanged). */
int sbx_file_write_fd(struct sbx_client *c, const char *id, const char *path, int fd, off_t size);
int sbx_file_write_buf(struct sbx_client *c, const char *id, const char *path, const void *data,
		       size_t len);

/* Sessions. env: NULL-terminated "KEY=VALUE" strings or NULL. sid may be
 * NULL (server chooses); the id is returned in *sid_out (free()). */
int sbx_session_create(struct sbx_client *c, const char *id, const char *sid, const char *cwd,
		       const char *const *env, char **sid_out);
int sbx_session_delete(struct sbx_client *c, const char *id, const char *sid);

struct sbx_tunnel {
	int port;
	char *url;
	char *hostname;
	char *tunnel_id;
};
int sbx_tunnel_create(struct sbx_client *c, const char *id, int port, struct sbx_tunnel *out);
void sbx_tunnel_release(struct sbx_tunnel *t);
int sbx_tunnel_delete(struct sbx_client *c, const char *id, int port);
bool sbx_valid_port(long port); /* 1024..65535, not 3000 */

/* persist: tar of /workspace written to fd; excludes: NULL-terminated list
 * of top-level names or NULL. hydrate: tar read from fd (<= 32 MiB), merged. */
int sbx_persist(struct sbx_client *c, const char *id, const char *const *excludes, int fd);
int sbx_hydrate_fd(struct sbx_client *c, const char *id, int fd);

/* ---- POSIX operations (on exec; extensions where detected) ---------- */

struct sbx_stat {
	mode_t mode; /* S_IFMT type bits + permission bits */
	off_t size;
	nlink_t nlink;
	uid_t uid;
	gid_t gid;
	ino_t ino; /* the sandbox's inode number (informative) */
	struct timespec atime, mtime, ctime;
	/* The owner a client recorded where the sandbox cannot chown (sbxd:
	 * chown through a mount, the host user who created the file), each
	 * half only when recorded; uid/gid above are the sandbox's own. */
	bool has_ouid, has_ogid;
	uid_t ouid;
	gid_t ogid;
};

struct sbx_dirent {
	char *name; /* any bytes but '/' and NUL */
	char *link; /* symlink target, NULL for non-links */
	struct sbx_stat st;
};

struct sbx_dir {
	struct sbx_dirent *ents;
	size_t n;
};
void sbx_dir_release(struct sbx_dir *d);

/* What the latest successful change (mkdir, create, rmdir, unlink, rename,
 * truncate, chmod, utimens, symlink) on the calling thread left, as far as
 * the server said (sbxd's /fs answers say it; the exec fallback does not):
 * the attributes of the path it made or changed (rename: of the target),
 * of the directory whose entries changed (rename: the source's), of
 * rename's target directory, and of the source name after an exchange.
 * Everything false after a failure or an operation that says nothing. Like
 * sbx_last_error(), valid until the next call on the same thread. */
struct sbx_after {
	bool have_st, have_parent, have_to_parent, have_from_st;
	struct sbx_stat st, parent, to_parent, from_st;
};
void sbx_last_after(struct sbx_after *out);

/* lstat (never follows the final symlink); *link (optional, may be NULL)
 * gets the target of a symlink, free() it. */
int sbx_lstat(struct sbx_client *c, const char *id, const char *path, struct sbx_stat *st,
	      char **link);
/* Every entry of a directory with its attributes, in one request. */
int sbx_listdir(struct sbx_client *c, const char *id, const char *path, struct sbx_dir *out);
int sbx_mkdir(struct sbx_client *c, const char *id, const char *path, mode_t mode);
/* open(path, O_CREAT | (excl ? O_EXCL : 0), mode) in the sandbox: a new
 * regular file with exactly mode (no umask), or -EEXIST when excl and the
 * name exists; without excl an existing file is left untouched. *st: the
 * attributes of what the name holds afterwards (check S_ISREG). */
int sbx_create(struct sbx_client *c, const char *id, const char *path, mode_t mode, bool excl,
	       struct sbx_stat *st);
int sbx_rmdir(struct sbx_client *c, const char *id, const char *path);
/* link(2): a new name `to` for the file at `from` (never following a
 * symlink at `from`). */
int sbx_link(struct sbx_client *c, const char *id, const char *from, const char *to);
/* mknod(2) of a FIFO (S_IFIFO), a UNIX socket (S_IFSOCK) or an empty
 * regular file (S_IFREG) with exactly mode's permission bits; -EPERM for
 * device nodes (and, through exec, for a socket where the sandbox has no
 * python3 to bind one). */
int sbx_mknod(struct sbx_client *c, const char *id, const char *path, mode_t mode);
int sbx_unlink(struct sbx_client *c, const char *id, const char *path);
/* flags: 0, RENAME_NOREPLACE or RENAME_EXCHANGE (from <linux/fs.h>). */
int sbx_rename(struct sbx_client *c, const char *id, const char *from, const char *to,
	       unsigned flags);
int sbx_truncate(struct sbx_client *c, const char *id, const char *path, off_t size);
int sbx_chmod(struct sbx_client *c, const char *id, const char *path, mode_t mode);
/* ts[0] atime, ts[1] mtime; tv_nsec may be UTIME_NOW or UTIME_OMIT. */
int sbx_utimens(struct sbx_client *c, const char *id, const char *path,
		const struct timespec ts[2]);
int sbx_symlink(struct sbx_client *c, const char *id, const char *target, const char *linkpath);
/* chown: uid/gid (-1: unchanged) are the host's numbers the mount shows.
 * sbxd records them with the file (its sandbox runs as one user); on a
 * server without that (the bridge, where commands run as root) the file is
 * really chowned, self_uid/self_gid standing for the sandbox's own user
 * (the owner of /workspace). */
int sbx_chown(struct sbx_client *c, const char *id, const char *path, uid_t uid, gid_t gid,
	      uid_t self_uid, gid_t self_gid);
/* Who creates names on this thread from now on (the process behind a FUSE
 * request), recorded as their owner where the server keeps owners (sbxd);
 * (uid_t)-1: nobody in particular. */
void sbx_thread_set_creator(uid_t uid, gid_t gid);
int sbx_readlink(struct sbx_client *c, const char *id, const char *path, char **target);
int sbx_statfs(struct sbx_client *c, const char *id, const char *path, struct statvfs *out);

struct sbx_proc {
	int pid;
	int ppid;
	char state;	   /* R, S, D, Z, T ... */
	time_t start_time; /* epoch seconds */
	char *cmdline;	   /* arguments joined by spaces */
};
int sbx_ps(struct sbx_client *c, const char *id, struct sbx_proc **procs, size_t *n);
void sbx_procs_free(struct sbx_proc *procs, size_t n);
/* Signal a process (and, when it leads one, its process group). */
int sbx_kill(struct sbx_client *c, const char *id, int pid, int sig);
/* Start cmdline (bash -c) in the background, detached, output (stdout and
 * stderr) appended to logpath in the sandbox; *pid is its sandbox pid. */
int sbx_spawn(struct sbx_client *c, const char *id, const char *cmdline, const char *logpath,
	      int *pid);
/* TCP ports listening inside the sandbox, sorted, unique. free() *ports. */
int sbx_listening_ports(struct sbx_client *c, const char *id, int **ports, size_t *n);

#endif
